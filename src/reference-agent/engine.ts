// The turn cycle of a stateless chat-agent engine: the caller sends the whole state (node,
// history, memory) with the user's message, and gets the next state back.
//
// Per turn: resolve the current node (never a stop node); call process_node first with the
// parameters of the node type, as the policy chooses them (start: current_node_id + next_node_id;
// conversation: current_node_id + option_id, "-1" to stay); then any extra tools the policy asks for
// (get_full_history, search_knowledge_bases); then the final assistant message. The memory
// pipeline (facts, summary chunks, re-summarisation) runs after the reply, best effort, and
// nothing of it is committed on a dry run. With tracing on, the result carries the prompt the turn
// was answered from (prompt_snapshot), with every request a model policy sent.
import { randomBytes } from 'node:crypto';
import { UserError } from '../errors.ts';
import { findNode, STAY_OPTION_ID, type Flow, type FlowNode } from './flow.ts';
import {
  factsAsMap,
  mergeFacts,
  readFacts,
  readSummary,
  resummarize,
  summarizeTurns,
  type FactEntry,
  type HistoryEntry,
  type Summary,
} from './memory.ts';
import {
  containsKeyword,
  GET_FULL_HISTORY,
  PROCESS_NODE,
  renderTemplate,
  rulePolicy,
  SEARCH_KNOWLEDGE_BASES,
  type ModelRequest,
  type Policy,
  type PolicyTurn,
  type ToolOutcome,
} from './policy.ts';
import type { ContentBlock, ExecuteRequest, ExecutionResult, NodeDescriptor, PromptSnapshot, ToolCallRecord } from './protocol.ts';

/** Messages of the history the assembled prompt shows (the summary stands for older ones). */
export const HISTORY_WINDOW = 6;

/** The context cannot be executed (unknown node, stop node, completed flow): the caller's state is wrong. */
export class FlowStateError extends Error {
  override name = 'FlowStateError';
}

/** A misroute option that names no option or no node of the flow. */
export class MisrouteError extends UserError {
  override name = 'MisrouteError';
}

export interface EngineOptions {
  flow: Flow;
  /** Default: the flow's rules. */
  policy?: Policy;
  /**
   * Routing faults, for testing a harness: option -> node it wrongly leads to. A key is an option
   * id (in every node that offers it) or "node/option" (in that node only).
   */
  misroute?: Readonly<Record<string, string>>;
  /** Clock for tool latencies (ms). */
  now?: () => number;
}

export interface ExecuteOverrides {
  /** Replaces the engine's policy for this one turn. */
  policy?: Policy;
  /** W3C traceparent header of the request: its trace id becomes the result's trace_id. */
  traceparent?: string | undefined;
}

export interface Engine {
  readonly flow: Flow;
  readonly policy: Policy;
  execute(request: ExecuteRequest, overrides?: ExecuteOverrides): Promise<ExecutionResult>;
}

export function createEngine(options: EngineOptions): Engine {
  const { flow } = options;
  const misroute = options.misroute ?? {};
  checkMisroute(flow, misroute);
  const basePolicy = options.policy ?? rulePolicy();
  const now = options.now ?? (() => performance.now());

  return {
    flow,
    policy: basePolicy,
    async execute(request, overrides = {}) {
      const policy = overrides.policy ?? basePolicy;
      const { context } = request;
      const node = currentNode(flow, context.current_node_id);
      const history: HistoryEntry[] = context.history;
      const memory = context.memory;
      const factsBefore = readFacts(memory.facts);
      const turn: PolicyTurn = {
        flow,
        node,
        userMessage: context.latest_user_message,
        history,
        facts: factsAsMap(factsBefore),
        seed: request.params.seed ?? undefined,
        warnings: [],
        modelRequests: [],
      };
      const turnNumber = history.filter((m) => m.role === 'user').length + 1;
      const calls: ToolCallRecord[] = [];
      const callId = (): string => `call_${turnNumber}_${calls.length + 1}`;

      // What the message says about facts; the reply may acknowledge it, the pipeline commits it.
      const merged = mergeFacts(factsBefore, await policy.extractFacts(turn));
      const factsAfter = factsAsMap(merged.facts);

      const started = now();
      const step = await processNode(flow, node, turn, policy, misroute, factsAfter);
      calls.push({
        id: callId(),
        name: PROCESS_NODE,
        args: step.args,
        result: step.result,
        ...(step.error ? { is_error: true } : {}),
        latency_ms: elapsed(started, now()),
      });

      const tools: ToolOutcome[] = [];
      for (const tool of await policy.chooseTools(turn)) {
        const toolStarted = now();
        const { result, isError } = runTool(flow, tool.name, tool.args, history);
        tools.push({ ...tool, result });
        calls.push({
          id: callId(),
          name: tool.name,
          args: tool.args,
          result,
          ...(isError ? { is_error: true } : {}),
          latency_ms: elapsed(toolStarted, now()),
        });
      }

      const assistantMessage = await policy.reply({
        turn,
        next: step.next,
        stayed: step.stayed,
        instructions: step.result.instructions,
        factChanges: merged.changes,
        facts: factsAfter,
        tools,
      });
      const newHistory = [
        ...history,
        { role: 'user', content: context.latest_user_message },
        { role: 'assistant', content: assistantMessage },
      ];

      const newMemory = context.dry_run
        ? { ...memory, facts: factsBefore, summary: readSummary(memory.summary) }
        : runMemoryPipeline(flow, request, merged.facts, newHistory, step.next.id);

      return {
        current_node_id: step.next.id,
        flow_completed: step.next.type === 'stop',
        history: newHistory,
        memory: newMemory,
        assistant_message: assistantMessage,
        tool_calls: calls,
        next_node_descriptor: step.result.next_node_descriptor,
        messages: [{ role: 'assistant', content: [...calls.flatMap(toBlocks), { type: 'text', text: assistantMessage }] }],
        trace_id: request.params.enable_tracing ? traceId(overrides.traceparent) : null,
        warnings: turn.warnings,
        ...(request.params.enable_tracing
          ? {
              prompt_snapshot: promptSnapshot(policy.name, flow, {
                instructions: step.result.instructions,
                node: step.next,
                facts: factsAfter,
                summary: readSummary(memory.summary),
                history,
                userMessage: context.latest_user_message,
                tools,
                requests: turn.modelRequests ?? [],
              }),
            }
          : {}),
      };
    },
  };
}

