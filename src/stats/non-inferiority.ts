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
// binomial variance with its design effect (docs/statistics.md, "Three verdicts and what they mean").
import betainc from '@stdlib/math-base-special-betainc';
import betaln from '@stdlib/math-base-special-betaln';
import erfc from '@stdlib/math-base-special-erfc';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { checkStratum, type Stratum } from './fisher.ts';
import { atOrBelow } from './significance.ts';
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
  return sideScore(sideScore(0, e.x1, e.n1, p1), e.x0, e.n0, p0);
}

/** score plus one side's term of the restricted score (without an array per call: the search calls it often). */
function sideScore(score: number, x: number, n: number, p: number): number {
  if (x > 0) score += p > 0 ? x / p : Infinity;
  if (n - x > 0) score -= p < 1 ? (n - x) / (1 - p) : Infinity;
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
  const statistic = scoreStatistic(e, value);
  return { p: normalUpperTail(statistic), statistic };
}

/** The score statistic of H0: q - p <= value (-1 <= value <= 1) on effective counts. */
function scoreStatistic(e: Effective, value: number): number {
  const [p1, p0] = restrictedEstimate(e, value);
  const n = e.n1 + e.n0;
  const variance = ((p1 * (1 - p1)) / e.n1 + (p0 * (1 - p0)) / e.n0) * (n / (n - 1));
  const diff = e.x1 / e.n1 - e.x0 / e.n0 - value;
  // Restricted proportions at 0 or 1 (value 0 or -1): the statistic's limit, 0 when the data sit on H0.
  return variance > 0 ? diff / Math.sqrt(variance) : Math.abs(diff) < 1e-15 ? 0 : Math.sign(diff) * Infinity;
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
 *   With `margin` (the drop to rule out), the head's variance is taken where that drop would put it,
 *   q_i = max(0, pi_i - margin): v_i = pi_i (1 - pi_i) deff(L_i) / L_i + q_i (1 - q_i) deff(K_i) / K_i,
 *   as a score test takes it at the null's boundary; otherwise a suite whose runs all passed would
 *   get no variance at all, and one test at 8/8 against 32/32 would rule out any drop.
 * A drop of min-effect is ruled out when the bound (with margin = min-effect) is above -min-effect.
 */
export function suiteNonInferiorityBound(tests: readonly SuiteBoundTest[], level: number, margin = 0): SuiteBound {
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
    const qi = Math.max(0, pi - margin);
    return (
      sum + qi * (1 - qi) * (designEffect(r.headRuns, t.rho) / r.headRuns) + pi * (1 - pi) * (designEffect(r.baseRuns, t.rho) / r.baseRuns)
    );
  }, 0);
  const model = change - (normalQuantile(1 - level, 0, 1) * Math.sqrt(variance)) / n;

  let t: number | null = null;
  if (n >= 2) {
    const sd = Math.sqrt(changes.reduce((a, d) => a + (d - change) ** 2, 0) / (n - 1));
    t = change - (tUpperQuantile(level, n - 1) * sd) / Math.sqrt(n);
  }
  return t !== null && t < model ? { change, bound: t, method: 't', t, model } : { change, bound: model, method: 'model', t, model };
}

// The exact unconditional test (Chan 1998, Stat Med 17:1403; StatXact's exact test of a non-zero
// difference): the score statistic Z above orders the (K + 1)(L + 1) outcomes, and the p-value is
// the largest probability of an outcome at least as extreme as the one seen over the nuisance base
// rate p on the boundary of H0 (q = p + d, d = -margin): sup over p of P(Z >= z_obs), the sides
// independent. Each side's passes are binomial at rho 0 and beta-binomial with mean p (q) and
// intraclass correlation rho for 0 < rho < 1; at rho >= 1 a side's runs are one Bernoulli trial
// repeated (all pass with probability p, else all fail), the limit of the beta-binomial and what a
// design effect of n stands for. The sup is over p on a grid uniform in arcsine (p = lo + (hi - lo)
// sin^2), finest near the ends where the pmfs change fastest, refined by Brent's method around
// every grid maximum within 10% of the best.

