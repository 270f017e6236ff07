// Power and sample size: what the comparison tells users about what a suite can detect. Formulas and
// worked examples: statistics design, section 9; one-sided level alpha/m (Bonferroni, Holm's worst
// case), power 1 - beta = 0.8.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import { type Stratum } from './fisher.ts';
import type { TestRuns } from './mover.ts';
import { atOrBelow } from './significance.ts';

export const DEFAULT_POWER = 0.8;

/**
 * The power the suggestions aim at in the normal approximation below. The approximation is close to
 * the exact sign-flip test but a few points optimistic for some suites; aiming at 85% keeps the exact
 * test at 80% or more (checked by simulation with the exact test in test/stats/power.test.ts).
 */
const APPROXIMATION_TARGET = 0.85;

/**
 * Observed base rates are shrunk toward the suite's mean by this many pseudo-runs before any power is
 * computed: a flaky test seen 3/3 is not a test that never fails, and taking it as one promised power
 * the runs did not deliver.
 */
export const SHRINK_RUNS = 2;

/** The most repeats a suggestion may ask for (the limit a suite or --repeats may set). */
export const MAX_SUGGESTED_REPEATS = 1000;

function z(p: number): number {
  return normalQuantile(p, 0, 1);
}

/**
 * Standard normal distribution function, Abramowitz & Stegun 7.1.26 (absolute error < 1.5e-7):
 * ample for a power, and no other installed library provides it.
 */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const tail = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? 1 - tail / 2 : tail / 2;
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
 * Total runs per side (tests x repeats) for a run-level test to detect a drop `delta` in the mean
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
 * `level` on its own: the smallest K with 1/C(2K, K) <= level (K = 4 for 0.025, 6 for 0.0125/11).
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

/** One test of a power calculation: its true base pass rate and its runs on each side. */
export interface PowerTest {
  baseRate: number;
  headRuns: number;
  baseRuns: number;
}

/**
 * The chance that the suite's one-sided exact sign-flip test over tests reaches `level` when its mean
 * pass rate falls by `drop`, spread over its tests in proportion to their rates (a test at p goes to
 * p (1 - drop / mean p); the benchmark's spread drop). Normal approximation: the test rejects when
 * sum d_i <= -z sqrt(sum d_i^2) (the permutation distribution's variance given the changes), with
 * sum d_i^2 at its expected value; each change d_i = head fraction - base fraction has mean q - p and
 * variance q (1 - q) / K + p (1 - p) / L. Zero when the test cannot reach `level` at all (2^-m with m
 * tests that can fall). It counts significance only: the check also needs the observed drop to reach
 * min-effect, which a true drop of exactly min-effect shows about half the time, whatever the repeats.
 */
export function dropPower(tests: readonly PowerTest[], drop: number, level: number, minEffect?: number): number {
  const mean = tests.reduce((sum, t) => sum + t.baseRate, 0) / tests.length;
  if (!(mean > 0) || drop > mean) return 0;
  const canFall = tests.filter((t) => t.baseRate > 0 && t.headRuns > 0 && t.baseRuns > 0).length;
  if (!atOrBelow(0.5 ** canFall, level)) return 0;
  let shift = 0;
  let variance = 0;
  let squares = 0;
  for (const { baseRate: p, headRuns: k, baseRuns: l } of tests) {
    if (k === 0 || l === 0) continue;
    const q = p * (1 - drop / mean);
    const v = (q * (1 - q)) / k + (p * (1 - p)) / l;
    shift += q - p;
    variance += v;
    squares += v + (q - p) ** 2;
  }
  // With minEffect, the check's own rule: significant and the drop seen at least minEffect (a sum of
  // changes of at most -n minEffect), the chance that the check fails rather than only that p is small.
  const counted = tests.filter((t) => t.headRuns > 0 && t.baseRuns > 0).length;
  const critical = Math.min(-z(1 - level) * Math.sqrt(squares), minEffect === undefined ? Infinity : -counted * minEffect);
  if (variance === 0) return shift <= critical && shift < 0 ? 1 : 0;
  return normalCdf((critical - shift) / Math.sqrt(variance));
}

/**
 * The tests of a suite as it is now: each with its base pass rate, observed and shrunk toward the
 * suite's by SHRINK_RUNS pseudo-runs at the suite's mean (a test that passed its 3 runs counts as
 * about 0.9 in a suite at 0.85, not as 1), and its runs.
 */
export function observed(strata: readonly Stratum[]): PowerTest[] {
  const measured = strata.filter((s) => s.baseRuns > 0);
  const suite = measured.reduce((sum, s) => sum + s.basePassed / s.baseRuns, 0) / Math.max(1, measured.length);
  return measured.map((s) => ({
    baseRate: (s.basePassed + SHRINK_RUNS * suite) / (s.baseRuns + SHRINK_RUNS),
    headRuns: s.headRuns,
    baseRuns: s.baseRuns,
  }));
}

