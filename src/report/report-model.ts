// One model of what the reports say about a comparison, built once by a pure function: the PR
// comment and report.md (markdown.ts), the check run (pr-status.ts), report.html (html.ts) and the
// terminal (terminal.ts) render it, each in its own format, so they cannot disagree on what is
// listed, in which order, grouped how, or worded how (the sentences come from verdict-wording.ts).
import type {
  Comparison,
  ComparisonWarning,
  SideUsage,
  SuiteComparison,
  SuiteVerdict,
  TestChange,
  TestComparison,
} from '../compare/comparison-schema.ts';
import { failsOnHead, newTestFails } from '../compare/test-changes.ts';
import { groupIdentical, settleRepeats } from './format.ts';
import {
  agentPerRunChange,
  agentUsageText,
  budgetText,
  comparisonReasonText,
  headline,
  intervalNoteText,
  minPassBreachText,
  NOT_JUDGED,
  OVERALL_EMOJI,
  powerHintText,
  pricesText,
  sortSuites,
  suiteCostText,
  suiteReasonText,
  testPassesText,
  validityText,
  VERDICT_LABELS,
  USAGE_ABSENT,
  usagePartText,
  usageTotalText,
  VERDICT_ORDER,
  verdictCounts,
  warningText,
} from './verdict-wording.ts';

/** One suite as every report shows it. */
export interface SuiteView {
  suite: SuiteComparison;
  emoji: string;
  label: string;
  /** Why it got its verdict, in one sentence. */
  reason: string;
  /** Why the interval and the verdict seem to disagree; null when they do not. */
  intervalNote: string | null;
  /** For an underpowered suite: the smallest p its data can reach. */
  smallestP: number | null;
  /** For a possible regression: the runs per test and side that would settle it. */
  settleRepeats: number | null;
  powerHint: string | null;
}

/** Suites told the very same thing: said once, with the suites it concerns. */
export interface SuiteGroup {
  verdict: SuiteVerdict;
  suites: SuiteView[];
}

/** A warning about the check (no suites) or about the data of some suites. */
export interface WarningView {
  /** The comparison warning it words; null for a note on some suites' data. */
  code: ComparisonWarning['code'] | null;
  suites: string[];
  text: string;
}

export interface TestView {
  suiteId: string;
  test: TestComparison;
  /** Its passes on each side, worded ("passed 6/6 → 2/6", "new: 0/2 passed"). */
  passes: string;
}

export interface RunCounts {
  runs: number;
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
}

/** What each side used and cost, as every report shows it (the sentences from verdict-wording.ts). */
export interface CostView {
  /** Agent, judge, simulator, total: the base's text (null without a base side) and the PR's. */
  rows: { part: 'Agent' | 'Judge' | 'Simulator' | 'Total'; base: string | null; head: string }[];
  /** Agent and simulator per suite: the base's text (null without a base side) and the PR's. */
  suites: { suiteId: string; base: string | null; head: string }[];
  /** The agent per run, base → PR, and the relative change; null when a side has nothing to compare. */
  perRun: { base: string; head: string; change: string } | null;
  /** Where the prices came from and how the cost is computed. */
  method: string;
  /** The spending budget and what became of it; null: none. */
  budget: string | null;
}

export interface ReportModel {
  comparison: Comparison;
  emoji: string;
  headline: string;
  /** Why the check got its verdict. */
  why: string;
  broken: NonNullable<Comparison['broken_tests']>;
  /** Every suite, most urgent verdict first. */
  suites: SuiteView[];
  /** Every suite, grouped where the verdict, the reason and the advice are identical, in the order of `suites`. */
  groups: SuiteGroup[];
  /** The groups the gate could not judge (invalid ones too): what a reviewer must look at. */
  notJudged: SuiteGroup[];
  warnings: WarningView[];
  /** Common tests that newly fail (empty without a baseline). */
  newlyFailing: TestView[];
  /** Without a baseline nothing is newly failing: the tests that fail on head, listed as they are; null with a baseline. */
  failingWithoutBaseline: TestView[] | null;
  /**
   * With a baseline, the tests that fail on head and have nothing to compare them with, listed as
   * they are: every test of a new suite, and tests added to a compared suite or whose spec changed.
   */
  failingNewTests: TestView[];
  /** Whether every one of `failingNewTests` is in a new suite. */
  failingNewTestsInNewSuitesOnly: boolean;
  fixed: TestView[];
  flaky: TestView[];
  /** Tests below their min_pass on head (not quarantined), each worded; and whether that fails the check. */
  minPass: { breaches: (TestView & { text: string })[]; fails: boolean };
  /** Usage and cost per side; null for a comparison file of an earlier version. */
  cost: CostView | null;
  /** Simulated tests (either side), most urgent suite first: their ending mix and turns to the goal. */
  simulated: TestView[];
  /** Suite verdicts, and the head runs' outcomes over all suites. */
  counts: { suites: Record<SuiteVerdict, number>; headRuns: RunCounts; changes: Partial<Record<TestChange, number>> };
}

const NEEDS_A_LOOK: readonly SuiteVerdict[] = ['invalid', ...NOT_JUDGED];

function suiteView(s: SuiteComparison, minEffect: number): SuiteView {
  const { emoji, label } = VERDICT_LABELS[s.verdict];
  return {
    suite: s,
    emoji,
    label,
    reason: suiteReasonText(s),
    intervalNote: intervalNoteText(s),
    smallestP: s.verdict === 'underpowered' ? s.min_attainable_p : null,
    settleRepeats: s.verdict === 'possible_regression' ? settleRepeats(s) : null,
    powerHint: powerHintText(s.power, minEffect),
  };
}

