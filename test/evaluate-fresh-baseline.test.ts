// evaluate() with a fresh baseline (`base`): the same plan played against the base deployment in the
// same run, interleaved with the target's, with in-memory fakes of the agent client, the judge and
// the clock. Files go to a temp folder.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseResult } from '../src/agent/normalise.ts';
import type { AgentClient, AgentClientOptions } from '../src/agent/types.ts';
import { evaluate, type EvaluateConfig, type EvaluatePorts } from '../src/evaluate.ts';
import { SettingsConflictError } from '../src/settings/rules.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import { createJudge } from '../src/judge/judge.ts';
import { memoryLogger } from '../src/logger.ts';
import { ResultsSchema } from '../src/results/results-schema.ts';
import { repeatSeed } from '../src/runner/repeat-seed.ts';
import type { RunProgress } from '../src/runner/run.ts';
import { okResult } from './fakes/agent-server.ts';
import { plannedSuite } from './helpers/planned-suites.ts';
import { tempDir } from './helpers/temp-dir.ts';

const BASE = 'http://user:base-pw@main.preview.test';
const HEAD = 'http://pr-7.preview.test';

/** A suite planned from suites/<suite_id>.yaml. */
const planned = (spec: { suite_id: string } & Record<string, unknown>) => plannedSuite(spec, { file: `suites/${spec.suite_id}.yaml` });

const turn = (turnId: string) => ({ turn_id: turnId, user_input: 'Hello', expected: { next_node_id: 'conv_1' } });
const SUITE = planned({
  version: 'v1',
  suite_id: 'routing',
  tests: [
    { test_id: 'long', initial_node_id: 'start', seed: 7, turns: [turn('t1'), turn('t2')] },
    { test_id: 'short', initial_node_id: 'start', turns: [turn('t1')] },
  ],
});

/**
 * Agent clients that log every turn as "<side> <conversation> <turn>" in one shared log, and count the
 * conversations in flight over both sides. Each turn yields to the event loop once, no wall clock.
 */
function agents() {
  const log: string[] = [];
  /** Every request's "<side> <test> <repeat>" and the seed it sent. */
  const seeds: { side: string; run: string; seed: number | null }[] = [];
  const created: string[] = [];
  /** "<side> <test>#<repeat> <conversation id the agent saw>", once each. */
  const threads = new Set<string>();
  let inFlight = 0;
  let most = 0;
  const create = (options: AgentClientOptions): AgentClient => {
    created.push(options.target);
    const side = options.target === BASE ? 'base' : 'head';
    return {
      target: options.target,
      transport: options.transport,
      conversation: () => {
        most = Math.max(most, ++inFlight);
        return {
          execute: async (request) => {
            log.push(`${side} ${request.test.test_id}#${request.test.repeat} ${request.test.turn_id}`);
            threads.add(`${side} ${request.test.test_id}#${request.test.repeat} ${request.test.conversation_id}`);
            seeds.push({ side, run: `${request.test.test_id}#${request.test.repeat}`, seed: request.params.seed });
            await new Promise<void>((resolve) => setImmediate(resolve));
            return { turn: normaliseResult(okResult()), attempts: 1, latency_ms: 5 };
          },
          close: async () => {
            inFlight -= 1;
          },
        };
      },
    };
  };
  return { log, seeds, created, threads, create, most: () => most };
}

async function setup(overrides: Partial<EvaluateConfig> = {}) {
  const outDir = await tempDir('fresh');
  const agent = agents();
  const progress: RunProgress[] = [];
  let clock = 1_000;
  const ports: EvaluatePorts = {
    logger: memoryLogger(),
    now: () => (clock += 10),
    signal: new AbortController().signal,
    env: {},
    progress: { update: (p) => progress.push(p), done: () => undefined },
    createAgentClient: agent.create,
    createJudge: (config, options) => createJudge(config, options),
  };
  const config: EvaluateConfig = {
    suites: [SUITE],
    target: HEAD,
    transport: 'http',
    timeoutMs: 1000,
    retries: 0,
    repeats: 2,
    concurrency: 1,
    commit: 'head-sha',
    base: { target: BASE, commit: 'base-sha' },
    judge: resolveJudgeConfig({}, {}),
    outDir,
    secrets: ['base-pw'],
    names: { autoRepeats: '--repeats auto', shard: '--shard', fixedRepeats: 'a fixed --repeats N', baselineTarget: '--baseline-target' },
    ...overrides,
  };
  return { agent, ports, config, outDir, progress };
}

/** The conversations in the order their first turn was sent, as "<side> <conversation>". */
const conversationStarts = (log: readonly string[]) => [...new Set(log.map((line) => line.split(' ').slice(0, 2).join(' ')))];

