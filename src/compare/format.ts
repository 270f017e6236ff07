// Numbers as the comparison's reason strings and hints write them.

/** 0.0612 -> "6.1 points" (percentage points of pass rate). */
export const points = (x: number): string => `${Number((x * 100).toFixed(1))} points`;

/** Signed: "+2.5 points", "-10 points", "0 points". */
export const signedPoints = (x: number): string => {
  const rounded = Number((x * 100).toFixed(1));
  return rounded === 0 ? '0 points' : `${rounded > 0 ? '+' : ''}${rounded} points`;
};

/** 0.2 -> "20%". */
export const percent = (x: number): string => `${Number((x * 100).toFixed(1))}%`;

/** Two significant digits; small p-values in exponent form (0.00397 -> "0.0040", 2.4e-5 -> "2.4e-5"). */
export const formatP = (p: number): string => (p >= 0.001 ? p.toPrecision(2) : p.toExponential(1));
