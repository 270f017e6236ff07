// One suite, base vs head: pairing of tests, side summaries, the gate's inputs, per-test facts.
// The verdict needs the families over all suites (Holm, discrete Holm) and the test of the error rates,
// so it is settled in two steps: analyseSuite (everything local to the suite), then one of the
// settle* functions given the check's verdicts (compare.ts).
import { DEFAULT_PASS_K, meanPassHatK } from '../stats/pass-k.ts';
import { type SuiteResult, type TestResult } from '../results/results-schema.ts';
import { INFRA_CODES } from '../results/failure-codes.ts';
import { endingFacts, endingMix, type EndingMix } from '../results/endings.ts';
import { fisherExact, type Stratum } from '../stats/fisher.ts';
import { newcombeUnpaired } from '../stats/newcombe.ts';
import { moverPassRate, moverUnpairedDelta } from '../stats/mover.ts';
import { wilson } from '../stats/wilson.ts';
import { powerAdvice } from '../stats/power.ts';
import { matchesTest, type QuarantineEntry } from './quarantine.ts';
import { classifyChange, countRuns, failsOnHead, firstFailure, scoredRuns, type RunCounts } from './test-changes.ts';
import { failureCodeCounts, processMetrics, toolCallsCaptured } from './process.ts';
import { coverageOf, transitionSets, type TransitionSets } from './coverage.ts';
import { detectsMinEffect, countsAsSuiteDrop, isDrop, testBound, testsDownNotBroken } from './family.ts';
import type { CheckVerdicts, GateTest, GateSettings, SuiteVerdicts, TestVerdict } from './family.ts';
import type {
  ErroredRuns,
  IntervalNote,
  SideSummary,
  SuiteComparison,
  SuiteReason,
  TestComparison,
  ValidityNote,
} from './comparison-schema.ts';

type Evidence = Extract<SuiteReason, { code: 'significant_drop' }>['evidence'];

/**
 * Every suite with at least one common test (same id and spec, scored runs on both sides, not
 * quarantined) is gated: the exact tests are exact for any number of tests, and a suite too small to
 * reach significance is called underpowered instead.
 */
export const MIN_COMMON_TESTS = 1;

/**
 * The gate's inputs: the common tests as observed (errored runs left out), and their error rates
 * (statistics design, section 8c): errors that strike both sides alike leave the observed verdict
 * standing; a head that errors significantly more makes the suite invalid.
 */
export interface GateInputs {
  observed: GateTest[];
  /** Per common test with attempted runs on both sides: "passed" counts its runs that did not error. */
  notErrored: Stratum[];
  /** Errored runs of those tests, per side. */
  errored: { base: number; head: number };
}

export interface SuiteAnalysis {
  comparison: SuiteComparison;
  /** Null when a side has no such suite. */
  gate: GateInputs | null;
  /** Reasons the data are suspect on a side (e.g. no tool call captured): the suite is invalid. */
  suspect: SuiteReason[];
  base: SuiteResult | undefined;
  head: SuiteResult | undefined;
  isQuarantined: (testId: string) => boolean;
  /** Head transitions, for the overall coverage. */
  transitions: TransitionSets | null;
  /** Runs the spending budget kept from starting, per side (any: the suite is not compared). */
  notRunForBudget: { base: number; head: number };
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
  const mix = (s: SideTest | undefined): EndingMix | null => (s === undefined ? null : endingMix(s.test.runs.map(endingFacts)));
  const simulation = { base: mix(base), head: mix(head) };
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
    ...minPassRow(head),
    ...(simulation.base || simulation.head ? { simulation } : {}),
  };
}

/**
 * The head's k-of-n rule: breached when the pass fraction of its scored runs is below k/n (with n
 * scored runs: fewer than k passes); null with no scored run. Absent without a rule.
 */
