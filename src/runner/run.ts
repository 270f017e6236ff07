// The run: a worker pool (pool.ts) over the planned conversations, longest first; turns of one
// conversation stay in order. Every planned run ends up in the results exactly once, whatever happens.
// playSuites hands each finished run to the caller and keeps only a few facts of it, so a large run
// can stream its records to disk; runSuites keeps them all and returns the whole results object.
import { randomUUID } from 'node:crypto';
import { AgentBreaker } from '../agent/breaker.ts';
import type { AgentClient, BreakerCause } from '../agent/types.ts';
import { errorMessage } from '../errors.ts';
import { formatUsd } from '../format.ts';
import type { Judge } from '../judge/types.ts';
import type { JudgeGating } from '../judge/gating.ts';
import type { Logger } from '../logger.ts';
import {
  RESULTS_SCHEMA,
  type Counts,
  type FactsDelta,
  type Results,
  type RunRecord,
  type SimulatorUsage,
  type SuiteResult,
} from '../results/results-schema.ts';
import { isDraftSuite } from '../suite/draft.ts';
import { parseMinPass, type SimulatorSpec, type SuiteTest } from '../suite/suite-schema.ts';
import { builtinOnly } from '../simulator/builtin.ts';
import type { Simulator } from '../simulator/types.ts';
import { playSimulation } from './simulation.ts';
import { TOOL_NAME, VERSION } from '../version.ts';
import { Interrupted, playConversation, skippedRun, type ConversationOptions } from './conversation.ts';
import { isFlaky } from '../assertions/outcome.ts';
import { planJobs, scheduleOrder, type Job, type PlannedSuite, type StartedJob } from './plan.ts';
import { localPool, type JobPool } from './pool.ts';
import { Preflight } from './preflight.ts';
import type { RunBudget } from '../usage/budget.ts';
import { finalCodes, runFacts, summarize, type RunFacts, type RunSummary } from '../results/summary.ts';

export interface RunOptions extends ConversationOptions {
  concurrency: number;
  repeats: number | null;
  shard?: { index: number; total: number } | undefined;
  target: string;
  transport: 'http' | 'ws';
  /** The framework protocol the agent speaks, when not this product's own (execute): recorded in results.json. */
  protocol?: 'ag-ui' | 'a2a' | 'openai-chat' | undefined;
  commit: string | null;
  /** Runs already finished by an earlier, interrupted run: they are kept and not sent again. */
  resume?: ReadonlyMap<string, RunRecord> | undefined;
  /** A cap on every test's runs, set when a budget lowered them before the run. */
  maxRepeats?: number | undefined;
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
  /** Where the conversations are played; default: the run's own pool of `concurrency` workers. */
  pool?: JobPool | undefined;
  /**
   * The agent's circuit breaker, also given to the client (AgentClientOptions.breaker) so that it
   * counts every attempt: once open, the runs not started are not attempted. Default: one of the
   * run's own, which only the preflight can open.
   */
  breaker?: AgentBreaker | undefined;
  /** A spending budget: once spent, no new run starts and the rest are recorded `not_run: budget`. */
  budget?: RunBudget | undefined;
  /**
   * The simulated user of a simulated test, by its `simulator` block; default: the built-in
   * simulator for every test (no model, no network).
   */
  simulatorFor?: ((spec: SimulatorSpec | undefined) => Simulator) | undefined;
  /** A fresh id for each conversation played (StartedJob.threadId); default: a random UUID v4. */
  newThreadId?: (() => string) | undefined;
  /**
   * Which judge checks may fail a run (judge/gating.ts: calibrated criteria only); recorded in
   * results.json's judge_calibration. Absent: every judge check does, and nothing is recorded.
   */
  judgeGating?: JudgeGating | undefined;
}

/**
 * The runner's telemetry port (src/telemetry/ implements it). It records what the runner did and
 * computed, as it was: the requests sent and replies received through the wrapped client and
 * judge, and the facts delta each turn was asserted on.
 */
