// The verdict wording: every sentence any report says about a verdict and why, from the codes and
// numbers of comparison.json. The PR comment, the check run, report.md, report.html, JUnit and the
// terminal all word verdicts through this module, so a verdict added later is worded here once.
// The texts are plain: each report escapes them for its format.
import type {
  Comparison,
  ComparisonCost,
  ComparisonReason,
  ComparisonWarning,
  ErroredRuns,
  PartUsage,
  SideUsage,
  SuiteComparison,
  SuiteReason,
  SuiteVerdict,
  TestChange,
  TestComparison,
  ValidityNote,
} from '../compare/comparison-schema.ts';
import {
  formatUsd,
  formatUsdPair,
  level as levelText,
  percent,
  plural,
  points as signedNumber,
  pointsText as points,
  pValue,
  tokens,
} from '../format.ts';
import { MAX_SUGGESTED_REPEATS, runsToSeeFlaky } from '../stats/power.ts';
import { ageText, maxAgeText } from './format.ts';
import type { PartEstimate, RunEstimate } from '../runner/estimate.ts';
import type { EndingMix } from '../results/endings.ts';
import type { Ending } from '../results/results-schema.ts';

// --- labels ------------------------------------------------------------------------------------

// ✅ only for what the data back: a suite that could have failed the check and shows no drop of the
// minimum effect. Possible regressions and underpowered suites are warnings (a neutral check).
export const VERDICT_LABELS: Record<SuiteVerdict, { emoji: string; label: string }> = {
  regressed: { emoji: '❌', label: 'regressed' },
  invalid: { emoji: '⛔', label: 'invalid' },
  possible_regression: { emoji: '⚠️', label: 'possible regression' },
  underpowered: { emoji: '⚠️', label: 'underpowered' },
  inconclusive: { emoji: '❔', label: 'not compared' },
  improved: { emoji: '📈', label: 'improved' },
  new: { emoji: '🆕', label: 'new' },
  removed: { emoji: '➖', label: 'removed' },
  unchanged: { emoji: '✅', label: 'unchanged' },
};

/** Most urgent first: the order suites appear in every report. */
export const VERDICT_ORDER: readonly SuiteVerdict[] = Object.keys(VERDICT_LABELS) as SuiteVerdict[];

export const CHANGE_LABELS: Record<TestChange, string> = {
  newly_failing: 'newly failing',
  fixed: 'fixed',
  flaky: 'flaky',
  unchanged: 'unchanged',
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  no_data: 'no data',
};

export const OVERALL_EMOJI: Record<Comparison['verdict'], string> = {
  fail: '❌',
  invalid: '⛔',
  inconclusive: '⚠️',
  pass: '✅',
};

/** Suite verdicts the gate could not judge: they keep the headline from ✅. */
export const NOT_JUDGED: readonly SuiteVerdict[] = ['possible_regression', 'underpowered', 'inconclusive'];

/** `agent-eval run` without a baseline: failed runs of captured drafts are shown but do not fail it. */
export const DRAFT_RUNS_NOTE =
  'runs of captured drafts (metadata.capture.status: draft) failed: reported above, but drafts never fail the run; approve a draft to make it count';

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

/** A captured draft suite's note: why it is shown but never gates, and how to approve it. */
export const DRAFT_NOTE =
  'a captured draft (metadata.capture.status: draft): reported, never gating and never stored in a baseline; remove the status (or comment /eval approve on its pull request) to approve it';

export function sortSuites<T extends { verdict: SuiteVerdict }>(suites: readonly T[]): T[] {
  return [...suites].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
}

/** How many suites got each verdict. */
export function verdictCounts(suites: readonly { verdict: SuiteVerdict }[]): Record<SuiteVerdict, number> {
  const counts = Object.fromEntries(VERDICT_ORDER.map((v) => [v, 0])) as Record<SuiteVerdict, number>;
  for (const s of suites) counts[s.verdict] += 1;
  return counts;
}

// --- the check as a whole --------------------------------------------------------------------------

