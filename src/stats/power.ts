// Power and sample size: what the comparison tells users when a suite is too small to fail the check.
// Formulas and worked examples: one-sided level alpha (with m suites, alpha/m: Bonferroni is Holm's
// worst case), power 1 - beta = 0.8.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import { completeBreakFactor, type Stratum } from './stratified.ts';
import type { TestRuns } from './mover.ts';
import { atOrBelow } from './significance.ts';

export const DEFAULT_POWER = 0.8;

function z(p: number): number {
  return normalQuantile(p, 0, 1);
}

/**
 * Tests needed, one run per test and side, for the one-sided McNemar test to detect a change where a
 * fraction `breakRate` of tests flips to failing and `fixRate` flips to passing (Connor 1987,
 * Biometrics 43:207; normal approximation, so the exact test needs ~10% more).
 * Example: breakRate 0.1, fixRate 0, alpha 0.025 -> 77 tests.
 */
export function mcnemarSampleSize(options: { breakRate: number; fixRate: number; alpha: number; power?: number }): number {
  const { breakRate, fixRate, alpha, power = DEFAULT_POWER } = options;
  const discordance = breakRate + fixRate;
  const effect = breakRate - fixRate;
  if (effect === 0) return Infinity;
  const n = (z(1 - alpha) * Math.sqrt(discordance) + z(power) * Math.sqrt(discordance - effect ** 2)) ** 2 / effect ** 2;
  return Math.ceil(n);
}

/**
 * Total runs per side (tests x repeats) for the stratified test to detect a drop `delta` in the mean
 * pass rate, by the normal approximation Var(delta) ~ (sigma2_head/K + sigma2_base/K)/n, where sigma2
 * is the suite's flakiness (mean over tests of p(1 - p); 0 for deterministic tests).
 * Example: flakiness 0.05 on both sides, delta 0.05, alpha 0.025 -> n*K >= 314.
 */
export function repeatsSampleSize(options: {
  headFlakiness: number;
  baseFlakiness: number;
  delta: number;
  alpha: number;
  power?: number;
}): number {
  const { headFlakiness, baseFlakiness, delta, alpha, power = DEFAULT_POWER } = options;
  return Math.ceil(((z(1 - alpha) + z(power)) ** 2 * (headFlakiness + baseFlakiness)) / delta ** 2);
}

/**
 * Runs needed to see at least one failure of a test that fails with probability `failureRate`, with
 * probability 1 - beta: K >= ln(beta) / ln(1 - failureRate). Example: 0.2 -> 14 runs (beta 0.05).
 */
export function runsToSeeFlaky(failureRate: number, beta = 0.05): number {
  return Math.ceil(Math.log(beta) / Math.log(1 - failureRate));
}

/**
 * Runs per side at which one test that passes every base run and fails every head run can reach
 * `level` on its own: the smallest K with 1/C(2K, K) <= level (K = 4 for 0.025, 5 for 0.025/4).
 */
export function repeatsForOneBrokenTest(level: number): number {
  let k = 1;
  while (!atOrBelow(hypergeometricPmf(0, 2 * k, k, k), level)) k++;
  return k;
}

/**
 * Suite flakiness index: mean over tests with >= 2 runs of the unbiased within-test variance
 * p(1 - p) K/(K - 1). It is the sigma2 of `repeatsSampleSize`. 0 when no test has 2 runs.
 */
export function flakinessIndex(tests: readonly TestRuns[]): number {
  const repeated = tests.filter((t) => t.runs >= 2);
  if (repeated.length === 0) return 0;
  const variances = repeated.map((t) => {
    const p = t.passed / t.runs;
    return (p * (1 - p) * t.runs) / (t.runs - 1);
  });
  return variances.reduce((a, b) => a + b, 0) / repeated.length;
}

/**
 * The smallest drop in the mean pass rate that can reach `level`, in the best case: tests break
 * completely (every head run fails), the tests giving the most evidence break first, and the other
 * tests stay as they are and are deterministic. A real drop spread over flaky tests needs more.
 * Null when not even every test failing would reach `level`.
 */
export function minDetectableDrop(strata: readonly Stratum[], level: number): number | null {
  if (strata.length === 0) return null;
  const breakable = strata
    .filter((s) => s.basePassed > 0 && s.headRuns > 0)
    .map((s) => ({ factor: completeBreakFactor(s), drop: s.basePassed / s.baseRuns }))
    .sort((x, y) => x.factor - y.factor || y.drop - x.drop);
  let p = 1;
  let drop = 0;
  for (const t of breakable) {
    p *= t.factor;
    drop += t.drop;
    if (atOrBelow(p, level)) return drop / strata.length;
  }
  return null;
}

export interface PowerAdvice {
  /** Best-case smallest detectable drop in pass rate (0..1) with the current runs; null: none can be. */
  minDetectableDrop: number | null;
  /** Runs per test and side now (the smallest over tests and sides). */
  repeats: number;
  /** Runs per test and side for one completely broken test to be able to fail the check (section 5.1). */
  repeatsForOneBrokenTest: number;
  /** For a flaky suite: runs per test and side to detect a `minEffect` drop with 80% power (9b). */
  repeatsForMinEffect: number | null;
  /** The larger of the two. */
  repeatsNeeded: number;
  /** With one run per test: tests needed to detect a `minEffect` drop with 80% power (Connor). */
  testsNeeded: number | null;
}

/** What the suite can detect at `level` (alpha/m) and what it would need to detect a `minEffect` drop. */
export function powerAdvice(strata: readonly Stratum[], level: number, minEffect: number): PowerAdvice {
  if (strata.length === 0) throw new RangeError('powerAdvice: no tests');
  const repeats = Math.min(...strata.flatMap((s) => [s.headRuns, s.baseRuns]));
  const headFlakiness = flakinessIndex(strata.map((s) => ({ passed: s.headPassed, runs: s.headRuns })));
  const baseFlakiness = flakinessIndex(strata.map((s) => ({ passed: s.basePassed, runs: s.baseRuns })));
  const forOneBrokenTest = repeatsForOneBrokenTest(level);
  const forMinEffect =
    headFlakiness + baseFlakiness > 0 && minEffect > 0
      ? Math.ceil(repeatsSampleSize({ headFlakiness, baseFlakiness, delta: minEffect, alpha: level }) / strata.length)
      : null;
  return {
    minDetectableDrop: minDetectableDrop(strata, level),
    repeats,
    repeatsForOneBrokenTest: forOneBrokenTest,
    repeatsForMinEffect: forMinEffect,
    repeatsNeeded: Math.max(forOneBrokenTest, forMinEffect ?? 0),
    testsNeeded: repeats === 1 && minEffect > 0 ? mcnemarSampleSize({ breakRate: minEffect, fixRate: 0, alpha: level }) : null,
  };
}
