// Figure 4, statistics and reports: compareResults + renderComment + renderHtml + renderJunit on
// 200 suites x 100 tests x 5 repeats (base and head), results built in memory.
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../src/compare/compare.ts';
import { renderComment } from '../src/report/markdown.ts';
import { DEFAULT_COMMENT_MARKER } from '../src/report/github-comment.ts';
import { renderHtml } from '../src/report/html.ts';
import { renderJunit } from '../src/report/junit.ts';
import {
  RESULTS_SCHEMA,
  ResultsSchema,
  SuiteResultSchema,
  type Results,
  type RunRecord,
  type SuiteResult,
  type TurnRecord,
} from '../src/results/results-schema.ts';
import { countRuns } from '../src/runner/run.ts';
import { seededRandom } from './workload.ts';
import type { Figure } from './figure.ts';
import { buildReportModel, modelOf } from '../src/report/report-model.ts';

const SUITES = 200;
const TESTS = 100;
const REPEATS = 5;
const TURNS = 3;
const TARGET_MS = 2000;

export const reports: Figure = {
  name: 'reports',
  title: 'Statistics and reports (200 suites x 100 tests x 5 repeats)',
  async run(ctx) {
    const suites = ctx.quick ? 20 : SUITES;
    const base = syntheticResults(suites, 11, () => 0.9);
    // Every tenth suite regresses by 30 points, so the comment and the HTML have failures to show.
    const head = syntheticResults(suites, 12, (s) => (s % 10 === 0 ? 0.6 : 0.9));
    // The shapes are checked once (untimed) so the figure measures valid results.
    ResultsSchema.parse({ ...head, suites: [] });
    SuiteResultSchema.parse(head.suites[0]);

    // One untimed pass warms the JIT, as a long-running action step would be by then.
    renderAll(base, head);
    const { steps, html } = renderAll(base, head);
    const all = [steps.compare, steps.comment, steps.html, steps.junit];
    const total = all.reduce((n, s) => n + s.ms, 0);
    const failed = Object.entries(steps).filter(([, s]) => s.error !== null);
    const pass = total < TARGET_MS && failed.length === 0;
    const cell = (s: Step) => (s.error === null ? `${s.ms.toFixed(0)} ms` : `FAILED after ${s.ms.toFixed(0)} ms`);
    ctx.log(
      `reports: ${Object.entries(steps)
        .map(([name, s]) => `${name} ${cell(s)}`)
        .join(', ')}`,
    );
    return {
      pass,
      table: {
        header: ['compareResults', 'renderComment', 'renderHtml', 'renderJunit', 'total', 'target', 'result'],
        rows: [[...all.map(cell), `${total.toFixed(0)} ms`, `< ${TARGET_MS} ms`, pass ? 'pass' : 'MISS']],
      },
      notes: [
        `${suites} suites x ${TESTS} tests x ${REPEATS} repeats x ${TURNS} turns per side (${suites * TESTS * REPEATS} runs each for base and head); every tenth suite regresses. Second of two passes (the first warms the JIT).`,
        `Output sizes: comment ${kb(steps.comment.size)}, report.html ${kb(steps.html.size)}, junit.xml ${kb(steps.junit.size)}. Reading and validating the two results files is not included.`,
        ...(html === null ? [] : [htmlContents(html)]),
        ...failed.map(([name, s]) => `${name} threw: ${s.error}`),
      ],
    };
  },
};

function kb(chars: number | null): string {
  if (chars === null) return 'none (failed)';
  return chars > 1024 * 1024 ? `${(chars / 1024 / 1024).toFixed(1)} MB` : `${(chars / 1024).toFixed(0)} KB`;
}

/** What report.html holds: tests in full, passing tests as rows, runs whose turns the size limit left out. */
function htmlContents(html: string): string {
  const count = (pattern: RegExp): number => html.match(pattern)?.length ?? 0;
  const cut = /The turns of (\d+) more run/.exec(html)?.[1] ?? '0';
  return `report.html: ${count(/<details class="test"/g)} tests with their runs, ${count(/<tr class="test"/g)} passing tests as one row each, ${count(/<div class="turn">/g)} turns in full; the turns of ${cut} more failing runs left out for its size limit.`;
}

interface Step {
  ms: number;
  /** Characters produced, or the error that stopped the step. */
  size: number | null;
  error: string | null;
}

