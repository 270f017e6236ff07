import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/random.ts';
import {
  breakOne,
  CHECK,
  compose,
  drawCheck,
  drawSeededPr,
  equalIcc,
  headDrift,
  historyBatches,
  improveFlaky,
  isMixed,
  MOSTLY_STABLE,
  pickIndices,
  sidePassRate,
  sidePasses,
  SMALL,
  stuck,
  suiteDrop,
  unevenIcc,
} from '../../bench/seeded-population.ts';

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: readonly number[]): number => {
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
};

describe('drawCheck', () => {
  it('draws suites of the shape’s sizes and mix', () => {
    const random = mulberry32(1);
    const tests = Array.from({ length: 200 }, () => drawCheck(CHECK, random)).flatMap((check) => {
      expect(check).toHaveLength(4);
      for (const suite of check) {
        expect(suite.length).toBeGreaterThanOrEqual(15);
        expect(suite.length).toBeLessThanOrEqual(45);
      }
      return check.flat();
    });
    const share = (kind: string): number => tests.filter((t) => t.kind === kind).length / tests.length;
    expect(share('stable')).toBeCloseTo(0.35, 1);
    expect(share('rare')).toBeCloseTo(0.35, 1);
    // Flaky rates from Beta(4, 2): mean 2/3.
    expect(mean(tests.filter((t) => t.kind === 'flaky').map((t) => t.base))).toBeCloseTo(2 / 3, 1);
    expect(tests.every((t) => t.head === t.base && t.icc === 0)).toBe(true);
  });

  it('draws the small and the mostly-stable checks', () => {
    const random = mulberry32(2);
    expect(drawCheck(SMALL, random).map((s) => s.length)).toEqual([6]);
    const tests = Array.from({ length: 200 }, () => drawCheck(MOSTLY_STABLE, random).flat()).flat();
    expect(tests.filter((t) => t.kind === 'stable').length / tests.length).toBeCloseTo(0.85, 1);
  });
});

describe('sidePassRate', () => {
  it('is p itself at ICC 0 and for tests that always pass or always fail', () => {
    const random = mulberry32(3);
    expect(sidePassRate(0.7, 0, random)).toBe(0.7);
    expect(sidePassRate(1, 0.2, random)).toBe(1);
    expect(sidePassRate(0, 0.5, random)).toBe(0);
  });

  it('has mean p and variance ρ p (1 - p) (the beta of ICC ρ)', () => {
    const random = mulberry32(4);
    const draws = Array.from({ length: 20_000 }, () => sidePassRate(0.7, 0.2, random));
    expect(mean(draws)).toBeCloseTo(0.7, 2);
    expect(variance(draws)).toBeCloseTo(0.2 * 0.7 * 0.3, 2);
  });

  it('sticks a side at one outcome at ICC 1, passing with probability p', () => {
    const random = mulberry32(5);
    const draws = Array.from({ length: 10_000 }, () => sidePassRate(0.3, 1, random));
    expect(draws.every((q) => q === 0 || q === 1)).toBe(true);
    expect(mean(draws)).toBeCloseTo(0.3, 1);
  });
});

describe('the scenarios’ transforms', () => {
  const check = drawCheck(CHECK, mulberry32(6));
  const all = check.flat();

  it('gives every test the same ICC, or a share of the mixed tests their own', () => {
    expect(
      equalIcc(0.1)(check, mulberry32(7))
        .flat()
        .every((t) => t.icc === 0.1),
    ).toBe(true);
    const uneven = unevenIcc(0.2, 0.5)(check, mulberry32(7)).flat();
    const mixed = all.filter(isMixed).length;
    expect(uneven.filter((t) => t.icc === 0.5)).toHaveLength(Math.round(0.2 * mixed));
    expect(uneven.filter((t) => t.icc === 0.5).every(isMixed)).toBe(true);
    expect(uneven.filter((t) => t.icc !== 0.5).every((t) => t.icc === 0)).toBe(true);
  });

  it('sticks 5% of all tests', () => {
    const out = stuck(0.05)(check, mulberry32(8)).flat();
    expect(out.filter((t) => t.icc === 1)).toHaveLength(Math.round(0.05 * all.length));
  });

  it('breaks one test that the improvements left alone', () => {
    const out = compose(improveFlaky(30, 30), breakOne(0.9, 0.1))(check, mulberry32(9)).flat();
    const flaky = all.filter((t) => t.kind === 'flaky').length;
    const improved = out.filter((t) => t.head > t.base);
    expect(improved).toHaveLength(Math.min(30, flaky));
    for (const t of improved) expect(t.head).toBeCloseTo(Math.min(1, t.base + 0.3), 12);
    expect(out.filter((t) => t.base === 0.9 && t.head === 0.1)).toHaveLength(1);
    expect(out.filter((t) => t.head < t.base)).toHaveLength(1);
  });

  it('drifts every test on the head side only', () => {
    const out = headDrift(5)(check, mulberry32(10)).flat();
    out.forEach((t, i) => {
      expect(t.base).toBe(all[i]!.base);
      expect(t.head).toBeCloseTo(Math.max(0, all[i]!.base - 0.05), 12);
    });
  });

  it('picks distinct indices', () => {
    const picked = pickIndices(10, 4, mulberry32(11));
    expect(new Set(picked).size).toBe(4);
    expect(picked.every((i) => i >= 0 && i < 10)).toBe(true);
    expect(pickIndices(3, 5, mulberry32(11)).sort()).toEqual([0, 1, 2]);
  });
});

