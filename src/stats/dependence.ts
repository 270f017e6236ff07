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
import type { Stratum } from './fisher.ts';

/** An estimate at or above 1 would say the runs of a side are copies of one run: the tests then cannot tell anything. */
export const MAX_ICC = 0.95;

/**
 * Fewer tests with mixed outcomes than this give no estimate (0: runs treated as independent): one or
 * two tests' between-side differences are as likely a real change as dependence, and a noisy estimate
 * would make the tests that use it erratic.
 */
export const MIN_ICC_TESTS = 5;

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

function add(t: Totals, s: Share, sign: 1 | -1): Totals {
  return {
    ssb: t.ssb + sign * s.ssb,
    ssw: t.ssw + sign * s.ssw,
    dfWithin: t.dfWithin + sign * s.dfWithin,
    n0: t.n0 + sign * s.n0,
    tests: t.tests + sign,
  };
}

function estimate(t: Totals): number {
  if (t.tests < MIN_ICC_TESTS || t.dfWithin <= 0) return 0;
  const msb = Math.max(0, t.ssb) / t.tests;
  const msw = Math.max(0, t.ssw) / t.dfWithin;
  const n0 = t.n0 / t.tests;
  const denominator = msb + (n0 - 1) * msw;
  if (!(denominator > 0)) return 0;
  return Math.min(MAX_ICC, Math.max(0, (msb - msw) / denominator));
}

export interface DependenceEstimate {
  /** The estimate from every test. */
  icc: number;
  /** Tests that entered it (mixed outcomes on at least one side). */
  tests: number;
  /** The estimate without test i, for each test in order: what test i's own test uses, so its own change cannot mask itself. */
  leaveOneOut: number[];
}

/** The within-side intraclass correlation of runs, from tests observed on two sides (or two halves of one batch). */
export function withinSideIcc(strata: readonly Stratum[]): DependenceEstimate {
  const shares = strata.map(shareOf);
  const zero: Totals = { ssb: 0, ssw: 0, dfWithin: 0, n0: 0, tests: 0 };
  const totals = shares.reduce<Totals>((t, s) => (s === null ? t : add(t, s, 1)), zero);
  return {
    icc: estimate(totals),
    tests: totals.tests,
    leaveOneOut: shares.map((s) => (s === null ? estimate(totals) : estimate(add(totals, s, -1)))),
  };
}
