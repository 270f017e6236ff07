// Wilson score interval for one binomial proportion, without continuity correction.
// Chosen over Wald (which collapses to [0, 0] or [1, 1] at the boundaries) and over Jeffreys (needs a
// beta quantile): it is closed-form and the building block of both Newcombe intervals and of the
// Wilson-MOVER interval, so every interval the comparison shows is built from the same piece.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

export interface Interval {
  estimate: number;
  lower: number;
  upper: number;
}

/** Two-sided 95% normal quantile, z = 1.95996... */
export const Z_95 = normalQuantile(0.975, 0, 1);

/** Wilson interval for `x` successes out of `n` trials (n >= 1). */
export function wilson(x: number, n: number, z: number = Z_95): Interval {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(x) || x < 0 || x > n) {
    throw new RangeError(`wilson: need integers 0 <= x <= n, n >= 1 (got x=${x}, n=${n})`);
  }
  const p = x / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // In floating point the bounds at x = 0 and x = n come out as ~1e-17 or 0.9999999999999999;
  // the true values are exactly 0 and 1, and a report must not show "99.99999%".
  return {
    estimate: p,
    lower: x === 0 ? 0 : centre - half,
    upper: x === n ? 1 : centre + half,
  };
}
