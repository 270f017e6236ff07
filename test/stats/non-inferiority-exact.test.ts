// The exact unconditional non-inferiority test (Chan 1998) against a brute-force computation with
// SciPy (test/fixtures/stats/exact-non-inferiority-reference.json, made by
// make-exact-non-inferiority.py), and the promise it keeps where the asymptotic score test does not:
// a true drop of the margin gets ✅ in at most 5% of PRs, whatever the base rate.
import { readFileSync } from 'node:fs';
import binomialPmf from '@stdlib/stats-base-dists-binomial-pmf';
import { describe, expect, it } from 'vitest';
import { falseTestNonInferiority } from '../../bench/non-inferiority.ts';
import type { Stratum } from '../../src/stats/fisher.ts';
import { exactLowerBound, exactNonInferiority, exactSize, scoreLowerBound, scoreNonInferiority } from '../../src/stats/non-inferiority.ts';

type Counts = [number, number, number, number];

interface Reference {
  tests: { id: string; stratum: Counts; margin: number; rho: number; p: number; score_p: number }[];
  sizes: { id: string; runs: [number, number]; margin: number; rho: number; level: number; exact: number; score: number }[];
  bounds: { id: string; stratum: Counts; rho: number; level: number; bound: number }[];
}

const reference = JSON.parse(
  readFileSync(new URL('../fixtures/stats/exact-non-inferiority-reference.json', import.meta.url), 'utf8'),
) as Reference;

const TOLERANCE = 1e-9;
const LEVEL = 0.05;

const stratum = (headPassed: number, headRuns: number, basePassed: number, baseRuns: number): Stratum => ({
  headPassed,
  headRuns,
  basePassed,
  baseRuns,
});
const of = ([a, b, c, d]: Counts): Stratum => stratum(a, b, c, d);

describe('exactNonInferiority against the reference', () => {
  it('has the cases the design asks for', () => {
    expect(reference.tests.length).toBeGreaterThanOrEqual(40);
    const margins = new Set(reference.tests.map((c) => c.margin));
    const rhos = new Set(reference.tests.map((c) => c.rho));
    for (const m of [0.05, 0.2, 0.5]) expect(margins).toContain(m);
    for (const r of [0, 0.1, 0.3, 1]) expect(rhos).toContain(r);
    const strata = reference.tests.map((c) => c.stratum);
    expect(strata.some(([a, b, c, d]) => a === 0 && c === 0 && b > 1 && d > 1)).toBe(true); // 0/n
    expect(strata.some(([a, b, c, d]) => a === b && c === d && b > 1)).toBe(true); // n/n
    expect(strata.some(([, b, , d]) => b !== d)).toBe(true);
    expect(Math.max(...strata.map(([, b, , d]) => Math.max(b, d)))).toBe(32);
  });

  for (const c of reference.tests) {
    it(c.id, () => {
      const r = exactNonInferiority(of(c.stratum), c.margin, c.rho);
      expect(Math.abs(r.p - c.p)).toBeLessThanOrEqual(TOLERANCE);
      // The statistic is the score test's: its asymptotic p-value matches too.
      expect(Math.abs(scoreNonInferiority(of(c.stratum), c.margin, c.rho).p - c.score_p)).toBeLessThanOrEqual(TOLERANCE);
    });
  }
});

describe('exactSize against the reference', () => {
  for (const c of reference.sizes) {
    it(c.id, () => {
      const [k, l] = c.runs;
      expect(Math.abs(exactSize(k, l, c.margin, c.rho, c.level) - c.exact)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(exactSize(k, l, c.margin, c.rho, c.level, scoreNonInferiority) - c.score)).toBeLessThanOrEqual(TOLERANCE);
    });
  }
});

describe('exactLowerBound against the reference', () => {
  for (const c of reference.bounds) {
    it(c.id, () => {
      expect(Math.abs(exactLowerBound(of(c.stratum), c.level, c.rho) - c.bound)).toBeLessThanOrEqual(TOLERANCE);
    });
  }
});

