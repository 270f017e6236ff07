// Latency and tokens as gated figures (docs/statistics.md, "Latency and tokens as gated figures").
// Pure: the results of both sides in, each suite's `performance` block and what it asks of the check out.
//
// Per suite and side: the median and p90 (quantile type 7) of per-turn latency over the completed
// turns of scored runs (a turn that errored has no latency), and the median agent tokens (input +
// output) per scored run that reported usage. The change, base -> head: per test with data on both
// sides, the log of head's statistic over base's (the test's turns' p90 or median; its median tokens
// per run), then the Hodges-Lehmann location of those logs with the Wilcoxon signed-rank interval and
// one-sided p (stats/shift.ts). The test is the unit: its runs share a spec, a deployment and often a
// cache, so they are not independent, and pooling turns would count one slow test many times.
//
// The gate, per figure with a threshold: the suites gated on it form one Holm family at the check's
// one-sided alpha; a suite is `slower` when its adjusted p is at or below alpha and its ratio is at
// least the threshold (fails the check), `ruled_out` when the upper end of its 1 - 2 alpha interval is
// below the threshold and it is not significantly higher, `undecided` otherwise (never ✅). Latency
// against a stored baseline was measured on another machine or at another time: it is reported as
// weak and gates only when asked to (latency-on-stored-baseline: gate). Tokens do not depend on the
// machine and gate either way.
import type { RunRecord, SuiteResult, TestResult } from '../results/results-schema.ts';
import { quantile, signedRankShift } from '../stats/shift.ts';
import { holm } from '../stats/holm.ts';
import { atOrBelow } from '../stats/significance.ts';
import type {
  Comparison,
  ComparisonWarning,
  PerformanceChange,
  PerformanceFinding,
  SidePerformance,
  SuitePerformance,
} from './comparison-schema.ts';

export type LatencyStatistic = 'p90' | 'median';
export type PerformanceFigure = 'latency' | 'tokens';

export interface PerformanceSettings {
  /** fail-on-latency: the ratio of the statistic that fails the check; null: latency reported only. */
  failOnLatency: { ratio: number; statistic: LatencyStatistic } | null;
  /** fail-on-tokens: the ratio of tokens per conversation that fails the check; null: reported only. */
  failOnTokens: number | null;
  /** latency-on-stored-baseline: whether latency against a stored (not fresh) baseline gates. */
  latencyOnStoredBaseline: 'report' | 'gate';
  /** The check's one-sided alpha: each figure's Holm family is held to it. */
  alpha: number;
}

export const DEFAULT_PERFORMANCE_SETTINGS = {
  failOnLatency: null,
  failOnTokens: null,
  latencyOnStoredBaseline: 'report',
} as const satisfies Omit<PerformanceSettings, 'alpha'>;

/** What fail-on-latency accepts. */
export const FAIL_ON_LATENCY_RULE = 'a ratio greater than 1 such as 1.2 (at p90), or p90:RATIO or median:RATIO';

/** fail-on-latency's text: `1.2` (p90), `p90:1.2` or `median:1.3`; undefined when not one of those. */
export function parseFailOnLatency(text: string): { ratio: number; statistic: LatencyStatistic } | undefined {
  const match = /^\s*(?:(p90|median)\s*:\s*)?([0-9]*\.?[0-9]+)\s*$/.exec(text);
  if (match === null) return undefined;
  const ratio = parseRatio(match[2]!);
  return ratio === undefined ? undefined : { ratio, statistic: (match[1] ?? 'p90') as LatencyStatistic };
}

/** A threshold ratio: a plain number above 1 (a ratio of 1 or less would fail an unchanged PR) and at most 1000. */
export function parseRatio(text: string): number | undefined {
  const t = text.trim();
  if (!/^[0-9]*\.?[0-9]+$/.test(t)) return undefined;
  const n = Number(t);
  return n > 1 && n <= 1000 ? n : undefined;
}

/** One suite as the comparison paired it: its two sides and the tests whose figures may be compared. */
export interface PerformanceSuite {
  suiteId: string;
  base: SuiteResult | undefined;
  head: SuiteResult | undefined;
  /** Test ids compared: the same id and spec on both sides, not quarantined. */
  comparable: ReadonlySet<string>;
  /** A captured draft: its figures are reported, never gated. */
  draft: boolean;
}

export interface PerformanceOutcome {
  /** Per suite id, in the order given. */
  suites: Map<string, SuitePerformance>;
  /** Suites whose figure fails the check (verdict slower), in the order given. */
  slower: Record<PerformanceFigure, PerformanceFinding[]>;
  /** Suites whose gated figure was not decided: they keep the check from ✅. */
  undecided: Record<PerformanceFigure, string[]>;
  /** Gated suites too small for the exact test to reach alpha (performance_floor); fail-on-latency not gating on a stored baseline. */
  warnings: Extract<ComparisonWarning, { code: 'performance_floor' | 'latency_stored_baseline' }>[];
  /** comparison.performance. */
  settings: NonNullable<Comparison['performance']>;
}

