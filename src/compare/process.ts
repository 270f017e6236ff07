// What the agent did, not only what it said: process metrics per side of a suite from the captured
// turns, and failure-code counts.
import type { RunRecord, SuiteResult } from '../results/results-schema.ts';
import type { FailureCode } from '../results/failure-codes.ts';
import type { ProcessMetrics } from './comparison-schema.ts';

function allRuns(suite: SuiteResult): RunRecord[] {
  return suite.tests.flatMap((t) => t.runs);
}

/**
 * Over every recorded turn of every run (errored runs included: their completed turns are real agent
 * behaviour). Latency percentiles use the nearest-rank method over the turns the agent answered, so
 * they are always an observed value, and null when no turn was answered.
 * Tokens are null when no turn reported usage, not 0.
 */
export function processMetrics(suite: SuiteResult): ProcessMetrics {
  // Plain loops and a typed-array sort: this runs over every turn of every suite of both sides.
  let turnCount = 0;
  let answered = 0;
  for (const test of suite.tests)
    for (const run of test.runs) {
      turnCount += run.turns.length;
      for (const turn of run.turns) if (turn.error === undefined) answered++;
    }
  // A turn the agent never answered has no latency (it is recorded as 0): only answered turns count.
  const latencies = new Float64Array(answered);
  const tools = new Map<string, number>();
  let toolCalls = 0;
  let inputTokens: number | null = null;
  let outputTokens: number | null = null;
  let i = 0;
  for (const test of suite.tests) {
    for (const run of test.runs) {
      for (const turn of run.turns) {
        if (turn.error === undefined) latencies[i++] = turn.latency_ms;
        for (const call of turn.tool_calls) {
          tools.set(call.name, (tools.get(call.name) ?? 0) + 1);
          toolCalls++;
        }
        if (turn.usage !== undefined) {
          inputTokens = (inputTokens ?? 0) + turn.usage.input_tokens;
          outputTokens = (outputTokens ?? 0) + turn.usage.output_tokens;
        }
      }
    }
  }
  latencies.sort();
  return {
    turns: turnCount,
    tool_calls_per_turn: turnCount === 0 ? null : toolCalls / turnCount,
    tools: Object.fromEntries(tools),
    latency_p50_ms: nearestRank(latencies, 0.5),
    latency_p95_ms: nearestRank(latencies, 0.95),
    input_tokens: inputTokens,
    output_tokens: outputTokens,
  };
}

function nearestRank(sorted: Float64Array, q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? null;
}

/** Codes of one run: its `codes`, plus the code of its error if the list lacks it. */
function runCodes(run: RunRecord): Set<FailureCode> {
  const codes = new Set(run.codes);
  if (run.error !== undefined) codes.add(run.error.code);
  return codes;
}

/** Number of runs showing each failure code, per side (a run with two codes counts for both). */
export function failureCodeCounts(
  base: SuiteResult | undefined,
  head: SuiteResult | undefined,
): Record<string, { base: number; head: number }> {
  const counts: Record<string, { base: number; head: number }> = {};
  const add = (suite: SuiteResult | undefined, side: 'base' | 'head'): void => {
    if (suite === undefined) return;
    for (const run of allRuns(suite)) {
      for (const code of runCodes(run)) {
        const entry = (counts[code] ??= { base: 0, head: 0 });
        entry[side]++;
      }
    }
  };
  add(base, 'base');
  add(head, 'head');
  return counts;
}

export function toolCallsCaptured(suite: SuiteResult): number {
  let n = 0;
  for (const test of suite.tests) for (const run of test.runs) for (const turn of run.turns) n += turn.tool_calls.length;
  return n;
}
