// Base results vs head results -> comparison.json. The gate (statistics design, sections 6-8c):
// a suite regresses when its one-sided p, Holm-adjusted over the suites that gate, is <= alpha/2 AND
// its pass rate fell by at least minEffect, or when one of its tests broke (discrete Holm over every
// test of the check at alpha/2, and a drop of at least minTestEffect); family.ts has the rule. A suite is
// invalid when its head errors significantly more than its base. Pure: the clock and the baseline
// facts come in options.
import type { Results, SuiteResult } from '../results/results-schema.ts';
import { erroredGroups, whoErrored } from '../results/summary.ts';
import { ungatedChecks, ungatedTests } from '../results/judge-gates.ts';
import { failsOnHead, meanTestPassRate, newTestFails } from './test-changes.ts';
import { coverageOf, type TransitionSets } from './coverage.ts';
import { isExpired, matchesTest, quarantineLabel, type QuarantineEntry } from './quarantine.ts';
import {
  analyseSuite,
  erroredSummary,
  settleBudget,
  settleInvalid,
  settleGated,
  settleUngated,
  type GateInputs,
  type SuiteAnalysis,
} from './suite.ts';
import { DEFAULT_GATE_SETTINGS, NI_LEVEL, gateCheck, splitAlpha, type CheckVerdicts, type GateSuite, type GateSettings } from './family.ts';
import { floorWarning, mostCommon } from './floors.ts';
import { testKey } from '../stats/history-dependence.ts';
import {
  gateSequential,
  headLooks,
  sequentialDesign,
  type SequentialDesign,
  type SequentialSuite,
  type SequentialVerdicts,
} from './sequential.ts';
import { stratifiedExact } from '../stats/fisher.ts';
import { batchDependence } from './baseline-batch.ts';
import { holm } from '../stats/holm.ts';
import { atOrBelow } from '../stats/significance.ts';
import {
  COMPARISON_SCHEMA,
  ERRORED_CAUSES_KEPT,
  type Comparison,
  type ComparisonReason,
  type ComparisonWarning,
  type ErroredCause,
  type SuiteComparison,
  type SuiteReason,
} from './comparison-schema.ts';
import { redactUrl } from '../url.ts';
import { priceTable, type PriceTable } from '../usage/prices.ts';
import { comparisonCost } from './cost.ts';
import { comparePerformance, DEFAULT_PERFORMANCE_SETTINGS, type PerformanceOutcome, type PerformanceSettings } from './performance.ts';

export interface CompareOptions {
  /** One-sided family-wise level of the whole check: alpha/2 for the suites (Holm), alpha/2 for the tests (discrete Holm). */
  alpha: number;
  /** Smallest drop in a suite's pass rate (0..1) that fails the check; 0 allowed. */
  minEffect: number;
  /** Smallest drop in one test's pass rate (0..1) that makes a significant test broken; default 0.5. */
  minTestEffect?: number | undefined;
  /** Mid-p suite tests instead of exact: more sensitive, no longer guaranteed to stay within alpha. */
  midP?: boolean;
  quarantine: QuarantineEntry[];
  /** Decides which quarantine entries have expired. */
  now: Date;
  baseline: Comparison['baseline'];
  /** A test below its min_pass fails the check (min-pass-fails); default false: it is shown as a warning. */
  minPassFails?: boolean | undefined;
  /** Prices per model for the cost of each side; default: the built-in table. */
  prices?: PriceTable | undefined;
  /**
   * Each test's within-side correlation from the baseline history, keyed `suite_id/test_id`
   * (stats/history-dependence.ts); a test without one allows for the check's estimate.
   */
  testDependence?: ReadonlyMap<string, number> | undefined;
  /** fail-on-latency: a ratio of the statistic (p90 or median) of per-turn latency that fails the check; default none. */
  failOnLatency?: PerformanceSettings['failOnLatency'] | undefined;
  /** fail-on-tokens: a ratio of tokens per conversation that fails the check; default none. */
  failOnTokens?: number | null | undefined;
  /** latency-on-stored-baseline: whether latency against a stored baseline gates (default report: it does not). */
  latencyOnStoredBaseline?: PerformanceSettings['latencyOnStoredBaseline'] | undefined;
}