describe('the false ✅ rate of a true drop of the margin', () => {
  // A sample of (head runs, base runs) pairs, both margins of the gate, independent and alike runs:
  // the exact test's worst case over base rates stays within the level. The whole table (1 to 8, 16
  // and 32 runs a side) is nonInferiorityTestSizes in bench/non-inferiority.ts.
  const runs = [1, 3, 4, 8, 16];
  for (const margin of [0.5, 0.05]) {
    for (const rho of [0, 0.2]) {
      it(`stays at or below 5% for every base rate at margin ${margin}, rho ${rho}`, () => {
        for (const k of runs) {
          for (const l of runs) {
            expect(exactSize(k, l, margin, rho, LEVEL), `${k} vs ${l} runs`).toBeLessThanOrEqual(LEVEL * (1 + 1e-12));
          }
        }
      });
    }
  }

  it('is what the asymptotic test lets through at 4, 8 and 16 runs a side', () => {
    expect(exactSize(8, 8, 0.5, 0, LEVEL, scoreNonInferiority)).toBeGreaterThan(0.079);
    expect(exactSize(4, 4, 0.5, 0, LEVEL, scoreNonInferiority)).toBeGreaterThan(0.062);
    expect(exactSize(16, 16, 0.5, 0, LEVEL, scoreNonInferiority)).toBeGreaterThan(0.064);
    for (const n of [4, 8, 16]) expect(exactSize(n, n, 0.5, 0, LEVEL)).toBeLessThanOrEqual(LEVEL);
  });

  it('holds in simulation at a base rate of 0.9, with or without alike runs', () => {
    const options = { baseRate: 0.9, margin: 0.5, runs: 16, level: LEVEL, draws: 3000, seed: 7, test: 'exact' as const };
    // 3000 draws: about 0.4 points of spread around the true rate, itself at most 5%.
    expect(falseTestNonInferiority({ ...options, rho: 0 }).rate).toBeLessThan(0.06);
    expect(falseTestNonInferiority({ ...options, rho: 0.2 }).rate).toBeLessThan(0.06);
  });
});

describe('the sup over the base rate', () => {
  it('is at least the tail probability at every base rate of a fine grid, and reached by one of them', () => {
    for (const [s, margin] of [
      [stratum(15, 16, 16, 16), 0.5],
      [stratum(7, 8, 6, 8), 0.2],
      [stratum(29, 32, 30, 32), 0.05],
      [stratum(5, 7, 9, 12), 0.2],
    ] as const) {
      const { headRuns: k, baseRuns: l } = s;
      const z = (x: number, y: number) => scoreNonInferiority(stratum(x, k, y, l), margin, 0).statistic;
      const observed = z(s.headPassed, s.basePassed);
      const extreme: [number, number][] = [];
      for (let x = 0; x <= k; x++)
        for (let y = 0; y <= l; y++) if (z(x, y) >= observed - 1e-12 * Math.max(1, Math.abs(observed))) extreme.push([x, y]);
      let best = 0;
      for (let i = 0; i <= 4000; i++) {
        const p = margin + ((1 - margin) * i) / 4000;
        const head = Array.from({ length: k + 1 }, (_, x) => binomialPmf(x, k, p - margin));
        const base = Array.from({ length: l + 1 }, (_, y) => binomialPmf(y, l, p));
        best = Math.max(
          best,
          extreme.reduce((sum, [x, y]) => sum + (head[x] ?? 0) * (base[y] ?? 0), 0),
        );
      }
      const exact = exactNonInferiority(s, margin, 0).p;
      expect(exact).toBeGreaterThanOrEqual(best - 1e-12);
      expect(exact - best).toBeLessThan(1e-5);
    }
  });
});

