// Latency and tokens as gated figures, the check's side: the headline and "Why:" of a check they
// failed or left undecided, the floor of too few tests, and why latency against a stored baseline is
// weak. The rows of the latency and tokens table are worded in performance.ts.
import type { ComparisonReason, ComparisonWarning, PerformanceChange, PerformanceFinding } from '../../compare/comparison-schema.ts';
import { level as levelText, plural, pValue } from '../../format.ts';

/** A ratio of head over base: 1.3127 -> "×1.31". */
export function ratioText(ratio: number | null): string {
  return ratio === null || !Number.isFinite(ratio) ? 'n/a' : `×${ratio.toFixed(2)}`;
}

/** A ratio's interval: [1.12, 1.52] -> "[×1.12, ×1.52]"; an unbounded end (too few tests) is "∞" or "×0". */
export function ratioIntervalText(ci: readonly [number, number] | null): string {
  if (ci === null) return '';
  const end = (x: number): string => (x === Infinity ? '∞' : x <= 0 ? '×0' : ratioText(x));
  return `[${end(ci[0])}, ${end(ci[1])}]`;
}

/** How the ratio and its interval were computed, as every report labels them. */
export const PERFORMANCE_METHOD_LABELS: Record<PerformanceChange['method'], string> = {
  'hodges-lehmann-wilcoxon-exact': 'Hodges-Lehmann over tests, exact Wilcoxon signed-rank',
  'hodges-lehmann-wilcoxon-normal': 'Hodges-Lehmann over tests, Wilcoxon signed-rank (normal approximation)',
};

export type PerformanceFigure = 'latency' | 'tokens';

/** "p90 latency" / "tokens per conversation". */
export function figureName(figure: PerformanceFigure, statistic: PerformanceChange['statistic']): string {
  return figure === 'latency' ? `${statistic} latency` : 'tokens per conversation';
}

/** Latency against a stored baseline: why it does not gate, and what does. */
export const STORED_BASELINE_LATENCY =
  "latency against a stored baseline is weak evidence: the base may have run on another machine or at another time, so its latency is reported and does not gate (latency-on-stored-baseline: gate makes it gate); run the base in the same job, interleaved with the head (the action's baseline-target-url, or agent-eval run --baseline-target), for a latency comparison that gates";

/** Latency against a stored baseline when the team asked it to gate all the same (latency-on-stored-baseline: gate). */
export const STORED_BASELINE_LATENCY_GATING =
  "latency against a stored baseline is weak evidence: the base may have run on another machine or at another time; it gates here because latency-on-stored-baseline is gate; run the base in the same job, interleaved with the head (the action's baseline-target-url, or agent-eval run --baseline-target), for a latency comparison that machine and hour cannot move";

/** One suite's change with its numbers: "checkout: p90 latency ×1.31 [×1.12, ×1.52] over 8 tests (Hodges-Lehmann ..., p (Holm) = 0.004)". */
function findingText(f: PerformanceFinding, figure: PerformanceFigure): string {
  const level = Math.round(f.level * 100);
  return `${f.suite_id}: ${figureName(figure, f.statistic)} ${ratioText(f.ratio)} (${level}% CI ${ratioIntervalText(f.ci)}) over ${plural(f.tests, 'test')}, at least the ${ratioText(f.threshold)} of fail-on-${figure}, p (Holm) = ${pValue(f.p_adjusted)}; ${PERFORMANCE_METHOD_LABELS[f.method]}`;
}

/** The "Why:" of a check failed by latency or tokens. */
export function performanceReasonText(reason: Extract<ComparisonReason, { code: 'latency_regression' | 'tokens_regression' }>): string {
  const latency = reason.code === 'latency_regression' ? reason.suites : [];
  const tokens = reason.code === 'latency_regression' ? (reason.tokens ?? []) : reason.suites;
  const parts = [
    latency.length > 0
      ? `latency went up significantly in ${plural(latency.length, 'suite')}: ${latency.map((f) => findingText(f, 'latency')).join('; ')}`
      : '',
    tokens.length > 0
      ? `tokens went up significantly in ${plural(tokens.length, 'suite')}: ${tokens.map((f) => findingText(f, 'tokens')).join('; ')}`
      : '',
  ].filter(Boolean);
  return `${parts.join('; and ')}; the check fails (no suite's pass rate regressed)`;
}

/** The headline of a check failed by latency or tokens alone. */
export function performanceHeadline(reason: Extract<ComparisonReason, { code: 'latency_regression' | 'tokens_regression' }>): string {
  const latency = reason.code === 'latency_regression' ? reason.suites.length : 0;
  const tokens = reason.code === 'latency_regression' ? (reason.tokens?.length ?? 0) : reason.suites.length;
  return [
    latency > 0 ? `Latency regression in ${plural(latency, 'suite')}` : '',
    tokens > 0 ? `Token regression in ${plural(tokens, 'suite')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The part of a neutral check's "Why:" that names the suites whose latency or tokens were not decided. */
export function performanceUndecidedText(latency: readonly string[], tokens: readonly string[]): string {
  const part = (ids: readonly string[], figure: PerformanceFigure): string =>
    ids.length === 0
      ? ''
      : `${figure} undecided in ${plural(ids.length, 'suite')} (${ids.join(', ')}): neither a rise of fail-on-${figure} shown nor ruled out (or no test has ${figure} on both sides)`;
  return [part(latency, 'latency'), part(tokens, 'tokens')].filter(Boolean).join('; ');
}

/** The headline's part for undecided figures: "latency undecided in 1 suite". */
export function performanceUndecidedHeadline(latency: readonly string[], tokens: readonly string[]): string {
  return [
    latency.length > 0 ? `latency undecided in ${plural(latency.length, 'suite')}` : '',
    tokens.length > 0 ? `tokens undecided in ${plural(tokens.length, 'suite')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Too few tests for the exact signed-rank test to reach the level: that figure cannot fail the check there. */
export function performanceFloorText(w: Extract<ComparisonWarning, { code: 'performance_floor' }>): string {
  const suites = w.suites.map((s) => `${s.suite_id} (${plural(s.tests, 'test')}, smallest p ${pValue(s.smallest_p)})`).join(', ');
  return `${w.figure === 'latency' ? 'latency' : 'tokens'} cannot fail the check in ${suites}: with that few tests the exact signed-rank test's smallest one-sided p, 2^-tests, is above α = ${levelText(w.level)}, so a slow-down there stays undecided; ${w.tests_needed} tests per suite could show one`;
}
