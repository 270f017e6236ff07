// The paired sign-flip (Fisher-Pitman) permutation test over tests: the suite test that stays valid
// when a test's runs within one side are not independent (statistics design, "dependence").
//
// Each common test contributes one number, its change d_i = head pass fraction - base pass fraction.
// Under H0 the two sides of a test are exchangeable (same pass probability, the same number of runs,
// however correlated the runs within a side are), so d_i is symmetric about 0 and, given |d_i|, its
// sign is a fair coin, independently across tests. The statistic is the sum of the changes; its null
// distribution is that of the sum of +-|d_i| with fair signs, enumerated exactly by convolution: no
// Monte Carlo, no normal approximation. Tests, not runs, are the unit: ten runs of one test count as
// one observation, so dependence within a side cannot inflate the evidence.
//
// The changes are scored on a grid of 1/G (G the least common multiple of the run counts, at most
// MAX_GRID; beyond it each change is rounded to the nearest 1/MAX_GRID, symmetrically, which keeps the
// test exact for the rounded statistic). With one run per test and side it is the exact McNemar test.
import { tailProbabilities, type ExactPValues } from './tails.ts';
import { normalCdf } from './power.ts';

/** Finer grids cost time and memory (the convolution has 2 * sum |score| + 1 cells) for no practical gain. */
export const MAX_GRID = 720;

/**
 * The most cell updates the exact convolution may take (about 0.2 s); beyond it (thousands of changed
 * tests on a fine grid) the permutation distribution, a sum of many independent +-|d_i|, is taken as
 * normal with its exact variance sum d_i^2 and a continuity correction, and the result says so.
 */
export const MAX_EXACT_WORK = 50_000_000;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The grid the changes are scored on: the least common multiple of the run counts, or MAX_GRID when it is larger. */
export function signFlipGrid(runCounts: readonly number[]): number {
  let g = 1;
  for (const n of runCounts) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`signFlipGrid: run counts must be positive integers, got ${n}`);
    g = (g / gcd(g, n)) * n;
    if (g > MAX_GRID) return MAX_GRID;
  }
  return g;
}

/** A change on the grid: rounded away from the sign symmetrically, so that -d scores exactly minus d's score. */
export function gridScore(change: number, grid: number): number {
  return Math.sign(change) * Math.round(Math.abs(change) * grid);
}

/**
 * Exact p-values of the sign-flip test of the sum of integer scores: `less` = P(T <= t),
 * `greater` = P(T >= t), and their mid-p versions. Scores of 0 carry no sign and are left out; with
 * none left both p-values are 1.
 */
export function signFlipExact(scores: readonly number[]): ExactPValues & { approximate: boolean } {
  const magnitudes = scores.map((s) => {
    if (!Number.isInteger(s)) throw new RangeError(`signFlipExact: scores must be integers, got ${s}`);
    return Math.abs(s);
  });
  const nonZero = magnitudes.filter((m) => m > 0);
  if (nonZero.length === 0) return { less: 1, greater: 1, twoSided: 1, midLess: 1, midGreater: 1, approximate: false };
  const total = nonZero.reduce((a, b) => a + b, 0);
  const observed = scores.reduce((a, b) => a + b, 0);
  if (nonZero.length * total > MAX_EXACT_WORK) return normalApproximation(nonZero, observed);
  // pmf over T + total, T in [-total, total]; each magnitude shifts half the mass left, half right.
  let pmf = new Float64Array(2 * total + 1);
  pmf[total] = 1;
  let reach = 0;
  for (const m of nonZero) {
    const next = new Float64Array(pmf.length);
    for (let i = total - reach; i <= total + reach; i++) {
      const p = pmf[i]!;
      if (p === 0) continue;
      next[i - m]! += p / 2;
      next[i + m]! += p / 2;
    }
    pmf = next;
    reach += m;
  }
  return { ...tailProbabilities(Array.from(pmf), observed + total), approximate: false };
}

/** The permutation distribution as normal: mean 0, variance sum |d_i|^2; half a grid step of continuity correction. */
function normalApproximation(magnitudes: readonly number[], observed: number): ExactPValues & { approximate: boolean } {
  const sd = Math.sqrt(magnitudes.reduce((a, m) => a + m * m, 0));
  const less = normalCdf((observed + 0.5) / sd);
  const greater = normalCdf((-observed + 0.5) / sd);
  const midLess = normalCdf(observed / sd);
  return {
    less,
    greater,
    twoSided: Math.min(1, 2 * Math.min(less, greater)),
    midLess,
    midGreater: 1 - midLess,
    approximate: true,
  };
}
