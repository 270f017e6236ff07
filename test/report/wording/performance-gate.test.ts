// The check's side of latency and tokens (wording/performance-gate.ts): the headline and "Why:" of a
// check they failed, the undecided figures of a neutral one, the floor of too few tests.
import { describe, expect, it } from 'vitest';
import type { PerformanceFinding } from '../../../src/compare/comparison-schema.ts';
import { comparisonReasonText } from '../../../src/report/wording/verdict.ts';
import { warningText } from '../../../src/report/wording/warnings.ts';
import { performanceHeadline, ratioIntervalText, ratioText } from '../../../src/report/wording/performance-gate.ts';

const finding: PerformanceFinding = {
  suite_id: 'checkout',
  statistic: 'p90',
  ratio: 1.3127,
  ci: [1.12, 1.524],
  level: 0.95,
  p_slower: 0.0039,
  p_adjusted: 0.0078,
  threshold: 1.2,
  tests: 8,
  method: 'hodges-lehmann-wilcoxon-exact',
};

describe('latency and tokens in the check', () => {
  it('names the suite, ratio, interval, threshold and method of a latency regression', () => {
    const why = comparisonReasonText({ code: 'latency_regression', suites: [finding] });
    expect(why).toContain('checkout: p90 latency ×1.31 (95% CI [×1.12, ×1.52]) over 8 tests');
    expect(why).toContain('×1.20 of fail-on-latency, p (Holm) = 0.0078');
    expect(why).toContain('exact Wilcoxon signed-rank');
    expect(performanceHeadline({ code: 'latency_regression', suites: [finding] })).toBe('Latency regression in 1 suite');
  });

  it('names tokens that went up beside latency, and tokens alone', () => {
    const tokens = { ...finding, statistic: 'median' as const, suite_id: 'search' };
    expect(performanceHeadline({ code: 'latency_regression', suites: [finding], tokens: [tokens] })).toBe(
      'Latency regression in 1 suite; Token regression in 1 suite',
    );
    expect(comparisonReasonText({ code: 'tokens_regression', suites: [tokens] })).toContain(
      'tokens went up significantly in 1 suite: search: tokens per conversation ×1.31',
    );
  });

  it('says which figures kept a neutral check from passing', () => {
    const why = comparisonReasonText({
      code: 'not_all_judged',
      judged: 2,
      suites: 2,
      possible_regression: [],
      underpowered: [],
      inconclusive: [],
      new: 0,
      removed: [],
      latency_undecided: ['checkout'],
    });
    expect(why).toBe(
      'a drop ruled out in 2 of 2 suites; latency undecided in 1 suite (checkout): neither a rise of fail-on-latency shown nor ruled out (or no test has latency on both sides)',
    );
  });

  it('says when too few tests keep a figure from failing the check', () => {
    expect(
      warningText({
        code: 'performance_floor',
        figure: 'latency',
        suites: [{ suite_id: 'a', tests: 4, smallest_p: 0.0625 }],
        level: 0.025,
        tests_needed: 6,
      }),
    ).toBe(
      "latency cannot fail the check in a (4 tests, smallest p 0.063): with that few tests the exact signed-rank test's smallest one-sided p, 2^-tests, is above α = 0.025, so a slow-down there stays undecided; 6 tests per suite could show one",
    );
  });

  it('writes unbounded interval ends as such', () => {
    expect(ratioText(null)).toBe('n/a');
    expect(ratioIntervalText([0, Infinity])).toBe('[×0, ∞]');
  });
});
