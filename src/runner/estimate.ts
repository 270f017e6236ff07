// What a planned run will cost, before any call: the planned runs and agent requests, and the tokens
// and dollars a stored baseline's observed usage predicts for them. Nothing is called.
//
// Agent tokens per turn are the baseline's mean per reported turn of the same test, else of the same
// suite, else of the whole baseline (per model, so prices apply); judge and simulator tokens are the
// baseline's per run. An agent that reported no usage in the baseline has no agent estimate ("not
// reported", never 0), and a model without a price makes the cost unpriced, naming it.
import type { Results } from '../results/results-schema.ts';
import { costOf, type PriceTable } from '../usage/prices.ts';
import { entriesOf, sumEntries, type ModelTokens } from '../usage/usage.ts';
import type { Job } from './plan.ts';
import { SIMULATION_DEFAULT_MAX_TURNS } from '../suite/suite-schema.ts';

export interface PartEstimate {
  tokens: number;
  usd: number | null;
  unpriced: string[];
}

export interface RunEstimate {
  runs: number;
  /** Agent requests: one per turn of each planned run (a flow that ends early sends fewer). */
  requests: number;
  /** Null: the baseline's agent reported no usage. */
  agent: PartEstimate | null;
  /** Requests whose tokens came from the suite's or the whole baseline's mean (their test has no reported usage there). */
  agentFallbackRequests: number;
  /** Null: no judge tokens in the baseline. */
  judge: PartEstimate | null;
  /** Null: no simulator ran in the baseline. */
  simulator: PartEstimate | null;
  total: { tokens: number | null; usd: number | null; unpriced: string[] };
}

/** Per-turn mean tokens per model, from the summed entries of `turns` turns. */
interface PerTurn {
  entries: ModelTokens[];
  turns: number;
}

function add(map: Map<string, PerTurn>, key: string, entries: readonly ModelTokens[]): void {
  const kept = map.get(key) ?? { entries: [], turns: 0 };
  kept.entries.push(...entries);
  kept.turns += 1;
  map.set(key, kept);
}

/** `times` × the per-unit mean of `entries` over `per` units, per model. */
function scaled(entries: readonly ModelTokens[], per: number, times: number): ModelTokens[] {
  return sumEntries(entries).by_model.map((m) => ({
    model: m.model,
    calls: Math.round((m.calls * times) / per),
    input_tokens: Math.round((m.input_tokens * times) / per),
    output_tokens: Math.round((m.output_tokens * times) / per),
    ...(m.cached_tokens === undefined ? {} : { cached_tokens: Math.round((m.cached_tokens * times) / per) }),
  }));
}

function part(entries: readonly ModelTokens[], prices: PriceTable): PartEstimate {
  const sum = sumEntries(entries);
  const cost = costOf(entries, prices);
  return { tokens: sum.input_tokens + sum.output_tokens, usd: cost.usd, unpriced: cost.unpriced };
}

const key = (suiteId: string, testId: string): string => `${suiteId}\u0000${testId}`;

