// What the comparison measures besides pass rates: process metrics, failure codes, transition
// coverage and the first failing turn.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { firstFailureReasonText } from '../../src/report/wording/suite.ts';
import { processNode, results, suite, test, tests } from '../helpers/results.ts';

const OPTIONS = {
  ...DEFAULT_COMPARE_OPTIONS,
  quarantine: [],
  now: new Date('2030-01-02T00:00:00Z'),
  baseline: { source: 'file' as const, commit: null, distance: null },
};

function compare(base: Results, head: Results) {
  return ComparisonSchema.parse(compareResults(base, head, OPTIONS));
}

const descriptor = {
  node_id: 'menu',
  type: 'conversation',
  prompt: 'Pick one',
  options: [{ id: 'opt_1' }, { id: 'opt_2' }, { id: 'opt_3' }, { id: '-1' }],
};

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
    const s = compare(base, head).suites[0];
    expect(s?.process.base).toEqual({
      turns: 8,
      tool_calls_per_turn: 1,
      tools: { process_node: 8 },
      latency_p50_ms: 100,
      latency_p95_ms: 110,
      input_tokens: 400,
      output_tokens: 160,
    });
    expect(s?.process.head?.tool_calls_per_turn).toBe(10 / 8);
    expect(s?.process.head?.tools).toEqual({ process_node: 8, search_knowledge_bases: 2 });
    expect(s?.head?.tool_calls_captured).toBe(10);
  });

  it('gives no latency for turns that got no reply: all errored is n/a, never 0 ms', () => {
    const base = results([suite('s', tests('t', 2, 'PP'))]);
    const down = results([suite('s', tests('t', 2, 'EE'))]);
    // As the runner records a turn the agent never answered.
    for (const run of down.suites[0]!.tests.flatMap((t) => t.runs)) for (const turn of run.turns) turn.latency_ms = 0;
    const mixed = results([suite('s', [test('t-1', 'PE'), test('t-2', 'PP')])]);
    for (const turn of mixed.suites[0]!.tests[0]!.runs[1]!.turns) turn.latency_ms = 0;
    expect(compare(base, down).suites[0]?.process.head).toMatchObject({ latency_p50_ms: null, latency_p95_ms: null });
    expect(compare(base, mixed).suites[0]?.process.head?.latency_p50_ms).toBeGreaterThan(0);
  });
});

describe('failure codes', () => {
  it('counts runs per code on each side, infrastructure codes included', () => {
    const base = results([suite('s', [test('a', 'PF'), test('b', 'PP'), test('c', 'PP')])]);
    const head = results([suite('s', [test('a', 'FF'), test('b', 'PE'), test('c', 'PP')])]);
    expect(compare(base, head).suites[0]?.failure_codes).toEqual({
      NODE_MISMATCH: { base: 1, head: 2 },
      ENGINE_ERROR: { base: 0, head: 1 },
    });
  });
});

describe('transition coverage', () => {
  it('lists offered options no test chose, per suite and overall, without the stay option', () => {
    const withMenu = { nextNodeDescriptor: descriptor, toolCalls: [processNode('menu', 'opt_2')] };
    const head = results([
      suite('a', [test('x', 'P', withMenu), test('y', 'P', { toolCalls: [processNode('menu', 'opt_1')] }), test('z', 'P')]),
      suite('b', [test('w', 'P', { toolCalls: [processNode('menu', 'opt_3')] })]),
    ]);
    const c = compare(results([]), head);
    // Suite a: menu offers opt_1..3; opt_1 and opt_2 chosen at menu; start -> opt_1 chosen too.
    expect(c.suites[0]?.coverage).toEqual({ offered: 4, exercised: 3, missing: ['menu -> opt_3'] });
    expect(c.coverage).toEqual({ offered: 4, exercised: 4, missing: [] });
  });

  it('is null when the results show no options and no choices', () => {
    const head = results([suite('a', [test('x', 'P', { toolCalls: [] })])]);
    expect(compare(results([]), head).suites[0]?.coverage).toBeNull();
  });
});

describe('first failure', () => {
  it('reports a failed run without a failed assertion with its codes', () => {
    const head = results([suite('s', [test('a', 'F')])]);
    const run = head.suites[0]?.tests[0]?.runs[0];
    if (run === undefined) throw new Error('no run');
    run.turns[0]!.assertions = [];
    run.codes = ['FACT_DRIFT'];
    const row = compare(results([suite('s', [test('a', 'P')])]), head).suites[0]?.tests[0];
    expect(row?.first_failure).toEqual({
      turn_id: 't1',
      code: 'FACT_DRIFT',
      key: 'run',
      reason: '',
      without_assertion: { repeat: 0, codes: ['FACT_DRIFT'] },
    });
    expect(firstFailureReasonText(row!.first_failure!)).toBe('run 0 failed without a failed assertion (codes: FACT_DRIFT)');
  });

  it('finds a failure among the final assertions', () => {
    const head = results([suite('s', [test('a', 'F')])]);
    const run = head.suites[0]?.tests[0]?.runs[0];
    if (run === undefined) throw new Error('no run');
    run.turns[0]!.assertions = [];
    run.final.assertions = [
      {
        key: 'flow_completed',
        pass: false,
        status: 'failed',
        code: 'NODE_MISMATCH',
        expected: true,
        actual: false,
        reason: 'flow did not complete',
      },
    ];
    const row = compare(results([suite('s', [test('a', 'P')])]), head).suites[0]?.tests[0];
    expect(row?.first_failure).toMatchObject({ turn_id: 'final', key: 'flow_completed', expected: true, actual: false });
  });
});

describe('duplicate test ids', () => {
  it('are flagged, not silently merged', () => {
    const head = results([suite('s', [...tests('t', 3, 'P'), test('t-1', 'F')])]);
    const s = compare(results([suite('s', tests('t', 3, 'P'))]), head).suites[0];
    expect(s?.validity).toContainEqual({ code: 'duplicate_test_ids', side: 'head', tests: 1 });
  });
});
