// The run: a worker pool over the planned conversations, longest first; turns of one conversation
// stay in order. Every planned run ends up in the results exactly once, whatever happens.
import { randomUUID } from 'node:crypto';
import type { AgentClient } from '../agent/types.ts';
import type { Judge } from '../judge/types.ts';
import type { Logger } from '../logger.ts';
import type { RunTelemetry } from '../telemetry/telemetry.ts';
import { RESULTS_SCHEMA, type Counts, type Results, type RunRecord, type SuiteResult } from '../results/schema.ts';
import { TOOL_NAME, VERSION } from '../version.ts';
import { Interrupted, playConversation, skippedRun, type ConversationOptions } from './conversation.ts';
import { isFlaky } from '../assertions/outcome.ts';
import { planJobs, scheduleOrder, type Job, type PlannedSuite } from './plan.ts';

export interface RunOptions extends ConversationOptions {
  concurrency: number;
  repeats: number | null;
  shard?: { index: number; total: number } | undefined;
  target: string;
  transport: 'http' | 'ws';
  commit: string | null;
  /** Runs already finished by an earlier, interrupted run: they are kept and not sent again. */
  resume?: ReadonlyMap<string, RunRecord> | undefined;
}

export interface RunProgress {
  done: number;
  total: number;
  failed: number;
  errored: number;
}

export interface RunPorts {
  client: AgentClient;
  judge: Judge;
  logger: Logger;
  now: () => number;
  signal: AbortSignal;
  /** Called as each conversation finishes (stream to disk, progress). */
  onRunFinished?: (job: Job, record: RunRecord, progress: RunProgress) => void | Promise<void>;
  /** Spans, metrics and artifacts: wraps the client and the judge, and scopes each conversation. */
  telemetry?: RunTelemetry | undefined;
}

export async function runSuites(suites: readonly PlannedSuite[], options: RunOptions, ports: RunPorts): Promise<Results> {
  const startedAt = new Date(ports.now());
  const jobs = planJobs(suites, { repeats: options.repeats, shard: options.shard });
  const records = new Map<number, RunRecord>();
  const progress: RunProgress = { done: 0, total: jobs.length, failed: 0, errored: 0 };
  let interrupted = false;
  const telemetry = ports.telemetry;
  const client = telemetry ? telemetry.wrapClient(ports.client) : ports.client;
  const judge = telemetry ? telemetry.wrapJudge(ports.judge) : ports.judge;
  telemetry?.runStarted(jobs, { target: options.target, transport: options.transport });

  const finish = async (job: Job, record: RunRecord): Promise<void> => {
    records.set(job.index, record);
    progress.done += 1;
    if (record.outcome === 'failed') progress.failed += 1;
    if (record.outcome === 'errored') progress.errored += 1;
    await ports.onRunFinished?.(job, record, { ...progress });
  };

  const queue = scheduleOrder(jobs);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length && !ports.signal.aborted) {
      const job = queue[next++]!;
      const earlier = options.resume?.get(job.conversationId);
      if (earlier) {
        await finish(job, earlier);
        continue;
      }
      try {
        const play = () => playConversation(job, options, { client, judge, now: ports.now, signal: ports.signal });
        await finish(job, await (telemetry ? telemetry.conversation(job, play) : play()));
      } catch (e) {
        if (e instanceof Interrupted || ports.signal.aborted) {
          interrupted = true;
          return;
        }
        // A bug or an unexpected failure in one conversation must not hide the others.
        const message = e instanceof Error ? e.message : String(e);
        ports.logger.error(`${job.suite.suite_id}/${job.test.test_id}#${job.repeat}: ${message}`);
        await finish(job, { ...skippedRun(job, `internal error: ${message}`), outcome: 'errored', codes: ['ENGINE_ERROR'], error: { code: 'ENGINE_ERROR', message } });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, queue.length)) }, worker));
  if (ports.signal.aborted) interrupted = true;

  // Runs that never finished are on record as skipped, so planned = passed + failed + errored + skipped.
  for (const job of jobs) {
    if (!records.has(job.index)) records.set(job.index, skippedRun(job, 'run interrupted before this conversation finished'));
  }

  const warnings: string[] = [];
  const suiteResults = assemble(suites, jobs, records, warnings);
  const counts = countRuns(suiteResults);
  if (interrupted) warnings.unshift(`run interrupted: ${counts.skipped} of ${counts.planned} planned runs did not finish; results are incomplete`);
  return {
    schema: RESULTS_SCHEMA,
    tool: { name: TOOL_NAME, version: VERSION },
    run: {
      id: randomUUID(),
      started_at: startedAt.toISOString(),
      finished_at: new Date(ports.now()).toISOString(),
      target: options.target,
      transport: options.transport,
      commit: options.commit,
      repeats: options.repeats,
      concurrency: options.concurrency,
      complete: !interrupted,
      ...(interrupted ? { incomplete_reason: 'interrupted by a signal' } : {}),
      ...(options.shard ? { shard: options.shard } : {}),
    },
    counts,
    judge: { configured: ports.judge.configured, ...ports.judge.usage() },
    warnings,
    suites: suiteResults,
  };
}

