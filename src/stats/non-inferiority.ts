// Non-inferiority: whether the data rule out a drop, what the ✅ verdict needs.
//
// Per test, the one-sided Miettinen-Nurminen score test for a difference of two independent
// proportions (Miettinen & Nurminen 1985, Stat Med 4:213; Farrington & Manning 1990, Stat Med
// 9:1447) of H0: q - p <= -margin against H1: q - p > -margin, q the head's and p the base's pass
// probability: z = (q^ - p^ + margin) / sqrt(V), V the binomial variance at the proportions that
// maximize the likelihood under q - p = -margin, times N / (N - 1); p = 1 - Phi(z). It is
// statsmodels' test_proportions_2indep(method='score', compare='diff', alternative='larger',
// correction=True), but with the restricted estimate right where statsmodels' is not (statsmodels
// issue 10269: its cubic has count0 where nobs0 belongs). Runs of a side that are alike (intraclass
// correlation rho) carry less information: each side's counts and runs are divided by the design
// effect 1 + (n - 1) rho (Donner & Klar 2000), so its effective runs are non-integer.
//
// Per suite, the smaller of a t bound over the tests' changes and a model bound from each test's
// binomial variance with its design effect (statistics design of issue 32).
import betainc from '@stdlib/math-base-special-betainc';
import betaln from '@stdlib/math-base-special-betaln';
import erfc from '@stdlib/math-base-special-erfc';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { checkStratum, type Stratum } from './fisher.ts';
import { SHRINK_RUNS } from './power.ts';

/** The one-sided score test of "head is worse by margin or more": its p-value and z statistic. */
export interface NonInferiorityTest {
  p: number;
  statistic: number;
}

/** One test of a suite bound: its runs, the runs its change is measured on (default: all), its correlation. */
export interface SuiteBoundTest {
  stratum: Stratum;
  effect?: Stratum | undefined;
  rho: number;
}

/** The suite's lower bound on its mean change over tests, and which bound it is. */
export interface SuiteBound {
  /** Mean over tests of head pass fraction minus base pass fraction (of the effect runs). */
  change: number;
  bound: number;
  method: 't' | 'model';
  /** The t bound over tests; null with one test (no spread between tests to estimate). */
  t: number | null;
  model: number;
}

/** The variance inflation of `runs` runs alike to `rho`: 1 + (runs - 1) rho, one run's information at rho >= 1. */
export function designEffect(runs: number, rho: number): number {
  if (!(rho >= 0)) throw new RangeError(`rho must be >= 0, got ${rho}`);
  return rho >= 1 ? runs : 1 + (runs - 1) * rho;
}

/** Effective counts: each side's passes and runs divided by its design effect. */
interface Effective {
  x1: number;
  n1: number;
  x0: number;
  n0: number;
}

function effective(s: Stratum, rho: number): Effective {
  checkStratum(s);
  if (s.headRuns === 0) throw new RangeError(`the head side has no runs: ${JSON.stringify(s)}`);
  if (s.baseRuns === 0) throw new RangeError(`the base side has no runs: ${JSON.stringify(s)}`);
  const head = designEffect(s.headRuns, rho);
  const base = designEffect(s.baseRuns, rho);
  return { x1: s.headPassed / head, n1: s.headRuns / head, x0: s.basePassed / base, n0: s.baseRuns / base };
}

/** The restricted log-likelihood's derivative in p0 (p1 = p0 + d); a side's term without counts is left out. */
function restrictedScore(e: Effective, p0: number, d: number): number {
  const p1 = Math.min(1, Math.max(0, p0 + d));
  let score = 0;
  for (const [x, n, p] of [
    [e.x1, e.n1, p1],
    [e.x0, e.n0, p0],
  ] as const) {
    if (x > 0) score += p > 0 ? x / p : Infinity;
    if (n - x > 0) score -= p < 1 ? (n - x) / (1 - p) : Infinity;
  }
  return score;
}

function restrictedScoreSlope(e: Effective, p0: number, d: number): number {
  const p1 = p0 + d;
  return -e.x1 / p1 ** 2 - (e.n1 - e.x1) / (1 - p1) ** 2 - e.x0 / p0 ** 2 - (e.n0 - e.x0) / (1 - p0) ** 2;
}

/**
 * The closed-form root of the Miettinen-Nurminen / Farrington-Manning cubic for the base proportion
 * under p1 - p0 = d (statsmodels' _score_diff code, with nobs0 in the linear coefficient).
 */
