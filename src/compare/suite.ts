// One suite, base vs head: pairing of tests, side summaries, the gate's inputs, per-test facts.
// The verdict needs the families over all suites (Holm, Tarone) and the errored-runs sensitivity,
// so it is settled in two steps: analyseSuite (everything local to the suite), then one of the
// settle* functions given the check's verdicts (compare.ts).
import { type SuiteResult, type TestResult } from '../results/results-schema.ts';
import { INFRA_CODES } from '../results/failure-codes.ts';
import { fisherExact, type Stratum } from '../stats/fisher.ts';
import { newcombeUnpaired } from '../stats/newcombe.ts';
import { moverPassRate, moverUnpairedDelta } from '../stats/mover.ts';
import { wilson } from '../stats/wilson.ts';
import { powerAdvice } from '../stats/power.ts';
import { matchesTest, type QuarantineEntry } from './quarantine.ts';
import { classifyChange, countRuns, firstFailure, scoredRuns, type RunCounts } from './test-changes.ts';
import { failureCodeCounts, processMetrics, toolCallsCaptured } from './process.ts';
import { coverageOf, transitionSets, type TransitionSets } from './coverage.ts';
import { powerHint } from './power-hint.ts';
import { detectsMinEffect, suiteDropCounts } from './family.ts';
import type { CheckVerdicts, GateTest, GateSettings, SuiteVerdicts, SuiteTestName } from './family.ts';
import { level as levelText, plural, points as signedNumber, pValue, pointsText as points } from '../format.ts';
import type { SideSummary, SuiteComparison, TestComparison } from './comparison-schema.ts';

/**
 * Every suite with at least one common test (same id and spec, scored runs on both sides, not
 * quarantined) is gated: the exact tests are exact for any number of tests, and a suite too small to
 * reach significance is called underpowered instead.
 */
export const MIN_COMMON_TESTS = 1;

/**
 * The gate's inputs: the common tests as observed (errored runs left out), and as they would be if
 * every errored run, on both sides, had passed or had failed (statistics design, section 8c). Errors
 * that strike both sides alike move both the same way and change nothing; errors concentrated on
 * one side decide the verdict.
 */
export interface GateInputs {
  observed: GateTest[];
  erroredPassed: GateTest[];
  erroredFailed: GateTest[];
  /** Errored runs of those tests, per side. */
  errored: { base: number; head: number };
}

export interface SuiteAnalysis {
  comparison: SuiteComparison;
  /** Null when a side has no such suite. */
  gate: GateInputs | null;
  /** Reasons the data are suspect on a side (e.g. no tool call captured): the suite is invalid. */
  suspect: string[];
  base: SuiteResult | undefined;
  head: SuiteResult | undefined;
  isQuarantined: (testId: string) => boolean;
  /** Head transitions, for the overall coverage. */
  transitions: TransitionSets | null;
}

interface SideTest {
  test: TestResult;
  counts: RunCounts;
}

function sideSummary(suite: SuiteResult): SideSummary {
  const tests = suite.tests.map((t) => ({ counts: countRuns(t) }));
  const scored = tests.filter((t) => scoredRuns(t.counts) > 0).map((t) => ({ passed: t.counts.passed, runs: scoredRuns(t.counts) }));
  const total = (key: keyof RunCounts): number => tests.reduce((n, t) => n + t.counts[key], 0);
  let rate: { estimate: number; lower: number; upper: number } | null = null;
  let method: SideSummary['ci_method'] = null;
  if (scored.length > 0 && scored.every((t) => t.runs === 1)) {
    rate = wilson(
      scored.reduce((n, t) => n + t.passed, 0),
      scored.length,
    );
    method = 'wilson';
  } else if (scored.length > 0) {
    rate = moverPassRate(scored);
    method = 'wilson-mover';
  }
  return {
    pass_rate: rate?.estimate ?? null,
    ci: rate === null ? null : [rate.lower, rate.upper],
    ci_method: method,
    tests: suite.tests.length,
    runs: suite.tests.reduce((n, t) => n + t.runs.length, 0),
    passed: total('passed'),
    errored: total('errored'),
    skipped: total('skipped'),
    tool_calls_captured: toolCallsCaptured(suite),
  };
}

