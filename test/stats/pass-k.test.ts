import { describe, expect, it } from 'vitest';
import { meanPassHatK, passHatK } from '../../src/stats/pass-k.ts';

/** Every k-subset of the indices 0..n-1. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...subsets(n - 1, k - 1).map((s) => [...s, n - 1]), ...subsets(n - 1, k)];
}

/** By enumeration: the share of the k-subsets of the runs (the first c passed) in which all passed. */
function enumerated(n: number, c: number, k: number): number {
  const all = subsets(n, k);
  return all.filter((s) => s.every((i) => i < c)).length / all.length;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

describe('passHatK', () => {
  it('equals the exact enumeration of k-subsets for every n <= 10, c <= n and k <= n', () => {
    for (let n = 1; n <= 10; n++)
      for (let c = 0; c <= n; c++)
        for (let k = 1; k <= n; k++) expect(passHatK(n, c, k), `n=${n} c=${c} k=${k}`).toBeCloseTo(enumerated(n, c, k), 12);
  });

  it('is unbiased: its expectation over Binomial(n, p) passes is p^k, where the plug-in (c/n)^k is not', () => {
    const n = 6;
    const k = 3;
    for (const p of [0.3, 0.5, 0.9]) {
      let expected = 0;
      let plugIn = 0;
      for (let c = 0; c <= n; c++) {
        const probability = binomial(n, c) * p ** c * (1 - p) ** (n - c);
        expected += probability * passHatK(n, c, k)!;
        plugIn += probability * (c / n) ** k;
      }
      expect(expected).toBeCloseTo(p ** k, 12);
      expect(plugIn).toBeGreaterThan(p ** k + 1e-3);
    }
  });

  it('has no value with fewer runs than k, and is 1 for k = 1 only when every run passed', () => {
    expect(passHatK(2, 2, 3)).toBeNull();
    expect(passHatK(6, 5, 1)).toBeCloseTo(5 / 6, 12);
    expect(passHatK(6, 6, 3)).toBe(1);
    expect(passHatK(6, 2, 3)).toBe(0);
    expect(() => passHatK(3, 4, 1)).toThrow(RangeError);
  });
});

describe('meanPassHatK', () => {
  it('averages over the tests with enough runs and says how many', () => {
    expect(
      meanPassHatK(
        [
          { runs: 6, passed: 6 },
          { runs: 6, passed: 3 },
          { runs: 2, passed: 2 },
        ],
        3,
      ),
    ).toEqual({ mean: (1 + 1 / 20) / 2, tests: 2 });
    expect(meanPassHatK([{ runs: 2, passed: 2 }], 3)).toEqual({ mean: null, tests: 0 });
  });
});
