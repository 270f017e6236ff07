// What the agent did, not only what it said: the process metrics and failure-code counts of a suite.
import { describe, expect, it } from 'vitest';
import { failureCodeCounts, processMetrics, toolCallsCaptured } from '../../src/compare/process.ts';
import { processNode, results, suite, test, tests } from '../helpers/results.ts';

describe('process metrics', () => {
  it('counts tool calls per turn, tools, latency percentiles and tokens per side', () => {
    const base = results([suite('s', tests('t', 4, 'PP'))]);
    const head = results([
      suite('s', [
        ...tests('t', 3, 'PP'),
        test('t-4', 'PP', {
          toolCalls: [
            processNode('start', 'opt_1'),
            { id: 'k1', name: 'search_knowledge_bases', args: { q: 'x' }, source: 'content_block' },
          ],
        }),
      ]),
    ]);
    expect(processMetrics(base.suites[0]!)).toEqual({
      turns: 8,
      tool_calls_per_turn: 1,
      tools: { process_node: 8 },
      latency_p50_ms: 100,
      latency_p95_ms: 110,
      input_tokens: 400,
      output_tokens: 160,
    });
    expect(processMetrics(head.suites[0]!).tool_calls_per_turn).toBe(10 / 8);
    expect(processMetrics(head.suites[0]!).tools).toEqual({ process_node: 8, search_knowledge_bases: 2 });
    expect(toolCallsCaptured(head.suites[0]!)).toBe(10);
  });

  it('gives no latency for turns that got no reply: all errored is n/a, never 0 ms', () => {
    const down = results([suite('s', tests('t', 2, 'EE'))]);
    // As the runner records a turn the agent never answered.
    for (const run of down.suites[0]!.tests.flatMap((t) => t.runs)) for (const turn of run.turns) turn.latency_ms = 0;
    const mixed = results([suite('s', [test('t-1', 'PE'), test('t-2', 'PP')])]);
    for (const turn of mixed.suites[0]!.tests[0]!.runs[1]!.turns) turn.latency_ms = 0;
    expect(processMetrics(down.suites[0]!)).toMatchObject({ latency_p50_ms: null, latency_p95_ms: null });
    expect(processMetrics(mixed.suites[0]!).latency_p50_ms).toBeGreaterThan(0);
  });
});

describe('failure codes', () => {
  it('counts runs per code on each side, infrastructure codes included', () => {
    const base = results([suite('s', [test('a', 'PF'), test('b', 'PP'), test('c', 'PP')])]);
    const head = results([suite('s', [test('a', 'FF'), test('b', 'PE'), test('c', 'PP')])]);
    expect(failureCodeCounts(base.suites[0], head.suites[0])).toEqual({
      NODE_MISMATCH: { base: 1, head: 2 },
      ENGINE_ERROR: { base: 0, head: 1 },
    });
  });
});
