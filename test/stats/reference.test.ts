// Every case of the third-party reference values (statsmodels, SciPy, R; see
// test/fixtures/stats/README.md), and the extra R values of r-reference.json, at tolerance 1e-9.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wilson } from '../../src/stats/wilson.ts';
import { newcombePaired, newcombeUnpaired } from '../../src/stats/newcombe.ts';
import { fisherExact, stratifiedExact, type Stratum } from '../../src/stats/fisher.ts';
import { mcnemarExact } from '../../src/stats/mcnemar.ts';
import { holm } from '../../src/stats/holm.ts';
import { moverDelta, moverPassRate } from '../../src/stats/mover.ts';

const TOLERANCE = 1e-9;

interface Case<Input, Output> {
  id: string;
  input: Input;
  output: Output;
}
interface Estimate {
  estimate: number;
  lower: number;
  upper: number;
}
type Table = [[number, number], [number, number]];
interface StratumRow {
  pr_pass: number;
  pr_runs: number;
  base_pass: number;
  base_runs: number;
}
type Quad = [number, number, number, number];

interface ReferenceSubset {
  sections: {
    wilson_single: { cases: Case<{ x: number; n: number }, Estimate>[] };
    newcombe_unpaired_diff: { cases: Case<{ x_pr: number; n_pr: number; x_base: number; n_base: number }, Estimate>[] };
    fisher_exact: { cases: Case<{ table: Table }, { p_two_sided: number; p_less_one_sided: number }>[] };
    newcombe_paired_diff: { cases: Case<{ a: number; b: number; c: number; d: number }, Estimate>[] };
    mcnemar: {
      cases: Case<
        { a: number; b: number; c: number; d: number },
        { p_exact_two_sided: number; p_exact_one_sided_regression: number; p_midp_one_sided_regression: number }
      >[];
    };
    holm: { cases: Case<{ p: number[]; alpha: number }, { p_adjusted: number[]; reject: boolean[] }>[] };
    stratified_exact_repeats: {
      cases: Case<
        { tests: StratumRow[] },
        { p_exact_one_sided_regression: number; p_exact_two_sided: number; delta_equal_weight: number }
      >[];
    };
    mover_wilson_fixed_suite_OWN: {
      cases: Case<
        { tests: Quad[] },
        { delta: number; delta_lower: number; delta_upper: number; pr_rate: number; pr_rate_lower: number; pr_rate_upper: number }
      >[];
      n1_reduction_checks: { input: Quad; statsmodels_newcomb: [number, number] }[];
    };
  };
}

interface ThreeTails {
  p_less: number;
  p_greater: number;
  p_two_sided: number;
}
interface RReference {
  stratified: ({ id: string; tests: { head_pass: number; head_runs: number; base_pass: number; base_runs: number }[] } & ThreeTails)[];
  fisher: ({ id: string; table: Table } & ThreeTails)[];
}

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/stats/${name}`, import.meta.url), 'utf8')) as T;
}

const reference = fixture<ReferenceSubset>('stats-reference-subset.json');
const fromR = fixture<RReference>('r-reference.json');
const sections = reference.sections;

function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
}

/** p-values also agree relatively, so a tiny p is not "close" to 0 by accident. */
function expectPClose(actual: number, expected: number): void {
  expectClose(actual, expected);
  if (expected > 0) expect(Math.abs(actual / expected - 1), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
}

/** [[head pass, head fail], [base pass, base fail]] -> stratum. */
function fromTable(table: Table): Stratum {
  const [[hp, hf], [bp, bf]] = table;
  return { headPassed: hp, headRuns: hp + hf, basePassed: bp, baseRuns: bp + bf };
}

function fromRow(t: StratumRow): Stratum {
  return { headPassed: t.pr_pass, headRuns: t.pr_runs, basePassed: t.base_pass, baseRuns: t.base_runs };
}

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

describe('Newcombe hybrid score, unpaired (statsmodels confint_proportions_2indep newcomb)', () => {
  it.each(sections.newcombe_unpaired_diff.cases)('$id', (c) => {
    const ci = newcombeUnpaired(c.input.x_pr, c.input.n_pr, c.input.x_base, c.input.n_base);
    expectClose(ci.estimate, c.output.estimate);
    expectClose(ci.lower, c.output.lower);
    expectClose(ci.upper, c.output.upper);
  });
});

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