export interface RunTelemetry {
  /** Headers for the agent request in progress (the W3C traceparent of its span); for AgentClientOptions.headers. */
  agentHeaders(): Record<string, string>;
  wrapClient(client: AgentClient): AgentClient;
  wrapJudge(judge: Judge): Judge;
  runStarted(jobs: readonly Job[], run: { target: string; transport: string }): void;
  /** Plays one conversation inside its span and artifact scope. */
  conversation(job: StartedJob, play: () => Promise<RunRecord>): Promise<RunRecord>;
  /** The facts delta the runner computed for a turn's reply (called inside `play`, after the agent answered). */
  turnObserved(turnId: string, factsDelta: FactsDelta): void;
  /** Ends the spans, writes metrics.prom (and pushes it), flushes the artifacts and the trace exporter. */
  finish(summary: RunSummary): Promise<void>;
}

/** The skipped_reason of a planned run that never finished because the run was interrupted. */
export const INTERRUPTED_REASON = 'run interrupted before this conversation finished';

/** A played run in plan order: suites, their tests, each test's jobs by repeat. */
export interface PlayedRun {
  /** Every field of results.json but the suites, in the order results.json has them. */
  head: Omit<Results, 'suites'>;
  suites: PlayedSuite[];
  /** By job index; an unfinished job has the facts of its skipped record. */
  facts: readonly RunFacts[];
  /** The record of a job that was not handed on: not attempted (the agent's circuit was open), or skipped (interrupted). */
  unfinished(job: Job): RunRecord;
}

/**
 * The record of a run the spending budget kept from starting: skipped (never failed, never scored),
 * marked `not_run: budget` so the comparison leaves its suite out of the gate.
 */
export function notRunForBudget(job: Job, why: string): RunRecord {
  return { ...skippedRun(job, `not run: ${why}`), not_run: 'budget' };
}

/**
 * The record of a run not attempted because the agent's circuit was open: errored (never passed,
 * never quietly left out of a comparison), no turn, the cause as its error.
 */
export function notAttemptedRun(job: Job, cause: BreakerCause): RunRecord {
  return {
    repeat: job.repeat,
    conversation_id: job.conversationId,
    seed: job.seed,
    outcome: 'errored',
    codes: [cause.code],
    duration_ms: 0,
    turns: [],
    final: { assertions: [] },
    error: { code: cause.code, message: `not attempted: ${cause.message}` },
  };
}

export interface PlayedSuite {
  planned: PlannedSuite;
  tests: PlayedTest[];
  /** Set when the suite expects tool calls and the run captured none: the data are suspect. */
  suspect: string | undefined;
}

export interface PlayedTest {
  test: SuiteTest;
  /** Sorted by repeat. */
  jobs: Job[];
  /** The repeats disagree: the failed runs carry FLAKY in results.json. */
  flaky: boolean;
}

/**
 * Plays every planned run, hands each finished record to ports.onRunFinished and keeps only its
 * facts. Runs that never finished are not handed on (so --resume plays them): runs not attempted
 * because the agent's circuit opened are errored records (notAttemptedRun), runs interrupted are
 * skipped ones (skippedRun(job, INTERRUPTED_REASON)); played.unfinished(job) makes either.
 */