/** The exact unconditional test's p-value: the sup over the nuisance base rate of P(Z >= z observed). */
export interface ExactNonInferiorityTest {
  p: number;
}

/** Outcomes whose Z lies within this relative distance below the observed are ties, counted as extreme. */
const TIE_TOLERANCE = 1e-12;
/** Grid maxima within this share of the best are refined (a second peak the grid sampled off its top). */
const PEAK_SHARE = 0.9;
/** The search for the sup stops when its bracket on p is this narrow: the tail is flat to 1e-15 there. */
const P_TOLERANCE = 1e-10;
const EXACT_CACHE_KEYS = 64;
/** The cached tail tables hold at most this many numbers (8 bytes each): 128 MiB. */
const EXACT_CACHE_NUMBERS = 16 * 1024 * 1024;
/** One table holds at most this many (32 MiB); larger run counts take the staircase every call. */
const EXACT_TABLE_NUMBERS = 4 * 1024 * 1024;

/**
 * The pmf of one side's passes of n runs with mean pass probability p, runs alike to rho, into
 * out[0..n]: binomial at rho 0, beta-binomial(n, p c, (1 - p) c) with c = (1 - rho) / rho below 1,
 * all or nothing at rho >= 1. By the ratio of neighbouring terms from the end nearer p's side, whose
 * term is at least 2^-n, so nothing that matters underflows (the far end's terms may, harmlessly).
 */
function sidePmf(n: number, p: number, rho: number, out: Float64Array): void {
  out.fill(0, 0, n + 1);
  if (rho >= 1 || n === 1 || p <= 0 || p >= 1) {
    out[0] = 1 - p;
    out[n] = (out[n] ?? 0) + p; // at a rate of 0 or 1 also the point mass of any rho
    return;
  }
  // f(x + 1) / f(x) = (n - x) / (x + 1) * (a + x) / (b + n - 1 - x), and p / (1 - p) at rho 0.
  const c = (1 - rho) / rho;
  const a = p * c;
  const b = (1 - p) * c;
  const odds = p / (1 - p);
  if (p <= 0.5) {
    let term = 1;
    if (rho === 0) term = Math.exp(n * Math.log1p(-p));
    else for (let j = 0; j < n; j++) term *= (b + j) / (c + j);
    out[0] = term;
    for (let x = 0; x < n; x++) {
      term *= ((n - x) / (x + 1)) * (rho === 0 ? odds : (a + x) / (b + n - 1 - x));
      out[x + 1] = term;
    }
  } else {
    let term = 1;
    if (rho === 0) term = Math.exp(n * Math.log(p));
    else for (let i = 0; i < n; i++) term *= (a + i) / (c + i);
    out[n] = term;
    for (let x = n - 1; x >= 0; x--) {
      term /= ((n - x) / (x + 1)) * (rho === 0 ? odds : (a + x) / (b + n - 1 - x));
      out[x] = term;
    }
  }
}

/** Reused buffers for the two sides' pmfs of probabilityAt. */
const scratch: Float64Array[] = [new Float64Array(64), new Float64Array(64)];
function pmfScratch(length: number, which: 0 | 1): Float64Array {
  if ((scratch[which]?.length ?? 0) < length) scratch[which] = new Float64Array(2 * length);
  return scratch[which] ?? new Float64Array(length);
}

/** The base rates of the boundary q = p + d, H0's worst cases: [max(0, -d), min(1, 1 - d)]. */
function nuisanceRange(d: number): [number, number] {
  return [Math.max(0, -d), Math.min(1, 1 - d)];
}

/** Grid points on [lo, hi], uniform in arcsine, more for more runs. */
function nuisanceGrid(lo: number, hi: number, K: number, L: number): Float64Array {
  if (!(hi > lo)) return Float64Array.of(lo);
  const points = 33 + 2 * (K + L);
  const grid = new Float64Array(points);
  for (let j = 0; j < points; j++) {
    grid[j] = lo + (hi - lo) * Math.sin((Math.PI * j) / (2 * (points - 1))) ** 2;
  }
  grid[points - 1] = hi;
  return grid;
}

