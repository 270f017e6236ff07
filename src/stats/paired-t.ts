// The paired t interval over tests: the mean of the tests' changes plus or minus t(0.975, n - 1)
// standard errors, the tests being the unit. It stays right when a side's runs of a test are alike
// (the spread between tests then carries that noise), where an interval built from run counts is too
// narrow; with few tests or tests that all changed alike it can be too narrow itself, so the gate shows
// the wider of it and the Wilson-MOVER interval (compare/family.ts).
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

export interface MeanInterval {
  estimate: number;
  lower: number;
  upper: number;
}

/** Null with fewer than two values (no spread to estimate). */
export function pairedMeanInterval(values: readonly number[], level = 0.95): MeanInterval | null {
  const n = values.length;
  if (n < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  const half = tQuantile(1 - (1 - level) / 2, n - 1) * Math.sqrt(variance / n);
  return { estimate: mean, lower: mean - half, upper: mean + half };
}
