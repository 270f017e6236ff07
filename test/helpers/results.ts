// The one builder of results files for the tests, checked against the real schema so no test can
// drift from it. A test is a list of run outcomes, as letters (P passed, F failed, E errored, S
// skipped) or as outcome names. Two shapes of run:
//   - `test()` runs: one turn t1 that fails with NODE_MISMATCH, one process_node call: what the
//     comparison needs (pairing, coverage, process metrics), nothing more;
//   - `conversation: true` runs (and `makeResults`): two turns with tool calls, facts, a judge
//     verdict and hostile text from an agent and a suite author, for the reports.
import type { FailureCode } from '../../src/results/failure-codes.ts';
import {
  ResultsSchema,
  type Results,
  type RunRecord,
  type SuiteResult,
  type TestResult,
  type ToolCall,
  type TurnRecord,
} from '../../src/results/results-schema.ts';

/** The judge usage of a run that used the judge, as the results and the reports show it. */
export const JUDGE_USAGE = {
  configured: true,
  calls: 40,
  cache_hits: 10,
  cache_misses: 30,
  skipped: 0,
  unscored: 1,
  input_tokens: 120_000,
  output_tokens: 8_000,
};

export type Outcome = RunRecord['outcome'];

// Hostile text from an agent and a suite author: pipes, backticks, HTML, mentions and line breaks.
export const HOSTILE_SUITE = 'pay|ments `x` <script>alert(1)</script> @octocat';
export const HOSTILE_TEST = 'refund\n| injected | row |` @org/team';
export const HOSTILE_ASSISTANT =
  "Sure! </details><script>alert('x')</script> | cc @admin ``` ![img](http://evil.example/x.png)\nsecond line";
export const HOSTILE_REASON = 'expected **bold** _x_ [link](javascript:alert(1)) <img src=x onerror=alert(1)>';

export const BASE_SHA = '1111111111111111111111111111111111111111';
export const HEAD_SHA = '2222222222222222222222222222222222222222';

export interface TestOptions {
  specHash?: string;
  /** Tool calls of every run's turn; default one process_node call choosing opt_1 at node "start". */
  toolCalls?: ToolCall[];
  nextNodeDescriptor?: unknown;
  /** Two-turn runs with hostile text, for the reports (the shape of makeResults). */
  conversation?: boolean;
}

export function processNode(node: string, option: string): ToolCall {
  return { id: `call_${node}_${option}`, name: 'process_node', args: { current_node_id: node, option_id: option }, source: 'tool_calls' };
}

const LETTERS: Record<string, Outcome> = { P: 'passed', F: 'failed', E: 'errored', S: 'skipped' };

function simpleTurn(outcome: Outcome, repeat: number, options: TestOptions): TurnRecord {
  const failed = outcome === 'failed';
  const errored = outcome === 'errored';
  return {
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
                status: 'failed',
                code: 'NODE_MISMATCH',
                expected: 'conv_2',
                actual: 'conv_1',
                reason: 'expected conv_2, got conv_1',
              }
            : { key: 'next_node_id', pass: true, status: 'passed', reason: 'node is conv_2' },
        ],
    judge: null,
    latency_ms: 100 + repeat * 10,
    attempts: 1,
    trace_id: null,
    usage: { input_tokens: 50, output_tokens: 20 },
    unknown_blocks: [],
    warnings: [],
    ...(errored ? { error: { code: 'ENGINE_ERROR', message: 'HTTP 502 from the target' } } : {}),
  };
}

function simpleRun(outcome: Outcome, repeat: number, options: TestOptions): RunRecord {
  const failed = outcome === 'failed';
  const errored = outcome === 'errored';
  const skipped = outcome === 'skipped';
  return {
    repeat,
    conversation_id: `conv-${repeat}`,
    outcome,
    codes: failed ? ['NODE_MISMATCH'] : errored ? ['ENGINE_ERROR'] : [],
    duration_ms: 120,
    turns: skipped ? [] : [simpleTurn(outcome, repeat, options)],
    final: { assertions: [] },
    ...(skipped ? { skipped_reason: 'budget exhausted' } : {}),
    ...(errored ? { error: { code: 'ENGINE_ERROR', message: 'HTTP 502 from the target' } } : {}),
  };
}

function conversationTurn(turn_id: string, user_input: string, assistant: string | null, failing: FailureCode | null): TurnRecord {
  const pass = failing === null;
  return {
    turn_id,
    user_input,
    assistant_message: assistant,
    node_before: 'conv_1',
    node_after: pass ? 'conv_2' : 'conv_3',
    flow_completed: false,
    tool_calls: [
      {
        id: 'call_1',
        name: 'process_node',
        args: { current_node_id: 'conv_1', option_id: 'opt_2' },
        result: { next_node_id: pass ? 'conv_2' : 'conv_3' },
        latency_ms: 12,
        source: 'tool_calls',
      },
    ],
    facts_delta: { added: { name: 'Ada' }, updated: { plan: { from: 'basic', to: 'pro' } }, removed: ['temp'] },
    assertions: [
      {
        key: 'next_node_id',
        pass,
        status: pass ? 'passed' : 'failed',
        ...(pass ? {} : { code: failing }),
        expected: 'conv_2',
        actual: pass ? 'conv_2' : 'conv_3',
        reason: pass ? 'node is conv_2' : `expected node conv_2, got conv_3 ${HOSTILE_REASON}`,
      },
      { key: 'judge_criteria', pass: false, status: 'skipped', reason: 'no judge configured' },
    ],
    judge: {
      model: 'gpt-5',
      status: pass ? 'passed' : 'failed',
      scores: { helpfulness: pass ? 0.9 : 0.4 },
      mean: pass ? 0.9 : 0.4,
      fail_reasons: pass ? [] : [`off-topic reply <b>${HOSTILE_ASSISTANT}</b>`],
      reason: 'judge says so',
    },
    latency_ms: 120,
    attempts: 1,
    trace_id: 'trace-1',
    usage: { input_tokens: 300, output_tokens: 80 },
    unknown_blocks: [],
    warnings: [],
  };
}