/** The Z statistic of every outcome x * (L + 1) + y (x head passes of K, y base passes of L). */
function outcomeStatistics(K: number, L: number, d: number, rho: number): Float64Array {
  const head = designEffect(K, rho);
  const base = designEffect(L, rho);
  const z = new Float64Array((K + 1) * (L + 1));
  for (let x = 0; x <= K; x++) {
    for (let y = 0; y <= L; y++) {
      const statistic = d < -1 ? Infinity : scoreStatistic({ x1: x / head, n1: K / head, x0: y / base, n0: L / base }, d);
      if (Number.isNaN(statistic)) throw new Error(`no score statistic for ${x}/${K} vs ${y}/${L} at ${d}`);
      z[x * (L + 1) + y] = statistic;
    }
  }
  return z;
}

/** The least Z counted as at least as extreme as z. */
const tieThreshold = (z: number): number => (Number.isFinite(z) ? z - TIE_TOLERANCE * Math.max(1, Math.abs(z)) : z);

/** The probability of a set of outcomes (their indexes) with head pmf f and base pmf g. */
function setProbability(outcomes: Int32Array, count: number, L: number, f: Float64Array, g: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const o = outcomes[i] ?? 0;
    const x = Math.floor(o / (L + 1));
    sum += (f[x] ?? 0) * (g[o - x * (L + 1)] ?? 0);
  }
  return sum;
}

/** The probability at base rate p of the first `count` outcomes of the list (head rate p + d). */
function probabilityAt(K: number, L: number, d: number, rho: number, outcomes: Int32Array, count: number, p: number): number {
  const f = pmfScratch(K + 1, 0);
  const g = pmfScratch(L + 1, 1);
  sidePmf(K, Math.min(1, Math.max(0, p + d)), rho, f);
  sidePmf(L, p, rho, g);
  return setProbability(outcomes, count, L, f, g);
}

/**
 * The maximum of a smooth function on [a, b] by Brent's method (parabolic steps, golden-section when
 * they fail; Brent 1973, ch. 5), until the bracket on p is P_TOLERANCE wide: the best value seen.
 */
function brentMaximum(h: (p: number) => number, a: number, b: number): number {
  const golden = (3 - Math.sqrt(5)) / 2;
  let x = a + golden * (b - a);
  let w = x;
  let v = x;
  let fx = -h(x);
  let fw = fx;
  let fv = fx;
  let step = 0;
  let previous = 0;
  for (let i = 0; i < 200; i++) {
    const middle = (a + b) / 2;
    const tol = P_TOLERANCE / 4 + 1e-15 * Math.abs(x);
    if (Math.abs(x - middle) <= 2 * tol - (b - a) / 2) break;
    let parabolic = false;
    if (Math.abs(previous) > tol) {
      const r = (x - w) * (fx - fv);
      let q = (x - v) * (fx - fw);
      let s = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      if (q > 0) s = -s;
      q = Math.abs(q);
      if (Math.abs(s) < Math.abs(0.5 * q * previous) && s > q * (a - x) && s < q * (b - x)) {
        previous = step;
        step = s / q;
        const u = x + step;
        if (u - a < 2 * tol || b - u < 2 * tol) step = x < middle ? tol : -tol;
        parabolic = true;
      }
    }
    if (!parabolic) {
      previous = x < middle ? b - x : a - x;
      step = golden * previous;
    }
    const u = Math.abs(step) >= tol ? x + step : x + (step > 0 ? tol : -tol);
    const fu = -h(u);
    if (fu <= fx) {
      if (u < x) b = x;
      else a = x;
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    } else {
      if (u < x) a = u;
      else b = u;
      if (fu <= fw || w === x) {
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      } else if (fu <= fv || v === x || v === w) {
        v = u;
        fv = fu;
      }
    }
  }
  return -fx;
}

/**
 * sup over the grid's range of h, from its values on the grid: the best grid value, and Brent's
 * search between the neighbours of every grid maximum within PEAK_SHARE of it.
 */