describe('drawSeededPr', () => {
  it('is the same PR for the same seed, scenario and index, and another for another index', () => {
    const a = drawSeededPr(42, 'aa', CHECK, equalIcc(0.1), 3, 16);
    const b = drawSeededPr(42, 'aa', CHECK, equalIcc(0.1), 3, 16);
    expect(b).toEqual(a);
    expect(drawSeededPr(42, 'aa', CHECK, equalIcc(0.1), 4, 16).base.uniforms).not.toEqual(a.base.uniforms);
  });

  it('gives scenarios of one shape the same checks, with runs of their own', () => {
    const a = drawSeededPr(42, 'aa', CHECK, equalIcc(0), 3, 16);
    const b = drawSeededPr(42, 'drift', CHECK, headDrift(3), 3, 16);
    expect(b.check.map((s) => s.map((t) => t.base))).toEqual(a.check.map((s) => s.map((t) => t.base)));
    expect(b.head.uniforms).not.toEqual(a.head.uniforms);
  });

  it('makes fewer runs the first of more', () => {
    const pr = drawSeededPr(42, 'aa', CHECK, equalIcc(0.05), 0, 16);
    const at4 = sidePasses(pr.base, 4).flat();
    const at16 = sidePasses(pr.base, 16).flat();
    at4.forEach((n, i) => {
      expect(n).toBeLessThanOrEqual(at16[i]!);
      expect(at16[i]! - n).toBeLessThanOrEqual(12);
    });
  });

  it('draws beta-binomial runs: the spread of a side’s passes grows with the ICC', () => {
    // Many PRs, one flaky test's passes of 16 runs: Var = 16 p (1 - p) (1 + 15 ρ).
    const spread = (rho: number): number => {
      const passes: number[] = [];
      for (let i = 0; i < 200; i++) {
        const pr = drawSeededPr(7, `icc${rho}`, CHECK, compose(breakOne(0.5, 0.5), equalIcc(rho)), i, 16);
        const s = pr.check.findIndex((suite) => suite.some((t) => t.base === 0.5));
        const t = pr.check[s]!.findIndex((x) => x.base === 0.5);
        passes.push(sidePasses(pr.head, 16)[s]![t]!);
      }
      return variance(passes);
    };
    expect(spread(0)).toBeGreaterThan(16 * 0.25 * 0.7);
    expect(spread(0)).toBeLessThan(16 * 0.25 * 1.3);
    expect(spread(0.2)).toBeGreaterThan(16 * 0.25 * (1 + 15 * 0.2) * 0.7);
    expect(spread(0.2)).toBeLessThan(16 * 0.25 * (1 + 15 * 0.2) * 1.3);
  });
});

describe('suiteDrop', () => {
  it('lowers one suite’s true mean by exactly the points, over its flaky tests, and leaves the others', () => {
    const random = mulberry32(3);
    for (let i = 0; i < 50; i++) {
      const check = drawCheck(CHECK, random);
      const dropped = suiteDrop(5)(check, random);
      const changes = dropped.map((suite) => mean(suite.map((t) => t.head - t.base)));
      expect(changes.filter((c) => Math.abs(c + 0.05) < 1e-12)).toHaveLength(1);
      expect(changes.filter((c) => c === 0)).toHaveLength(3);
      for (const t of dropped.flat()) expect(t.head).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('historyBatches', () => {
  it('draws batches alike within, as the test’s ICC says: stuck tests pass all or none of a batch', () => {
    const check = stuck(1)(drawCheck(CHECK, mulberry32(4)), mulberry32(5));
    const batches = historyBatches(check, 10, 16, mulberry32(6));
    for (const suite of batches)
      for (const test of suite) {
        expect(test).toHaveLength(10);
        for (const b of test) expect([0, 16]).toContain(b.passed);
      }
  });
});
