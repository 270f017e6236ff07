// Comparing a computed p-value with a level. Exact p-values are ratios of integers (1/20, 1/40) that
// floating point can land a hair above the level they mathematically equal; "p <= alpha" must hold
// for them, so the comparison allows a relative error far below any meaningful difference.
const RELATIVE_TOLERANCE = 1e-12;

export function atOrBelow(p: number, level: number): boolean {
  return p <= level * (1 + RELATIVE_TOLERANCE);
}