function supremum(grid: Float64Array, values: (j: number) => number, h: (p: number) => number): number {
  const n = grid.length;
  let best = 0;
  for (let j = 0; j < n; j++) best = Math.max(best, values(j));
  if (n === 1 || best === 0) return Math.min(1, best);
  let sup = best;
  for (let j = 0; j < n; j++) {
    const v = values(j);
    if (v < PEAK_SHARE * best) continue;
    if ((j > 0 && values(j - 1) > v) || (j < n - 1 && values(j + 1) > v)) continue;
    sup = Math.max(sup, brentMaximum(h, grid[Math.max(0, j - 1)] ?? 0, grid[Math.min(n - 1, j + 1)] ?? 1));
  }
  return Math.min(1, sup);
}

/** One (K, L, d, rho): outcomes sorted by Z, and each prefix's probability at every grid point. */
interface ExactTable {
  K: number;
  L: number;
  d: number;
  rho: number;
  z: Float64Array;
  /** Outcome indexes, most extreme (largest Z) first. */
  order: Int32Array;
  /** Z of order[i], descending. */
  sorted: Float64Array;
  grid: Float64Array;
  /** tails[j * M + k]: the probability of the first k + 1 outcomes of `order` at grid[j]. */
  tails: Float64Array;
  /** The p-value of the first k + 1 outcomes, NaN until asked. */
  pValues: Float64Array;
}

const exactTables = new Map<string, ExactTable>();
let cachedNumbers = 0;

function buildTable(K: number, L: number, d: number, rho: number): ExactTable {
  const z = outcomeStatistics(K, L, d, rho);
  const order = Int32Array.from(z.keys()).sort((i, j) => (z[j] ?? 0) - (z[i] ?? 0) || i - j);
  const sorted = Float64Array.from(order, (i) => z[i] ?? 0);
  const [lo, hi] = nuisanceRange(d);
  const grid = nuisanceGrid(lo, hi, K, L);
  const G = grid.length;
  const M = z.length;
  const tails = new Float64Array(M * G);
  const f = new Float64Array(K + 1);
  const g = new Float64Array(L + 1);
  for (let j = 0; j < G; j++) {
    const p = grid[j] ?? 0;
    sidePmf(K, Math.min(1, Math.max(0, p + d)), rho, f);
    sidePmf(L, p, rho, g);
    let sum = 0;
    for (let k = 0; k < M; k++) {
      const o = order[k] ?? 0;
      const x = Math.floor(o / (L + 1));
      sum += (f[x] ?? 0) * (g[o - x * (L + 1)] ?? 0);
      tails[j * M + k] = sum;
    }
  }
  return { K, L, d, rho, z, order, sorted, grid, tails, pValues: new Float64Array(M).fill(NaN) };
}

/** Keys asked for once and not tabled: a table (5 ms at 32 runs a side) pays from a key's second call. */
const askedOnce = new Set<string>();
const ASKED_ONCE_KEYS = 4096;

/**
 * The cached table of (K, L, d, rho), least recently used out first past 64 keys or 128 MiB; none
 * on a key's first call (one p-value by the staircase is ten times cheaper than a table) or when
 * one table would pass EXACT_TABLE_NUMBERS (about 100 runs a side).
 */
function exactTable(K: number, L: number, d: number, rho: number): ExactTable | undefined {
  const key = `${K},${L},${d},${rho}`;
  const hit = exactTables.get(key);
  if (hit !== undefined) {
    exactTables.delete(key);
    exactTables.set(key, hit);
    return hit;
  }
  const [lo, hi] = nuisanceRange(d);
  if ((K + 1) * (L + 1) * nuisanceGrid(lo, hi, K, L).length > EXACT_TABLE_NUMBERS) return undefined;
  if (!askedOnce.has(key)) {
    if (askedOnce.size >= ASKED_ONCE_KEYS) askedOnce.clear();
    askedOnce.add(key);
    return undefined;
  }
  askedOnce.delete(key);
  const table = buildTable(K, L, d, rho);
  const size = table.tails.length;
  for (const [old, t] of exactTables) {
    if (exactTables.size < EXACT_CACHE_KEYS && cachedNumbers + size <= EXACT_CACHE_NUMBERS) break;
    exactTables.delete(old);
    cachedNumbers -= t.tails.length;
  }
  if (size <= EXACT_CACHE_NUMBERS) {
    exactTables.set(key, table);
    cachedNumbers += size;
  }
  return table;
}

