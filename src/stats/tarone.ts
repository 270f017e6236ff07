// The per-test family: one-sided Fisher exact tests of each test's head runs against its base runs,
// with Tarone's (1990, Biometrics 46:515) discrete Bonferroni correction.
//
// A Fisher test is conditional on its margins (the test's run counts and total passes). Given them,
// the smallest p it can reach is the probability of the most extreme table, and a test whose smallest
// attainable p is above a level can never be significant at it: a test that passed (or failed) every
// run on both sides, or one that failed once in 12 runs. Tarone counts only the tests that could
// reach significance: m* is the smallest m such that at most m tests have a smallest attainable p
// <= alpha/m, and a test is rejected when p <= alpha/m*. Conditional on all margins this is
// Bonferroni over the m* tests that can reject at all, so the family-wise error stays <= alpha under
// any dependence; deterministic tests no longer dilute the threshold. Plain Holm over those m* tests
// is not known to keep that guarantee, so the correction stays single-step.
import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import { checkStratum, fisherExact, type Stratum } from './fisher.ts';
import { atOrBelow } from './significance.ts';

/**
 * The smallest one-sided ("head is worse") Fisher p the test can reach given its margins: the
 * probability of the table with the same run counts and total passes and the fewest head passes.
 * 1 when the margins allow one table only (all runs passed, or all failed).
 */
export function fisherMinAttainable(s: Stratum): number {
  checkStratum(s);
  const population = s.headRuns + s.baseRuns;
  const passes = s.headPassed + s.basePassed;
  const fewest = Math.max(0, s.headRuns - (population - passes));
  if (fewest === Math.min(s.headRuns, passes)) return 1;
  return hypergeometricPmf(fewest, population, passes, s.headRuns);
}

export interface TaroneTest {
  /** One-sided p of the test. */
  p: number;
  /** The smallest p the test could reach given its margins. */
  minP: number;
}

export interface TaroneResult {
  /** m*: how many tests the correction divides alpha by (1 when none could reach significance). */
  m: number;
  /** alpha / m*: a test is rejected when p <= level. */
  level: number;
  /** How many tests could reach the level at all (minP <= level); at most m. */
  counted: number;
  /** Per test, in the order given: whether it could reach the level, and whether it did. */
  tests: { counted: boolean; rejected: boolean }[];
}

/** m* = the smallest m >= 1 such that at most m of the minimum attainable p-values are <= alpha/m. */
export function taroneM(minPs: readonly number[], alpha: number): number {
  const sorted = [...minPs].sort((a, b) => a - b);
  // How many are <= level, by binary search over the sorted values.
  const atOrBelowLevel = (level: number): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (atOrBelow(sorted[mid] ?? 1, level)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let m = 1;
  while (atOrBelowLevel(alpha / m) > m) m++;
  return m;
}

/** Tarone's procedure at family-wise level alpha over the given tests. */
export function tarone(tests: readonly TaroneTest[], alpha: number): TaroneResult {
  const m = taroneM(
    tests.map((t) => t.minP),
    alpha,
  );
  const level = alpha / m;
  const judged = tests.map((t) => ({ counted: atOrBelow(t.minP, level), rejected: atOrBelow(t.p, level) }));
  return { m, level, counted: judged.filter((t) => t.counted).length, tests: judged };
}

/** The one-sided p and the smallest attainable p of one test, for `tarone`. */
export function fisherFamilyMember(s: Stratum): TaroneTest {
  return { p: fisherExact(s).less, minP: fisherMinAttainable(s) };
}
