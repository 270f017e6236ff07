// One model of what the reports say, built once by a pure function: of a comparison
// (buildReportModel) and of a run on its own, without one (buildRunModel). The PR comment and
// report.md (markdown.ts), the check run (pr-status.ts), report.html (html.ts), the terminal
// (terminal.ts), junit.xml (junit.ts) and the job summary render it, each in its own format, so
// they cannot disagree on what is listed, in which order, grouped how, counted how or worded how
// (the sentences come from wording/, one file per subject). The renderers only lay out its rows.
import type {
  Comparison,
  ComparisonWarning,
  PerformanceChange,
  SidePerformance,
  SideUsage,
  SuiteComparison,
  SuitePerformance,
  SuiteVerdict,
  TestChange,
  TestComparison,
} from '../compare/comparison-schema.ts';
import { sidePerformance } from '../compare/performance.ts';
import { failsOnHead, newTestFails } from '../compare/test-changes.ts';
import { duration, milliseconds, percent, plural, points, pointsText, pValue, rateInterval, shortSha } from '../format.ts';
import { CI_METHOD_LABELS, deltaLabel, repeatsLabel, TEST_METHOD_LABELS } from './format.ts';
import { endingMix } from '../results/endings.ts';
import type { AssertionResult, Results, RunRecord, TestResult } from '../results/results-schema.ts';
import { FAILURE_CODES } from '../results/failure-codes.ts';
import { isGatingFailure, ungatedTests, type UngatedTest } from '../results/judge-gates.ts';
import type { JudgeCalibrationSummary } from '../results/results-schema.ts';
import { erroredGroups, erroredHeadline, whoErrored, type ErroredGroup, type RunOutline, type RunSummary } from '../results/summary.ts';
import { redactUrl } from '../url.ts';
import { erroredLine, groupIdentical, settleRepeats, tokensInOut, type TextFormat } from './format.ts';
import { clip, jsonInline } from './escape.ts';
import { firstFailure, runStats, type SuiteRunStats } from './run-stats.ts';
import { passHatK } from '../stats/pass-k.ts';
import { BASELINE_HOW_TO, baselineNotComparedText, type BaselineNotCompared, FAILING_NEW_TESTS, NO_BASELINE } from './wording/baseline.ts';
import { budgetText } from './wording/budget.ts';
import { judgePanelLines } from './wording/judge-panel.ts';
import {
  agentPerRunChange,
  agentUsageText,
  judgeUsageText,
  type JudgeUsage,
  pricesText,
  suiteCostText,
  USAGE_ABSENT,
  usagePartText,
  usageTotalText,
} from './wording/cost.ts';
import { QUARANTINE_EXPIRED, QUARANTINE_MEANS, suiteAlpha } from './wording/gate.ts';
import { CHANGE_LABELS, NOT_JUDGED, OVERALL_EMOJI, sortSuites, VERDICT_LABELS, VERDICT_ORDER, verdictCounts } from './wording/labels.ts';
import { minPassBreachText } from './wording/pass-k.ts';
import { powerHintText } from './wording/power.ts';
import { endingMixText, endingText, turnsToGoalChangeText, turnsToGoalText } from './wording/simulated.ts';
import { intervalNoteText, suiteReasonText, testPassesText, testsDownShortText, validityText } from './wording/suite.ts';
import { comparisonReasonText, headline, incompleteRunText, nothingEvaluatedText } from './wording/verdict.ts';
import { warningText } from './wording/warnings.ts';
import {
  calibrationMethodText,
  calibrationStatusText,
  criterionCalibrationText,
  NOT_GATING,
  ungatedFailuresHeading,
} from './wording/judge-calibration.ts';
import { STORED_BASELINE_LATENCY, STORED_BASELINE_LATENCY_GATING, type PerformanceFigure } from './wording/performance-gate.ts';
import {
  FIGURE_LABELS,
  floorNoteText,
  intervalHeading,
  latencyText,
  PERFORMANCE_VERDICT_LABELS,
  performanceMethodText,
  performanceRowReasonText,
  ratioCellText,
  ratioMethodNote,
  sideLatencyMethodText,
  tokensPerConversationText,
  WEAK_LATENCY_NOTE,
} from './wording/performance.ts';

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
  /** Pass rates base → PR: "95.0% → 60.0%", "—" for a side without the suite. */
  passRates: string;
  /** Each side's pass rate with its interval and what it is over; null for a side without the suite. */
  base: SideCell | null;
  head: SideCell | null;
  /** The change in points with its interval: "−36.8 pts [−58.0, −13.8]"; null without one. */
  delta: string | null;
  /** The methods behind the delta and the p: "Newcombe paired (method 10); mid-p McNemar"; "" without either. */
  method: string;
  /** The suite's one-sided p before adjustment: "0.012"; "n/a" without one. */
  p: string;
  /** Tests common, added and removed: "12 / 1 / 0". */
  testCounts: string;
  /** "Δ on 12 common tests": said when tests were added or removed, so Δ is not over all of them; null otherwise. */
  deltaOn: string | null;
  /** The Holm-adjusted p ("0.012", "0.0031 (better)" for an improvement); null outside the Holm family. */
  pHolm: string | null;
  /** Whether the adjusted p is at or below the suite level (shown in bold). */
  significant: boolean;
  /** Tokens in/out base → PR, one side when both are equal; "" when neither side counted any. */
  tokens: string;
  /** Process metrics base → PR, one side when both are equal ("—" for a side without them); null when neither side has any. */
  process: { turns: string; toolCallsPerTurn: string; latencyP50: string; latencyP95: string } | null;
  /** Transitions exercised of those offered: "9/12"; "n/a" without a flow. */
  transitions: string;
  /** The (node, option) pairs offered and never taken on head. */
  notExercised: string[];
  /** The tools each side called, with their calls, in the order recorded; null for a side without process metrics. */
  tools: { base: ToolCalls[] | null; head: ToolCalls[] | null };
  /** The PR's three most called tools; null without its process metrics. */
  topTools: ToolCalls[] | null;
  /** For each test down without significance: what that says, in short. */
  testsDown: string[];
}

/** A tool and how many times a side called it. */
export interface ToolCalls {
  name: string;
  calls: number;
}

/** One figure of a suite's latency and tokens row: each side's values, the change and its verdict. */
export interface PerformanceFigureView {
  figure: PerformanceFigure;
  /** "Latency per turn", "Tokens per conversation". */
  name: string;
  /** Each value base → PR ("—" for a side without it): latency ["p50 120 ms → 160 ms", "p90 310 ms → 410 ms"], tokens ["1240 → 1310"]. */
  values: string[];
  /** The change as a ratio with its interval, of the statistic it is over: "p90 ×1.31 [×1.18, ×1.45]"; null: none computed. */
  change: string | null;
  /** The verdict's emoji ("" when not gated) and word; null without a change. */
  emoji: string;
  verdict: string | null;
  /** WEAK_LATENCY_NOTE for latency against a stored baseline; null otherwise. */
  weak: string | null;
  /** Too few tests for this figure to fail the check here; null otherwise. */
  floor: string | null;
  /** Why it got its verdict, with its p; null without a change. */
  reason: string | null;
}

