// One suite, base vs head: pairing of tests, side summaries, the gating statistic, per-test facts.
// The verdict needs the Holm adjustment over all suites, so it is settled in two steps:
// analyseSuite (everything local to the suite) then settleVerdict (given the adjusted p-values).
import { INFRA_CODES, type SuiteResult, type TestResult } from '../results/schema.ts';
import { fisherExact, minAttainablePValue, stratifiedExact, type Stratum } from '../stats/stratified.ts';
import { mcnemarExact } from '../stats/mcnemar.ts';
import { newcombePaired, newcombeUnpaired } from '../stats/newcombe.ts';
import { moverDelta, moverPassRate } from '../stats/mover.ts';
import { wilson } from '../stats/wilson.ts';
import { holm } from '../stats/holm.ts';
import { atOrBelow } from '../stats/significance.ts';
import { powerAdvice } from '../stats/power.ts';
import { matchesTest, type QuarantineEntry } from './quarantine.ts';
import { classifyChange, countRuns, firstFailure, scoredRuns, type RunCounts } from './test-changes.ts';
import { failureCodeCounts, processMetrics, toolCallsCaptured } from './process.ts';
import { coverageOf, transitionSets, type TransitionSets } from './coverage.ts';
import { powerHint } from './power-hint.ts';
import { pValue, percentShort as percent, pointsText as points, signedPointsText as signedPoints } from '../format.ts';
import type { SideSummary, SuiteComparison, TestComparison } from './schema.ts';

/**
 * Fewer gating common tests than this: no gate, an unpaired comparison for information only. The
 * statistics design also suggests dropping the gate when the common tests are under half of either
 * side; that is not applied, because a PR that adds many tests would then lose the gate on the tests
 * it kept, which are exactly the ones a regression can be measured on.
 */
export const MIN_COMMON_TESTS = 3;

export interface SuiteSettings {
  alpha: number;
  minEffect: number;
  midP: boolean;
  erroredThreshold: number;
  /** Entries in force (not expired). */
  quarantine: readonly QuarantineEntry[];
}

/** The suite's contribution to the Holm family. */
export interface Gate {
  p: number;
  pImproved: number;
  minAttainable: number;
  strata: Stratum[];
}

export interface SuiteAnalysis {
  comparison: SuiteComparison;
  gate: Gate | null;
  invalid: boolean;
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

/** Reasons the suite's data cannot be trusted on a side: the suite is invalid, never regressed. */
function invalidReasons(side: 'base' | 'head', suite: SuiteResult | undefined, summary: SideSummary | null, threshold: number): string[] {
  if (suite === undefined || summary === null) return [];
  const reasons: string[] = [];
  if (suite.suspect !== undefined) reasons.push(`${side}: ${suite.suspect}`);
  // Skipped runs were never attempted, so they are not in the denominator.
  const attempted = summary.runs - summary.skipped;
  if (attempted > 0 && summary.errored / attempted > threshold) {
    const byCode = erroredByCode(suite);
    const judge = byCode.has('JUDGE_ERROR');
    const agent = [...byCode.keys()].some((c) => c !== 'JUDGE_ERROR');
    const fix =
      judge && agent
        ? 'fix the target and the judge, or rerun'
        : judge
          ? "fix the judge (see the runs' errors), or rerun"
          : 'fix the target or rerun';
    reasons.push(
      `${side}: ${summary.errored} of ${attempted} runs errored (${[...byCode].map(([code, n]) => `${code}×${n}`).join(', ')}), above the ${percent(threshold)} limit: ` +
        `infrastructure trouble${judge ? ` (${agent ? 'the agent and the judge' : 'the judge could not score the checks'})` : ''}, which says nothing about the agent; ${fix}`,
    );
  }
  return reasons;
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
    p_adjusted: null,
    p_method: null,
    quarantined,
    first_failure: head === undefined ? null : firstFailure(head.test),
  };
}

