// The reference agent's latency faults as the runner measures them: the demo suites played by the real
// runner against the agent's turns in process, the agent sleeping on a virtual clock and the runner
// measuring each turn's latency on the same clock, so every figure is exact and no test waits.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { runSuites } from '../../src/runner/run.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { VirtualClock } from '../fakes/virtual-clock.ts';
import { plannedFromFiles, runOptions } from '../helpers/planned-suites.ts';
import { referenceClient, type ReferenceClientOptions } from '../helpers/reference-client.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const loaded = await loadSuites(['suites/demo-routing.yaml', 'suites/demo-memory.yaml', 'suites/demo-tools.yaml'], { cwd: ROOT });
const SUITES = plannedFromFiles(loaded);

/** Every turn the run recorded, as "suite/test#repeat/turn" with the node it ended at and its latency. */
interface Played {
  key: string;
  node: string | null;
  latency: number;
}

async function play(agent: Omit<ReferenceClientOptions, 'clock'>, concurrency = 4): Promise<Played[]> {
  const clock = new VirtualClock();
  const results: Results = await runSuites(SUITES, runOptions({ concurrency, repeats: 3 }), {
    client: await referenceClient({ ...agent, clock }),
    judge: createJudge(resolveJudgeConfig({}, {})),
    logger: memoryLogger(),
    now: () => 0,
    signal: new AbortController().signal,
  });
  expect(clock.waiting).toBe(0);
  return results.suites.flatMap((s) =>
    s.tests.flatMap((t) =>
      t.runs.flatMap((r) =>
        r.turns.map((turn) => ({
          key: `${s.suite_id}/${t.test_id}#${r.repeat}/${turn.turn_id}`,
          node: turn.node_after,
          latency: turn.latency_ms,
        })),
      ),
    ),
  );
}

describe('latency faults measured by the runner on a virtual clock', () => {
  it('gives every turn exactly --latency-ms, and the turns ending at a slow node FACTOR times it', async () => {
    const plain = await play({ latencyMs: 1000 });
    expect(plain.length).toBeGreaterThan(20);
    expect(new Set(plain.map((t) => t.latency))).toEqual(new Set([1000]));

    const slowed = await play({ latencyMs: 1000, slowNodes: { conv_1: 1.3 } });
    expect(slowed.map((t) => t.key)).toEqual(plain.map((t) => t.key));
    const atSlowNode = slowed.filter((t) => t.node === 'conv_1');
    // The demo suites reach conv_1 in many turns, and leave it in others: both kinds are played.
    expect(atSlowNode.length).toBeGreaterThan(5);
    expect(slowed.length - atSlowNode.length).toBeGreaterThan(5);
    for (const turn of slowed) expect(turn.latency, turn.key).toBe(turn.node === 'conv_1' ? 1300 : 1000);
  });

  it('draws the same jittered latencies for the same seed, whatever the concurrency, and others for another seed', async () => {
    const agent = { latencyMs: 800, latencyJitter: 0.3, slowNodes: { billing: 1.5 }, seed: 11 };
    const first = await play(agent, 4);
    expect(await play(agent, 1)).toEqual(first);
    const other = await play({ ...agent, seed: 12 });
    expect(other.map((t) => t.key)).toEqual(first.map((t) => t.key));
    expect(other.filter((t, i) => t.latency !== first[i]!.latency).length).toBeGreaterThan(first.length * 0.9);
  });

  it('varies the jitter between the runs of a test, and between the turns of a run', async () => {
    const turns = await play({ latencyMs: 800, latencyJitter: 0.3 });
    const greets = turns.filter((t) => t.key.startsWith('demo_routing/technical_support_resolved#') && t.key.endsWith('/greet'));
    expect(greets).toHaveLength(3);
    expect(new Set(greets.map((t) => t.latency)).size).toBe(3);
    const firstRun = turns.filter((t) => t.key.startsWith('demo_routing/technical_support_resolved#0/'));
    expect(new Set(firstRun.map((t) => t.latency)).size).toBe(firstRun.length);
    // Spread as the jitter says: 80% of turns within exp(+-1.2816 * 0.3) of the median.
    for (const t of turns) expect(t.latency).toBeGreaterThan(0);
    const within = turns.filter((t) => t.latency > 800 * Math.exp(-1.2816 * 0.3) && t.latency < 800 * Math.exp(1.2816 * 0.3));
    expect(within.length / turns.length).toBeGreaterThan(0.6);
  });
});
