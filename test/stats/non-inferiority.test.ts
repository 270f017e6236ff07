// The non-inferiority bounds of the ✅ verdict against an independent computation with SciPy and
// statsmodels (test/fixtures/stats/non-inferiority-reference.json, made by make-non-inferiority.py),
// and what a user reads from them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { falseSuiteNonInferiority, falseTestNonInferiority } from '../../bench/non-inferiority.ts';
import type { Stratum } from '../../src/stats/fisher.ts';
import {
  designEffect,
  scoreLowerBound,
  scoreNonInferiority,
  suiteNonInferiorityBound,
  tUpperQuantile,
  type SuiteBoundTest,
} from '../../src/stats/non-inferiority.ts';

type Counts = [number, number, number, number];

interface Reference {
  tests: { id: string; stratum: Counts; margin: number; rho: number; statistic: number | 'Infinity'; p: number }[];
  bounds: { id: string; stratum: Counts; rho: number; level: number; bound: number }[];
  suites: {
    id: string;
    tests: { stratum: Counts; effect?: Counts; rho: number }[];
    level: number;
    change: number;
    t: number | null;
    model: number;
    bound: number;
    method: 't' | 'model';
  }[];
  t_quantiles: { level: number; df: number; quantile: number }[];
}

const reference = JSON.parse(
  readFileSync(new URL('../fixtures/stats/non-inferiority-reference.json', import.meta.url), 'utf8'),
) as Reference;

const TOLERANCE = 1e-9;

const stratum = (headPassed: number, headRuns: number, basePassed: number, baseRuns: number): Stratum => ({
  headPassed,
  headRuns,
  basePassed,
  baseRuns,
});
const of = ([a, b, c, d]: Counts): Stratum => stratum(a, b, c, d);

describe('scoreNonInferiority against the reference', () => {
  it('has the cases the issue asks for', () => {
    expect(reference.tests.length).toBeGreaterThanOrEqual(60);
    const margins = new Set(reference.tests.map((c) => c.margin));
    const rhos = new Set(reference.tests.map((c) => c.rho));
    for (const m of [0, 0.05, 0.5, 0.9, 1]) expect(margins).toContain(m);
    for (const r of [0, 0.05, 0.2, 0.5, 1]) expect(rhos).toContain(r);
  });

  for (const c of reference.tests) {
    it(c.id, () => {
      const r = scoreNonInferiority(of(c.stratum), c.margin, c.rho);
      expect(Math.abs(r.p - c.p)).toBeLessThanOrEqual(TOLERANCE);
      if (c.statistic === 'Infinity') expect(r.statistic).toBe(Infinity);
      else expect(Math.abs(r.statistic - c.statistic)).toBeLessThanOrEqual(TOLERANCE * Math.max(1, Math.abs(c.statistic)));
    });
  }
});

describe('scoreLowerBound against the reference', () => {
  for (const c of reference.bounds) {
    it(c.id, () => {
      expect(Math.abs(scoreLowerBound(of(c.stratum), c.level, c.rho) - c.bound)).toBeLessThanOrEqual(TOLERANCE);
    });
  }
});

describe('suiteNonInferiorityBound against the reference', () => {
  for (const c of reference.suites) {
    it(c.id, () => {
      const tests: SuiteBoundTest[] = c.tests.map((t) => ({
        stratum: of(t.stratum),
        effect: t.effect === undefined ? undefined : of(t.effect),
        rho: t.rho,
      }));
      const b = suiteNonInferiorityBound(tests, c.level);
      expect(Math.abs(b.change - c.change)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(b.model - c.model)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(b.bound - c.bound)).toBeLessThanOrEqual(TOLERANCE);
      expect(b.method).toBe(c.method);
      if (c.t === null) expect(b.t).toBeNull();
      else expect(Math.abs((b.t ?? NaN) - c.t)).toBeLessThanOrEqual(TOLERANCE);
    });
  }

  it("uses t quantiles as exact as R's qt, where @stdlib's are off by up to 1e-8", () => {
    for (const q of reference.t_quantiles) {
      expect(Math.abs(tUpperQuantile(q.level, q.df) - q.quantile)).toBeLessThanOrEqual(1e-12 * q.quantile);
    }
  });
});

