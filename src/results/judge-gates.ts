// Which recorded checks count against a run: every failed check, but a judge check marked
// `gates: false` (its criterion not calibrated to gate) only reports what it found. The reports list
// those apart from what broke, so the calibration's effect is seen and never hidden.
import type { AssertionResult, RunRecord } from './results-schema.ts';

/** A failed check that counts against its run: not a judge check that does not gate. */
export function isGatingFailure(a: AssertionResult): boolean {
  return a.status === 'failed' && a.gates !== false;
}

/** A judge check that failed or could not be scored, and does not gate. */
export interface UngatedCheck {
  /** The turn's id, or "final" for the final assertions. */
  turn_id: string;
  key: string;
  status: 'failed' | 'unscored';
  calibration: NonNullable<AssertionResult['calibration']>;
  reason: string;
}

/** The judge checks of a run that would have failed (or errored) it, had their criteria gated. */
export function ungatedChecks(run: Pick<RunRecord, 'turns' | 'final'>): UngatedCheck[] {
  const out: UngatedCheck[] = [];
  const add = (turnId: string, a: AssertionResult): void => {
    if (a.gates !== false || (a.status !== 'failed' && a.status !== 'unscored')) return;
    out.push({ turn_id: turnId, key: a.key, status: a.status, calibration: a.calibration ?? 'not_calibrated', reason: a.reason });
  };
  for (const turn of run.turns) for (const a of turn.assertions) add(turn.turn_id, a);
  for (const a of run.final.assertions) add('final', a);
  return out;
}

/** A test with judge checks that failed without gating: in how many runs, and the first of them. */
export interface UngatedTest {
  suite_id: string;
  test_id: string;
  /** Runs with at least one such check. */
  runs: number;
  first: UngatedCheck;
}

type SuitesWithChecks = readonly {
  suite_id: string;
  tests: readonly { test_id: string; runs: readonly { ungated?: readonly UngatedCheck[] | undefined }[] }[];
}[];

/** The tests whose judge checks failed without gating, in results order. */
export function ungatedTests(suites: SuitesWithChecks): UngatedTest[] {
  return suites.flatMap((s) =>
    s.tests.flatMap((t) => {
      const runs = t.runs.filter((r) => (r.ungated?.length ?? 0) > 0);
      return runs.length === 0 ? [] : [{ suite_id: s.suite_id, test_id: t.test_id, runs: runs.length, first: runs[0]!.ungated![0]! }];
    }),
  );
}
