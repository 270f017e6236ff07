// pass^k: the chance that k independent attempts at a test all pass (tau-bench's reliability
// figure). From n scored runs with c passes, the unbiased estimator is C(c, k) / C(n, k): the share
// of the k-subsets of the n runs in which every run passed. The plug-in (c/n)^k, proposed
// elsewhere, is biased upwards (by Jensen's inequality for k >= 2); C(c, k) / C(n, k) has expectation
// exactly p^k for n >= k. With fewer than k runs there is no estimate (null), never a guess.

/** The estimator's name, as reports label it. */
export const PASS_K_METHOD = 'unbiased C(c,k)/C(n,k)';

/** The k of pass^k when a suite does not choose one (`defaults.pass_k`). */
export const DEFAULT_PASS_K = 3;

/** The largest k accepted (a suite's `defaults.pass_k`). */
export const MAX_PASS_K = 100;

/** C(c, k) / C(n, k) for n scored runs with c passes; null when n < k (or no run). */
export function passHatK(n: number, c: number, k: number): number | null {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || k < 1 || c < 0 || c > n) {
    throw new RangeError(`pass^k needs whole numbers 0 <= c <= n and k >= 1, got n=${n}, c=${c}, k=${k}`);
  }
  if (n < k) return null;
  // The product of (c - i) / (n - i) for i < k: no factorials, so no overflow for large n.
  let estimate = 1;
  for (let i = 0; i < k; i++) {
    estimate *= (c - i) / (n - i);
    if (estimate <= 0) return 0;
  }
  return estimate;
}

/** The mean over tests of the estimates that exist, and how many tests had one; null mean when none did. */
export function meanPassHatK(tests: readonly { runs: number; passed: number }[], k: number): { mean: number | null; tests: number } {
  const estimates = tests.map((t) => passHatK(t.runs, t.passed, k)).filter((e): e is number => e !== null);
  return { mean: estimates.length === 0 ? null : estimates.reduce((a, b) => a + b, 0) / estimates.length, tests: estimates.length };
}
