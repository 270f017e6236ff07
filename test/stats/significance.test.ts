// An exact p-value equal to the level in exact arithmetic is significant, even when floating point
// lands it a hair above.
import { describe, expect, it } from 'vitest';
import { atOrBelow } from '../../src/stats/significance.ts';

describe('atOrBelow', () => {
  it('holds at the level despite rounding, and not for a p clearly above it', () => {
    expect(0.1 + 0.2 <= 0.3).toBe(false);
    expect(atOrBelow(0.1 + 0.2, 0.3)).toBe(true);
    expect(atOrBelow(0.025, 0.025)).toBe(true);
    expect(atOrBelow(0.0251, 0.025)).toBe(false);
  });
});