function conversationRun(outcome: Outcome, repeat: number): RunRecord {
  const base = { repeat, conversation_id: `conv-${repeat}`, duration_ms: 1234, final: { assertions: [] } };
  if (outcome === 'skipped') return { ...base, outcome, codes: [], turns: [], skipped_reason: 'shard filter' };
  if (outcome === 'errored') {
    return {
      ...base,
      outcome,
      codes: ['ENGINE_ERROR'],
      turns: [],
      error: { code: 'ENGINE_ERROR', message: 'HTTP 502 from https://preview/execute <html>' },
    };
  }
  const failing = outcome === 'failed' ? 'NODE_MISMATCH' : null;
  return {
    ...base,
    outcome,
    codes: failing ? [failing] : [],
    turns: [
      conversationTurn('t1', 'Hello', 'Welcome! How can I help?', null),
      conversationTurn('t2', `Option 2 ${HOSTILE_TEST}`, HOSTILE_ASSISTANT, failing),
    ],
  };
}

/** One test: its runs' outcomes as letters ("PPF") or names (['passed', 'failed']). */
export function test(id: string, outcomes: string | readonly Outcome[], options: TestOptions = {}): TestResult {
  const list =
    typeof outcomes === 'string'
      ? [...outcomes].map((letter) => {
          const outcome = LETTERS[letter];
          if (outcome === undefined) throw new Error(`outcomes must be P/F/E/S letters, got ${outcomes}`);
          return outcome;
        })
      : outcomes;
  return {
    test_id: id,
    spec_hash: options.specHash ?? `spec-${id}`,
    runs: list.map((o, i) => (options.conversation ? conversationRun(o, i) : simpleRun(o, i, options))),
  };
}

/** `count` tests named prefix-1..prefix-count, all with the same outcomes. */
export function tests(prefix: string, count: number, outcomes: string, options: TestOptions = {}): TestResult[] {
  return Array.from({ length: count }, (_, i) => test(`${prefix}-${i + 1}`, outcomes, options));
}

/** A suite of suites/<id>.yaml; every run gets a conversation id unique in the results. */
export function suite(id: string, suiteTests: TestResult[], extra: { suspect?: string } = {}): SuiteResult {
  return {
    suite_id: id,
    file: `suites/${id.replace(/[^a-z0-9]+/gi, '_')}.yaml`,
    spec_hash: `suite-${id}`,
    tests: suiteTests.map((t) => ({ ...t, runs: t.runs.map((r) => ({ ...r, conversation_id: `conv-${id}-${t.test_id}-${r.repeat}` })) })),
    ...extra,
  };
}

export interface ResultsOptions {
  commit?: string | null;
  /** Fields of `run` to set (target, id, times, repeats...). */
  run?: Partial<Results['run']>;
  /** The judge usage of a configured judge. */
  judge?: boolean;
}

/** A results file of these suites; a string is the commit. */
export function results(suites: SuiteResult[], options: string | ResultsOptions = {}): Results {
  const { commit = 'head-sha', run = {}, judge = false } = typeof options === 'string' ? { commit: options } : options;
  const runs = suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
  const count = (o: Outcome): number => runs.filter((r) => r.outcome === o).length;
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
      ...run,
    },
    counts: {
      planned: runs.length,
      passed: count('passed'),
      failed: count('failed'),
      errored: count('errored'),
      skipped: count('skipped'),
    },
    ...(judge ? { judge: JUDGE_USAGE } : {}),
    warnings: [],
    suites,
  });
}

export interface SuiteSpec {
  suite_id: string;
  /** Outcomes per test id. */
  tests: Record<string, readonly Outcome[]>;
  suspect?: string;
}

/** The reports' results: conversation runs against a preview deployment, suites as test id -> outcomes. */
export function makeResults(commit: string | null, suites: SuiteSpec[], options: { judge?: boolean } = {}): Results {
  return results(
    suites.map((s) =>
      suite(
        s.suite_id,
        Object.entries(s.tests).map(([id, outcomes]) => test(id, outcomes, { conversation: true, specHash: `sha256:${id.length}` })),
        s.suspect ? { suspect: s.suspect } : {},
      ),
    ),
    {
      commit,
      run: {
        id: 'run-1',
        started_at: '2030-01-01T00:00:00.000Z',
        finished_at: '2030-01-01T00:02:05.000Z',
        target: 'https://preview-42.example.com/agent',
      },
      judge: options.judge ?? false,
    },
  );
}