export function analyseSuite(base: SuiteResult | undefined, head: SuiteResult | undefined, settings: SuiteSettings): SuiteAnalysis {
  const suiteId = (head ?? base)?.suite_id;
  if (suiteId === undefined) throw new Error('analyseSuite needs a base or a head suite');
  const isQuarantined = (testId: string): boolean => settings.quarantine.some((e) => matchesTest(e, suiteId, testId));
  const index = (suite: SuiteResult | undefined): Map<string, SideTest> =>
    new Map((suite?.tests ?? []).map((test) => [test.test_id, { test, counts: countRuns(test) }]));
  const baseTests = index(base);
  const headTests = index(head);

  const rows: TestComparison[] = [];
  const strata: Stratum[] = [];
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
      const row = testRow(id, b, h, change, quarantined);
      rows.push(row);
      const stratum = {
        headPassed: h.counts.passed,
        headRuns: scoredRuns(h.counts),
        basePassed: b.counts.passed,
        baseRuns: scoredRuns(b.counts),
      };
      if (change !== 'no_data') {
        // Per-test annotation only for tests with repeats: with one run per side Fisher's p is at best 0.5.
        if (Math.max(stratum.headRuns, stratum.baseRuns) >= 2) {
          row.p_value = fisherExact(stratum).less;
          row.p_method = 'fisher-exact';
        }
        if (!quarantined) strata.push(stratum);
      }
    }
  }
  for (const [id, b] of baseTests) {
    if (headTests.has(id)) continue;
    removed++;
    rows.push(testRow(id, b, undefined, 'removed', isQuarantined(id)));
  }
  const annotated = rows.filter((r) => r.p_value !== null);
  holm(annotated.map((r) => r.p_value ?? 1)).forEach((p, i) => {
    const row = annotated[i];
    if (row !== undefined) row.p_adjusted = p;
  });

  const baseSummary = base === undefined ? null : sideSummary(base);
  const headSummary = head === undefined ? null : sideSummary(head);
  const invalid = [
    ...invalidReasons('base', base, baseSummary, settings.erroredThreshold),
    ...invalidReasons('head', head, headSummary, settings.erroredThreshold),
  ];
  const quarantinedCount = rows.filter((r) => r.quarantined).length;
  const validity = [...invalid, ...validityNotes(rows, changed, quarantinedCount)];
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

  if (base === undefined || head === undefined) {
    comparison.verdict = invalid.length > 0 ? 'invalid' : base === undefined ? 'new' : 'removed';
    comparison.reason =
      invalid.length > 0
        ? invalid.join('; ')
        : base === undefined
          ? `new suite (${headTests.size} tests): nothing to compare with`
          : `suite removed (it had ${baseTests.size} tests)`;
    return { comparison, gate: null, invalid: invalid.length > 0, transitions };
  }

  if (strata.length < MIN_COMMON_TESTS) {
    unpairedForInformation(comparison, base, head, isQuarantined);
    comparison.verdict = invalid.length > 0 ? 'invalid' : 'inconclusive';
    comparison.reason =
      invalid.length > 0
        ? invalid.join('; ')
        : `only ${strata.length} common test${strata.length === 1 ? '' : 's'} with scored runs on both sides ` +
          `(at least ${MIN_COMMON_TESTS} are needed to gate)` +
          (comparison.delta === null ? '' : '; the unpaired comparison shown is for information only');
    return { comparison, gate: null, invalid: invalid.length > 0, transitions };
  }

  const gate = pairedStatistics(comparison, strata, settings.midP);
  if (invalid.length > 0) {
    // Shown for information, but out of the Holm family: the data are not trusted.
    comparison.verdict = 'invalid';
    comparison.reason = invalid.join('; ');
    return { comparison, gate: null, invalid: true, transitions };
  }
  return { comparison, gate, invalid: false, transitions };
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

/**
 * Delta, test and attainable p on the paired common tests; fills the comparison, returns the gate.
 * The design's optional super-population view (Miller's paired t on per-test differences) is not
 * shown: it needs a t quantile, which no installed library provides, and it never gates.
 */
function pairedStatistics(comparison: SuiteComparison, strata: Stratum[], midP: boolean): Gate {
  const oneRunEach = strata.every((s) => s.headRuns === 1 && s.baseRuns === 1);
  let p: number;
  let pImproved: number;
  if (oneRunEach) {
    const count = (head: number, base: number): number => strata.filter((s) => s.headPassed === head && s.basePassed === base).length;
    const table = { a: count(1, 1), b: count(1, 0), c: count(0, 1), d: count(0, 0) };
    const ci = newcombePaired(table);
    comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'newcombe-paired' };
    const test = mcnemarExact(table.b, table.c);
    p = midP ? test.midLess : test.less;
    pImproved = midP ? test.midGreater : test.greater;
    comparison.test = midP ? 'mcnemar-midp' : 'mcnemar-exact';
  } else {
    const ci = moverDelta(strata);
    comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'wilson-mover' };
    const test = stratifiedExact(strata);
    p = midP ? test.midLess : test.less;
    pImproved = midP ? test.midGreater : test.greater;
    comparison.test = midP ? 'stratified-midp' : 'stratified-exact';
  }
  // Mid-p counts half of the most extreme outcome, so its floor is half the exact one.
  const minAttainable = minAttainablePValue(strata) * (midP ? 0.5 : 1);
  comparison.p_value = p;
  comparison.p_value_improved = pImproved;
  comparison.min_attainable_p = minAttainable;
  return { p, pImproved, minAttainable, strata };
}

