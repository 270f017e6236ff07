// Plays one simulated test: a simulated user with a goal talks to the agent until a stop rule
// fires. The harness checks the stop rules itself, in this order after every agent turn:
//   1. invariants (and `within`): a violation ends the run (invariant_broken), failed with the code
//      of the check that broke;
//   2. success_when, from min_turns on: the run ends as goal_reached;
//   3. the simulator's end tool (user_ended: advisory, success_when alone decides success);
//   4. the turn cap (max_turns): past it the simulator is not asked again.
// The simulator never decides success. A simulator reply that is empty, malformed or failed is
// asked again once; a second fault ends the run as sim_error (errored, SIM_ERROR): the simulator's
// fault, never the agent's, so the run is kept out of the pass rates like any errored run.
import type { AgentMemory, AgentTurn, Facts, HistoryMessage } from '../agent/types.ts';
import { AgentCallError } from '../agent/types.ts';
import type { AssertionResult, Ending, RunRecord, SimulatorUsage, ToolCall, TurnRecord } from '../results/results-schema.ts';
import type { Observed } from '../assertions/types.ts';
import { runAssertions } from '../assertions/registry.ts';
import { failed, passed, skipped } from '../assertions/result.ts';
import { isGatingFailure } from '../results/judge-gates.ts';
import { factsToMap } from '../agent/normalise.ts';
import { errorMessage } from '../errors.ts';
import { SIMULATION_DEFAULT_MAX_TURNS, type Simulation } from '../suite/suite-schema.ts';
import {
  checkedReply,
  SimulatorError,
  type ReplyUsage,
  type SimulatedTurn,
  type Simulator,
  type SimulatorReply,
  type SimulatorRequest,
} from '../simulator/types.ts';
import {
  assertTurn,
  failedTurn,
  initialMemoryOf,
  Interrupted,
  observeConversation,
  observeTurn,
  runRecord,
  turnRequest,
  type ConversationOptions,
  type ConversationPorts,
} from './conversation.ts';
import { isolationFor } from './isolation.ts';
import type { StartedJob } from './plan.ts';

export interface SimulationPorts extends ConversationPorts {
  /** The simulated user of this test (the built-in one, or a model-backed one). */
  simulator: Simulator;
}

/** The score (0..1) the judge must give `success` over the transcript for the run to pass it. */
export const SUCCESS_MIN = 0.5;

/** The turn ids of a simulated conversation: sim_1, sim_2, ... */
export const simTurnId = (n: number): string => `sim_${n}`;

