// Metrics describe a run and never end it: values a counter cannot take are left out and named.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/comparison-schema.ts';
import { createRunMetrics, performanceExposition, writePerformanceMetrics } from '../../src/telemetry/metrics.ts';
import { priceTable } from '../../src/usage/prices.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';
import { parseExposition, sampleValue, tempDir } from './helpers.ts';
import { summarizeResults } from '../../src/results/summary.ts';
import { results, suite, test } from '../helpers/results.ts';

describe('createRunMetrics', () => {
  it('leaves out a negative or infinite count or latency instead of throwing, and names it', async () => {
    const metrics = createRunMetrics();
    expect(() => {
      metrics.agentTurn({ ok: true, attempts: 1, latencySeconds: -5, usage: { input_tokens: -5, output_tokens: 3 } });
      metrics.agentTurn({ ok: true, attempts: 1, latencySeconds: 0.2, usage: { input_tokens: Infinity, output_tokens: 2 } });
      metrics.judgeCall(Number.NaN);
    }).not.toThrow();
    const { samples } = parseExposition(await metrics.exposition());
    expect(samples.filter((s) => !Number.isFinite(s.value) || s.value < 0)).toEqual([]);
    expect(sampleValue(samples, 'agent_eval_tokens_total', { source: 'agent', direction: 'output' })).toBe(5);
    expect(sampleValue(samples, 'agent_eval_tokens_total', { source: 'agent', direction: 'input' })).toBe(0);
    expect(sampleValue(samples, 'agent_eval_turns_total', { result: 'answered' })).toBe(2);
    expect(metrics.problems()).toEqual([
      'agent turn latency: -5 s is not a duration; left out of the metrics',
      'agent input tokens: -5 is not a count; left out of the metrics',
      'agent input tokens: Infinity is not a count; left out of the metrics',
      'judge latency: NaN s is not a duration; left out of the metrics',
    ]);
  });

  it('counts the runs of simulated tests by ending, and adds no series for a run without simulated tests', async () => {
    const summary = (endings: ('goal_reached' | 'max_turns' | undefined)[]) => {
      const t = test('t', 'P'.repeat(endings.length));
      const runs = t.runs.map((r, i) => ({ ...r, ...(endings[i] ? { ending: endings[i] } : {}) }));
      return summarizeResults(results([suite('s', [{ ...t, runs }])]));
    };
    const metrics = createRunMetrics();
    metrics.recordResults(summary(['goal_reached', 'goal_reached', 'max_turns']));
    const { samples } = parseExposition(await metrics.exposition());
    expect(sampleValue(samples, 'agent_eval_simulated_runs_total', { ending: 'goal_reached' })).toBe(2);
    expect(sampleValue(samples, 'agent_eval_simulated_runs_total', { ending: 'max_turns' })).toBe(1);
    const scripted = createRunMetrics();
    scripted.recordResults(summary([undefined]));
    expect(await scripted.exposition()).not.toContain('agent_eval_simulated_runs_total{');
  });
});

describe('createRunMetrics: cost', () => {
  it('counts tokens, cached tokens, model calls and dollars per source, and unpriced tokens apart', async () => {
    const metrics = createRunMetrics(priceTable({ a: { input: 10, output: 20 } }));
    metrics.agentTurn({
      ok: true,
      attempts: 1,
      latencySeconds: 0.1,
      usage: {
        input_tokens: 1500,
        output_tokens: 100,
        cached_tokens: 0,
        calls: 2,
        by_model: [
          { model: 'a', calls: 1, input_tokens: 1000, output_tokens: 100, cached_tokens: 0 },
          { model: 'mystery', calls: 1, input_tokens: 500, output_tokens: 0 },
        ],
      },
    });
    metrics.simulatorRun({ calls: 3, input_tokens: 100_000, output_tokens: 0, models: ['a'] });
    const { samples } = parseExposition(await metrics.exposition());
    expect(sampleValue(samples, 'agent_eval_model_calls_total', { source: 'agent' })).toBe(2);
    expect(sampleValue(samples, 'agent_eval_model_calls_total', { source: 'simulator' })).toBe(3);
    expect(sampleValue(samples, 'agent_eval_tokens_total', { source: 'agent', direction: 'input' })).toBe(1500);
    expect(sampleValue(samples, 'agent_eval_unpriced_tokens_total', { source: 'agent' })).toBe(500);
    // 1,000 × $10 + 100 × $20 per million; the simulator's 100,000 × $10 per million.
    expect(sampleValue(samples, 'agent_eval_cost_usd_total', { source: 'agent' })).toBeCloseTo(0.012, 12);
    expect(sampleValue(samples, 'agent_eval_cost_usd_total', { source: 'simulator' })).toBeCloseTo(1, 12);
    expect(metrics.spending()).toEqual({
      agent: { tokens: 1600, usd: null },
      judge: null,
      simulator: { tokens: 100_000, usd: 1 },
    });
  });
});

