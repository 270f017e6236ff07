// How alike each test's runs within one batch are, from the baselines of earlier commits: the
// baselines branch keeps one batch of every test per default-branch commit, so a test's own
// batch-to-batch swing shows its within-side intraclass correlation rho without the pull request's
// changes in it (stats/dependence.ts estimates one rho for the whole check from the PR's own two sides).
//
// Per test, the one-way analysis of variance of its runs grouped by batch (B batches of n_j runs,
// N = sum n_j, pass fractions p_j, pooled fraction p):
//   MSB = sum_j n_j (p_j - p)^2 / (B - 1),  MSW = sum_j n_j p_j (1 - p_j) / (N - B)
//   n0  = (N - sum_j n_j^2 / N) / (B - 1)
//   rho = (MSB - MSW) / (MSB + (n0 - 1) MSW), clipped to [0, MAX_ICC]
// with Smith's (1957) large-sample variance of that estimate for unequal group sizes (as Donner 1986
// gives it, and R's ICC package in `ICCest(CI.type = "Smith")`), which reduces to Fisher's for equal sizes:
//   var = 2 (1 - rho)^2 / n0^2 [ (1 + rho (n0 - 1))^2 / (N - B)
//         + ((B - 1)(1 - rho)(1 + rho (2 n0 - 1)) + rho^2 lambda) / (B - 1)^2 ],
//   lambda = sum n_j^2 - 2 sum n_j^3 / N + (sum n_j^2)^2 / N^2.
// It is a normal-theory formula: for 0/1 runs it is an approximation, used only to weigh a test's
// own estimate against the check's.
//
// Each test's estimate is shrunk toward the check's pooled one (the same ANOVA with every test's
// batches, stratified by test: batches of different tests are never compared, so tests that pass at
// different rates do not read as dependence) by the empirical-Bayes weight w = tau^2 / (tau^2 + var),
// tau^2 the between-test variance of the estimates beyond their sampling variance (method of moments).
// A test with few batches keeps little of its own estimate; one with many keeps most of it.
import { MAX_ICC } from './dependence.ts';

/**
 * The within-side rho assumed when no test has any history (no earlier baseline, or none with a
 * test of mixed outcomes): 0.2, the largest within-side ICC shared by every test in the benchmarks'
 * populations (BENCHMARKS.md, figures 8 and 10), at which the per-test tests still held their level.
 */
export const NO_HISTORY_RHO = 0.2;

/** One batch of a test: its scored runs (passed or failed) in one baseline. */
export interface BatchCount {
  passed: number;
  runs: number;
}

/** One test's ANOVA estimate over its batches. */
export interface BatchIcc {
  /** The estimate clipped to [0, MAX_ICC]. */
  icc: number;
  /** Unclipped (between -1 / (n0 - 1) and 1): what the between-test variance is taken of. */
  raw: number;
  /** Smith's large-sample variance of the estimate, at `icc`. */
  variance: number;
  /** Batches with at least one scored run. */
  batches: number;
}

/**
 * The one-way ANOVA intraclass correlation of one test over its batches; null with fewer than 2
 * batches, without a batch of 2 runs or more (no within-batch variation to compare with), or when
 * every run passed or every run failed.
 */
export function batchIcc(batches: readonly BatchCount[]): BatchIcc | null {
  const used = batches.filter((b) => b.runs > 0);
  const b = used.length;
  const n = used.reduce((sum, x) => sum + x.runs, 0);
  const passed = used.reduce((sum, x) => sum + x.passed, 0);
  if (b < 2 || n - b <= 0 || passed === 0 || passed === n) return null;
  const sums = anovaSums(used);
  const raw = iccOf(sums);
  const icc = clip(raw);
  return {
    icc,
    raw,
    variance: smithVariance(
      icc,
      used.map((x) => x.runs),
    ),
    batches: b,
  };
}

/** The sums of one test's ANOVA: SSB with B - 1 degrees of freedom, SSW with N - B, and n0 times B - 1. */
interface AnovaSums {
  ssb: number;
  dfBetween: number;
  ssw: number;
  dfWithin: number;
  /** n0 (B - 1): summed over tests, divided by the summed B - 1, the pooled n0. */
  n0Weighted: number;
}