/** The statistical defaults; the caller adds quarantine, now and baseline. */
export const DEFAULT_COMPARE_OPTIONS = DEFAULT_GATE_SETTINGS;

export function compareResults(base: Results | null, head: Results, options: CompareOptions): Comparison {
  const warnings: ComparisonWarning[] = [];
  const inForce = options.quarantine.filter((e) => !isExpired(e, options.now));
  for (const entry of options.quarantine) {
    if (isExpired(entry, options.now)) {
      warnings.push({ code: 'quarantine_expired', test_id: quarantineLabel(entry), expires: entry.expires, reason: entry.reason });
    } else if (!head.suites.some((s) => s.tests.some((t) => matchesTest(entry, s.suite_id, t.test_id)))) {
      warnings.push({ code: 'quarantine_unmatched', test_id: quarantineLabel(entry) });
    }
  }
  for (const [side, results] of [
    ['base', base],
    ['head', head],
  ] as const) {
    if (results !== null && !results.run.complete) {
      warnings.push({ code: 'run_incomplete', side, detail: results.run.incomplete_reason ?? null });
    }
  }

  const settings: GateSettings = {
    alpha: options.alpha,
    minEffect: options.minEffect,
    minTestEffect: options.minTestEffect ?? DEFAULT_GATE_SETTINGS.minTestEffect,
    midP: options.midP ?? false,
  };
  const analyses = pairSuites(base, head).map(([b, h]) => analyseSuite(b, h, { quarantine: inForce }));
  // The baseline's own batch, its halves compared: dependence it shows is allowed for by the per-test tests.
  const batch = base === null ? null : batchDependence(base);
  const design = sequentialOf(head);
  const verdicts = gateAll(analyses, settings, batch?.used ?? 0, { design, testDependence: options.testDependence });
  if (batch !== null && batch.used > 0) {
    warnings.push({ code: 'baseline_batch_dependent', icc: batch.used, f_p_value: batch.fP, tests: batch.tests });
  }

  const floor = checkFloor(verdicts, settings);
  if (floor !== null) warnings.push(floor);
  const together = movedTogether(verdicts, options.baseline, settings);
  if (together !== null) warnings.push(together);

  const performance = comparePerformance(
    analyses.map((a) => ({
      suiteId: a.comparison.suite_id,
      base: a.base,
      head: a.head,
      comparable: new Set(
        a.comparison.tests
          .filter((t) => !t.quarantined && t.change !== 'added' && t.change !== 'removed' && t.change !== 'changed')
          .map((t) => t.test_id),
      ),
      draft: a.comparison.draft === true,
    })),
    {
      failOnLatency: options.failOnLatency ?? DEFAULT_PERFORMANCE_SETTINGS.failOnLatency,
      failOnTokens: options.failOnTokens ?? DEFAULT_PERFORMANCE_SETTINGS.failOnTokens,
      latencyOnStoredBaseline: options.latencyOnStoredBaseline ?? DEFAULT_PERFORMANCE_SETTINGS.latencyOnStoredBaseline,
      alpha: options.alpha,
    },
    options.baseline,
  );
  for (const a of analyses) {
    const block = performance.suites.get(a.comparison.suite_id);
    if (block !== undefined) a.comparison.performance = block;
  }
  warnings.push(...performance.warnings);

  const suites = analyses.map((a) => a.comparison);
  // Captured drafts are reported with the others but leave the check's verdict to the rest.
  const gatedSuites = suites.filter((s) => s.draft !== true);
  const overall = minPassRule(
    nothingEvaluated(head) ?? performanceRule(overallVerdict(gatedSuites, base === null), performance, gatedSuites.length),
    suites,
    options.minPassFails ?? false,
  );
  const broken = verdicts.suites
    .flatMap((s) => s.tests.filter((t) => t.broke).map((t) => ({ suite: s.suiteId, t })))
    .sort((x, y) => x.t.p - y.t.p)
    .map(({ suite, t }) => ({
      suite_id: suite,
      test_id: t.testId,
      base: { passed: t.stratum.basePassed, runs: t.stratum.baseRuns },
      head: { passed: t.stratum.headPassed, runs: t.stratum.headRuns },
      p_value: t.p,
      p_adjusted: t.pAdjusted ?? 1,
    }));
  return {
    schema: COMPARISON_SCHEMA,
    verdict: overall.verdict,
    reason: overall.reason,
    alpha: options.alpha,
    min_effect: options.minEffect,
    min_test_effect: settings.minTestEffect,
    min_pass_fails: options.minPassFails ?? false,
    families: {
      suites: { alpha: verdicts.alphaSuites, method: 'holm', size: verdicts.familySize },
      tests: {
        alpha: verdicts.alphaTests,
        method: 'discrete-holm',
        size: verdicts.testFamily.tests,
        counted: verdicts.testFamily.counted,
        dependence: {
          icc: verdicts.dependence.icc,
          icc_tests: verdicts.dependence.tests,
          f_p_value: verdicts.dependence.fP,
          // Adaptive repeats allow for the ANOVA estimate and take no calibrated one.
          ...(verdicts.dependence.meanMidP === undefined ? {} : { mean_mid_p: verdicts.dependence.meanMidP }),
          ...(verdicts.dependence.calibrated === undefined ? {} : { calibrated: verdicts.dependence.calibrated }),
          used: verdicts.dependence.used,
          ...(batch === null
            ? {}
            : {
                baseline_batch: {
                  icc: batch.icc,
                  tests: batch.tests,
                  f_p_value: batch.fP,
                  mean_mid_p: batch.meanMidP,
                  calibrated: batch.calibrated,
                  used: batch.used,
                },
              }),
        },
      },
    },
    broken_tests: broken,
    ...(design === null || verdicts.sequential === null
      ? {}
      : {
          sequential: {
            looks: [...design.looks],
            weights: [...design.weights],
            suites: verdicts.sequential.map((x) => ({ suite_id: x.suiteId, state: x.state, look: x.look, reached: x.reached })),
          },
        }),
    non_inferiority: { level: settings.niLevel ?? NI_LEVEL, test_method: 'miettinen-nurminen-score', suite_method: 'min-t-model' },
    baseline: options.baseline,
    // Redacted again: a results file written by an older version may hold the URL as typed.
    head: {
      commit: head.run.commit,
      target: redactUrl(head.run.target),
      repeats: head.run.repeats,
      ...(head.run.adaptive ? { adaptive: head.run.adaptive } : {}),
      ...(head.judge?.panels ? { judge_panels: head.judge.panels } : {}),
    },
    totals: totals(base, head, verdicts),
    suites,
    coverage: coverageOf(analyses.map((a) => a.transitions).filter((t): t is TransitionSets => t !== null)),
    quarantine: options.quarantine.map((e) => ({
      test_id: quarantineLabel(e),
      reason: e.reason,
      expires: e.expires,
      expired: isExpired(e, options.now),
    })),
    errors: [...erroredCauses('head', head), ...(base === null ? [] : erroredCauses('base', base))],
    warnings,
    duration_ms: runDuration(head),
    cost: comparisonCost(base, head, options.prices ?? priceTable()),
    ...judgeCalibrationOf(head),
    performance: performance.settings,
  };
}

