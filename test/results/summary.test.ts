// What every report says about errored runs: grouped by cause (code and message), once per cause
// instead of once per run, the most frequent cause in the headline; and FLAKY on the failed runs of a
// test that both passed and failed.
import { describe, expect, it } from 'vitest';
import type { FailureCode } from '../../src/results/failure-codes.ts';
import type { RunOutcome } from '../../src/results/results-schema.ts';
import { erroredGroups, erroredHeadline, finalCodes, runFacts, type RunSummary } from '../../src/results/summary.ts';

const run = (repeat: number, outcome: RunOutcome, error?: { code: FailureCode; message: string }) => ({
  repeat,
  outcome,
  codes: error ? [error.code] : [],
  ...(error ? { error } : {}),
});
const down = { code: 'ENGINE_ERROR' as const, message: 'connect ECONNREFUSED 127.0.0.1:8080' };
const slow = { code: 'TIMEOUT' as const, message: 'no answer within 30000 ms' };
const suites = [
  {
    suite_id: 'checkout',
    tests: [
      { test_id: 'pay', runs: [run(0, 'errored', down), run(1, 'passed'), run(2, 'errored', slow)] },
      { test_id: 'refund', runs: [run(0, 'errored', down), run(1, 'failed')] },
    ],
  },
];

describe('erroredGroups', () => {
  it('groups the errored runs by cause, in the order the causes first appear, with where each run is', () => {
    expect(erroredGroups(suites)).toEqual([
      {
        ...down,
        runs: [
          { suite_id: 'checkout', test_id: 'pay', repeat: 0 },
          { suite_id: 'checkout', test_id: 'refund', repeat: 0 },
        ],
      },
      { ...slow, runs: [{ suite_id: 'checkout', test_id: 'pay', repeat: 2 }] },
    ]);
  });
});

describe('erroredHeadline', () => {
  it('says how many runs errored and the most frequent cause, with how many it explains', () => {
    const summary = { counts: { planned: 5, passed: 1, failed: 1, errored: 3, skipped: 0 }, suites } as unknown as RunSummary;
    expect(erroredHeadline(summary)).toBe('3 of 5 runs errored (ENGINE_ERROR: connect ECONNREFUSED 127.0.0.1:8080 ×2; 1 other cause)');
  });
});

describe('finalCodes', () => {
  it('adds FLAKY to a failed run of a flaky test only, and keeps the same list otherwise', () => {
    const codes: FailureCode[] = ['NODE_MISMATCH'];
    expect(finalCodes(codes, 'failed', true)).toEqual(['NODE_MISMATCH', 'FLAKY']);
    expect(finalCodes(codes, 'passed', true)).toBe(codes);
    expect(finalCodes(codes, 'failed', false)).toBe(codes);
  });
});

describe('runFacts of a run with judge checks that do not gate', () => {
  it('lists them apart, and neither counts an unscored one as a check the judge errored on nor as where the run failed', () => {
    const judged = (status: 'failed' | 'unscored', gates?: false) => ({
      key: 'judge_criteria',
      pass: false,
      status,
      code: status === 'failed' ? ('QUALITY_JUDGE_FAIL' as const) : ('JUDGE_ERROR' as const),
      reason: status === 'failed' ? 'below threshold' : 'judge timed out after 30 s',
      ...(gates === false ? { gates, calibration: 'not_calibrated' as const } : {}),
    });
    const record = {
      repeat: 0,
      conversation_id: 'c',
      outcome: 'passed' as const,
      codes: [],
      duration_ms: 1,
      turns: [],
      final: { assertions: [judged('failed', false), judged('unscored', false)] },
    };
    const facts = runFacts(record);
    expect(facts.firstFailure).toBeUndefined();
    expect(facts.notChecked).toEqual([]);
    expect(facts.ungated?.map((u) => [u.status, u.reason])).toEqual([
      ['failed', 'below threshold'],
      ['unscored', 'judge timed out after 30 s'],
    ]);
    // A check that gates is counted as before.
    expect(runFacts({ ...record, final: { assertions: [judged('unscored')] } }).notChecked).toHaveLength(1);
  });
});