function anovaSums(batches: readonly BatchCount[]): AnovaSums {
  const n = batches.reduce((sum, x) => sum + x.runs, 0);
  const p = batches.reduce((sum, x) => sum + x.passed, 0) / n;
  let ssb = 0;
  let ssw = 0;
  let squares = 0;
  for (const x of batches) {
    const pj = x.passed / x.runs;
    ssb += x.runs * (pj - p) ** 2;
    ssw += x.runs * pj * (1 - pj);
    squares += x.runs ** 2;
  }
  return { ssb, dfBetween: batches.length - 1, ssw, dfWithin: n - batches.length, n0Weighted: n - squares / n };
}

/** (MSB - MSW) / (MSB + (n0 - 1) MSW), unclipped; 1 when no batch varies within (MSW 0) but batches differ. */
function iccOf(s: AnovaSums): number {
  const msb = s.ssb / s.dfBetween;
  const msw = s.ssw / s.dfWithin;
  const n0 = s.n0Weighted / s.dfBetween;
  const denominator = msb + (n0 - 1) * msw;
  return denominator > 0 ? (msb - msw) / denominator : 0;
}

const clip = (rho: number): number => Math.min(MAX_ICC, Math.max(0, rho));

/** Smith's large-sample variance of the ANOVA estimate for groups of `sizes` runs, at `rho`. */
export function smithVariance(rho: number, sizes: readonly number[]): number {
  const k = sizes.length;
  const n = sizes.reduce((sum, x) => sum + x, 0);
  const s2 = sizes.reduce((sum, x) => sum + x ** 2, 0);
  const s3 = sizes.reduce((sum, x) => sum + x ** 3, 0);
  const n0 = (n - s2 / n) / (k - 1);
  const lambda = s2 - (2 * s3) / n + s2 ** 2 / n ** 2;
  const within = (1 + rho * (n0 - 1)) ** 2 / (n - k);
  const between = ((k - 1) * (1 - rho) * (1 + rho * (2 * n0 - 1)) + rho ** 2 * lambda) / (k - 1) ** 2;
  return ((2 * (1 - rho) ** 2) / n0 ** 2) * (within + between);
}

/** One batch of a test in the history: its counts and what identifies it. */
export interface HistoryBatch extends BatchCount {
  /**
   * The run that produced it (results' run.id, or carried_from.run_id of a suite copied forward from
   * an earlier baseline): a batch copied into several baselines counts once.
   */
  run: string;
  /** The test's spec_hash when it ran: only batches of the current spec count. */
  specHash: string;
  /** When that run started (ISO 8601): the newest batch's spec is the current one when none is given. */
  startedAt: string;
}

export type DependenceSource = 'own history' | 'check history' | 'assumed';

export interface TestDependence {
  /** The rho the test's tests allow for. */
  rho: number;
  /** own history: the test's estimate shrunk toward the check's (weight > 0); check history: the check's pooled estimate; assumed: NO_HISTORY_RHO. */
  source: DependenceSource;
  /** The test's batches that counted (deduplicated, of the current spec). */
  batches: number;
  /** The test's own estimate over them; null with fewer than 2 batches or no mixed outcome. */
  own: BatchIcc | null;
  /** The share of `own.raw` in `rho` (0 without an own estimate). */
  weight: number;
  /**
   * How uncertain `rho` is: with its own history the normal posterior's sqrt(w var); with the check's,
   * sqrt(tau^2), the spread of the tests' true rhos (the pooled estimate's own error left out); 0 when
   * assumed. The point estimate pulls a test whose runs are more alike than most toward the pool
   * (simulated: 40 tests, a fifth at ICC 0.2, the rest 0, 10 batches of 16 runs: the alike ones get
   * 0.10 on average, the others 0.01; rho + 1.645 sd gives them 0.19 and 0.06), so the gate allows
   * for the upper bound (gateRho).
   */
  sd: number;
}

/** The key of a test in every map of per-test dependence: `suite_id/test_id`. */
export const testKey = (suiteId: string, testId: string): string => `${suiteId}/${testId}`;

/** The correlation the gate allows for: the one-sided 95% upper bound rho + 1.645 sd, at most MAX_ICC. */
export function gateRho(t: Pick<TestDependence, 'rho' | 'sd'>): number {
  return Math.min(MAX_ICC, Math.max(0, t.rho + 1.645 * t.sd));
}

export interface HistoryDependence {
  /** Per test key (`${suite_id}/${test_id}`), every test of the history and of `options.tests`. */
  tests: Map<string, TestDependence>;
  /** The check's pooled estimate over every test with an own estimate; null when none has one. */
  pooled: number | null;
  /** The between-test variance of the true rhos, by the method of moments (0 with fewer than 2 estimates). */
  tau2: number;
  /** Batches that counted, over all tests. */
  batches: number;
  /** What a test absent from `tests` gets: the pooled estimate, or NO_HISTORY_RHO. */
  fallback: { rho: number; source: Exclude<DependenceSource, 'own history'> };
}