export async function playSuites(suites: readonly PlannedSuite[], options: RunOptions, ports: RunPorts): Promise<PlayedRun> {
  const startedAt = new Date(ports.now());
  const jobs = planJobs(suites, { repeats: options.repeats, shard: options.shard, maxRepeats: options.maxRepeats });
  // Indexed by job.index, which counts every planned job: a shard's array has holes for the others.
  // Sized up front: runs finish out of plan order, and writing far past the end of an empty array
  // turns it into a slow, larger dictionary.
  const facts: RunFacts[] = Array.from({ length: (jobs.at(-1)?.index ?? -1) + 1 });
  const progress: RunProgress = { done: 0, total: jobs.length, failed: 0, errored: 0 };
  let interrupted = false;
  const telemetry = ports.telemetry;
  const breaker = ports.breaker ?? new AgentBreaker();
  const preflight = new Preflight(breaker);
  const notAttempted = new Map<number, BreakerCause>();
  const overBudget = new Map<number, string>();
  const client = preflight.wrap(telemetry ? telemetry.wrapClient(ports.client) : ports.client);
  const judge = telemetry ? telemetry.wrapJudge(ports.judge) : ports.judge;
  const simulatorFor = ports.simulatorFor ?? builtinOnly();
  const newThreadId = ports.newThreadId ?? randomUUID;
  telemetry?.runStarted(jobs, { target: options.target, transport: options.transport });

  let simulator: SimulatorUsage | null = null;
  const finish = async (job: Job, record: RunRecord): Promise<void> => {
    ports.budget?.runFinished(record);
    facts[job.index] = runFacts(record);
    if (record.simulator_usage) simulator = addSimulatorUsage(simulator, record.simulator_usage);
    progress.done += 1;
    if (record.outcome === 'failed') progress.failed += 1;
    if (record.outcome === 'errored') progress.errored += 1;
    await ports.onRunFinished?.(job, record, { ...progress });
  };

  const playJob = async (job: Job): Promise<void> => {
    // A stopped run plays nothing more: what is left is on record as skipped.
    if (ports.signal.aborted) return;
    const earlier = options.resume?.get(job.conversationId);
    if (earlier) {
      await finish(job, earlier);
      return;
    }
    // A spent budget starts nothing more; the runs in flight finish.
    const spent = ports.budget?.exhausted() ?? null;
    if (spent !== null) {
      overBudget.set(job.index, spent);
      facts[job.index] = runFacts(notRunForBudget(job, spent));
      return;
    }
    // The first conversation played is the preflight: the others wait until its first agent call settled.
    const first = preflight.claim();
    if (!first) await preflight.done;
    const open = breaker.openCause();
    if (open !== null) {
      notAttempted.set(job.index, open);
      facts[job.index] = runFacts(notAttemptedRun(job, open));
      if (first) preflight.settle();
      return;
    }
    // Each run is a conversation of its own: a server that keeps threads never resumes an earlier run's.
    const started: StartedJob = { ...job, threadId: newThreadId() };
    try {
      const turnObserved = telemetry ? { turnObserved: (turnId: string, delta: FactsDelta) => telemetry.turnObserved(turnId, delta) } : {};
      const conversationPorts = { client, judge, now: ports.now, signal: ports.signal, judgeGating: ports.judgeGating, ...turnObserved };
      const simulation = job.test.simulation;
      const play = simulation
        ? () => playSimulation(started, options, { ...conversationPorts, simulator: simulatorFor(simulation.simulator) })
        : () => playConversation(started, options, conversationPorts);
      await finish(job, await (telemetry ? telemetry.conversation(started, play) : play()));
    } catch (e) {
      if (e instanceof Interrupted || ports.signal.aborted) {
        interrupted = true;
        return;
      }
      // A bug or an unexpected failure in one conversation must not hide the others.
      const message = errorMessage(e);
      ports.logger.error(`${job.suite.suite_id}/${job.test.test_id}#${job.repeat}: ${message}`);
      await finish(job, {
        ...skippedRun(started, `internal error: ${message}`),
        outcome: 'errored',
        codes: ['ENGINE_ERROR'],
        error: { code: 'ENGINE_ERROR', message },
      });
    } finally {
      if (first) preflight.settle();
    }
  };
  await (ports.pool ?? localPool(options.concurrency))(scheduleOrder(jobs), playJob);
  if (ports.signal.aborted) interrupted = true;

  // Runs that never finished are on record as skipped, so planned = passed + failed + errored + skipped.
  for (const job of jobs) facts[job.index] ??= runFacts(skippedRun(job, INTERRUPTED_REASON));

  const warnings: string[] = [];
  const played = layout(suites, jobs, facts, warnings);
  const counts: Counts = { planned: 0, passed: 0, failed: 0, errored: 0, skipped: 0 };
  for (const job of jobs) {
    counts.planned += 1;
    counts[facts[job.index]!.outcome] += 1;
  }
  if (interrupted)
    warnings.unshift(`run interrupted: ${counts.skipped} of ${counts.planned} planned runs did not finish; results are incomplete`);
  // The cause is on every run not attempted and in the warning; the reason only says what happened.
  const stopped =
    notAttempted.size > 0 ? `${notAttempted.size} of ${counts.planned} planned runs not attempted: the agent stopped answering` : null;
  if (stopped !== null)
    warnings.unshift(
      `${notAttempted.size} of ${counts.planned} planned runs not attempted: ${notAttempted.values().next().value!.message}`,
    );
  const budgetStop =
    overBudget.size > 0 ? `${overBudget.size} of ${counts.planned} planned runs not run: ${overBudget.values().next().value!}` : null;
  if (budgetStop !== null) warnings.unshift(budgetStop);
  const budget = ports.budget?.report();
  if (budget !== undefined && !budget.usd_enforced)
    warnings.push(
      `budget of ${budget.usd === null ? 'dollars' : formatUsd(budget.usd)} not enforced: tokens of ${budget.unpriced.join(', ')} have no price (give them one with --prices or the prices input)`,
    );
  if (budget !== undefined && budget.runs_without_agent_usage > 0)
    warnings.push(
      `budget: ${budget.runs_without_agent_usage} run(s) of an agent that reported no usage; their agent tokens are not counted`,
    );
  const incompleteReason = interrupted ? 'interrupted by a signal' : (stopped ?? budgetStop);
  return {
    head: {
      schema: RESULTS_SCHEMA,
      tool: { name: TOOL_NAME, version: VERSION },
      run: {
        id: randomUUID(),
        started_at: startedAt.toISOString(),
        finished_at: new Date(ports.now()).toISOString(),
        target: options.target,
        transport: options.transport,
        ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
        commit: options.commit,
        // Lowered by a budget before the run: the runs per test it actually planned.
        repeats:
          options.repeats !== null && options.maxRepeats !== undefined ? Math.min(options.repeats, options.maxRepeats) : options.repeats,
        concurrency: options.concurrency,
        complete: incompleteReason === null,
        ...(incompleteReason === null ? {} : { incomplete_reason: incompleteReason }),
        ...(options.shard ? { shard: options.shard } : {}),
        ...(budget === undefined ? {} : { budget }),
      },
      counts,
      judge: { configured: ports.judge.configured, ...ports.judge.usage() },
      ...(simulator ? { simulator } : {}),
      ...(ports.judgeGating ? { judge_calibration: ports.judgeGating.summary() } : {}),
      warnings,
    },
    suites: played,
    facts,
    unfinished: (job) => {
      const cause = notAttempted.get(job.index);
      if (cause) return notAttemptedRun(job, cause);
      const spent = overBudget.get(job.index);
      return spent === undefined ? skippedRun(job, INTERRUPTED_REASON) : notRunForBudget(job, spent);
    },
  };
}

