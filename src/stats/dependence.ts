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
// The estimate is used only when the data show dependence: the F test of MSB / MSW with (g, sum of
// K + L - 2) degrees of freedom rejects rho = 0 at DEPENDENCE_LEVEL. Otherwise the runs are treated as
// independent (0), so that the noise of the estimate costs no power when there is nothing to find.
// (Under adaptive repeats the comparison uses the estimate itself: with most head tests at a few runs
// the F test seldom sees dependence that is there; compare/family.ts.) One value serves every test of
// the check: estimates that differ per test (leaving each test out of its own) let a test that strayed
// by chance lower its own allowance, and were measured to raise the false alarms (docs/statistics.md).
import fCdf from '@stdlib/stats-base-dists-f-cdf';
import type { Stratum } from './fisher.ts';

/** An estimate at or above 1 would say the runs of a side are copies of one run: the tests then cannot tell anything. */
export const MAX_ICC = 0.95;

/**
 * Fewer tests with mixed outcomes than this give no estimate (0: runs treated as independent): one or
 * two tests' between-side differences are as likely a real change as dependence, and a noisy estimate
 * would make the tests that use it erratic.
 */
export const MIN_ICC_TESTS = 5;

/** The F test of "runs of a side are alike" must reject at this level for the estimate to be used. */
export const DEPENDENCE_LEVEL = 0.05;

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
  /** The estimate (0 with fewer than MIN_ICC_TESTS tests with mixed outcomes). */
  icc: number;
  /** Tests that entered it: mixed outcomes, sides not wholly apart. */
  tests: number;
  /** One-sided p of the F test of rho = 0 (1 without an estimate). */
  fP: number;
  /** What the per-test tests allow for: `icc` when the F test rejects at DEPENDENCE_LEVEL, else 0. */
  used: number;
}

/** The within-side intraclass correlation of runs, from tests observed on two sides (or two halves of one batch). */
export function withinSideIcc(strata: readonly Stratum[]): DependenceEstimate {
  const zero: Totals = { ssb: 0, ssw: 0, dfWithin: 0, n0: 0, tests: 0 };
  const totals = strata.map(shareOf).reduce<Totals>((t, s) => (s === null ? t : add(t, s)), zero);
  const { icc, fP } = estimate(totals);
  return { icc, tests: totals.tests, fP, used: fP <= DEPENDENCE_LEVEL ? icc : 0 };
}
