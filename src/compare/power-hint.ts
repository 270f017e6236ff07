// The power hint: what a suite can detect, in numbers, and the repeats that would make a drop of the
// minimum effect significant in 80% of runs, from the suite's own pass rates (stats/power.ts).
import { runsToSeeFlaky, MAX_SUGGESTED_REPEATS, type PowerAdvice } from '../stats/power.ts';
import { plural, pValue, pointsText as points } from '../format.ts';

/** Failure rate used to illustrate what one run per test misses. */
const ILLUSTRATIVE_FLAKY_RATE = 0.2;

export function powerHint(advice: PowerAdvice, tests: number, level: number, minEffect: number): string {
  const sentences: string[] = [];
  const now = `At ${plural(advice.repeats, 'run')} per test`;
  if (!advice.canReachLevel) {
    sentences.push(`This suite cannot detect any drop: even if all ${tests} common tests failed, p would stay above ${pValue(level)}.`);
  } else if (minEffect > 0) {
    const detectable =
      advice.minDetectableDrop === null ? 'no drop reaches 80%' : `80% needs a drop of ${points(advice.minDetectableDrop)}`;
    sentences.push(`${now}, a drop of ${points(minEffect)} is significant in ${Math.round(advice.power * 100)}% of runs (${detectable}).`);
  } else if (advice.minDetectableDrop !== null) {
    sentences.push(`${now}, a drop of ${points(advice.minDetectableDrop)} is significant in 80% of runs.`);
  }
  if (minEffect > 0 && advice.repeatsForMinEffect === null) {
    sentences.push(
      `Not even ${MAX_SUGGESTED_REPEATS} runs per test reach 80% for a drop of ${points(minEffect)}: add tests or raise min-effect.`,
    );
  } else if (minEffect > 0 && advice.repeatsForMinEffect !== null && advice.repeatsForMinEffect > advice.repeats) {
    sentences.push(
      `80% for a drop of ${points(minEffect)} takes ${advice.repeatsForMinEffect} runs per test on each side; ` +
        `the check also needs the drop seen to reach ${points(minEffect)}, about half the time for a drop of exactly that.`,
    );
  }
  if (advice.testsNeeded !== null && advice.testsNeeded > tests) sentences.push(`Or about ${advice.testsNeeded} tests.`);
  if (advice.repeats === 1) {
    sentences.push(
      `One run per test misses a test failing ${ILLUSTRATIVE_FLAKY_RATE * 100}% of the time; ${runsToSeeFlaky(ILLUSTRATIVE_FLAKY_RATE)} runs see it fail with 95% probability.`,
    );
  }
  return sentences.join(' ');
}
