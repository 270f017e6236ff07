// The sign-flip test over tests against every sign vector enumerated in exact arithmetic
// (test/fixtures/stats/dependence-reference.json), and the properties a gate relies on.
import { describe, expect, it } from 'vitest';
import { gridScore, MAX_EXACT_WORK, MAX_GRID, signFlipExact, signFlipGrid } from '../../src/stats/sign-flip.ts';
import { mcnemarExact } from '../../src/stats/mcnemar.ts';
import { dependenceReference, TOLERANCE } from './dependence-reference.ts';

describe('signFlipExact', () => {
  for (const c of dependenceReference.sign_flip) {
    it(`matches exact enumeration: ${c.id}`, () => {
      const p = signFlipExact(c.scores);
      expect(Math.abs(p.less - c.less)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(p.greater - c.greater)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(p.midLess - c.mid_less)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(p.midGreater - c.mid_greater)).toBeLessThanOrEqual(TOLERANCE);
    });
  }

  it('is the exact McNemar test with one run per test and side', () => {
    for (const [fixed, broken] of [
      [0, 7],
      [2, 9],
      [5, 5],
      [1, 0],
    ] as const) {
      const scores = [...Array<number>(fixed).fill(1), ...Array<number>(broken).fill(-1), 0, 0];
      const p = signFlipExact(scores);
      const m = mcnemarExact(fixed, broken);
      expect(p.less).toBeCloseTo(m.less, 12);
      expect(p.greater).toBeCloseTo(m.greater, 12);
    }
  });

  it('gives 1 when no test changed', () => {
    expect(signFlipExact([0, 0, 0]).less).toBe(1);
    expect(signFlipExact([]).greater).toBe(1);
  });

  it('keeps the precision of tiny p-values: 60 tests all down by one run', () => {
    expect(signFlipExact(Array<number>(60).fill(-1)).less).toBe(2 ** -60);
  });

  it('refuses scores that are not integers', () => {
    expect(() => signFlipExact([0.5])).toThrow(/integers/);
  });
});

describe('the grid', () => {
  it('is the least common multiple of the run counts, capped', () => {
    expect(signFlipGrid([6, 6, 6])).toBe(6);
    expect(signFlipGrid([4, 6, 16])).toBe(48);
    expect(signFlipGrid([4, 5, 6, 7, 8, 9, 10, 11, 12, 13])).toBe(MAX_GRID);
    expect(() => signFlipGrid([0])).toThrow(/positive/);
  });

  it('scores a change and its opposite symmetrically', () => {
    for (const d of [0.5 / 720, 1 / 3, 0.25, 5 / 7]) expect(gridScore(-d, 720)).toBe(-gridScore(d, 720));
    expect(gridScore(2 / 6 - 5 / 6, 6)).toBe(-3);
  });
});

describe('many changed tests on a fine grid', () => {
  it('takes the permutation distribution as normal past MAX_EXACT_WORK, says so, and stays close to the exact value', () => {
    // 400 tests changed by 1..720 on a grid of 720: exact work 400 x ~144,000 = 57.6M > MAX_EXACT_WORK.
    const scores = Array.from({ length: 400 }, (_, i) => ((i * 7919) % 720) + 1).map((m, i) => (i % 3 === 0 ? m : -m));
    const total = scores.reduce((a, b) => a + Math.abs(b), 0);
    expect(scores.filter((s) => s !== 0).length * total).toBeGreaterThan(MAX_EXACT_WORK);
    const approx = signFlipExact(scores);
    expect(approx.approximate).toBe(true);
    // The same statistic on a coarser grid (each score / 40, rounded) is enumerated exactly.
    const exact = signFlipExact(scores.map((s) => gridScore(s / 720, 18)));
    expect(exact.approximate).toBe(false);
    expect(Math.abs(approx.less - exact.less)).toBeLessThan(0.01);
  });

  it('enumerates exactly below it', () => {
    expect(signFlipExact([-6, -2, 1, 0, -3]).approximate).toBe(false);
  });
});