/** The summary of a run played by playSuites (its records streamed elsewhere). */
export function summarizePlayed(played: PlayedRun): RunSummary {
  const suites = played.suites.map((s) => ({
    suite_id: s.planned.suite.suite_id,
    file: s.planned.file,
    spec_hash: s.planned.specHash,
    suspect: s.suspect,
    tests: s.tests.map((t) => ({ test_id: t.test.test_id, runs: t.jobs.map((j) => played.facts[j.index]!), flaky: t.flaky })),
  }));
  return summarize(played.head, suites);
}

/** Plays every planned run and returns the whole results object, every record in memory. */
export async function runSuites(suites: readonly PlannedSuite[], options: RunOptions, ports: RunPorts): Promise<Results> {
  const records = new Map<number, RunRecord>();
  const played = await playSuites(suites, options, {
    ...ports,
    onRunFinished: async (job, record, progress) => {
      records.set(job.index, record);
      await ports.onRunFinished?.(job, record, progress);
    },
  });
  return {
    ...played.head,
    suites: played.suites.map((s) => {
      const tests = s.tests.map((t) => ({
        ...testHeader(s.planned, t.test),
        runs: t.jobs.map((job) => {
          const record = records.get(job.index) ?? played.unfinished(job);
          // A copy when FLAKY is added: a record passed in through `resume` is left as it was.
          const codes = finalCodes(record.codes, record.outcome, t.flaky);
          return codes === record.codes ? record : { ...record, codes };
        }),
      }));
      return { ...suiteHeader(s.planned), tests, ...(s.suspect ? { suspect: s.suspect } : {}) };
    }),
  };
}

/** The fields of a suite in results.json before its tests (its suspect mark comes after them). */
export function suiteHeader(planned: PlannedSuite): Pick<SuiteResult, 'suite_id' | 'file' | 'spec_hash' | 'draft' | 'pass_k'> {
  const passK = planned.suite.defaults?.pass_k;
  return {
    suite_id: planned.suite.suite_id,
    file: planned.file,
    spec_hash: planned.specHash,
    ...(isDraftSuite(planned.suite) ? { draft: true as const } : {}),
    ...(passK === undefined ? {} : { pass_k: passK }),
  };
}

