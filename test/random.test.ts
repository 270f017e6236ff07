// The seeded generator behind --seed (faults, adaptive repeats, benchmarks): the same seed gives the
// same run, another seed another one.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/random.ts';

const draws = (seed: number, n: number) => Array.from({ length: n }, mulberry32(seed));

describe('mulberry32', () => {
  it('repeats its draws for a seed, and differs between seeds', () => {
    expect(draws(42, 20)).toEqual(draws(42, 20));
    expect(draws(42, 20)).not.toEqual(draws(43, 20));
  });

  it('draws floats in [0, 1) spread over the interval', () => {
    const values = draws(7, 10_000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});