/**
 * Latency and tokens after the pass rates: a check that no suite failed fails when a gated figure is
 * slower (latency_regression, tokens_regression), and one that would pass is neutral while a gated
 * figure is undecided. A regression of the pass rates or an invalid comparison says more and keeps
 * its reason (the figures are in each suite's row either way).
 */
function performanceRule(
  overall: { verdict: Comparison['verdict']; reason: ComparisonReason },
  performance: PerformanceOutcome,
  suites: number,
): { verdict: Comparison['verdict']; reason: ComparisonReason } {
  if (overall.verdict === 'fail' || overall.verdict === 'invalid') return overall;
  const { latency, tokens } = performance.slower;
  if (latency.length > 0) {
    return { verdict: 'fail', reason: { code: 'latency_regression', suites: latency, ...(tokens.length > 0 ? { tokens } : {}) } };
  }
  if (tokens.length > 0) return { verdict: 'fail', reason: { code: 'tokens_regression', suites: tokens } };
  const undecided = {
    ...(performance.undecided.latency.length > 0 ? { latency_undecided: performance.undecided.latency } : {}),
    ...(performance.undecided.tokens.length > 0 ? { tokens_undecided: performance.undecided.tokens } : {}),
  };
  if (Object.keys(undecided).length === 0) return overall;
  const r = overall.reason;
  if (r.code === 'not_all_judged') return { verdict: overall.verdict, reason: { ...r, ...undecided } };
  if (r.code !== 'all_judged') return overall;
  return {
    verdict: 'inconclusive',
    reason: {
      code: 'not_all_judged',
      judged: r.judged,
      suites,
      possible_regression: [],
      underpowered: [],
      inconclusive: [],
      new: r.new,
      removed: [],
      ...undecided,
    },
  };
}

