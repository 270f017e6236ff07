// The reasons and values an assertion result carries into results.json and the reports: one line
// each, agent text quoted and cut, long lists summed up, a near miss never rounded onto its threshold.
import { describe, expect, it } from 'vitest';
import { clipText, clipValue, failed, formatScore, listOf, oneLine, passed, show } from '../../src/assertions/result.ts';

describe('assertion results', () => {
  it('record passed and failed checks with their code', () => {
    expect(passed('k', 1, 1, 'ok')).toEqual({ key: 'k', pass: true, status: 'passed', expected: 1, actual: 1, reason: 'ok' });
    expect(failed('k', 'NODE_MISMATCH', 1, 2, 'no')).toMatchObject({ pass: false, status: 'failed', code: 'NODE_MISMATCH' });
  });

  it('show agent text on one line, quoted and cut to the limit', () => {
    expect(show('line one\nline two')).toBe('"line one\\nline two"');
    expect(show('x'.repeat(100), 10)).toBe(`"${'x'.repeat(8)}…`);
    expect(oneLine('  a\n\n b\tc ')).toBe('a b c');
  });

  it('keep short values as they are and cut long ones, saying how much is left out', () => {
    expect(clipValue({ a: 1 })).toEqual({ a: 1 });
    expect(clipValue('y'.repeat(300), 20)).toBe(`"${'y'.repeat(19)}…`);
    expect(clipText('z'.repeat(12), 10)).toBe(`${'z'.repeat(10)}… (2 more characters)`);
    expect(clipText(null)).toBeNull();
  });

  it('list at most ten items, then how many more', () => {
    expect(listOf([])).toBe('none');
    expect(listOf(Array.from({ length: 12 }, (_, i) => `t${i}`))).toBe('t0, t1, t2, t3, t4, t5, t6, t7, t8, t9 and 2 more');
  });

  it('print a score that missed its threshold in full rather than as the threshold', () => {
    expect(formatScore(0.12345)).toBe('0.123');
    expect(formatScore(0.69996, 0.7)).toBe('0.69996');
    expect(formatScore(0.7, 0.7)).toBe('0.7');
  });
});