/** One suite's latency and tokens, as every report shows them. */
export interface PerformanceRow {
  suiteId: string;
  latency: PerformanceFigureView;
  tokens: PerformanceFigureView;
  /** The figures it is worded from (metrics take them as numbers). */
  data: SuitePerformance;
}

/** The latency and tokens of every suite with data on a side, and what qualifies them, said once. */
export interface PerformanceView {
  rows: PerformanceRow[];
  /** The methods of the ratios: one label, or each with the suites it was used for; "" when no ratio was computed. */
  method: string;
  /** The methods and what a ratio is, in a sentence ("Ratio: …"); null when no ratio was computed. */
  ratio: string | null;
  /** The ratio column's heading: "95% CI", at the check's two-sided level. */
  intervalHeading: string;
  /** What each side's figures are over. */
  definition: string;
  /** Why latency against a stored baseline is weak: said once when a row is. */
  weak: string | null;
}

/** One side of a suite: its pass rate with its interval, and what that is over. */
export interface SideCell {
  /** "95.0% [80.0, 99.0]"; "n/a" with no scored run. */
  rate: string;
  /** "3 tests · 18 runs · 2 errored · 1 skipped" (errored and skipped only when there are some). */
  counts: string;
  /** "12 tool calls": those captured on the side. */
  toolCalls: string;
  /** How the interval was computed; null without one. */
  method: string | null;
}

/** One entry of the quarantine file, as every report lists it. */
export interface QuarantineRow {
  testId: string;
  reason: string;
  until: string;
  /** QUARANTINE_EXPIRED when the entry has expired; null while it holds. */
  expired: string | null;
}

/** What broke, as the comment, the check run and the terminal list it first. */
export interface WhatBroke {
  /** Tests that broke (each fails the check), with where each first failed. */
  broken: { test: NonNullable<Comparison['broken_tests']>[number]; firstFailure: TestComparison['first_failure'] }[];
  /** The other newly failing tests (without a baseline: the other failing tests). */
  failing: TestView[];
  /** How one of `failing` is named: "newly failing test", or "failing test" without a baseline. */
  noun: string;
  /** The tests that fail with nothing to compare them with (see failingNewTests). */
  newTests: TestView[];
  /** The counts, as a heading says them: "1 broken test", "2 newly failing tests", "3 failing tests in new suites (…)". */
  counts: { broken: string | null; failing: string | null; newTests: string | null };
}

/** One failure code of one suite: the runs with it on each side. */
export interface FailureCodeRow {
  suiteId: string;
  code: string;
  base: number;
  head: number;
}

/** pass^1 and pass^k of one suite, worded: "100.0% → 66.7%" (base → PR), "n/a" below k runs, "—" for a side without it. */
export interface PassKSuiteRow {
  suiteId: string;
  k: number;
  pass1: string;
  passK: string;
}

/** pass^1 and pass^k of one test and side, and its min_pass rule ("4/6"; null: none). */
export interface PassKTestRow {
  suiteId: string;
  testId: string;
  k: number;
  base1: string;
  head1: string;
  baseK: string;
  headK: string;
  minPass: string | null;
  belowMinPass: boolean;
}

/** One simulated test as every report shows it: its ending mix per side and turns to the goal. */
export interface SimulatedRow {
  suiteId: string;
  testId: string;
  /** The base's ending mix; null without a baseline (or for a run on its own). */
  baseEndings: string | null;
  headEndings: string;
  /** Median agent turns to the goal: base → PR with a baseline, the PR's (the run's) alone without. */
  turnsToGoal: string;
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

/** What each side used and cost, as every report shows it (the sentences from wording/cost.ts). */
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
  /**
   * The "Why:" line under the headline: the reason, or without a baseline (which the headline says)
   * the cause of there being none; null when there is nothing to add.
   */
  headlineWhy: string | null;
  /** The warnings not already said by `headlineWhy`. */
  warningsBelow: WarningView[];
  /** How to get a baseline: told a pull request without one once something was evaluated; null otherwise. */
  baselineHowTo: string | null;
  /** The quarantine file's entries, and what quarantined means. */
  quarantine: { entries: QuarantineRow[]; means: string };
  /** "Transitions covered over all suites: 9 of 12 offered (node, option) pairs."; null without a flow. */
  coverageTotal: string | null;
  /** What broke: listed first by the comment, the check run and the terminal. */
  whatBroke: WhatBroke;
  /** What the head run's judge did (after "Judge:"); null when not told. */
  judge: string | null;
  /** Each judge panel's stability, one line per panel, with names in `format` (wording/judge-panel.ts); none without a panel. */
  judgePanel: (format: TextFormat) => string[];
  /** Each judge criterion's agreement and whether it gates, and the judge checks that failed without gating; null: no calibration looked up. */
  judgeCalibration: JudgeCalibrationView | null;
  /** Nothing was evaluated: the cause is what to fix, so reports say it before the suites. */
  nothingEvaluated: boolean;
  /** Why a side's runs errored, each cause once with its count ("ENGINE_ERROR ×6: …"), codes and messages in `format`; null: none errored. */
  erroredIn: (side: 'head' | 'base', format?: TextFormat) => string | null;
  /** Common tests that newly fail (empty without a baseline). */
  newlyFailing: TestView[];
  /** report.html's forest plot: each suite's Δ and interval (null: none), its tooltip, and the minimum effect shaded. */
  forest: {
    minEffect: number;
    minEffectText: string;
    rows: {
      suiteId: string;
      verdict: SuiteComparison['verdict'];
      label: string;
      delta: { estimate: number; ci: [number, number] } | null;
      tip: string;
    }[];
  };
  /** The tests the check run annotates, in the comparison's order: each newly failing test, and each failing test without a baseline or in a new suite (nothing tells which are new). */
  annotated: (TestView & { newly: boolean })[];
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
  /**
   * Tests below their min_pass on head (not quarantined), each worded; whether min_pass fails checks
   * (min-pass-fails), and whether it failed this one (then the list is a failure, not a warning).
   */
  minPass: { breaches: (TestView & { text: string })[]; fails: boolean; failsCheck: boolean };
  /** Usage and cost per side; null for a comparison file of an earlier version. */
  cost: CostView | null;
  /** Simulated tests (either side), most urgent suite first: their ending mix and turns to the goal. */
  simulated: SimulatedRow[];
  /** Runs per failure code, per suite (most urgent suite first, codes in their documented order). */
  failureCodes: FailureCodeRow[];
  /** pass^1 and pass^k per suite (base → PR) and per test and side. */
  passK: { suites: PassKSuiteRow[]; tests: PassKTestRow[] };
  /** Latency and tokens per suite; null when no side of any suite has latency data (or a file of an earlier version). */
  performance: PerformanceView | null;
  /** Suite verdicts, and the head runs' outcomes over all suites. */
  counts: {
    suites: Record<SuiteVerdict, number>;
    headRuns: RunCounts;
    changes: Partial<Record<TestChange, number>>;
    /** Failing tests of the new suites, and failing tests added to (or changed in) the suites compared. */
    failingInNewSuites: number;
    failingAddedTests: number;
  };
}