/** The errored runs of a suite by the code that errored them (the run's error, else its first infrastructure code). */
function erroredByCode(suite: SuiteResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of suite.tests)
    for (const r of t.runs) {
      if (r.outcome !== 'errored') continue;
      const code = r.error?.code ?? r.codes.find((c) => INFRA_CODES.includes(c)) ?? 'ENGINE_ERROR';
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  return counts;
}

function testRow(
  testId: string,
  base: SideTest | undefined,
  head: SideTest | undefined,
  change: TestComparison['change'],
  quarantined: boolean,
): TestComparison {
  const side = (s: SideTest | undefined): TestComparison['base'] =>
    s === undefined ? null : { passed: s.counts.passed, runs: scoredRuns(s.counts), errored: s.counts.errored };
  return {
    test_id: testId,
    base: side(base),
    head: side(head),
    change,
    p_value: null,
    min_p: null,
    p_adjusted: null,
    p_method: null,
    broke: false,
    quarantined,
    first_failure: head === undefined ? null : firstFailure(head.test),
  };
}

export function analyseSuite(
  base: SuiteResult | undefined,
  head: SuiteResult | undefined,
  settings: { quarantine: readonly QuarantineEntry[] },
): SuiteAnalysis {
  const suiteId = (head ?? base)?.suite_id;
  if (suiteId === undefined) throw new Error('analyseSuite needs a base or a head suite');
  const isQuarantined = (testId: string): boolean => settings.quarantine.some((e) => matchesTest(e, suiteId, testId));
  const index = (suite: SuiteResult | undefined): Map<string, SideTest> =>
    new Map((suite?.tests ?? []).map((test) => [test.test_id, { test, counts: countRuns(test) }]));
  const baseTests = index(base);
  const headTests = index(head);

  const rows: TestComparison[] = [];
  const gate: GateInputs = { observed: [], erroredPassed: [], erroredFailed: [], errored: { base: 0, head: 0 } };
  let common = 0;
  let added = 0;
  let removed = 0;
  let changed = 0;
  for (const [id, h] of headTests) {
    const b = baseTests.get(id);
    if (b === undefined) {
      added++;
      rows.push(testRow(id, undefined, h, 'added', isQuarantined(id)));
    } else if (b.test.spec_hash !== h.test.spec_hash) {
      // Not the same test any more: comparing it with itself would credit or blame the PR for a
      // change of the spec. Counted once as added and once as removed.
      changed++;
      rows.push(testRow(id, b, h, 'changed', isQuarantined(id)));
    } else {
      common++;
      const change = classifyChange(b.counts, h.counts);
      const quarantined = isQuarantined(id);
      rows.push(testRow(id, b, h, change, quarantined));
      if (!quarantined) addToGate(gate, id, b.counts, h.counts, effectCounts(b.test), effectCounts(h.test));
    }
  }
  for (const [id, b] of baseTests) {
    if (headTests.has(id)) continue;
    removed++;
    rows.push(testRow(id, b, undefined, 'removed', isQuarantined(id)));
  }

  const baseSummary = base === undefined ? null : sideSummary(base);
  const headSummary = head === undefined ? null : sideSummary(head);
  const suspect = [
    ...(base?.suspect === undefined ? [] : [`base: ${base.suspect}`]),
    ...(head?.suspect === undefined ? [] : [`head: ${head.suspect}`]),
  ];
  const quarantinedCount = rows.filter((r) => r.quarantined).length;
  const validity = validityNotes(rows, changed, quarantinedCount);
  for (const [side, suite, indexed] of [
    ['base', base, baseTests],
    ['head', head, headTests],
  ] as const) {
    // Results files from the runner never repeat a test id; a hand-merged one might.
    if (suite !== undefined && suite.tests.length !== indexed.size) {
      validity.push(`${side}: ${suite.tests.length - indexed.size} duplicate test id(s); only the last entry of each was compared`);
    }
  }
  const transitions = head === undefined ? null : transitionSets(head);

  const comparison: SuiteComparison = {
    suite_id: suiteId,
    file: head?.file ?? base?.file ?? null,
    verdict: 'unchanged',
    reason: '',
    base: baseSummary,
    head: headSummary,
    common_tests: common,
    added_tests: added + changed,
    removed_tests: removed + changed,
    changed_tests: changed,
    quarantined_tests: quarantinedCount,
    delta: null,
    interval_note: null,
    test: null,
    p_value: null,
    p_adjusted: null,
    p_value_improved: null,
    p_adjusted_improved: null,
    min_attainable_p: null,
    power_hint: null,
    power: null,
    failure_codes: failureCodeCounts(base, head),
    validity,
    process: { base: base === undefined ? null : processMetrics(base), head: head === undefined ? null : processMetrics(head) },
    coverage: transitions === null ? null : coverageOf([transitions]),
    tests: rows,
  };
  return {
    comparison,
    gate: base === undefined || head === undefined ? null : gate,
    suspect,
    base,
    head,
    isQuarantined,
    transitions,
  };
}

