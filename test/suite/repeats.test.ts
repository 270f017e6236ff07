import { describe, expect, it } from 'vitest';
import { parseRepeats } from '../../src/suite/repeats.ts';

describe('parseRepeats', () => {
  it('reads a fixed count, auto with its defaults, and auto:MIN-MAX', () => {
    expect(parseRepeats('5')).toBe(5);
    expect(parseRepeats('auto')).toEqual({ auto: true, min: 4, max: 16 });
    expect(parseRepeats(' auto:2-10 ')).toEqual({ auto: true, min: 2, max: 10 });
    expect(parseRepeats('auto:3-3')).toEqual({ auto: true, min: 3, max: 3 });
  });

  it('refuses anything else', () => {
    for (const text of ['0', '-1', '1.5', '1001', 'auto:10-2', 'auto:0-4', 'auto:4', 'auto-4-8', 'AUTO', ''])
      expect(parseRepeats(text)).toBeNull();
  });
});
