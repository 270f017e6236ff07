// What one side of a comparison used and cost: the agent's tokens as it reported them, the judge's
// and the user simulator's, kept apart, each priced with the price table. Over the suites the side
// ran itself: a suite carried over from an earlier baseline cost nothing in this run.
//
// Nothing is invented: an agent that reported no usage has agent null ("not reported", never 0), a
// run without a judge or a simulator has that part null ("—"), and a part with tokens of a model the
// table does not price has usd null and names the model.
import type { Results, SimulatorUsage, SuiteResult } from '../results/results-schema.ts';
import { costOf, priceOf, type PriceTable } from '../usage/prices.ts';
import { sumEntries, entriesOf, type ModelTokens } from '../usage/usage.ts';
import type { ComparisonCost, PartUsage, SideUsage, SuiteCost } from './comparison-schema.ts';

function part(entries: readonly ModelTokens[], prices: PriceTable): PartUsage {
  const sum = sumEntries(entries);
  const cost = costOf(entries, prices);
  return {
    calls: sum.calls,
    input_tokens: sum.input_tokens,
    output_tokens: sum.output_tokens,
    cached_tokens: sum.cached_tokens,
    usd: cost.usd,
    unpriced: cost.unpriced,
  };
}

/** The simulator records its tokens over all its models: priced when they all cost the same. */
function simulatorEntries(usage: SimulatorUsage, prices: PriceTable): ModelTokens[] {
  const models = [...new Set(usage.models)];
  const tokens = { calls: usage.calls, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens };
  const priced = models.map((m) => priceOf(prices, m));
  const first = priced[0];
  const same = first !== undefined && first !== null && priced.every((p) => p !== null && JSON.stringify(p) === JSON.stringify(first));
  if (models.length === 1 || same) return [{ model: models[0]!, ...tokens }];
  // Tokens of several models at different prices cannot be split: unpriced, naming the models.
  return [{ model: models.length > 0 ? `${models.join(' + ')} (tokens not split per model)` : null, ...tokens }];
}

/** One side's usage and cost. */
export function sideUsage(results: Results, prices: PriceTable): SideUsage {
  const agent: ModelTokens[] = [];
  const simulator: ModelTokens[] = [];
  let runs = 0;
  let turns = 0;
  let reported = 0;
  let ranSimulator = false;
  for (const suite of results.suites) {
    if (suite.carried_from !== undefined) continue;
    for (const test of suite.tests)
      for (const run of test.runs) {
        if (run.outcome === 'skipped' && run.turns.length === 0) continue;
        runs++;
        turns += run.turns.length;
        for (const turn of run.turns)
          if (turn.usage !== undefined) {
            reported++;
            agent.push(...entriesOf(turn.usage));
          }
        if (run.simulator_usage !== undefined) {
          ranSimulator = true;
          simulator.push(...simulatorEntries(run.simulator_usage, prices));
        }
      }
  }
  const judge = results.judge;
  const judgeEntries: ModelTokens[] =
    judge === undefined || !judge.configured
      ? []
      : (judge.by_model ?? [{ model: null, calls: judge.calls, input_tokens: judge.input_tokens, output_tokens: judge.output_tokens }]);
  const parts = {
    agent: reported > 0 ? part(agent, prices) : null,
    judge: judge !== undefined && judge.configured ? part(judgeEntries, prices) : null,
    simulator: ranSimulator ? part(simulator, prices) : null,
  };
  const present = [parts.agent, parts.judge, parts.simulator].filter((p): p is PartUsage => p !== null);
  const unpriced = [...new Set(present.flatMap((p) => p.unpriced))];
  return {
    runs,
    agent_requests: turns,
    agent_turns_reported: reported,
    ...parts,
    // Nothing reported at all: no total, rather than 0 tokens and $0.
    total: {
      tokens: present.length === 0 ? null : present.reduce((n, p) => n + p.input_tokens + p.output_tokens, 0),
      usd: present.length === 0 || unpriced.length > 0 ? null : present.reduce((n, p) => n + (p.usd ?? 0), 0),
      unpriced,
    },
  };
}

/** One suite's agent and simulator tokens and cost; null when nothing was reported (or it was carried over). */
export function suiteCost(suite: SuiteResult | undefined, prices: PriceTable): SuiteCost | null {
  if (suite === undefined || suite.carried_from !== undefined) return null;
  const entries: ModelTokens[] = [];
  for (const test of suite.tests)
    for (const run of test.runs) {
      for (const turn of run.turns) if (turn.usage !== undefined) entries.push(...entriesOf(turn.usage));
      if (run.simulator_usage !== undefined) entries.push(...simulatorEntries(run.simulator_usage, prices));
    }
  if (entries.length === 0) return null;
  const sum = sumEntries(entries);
  return { tokens: sum.input_tokens + sum.output_tokens, ...costOf(entries, prices) };
}

/** The usage and cost of both sides of a comparison, with the prices they were computed with. */
export function comparisonCost(base: Results | null, head: Results, prices: PriceTable): ComparisonCost {
  return {
    prices: { source: prices.source, built_in_date: prices.builtInDate, file: prices.file },
    base: base === null ? null : sideUsage(base, prices),
    head: sideUsage(head, prices),
    suites: suiteCosts(base, head, prices),
    ...(head.run.budget === undefined ? {} : { budget: head.run.budget }),
  };
}

/** Each suite of either side (head order, then the base's others) with its cost per side; suites with nothing reported on either side left out. */
function suiteCosts(base: Results | null, head: Results, prices: PriceTable): NonNullable<ComparisonCost['suites']> {
  const baseSuites = new Map((base?.suites ?? []).map((s) => [s.suite_id, s]));
  const ids = [...new Set([...head.suites.map((s) => s.suite_id), ...baseSuites.keys()])];
  const headSuites = new Map(head.suites.map((s) => [s.suite_id, s]));
  return ids
    .map((id) => ({ suite_id: id, base: suiteCost(baseSuites.get(id), prices), head: suiteCost(headSuites.get(id), prices) }))
    .filter((s) => s.base !== null || s.head !== null);
}
