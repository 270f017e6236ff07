// node_descriptor.options_contains: every expected option must be offered in the agent's
// next_node_descriptor.options. An expected option is matched on the fields it gives: `id` equal to
// the option's id (compared as text, so an agent's numeric id 2 matches "2"), `label` a
// case-insensitive substring of the option's label; an expected option with neither field matches
// any option. One result for the key, naming every option not offered. A missing descriptor or one
// without an options list fails. Failures are NODE_MISMATCH.
import type { Assertions } from '../suite/suite-schema.ts';
import type { AssertionHandler } from './types.ts';
import { isRecord } from './equality.ts';
import { clipValue, failed, listOf, passed, show } from './result.ts';

type ExpectedOption = NonNullable<Assertions['node_descriptor.options_contains']>[number];

export const optionsContains: AssertionHandler<'node_descriptor.options_contains'> = (expected, observed) => {
  const key = 'node_descriptor.options_contains';
  const descriptor = observed.next_node_descriptor;
  if (descriptor === undefined || descriptor === null) {
    return [failed(key, 'NODE_MISMATCH', expected, null, 'agent returned no next_node_descriptor')];
  }
  const options = isRecord(descriptor) ? descriptor['options'] : undefined;
  if (!Array.isArray(options)) {
    return [failed(key, 'NODE_MISMATCH', expected, clipValue(descriptor), 'next_node_descriptor has no options list')];
  }
  const offered = options.map(describeOffered);
  const actual = clipValue(options, 500);
  const missing = expected.filter((want) => !options.some((option) => optionMatches(want, option)));
  if (missing.length === 0) {
    return [passed(key, expected, actual, `next node descriptor offers ${listOf(expected.map(describeExpected))}`)];
  }
  return [
    failed(
      key,
      'NODE_MISMATCH',
      expected,
      actual,
      `next node descriptor lacks ${missing.length === 1 ? 'option' : 'options'} ${listOf(missing.map(describeExpected))}; offered: ${listOf(offered)}`,
    ),
  ];
};

function optionMatches(want: ExpectedOption, option: unknown): boolean {
  if (!isRecord(option)) return false;
  if (want.id !== undefined && (option['id'] === undefined || option['id'] === null || String(option['id']) !== want.id)) return false;
  if (want.label !== undefined) {
    const label = option['label'];
    if (typeof label !== 'string' || !label.toLowerCase().includes(want.label.toLowerCase())) return false;
  }
  return true;
}

function describeExpected(want: ExpectedOption): string {
  const parts = [want.id !== undefined ? `id ${show(want.id)}` : '', want.label !== undefined ? `label ~${show(want.label)}` : ''];
  return `{${parts.filter(Boolean).join(' ') || 'any'}}`;
}

function describeOffered(option: unknown): string {
  if (!isRecord(option)) return show(option, 40);
  const label = option['label'];
  return typeof label === 'string' ? `${show(option['id'], 40)} ${show(label, 40)}` : show(option['id'], 40);
}