const NEEDS_A_LOOK: readonly SuiteVerdict[] = ['invalid', ...NOT_JUDGED];

function suiteView(s: SuiteComparison, comparison: Comparison): SuiteView {
  const { emoji, label } = VERDICT_LABELS[s.verdict];
  const minEffect = comparison.min_effect;
  const rate = (side: SuiteComparison['base']): string => (side === null ? '—' : percent(side.pass_rate));
  const improved = s.verdict === 'improved' && s.p_adjusted_improved != null;
  return {
    suite: s,
    emoji,
    label,
    reason: suiteReasonText(s),
    intervalNote: intervalNoteText(s),
    smallestP: s.verdict === 'underpowered' ? s.min_attainable_p : null,
    settleRepeats: s.verdict === 'possible_regression' ? settleRepeats(s) : null,
    powerHint: powerHintText(s.power, minEffect),
    passRates: `${rate(s.base)} → ${rate(s.head)}`,
    base: sideCell(s.base),
    head: sideCell(s.head),
    delta: s.delta === null ? null : `${points(s.delta.estimate)} pts [${points(s.delta.ci[0])}, ${points(s.delta.ci[1])}]`,
    method: [s.delta ? deltaLabel(s.delta) : '', s.test ? TEST_METHOD_LABELS[s.test] : ''].filter(Boolean).join('; '),
    p: pValue(s.p_value),
    testCounts: `${s.common_tests} / ${s.added_tests} / ${s.removed_tests}`,
    deltaOn: s.delta !== null && (s.added_tests > 0 || s.removed_tests > 0) ? `Δ on ${plural(s.common_tests, 'common test')}` : null,
    pHolm: improved ? `${pValue(s.p_adjusted_improved!)} (better)` : s.p_adjusted === null ? null : pValue(s.p_adjusted),
    significant: !improved && s.p_adjusted !== null && s.p_adjusted <= suiteAlpha(comparison),
    tokens: tokensCell(s.process),
    process: processCells(s.process),
    transitions: s.coverage ? `${s.coverage.exercised}/${s.coverage.offered}` : 'n/a',
    notExercised: s.coverage?.missing ?? [],
    tools: { base: toolCalls(s.process.base), head: toolCalls(s.process.head) },
    topTools:
      toolCalls(s.process.head)
        ?.sort((a, b) => b.calls - a.calls)
        .slice(0, 3) ?? null,
    testsDown: s.reasons.flatMap((r) => (r.code === 'tests_down_not_significant' ? [testsDownShortText(r)] : [])),
  };
}

function sideCell(side: SuiteComparison['base']): SideCell | null {
  if (side === null) return null;
  const counts = [plural(side.tests, 'test'), plural(side.runs, 'run')];
  if (side.errored > 0) counts.push(`${side.errored} errored`);
  if (side.skipped > 0) counts.push(`${side.skipped} skipped`);
  return {
    rate: side.pass_rate === null ? 'n/a' : `${percent(side.pass_rate)} ${rateInterval(side.ci)}`.trim(),
    counts: counts.join(' · '),
    toolCalls: `${side.tool_calls_captured} tool calls`,
    method: side.ci_method ? CI_METHOD_LABELS[side.ci_method] : null,
  };
}

function toolCalls(metrics: SuiteComparison['process']['base']): ToolCalls[] | null {
  return metrics === null ? null : Object.entries(metrics.tools).map(([name, calls]) => ({ name, calls }));
}

/** Each process metric base → PR, said once when both sides are equal. */
function processCells(process: SuiteComparison['process']): SuiteView['process'] {
  if (process.base === null && process.head === null) return null;
  const metric = (pick: (m: NonNullable<SuiteComparison['process']['base']>) => string): string => {
    const base = process.base ? pick(process.base) : '—';
    const head = process.head ? pick(process.head) : '—';
    return base === head ? base : `${base} → ${head}`;
  };
  return {
    turns: metric((m) => String(m.turns)),
    toolCallsPerTurn: metric((m) => (m.tool_calls_per_turn === null ? 'n/a' : m.tool_calls_per_turn.toFixed(2))),
    latencyP50: metric((m) => milliseconds(m.latency_p50_ms)),
    latencyP95: metric((m) => milliseconds(m.latency_p95_ms)),
  };
}

/** Tokens base → PR: numbers, "—" for a side without them, one side when both are equal, nothing when neither has any. */
function tokensCell(process: SuiteComparison['process']): string {
  const base = process.base ? tokensInOut(process.base) : '';
  const head = process.head ? tokensInOut(process.head) : '';
  if (base === '' && head === '') return '';
  return base === head ? base : `${base || '—'} → ${head || '—'}`;
}

