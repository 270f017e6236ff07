// The Hodges-Lehmann shift with the Wilcoxon signed-rank interval and p-values, against R's
// wilcox.test (test/fixtures/stats/make-shift.R), and R's type 7 quantile. Where R finds the
// normal-approximation limits with uniroot (tolerance 1e-4), they are checked against R to that
// tolerance and against an exact search of R's statistic between Walsh averages
// (make-shift-walsh.py) to 1e-9.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quantile, selectWalsh, signedRankShift, walshAverages, MAX_SORTED_WALSH } from '../../src/stats/shift.ts';
import { expectClose, expectPClose } from './reference-values.ts';

interface RCase {
  id: string;
  x: number[];
  method: 'wilcoxon-exact' | 'wilcoxon-normal';
  estimate: number;
  conf_int: [number, number];
  conf_level: number;
  conf_int_90: [number, number];
  conf_level_90: number;
  achieved_level: number;
  p_greater: number;
  p_less: number;
  quantile_90: number;
  quantile_50: number;
  quantile_0: number;
  quantile_1: number;
}
interface Limits {
  low: number;
  high: number;
  achieved_level: number;
}
interface WalshCase {
  id: string;
  estimate: number;
  ci_95?: Limits | null;
  ci_90?: Limits | null;
}
function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/stats/${name}`, import.meta.url), 'utf8')) as T;
}
const fromR = fixture<{ cases: RCase[] }>('shift-reference.json').cases;
const exactWalsh = new Map(fixture<{ cases: WalshCase[] }>('shift-walsh-reference.json').cases.map((c) => [c.id, c]));

/** R's uniroot(tol = 1e-4) brackets the root to 1e-4; its estimate may sit anywhere on a flat step. */
const UNIROOT_TOLERANCE = 2e-4;

describe('signedRankShift against R wilcox.test', () => {
  it.each(fromR.filter((c) => c.method === 'wilcoxon-exact'))('$id (exact)', (c) => {
    const shift = signedRankShift(c.x)!;
    expect(shift.method).toBe('wilcoxon-exact');
    expectClose(shift.estimate, c.estimate);
    expectClose(shift.low, c.conf_int[0]);
    expectClose(shift.high, c.conf_int[1]);
    expectClose(shift.achieved_level, c.achieved_level);
    expectPClose(shift.p_greater, c.p_greater);
    expectPClose(shift.p_less, c.p_less);
    const at90 = signedRankShift(c.x, 0.9)!;
    expectClose(at90.low, c.conf_int_90[0]);
    expectClose(at90.high, c.conf_int_90[1]);
  });

  it.each(fromR.filter((c) => c.method === 'wilcoxon-normal'))('$id (normal approximation)', (c) => {
    const shift = signedRankShift(c.x)!;
    const exact = exactWalsh.get(c.id)!;
    expect(shift.method).toBe('wilcoxon-normal');
    expect(shift.zeros).toBe(c.x.filter((v) => v === 0).length);
    expectPClose(shift.p_greater, c.p_greater);
    expectPClose(shift.p_less, c.p_less);
    expectClose(shift.estimate, exact.estimate);
    for (const [level, limits, rInterval, rLevel] of [
      [0.95, exact.ci_95, c.conf_int, c.conf_level],
      [0.9, exact.ci_90, c.conf_int_90, c.conf_level_90],
    ] as const) {
      const s = signedRankShift(c.x, level)!;
      expectClose(s.achieved_level, rLevel);
      if (limits) {
        expectClose(s.low, limits.low);
        expectClose(s.high, limits.high);
        expect(Math.abs(s.low - rInterval[0])).toBeLessThanOrEqual(UNIROOT_TOLERANCE);
        expect(Math.abs(s.high - rInterval[1])).toBeLessThanOrEqual(UNIROOT_TOLERANCE);
        expect(Math.abs(s.estimate - c.estimate)).toBeLessThanOrEqual(UNIROOT_TOLERANCE);
      } else {
        // R widened alpha to 1: its interval is the median of the values, at both ends.
        expectClose(s.low, rInterval[0]);
        expectClose(s.high, rInterval[1]);
      }
    }
  });
});

describe('signedRankShift', () => {
  it('moves with the values: adding c to every value adds c to the estimate and the interval', () => {
    const x = fromR.find((c) => c.id === 'exact-n15-slower')!.x;
    const a = signedRankShift(x)!;
    const b = signedRankShift(x.map((v) => v + 0.125))!;
    expect(b.estimate - a.estimate).toBeCloseTo(0.125, 12);
    expect(b.low - a.low).toBeCloseTo(0.125, 12);
    expect(b.high - a.high).toBeCloseTo(0.125, 12);
  });

  it('is null without values, and says "no change" when every value is zero', () => {
    expect(signedRankShift([])).toBeNull();
    expect(signedRankShift([0, 0, 0])).toMatchObject({ n: 3, zeros: 3, estimate: 0, low: 0, high: 0, p_greater: 1, p_less: 1 });
  });

  it('gives a point at the common value when the non-zero values are all equal', () => {
    expect(signedRankShift([0, 0.2, 0.2, 0.2])).toMatchObject({ estimate: 0.2, low: 0.2, high: 0.2, achieved_level: 0 });
  });

  it('rejects values that are not finite numbers and levels outside (0, 1)', () => {
    expect(() => signedRankShift([0.1, NaN])).toThrow(/finite/);
    expect(() => signedRankShift([0.1, Infinity])).toThrow(/finite/);
    expect(() => signedRankShift([0.1], 0)).toThrow(/level/);
  });

  it('selects Walsh averages by bisection exactly as sorting all of them does', () => {
    // Ties (rounded values) and repeated averages included.
    const x = fromR.find((c) => c.id === 'normal-n300')!.x.map((v, i) => (i % 7 === 0 ? Math.round(v) : v));
    const sorted = Float64Array.from(x).sort();
    const all: number[] = [];
    for (let i = 0; i < x.length; i++) for (let j = i; j < x.length; j++) all.push((sorted[i]! + sorted[j]!) / 2);
    all.sort((a, b) => a - b);
    const viaSort = walshAverages(x);
    for (const r of [1, 2, 17, 1000, 22575, 45149, 45150]) {
      expect(selectWalsh(sorted, r)).toBe(all[r - 1]);
      expect(viaSort.at(r)).toBe(all[r - 1]);
    }
  });

  it(`handles more than ${MAX_SORTED_WALSH} tests without sorting every Walsh average`, () => {
    const n = MAX_SORTED_WALSH + 1;
    // A deterministic spread of log ratios around 0.05.
    const x = Array.from({ length: n }, (_, i) => 0.05 + Math.sin(i * 12.9898) * 0.3);
    const shift = signedRankShift(x)!;
    const averages: number[] = [];
    const sorted = [...x].sort((a, b) => a - b);
    for (let i = 0; i < n; i++) for (let j = i; j < n; j++) averages.push((sorted[i]! + sorted[j]!) / 2);
    averages.sort((a, b) => a - b);
    const middle = averages.length / 2;
    expect(shift.estimate).toBe(averages.length % 2 === 1 ? averages[Math.floor(middle)] : (averages[middle - 1]! + averages[middle]!) / 2);
    expect(averages).toContain(shift.low);
    expect(averages).toContain(shift.high);
    expect(shift.method).toBe('wilcoxon-normal');
    expect(shift.low).toBeLessThan(shift.estimate);
    expect(shift.high).toBeGreaterThan(shift.estimate);
    expect(shift.estimate).toBeGreaterThan(0);
    expect(shift.p_greater).toBeLessThan(0.05);
  });
});

describe('quantile type 7 against R quantile()', () => {
  it.each(fromR)('$id', (c) => {
    expectClose(quantile(c.x, 0.9), c.quantile_90);
    expectClose(quantile(c.x, 0.5), c.quantile_50);
    expect(quantile(c.x, 0)).toBe(c.quantile_0);
    expect(quantile(c.x, 1)).toBe(c.quantile_1);
  });

  it('rejects an empty list and p outside [0, 1]', () => {
    expect(() => quantile([], 0.5)).toThrow(/no values/);
    expect(() => quantile([1], 1.5)).toThrow(/p must/);
  });
});