/** Times each step; a step that throws (e.g. a string over V8's length limit) is reported, not hidden. */
function renderAll(base: Results, head: Results): { steps: Record<'compare' | 'comment' | 'html' | 'junit', Step>; html: string | null } {
  const step = <T>(work: () => T, size: (value: T) => number): { step: Step; value: T | null } => {
    const started = performance.now();
    try {
      const value = work();
      return { step: { ms: performance.now() - started, size: size(value), error: null }, value };
    } catch (e) {
      return {
        step: { ms: performance.now() - started, size: null, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) },
        value: null,
      };
    }
  };
  const compare = step(
    () =>
      compareResults(base, head, {
        ...DEFAULT_COMPARE_OPTIONS,
        quarantine: [],
        now: new Date('2026-01-01T00:00:00Z'),
        baseline: { source: 'branch', commit: 'b'.repeat(40), distance: 0 },
      }),
    (c) => c.suites.length,
  );
  const comparison = compare.value;
  if (comparison === null) throw new Error(`compareResults failed: ${compare.step.error}`);
  const comment = step(
    () => renderComment(buildReportModel(comparison, { judge: head.judge }), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null }),
    (t) => t.length,
  );
  const html = step(
    () => renderHtml(modelOf(comparison), head, base),
    (t) => t.length,
  );
  const junit = step(
    () => renderJunit(head),
    (t) => t.length,
  );
  return { steps: { compare: compare.step, comment: comment.step, html: html.step, junit: junit.step }, html: html.value };
}

function syntheticResults(suites: number, seed: number, passRate: (suite: number) => number): Results {
  const random = seededRandom(seed);
  const suiteResults: SuiteResult[] = Array.from({ length: suites }, (_, s) => ({
    suite_id: `suite_${s}`,
    file: `suites/suite_${s}.yaml`,
    spec_hash: `spec-${s}`,
    tests: Array.from({ length: TESTS }, (_, t) => ({
      test_id: `test_${t}`,
      spec_hash: `test-${s}-${t}`,
      tags: ['bench'],
      runs: Array.from({ length: REPEATS }, (_, repeat) => syntheticRun(s, t, repeat, random() < passRate(s))),
    })),
  }));
  const started = Date.parse('2026-01-01T00:00:00Z');
  return {
    schema: RESULTS_SCHEMA,
    tool: { name: 'agent-eval', version: '0.0.0-bench' },
    run: {
      id: `run-${seed}`,
      started_at: new Date(started).toISOString(),
      finished_at: new Date(started + 600_000).toISOString(),
      target: 'http://127.0.0.1:1',
      transport: 'http',
      commit: String(seed).repeat(40).slice(0, 40),
      repeats: REPEATS,
      concurrency: 16,
      complete: true,
    },
    counts: countRuns(suiteResults),
    judge: { configured: false, calls: 0, cache_hits: 0, cache_misses: 0, skipped: 0, unscored: 0, input_tokens: 0, output_tokens: 0 },
    warnings: [],
    suites: suiteResults,
  };
}

function syntheticRun(suite: number, test: number, repeat: number, passed: boolean): RunRecord {
  const turns: TurnRecord[] = Array.from({ length: TURNS }, (_, i) => {
    const failing = !passed && i === TURNS - 1;
    return {
      turn_id: `turn_${i}`,
      user_input: `user message ${i} of test ${test} <b>@someone</b>`,
      assistant_message: failing ? 'Sorry, I routed you to billing.' : 'Let me help you with that.',
      node_before: i === 0 ? 'start' : `node_${i}`,
      node_after: failing ? 'billing' : `node_${i + 1}`,
      flow_completed: i === TURNS - 1,
      tool_calls: [{ id: `call_${i}`, name: 'process_node', args: { node: `node_${i + 1}` }, source: 'tool_calls' }],
      facts_delta: { added: { [`fact_${i}`]: 'value' }, updated: {}, removed: [] },
      assertions: [
        failing
          ? {
              key: 'next_node_id',
              pass: false,
              status: 'failed',
              code: 'NODE_MISMATCH',
              expected: `node_${i + 1}`,
              actual: 'billing',
              reason: `expected node node_${i + 1}, got billing`,
            }
          : {
              key: 'next_node_id',
              pass: true,
              status: 'passed',
              expected: `node_${i + 1}`,
              actual: `node_${i + 1}`,
              reason: 'node matches',
            },
        { key: 'assistant_contains', pass: true, status: 'passed', expected: ['help'], reason: 'all substrings present' },
      ],
      judge: null,
      latency_ms: 40 + ((suite + test + i) % 30),
      attempts: 1,
      trace_id: null,
      unknown_blocks: [],
      warnings: [],
    };
  });
  return {
    repeat,
    conversation_id: `${suite}-${test}-${repeat}`,
    outcome: passed ? 'passed' : 'failed',
    codes: passed ? [] : ['NODE_MISMATCH'],
    duration_ms: 150,
    turns,
    final: { assertions: [] },
  };
}
