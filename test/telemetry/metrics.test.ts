// Metrics describe a run and never end it: values a counter cannot take are left out and named.
import { describe, expect, it } from 'vitest';
import { createRunMetrics } from '../../src/telemetry/metrics.ts';
import { parseExposition, sampleValue } from './helpers.ts';

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
});
