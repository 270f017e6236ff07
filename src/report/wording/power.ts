// What a suite can detect, and what settles a possible regression or an underpowered suite.
import type { SuiteComparison } from '../../compare/comparison-schema.ts';
import { plural, pointsText as points, pValue } from '../../format.ts';
import { MAX_SUGGESTED_REPEATS, runsToSeeFlaky } from '../../stats/power.ts';
import { AS_IS, type CodeFormat } from './code-format.ts';

/** Failure rate used to illustrate what one run per test misses. */
const ILLUSTRATIVE_FLAKY_RATE = 0.2;

/**
 * The power hint: what a suite can detect, in numbers, and the repeats that would make a drop of
 * the minimum effect significant in 80% of runs. Null when the comparison gives no hint for it.
 */
export function powerHintText(power: SuiteComparison['power'], minEffect: number): string | null {
  if (!power?.hint) return null;
  const sentences: string[] = [];
  const now = `At ${plural(power.repeats, 'run')} per test`;
  if (!power.can_reach_level) {
    sentences.push(
      `This suite cannot detect any drop: even if all ${power.tests} common tests failed, p would stay above ${pValue(power.level)}.`,
    );
  } else if (minEffect > 0) {
    const detectable =
      power.min_detectable_drop === null ? 'no drop reaches 80%' : `80% needs a drop of ${points(power.min_detectable_drop)}`;
    const fails = power.fails === undefined ? '' : `fails the check in ${Math.round(power.fails * 100)}% and `;
    sentences.push(
      `${now}, a drop of ${points(minEffect)} ${fails}is significant in ${Math.round(power.power * 100)}% of runs (${detectable}).`,
    );
  } else if (power.min_detectable_drop !== null) {
    sentences.push(`${now}, a drop of ${points(power.min_detectable_drop)} is significant in 80% of runs.`);
  }
  if (minEffect > 0 && power.repeats_for_min_effect === null) {
    sentences.push(
      `Not even ${MAX_SUGGESTED_REPEATS} runs per test reach 80% for a drop of ${points(minEffect)}: add tests or raise min-effect.`,
    );
  } else if (minEffect > 0 && power.repeats_for_min_effect !== null && power.repeats_for_min_effect > power.repeats) {
    sentences.push(
      `80% for a drop of ${points(minEffect)} takes ${power.repeats_for_min_effect} runs per test on each side; ` +
        `the check also needs the drop seen to reach ${points(minEffect)}, about half the time for a drop of exactly that.`,
    );
  }
  if (power.tests_needed !== null && power.tests_needed > power.tests) sentences.push(`Or about ${power.tests_needed} tests.`);
  if (power.repeats === 1) {
    sentences.push(
      `One run per test misses a test failing ${ILLUSTRATIVE_FLAKY_RATE * 100}% of the time; ${runsToSeeFlaky(ILLUSTRATIVE_FLAKY_RATE)} runs see it fail with 95% probability.`,
    );
  }
  return sentences.join(' ');
}

/** What settles a possible regression: more runs, on the pull request or locally. */
export function settleText(repeats: number, format: CodeFormat = AS_IS): string {
  return `To settle it: comment ${format.code('/eval rerun --repeats auto')} on this pull request, or run ${format.code(`agent-eval run --repeats ${repeats}`)} with ${format.code('--baseline')}.`;
}

/** For an underpowered suite: how far its data can go. */
export function smallestPText(minAttainableP: number): string {
  return `smallest p-value this suite can reach: ${pValue(minAttainableP)}`;
}
