import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/results/results-schema.ts';
import { SpendingBudget } from '../../src/usage/budget.ts';
import { priceTable } from '../../src/usage/prices.ts';

const prices = priceTable({ agent: { input: 10, output: 10 }, judge: { input: 10, output: 10 } });

/** A finished run of one turn that reported `tokens` input tokens of `model` (none: no usage). */
function run(tokens: number | null, model: string | null = 'agent'): RunRecord {
  return {
    repeat: 0,
    conversation_id: 'c',
    outcome: 'passed',
    codes: [],
    duration_ms: 1,
    turns: [
      {
        turn_id: 't',
        user_input: 'hi',
        assistant_message: 'ok',
        node_before: null,
        node_after: null,
        flow_completed: null,
        tool_calls: [],
        facts_delta: { added: {}, updated: {}, removed: [] },
        assertions: [],
        judge: null,
        latency_ms: 1,
        attempts: 1,
        trace_id: null,
        ...(tokens === null
          ? {}
          : { usage: { input_tokens: tokens, output_tokens: 0, by_model: [{ model, calls: 1, input_tokens: tokens, output_tokens: 0 }] } }),
        unknown_blocks: [],
        warnings: [],
      },
    ],
    final: { assertions: [] },
  };
}

describe('SpendingBudget', () => {
  it('counts agent and judge tokens against the token budget and stays spent', () => {
    const budget = new SpendingBudget({ usd: null, tokens: 1000 }, prices);
    let judge = 0;
    budget.trackJudge(() => ({ input_tokens: judge, output_tokens: 0 }));
    budget.runFinished(run(600));
    expect(budget.exhausted()).toBeNull();
    judge = 400;
    expect(budget.exhausted()).toBe('token budget reached: 1,000 of 1,000 tokens spent');
    judge = 0;
    expect(budget.exhausted()).not.toBeNull();
    expect(budget.report()).toMatchObject({ reached: true, spent_tokens: 600 });
  });

  it('stops at the dollar budget when every token is priced', () => {
    const budget = new SpendingBudget({ usd: 0.01, tokens: null }, prices);
    budget.runFinished(run(999));
    expect(budget.exhausted()).toBeNull();
    budget.runFinished(run(1));
    // 1,000 tokens at $10 per million: $0.01.
    expect(budget.exhausted()).toBe('dollar budget reached: $0.01 of $0.01 spent');
  });

  it('shows a tiny dollar budget and what was spent with the digits that tell them apart, never "$0.00 of $0.00"', () => {
    const tiny = new SpendingBudget({ usd: 0.0005, tokens: null }, prices);
    tiny.runFinished(run(50)); // 50 tokens at $10 per million: $0.0005.
    expect(tiny.exhausted()).toBe('dollar budget reached: $0.0005 of $0.0005 spent');

    const over = new SpendingBudget({ usd: 0.0005, tokens: null }, prices);
    over.runFinished(run(51));
    expect(over.exhausted()).toBe('dollar budget reached: $0.00051 of $0.0005 spent');

    const cents = new SpendingBudget({ usd: 1, tokens: null }, prices);
    cents.runFinished(run(100_400)); // $1.004: not "$1.00 of $1.00".
    expect(cents.exhausted()).toBe('dollar budget reached: $1.004 of $1.00 spent');
  });

  it('does not enforce a dollar budget over unpriced tokens, and says which model', () => {
    const budget = new SpendingBudget({ usd: 0.000001, tokens: null }, prices);
    budget.runFinished(run(1_000_000, 'mystery'));
    expect(budget.exhausted()).toBeNull();
    expect(budget.report()).toMatchObject({ usd_enforced: false, unpriced: ['mystery'], spent_usd: null });
  });

  it('counts the runs of an agent that reported no usage, whose tokens it cannot count', () => {
    const budget = new SpendingBudget({ usd: null, tokens: 10 }, prices);
    budget.runFinished(run(null));
    expect(budget.report()).toMatchObject({ spent_tokens: 0, runs_without_agent_usage: 1 });
  });
});