/** How many outcomes of the table are at least as extreme as z (ties included). */
function extremeCount(t: ExactTable, z: number): number {
  const threshold = tieThreshold(z);
  let low = 0;
  let high = t.sorted.length; // the first index whose Z is below the threshold
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((t.sorted[mid] ?? 0) >= threshold) low = mid + 1;
    else high = mid;
  }
  return low;
}

function tablePValue(t: ExactTable, count: number): number {
  if (count === 0) return 0;
  const known = t.pValues[count - 1] ?? NaN;
  if (!Number.isNaN(known)) return known;
  const M = t.z.length;
  const p = supremum(
    t.grid,
    (j) => t.tails[j * M + count - 1] ?? 0,
    (base) => probabilityAt(t.K, t.L, t.d, t.rho, t.order, count, base),
  );
  t.pValues[count - 1] = p;
  return p;
}

function checkExactArguments(s: Stratum, rho: number): void {
  effective(s, rho); // the checks: integer counts, runs on both sides, rho >= 0
}

/**
 * The exact unconditional test of H0: q - p <= -margin (head worse by margin or more) against
 * q - p > -margin (Chan 1998): p = sup over base rates p in [margin, 1] of P(Z >= z observed) at
 * q = p - margin, Z the Miettinen-Nurminen statistic of scoreNonInferiority (ties within 1e-12
 * relative counted as extreme), each side's passes beta-binomial with intraclass correlation rho
 * (binomial at 0, all-or-nothing at rho >= 1). Its false ✅ rate is at most the level for every
 * base rate, where the asymptotic score test's is not. Margin above 1: H0 is empty (p 0).
 * From a key's second call on, a table per (runs, margin, rho) is cached, so a check's tests with
 * the same runs cost a lookup.
 * Example: 16/16 vs 16/16 at margin 0.5: p = 1.6e-4 (the score test's 4.1e-5 is too small).
 */
export function exactNonInferiority(s: Stratum, margin: number, rho: number): ExactNonInferiorityTest {
  if (!(margin >= 0)) throw new RangeError(`margin must be >= 0, got ${margin}`);
  checkExactArguments(s, rho);
  if (margin > 1) return { p: 0 };
  const t = exactTable(s.headRuns, s.baseRuns, -margin, rho);
  if (t === undefined) return { p: exactPValueAt(s, -margin, rho) };
  const z = t.z[s.headPassed * (s.baseRuns + 1) + s.basePassed] ?? NaN;
  return { p: tablePValue(t, extremeCount(t, z)) };
}

/** sup over the boundary q = p + d of the probability of a set of outcomes, without the cache. */
function boundarySupremum(K: number, L: number, d: number, rho: number, outcomes: Int32Array, count: number): number {
  if (count === 0) return 0;
  const [lo, hi] = nuisanceRange(d);
  const grid = nuisanceGrid(lo, hi, K, L);
  const values = new Float64Array(grid.length);
  for (let j = 0; j < grid.length; j++) values[j] = probabilityAt(K, L, d, rho, outcomes, count, grid[j] ?? 0);
  return supremum(
    grid,
    (j) => values[j] ?? 0,
    (p) => probabilityAt(K, L, d, rho, outcomes, count, p),
  );
}

/**
 * The exact p-value of H0: q - p <= d at any d in [-1, 1], without the cache (a key's first call,
 * run counts too many to table, and the bound's search). Z rises with the head's passes and falls with the base's (the score statistic meets
 * Barnard's convexity condition, Röhmel & Mansmann 1999, Biom J 41:149; the tests check it for 1 to
 * 32 runs a side), so the outcomes at least as extreme are, for each base count y, the head counts
 * from a threshold t_y up, t_y rising with y: a walk along that staircase computes Z at K + L + 1
 * outcomes or so instead of all (K + 1)(L + 1).
 */