function assemble(suites: readonly PlannedSuite[], jobs: readonly Job[], records: ReadonlyMap<number, RunRecord>, warnings: string[]): SuiteResult[] {
  const out: SuiteResult[] = [];
  suites.forEach((planned, suiteIndex) => {
    const suiteJobs = jobs.filter((j) => j.suiteIndex === suiteIndex);
    if (suiteJobs.length === 0) return; // another shard's suite
    const tests = planned.suite.tests
      .map((test, testIndex) => {
        const runs = suiteJobs
          .filter((j) => j.testIndex === testIndex)
          .map((j) => records.get(j.index)!)
          .sort((a, b) => a.repeat - b.repeat);
        markFlaky(runs);
        return { test_id: test.test_id, spec_hash: planned.testHashes[test.test_id] ?? '', ...(test.tags ? { tags: test.tags } : {}), runs };
      })
      .filter((t) => t.runs.length > 0);
    const result: SuiteResult = { suite_id: planned.suite.suite_id, file: planned.file, spec_hash: planned.specHash, tests };
    const suspect = captureCheck(planned, result);
    if (suspect) {
      result.suspect = suspect;
      warnings.push(`SUSPECT DATA in suite ${planned.suite.suite_id}: ${suspect}`);
    }
    const unknown = tests.flatMap((t) => t.runs.flatMap((r) => r.turns.flatMap((turn) => turn.unknown_blocks)));
    if (unknown.length > 0) {
      const kinds = [...new Set(unknown.map((u) => blockType(u.block)))].join(', ');
      warnings.push(`suite ${planned.suite.suite_id}: ${unknown.length} content block(s) of unknown type (${kinds}) were kept in the turn records; check the agent's response format`);
    }
    out.push(result);
  });
  return out;
}

/** A test whose repeats disagree (some passed, some failed) is flaky: its failed runs carry FLAKY. */
function markFlaky(runs: RunRecord[]): void {
  if (!isFlaky(runs.map((r) => r.outcome))) return;
  for (const r of runs) if (r.outcome === 'failed' && !r.codes.includes('FLAKY')) r.codes.push('FLAKY');
}

/**
 * The lesson of silent data loss: a suite that expects tool calls, run by an agent that answered,
 * must have captured at least one. Zero captured means the capture is broken, not that the agent failed.
 */
function captureCheck(planned: PlannedSuite, result: SuiteResult): string | undefined {
  const expectsCalls = planned.suite.tests.some(
    (t) => t.turns.some((turn) => turn.expected?.tool_call || turn.expected?.tool_calls) || t.final_assertions?.tool_call || t.final_assertions?.tool_calls,
  );
  if (!expectsCalls) return undefined;
  const answeredTurns = result.tests.flatMap((t) => t.runs.flatMap((r) => r.turns.filter((turn) => !turn.error)));
  if (answeredTurns.length === 0) return undefined;
  const captured = answeredTurns.reduce((n, turn) => n + turn.tool_calls.length, 0);
  if (captured > 0) return undefined;
  return `the suite expects tool calls but ${answeredTurns.length} answered turn(s) captured none; the agent's tool calls are probably not being returned or not being parsed, so these results are not evidence about the agent`;
}

function blockType(block: unknown): string {
  return typeof block === 'object' && block !== null && 'type' in block ? String((block as { type: unknown }).type) : typeof block;
}

export function countRuns(suites: readonly SuiteResult[]): Counts {
  const counts: Counts = { planned: 0, passed: 0, failed: 0, errored: 0, skipped: 0 };
  for (const s of suites)
    for (const t of s.tests)
      for (const r of t.runs) {
        counts.planned += 1;
        counts[r.outcome] += 1;
      }
  return counts;
}