describe('performanceExposition and writePerformanceMetrics', () => {
  const comparison = (): Comparison => performanceStates()[0]!.comparison!;

  it("gives each suite's latency per side in seconds, tokens per conversation, and the change with its interval and verdict", async () => {
    const c = comparison();
    const { types, samples } = parseExposition(await performanceExposition(c));
    const checkout = c.suites.find((s) => s.suite_id === 'checkout')!.performance!;
    expect(types.get('agent_eval_suite_latency_seconds')).toBe('gauge');
    expect(sampleValue(samples, 'agent_eval_suite_latency_seconds', { suite: 'checkout', side: 'head', statistic: 'p90' })).toBe(
      checkout.head!.p90_ms! / 1000,
    );
    expect(sampleValue(samples, 'agent_eval_suite_latency_seconds', { suite: 'checkout', side: 'base', statistic: 'median' })).toBe(0.11);
    expect(sampleValue(samples, 'agent_eval_suite_tokens_per_conversation', { suite: 'checkout', side: 'head' })).toBe(
      checkout.head!.tokens_per_conversation,
    );
    const labels = { suite: 'checkout', statistic: 'p90' };
    expect(sampleValue(samples, 'agent_eval_suite_latency_ratio', labels)).toBeCloseTo(1.4, 1);
    expect(sampleValue(samples, 'agent_eval_suite_latency_ratio_lower', labels)).toBe(checkout.latency!.ci![0]);
    expect(sampleValue(samples, 'agent_eval_suite_latency_ratio_upper', labels)).toBe(checkout.latency!.ci![1]);
    // Slower and gated: 1; tokens were not gated in this comparison, so no series at all.
    expect(sampleValue(samples, 'agent_eval_suite_latency_regressed', labels)).toBe(1);
    expect(samples.filter((s) => s.name === 'agent_eval_suite_tokens_regressed')).toEqual([]);
  });

  it('has no series for a side or a change without data, never a 0', async () => {
    const c = comparison();
    const checkout = c.suites.find((s) => s.suite_id === 'checkout')!;
    checkout.performance = { ...checkout.performance!, base: null, latency: null, tokens: null };
    const { samples } = parseExposition(await performanceExposition(c));
    expect(samples.filter((s) => s.labels['suite'] === 'checkout' && (s.labels['side'] === 'base' || s.name.includes('ratio')))).toEqual(
      [],
    );
    for (const s of c.suites) delete s.performance;
    expect(await performanceExposition(c)).toBe('');
  });

  it("adds the gauges to the run's metrics file, and replaces those of an earlier comparison", async () => {
    const dir = await tempDir('performance-metrics');
    const path = join(dir, 'metrics.prom');
    const run = createRunMetrics();
    run.recordResults(summarizeResults(results([suite('checkout', [test('c-1', 'PP')])])));
    await writeFile(path, await run.exposition());
    await writePerformanceMetrics(path, comparison());
    await writePerformanceMetrics(path, comparison());
    const { samples } = parseExposition(await readFile(path, 'utf8'));
    expect(sampleValue(samples, 'agent_eval_runs_total', { outcome: 'passed' })).toBe(2);
    expect(samples.filter((s) => s.name === 'agent_eval_suite_latency_ratio')).toHaveLength(2);
  });
});
