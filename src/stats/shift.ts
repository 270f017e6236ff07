// The location of a set of per-test changes (one number per test, e.g. the log of head's p90 latency
// over base's) with the Wilcoxon signed-rank test and interval, as R's wilcox.test(x, conf.int = TRUE)
// computes them, and the type 7 sample quantile. Tests, not runs, are the unit: however alike a
// test's runs are, the test contributes one number.
//
// The estimate is the Hodges-Lehmann one, the median of the Walsh averages (x_i + x_j) / 2, i <= j.
// As in R, zeros carry no sign and are dropped before the test, the interval and the estimate
// (Wilcoxon's convention); `zeros` says how many were.
//
// Exact when fewer than 50 non-zero values remain and no two of their absolute values tie (R's rule):
// the null distribution of the signed-rank statistic V by dynamic programming over the ranks (its
// counts stay below 2^49, exact in doubles), the interval between the Walsh averages R picks with
// qsignrank. Otherwise the normal approximation with R's tie and continuity corrections; R finds its
// interval limits with uniroot (tolerance 1e-4) on a step function whose steps sit at the Walsh
// averages, and this module returns the Walsh average at the step itself, so the two agree to that
// tolerance and this one is exact.
import erfc from '@stdlib/math-base-special-erfc';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** The p-th sample quantile, type 7 (R's default, numpy's "linear"): linear between order statistics. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('quantile: no values');
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile: p must lie in [0, 1], got ${p}`);
  const sorted = Float64Array.from(values).sort();
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const lower = sorted[low]!;
  if (low + 1 >= sorted.length) return lower;
  return lower + (h - low) * (sorted[low + 1]! - lower);
}

export interface Shift {
  /** Values given (tests), zeros included. */
  n: number;
  /** Values that were exactly 0 and left out (no sign). */
  zeros: number;
  estimate: number;
  low: number;
  high: number;
  /** The level asked for (0.95: a two-sided 95% interval). */
  level: number;
  /**
   * The level the interval has: below `level` when too few values allow it (exact: 1 - 2 P(V < the
   * chosen rank); normal: R's doubled alpha), 0 when the interval is a single point.
   */
  achieved_level: number;
  /** One-sided p of H1: location > 0. */
  p_greater: number;
  /** One-sided p of H1: location < 0. */
  p_less: number;
  method: 'wilcoxon-exact' | 'wilcoxon-normal';
}

/** R's threshold: exact below 50 non-zero values (without ties). */
export const EXACT_BELOW = 50;

/**
 * Beyond this many non-zero values the n(n+1)/2 Walsh averages are not materialised and sorted:
 * each one needed is selected by bisection on its value, counting the averages at or below a value
 * in O(n) with two pointers over the sorted values. Sorting all of them takes about 1 s at 2000
 * values (2 million averages); selection about 40 ms there and 0.2 s at 20,000.
 */
export const MAX_SORTED_WALSH = 300;

/** Hodges-Lehmann location of x (one value per test, e.g. a log ratio) with the Wilcoxon signed-rank interval; null when n < 1. */
export function signedRankShift(x: readonly number[], level = 0.95): Shift | null {
  if (!(level > 0 && level < 1)) throw new RangeError(`signedRankShift: level must lie in (0, 1), got ${level}`);
  for (const v of x) if (!Number.isFinite(v)) throw new RangeError(`signedRankShift: values must be finite, got ${v}`);
  if (x.length < 1) return null;
  const values = x.filter((v) => v !== 0);
  const zeros = x.length - values.length;
  const base = { n: x.length, zeros, level };
  const n = values.length;
  if (n === 0) {
    // Nothing changed: no evidence either way, and a location of exactly 0 (R returns NaN here).
    return { ...base, estimate: 0, low: 0, high: 0, achieved_level: 0, p_greater: 1, p_less: 1, method: 'wilcoxon-normal' };
  }
  const walsh = walshAverages(values);
  const N = walsh.count;
  const estimate = N % 2 === 1 ? walsh.at((N + 1) / 2) : (walsh.at(N / 2) + walsh.at(N / 2 + 1)) / 2;
  const { ranks, tieSizes } = midranks(values.map(Math.abs));
  let statistic = 0;
  for (let i = 0; i < n; i++) if (values[i]! > 0) statistic += ranks[i]!;
  const alpha = 1 - level;

  if (n < EXACT_BELOW && tieSizes.length === 0 && zeros === 0) {
    const counts = signedRankCounts(n);
    const scale = 2 ** -n;
    let less = 0;
    let greater = 0;
    for (let v = 0; v < counts.length; v++) {
      if (v <= statistic) less += counts[v]!;
      if (v >= statistic) greater += counts[v]!;
    }
    let rank = qsignrank(alpha / 2, counts, scale);
    if (rank === 0) rank = 1;
    let below = 0;
    for (let v = 0; v < rank; v++) below += counts[v]!;
    return {
      ...base,
      estimate,
      low: walsh.at(rank),
      high: walsh.at(N - rank + 1),
      achieved_level: Math.max(0, 1 - 2 * below * scale),
      p_greater: greater * scale,
      p_less: less * scale,
      method: 'wilcoxon-exact',
    };
  }

  const centre = (n * (n + 1)) / 4;
  const sigma = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieSizes.reduce((s, t) => s + t ** 3 - t, 0) / 48);
  const p_greater = upperTail((statistic - centre - 0.5) / sigma);
  const p_less = upperTail(-(statistic - centre + 0.5) / sigma);
  const normal = { ...base, estimate, p_greater, p_less, method: 'wilcoxon-normal' as const };

  const sorted = Float64Array.from(values).sort();
  const min = sorted[0]!;
  const max = sorted[n - 1]!;
  const atMin = statisticAt(values, min);
  const atMax = statisticAt(values, max);
  // All non-zero values equal (or just one): R has no interval (NaN); the Walsh averages are all that value.
  if (!Number.isFinite(atMin) || !Number.isFinite(atMax)) return { ...normal, low: estimate, high: estimate, achieved_level: 0 };
  // R widens alpha until the statistic at the extremes lies beyond the quantiles.
  let a = alpha;
  while (atMin < normalQuantile(1 - a / 2, 0, 1) || atMax > normalQuantile(a / 2, 0, 1)) a *= 2;
  const achieved_level = a === alpha ? level : 1 - Math.min(1, a);
  if (a >= 1) {
    const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
    return { ...normal, low: median, high: median, achieved_level };
  }
  // Between consecutive Walsh averages no |x_i - d| is zero or ties except where x_i = x_j, so the
  // statistic there depends only on V = the number of Walsh averages above d.
  const sigmaBetween = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - duplicateTieSum(sorted) / 48);
  const between = (above: number): number => {
    const dz = above - centre;
    return (dz - Math.sign(dz) * 0.5) / sigmaBetween;
  };
  // The first Walsh average past which the statistic falls below zq: the step R's uniroot converges to.
  const limit = (zq: number): number => {
    let lo = 1;
    let hi = N; // at N: the crossing is at the maximum itself
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (between(N - mid) < zq) hi = mid;
      else lo = mid + 1;
    }
    return walsh.at(lo);
  };
  const zq = normalQuantile(1 - a / 2, 0, 1);
  return { ...normal, low: limit(zq), high: limit(-zq), achieved_level };
}

/** Standard normal upper tail, accurate far out (erfc, not 1 - cdf). */
function upperTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/** R's W(d) of wilcox.test: the corrected, standardised statistic of x - d (zeros dropped, midranks). */
function statisticAt(x: readonly number[], d: number): number {
  const shifted = x.map((v) => v - d).filter((v) => v !== 0);
  const m = shifted.length;
  const { ranks, tieSizes } = midranks(shifted.map(Math.abs));
  let v = 0;
  for (let i = 0; i < m; i++) if (shifted[i]! > 0) v += ranks[i]!;
  const dz = v - (m * (m + 1)) / 4;
  const sigma = Math.sqrt((m * (m + 1) * (2 * m + 1)) / 24 - tieSizes.reduce((s, t) => s + t ** 3 - t, 0) / 48);
  return sigma === 0 ? NaN : (dz - Math.sign(dz) * 0.5) / sigma;
}

/** Average ranks (1-based) of the values, and the size of each group of two or more equal values. */
function midranks(values: readonly number[]): { ranks: number[]; tieSizes: number[] } {
  const order = values.map((_, i) => i).sort((i, j) => values[i]! - values[j]!);
  const ranks = new Array<number>(values.length);
  const tieSizes: number[] = [];
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && values[order[end]!] === values[order[start]!]) end++;
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) ranks[order[k]!] = rank;
    if (end - start > 1) tieSizes.push(end - start);
    start = end;
  }
  return { ranks, tieSizes };
}

/** Sum of t^3 - t over groups of equal values (sorted input). */
function duplicateTieSum(sorted: Float64Array): number {
  let sum = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && sorted[end] === sorted[start]) end++;
    const t = end - start;
    sum += t ** 3 - t;
    start = end;
  }
  return sum;
}

/** counts[v] = the number of the 2^n sign patterns of ranks 1..n whose positive ranks sum to v. */
export function signedRankCounts(n: number): Float64Array {
  const total = (n * (n + 1)) / 2;
  const counts = new Float64Array(total + 1);
  counts[0] = 1;
  for (let rank = 1; rank <= n; rank++) {
    const reach = (rank * (rank + 1)) / 2;
    for (let v = reach; v >= rank; v--) counts[v]! += counts[v - rank]!;
  }
  return counts;
}

/** R's qsignrank(p, n) for p <= 1/2: the least q with P(V <= q) >= p, with R's 10 * DBL_EPSILON of slack. */
function qsignrank(p: number, counts: Float64Array, scale: number): number {
  const target = p - 10 * Number.EPSILON;
  let cumulative = 0;
  for (let q = 0; q < counts.length; q++) {
    cumulative += counts[q]! * scale;
    if (cumulative >= target) return q;
  }
  return counts.length - 1;
}

/** The Walsh averages (x_i + x_j) / 2, i <= j, by rank: at(k) is the k-th smallest, 1-based. */
export function walshAverages(x: readonly number[]): { count: number; at: (k: number) => number } {
  const sorted = Float64Array.from(x).sort();
  const n = sorted.length;
  const count = (n * (n + 1)) / 2;
  if (n <= MAX_SORTED_WALSH) {
    const all = new Float64Array(count);
    let k = 0;
    for (let i = 0; i < n; i++) for (let j = i; j < n; j++) all[k++] = (sorted[i]! + sorted[j]!) / 2;
    all.sort();
    return { count, at: (r) => all[r - 1]! };
  }
  return { count, at: (r) => selectWalsh(sorted, r) };
}

/** How many Walsh averages of the sorted values are <= d (two pointers, O(n)). */
function countAtOrBelow(sorted: Float64Array, d: number): number {
  const n = sorted.length;
  let total = 0;
  let j = n - 1;
  for (let i = 0; i < n; i++) {
    while (j >= i && (sorted[i]! + sorted[j]!) / 2 > d) j--;
    if (j < i) break;
    total += j - i + 1;
  }
  return total;
}

/** The r-th smallest Walsh average: the least double d with at least r averages <= d, by bisection. */
export function selectWalsh(sorted: Float64Array, r: number): number {
  let hi = sorted[sorted.length - 1]!; // every average is <= the maximum
  let lo = sorted[0]!;
  if (countAtOrBelow(sorted, lo) >= r) return lo;
  // Invariant: count(lo) < r <= count(hi); ends when lo and hi are adjacent doubles.
  for (;;) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) return hi;
    if (countAtOrBelow(sorted, mid) >= r) hi = mid;
    else lo = mid;
  }
}
