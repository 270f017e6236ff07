// The conditional beta-binomial per-test test against SciPy's betabinom and hypergeom pmfs
// (test/fixtures/stats/dependence-reference.json).
import { describe, expect, it } from 'vitest';
import { conditionalBetaBinomial, twoSidedMidP } from '../../src/stats/beta-binomial.ts';
import { fisherExact, fisherLessSupport } from '../../src/stats/fisher.ts';
import { dependenceReference, stratumOf, TOLERANCE } from './dependence-reference.ts';

const close = (actual: number, expected: number): void => {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
  if (expected > 0) expect(Math.abs(actual / expected - 1), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
};

describe('conditionalBetaBinomial', () => {
  for (const c of dependenceReference.beta_binomial) {
    it(`matches SciPy: ${c.id}`, () => {
      const t = conditionalBetaBinomial(stratumOf(c.test), c.rho);
      close(t.p, c.p);
      expect(t.support).toHaveLength(c.support.length);
      t.support.forEach((v, i) => close(v, c.support[i]!));
    });
  }

  for (const c of dependenceReference.mid_p) {
    it(`two-sided mid-p matches SciPy's pmfs: ${c.id}`, () => {
      close(twoSidedMidP(stratumOf(c.test), c.rho), c.mid_p);
    });
  }

  it('two-sided mid-p is 1/2 on average under the null it assumes (6 vs 6 runs, total 6, rho 0.1)', () => {
    // Weighted by the conditional pmf of the head's passes, the mid-p's mean is exactly 1/2.
    const pmf = conditionalBetaBinomial({ headPassed: 0, headRuns: 6, basePassed: 6, baseRuns: 6 }, 0.1).support.map(
      (v, i, a) => v - (i === 0 ? 0 : a[i - 1]!),
    );
    const mean = pmf.reduce((sum, q, x) => sum + q * twoSidedMidP({ headPassed: x, headRuns: 6, basePassed: 6 - x, baseRuns: 6 }, 0.1), 0);
    close(mean, 0.5);
  });

  it("is Fisher's exact test at rho = 0", () => {
    const s = { headPassed: 1, headRuns: 6, basePassed: 5, baseRuns: 6 };
    const t = conditionalBetaBinomial(s, 0);
    close(t.p, fisherExact(s).less);
    fisherLessSupport(s).forEach((v, i) => close(t.support[i]!, v));
  });

  it('asks for more evidence as the runs of a side are more alike', () => {
    const broken = { headPassed: 0, headRuns: 6, basePassed: 6, baseRuns: 6 };
    const ps = [0, 0.02, 0.05, 0.1, 0.2].map((rho) => conditionalBetaBinomial(broken, rho).p);
    for (let i = 1; i < ps.length; i++) expect(ps[i]!).toBeGreaterThan(ps[i - 1]!);
  });

  it('refuses a correlation outside [0, 1)', () => {
    expect(() => conditionalBetaBinomial({ headPassed: 0, headRuns: 1, basePassed: 1, baseRuns: 1 }, 1)).toThrow(/rho/);
  });
});