describe('evaluate with a fresh baseline', () => {
  it('plays each conversation on the base, then on the target, turn by turn, at concurrency 1', async () => {
    const { agent, ports, config } = await setup();
    await evaluate(config, ports);

    expect(agent.created).toEqual([HEAD, BASE]);
    const starts = conversationStarts(agent.log);
    expect(starts).toHaveLength(8);
    // Alternating sides, the same runs (the same plan) in the same order on both.
    expect(starts.map((s) => s.split(' ')[0])).toEqual(['base', 'head', 'base', 'head', 'base', 'head', 'base', 'head']);
    for (let i = 0; i < 8; i += 2) expect(starts[i]!.split(' ')[1]).toBe(starts[i + 1]!.split(' ')[1]);
    // At concurrency 1 a conversation ends before the next starts: its turns are back to back.
    expect(agent.log.slice(0, 4)).toEqual([`${starts[0]} t1`, `${starts[0]} t2`, `${starts[1]} t1`, `${starts[1]} t2`]);
    // Each side's conversation is its own thread: one id per run and side, held over its turns.
    const ids = [...agent.threads].map((t) => t.split(' ')[2]);
    expect(agent.threads.size).toBe(8);
    expect(new Set(ids).size).toBe(8);
  });

  it('starts the first conversation of both sides before the second of either, and shares the concurrency', async () => {
    const { agent, ports, config } = await setup({ concurrency: 2 });
    await evaluate(config, ports);
    const starts = conversationStarts(agent.log);
    expect(new Set(starts.slice(0, 2).map((s) => s.split(' ')[0]))).toEqual(new Set(['base', 'head']));
    expect(agent.most()).toBe(2);
  });

  it("writes the base side's results beside the target's, and its artifacts and metrics under base/", async () => {
    const { ports, config, outDir, progress } = await setup({ concurrency: 3 });
    const evaluation = await evaluate(config, ports);

    expect(evaluation.base?.resultsPath).toBe(join(outDir, 'results-base.json'));
    expect(await readdir(outDir)).toEqual(
      expect.arrayContaining(['results.json', 'results.jsonl', 'results-base.json', 'results-base.jsonl', 'metrics.prom', 'base']),
    );
    expect(await readdir(join(outDir, 'base'))).toContain('metrics.prom');
    const base = ResultsSchema.parse(JSON.parse(await readFile(join(outDir, 'results-base.json'), 'utf8')));
    const head = ResultsSchema.parse(JSON.parse(await readFile(join(outDir, 'results.json'), 'utf8')));
    expect(base.run).toMatchObject({ commit: 'base-sha', repeats: 2, complete: true });
    expect(base.run.target).toContain('main.preview.test');
    expect(JSON.stringify(base)).not.toContain('base-pw');
    expect(head.run).toMatchObject({ commit: 'head-sha', target: HEAD });
    expect(base.counts).toEqual(head.counts);
    expect(evaluation.base?.summary.counts.planned).toBe(4);
    // One progress over both sides.
    expect(progress.at(-1)).toMatchObject({ done: 8, total: 8 });
  });

  it('sends the base and the target the same seed for the same repeat, a different one for each repeat, and records them', async () => {
    const { agent, ports, config, outDir } = await setup({ repeats: 3, concurrency: 2 });
    await evaluate(config, ports);

    const seedsOf = (side: string) => new Map(agent.seeds.filter((s) => s.side === side).map((s) => [s.run, s.seed]));
    const expected = new Map<string, number | null>([
      ...[0, 1, 2].map((i) => [`long#${i}`, repeatSeed(7, i)] as const),
      ...[0, 1, 2].map((i) => [`short#${i}`, null] as const),
    ]);
    expect(seedsOf('base')).toEqual(expected);
    expect(seedsOf('head')).toEqual(expected);
    expect(new Set([0, 1, 2].map((i) => expected.get(`long#${i}`))).size).toBe(3);
    // Every turn of a run sends its run's seed.
    for (const s of agent.seeds) expect(s.seed).toBe(expected.get(s.run));

    for (const file of ['results.json', 'results-base.json']) {
      const results = ResultsSchema.parse(JSON.parse(await readFile(join(outDir, file), 'utf8')));
      const recorded = results.suites[0]!.tests.flatMap((t) => t.runs.map((r) => [`${t.test_id}#${r.repeat}`, r.seed] as const));
      expect(new Map(recorded)).toEqual(expected);
    }
  });

  it('refuses adaptive repeats and a shard with a fresh baseline, naming the settings, before any agent call', async () => {
    const auto = await setup({ repeats: { auto: true, min: 4, max: 16 } });
    await expect(evaluate(auto.config, auto.ports)).rejects.toThrow(SettingsConflictError);
    await expect(evaluate(auto.config, auto.ports)).rejects.toThrow(
      /^--repeats auto cannot be combined with --baseline-target .*; give a fixed --repeats N with a fresh baseline$/,
    );
    const sharded = await setup({ shard: { index: 1, total: 2 } });
    await expect(evaluate(sharded.config, sharded.ports)).rejects.toThrow(/^--baseline-target cannot be combined with --shard/);
    expect([...auto.agent.created, ...sharded.agent.created]).toEqual([]);
  });
});