/**
 * What the runs of the gated tests cannot decide (compare/floors.ts), at the runs most of them had;
 * null when they can decide both ways.
 */
function checkFloor(check: CheckVerdicts, settings: GateSettings): ComparisonWarning | null {
  const strata = check.suites.flatMap((x) => x.strata);
  const headRuns = mostCommon(strata.map((s) => s.headRuns));
  const baseRuns = mostCommon(strata.map((s) => s.baseRuns));
  return headRuns === null || baseRuns === null ? null : floorWarning(headRuns, baseRuns, settings);
}

/**
 * Every gated suite (two or more) fell against a stored baseline, by half the minimum effect on
 * average: drift looks like that (a PR's regression is rarely spread over every suite). Null otherwise.
 */
function movedTogether(check: CheckVerdicts, baseline: Comparison['baseline'], settings: GateSettings): ComparisonWarning | null {
  if (baseline.source !== 'file' && baseline.source !== 'branch') return null;
  const changes = check.suites.map((s) => s.effect);
  if (changes.length < 2 || !changes.every((c) => c < 0)) return null;
  if (changes.reduce((a, b) => a + b, 0) / changes.length > -settings.minEffect / 2) return null;
  return { code: 'suites_moved_together', suites: changes.length, from: Math.max(...changes), to: Math.min(...changes) };
}

/** Each distinct (code, message) of one side's errored runs once, with its count and first run. */
function erroredCauses(side: ErroredCause['side'], results: Results): ErroredCause[] {
  // The agent clients name the target redacted already; the reports mask secrets on top.
  const causes = erroredGroups(results.suites).map((g) => ({
    side,
    code: g.code,
    message: g.message,
    runs: g.runs.length,
    first: g.runs[0]!,
  }));
  // Stable: equally frequent causes keep the order they first appeared in.
  return causes.sort((a, b) => b.runs - a.runs).slice(0, ERRORED_CAUSES_KEPT);
}

type Gated = SuiteAnalysis & { gate: GateInputs };

/**
 * Settles every suite's verdict. The families are fixed before any outcome is looked at: every suite
 * with a common test enters Holm's family and its tests the per-test family, also a suite that turns
 * out invalid below (leaving it out after seeing its data would shrink the family when that helps).
 * Then the error rates (section 8c): for each gated suite with errored runs, the one-sided exact test
 * of "head errors more" on its common tests' attempted runs, stratified by test, Holm-adjusted over
 * those suites at the suites' alpha/2. Significant: an infrastructure regression, the suite is
 * invalid. Otherwise its errored runs are left out and it is judged as observed.
 */
