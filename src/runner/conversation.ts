// Plays one test conversation against the agent, turn by turn, and records everything.
// The harness keeps the state: each turn's context is built from the previous reply.
import type { AgentClient, AgentMemory, AgentTurn, ExecuteRequest, Facts, HistoryMessage } from '../agent/types.ts';
import { AgentCallError } from '../agent/types.ts';
import type { Assertions } from '../suite/suite-schema.ts';
import type { AssertionResult, FactsDelta, JudgeRecord, RunRecord, ToolCall, TurnRecord } from '../results/results-schema.ts';
import type { Judge, JudgeRequest, JudgeVerdict } from '../judge/types.ts';
import { DEFAULT_PANEL_RULE } from '../judge/panel.ts';
import { withGate, type JudgeGating } from '../judge/gating.ts';
import type { Observed } from '../assertions/types.ts';
import { runAssertions } from '../assertions/registry.ts';
import { inGreyBand } from '../assertions/similarity.ts';
import { fitTranscript, SAME_MEANING } from '../judge/prompt.ts';
import { computeFactsDelta } from './facts-delta.ts';
import { judgeError, runOutcome } from '../assertions/outcome.ts';
import { factsToMap } from '../agent/normalise.ts';
import type { Job, StartedJob } from './plan.ts';
import { isolationFor, type MemoryPipeline } from './isolation.ts';

export interface ConversationOptions {
  /** The run's context.dry_run; a test's or its suite's `dry_run` wins (isolationFor). */
  dryRun: boolean;
  /** The run's context.memory_pipeline; a test's or its suite's `memory_pipeline` wins (isolationFor). */
  memoryPipeline: MemoryPipeline;
  enableTracing: boolean;
  /** Ask the judge even when the turn's structured assertions already failed. */
  judgeFailedTurns: boolean;
}

export interface ConversationPorts {
  client: AgentClient;
  judge: Judge;
  now: () => number;
  signal: AbortSignal;
  /** Told each turn's facts delta as soon as it is computed (telemetry records it with the turn). */
  turnObserved?: (turnId: string, factsDelta: FactsDelta) => void;
  /** Which judge checks may fail a run (calibrated criteria); absent: every judge check does. */
  judgeGating?: JudgeGating | undefined;
}

export class Interrupted extends Error {
  override name = 'Interrupted';
}

/** The memory a conversation starts with: the test's seeded memory, else an empty one. */
export function initialMemoryOf(test: Job['test']): AgentMemory {
  const seeded = test.memory;
  return {
    turn_index: seeded?.turn_index ?? 0,
    facts: seeded?.facts ?? [],
    summary: seeded?.summary ?? { level: 0, chunks: [] },
  };
}

/** Where a conversation stands before a turn: what the next request carries. */
export interface TurnState {
  node: string | null;
  history: HistoryMessage[];
  memory: AgentMemory;
}

/** One turn's request, the same for scripted and simulated tests (the seed is the run's, see repeat-seed.ts). */
export function turnRequest(
  job: StartedJob,
  options: ConversationOptions,
  state: TurnState,
  isolation: ReturnType<typeof isolationFor>,
  turnId: string,
  userMessage: string,
): ExecuteRequest {
  return {
    context: { current_node_id: state.node, latest_user_message: userMessage, history: state.history, memory: state.memory, ...isolation },
    params: { temperature: 0, top_p: 1, seed: job.seed, enable_tracing: options.enableTracing },
    test: {
      suite_id: job.suite.suite_id,
      test_id: job.test.test_id,
      turn_id: turnId,
      repeat: job.repeat,
      conversation_id: job.threadId,
    },
  };
}