/** Failure codes in their documented order, unknown ones after them by name. */
function byCodeOrder(a: string, b: string): number {
  const known: readonly string[] = FAILURE_CODES;
  const rank = (code: string): number => (known.includes(code) ? known.indexOf(code) : known.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

const passValue = (v: number | null): string => (v === null ? 'n/a' : percent(v));

function passKSuiteRows(suites: readonly SuiteComparison[]): PassKSuiteRow[] {
  return suites.flatMap((s) => {
    const p = s.pass_k;
    if (p === undefined || (p.base === null && p.head === null)) return [];
    const arrow = (key: 'pass_1' | 'pass_k'): string => {
      const value = (side: typeof p.base): string => (side === null ? '—' : passValue(side[key]));
      return p.base === null ? value(p.head) : `${value(p.base)} → ${value(p.head)}`;
    };
    return [{ suiteId: s.suite_id, k: p.k, pass1: arrow('pass_1'), passK: arrow('pass_k') }];
  });
}

/** Per test: C(c,k)/C(n,k) from each side's scored runs (the suite's mean is passKSuiteRows'). */
function passKTestRows(suites: readonly SuiteComparison[]): PassKTestRow[] {
  return suites.flatMap((s) => {
    if (s.pass_k === undefined) return [];
    const k = s.pass_k.k;
    const estimate = (side: TestComparison['base'], at: number): string =>
      side === null ? '—' : passValue(passHatK(side.runs, side.passed, at));
    return s.tests.map((t) => ({
      suiteId: s.suite_id,
      testId: t.test_id,
      k,
      base1: estimate(t.base, 1),
      head1: estimate(t.head, 1),
      baseK: estimate(t.base, k),
      headK: estimate(t.head, k),
      minPass: t.min_pass ? `${t.min_pass.passes}/${t.min_pass.runs}` : null,
      belowMinPass: t.min_pass?.breached === true,
    }));
  });
}

function failureCodeRows(suites: readonly SuiteComparison[]): FailureCodeRow[] {
  return suites.flatMap((s) =>
    Object.entries(s.failure_codes)
      .filter(([, n]) => n.base > 0 || n.head > 0)
      .sort(([a], [b]) => byCodeOrder(a, b))
      .map(([code, n]) => ({ suiteId: s.suite_id, code, base: n.base, head: n.head })),
  );
}

function testsWhere(suites: readonly SuiteComparison[], keep: (t: TestComparison) => boolean, baseline: boolean): TestView[] {
  return suites.flatMap((s) => s.tests.filter(keep).map((test) => ({ suiteId: s.suite_id, test, passes: testPassesText(test, baseline) })));
}

/** What a report of a comparison is told besides the comparison. */
export interface ReportModelOptions {
  /** The head run's judge usage (`Results.judge`); absent: not shown. */
  judge?: JudgeUsage | undefined;
  /** USD per million tokens, to estimate the judge's cost; without it only tokens are shown. */
  judgePrices?: { input: number; output: number } | undefined;
}

function whatBroke(
  comparison: Comparison,
  failing: readonly TestView[],
  newTests: readonly TestView[],
  inNewSuitesOnly: boolean,
  noBaseline: boolean,
): WhatBroke {
  const broken = comparison.broken_tests ?? [];
  const isBroken = (b: (typeof broken)[number], suiteId: string, testId: string): boolean => b.suite_id === suiteId && b.test_id === testId;
  const all = comparison.suites.flatMap((s) => s.tests.map((t) => ({ suiteId: s.suite_id, t })));
  const others = failing.filter((v) => !broken.some((b) => isBroken(b, v.suiteId, v.test.test_id)));
  const noun = noBaseline ? 'failing test' : 'newly failing test';
  return {
    broken: broken.map((test) => ({
      test,
      firstFailure: all.find((x) => isBroken(test, x.suiteId, x.t.test_id))?.t.first_failure ?? null,
    })),
    failing: others,
    noun,
    newTests: [...newTests],
    counts: {
      broken: broken.length > 0 ? plural(broken.length, 'broken test') : null,
      failing: others.length > 0 ? plural(others.length, noun) : null,
      newTests: newTests.length > 0 ? FAILING_NEW_TESTS(newTests.length, inNewSuitesOnly) : null,
    },
  };
}

export function buildReportModel(comparison: Comparison, options: ReportModelOptions = {}): ReportModel {
  const sorted = sortSuites(comparison.suites);
  const suites = sorted.map((s) => suiteView(s, comparison));
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
  const suiteCounts = verdictCounts(comparison.suites);
  // Counted over every suite, with or without a baseline: the headline names them.
  const failingInNewSuites = newSuites.reduce((k, s) => k + s.tests.filter(failsOnHead).length, 0);
  const failingAddedTests = sorted.filter((s) => s.verdict !== 'new').reduce((k, s) => k + s.tests.filter(newTestFails).length, 0);
  const failingWithoutBaseline = noBaseline ? tests(sorted, failsOnHead) : null;
  const newlyFailing = tests(sorted, (t) => t.change === 'newly_failing');
  const failingNewTests = [...inNewSuites, ...addedToSuites];
  // Without a baseline the headline says so: the "Why:" is the cause, said once (its warning is not repeated below).
  const reasonIsNoBaseline = comparison.reason.code === 'no_baseline';
  const baselineWarning = reasonIsNoBaseline ? comparison.warnings.find((w) => w.code === 'no_baseline') : undefined;
  const coverage = comparison.coverage;
  return {
    comparison,
    emoji: OVERALL_EMOJI[comparison.verdict],
    headline: headline(comparison, { suites: suiteCounts, failingInNewSuites, failingAddedTests }),
    why: comparisonReasonText(comparison.reason),
    broken: comparison.broken_tests ?? [],
    suites,
    groups,
    notJudged: groups.filter((g) => NEEDS_A_LOOK.includes(g.verdict)),
    warnings,
    headlineWhy: !reasonIsNoBaseline ? comparisonReasonText(comparison.reason) : baselineWarning ? baselineWarning.detail : null,
    warningsBelow: reasonIsNoBaseline ? warnings.filter((w) => w.code !== 'no_baseline') : warnings,
    // How to get a baseline matters once something was evaluated.
    baselineHowTo: failingWithoutBaseline !== null && comparison.reason.code !== 'nothing_evaluated' ? BASELINE_HOW_TO : null,
    quarantine: {
      entries: comparison.quarantine.map((q) => ({
        testId: q.test_id,
        reason: q.reason,
        until: q.expires,
        expired: q.expired ? QUARANTINE_EXPIRED : null,
      })),
      means: QUARANTINE_MEANS,
    },
    coverageTotal: coverage
      ? `Transitions covered over all suites: ${coverage.exercised} of ${coverage.offered} offered (node, option) pairs.`
      : null,
    whatBroke: whatBroke(comparison, failingWithoutBaseline ?? newlyFailing, failingNewTests, addedToSuites.length === 0, noBaseline),
    judge: options.judge ? judgeUsageText(options.judge, options.judgePrices) : null,
    judgePanel: (format) => judgePanelLines(options.judge?.panels, format),
    judgeCalibration: comparison.judge_calibration
      ? judgeCalibrationView(comparison.judge_calibration, comparison.judge_calibration.ungated)
      : null,
    nothingEvaluated: comparison.reason.code === 'nothing_evaluated',
    erroredIn: (side, format) => erroredLine(comparison, side, format),
    newlyFailing,
    forest: {
      minEffect: comparison.min_effect,
      minEffectText: pointsText(comparison.min_effect),
      rows: suites.map(({ suite: s }) => ({
        suiteId: s.suite_id,
        verdict: s.verdict,
        label: VERDICT_LABELS[s.verdict].label,
        delta: s.delta ? { estimate: s.delta.estimate, ci: [s.delta.ci[0], s.delta.ci[1]] } : null,
        tip: `${s.suite_id}: ${VERDICT_LABELS[s.verdict].label}${s.delta ? `, ${points(s.delta.estimate)} points [${points(s.delta.ci[0])}, ${points(s.delta.ci[1])}]` : ''}`,
      })),
    },
    annotated: comparison.suites.flatMap((s) =>
      testsWhere([s], (t) => t.change === 'newly_failing' || ((noBaseline || s.verdict === 'new') && failsOnHead(t)), !noBaseline).map(
        (v) => ({ ...v, newly: v.test.change === 'newly_failing' }),
      ),
    ),
    failingWithoutBaseline,
    failingNewTests,
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
      failsCheck: (comparison.min_pass_fails ?? false) && comparison.verdict === 'fail',
    },
    cost: costView(comparison.cost),
    simulated: sorted.flatMap((s) =>
      s.tests.flatMap((t) =>
        t.simulation === undefined
          ? []
          : [
              {
                suiteId: s.suite_id,
                testId: t.test_id,
                baseEndings: noBaseline ? null : endingMixText(t.simulation.base),
                headEndings: endingMixText(t.simulation.head),
                turnsToGoal: turnsToGoalChangeText(noBaseline ? null : t.simulation.base, t.simulation.head),
              },
            ],
      ),
    ),
    failureCodes: failureCodeRows(sorted),
    passK: { suites: passKSuiteRows(sorted), tests: passKTestRows(sorted) },
    performance: performanceView(comparison, sorted),
    counts: { suites: suiteCounts, headRuns, changes, failingInNewSuites, failingAddedTests },
  };
}

// --- latency and tokens ------------------------------------------------------------------------

/** "120 ms → 160 ms": a value base → PR, "—" for a side without the suite; a run on its own (no base side) shows its one value. */
function sidesText(base: string | null, head: string | null, withBase: boolean): string {
  return withBase ? `${base ?? '—'} → ${head ?? '—'}` : (head ?? '—');
}

/** A suite's two figures, each side's values, the change and its verdict, from comparison.json's performance. */
function performanceFigures(
  p: Pick<SuitePerformance, 'base' | 'head'> & Partial<Pick<SuitePerformance, 'latency' | 'tokens'>>,
  options: { withBase: boolean; alpha: number; nominal: number; floors: Map<string, { tests: number; smallest_p: number }> },
): { latency: PerformanceFigureView; tokens: PerformanceFigureView } {
  const side = (s: SidePerformance | null, pick: (s: SidePerformance) => string): string | null => (s === null ? null : pick(s));
  const values = {
    latency: [
      `p50 ${sidesText(
        side(p.base, (s) => latencyText(s.median_ms)),
        side(p.head, (s) => latencyText(s.median_ms)),
        options.withBase,
      )}`,
      `p90 ${sidesText(
        side(p.base, (s) => latencyText(s.p90_ms)),
        side(p.head, (s) => latencyText(s.p90_ms)),
        options.withBase,
      )}`,
    ],
    tokens: [
      sidesText(
        side(p.base, (s) => tokensPerConversationText(s.tokens_per_conversation)),
        side(p.head, (s) => tokensPerConversationText(s.tokens_per_conversation)),
        options.withBase,
      ),
    ],
  };
  const figure = (which: PerformanceFigure, change: PerformanceChange | null | undefined): PerformanceFigureView => {
    const floor = options.floors.get(which);
    const label = change ? PERFORMANCE_VERDICT_LABELS[change.verdict] : null;
    return {
      figure: which,
      name: FIGURE_LABELS[which],
      values: values[which],
      change: change
        ? `${which === 'latency' ? `${change.statistic === 'p90' ? 'p90' : 'p50'} ` : ''}${ratioCellText(change, options.nominal)}`
        : null,
      emoji: label?.emoji ?? '',
      verdict: label?.label ?? null,
      weak: change?.weak === 'stored_baseline' ? WEAK_LATENCY_NOTE : null,
      floor: floor === undefined ? null : floorNoteText(floor),
      reason: change ? performanceRowReasonText(which, change, options.alpha) : null,
    };
  };
  return { latency: figure('latency', p.latency), tokens: figure('tokens', p.tokens) };
}

function performanceView(comparison: Comparison, sorted: readonly SuiteComparison[]): PerformanceView | null {
  const timed = (s: SidePerformance | null): boolean => s !== null && s.median_ms !== null;
  const withData = sorted.filter((s) => s.performance !== undefined && (timed(s.performance.base) || timed(s.performance.head)));
  if (withData.length === 0) return null;
  const withBase = comparison.baseline.source !== 'none';
  const alpha = comparison.performance?.alpha ?? comparison.alpha;
  // The two-sided level of every interval the gate asked for (1 - 2 alpha); some have less.
  const nominal = 1 - 2 * alpha;
  const floors = (suiteId: string): Map<string, { tests: number; smallest_p: number }> =>
    new Map(
      comparison.warnings.flatMap((w) =>
        w.code === 'performance_floor' ? w.suites.filter((f) => f.suite_id === suiteId).map((f) => [w.figure, f] as const) : [],
      ),
    );
  const rows = withData.map((s) => {
    const data = s.performance!;
    return { suiteId: s.suite_id, ...performanceFigures(data, { withBase, alpha, nominal, floors: floors(s.suite_id) }), data };
  });
  // Each method once, with the suites it was used for when they differ.
  const methods = new Map<string, string[]>();
  for (const r of rows)
    for (const change of [r.data.latency, r.data.tokens])
      if (change !== null && change.ratio !== null) {
        const label = performanceMethodText(change);
        methods.set(label, [...new Set([...(methods.get(label) ?? []), r.suiteId])]);
      }
  const method =
    methods.size <= 1 ? [...methods.keys()].join('') : [...methods].map(([label, ids]) => `${label} (${ids.join(', ')})`).join('; ');
  return {
    rows,
    method,
    ratio: method === '' ? null : ratioMethodNote(method, nominal),
    intervalHeading: intervalHeading(nominal),
    definition: sideLatencyMethodText(comparison.performance?.quantile),
    weak: !rows.some((r) => r.latency.weak !== null)
      ? null
      : comparison.performance?.latency_gates
        ? STORED_BASELINE_LATENCY_GATING
        : STORED_BASELINE_LATENCY,
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
export function modelOf(comparison: Comparison | null, options: ReportModelOptions = {}): ReportModel | null {
  return comparison === null ? null : buildReportModel(comparison, options);
}

// --- a run on its own, without a comparison ----------------------------------------------------

/** One suite of a run on its own, as every report shows it. */
export interface RunSuiteView {
  stats: SuiteRunStats;
  /** "66.7%", "n/a" with no scored run. */
  passRate: string;
  /** The 95% interval of the pass rate: "[20.8, 93.9]"; "" without one. */
  interval: string;
  /** Runs carrying each failure code, in order of first appearance. */
  codes: { code: string; runs: number }[];
  /** Checks that did not run or could not be scored. */
  notChecked: number;
}

/** What the reports of a run without a comparison say: report.md, report.html, the terminal, the push's job summary. */
export interface RunModel {
  summary: RunSummary;
  emoji: string;
  /** The one sentence a reader reads first, plain text. */
  headline: string;
  /** The same sentence with its codes and agents' messages formatted (as code spans in Markdown). */
  headlineIn: (format: TextFormat) => string;
  /** That there is no comparison, and why: NO_BASELINE, or the baseline given that could not be compared. */
  noBaseline: string;
  suites: RunSuiteView[];
  /** pass^1 and pass^k per suite with a scored run; `tests`: those with at least k scored runs. */
  passK: (PassKSuiteRow & { tests: number })[];
  simulated: SimulatedRow[];
  /** Usage and cost of the run; null without prices. */
  cost: CostView | null;
  /** What the run's judge did (after "Judge:"); null for results without a judge record. */
  judge: string | null;
  /** Each judge panel's stability, one line per panel (wording/judge-panel.ts); none without a panel. */
  judgePanel: (format: TextFormat) => string[];
  /** As ReportModel's. */
  judgeCalibration: JudgeCalibrationView | null;
  /** What qualifies the run's numbers: an incomplete run (⛔), the run's warnings, each suite's suspect data, checks not run, unknown content, warnings. */
  warnings: { icon: '⛔' | '⚠️'; suiteId: string | null; text: string }[];
  /** The facts under the report: the commit (short; null unknown), the target (redacted) and how it was reached, the repeats, how long it took. */
  facts: { commit: string | null; target: string; via: string; repeats: string; took: string };
  /** Each test with a failed run, in suite order, with its failed runs (a renderer groups them by first failure). */
  failedTests: { suiteId: string; testId: string; runs: number; failed: RunOutline[] }[];
  /** Each cause of errored runs (code and message) with the runs it ended, in order of first appearance. */
  erroredCauses: ErroredGroup[];
  /** Agent requests sent again, in how many turns and runs. */
  retries: { attempts: number; turns: number; runs: number };
  /** Each suite's latency and tokens, its one side's figures; null when the run's options hold none with latency data. */
  performance: { rows: Omit<PerformanceRow, 'data'>[]; definition: string } | null;
}

export interface RunModelOptions {
  /** The run's cost (costView of comparisonCost(null, head, prices)); null: not shown. */
  cost?: CostView | null | undefined;
  /** A baseline the run was given but could not be compared with. */
  baselineNotCompared?: BaselineNotCompared | null | undefined;
  /** Each suite's latency and tokens (runPerformance of the results); absent: not shown. */
  performance?: ReadonlyMap<string, SidePerformance> | undefined;
}

const PLAIN_TEXT: TextFormat = { code: (text) => text, message: (text) => text };

function runWarnings(summary: RunSummary): RunModel['warnings'] {
  const warnings: RunModel['warnings'] = [];
  if (!summary.run.complete)
    warnings.push({ icon: '⛔', suiteId: null, text: `The run is incomplete: ${summary.run.incomplete_reason ?? 'no reason recorded'}` });
  for (const w of summary.warnings) warnings.push({ icon: '⚠️', suiteId: null, text: w });
  for (const s of runStats(summary)) {
    const at = (text: string) => warnings.push({ icon: '⚠️', suiteId: s.suite_id, text });
    if (s.suspect) at(`suspect data: ${s.suspect}`);
    for (const [reason, n] of s.not_checked) at(`${n}× not checked (${reason})`);
    if (s.unknown_blocks > 0) at(`${plural(s.unknown_blocks, 'content block')} of unknown type kept in the results, not interpreted`);
    for (const w of s.warnings) at(w);
  }
  return warnings;
}

export function buildRunModel(summary: RunSummary, options: RunModelOptions = {}): RunModel {
  const c = summary.counts;
  // Never "passed" while a check could not be scored: a results file from before JUDGE_ERROR may
  // hold unscored checks in runs it counted as passed.
  const unscored = summary.suites.reduce(
    (n, s) => n + s.notChecked.filter((x) => x.status === 'unscored').reduce((k, x) => k + x.count, 0),
    0,
  );
  const incomplete = !summary.run.complete;
  const headline = (format: TextFormat): string => {
    const errored = (): string => erroredHeadline(summary, format);
    return c.failed > 0
      ? `${c.failed} of ${plural(c.planned, 'run')} failed`
      : incomplete && c.errored === 0
        ? format.message(incompleteRunText(summary.run, c))
        : c.errored > 0 && c.passed === 0
          ? `${nothingEvaluatedText(whoErrored(erroredGroups(summary.suites)))}: ${errored()}`
          : c.errored > 0
            ? `No run failed, but ${errored()}`
            : c.passed === 0
              ? 'No run was scored'
              : unscored > 0
                ? `${plural(c.passed, 'scored run')} passed, but ${plural(unscored, 'judge check')} could not be scored`
                : `All ${plural(c.passed, 'scored run')} passed`;
  };
  const notCompared = options.baselineNotCompared ?? null;
  return {
    summary,
    emoji: c.failed > 0 ? '❌' : incomplete || c.errored > 0 || unscored > 0 ? '⛔' : c.passed === 0 ? '⚠️' : '✅',
    headline: headline(PLAIN_TEXT),
    headlineIn: headline,
    noBaseline: notCompared === null ? NO_BASELINE : baselineNotComparedText(notCompared),
    suites: runStats(summary).map((stats) => ({
      stats,
      passRate: percent(stats.pass_rate),
      interval: rateInterval(stats.ci),
      codes: [...stats.codes].map(([code, runs]) => ({ code, runs })),
      notChecked: [...stats.not_checked.values()].reduce((a, b) => a + b, 0),
    })),
    passK: runStats(summary)
      .filter((st) => st.pass_k.pass_1 !== null)
      .map((st) => ({
        suiteId: st.suite_id,
        k: st.pass_k.k,
        pass1: passValue(st.pass_k.pass_1),
        passK: passValue(st.pass_k.pass_k),
        tests: st.pass_k.tests,
      })),
    simulated: summary.suites.flatMap((s) =>
      s.tests.flatMap((t) => {
        const mix = endingMix(t.runs.map((r) => ({ ending: r.ending, agentTurns: r.answeredTurns ?? 0 })));
        return mix === null
          ? []
          : [
              {
                suiteId: s.suite_id,
                testId: t.test_id,
                baseEndings: null,
                headEndings: endingMixText(mix),
                turnsToGoal: turnsToGoalText(mix),
              },
            ];
      }),
    ),
    cost: options.cost ?? null,
    judge: summary.judge ? judgeUsageText(summary.judge) : null,
    judgePanel: (format) => judgePanelLines(summary.judge?.panels, format),
    judgeCalibration: summary.judge_calibration ? judgeCalibrationView(summary.judge_calibration, ungatedTests(summary.suites)) : null,
    warnings: runWarnings(summary),
    facts: runFacts(summary.run),
    failedTests: summary.suites.flatMap((suite) =>
      suite.tests.flatMap((t) => {
        const failed = t.runs.filter((r) => r.outcome === 'failed');
        return failed.length === 0 ? [] : [{ suiteId: suite.suite_id, testId: t.test_id, runs: t.runs.length, failed }];
      }),
    ),
    erroredCauses: erroredGroups(summary.suites),
    retries: retriesOf(summary),
    performance: runPerformanceView(summary.suites, options.performance),
  };
}

/** Each suite's latency and tokens of a results file, as the comparison computes a side's: what a run on its own shows. */
export function runPerformance(results: Results): Map<string, SidePerformance> {
  return new Map(results.suites.map((s) => [s.suite_id, sidePerformance(s)]));
}

/** A run on its own: each suite's one side, in the order of the summary; null without latency data. */
function runPerformanceView(
  suites: readonly { suite_id: string }[],
  sides: ReadonlyMap<string, SidePerformance> | undefined,
): RunModel['performance'] {
  if (sides === undefined) return null;
  const rows = suites.flatMap((s) => {
    const head = sides.get(s.suite_id);
    if (head === undefined || head.median_ms === null) return [];
    return [
      { suiteId: s.suite_id, ...performanceFigures({ base: null, head }, { withBase: false, alpha: 0, nominal: 1, floors: new Map() }) },
    ];
  });
  return rows.length === 0 ? null : { rows, definition: sideLatencyMethodText('type-7') };
}

function runFacts(r: RunSummary['run']): RunModel['facts'] {
  return {
    commit: shortSha(r.commit),
    target: redactUrl(r.target),
    via: r.protocol ?? r.transport,
    repeats: repeatsLabel(r),
    took: duration(Date.parse(r.finished_at) - Date.parse(r.started_at) || null),
  };
}

function retriesOf(summary: RunSummary): RunModel['retries'] {
  const retried = summary.suites.flatMap((s) => s.tests.flatMap((t) => t.runs)).filter((r) => r.retried !== undefined);
  return {
    attempts: retried.reduce((n, r) => n + (r.retried?.attempts ?? 0), 0),
    turns: retried.reduce((n, r) => n + (r.retried?.turns ?? 0), 0),
    runs: retried.length,
  };
}

// --- every test, with its runs: report.html's per-test list ---------------------------------------

/** One test as report.html lists it: its verdict, passes per side, p and codes, and its runs. */
export interface TestRow {
  suiteId: string;
  testId: string;
  /** The comparison's change, or for a test it does not mention: passed, failed, flaky, errored, skipped (head) or removed (base only). */
  verdict: string;
  label: string;
  /** Passed runs of those run, per side: "5/6"; "—" for a side without the test. */
  basePassed: string;
  headPassed: string;
  /** Its passes worded as every report words them ("passed 6/6 → 2/6", "new: 0/2 passed"). */
  passes: string;
  /** Its per-test p, method named, and the adjusted p: "Fisher p = 0.012, adjusted 0.04"; null without one. */
  p: string | null;
  broken: boolean;
  quarantined: boolean;
  /** The failure codes of its runs (head, else base), in order of first appearance. */
  codes: string[];
  /** Nothing for a reviewer to read: a passing test, listed in one compact row. */
  quiet: boolean;
  head: TestResult | null;
  base: TestResult | null;
}

/** Outcomes of a test with nothing for a reviewer to read: one compact row, no transcripts. */
const QUIET_VERDICTS: ReadonlySet<string> = new Set(['unchanged', 'passed', 'added', 'skipped']);

/** "Fisher p = 0.012, adjusted 0.04": a test's own p, as the comment and report.html say it. */
export function testPText(t: Pick<TestComparison, 'p_value' | 'p_method' | 'p_adjusted'>): string | null {
  if (t.p_value === null) return null;
  const method = t.p_method === 'conditional-beta-binomial' ? 'beta-binomial p' : 'Fisher p';
  return `${method} = ${pValue(t.p_value)}${t.p_adjusted !== null ? `, adjusted ${pValue(t.p_adjusted)}` : ''}`;
}

function runVerdict(runs: readonly RunRecord[]): string {
  const scored = runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
  if (scored.length === 0) return runs.some((r) => r.outcome === 'errored') ? 'errored' : 'skipped';
  const passed = scored.filter((r) => r.outcome === 'passed').length;
  return passed === scored.length ? 'passed' : passed === 0 ? 'failed' : 'flaky';
}

/**
 * Every test of the comparison (most urgent suite first), then those it does not mention: a report
 * never hides a run. Without a comparison, every test of `head`.
 */
export function testRows(comparison: Comparison | null, head: Results, base: Results | null): TestRow[] {
  const key = (suite: string, test: string): string => `${suite}\u0000${test}`;
  const index = (r: Results | null): Map<string, TestResult> =>
    new Map((r?.suites ?? []).flatMap((s) => s.tests.map((t) => [key(s.suite_id, t.test_id), t] as const)));
  const heads = index(head);
  const bases = index(base);
  const baseline = comparison !== null && comparison.baseline.source !== 'none';
  const passedOf = (side: TestComparison['head'], t: TestResult | null): string =>
    side ? `${side.passed}/${side.runs}` : t ? `${t.runs.filter((r) => r.outcome === 'passed').length}/${t.runs.length}` : '—';
  const rows = new Map<string, TestRow>();
  const add = (suiteId: string, testId: string, verdict: string, compared: TestComparison | null): void => {
    const k = key(suiteId, testId);
    const h = heads.get(k) ?? null;
    const b = bases.get(k) ?? null;
    const codes = [...new Set((h ?? b)?.runs.flatMap((r) => r.codes) ?? [])];
    rows.set(k, {
      suiteId,
      testId,
      verdict,
      label: (CHANGE_LABELS as Record<string, string>)[verdict] ?? verdict,
      basePassed: passedOf(compared?.base ?? null, b),
      headPassed: passedOf(compared?.head ?? null, h),
      // Worded as every report words it: a test the baseline lacks is "new: 0/2 passed", not "— → 0/2".
      passes: compared ? testPassesText(compared, baseline) : `${passedOf(null, h)} passed`,
      p: compared ? testPText(compared) : null,
      broken: compared?.broke === true,
      quarantined: compared?.quarantined === true,
      codes,
      quiet: QUIET_VERDICTS.has(verdict) && !(h?.runs.some((r) => r.outcome === 'failed' || r.outcome === 'errored') ?? false),
      head: h,
      base: b,
    });
  };
  for (const s of sortSuites(comparison?.suites ?? [])) for (const t of s.tests) add(s.suite_id, t.test_id, t.change, t);
  for (const [r, which] of [
    [head, 'head'],
    [base, 'base'],
  ] as const)
    for (const s of r?.suites ?? [])
      for (const t of s.tests)
        if (!rows.has(key(s.suite_id, t.test_id))) add(s.suite_id, t.test_id, which === 'head' ? runVerdict(t.runs) : 'removed', null);
  return [...rows.values()];
}

// --- every run of a results file: junit.xml's test cases --------------------------------------------

/** One run of one test, as junit.xml lists it. */
export interface RunCase {
  testId: string;
  repeat: number;
  /** The test's line in its suite file. */
  line: number | undefined;
  durationMs: number;
  /** A captured draft's failed and errored runs are skipped: a draft never fails a test report. */
  outcome: RunRecord['outcome'];
  /** What went wrong (type, one-line message, detail), or why it was skipped (the message); null for a pass. */
  problem: { type: string; message: string; detail: string } | null;
}

/** One suite of a results file with its runs, and what it carries: its verdict and why, suspect data, a draft. */
export interface SuiteCases {
  suiteId: string;
  file: string;
  properties: { name: string; value: string }[];
  cases: RunCase[];
}

/** A suite's latency and tokens as junit.xml properties: each figure's values, and with a base its change and verdict. */
function performanceProperties(row: Omit<PerformanceRow, 'data'> | undefined): { name: string; value: string }[] {
  if (row === undefined) return [];
  return [
    ['latency_per_turn', row.latency],
    ['tokens_per_conversation', row.tokens],
  ].flatMap(([name, f]) => {
    const figure = f as PerformanceFigureView;
    const values = { name: name as string, value: figure.values.join(', ') };
    if (figure.change === null) return [values];
    const notes = [figure.weak, figure.floor].filter((n): n is string => n !== null);
    const verdict = `${figure.emoji ? `${figure.emoji} ` : ''}${figure.verdict ?? ''}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    return [values, { name: `${name as string}_change`, value: `${figure.change} ${verdict}` }];
  });
}

export function runCases(results: Results, model: ReportModel | null): SuiteCases[] {
  const verdicts = new Map((model?.suites ?? []).map((v) => [v.suite.suite_id, v]));
  // A run on its own shows its one side's figures, as report.md does.
  const performance = new Map(
    (model === null ? runPerformanceView(results.suites, runPerformance(results))?.rows : model.performance?.rows)?.map((r) => [
      r.suiteId,
      r,
    ]) ?? [],
  );
  return results.suites.map((suite) => {
    const verdict = verdicts.get(suite.suite_id);
    const cases: RunCase[] = [];
    for (const t of suite.tests)
      for (const run of t.runs) {
        const draftMiss = suite.draft === true && (run.outcome === 'failed' || run.outcome === 'errored');
        const problem =
          run.outcome === 'passed'
            ? null
            : run.outcome === 'skipped'
              ? { type: 'skipped', message: run.skipped_reason ?? 'skipped', detail: '' }
              : problemOf(run as RunRecord & { outcome: 'failed' | 'errored' });
        cases.push({
          testId: t.test_id,
          repeat: run.repeat,
          line: t.line,
          durationMs: run.duration_ms,
          outcome: draftMiss ? 'skipped' : run.outcome,
          problem: draftMiss && problem !== null ? { ...problem, message: `captured draft, never gating: ${problem.message}` } : problem,
        });
      }
    return {
      suiteId: suite.suite_id,
      file: suite.file,
      properties: [
        ...(verdict
          ? [
              { name: 'verdict', value: verdict.label },
              { name: 'verdict_reason', value: verdict.reason },
            ]
          : []),
        ...(suite.suspect ? [{ name: 'suspect', value: suite.suspect }] : []),
        ...(suite.draft === true
          ? [{ name: 'draft', value: 'captured draft: reported, never gating (metadata.capture.status: draft)' }]
          : []),
        ...performanceProperties(performance.get(suite.suite_id)),
      ],
      cases,
    };
  });
}

/** What went wrong in a failed or errored run: its type, one-line message and detail. */
function problemOf(run: RunRecord & { outcome: 'failed' | 'errored' }): { type: string; message: string; detail: string } {
  if (run.outcome === 'errored') {
    const code = run.error?.code ?? run.codes[0] ?? 'ENGINE_ERROR';
    const at = errorTurn(run);
    const ending = run.ending ? ` (ending ${run.ending})` : '';
    const message = `${code}${at === null ? '' : ` at ${at}`}${ending}: ${run.error?.message ?? 'the agent could not be reached'}`;
    return { type: code, message, detail: message };
  }
  const first = firstFailure(run);
  const codes = run.codes.join(', ') || 'FAILED';
  const where = first
    ? ` at ${first.turn_id === 'final' ? 'final assertions' : `turn ${first.turn_id}`}: ${first.assertion.key}: ${first.assertion.reason}`
    : '';
  return {
    type: run.codes[0] ?? 'FAILED',
    message: `${codes}${run.ending ? ` (ending ${run.ending})` : ''}${where}`,
    detail: `${run.ending ? `ending: ${endingText(run.ending)}\n` : ''}${failureDetail(run)}`,
  };
}

/** Where an errored run broke: the turn whose agent call failed, else the first check the judge could not score. */
function errorTurn(run: RunRecord): string | null {
  const where = (turnId: string) => (turnId === 'final' ? 'final assertions' : `turn ${turnId}`);
  const failedCall = run.turns.find((t) => t.error !== undefined);
  if (failedCall) return where(failedCall.turn_id);
  const unscored = run.turns.find((t) => t.assertions.some((a) => a.status === 'unscored' && a.gates !== false));
  if (unscored) return where(unscored.turn_id);
  return run.final.assertions.some((a) => a.status === 'unscored' && a.gates !== false) ? where('final') : null;
}

/** Every failed assertion of the run, one per line, with expected and actual values. */
function failureDetail(run: RunRecord): string {
  const lines: string[] = [];
  const describe = (where: string, a: AssertionResult): string => {
    const values = [
      a.expected !== undefined ? `expected ${clip(jsonInline(a.expected), 500)}` : '',
      a.actual !== undefined ? `actual ${clip(jsonInline(a.actual), 500)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${where} ${a.key}${a.code ? ` [${a.code}]` : ''}: ${a.reason}${values ? ` (${values})` : ''}`;
  };
  for (const turn of run.turns) for (const a of turn.assertions) if (isGatingFailure(a)) lines.push(describe(`turn ${turn.turn_id}`, a));
  for (const a of run.final.assertions) if (isGatingFailure(a)) lines.push(describe('final', a));
  return lines.join('\n') || `codes: ${run.codes.join(', ')}`;
}

// --- judge calibration ---------------------------------------------------------------------------

/** One judge criterion as every report shows it: its name, then what is said of it (wording/judge-calibration.ts). */
export interface CalibrationRow {
  criterion: string;
  /** "whole conversation" for the final judge's prompt; null for a turn's. */
  scope: string | null;
  status: JudgeCalibrationSummary['criteria'][number]['status'];
  text: string;
}

/** A test whose judge checks failed without gating, listed apart from what broke. */
export interface UngatedView {
  suiteId: string;
  testId: string;
  /** "2 runs", and where the first was and why it did not gate. */
  runs: string;
  where: string;
  key: string;
  reason: string;
  status: string;
}

export interface JudgeCalibrationView {
  rows: CalibrationRow[];
  /** The heading of `ungated` ("Judge checks that did not gate (…)"); null when there is none. */
  ungatedHeading: string | null;
  ungated: UngatedView[];
  /** How the figures are computed and what gates. */
  method: string;
  /** What a judge check that does not gate does: "reported, never fails the check". */
  notGating: string;
}

export function judgeCalibrationView(summary: JudgeCalibrationSummary, ungated: readonly UngatedTest[]): JudgeCalibrationView {
  const checks = ungated.reduce((n, t) => n + t.runs, 0);
  return {
    rows: summary.criteria.map((c) => ({
      criterion: c.key.criterion,
      scope: c.key.prompt_version.startsWith('judge-conversation') ? 'whole conversation' : null,
      status: c.status,
      text: criterionCalibrationText(c, summary.min_agreement),
    })),
    ungatedHeading: ungated.length === 0 ? null : ungatedFailuresHeading(checks),
    ungated: ungated.map((t) => ({
      suiteId: t.suite_id,
      testId: t.test_id,
      runs: plural(t.runs, 'run'),
      where: t.first.turn_id === 'final' ? 'final assertions' : `turn ${t.first.turn_id}`,
      key: t.first.key,
      reason: t.first.reason,
      status: calibrationStatusText(t.first.calibration),
    })),
    method: calibrationMethodText(summary.min_agreement),
    notGating: NOT_GATING,
  };
}