/** The fields of a test in results.json before its runs. */
export function testHeader(
  planned: PlannedSuite,
  test: SuiteTest,
): { test_id: string; spec_hash: string; line?: number; tags?: string[]; min_pass?: { passes: number; runs: number } } {
  const line = planned.lines?.tests.get(test.test_id);
  const minPass = test.min_pass ?? planned.suite.defaults?.min_pass;
  return {
    test_id: test.test_id,
    spec_hash: planned.testHashes[test.test_id] ?? '',
    ...(line === undefined ? {} : { line }),
    ...(test.tags ? { tags: test.tags } : {}),
    ...(minPass === undefined ? {} : { min_pass: parseMinPass(minPass) }),
  };
}

function layout(suites: readonly PlannedSuite[], jobs: readonly Job[], facts: readonly RunFacts[], warnings: string[]): PlayedSuite[] {
  const bySuite = new Map<number, Map<number, Job[]>>();
  for (const job of jobs) {
    const tests = bySuite.get(job.suiteIndex) ?? new Map<number, Job[]>();
    bySuite.set(job.suiteIndex, tests);
    const list = tests.get(job.testIndex) ?? [];
    tests.set(job.testIndex, list);
    list.push(job);
  }
  const out: PlayedSuite[] = [];
  suites.forEach((planned, suiteIndex) => {
    const testJobs = bySuite.get(suiteIndex);
    if (!testJobs) return; // another shard's suite
    const tests: PlayedTest[] = [];
    planned.suite.tests.forEach((test, testIndex) => {
      const list = testJobs.get(testIndex);
      if (!list) return;
      list.sort((a, b) => facts[a.index]!.repeat - facts[b.index]!.repeat);
      tests.push({ test, jobs: list, flaky: isFlaky(list.map((j) => facts[j.index]!.outcome)) });
    });
    const runs = tests.flatMap((t) => t.jobs.map((j) => facts[j.index]!));
    const suspect = captureCheck(planned, runs);
    if (suspect) warnings.push(`SUSPECT DATA in suite ${planned.suite.suite_id}: ${suspect}`);
    const unknown = runs.flatMap((r) => r.unknownBlocks);
    if (unknown.length > 0) {
      const kinds = [...new Set(unknown)].join(', ');
      warnings.push(
        `suite ${planned.suite.suite_id}: ${unknown.length} content block(s) of unknown type (${kinds}) were kept in the turn records; check the agent's response format`,
      );
    }
    out.push({ planned, tests, suspect });
  });
  return out;
}

/**
 * The lesson of silent data loss: a suite that expects tool calls, run by an agent that answered,
 * must have captured at least one. Zero captured means the capture is broken, not that the agent failed.
 */
function captureCheck(planned: PlannedSuite, runs: readonly RunFacts[]): string | undefined {
  const expectsCalls = planned.suite.tests.some(
    (t) =>
      (t.turns ?? []).some((turn) => turn.expected?.tool_call || turn.expected?.tool_calls) ||
      t.final_assertions?.tool_call ||
      t.final_assertions?.tool_calls,
  );
  if (!expectsCalls) return undefined;
  const answeredTurns = runs.reduce((n, r) => n + r.answeredTurns, 0);
  if (answeredTurns === 0) return undefined;
  const captured = runs.reduce((n, r) => n + r.toolCalls, 0);
  if (captured > 0) return undefined;
  return `the suite expects tool calls but ${answeredTurns} answered turn(s) captured none; the agent's tool calls are probably not being returned or not being parsed, so these results are not evidence about the agent`;
}

/** Two simulator usages summed: calls and tokens added, models in the order first seen. */
export function addSimulatorUsage(total: SimulatorUsage | null, run: SimulatorUsage): SimulatorUsage {
  if (total === null) return { ...run, models: [...run.models] };
  return {
    calls: total.calls + run.calls,
    input_tokens: total.input_tokens + run.input_tokens,
    output_tokens: total.output_tokens + run.output_tokens,
    models: [...new Set([...total.models, ...run.models])],
  };
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