/**
 * The runs an adaptive run measures a test's change on: its first `effect_runs` runs, which the
 * stopping rule chose without looking at this test's outcomes (later runs only add to the exact
 * tests). Null: every run (fixed repeats).
 */
function effectCounts(test: TestResult): RunCounts | null {
  if (test.effect_runs === undefined) return null;
  const counts: RunCounts = { passed: 0, failed: 0, errored: 0, skipped: 0 };
  for (const run of test.runs) if (run.repeat < test.effect_runs) counts[run.outcome]++;
  return counts;
}

/** Adds a common test to the gate's inputs: observed when both sides have scored runs; in the extremes when they have runs at all. */
function addToGate(
  gate: GateInputs,
  testId: string,
  b: RunCounts,
  h: RunCounts,
  bEffect: RunCounts | null = null,
  hEffect: RunCounts | null = null,
): void {
  const stratum = (headPassed: number, headRuns: number, basePassed: number, baseRuns: number): Stratum => ({
    headPassed,
    headRuns,
    basePassed,
    baseRuns,
  });
  // The minimum effects read the effect runs when either side ran adaptively and both have some scored.
  const eb = bEffect ?? b;
  const eh = hEffect ?? h;
  const effect =
    (bEffect !== null || hEffect !== null) && scoredRuns(eb) > 0 && scoredRuns(eh) > 0
      ? { effect: stratum(eh.passed, scoredRuns(eh), eb.passed, scoredRuns(eb)) }
      : {};
  if (scoredRuns(b) > 0 && scoredRuns(h) > 0) {
    gate.observed.push({ testId, stratum: stratum(h.passed, scoredRuns(h), b.passed, scoredRuns(b)), ...effect });
  }
  gate.errored.base += b.errored;
  gate.errored.head += h.errored;
  const baseRuns = scoredRuns(b) + b.errored;
  const headRuns = scoredRuns(h) + h.errored;
  if (baseRuns > 0 && headRuns > 0) {
    const adaptive = bEffect !== null || hEffect !== null;
    const ebRuns = scoredRuns(eb) + eb.errored;
    const ehRuns = scoredRuns(eh) + eh.errored;
    const withEffect = adaptive && ebRuns > 0 && ehRuns > 0;
    gate.erroredPassed.push({
      testId,
      stratum: stratum(h.passed + h.errored, headRuns, b.passed + b.errored, baseRuns),
      ...(withEffect ? { effect: stratum(eh.passed + eh.errored, ehRuns, eb.passed + eb.errored, ebRuns) } : {}),
    });
    gate.erroredFailed.push({
      testId,
      stratum: stratum(h.passed, headRuns, b.passed, baseRuns),
      ...(withEffect ? { effect: stratum(eh.passed, ehRuns, eb.passed, ebRuns) } : {}),
    });
  }
}