/**
 * The prompt of the turn as an agent of this kind assembles it: the node's instructions, the facts
 * and the summary as system messages, the last HISTORY_WINDOW messages, the user's message, then
 * the tool results. The rules answer from exactly these parts; a model policy's own requests follow.
 */
function promptSnapshot(
  policyName: string,
  flow: Flow,
  parts: {
    instructions: string;
    node: FlowNode;
    facts: Readonly<Record<string, unknown>>;
    summary: Summary;
    history: readonly HistoryEntry[];
    userMessage: string;
    tools: readonly ToolOutcome[];
    requests: readonly ModelRequest[];
  },
): PromptSnapshot {
  const chunks = parts.summary.chunks.map((c) =>
    typeof c === 'object' && c !== null && typeof (c as { text?: unknown }).text === 'string'
      ? (c as { text: string }).text
      : JSON.stringify(c),
  );
  const messages: PromptSnapshot['messages'] = [
    { role: 'system', content: `You are the agent of flow "${flow.flow_id}", at node "${parts.node.id}". ${parts.instructions}` },
    ...(Object.keys(parts.facts).length > 0 ? [{ role: 'system', content: `Known facts: ${JSON.stringify(parts.facts)}` }] : []),
    ...(chunks.length > 0 ? [{ role: 'system', content: `Summary of earlier turns:\n${chunks.join('\n')}` }] : []),
    ...parts.history.slice(-HISTORY_WINDOW).map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: parts.userMessage },
    ...(parts.tools.length > 0 ? [{ role: 'system', content: `Tool results this turn: ${JSON.stringify(parts.tools)}` }] : []),
  ];
  const last = parts.requests.at(-1);
  return {
    policy: policyName,
    ...(last ? { model: last.model } : {}),
    messages,
    ...(parts.requests.length > 0 ? { requests: [...parts.requests] } : {}),
  };
}

function elapsed(from: number, to: number): number {
  return Math.max(0, Math.round((to - from) * 1000) / 1000);
}

function currentNode(flow: Flow, nodeId: string | null): Exclude<FlowNode, { type: 'stop' }> {
  if (nodeId === null) {
    throw new FlowStateError('context.current_node_id is null: the flow has completed; start a new conversation');
  }
  const node = findNode(flow, nodeId);
  if (node === undefined) {
    throw new FlowStateError(
      `context.current_node_id "${nodeId}" is not a node of flow "${flow.flow_id}" (nodes: ${flow.nodes.map((n) => n.id).join(', ')})`,
    );
  }
  if (node.type === 'stop') {
    throw new FlowStateError(`context.current_node_id "${nodeId}" is a stop node: the flow has completed there; start a new conversation`);
  }
  return node;
}

function checkMisroute(flow: Flow, misroute: Readonly<Record<string, string>>): void {
  const nodeIds = flow.nodes.map((n) => n.id);
  const optionKeys = new Set(
    flow.nodes.flatMap((n) => (n.type === 'conversation' ? n.options.flatMap((o) => [o.id, `${n.id}/${o.id}`]) : [])),
  );
  for (const [key, target] of Object.entries(misroute)) {
    if (!optionKeys.has(key))
      throw new MisrouteError(`misroute ${key}=${target}: no option "${key}" in flow "${flow.flow_id}" (write OPTION or NODE/OPTION)`);
    if (!nodeIds.includes(target))
      throw new MisrouteError(`misroute ${key}=${target}: no node "${target}" in flow "${flow.flow_id}" (nodes: ${nodeIds.join(', ')})`);
  }
}

interface ProcessStep {
  args: Record<string, unknown>;
  result: { next_node_id: string; next_node_descriptor: NodeDescriptor; instructions: string; error?: string };
  next: FlowNode;
  stayed: boolean;
  error: boolean;
}

