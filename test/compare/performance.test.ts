// Latency and tokens as gated figures: what a team sees when its PR slows the agent down or makes it
// spend more tokens, with fail-on-latency / fail-on-tokens set or not, against a fresh or a stored
// baseline.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS, type CompareOptions } from '../../src/compare/compare.ts';
import { ComparisonSchema, type Comparison, type PerformanceChange } from '../../src/compare/comparison-schema.ts';
import { sidePerformance, smallestSignedRankP, testsToReach } from '../../src/compare/performance.ts';
import type { Results, SuiteResult } from '../../src/results/results-schema.ts';
import { comparisonReasonText, headline } from '../../src/report/wording/verdict.ts';
import { warningText } from '../../src/report/wording/warnings.ts';
import { verdictCounts } from '../../src/report/wording/labels.ts';
import { results, suite, test, tests } from '../helpers/results.ts';
import { timedSuite, type Pace } from '../helpers/timed-results.ts';

const FRESH: Comparison['baseline'] = { source: 'fresh', commit: 'base-sha', distance: null };
const STORED: Comparison['baseline'] = { source: 'branch', commit: 'base-sha', distance: 0 };

// Generous pass-rate effects, so an all-passing suite rules its drop out and the check's verdict
// turns on latency and tokens alone.
const OPTIONS: CompareOptions = {
  ...DEFAULT_COMPARE_OPTIONS,
  minEffect: 0.5,
  minTestEffect: 1,
  quarantine: [],
  now: new Date('2030-01-02T12:00:00Z'),
  baseline: FRESH,
};

function compare(base: Results, head: Results, options: Partial<CompareOptions> = {}): Comparison {
  return ComparisonSchema.parse(compareResults(base, head, { ...OPTIONS, ...options }));
}

function pair(count: number, pace: Pace, suiteId = 'checkout'): { base: Results; head: Results } {
  return { base: results([timedSuite(suiteId, count, 1)], 'base-sha'), head: results([timedSuite(suiteId, count, 2, pace)]) };
}

function figure(c: Comparison, suiteId: string, which: 'latency' | 'tokens'): PerformanceChange {
  const change = c.suites.find((s) => s.suite_id === suiteId)?.performance?.[which];
  if (change == null) throw new Error(`no ${which} change for ${suiteId}`);
  return change;
}

function headlineOf(c: Comparison): string {
  return headline(c, { suites: verdictCounts(c.suites), failingInNewSuites: 0, failingAddedTests: 0 });
}