export interface HistoryDependenceOptions {
  /**
   * Each test's current spec_hash (the head's): only its batches of that spec count. A test absent
   * here: the spec of its newest batch.
   */
  specHashes?: ReadonlyMap<string, string>;
  /** Tests to give a value for besides those of the history (new tests get the fallback). */
  tests?: Iterable<string>;
}

/** The batches of one test that count: one per producing run, of the current spec. */
function countedBatches(batches: readonly HistoryBatch[], spec: string | undefined): HistoryBatch[] {
  const byRun = new Map<string, HistoryBatch>();
  for (const b of batches) {
    const seen = byRun.get(b.run);
    // A copy carried forward is the same batch; the earliest start is when it really ran.
    if (seen === undefined || b.startedAt < seen.startedAt) byRun.set(b.run, b);
  }
  const unique = [...byRun.values()];
  const newest = unique.reduce<HistoryBatch | undefined>((a, b) => (a === undefined || b.startedAt > a.startedAt ? b : a), undefined);
  const current = spec ?? newest?.specHash;
  return unique.filter((b) => b.specHash === current && b.runs > 0);
}

/** Each test's within-side rho from its history, shrunk toward the check's. */
export function historyDependence(
  history: ReadonlyMap<string, readonly HistoryBatch[]>,
  options: HistoryDependenceOptions = {},
): HistoryDependence {
  const counted = new Map<string, HistoryBatch[]>();
  for (const [key, batches] of history) counted.set(key, countedBatches(batches, options.specHashes?.get(key)));

  const own = new Map<string, BatchIcc>();
  let pooledSums: AnovaSums = { ssb: 0, dfBetween: 0, ssw: 0, dfWithin: 0, n0Weighted: 0 };
  for (const [key, batches] of counted) {
    const estimate = batchIcc(batches);
    if (estimate === null) continue;
    own.set(key, estimate);
    const s = anovaSums(batches);
    pooledSums = {
      ssb: pooledSums.ssb + s.ssb,
      dfBetween: pooledSums.dfBetween + s.dfBetween,
      ssw: pooledSums.ssw + s.ssw,
      dfWithin: pooledSums.dfWithin + s.dfWithin,
      n0Weighted: pooledSums.n0Weighted + s.n0Weighted,
    };
  }
  const pooled = own.size === 0 ? null : clip(iccOf(pooledSums));
  const tau2 = betweenTestVariance([...own.values()]);
  const fallback: HistoryDependence['fallback'] =
    pooled === null ? { rho: NO_HISTORY_RHO, source: 'assumed' } : { rho: pooled, source: 'check history' };

  const fallbackSd = pooled === null ? 0 : Math.sqrt(tau2);
  const tests = new Map<string, TestDependence>();
  let total = 0;
  for (const [key, batches] of counted) {
    total += batches.length;
    const estimate = own.get(key) ?? null;
    const weight = estimate === null || pooled === null || tau2 === 0 ? 0 : tau2 / (tau2 + estimate.variance);
    tests.set(key, {
      rho: weight > 0 ? clip(weight * estimate!.raw + (1 - weight) * pooled!) : fallback.rho,
      source: weight > 0 ? 'own history' : fallback.source,
      batches: batches.length,
      own: estimate,
      weight,
      sd: weight > 0 ? Math.sqrt(weight * estimate!.variance) : fallbackSd,
    });
  }
  for (const key of options.tests ?? []) {
    if (!tests.has(key)) tests.set(key, { rho: fallback.rho, source: fallback.source, batches: 0, own: null, weight: 0, sd: fallbackSd });
  }
  return { tests, pooled, tau2, batches: total, fallback };
}

/** max(0, sample variance of the unclipped estimates - their mean sampling variance); 0 with fewer than 2. */
function betweenTestVariance(estimates: readonly BatchIcc[]): number {
  const k = estimates.length;
  if (k < 2) return 0;
  const mean = estimates.reduce((sum, e) => sum + e.raw, 0) / k;
  const spread = estimates.reduce((sum, e) => sum + (e.raw - mean) ** 2, 0) / (k - 1);
  const sampling = estimates.reduce((sum, e) => sum + e.variance, 0) / k;
  return Math.max(0, spread - sampling);
}
