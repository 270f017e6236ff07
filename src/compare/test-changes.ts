// Per-test facts: run counts, how a test's outcome changed, and where it first failed on head.
import type { AssertionResult, Results, TestResult } from '../results/results-schema.ts';
import { isGatingFailure } from '../results/judge-gates.ts';
import type { TestChange, TestComparison } from './comparison-schema.ts';

export interface RunCounts {
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
}

export function countRuns(test: TestResult): RunCounts {
  const counts: RunCounts = { passed: 0, failed: 0, errored: 0, skipped: 0 };
  for (const run of test.runs) counts[run.outcome]++;
  return counts;
}

/**
 * The pass rate every report prints: the mean over tests with scored runs of each test's pass
 * fraction (each test weighs the same, whatever its repeats). Null when no run was scored.
 */
export function meanTestPassRate(results: Results): number | null {
  const fractions = results.suites
    .flatMap((s) => s.tests.map(countRuns))
    .filter((c) => scoredRuns(c) > 0)
    .map((c) => c.passed / scoredRuns(c));
  return fractions.length === 0 ? null : fractions.reduce((a, b) => a + b, 0) / fractions.length;
}

/** A test with a failed scored run on head: what a report lists when there is nothing to compare it with. */
export function failsOnHead(t: Pick<TestComparison, 'head'>): boolean {
  return t.head !== null && t.head.passed < t.head.runs;
}

/**
 * A test added to a compared suite, or whose spec changed, that fails on head: the baseline has
 * nothing to compare it with, so like a new suite's failing tests it is listed as it is and keeps
 * the check from passing. Quarantined tests do not gate.
 */
export function newTestFails(t: Pick<TestComparison, 'change' | 'head' | 'quarantined'>): boolean {
  return (t.change === 'added' || t.change === 'changed') && !t.quarantined && failsOnHead(t);
}

/** Runs that say something about the agent: errored (infrastructure) and skipped runs do not. */
export function scoredRuns(c: RunCounts): number {
  return c.passed + c.failed;
}

/**
 * The change of a test present on both sides with the same spec (definitions in schema.ts).
 * "newly_failing" includes 5/5 -> 4/5: a clean record lost; its Fisher p says whether that is beyond
 * noise. "flaky" is any other case with mixed outcomes on a side, e.g. 3/5 -> 1/5 or 2/5 -> 2/5.
 */
export function classifyChange(base: RunCounts, head: RunCounts): TestChange {
  if (scoredRuns(base) === 0 || scoredRuns(head) === 0) return 'no_data';
  const baseAllPass = base.failed === 0;
  const headAllPass = head.failed === 0;
  if (baseAllPass && !headAllPass) return 'newly_failing';
  if (!baseAllPass && headAllPass) return 'fixed';
  const mixed = (c: RunCounts): boolean => c.passed > 0 && c.failed > 0;
  return mixed(base) || mixed(head) ? 'flaky' : 'unchanged';
}

// A judge check that does not gate is listed apart (judge_calibration.ungated), never as where a run failed.
const isFailure = (a: AssertionResult): boolean => isGatingFailure(a);

/**
 * The first failed assertion of the first failed head run (lowest repeat): what the report shows as
 * "expected vs actual". A failed run without a failed assertion is still reported, with its codes.
 */
export function firstFailure(test: TestResult): TestComparison['first_failure'] {
  const run = test.runs.filter((r) => r.outcome === 'failed').sort((a, b) => a.repeat - b.repeat)[0];
  if (run === undefined) return null;
  const located = [
    ...run.turns.map((turn) => ({ turnId: turn.turn_id, assertions: turn.assertions })),
    { turnId: 'final', assertions: run.final.assertions },
  ];
  for (const { turnId, assertions } of located) {
    const failed = assertions.find(isFailure);
    if (failed === undefined) continue;
    return {
      turn_id: turnId,
      code: failed.code ?? run.codes[0] ?? 'UNKNOWN',
      key: failed.key,
      ...(failed.expected === undefined ? {} : { expected: failed.expected }),
      ...(failed.actual === undefined ? {} : { actual: failed.actual }),
      reason: failed.reason,
    };
  }
  return {
    turn_id: run.turns.at(-1)?.turn_id ?? 'run',
    code: run.codes[0] ?? 'UNKNOWN',
    key: 'run',
    reason: '',
    without_assertion: { repeat: run.repeat, codes: [...run.codes] },
  };
}
