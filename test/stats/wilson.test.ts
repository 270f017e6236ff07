// The Wilson score interval of one pass rate, against statsmodels.
import { describe, expect, it } from 'vitest';
import { wilson } from '../../src/stats/wilson.ts';
import { expectClose, sections } from './reference-values.ts';

describe('Wilson interval (statsmodels proportion_confint wilson)', () => {
  it.each(sections.wilson_single.cases)('$id', (c) => {
    const ci = wilson(c.input.x, c.input.n);
    expectClose(ci.estimate, c.output.estimate);
    expectClose(ci.lower, c.output.lower);
    expectClose(ci.upper, c.output.upper);
    // The bounds are exactly 0 and 1 at the boundaries, not 1e-17 or 0.9999999999999999.
    if (c.input.x === 0) expect(ci.lower).toBe(0);
    if (c.input.x === c.input.n) expect(ci.upper).toBe(1);
  });
});