describe('a PR that slows every turn by half', () => {
  const { base, head } = pair(10, { latency: 1.5 });

  it('fails the check with fail-on-latency 1.2, naming the suite, ratio, interval and method', () => {
    const c = compare(base, head, { failOnLatency: { ratio: 1.2, statistic: 'p90' } });
    const latency = figure(c, 'checkout', 'latency');
    expect(latency).toMatchObject({
      statistic: 'p90',
      tests: 10,
      verdict: 'slower',
      method: 'hodges-lehmann-wilcoxon-exact',
      threshold: 1.2,
    });
    expect(latency.ratio).toBeGreaterThan(1.35);
    expect(latency.ratio).toBeLessThan(1.65);
    expect(latency.ci![0]).toBeGreaterThan(1.2);
    // Every one of 10 tests slower: the exact signed-rank p is 2^-10.
    expect(latency.p_slower).toBeCloseTo(2 ** -10, 12);
    expect(c.verdict).toBe('fail');
    expect(c.reason.code).toBe('latency_regression');
    expect(headlineOf(c)).toBe('Latency regression in 1 suite');
    expect(comparisonReasonText(c.reason)).toMatch(
      /^latency went up significantly in 1 suite: checkout: p90 latency ×1\.\d\d \(95% CI \[×1\.\d\d, ×1\.\d\d\]\) over 10 tests, at least the ×1\.20 of fail-on-latency, p \(Holm\) = 9\.8e-4; Hodges-Lehmann over tests, exact Wilcoxon signed-rank/,
    );
    expect(c.performance).toEqual({
      fail_on_latency: { ratio: 1.2, statistic: 'p90' },
      fail_on_tokens: null,
      latency_gates: true,
      alpha: 0.025,
      latency_on_stored_baseline: 'report',
      quantile: 'type-7',
    });
  });

  it('reports the figures without a threshold and leaves the verdict to the pass rates', () => {
    const c = compare(base, head);
    expect(figure(c, 'checkout', 'latency')).toMatchObject({ verdict: 'not_gated', threshold: null, tests: 10 });
    expect(c.verdict).toBe('pass');
  });

  it('against a stored baseline is weak and does not gate, unless latency-on-stored-baseline is gate', () => {
    const reported = compare(base, head, { baseline: STORED, failOnLatency: { ratio: 1.2, statistic: 'p90' } });
    expect(figure(reported, 'checkout', 'latency')).toMatchObject({ verdict: 'not_gated', weak: 'stored_baseline', threshold: 1.2 });
    expect(reported.performance?.latency_gates).toBe(false);
    expect(reported.verdict).toBe('pass');
    const weak = reported.warnings.find((w) => w.code === 'latency_stored_baseline');
    expect(weak).toEqual({ code: 'latency_stored_baseline', source: 'branch' });
    expect(warningText(weak!)).toMatch(
      /^fail-on-latency does not gate: latency against a stored baseline is weak evidence: .* baseline-target-url/,
    );

    const gated = compare(base, head, {
      baseline: STORED,
      failOnLatency: { ratio: 1.2, statistic: 'p90' },
      latencyOnStoredBaseline: 'gate',
    });
    expect(figure(gated, 'checkout', 'latency')).toMatchObject({ verdict: 'slower', weak: 'stored_baseline' });
    expect(gated.verdict).toBe('fail');
  });

  it('without a baseline: no change, and no word of a stored baseline', () => {
    const c = ComparisonSchema.parse(
      compareResults(null, head, {
        ...OPTIONS,
        baseline: { source: 'none', commit: null, distance: null },
        failOnLatency: { ratio: 1.2, statistic: 'p90' },
      }),
    );
    expect(c.suites[0]!.performance).toMatchObject({ base: null, latency: null, tokens: null, head: { turns: 40 } });
    expect(c.warnings.some((w) => w.code === 'latency_stored_baseline')).toBe(false);
    expect(c.reason.code).toBe('no_baseline');
  });

  it('gates on the median when fail-on-latency names it', () => {
    const c = compare(base, head, { failOnLatency: { ratio: 1.2, statistic: 'median' } });
    expect(figure(c, 'checkout', 'latency')).toMatchObject({ statistic: 'median', verdict: 'slower' });
  });
});

describe('an unchanged PR', () => {
  const { base, head } = pair(10, {});

  it('rules a rise of fail-on-latency and fail-on-tokens out and passes', () => {
    const c = compare(base, head, { failOnLatency: { ratio: 1.2, statistic: 'p90' }, failOnTokens: 1.2 });
    const latency = figure(c, 'checkout', 'latency');
    expect(latency.verdict).toBe('ruled_out');
    expect(latency.ci![1]).toBeLessThan(1.2);
    expect(figure(c, 'checkout', 'tokens').verdict).toBe('ruled_out');
    expect(c.verdict).toBe('pass');
  });
});