/** process_node: the transition of the node type, its descriptor, and the instructions for the reply. */
async function processNode(
  flow: Flow,
  node: Exclude<FlowNode, { type: 'stop' }>,
  turn: PolicyTurn,
  policy: Policy,
  misroute: Readonly<Record<string, string>>,
  facts: Readonly<Record<string, unknown>>,
): Promise<ProcessStep> {
  let args: Record<string, unknown>;
  let targetId: string;
  let error: string | undefined;
  if (node.type === 'start') {
    const nextId = await policy.chooseNext(turn, node);
    args = { current_node_id: node.id, next_node_id: nextId };
    if (nextId === node.next) targetId = node.next;
    else {
      error = `start node "${node.id}" leads only to "${node.next}", not "${nextId}"; staying in the node`;
      targetId = node.id;
    }
  } else {
    const optionId = await policy.chooseOption(turn, node);
    args = { current_node_id: node.id, option_id: optionId };
    const option = node.options.find((o) => o.id === optionId);
    if (optionId === STAY_OPTION_ID) targetId = node.id;
    else if (option === undefined) {
      // A model may name an option that does not exist: the engine stays, and says why.
      error = `node "${node.id}" has no option "${optionId}"; staying in the node`;
      targetId = node.id;
    } else targetId = misroute[`${node.id}/${option.id}`] ?? misroute[option.id] ?? option.next;
  }
  const next = findNode(flow, targetId);
  if (next === undefined) throw new Error(`flow "${flow.flow_id}" has no node "${targetId}"`); // parseFlow rules this out
  const stayed = next.id === node.id;
  const descriptor = describeNode(next, facts);
  const instructions = stayed
    ? `Stay in node "${next.id}": answer the user, then ask again: ${descriptor.prompt}`
    : next.type === 'stop'
      ? `The flow is complete at "${next.id}": close the conversation: ${descriptor.prompt}`
      : `Reply based on the prompt of node "${next.id}": ${descriptor.prompt}`;
  return {
    args,
    result: { next_node_id: next.id, next_node_descriptor: descriptor, instructions, ...(error === undefined ? {} : { error }) },
    next,
    stayed,
    error: error !== undefined,
  };
}

export function describeNode(node: FlowNode, facts: Readonly<Record<string, unknown>>): NodeDescriptor {
  const options: NodeDescriptor['options'] =
    node.type === 'conversation'
      ? [...node.options.map((o) => ({ id: o.id, label: o.label })), { id: STAY_OPTION_ID, label: 'Stay in this node', hidden: true }]
      : [];
  return { node_id: node.id, type: node.type, prompt: renderTemplate(node.prompt, facts), options };
}

function runTool(
  flow: Flow,
  name: string,
  args: Record<string, unknown>,
  history: readonly HistoryEntry[],
): { result: unknown; isError: boolean } {
  if (name === GET_FULL_HISTORY) return { result: { messages: history }, isError: false };
  if (name === SEARCH_KNOWLEDGE_BASES) {
    const query = typeof args.query === 'string' ? args.query : '';
    const articles = flow.knowledge_base
      .filter((a) => a.keywords.some((k) => containsKeyword(query, k)))
      .map((a) => ({ id: a.id, title: a.title, answer: a.answer }));
    return { result: { articles }, isError: false };
  }
  return { result: { error: `unknown tool "${name}"` }, isError: true };
}

/**
 * Facts, then summary chunks, then re-summarisation, each only when the pipeline enables it.
 * Memory is read leniently (odd seeded facts or chunks are skipped or folded as text), so no stage
 * can fail the user's turn.
 */
function runMemoryPipeline(
  flow: Flow,
  request: ExecuteRequest,
  mergedFacts: FactEntry[],
  history: readonly HistoryEntry[],
  nodeId: string,
): Record<string, unknown> {
  const { memory, memory_pipeline: pipeline } = request.context;
  const turnIndex = memory.turn_index + 1;
  const stages = pipeline.enabled ? new Set(pipeline.stages) : new Set<string>();
  let facts = readFacts(memory.facts);
  let summary: Summary = readSummary(memory.summary);
  if (stages.has('facts')) facts = mergedFacts;
  if (stages.has('summarize')) summary = summarizeTurns(summary, history, turnIndex, flow.summary.every_turns, nodeId);
  if (stages.has('resummarize')) summary = resummarize(summary, flow.summary.fold_after);
  return { ...memory, turn_index: turnIndex, facts, summary };
}

function toBlocks(call: ToolCallRecord): ContentBlock[] {
  return [
    { type: 'tool_use', id: call.id, name: call.name, input: call.args },
    { type: 'tool_result', tool_use_id: call.id, content: call.result, ...(call.is_error ? { is_error: true } : {}) },
  ];
}

/** The trace id of a W3C traceparent, or a fresh one. */
function traceId(traceparent: string | undefined): string {
  const match = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(traceparent?.trim() ?? '');
  return match?.[1] ?? randomBytes(16).toString('hex');
}