describe('the score statistic the exact bound walks along', () => {
  it('rises with the head passes and falls with the base passes, 1 to 32 runs a side', () => {
    const runs = [1, 2, 3, 5, 8, 13, 16, 32];
    for (const k of runs) {
      for (const l of runs) {
        for (const margin of [0.05, 0.5, -0.3]) {
          for (const rho of [0, 0.2, 1]) {
            const z = (x: number, y: number) =>
              margin >= 0
                ? scoreNonInferiority(stratum(x, k, y, l), margin, rho).statistic
                : // A null of a rise, q - p <= 0.3 (the bound's search above 0): the same statistic,
                  // negated, of head and base swapped at margin 0.3.
                  -scoreNonInferiority(stratum(y, l, x, k), -margin, rho).statistic;
            const table = Array.from({ length: k + 1 }, (_, x) => Array.from({ length: l + 1 }, (_, y) => z(x, y)));
            const at = (x: number, y: number) => table[x]?.[y] ?? NaN;
            const falls: string[] = [];
            for (let x = 0; x <= k; x++) {
              for (let y = 0; y <= l; y++) {
                if (x < k && at(x + 1, y) < at(x, y) - 1e-12) falls.push(`${x + 1}/${k} vs ${y}/${l}`);
                if (y < l && at(x, y + 1) > at(x, y) + 1e-12) falls.push(`${x}/${k} vs ${y + 1}/${l}`);
              }
            }
            expect(falls, `margin ${margin}, rho ${rho}`).toEqual([]);
          }
        }
      }
    }
  });
});

