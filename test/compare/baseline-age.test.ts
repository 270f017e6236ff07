// How old a baseline is, the max-baseline-age forms a user writes, and when the comparison warns.
import { describe, expect, it } from 'vitest';
import { baselineAge, parseBaselineAge, staleBaselineWarning } from '../../src/compare/baseline-age.ts';
import { makeResults } from '../helpers/results.ts';

const DAY = 86_400_000;

describe('max-baseline-age', () => {
  it('reads days, hours and plain numbers of days, and 0 as no limit', () => {
    expect(parseBaselineAge('7d')).toBe(7);
    expect(parseBaselineAge('36h')).toBe(1.5);
    expect(parseBaselineAge(' 3 ')).toBe(3);
    expect(parseBaselineAge('0')).toBe(0);
    for (const bad of ['', 'a week', '-1d', '7w', '1e3']) expect(parseBaselineAge(bad)).toBeUndefined();
  });
});

describe('the age of a baseline', () => {
  it('counts from the end of its run, never below zero when a clock ran ahead', () => {
    const base = makeResults('a'.repeat(40), [{ suite_id: 's', tests: { t: ['passed'] } }]);
    const end = Date.parse(base.run.finished_at);
    expect(baselineAge(base, new Date(end + 3 * DAY))).toEqual({ run_at: base.run.finished_at, age_ms: 3 * DAY });
    expect(baselineAge(base, new Date(end - DAY))?.age_ms).toBe(0);
  });

  it('warns past the limit for stored baselines and files, never for a fresh one or with no limit', () => {
    const branch = { source: 'branch' as const, commit: 'c', distance: 0, age_ms: 8 * DAY };
    expect(staleBaselineWarning(branch, 7)).toEqual({ code: 'baseline_stale', source: 'branch', age_ms: 8 * DAY, max_days: 7 });
    expect(staleBaselineWarning(branch, 8)).toBeNull();
    expect(staleBaselineWarning(branch, 0)).toBeNull();
    expect(staleBaselineWarning({ ...branch, source: 'fresh' }, 7)).toBeNull();
    expect(staleBaselineWarning({ ...branch, age_ms: null }, 7)).toBeNull();
  });
});
