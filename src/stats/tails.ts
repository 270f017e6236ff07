// Tail probabilities of a discrete null distribution given as a pmf over its support, shared by the
// Fisher exact test and the stratified exact test.

export interface ExactPValues {
  /** P(X <= observed): evidence that head is worse (fewer head passes than expected). */
  less: number;
  /** P(X >= observed): evidence that head is better. */
  greater: number;
  /** Sum of the probabilities of outcomes no more likely than the observed one (see below). */
  twoSided: number;
  /** Mid-p versions of the one-sided tails: half the observed outcome's probability is left out. */
  midLess: number;
  midGreater: number;
}

// R's fisher.test and mantelhaen.test and SciPy count outcomes with probability <= P(observed) * (1 + 1e-7):
// outcomes that are equally likely in exact arithmetic differ in the last bits in floating point, and
// without the tolerance the two-sided p of [[9, 1], [10, 0]] comes out as 0.5 instead of 1.
const TIE_TOLERANCE = 1 + 1e-7;

/**
 * `pmf[k]` is the probability of the k-th support point (in increasing order of the statistic),
 * `observed` the index of the observed value. Each tail is summed separately (never 1 - other tail),
 * so small p-values keep their full relative precision.
 */
export function tailProbabilities(pmf: readonly number[], observed: number): ExactPValues {
  const pObserved = pmf[observed];
  if (pObserved === undefined) throw new RangeError(`observed index ${observed} outside the support (size ${pmf.length})`);
  let below = 0;
  let above = 0;
  let twoSided = 0;
  pmf.forEach((p, k) => {
    if (k < observed) below += p;
    if (k > observed) above += p;
    if (p <= pObserved * TIE_TOLERANCE) twoSided += p;
  });
  return {
    less: Math.min(1, below + pObserved),
    greater: Math.min(1, above + pObserved),
    twoSided: Math.min(1, twoSided),
    midLess: Math.min(1, below + pObserved / 2),
    midGreater: Math.min(1, above + pObserved / 2),
  };
}
