// Wilson-MOVER intervals over the tests of a suite (an independent implementation), reducing to
// Newcombe's interval with one test.
import { describe, it } from 'vitest';
import type { Stratum } from '../../src/stats/fisher.ts';
import { moverDelta, moverPassRate } from '../../src/stats/mover.ts';
import { expectClose, sections } from './reference-values.ts';

describe('Wilson-MOVER over tests (independent implementation)', () => {
  it.each(sections.mover_wilson_fixed_suite_OWN.cases)('$id', (c) => {
    const strata: Stratum[] = c.input.tests.map(([hp, hr, bp, br]) => ({ headPassed: hp, headRuns: hr, basePassed: bp, baseRuns: br }));
    const delta = moverDelta(strata);
    expectClose(delta.estimate, c.output.delta);
    expectClose(delta.lower, c.output.delta_lower);
    expectClose(delta.upper, c.output.delta_upper);
    const rate = moverPassRate(strata.map((s) => ({ passed: s.headPassed, runs: s.headRuns })));
    expectClose(rate.estimate, c.output.pr_rate);
    expectClose(rate.lower, c.output.pr_rate_lower);
    expectClose(rate.upper, c.output.pr_rate_upper);
  });

  // With one test, Wilson-MOVER is Newcombe's hybrid score, checked against statsmodels.
  it.each(sections.mover_wilson_fixed_suite_OWN.n1_reduction_checks.map((c, i) => ({ ...c, i })))(
    'one test reduces to statsmodels newcomb (#$i)',
    (c) => {
      const [hp, hr, bp, br] = c.input;
      const delta = moverDelta([{ headPassed: hp, headRuns: hr, basePassed: bp, baseRuns: br }]);
      expectClose(delta.lower, c.statsmodels_newcomb[0]);
      expectClose(delta.upper, c.statsmodels_newcomb[1]);
    },
  );
});