export async function playConversation(job: StartedJob, options: ConversationOptions, ports: ConversationPorts): Promise<RunRecord> {
  const { suite, test } = job;
  const specTurns = test.turns ?? [];
  const started = ports.now();
  const maxTurns = suite.defaults?.max_turns;
  if (maxTurns !== undefined && specTurns.length > maxTurns) {
    return skippedRun(
      job,
      `test has ${specTurns.length} turns, more than defaults.max_turns (${maxTurns}); raise max_turns or split the test`,
    );
  }

  const conversation = ports.client.conversation(job.threadId);
  const initialMemory = initialMemoryOf(test);
  const initialFacts = factsToMap(initialMemory.facts);
  const isolation = isolationFor(suite, test, options);
  let node: string | null = test.initial_node_id;
  let history: HistoryMessage[] = [];
  let memory: AgentMemory = initialMemory;
  let facts: Facts = initialFacts;
  let flowCompleted: boolean | null = null;
  let lastTurn: AgentTurn | null = null;
  const turns: TurnRecord[] = [];
  const allCalls: ToolCall[] = [];
  let error: RunRecord['error'];

  try {
    for (const [turnIndex, specTurn] of specTurns.entries()) {
      if (ports.signal.aborted) throw new Interrupted('run interrupted');
      const request = turnRequest(job, options, { node, history, memory }, isolation, specTurn.turn_id, specTurn.user_input);
      let outcome;
      try {
        outcome = await conversation.execute(request, ports.signal);
      } catch (e) {
        if (ports.signal.aborted) throw new Interrupted('run interrupted');
        if (!(e instanceof AgentCallError)) throw e;
        // The agent call finally failed: the conversation ends here, with the turn on record.
        error = { code: e.code, message: e.message };
        turns.push(failedTurn(specTurn.turn_id, specTurn.user_input, node, e));
        break;
      }
      const reply = outcome.turn;
      const observed = observeTurn(reply, node, facts, suite);
      ports.turnObserved?.(specTurn.turn_id, observed.facts_delta);
      const expected = specTurn.expected;
      const { assertions, judge } = await assertTurn(expected, observed, specTurn.user_input, job, specTurn.turn_id, options, ports);
      // A flow that completed before the test's last turn is the agent's failure (it routed to a stop
      // node too early), not an infrastructure error: the turns left are not sent to a finished flow.
      const endedEarly = reply.flow_completed === true && turnIndex < specTurns.length - 1;
      if (endedEarly)
        assertions.push(
          flowEndedEarly(
            reply.current_node_id,
            specTurn.turn_id,
            specTurns.slice(turnIndex + 1).map((t) => t.turn_id),
          ),
        );
      turns.push({
        turn_id: specTurn.turn_id,
        user_input: specTurn.user_input,
        assistant_message: reply.assistant_message,
        node_before: node,
        node_after: reply.current_node_id,
        flow_completed: reply.flow_completed,
        tool_calls: reply.tool_calls,
        facts_delta: observed.facts_delta,
        next_node_descriptor: reply.next_node_descriptor,
        assertions,
        judge,
        latency_ms: outcome.latency_ms,
        attempts: outcome.attempts,
        trace_id: reply.trace_id,
        ...(reply.usage ? { usage: reply.usage } : {}),
        unknown_blocks: reply.unknown_blocks,
        warnings: reply.warnings,
      });
      allCalls.push(...reply.tool_calls);
      // Next turn's context comes from this reply; an agent that returns no history gets ours extended.
      history =
        reply.history.length > 0
          ? reply.history
          : [...history, { role: 'user', content: specTurn.user_input }, { role: 'assistant', content: reply.assistant_message ?? '' }];
      memory = reply.memory;
      facts = reply.facts;
      node = reply.current_node_id;
      flowCompleted = reply.flow_completed;
      lastTurn = reply;
      if (endedEarly) break;
    }
  } finally {
    await conversation.close().catch(() => undefined);
  }

  let finalAssertions: AssertionResult[] = [];
  if (!error && test.final_assertions) {
    const last = turns.at(-1);
    const observed = observeConversation(
      { lastTurn, startNode: test.initial_node_id, node, flowCompleted, allCalls, initialFacts, facts },
      suite,
    );
    const userInput = last?.user_input ?? '';
    // The final judge grades the whole conversation, every turn played.
    finalAssertions = (await assertTurn(test.final_assertions, observed, userInput, job, 'final', options, ports, turns)).assertions;
  }

  return runRecord(job, turns, finalAssertions, error, Math.max(0, ports.now() - started));
}

/**
 * The record of a finished run, scripted or simulated: its outcome and codes from the turns' and
 * the final assertions, errored when the agent call failed or a check the judge could not score.
 */