function minPassRow(head: SideTest | undefined): Pick<TestComparison, 'min_pass'> {
  const rule = head?.test.min_pass;
  if (head === undefined || rule === undefined) return {};
  const scored = scoredRuns(head.counts);
  return {
    min_pass: {
      passes: rule.passes,
      runs: rule.runs,
      breached: scored === 0 ? null : head.counts.passed * rule.runs < rule.passes * scored,
    },
  };
}

/** The suite's pass^k per side: the mean over tests (with at least k scored runs) of C(c,k)/C(n,k), for k = 1 and the suite's k. */
function passKSummary(
  base: SuiteResult | undefined,
  head: SuiteResult | undefined,
  rows: readonly TestComparison[],
): SuiteComparison['pass_k'] {
  const k = head?.pass_k ?? base?.pass_k ?? DEFAULT_PASS_K;
  const side = (pick: (t: TestComparison) => TestComparison['base'], suite: SuiteResult | undefined) => {
    if (suite === undefined) return null;
    const counts = rows.flatMap((t) => {
      const s = pick(t);
      return s === null ? [] : [{ runs: s.runs, passed: s.passed }];
    });
    const one = meanPassHatK(counts, 1);
    const chosen = meanPassHatK(counts, k);
    return { pass_1: one.mean, pass_k: chosen.mean, tests: chosen.tests };
  };
  return { k, method: 'unbiased', base: side((t) => t.base, base), head: side((t) => t.head, head) };
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
  const gate: GateInputs = { observed: [], notErrored: [], errored: { base: 0, head: 0 } };
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
  const suspect: SuiteReason[] = [
    ...(base?.suspect === undefined ? [] : [{ code: 'suspect_data' as const, side: 'base' as const, detail: base.suspect }]),
    ...(head?.suspect === undefined ? [] : [{ code: 'suspect_data' as const, side: 'head' as const, detail: head.suspect }]),
  ];
  const quarantinedCount = rows.filter((r) => r.quarantined).length;
  const validity = validityNotes(rows, changed, quarantinedCount);
  // A draft on either side: shown as compared, never in the gate.
  const draft = head?.draft === true || base?.draft === true;
  if (draft) validity.push({ code: 'draft' });
  for (const [side, suite, indexed] of [
    ['base', base, baseTests],
    ['head', head, headTests],
  ] as const) {
    // Results files from the runner never repeat a test id; a hand-merged one might.
    if (suite !== undefined && suite.tests.length !== indexed.size) {
      validity.push({ code: 'duplicate_test_ids', side, tests: suite.tests.length - indexed.size });
    }
  }
  if (base !== undefined && head !== undefined && base.suite_id !== head.suite_id) {
    validity.unshift({ code: 'suite_renamed', from: base.suite_id, to: head.suite_id, tests: common + changed });
  }
  const transitions = head === undefined ? null : transitionSets(head);

  const comparison: SuiteComparison = {
    suite_id: suiteId,
    ...(base !== undefined && head !== undefined && base.suite_id !== head.suite_id ? { renamed_from: base.suite_id } : {}),
    ...(draft ? { draft: true as const } : {}),
    file: head?.file ?? base?.file ?? null,
    verdict: 'unchanged',
    reasons: [],
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
    power: null,
    failure_codes: failureCodeCounts(base, head),
    validity,
    process: { base: base === undefined ? null : processMetrics(base), head: head === undefined ? null : processMetrics(head) },
    coverage: transitions === null ? null : coverageOf([transitions]),
    pass_k: passKSummary(base, head, rows),
    tests: rows,
  };
  const notRunForBudget = { base: budgetNotRun(base), head: budgetNotRun(head) };
  return {
    comparison,
    notRunForBudget,
    // A draft, or a suite the budget cut short, is not compared: it never enters the families.
    gate: base === undefined || head === undefined || draft || notRunForBudget.base + notRunForBudget.head > 0 ? null : gate,
    suspect: draft ? [] : suspect,
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

/** Adds a common test to the gate's inputs: observed when both sides have scored runs; its error rates when they have runs at all. */
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
  if (baseRuns > 0 && headRuns > 0) gate.notErrored.push(stratum(scoredRuns(h), headRuns, scoredRuns(b), baseRuns));
}

function validityNotes(rows: readonly TestComparison[], changed: number, quarantined: number): ValidityNote[] {
  const notes: ValidityNote[] = [];
  if (changed > 0) notes.push({ code: 'specs_changed', tests: changed });
  const noData = rows.filter((r) => r.change === 'no_data').length;
  if (noData > 0) notes.push({ code: 'no_scored_runs', tests: noData });
  const removedFailing = rows.filter((r) => r.change === 'removed' && r.base !== null && r.base.passed < r.base.runs).length;
  if (removedFailing > 0) notes.push({ code: 'removed_were_failing', tests: removedFailing });
  if (quarantined > 0) notes.push({ code: 'quarantined', tests: quarantined });
  return notes;
}

/**
 * The verdict of a suite judged by the gate (statistics design, sections 8 and 8b): its numbers,
 * the reasons as codes with their numbers, the power advice, and a note when the interval seems to
 * contradict the verdict.
 */
export function settleGated(analysis: SuiteAnalysis, j: SuiteVerdicts, check: CheckVerdicts, settings: GateSettings): void {
  const c = analysis.comparison;
  const suites = check.suites.length;
  c.delta = {
    estimate: j.delta.estimate,
    ci: [j.delta.lower, j.delta.upper],
    method: j.delta.method,
    ...(j.delta.onEffectRuns === true ? { on: 'effect_runs' as const } : {}),
  };
  c.test = j.test;
  c.p_value = j.p;
  c.p_value_improved = j.pImproved;
  c.p_adjusted = j.pAdjusted;
  c.p_adjusted_improved = j.pAdjustedImproved;
  c.min_attainable_p = j.minAttainable;
  fillTestRows(c, j);

  const evidence = (p: number, pAdjusted: number): Evidence => ({
    test: j.test,
    p_value: p,
    p_adjusted: pAdjusted,
    suites,
    level: j.levels.suites,
  });
  const tests = j.strata.length;
  const ci: [number, number] = [j.delta.lower, j.delta.upper];
  const broken = j.tests.filter((t) => t.broke);
  const dropped = j.significantDrop && countsAsSuiteDrop(j.effect, settings);

  c.verdict = j.verdict;
  switch (j.verdict) {
    case 'regressed': {
      const reasons: SuiteReason[] = [];
      if (broken.length > 0) {
        reasons.push({
          code: 'tests_broke',
          tests: broken.map((t) => ({
            test_id: t.testId,
            ...sideCounts(t.stratum),
            p_value: t.p,
            p_adjusted: t.pAdjusted ?? 1,
            ...(t.rho > 0 ? { rho: t.rho } : {}),
          })),
          level: j.levels.tests,
          min_test_effect: settings.minTestEffect,
        });
      }
      if (dropped) reasons.push({ code: 'significant_drop', change: j.effect, tests, evidence: evidence(j.p, j.pAdjusted) });
      c.reasons = reasons;
      break;
    }
    case 'improved':
      c.reasons = [{ code: 'significant_rise', change: j.effect, tests, evidence: evidence(j.pImproved, j.pAdjustedImproved) }];
      break;
    case 'underpowered':
      c.reasons = [{ code: 'cannot_fail', min_attainable_p: j.minAttainable, level: j.level, suites, change: j.effect, ci, tests }];
      break;
    case 'possible_regression': {
      // The suite's own drop says it all when there is one (its failing tests are listed anyway);
      // otherwise the tests that fell are the reason, named.
      if (isDrop(j.effect) && countsAsSuiteDrop(j.effect, settings)) {
        c.reasons = [{ code: 'drop_not_significant', change: j.effect, ci, tests, evidence: evidence(j.p, j.pAdjusted) }];
      } else {
        const down = testsDownNotBroken(j.tests, settings);
        c.reasons = [
          {
            code: 'tests_down_not_significant',
            tests: down.map((t) => ({
              test_id: t.testId,
              ...sideCounts(t.stratum),
              change: t.change,
              p_value: t.p,
              p_adjusted: t.pAdjusted,
              ...(t.rho > 0 ? { rho: t.rho } : {}),
            })),
            level: j.levels.tests,
            min_test_effect: settings.minTestEffect,
          },
        ];
      }
      break;
    }
    case 'unchanged': {
      // The largest p is the test nearest its margin; only its bound is computed (a bisection each).
      const weakest = [...j.tests].sort((a, b) => b.ni.p - a.ni.p)[0];
      c.reasons = [
        {
          code: 'drop_ruled_out',
          ...niNumbers(j, settings, tests),
          weakest: weakest === undefined ? null : { test_id: weakest.testId, bound: testBound(weakest.ni) },
        },
      ];
      break;
    }
    case 'undecided': {
      const open = withBounds([...j.tests.filter((t) => !t.ni.ruledOut)].sort((a, b) => b.ni.p - a.ni.p).slice(0, TESTS_LISTED));
      const openCount = j.tests.filter((t) => !t.ni.ruledOut).length;
      c.reasons = [
        {
          code: 'drop_not_ruled_out',
          ...niNumbers(j, settings, tests),
          suite_ruled_out: j.ni.ruledOut,
          open_tests: open.map(({ t, bound }) => ({
            test_id: t.testId,
            ...sideCounts(t.stratum),
            bound,
            ...(t.rho > 0 ? { rho: t.rho } : {}),
          })),
          open: openCount,
        },
      ];
      break;
    }
  }
  c.interval_note = intervalNote(j, broken.length > 0 && !dropped);

  const advice = powerAdvice(j.strata, j.level, settings.minEffect);
  const cannotSeeMinEffect = !detectsMinEffect(advice.minDetectableDrop, settings);
  c.power = {
    level: j.level,
    tests,
    can_reach_level: advice.canReachLevel,
    power: advice.power,
    fails: advice.fails,
    min_detectable_drop: advice.minDetectableDrop,
    repeats: advice.repeats,
    repeats_for_min_effect: advice.repeatsForMinEffect,
    repeats_needed: advice.repeatsNeeded,
    tests_needed: advice.testsNeeded,
    hint:
      c.verdict === 'underpowered' ||
      c.verdict === 'possible_regression' ||
      c.verdict === 'undecided' ||
      (cannotSeeMinEffect && advice.repeatsNeeded > advice.repeats),
  };
}

/** The tests an undecided suite names, lowest bound first; the rest are counted. */
export const TESTS_LISTED = 10;

/** Tests with their non-inferiority bounds, lowest first (the tests a reason names: a bisection each). */
function withBounds(tests: readonly TestVerdict[]): { t: TestVerdict; bound: number }[] {
  return tests.map((t) => ({ t, bound: testBound(t.ni) })).sort((a, b) => a.bound - b.bound);
}

/** A suite's non-inferiority bound as recorded in its reason. */
function niNumbers(j: SuiteVerdicts, settings: GateSettings, tests: number) {
  return {
    change: j.effect,
    bound: j.ni.bound,
    method: j.ni.method,
    level: j.ni.level,
    min_effect: settings.minEffect,
    min_test_effect: settings.minTestEffect,
    tests,
  };
}

/** Whether the interval seems to contradict the verdict, and why it does not: the gate uses the exact tests. */
function intervalNote(j: SuiteVerdicts, byBrokenTestOnly: boolean): IntervalNote | null {
  const [lower, upper] = [j.delta.lower, j.delta.upper];
  if (j.verdict === 'regressed' && upper >= 0) return byBrokenTestOnly ? 'reaches_zero_broken_test' : 'reaches_zero';
  if (j.verdict === 'improved' && lower <= 0) return 'reaches_zero';
  if (j.verdict !== 'regressed' && j.verdict !== 'improved' && upper < 0) {
    return j.significantDrop ? 'below_zero_small_drop' : 'below_zero_not_significant';
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
      row.p_method = t.rho > 0 ? 'conditional-beta-binomial' : 'fisher-exact';
    }
    row.min_p = t.minP;
    row.p_adjusted = t.pAdjusted;
    row.broke = t.broke;
    row.ni_p = t.ni.p;
  }
}