/** The same tests with `repeats` runs on each side. */
const withRepeats = (tests: readonly PowerTest[], repeats: number): PowerTest[] =>
  tests.map((t) => ({ ...t, headRuns: repeats, baseRuns: repeats }));

/**
 * The smallest number of runs per test on each side at which a spread drop of `drop` reaches
 * significance with 80% power (see APPROXIMATION_TARGET); null when not even MAX_SUGGESTED_REPEATS do.
 */
export function repeatsForDrop(tests: readonly PowerTest[], drop: number, level: number): number | null {
  const reaches = (k: number): boolean => dropPower(withRepeats(tests, k), drop, level) >= APPROXIMATION_TARGET;
  if (tests.length === 0 || !reaches(MAX_SUGGESTED_REPEATS)) return null;
  // Power grows with the repeats: the first that reaches the target, by bisection.
  let low = 0;
  let high = MAX_SUGGESTED_REPEATS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (reaches(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/** The smallest spread drop (0..1) the tests detect with 80% power as they are; null when none can. */
export function detectableDrop(tests: readonly PowerTest[], level: number): number | null {
  if (tests.length === 0) return null;
  const mean = tests.reduce((sum, t) => sum + t.baseRate, 0) / tests.length;
  const reaches = (d: number): boolean => dropPower(tests, d, level) >= APPROXIMATION_TARGET;
  if (!(mean > 0) || !reaches(mean)) return null;
  let low = 0;
  let high = mean;
  // A tenth of a point is as fine as the hint prints.
  while (high - low > 0.0005) {
    const mid = (low + high) / 2;
    if (reaches(mid)) high = mid;
    else low = mid;
  }
  return high;
}

export interface PowerAdvice {
  /** Whether some outcome of the current runs reaches `level` at all (every head run failing). */
  canReachLevel: boolean;
  /** The smallest spread drop (0..1) this suite reaches significance for with 80% power at its current runs; null: none. */
  minDetectableDrop: number | null;
  /** Runs per test and side now (the smallest over tests and sides). */
  repeats: number;
  /** The chance that a spread drop of `minEffect` reaches significance at the current runs (normal approximation). */
  power: number;
  /** The chance that such a drop fails the check: significant and seen to reach `minEffect` (normal approximation). */
  fails: number;
  /** Whether `power` reaches 80% (in the approximation's margin): when not, the comparison shows the hint. */
  powered: boolean;
  /** Runs per test and side for one completely broken test to reach the suite's level on its own (section 5.1). */
  repeatsForOneBrokenTest: number;
  /** Runs per test and side for a `minEffect` spread drop to reach significance with 80% power; null: not within the limit. */
  repeatsForMinEffect: number | null;
  /** What the hint asks for: repeatsForMinEffect, or the limit when even that is not enough; never fewer than now. */
  repeatsNeeded: number;
  /** With one run per test: tests needed to detect a `minEffect` drop with 80% power (Connor). */
  testsNeeded: number | null;
}

/**
 * What the suite can detect at `level` (alpha/2 over the suites that gate) and what it would need to
 * detect a `minEffect` drop with 80% power, from its own observed base pass rates.
 */
export function powerAdvice(strata: readonly Stratum[], level: number, minEffect: number): PowerAdvice {
  if (strata.length === 0) throw new RangeError('powerAdvice: no tests');
  const repeats = Math.min(...strata.flatMap((s) => [s.headRuns, s.baseRuns]));
  const tests = observed(strata);
  // With no minimum effect there is no drop to size the repeats for.
  const sized = minEffect > 0;
  const power = sized ? dropPower(tests, minEffect, level) : 0;
  const forMinEffect = sized ? repeatsForDrop(tests, minEffect, level) : null;
  return {
    // The sign-flip test at its most extreme: every test whose base passed at least once falls.
    canReachLevel: atOrBelow(0.5 ** strata.filter((s) => s.basePassed > 0 && s.headRuns > 0).length, level),
    minDetectableDrop: detectableDrop(tests, level),
    repeats,
    power,
    fails: sized ? dropPower(tests, minEffect, level, minEffect) : 0,
    powered: !sized || power >= APPROXIMATION_TARGET,
    repeatsForOneBrokenTest: repeatsForOneBrokenTest(level),
    repeatsForMinEffect: forMinEffect,
    repeatsNeeded: sized ? Math.max(repeats, forMinEffect ?? MAX_SUGGESTED_REPEATS) : repeats,
    testsNeeded: repeats === 1 && minEffect > 0 ? mcnemarSampleSize({ breakRate: minEffect, fixRate: 0, alpha: level }) : null,
  };
}
