// Holm (1979) step-down adjustment across suites: controls the family-wise error rate under any
// dependence between the suites and is uniformly more powerful than Bonferroni.
import padjust from '@stdlib/stats-padjust';

/** Holm-adjusted p-values, in the order given. */
export function holm(pValues: readonly number[]): number[] {
  // @stdlib rejects an empty list; an empty family has nothing to adjust.
  if (pValues.length === 0) return [];
  return padjust([...pValues], 'holm');
}