describe('what a user reads from the per-test bound', () => {
  const level = 0.05;

  it('calls a test that passed all 16 runs on both sides non-inferior at margin 0.5, and one at 8/16 not', () => {
    expect(scoreNonInferiority(stratum(16, 16, 16, 16), 0.5, 0).p).toBeLessThan(level);
    expect(scoreLowerBound(stratum(16, 16, 16, 16), level, 0)).toBeGreaterThan(-0.5);
    // Exactly on the margin: the data sit on H0.
    expect(scoreNonInferiority(stratum(8, 16, 16, 16), 0.5, 0).p).toBeCloseTo(0.5, 12);
    expect(scoreLowerBound(stratum(8, 16, 16, 16), level, 0)).toBeLessThan(-0.5);
  });

  it('finds the same counts less conclusive when runs of a side are alike', () => {
    const s = stratum(15, 16, 16, 16);
    const independent = scoreNonInferiority(s, 0.5, 0);
    const alike = scoreNonInferiority(s, 0.5, 0.2);
    expect(alike.p).toBeGreaterThan(independent.p * 10);
    expect(independent.p).toBeLessThan(level);
    expect(alike.p).toBeGreaterThan(level);
    expect(scoreLowerBound(s, level, 0.2)).toBeLessThan(scoreLowerBound(s, level, 0) - 0.1);
    // At rho >= 1 a side carries one run's information, however many runs it has.
    expect(scoreNonInferiority(s, 0.5, 1)).toEqual(scoreNonInferiority(s, 0.5, 7));
    expect(scoreNonInferiority(s, 0.5, 1).p).toBeGreaterThan(scoreNonInferiority(s, 0.5, 0.9).p);
  });

  it('raises the bound toward the change as runs grow', () => {
    const bounds = [16, 32, 64, 128, 256].map((k) => scoreLowerBound(stratum((15 * k) / 16, k, (15 * k) / 16, k), level, 0));
    for (let i = 1; i < bounds.length; i++) expect(bounds[i]).toBeGreaterThan(bounds[i - 1] ?? Infinity);
    expect(bounds.at(-1)).toBeLessThan(0);
    expect(bounds.at(-1)).toBeGreaterThan(-0.06);
  });

  it('says the drop is ruled out exactly when the bound lies above -margin', () => {
    for (const s of [stratum(14, 16, 16, 16), stratum(9, 16, 12, 16), stratum(3, 5, 4, 5), stratum(0, 16, 2, 16)]) {
      for (const rho of [0, 0.2]) {
        const bound = scoreLowerBound(s, level, rho);
        for (const margin of [0.05, 0.1, 0.25, 0.5, 0.75]) {
          if (Math.abs(bound + margin) < 1e-9) continue;
          expect(scoreNonInferiority(s, margin, rho).p < level).toBe(bound > -margin);
        }
      }
    }
  });

  it('is the same test with passes and failures, and head and base, swapped (q - p is unchanged)', () => {
    for (const [x1, n1, x0, n0] of [
      [12, 16, 14, 16],
      [0, 16, 3, 16],
      [5, 8, 7, 10],
    ] as const) {
      for (const margin of [0.05, 0.5]) {
        const mirrored = scoreNonInferiority(stratum(n0 - x0, n0, n1 - x1, n1), margin, 0.1);
        expect(scoreNonInferiority(stratum(x1, n1, x0, n0), margin, 0.1).p).toBeCloseTo(mirrored.p, 12);
      }
    }
  });

  it('rules out a drop below a base rate already under the margin', () => {
    // H0 (q <= p - 0.5) needs p >= 0.5: a base that failed every run nearly excludes it.
    expect(scoreNonInferiority(stratum(0, 16, 0, 16), 0.5, 0).p).toBeLessThan(1e-4);
    expect(scoreNonInferiority(stratum(0, 16, 3, 16), 0.5, 0).p).toBeLessThan(0.01);
    // Not at a small margin: a test that never passes cannot show it did not drop by 5 points.
    expect(scoreNonInferiority(stratum(0, 16, 0, 16), 0.05, 0).p).toBeGreaterThan(level);
  });

  it('handles the ends of the margin', () => {
    // Margin 0 on equal all-pass sides: the data sit on H0.
    expect(scoreNonInferiority(stratum(16, 16, 16, 16), 0, 0)).toEqual({ p: 0.5, statistic: 0 });
    // Margin 1 is the single point q = 0, p = 1: any head pass or base failure rules it out.
    expect(scoreNonInferiority(stratum(3, 5, 4, 5), 1, 0)).toEqual({ p: 0, statistic: Infinity });
    expect(scoreNonInferiority(stratum(0, 5, 5, 5), 1, 0).p).toBe(0.5);
    expect(scoreLowerBound(stratum(0, 5, 5, 5), level, 0)).toBe(-1);
    // A drop of more than 1 cannot happen.
    expect(scoreNonInferiority(stratum(0, 5, 5, 5), 1.5, 0).p).toBe(0);
  });

  it('refuses what it cannot test, naming the side without runs', () => {
    expect(() => scoreNonInferiority(stratum(0, 0, 3, 4), 0.5, 0)).toThrow(/head side has no runs/);
    expect(() => scoreLowerBound(stratum(3, 4, 0, 0), level, 0)).toThrow(/base side has no runs/);
    expect(() => scoreNonInferiority(stratum(1.5, 4, 3, 4), 0.5, 0)).toThrow(RangeError);
    expect(() => scoreNonInferiority(stratum(5, 4, 3, 4), 0.5, 0)).toThrow(RangeError);
    expect(() => scoreNonInferiority(stratum(3, 4, 3, 4), -0.1, 0)).toThrow(/margin/);
    expect(() => scoreNonInferiority(stratum(3, 4, 3, 4), 0.5, -0.1)).toThrow(/rho/);
    expect(() => scoreNonInferiority(stratum(3, 4, 3, 4), 0.5, NaN)).toThrow(/rho/);
    expect(() => scoreLowerBound(stratum(3, 4, 3, 4), 0.5, 0)).toThrow(/level/);
    expect(() => suiteNonInferiorityBound([], level)).toThrow(RangeError);
  });

  it('counts alike runs by the design effect', () => {
    expect(designEffect(16, 0)).toBe(1);
    expect(designEffect(16, 0.2)).toBeCloseTo(4, 12);
    expect(designEffect(16, 1)).toBe(16);
    expect(designEffect(16, 3)).toBe(16);
  });
});