export function runRecord(
  job: StartedJob,
  turns: TurnRecord[],
  finalAssertions: AssertionResult[],
  agentError: RunRecord['error'] | undefined,
  durationMs: number,
): RunRecord {
  // A check the judge could not score makes the run errored: its error says what happened.
  const error =
    agentError ??
    judgeError(
      turns.map((t) => t.assertions),
      finalAssertions,
    );
  const { outcome, codes } = runOutcome(
    turns.map((t) => t.assertions),
    finalAssertions,
    error,
  );
  return {
    repeat: job.repeat,
    conversation_id: job.conversationId,
    thread_id: job.threadId,
    seed: job.seed,
    outcome,
    codes,
    duration_ms: durationMs,
    turns,
    final: { assertions: finalAssertions },
    ...(error ? { error } : {}),
  };
}

export async function assertTurn(
  expected: Assertions | undefined,
  observed: Observed,
  userInput: string,
  job: Job,
  turnId: string,
  options: ConversationOptions,
  ports: ConversationPorts,
  conversation?: readonly TurnRecord[],
): Promise<{ assertions: AssertionResult[]; judge: JudgeRecord | null }> {
  if (!expected) return { assertions: [], judge: null };
  const { judge_criteria: criteria, assistant_similar_to: similarTo, ...structured } = expected;
  const structuredResults = runAssertions(structured, observed);
  const structuredFailed = structuredResults.some((r) => r.status === 'failed');

  if (similarTo && observed.assistant_message !== null) {
    observed.similarity = await ports.judge.similarity(observed.assistant_message, similarTo.text, ports.signal);
    // Only a suite that gives judge_band escalates, and only inside the band.
    if (inGreyBand(similarTo, observed.similarity)) {
      observed.escalation = await askSameMeaning(
        similarTo.text,
        observed.assistant_message,
        userInput,
        job,
        turnId,
        structuredFailed,
        options,
        ports,
      );
    }
  }
  let judgeRecord: JudgeRecord | null = null;
  if (criteria) {
    const verdict = await askJudge(criteria, observed, userInput, job, turnId, structuredFailed, options, ports, conversation);
    observed.judge = verdict;
    judgeRecord = toJudgeRecord(verdict);
  }
  const rest: Assertions = {};
  if (similarTo) rest.assistant_similar_to = similarTo;
  if (criteria) rest.judge_criteria = criteria;
  const late = gated(runAssertions(rest, observed), criteria, job, conversation !== undefined, ports.judgeGating);
  // The thresholds, not the judge's own fail_reasons, decide whether the verdict passed.
  const judged = late.find((r) => r.key === 'judge_criteria');
  if (judgeRecord && judged && (judged.status === 'passed' || judged.status === 'failed')) judgeRecord.status = judged.status;
  return { assertions: [...structuredResults, ...late], judge: judgeRecord };
}

/**
 * The judge's results marked `gates: false` where their criteria are not calibrated to gate: the
 * judge_criteria check, and assistant_similar_to when its grey band was escalated to the judge (the
 * same_meaning criterion); an embeddings-only result gates as before. A check the judge was never
 * asked about (skipped) is left as it is.
 */
function gated(
  results: AssertionResult[],
  criteria: Assertions['judge_criteria'],
  job: Job,
  wholeConversation: boolean,
  gating: JudgeGating | undefined,
): AssertionResult[] {
  if (gating === undefined) return results;
  const defaults = job.suite.defaults?.llm_judge;
  const models = {
    model: defaults?.model ?? null,
    fallback_model: defaults?.fallback_model ?? null,
    panel: defaults?.panel ? { models: defaults.panel.models, rule: defaults.panel.rule ?? DEFAULT_PANEL_RULE } : null,
  };
  return results.map((r) => {
    if (r.status === 'skipped') return r;
    if (r.key === 'judge_criteria' && criteria) {
      const asked = criteria.criteria ?? (defaults?.criteria?.length ? defaults.criteria : ['helpfulness']);
      const all = [...new Set([...asked, ...Object.keys(criteria.criteria_min ?? {})])];
      return withGate(r, gating.decide({ ...models, criteria: all, subject: wholeConversation ? 'conversation' : 'turn' }));
    }
    if (r.key === 'assistant_similar_to' && r.escalation?.escalated === true)
      return withGate(r, gating.decide({ ...models, criteria: [SAME_MEANING.criterion], subject: 'same_meaning' }));
    return r;
  });
}

