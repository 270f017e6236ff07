// Adaptive repeats end to end: a real fake agent over HTTP whose answers depend on the test and the
// repeat, the real client, and the comparison run on the merged results.
import { afterEach, describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { memoryLogger } from '../../src/logger.ts';
import { runSuites, type RunOptions } from '../../src/runner/run.ts';
import { decideSuite, decideTest, runAdaptive, type AdaptiveSettings } from '../../src/runner/adaptive.ts';
import type { PlannedSuite } from '../../src/runner/plan.ts';
import { SuiteSchema } from '../../src/suite/schema.ts';
import { ResultsSchema, type Results } from '../../src/results/schema.ts';
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

describe('decideTest', () => {
  const settings = { alpha: DEFAULT_COMPARE_OPTIONS.alpha, minEffect: DEFAULT_COMPARE_OPTIONS.minEffect };

  it('without a baseline: stable tests are decided, mixed ones are not until max', () => {
    expect(decideTest({ passed: 4, scored: 4 }, 12, null, settings).decided).toBe(true);
    expect(decideTest({ passed: 0, scored: 4 }, 12, null, settings).decided).toBe(true);
    expect(decideTest({ passed: 3, scored: 4 }, 12, null, settings).decided).toBe(false);
    expect(decideTest({ passed: 3, scored: 4 }, 0, null, settings).decided).toBe(true);
  });

  it('stops a regression only once no remaining outcome can overturn it', () => {
    const base = { passed: 16, scored: 16 };
    // 0/4 is significant now, but 12 passes in the 12 remaining runs would make it 12/16: not significant.
    expect(decideTest({ passed: 0, scored: 4 }, 12, base, settings)).toMatchObject({ decided: false });
    // 0/8: even 8/16 stays a significant drop.
    expect(decideTest({ passed: 0, scored: 8 }, 8, base, settings).reason).toMatch(/^certain: "worse"/);
  });

  it('stops an unchanged test when more runs are unlikely to change its verdict, not before', () => {
    const base = { passed: 16, scored: 16 };
    expect(decideTest({ passed: 2, scored: 2 }, 14, base, settings).decided).toBe(false);
    expect(decideTest({ passed: 8, scored: 8 }, 8, base, settings).decided).toBe(true);
    // A test that is flaky on both sides in the same way: its verdict is settled early.
    expect(decideTest({ passed: 6, scored: 8 }, 12, { passed: 14, scored: 20 }, settings).decided).toBe(true);
  });
});

describe('decideSuite', () => {
  const settings = { alpha: DEFAULT_COMPARE_OPTIONS.alpha, minEffect: DEFAULT_COMPARE_OPTIONS.minEffect, others: [], seed: 1 };
  const stable = (k: number, remaining: number) => ({ head: { passed: k, scored: k }, remaining, base: { passed: 16, scored: 16 } });

  it('settles a regression only when no remaining outcome can undo it', () => {
    const broken = (k: number) => ({ head: { passed: 0, scored: k }, remaining: 16 - k, base: { passed: 16, scored: 16 } });
    expect(decideSuite([stable(4, 12), stable(4, 12), stable(4, 12), broken(4)], settings)).toMatchObject({ decided: false });
    expect(decideSuite([stable(8, 8), stable(8, 8), stable(8, 8), broken(8)], settings).reason).toMatch(/^certain: "regressed/);
  });

  it('keeps an unchanged suite of flaky tests open while few runs leave its verdict likely to move', () => {
    const flaky = (passed: number, k: number, basePassed: number) => ({
      head: { passed, scored: k },
      remaining: 16 - k,
      base: { passed: basePassed, scored: 16 },
    });
    const few = [flaky(2, 4, 8), flaky(3, 4, 11), flaky(1, 4, 8), flaky(3, 4, 11), stable(4, 12)];
    expect(decideSuite(few, settings)).toMatchObject({ decided: false });
    // With 8 runs at the base's own rates, more runs are very unlikely to make it a regression.
    const more = [flaky(4, 8, 8), flaky(6, 8, 11), flaky(4, 8, 8), flaky(6, 8, 11), stable(8, 8)];
    expect(decideSuite(more, settings).reason).toMatch(/^"unchanged", and \d/);
  });

  it('judges futility at the Holm level the other suites give it now, not at the least adjusted end', () => {
    // One run left per test; the stratified p is about 0.021: between alpha/m and alpha for m = 5.
    const almostDone = (passed: number) => ({ head: { passed, scored: 15 }, remaining: 1, base: { passed: 16, scored: 16 } });
    const tests = [almostDone(15), almostDone(15), almostDone(11), almostDone(14)];
    // Four calm suites: Holm multiplies this suite's p by 5, so the comparison would call it unchanged.
    const calm = [0.9, 0.8, 0.7, 0.6].map((p) => ({ p, pImproved: 1 - p }));
    expect(decideSuite(tests, { ...settings, others: calm }).reason).toMatch(/^"unchanged", and \d+ of 200/);
    // Every other suite clearly regressed: Holm leaves this one, last in line, at alpha, where it regresses.
    const hot = [0.001, 0.002, 0.003, 0.004].map((p) => ({ p, pImproved: 1 }));
    expect(decideSuite(tests, { ...settings, others: hot })).toMatchObject({
      decided: false,
      reason: expect.stringMatching(/^"regressed" now/),
    });
  });

  it('has nothing to settle without enough common tests', () => {
    expect(decideSuite([stable(4, 12), { head: { passed: 1, scored: 4 }, remaining: 12, base: null }], settings).reason).toMatch(
      /^no gate/,
    );
  });
});

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
  it('stops a clear regression early, still detected, and spends fewer calls than fixed max repeats', async () => {
    const suites = [suite('s', ['ok1', 'ok2', 'ok3', 'ok4', 'broken'])];
    const baseAgent = await agent({});
    const base = await fixed(suites, baseAgent, 16);
    expect(base.counts.passed).toBe(80);

    const head = await agent({ broken: never });
    const results = await adaptive(suites, head, { min: 4, max: 16, baseline: base });
    const runs = runsPerTest(results);
    expect(runs['s/broken']).toBeLessThan(16);
    for (const id of ['ok1', 'ok2', 'ok3', 'ok4']) expect(runs[`s/${id}`]).toBeLessThan(16);
    expect(head.requests.length).toBe(results.run.adaptive?.calls);
    expect(head.requests.length).toBeLessThan(5 * 16 * 0.6);
    expectNoConversationSentTwice(head);
    expectConsistent(results);

    const comparison = compareResults(base, results, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date(),
      baseline: { source: 'file', commit: null, distance: null },
    });
    expect(comparison.verdict).toBe('fail');
    const broken = comparison.suites[0]!.tests.find((t) => t.test_id === 'broken')!;
    expect(broken.p_adjusted).toBeLessThanOrEqual(DEFAULT_COMPARE_OPTIONS.alpha);

    // The same verdict as fixed max repeats on the same agent.
    const full = compareResults(base, await fixed(suites, head, 16), {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date(),
      baseline: { source: 'file', commit: null, distance: null },
    });
    expect(full.suites.map((s) => s.verdict)).toEqual(comparison.suites.map((s) => s.verdict));
  });

  it('keeps running tests whose own verdict is settled while their suite gate is still open', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const baseAgent = await agent({ a: alternating, b: (r) => r % 16 < 11, c: alternating, d: (r) => r % 16 < 11, e: always });
    const base = await fixed([suite('s', ids)], baseAgent, 16);
    // Head over its first 4 runs: a 2/4, b 3/4, c 1/4, d 3/4, e 4/4.
    const head = await agent({ a: alternating, b: (r) => r % 4 !== 3, c: (r) => r % 4 === 0, d: (r) => r % 4 !== 3, e: always });
    const settings = { alpha: DEFAULT_COMPARE_OPTIONS.alpha, minEffect: DEFAULT_COMPARE_OPTIONS.minEffect };
    // On its own, test a is settled after 4 runs: 2/4 against 8/16 cannot become significant.
    expect(decideTest({ passed: 2, scored: 4 }, 12, { passed: 8, scored: 16 }, settings).reason).toMatch(/^certain/);
    const results = await adaptive([suite('s', ids)], head, { min: 4, max: 16, baseline: base });
    expect(runsPerTest(results)['s/a']).toBeGreaterThan(4);
    expectConsistent(results);
  });

  it('runs a test without a counterpart in the baseline by the no-baseline rule', async () => {
    const baseAgent = await agent({});
    const base = await fixed([suite('s', ['old'])], baseAgent, 8);
    const head = await agent({ fresh: alternating });
    const results = await adaptive([suite('s', ['old', 'fresh'])], head, { min: 2, max: 8, baseline: base });
    expect(runsPerTest(results)['s/fresh']).toBe(8);
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