describe('tokens', () => {
  const { base, head } = pair(10, { tokens: 1.5 });

  it('a PR that spends half as many tokens again fails fail-on-tokens 1.2, also against a stored baseline', () => {
    for (const baseline of [FRESH, STORED]) {
      const c = compare(base, head, { baseline, failOnTokens: 1.2 });
      const tokens = figure(c, 'checkout', 'tokens');
      expect(tokens).toMatchObject({ statistic: 'median', verdict: 'slower', threshold: 1.2 });
      expect(tokens.weak).toBeUndefined();
      expect(c.reason.code).toBe('tokens_regression');
      expect(headlineOf(c)).toBe('Token regression in 1 suite');
      expect(comparisonReasonText(c.reason)).toContain('tokens went up significantly in 1 suite: checkout: tokens per conversation ×1.');
    }
  });

  it('names tokens beside latency when both went up', () => {
    const both = pair(10, { latency: 1.5, tokens: 1.5 });
    const c = compare(both.base, both.head, { failOnLatency: { ratio: 1.2, statistic: 'p90' }, failOnTokens: 1.2 });
    expect(c.reason).toMatchObject({ code: 'latency_regression', suites: [{ suite_id: 'checkout' }], tokens: [{ suite_id: 'checkout' }] });
  });

  it('deterministic token counts that did not change rule a rise out', () => {
    const same = results([suite('s', tests('t', 8, 'PPP'))], 'base-sha');
    const c = compare(same, results([suite('s', tests('t', 8, 'PPP'))]), { failOnTokens: 1.2 });
    expect(figure(c, 's', 'tokens')).toMatchObject({ ratio: 1, ci: [1, 1], verdict: 'ruled_out' });
  });
});

describe('Holm over the suites gated on a figure', () => {
  // Six tests, each a little slower on head (x1.5): p = 2^-6 = 0.0156 alone, below alpha = 0.025.
  const slowed = (id: string): [SuiteResult, SuiteResult] => [timedSuite(id, 6, 1), timedSuite(id, 6, 2, { latency: 1.5 })];
  const steady = (id: string): [SuiteResult, SuiteResult] => [timedSuite(id, 6, 3), timedSuite(id, 6, 4)];

  it('one suite alone is slower; beside a second gated suite its adjusted p doubles past alpha and it is undecided', () => {
    const [b1, h1] = slowed('search');
    const alone = compare(results([b1], 'base-sha'), results([h1]), { failOnLatency: { ratio: 1.2, statistic: 'p90' } });
    expect(figure(alone, 'search', 'latency')).toMatchObject({ verdict: 'slower', p_slower: 2 ** -6, p_adjusted: 2 ** -6 });

    const [b2, h2] = steady('billing');
    const two = compare(results([b1, b2], 'base-sha'), results([h1, h2]), { failOnLatency: { ratio: 1.2, statistic: 'p90' } });
    const search = figure(two, 'search', 'latency');
    expect(search.p_adjusted).toBeCloseTo(2 * 2 ** -6, 12);
    expect(search.verdict).toBe('undecided');
    expect(two.verdict).toBe('inconclusive');
    expect(two.reason).toMatchObject({ code: 'not_all_judged', latency_undecided: expect.arrayContaining(['search']) });
  });

  it('a figure without a threshold does not enter the other figure family', () => {
    const [b1, h1] = slowed('search');
    const [b2, h2] = steady('billing');
    const c = compare(results([b1, b2], 'base-sha'), results([h1, h2]), { failOnTokens: 1.2 });
    expect(figure(c, 'search', 'latency').p_adjusted).toBeUndefined();
    expect(figure(c, 'search', 'tokens').verdict).toBe('ruled_out');
  });
});

