// How numbers are written: a value that is not a count never prints as "InfinityM" or "-5".
import { describe, expect, it } from 'vitest';
import { tokens } from '../src/format.ts';

describe('tokens', () => {
  it('writes counts plainly, in thousands and in millions', () => {
    expect([tokens(950), tokens(12_345), tokens(3_400_000)]).toEqual(['950', '12.3k', '3.40M']);
  });

  it('writes n/a for what is not a count (an overflowed sum, a negative number)', () => {
    expect([tokens(1e308 * 10), tokens(-5), tokens(Number.NaN), tokens(null)]).toEqual(['n/a', 'n/a', 'n/a', 'n/a']);
  });
});