const isScored = (run: RunRecord): boolean => run.outcome === 'passed' || run.outcome === 'failed';

/** Latencies of the completed turns of a test's (or suite's) scored runs, and how many turns errored. */
function turnLatencies(tests: readonly TestResult[]): { latencies: number[]; errored: number } {
  const latencies: number[] = [];
  let errored = 0;
  for (const t of tests)
    for (const run of t.runs) {
      if (!isScored(run)) continue;
      for (const turn of run.turns) {
        if (turn.error === undefined) latencies.push(turn.latency_ms);
        else errored++;
      }
    }
  return { latencies, errored };
}

/** The agent tokens (input + output) of each scored run that reported usage on some turn. */
function runTokens(tests: readonly TestResult[]): { tokens: number[]; runs: number } {
  const tokens: number[] = [];
  let runs = 0;
  for (const t of tests)
    for (const run of t.runs) {
      if (!isScored(run)) continue;
      runs++;
      let sum = 0;
      let reported = false;
      for (const turn of run.turns) {
        if (turn.usage === undefined) continue;
        reported = true;
        sum += turn.usage.input_tokens + turn.usage.output_tokens;
      }
      if (reported) tokens.push(sum);
    }
  return { tokens, runs };
}

const orNull = (values: readonly number[], p: number): number | null => (values.length === 0 ? null : quantile(values, p));

/** One side's figures over all its tests. */
export function sidePerformance(suite: SuiteResult): SidePerformance {
  const { latencies, errored } = turnLatencies(suite.tests);
  const { tokens, runs } = runTokens(suite.tests);
  return {
    turns: latencies.length,
    errored_turns: errored,
    median_ms: orNull(latencies, 0.5),
    p90_ms: orNull(latencies, 0.9),
    conversations: runs,
    conversations_with_tokens: tokens.length,
    tokens_per_conversation: orNull(tokens, 0.5),
  };
}

/** A test's statistic of a figure on one side; null without data (or 0, which has no log). */
function testStatistic(test: TestResult, figure: PerformanceFigure, statistic: LatencyStatistic): number | null {
  const values = figure === 'latency' ? turnLatencies([test]).latencies : runTokens([test]).tokens;
  const value = orNull(values, figure === 'latency' && statistic === 'p90' ? 0.9 : 0.5);
  return value !== null && value > 0 && Number.isFinite(value) ? value : null;
}

/** Per comparable test with data on both sides: log(head / base) of its statistic. */
function logRatios(s: PerformanceSuite, figure: PerformanceFigure, statistic: LatencyStatistic): number[] {
  if (s.base === undefined || s.head === undefined) return [];
  // By id, the last entry of a repeated id, as the comparison takes it.
  const baseTests = new Map(s.base.tests.map((t) => [t.test_id, t]));
  const headTests = new Map(s.head.tests.map((t) => [t.test_id, t]));
  const out: number[] = [];
  for (const [id, h] of headTests) {
    const b = baseTests.get(id);
    if (b === undefined || !s.comparable.has(id)) continue;
    const head = testStatistic(h, figure, statistic);
    const base = testStatistic(b, figure, statistic);
    if (head !== null && base !== null) out.push(Math.log(head / base));
  }
  return out;
}

/** The change of one figure before the gate: ratio, interval and p; verdict filled in by the family. */
function change(logs: readonly number[], statistic: LatencyStatistic, threshold: number | null, alpha: number): PerformanceChange {
  const level = 1 - 2 * alpha;
  const shift = signedRankShift(logs, level);
  const method = shift?.method === 'wilcoxon-exact' ? 'hodges-lehmann-wilcoxon-exact' : 'hodges-lehmann-wilcoxon-normal';
  if (shift === null) {
    return { statistic, tests: 0, ratio: null, ci: null, level, p_slower: null, method, threshold, verdict: 'not_gated' };
  }
  return {
    statistic,
    tests: logs.length,
    ratio: Math.exp(shift.estimate),
    ci: [Math.exp(shift.low), Math.exp(shift.high)],
    // The level the interval has: below the one asked for when too few tests allow it. When no test
    // changed at all (token counts of a deterministic agent) the signed-rank test has no sign to
    // count; the observed ratio is exactly 1 in every test, taken at the asked level once the tests
    // are as many as a rise could have been shown with.
    level: shift.zeros === shift.n ? (shift.n >= testsToReach(alpha) ? level : 0) : shift.achieved_level,
    p_slower: shift.p_greater,
    method,
    threshold,
    verdict: 'not_gated',
  };
}

/** The smallest one-sided p the exact signed-rank test reaches over n tests: every test higher on head. */
export function smallestSignedRankP(tests: number): number {
  return 2 ** -tests;
}

/** The fewest tests at which the exact signed-rank test can reach alpha. */
export function testsToReach(alpha: number): number {
  let n = 1;
  while (!atOrBelow(smallestSignedRankP(n), alpha)) n++;
  return n;
}

