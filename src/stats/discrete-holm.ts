// The discrete Holm procedure (Hommel & Krummenauer 1998, Biometrical Journal 40:589; the step-down
// discrete Bonferroni of Westfall & Wolfinger 1997, American Statistician 51:3; R's DiscreteFWER,
// method "DHolm"): family-wise error control for tests whose p-values take only a few values.
//
// A discrete test can reach only the p-values in its support (for a Fisher test, given its margins:
// the tail probabilities of its hypergeometric). Under its null, P(p <= t) <= F(t), the largest
// attainable p-value at or below t: F(t) <= t, and F(t) = 0 below the smallest attainable p. With
// the p-values sorted, p(1) <= ... <= p(m), the adjusted p-value of the i-th is
//
//   p~(i) = max over k <= i of min(1, sum over j >= k of F(j)(p(k)))
//
// and a test is rejected at level alpha when p~ <= alpha. Step k is a union bound over the tests not
// yet rejected, so this is closed testing with discrete Bonferroni tests: the family-wise error stays
// <= alpha under any dependence between the tests. A test contributes to step k only what it could
// reach at p(k): a test whose smallest attainable p lies above p(k) adds nothing. Hence adding a test
// never moves an adjusted p-value by more than that test's own F at it, and a test whose smallest
// attainable p lies above p(i) leaves p~(i) exactly as it was. (Tarone's m*, which this replaces, could
// jump when one more test was added and turn a broken test into a pass.)
import { atOrBelow } from './significance.ts';

export interface DiscreteTest {
  /** The observed p-value. */
  p: number;
  /** The p-values the test can attain, ascending; the largest is 1 (up to rounding). */
  support: readonly number[];
}

/**
 * F(t): the largest attainable p-value at or below t (0 when none is). Floating point can land an
 * exact p a hair above the support value it equals, hence the comparison of significance.ts.
 */
export function attainableAtOrBelow(support: readonly number[], t: number): number {
  let lo = 0;
  let hi = support.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (atOrBelow(support[mid] ?? 1, t)) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : (support[lo - 1] ?? 0);
}

function checkTest(t: DiscreteTest, index: number): void {
  const sorted = t.support.every((v, i) => v > 0 && v <= 1 + 1e-9 && (i === 0 || v >= (t.support[i - 1] ?? 0)));
  if (t.support.length === 0 || !sorted || !(t.p > 0 && t.p <= 1 + 1e-9))
    throw new RangeError(`discreteHolm: test ${index} needs a p in (0, 1] and a non-empty ascending support in (0, 1]`);
}

/** The discrete Holm adjusted p-values, in the order the tests are given. */
export function discreteHolm(tests: readonly DiscreteTest[]): number[] {
  tests.forEach(checkTest);
  const byP = tests.map((_, i) => i).sort((a, b) => tests[a]!.p - tests[b]!.p);
  const rank = new Array<number>(tests.length);
  byP.forEach((i, r) => (rank[i] = r));
  // Only tests whose smallest attainable p is at or below p(k) add to step k: walk them in that order.
  const byMin = tests.map((_, i) => i).sort((a, b) => tests[a]!.support[0]! - tests[b]!.support[0]!);
  const adjusted = new Array<number>(tests.length).fill(1);
  let running = 0;
  for (let k = 0; k < byP.length && running < 1; k++) {
    const t = tests[byP[k]!]!.p;
    let sum = 0;
    for (const j of byMin) {
      const test = tests[j]!;
      if (!atOrBelow(test.support[0]!, t)) break;
      if (rank[j]! >= k) sum += attainableAtOrBelow(test.support, t);
    }
    running = Math.max(running, Math.min(1, sum));
    adjusted[byP[k]!] = running;
  }
  return adjusted;
}

/**
 * The largest adjusted p-value a test with p-value `p` can get, whatever the other tests turn out to
 * be: the known tests count with their supports, each of `unknown` further tests (the test itself
 * among them when its support may still change) with p, the most any support allows at p. It bounds
 * the adjusted p from above because no step-down sum exceeds the sum over every test at p.
 */
export function discreteHolmBound(p: number, known: readonly (readonly number[])[], unknown: number): number {
  const sum = known.reduce((s, support) => s + attainableAtOrBelow(support, p), unknown * p);
  return Math.min(1, sum);
}

/**
 * t -> sum over the tests of F_j(t), the most each could attain at or below t: the discrete
 * Bonferroni sum, an upper bound of any test's discrete Holm adjusted p at p = t (each step of the
 * procedure sums F over a subset of the tests at a p no larger). Built once in O(total support log),
 * each query in O(log): what a caller asking "would this one p be rejected?" for many tests needs.
 */
export function discreteBonferroniSum(tests: readonly DiscreteTest[]): (t: number) => number {
  // Each support value v of a test raises its F from the value before it (0 for its smallest) to v.
  const steps: { at: number; rise: number }[] = [];
  for (const test of tests) {
    let before = 0;
    for (const v of test.support) {
      steps.push({ at: v, rise: v - before });
      before = v;
    }
  }
  steps.sort((a, b) => a.at - b.at);
  const at = steps.map((s) => s.at);
  const cumulative: number[] = [];
  let sum = 0;
  for (const s of steps) cumulative.push((sum += s.rise));
  return (t) => {
    // The last step at or below t (with the comparison's tolerance, as attainableAtOrBelow).
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (atOrBelow(at[mid]!, t)) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : cumulative[lo - 1]!;
  };
}
