// How a mistake in a suite is told: file:line:col, the key path, what is wrong in a suite author's
// words, and the fix.
import { describe, expect, it } from 'vitest';
import {
  closestKey,
  describeValue,
  formatPath,
  formatSpecError,
  sortByPosition,
  typeFix,
  type SpecError,
} from '../../src/suite/spec-errors.ts';

const error = (line: number, col: number): SpecError => ({ file: 'suites/a.yaml', line, col, path: 'tests', message: 'm', fix: '' });

describe('spec errors', () => {
  it('are one line: the position when there is one, the message, the fix', () => {
    expect(formatSpecError({ file: 'suites/a.yaml', line: 3, col: 5, path: 'x', message: 'is wrong', fix: 'write it right' })).toBe(
      'suites/a.yaml:3:5: is wrong (write it right)',
    );
    expect(formatSpecError({ file: 'suites/a.yaml', line: 0, col: 0, path: '', message: 'is empty', fix: '' })).toBe(
      'suites/a.yaml: is empty',
    );
  });

  it('write key paths unambiguously, bracketing dotted keys', () => {
    expect(formatPath(['tests', 0, 'turns', 1, 'expected', 'node_descriptor.options_contains'])).toBe(
      'tests[0].turns[1].expected["node_descriptor.options_contains"]',
    );
  });

  it('come in the order a reader meets them in the file', () => {
    expect(sortByPosition([error(9, 1), error(2, 7), error(2, 3)]).map((e) => `${e.line}:${e.col}`)).toEqual(['2:3', '2:7', '9:1']);
  });

  it('suggest the key meant, also a dotted key written without its prefix', () => {
    const keys = ['assistant_contains', 'node_descriptor.options_contains'];
    expect(closestKey('asistant_contains', keys)).toBe('assistant_contains');
    expect(closestKey('options_contains', keys)).toBe('node_descriptor.options_contains');
    expect(closestKey('weather', keys)).toBeUndefined();
  });

  it('say what was written and how to write the expected type', () => {
    expect(describeValue('abc')).toBe('the string "abc"');
    expect(describeValue([1])).toBe('a list');
    expect(describeValue(3)).toBe('the number 3');
    expect(typeFix('string', 42)).toBe('quote it: "42"');
    expect(typeFix('array', 'x')).toBe('write a list: one "- item" per line, or [a, b]');
  });
});
