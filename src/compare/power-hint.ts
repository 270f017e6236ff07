// The power hint: tells the user, in numbers, what a suite can detect and what it would take to do
// better (statistics design, sections 5.1 and 9).
import { runsToSeeFlaky, type PowerAdvice } from '../stats/power.ts';
import { pValue, pointsText as points } from '../format.ts';

/** Failure rate used to illustrate what one run per test misses. */
const ILLUSTRATIVE_FLAKY_RATE = 0.2;

export function powerHint(advice: PowerAdvice, tests: number, level: number, minEffect: number): string {
  const sentences: string[] = [];
  sentences.push(
    advice.minDetectableDrop === null
      ? `This suite cannot detect any drop: even if all ${tests} common tests failed, p would stay above ${pValue(level)}.`
      : `This suite can only detect drops of ${points(advice.minDetectableDrop)} or more.`,
  );
  if (advice.repeatsNeeded > advice.repeats) {
    const add = advice.repeatsNeeded - advice.repeats;
    const why =
      advice.repeatsNeeded === advice.repeatsForOneBrokenTest
        ? 'so that a single broken test can fail the check'
        : `to detect a drop of ${points(minEffect)} with 80% power, given how flaky the tests are`;
    sentences.push(`Add ${add} repeat${add === 1 ? '' : 's'} (${advice.repeatsNeeded} runs per test on each side) ${why}.`);
  }
  if (advice.testsNeeded !== null && advice.testsNeeded > tests) {
    sentences.push(`Or grow the suite to about ${advice.testsNeeded} tests to detect a drop of ${points(minEffect)} with 80% power.`);
  }
  if (advice.repeats === 1) {
    sentences.push(
      `With one run per test, a test failing ${ILLUSTRATIVE_FLAKY_RATE * 100}% of the time goes unnoticed most of the time; ` +
        `it takes ${runsToSeeFlaky(ILLUSTRATIVE_FLAKY_RATE)} runs to see it fail with 95% probability.`,
    );
  }
  return sentences.join(' ');
}
