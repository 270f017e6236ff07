// The per-test family against exact rational arithmetic and SciPy (test/fixtures/stats/
// discrete-holm-reference.json, made by make-discrete-holm.py), at tolerance 1e-9, and the property
// that replaced Tarone's: adding a test never moves another's adjusted p by more than what the added
// test could reach at it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  attainableAtOrBelow,
  discreteBonferroniSum,
  discreteHolm,
  discreteHolmBound,
  type DiscreteTest,
} from '../../src/stats/discrete-holm.ts';
import { fisherExact, fisherLessSupport, type Stratum } from '../../src/stats/fisher.ts';
import { mulberry32 } from '../../src/random.ts';

const TOLERANCE = 1e-9;

interface ReferenceCase {
  id: string;
  alpha: number;
  tests: { head_pass: number; head_runs: number; base_pass: number; base_runs: number }[];
  p_less: number[];
  support: number[][];
  p_adjusted: number[];
  rejected: boolean[];
  tarone_rejects_first?: boolean;
}

const reference = JSON.parse(readFileSync(new URL('../fixtures/stats/discrete-holm-reference.json', import.meta.url), 'utf8')) as {
  cases: ReferenceCase[];
};

const stratum = (t: ReferenceCase['tests'][number]): Stratum => ({
  headPassed: t.head_pass,
  headRuns: t.head_runs,
  basePassed: t.base_pass,
  baseRuns: t.base_runs,
});

const member = (s: Stratum): DiscreteTest => ({ p: fisherExact(s).less, support: fisherLessSupport(s) });

function expectPClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
  expect(Math.abs(actual / expected - 1), `${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
}

describe('discrete Holm over one-sided Fisher tests (exact arithmetic, SciPy)', () => {
  it.each(reference.cases)('$id', (c) => {
    const members = c.tests.map((t) => member(stratum(t)));
    members.forEach((m, i) => {
      expectPClose(m.p, c.p_less[i]!);
      expect(m.support).toHaveLength(c.support[i]!.length);
      m.support.forEach((v, k) => expectPClose(v, c.support[i]![k]!));
    });
    const adjusted = discreteHolm(members);
    adjusted.forEach((a, i) => expectPClose(a, c.p_adjusted[i]!));
    expect(adjusted.map((a) => a <= c.alpha)).toEqual(c.rejected);
  });

  it("keeps a broken test 6/6 → 0/6 rejected where Tarone's m* dropped it (10 → 11 flaky tests of 8 runs)", () => {
    const cliff = reference.cases.filter((c) => c.id.startsWith('cliff-'));
    expect(cliff.map((c) => [c.tests.length - 1, c.tarone_rejects_first, c.rejected[0]])).toEqual([
      [1, true, true],
      [10, true, true],
      [11, false, true],
      [12, false, true],
      [50, false, true],
    ]);
  });
});

describe('discreteHolm', () => {
  it('reads F(t) as the largest attainable p at or below t', () => {
    const support = [0.01, 0.2, 1];
    expect(attainableAtOrBelow(support, 0.005)).toBe(0);
    expect(attainableAtOrBelow(support, 0.01)).toBe(0.01);
    expect(attainableAtOrBelow(support, 0.5)).toBe(0.2);
    expect(attainableAtOrBelow(support, 1)).toBe(1);
    // An exact p computed a hair above the support value it equals still reaches it.
    expect(attainableAtOrBelow([1 / 20, 1], 0.05 * (1 - 1e-15))).toBe(1 / 20);
  });

  it('is plain Holm when every test can reach every p (continuous supports)', () => {
    const ps = [0.01, 0.04, 0.03, 0.005];
    // A support dense enough that F(t) = t at each observed p.
    const support = [...ps].sort((a, b) => a - b).concat(1);
    expect(discreteHolm(ps.map((p) => ({ p, support })))).toEqual([0.03, 0.06, 0.06, 0.02]);
  });

  it('gives tests that passed or failed every run nothing to add: a lone broken test keeps its p', () => {
    const tests = [member({ headPassed: 0, headRuns: 6, basePassed: 6, baseRuns: 6 })];
    for (let i = 0; i < 1000; i++) tests.push(member({ headPassed: 6, headRuns: 6, basePassed: 6, baseRuns: 6 }));
    const adjusted = discreteHolm(tests);
    expect(adjusted[0]).toBeCloseTo(1 / 924, 15);
    expect(adjusted.slice(1).every((a) => a === 1)).toBe(true);
  });

  it('gives tied p-values the same adjusted p, whatever their order', () => {
    const a = member({ headPassed: 0, headRuns: 6, basePassed: 6, baseRuns: 6 });
    const b = member({ headPassed: 3, headRuns: 6, basePassed: 3, baseRuns: 6 });
    const [first, , third] = discreteHolm([a, b, a]);
    expect(first).toBe(third);
    expect(discreteHolm([a, a, b])[1]).toBe(first);
  });

  it('refuses a test without a support or with a p outside (0, 1]', () => {
    expect(() => discreteHolm([{ p: 0.5, support: [] }])).toThrow(RangeError);
    expect(() => discreteHolm([{ p: 0, support: [1] }])).toThrow(RangeError);
    expect(() => discreteHolm([{ p: 0.5, support: [1, 0.5] }])).toThrow(RangeError);
  });

  it('never moves an adjusted p by more than what an added test can reach at it (seeded)', () => {
    const random = mulberry32(21);
    const runs = [1, 3, 4, 6, 8, 12, 16];
    const draw = (): Stratum => {
      const headRuns = runs[Math.floor(random() * runs.length)]!;
      const baseRuns = runs[Math.floor(random() * runs.length)]!;
      return {
        headPassed: Math.floor(random() * (headRuns + 1)),
        headRuns,
        basePassed: Math.floor(random() * (baseRuns + 1)),
        baseRuns,
      };
    };
    for (let trial = 0; trial < 300; trial++) {
      const tests = Array.from({ length: 1 + Math.floor(random() * 30) }, () => member(draw()));
      const added = member(draw());
      const before = discreteHolm(tests);
      const after = discreteHolm([...tests, added]);
      tests.forEach((t, i) => {
        const reach = attainableAtOrBelow(added.support, t.p);
        expect(after[i]!).toBeGreaterThanOrEqual(before[i]! - 1e-15);
        expect(after[i]!).toBeLessThanOrEqual(before[i]! + reach + 1e-12);
        // A test that cannot reach p(i) leaves p~(i) exactly as it was.
        if (reach === 0) expect(after[i]).toBe(before[i]);
      });
    }
  });
});

describe('against the Tarone correction it replaced', () => {
  /** Tarone (1990): m* the smallest m with at most m tests whose smallest attainable p is <= alpha/m; reject p <= alpha/m*. */
  function taroneRejects(tests: readonly DiscreteTest[], alpha: number): boolean[] {
    let m = 1;
    while (tests.filter((t) => t.support[0]! <= alpha / m).length > m) m++;
    return tests.map((t) => t.p <= alpha / m);
  }

  it('rejects every test Tarone rejects (seeded families)', () => {
    // At Tarone's level alpha/m*, at most m* tests can reach p <= alpha/m*, each adding at most p: sum <= alpha.
    const random = mulberry32(22);
    const runs = [3, 4, 5, 6, 8, 10, 16];
    let taroneRejections = 0;
    for (let trial = 0; trial < 300; trial++) {
      const tests = Array.from({ length: 1 + Math.floor(random() * 40) }, () => {
        const headRuns = runs[Math.floor(random() * runs.length)]!;
        const baseRuns = runs[Math.floor(random() * runs.length)]!;
        const basePassed = Math.floor(random() * (baseRuns + 1));
        // Mostly unchanged, sometimes broken.
        const headPassed = random() < 0.2 ? 0 : Math.min(headRuns, Math.round((basePassed / baseRuns) * headRuns));
        return member({ headPassed, headRuns, basePassed, baseRuns });
      });
      const adjusted = discreteHolm(tests);
      taroneRejects(tests, 0.0125).forEach((rejected, i) => {
        if (!rejected) return;
        taroneRejections++;
        expect(adjusted[i]!).toBeLessThanOrEqual(0.0125 * (1 + 1e-12));
      });
    }
    expect(taroneRejections).toBeGreaterThan(50);
  });
});

describe('discreteHolmBound', () => {
  it('bounds the adjusted p of a test from above, whatever the unknown tests turn out to be', () => {
    const broken = member({ headPassed: 0, headRuns: 6, basePassed: 6, baseRuns: 6 });
    const flaky = member({ headPassed: 4, headRuns: 8, basePassed: 4, baseRuns: 8 });
    const others = [
      member({ headPassed: 0, headRuns: 8, basePassed: 8, baseRuns: 8 }),
      member({ headPassed: 6, headRuns: 6, basePassed: 6, baseRuns: 6 }),
    ];
    const bound = discreteHolmBound(broken.p, [flaky.support], 1 + others.length);
    expect(bound).toBeCloseTo(attainableAtOrBelow(flaky.support, broken.p) + 3 * broken.p, 15);
    expect(discreteHolm([broken, flaky, ...others])[0]).toBeLessThanOrEqual(bound);
    expect(discreteHolmBound(0.5, [], 3)).toBe(1);
  });
});

describe('discreteBonferroniSum', () => {
  it('is the sum over the tests of what each can attain at or below t, and bounds every adjusted p', () => {
    const random = mulberry32(5);
    for (let round = 0; round < 20; round++) {
      const family: DiscreteTest[] = Array.from({ length: 30 }, () => {
        const runs = 2 + Math.floor(random() * 8);
        const s: Stratum = {
          headPassed: Math.floor(random() * (runs + 1)),
          headRuns: runs,
          basePassed: Math.floor(random() * (runs + 1)),
          baseRuns: runs,
        };
        return member(s);
      });
      const sum = discreteBonferroniSum(family);
      for (const t of [0, 1e-4, 0.001, 0.0125, 0.05, 0.3, 1, ...family.map((m) => m.p)]) {
        const brute = family.reduce((a, m) => a + attainableAtOrBelow(m.support, t), 0);
        expect(Math.abs(sum(t) - brute)).toBeLessThanOrEqual(1e-12);
      }
      discreteHolm(family).forEach((adjusted, i) => expect(adjusted).toBeLessThanOrEqual(Math.min(1, sum(family[i]!.p)) + 1e-12));
    }
  });
});