/**
 * A suite whose head errors significantly more than its base, or whose data are suspect: invalid, never
 * regressed. `observed` is its verdicts within the check before it was set aside (numbers shown for
 * information, unadjusted); null when it had no common test with scored runs on both sides.
 */
export function settleInvalid(analysis: SuiteAnalysis, reasons: readonly SuiteReason[], observed: SuiteVerdicts | null): void {
  const c = analysis.comparison;
  c.verdict = 'invalid';
  c.reasons = [...reasons];
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

/** Runs of a suite the spending budget kept from starting. */
function budgetNotRun(suite: SuiteResult | undefined): number {
  let n = 0;
  for (const test of suite?.tests ?? []) for (const run of test.runs) if (run.not_run === 'budget') n++;
  return n;
}

/** "not compared (budget)": inconclusive, never regressed and never passed, whatever its finished runs show. */
export function settleBudget(analysis: SuiteAnalysis): void {
  const c = analysis.comparison;
  const planned = (suite: SuiteResult | undefined): number => suite?.tests.reduce((n, t) => n + t.runs.length, 0) ?? 0;
  c.verdict = 'inconclusive';
  c.reasons = [
    { code: 'budget', not_run: { ...analysis.notRunForBudget }, planned: { base: planned(analysis.base), head: planned(analysis.head) } },
  ];
}

/** A suite on one side only (new, removed), or with no common test to pair (inconclusive). */
export function settleUngated(analysis: SuiteAnalysis): void {
  const c = analysis.comparison;
  const { base, head } = analysis;
  if (base === undefined || head === undefined) {
    c.verdict = base === undefined ? 'new' : 'removed';
    const failing = c.tests.filter(failsOnHead).length;
    c.reasons = [
      base === undefined
        ? { code: 'new_suite', tests: head?.tests.length ?? 0, ...(failing > 0 ? { failing } : {}) }
        : { code: 'suite_removed', tests: base.tests.length },
    ];
    return;
  }
  unpairedForInformation(analysis);
  c.verdict = 'inconclusive';
  c.reasons = [{ code: 'no_common_tests', unpaired: c.delta !== null }];
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

/** Per side with errored runs: how many of the runs attempted, by code; and whether the judge or the agent errored. */
export function erroredSummary(analysis: SuiteAnalysis): { sides: ErroredRuns[]; judge: boolean; agent: boolean } {
  const sides: ErroredRuns[] = [];
  let judge = false;
  let agent = false;
  for (const [side, suite, summary] of [
    ['base', analysis.base, analysis.comparison.base],
    ['head', analysis.head, analysis.comparison.head],
  ] as const) {
    if (suite === undefined || summary === null || summary.errored === 0) continue;
    const byCode = erroredByCode(suite);
    judge ||= byCode.has('JUDGE_ERROR');
    agent ||= [...byCode.keys()].some((code) => code !== 'JUDGE_ERROR' && code !== 'SIM_ERROR');
    // Skipped runs were never attempted, so they are not in the denominator.
    const attempted = summary.runs - summary.skipped;
    sides.push({ side, errored: summary.errored, attempted, codes: Object.fromEntries(byCode) });
  }
  return { sides, judge, agent };
}

/** A test's runs on each side, as the comparison records them. */
function sideCounts(s: Stratum): { base: { passed: number; runs: number }; head: { passed: number; runs: number } } {
  return { base: { passed: s.basePassed, runs: s.baseRuns }, head: { passed: s.headPassed, runs: s.headRuns } };
}
