// The assistant's text, all failing with ASSISTANT_CONTENT. Each key gives one result, naming every
// expected item that failed.
// - assistant_contains: every string must occur in the assistant message, as a case-insensitive
//   substring (no other normalisation: spacing and punctuation count).
// - assistant_not_contains: none of the strings may occur (same matching). A turn with no assistant
//   message passes: nothing forbidden was said.
// - assistant_matches: every pattern must match somewhere in the message. A pattern is an RE2 regular
//   expression, written plainly ("order #\d+", case-sensitive) or as /pattern/flags ("/refund/i").
//   Matching is linear in the message; the patterns of one check share a work budget, and a pattern
//   over it is not run: the check fails saying so, rather than holding the run.
// contains and matches fail when the agent returned no assistant message.
import { errorMessage } from '../errors.ts';
import type { AssertionHandler } from './types.ts';
import { clipText, failed, listOf, oneLine, passed, show } from './result.ts';
import { compilePattern, MATCH_BUDGET, PatternError, type Pattern } from '../suite/pattern.ts';

const NO_MESSAGE = 'agent returned no assistant message';
const count = (n: number): string => n.toLocaleString('en-US');

export const assistantContains: AssertionHandler<'assistant_contains'> = (expected, observed) => {
  const key = 'assistant_contains';
  const message = observed.assistant_message;
  const actual = clipText(message);
  if (message === null) return [failed(key, 'ASSISTANT_CONTENT', expected, actual, NO_MESSAGE)];
  const text = message.toLowerCase();
  const missing = expected.filter((s) => !text.includes(s.toLowerCase()));
  if (missing.length > 0) {
    return [failed(key, 'ASSISTANT_CONTENT', expected, actual, `assistant message lacks ${listOf(missing.map((s) => show(s)))}`)];
  }
  return [passed(key, expected, actual, `assistant message contains ${listOf(expected.map((s) => show(s)))}`)];
};

export const assistantNotContains: AssertionHandler<'assistant_not_contains'> = (expected, observed) => {
  const key = 'assistant_not_contains';
  const message = observed.assistant_message;
  const actual = clipText(message);
  if (message === null) return [passed(key, expected, actual, 'no assistant message, so nothing forbidden')];
  const text = message.toLowerCase();
  const found = expected.filter((s) => text.includes(s.toLowerCase()));
  if (found.length > 0) {
    return [
      failed(key, 'ASSISTANT_CONTENT', expected, actual, `assistant message contains forbidden ${listOf(found.map((s) => show(s)))}`),
    ];
  }
  return [passed(key, expected, actual, `assistant message contains none of ${listOf(expected.map((s) => show(s)))}`)];
};

export const assistantMatches: AssertionHandler<'assistant_matches'> = (expected, observed) => {
  const key = 'assistant_matches';
  const message = observed.assistant_message;
  const actual = clipText(message);
  if (message === null) return [failed(key, 'ASSISTANT_CONTENT', expected, actual, NO_MESSAGE)];
  const invalid: string[] = [];
  const unmatched: string[] = [];
  const notRun: string[] = [];
  let budget = MATCH_BUDGET;
  for (const pattern of expected) {
    let compiled: Pattern;
    try {
      compiled = compilePattern(pattern);
    } catch (e) {
      // Validation reports these first; a suite loaded without it still fails the check, saying why.
      invalid.push(`${oneLine(errorMessage(e))}; ${e instanceof PatternError ? e.fix : 'fix it in the suite'}`);
      continue;
    }
    const cost = compiled.costFor(message);
    if (cost > budget) {
      notRun.push(
        `${show(pattern)} was not run: against a message of ${count(message.length)} characters it could take up to ${count(cost)} steps, more than the ${budget < MATCH_BUDGET ? `${count(budget)} left of the ` : ''}${count(MATCH_BUDGET)} one check may use; use smaller or fewer patterns`,
      );
      continue;
    }
    budget -= cost;
    let matched: boolean;
    try {
      matched = compiled.test(message);
    } catch (e) {
      notRun.push(`${show(pattern)} could not be matched: the engine stopped (${oneLine(errorMessage(e))})`);
      continue;
    }
    if (!matched) unmatched.push(show(pattern));
  }
  if (invalid.length > 0 || unmatched.length > 0 || notRun.length > 0) {
    const reason = [unmatched.length > 0 ? `assistant message does not match ${listOf(unmatched)}` : '', ...invalid, ...notRun];
    return [failed(key, 'ASSISTANT_CONTENT', expected, actual, reason.filter(Boolean).join('; '))];
  }
  return [passed(key, expected, actual, `assistant message matches ${listOf(expected.map((s) => show(s)))}`)];
};