function validityNotes(rows: readonly TestComparison[], changed: number, quarantined: number): string[] {
  const notes: string[] = [];
  if (changed > 0) {
    notes.push(`${changed} test${changed === 1 ? '' : 's'} changed spec since the base: compared as added and removed, not paired`);
  }
  const noData = rows.filter((r) => r.change === 'no_data').length;
  if (noData > 0)
    notes.push(`${noData} common test${noData === 1 ? '' : 's'} had no scored run on one side (all errored or skipped): not compared`);
  const removedFailing = rows.filter((r) => r.change === 'removed' && r.base !== null && r.base.passed < r.base.runs).length;
  if (removedFailing > 0) {
    notes.push(
      `${removedFailing} removed test${removedFailing === 1 ? ' was' : 's were'} failing on base: the head pass rate looks better without ${removedFailing === 1 ? 'it' : 'them'}`,
    );
  }
  if (quarantined > 0) notes.push(`${quarantined} quarantined test${quarantined === 1 ? '' : 's'}: reported, never gating`);
  return notes;
}

const TEST_NAMES: Record<SuiteTestName, string> = {
  'mcnemar-exact': 'exact McNemar test',
  'mcnemar-midp': 'mid-p McNemar test',
  'stratified-exact': 'exact stratified test',
  'stratified-midp': 'mid-p stratified test',
};

/** "`t-10` 6/6 → 0/6 (Fisher p = 0.0011)" */
function brokenText(t: SuiteVerdicts['tests'][number]): string {
  const s = t.stratum;
  return `\`${t.testId}\` ${s.basePassed}/${s.baseRuns} → ${s.headPassed}/${s.headRuns} (Fisher p = ${pValue(t.p)})`;
}

/**
 * The verdict of a suite judged by the gate (statistics design, sections 8 and 8b): its numbers,
 * the reason in words, the power hint, and a note when the interval seems to contradict the verdict.
 */
export function settleGated(analysis: SuiteAnalysis, j: SuiteVerdicts, check: CheckVerdicts, settings: GateSettings): void {
  const c = analysis.comparison;
  const suites = check.suites.length;
  c.delta = { estimate: j.delta.estimate, ci: [j.delta.lower, j.delta.upper], method: j.delta.method };
  c.test = j.test;
  c.p_value = j.p;
  c.p_value_improved = j.pImproved;
  c.p_adjusted = j.pAdjusted;
  c.p_adjusted_improved = j.pAdjustedImproved;
  c.min_attainable_p = j.minAttainable;
  fillTestRows(c, j);

  const alphaSuites = check.alphaSuites;
  const evidence = (p: number, pAdj: number): string =>
    `${TEST_NAMES[j.test]} p = ${pValue(p)}, Holm-adjusted ${pValue(pAdj)} over ${plural(suites, 'suite')} (level α/2 = ${levelText(alphaSuites)})`;
  const on = `on ${plural(j.strata.length, 'common test')}`;
  const interval = `(95% interval [${signedNumber(j.delta.lower)}, ${signedNumber(j.delta.upper)}])`;
  const broken = j.tests.filter((t) => t.broke);
  const dropped = j.significantDrop && suiteDropCounts(j.effect, settings);
  const family = check.testFamily;

  c.verdict = j.verdict;
  switch (j.verdict) {
    case 'regressed': {
      const parts: string[] = [];
      if (broken.length > 0) {
        parts.push(
          `${plural(broken.length, 'test')} broke: ${broken.map(brokenText).join(', ')}; ` +
            `a test breaks when its Fisher p ≤ ${levelText(family.level)} (α/2 over Tarone's m* = ${family.m}: the tests of the check that could reach significance) ` +
            `and its pass rate fell by at least ${points(settings.minTestEffect)}`,
        );
      }
      if (dropped) parts.push(`pass rate fell by ${points(-j.effect)} ${on}; ${evidence(j.p, j.pAdjusted)}`);
      c.reason = parts.join('; ');
      break;
    }
    case 'improved':
      c.reason = `pass rate rose by ${points(j.effect)} ${on}; ${evidence(j.pImproved, j.pAdjustedImproved)}`;
      break;
    case 'underpowered':
      c.reason =
        `this suite cannot fail the check: even if every common test failed every run, p would be ${pValue(j.minAttainable)}, ` +
        `above its level ${levelText(j.level)} (α/2 over ${plural(suites, 'suite')}), and no single test could be flagged as broken` +
        (j.effect < 0 ? `; observed change ${signedNumber(j.effect)} points ${interval} ${on}` : '');
      break;
    case 'possible_regression':
      c.reason =
        `pass rate fell by ${points(-j.effect)} ${interval} ${on}, but not significantly: ${evidence(j.p, j.pAdjusted)}; ` +
        'more runs per test would settle it';
      break;
    case 'unchanged': {
      const small =
        j.significantDrop || j.significantGain
          ? `; a significant ${j.significantDrop ? 'drop' : 'rise'} (${evidence(j.significantDrop ? j.p : j.pImproved, j.significantDrop ? j.pAdjusted : j.pAdjustedImproved)}), ` +
            `smaller than the minimum effect of ${points(settings.minEffect)}`
          : `; ${evidence(j.p, j.pAdjusted)}`;
      c.reason = `no drop of ${points(settings.minEffect)} or more: ${signedNumber(j.effect)} points ${on}${small}`;
      break;
    }
  }
  c.interval_note = intervalNote(j, broken.length > 0 && !dropped);

  const advice = powerAdvice(j.strata, j.level, settings.minEffect);
  c.power = {
    level: j.level,
    min_detectable_drop: advice.minDetectableDrop,
    repeats: advice.repeats,
    repeats_needed: advice.repeatsNeeded,
    tests_needed: advice.testsNeeded,
  };
  const cannotSeeMinEffect = !detectsMinEffect(advice.minDetectableDrop, settings);
  if (
    c.verdict === 'underpowered' ||
    c.verdict === 'possible_regression' ||
    (cannotSeeMinEffect && advice.repeatsNeeded > advice.repeats)
  ) {
    c.power_hint = powerHint(advice, j.strata.length, j.level, settings.minEffect);
  }
}

