// Exact (conditional) McNemar test for paired pass/fail with one run per test and side: given the
// b + c discordant tests, the b fixes are Binomial(b + c, 1/2) under H0.
// Mid-p (Fagerland, Lydersen & Laake 2013, BMC Med Res Methodol 13:91) is the opt-in "more sensitive"
// variant: it never exceeded the nominal level in their 9595 scenarios, but unlike the exact test it
// does not guarantee it, so the exact test is the default for a gate.
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import binomialPmf from '@stdlib/stats-base-dists-binomial-pmf';

export interface McNemarPValues {
  /** One-sided P(X <= b): head worse. */
  less: number;
  /** One-sided P(X >= b): head better. */
  greater: number;
  /** Two-sided exact: min(1, 2 * smaller tail), as R binom.test and statsmodels for p = 1/2. */
  twoSided: number;
  midLess: number;
  midGreater: number;
}

/** `fixed` = b (head pass, base fail), `broken` = c (head fail, base pass). No discordant tests: p = 1. */
export function mcnemarExact(fixed: number, broken: number): McNemarPValues {
  if (![fixed, broken].every((v) => Number.isInteger(v) && v >= 0)) {
    throw new RangeError(`mcnemarExact: need non-negative integer counts (got b=${fixed}, c=${broken})`);
  }
  const n = fixed + broken;
  if (n === 0) return { less: 1, greater: 1, twoSided: 1, midLess: 1, midGreater: 1 };
  const less = binomialCdf(fixed, n, 0.5);
  // P(X >= b) = P(X <= c) by symmetry: summed from its own tail, not as 1 - P(X < b).
  const greater = binomialCdf(broken, n, 0.5);
  const atObserved = binomialPmf(fixed, n, 0.5);
  return {
    less,
    greater,
    twoSided: Math.min(1, 2 * Math.min(less, greater)),
    midLess: less - atObserved / 2,
    midGreater: greater - atObserved / 2,
  };
}
