// Newcombe's square-and-add intervals for a difference of proportions, built from Wilson limits.
// Difference is always head (PR) minus base.
//   Unpaired: Newcombe (1998), Stat Med 17:873, method 10 ("hybrid score").
//   Paired:   Newcombe (1998), Stat Med 17:2635, method 10, with the correlation correction phi.
import { wilson, Z_95, type Interval } from './wilson.ts';

/** Hybrid score interval for xHead/nHead minus xBase/nBase, independent samples. */
export function newcombeUnpaired(xHead: number, nHead: number, xBase: number, nBase: number, z: number = Z_95): Interval {
  const head = wilson(xHead, nHead, z);
  const base = wilson(xBase, nBase, z);
  const d = head.estimate - base.estimate;
  return {
    estimate: d,
    lower: d - Math.sqrt((head.estimate - head.lower) ** 2 + (base.upper - base.estimate) ** 2),
    upper: d + Math.sqrt((head.upper - head.estimate) ** 2 + (base.estimate - base.lower) ** 2),
  };
}

/**
 * Paired 2x2 table, one run per test on each side: rows head pass/fail, columns base pass/fail.
 * a = both pass, b = head pass & base fail (fixed), c = head fail & base pass (broken), d = both fail.
 */
export interface PairedTable {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Newcombe paired method 10 for (a+b)/n - (a+c)/n. */
export function newcombePaired(table: PairedTable, z: number = Z_95): Interval {
  const { a, b, c, d } = table;
  const n = a + b + c + d;
  const head = wilson(a + b, n, z);
  const base = wilson(a + c, n, z);
  const delta = (b - c) / n;
  const phi = pairedPhi(table);
  const headLow = head.estimate - head.lower;
  const headHigh = head.upper - head.estimate;
  const baseLow = base.estimate - base.lower;
  const baseHigh = base.upper - base.estimate;
  // Clamped at 0 before the square root: with phi close to 1 and equal terms, rounding can make the
  // radicand a tiny negative number where the exact value is 0.
  const lowerRadicand = headLow ** 2 - 2 * phi * headLow * baseHigh + baseHigh ** 2;
  const upperRadicand = baseLow ** 2 - 2 * phi * baseLow * headHigh + headHigh ** 2;
  return {
    estimate: delta,
    lower: delta - Math.sqrt(Math.max(0, lowerRadicand)),
    upper: delta + Math.sqrt(Math.max(0, upperRadicand)),
  };
}

/**
 * The correlation correction with the n/2 continuity rule, as in the contingencytables and biostatUZH
 * R implementations of method 10. Margins are multiplied in floating point: with integer arithmetic
 * the product overflows 32 bits for tables of a few hundred tests (R returns NA there).
 */
function pairedPhi({ a, b, c, d }: PairedTable): number {
  const n = a + b + c + d;
  const marginProduct = (a + b) * (c + d) * (a + c) * (b + d);
  if (marginProduct === 0) return 0;
  const A = a * d - b * c;
  if (A > n / 2) return (A - n / 2) / Math.sqrt(marginProduct);
  if (A >= 0) return 0;
  return A / Math.sqrt(marginProduct);
}
