// A judge check that does not gate counts against no run: it is not where a run failed, and the
// reports list it apart, per test, from its runs.
import { describe, expect, it } from 'vitest';
import { isGatingFailure, ungatedChecks, ungatedTests } from '../../src/results/judge-gates.ts';
import type { AssertionResult } from '../../src/results/results-schema.ts';

const judged = (over: Partial<AssertionResult>): AssertionResult => ({
  key: 'judge_criteria',
  pass: false,
  status: 'failed',
  code: 'QUALITY_JUDGE_FAIL',
  reason: 'below threshold',
  ...over,
});

describe('judge checks that do not gate', () => {
  it('a failure counts unless it is marked as not gating', () => {
    expect(isGatingFailure(judged({}))).toBe(true);
    expect(isGatingFailure(judged({ gates: false, calibration: 'stale' }))).toBe(false);
    expect(isGatingFailure(judged({ status: 'passed', pass: true }))).toBe(false);
  });

  it('lists the failed and unscored ones of a run, turns first, and leaves out passes and skips', () => {
    const run = {
      turns: [
        {
          turn_id: 't1',
          assertions: [judged({ gates: false, calibration: 'below_threshold' }), judged({ status: 'passed', pass: true, gates: false })],
        },
        { turn_id: 't2', assertions: [judged({ status: 'skipped', gates: false }), judged({})] },
      ],
      final: { assertions: [judged({ status: 'unscored', code: 'JUDGE_ERROR', reason: 'timed out', gates: false })] },
    } as unknown as Parameters<typeof ungatedChecks>[0];
    expect(ungatedChecks(run)).toEqual([
      { turn_id: 't1', key: 'judge_criteria', status: 'failed', calibration: 'below_threshold', reason: 'below threshold' },
      { turn_id: 'final', key: 'judge_criteria', status: 'unscored', calibration: 'not_calibrated', reason: 'timed out' },
    ]);
  });

  it('counts per test the runs with such a check, and keeps the first', () => {
    const first = { turn_id: 't1', key: 'judge_criteria', status: 'failed' as const, calibration: 'stale' as const, reason: 'r1' };
    const second = { ...first, reason: 'r2' };
    const suites = [
      {
        suite_id: 's',
        tests: [
          { test_id: 'a', runs: [{}, { ungated: [first] }, { ungated: [second] }] },
          { test_id: 'b', runs: [{}] },
        ],
      },
    ];
    expect(ungatedTests(suites)).toEqual([{ suite_id: 's', test_id: 'a', runs: 2, first }]);
  });
});