/** Each suite's figures, their changes, and the verdicts of the figures that gate. */
export function comparePerformance(
  suites: readonly PerformanceSuite[],
  settings: PerformanceSettings,
  baseline: Comparison['baseline'],
): PerformanceOutcome {
  const level = 1 - 2 * settings.alpha;
  const stored = baseline.source !== 'fresh';
  const latencyGates = !stored || settings.latencyOnStoredBaseline === 'gate';
  const statistic = settings.failOnLatency?.statistic ?? 'p90';
  const thresholds: Record<PerformanceFigure, number | null> = {
    latency: settings.failOnLatency?.ratio ?? null,
    tokens: settings.failOnTokens,
  };

  const blocks = new Map<string, SuitePerformance>();
  for (const s of suites) {
    const paired = s.base !== undefined && s.head !== undefined;
    const latency = paired ? change(logRatios(s, 'latency', statistic), statistic, thresholds.latency, settings.alpha) : null;
    const tokens = paired ? change(logRatios(s, 'tokens', statistic), 'median', thresholds.tokens, settings.alpha) : null;
    if (latency !== null && stored) latency.weak = 'stored_baseline';
    blocks.set(s.suiteId, {
      base: s.base === undefined ? null : sidePerformance(s.base),
      head: s.head === undefined ? null : sidePerformance(s.head),
      latency,
      tokens,
    });
  }

  const slower: PerformanceOutcome['slower'] = { latency: [], tokens: [] };
  const undecided: PerformanceOutcome['undecided'] = { latency: [], tokens: [] };
  const warnings: PerformanceOutcome['warnings'] = [];
  // No baseline at all: nothing is compared, so nothing to warn about.
  if (thresholds.latency !== null && !latencyGates && (baseline.source === 'branch' || baseline.source === 'file')) {
    warnings.push({ code: 'latency_stored_baseline', source: baseline.source });
  }
  for (const figure of ['latency', 'tokens'] as const) {
    const threshold = thresholds[figure];
    if (threshold === null || (figure === 'latency' && !latencyGates)) continue;
    // The family is fixed by which suites have data on both sides, before any ratio is looked at.
    const gated = suites
      .filter((s) => !s.draft)
      .map((s) => ({ id: s.suiteId, c: blocks.get(s.suiteId)?.[figure] ?? null }))
      .filter((g): g is { id: string; c: PerformanceChange } => g.c !== null);
    const tested = gated.filter((g) => g.c.p_slower !== null);
    const adjusted = holm(tested.map((g) => g.c.p_slower!));
    tested.forEach((g, i) => (g.c.p_adjusted = adjusted[i]!));
    for (const { id, c } of gated) {
      c.verdict = figureVerdict(c, threshold, settings.alpha, level);
      if (c.verdict === 'undecided') undecided[figure].push(id);
      if (c.verdict === 'slower') slower[figure].push(finding(id, c, threshold));
    }
    const floor = tested.filter((g) => !atOrBelow(smallestSignedRankP(g.c.tests), settings.alpha));
    if (floor.length > 0) {
      warnings.push({
        code: 'performance_floor',
        figure,
        suites: floor.map((g) => ({ suite_id: g.id, tests: g.c.tests, smallest_p: smallestSignedRankP(g.c.tests) })),
        level: settings.alpha,
        tests_needed: testsToReach(settings.alpha),
      });
    }
  }

  return {
    suites: blocks,
    slower,
    undecided,
    warnings,
    settings: {
      fail_on_latency: settings.failOnLatency,
      fail_on_tokens: settings.failOnTokens,
      latency_gates: latencyGates,
      alpha: settings.alpha,
      latency_on_stored_baseline: settings.latencyOnStoredBaseline,
      quantile: 'type-7',
    },
  };
}

/**
 * slower: significant (Holm) and at least the threshold. ruled_out: the interval, at the level asked
 * for, ends below the threshold and the rise is not significant. Anything else is undecided: no
 * data, too few tests for the interval, a significant rise below the threshold, or an interval that
 * reaches it.
 */
function figureVerdict(c: PerformanceChange, threshold: number, alpha: number, level: number): PerformanceChange['verdict'] {
  if (c.ratio === null || c.ci === null || c.p_adjusted === null || c.p_adjusted === undefined) return 'undecided';
  const significant = atOrBelow(c.p_adjusted, alpha);
  if (significant && c.ratio >= threshold) return 'slower';
  if (!significant && c.ci[1] < threshold && c.level >= level - 1e-9) return 'ruled_out';
  return 'undecided';
}

function finding(suiteId: string, c: PerformanceChange, threshold: number): PerformanceFinding {
  return {
    suite_id: suiteId,
    statistic: c.statistic,
    ratio: c.ratio!,
    ci: c.ci!,
    level: c.level,
    p_slower: c.p_slower!,
    p_adjusted: c.p_adjusted!,
    threshold,
    tests: c.tests,
    method: c.method,
  };
}
