// A latency regression as a user meets it: the real runner plays a suite against two reference agents
// on 127.0.0.1 (the base and the pull request, interleaved as a fresh baseline runs them), the PR's
// agent with conv_1 slowed 1.3x; the results go to files, and `agent-eval compare --fail-on-latency
// 1.2`, as a child process, fails the slower PR naming the suite and the ratio, and passes an
// unchanged one. Both agents sleep on one virtual clock and the harness measures on it, one
// conversation at a time (concurrency 1), so every latency is exactly what the agent slept.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { evaluate } from '../../src/evaluate.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { memoryLogger } from '../../src/logger.ts';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import { VirtualClock } from '../fakes/virtual-clock.ts';
import { ROOT } from '../helpers/cli.ts';
import { plannedSuite } from '../helpers/planned-suites.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** Eight conversations that greet (ending at conv_1, the main menu) and then pick a branch. */
const BRANCHES = ['Billing', 'Option 2', 'I want to cancel', "That's all", 'invoice', 'technical', 'refund', 'cancel'];
const SUITE = plannedSuite({
  suite_id: 'support_latency',
  defaults: { repeats: 3 },
  tests: BRANCHES.map((message, i) => ({
    test_id: `branch_${i + 1}`,
    initial_node_id: 'start',
    turns: [
      { turn_id: 'greet', user_input: 'Hello', expected: { next_node_id: 'conv_1' } },
      { turn_id: 'choose', user_input: message },
    ],
  })),
});

/** Plays the suite against a base agent and a PR agent (slowed at `slowNodes`), and returns the folder of the results files. */
async function playPullRequest(slowNodes: Record<string, number>): Promise<string> {
  const clock = new VirtualClock();
  const common = { latencyMs: 1000, latencyJitter: 0.1, sleep: clock.sleep };
  const base = await startReferenceAgent({ ...common, seed: 1 });
  const head = await startReferenceAgent({ ...common, seed: 2, slowNodes });
  const outDir = await tempDir('latency-gate');
  try {
    await evaluate(
      {
        suites: [SUITE],
        target: head.url,
        transport: 'http',
        timeoutMs: 30_000,
        retries: 0,
        repeats: null,
        concurrency: 1,
        commit: 'head-sha',
        base: { target: base.url, commit: 'base-sha' },
        judge: resolveJudgeConfig({}, {}),
        outDir,
        secrets: [],
        names: {
          autoRepeats: '--repeats auto',
          shard: '--shard',
          fixedRepeats: 'a fixed --repeats N',
          baselineTarget: '--baseline-target',
        },
      },
      {
        logger: memoryLogger(),
        now: Date.now,
        signal: new AbortController().signal,
        env: {},
        // The real HTTP client, measuring each turn on the agents' clock.
        createAgentClient: (options) => createAgentClient({ ...options, now: clock.now }),
      },
    );
  } finally {
    await Promise.all([base.close(), head.close()]);
  }
  return outDir;
}

/** `agent-eval compare` on the two results files, as a child process (the sources, as a clone without a bundle runs them). */
function compare(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // A results file given to compare is a stored baseline; this one was run in the same job, so latency gates.
  const args = ['compare', '--base', 'results-base.json', '--head', 'results.json', '--fail-on-latency', '1.2'];
  const child = spawn(process.execPath, [join(ROOT, 'src', 'cli-entry.ts'), ...args, '--latency-on-stored-baseline', 'gate'], {
    cwd: dir,
    env: { PATH: process.env['PATH'], HOME: process.env['HOME'], OPENAI_API_KEY: '', GITHUB_ACTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function latencies(dir: string, file: string): Promise<{ node: string | null; ms: number }[]> {
  const results = JSON.parse(await readFile(join(dir, file), 'utf8')) as {
    suites: { tests: { runs: { turns: { node_after: string | null; latency_ms: number }[] }[] }[] }[];
  };
  return results.suites.flatMap((s) =>
    s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns.map((x) => ({ node: x.node_after, ms: x.latency_ms })))),
  );
}

describe('a reference agent slowed on one node, gated by agent-eval compare --fail-on-latency 1.2', () => {
  it('fails the pull request whose conv_1 is 1.3x slower, naming the suite and the ratio', async () => {
    const dir = await playPullRequest({ conv_1: 1.3 });
    // What the runner recorded: the greeting turns (ending at conv_1) about 1.3 s on the PR, 1 s elsewhere.
    const head = await latencies(dir, 'results.json');
    const base = await latencies(dir, 'results-base.json');
    expect(head).toHaveLength(8 * 3 * 2);
    const mean = (xs: { ms: number }[]) => xs.reduce((n, x) => n + x.ms, 0) / xs.length;
    expect(mean(head.filter((t) => t.node === 'conv_1')) / mean(base.filter((t) => t.node === 'conv_1'))).toBeCloseTo(1.3, 1);
    expect(mean(head.filter((t) => t.node !== 'conv_1')) / mean(base.filter((t) => t.node !== 'conv_1'))).toBeCloseTo(1, 1);

    const r = await compare(dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const ratio =
      /support_latency: p90 latency ×(\d\.\d\d) \(\d+% CI \[×\d\.\d\d, ×\d\.\d\d\]\) over 8 tests, at least the ×1\.20 of fail-on-latency/.exec(
        r.stdout,
      );
    expect(ratio, r.stdout).not.toBeNull();
    expect(Number(ratio![1])).toBeGreaterThanOrEqual(1.2);
    expect(Number(ratio![1])).toBeLessThan(1.45);
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'agent-eval-report', 'comparison.json'), 'utf8')));
    expect(comparison.reason).toMatchObject({ code: 'latency_regression', suites: [{ suite_id: 'support_latency', threshold: 1.2 }] });
  });

  it('passes the pull request whose agent is unchanged', async () => {
    const dir = await playPullRequest({});
    const r = await compare(dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'agent-eval-report', 'comparison.json'), 'utf8')));
    expect(comparison.suites[0]!.performance?.latency).toMatchObject({ threshold: 1.2 });
    expect(comparison.suites[0]!.performance?.latency?.verdict).not.toBe('slower');
  });
});