/** Explains an interval that seems to contradict the verdict: the gate uses the exact tests. */
function intervalNote(j: SuiteVerdicts, byBrokenTestOnly: boolean): string | null {
  const [lower, upper] = [j.delta.lower, j.delta.upper];
  if (j.verdict === 'regressed' && upper >= 0) {
    return byBrokenTestOnly
      ? 'the interval for the average change reaches 0 because the drop is concentrated in the broken test; the gate uses the exact per-test test (Fisher, Tarone); the interval is approximate'
      : `the interval reaches 0, but the gate uses the ${TEST_NAMES[j.test]}, which is exact; the interval is approximate`;
  }
  if (j.verdict === 'improved' && lower <= 0) {
    return `the interval reaches 0, but the gate uses the ${TEST_NAMES[j.test]}, which is exact; the interval is approximate`;
  }
  if (j.verdict !== 'regressed' && j.verdict !== 'improved' && upper < 0) {
    return j.significantDrop
      ? 'the interval lies wholly below 0: the drop is significant, but smaller than the minimum effect, so it does not fail the check'
      : `the interval lies wholly below 0, yet the ${TEST_NAMES[j.test]} is not significant at its level (p = ${pValue(j.pAdjusted)} after Holm); the gate uses the exact test; the interval is approximate`;
  }
  return null;
}

function fillTestRows(c: SuiteComparison, j: SuiteVerdicts): void {
  const byId = new Map(j.tests.map((t) => [t.testId, t]));
  for (const row of c.tests) {
    const t = row.change === 'added' || row.change === 'removed' || row.change === 'changed' ? undefined : byId.get(row.test_id);
    if (t === undefined) continue;
    // With one run per side a test's Fisher p is at best 0.5: shown only for tests with repeats.
    if (Math.max(t.stratum.headRuns, t.stratum.baseRuns) >= 2) {
      row.p_value = t.p;
      row.p_method = 'fisher-exact';
    }
    row.min_p = t.minP;
    row.p_adjusted = t.pAdjusted;
    row.broke = t.broke;
  }
}

/**
 * A suite whose errored runs could change its verdict, or whose data are suspect: invalid, never
 * regressed. `observed` is its verdicts within the check before it was set aside (numbers shown for
 * information, unadjusted); null when it had no common test with scored runs on both sides.
 */
