// Holm's adjustment of a family of p-values, against statsmodels and R.
import { describe, expect, it } from 'vitest';
import { holm } from '../../src/stats/holm.ts';
import { expectClose, sections } from './reference-values.ts';

describe('Holm adjustment (statsmodels multipletests, R p.adjust)', () => {
  it.each(sections.holm.cases)('$id', (c) => {
    const adjusted = holm(c.input.p);
    expect(adjusted).toHaveLength(c.output.p_adjusted.length);
    c.output.p_adjusted.forEach((expected, i) => expectClose(adjusted[i] ?? NaN, expected));
    expect(adjusted.map((p) => p <= c.input.alpha)).toEqual(c.output.reject);
  });

  it('returns an empty list for an empty family', () => {
    expect(holm([])).toEqual([]);
  });
});
