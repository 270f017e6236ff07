// One suite's wording: a test's passes in the lists of failing tests.
import { describe, expect, it } from 'vitest';
import { testPassesText } from '../../../src/report/wording/suite.ts';

describe('testPassesText: a test in the lists of failing tests', () => {
  const side = (passed: number, runs: number, errored = 0) => ({ passed, runs, errored });

  it('says a test the baseline lacks is new and how many of its runs passed, never "passed — → 0/2"', () => {
    expect(testPassesText({ base: null, head: side(0, 2), change: 'added' }, true)).toBe('new: 0/2 passed');
  });

  it('says a test whose spec changed is not compared with the old one', () => {
    expect(testPassesText({ base: side(6, 6), head: side(0, 2), change: 'changed' }, true)).toBe(
      "spec changed: 0/2 passed, not compared with the base's 6/6",
    );
  });

  it('shows both sides of a compared test, and the errored runs', () => {
    expect(testPassesText({ base: side(6, 6), head: side(2, 6, 1), change: 'newly_failing' }, true)).toBe('passed 6/6 → 2/6, 1 errored');
  });

  it('without a baseline, says only how many runs passed (nothing says which tests are new)', () => {
    expect(testPassesText({ base: null, head: side(1, 3), change: 'added' }, false)).toBe('1/3 passed');
  });
});