async function askJudge(
  criteria: NonNullable<Assertions['judge_criteria']>,
  observed: Observed,
  userInput: string,
  job: Job,
  turnId: string,
  structuredFailed: boolean,
  options: ConversationOptions,
  ports: ConversationPorts,
  conversation?: readonly TurnRecord[],
): Promise<JudgeVerdict> {
  if (!ports.judge.configured) return { status: 'skipped', reason: 'skipped: no judge configured' };
  // A turn that already failed is failed whatever the judge says: don't pay for the question.
  if (structuredFailed && !options.judgeFailedTurns) return { status: 'skipped', reason: 'skipped: structured assertions already failed' };
  const defaults = job.suite.defaults?.llm_judge;
  const request: JudgeRequest = {
    suite_id: job.suite.suite_id,
    test_id: job.test.test_id,
    turn_id: turnId,
    criteria: criteria.criteria ?? (defaults?.criteria?.length ? defaults.criteria : ['helpfulness']),
    quality_min: criteria.assistant_quality_min ?? null,
    criteria_min: criteria.criteria_min ?? {},
    model: defaults?.model ?? null,
    fallback_model: defaults?.fallback_model ?? null,
    panel: defaults?.panel ? { models: defaults.panel.models, rule: defaults.panel.rule ?? DEFAULT_PANEL_RULE } : null,
    user_input: userInput,
    assistant_message: observed.assistant_message ?? '',
    context_excerpt: contextExcerpt(observed),
  };
  if (conversation) {
    if (conversation.every((t) => t.assistant_message === null)) {
      return { status: 'skipped', reason: 'skipped: no assistant message to judge' };
    }
    // The newest turns within the size budget, the older ones elided with a marker.
    const transcript = fitTranscript(
      conversation.map((t) => ({
        turn_id: t.turn_id,
        user_input: t.user_input,
        assistant_message: t.assistant_message,
        tool_calls: t.tool_calls.map((c) => ({ name: c.name, args: c.args })),
      })),
    );
    observed.judged_turns = { included: transcript.turns.map((t) => t.turn_id), elided: transcript.elided };
    return ports.judge.judge({ ...request, subject: { kind: 'conversation', transcript } }, ports.signal);
  }
  if (observed.assistant_message === null) return { status: 'skipped', reason: 'skipped: no assistant message to judge' };
  return ports.judge.judge(request, ports.signal);
}

/** assistant_similar_to's grey band: does the message mean the same as the reference? Skipped (saying why) when not asked. */
async function askSameMeaning(
  reference: string,
  message: string,
  userInput: string,
  job: Job,
  turnId: string,
  structuredFailed: boolean,
  options: ConversationOptions,
  ports: ConversationPorts,
): Promise<JudgeVerdict> {
  if (!ports.judge.configured) return { status: 'skipped', reason: 'skipped: no judge configured' };
  if (structuredFailed && !options.judgeFailedTurns) return { status: 'skipped', reason: 'skipped: structured assertions already failed' };
  const defaults = job.suite.defaults?.llm_judge;
  return ports.judge.judge(
    {
      suite_id: job.suite.suite_id,
      test_id: job.test.test_id,
      turn_id: turnId,
      criteria: [SAME_MEANING.criterion],
      quality_min: SAME_MEANING.min,
      criteria_min: {},
      model: defaults?.model ?? null,
      fallback_model: defaults?.fallback_model ?? null,
      panel: defaults?.panel ? { models: defaults.panel.models, rule: defaults.panel.rule ?? DEFAULT_PANEL_RULE } : null,
      user_input: userInput,
      assistant_message: message,
      context_excerpt: '',
      subject: { kind: 'same_meaning', reference },
    },
    ports.signal,
  );
}

function contextExcerpt(observed: Observed): string {
  const descriptor = observed.next_node_descriptor as { prompt?: unknown } | undefined;
  const prompt = typeof descriptor?.prompt === 'string' ? descriptor.prompt : '';
  const facts = Object.entries(observed.facts_after)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n');
  return [`node: ${observed.node_after ?? '(none)'}`, prompt && `node prompt: ${prompt}`, facts && `facts:\n${facts}`]
    .filter(Boolean)
    .join('\n');
}