/**
 * Too few common tests to pair: with one run per test on both sides, Newcombe's hybrid score and a
 * one-sided Fisher test on the two sides' tests (quarantined ones left out), for information. With
 * repeats the design suggests Welch's t on per-test means, which needs a t quantile no installed
 * library provides, so nothing is shown.
 */
function unpairedForInformation(
  comparison: SuiteComparison,
  base: SuiteResult,
  head: SuiteResult,
  isQuarantined: (testId: string) => boolean,
): void {
  const side = (suite: SuiteResult): RunCounts[] =>
    suite.tests
      .filter((t) => !isQuarantined(t.test_id))
      .map(countRuns)
      .filter((c) => scoredRuns(c) > 0);
  const b = side(base);
  const h = side(head);
  if (b.length === 0 || h.length === 0 || ![...b, ...h].every((c) => scoredRuns(c) === 1)) return;
  const passed = (cs: RunCounts[]): number => cs.filter((c) => c.passed === 1).length;
  const ci = newcombeUnpaired(passed(h), h.length, passed(b), b.length);
  comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'newcombe-unpaired' };
  comparison.test = 'fisher-exact';
  comparison.p_value = fisherExact({ headPassed: passed(h), headRuns: h.length, basePassed: passed(b), baseRuns: b.length }).less;
}

/**
 * The verdict of a gating suite (statistics design, section 8), given the Holm-adjusted p-values
 * and the family size m. Regressed needs both significance and a drop of at least minEffect.
 */
export function settleVerdict(
  analysis: SuiteAnalysis & { gate: Gate },
  adjusted: { p: number; pImproved: number },
  familySize: number,
  settings: SuiteSettings,
): void {
  const c = analysis.comparison;
  const { gate } = analysis;
  c.p_adjusted = adjusted.p;
  c.p_adjusted_improved = adjusted.pImproved;
  const delta = c.delta?.estimate ?? 0;
  // Means of fractions carry rounding error: a drop of exactly minEffect must count as minEffect.
  const slack = 1e-12;
  const level = settings.alpha / familySize;
  const significantDrop = atOrBelow(adjusted.p, settings.alpha);
  const significantGain = atOrBelow(adjusted.pImproved, settings.alpha);
  const testName = c.test ?? 'test';
  const evidence = (p: number, pAdj: number): string =>
    `${testName} p = ${pValue(p)}, Holm-adjusted ${pValue(pAdj)} over ${familySize} suite${familySize === 1 ? '' : 's'} (alpha ${settings.alpha})`;
  const on = `on ${gate.strata.length} common tests`;

  if (significantDrop && delta <= -settings.minEffect + slack) {
    c.verdict = 'regressed';
    c.reason = `pass rate fell by ${points(-delta)} ${on}; ${evidence(gate.p, adjusted.p)}`;
  } else if (significantGain && delta >= settings.minEffect - slack) {
    c.verdict = 'improved';
    c.reason = `pass rate rose by ${points(delta)} ${on}; ${evidence(gate.pImproved, adjusted.pImproved)}`;
  } else if (significantDrop || significantGain) {
    c.verdict = 'inconclusive';
    c.reason =
      `a significant ${significantDrop ? 'drop' : 'rise'} (${evidence(significantDrop ? gate.p : gate.pImproved, significantDrop ? adjusted.p : adjusted.pImproved)}), ` +
      `but the change of ${points(Math.abs(delta))} is smaller than the minimum effect of ${points(settings.minEffect)}`;
  } else if (!atOrBelow(gate.minAttainable, level)) {
    c.verdict = 'underpowered';
    c.reason =
      `this suite cannot fail the check: even if every common test failed every run, p would be ${pValue(gate.minAttainable)}, ` +
      `above alpha/m = ${pValue(level)}`;
  } else {
    c.verdict = 'unchanged';
    c.reason = `no significant change: ${signedPoints(delta)} ${on}; ${evidence(gate.p, adjusted.p)}`;
  }

  const advice = powerAdvice(gate.strata, level, settings.minEffect);
  c.power = {
    level,
    min_detectable_drop: advice.minDetectableDrop,
    repeats: advice.repeats,
    repeats_needed: advice.repeatsNeeded,
    tests_needed: advice.testsNeeded,
  };
  const cannotSeeMinEffect = advice.minDetectableDrop === null || advice.minDetectableDrop > settings.minEffect + slack;
  if (c.verdict === 'underpowered' || (cannotSeeMinEffect && advice.repeatsNeeded > advice.repeats)) {
    c.power_hint = powerHint(advice, gate.strata.length, level, settings.minEffect);
  }
}
