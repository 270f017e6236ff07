// The exact McNemar test of paired runs and its mid-p, against statsmodels, SciPy and R.
import { describe, it } from 'vitest';
import { mcnemarExact } from '../../src/stats/mcnemar.ts';
import { expectPClose, sections } from './reference-values.ts';

describe('exact McNemar test and mid-p (statsmodels, SciPy binomtest, R binom.test)', () => {
  // The two-sided mid-p column is not checked: the comparison only uses one-sided p-values, and at
  // b + c = 0 the sources disagree on a convention (contingencytables says 0.5, the others 1).
  it.each(sections.mcnemar.cases)('$id', (c) => {
    const p = mcnemarExact(c.input.b, c.input.c);
    expectPClose(p.twoSided, c.output.p_exact_two_sided);
    expectPClose(p.less, c.output.p_exact_one_sided_regression);
    expectPClose(p.midLess, c.output.p_midp_one_sided_regression);
  });
});
