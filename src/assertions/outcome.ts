// A run's outcome from its assertion results:
// - errored: an ENGINE_ERROR or TIMEOUT ended the conversation, or a judge or embeddings check
//   could not be scored (JUDGE_ERROR). Infrastructure: the run says nothing about the agent, and
//   is kept out of the pass-rate statistics. This wins over failed assertions of the same run: were
//   failures kept while the judge is down, only passes would disappear and the rate would drop.
// - failed: any assertion failed;
// - passed: otherwise. Skipped checks neither fail nor pass a run; they are counted and reported apart.
// A judge check that does not gate (`gates: false`: its criterion is not calibrated, or below the
// agreement threshold) is reported as it came out but counts for none of these.
// Codes are unique, in the order first seen (turns in order, then final assertions, then the error).
// FLAKY is not decided here: it belongs to a test whose repeats disagree (see isFlaky).
import { type AssertionResult, type RunOutcome } from '../results/results-schema.ts';
import { INFRA_CODES, type FailureCode } from '../results/failure-codes.ts';

export function runOutcome(
  turnAssertions: readonly (readonly AssertionResult[])[],
  finalAssertions: readonly AssertionResult[],
  error?: { code: FailureCode },
): { outcome: 'passed' | 'failed' | 'errored'; codes: FailureCode[] } {
  const codes = new Set<FailureCode>();
  let anyFailed = false;
  let unscored = false;
  for (const result of [...turnAssertions.flat(), ...finalAssertions]) {
    if (result.gates === false) continue;
    if (result.status === 'unscored') {
      unscored = true;
      codes.add('JUDGE_ERROR');
    }
    if (result.status !== 'failed') continue;
    anyFailed = true;
    if (result.code) codes.add(result.code);
  }
  if (error) codes.add(error.code);
  const infra = unscored || (error !== undefined && INFRA_CODES.includes(error.code));
  const outcome = infra ? 'errored' : anyFailed || error ? 'failed' : 'passed';
  return { outcome, codes: [...codes] };
}

/** The first check that could not be scored, as the run's error: what happened to the judge. */
export function judgeError(
  turnAssertions: readonly (readonly AssertionResult[])[],
  finalAssertions: readonly AssertionResult[],
): { code: 'JUDGE_ERROR'; message: string } | undefined {
  const first = [...turnAssertions.flat(), ...finalAssertions].find((r) => r.status === 'unscored' && r.gates !== false);
  return first ? { code: 'JUDGE_ERROR', message: first.reason } : undefined;
}

/**
 * Whether a test's repeats disagree: at least one passed and at least one failed. Errored and
 * skipped runs are ignored, since they say nothing about the agent's behaviour.
 */
export function isFlaky(outcomes: readonly RunOutcome[]): boolean {
  return outcomes.includes('passed') && outcomes.includes('failed');
}
