// The third-party reference values (statsmodels, SciPy, R; see test/fixtures/stats/README.md) and
// the extra R values of r-reference.json, which the test of each statistic checks at tolerance 1e-9.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Stratum } from '../../src/stats/fisher.ts';

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

/** statsmodels, SciPy and R values (stats-reference-subset.json), by section. */
export const sections = fixture<ReferenceSubset>('stats-reference-subset.json').sections;
/** The extra R values (r-reference.json). */
export const fromR = fixture<RReference>('r-reference.json');

export function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
}

/** p-values also agree relatively, so a tiny p is not "close" to 0 by accident. */
export function expectPClose(actual: number, expected: number): void {
  expectClose(actual, expected);
  if (expected > 0) expect(Math.abs(actual / expected - 1), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
}

/** [[head pass, head fail], [base pass, base fail]] -> stratum. */
export function fromTable(table: Table): Stratum {
  const [[hp, hf], [bp, bf]] = table;
  return { headPassed: hp, headRuns: hp + hf, basePassed: bp, baseRuns: bp + bf };
}

export function fromRow(t: StratumRow): Stratum {
  return { headPassed: t.pr_pass, headRuns: t.pr_runs, basePassed: t.base_pass, baseRuns: t.base_runs };
}
