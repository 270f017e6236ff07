// The exact conditional test stratified by test id (exact Mantel-Haenszel / Birch test of a common
// odds ratio of 1 in 2x2xn tables; R `mantelhaen.test(x, exact = TRUE)`).
//
// Under H0 "head changes no test's pass probability", given each test's total passes T_i = s_i + t_i,
// the head passes s_i are hypergeometric(K_i + L_i, T_i, K_i), independently across tests, so the null
// distribution of S = sum of s_i is the convolution of those pmfs: exact, no Monte Carlo. Conditioning
// on the test removes the between-test correlation of repeats; a deterministic test (T_i = 0 or all
// runs) contributes nothing. With one stratum it is Fisher's exact test; with one run per side and
// test it is the exact McNemar test.
import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import { tailProbabilities, type ExactPValues } from './tails.ts';

/** One test's scored runs: K_i head runs with s_i passes, L_i base runs with t_i passes. */
export interface Stratum {
  headPassed: number;
  headRuns: number;
  basePassed: number;
  baseRuns: number;
}

/** Null distribution of one stratum's head passes: support [low, low + pmf.length - 1]. */
function stratumDistribution(s: Stratum): { low: number; pmf: number[] } {
  checkStratum(s);
  const population = s.headRuns + s.baseRuns;
  const passes = s.headPassed + s.basePassed;
  const low = Math.max(0, s.headRuns - (population - passes));
  const high = Math.min(s.headRuns, passes);
  const pmf: number[] = [];
  for (let k = low; k <= high; k++) pmf.push(hypergeometricPmf(k, population, passes, s.headRuns));
  return { low, pmf };
}

/** Throws on counts that are not 0 <= passed <= runs integers. */
export function checkStratum(s: Stratum): void {
  const ok =
    [s.headPassed, s.headRuns, s.basePassed, s.baseRuns].every((v) => Number.isInteger(v) && v >= 0) &&
    s.headPassed <= s.headRuns &&
    s.basePassed <= s.baseRuns;
  if (!ok) throw new RangeError(`invalid stratum ${JSON.stringify(s)}: need integers 0 <= passed <= runs`);
}

function convolve(x: readonly number[], y: readonly number[]): number[] {
  const out = new Array<number>(x.length + y.length - 1).fill(0);
  x.forEach((px, i) => {
    y.forEach((py, j) => {
      out[i + j] = (out[i + j] ?? 0) + px * py;
    });
  });
  return out;
}

/** Exact conditional test over the strata; `less` is the one-sided p for "head is worse". */
export function stratifiedExact(strata: readonly Stratum[]): ExactPValues {
  let low = 0;
  let pmf = [1];
  let observed = 0;
  for (const s of strata) {
    const d = stratumDistribution(s);
    observed += s.headPassed;
    low += d.low;
    // A degenerate stratum (one support point, probability 1) leaves the distribution unchanged.
    if (d.pmf.length > 1) pmf = convolve(pmf, d.pmf);
  }
  return tailProbabilities(pmf, observed - low);
}

/**
 * Fisher's exact test of head runs against base runs (one test, or pooled runs): the stratified test
 * with a single stratum. R `fisher.test(rbind(c(headPassed, headFailed), c(basePassed, baseFailed)))`.
 */
export function fisherExact(table: Stratum): ExactPValues {
  return stratifiedExact([table]);
}

/**
 * The probability that a stratum's head runs all fail, given its base passes and run counts: the
 * factor a completely broken test contributes to the one-sided p (1 for a test that never passed on
 * base: it cannot get worse). Example: 5/5 on base, 5 head runs: 1/C(10, 5) = 1/252.
 */
export function completeBreakFactor(s: Stratum): number {
  checkStratum(s);
  if (s.headRuns === 0 || s.basePassed === 0) return 1;
  return hypergeometricPmf(0, s.headRuns + s.baseRuns, s.basePassed, s.headRuns);
}

/**
 * The smallest one-sided p-value the suite can reach given its base results and run counts: the
 * p-value if every head run of every test failed. If this exceeds the significance level, no
 * outcome of the head run can fail the check: the suite is underpowered.
 */
export function minAttainablePValue(strata: readonly Stratum[]): number {
  return strata.reduce((p, s) => p * completeBreakFactor(s), 1);
}

/**
 * The one-sided ("head is worse") Fisher p-values a test can reach given its margins (run counts and
 * total passes), ascending: P(head passes <= k) for every k its margins allow. The first is the
 * smallest attainable p (the table with the fewest head passes); the last is 1, the only one when the
 * margins allow a single table (all runs passed, or all failed).
 */
export function fisherLessSupport(s: Stratum): number[] {
  const { pmf } = stratumDistribution(s);
  // Summed in the order tailProbabilities sums `less`, so an observed p equals its support value.
  let below = 0;
  const support = pmf.map((p) => Math.min(1, (below += p)));
  support[support.length - 1] = 1;
  return support;
}
