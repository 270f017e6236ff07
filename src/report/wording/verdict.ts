// The check as a whole: the headline a reviewer reads first and the "Why:" line under it, for a
// comparison and for a run that stopped before its end.
import type { Comparison, ComparisonReason, SuiteVerdict } from '../../compare/comparison-schema.ts';
import { plural } from '../../format.ts';
import { NOT_JUDGED, VERDICT_LABELS } from './labels.ts';
import { NO_BASELINE } from './baseline.ts';
import { minPassBreachText } from './pass-k.ts';
import { performanceHeadline, performanceReasonText, performanceUndecidedHeadline, performanceUndecidedText } from './performance-gate.ts';

/**
 * The headline of a run that stopped before its end (a budget, a signal, an agent that stopped
 * answering): never a pass, whatever the finished runs show.
 */
export function incompleteRunText(
  run: { incomplete_reason?: string | undefined },
  counts: { planned: number; passed: number; failed: number; errored: number },
): string {
  const finished = counts.passed + counts.failed + counts.errored;
  return `Run incomplete, ${finished} of ${plural(counts.planned, 'planned run')} finished (${counts.passed} passed): ${run.incomplete_reason ?? 'no reason recorded'}`;
}

// --- the check as a whole --------------------------------------------------------------------------

/**
 * The one sentence a reviewer reads first, without the emoji. It counts the suites whose drop of the
 * minimum effects was ruled out (unchanged or improved) and names what the others are, so a ✅ never
 * stands for a suite that was not decided.
 */