function testsWhere(suites: readonly SuiteComparison[], keep: (t: TestComparison) => boolean, baseline: boolean): TestView[] {
  return suites.flatMap((s) => s.tests.filter(keep).map((test) => ({ suiteId: s.suite_id, test, passes: testPassesText(test, baseline) })));
}

export function buildReportModel(comparison: Comparison): ReportModel {
  const sorted = sortSuites(comparison.suites);
  const suites = sorted.map((s) => suiteView(s, comparison.min_effect));
  const groups = groupIdentical(suites, (v) => JSON.stringify([v.suite.verdict, v.reason, v.smallestP, v.settleRepeats, v.powerHint])).map(
    ({ items }) => ({ verdict: items[0]!.suite.verdict, suites: items }),
  );

  const said = sorted.flatMap((s) => s.validity.map((note) => ({ suite: s.suite_id, text: validityText(note) })));
  const warnings: WarningView[] = [
    ...comparison.warnings.map((w) => ({ code: w.code, suites: [], text: warningText(w) })),
    ...groupIdentical(said, (v) => v.text).map(({ key, items }) => ({ code: null, suites: items.map((v) => v.suite), text: key })),
  ];

  const head = comparison.suites.flatMap((s) => (s.head ? [s.head] : []));
  const sum = (key: 'runs' | 'passed' | 'errored' | 'skipped'): number => head.reduce((n, side) => n + side[key], 0);
  const headRuns = { runs: sum('runs'), passed: sum('passed'), errored: sum('errored'), skipped: sum('skipped'), failed: 0 };
  headRuns.failed = headRuns.runs - headRuns.passed - headRuns.errored - headRuns.skipped;
  const changes: Partial<Record<TestChange, number>> = {};
  for (const t of comparison.suites.flatMap((s) => s.tests)) changes[t.change] = (changes[t.change] ?? 0) + 1;

  const noBaseline = comparison.baseline.source === 'none';
  const tests = (suites: readonly SuiteComparison[], keep: (t: TestComparison) => boolean): TestView[] =>
    testsWhere(suites, keep, !noBaseline);
  const newSuites = sorted.filter((s) => s.verdict === 'new');
  const inNewSuites = noBaseline ? [] : tests(newSuites, failsOnHead);
  const addedToSuites = noBaseline
    ? []
    : tests(
        sorted.filter((s) => s.verdict !== 'new'),
        newTestFails,
      );
  return {
    comparison,
    emoji: OVERALL_EMOJI[comparison.verdict],
    headline: headline(comparison),
    why: comparisonReasonText(comparison.reason),
    broken: comparison.broken_tests ?? [],
    suites,
    groups,
    notJudged: groups.filter((g) => NEEDS_A_LOOK.includes(g.verdict)),
    warnings,
    newlyFailing: tests(sorted, (t) => t.change === 'newly_failing'),
    failingWithoutBaseline: noBaseline ? tests(sorted, failsOnHead) : null,
    failingNewTests: [...inNewSuites, ...addedToSuites],
    failingNewTestsInNewSuitesOnly: addedToSuites.length === 0,
    fixed: tests(sorted, (t) => t.change === 'fixed'),
    flaky: tests(sorted, (t) => t.change === 'flaky'),
    minPass: {
      breaches: tests(sorted, (t) => t.min_pass?.breached === true && !t.quarantined && t.head !== null).map((v) => ({
        ...v,
        text: minPassBreachText({
          suite_id: v.suiteId,
          test_id: v.test.test_id,
          passed: v.test.head!.passed,
          runs: v.test.head!.runs,
          min_passes: v.test.min_pass!.passes,
          min_runs: v.test.min_pass!.runs,
        }),
      })),
      fails: comparison.min_pass_fails ?? false,
    },
    cost: costView(comparison.cost),
    simulated: tests(sorted, (t) => t.simulation !== undefined),
    counts: { suites: verdictCounts(comparison.suites), headRuns, changes },
  };
}

/** The cost rows every report shows, from a comparison's cost (or one run's: comparisonCost with no base). */
export function costView(cost: Comparison['cost']): CostView | null {
  if (cost === undefined) return null;
  const row = (part: CostView['rows'][number]['part'], text: (side: SideUsage) => string): CostView['rows'][number] => ({
    part,
    base: cost.base === null ? null : text(cost.base),
    head: text(cost.head),
  });
  return {
    rows: [
      row('Agent', agentUsageText),
      row('Judge', (s) => usagePartText(s.judge, USAGE_ABSENT.judge)),
      row('Simulator', (s) => usagePartText(s.simulator, USAGE_ABSENT.simulator)),
      row('Total', usageTotalText),
    ],
    suites: (cost.suites ?? []).map((s) => ({
      suiteId: s.suite_id,
      base: cost.base === null ? null : suiteCostText(s.base),
      head: suiteCostText(s.head),
    })),
    perRun: cost.base === null ? null : agentPerRunChange(cost.base, cost.head),
    method: pricesText(cost.prices),
    budget: cost.budget === undefined ? null : budgetText(cost.budget),
  };
}

/** The suite verdicts present, most urgent first, with their counts. */
export function verdictTally(model: ReportModel): { verdict: SuiteVerdict; count: number; label: string }[] {
  return VERDICT_ORDER.filter((v) => model.counts.suites[v] > 0).map((v) => ({
    verdict: v,
    count: model.counts.suites[v],
    label: VERDICT_LABELS[v].label,
  }));
}

/** The model of a comparison, or null without one (report.html of a run on its own). */
export function modelOf(comparison: Comparison | null): ReportModel | null {
  return comparison === null ? null : buildReportModel(comparison);
}
