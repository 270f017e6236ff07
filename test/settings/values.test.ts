// The one number parser and the value rules built on it: what each accepts, and the words it refuses with.
import { describe, expect, it } from 'vitest';
import { decimal, oneOf, parseNumber, trueOrFalse, wholeNumber } from '../../src/settings/values.ts';

describe('parseNumber', () => {
  it('reads plain decimal numbers, and nothing a typo could turn into one', () => {
    expect(['12', ' 0.025 ', '-1', '.5', '1e3'].map(parseNumber)).toEqual([12, 0.025, -1, 0.5, 1000]);
    expect(['', ' ', '0x10', 'Infinity', 'NaN', '1,5', '12ms', '1e999'].map(parseNumber)).toEqual(Array(8).fill(undefined));
  });
});

describe('value rules', () => {
  it('accept the ends of their ranges and refuse what lies outside, saying the range', () => {
    const concurrency = wholeNumber(1, 256, 'conversations at once');
    expect(concurrency.rule).toBe('a whole number of conversations at once from 1 to 256');
    expect(['1', '256'].map(concurrency.parse)).toEqual([1, 256]);
    expect(['0', '257', '2.5'].map(concurrency.parse)).toEqual([undefined, undefined, undefined]);
    expect(wholeNumber(0).rule).toBe('a whole number, 0 or more');

    const alpha = decimal({ above: 0, max: 0.5 });
    expect(alpha.rule).toBe('a number greater than 0 and at most 0.5');
    expect(['0.5', '0.001'].map(alpha.parse)).toEqual([0.5, 0.001]);
    expect(['0', '0.51'].map(alpha.parse)).toEqual([undefined, undefined]);
    expect(decimal({ min: 0, max: 1 }).parse('0')).toBe(0);
  });

  it('read booleans as YAML writes them and choices exactly', () => {
    expect(['true', 'False', 'TRUE'].map(trueOrFalse.parse)).toEqual([true, false, true]);
    expect(trueOrFalse.parse('yes')).toBeUndefined();
    const transport = oneOf(['http', 'ws'] as const);
    expect(transport.rule).toBe('http or ws');
    expect([transport.parse('ws'), transport.parse('WS')]).toEqual(['ws', undefined]);
  });
});