function gateAll(
  analyses: readonly SuiteAnalysis[],
  settings: GateSettings,
  baselineDependence: number,
  run: { design: SequentialDesign | null; testDependence?: ReadonlyMap<string, number> | undefined },
): CheckVerdicts & { familySize: number; sequential: SequentialVerdicts['suites'] | null } {
  const paired = analyses.filter((a): a is Gated => a.gate !== null);
  const gated = paired.filter((a) => a.suspect.length === 0);
  const rhoOf = (suiteId: string, testId: string): number | undefined => run.testDependence?.get(testKey(suiteId, testId));
  const family = (members: readonly Gated[]): GateSuite[] =>
    members
      .map((a) => ({
        suiteId: a.comparison.suite_id,
        tests: a.gate.observed.map((t) => ({ ...t, rho: rhoOf(a.comparison.suite_id, t.testId) })),
      }))
      .filter((s) => s.tests.length > 0);

  const { design } = run;
  const sequential =
    design === null ? null : gateSequential(lookSuites(family(paired), paired, design), settings, design, { baselineDependence });
  const check = sequential?.check ?? gateCheck(family(paired), settings, { baselineDependence });
  const invalid = new Map<SuiteAnalysis, SuiteReason>();
  // Suites without an errored run are left out of the family: their test could only give p = 1.
  const erroring = gated.filter((a) => a.gate.errored.base + a.gate.errored.head > 0);
  const pValues = erroring.map((a) => stratifiedExact(a.gate.notErrored).less);
  const adjusted = holm(pValues);
  const level = splitAlpha(settings.alpha).suites;
  erroring.forEach((a, i) => {
    const p = { p_value: pValues[i]!, p_adjusted: adjusted[i]! };
    const errors = erroredSummary(a);
    if (!atOrBelow(p.p_adjusted, level)) {
      a.comparison.validity.push({ code: 'errored_runs_left_out', errored: errors.sides, ...p });
      return;
    }
    const side = (key: 'base' | 'head'): { errored: number; runs: number } => {
      const runs = a.gate.notErrored.reduce((n, s) => n + (key === 'head' ? s.headRuns : s.baseRuns), 0);
      const notErrored = a.gate.notErrored.reduce((n, s) => n + (key === 'head' ? s.headPassed : s.basePassed), 0);
      return { errored: runs - notErrored, runs };
    };
    invalid.set(a, {
      code: 'errors_differ',
      base: side('base'),
      head: side('head'),
      ...p,
      suites: erroring.length,
      level,
      errored: errors.sides,
      judge: errors.judge,
      agent: errors.agent,
    });
  });

  const settled = new Set<string>();
  for (const a of analyses) {
    const id = a.comparison.suite_id;
    if (a.notRunForBudget.base + a.notRunForBudget.head > 0) {
      settleBudget(a);
      continue;
    }
    const errorsDiffer = invalid.get(a);
    const reasons: SuiteReason[] = [...a.suspect, ...(errorsDiffer === undefined ? [] : [errorsDiffer])];
    const judged = check.suites.find((s) => s.suiteId === id);
    if (reasons.length > 0) {
      // Its numbers are shown for information, as judged within the check.
      settleInvalid(a, reasons, judged ?? null);
      continue;
    }
    if (judged === undefined) settleUngated(a);
    else {
      settleGated(a, judged, check, settings);
      settled.add(id);
    }
  }
  // Invalid suites stay in the families (their size) but name no broken test.
  return {
    ...check,
    suites: check.suites.filter((s) => settled.has(s.suiteId)),
    familySize: check.suites.length,
    sequential: sequential?.suites ?? null,
  };
}

/** The sequential design the head ran with (`--repeats sequential`); null for fixed or adaptive repeats. */
function sequentialOf(head: Results): SequentialDesign | null {
  const a = head.run.adaptive;
  return a?.design === 'sequential' ? sequentialDesign(a.min, a.max) : null;
}

/**
 * Each gating test at each look its head reached (headLooks), against all of its base runs; a head
 * interrupted before the first look is judged on what it has, as that look.
 */
function lookSuites(suites: readonly GateSuite[], paired: readonly Gated[], design: SequentialDesign): SequentialSuite[] {
  const sides = new Map(paired.map((a) => [a.comparison.suite_id, a]));
  return suites.map((s) => {
    const a = sides.get(s.suiteId);
    return {
      suiteId: s.suiteId,
      tests: s.tests.map((t) => {
        const head = a?.head?.tests.find((x) => x.test_id === t.testId);
        const looks = head === undefined ? [] : headLooks(head, { passed: t.stratum.basePassed, runs: t.stratum.baseRuns }, design);
        return { testId: t.testId, rho: t.rho, looks: looks.length > 0 ? looks : [t.stratum] };
      }),
    };
  });
}