export function headline(
  comparison: Comparison,
  counts: { suites: Record<SuiteVerdict, number>; failingInNewSuites: number; failingAddedTests: number },
): string {
  const m = comparison.suites.length;
  const n = counts.suites;
  const suites = plural(m, 'suite');
  const judged = n.unchanged + n.improved;
  const notJudged = NOT_JUDGED.reduce((k, v) => k + n[v], 0);
  const breakdown = NOT_JUDGED.filter((v) => n[v] > 0).map((v) => `${n[v]} ${VERDICT_LABELS[v].label}`);
  // New suites cannot regress, but their failing tests are news: the headline counts them.
  const failingNew = counts.failingInNewSuites;
  const added = n.new > 0 ? `${n.new} new${failingNew > 0 ? ` with ${plural(failingNew, 'failing test')}` : ''}` : '';
  // So are the failing tests added to (or changed in) the suites compared.
  const failingAdded = counts.failingAddedTests;
  const addedTests = failingAdded > 0 ? `${plural(failingAdded, 'new or changed test')} failing` : '';
  const extras = [n.improved > 0 ? `${n.improved} improved` : '', added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(
    Boolean,
  );
  switch (comparison.verdict) {
    case 'fail': {
      if (comparison.reason.code === 'min_pass_breached') return `${plural(comparison.reason.tests.length, 'test')} below min_pass`;
      if (comparison.reason.code === 'latency_regression' || comparison.reason.code === 'tokens_regression')
        return performanceHeadline(comparison.reason);
      const broken = comparison.broken_tests?.length ?? 0;
      return `Significant regression in ${n.regressed} of ${suites}${broken > 0 ? ` (${plural(broken, 'broken test')})` : ''}`;
    }
    case 'invalid': {
      const r = comparison.reason;
      if (r.code === 'nothing_evaluated') return `${nothingEvaluatedText(r)} (${r.errored} of ${plural(r.runs, 'run')} errored)`;
      return `Invalid comparison: ${n.invalid} of ${suites} could not be judged reliably`;
    }
    case 'inconclusive': {
      if (comparison.baseline.source === 'none') return NO_BASELINE;
      const r = comparison.reason;
      const figures = r.code === 'not_all_judged' ? performanceUndecidedHeadline(r.latency_undecided ?? [], r.tokens_undecided ?? []) : '';
      if (judged === 0)
        return notJudged > 0
          ? `No suite could be judged (${breakdown.join(', ')})`
          : `No suite to compare${extras.length ? ` (${extras.join(', ')})` : ''}`;
      const open = notJudged > 0 ? `; ${notJudged} not decided (${breakdown.join(', ')})` : '';
      const other = [added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
      return `Regression ruled out in ${judged} of ${suites}${open}${other.length ? `; ${other.join(', ')}` : ''}${figures ? `; ${figures}` : ''}`;
    }
    case 'pass': {
      if (m === 0) return 'No suites to compare';
      return `Regression ruled out in ${plural(judged, 'suite')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    }
  }
}

/** What a run that evaluated nothing says first: which infrastructure failed it. */
export function nothingEvaluatedText(who: { agent: boolean; judge: boolean; simulator?: boolean | undefined }): string {
  const parts = [
    who.agent ? 'the agent could not be reached' : '',
    who.judge ? (who.agent ? 'the judge could not score the checks' : 'the judge could not score any run') : '',
    who.simulator ? SIMULATOR_FAULT : '',
  ].filter(Boolean);
  const what = parts.length > 0 ? parts.join(', and ') : 'the agent could not be reached';
  return `Nothing was evaluated: ${what}`;
}

/** How a SIM_ERROR is told: the simulated user's fault, never the agent's. */
export const SIMULATOR_FAULT = "the simulated user failed (SIM_ERROR: a simulator fault, not the agent's)";

const suiteList = (ids: readonly string[]): string => `${plural(ids.length, 'suite')} (${ids.join(', ')})`;

/** Why the check got its verdict: the "Why:" line under the headline. */
export function comparisonReasonText(reason: ComparisonReason): string {
  switch (reason.code) {
    case 'suites_regressed': {
      const broken = reason.broken.map((t) => `${t.suite_id} › ${t.test_id}`);
      return `${broken.length > 0 ? `${plural(broken.length, 'test')} broke (${broken.join(', ')}); ` : ''}${suiteList(reason.suites)} regressed`;
    }
    case 'suites_invalid':
      return `${suiteList(reason.suites)} invalid: the data cannot be trusted, see each suite's reason`;
    case 'nothing_evaluated': {
      const skipped = reason.errored < reason.runs ? ', the others skipped' : '';
      const fix = reason.agent
        ? 'check that the agent is running at the target URL, then rerun'
        : reason.judge || !reason.simulator
          ? "fix the judge (its key, URL or model; see the runs' errors), then rerun"
          : "fix the simulator model (its key, URL or model; see the runs' errors), then rerun";
      const simulator = reason.simulator ? `; ${SIMULATOR_FAULT}` : '';
      return `no run was scored (${reason.errored} of ${plural(reason.runs, 'run')} errored${skipped}${simulator}), so nothing was evaluated; ${fix}`;
    }
    case 'no_baseline':
      return 'no baseline to compare with: head results only';
    case 'min_pass_breached':
      return `${reason.tests.map(minPassBreachText).join('; ')}; min-pass-fails is on, so the check fails (no suite regressed)`;
    case 'latency_regression':
    case 'tokens_regression':
      return performanceReasonText(reason);
    case 'all_judged':
      return `no regression: a drop of the minimum effects ruled out in every suite (${reason.judged} judged${reason.new > 0 ? `; ${reason.new} new` : ''})`;
    case 'not_all_judged': {
      const open = [
        ['possible regression', reason.possible_regression],
        ['undecided (no regression shown, none ruled out)', reason.undecided ?? []],
        ['underpowered', reason.underpowered],
        ['without common tests', reason.inconclusive],
      ] as const;
      const named = open.filter(([, ids]) => ids.length > 0).map(([label, ids]) => `${ids.length} ${label} (${ids.join(', ')})`);
      const notJudged = open.reduce((n, [, ids]) => n + ids.length, 0);
      const newFailing = reason.new_failing ?? [];
      const budget = reason.budget ?? [];
      const addedFailing = reason.added_failing ?? [];
      return [
        reason.judged > 0 ? `a drop ruled out in ${reason.judged} of ${plural(reason.suites, 'suite')}` : 'no suite could be judged',
        notJudged > 0 ? `${reason.judged > 0 ? `${notJudged} could not be judged: ` : ''}${named.join(', ')}` : '',
        reason.new > 0 ? `${reason.new} new` : '',
        newFailing.length > 0
          ? `${plural(newFailing.length, 'new suite')} with failing tests (${newFailing.join(', ')}): no baseline to compare them with`
          : '',
        addedFailing.length > 0 ? `new or changed tests failing in ${suiteList(addedFailing)}: no baseline to compare them with` : '',
        reason.removed.length > 0 ? `${suiteList(reason.removed)} removed` : '',
        budget.length > 0 ? `${suiteList(budget)} not compared (budget): the spending budget stopped their runs` : '',
        performanceUndecidedText(reason.latency_undecided ?? [], reason.tokens_undecided ?? []),
      ]
        .filter(Boolean)
        .join('; ');
    }
  }
}
