// What the reports say where a baseline would be: none, one given but not compared, and the tests no baseline can judge.
import { plural } from '../../format.ts';

/** What every report of a run without a comparison says in place of a base. */
export const NO_BASELINE = 'No baseline: pass rates only, no regression verdict';

/** A baseline given to a run that could not be compared with it: the file, and why not. */
export interface BaselineNotCompared {
  file: string;
  why: string;
}

/** "Baseline base.json given, not compared: the run was interrupted after …". */
export function baselineNotComparedText(b: BaselineNotCompared): string {
  return `Baseline ${b.file} given, not compared: ${b.why}`;
}

/** The heading of the failing tests of new suites, which no baseline has. */
/** The heading of the failing tests without a baseline to compare them with: of new suites only, or also new or changed in compared suites. */
export const FAILING_NEW_TESTS = (tests: number, inNewSuitesOnly: boolean): string =>
  `${plural(tests, 'failing test')} ${inNewSuitesOnly ? 'in new suites' : 'new or changed in this pull request'} (no baseline to compare them with)`;

/** What a pull request without a baseline is told to do about it. */
export const BASELINE_HOW_TO =
  'To compare with a baseline: a push to the default branch stores one (run this action on `push`), or set `baseline-target-url` to the deployment of the base branch to run a fresh baseline in the same job.';

/** After the failing tests of a run without a baseline, in the check run's heading. */
export const NO_BASELINE_TO_TELL_NEW = 'no baseline to tell which are new';
