// Per-test facts: where a test first failed on head.
import { describe, expect, it } from 'vitest';
import { firstFailure } from '../../src/compare/test-changes.ts';
import { firstFailureReasonText } from '../../src/report/wording/suite.ts';
import { results, suite, test } from '../helpers/results.ts';

describe('first failure', () => {
  it('reports a failed run without a failed assertion with its codes', () => {
    const head = results([suite('s', [test('a', 'F')])]);
    const run = head.suites[0]?.tests[0]?.runs[0];
    if (run === undefined) throw new Error('no run');
    run.turns[0]!.assertions = [];
    run.codes = ['FACT_DRIFT'];
    const failure = firstFailure(head.suites[0]!.tests[0]!);
    expect(failure).toEqual({
      turn_id: 't1',
      code: 'FACT_DRIFT',
      key: 'run',
      reason: '',
      without_assertion: { repeat: 0, codes: ['FACT_DRIFT'] },
    });
    expect(firstFailureReasonText(failure!)).toBe('run 0 failed without a failed assertion (codes: FACT_DRIFT)');
  });

  it('finds a failure among the final assertions', () => {
    const head = results([suite('s', [test('a', 'F')])]);
    const run = head.suites[0]?.tests[0]?.runs[0];
    if (run === undefined) throw new Error('no run');
    run.turns[0]!.assertions = [];
    run.final.assertions = [
      {
        key: 'flow_completed',
        pass: false,
        status: 'failed',
        code: 'NODE_MISMATCH',
        expected: true,
        actual: false,
        reason: 'flow did not complete',
      },
    ];
    expect(firstFailure(head.suites[0]!.tests[0]!)).toMatchObject({
      turn_id: 'final',
      key: 'flow_completed',
      expected: true,
      actual: false,
    });
  });
});
