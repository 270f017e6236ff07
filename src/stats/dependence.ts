// How alike a test's runs within one side are: the intraclass correlation rho of runs that share a
// side (the same deployment, the same day's provider, the same seed). With rho > 0 a side's K runs of
// a test carry the information of K / (1 + (K - 1) rho) independent runs, and tests that treat them as
// independent (Fisher, the stratified test) see noise as evidence.
//
// The estimate is the one-way analysis of variance of the runs grouped by (test, side), stratified by
// test: within each test the two sides are two groups of K and L runs, so differences between tests
// never count as dependence. Pooled over the tests with mixed outcomes whose sides are not wholly apart
// (all passed on one side, all failed on the other: a broken or fixed test, not noise):
//   MSB = sum_i SSB_i / g,  SSB_i = K (h_i - m_i)^2 + L (b_i - m_i)^2   (one degree of freedom per test)
//   MSW = sum_i SSW_i / sum_i (K + L - 2),  SSW_i = K h_i (1 - h_i) + L b_i (1 - b_i)
//   n0  = mean over tests of K + L - (K^2 + L^2) / (K + L)
//   rho = (MSB - MSW) / (MSB + (n0 - 1) MSW), clipped to [0, MAX_ICC]
// with h_i, b_i the pass fractions of the two sides and m_i their pooled fraction. Under H0 (no change
// of the test's pass probability) its expectation is about rho; a real change of some tests also
// raises it, which makes the tests that use it more cautious, never less.
//
// Two estimates come from the same tests. The ANOVA one above is used under adaptive repeats (most
// head tests at a few runs, unequal run counts). With fixed repeats the per-test tests allow for a
// calibrated one: the rho at which the tests' two-sided mid-p values under the conditional
// beta-binomial (stats/beta-binomial.ts twoSidedMidP) average 1/2, their mean under the null at the
// right rho. One test that truly changed moves that mean by at most 1/(2g), where it moves the ANOVA
// sums by its whole squared difference, so a broken test no longer hides itself behind the dependence
// it seems to show. It is used only when the data show dependence: the mean mid-p at rho 0 lies one
// standard error (sqrt(1 / (12 g)), the uniform's) below 1/2; otherwise the runs are treated as
// independent (0), so the noise of the estimate costs no power when there is nothing to find. Both
// were measured against the alternatives in BENCHMARKS.md, figure 8 (docs/statistics.md). One value
// serves every test of the check: estimates that differ per test (leaving each test out of its own)
// let a test that strayed by chance lower its own allowance, and were measured to raise false alarms.
import fCdf from '@stdlib/stats-base-dists-f-cdf';
import { twoSidedMidP } from './beta-binomial.ts';
import type { Stratum } from './fisher.ts';

/** An estimate at or above 1 would say the runs of a side are copies of one run: the tests then cannot tell anything. */
export const MAX_ICC = 0.95;

/**
 * Fewer tests with mixed outcomes than this give no estimate (0: runs treated as independent): one or
 * two tests' between-side differences are as likely a real change as dependence, and a noisy estimate
 * would make the tests that use it erratic.
 */
export const MIN_ICC_TESTS = 5;

/** The calibrated estimate is used when the mean mid-p at rho 0 lies this many standard errors below 1/2. */
export const CALIBRATION_GATE_SE = 1;

/** One test's share of the estimate; null for a test that passed or failed every run on both sides, or lacks a side. */
interface Share {
  ssb: number;
  ssw: number;
  dfWithin: number;
  n0: number;
}

function shareOf(s: Stratum): Share | null {
  const n = s.headRuns + s.baseRuns;
  const passes = s.headPassed + s.basePassed;
  if (s.headRuns === 0 || s.baseRuns === 0 || passes === 0 || passes === n) return null;
  const m = passes / n;
  const h = s.headPassed / s.headRuns;
  const b = s.basePassed / s.baseRuns;
  // Sides wholly apart (every run passed on one, failed on the other): a broken or fixed test, which
  // alike runs rarely produce; counted, a few broken tests would read as dependence and hide each other.
  if (Math.abs(h - b) === 1) return null;
  return {
    ssb: s.headRuns * (h - m) ** 2 + s.baseRuns * (b - m) ** 2,
    ssw: s.headRuns * h * (1 - h) + s.baseRuns * b * (1 - b),
    dfWithin: n - 2,
    n0: n - (s.headRuns ** 2 + s.baseRuns ** 2) / n,
  };
}

interface Totals {
  ssb: number;
  ssw: number;
  dfWithin: number;
  n0: number;
  tests: number;
}

