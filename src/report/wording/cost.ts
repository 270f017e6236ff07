// What each side used and cost: agent, judge and simulator, per suite and per run, and where the prices came from.
import type { ComparisonCost, PartUsage, SideUsage } from '../../compare/comparison-schema.ts';
import { formatUsd, plural, tokens } from '../../format.ts';
import type { PanelStabilityRecord } from '../../results/results-schema.ts';

// --- cost ----------------------------------------------------------------------------------------

/** The cost of a part or a total: dollars, or "unpriced" naming each model without a price. */
export function costText(cost: { usd: number | null; unpriced: readonly string[] }): string {
  if (cost.unpriced.length > 0) return `unpriced (${cost.unpriced.map((m) => (m === 'model not reported' ? m : `model ${m}`)).join(', ')})`;
  return cost.usd === null ? 'n/a' : formatUsd(cost.usd);
}

/** One part of a side (agent, judge or simulator): calls, tokens and cost; null is absent. */
export function usagePartText(part: PartUsage | null, absent: string, calls = 'call'): string {
  if (part === null) return absent;
  const cached = part.cached_tokens > 0 ? ` (${tokens(part.cached_tokens)} cached)` : '';
  return `${plural(part.calls, calls)} · ${tokens(part.input_tokens)} in / ${tokens(part.output_tokens)} out${cached} · ${costText(part)}`;
}

/** The agent's part: requests sent, then what it reported (or that it reported nothing). */
export function agentUsageText(side: SideUsage): string {
  const requests = plural(side.agent_requests, 'request');
  if (side.agent === null) return `${requests} · tokens not reported`;
  const partly =
    side.agent_turns_reported < side.agent_requests ? ` (reported on ${side.agent_turns_reported} of ${side.agent_requests} turns)` : '';
  return `${requests} · ${usagePartText(side.agent, '', 'model call')}${partly}`;
}

/** A side's total over the parts present. */
export function usageTotalText(side: SideUsage): string {
  if (side.total.tokens === null) return 'nothing reported';
  const missing = side.agent === null ? ' (agent tokens not reported)' : '';
  return `${tokens(side.total.tokens)} tokens · ${costText(side.total)}${missing}`;
}

/** A suite's agent and simulator tokens and cost on one side; "—" when nothing was reported. */
export function suiteCostText(cost: { tokens: number; usd: number | null; unpriced: readonly string[] } | null): string {
  return cost === null ? '—' : `${tokens(cost.tokens)} tokens · ${costText(cost)}`;
}

/** Shown instead of a part that did not run. */
export const USAGE_ABSENT = { judge: '— (no judge)', simulator: '— (no simulator model called)' } as const;

/**
 * The agent per run, base → PR: dollars when both sides are priced, else tokens; the relative change
 * (null when a side reported nothing or ran nothing).
 */
export function agentPerRunChange(base: SideUsage, head: SideUsage): { base: string; head: string; change: string } | null {
  if (base.agent === null || head.agent === null || base.runs === 0 || head.runs === 0) return null;
  const priced = base.agent.usd !== null && head.agent.usd !== null;
  const per = (side: SideUsage & { agent: PartUsage }): number =>
    (priced ? (side.agent.usd ?? 0) : side.agent.input_tokens + side.agent.output_tokens) / side.runs;
  const b = per(base as SideUsage & { agent: PartUsage });
  const h = per(head as SideUsage & { agent: PartUsage });
  const show = (n: number): string => (priced ? formatUsd(n) : `${tokens(n)} tokens`);
  const rounded = b === 0 ? 0 : Math.round(((h - b) / b) * 100);
  const change =
    b === 0 ? (h === 0 ? 'no change' : 'new cost') : rounded === 0 ? 'no change' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
  return { base: show(b), head: show(h), change };
}

/** Where the prices came from, and how the cost is computed. */
export function pricesText(prices: ComparisonCost['prices']): string {
  const table =
    prices.source === 'file' && prices.file !== null
      ? `${prices.file} over the built-in prices of ${prices.built_in_date}`
      : `the built-in prices of ${prices.built_in_date} (override them with --prices or the prices input)`;
  return `Tokens as reported by the agent and by the judge's and simulator's model servers; cost = tokens × USD per million tokens from ${table}.`;
}

// --- the judge of a run --------------------------------------------------------------------------

/** What a run's judge did (`results.json`'s `judge`), as the reports say it after "Judge:". */
export interface JudgeUsage {
  configured: boolean;
  calls: number;
  cache_hits: number;
  cache_misses: number;
  input_tokens: number;
  output_tokens: number;
  skipped: number;
  unscored: number;
  /** Each judge panel's stability (wording/judge-panel.ts); absent: no panel. */
  panels?: readonly PanelStabilityRecord[] | undefined;
}

/**
 * "3 calls · cache 1 hit / 2 misses · 1.2k input + 300 output tokens · ≈ $0.01": the judge's calls,
 * cache and tokens; its cost estimated from `prices` (USD per million tokens) when given.
 */
export function judgeUsageText(j: JudgeUsage, prices?: { input: number; output: number }): string {
  if (!j.configured)
    return `not configured${j.skipped > 0 ? `; ${plural(j.skipped, 'judged check')} skipped and counted as not passed` : ''}`;
  const parts = [
    plural(j.calls, 'call'),
    `cache ${j.cache_hits} hit${j.cache_hits === 1 ? '' : 's'} / ${j.cache_misses} miss${j.cache_misses === 1 ? '' : 'es'}`,
    `${tokens(j.input_tokens)} input + ${tokens(j.output_tokens)} output tokens`,
  ];
  if (prices) parts.push(`≈ ${formatUsd((j.input_tokens * prices.input + j.output_tokens * prices.output) / 1_000_000)}`);
  if (j.skipped > 0) parts.push(`${j.skipped} skipped`);
  if (j.unscored > 0) parts.push(`${j.unscored} could not be scored (JUDGE_ERROR: their runs are errored, never passed)`);
  return parts.join(' · ');
}
