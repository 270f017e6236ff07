// The spending budget and the estimate before a run: limits, spending, and what became of them.
import type { ComparisonCost } from '../../compare/comparison-schema.ts';
import { formatUsd, formatUsdPair, plural, tokens } from '../../format.ts';
import type { PartEstimate, RunEstimate } from '../../runner/estimate.ts';
import { costText } from './cost.ts';

// --- the estimate ---------------------------------------------------------------------------------

/** A part of an estimate: tokens and cost, or why there is none. */
function estimatePartText(part: PartEstimate | null, absent: string): string {
  return part === null ? absent : `${tokens(part.tokens)} tokens · ${costText(part)}`;
}

/** What `run --estimate` (and the action before its first call) prints: plain lines, labelled with their basis. */
export function estimateLines(e: RunEstimate, baseline: string): string[] {
  const fallback =
    e.agentFallbackRequests > 0
      ? ` (${plural(e.agentFallbackRequests, 'request')} at the suite's or the baseline's mean per turn: their test reported no usage there)`
      : '';
  return [
    `Estimate from the observed usage per turn and per run of ${baseline} (nothing was called):`,
    `  planned: ${plural(e.runs, 'run')}, ${plural(e.requests, 'agent request')} (at most: a flow that ends early sends fewer)`,
    `  agent: ${estimatePartText(e.agent, 'not reported by the agent in the baseline')}${e.agent === null ? '' : fallback}`,
    `  judge: ${estimatePartText(e.judge, '— (no judge tokens in the baseline)')}`,
    `  simulator: ${estimatePartText(e.simulator, '— (no simulator in the baseline)')}`,
    `  total: ${e.total.tokens === null ? 'nothing to estimate from' : `${tokens(e.total.tokens)} tokens · ${costText(e.total)}`}`,
  ];
}

/** The spending budget: its limits, what was spent, and whether it stopped runs, lowered repeats or could not be enforced. */
export function budgetText(b: NonNullable<ComparisonCost['budget']>): string {
  // The limit and the dollars spent with as many digits as tell them apart.
  const [limitUsd, spentUsd] =
    b.usd !== null && b.spent_usd !== null
      ? formatUsdPair(b.usd, b.spent_usd)
      : [b.usd === null ? '' : formatUsd(b.usd), b.spent_usd === null ? '' : formatUsd(b.spent_usd)];
  const limits = [limitUsd, b.tokens === null ? '' : `${tokens(b.tokens)} tokens`].filter(Boolean).join(' and ');
  const spent = `${tokens(b.spent_tokens)} tokens${spentUsd === '' ? '' : ` · ${spentUsd}`} spent`;
  const notes = [
    b.lowered
      ? `runs per test lowered from ${b.lowered.from} to ${b.lowered.to} before the run to fit the estimate (never below 6, the fewest at which one broken test can fail the check)`
      : '',
    b.reached ? 'reached: the runs not started are not run (budget) and their suites not compared' : 'not reached',
    b.usd !== null && !b.usd_enforced ? `the dollar budget is not enforced: ${costText({ usd: null, unpriced: b.unpriced })}` : '',
    b.runs_without_agent_usage > 0 ? `agent tokens of ${plural(b.runs_without_agent_usage, 'run')} not reported, so not counted` : '',
  ].filter(Boolean);
  return `Budget ${limits}: ${spent}; ${notes.join('; ')}.`;
}
