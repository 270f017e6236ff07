// Base results vs head results -> comparison.json. The gate: a suite regresses when its one-sided
// p-value, Holm-adjusted over the suites that gate, is <= alpha AND its pass rate fell by at least
// minEffect (statistics design, section 8). Pure: the clock and the baseline facts come in options.
import type { Results, SuiteResult } from '../results/schema.ts';
import { holm } from '../stats/holm.ts';
import { countRuns, scoredRuns } from './test-changes.ts';
import { coverageOf, type TransitionSets } from './coverage.ts';
import { isExpired, matchesTest, quarantineLabel, type QuarantineEntry } from './quarantine.ts';
import { analyseSuite, settleVerdict, type Gate, type SuiteAnalysis, type SuiteSettings } from './suite.ts';
import { COMPARISON_SCHEMA, type Comparison, type SuiteComparison } from './schema.ts';
import { redactUrl } from '../url.ts';

export interface CompareOptions {
  /** One-sided family-wise significance level, Holm over the suites that gate. */
  alpha: number;
  /** Smallest drop in pass rate (0..1) that fails the check; 0 allowed. */
  minEffect: number;
  /** Mid-p instead of exact p-values: more sensitive, no longer guaranteed to stay within alpha. */
  midP?: boolean;
  /** A side whose errored runs exceed this fraction of its attempted runs makes the suite invalid. */
  erroredThreshold: number;
  quarantine: QuarantineEntry[];
  /** Decides which quarantine entries have expired. */
  now: Date;
  baseline: Comparison['baseline'];
}

/** The statistical defaults; the caller adds quarantine, now and baseline. */
export const DEFAULT_COMPARE_OPTIONS = {
  alpha: 0.025,
  minEffect: 0.05,
  midP: false,
  erroredThreshold: 0.2,
} as const satisfies Partial<CompareOptions>;

export function compareResults(base: Results | null, head: Results, options: CompareOptions): Comparison {
  const warnings: string[] = [];
  const inForce = options.quarantine.filter((e) => !isExpired(e, options.now));
  for (const entry of options.quarantine) {
    if (isExpired(entry, options.now)) {
      warnings.push(
        `quarantine entry for ${quarantineLabel(entry)} expired on ${entry.expires}: the test gates again; fix it or renew the entry (reason given: ${entry.reason})`,
      );
    } else if (!head.suites.some((s) => s.tests.some((t) => matchesTest(entry, s.suite_id, t.test_id)))) {
      warnings.push(`quarantine entry for ${quarantineLabel(entry)} matches no test in the head results: check the id`);
    }
  }
  for (const [side, results] of [
    ['base', base],
    ['head', head],
  ] as const) {
    if (results !== null && !results.run.complete) {
      warnings.push(
        `the ${side} run is incomplete${results.run.incomplete_reason === undefined ? '' : `: ${results.run.incomplete_reason}`}`,
      );
    }
  }

  const settings: SuiteSettings = {
    alpha: options.alpha,
    minEffect: options.minEffect,
    midP: options.midP ?? false,
    erroredThreshold: options.erroredThreshold,
    quarantine: inForce,
  };
  const analyses = pairSuites(base, head).map(([b, h]) => analyseSuite(b, h, settings));

  const family = analyses.filter((a): a is SuiteAnalysis & { gate: Gate } => a.gate !== null);
  const adjusted = holm(family.map((a) => a.gate.p));
  const adjustedImproved = holm(family.map((a) => a.gate.pImproved));
  family.forEach((a, i) => {
    settleVerdict(a, { p: adjusted[i] ?? 1, pImproved: adjustedImproved[i] ?? 1 }, family.length, settings);
  });

  const suites = analyses.map((a) => a.comparison);
  const overall = overallVerdict(suites, base === null);
  return {
    schema: COMPARISON_SCHEMA,
    verdict: overall.verdict,
    reason: overall.reason,
    alpha: options.alpha,
    min_effect: options.minEffect,
    baseline: options.baseline,
    // Redacted again: a results file written by an older version may hold the URL as typed.
    head: {
      commit: head.run.commit,
      target: redactUrl(head.run.target),
      repeats: head.run.repeats,
      ...(head.run.adaptive ? { adaptive: head.run.adaptive } : {}),
    },
    totals: totals(base, head, family),
    suites,
    coverage: coverageOf(analyses.map((a) => a.transitions).filter((t): t is TransitionSets => t !== null)),
    quarantine: options.quarantine.map((e) => ({
      test_id: quarantineLabel(e),
      reason: e.reason,
      expires: e.expires,
      expired: isExpired(e, options.now),
    })),
    warnings,
    duration_ms: runDuration(head),
  };
}

