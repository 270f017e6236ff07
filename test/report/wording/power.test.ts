// The power hint's words for the cases a user meets: a suite that cannot fail alone, one whose power
// for a drop of the minimum effect is low now, one that no number of repeats would power, and one
// run per test. The numbers come from stats/power.ts (its tests check them against the exact test).
import { describe, expect, it } from 'vitest';
import { powerHintText } from '../../../src/report/wording/power.ts';
import { powerAdvice, type PowerAdvice } from '../../../src/stats/power.ts';
import type { Stratum } from '../../../src/stats/fisher.ts';

/** The hint of a suite of `tests` gating tests with this advice, as comparison.json records it. */
function powerHint(advice: PowerAdvice, tests: number, level: number, minEffect: number): string | null {
  return powerHintText(
    {
      level,
      tests,
      can_reach_level: advice.canReachLevel,
      power: advice.power,
      fails: advice.fails,
      min_detectable_drop: advice.minDetectableDrop,
      repeats: advice.repeats,
      repeats_for_min_effect: advice.repeatsForMinEffect,
      repeats_needed: advice.repeatsNeeded,
      tests_needed: advice.testsNeeded,
      hint: true,
    },
    minEffect,
  );
}

const level = 0.025 / 2 / 4;
const suite = (passes: readonly number[], runs: number): Stratum[] =>
  passes.map((p) => ({ headPassed: p, headRuns: runs, basePassed: p, baseRuns: runs }));

describe('powerHintText', () => {
  it('a suite of flaky and stable tests at 6 runs: how often a 5-point drop is significant now, and the runs for 80%', () => {
    const strata = suite([...Array(10).fill(6), ...Array(10).fill(4)], 6);
    const advice = powerAdvice(strata, level, 0.05);
    const hint = powerHint(advice, strata.length, level, 0.05);
    expect(hint).toMatch(
      /^At 6 runs per test, a drop of 5 points fails the check in \d+% and is significant in \d+% of runs \(80% needs a drop of [\d.]+ points\)\./,
    );
    expect(hint).toContain(`80% for a drop of 5 points takes ${advice.repeatsForMinEffect} runs per test on each side`);
    expect(hint).toContain('the check also needs the drop seen to reach 5 points, about half the time for a drop of exactly that');
  });

  it('a suite that cannot reach the level says so, and what would', () => {
    const strata = suite([1, 1, 1], 1);
    const hint = powerHint(powerAdvice(strata, 0.0125, 0.05), 3, 0.0125, 0.05);
    expect(hint).toMatch(/^This suite cannot detect any drop: even if all 3 common tests failed, p would stay above 0\.013\./);
    // Three tests reach at best 2^-3 on the suite test: more runs cannot help, more tests can.
    expect(hint).toContain('Not even 1000 runs per test reach 80% for a drop of 5 points: add tests or raise min-effect.');
    // One run per test: the Connor sample size and what one run misses.
    expect(hint).toContain('Or about 188 tests.');
    expect(hint).toContain('One run per test misses a test failing 20% of the time; 14 runs see it fail with 95% probability.');
  });

  it('says when not even the most repeats would do', () => {
    const advice: PowerAdvice = {
      canReachLevel: true,
      minDetectableDrop: 0.4,
      repeats: 4,
      power: 0.01,
      fails: 0.01,
      powered: false,
      repeatsForOneBrokenTest: 6,
      repeatsForMinEffect: null,
      repeatsNeeded: 1000,
      testsNeeded: null,
    };
    expect(powerHint(advice, 2, level, 0.05)).toBe(
      'At 4 runs per test, a drop of 5 points fails the check in 1% and is significant in 1% of runs (80% needs a drop of 40 points). ' +
        'Not even 1000 runs per test reach 80% for a drop of 5 points: add tests or raise min-effect.',
    );
  });
});

describe('powerHintText without a hint', () => {
  it('says nothing when the comparison records no hint for the suite', () => {
    expect(powerHintText(null, 0.05)).toBeNull();
  });
});