function cubicRoot(e: Effective, d: number): number {
  const n = e.n1 + e.n0;
  const passed = e.x1 + e.x0;
  const l2 = (e.n1 + 2 * e.n0) * d - n - passed;
  const l1 = (e.n0 * d - n - 2 * e.x0) * d + passed;
  const l0 = e.x0 * d * (1 - d);
  const shift = l2 / (3 * n);
  const c = shift ** 3 - (l1 * l2) / (6 * n ** 2) + l0 / (2 * n);
  const b = Math.sign(c) * Math.sqrt(Math.max(0, shift ** 2 - l1 / (3 * n)));
  const ratio = b === 0 ? 0 : Math.min(1, Math.max(-1, c / b ** 3));
  const a = (Math.PI + Math.acos(ratio)) / 3;
  return 2 * b * Math.cos(a) - shift;
}

/** The proportions (p1, p0) that maximize the likelihood under p1 - p0 = d, -1 <= d <= 1. */
function restrictedEstimate(e: Effective, d: number): [number, number] {
  if (d === 0) {
    const pooled = (e.x1 + e.x0) / (e.n1 + e.n0);
    return [pooled, pooled];
  }
  const lo = Math.max(0, -d);
  const hi = Math.min(1, 1 - d);
  // The likelihood is concave in p0: its maximum is at an end of [lo, hi] where the score points out.
  if (lo >= hi || restrictedScore(e, lo, d) <= 0) return [lo + d, lo];
  if (restrictedScore(e, hi, d) >= 0) return [Math.min(1, hi + d), hi];
  // The trigonometric solution loses half its digits near a double root (0/1 vs 2/2 at d = -0.5), so
  // Newton steps on the score, kept inside the bracket, polish it to full precision.
  let low = lo;
  let high = hi;
  let p0 = Math.min(hi, Math.max(lo, cubicRoot(e, d)));
  for (let i = 0; i < 100; i++) {
    const score = restrictedScore(e, p0, d);
    if (score === 0) break;
    if (score > 0) low = p0;
    else high = p0;
    let next = p0 - score / restrictedScoreSlope(e, p0, d);
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - p0) <= 1e-16 || high - low <= 1e-16) {
      p0 = next;
      break;
    }
    p0 = next;
  }
  return [p0 + d, p0];
}

/** Standard normal upper tail, accurate far out (erfc, not 1 - cdf). */
function normalUpperTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/** The one-sided score test of H0: q - p <= value against q - p > value, on effective counts. */
function scoreTest(e: Effective, value: number): NonInferiorityTest {
  if (value < -1) return { p: 0, statistic: Infinity }; // H0 is empty: q - p >= -1 always
  const [p1, p0] = restrictedEstimate(e, value);
  const n = e.n1 + e.n0;
  const variance = ((p1 * (1 - p1)) / e.n1 + (p0 * (1 - p0)) / e.n0) * (n / (n - 1));
  const diff = e.x1 / e.n1 - e.x0 / e.n0 - value;
  // Restricted proportions at 0 or 1 (value 0 or -1): the statistic's limit, 0 when the data sit on H0.
  const statistic = variance > 0 ? diff / Math.sqrt(variance) : Math.abs(diff) < 1e-15 ? 0 : Math.sign(diff) * Infinity;
  return { p: normalUpperTail(statistic), statistic };
}

/**
 * The one-sided Miettinen-Nurminen score test of H0: q - p <= -margin (head worse by margin or
 * more) against H1: q - p > -margin, runs of a side alike to rho. A small p rules the drop out.
 * Margin 1 is the single point q = 0, p = 1; above 1 H0 is empty (p 0).
 * Example: 16/16 vs 16/16 at margin 0.5: p = 4.1e-5; 8/16 vs 16/16: p = 0.5.
 */
export function scoreNonInferiority(s: Stratum, margin: number, rho: number): NonInferiorityTest {
  if (!(margin >= 0)) throw new RangeError(`margin must be >= 0, got ${margin}`);
  return scoreTest(effective(s, rho), -margin);
}

/**
 * The one-sided lower confidence bound for q - p at `level` (0.05: the 95% one-sided bound): the
 * smallest null difference the score test above does not reject at `level`, found by bisection to
 * 1e-12 (the p-value rises with the null difference). It is the lower limit of statsmodels'
 * two-sided score interval at alpha = 2 level, confint_proportions_2indep(method='score',
 * compare='diff', correction=True). A drop of m is ruled out when the bound is above -m.
 */