/** The estimate of `jobs` from the usage observed in `baseline`. */
export function estimateRun(jobs: readonly Job[], baseline: Results, prices: PriceTable): RunEstimate {
  const byTest = new Map<string, PerTurn>();
  const bySuite = new Map<string, PerTurn>();
  const all: PerTurn = { entries: [], turns: 0 };
  let baseRuns = 0;
  const simulator: ModelTokens[] = [];
  let simulated = false;
  for (const suite of baseline.suites)
    for (const test of suite.tests)
      for (const run of test.runs) {
        if (run.turns.length > 0) baseRuns += 1;
        if (run.simulator_usage !== undefined) {
          simulated = true;
          const u = run.simulator_usage;
          simulator.push({
            model: u.models.length === 1 ? u.models[0]! : null,
            calls: u.calls,
            input_tokens: u.input_tokens,
            output_tokens: u.output_tokens,
          });
        }
        for (const turn of run.turns) {
          if (turn.usage === undefined) continue;
          const entries = entriesOf(turn.usage);
          add(byTest, key(suite.suite_id, test.test_id), entries);
          add(bySuite, suite.suite_id, entries);
          all.entries.push(...entries);
          all.turns += 1;
        }
      }

  const requests = jobs.reduce((n, job) => n + agentTurns(job), 0);
  // Requests per test, then the tokens of each test's requests from the closest mean there is.
  const perTest = new Map<string, { suiteId: string; requests: number }>();
  for (const job of jobs) {
    const k = key(job.suite.suite_id, job.test.test_id);
    const kept = perTest.get(k) ?? { suiteId: job.suite.suite_id, requests: 0 };
    kept.requests += agentTurns(job);
    perTest.set(k, kept);
  }
  const agent: ModelTokens[] = [];
  let fallback = 0;
  if (all.turns > 0) {
    for (const [k, { suiteId, requests: n }] of perTest) {
      const own = byTest.get(k);
      const basis = own ?? bySuite.get(suiteId) ?? all;
      if (own === undefined) fallback += n;
      agent.push(...scaled(basis.entries, basis.turns, n));
    }
  }
  const judgeUsage = baseline.judge;
  const judgeEntries: ModelTokens[] =
    judgeUsage === undefined || judgeUsage.input_tokens + judgeUsage.output_tokens === 0
      ? []
      : (judgeUsage.by_model ?? [
          { model: null, calls: judgeUsage.calls, input_tokens: judgeUsage.input_tokens, output_tokens: judgeUsage.output_tokens },
        ]);
  const runs = jobs.length;
  const parts = {
    agent: all.turns > 0 ? part(agent, prices) : null,
    judge: judgeEntries.length > 0 && baseRuns > 0 ? part(scaled(judgeEntries, baseRuns, runs), prices) : null,
    simulator: simulated && baseRuns > 0 ? part(scaled(simulator, baseRuns, runs), prices) : null,
  };
  const present = [parts.agent, parts.judge, parts.simulator].filter((p): p is PartEstimate => p !== null);
  const unpriced = [...new Set(present.flatMap((p) => p.unpriced))];
  return {
    runs,
    requests,
    ...parts,
    agentFallbackRequests: parts.agent === null ? 0 : fallback,
    total: {
      tokens: present.length === 0 ? null : present.reduce((n, p) => n + p.tokens, 0),
      usd: present.length === 0 || unpriced.length > 0 ? null : present.reduce((n, p) => n + (p.usd ?? 0), 0),
      unpriced,
    },
  };
}

/**
 * The fewest runs per test at which one broken test (every run passed on the base, every run fails
 * on the pull request) can fail the check on its own: 6/6 -> 0/6 has p = 1/924
 * (docs/statistics.md#how-many-runs-per-test). A budget never lowers repeats below it.
 */
export const BUDGET_MIN_REPEATS = 6;

/** Repeats lowered so the estimate fits the budget: from the plan's most runs per test, to at least BUDGET_MIN_REPEATS. */
export interface Lowering {
  from: number;
  to: number;
  /** The estimate of the plan as it was. */
  estimate: RunEstimate;
}

/**
 * Null when the estimate fits the limits (or cannot be compared with them); else the repeats that
 * would fit, never below BUDGET_MIN_REPEATS (`to` equals `from` when the plan is at the minimum).
 */
export function lowerRepeats(
  jobs: readonly Job[],
  estimate: RunEstimate,
  limits: { usd: number | null; tokens: number | null },
): Lowering | null {
  const ratios = [
    limits.usd !== null && estimate.total.usd !== null && estimate.total.usd > 0 ? limits.usd / estimate.total.usd : null,
    limits.tokens !== null && estimate.total.tokens !== null && estimate.total.tokens > 0 ? limits.tokens / estimate.total.tokens : null,
  ].filter((r): r is number => r !== null);
  if (ratios.length === 0) return null;
  const ratio = Math.min(...ratios);
  if (ratio >= 1) return null;
  const from = jobs.reduce((n, job) => Math.max(n, job.repeat + 1), 0);
  return { from, to: Math.min(from, Math.max(BUDGET_MIN_REPEATS, Math.floor(from * ratio))), estimate };
}

/** Agent requests a test plans: its turns, or a simulated test's turn cap (the most it can take). */
function agentTurns(job: Job): number {
  return job.test.turns?.length ?? job.test.simulation?.max_turns ?? job.suite.defaults?.max_turns ?? SIMULATION_DEFAULT_MAX_TURNS;
}