/** Head suites in head order (a renamed one with the base suite it was), then suites only the base has. */
function pairSuites(base: Results | null, head: Results): [SuiteResult | undefined, SuiteResult | undefined][] {
  const baseSuites = new Map((base?.suites ?? []).map((s) => [s.suite_id, s]));
  const headIds = new Set(head.suites.map((s) => s.suite_id));
  const renamed = renames(
    [...baseSuites.values()].filter((b) => !headIds.has(b.suite_id)),
    head.suites.filter((h) => !baseSuites.has(h.suite_id)),
  );
  const pairedBase = new Set([...renamed.values()].map((b) => b.suite_id));
  return [
    ...head.suites.map((h): [SuiteResult | undefined, SuiteResult] => [baseSuites.get(h.suite_id) ?? renamed.get(h.suite_id), h]),
    ...[...baseSuites.values()]
      .filter((b) => !headIds.has(b.suite_id) && !pairedBase.has(b.suite_id))
      .map((b): [SuiteResult, undefined] => [b, undefined]),
  ];
}

/** Test ids two suites share. */
function sharedTestIds(a: SuiteResult, b: SuiteResult): number {
  const ids = new Set(a.tests.map((t) => t.test_id));
  return new Set(b.tests.map((t) => t.test_id).filter((id) => ids.has(id))).size;
}

/**
 * Renamed suites, by head suite id: a suite only the base has and one only the head has are one
 * suite renamed when most test ids of each are the same. Left apart they would be "removed" and
 * "new", and the renamed suite's failures would be compared with nothing. Largest overlaps first,
 * each suite in one pair at most.
 */
function renames(baseOnly: readonly SuiteResult[], headOnly: readonly SuiteResult[]): Map<string, SuiteResult> {
  const candidates = headOnly
    .flatMap((h) => baseOnly.map((b) => ({ b, h, shared: sharedTestIds(b, h) })))
    .filter(({ b, h, shared }) => shared * 2 > b.tests.length && shared * 2 > h.tests.length)
    .sort((x, y) => y.shared - x.shared);
  const pairs = new Map<string, SuiteResult>();
  const used = new Set<string>();
  for (const { b, h } of candidates) {
    if (pairs.has(h.suite_id) || used.has(b.suite_id)) continue;
    pairs.set(h.suite_id, b);
    used.add(b.suite_id);
  }
  return pairs;
}

/**
 * Invalid when no head run was scored and some errored: an agent that could not be reached (or a
 * judge that scored nothing) says nothing about the pull request, with or without a baseline.
 */
function nothingEvaluated(head: Results): { verdict: Comparison['verdict']; reason: ComparisonReason } | null {
  const runs = head.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
  if (runs.some((r) => r.outcome === 'passed' || r.outcome === 'failed')) return null;
  const groups = erroredGroups(head.suites);
  if (groups.length === 0) return null;
  return {
    verdict: 'invalid',
    reason: {
      code: 'nothing_evaluated',
      errored: groups.reduce((n, g) => n + g.runs.length, 0),
      runs: runs.length,
      ...whoErrored(groups),
    },
  };
}

/**
 * fail: a suite regressed (a broken test regresses its suite). invalid: a suite's data cannot be
 * trusted (the caller decides whether that fails the check). pass: at least one suite was judged and
 * every suite is unchanged (its drops ruled out), improved or new without failing tests. inconclusive
 * otherwise: no baseline, a suite shows a possible regression, is underpowered, is undecided (no drop
 * shown, none ruled out), has no common test, was removed,
 * or is new or has new or changed tests that fail (listed as they are; no baseline can tell a regression); the check is neutral.
 */