export function scoreLowerBound(s: Stratum, level: number, rho: number): number {
  if (!(level > 0 && level < 0.5)) throw new RangeError(`level must be in (0, 0.5), got ${level}`);
  const e = effective(s, rho);
  const estimate = e.x1 / e.n1 - e.x0 / e.n0;
  if (estimate <= -1) return -1;
  // p(-1) = 0 below the level, p(estimate) = 1/2 above it.
  let rejected = -1;
  let kept = estimate;
  while (kept - rejected > 1e-12) {
    const mid = (rejected + kept) / 2;
    if (scoreTest(e, mid).p < level) rejected = mid;
    else kept = mid;
  }
  return rejected;
}

const fraction = (passed: number, runs: number): number => passed / runs;

/**
 * The t distribution's upper `level` quantile (level < 1/2). @stdlib's t quantile, like SciPy 1.10's
 * t.ppf, is off by up to ~1e-8 (t(0.95, 4): 2.1318467813 against R's 2.1318467863), so Newton steps
 * on the upper tail, 1/2 I(df / (df + t^2); df / 2, 1/2), polish it to full precision.
 */
export function tUpperQuantile(level: number, df: number): number {
  let t = tQuantile(1 - level, df);
  for (let i = 0; i < 4; i++) {
    const upper = 0.5 * betainc(df / (df + t * t), df / 2, 0.5, true, false);
    const density = Math.exp(-betaln(df / 2, 0.5) - 0.5 * Math.log(df) - ((df + 1) / 2) * Math.log1p((t * t) / df));
    const step = (upper - level) / density;
    t += step;
    if (Math.abs(step) <= 1e-15 * t) break;
  }
  return t;
}

/**
 * The suite's one-sided lower bound at `level` on its mean change over tests, d_i = head pass
 * fraction - base pass fraction of each test's effect runs: the smaller of
 * - the t bound over tests, mean(d) - t(n - 1, 1 - level) sd(d) / sqrt(n), which holds whatever the
 *   dependence within a side (the tests are the unit) but needs n >= 2 and is loose with few tests;
 * - the model bound, mean(d) - z(1 - level) sqrt(sum v_i) / n, v_i = pi_i (1 - pi_i) [deff(K_i) / K_i
 *   + deff(L_i) / L_i]: pi_i the test's pooled pass fraction (all its runs) shrunk toward the suite's
 *   by SHRINK_RUNS pseudo-runs on each side, K_i and L_i its effect runs, deff with the test's rho.
 * A drop of min-effect is ruled out when the bound is above -min-effect.
 */
export function suiteNonInferiorityBound(tests: readonly SuiteBoundTest[], level: number): SuiteBound {
  if (tests.length === 0) throw new RangeError('a suite bound needs at least one test');
  if (!(level > 0 && level < 0.5)) throw new RangeError(`level must be in (0, 0.5), got ${level}`);
  const runs = tests.map((t) => t.effect ?? t.stratum);
  for (const r of runs) effective(r, 0); // the checks: integer counts, runs on both sides
  for (const t of tests) effective(t.stratum, t.rho);
  const n = tests.length;
  const changes = runs.map((r) => fraction(r.headPassed, r.headRuns) - fraction(r.basePassed, r.baseRuns));
  const change = changes.reduce((a, b) => a + b, 0) / n;

  const passed = tests.reduce((sum, t) => sum + t.stratum.headPassed + t.stratum.basePassed, 0);
  const all = tests.reduce((sum, t) => sum + t.stratum.headRuns + t.stratum.baseRuns, 0);
  const suiteRate = passed / all;
  const variance = tests.reduce((sum, t, i) => {
    const r = runs[i] ?? t.stratum;
    const s = t.stratum;
    const pi = (s.headPassed + s.basePassed + 2 * SHRINK_RUNS * suiteRate) / (s.headRuns + s.baseRuns + 2 * SHRINK_RUNS);
    return sum + pi * (1 - pi) * (designEffect(r.headRuns, t.rho) / r.headRuns + designEffect(r.baseRuns, t.rho) / r.baseRuns);
  }, 0);
  const model = change - (normalQuantile(1 - level, 0, 1) * Math.sqrt(variance)) / n;

  let t: number | null = null;
  if (n >= 2) {
    const sd = Math.sqrt(changes.reduce((a, d) => a + (d - change) ** 2, 0) / (n - 1));
    t = change - (tUpperQuantile(level, n - 1) * sd) / Math.sqrt(n);
  }
  return t !== null && t < model ? { change, bound: t, method: 't', t, model } : { change, bound: model, method: 'model', t, model };
}
