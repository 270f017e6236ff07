import { describe, expect, it } from 'vitest';
import { comparisonCost, sideUsage } from '../../src/compare/cost.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { priceTable } from '../../src/usage/prices.ts';
import { results, suite, test } from '../helpers/results.ts';

const prices = priceTable({ agent: { input: 1, output: 2 }, judge: { input: 10, output: 20 }, sim: { input: 100, output: 100 } });

/** Every turn of every run reports `usage`. */
function withUsage(
  r: Results,
  usage: NonNullable<Results['suites'][number]['tests'][number]['runs'][number]['turns'][number]['usage']>,
): Results {
  for (const s of r.suites) for (const t of s.tests) for (const run of t.runs) for (const turn of run.turns) turn.usage = usage;
  return r;
}

describe('sideUsage', () => {
  it('says the agent reported nothing (null, never 0), and shows no judge or simulator that did not run', () => {
    const r = results([suite('s', [test('t', 'PPF')])]);
    for (const run of r.suites[0]!.tests[0]!.runs) for (const turn of run.turns) delete turn.usage;
    const side = sideUsage(r, prices);
    expect(side).toEqual({
      runs: 3,
      agent_requests: 3,
      agent_turns_reported: 0,
      agent: null,
      judge: null,
      simulator: null,
      total: { tokens: null, usd: null, unpriced: [] },
    });
  });

  it('sums and prices agent, judge and simulator apart', () => {
    const r = withUsage(results([suite('s', [test('t', 'PP')])]), {
      input_tokens: 1_000_000,
      output_tokens: 500_000,
      by_model: [{ model: 'agent', calls: 1, input_tokens: 1_000_000, output_tokens: 500_000 }],
    });
    r.judge = {
      configured: true,
      calls: 2,
      cache_hits: 0,
      cache_misses: 2,
      skipped: 0,
      unscored: 0,
      input_tokens: 100_000,
      output_tokens: 0,
      by_model: [{ model: 'judge', calls: 2, input_tokens: 100_000, output_tokens: 0 }],
    };
    r.suites[0]!.tests[0]!.runs[0]!.simulator_usage = { calls: 1, input_tokens: 10_000, output_tokens: 0, models: ['sim'] };
    const side = sideUsage(r, prices);
    expect(side.agent).toEqual({ calls: 2, input_tokens: 2_000_000, output_tokens: 1_000_000, cached_tokens: 0, usd: 4, unpriced: [] });
    expect(side.judge).toMatchObject({ calls: 2, usd: 1, unpriced: [] });
    expect(side.simulator).toMatchObject({ calls: 1, usd: 1, unpriced: [] });
    expect(side.total).toEqual({ tokens: 3_110_000, usd: 6, unpriced: [] });
  });

  it('makes the total unpriced and names the model when any part has tokens without a price', () => {
    const r = withUsage(results([suite('s', [test('t', 'P')])]), { input_tokens: 10, output_tokens: 1 });
    const side = sideUsage(r, prices);
    expect(side.agent).toMatchObject({ usd: null, unpriced: ['model not reported'] });
    expect(side.total).toMatchObject({ usd: null, unpriced: ['model not reported'] });
  });

  it('leaves out suites carried over from an earlier baseline: they cost nothing in this run', () => {
    const carried = { ...suite('old', [test('t', 'PP')]), carried_from: { commit: 'abc', run_id: 'r1' } };
    const r = withUsage(results([carried]), { input_tokens: 10, output_tokens: 1 });
    expect(sideUsage(r, prices)).toMatchObject({ runs: 0, agent: null });
  });
});

describe('comparisonCost', () => {
  it('names the prices it used and has no base side without a baseline', () => {
    expect(comparisonCost(null, results([suite('s', [test('t', 'P')])]), priceTable())).toMatchObject({
      prices: { source: 'built-in', file: null },
      base: null,
      head: { runs: 1 },
    });
  });
});

describe('comparisonCost: per suite', () => {
  it("gives each suite's agent and simulator tokens and cost per side, leaving out what reported nothing", () => {
    const head = withUsage(results([suite('a', [test('t', 'PP')]), suite('b', [test('u', 'P')])]), {
      input_tokens: 1_000_000,
      output_tokens: 0,
      by_model: [{ model: 'agent', calls: 1, input_tokens: 1_000_000, output_tokens: 0 }],
    });
    for (const run of head.suites[1]!.tests[0]!.runs) for (const turn of run.turns) delete turn.usage;
    head.suites[1]!.tests[0]!.runs[0]!.simulator_usage = { calls: 1, input_tokens: 10_000, output_tokens: 0, models: ['sim'] };
    expect(comparisonCost(null, head, prices).suites).toEqual([
      { suite_id: 'a', base: null, head: { tokens: 2_000_000, usd: 2, unpriced: [] } },
      { suite_id: 'b', base: null, head: { tokens: 10_000, usd: 1, unpriced: [] } },
    ]);
  });
});