export async function playSimulation(job: StartedJob, options: ConversationOptions, ports: SimulationPorts): Promise<RunRecord> {
  const { suite, test } = job;
  const sim = test.simulation as Simulation;
  const started = ports.now();
  const maxTurns = sim.max_turns ?? suite.defaults?.max_turns ?? SIMULATION_DEFAULT_MAX_TURNS;
  const minTurns = sim.min_turns ?? 1;
  const conversation = ports.client.conversation(job.threadId);
  const initialMemory = initialMemoryOf(test);
  const initialFacts = factsToMap(initialMemory.facts);
  const isolation = isolationFor(suite, test, options);
  const { never_tools: neverTools, never_nodes: neverNodes, ...invariantChecks } = sim.invariants ?? {};
  let node: string | null = test.initial_node_id;
  let history: HistoryMessage[] = [];
  let memory: AgentMemory = initialMemory;
  let facts: Facts = initialFacts;
  let flowCompleted: boolean | null = null;
  let lastTurn: AgentTurn | null = null;
  const turns: TurnRecord[] = [];
  const transcript: SimulatedTurn[] = [];
  const allCalls: ToolCall[] = [];
  /** Agent turn (1-based) at which each node was first reached. */
  const reached = new Map<string, number>();
  let error: RunRecord['error'];
  let ending: Ending | undefined;
  let endReason = '';
  const usage = new UsageTally();

  try {
    for (let n = 1; ; n++) {
      if (ports.signal.aborted) throw new Interrupted('run interrupted');
      // 4. The cap. Past it the simulator is not asked for a message no agent would get: an end
      // call there would fail the run the same way (GOAL_NOT_REACHED), and a simulator fault there
      // must not turn an agent that missed its goal into an errored run.
      if (n > maxTurns) {
        ending = 'max_turns';
        break;
      }
      // The user's message: the fixed opening, or the simulator's (3. its end tool).
      let userMessage: string;
      const simulatorWarnings: string[] = [];
      if (n === 1 && sim.opening !== undefined) userMessage = sim.opening;
      else {
        const request: SimulatorRequest = {
          persona: sim.persona,
          goal: sim.goal,
          knows: sim.knows ?? {},
          unknown: sim.unknown ?? [],
          transcript: [...transcript],
          seed: job.seed,
          repeat: job.repeat,
          initial_node: test.initial_node_id,
          model: typeof sim.simulator === 'object' ? sim.simulator.model : null,
          temperature: typeof sim.simulator === 'object' ? (sim.simulator.temperature ?? null) : null,
        };
        const asked = await askSimulator(ports.simulator, request, ports.signal, usage);
        if (asked.kind === 'fault') {
          ending = 'sim_error';
          error = {
            code: 'SIM_ERROR',
            message: `the simulated user failed before agent turn ${n}, twice in a row (a simulator fault, not the agent's): ${asked.messages.join('; then: ')}`,
          };
          break;
        }
        if (asked.retried !== null) simulatorWarnings.push(`the simulator's first reply was discarded and asked again: ${asked.retried}`);
        if (asked.reply.kind === 'end') {
          ending = 'user_ended';
          endReason = asked.reply.reason;
          break;
        }
        userMessage = asked.reply.text;
      }

      const turnId = simTurnId(n);
      const executeRequest = turnRequest(job, options, { node, history, memory }, isolation, turnId, userMessage);
      let outcome;
      try {
        outcome = await conversation.execute(executeRequest, ports.signal);
      } catch (e) {
        if (ports.signal.aborted) throw new Interrupted('run interrupted');
        if (!(e instanceof AgentCallError)) throw e;
        error = { code: e.code, message: e.message };
        turns.push(failedTurn(turnId, userMessage, node, e));
        ending = 'engine_error';
        break;
      }
      const reply = outcome.turn;
      const observed = observeTurn(reply, node, facts, suite);
      ports.turnObserved?.(turnId, observed.facts_delta);
      if (reply.current_node_id !== null && !reached.has(reply.current_node_id)) reached.set(reply.current_node_id, n);

      // 1. Invariants, then `within`.
      const assertions: AssertionResult[] = [
        ...prefixed('invariants', runAssertions(invariantChecks, observed)),
        ...neverChecks(neverTools, neverNodes, observed),
        ...(sim.within ?? []).filter((w) => w.turns === n).map((w) => withinCheck(w, reached)),
      ];
      const broken = assertions.some((a) => a.status === 'failed');
      // 2. success_when, from min_turns on.
      let goal = false;
      if (!broken) {
        const success = prefixed('success_when', runAssertions(sim.success_when, observed));
        goal = success.length > 0 && success.every((a) => a.status === 'passed') && n >= minTurns;
        if (goal) assertions.push(...success);
      }
      turns.push({
        turn_id: turnId,
        user_input: userMessage,
        assistant_message: reply.assistant_message,
        node_before: node,
        node_after: reply.current_node_id,
        flow_completed: reply.flow_completed,
        tool_calls: reply.tool_calls,
        facts_delta: observed.facts_delta,
        next_node_descriptor: reply.next_node_descriptor,
        assertions,
        judge: null,
        latency_ms: outcome.latency_ms,
        attempts: outcome.attempts,
        trace_id: reply.trace_id,
        ...(reply.usage ? { usage: reply.usage } : {}),
        unknown_blocks: reply.unknown_blocks,
        warnings: [...simulatorWarnings, ...reply.warnings],
      });
      transcript.push({
        user: userMessage,
        assistant: reply.assistant_message,
        node: reply.current_node_id,
        flow_completed: reply.flow_completed,
        descriptor: reply.next_node_descriptor,
      });
      allCalls.push(...reply.tool_calls);
      history =
        reply.history.length > 0
          ? reply.history
          : [...history, { role: 'user', content: userMessage }, { role: 'assistant', content: reply.assistant_message ?? '' }];
      memory = reply.memory;
      facts = reply.facts;
      node = reply.current_node_id;
      flowCompleted = reply.flow_completed;
      lastTurn = reply;
      if (broken) {
        ending = 'invariant_broken';
        break;
      }
      if (goal) {
        ending = 'goal_reached';
        break;
      }
    }
  } finally {
    await conversation.close().catch(() => undefined);
  }

  const agentTurns = turns.filter((t) => t.error === undefined).length;
  const finalAssertions: AssertionResult[] = [];
  if (!error) {
    if (ending === 'user_ended' || ending === 'max_turns') finalAssertions.push(goalNotReached(ending, agentTurns, maxTurns, endReason));
    // A `within` whose deadline the conversation never lived to see was not met either.
    for (const w of sim.within ?? []) if (w.turns > agentTurns) finalAssertions.push(withinCheck(w, reached));
    const observed = observeConversation(
      { lastTurn, startNode: test.initial_node_id, node, flowCompleted, allCalls, initialFacts, facts },
      suite,
    );
    const userInput = turns.at(-1)?.user_input ?? '';
    if (test.final_assertions)
      finalAssertions.push(
        ...(await assertTurn(test.final_assertions, observed, userInput, job, 'final', options, ports, turns)).assertions,
      );
    // `success`: the judge grades the transcript (tool calls and nodes in place), never the persona.
    const alreadyFailed = [...turns.flatMap((t) => t.assertions), ...finalAssertions].some(isGatingFailure);
    if (sim.success !== undefined && alreadyFailed && !options.judgeFailedTurns)
      finalAssertions.push(skipped('success', sim.success, 'skipped: the run already failed'));
    else if (sim.success !== undefined && turns.length > 0) {
      const criteria = { criteria: [sim.success], criteria_min: { [sim.success]: SUCCESS_MIN } };
      const judged = await assertTurn({ judge_criteria: criteria }, observed, userInput, job, 'success', options, ports, turns);
      finalAssertions.push(...judged.assertions.map((a) => ({ ...a, key: 'success' })));
    }
  }

  const simulatorUsage = usage.get();
  return {
    ...runRecord(job, turns, finalAssertions, error, Math.max(0, ports.now() - started)),
    ...(ending ? { ending } : {}),
    ...(simulatorUsage ? { simulator_usage: simulatorUsage } : {}),
  };
}

