// The sequential design end to end: a real fake agent over HTTP whose answers depend on the test and
// the repeat, the real client, the runner's looks, and the comparison of the merged results.
import { afterEach, describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { memoryLogger } from '../../src/logger.ts';
import { runSuites, type RunOptions } from '../../src/runner/run.ts';
import { runAdaptive } from '../../src/runner/adaptive.ts';
import type { PlannedSuite } from '../../src/runner/plan.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';
import { ResultsSchema, type Results } from '../../src/results/results-schema.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { okResult, startFakeAgent, type FakeAgent, type FakeRequest } from '../fakes/agent-server.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** How a test answers on a repeat: true = correctly. */
type Behaviour = (repeat: number) => boolean;

async function agent(behaviours: Record<string, Behaviour>): Promise<FakeAgent> {
  const fake = await startFakeAgent();
  closers.push(fake.close);
  const answer = (request: FakeRequest) => {
    const test = request.body.test as { test_id: string; repeat: number };
    const pass = (behaviours[test.test_id] ?? (() => true))(test.repeat);
    return { body: okResult({ current_node_id: pass ? 'conv_1' : 'conv_9' }) };
  };
  fake.reply(...Array.from({ length: 2000 }, () => answer));
  return fake;
}

function suite(suiteId: string, testIds: readonly string[]): PlannedSuite {
  const parsed = SuiteSchema.parse({
    version: 'v1',
    suite_id: suiteId,
    tests: testIds.map((id) => ({
      test_id: id,
      initial_node_id: 'start',
      turns: [{ turn_id: 't1', user_input: 'Hello', expected: { next_node_id: 'conv_1' } }],
    })),
  });
  return {
    file: `${suiteId}.yaml`,
    suite: parsed,
    specHash: suiteId,
    testHashes: Object.fromEntries(testIds.map((id) => [id, `hash-${id}`])),
  };
}

function options(target: string): Omit<RunOptions, 'repeats'> {
  return {
    concurrency: 8,
    target,
    transport: 'http',
    commit: null,
    dryRun: false,
    memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    enableTracing: false,
    judgeFailedTurns: false,
  };
}

function ports(target: string) {
  return {
    client: createAgentClient({ target, transport: 'http', timeoutMs: 5000, retries: 0 }),
    judge: createJudge(resolveJudgeConfig({}, {})),
    logger: memoryLogger(),
    now: Date.now,
    signal: new AbortController().signal,
  };
}

const ids = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const runsPerSuite = (r: Results) => Object.fromEntries(r.suites.map((s) => [s.suite_id, [...new Set(s.tests.map((t) => t.runs.length))]]));

describe('the sequential design (--repeats sequential)', () => {
  it('stops a suite at the look that decides it, takes open ones to later looks, and the comparison agrees', async () => {
    // Half the base runs of `flaky` pass; on the PR 2 of its first 8, then half: open at the first look.
    const alternating: Behaviour = (repeat) => repeat % 2 === 0;
    const slowStart: Behaviour = (repeat) => (repeat < 8 ? repeat % 4 === 0 : repeat % 2 === 0);
    const suites = [suite('steady', ids('a', 20)), suite('broken', [...ids('b', 6), 'breaks']), suite('open', [...ids('c', 10), 'flaky'])];
    const baseAgent = await agent({ flaky: alternating });
    const base = await runSuites(suites, { ...options(baseAgent.url), repeats: 16 }, ports(baseAgent.url));

    const head = await agent({ breaks: () => false, flaky: slowStart });
    const results = await runAdaptive(
      suites,
      options(head.url),
      { min: 8, max: 32, design: 'sequential', baseline: base },
      ports(head.url),
    );
    expect(ResultsSchema.parse(results)).toEqual(results);
    expect(results.run.adaptive).toMatchObject({ min: 8, max: 32, design: 'sequential' });
    const runs = runsPerSuite(results);
    // Decided at the first look: every test passing, and a test that broke.
    expect(runs.steady).toEqual([8]);
    expect(runs.broken).toEqual([8]);
    // The open suite went on as one: every test has the same runs, a later look's.
    expect(runs.open).toHaveLength(1);
    expect([16, 24, 32]).toContain(runs.open![0]);
    // No test has an effect_runs: every change is measured on all runs, judged at its look's level.
    expect(results.suites.flatMap((s) => s.tests).every((t) => t.effect_runs === undefined)).toBe(true);
    const ids_ = head.requests.map((q) => (q.body.test as { conversation_id: string }).conversation_id);
    expect(new Set(ids_).size).toBe(ids_.length);

    const comparison = compareResults(base, results, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date(),
      baseline: { source: 'file', commit: null, distance: null },
    });
    expect(comparison.sequential?.looks).toEqual([8, 16, 24, 32]);
    const state = Object.fromEntries(comparison.sequential!.suites.map((s) => [s.suite_id, s]));
    expect(state.steady).toMatchObject({ state: 'ruled_out', look: 0, reached: 1 });
    expect(state.broken).toMatchObject({ state: 'regressed', look: 0 });
    expect(state.open!.reached).toBe([8, 16, 24, 32].indexOf(runs.open![0]!) + 1);
    const verdict = Object.fromEntries(comparison.suites.map((s) => [s.suite_id, s.verdict]));
    expect(verdict).toMatchObject({ steady: 'unchanged', broken: 'regressed' });
    expect(comparison.verdict).toBe('fail');
    expect(comparison.broken_tests?.map((t) => t.test_id)).toEqual(['breaks']);
  });
});
