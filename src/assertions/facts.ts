// Memory facts, all failing with FACT_DRIFT, judged on facts before and after the turn (for
// final_assertions: the conversation's initial memory and its final memory). Values compare by deep
// equality with strings trimmed and case-insensitive (see equality.ts). Each key gives one result,
// naming every expected fact that failed.
// - facts_add: the key was absent before and is present after, with the expected value.
// - facts_update: the key was present before with a different value and is present after with the
//   expected value.
// - facts_remove: the key was present before and is absent after.
// - forbidden_facts: the key is absent after (whatever happened before).
import type { Facts } from '../agent/types.ts';
import type { AssertionResult } from '../results/results-schema.ts';
import type { AssertionHandler, Observed } from './types.ts';
import { factValuesEqual } from './equality.ts';
import { clipValue, failed, passed, show } from './result.ts';

export const factsAdd: AssertionHandler<'facts_add'> = (expected, observed) => {
  const { facts_before: before, facts_after: after } = observed;
  const problems = expected.flatMap(({ key, value }) => {
    if (Object.hasOwn(before, key)) return [`${show(key)} already present ${start(observed)} (${show(before[key])})`];
    if (!Object.hasOwn(after, key)) return [`${show(key)} not added`];
    if (!factValuesEqual(after[key], value)) return [`${show(key)} added as ${show(after[key])}, expected ${show(value)}`];
    return [];
  });
  const keys = expected.map((f) => f.key);
  return verdict('facts_add', expected, observed, keys, problems, `added ${describeFacts(expected)}`);
};

export const factsUpdate: AssertionHandler<'facts_update'> = (expected, observed) => {
  const { facts_before: before, facts_after: after } = observed;
  const problems = expected.flatMap(({ key, value }) => {
    if (!Object.hasOwn(before, key)) return [`${show(key)} not present ${start(observed)}`];
    if (factValuesEqual(before[key], value)) return [`${show(key)} already ${show(value)} ${start(observed)}`];
    if (!Object.hasOwn(after, key)) return [`${show(key)} removed, expected ${show(value)}`];
    if (!factValuesEqual(after[key], value)) return [`${show(key)} is ${show(after[key])}, expected ${show(value)}`];
    return [];
  });
  const keys = expected.map((f) => f.key);
  return verdict('facts_update', expected, observed, keys, problems, `updated ${describeFacts(expected)}`);
};

export const factsRemove: AssertionHandler<'facts_remove'> = (expected, observed) => {
  const { facts_before: before, facts_after: after } = observed;
  const problems = expected.flatMap((key) => {
    if (!Object.hasOwn(before, key)) return [`${show(key)} not present ${start(observed)}`];
    if (Object.hasOwn(after, key)) return [`${show(key)} still present (${show(after[key])})`];
    return [];
  });
  return verdict('facts_remove', expected, observed, expected, problems, `removed ${expected.map((k) => show(k)).join(', ')}`);
};

export const forbiddenFacts: AssertionHandler<'forbidden_facts'> = (expected, observed) => {
  const after = observed.facts_after;
  const problems = expected.flatMap((key) =>
    Object.hasOwn(after, key) ? [`forbidden fact ${show(key)} is present (${show(after[key])})`] : [],
  );
  return verdict('forbidden_facts', expected, observed, expected, problems, `none of ${expected.map((k) => show(k)).join(', ')} present`);
};

function verdict(
  key: string,
  expected: unknown,
  observed: Observed,
  factKeys: readonly string[],
  problems: readonly string[],
  success: string,
): AssertionResult[] {
  // Only the facts the assertion names, so the result stays small.
  const actual = { before: pick(observed.facts_before, factKeys), after: pick(observed.facts_after, factKeys) };
  if (problems.length === 0) return [passed(key, expected, actual, success)];
  return [failed(key, 'FACT_DRIFT', expected, actual, problems.join('; '))];
}

function pick(facts: Facts, keys: readonly string[]): Facts {
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(facts, k)).map((k) => [k, clipValue(facts[k])]));
}

function start(observed: Observed): string {
  return observed.scope === 'final' ? 'at the start of the conversation' : 'before the turn';
}

function describeFacts(facts: readonly { key: string; value: unknown }[]): string {
  return facts.map((f) => `${show(f.key)} = ${show(f.value)}`).join(', ');
}
