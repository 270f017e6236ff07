// The tails of an exact test's null distribution: each summed on its own so a tiny p keeps its
// precision, outcomes as likely as the observed one counted in the two-sided p despite rounding.
import { describe, expect, it } from 'vitest';
import { tailProbabilities } from '../../src/stats/tails.ts';

describe('tailProbabilities', () => {
  it('sums the lower, upper and two-sided tails, and the mid-p tails', () => {
    const p = tailProbabilities([0.1, 0.2, 0.4, 0.2, 0.1], 1);
    expect(p.less).toBeCloseTo(0.3, 12);
    expect(p.greater).toBeCloseTo(0.9, 12);
    expect(p.twoSided).toBeCloseTo(0.6, 12);
    expect(p.midLess).toBeCloseTo(0.2, 12);
    expect(p.midGreater).toBeCloseTo(0.8, 12);
  });

  it('keeps the precision of a tiny tail', () => {
    expect(tailProbabilities([1e-20, 1 - 1e-20], 0).less).toBe(1e-20);
  });

  it('counts an outcome as likely as the observed one even when floating point puts it a hair above', () => {
    expect(tailProbabilities([0.5, 0.5 * (1 + 1e-12)], 0).twoSided).toBe(1);
  });

  it('refuses an observed value outside the support', () => {
    expect(() => tailProbabilities([1], 3)).toThrow(/outside the support/);
  });
});