describe('what a user reads from the suite bound', () => {
  const level = 0.05;
  const test = (s: Stratum, rho = 0): SuiteBoundTest => ({ stratum: s, rho });

  it('lies below the suite mean change', () => {
    const suite = [
      test(stratum(15, 16, 16, 16)),
      test(stratum(12, 16, 11, 16)),
      test(stratum(16, 16, 16, 16)),
      test(stratum(8, 16, 9, 16)),
    ];
    const b = suiteNonInferiorityBound(suite, level);
    expect(b.change).toBeCloseTo(-1 / 64, 12);
    expect(b.bound).toBeLessThan(b.change);
    expect(b.bound).toBe(Math.min(b.t ?? Infinity, b.model));
  });

  it('is the t bound over tests when the tests disagree widely, and the model bound when they agree', () => {
    const disagree = [
      test(stratum(16, 16, 0, 16)),
      test(stratum(0, 16, 16, 16)),
      test(stratum(16, 16, 16, 16)),
      test(stratum(8, 16, 8, 16)),
    ];
    const wide = suiteNonInferiorityBound(disagree, level);
    expect(wide.change).toBe(0);
    expect(wide.method).toBe('t');
    expect(wide.bound).toBeLessThan(-0.5);
    const agree = Array.from({ length: 12 }, () => test(stratum(14, 16, 14, 16)));
    const steady = suiteNonInferiorityBound(agree, level);
    expect(steady.method).toBe('model');
    expect(steady.t).toBe(0);
    expect(steady.bound).toBeLessThan(0);
  });

  it('uses the model bound alone for one test, with its correlation', () => {
    const one = suiteNonInferiorityBound([test(stratum(14, 16, 15, 16))], level);
    expect(one).toMatchObject({ method: 'model', t: null });
    expect(one.bound).toBe(one.model);
    expect(suiteNonInferiorityBound([test(stratum(14, 16, 15, 16), 0.2)], level).bound).toBeLessThan(one.bound);
  });

  it('takes the head variance where the drop to rule out would put it, so runs that all passed still leave doubt', () => {
    // 8/8 against 32/32: at margin 0 the variance is nearly nil; at the 5-point margin the head's is
    // that of a 0.95 test: q(1 - q)/8 with q = pi - 0.05, pi the pooled fraction shrunk by 2 pseudo-runs a side.
    const allPassed = test(stratum(8, 8, 32, 32));
    const pi = 1;
    const q = pi - 0.05;
    const z = 1.6448536269514722;
    const one = suiteNonInferiorityBound([allPassed], level, 0.05);
    expect(one.bound).toBeCloseTo(-z * Math.sqrt((q * (1 - q)) / 8), 12);
    expect(one.bound).toBeLessThan(-0.05);
    expect(suiteNonInferiorityBound([allPassed], level).bound).toBe(0);
    // Twelve such tests rule out a 5-point drop of the suite.
    expect(
      suiteNonInferiorityBound(
        Array.from({ length: 12 }, () => allPassed),
        level,
        0.05,
      ).bound,
    ).toBeGreaterThan(-0.05);
  });

  it('measures the change on the effect runs', () => {
    const b = suiteNonInferiorityBound([{ stratum: stratum(30, 32, 16, 16), effect: stratum(14, 16, 16, 16), rho: 0 }], level);
    expect(b.change).toBeCloseTo(-2 / 16, 12);
  });

  it('narrows with more tests', () => {
    const suite = (n: number) => Array.from({ length: n }, (_, i) => test(stratum(i % 2 === 0 ? 15 : 16, 16, 15, 16)));
    const bounds = [4, 16, 64].map((n) => suiteNonInferiorityBound(suite(n), level).bound);
    expect(bounds[1]).toBeGreaterThan(bounds[0] ?? Infinity);
    expect(bounds[2]).toBeGreaterThan(bounds[1] ?? Infinity);
  });
});

