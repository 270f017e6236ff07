// Which suites a push to the default branch runs, and which it carries over from the previous
// baseline: a suite no change since that baseline affects would only re-measure the same agent
// behaviour, so its records are copied, marked with the run that produced them. The suites are
// chosen as on a pull request (a suite without `affects` is affected by every change). Anything
// uncertain (no baseline, an unknown or rewritten history, a changed spec) runs the suite.
import type { Results, SuiteResult } from '../results/results-schema.ts';
import { countRuns } from '../runner/run.ts';
import type { LoadedSuite } from '../suite/loader.ts';
import { selectAffectedSuites } from './select.ts';

export interface PushPlanInput {
  suites: readonly LoadedSuite[];
  /** The newest baseline among the pushed commit's first-parent ancestors. */
  previous: { commit: string; results: Results } | null;
  /**
   * Repository paths changed since `previous.commit`, or why they are unknown (a forced push, a
   * history GitHub cannot compare, more changes than GitHub lists): then every suite runs.
   */
  changes: { paths: readonly string[] } | { unknown: string };
  runAllOn: readonly string[];
}

export interface PlannedRun {
  suite: LoadedSuite;
  reason: string;
}

export interface PlannedCarry {
  suite: LoadedSuite;
  result: SuiteResult;
  reason: string;
}

export interface PushPlan {
  run: PlannedRun[];
  carry: PlannedCarry[];
}

export function planPush(input: PushPlanInput): PushPlan {
  const { suites, previous, changes } = input;
  if ('unknown' in changes) return { run: suites.map((suite) => ({ suite, reason: changes.unknown })), carry: [] };
  if (previous === null)
    return { run: suites.map((suite) => ({ suite, reason: 'no previous baseline to carry it over from' })), carry: [] };

  const short = previous.commit.slice(0, 12);
  const affected = new Map(selectAffectedSuites(suites, changes.paths, input.runAllOn).selected.map((s) => [s.suite, s.reason]));
  const plan: PushPlan = { run: [], carry: [] };
  for (const suite of suites) {
    const id = suite.suite.suite_id;
    const reason = affected.get(suite);
    const before = previous.results.suites.find((s) => s.suite_id === id);
    if (reason !== undefined) plan.run.push({ suite, reason: `${reason} since the baseline of ${short}` });
    else if (before === undefined) plan.run.push({ suite, reason: `the baseline of ${short} has no results for it` });
    else if (before.spec_hash !== suite.specHash)
      plan.run.push({ suite, reason: `its spec differs from the one the baseline of ${short} ran` });
    else {
      // A suite carried before keeps pointing at the run that produced its records.
      const from = before.carried_from ?? { commit: previous.commit, run_id: previous.results.run.id };
      plan.carry.push({
        suite,
        result: { ...before, file: suite.file, carried_from: from },
        reason: `no change since the baseline of ${short} affects it (results of ${from.commit.slice(0, 12)}, run ${from.run_id})`,
      });
    }
  }
  return plan;
}

/** The fresh results with the carried suites added, in the order of `order` (suite ids). */
export function withCarriedSuites(fresh: Results, carried: readonly SuiteResult[], order: readonly string[]): Results {
  if (carried.length === 0) return fresh;
  const byId = new Map<string, SuiteResult>([...carried, ...fresh.suites].map((s) => [s.suite_id, s]));
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  const suites = [...byId.values()].sort((a, b) => rank(a.suite_id) - rank(b.suite_id));
  return { ...fresh, counts: countRuns(suites), suites };
}