function overallVerdict(
  suites: readonly SuiteComparison[],
  noBaseline: boolean,
): { verdict: Comparison['verdict']; reason: ComparisonReason } {
  const named = (verdict: SuiteComparison['verdict']): string[] => suites.filter((s) => s.verdict === verdict).map((s) => s.suite_id);
  const regressed = named('regressed');
  if (regressed.length > 0) {
    const broken = suites.flatMap((s) =>
      s.tests.filter((t) => t.broke === true).map((t) => ({ suite_id: s.suite_id, test_id: t.test_id })),
    );
    return { verdict: 'fail', reason: { code: 'suites_regressed', suites: regressed, broken } };
  }
  const invalid = named('invalid');
  if (invalid.length > 0) return { verdict: 'invalid', reason: { code: 'suites_invalid', suites: invalid } };
  if (noBaseline) return { verdict: 'inconclusive', reason: { code: 'no_baseline' } };
  const judged = suites.filter((s) => s.verdict === 'unchanged' || s.verdict === 'improved').length;
  const budget = suites.filter((s) => s.reasons.some((r) => r.code === 'budget')).map((s) => s.suite_id);
  const undecided = named('undecided');
  const open = {
    possible_regression: named('possible_regression'),
    underpowered: named('underpowered'),
    inconclusive: named('inconclusive').filter((id) => !budget.includes(id)),
    ...(undecided.length > 0 ? { undecided } : {}),
  };
  const notJudged =
    open.possible_regression.length + open.underpowered.length + open.inconclusive.length + undecided.length + budget.length;
  const removed = named('removed');
  const added = named('new').length;
  // A new suite cannot regress, but its failing tests have nothing to be compared with: never a pass.
  const newFailing = suites.filter((s) => s.verdict === 'new' && s.tests.some(failsOnHead)).map((s) => s.suite_id);
  // Nor can a test added to a compared suite (or whose spec changed) when it fails.
  const addedFailing = suites.filter((s) => s.verdict !== 'new' && s.tests.some(newTestFails)).map((s) => s.suite_id);
  if (judged > 0 && notJudged === 0 && removed.length === 0 && newFailing.length === 0 && addedFailing.length === 0) {
    return { verdict: 'pass', reason: { code: 'all_judged', judged, new: added } };
  }
  return {
    verdict: 'inconclusive',
    reason: {
      code: 'not_all_judged',
      judged,
      suites: suites.length,
      ...open,
      new: added,
      removed,
      ...(newFailing.length > 0 ? { new_failing: newFailing } : {}),
      ...(addedFailing.length > 0 ? { added_failing: addedFailing } : {}),
      ...(budget.length > 0 ? { budget } : {}),
    },
  };
}

/**
 * With min-pass-fails, a check that would pass or stay neutral fails when a test (not quarantined)
 * passed fewer runs than its min_pass on head. A regression or an invalid comparison says more and
 * keeps its verdict; the breaches are listed in the reports either way.
 */
function minPassRule(
  overall: { verdict: Comparison['verdict']; reason: ComparisonReason },
  suites: readonly SuiteComparison[],
  fails: boolean,
): { verdict: Comparison['verdict']; reason: ComparisonReason } {
  if (!fails || overall.verdict === 'fail' || overall.verdict === 'invalid') return overall;
  const tests = suites.flatMap((s) =>
    s.tests
      .filter((t) => t.min_pass?.breached === true && !t.quarantined && t.head !== null)
      .map((t) => ({
        suite_id: s.suite_id,
        test_id: t.test_id,
        passed: t.head!.passed,
        runs: t.head!.runs,
        min_passes: t.min_pass!.passes,
        min_runs: t.min_pass!.runs,
      })),
  );
  return tests.length === 0 ? overall : { verdict: 'fail', reason: { code: 'min_pass_breached', tests } };
}

/**
 * Headline numbers over all suites, each test weighted equally: each side's pass rate over its own
 * tests with scored runs, and the delta over the gating common tests of the suites that gate.
 */
function totals(base: Results | null, head: Results, check: CheckVerdicts): Comparison['totals'] {
  const rate = (results: Results | null): number | null => (results === null ? null : meanTestPassRate(results));
  const strata = check.suites.flatMap((s) => s.strata);
  const delta =
    strata.length === 0 ? null : strata.reduce((sum, s) => sum + s.headPassed / s.headRuns - s.basePassed / s.baseRuns, 0) / strata.length;
  return { base_pass_rate: rate(base), head_pass_rate: rate(head), delta };
}

function runDuration(results: Results): number | null {
  const ms = Date.parse(results.run.finished_at) - Date.parse(results.run.started_at);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** The head run's judge calibration, and the tests whose judge checks failed without gating; nothing when the run looked none up. */
function judgeCalibrationOf(head: Results): Pick<Comparison, 'judge_calibration'> {
  if (head.judge_calibration === undefined) return {};
  const suites = head.suites.map((s) => ({
    suite_id: s.suite_id,
    tests: s.tests.map((t) => ({ test_id: t.test_id, runs: t.runs.map((r) => ({ ungated: ungatedChecks(r) })) })),
  }));
  return { judge_calibration: { ...head.judge_calibration, ungated: ungatedTests(suites) } };
}
