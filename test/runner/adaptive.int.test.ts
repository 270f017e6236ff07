// Adaptive repeats end to end: a real fake agent over HTTP whose answers depend on the test and the
// repeat, the real client, and the comparison run on the merged results.
import { afterEach, describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { memoryLogger } from '../../src/logger.ts';
import { runSuites, type RunOptions } from '../../src/runner/run.ts';
import { runAdaptive, type AdaptiveSettings } from '../../src/runner/adaptive.ts';
import type { PlannedSuite } from '../../src/runner/plan.ts';
import { repeatSeed } from '../../src/runner/repeat-seed.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';
import { ResultsSchema, type Results } from '../../src/results/results-schema.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { okResult, startFakeAgent, type FakeAgent, type FakeRequest } from '../fakes/agent-server.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** How a test behaves on a given repeat: true = the agent answers correctly. */
type Behaviour = (repeat: number) => boolean;
const always: Behaviour = () => true;
const never: Behaviour = () => false;
/** Passes on even repeats, fails on odd ones: mixed from the second run on. */
const alternating: Behaviour = (repeat) => repeat % 2 === 0;

async function agent(behaviours: Record<string, Behaviour>): Promise<FakeAgent> {
  const fake = await startFakeAgent();
  closers.push(fake.close);
  const answer = (request: FakeRequest) => {
    const test = request.body.test as { test_id: string; repeat: number };
    const behaviour = behaviours[test.test_id] ?? always;
    return { body: okResult({ current_node_id: behaviour(test.repeat) ? 'conv_1' : 'conv_9' }) };
  };
  fake.reply(...Array.from({ length: 2000 }, () => answer));
  return fake;
}

function suite(suiteId: string, testIds: readonly string[], seed?: number): PlannedSuite {
  const parsed = SuiteSchema.parse({
    version: 'v1',
    suite_id: suiteId,
    tests: testIds.map((id) => ({
      test_id: id,
      initial_node_id: 'start',
      ...(seed === undefined ? {} : { seed }),
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
    concurrency: 4,
    target,
    transport: 'http',
    commit: null,
    dryRun: false,
    memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    enableTracing: false,
    judgeFailedTurns: false,
  };
}

function ports(target: string, signal = new AbortController().signal) {
  return {
    client: createAgentClient({ target, transport: 'http', timeoutMs: 5000, retries: 0 }),
    judge: createJudge(resolveJudgeConfig({}, {})),
    logger: memoryLogger(),
    now: Date.now,
    signal,
  };
}

function adaptive(suites: PlannedSuite[], fake: FakeAgent, settings: AdaptiveSettings, signal?: AbortSignal): Promise<Results> {
  return runAdaptive(suites, options(fake.url), settings, ports(fake.url, signal));
}

async function fixed(suites: PlannedSuite[], fake: FakeAgent, repeats: number): Promise<Results> {
  return runSuites(suites, { ...options(fake.url), repeats }, ports(fake.url));
}

const runsPerTest = (r: Results) =>
  Object.fromEntries(r.suites.flatMap((s) => s.tests.map((t) => [`${s.suite_id}/${t.test_id}`, t.runs.length])));

function expectConsistent(r: Results): void {
  expect(ResultsSchema.parse(r)).toEqual(r);
  const c = r.counts;
  expect(c.planned).toBe(c.passed + c.failed + c.errored + c.skipped);
  expect(c.planned).toBe(r.suites.reduce((n, s) => n + s.tests.reduce((m, t) => m + t.runs.length, 0), 0));
  for (const t of r.suites.flatMap((s) => s.tests)) expect(t.runs.map((run) => run.repeat)).toEqual(t.runs.map((_, i) => i));
}

function expectNoConversationSentTwice(fake: FakeAgent): void {
  const ids = fake.requests.map((q) => (q.body.test as { conversation_id: string }).conversation_id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('runAdaptive without a baseline', () => {
  it('stops stable tests at min, grows mixed ones up to max, and merges every round', async () => {
    const fake = await agent({ stable: always, broken: never, mixed: alternating });
    const results = await adaptive([suite('s', ['stable', 'broken', 'mixed'])], fake, { min: 2, max: 8 });
    expect(runsPerTest(results)).toEqual({ 's/stable': 2, 's/broken': 2, 's/mixed': 8 });
    // Rounds: 2 repeats of all, then the mixed test to 3, 4, 5, 7 and 8 (a quarter more, at least one).
    expect(results.run.adaptive).toEqual({ min: 2, max: 8, rounds: 6, calls: 12 });
    expect(fake.requests).toHaveLength(12);
    expectNoConversationSentTwice(fake);
    expect(results.counts).toEqual({ planned: 12, passed: 6, failed: 6, errored: 0, skipped: 0 });
    expect(results.run.complete).toBe(true);
    expect(results.run.repeats).toBeNull();
    expectConsistent(results);
    // The mixed test's failed runs, from every round, are marked flaky.
    const mixed = results.suites[0]!.tests.find((t) => t.test_id === 'mixed')!;
    expect(mixed.runs.filter((r) => r.outcome === 'failed').every((r) => r.codes.includes('FLAKY'))).toBe(true);
    expect(results.suites[0]!.tests.map((t) => t.test_id)).toEqual(['stable', 'broken', 'mixed']);
  });

  it('never runs a test more than max times, also when max is not min times a power of two', async () => {
    const fake = await agent({ mixed: alternating });
    const results = await adaptive([suite('a', ['mixed', 'stable']), suite('b', ['mixed'])], fake, { min: 3, max: 10 });
    expect(runsPerTest(results)).toEqual({ 'a/mixed': 10, 'a/stable': 3, 'b/mixed': 10 });
    expect(results.run.adaptive?.rounds).toBe(6); // 3, 4, 5, 7, 9, 10
    expect(fake.requests).toHaveLength(23);
    expectConsistent(results);
  });
});

describe('runAdaptive with a baseline', () => {
  const compareOptions = {
    ...DEFAULT_COMPARE_OPTIONS,
    quarantine: [],
    now: new Date('2026-01-01T00:00:00Z'),
    baseline: { source: 'file' as const, commit: null, distance: null },
  };

  it('confirms a broken test with a few more runs, leaves the rest of a suite too small to regress on its own at min, and fails the check', async () => {
    const suites = [suite('s', ['ok1', 'ok2', 'ok3', 'ok4', 'broken'])];
    const base = await fixed(suites, await agent({}), 16);
    const head = await agent({ broken: never });
    const results = await adaptive(suites, head, { min: 4, max: 16, baseline: base });
    const runs = runsPerTest(results);
    const effect = Object.fromEntries(results.suites[0]!.tests.map((t) => [t.test_id, t.effect_runs]));
    // The suite dropped by a fifth, but five tests can reach at best p = 2^-5 = 0.031 on the sign-flip
    // test over tests, above alpha/2: more runs of the other tests could not make it regress, so they stop at min.
    for (const id of ['ok1', 'ok2', 'ok3', 'ok4']) {
      expect(runs[`s/${id}`]).toBe(4);
      expect(effect[id]).toBe(4);
    }
    // The broken test samples on until 0/7 against 16/16 is broken even if the 9 remaining runs passed.
    // Its own change is measured on its first 4 runs: its N came from the other tests.
    expect(runs['s/broken']).toBe(7);
    expect(effect['broken']).toBe(4);
    expect(head.requests.length).toBe(results.run.adaptive?.calls);
    expectNoConversationSentTwice(head);
    expectConsistent(results);

    const comparison = compareResults(base, results, compareOptions);
    expect(comparison.verdict).toBe('fail');
    expect(comparison.broken_tests?.map((t) => t.test_id)).toEqual(['broken']);
  });

  it('stops every test of a suite that did not drop at min, and measures each on those runs', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const flaky = (r: number) => r % 4 !== 3; // 12/16
    const base = await fixed([suite('s', ids)], await agent({ a: flaky }), 16);
    // Head: a passes 3 of its first 4, as on base; the rest always pass.
    const head = await agent({ a: flaky });
    const results = await adaptive([suite('s', ids)], head, { min: 4, max: 16, baseline: base });
    expect(Object.values(runsPerTest(results))).toEqual(ids.map(() => 4));
    expect(results.suites[0]!.tests.map((t) => t.effect_runs)).toEqual(ids.map(() => 4));
    expect(results.run.adaptive).toEqual({ min: 4, max: 16, rounds: 1, calls: 40 });
    expectConsistent(results);
  });

  it("decides a test's runs from the other tests only: its own failures do not buy it more runs", async () => {
    // One flaky test slips in its first runs (2/4 against 12/16 on base): not enough to be broken,
    // and the other tests are unchanged, so no test gets more runs, the slipping one included.
    const ids = ['flaky', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const base = await fixed([suite('s', ids)], await agent({ flaky: (r) => r % 4 !== 3 }), 16);
    const head = await agent({ flaky: (r) => r % 4 < 2 });
    const results = await adaptive([suite('s', ids)], head, { min: 4, max: 16, baseline: base });
    expect(Object.values(runsPerTest(results))).toEqual(ids.map(() => 4));
    expectConsistent(results);
  });

  it('runs a test without a counterpart in the baseline by the no-baseline rule', async () => {
    const base = await fixed([suite('s', ['old'])], await agent({}), 8);
    const head = await agent({ fresh: alternating });
    const results = await adaptive([suite('s', ['old', 'fresh'])], head, { min: 2, max: 8, baseline: base });
    expect(runsPerTest(results)).toEqual({ 's/old': 2, 's/fresh': 8 });
    expect(results.suites[0]!.tests.map((t) => t.effect_runs)).toEqual([2, 2]);
  });
});

describe('resume', () => {
  it('does not send resumed runs again, and says which resumed runs it did not need', async () => {
    const earlier = await fixed([suite('s', ['stable', 'mixed'])], await agent({ mixed: alternating }), 6);
    const resume = new Map(earlier.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.map((r) => [r.conversation_id, r] as const))));
    const fake = await agent({ mixed: alternating });
    const results = await runAdaptive(
      [suite('s', ['stable', 'mixed'])],
      { ...options(fake.url), resume },
      { min: 4, max: 8 },
      ports(fake.url),
    );
    expect(runsPerTest(results)).toEqual({ 's/stable': 4, 's/mixed': 8 });
    // Only repeats 6 and 7 of the mixed test were new.
    expect(fake.requests.map((q) => (q.body.test as { repeat: number }).repeat)).toEqual([6, 7]);
    expect(results.run.adaptive?.calls).toBe(2);
    expect(results.warnings).toContain(
      '2 run(s) from the resumed run are not in these results: their tests were decided with fewer repeats (the runs stay in the resumed file)',
    );
    expectConsistent(results);
  });
});

describe('seeds', () => {
  it('gives the runs each round adds the seeds of their repeats, and keeps the seeds of resumed runs', async () => {
    const earlier = await fixed([suite('s', ['stable', 'mixed'], 42)], await agent({ mixed: alternating }), 3);
    // A resumed run keeps the seed it was played with, whatever it was.
    const resume = new Map(
      earlier.suites.flatMap((s) =>
        s.tests.flatMap((t) => t.runs.map((r) => [r.conversation_id, { ...r, seed: 1000 + r.repeat }] as const)),
      ),
    );
    const fake = await agent({ mixed: alternating });
    const results = await runAdaptive(
      [suite('s', ['stable', 'mixed'], 42)],
      { ...options(fake.url), resume },
      { min: 4, max: 8 },
      ports(fake.url),
    );

    const sent = fake.requests.map((q) => [(q.body.test as { repeat: number }).repeat, (q.body.params as { seed: number | null }).seed]);
    expect(sent.length).toBeGreaterThan(2);
    for (const [repeat, seed] of sent) expect(seed).toBe(repeatSeed(42, repeat!));
    for (const test of results.suites[0]!.tests) {
      expect(test.runs.map((r) => r.seed)).toEqual(test.runs.map((r) => (r.repeat < 3 ? 1000 + r.repeat : repeatSeed(42, r.repeat))));
    }
    expectConsistent(results);
  });
});

describe('interruption', () => {
  it('ends the loop in the round it happens, with consistent counts and the run marked incomplete', async () => {
    const fake = await agent({ mixed: alternating });
    const controller = new AbortController();
    let played = 0;
    const results = await runAdaptive(
      [suite('s', ['mixed', 'stable'])],
      { ...options(fake.url), concurrency: 1 },
      { min: 8, max: 16 },
      {
        ...ports(fake.url, controller.signal),
        // Round 1 plays 2 x 8 runs; round 2 would play 2 more of the mixed test: stop after the first.
        onRunFinished: () => {
          played += 1;
          if (played === 17) controller.abort();
        },
      },
    );
    expect(played).toBe(17);
    expect(fake.requests).toHaveLength(17);
    expect(results.run.complete).toBe(false);
    expect(results.run.adaptive).toMatchObject({ rounds: 2, calls: 17 });
    expect(results.warnings[0]).toMatch(/^adaptive repeats interrupted in round 2: 1 of 18 planned runs did not finish/);
    expect(runsPerTest(results)).toEqual({ 's/mixed': 10, 's/stable': 8 });
    expect(results.counts).toMatchObject({ planned: 18, skipped: 1 });
    expectConsistent(results);
  });
});
