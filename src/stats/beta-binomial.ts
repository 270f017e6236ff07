// The per-test test when a side's runs are correlated: the conditional beta-binomial test.
//
// Fisher's exact test asks, given a test's T passes among its K head and L base runs, how likely so
// few of them fell on the head if every run were an independent draw (hypergeometric). When runs that
// share a side are alike (intraclass correlation rho; stats/dependence.ts), each side's runs are
// beta-binomial: the side's own pass probability varies around the test's p with variance
// rho p (1 - p). Given T, the head's passes then have
//   P(s | T) proportional to C(K, s) C(L, T - s) B(s + a, K - s + b) B(T - s + a, L - T + s + b),
//   a = p (1 - rho) / rho,  b = (1 - p)(1 - rho) / rho,
// with p estimated by T / (K + L). At rho = 0 it is exactly the hypergeometric of Fisher's test; as
// rho grows the tails widen, so a test needs a larger difference to be called broken. The p-value is
// the lower tail P(s <= observed | T), and the support (every lower tail the margins allow) feeds the
// discrete Holm procedure as Fisher's does.
import betaln from '@stdlib/math-base-special-betaln';
import binomcoefln from '@stdlib/math-base-special-binomcoefln';
import { checkStratum, type Stratum } from './fisher.ts';

export interface ConditionalTest {
  /** One-sided P(head passes <= observed | the test's total passes): head is worse. */
  p: number;
  /** Every p-value the test's margins allow, ascending; the largest is 1. */
  support: number[];
}

/** The null distribution of the head's passes given the total, on [low, high]. */
function conditionalPmf(s: Stratum, rho: number): { low: number; pmf: number[] } {
  checkStratum(s);
  if (!(rho >= 0 && rho < 1)) throw new RangeError(`conditionalBetaBinomial: rho must be in [0, 1), got ${rho}`);
  const k = s.headRuns;
  const l = s.baseRuns;
  const total = s.headPassed + s.basePassed;
  const n = k + l;
  const low = Math.max(0, total - l);
  const high = Math.min(k, total);
  const logWeights: number[] = [];
  const mixed = rho > 0 && total > 0 && total < n;
  const p = total / n;
  const a = (p * (1 - rho)) / rho;
  const b = ((1 - p) * (1 - rho)) / rho;
  for (let x = low; x <= high; x++) {
    let w = binomcoefln(k, x) + binomcoefln(l, total - x);
    if (mixed) w += betaln(x + a, k - x + b) + betaln(total - x + a, l - total + x + b);
    logWeights.push(w);
  }
  const top = Math.max(...logWeights);
  const weights = logWeights.map((w) => Math.exp(w - top));
  const sum = weights.reduce((x, y) => x + y, 0);
  return { low, pmf: weights.map((w) => w / sum) };
}

/** The conditional beta-binomial test of "head is worse" for one test, and its support. */
export function conditionalBetaBinomial(s: Stratum, rho: number): ConditionalTest {
  const { low, pmf } = conditionalPmf(s, rho);
  const support: number[] = [];
  let tail = 0;
  for (const q of pmf) {
    tail += q;
    support.push(Math.min(1, tail));
  }
  // The last tail is 1 in exact arithmetic.
  support[support.length - 1] = 1;
  return { p: support[s.headPassed - low] ?? 1, support };
}

/**
 * How unusual the head's passes are in either direction under the conditional beta-binomial at rho:
 * the mid-p of the distance from the conditional mean, P(|X - mu| > d) + P(|X - mu| = d) / 2 with d
 * the observed distance. Under the null at the right rho its mean over tests is 1/2; too small a rho
 * makes the between-side differences look unusual and the mean falls below 1/2 (stats/dependence.ts).
 */
export function twoSidedMidP(s: Stratum, rho: number): number {
  const { low, pmf } = conditionalPmf(s, rho);
  const mean = pmf.reduce((sum, q, i) => sum + q * (low + i), 0);
  const observed = Math.abs(s.headPassed - mean);
  // Distances within rounding of each other are ties (K = L makes the distribution symmetric).
  const tie = 1e-9 * Math.max(1, observed);
  let more = 0;
  let equal = 0;
  pmf.forEach((q, i) => {
    const d = Math.abs(low + i - mean);
    if (d > observed + tie) more += q;
    else if (d >= observed - tie) equal += q;
  });
  return Math.min(1, more + equal / 2);
}