describe('the false ✅ rate: a true drop of exactly the margin', () => {
  // Seeded, a few thousand draws. The score test is asymptotic: at 16 runs it lets ~6.5% through at
  // level 5% (bench/non-inferiority.ts measures the full table); the bounds below allow for that and
  // for the simulation's spread (about 0.4 points at 3000 draws).
  it('rules out a drop of 0.5 that happened in about 5% of tests, with or without alike runs', () => {
    const options = { baseRate: 0.9, margin: 0.5, runs: 16, level: 0.05, draws: 3000, seed: 7 };
    const independent = falseTestNonInferiority({ ...options, rho: 0 });
    const alike = falseTestNonInferiority({ ...options, rho: 0.2 });
    expect(independent.rate).toBeLessThan(0.08);
    expect(alike.rate).toBeLessThan(0.08);
    // Ignoring the correlation would wave a fifth of those drops through.
    const ignored = falseTestNonInferiority({ ...options, rho: 0.2, assumedRho: 0 });
    expect(ignored.rate).toBeGreaterThan(0.15);
  });

  it('rules out a suite drop of 0.05 that happened in at most 5% of suites', () => {
    const options = { tests: 15, baseRates: [0.55, 0.95] as [number, number], margin: 0.05, runs: 16, level: 0.05, draws: 300, seed: 3 };
    expect(falseSuiteNonInferiority({ ...options, rho: 0 }).rate).toBeLessThan(0.07);
    expect(falseSuiteNonInferiority({ ...options, rho: 0.2 }).rate).toBeLessThan(0.07);
  });
});