/** Head suites in head order, then suites only the base has. */
function pairSuites(base: Results | null, head: Results): [SuiteResult | undefined, SuiteResult | undefined][] {
  const baseSuites = new Map((base?.suites ?? []).map((s) => [s.suite_id, s]));
  const headIds = new Set(head.suites.map((s) => s.suite_id));
  return [
    ...head.suites.map((h): [SuiteResult | undefined, SuiteResult] => [baseSuites.get(h.suite_id), h]),
    ...[...baseSuites.values()].filter((b) => !headIds.has(b.suite_id)).map((b): [SuiteResult, undefined] => [b, undefined]),
  ];
}

/**
 * fail: a suite regressed. invalid: a suite's data cannot be trusted (the caller decides whether that
 * fails the check). inconclusive: no suite could be judged (no baseline, or every suite new, removed,
 * inconclusive or underpowered). pass otherwise: inconclusive and underpowered suites never fail.
 */
function overallVerdict(suites: readonly SuiteComparison[], noBaseline: boolean): { verdict: Comparison['verdict']; reason: string } {
  const named = (verdict: SuiteComparison['verdict']): string[] => suites.filter((s) => s.verdict === verdict).map((s) => s.suite_id);
  const list = (ids: string[]): string => `${ids.length} suite${ids.length === 1 ? '' : 's'} (${ids.join(', ')})`;
  const regressed = named('regressed');
  if (regressed.length > 0) return { verdict: 'fail', reason: `${list(regressed)} regressed` };
  const invalid = named('invalid');
  if (invalid.length > 0)
    return { verdict: 'invalid', reason: `${list(invalid)} invalid: the data cannot be trusted, see each suite's reason` };
  if (noBaseline) return { verdict: 'inconclusive', reason: 'no baseline to compare with: head results only' };
  const judged = suites.filter((s) => s.verdict === 'unchanged' || s.verdict === 'improved');
  if (judged.length === 0) return { verdict: 'inconclusive', reason: 'no suite had enough common tests and runs to be judged' };
  const weak = [...named('underpowered'), ...named('inconclusive')];
  return {
    verdict: 'pass',
    reason: `no suite regressed (${judged.length} judged${weak.length > 0 ? `; ${list(weak)} could not be judged` : ''})`,
  };
}

/**
 * Headline numbers over all suites, each test weighted equally: each side's pass rate over its own
 * tests with scored runs, and the delta over the gating common tests of the suites that gate.
 */
function totals(base: Results | null, head: Results, family: readonly { gate: Gate }[]): Comparison['totals'] {
  const rate = (results: Results | null): number | null => {
    if (results === null) return null;
    const fractions = results.suites
      .flatMap((s) => s.tests.map(countRuns))
      .filter((c) => scoredRuns(c) > 0)
      .map((c) => c.passed / scoredRuns(c));
    return fractions.length === 0 ? null : fractions.reduce((a, b) => a + b, 0) / fractions.length;
  };
  const strata = family.flatMap((a) => a.gate.strata);
  const delta =
    strata.length === 0 ? null : strata.reduce((sum, s) => sum + s.headPassed / s.headRuns - s.basePassed / s.baseRuns, 0) / strata.length;
  return { base_pass_rate: rate(base), head_pass_rate: rate(head), delta };
}

function runDuration(results: Results): number | null {
  const ms = Date.parse(results.run.finished_at) - Date.parse(results.run.started_at);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}