export function settleInvalid(analysis: SuiteAnalysis, reasons: readonly string[], observed: SuiteVerdicts | null): void {
  const c = analysis.comparison;
  c.verdict = 'invalid';
  c.reason = reasons.join('; ');
  if (observed === null) {
    unpairedForInformation(analysis);
    return;
  }
  c.delta = { estimate: observed.delta.estimate, ci: [observed.delta.lower, observed.delta.upper], method: observed.delta.method };
  c.test = observed.test;
  c.p_value = observed.p;
  c.p_value_improved = observed.pImproved;
  c.min_attainable_p = observed.minAttainable;
}

/** A suite on one side only (new, removed), or with no common test to pair (inconclusive). */
export function settleUngated(analysis: SuiteAnalysis): void {
  const c = analysis.comparison;
  const { base, head } = analysis;
  if (base === undefined || head === undefined) {
    c.verdict = base === undefined ? 'new' : 'removed';
    c.reason =
      base === undefined
        ? `new suite (${plural(head?.tests.length ?? 0, 'test')}): nothing to compare with`
        : `suite removed (it had ${plural(base.tests.length, 'test')})`;
    return;
  }
  unpairedForInformation(analysis);
  c.verdict = 'inconclusive';
  c.reason =
    'no common test with scored runs on both sides (same id and spec, not quarantined), so nothing to pair and no gate' +
    (c.delta === null ? '' : '; the unpaired comparison shown is for information only');
}

/**
 * No test to pair: each side's mean pass rate over its own tests (quarantined ones left out) and the
 * difference, for information. One run per test: Newcombe's hybrid score and a one-sided Fisher test
 * on the tests; with repeats: the Wilson-MOVER intervals of the two sides combined, and no test
 * (runs of one test are not independent draws of the suite).
 */
function unpairedForInformation(analysis: SuiteAnalysis): void {
  const { base, head, comparison } = analysis;
  if (base === undefined || head === undefined) return;
  const side = (suite: SuiteResult): { passed: number; runs: number }[] =>
    suite.tests
      .filter((t) => !analysis.isQuarantined(t.test_id))
      .map(countRuns)
      .filter((c) => scoredRuns(c) > 0)
      .map((c) => ({ passed: c.passed, runs: scoredRuns(c) }));
  const b = side(base);
  const h = side(head);
  if (b.length === 0 || h.length === 0) return;
  if ([...b, ...h].every((c) => c.runs === 1)) {
    const passed = (cs: { passed: number }[]): number => cs.filter((c) => c.passed === 1).length;
    const ci = newcombeUnpaired(passed(h), h.length, passed(b), b.length);
    comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'newcombe-unpaired' };
    comparison.test = 'fisher-exact';
    comparison.p_value = fisherExact({ headPassed: passed(h), headRuns: h.length, basePassed: passed(b), baseRuns: b.length }).less;
    return;
  }
  const ci = moverUnpairedDelta(h, b);
  comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'wilson-mover-unpaired' };
}

/** "head: 12 of 30 runs errored (ENGINE_ERROR×12)", per side with errored runs. */
export function erroredSummary(analysis: SuiteAnalysis): { text: string; judge: boolean; agent: boolean } {
  const parts: string[] = [];
  let judge = false;
  let agent = false;
  for (const [side, suite, summary] of [
    ['base', analysis.base, analysis.comparison.base],
    ['head', analysis.head, analysis.comparison.head],
  ] as const) {
    if (suite === undefined || summary === null || summary.errored === 0) continue;
    const byCode = erroredByCode(suite);
    judge ||= byCode.has('JUDGE_ERROR');
    agent ||= [...byCode.keys()].some((code) => code !== 'JUDGE_ERROR');
    // Skipped runs were never attempted, so they are not in the denominator.
    const attempted = summary.runs - summary.skipped;
    parts.push(`${side}: ${summary.errored} of ${attempted} runs errored (${[...byCode].map(([code, n]) => `${code}×${n}`).join(', ')})`);
  }
  return { text: parts.join(', '), judge, agent };
}