function add(t: Totals, s: Share): Totals {
  return { ssb: t.ssb + s.ssb, ssw: t.ssw + s.ssw, dfWithin: t.dfWithin + s.dfWithin, n0: t.n0 + s.n0, tests: t.tests + 1 };
}

function estimate(t: Totals): { icc: number; fP: number } {
  if (t.tests < MIN_ICC_TESTS || t.dfWithin <= 0) return { icc: 0, fP: 1 };
  const msb = Math.max(0, t.ssb) / t.tests;
  const msw = Math.max(0, t.ssw) / t.dfWithin;
  const n0 = t.n0 / t.tests;
  const denominator = msb + (n0 - 1) * msw;
  if (!(denominator > 0) || !(msw > 0)) return { icc: denominator > 0 ? MAX_ICC : 0, fP: denominator > 0 ? 0 : 1 };
  return {
    icc: Math.min(MAX_ICC, Math.max(0, (msb - msw) / denominator)),
    fP: Math.min(1, Math.max(0, 1 - fCdf(msb / msw, t.tests, t.dfWithin))),
  };
}

export interface DependenceEstimate {
  /** The ANOVA estimate (0 with fewer than MIN_ICC_TESTS tests with mixed outcomes). */
  icc: number;
  /** Tests that entered the estimates: mixed outcomes, sides not wholly apart. */
  tests: number;
  /** One-sided p of the ANOVA's F test of rho = 0 (1 without an estimate). */
  fP: number;
  /** The tests' mean two-sided mid-p at rho 0 (1 without an estimate). */
  meanMidP: number;
  /** The rho at which that mean is 1/2 (0 when it is 1/2 or more at rho 0, or without an estimate). */
  calibrated: number;
  /** What the per-test tests allow for with fixed repeats: `calibrated` when meanMidP is CALIBRATION_GATE_SE standard errors below 1/2, else 0. */
  used: number;
}

function meanMidP(strata: readonly Stratum[], rho: number): number {
  return strata.reduce((sum, s) => sum + twoSidedMidP(s, rho), 0) / strata.length;
}

/**
 * The rho where the mean mid-p crosses 1/2, by the Illinois variant of regula falsi on [0, MAX_ICC]
 * (the mean rises with rho; the bracket shrinks from both sides to 1e-12).
 */
function calibrate(strata: readonly Stratum[], atZero: number): number {
  const excess = (rho: number): number => meanMidP(strata, rho) - 0.5;
  let lo = 0;
  let hi = MAX_ICC;
  let fLo = atZero - 0.5;
  let fHi = excess(hi);
  if (fLo >= 0) return 0;
  if (fHi < 0) return MAX_ICC;
  let last = 0;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    let x = (lo * fHi - hi * fLo) / (fHi - fLo);
    if (!(x > lo && x < hi)) x = (lo + hi) / 2;
    const fx = excess(x);
    if (fx >= 0) {
      hi = x;
      fHi = fx;
      if (last === 1) fLo /= 2;
      last = 1;
    } else {
      lo = x;
      fLo = fx;
      if (last === -1) fHi /= 2;
      last = -1;
    }
  }
  return hi;
}

/** The tests that enter the estimates (mixed outcomes, sides not wholly apart) and their ANOVA sums. */
function mixedTests(strata: readonly Stratum[]): { mixed: Stratum[]; totals: Totals } {
  const mixed: Stratum[] = [];
  let totals: Totals = { ssb: 0, ssw: 0, dfWithin: 0, n0: 0, tests: 0 };
  for (const s of strata) {
    const share = shareOf(s);
    if (share === null) continue;
    mixed.push(s);
    totals = add(totals, share);
  }
  return { mixed, totals };
}

/** The ANOVA estimate alone (what adaptive repeats allow for): cheap enough to take after every round. */
export function anovaIcc(strata: readonly Stratum[]): Pick<DependenceEstimate, 'icc' | 'tests' | 'fP'> {
  const { totals } = mixedTests(strata);
  return { ...estimate(totals), tests: totals.tests };
}

/** The within-side intraclass correlation of runs, from tests observed on two sides (or two halves of one batch). */
export function withinSideIcc(strata: readonly Stratum[]): DependenceEstimate {
  const { mixed, totals } = mixedTests(strata);
  const { icc, fP } = estimate(totals);
  if (mixed.length < MIN_ICC_TESTS) return { icc, tests: mixed.length, fP, meanMidP: 1, calibrated: 0, used: 0 };
  const atZero = meanMidP(mixed, 0);
  const calibrated = calibrate(mixed, atZero);
  const gate = 0.5 - CALIBRATION_GATE_SE * Math.sqrt(1 / (12 * mixed.length));
  return { icc, tests: mixed.length, fP, meanMidP: atZero, calibrated, used: atZero < gate ? calibrated : 0 };
}
