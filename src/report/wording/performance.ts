// Latency and tokens, the rows of every report: each suite's figures per side (median and p90 of
// per-turn latency, tokens per conversation), the base → PR change as a ratio with its interval and
// method, and its verdict word. The check's headline, its "Why:" and the floor warning are worded in
// performance-gate.ts, whose ratio and method words these rows share.
import type { PerformanceChange } from '../../compare/comparison-schema.ts';
import { milliseconds, plural, pValue, tokens as tokenCount } from '../../format.ts';
import { PERFORMANCE_METHOD_LABELS, ratioIntervalText, ratioText, type PerformanceFigure } from './performance-gate.ts';

/** The verdict words of a latency or tokens change. Never ✅ beside a significant rise: that is undecided (⚠️). */
export const PERFORMANCE_VERDICT_LABELS: Record<PerformanceChange['verdict'], { emoji: string; label: string }> = {
  slower: { emoji: '❌', label: 'regressed' },
  undecided: { emoji: '⚠️', label: 'undecided' },
  ruled_out: { emoji: '✅', label: 'rise ruled out' },
  not_gated: { emoji: '', label: 'not gated' },
};

/** The section's heading in every report. */
export const PERFORMANCE_HEADING = 'Latency and tokens';

const levelText = (level: number): string => `${Number((level * 100).toFixed(1))}%`;

/**
 * "×1.31 [×1.18, ×1.45]": a change's ratio with its interval; "n/a" without one. An interval whose
 * level is below the table's `nominal` (too few tests, or none changed) says its own: "(60% interval)".
 */
export function ratioCellText(change: Pick<PerformanceChange, 'ratio' | 'ci' | 'level'>, nominal: number): string {
  if (change.ratio === null) return 'n/a';
  const below = change.ci !== null && change.level < nominal - 1e-9 ? ` (${levelText(change.level)} interval)` : '';
  return `${`${ratioText(change.ratio)} ${ratioIntervalText(change.ci)}`.trim()}${below}`;
}

/** "95% CI": the heading of a table's ratio column, at the check's two-sided level. */
export const intervalHeading = (nominal: number): string => `${levelText(nominal)} CI`;

/** The method of a change, named once under each table. */
export function performanceMethodText(change: Pick<PerformanceChange, 'method'>): string {
  return PERFORMANCE_METHOD_LABELS[change.method];
}

/** What a ratio is, said under each table after its method. */
export const RATIO_DEFINITION =
  "PR over base of each test's statistic (each test one unit, as its runs are not independent), the estimate and interval back on the ratio scale";

/** Per-turn latency: "120 ms", "1.24 s"; "n/a" without an answered turn. */
export const latencyText = (ms: number | null): string => milliseconds(ms);

/** Tokens per conversation: "1234", "12.3k"; "n/a" when no run reported usage. */
export const tokensPerConversationText = (n: number | null): string => tokenCount(n);

/** Next to a latency change against a stored baseline, in a cell or a terminal line (STORED_BASELINE_LATENCY says why). */
export const WEAK_LATENCY_NOTE = 'weak: stored baseline';

/** What a side's latency is over, and how its median and p90 are taken. */
export function sideLatencyMethodText(quantile: 'type-7' | undefined): string {
  return `Latency: per turn, over the answered turns of the scored runs${quantile === 'type-7' ? ', median (p50) and p90 by quantile type 7' : ''}. Tokens: the agent's input + output per conversation, the median over the runs that reported them`;
}

/** "Ratio: <method>, 95% intervals; …": the method of a table's ratios and their level, named once. */
export function ratioMethodNote(method: string, nominal: number): string {
  return `Ratio: ${method}, ${levelText(nominal)} intervals; ${RATIO_DEFINITION}`;
}

/** Why a suite's figure got its verdict, in one clause: its numbers, and what the limit makes of them. */
export function performanceRowReasonText(figure: PerformanceFigure, change: PerformanceChange, alpha: number): string {
  const limit = change.threshold === null ? '' : ratioText(change.threshold);
  const setting = `fail-on-${figure}`;
  const rise = figure === 'latency' ? 'slow-down' : 'rise';
  const adjusted = change.p_adjusted == null ? '' : `, p (Holm) = ${pValue(change.p_adjusted)}`;
  const p = change.p_slower === null ? '' : `one-sided p = ${pValue(change.p_slower)}${adjusted}`;
  const over = `over ${plural(change.tests, 'test')}${p ? `, ${p}` : ''}`;
  switch (change.verdict) {
    case 'slower':
      return `${over}: a significant ${rise} of at least ${limit} (${setting}), which fails the check`;
    case 'ruled_out':
      return `${over}: the upper bound is below ${limit} (${setting}), so a ${rise} of ${limit} is ruled out`;
    case 'undecided':
      if (change.ratio === null) return `no test has data on both sides: a ${rise} of ${limit} (${setting}) is neither shown nor ruled out`;
      return change.p_adjusted != null && change.p_adjusted <= alpha
        ? `${over}: a significant ${rise}, not shown to reach ${limit} (${setting}) and not ruled out either`
        : `${over}: a ${rise} of ${limit} (${setting}) is neither shown nor ruled out`;
    case 'not_gated':
      if (change.weak === 'stored_baseline') return `${over}: reported, not gating (${WEAK_LATENCY_NOTE})`;
      return change.threshold === null ? `${over}: reported, not gating (${setting} not set)` : `${over}: reported, not gating`;
  }
}

/** What each figure is called in a table row. */
export const FIGURE_LABELS: Record<PerformanceFigure, string> = { latency: 'Latency per turn', tokens: 'Tokens per conversation' };

/** Beside a figure whose tests are too few for the signed-rank test to reach the level (the performance_floor warning says more). */
export function floorNoteText(floor: { tests: number; smallest_p: number }): string {
  return `cannot fail the check: ${plural(floor.tests, 'test')}, smallest p ${pValue(floor.smallest_p)}`;
}
