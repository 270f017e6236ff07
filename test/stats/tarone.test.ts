// The per-test family against SciPy and exact enumeration (test/fixtures/stats/tarone-reference.json,
// made by make-tarone.py), at tolerance 1e-9.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fisherFamilyMember, fisherMinAttainable, tarone, taroneM } from '../../src/stats/tarone.ts';
import type { Stratum } from '../../src/stats/fisher.ts';

const TOLERANCE = 1e-9;

interface TaroneCase {
  id: string;
  alpha: number;
  tests: { head_pass: number; head_runs: number; base_pass: number; base_runs: number }[];
  p_less: number[];
  min_p: number[];
  tarone_m: number;
  level: number;
  rejected: boolean[];
}

const reference = JSON.parse(readFileSync(new URL('../fixtures/stats/tarone-reference.json', import.meta.url), 'utf8')) as {
  cases: TaroneCase[];
};

const stratum = (t: TaroneCase['tests'][number]): Stratum => ({
  headPassed: t.head_pass,
  headRuns: t.head_runs,
  basePassed: t.base_pass,
  baseRuns: t.base_runs,
});

function expectPClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
  expect(Math.abs(actual / expected - 1), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
}

describe('Tarone over one-sided Fisher tests (SciPy fisher_exact, enumeration)', () => {
  it.each(reference.cases)('$id', (c) => {
    const members = c.tests.map((t) => fisherFamilyMember(stratum(t)));
    members.forEach((m, i) => {
      expectPClose(m.p, c.p_less[i]!);
      expectPClose(m.minP, c.min_p[i]!);
    });
    const result = tarone(members, c.alpha);
    expect(result.m).toBe(c.tarone_m);
    expectPClose(result.level, c.level);
    expect(result.tests.map((t) => t.rejected)).toEqual(c.rejected);
    expect(result.counted).toBeLessThanOrEqual(result.m);
  });
});

describe('minimum attainable p', () => {
  it('is 1 for a test whose runs all agree on both sides', () => {
    expect(fisherMinAttainable({ headPassed: 6, headRuns: 6, basePassed: 6, baseRuns: 6 })).toBe(1);
    expect(fisherMinAttainable({ headPassed: 0, headRuns: 6, basePassed: 0, baseRuns: 6 })).toBe(1);
    expect(fisherMinAttainable({ headPassed: 0, headRuns: 0, basePassed: 0, baseRuns: 0 })).toBe(1);
  });

  it('is 1/C(2K, K) for a test that broke completely, whatever happened', () => {
    expect(fisherMinAttainable({ headPassed: 0, headRuns: 6, basePassed: 6, baseRuns: 6 })).toBeCloseTo(1 / 924, 15);
    // Same margins (6 passes in 12 runs), another table: the same floor.
    expect(fisherMinAttainable({ headPassed: 3, headRuns: 6, basePassed: 3, baseRuns: 6 })).toBeCloseTo(1 / 924, 15);
  });

  it('is 1/2 for one failure in 12 runs: it can never be significant', () => {
    expect(fisherMinAttainable({ headPassed: 5, headRuns: 6, basePassed: 6, baseRuns: 6 })).toBeCloseTo(0.5, 12);
  });

  it('refuses impossible counts', () => {
    expect(() => fisherMinAttainable({ headPassed: 7, headRuns: 6, basePassed: 6, baseRuns: 6 })).toThrow(RangeError);
  });
});

describe("Tarone's m*", () => {
  it('is 1 with no test, or none that can reach alpha', () => {
    expect(taroneM([], 0.0125)).toBe(1);
    expect(taroneM([0.5, 1, 1], 0.0125)).toBe(1);
  });

  it('does not grow with deterministic tests', () => {
    expect(taroneM([1 / 924, ...Array<number>(1000).fill(1)], 0.0125)).toBe(1);
  });

  it('rejects a p exactly at alpha/m despite rounding', () => {
    // 1/40 computed in floating point can land a hair above 0.025.
    const hair = (1 / 40) * (1 + 1e-15);
    expect(tarone([{ p: hair, minP: hair }], 0.025).tests[0]?.rejected).toBe(true);
  });
});