describe('what a user reads from the exact test', () => {
  it('rules out a drop of 0.5 for a test that passed all 16 runs on both sides, with a larger p than the score test', () => {
    const s = stratum(16, 16, 16, 16);
    const exact = exactNonInferiority(s, 0.5, 0).p;
    expect(exact).toBeLessThan(LEVEL);
    expect(exact).toBeGreaterThan(scoreNonInferiority(s, 0.5, 0).p);
    expect(exactLowerBound(s, LEVEL, 0)).toBeGreaterThan(-0.5);
  });

  it('counts alike runs: the same counts are less conclusive', () => {
    const s = stratum(15, 16, 16, 16);
    expect(exactNonInferiority(s, 0.5, 0.2).p).toBeGreaterThan(exactNonInferiority(s, 0.5, 0).p);
    expect(exactLowerBound(s, LEVEL, 0.2)).toBeLessThan(exactLowerBound(s, LEVEL, 0));
    // At rho >= 1 a side is one trial repeated, however large rho is.
    expect(exactNonInferiority(s, 0.5, 1)).toEqual(exactNonInferiority(s, 0.5, 4));
  });

  it('says the drop is ruled out exactly when the exact bound lies above -margin', () => {
    for (const s of [stratum(14, 16, 16, 16), stratum(9, 16, 12, 16), stratum(3, 5, 4, 5), stratum(30, 32, 32, 32)]) {
      for (const rho of [0, 0.2]) {
        const bound = exactLowerBound(s, LEVEL, rho);
        for (const margin of [0.05, 0.1, 0.25, 0.5, 0.75]) {
          if (Math.abs(bound + margin) < 1e-8) continue;
          expect(exactNonInferiority(s, margin, rho).p <= LEVEL, `${JSON.stringify(s)} rho ${rho} margin ${margin}`).toBe(bound > -margin);
        }
      }
    }
  });

  it('rejects every margin beyond the bound and none short of it, on a fine grid of margins', () => {
    // The exact p-value need not fall as the margin grows (5/8 vs 7/8 rises from 0.61 to 0.65
    // between margins 0.24 and 0.26, where the data sit on H0), but the rejected margins must be
    // those beyond the bound, which bisection relies on.
    for (const s of [stratum(14, 16, 16, 16), stratum(5, 8, 7, 8), stratum(28, 32, 30, 32)]) {
      for (const rho of [0, 0.2]) {
        const bound = exactLowerBound(s, LEVEL, rho);
        for (let i = 0; i <= 100; i++) {
          const margin = i / 100;
          if (Math.abs(bound + margin) < 1e-8) continue;
          expect(exactNonInferiority(s, margin, rho).p <= LEVEL, `${JSON.stringify(s)} rho ${rho} margin ${margin}`).toBe(bound > -margin);
        }
      }
    }
  });

  it('is a lower bound no higher than the score bound for counts near the margin', () => {
    // The exact test asks more of the data where the asymptotic one is too lenient.
    expect(exactLowerBound(stratum(8, 8, 8, 8), LEVEL, 0)).toBeLessThan(scoreLowerBound(stratum(8, 8, 8, 8), LEVEL, 0));
  });

  it('answers the same from its cache, after more run counts than it keeps', () => {
    const s = stratum(13, 16, 15, 16);
    const first = exactNonInferiority(s, 0.5, 0.1).p;
    for (let i = 0; i < 70; i++) exactNonInferiority(stratum(3, 4 + (i % 20), 2, 3 + Math.floor(i / 20)), 0.5, 0.1);
    expect(Math.abs(exactNonInferiority(s, 0.5, 0.1).p - first)).toBeLessThanOrEqual(1e-15);
  });

  it('gives the same p-value on a first call (the staircase) as from the table of later calls', () => {
    for (const [k, l, margin, rho] of [
      [9, 11, 0.3, 0],
      [12, 7, 0.05, 0.25],
      [6, 6, 0.5, 1],
    ] as const) {
      for (let x = 0; x <= k; x++) {
        for (let y = 0; y <= l; y++) {
          const first = exactNonInferiority(stratum(x, k, y, l), margin + 1e-7 * (x * 100 + y), rho).p;
          exactNonInferiority(stratum(x, k, y, l), margin + 1e-7 * (x * 100 + y), rho); // builds the table
          const tabled = exactNonInferiority(stratum(x, k, y, l), margin + 1e-7 * (x * 100 + y), rho).p;
          expect(Math.abs(tabled - first), `${x}/${k} vs ${y}/${l}`).toBeLessThanOrEqual(1e-14);
        }
      }
    }
  });

  it("takes the staircase every call for runs too many to table, with the exact test's size", () => {
    const s = stratum(140, 150, 147, 150);
    const p = exactNonInferiority(s, 0.05, 0).p;
    expect(exactNonInferiority(s, 0.05, 0).p).toBe(p);
    expect(p).toBeGreaterThan(scoreNonInferiority(s, 0.05, 0).p * 0.5);
    expect(p).toBeLessThan(1);
  });

  it('handles the ends of the margin', () => {
    // Margin 1 is the single point q = 0, p = 1: any head pass or base failure rules it out.
    expect(exactNonInferiority(stratum(3, 5, 4, 5), 1, 0).p).toBe(0);
    expect(exactNonInferiority(stratum(0, 5, 5, 5), 1, 0).p).toBe(1);
    expect(exactLowerBound(stratum(0, 5, 5, 5), LEVEL, 0)).toBe(-1);
    expect(exactNonInferiority(stratum(0, 5, 5, 5), 1.5, 0).p).toBe(0);
    expect(exactSize(8, 8, 1.5, 0, LEVEL)).toBe(0);
  });

  it('refuses what it cannot test', () => {
    expect(() => exactNonInferiority(stratum(0, 0, 3, 4), 0.5, 0)).toThrow(/head side has no runs/);
    expect(() => exactLowerBound(stratum(3, 4, 0, 0), LEVEL, 0)).toThrow(/base side has no runs/);
    expect(() => exactNonInferiority(stratum(1.5, 4, 3, 4), 0.5, 0)).toThrow(RangeError);
    expect(() => exactNonInferiority(stratum(3, 4, 3, 4), -0.1, 0)).toThrow(/margin/);
    expect(() => exactNonInferiority(stratum(3, 4, 3, 4), 0.5, -0.1)).toThrow(/rho/);
    expect(() => exactLowerBound(stratum(3, 4, 3, 4), 0.5, 0)).toThrow(/level/);
    expect(() => exactSize(0, 4, 0.5, 0, LEVEL)).toThrow(RangeError);
  });
});