export function toJudgeRecord(verdict: JudgeVerdict): JudgeRecord {
  switch (verdict.status) {
    case 'skipped':
      return { model: '', status: 'skipped', reason: verdict.reason };
    case 'unscored':
      return {
        model: verdict.model,
        status: 'unscored',
        raw: verdict.raw,
        reason: verdict.reason,
        cached: verdict.cached,
        ...(verdict.panel ? { panel: verdict.panel } : {}),
      };
    case 'scored': {
      const values = Object.values(verdict.scores);
      const mean = values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0;
      return {
        model: verdict.model,
        status: 'passed', // set from the threshold check by the caller
        scores: verdict.scores,
        mean,
        fail_reasons: verdict.fail_reasons,
        cached: verdict.cached,
        ...(verdict.panel ? { panel: verdict.panel } : {}),
      };
    }
  }
}

function flowEndedEarly(node: string | null, turnId: string, left: readonly string[]): AssertionResult {
  return {
    key: 'flow_completed',
    pass: false,
    status: 'failed',
    code: 'NODE_MISMATCH',
    expected: { flow_completed: false, turns_left: left },
    actual: { flow_completed: true, node },
    reason: `the flow completed at node ${JSON.stringify(node)} after turn "${turnId}", but the test has ${left.length} more turn(s) (${left.join(', ')}); they were not sent`,
  };
}

/** What the assertions see of one agent turn: the reply, the node and facts it started from, the suite's judge defaults. */
export function observeTurn(
  reply: AgentTurn,
  nodeBefore: string | null,
  factsBefore: Facts,
  suite: { defaults?: { llm_judge?: { criteria?: string[] | undefined } | undefined } | undefined },
): Observed {
  return {
    scope: 'turn',
    assistant_message: reply.assistant_message,
    node_before: nodeBefore,
    node_after: reply.current_node_id,
    flow_completed: reply.flow_completed,
    tool_calls: reply.tool_calls,
    facts_before: factsBefore,
    facts_after: reply.facts,
    facts_delta: computeFactsDelta(factsBefore, reply.facts),
    next_node_descriptor: reply.next_node_descriptor,
    judge_defaults: { criteria: suite.defaults?.llm_judge?.criteria ?? [] },
  };
}

/** What the final assertions see: the whole conversation, from its first node and facts to its last. */
export function observeConversation(
  c: {
    lastTurn: AgentTurn | null | undefined;
    startNode: string;
    node: string | null;
    flowCompleted: boolean | null;
    allCalls: ToolCall[];
    initialFacts: Facts;
    facts: Facts;
  },
  suite: { defaults?: { llm_judge?: { criteria?: string[] | undefined } | undefined } | undefined },
): Observed {
  return {
    scope: 'final',
    assistant_message: c.lastTurn?.assistant_message ?? null,
    node_before: c.startNode,
    node_after: c.node,
    flow_completed: c.flowCompleted,
    tool_calls: c.allCalls,
    facts_before: c.initialFacts,
    facts_after: c.facts,
    facts_delta: computeFactsDelta(c.initialFacts, c.facts),
    next_node_descriptor: c.lastTurn?.next_node_descriptor,
    judge_defaults: { criteria: suite.defaults?.llm_judge?.criteria ?? [] },
  };
}

export function failedTurn(turnId: string, userInput: string, node: string | null, e: AgentCallError): TurnRecord {
  return {
    turn_id: turnId,
    user_input: userInput,
    assistant_message: null,
    node_before: node,
    node_after: null,
    flow_completed: null,
    tool_calls: [],
    facts_delta: { added: {}, updated: {}, removed: [] },
    assertions: [],
    judge: null,
    latency_ms: 0,
    attempts: e.attempts,
    trace_id: null,
    unknown_blocks: [],
    warnings: [...e.earlierFailures],
    error: { code: e.code, message: e.message },
  };
}

/** A run that ended before it was scored; a started one keeps its thread id (the agent may have seen it). */
export function skippedRun(job: Job | StartedJob, reason: string): RunRecord {
  return {
    repeat: job.repeat,
    conversation_id: job.conversationId,
    ...('threadId' in job ? { thread_id: job.threadId } : {}),
    seed: job.seed,
    outcome: 'skipped',
    codes: [],
    duration_ms: 0,
    turns: [],
    final: { assertions: [] },
    skipped_reason: reason,
  };
}