describe('undecided figures keep the check from ✅', () => {
  it('a significant slow-down below the threshold is undecided, never ✅', () => {
    const { base, head } = pair(12, { latency: 1.1 });
    const c = compare(base, head, { failOnLatency: { ratio: 1.5, statistic: 'p90' } });
    const latency = figure(c, 'checkout', 'latency');
    expect(latency.p_adjusted).toBeLessThan(0.025);
    expect(latency.ci![1]).toBeLessThan(1.5);
    expect(latency.verdict).toBe('undecided');
    expect(c.verdict).toBe('inconclusive');
    expect(comparisonReasonText(c.reason)).toContain(
      'latency undecided in 1 suite (checkout): neither a rise of fail-on-latency shown nor ruled out (or no test has latency on both sides)',
    );
    expect(headlineOf(c)).toContain('latency undecided in 1 suite');
  });

  it('too few tests for the exact test to reach alpha: undecided, and said', () => {
    const { base, head } = pair(4, { latency: 2 });
    const c = compare(base, head, { failOnLatency: { ratio: 1.2, statistic: 'p90' } });
    expect(figure(c, 'checkout', 'latency')).toMatchObject({ tests: 4, p_slower: 1 / 16, verdict: 'undecided' });
    expect(c.verdict).toBe('inconclusive');
    const floor = c.warnings.find((w) => w.code === 'performance_floor');
    expect(floor).toEqual({
      code: 'performance_floor',
      figure: 'latency',
      suites: [{ suite_id: 'checkout', tests: 4, smallest_p: 1 / 16 }],
      level: 0.025,
      tests_needed: 6,
    });
    expect(warningText(floor!)).toContain('6 tests per suite could show one');
  });

  it('a gated figure with no data on one side is undecided', () => {
    const base = results([suite('s', tests('t', 8, 'PPP'))], 'base-sha');
    const silent = suite('s', tests('t', 8, 'PPP'));
    const head = results([
      {
        ...silent,
        tests: silent.tests.map((t) => ({
          ...t,
          runs: t.runs.map((r) => ({ ...r, turns: r.turns.map(({ usage: _, ...turn }) => turn) })),
        })),
      },
    ]);
    const c = compare(base, head, { failOnTokens: 1.2 });
    expect(figure(c, 's', 'tokens')).toMatchObject({ tests: 0, ratio: null, verdict: 'undecided' });
    expect(c.suites[0]!.performance?.head?.tokens_per_conversation).toBeNull();
    expect(c.verdict).toBe('inconclusive');
  });
});

describe('each side on its own', () => {
  it('median and p90 (type 7) of completed turns of scored runs; errored turns and runs out, and counted', () => {
    const s = suite('s', [test('a', 'PPE'), test('b', 'F')]);
    const latencies = [100, 400, 200, 300];
    let i = 0;
    const timed: SuiteResult = {
      ...s,
      tests: s.tests.map((t) => ({
        ...t,
        runs: t.runs.map((r) => ({ ...r, turns: r.turns.map((turn) => ({ ...turn, latency_ms: latencies[i++] ?? 0 })) })),
      })),
    };
    // The failed run's turn errored on top, so it has no latency.
    timed.tests[1]!.runs[0]!.turns[0] = { ...timed.tests[1]!.runs[0]!.turns[0]!, error: { code: 'TIMEOUT', message: 'timed out' } };
    expect(sidePerformance(timed)).toEqual({
      turns: 2,
      errored_turns: 1,
      median_ms: 250,
      p90_ms: 370,
      conversations: 3,
      conversations_with_tokens: 3,
      tokens_per_conversation: 70,
    });
  });

  it('the floor of the exact test: 2^-n, and the fewest tests that reach alpha', () => {
    expect(smallestSignedRankP(5)).toBe(1 / 32);
    expect(testsToReach(0.025)).toBe(6);
    expect(testsToReach(0.05)).toBe(5);
  });
});

describe('older comparison files', () => {
  it('without the performance fields still read and word their reason', () => {
    const { base, head } = pair(6, {});
    const c = compare(base, head) as Record<string, unknown> & Comparison;
    const { performance: _, ...older } = c;
    const file = { ...older, suites: c.suites.map(({ performance: __, ...s }) => s) };
    const read = ComparisonSchema.parse(JSON.parse(JSON.stringify(file)));
    expect(read.performance).toBeUndefined();
    expect(read.suites[0]!.performance).toBeUndefined();
    expect(comparisonReasonText(read.reason)).toContain('a drop of the minimum effects ruled out in every suite');
  });
});