/**
 * The one sentence a reviewer reads first, without the emoji. It counts the suites that were judged
 * (unchanged or improved) and names what the others are, so a ✅ never stands for a suite that could
 * not be judged.
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
      if (judged === 0)
        return notJudged > 0
          ? `No suite could be judged (${breakdown.join(', ')})`
          : `No suite to compare${extras.length ? ` (${extras.join(', ')})` : ''}`;
      const open = notJudged > 0 ? `; ${notJudged} could not be judged (${breakdown.join(', ')})` : '';
      const other = [added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
      return `No significant regression in ${judged} of ${suites}${open}${other.length ? `; ${other.join(', ')}` : ''}`;
    }
    case 'pass': {
      if (m === 0) return 'No suites to compare';
      return `No significant regression in ${plural(judged, 'suite')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
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
    case 'all_judged':
      return `no suite regressed (${reason.judged} judged${reason.new > 0 ? `; ${reason.new} new` : ''})`;
    case 'not_all_judged': {
      const open = [
        ['possible regression', reason.possible_regression],
        ['underpowered', reason.underpowered],
        ['without common tests', reason.inconclusive],
      ] as const;
      const named = open.filter(([, ids]) => ids.length > 0).map(([label, ids]) => `${ids.length} ${label} (${ids.join(', ')})`);
      const notJudged = open.reduce((n, [, ids]) => n + ids.length, 0);
      const newFailing = reason.new_failing ?? [];
      const budget = reason.budget ?? [];
      const addedFailing = reason.added_failing ?? [];
      return [
        reason.judged > 0
          ? `no significant regression in ${reason.judged} of ${plural(reason.suites, 'suite')}`
          : 'no suite could be judged',
        notJudged > 0 ? `${reason.judged > 0 ? `${notJudged} could not be judged: ` : ''}${named.join(', ')}` : '',
        reason.new > 0 ? `${reason.new} new` : '',
        newFailing.length > 0
          ? `${plural(newFailing.length, 'new suite')} with failing tests (${newFailing.join(', ')}): no baseline to compare them with`
          : '',
        addedFailing.length > 0 ? `new or changed tests failing in ${suiteList(addedFailing)}: no baseline to compare them with` : '',
        reason.removed.length > 0 ? `${suiteList(reason.removed)} removed` : '',
        budget.length > 0 ? `${suiteList(budget)} not compared (budget): the spending budget stopped their runs` : '',
      ]
        .filter(Boolean)
        .join('; ');
    }
  }
}

export function warningText(warning: ComparisonWarning): string {
  switch (warning.code) {
    case 'quarantine_expired':
      return `quarantine entry for ${warning.test_id} expired on ${warning.expires}: the test gates again; fix it or renew the entry (reason given: ${warning.reason})`;
    case 'quarantine_unmatched':
      return `quarantine entry for ${warning.test_id} matches no test in the head results: check the id`;
    case 'run_incomplete':
      return `the ${warning.side} run is incomplete${warning.detail === null ? '' : `: ${warning.detail}`}`;
    case 'no_baseline':
      return `No baseline: ${warning.detail}`;
    case 'baseline_batch_dependent':
      return `the baseline's runs are not independent: the first and second halves of its runs differ more than chance allows (within-side correlation ${warning.icc.toFixed(2)}, F test p = ${pValue(warning.f_p_value)} over ${plural(warning.tests, 'test')}), so each test's p allows for that; a fresh baseline (push to the default branch, or baseline-target-url) may have been run under steadier conditions`;
    case 'baseline_stale':
      return `the baseline is stale: it ran ${ageText(warning.age_ms)} ago, past the limit of ${maxAgeText(warning.max_days)} (max-baseline-age), so the base's pass rates may no longer be what the agent does today; ${
        warning.source === 'branch'
          ? 'refresh it: push to the default branch, run the action with command refresh-baseline, or set baseline-target-url to run a fresh baseline in the same job'
          : 'run the base again and pass its results.json, or raise --max-baseline-age (0: no limit)'
      }`;
  }
}

// --- one suite ---------------------------------------------------------------------------------

const TEST_NAMES: Record<NonNullable<SuiteComparison['test']>, string> = {
  'mcnemar-exact': 'exact McNemar test',
  'mcnemar-midp': 'mid-p McNemar test',
  'sign-flip-exact': 'exact sign-flip test over tests',
  'sign-flip-midp': 'mid-p sign-flip test over tests',
  'sign-flip-normal': 'sign-flip test over tests (normal approximation)',
  'fisher-exact': 'Fisher exact test',
};

type Evidence = Extract<SuiteReason, { code: 'significant_drop' }>['evidence'];

/** "exact McNemar test p = 0.0039, Holm-adjusted 0.012 over 3 suites (level α/2 = 0.0125)" */
function evidenceText(e: Evidence): string {
  return `${TEST_NAMES[e.test]} p = ${pValue(e.p_value)}, Holm-adjusted ${pValue(e.p_adjusted)} over ${plural(e.suites, 'suite')} (level α/2 = ${levelText(e.level)})`;
}

const onTests = (tests: number): string => `on ${plural(tests, 'common test')}`;
const intervalText = (ci: readonly [number, number]): string => `(95% interval [${signedNumber(ci[0])}, ${signedNumber(ci[1])}])`;

/** "ENGINE_ERROR×12, TIMEOUT×2" */
function codesText(codes: ErroredRuns['codes']): string {
  return Object.entries(codes)
    .map(([code, n]) => `${code}×${n}`)
    .join(', ');
}

/** "head: 12 of 30 runs errored (ENGINE_ERROR×12)", per side with errored runs. */
function erroredRunsText(sides: readonly ErroredRuns[]): string {
  return sides.map((s) => `${s.side}: ${s.errored} of ${s.attempted} runs errored (${codesText(s.codes)})`).join(', ');
}

/** What to fix when runs errored, and which infrastructure errored when the judge or the simulated user did. */
function infrastructure(reason: { judge: boolean; agent: boolean; errored: readonly ErroredRuns[] }): { fix: string; who: string } {
  if (reason.errored.some((s) => (s.codes['SIM_ERROR'] ?? 0) > 0)) {
    const others = [reason.agent ? 'the agent' : '', reason.judge ? 'the judge' : ''].filter(Boolean);
    const fix = others.length > 0 ? `fix the simulator model, ${others.join(' and ')}, or rerun` : 'fix the simulator model or rerun';
    return { fix, who: ` (${SIMULATOR_FAULT}${others.length > 0 ? `; also ${others.join(' and ')}` : ''})` };
  }
  const fix =
    reason.judge && reason.agent
      ? 'fix the target and the judge, or rerun'
      : reason.judge
        ? "fix the judge (see the runs' errors), or rerun"
        : 'fix the target or rerun';
  const who = reason.judge ? ` (${reason.agent ? 'the agent and the judge' : 'the judge could not score the checks'})` : '';
  return { fix, who };
}

/** A test and its passes on each side: "t5 16/16 → 0/16". */
function testRuns(t: { test_id: string; base: { passed: number; runs: number }; head: { passed: number; runs: number } }): string {
  return `${t.test_id} ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}`;
}

