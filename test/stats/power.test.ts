// Power and sample size against the worked examples of the design's statistics notes (sections 4.2,
// 5.1 and 9), and the attainable-p floor that makes a suite "underpowered".
import { describe, expect, it } from 'vitest';
import {
  flakinessIndex,
  mcnemarSampleSize,
  minDetectableDrop,
  powerAdvice,
  repeatsForOneBrokenTest,
  repeatsSampleSize,
  runsToSeeFlaky,
} from '../../src/stats/power.ts';
import { minAttainablePValue, type Stratum } from '../../src/stats/stratified.ts';

const stable = (runs: number, count: number): Stratum[] =>
  Array.from({ length: count }, () => ({ headPassed: runs, headRuns: runs, basePassed: runs, baseRuns: runs }));

describe('sample size formulas', () => {
  it('Connor (1987) McNemar: tests needed at one-sided 0.025 and 80% power', () => {
    expect(mcnemarSampleSize({ breakRate: 0.1, fixRate: 0, alpha: 0.025 })).toBe(77);
    expect(mcnemarSampleSize({ breakRate: 0.1, fixRate: 0.02, alpha: 0.025 })).toBe(145);
    expect(mcnemarSampleSize({ breakRate: 0.15, fixRate: 0.05, alpha: 0.025 })).toBe(155);
  });

  it('repeats: n*K for a 5-point drop with flakiness 0.05 per side', () => {
    expect(repeatsSampleSize({ headFlakiness: 0.05, baseFlakiness: 0.05, delta: 0.05, alpha: 0.025 })).toBe(314);
  });

  it('runs needed to see a flaky test with 95% probability', () => {
    expect([0.05, 0.1, 0.2, 0.3].map((f) => runsToSeeFlaky(f))).toEqual([59, 29, 14, 9]);
  });

  it('repeats at which one completely broken test can reach the level: 1/C(2K, K)', () => {
    expect(repeatsForOneBrokenTest(0.05)).toBe(3);
    expect(repeatsForOneBrokenTest(0.025)).toBe(4);
    expect(repeatsForOneBrokenTest(0.025 / 4)).toBe(5);
    expect(repeatsForOneBrokenTest(0.025 / 10)).toBe(6);
  });

  it('flakiness index is the unbiased within-test variance, 0 for deterministic tests', () => {
    expect(
      flakinessIndex([
        { passed: 5, runs: 5 },
        { passed: 0, runs: 5 },
      ]),
    ).toBe(0);
    // p = 0.5 with 2 runs: 0.25 * 2 / 1 = 0.5; a single-run test is left out.
    expect(
      flakinessIndex([
        { passed: 1, runs: 2 },
        { passed: 1, runs: 1 },
      ]),
    ).toBe(0.5);
  });
});

describe('attainable significance', () => {
  it('one run per test: 0.5^n, so 5 tests can never reach 0.025', () => {
    expect(minAttainablePValue(stable(1, 5))).toBe(0.5 ** 5);
    expect(minAttainablePValue(stable(1, 6))).toBe(0.5 ** 6);
  });

  it('tests that already fail on base cannot get worse and add nothing', () => {
    const strata = [...stable(1, 3), { headPassed: 0, headRuns: 1, basePassed: 0, baseRuns: 1 }];
    expect(minAttainablePValue(strata)).toBe(0.125);
  });

  it('a completely broken test with 5 runs per side weighs 1/252', () => {
    expect(minAttainablePValue(stable(5, 1))).toBeCloseTo(1 / 252, 15);
  });

  it('smallest detectable drop: 6 of 10 single-run tests, or 1 of 10 with 5 runs', () => {
    expect(minDetectableDrop(stable(1, 10), 0.025)).toBeCloseTo(0.6, 12);
    expect(minDetectableDrop(stable(5, 10), 0.025)).toBeCloseTo(0.1, 12);
    expect(minDetectableDrop(stable(1, 5), 0.025)).toBeNull();
  });

  it('advice for a tiny single-run suite: 4 repeats, or 155 tests for a 5-point drop', () => {
    expect(powerAdvice(stable(1, 3), 0.025, 0.05)).toEqual({
      minDetectableDrop: null,
      repeats: 1,
      repeatsForOneBrokenTest: 4,
      repeatsForMinEffect: null,
      repeatsNeeded: 4,
      testsNeeded: 155,
    });
  });

  it('advice for a flaky suite asks for the repeats of the n*K formula', () => {
    const flaky: Stratum[] = Array.from({ length: 10 }, () => ({ headPassed: 2, headRuns: 3, basePassed: 2, baseRuns: 3 }));
    // flakiness (2/3)(1/3)(3/2) = 1/3 per side; n*K >= 2.80158^2 * (2/3) / 0.05^2 = 2093 -> 210 runs per test.
    const advice = powerAdvice(flaky, 0.025, 0.05);
    expect(advice.repeats).toBe(3);
    expect(advice.repeatsForMinEffect).toBe(210);
    expect(advice.repeatsNeeded).toBe(210);
    expect(advice.testsNeeded).toBeNull();
  });
});
