// Builds valid results files for comparison scenarios: each test is a string of run outcomes,
// P = passed, F = failed (NODE_MISMATCH on turn t1), E = errored (ENGINE_ERROR), S = skipped.
import {
  ResultsSchema,
  type Results,
  type RunRecord,
  type SuiteResult,
  type TestResult,
  type ToolCall,
} from '../../src/results/results-schema.ts';

export interface TestOptions {
  specHash?: string;
  /** Tool calls of every run's turn; default one process_node call choosing opt_1 at node "start". */
  toolCalls?: ToolCall[];
  nextNodeDescriptor?: unknown;
}

export function processNode(node: string, option: string): ToolCall {
  return { id: `call_${node}_${option}`, name: 'process_node', args: { current_node_id: node, option_id: option }, source: 'tool_calls' };
}

function run(outcome: string, repeat: number, options: TestOptions): RunRecord {
  const failed = outcome === 'F';
  const errored = outcome === 'E';
  const skipped = outcome === 'S';
  const turns = skipped
    ? []
    : [
        {
          turn_id: 't1',
          user_input: 'Option 2',
          assistant_message: errored ? null : 'Here is option 2.',
          node_before: 'start',
          node_after: failed ? 'conv_1' : 'conv_2',
          flow_completed: false,
          tool_calls: errored ? [] : (options.toolCalls ?? [processNode('start', 'opt_1')]),
          facts_delta: { added: {}, updated: {}, removed: [] },
          ...(options.nextNodeDescriptor === undefined ? {} : { next_node_descriptor: options.nextNodeDescriptor }),
          assertions: errored
            ? []
            : [
                failed
                  ? {
                      key: 'next_node_id',
                      pass: false,
                      status: 'failed' as const,
                      code: 'NODE_MISMATCH' as const,
                      expected: 'conv_2',
                      actual: 'conv_1',
                      reason: 'expected conv_2, got conv_1',
                    }
                  : { key: 'next_node_id', pass: true, status: 'passed' as const, reason: 'node is conv_2' },
              ],
          judge: null,
          latency_ms: 100 + repeat * 10,
          attempts: 1,
          trace_id: null,
          usage: { input_tokens: 50, output_tokens: 20 },
          unknown_blocks: [],
          warnings: [],
          ...(errored ? { error: { code: 'ENGINE_ERROR' as const, message: 'HTTP 502 from the target' } } : {}),
        },
      ];
  return {
    repeat,
    conversation_id: `conv-${repeat}`,
    outcome: ({ P: 'passed', F: 'failed', E: 'errored', S: 'skipped' } as const)[outcome as 'P' | 'F' | 'E' | 'S'],
    codes: failed ? ['NODE_MISMATCH'] : errored ? ['ENGINE_ERROR'] : [],
    duration_ms: 120,
    turns,
    final: { assertions: [] },
    ...(skipped ? { skipped_reason: 'budget exhausted' } : {}),
    ...(errored ? { error: { code: 'ENGINE_ERROR' as const, message: 'HTTP 502 from the target' } } : {}),
  };
}

export function test(id: string, outcomes: string, options: TestOptions = {}): TestResult {
  if (!/^[PFES]+$/.test(outcomes)) throw new Error(`outcomes must be P/F/E/S letters, got ${outcomes}`);
  return { test_id: id, spec_hash: options.specHash ?? `spec-${id}`, runs: [...outcomes].map((o, i) => run(o, i, options)) };
}

/** `count` tests named prefix-1..prefix-count, all with the same outcomes. */
export function tests(prefix: string, count: number, outcomes: string): TestResult[] {
  return Array.from({ length: count }, (_, i) => test(`${prefix}-${i + 1}`, outcomes));
}

export function suite(id: string, suiteTests: TestResult[], extra: { suspect?: string } = {}): SuiteResult {
  return { suite_id: id, file: `suites/${id}.yaml`, spec_hash: `suite-${id}`, tests: suiteTests, ...extra };
}

/** A results file, checked against the real schema so the scenarios cannot drift from it. */
export function results(suites: SuiteResult[], commit = 'head-sha'): Results {
  const runs = suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
  const count = (o: RunRecord['outcome']): number => runs.filter((r) => r.outcome === o).length;
  return ResultsSchema.parse({
    schema: 'agent-eval/results@1',
    tool: { name: 'agent-eval', version: '0.1.0' },
    run: {
      id: `run-${commit}`,
      started_at: '2030-01-01T10:00:00.000Z',
      finished_at: '2030-01-01T10:01:30.000Z',
      target: 'http://127.0.0.1:8080',
      transport: 'http',
      commit,
      repeats: null,
      concurrency: 4,
      complete: true,
    },
    counts: {
      planned: runs.length,
      passed: count('passed'),
      failed: count('failed'),
      errored: count('errored'),
      skipped: count('skipped'),
    },
    warnings: [],
    suites,
  });
}