/**
 * A test's passes on each side, for the lists of failing tests: "passed 6/6 → 2/6". A test the
 * baseline has nothing to compare with says so ("new: 0/2 passed", "spec changed: 0/2 passed, not
 * compared with the base's 6/6"), and without a baseline "0/2 passed", rather than "passed — → 0/2",
 * which reads as a pass.
 */
export function testPassesText(t: Pick<TestComparison, 'base' | 'head' | 'change'>, baseline: boolean): string {
  const runs = (x: NonNullable<TestComparison['head']>): string => `${x.passed}/${x.runs}`;
  const errored = (t.base?.errored ?? 0) + (t.head?.errored ?? 0);
  const erroredNote = errored > 0 ? `, ${errored} errored` : '';
  const { base, head } = t;
  // Without a baseline every test is "added": nothing says which are new.
  if (!baseline && head !== null) return `${runs(head)} passed${erroredNote}`;
  if (head === null) return `removed${base === null ? '' : ` (the base passed ${runs(base)})`}${erroredNote}`;
  if (t.change === 'changed')
    return `spec changed: ${runs(head)} passed${base === null ? '' : `, not compared with the base's ${runs(base)}`}${erroredNote}`;
  if (base === null || t.change === 'added') return `new: ${runs(head)} passed${erroredNote}`;
  return `passed ${runs(base)} → ${runs(head)}${erroredNote}`;
}

/** The tests of a possible regression that fell without significance, short, for the terminal: "t5 16/16 → 0/16 (Fisher p = 0.018)". */
export function testsDownShortText(reason: Extract<SuiteReason, { code: 'tests_down_not_significant' }>, shown = 3): string {
  const tests = reason.tests
    .slice(0, shown)
    .map((t) => `${testRuns(t)} (${t.rho === undefined || t.rho === 0 ? 'Fisher' : 'beta-binomial'} p = ${pValue(t.p_value)})`);
  if (reason.tests.length > shown) tests.push(`${reason.tests.length - shown} more`);
  return `fell, not significant: ${tests.join(', ')}`;
}

/** "Fisher p", or the conditional beta-binomial p with the within-side correlation it allowed for. */
/** The per-test p's method, said once after the tests (one within-side correlation serves the whole check). */
function perTestMethod(tests: readonly { rho?: number | undefined }[]): string {
  const rho = tests.find((t) => t.rho !== undefined && t.rho > 0)?.rho;
  return rho === undefined ? "p: Fisher's exact test" : `p: conditional beta-binomial, runs of a side alike (ρ̂ = ${rho.toFixed(2)})`;
}

