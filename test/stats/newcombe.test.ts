// Newcombe's intervals of a difference of pass rates, unpaired and paired, against statsmodels and R.
import { describe, expect, it } from 'vitest';
import { newcombePaired, newcombeUnpaired } from '../../src/stats/newcombe.ts';
import { expectClose, sections } from './reference-values.ts';

describe('Newcombe hybrid score, unpaired (statsmodels confint_proportions_2indep newcomb)', () => {
  it.each(sections.newcombe_unpaired_diff.cases)('$id', (c) => {
    const ci = newcombeUnpaired(c.input.x_pr, c.input.n_pr, c.input.x_base, c.input.n_base);
    expectClose(ci.estimate, c.output.estimate);
    expectClose(ci.lower, c.output.lower);
    expectClose(ci.upper, c.output.upper);
  });
});

describe('Newcombe paired method 10 (R contingencytables)', () => {
  it.each(sections.newcombe_paired_diff.cases)('$id', (c) => {
    const ci = newcombePaired(c.input);
    expectClose(ci.estimate, c.output.estimate);
    expectClose(ci.lower, c.output.lower);
    expectClose(ci.upper, c.output.upper);
  });

  it('computes the margins in floating point where 32-bit integers overflow', () => {
    const ci = newcombePaired({ a: 900, b: 10, c: 30, d: 60 });
    expect(Number.isFinite(ci.lower) && Number.isFinite(ci.upper)).toBe(true);
    expect(ci.lower).toBeLessThan(-0.02);
    expect(ci.upper).toBeLessThan(0);
  });
});
