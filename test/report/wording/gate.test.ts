// The gate's rule as every report states it: the per-test rule, worded as each version of
// comparison.json recorded it.
import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../../src/compare/comparison-schema.ts';
import { gateRuleText } from '../../../src/report/wording/gate.ts';
import { suiteReasonText } from '../../../src/report/wording/suite.ts';
import { regressedComparison } from '../../fixtures/report/build.ts';

describe('the per-test rule, as each version of comparison.json recorded it', () => {
  const broke = (extra: { tarone_m?: number; level: number; p_adjusted?: number }) =>
    suiteReasonText({
      reasons: [
        {
          code: 'tests_broke',
          tests: [
            {
              test_id: 'checkout',
              base: { passed: 6, runs: 6 },
              head: { passed: 0, runs: 6 },
              p_value: 1 / 924,
              ...(extra.p_adjusted === undefined ? {} : { p_adjusted: extra.p_adjusted }),
            },
          ],
          level: extra.level,
          ...(extra.tarone_m === undefined ? {} : { tarone_m: extra.tarone_m }),
          min_test_effect: 0.5,
        },
      ],
    });

  it('words the discrete Holm rule with each broken test’s adjusted p', () => {
    expect(broke({ level: 0.0125, p_adjusted: 0.002 })).toBe(
      "1 test broke: checkout 6/6 → 0/6 (p = 0.0011, adjusted 0.0020); p: Fisher's exact test; a test breaks when its p adjusted by discrete Holm over the tests of the check is ≤ 0.0125 (α/2) and its pass rate fell by at least 50 points",
    );
    const c = regressedComparison();
    c.families = {
      suites: { alpha: 0.0125, method: 'holm', size: 3 },
      tests: { alpha: 0.0125, method: 'discrete-holm', size: 32, counted: 4 },
    };
    expect(gateRuleText(c)).toContain(
      "its one-sided p (Fisher's exact test, or a conditional beta-binomial test where the other tests show a side's runs alike), adjusted by discrete Holm over the 32 tests of this check (each counted only as far as its runs can reach that p), is ≤ 0.0125 (α/2)",
    );
  });

  it("still words files of earlier versions, judged with Tarone's m*", () => {
    expect(broke({ level: 0.0125 / 3, tarone_m: 3 })).toContain(
      "(p = 0.0011); p: Fisher's exact test; a test breaks when its Fisher p ≤ 0.004167 (α/2 over Tarone's m* = 3: the tests of the check that could reach significance)",
    );
    const c = regressedComparison();
    c.families = {
      suites: { alpha: 0.0125, method: 'holm', size: 3 },
      tests: { alpha: 0.0125, method: 'tarone', size: 32, counted: 1, m: 1, level: 0.0125 },
    };
    expect(ComparisonSchema.parse(c).families?.tests.method).toBe('tarone');
    expect(gateRuleText(c)).toContain("its one-sided Fisher p ≤ 0.0125 (α/2 = 0.0125 over Tarone's m* = 1");
  });
});
