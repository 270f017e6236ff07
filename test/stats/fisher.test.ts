// Fisher's exact test and its stratified form over the tests of a suite, against SciPy and R.
import { describe, it } from 'vitest';
import { fisherExact, stratifiedExact, type Stratum } from '../../src/stats/fisher.ts';
import { mcnemarExact } from '../../src/stats/mcnemar.ts';
import { moverDelta } from '../../src/stats/mover.ts';
import { expectClose, expectPClose, fromR, fromRow, fromTable, sections } from './reference-values.ts';

describe('Fisher exact test (SciPy fisher_exact, R fisher.test)', () => {
  it.each(sections.fisher_exact.cases)('$id', (c) => {
    const p = fisherExact(fromTable(c.input.table));
    expectPClose(p.twoSided, c.output.p_two_sided);
    expectPClose(p.less, c.output.p_less_one_sided);
  });

  it.each(fromR.fisher)('$id (R)', (c) => {
    const p = fisherExact(fromTable(c.table));
    expectPClose(p.less, c.p_less);
    expectPClose(p.greater, c.p_greater);
    expectPClose(p.twoSided, c.p_two_sided);
  });
});

describe('stratified exact test (R mantelhaen.test exact)', () => {
  // paired_t_ci_per_test_means is the optional super-population display, which is not implemented:
  // it needs a t quantile, and no installed library provides one.
  it.each(sections.stratified_exact_repeats.cases)('$id', (c) => {
    const strata = c.input.tests.map(fromRow);
    const p = stratifiedExact(strata);
    expectPClose(p.less, c.output.p_exact_one_sided_regression);
    expectPClose(p.twoSided, c.output.p_exact_two_sided);
    expectClose(moverDelta(strata).estimate, c.output.delta_equal_weight);
  });

  it.each(fromR.stratified)('$id (R)', (c) => {
    const strata = c.tests.map((t) => ({ headPassed: t.head_pass, headRuns: t.head_runs, basePassed: t.base_pass, baseRuns: t.base_runs }));
    const p = stratifiedExact(strata);
    expectPClose(p.less, c.p_less);
    expectPClose(p.greater, c.p_greater);
    expectPClose(p.twoSided, c.p_two_sided);
  });

  it('reduces to the exact McNemar test with one run per side', () => {
    const c = fromR.stratified.find((s) => s.id === 'strat-r-3');
    if (c === undefined) throw new Error('strat-r-3 missing from r-reference.json');
    const strata: Stratum[] = c.tests.map((t) => ({ headPassed: t.head_pass, headRuns: 1, basePassed: t.base_pass, baseRuns: 1 }));
    const fixed = strata.filter((s) => s.headPassed === 1 && s.basePassed === 0).length;
    const broken = strata.filter((s) => s.headPassed === 0 && s.basePassed === 1).length;
    const stratified = stratifiedExact(strata);
    const mcnemar = mcnemarExact(fixed, broken);
    expectPClose(stratified.less, mcnemar.less);
    expectPClose(stratified.greater, mcnemar.greater);
    expectPClose(stratified.midLess, mcnemar.midLess);
  });
});