function exactPValueAt(s: Stratum, d: number, rho: number): number {
  if (d < -1) return 0;
  const K = s.headRuns;
  const L = s.baseRuns;
  const head = designEffect(K, rho);
  const base = designEffect(L, rho);
  const z = (x: number, y: number): number => scoreStatistic({ x1: x / head, n1: K / head, x0: y / base, n0: L / base }, d);
  const threshold = tieThreshold(z(s.headPassed, s.basePassed));
  const from = new Int32Array(L + 1); // t_y, K + 1 when no head count is extreme enough
  let x = 0;
  for (let y = 0; y <= L; y++) {
    while (x <= K && z(x, y) < threshold) x++;
    from[y] = x;
  }
  // P(staircase) = sum over y of P(base y) P(head >= t_y): K + L terms a base rate.
  const f = new Float64Array(K + 2);
  const g = new Float64Array(L + 1);
  const probability = (p: number): number => {
    sidePmf(K, Math.min(1, Math.max(0, p + d)), rho, f);
    sidePmf(L, p, rho, g);
    f[K + 1] = 0;
    for (let h = K - 1; h >= 0; h--) f[h] = (f[h] ?? 0) + (f[h + 1] ?? 0); // f[h] = P(head >= h)
    let sum = 0;
    for (let y = 0; y <= L; y++) sum += (g[y] ?? 0) * (f[from[y] ?? 0] ?? 0);
    return sum;
  };
  const [lo, hi] = nuisanceRange(d);
  const grid = nuisanceGrid(lo, hi, K, L);
  const values = Float64Array.from(grid, probability);
  return supremum(grid, (j) => values[j] ?? 0, probability);
}

/**
 * The exact test's size: its largest false ✅ rate, sup over base rates p in [margin, 1] of the
 * probability at q = p - margin that the test's p-value is at or below `level` (by default the
 * exact test's; `test` measures another's, such as scoreNonInferiority), K head and L base runs.
 */
export function exactSize(
  K: number,
  L: number,
  margin: number,
  rho: number,
  level: number,
  test: (s: Stratum, margin: number, rho: number) => { p: number } = exactNonInferiority,
): number {
  if (!(K >= 1 && L >= 1 && Number.isInteger(K) && Number.isInteger(L))) throw new RangeError(`need K, L >= 1 runs, got ${K}, ${L}`);
  if (!(margin >= 0)) throw new RangeError(`margin must be >= 0, got ${margin}`);
  if (margin > 1) return 0;
  const rejected: number[] = [];
  for (let x = 0; x <= K; x++) {
    for (let y = 0; y <= L; y++) {
      if (atOrBelow(test({ headPassed: x, headRuns: K, basePassed: y, baseRuns: L }, margin, rho).p, level)) rejected.push(x * (L + 1) + y);
    }
  }
  return boundarySupremum(K, L, -margin, rho, Int32Array.from(rejected), rejected.length);
}

/**
 * The one-sided lower confidence bound for q - p at `level` from the exact test: the smallest null
 * difference d0 whose exact test of H0: q - p <= d0 is not rejected at `level` (p > level), by
 * bisection to 1e-9 between -1 and the observed difference. The exact p-value need not rise with d0
 * everywhere (it can dip where it is far above any level, near the observed difference), but the
 * null differences it rejects are those below the bound, as the tests check on a grid of margins.
 * A drop of m is ruled out when the bound is above -m. Not cached: each step is a new null
 * difference.
 */
export function exactLowerBound(s: Stratum, level: number, rho: number): number {
  if (!(level > 0 && level < 0.5)) throw new RangeError(`level must be in (0, 0.5), got ${level}`);
  checkExactArguments(s, rho);
  const estimate = s.headPassed / s.headRuns - s.basePassed / s.baseRuns;
  if (estimate <= -1 || !atOrBelow(exactPValueAt(s, -1, rho), level)) return -1;
  let rejected = -1;
  let kept = estimate;
  while (kept - rejected > 1e-9) {
    const mid = (rejected + kept) / 2;
    if (atOrBelow(exactPValueAt(s, mid, rho), level)) rejected = mid;
    else kept = mid;
  }
  return rejected;
}
