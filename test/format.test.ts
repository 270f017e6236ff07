// Numbers as the terminal, the reports and the PR comment print them: a real minus sign, one decimal
// of percent, honest tiny p-values, and sizes and durations a reader takes in at a glance.
import { describe, expect, it } from 'vitest';
import {
  byteSize,
  duration,
  formatUsd,
  formatUsdPair,
  level,
  milliseconds,
  percent,
  percentShort,
  plural,
  points,
  pValue,
  rateInterval,
  shortSha,
  signedCount,
  signedPointsText,
  tokens,
} from '../src/format.ts';

describe('the numbers the product prints', () => {
  it('writes rates and their changes in percent, with a real minus sign and no negative zero', () => {
    expect(percent(0.8)).toBe('80.0%');
    expect(percent(null)).toBe('n/a');
    expect(points(-0.1)).toBe('−10.0');
    expect(points(0.025)).toBe('+2.5');
    expect(points(-0.0001)).toBe('0.0');
    expect(rateInterval([0.7, 0.97])).toBe('[70.0, 97.0]');
    expect(signedCount(-3)).toBe('−3');
    expect(signedCount(2)).toBe('+2');
    expect(signedPointsText(-0.1)).toBe('-10 points');
    expect(signedPointsText(0.0001)).toBe('0 points');
    expect(percentShort(0.2)).toBe('20%');
  });

  it('keeps tiny p-values honest instead of rounding them to 0', () => {
    expect(pValue(0.5)).toBe('0.50');
    expect(pValue(0.0123)).toBe('0.012');
    expect(pValue(0.0000123)).toBe('1.2e-5');
    expect(pValue(0)).toBe('0');
    expect(pValue(null)).toBe('—');
    expect(level(0.025 / 3)).toBe('0.008333');
  });

  it('writes counts, durations, tokens, sizes and commits short', () => {
    expect(plural(1, 'test')).toBe('1 test');
    expect(plural(2, 'test')).toBe('2 tests');
    expect(milliseconds(850)).toBe('850 ms');
    expect(milliseconds(1234)).toBe('1.23 s');
    expect(duration(125_000)).toBe('2m 5s');
    expect(duration(3_900_000)).toBe('1h 5m');
    expect(tokens(12_345)).toBe('12.3k');
    expect(tokens(2_500_000)).toBe('2.50M');
    expect(byteSize(900)).toBe('900 bytes');
    expect(byteSize(262_144)).toBe('256 KiB');
    expect(byteSize(1_258_291)).toBe('1.2 MiB');
    expect(shortSha('0123456789abcdef0123456789abcdef01234567')).toBe('0123456');
    expect(shortSha('main')).toBe('main');
  });
});

describe('tokens that are not counts', () => {
  it('write n/a, never "InfinityM" or a negative count (an overflowed sum, a negative number)', () => {
    expect([tokens(1e308 * 10), tokens(-5), tokens(Number.NaN), tokens(null)]).toEqual(['n/a', 'n/a', 'n/a', 'n/a']);
    expect([tokens(950), tokens(3_400_000)]).toEqual(['950', '3.40M']);
  });
});

describe('dollars', () => {
  it('show cents from $1 up and two significant digits below, so no cost but 0 reads "$0.00"', () => {
    expect([0, 1, 12.345, 1234.5, 0.5, 0.53, 0.05, 0.015].map(formatUsd)).toEqual([
      '$0.00',
      '$1.00',
      '$12.35',
      '$1234.50',
      '$0.50',
      '$0.53',
      '$0.05',
      '$0.015',
    ]);
    expect([0.0005, 0.00012345, 0.00005, 0.0000123].map(formatUsd)).toEqual(['$0.0005', '$0.00012', '$0.00005', '$0.000012']);
    // Never scientific notation, never "NaN": a hostile or overflowed sum reads n/a.
    expect([1e-12, Number.NaN, Number.POSITIVE_INFINITY, -0.25].map(formatUsd)).toEqual(['<$0.0000000001', 'n/a', 'n/a', '-$0.25']);
  });

  it('tell a limit and the amount spent apart when they differ, with no more digits than that needs', () => {
    expect(formatUsdPair(0.0005, 0.0005)).toEqual(['$0.0005', '$0.0005']);
    expect(formatUsdPair(0.0105, 0.01)).toEqual(['$0.011', '$0.01']);
    expect(formatUsdPair(1.004, 1)).toEqual(['$1.004', '$1.00']);
    expect(formatUsdPair(0.00050001, 0.0005)).toEqual(['$0.00050001', '$0.0005']);
    expect(formatUsdPair(2.5, 1)).toEqual(['$2.50', '$1.00']);
  });
});