type Asked = { kind: 'reply'; reply: SimulatorReply; retried: string | null } | { kind: 'fault'; messages: string[] };

/** The simulator's next move, asked again once after an empty, malformed or failed reply; every reply's tokens are counted. */
async function askSimulator(simulator: Simulator, request: SimulatorRequest, signal: AbortSignal, usage: UsageTally): Promise<Asked> {
  const messages: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const raw = await simulator.next(request, signal);
      usage.add(raw.usage);
      const reply = checkedReply(raw);
      return { kind: 'reply', reply, retried: messages[0] ?? null };
    } catch (e) {
      if (signal.aborted) throw new Interrupted('run interrupted');
      if (e instanceof SimulatorError) usage.add(e.usage);
      messages.push(errorMessage(e));
    }
  }
  return { kind: 'fault', messages };
}

/** The tokens a model-backed simulator spent on one run; replies replayed from the cache cost nothing. */
class UsageTally {
  private usage: SimulatorUsage | null = null;

  add(reply: ReplyUsage | undefined): void {
    if (reply === undefined || reply.cached === true) return;
    const usage = (this.usage ??= { calls: 0, input_tokens: 0, output_tokens: 0, models: [] });
    usage.calls += 1;
    usage.input_tokens += reply.input_tokens;
    usage.output_tokens += reply.output_tokens;
    if (!usage.models.includes(reply.model)) usage.models.push(reply.model);
  }

  get(): SimulatorUsage | null {
    return this.usage;
  }
}

function prefixed(block: string, results: AssertionResult[]): AssertionResult[] {
  return results.map((r) => ({ ...r, key: `${block}.${r.key}` }));
}

function neverChecks(tools: readonly string[] | undefined, nodes: readonly string[] | undefined, observed: Observed): AssertionResult[] {
  const out: AssertionResult[] = [];
  if (tools) {
    const called = observed.tool_calls.map((c) => c.name).filter((name) => tools.includes(name));
    out.push(
      called.length > 0
        ? failed(
            'invariants.never_tools',
            'TOOL_ARGS_MISMATCH',
            tools,
            called,
            `the agent called ${called.map((c) => JSON.stringify(c)).join(', ')}, which invariants.never_tools forbids`,
          )
        : passed('invariants.never_tools', tools, [], 'no forbidden tool called'),
    );
  }
  if (nodes) {
    const at = observed.node_after;
    out.push(
      at !== null && nodes.includes(at)
        ? failed(
            'invariants.never_nodes',
            'NODE_MISMATCH',
            nodes,
            at,
            `the conversation entered node ${JSON.stringify(at)}, which invariants.never_nodes forbids`,
          )
        : passed('invariants.never_nodes', nodes, at, 'no forbidden node entered'),
    );
  }
  return out;
}

function withinCheck(w: { node: string; turns: number }, reached: ReadonlyMap<string, number>): AssertionResult {
  const at = reached.get(w.node);
  return at !== undefined && at <= w.turns
    ? passed('within', w, { reached_at_turn: at }, `reached ${JSON.stringify(w.node)} at agent turn ${at}, within ${w.turns}`)
    : failed(
        'within',
        'NODE_MISMATCH',
        w,
        { reached_at_turn: at ?? null },
        at === undefined
          ? `the conversation did not reach ${JSON.stringify(w.node)} within ${w.turns} agent turn(s)`
          : `the conversation reached ${JSON.stringify(w.node)} only at agent turn ${at}, not within ${w.turns}`,
      );
}

function goalNotReached(ending: 'user_ended' | 'max_turns', agentTurns: number, maxTurns: number, reason: string): AssertionResult {
  return failed(
    'success_when',
    'GOAL_NOT_REACHED',
    'success_when holds',
    { ending, agent_turns: agentTurns },
    ending === 'max_turns'
      ? `the goal was not reached within max_turns (${maxTurns} agent turns)`
      : `the simulated user ended the conversation after ${agentTurns} agent turn(s) (${reason}), and success_when never held`,
  );
}