function suiteReasonPart(reason: SuiteReason): string {
  switch (reason.code) {
    case 'tests_broke': {
      const shown = 5;
      const tests = reason.tests
        .slice(0, shown)
        .map((t) => `${testRuns(t)} (p = ${pValue(t.p_value)}${t.p_adjusted === undefined ? '' : `, adjusted ${pValue(t.p_adjusted)}`})`);
      const rule =
        reason.tarone_m === undefined
          ? `its p adjusted by discrete Holm over the tests of the check is ≤ ${levelText(reason.level)} (α/2)`
          : `its Fisher p ≤ ${levelText(reason.level)} (α/2 over Tarone's m* = ${reason.tarone_m}: the tests of the check that could reach significance)`;
      return (
        `${plural(reason.tests.length, 'test')} broke: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
        `a test breaks when ${rule} and its pass rate fell by at least ${points(reason.min_test_effect)}`
      );
    }
    case 'significant_drop':
      return `pass rate fell by ${points(-reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
    case 'significant_rise':
      return `pass rate rose by ${points(reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
    case 'cannot_fail':
      return (
        `this suite cannot fail the check: even if every common test failed every run, p would be ${pValue(reason.min_attainable_p)}, ` +
        `above its level ${levelText(reason.level)} (α/2 over ${plural(reason.suites, 'suite')}), and no single test could be flagged as broken` +
        (reason.change < 0
          ? `; observed change ${signedNumber(reason.change)} points ${intervalText(reason.ci)} ${onTests(reason.tests)}`
          : '')
      );
    case 'drop_not_significant':
      return (
        `pass rate fell by ${points(-reason.change)} ${intervalText(reason.ci)} ${onTests(reason.tests)}, but not significantly: ${evidenceText(reason.evidence)}; ` +
        'more runs per test would settle it'
      );
    case 'tests_down_not_significant': {
      const shown = 5;
      const tests = reason.tests
        .slice(0, shown)
        .map(
          (t) =>
            `${testRuns(t)} (down ${points(-t.change)}, ` +
            `p = ${pValue(t.p_value)}${t.p_adjusted === null ? ', cannot reach the level' : `, adjusted ${pValue(t.p_adjusted)}`})`,
        );
      if (reason.tests.length > shown) tests.push(`${reason.tests.length - shown} more`);
      return (
        `${plural(reason.tests.length, 'test')} fell by at least ${points(reason.min_test_effect)}, but not significantly: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
        `a test breaks only when its p adjusted by discrete Holm over the tests of the check is ≤ ${levelText(reason.level)} (α/2); ` +
        'more runs per test would settle it'
      );
    }
    case 'no_drop_of_min_effect': {
      const small =
        reason.significant === null
          ? `; ${evidenceText(reason.evidence)}`
          : `; a significant ${reason.significant} (${evidenceText(reason.evidence)}), smaller than the minimum effect of ${points(reason.min_effect)}`;
      return `no drop of ${points(reason.min_effect)} or more: ${signedNumber(reason.change)} points ${onTests(reason.tests)}${small}`;
    }
    case 'suspect_data':
      return `${reason.side}: ${reason.detail}`;
    case 'errors_differ': {
      const { fix, who } = infrastructure(reason);
      const rate = (s: { errored: number; runs: number }): string => percent(s.runs === 0 ? null : s.errored / s.runs);
      const causes = reason.errored.map((s) => `${s.side} ${codesText(s.codes)}`).join(', ');
      return (
        `${reason.agent || reason.judge ? "the PR's deployment errors more" : 'the PR side errors more'} (${rate(reason.head)} of runs vs ${rate(reason.base)}, p = ${pValue(reason.p_value)}): ` +
        `${reason.head.errored} of ${reason.head.runs} runs of the common tests errored on head, ${reason.base.errored} of ${reason.base.runs} on base (${causes}); ` +
        `exact test stratified by test, Holm-adjusted p = ${pValue(reason.p_adjusted)} over ${plural(reason.suites, 'suite')} with errored runs ` +
        `(level α/2 = ${levelText(reason.level)}). An infrastructure regression${who}, so the verdict is invalid; ${fix}`
      );
    }
    case 'errored_runs_decide': {
      const would = (yes: boolean): string => (yes ? 'would' : 'would not');
      const { fix, who } = infrastructure(reason);
      const regress = (yes: boolean): string => `${would(yes)} regress`;
      // The two extremes disagree (the usual case), or agree with each other but not with the errors left out.
      const what =
        reason.counted_passed !== reason.counted_failed
          ? `if they had passed the suite ${regress(reason.counted_passed)}, if they had failed it ${would(reason.counted_failed)}`
          : `whether they had passed or failed the suite ${regress(reason.counted_passed)}, but left out it ${reason.left_out_regresses ? 'regresses' : 'does not'}`;
      return (
        `${erroredRunsText(reason.errored)}; ${what}: the errors decide, so the verdict is invalid. ` +
        `Infrastructure trouble${who}, which says nothing about the agent; ${fix}`
      );
    }
    case 'new_suite':
      return reason.failing
        ? `new suite (${plural(reason.tests, 'test')}, ${reason.failing} failing): nothing to compare with, so its failing tests are listed as they are`
        : `new suite (${plural(reason.tests, 'test')}): nothing to compare with`;
    case 'suite_removed':
      return `suite removed (it had ${plural(reason.tests, 'test')})`;
    case 'budget': {
      const sides = (['head', 'base'] as const)
        .filter((side) => reason.not_run[side] > 0)
        .map((side) => `${reason.not_run[side]} of ${reason.planned[side]} planned runs ${side === 'head' ? 'on the PR' : 'on the base'}`);
      return `not compared (budget): the spending budget was spent before ${sides.join(' and ')} could start, so this suite is left out of the gate (never regressed, never passed); its finished runs are kept. Raise budget-usd / budget-tokens (--budget-usd / --budget-tokens) or lower the repeats to compare it`;
    }
    case 'no_common_tests':
      return (
        'no common test with scored runs on both sides (same id and spec, not quarantined), so nothing to pair and no gate' +
        (reason.unpaired ? '; the unpaired comparison shown is for information only' : '')
      );
  }
}

/** Why a suite got its verdict, in one sentence: its findings joined. */
export function suiteReasonText(suite: Pick<SuiteComparison, 'reasons'>): string {
  return suite.reasons.map(suiteReasonPart).join('; ');
}

export function validityText(note: ValidityNote): string {
  const tests = (n: number, noun = 'test'): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  switch (note.code) {
    case 'specs_changed':
      return `${tests(note.tests)} changed spec since the base: compared as added and removed, not paired`;
    case 'no_scored_runs':
      return `${tests(note.tests, 'common test')} had no scored run on one side (all errored or skipped): not compared`;
    case 'removed_were_failing':
      return `${note.tests} removed test${note.tests === 1 ? ' was' : 's were'} failing on base: the head pass rate looks better without ${note.tests === 1 ? 'it' : 'them'}`;
    case 'quarantined':
      return `${tests(note.tests, 'quarantined test')}: reported, never gating`;
    case 'draft':
      return DRAFT_NOTE;
    case 'duplicate_test_ids':
      return `${note.side}: ${note.tests} duplicate test id(s); only the last entry of each was compared`;
    case 'errored_runs_left_out':
      return note.p_value === undefined
        ? `${erroredRunsText(note.errored)}: left out of the pass rates; counted as passed or as failed they would not change the verdict`
        : `${erroredRunsText(note.errored)}: left out of the pass rates; the head does not error significantly more than the base ` +
            `(exact test stratified by test p = ${pValue(note.p_value)}, Holm-adjusted ${pValue(note.p_adjusted ?? note.p_value)})`;
    case 'suite_renamed':
      return `suite ${note.from} renamed to ${note.to}: compared as one suite on the ${tests(note.tests, 'test id')} they share`;
  }
}

/** Why a test's first failure failed: the assertion's own reason, or which run failed without one. */
export function firstFailureReasonText(f: NonNullable<TestComparison['first_failure']>): string {
  if (f.without_assertion === undefined) return f.reason;
  const { repeat, codes } = f.without_assertion;
  return `run ${repeat} failed without a failed assertion (codes: ${codes.join(', ') || 'none'})`;
}

/** Why the interval and the verdict seem to disagree; null when they do not. */
export function intervalNoteText(suite: Pick<SuiteComparison, 'interval_note' | 'test' | 'p_adjusted'>): string | null {
  const test = suite.test === null ? 'exact test' : TEST_NAMES[suite.test];
  switch (suite.interval_note ?? null) {
    case null:
      return null;
    case 'reaches_zero_broken_test':
      return 'the interval for the average change reaches 0 because the drop is concentrated in the broken test; the gate uses the exact per-test test (Fisher, discrete Holm); the interval is approximate';
    case 'reaches_zero':
      return `the interval reaches 0, but the gate uses the ${test}, which is exact; the interval is approximate`;
    case 'below_zero_small_drop':
      return 'the interval lies wholly below 0: the drop is significant, but smaller than the minimum effect, so it does not fail the check';
    case 'below_zero_not_significant':
      return `the interval lies wholly below 0, yet the ${test} is not significant at its level (p = ${pValue(suite.p_adjusted)} after Holm); the gate uses the exact test; the interval is approximate`;
  }
}

/** Failure rate used to illustrate what one run per test misses. */
const ILLUSTRATIVE_FLAKY_RATE = 0.2;

/**
 * The power hint: what a suite can detect, in numbers, and the repeats that would make a drop of
 * the minimum effect significant in 80% of runs. Null when the comparison gives no hint for it.
 */
export function powerHintText(power: SuiteComparison['power'], minEffect: number): string | null {
  if (!power?.hint) return null;
  const sentences: string[] = [];
  const now = `At ${plural(power.repeats, 'run')} per test`;
  if (!power.can_reach_level) {
    sentences.push(
      `This suite cannot detect any drop: even if all ${power.tests} common tests failed, p would stay above ${pValue(power.level)}.`,
    );
  } else if (minEffect > 0) {
    const detectable =
      power.min_detectable_drop === null ? 'no drop reaches 80%' : `80% needs a drop of ${points(power.min_detectable_drop)}`;
    sentences.push(`${now}, a drop of ${points(minEffect)} is significant in ${Math.round(power.power * 100)}% of runs (${detectable}).`);
  } else if (power.min_detectable_drop !== null) {
    sentences.push(`${now}, a drop of ${points(power.min_detectable_drop)} is significant in 80% of runs.`);
  }
  if (minEffect > 0 && power.repeats_for_min_effect === null) {
    sentences.push(
      `Not even ${MAX_SUGGESTED_REPEATS} runs per test reach 80% for a drop of ${points(minEffect)}: add tests or raise min-effect.`,
    );
  } else if (minEffect > 0 && power.repeats_for_min_effect !== null && power.repeats_for_min_effect > power.repeats) {
    sentences.push(
      `80% for a drop of ${points(minEffect)} takes ${power.repeats_for_min_effect} runs per test on each side; ` +
        `the check also needs the drop seen to reach ${points(minEffect)}, about half the time for a drop of exactly that.`,
    );
  }
  if (power.tests_needed !== null && power.tests_needed > power.tests) sentences.push(`Or about ${power.tests_needed} tests.`);
  if (power.repeats === 1) {
    sentences.push(
      `One run per test misses a test failing ${ILLUSTRATIVE_FLAKY_RATE * 100}% of the time; ${runsToSeeFlaky(ILLUSTRATIVE_FLAKY_RATE)} runs see it fail with 95% probability.`,
    );
  }
  return sentences.join(' ');
}

// --- the rule and the advice every report states ---------------------------------------------------

/** How a report marks commands and ids inside a sentence: Markdown code spans, HTML <code>, or as is. */
export interface CodeFormat {
  code: (text: string) => string;
}

const AS_IS: CodeFormat = { code: (text) => text };

/** The level the Holm-adjusted suite p-values are compared with: half the check's alpha (the other half is the tests'). */
export function suiteAlpha(c: Pick<Comparison, 'families' | 'alpha'>): number {
  return c.families?.suites.alpha ?? c.alpha;
}

/** The per-test rule: "its one-sided Fisher p, adjusted by discrete Holm over the 12 tests of this check, is ≤ 0.0125 (α/2) and its pass rate fell by at least 50 points". */
function testRuleText(c: Comparison, family: NonNullable<Comparison['families']>['tests']): string {
  const significant =
    family.method === 'tarone'
      ? `its one-sided Fisher p ≤ ${levelText(family.level)} (α/2 = ${levelText(family.alpha)} over Tarone's m* = ${family.m}, the tests of this check that could reach significance)`
      : `its one-sided p (Fisher's exact test, or a conditional beta-binomial test where the other tests show a side's runs alike), adjusted by discrete Holm over the ${plural(family.size, 'test')} of this check (each counted only as far as its runs can reach that p), is ≤ ${levelText(family.alpha)} (α/2)`;
  return `${significant} and its pass rate fell by at least ${points(c.min_test_effect ?? 0.5)}`;
}

/** When a suite regresses, with this comparison's numbers: the gate's rule as every report states it. */
export function gateRuleText(c: Comparison): string {
  const family = c.families?.tests;
  if (!family) return `A suite regresses when p (Holm) ≤ ${c.alpha} and its pass rate fell by at least ${points(c.min_effect)}.`;
  return (
    `A suite regresses when p (Holm) ≤ ${levelText(suiteAlpha(c))} and its pass rate fell by at least ${points(c.min_effect)}, ` +
    `or when one of its tests broke: ${testRuleText(c, family)}. α = ${c.alpha} is split in half between the suites and the tests.`
  );
}

/** When a test is broken, with this comparison's numbers; null for files of older versions without the test family. */
export function brokenRuleText(c: Comparison): string | null {
  const family = c.families?.tests;
  if (!family) return null;
  return `A test is broken when ${testRuleText(c, family)}. Each broken test fails the check.`;
}

/** "pay › refund: 6/6 → 0/6, p = 0.0011" */
export function brokenTestText(t: NonNullable<Comparison['broken_tests']>[number], format: CodeFormat = AS_IS): string {
  return `${format.code(`${t.suite_id} › ${t.test_id}`)}: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}, p = ${pValue(t.p_value)}`;
}

/** What settles a possible regression: more runs, on the pull request or locally. */
export function settleText(repeats: number, format: CodeFormat = AS_IS): string {
  return `To settle it: comment ${format.code('/eval rerun --repeats auto')} on this pull request, or run ${format.code(`agent-eval run --repeats ${repeats}`)} with ${format.code('--baseline')}.`;
}

/** For an underpowered suite: how far its data can go. */
export function smallestPText(minAttainableP: number): string {
  return `smallest p-value this suite can reach: ${pValue(minAttainableP)}`;
}

/** The heading of the failing tests of new suites, which no baseline has. */
/** The heading of the failing tests without a baseline to compare them with: of new suites only, or also new or changed in compared suites. */
export const FAILING_NEW_TESTS = (tests: number, inNewSuitesOnly: boolean): string =>
  `${plural(tests, 'failing test')} ${inNewSuitesOnly ? 'in new suites' : 'new or changed in this pull request'} (no baseline to compare them with)`;

/** A quarantine entry past its date. */
export const QUARANTINE_EXPIRED = 'expired: remove it or extend it';

/** What a quarantined test is, in the list's heading. */
export const QUARANTINE_MEANS = 'run and reported, never gating';

// --- the capture pull request ------------------------------------------------------------------

/** How a captured test's calibrated numbers are computed, as the capture pull request states it. */
export const CAPTURE_METHOD =
  'Pass rate: the share of the scored replays (errored replays left out) in which every kept check held. ' +
  'A check is kept when it held in all but at most one of the scored replays; the others are dropped, each with a comment beside it in the file.';

export const CAPTURE_APPROVAL =
  'These suites are drafts (`metadata.capture.status: draft`): they run and are reported on every pull request but never fail the check and never enter a baseline. ' +
  'Approve them all with `/eval approve`, some with `/eval approve <suite>`, or by deleting `status: draft`; close this pull request to drop them.';

export function captureIntro(captured: number, runs: number, target: string): string {
  return `${plural(captured, 'conversation')} captured as draft tests, each replayed ${plural(runs, 'time')} against ${target}.`;
}

const SCRUBBED_KINDS: Record<string, [string, string]> = {
  secret: ['secret', 'secrets'],
  email: ['email address', 'email addresses'],
  phone: ['phone number', 'phone numbers'],
  card: ['card number', 'card numbers'],
  iban: ['IBAN', 'IBANs'],
  name: ['name', 'names'],
  address: ['address', 'addresses'],
  date_of_birth: ['date of birth', 'dates of birth'],
  id_number: ['id number', 'id numbers'],
};

/** The distinct values the scrub replaced, by kind: "2 secrets, 1 email address"; "none" when none. */
export function scrubbedCounts(counts: Readonly<Record<string, number>>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a in SCRUBBED_KINDS ? 0 : 1) - (b in SCRUBBED_KINDS ? 0 : 1) || a.localeCompare(b))
    .map(([kind, n]) => {
      const words = SCRUBBED_KINDS[kind];
      return words !== undefined ? plural(n, words[0], words[1]) : `${plural(n, 'value')} of ${kind}`;
    });
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** What the scrub replaced, as the capture pull request and `agent-eval capture` say it. */
export function captureScrubbed(counts: Readonly<Record<string, number>>): string {
  return `Replaced by fakes before anything was derived, replayed or written (distinct values, as detected): ${scrubbedCounts(counts)}. A final scan of every file found no detected secret or personal value left.`;
}

/** What a reviewer must still check: the scrub is detection, never a guarantee. */
export const CAPTURE_REVIEW =
  'Check before approving: secrets and personal data are found by the names of their keys and by patterns, which is no guarantee. ' +
  'Free text (user_input, opening, persona, goal and the replies quoted in comments) is not scrubbed for names and street addresses, ' +
  'except values of name and address keys, names after phrases such as "my name is" or a title, and addresses in common street forms: ' +
  'read every draft for names, addresses and anything else personal or secret (each says so in metadata.capture.review).';

export function captureRefusedIntro(refused: number): string {
  return `${plural(refused, 'captured test')} not written: ${refused === 1 ? 'it does' : 'they do'} not play out the same on the target.`;
}

export function captureFailuresIntro(failures: number): string {
  return `${plural(failures, 'conversation or line')} could not be captured:`;
}

// --- cost ----------------------------------------------------------------------------------------

/** The cost of a part or a total: dollars, or "unpriced" naming each model without a price. */
export function costText(cost: { usd: number | null; unpriced: readonly string[] }): string {
  if (cost.unpriced.length > 0) return `unpriced (${cost.unpriced.map((m) => (m === 'model not reported' ? m : `model ${m}`)).join(', ')})`;
  return cost.usd === null ? 'n/a' : formatUsd(cost.usd);
}

/** One part of a side (agent, judge or simulator): calls, tokens and cost; null is absent. */
export function usagePartText(part: PartUsage | null, absent: string, calls = 'call'): string {
  if (part === null) return absent;
  const cached = part.cached_tokens > 0 ? ` (${tokens(part.cached_tokens)} cached)` : '';
  return `${plural(part.calls, calls)} · ${tokens(part.input_tokens)} in / ${tokens(part.output_tokens)} out${cached} · ${costText(part)}`;
}

/** The agent's part: requests sent, then what it reported (or that it reported nothing). */
export function agentUsageText(side: SideUsage): string {
  const requests = plural(side.agent_requests, 'request');
  if (side.agent === null) return `${requests} · tokens not reported`;
  const partly =
    side.agent_turns_reported < side.agent_requests ? ` (reported on ${side.agent_turns_reported} of ${side.agent_requests} turns)` : '';
  return `${requests} · ${usagePartText(side.agent, '', 'model call')}${partly}`;
}

/** A side's total over the parts present. */
export function usageTotalText(side: SideUsage): string {
  if (side.total.tokens === null) return 'nothing reported';
  const missing = side.agent === null ? ' (agent tokens not reported)' : '';
  return `${tokens(side.total.tokens)} tokens · ${costText(side.total)}${missing}`;
}

/** A suite's agent and simulator tokens and cost on one side; "—" when nothing was reported. */
export function suiteCostText(cost: { tokens: number; usd: number | null; unpriced: readonly string[] } | null): string {
  return cost === null ? '—' : `${tokens(cost.tokens)} tokens · ${costText(cost)}`;
}

/** Shown instead of a part that did not run. */
export const USAGE_ABSENT = { judge: '— (no judge)', simulator: '— (no simulator model called)' } as const;

/**
 * The agent per run, base → PR: dollars when both sides are priced, else tokens; the relative change
 * (null when a side reported nothing or ran nothing).
 */
export function agentPerRunChange(base: SideUsage, head: SideUsage): { base: string; head: string; change: string } | null {
  if (base.agent === null || head.agent === null || base.runs === 0 || head.runs === 0) return null;
  const priced = base.agent.usd !== null && head.agent.usd !== null;
  const per = (side: SideUsage & { agent: PartUsage }): number =>
    (priced ? (side.agent.usd ?? 0) : side.agent.input_tokens + side.agent.output_tokens) / side.runs;
  const b = per(base as SideUsage & { agent: PartUsage });
  const h = per(head as SideUsage & { agent: PartUsage });
  const show = (n: number): string => (priced ? formatUsd(n) : `${tokens(n)} tokens`);
  const rounded = b === 0 ? 0 : Math.round(((h - b) / b) * 100);
  const change =
    b === 0 ? (h === 0 ? 'no change' : 'new cost') : rounded === 0 ? 'no change' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
  return { base: show(b), head: show(h), change };
}

/** Where the prices came from, and how the cost is computed. */
export function pricesText(prices: ComparisonCost['prices']): string {
  const table =
    prices.source === 'file' && prices.file !== null
      ? `${prices.file} over the built-in prices of ${prices.built_in_date}`
      : `the built-in prices of ${prices.built_in_date} (override them with --prices or the prices input)`;
  return `Tokens as reported by the agent and by the judge's and simulator's model servers; cost = tokens × USD per million tokens from ${table}.`;
}

// --- pass^k and min_pass ---------------------------------------------------------------------------

/** One test below its min_pass: "suite › test passed 3 of 6 runs (min_pass 5/6)". */
export function minPassBreachText(t: {
  suite_id: string;
  test_id: string;
  passed: number;
  runs: number;
  min_passes: number;
  min_runs: number;
}): string {
  return `${t.suite_id} › ${t.test_id} passed ${t.passed} of ${plural(t.runs, 'run')} (min_pass ${t.min_passes}/${t.min_runs})`;
}

/** What a min_pass breach does to the check. */
export function minPassConsequenceText(fails: boolean): string {
  return fails
    ? 'min-pass-fails is on: a test below its min_pass fails the check.'
    : 'Shown as a warning: the check fails only on a significant drop (or a broken test); set min-pass-fails: true to fail it on min_pass too.';
}

/** How pass^k is computed, where it is shown. */
export function passKMethodText(): string {
  return "pass^k: the chance that k attempts all pass, estimated per test without bias as C(c,k)/C(n,k) from n scored runs with c passes (no value with fewer than k runs), then averaged over the suite's tests; pass^1 is the mean pass fraction, k is the suite's (defaults.pass_k, default 3).";
}

// --- the estimate ---------------------------------------------------------------------------------

/** A part of an estimate: tokens and cost, or why there is none. */
function estimatePartText(part: PartEstimate | null, absent: string): string {
  return part === null ? absent : `${tokens(part.tokens)} tokens · ${costText(part)}`;
}

/** What `run --estimate` (and the action before its first call) prints: plain lines, labelled with their basis. */
export function estimateLines(e: RunEstimate, baseline: string): string[] {
  const fallback =
    e.agentFallbackRequests > 0
      ? ` (${plural(e.agentFallbackRequests, 'request')} at the suite's or the baseline's mean per turn: their test reported no usage there)`
      : '';
  return [
    `Estimate from the observed usage per turn and per run of ${baseline} (nothing was called):`,
    `  planned: ${plural(e.runs, 'run')}, ${plural(e.requests, 'agent request')} (at most: a flow that ends early sends fewer)`,
    `  agent: ${estimatePartText(e.agent, 'not reported by the agent in the baseline')}${e.agent === null ? '' : fallback}`,
    `  judge: ${estimatePartText(e.judge, '— (no judge tokens in the baseline)')}`,
    `  simulator: ${estimatePartText(e.simulator, '— (no simulator in the baseline)')}`,
    `  total: ${e.total.tokens === null ? 'nothing to estimate from' : `${tokens(e.total.tokens)} tokens · ${costText(e.total)}`}`,
  ];
}

/** The spending budget: its limits, what was spent, and whether it stopped runs, lowered repeats or could not be enforced. */
export function budgetText(b: NonNullable<ComparisonCost['budget']>): string {
  // The limit and the dollars spent with as many digits as tell them apart.
  const [limitUsd, spentUsd] =
    b.usd !== null && b.spent_usd !== null
      ? formatUsdPair(b.usd, b.spent_usd)
      : [b.usd === null ? '' : formatUsd(b.usd), b.spent_usd === null ? '' : formatUsd(b.spent_usd)];
  const limits = [limitUsd, b.tokens === null ? '' : `${tokens(b.tokens)} tokens`].filter(Boolean).join(' and ');
  const spent = `${tokens(b.spent_tokens)} tokens${spentUsd === '' ? '' : ` · ${spentUsd}`} spent`;
  const notes = [
    b.lowered
      ? `runs per test lowered from ${b.lowered.from} to ${b.lowered.to} before the run to fit the estimate (never below 6, the fewest at which one broken test can fail the check)`
      : '',
    b.reached ? 'reached: the runs not started are not run (budget) and their suites not compared' : 'not reached',
    b.usd !== null && !b.usd_enforced ? `the dollar budget is not enforced: ${costText({ usd: null, unpriced: b.unpriced })}` : '',
    b.runs_without_agent_usage > 0 ? `agent tokens of ${plural(b.runs_without_agent_usage, 'run')} not reported, so not counted` : '',
  ].filter(Boolean);
  return `Budget ${limits}: ${spent}; ${notes.join('; ')}.`;
}

// --- simulated tests ----------------------------------------------------------------------------

/** The heading of the simulated tests' section in every report. */
export const SIMULATED_TESTS_HEADING = 'Simulated tests';

/** How the turns-to-goal figure is computed, said under every table that shows it. */
export const TURNS_TO_GOAL_METHOD =
  'Endings: runs by how the simulated conversation ended. Turns to the goal: the median of the agent turns of the runs that reached the goal (goal_reached), per side; n = those runs.';

/** "goal_reached ×5, max_turns ×1"; "no runs" when the side has none. */
export function endingMixText(mix: EndingMix | null): string {
  if (mix === null) return 'no runs';
  return Object.entries(mix.endings)
    .map(([ending, n]) => `${ending} ×${n}`)
    .join(', ');
}

/** "4 (n = 6)", or "not reached" when no run reached the goal. */
export function turnsToGoalText(mix: EndingMix | null): string {
  if (mix === null) return '–';
  return mix.median_turns_to_goal === null ? 'not reached' : `${mix.median_turns_to_goal} (n = ${mix.goal_runs})`;
}

/** Base → PR, or the PR alone without a baseline. */
export function turnsToGoalChangeText(base: EndingMix | null, head: EndingMix | null): string {
  return base === null ? turnsToGoalText(head) : `${turnsToGoalText(base)} → ${turnsToGoalText(head)}`;
}

/** What a run's ending means, for a failed or errored simulated run's line. */
export function endingText(ending: Ending): string {
  switch (ending) {
    case 'goal_reached':
      return 'goal_reached: success_when held';
    case 'user_ended':
      return 'user_ended: the simulated user ended the conversation';
    case 'max_turns':
      return 'max_turns: the turn cap came first';
    case 'invariant_broken':
      return 'invariant_broken: an invariant or `within` broke';
    case 'engine_error':
      return 'engine_error: the agent call failed';
    case 'sim_error':
      return `sim_error: ${SIMULATOR_FAULT}`;
  }
}

// --- /eval rerun of named suites -------------------------------------------------------------------

/** The earlier run of a pull request's head that a rerun carries suites over from. */
export interface EarlierHeadRun {
  /** The workflow run that produced it (the run stamp of its comment); null when unknown. */
  workflowRun: { id: number; attempt: number } | null;
  /** When its results were finished (ISO 8601); shown when it parses. */
  finishedAt: string;
}

const RERUN_NAMES_SHOWN = 5;

function suiteNames(ids: readonly string[]): string {
  const shown = ids.slice(0, RERUN_NAMES_SHOWN).join(', ');
  return ids.length > RERUN_NAMES_SHOWN ? `${shown} and ${ids.length - RERUN_NAMES_SHOWN} more` : shown;
}

/** "2026-03-01 12:00 UTC", or null for a time that does not parse. */
function utcMinute(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Above the report of `/eval rerun <suite...>` when the earlier run of the same head was found: what ran now, what was carried over, from which run. */
export function rerunMergedNote(r: { rerun: readonly string[]; carried: readonly string[]; from: EarlierHeadRun }): string {
  const when = utcMinute(r.from.finishedAt);
  const run = [
    r.from.workflowRun === null ? null : `workflow run ${r.from.workflowRun.id}, attempt ${r.from.workflowRun.attempt}`,
    when === null ? null : `finished ${when}`,
  ].filter((part) => part !== null);
  const total = r.rerun.length + r.carried.length;
  return (
    `/eval rerun: the whole check (${plural(total, 'suite')}) is compared with the baseline. ` +
    `Ran again now: ${suiteNames(r.rerun)}. ` +
    `Carried over from the earlier run of this head${run.length > 0 ? ` (${run.join(', ')})` : ''}: ${suiteNames(r.carried)}.`
  );
}

/** Above the report of `/eval rerun <suite...>` when nothing could be carried over: only the named suites were compared. */
export function rerunNamedOnlyNote(cause: { kind: 'no-earlier-run'; reason: string } | { kind: 'fresh-baseline' }): string {
  return cause.kind === 'fresh-baseline'
    ? '/eval rerun: only the named suites were judged: carrying the other suites over from an earlier run is not supported yet with baseline-target-url (a fresh baseline); comment /eval rerun without suites to judge the whole check.'
    : `/eval rerun: only the named suites were judged: no earlier run of this head was found (${cause.reason}); comment /eval rerun without suites to judge the whole check (a run keeps its results for this when its job has contents: write).`;
}
