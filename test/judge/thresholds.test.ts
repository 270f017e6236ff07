import { describe, expect, it } from 'vitest';
import { checkThresholds, DEFAULT_QUALITY_MIN } from '../../src/judge/thresholds.ts';

describe('checkThresholds', () => {
  it('passes when the mean and every minimum are met (inclusive)', () => {
    expect(checkThresholds({ a: 0.7, b: 0.7 }, ['a', 'b'], 0.7, { a: 0.7 })).toEqual({ passed: true, mean: 0.7, failures: [] });
  });

  it('names each threshold missed', () => {
    const check = checkThresholds({ a: 0.9, b: 0.2 }, ['a', 'b'], 0.6, { b: 0.5, c: 0.1 });
    expect(check.passed).toBe(false);
    expect(check.failures).toEqual(['mean 0.55 < 0.6', 'b 0.2 < 0.5', 'c was not scored (minimum 0.1)']);
  });

  it('takes the mean over the declared criteria only', () => {
    expect(checkThresholds({ a: 1, b: 1, tone: 0 }, ['a', 'b'], 0.9, { tone: 0 })).toMatchObject({ passed: true, mean: 1 });
  });

  it('applies the default minimum mean when no threshold is given, like the assertion', () => {
    expect(checkThresholds({ a: DEFAULT_QUALITY_MIN - 0.01 }, ['a'], null, {}).passed).toBe(false);
    expect(checkThresholds({ a: DEFAULT_QUALITY_MIN }, ['a'], null, {}).passed).toBe(true);
    // With per-criterion minimums only, they alone decide.
    expect(checkThresholds({ a: 0.1, b: 0.5 }, ['a'], null, { b: 0.5 }).passed).toBe(true);
  });
});
