// The ag-ui protocol: an agent served as an AG-UI endpoint (LangGraph, Mastra, CrewAI, Pydantic AI,
// Google ADK, Microsoft Agent Framework). Each turn is one AG-UI run: `POST {target}` with a
// RunAgentInput (threadId: the conversation id; messages: the conversation so far and the user's
// message; state: the state the previous run left, on the first turn only what the test seeds, else {}), and
// the answer is the run's event stream, as SSE (text/event-stream) or as the binary protobuf
// encoding (application/vnd.ag-ui.event+proto) when the server answers in it.
//
// Mapping: the last STEP_STARTED name (or the state at --node-from state:/pointer) is the node;
// STATE_SNAPSHOT and STATE_DELTA (JSON Patch, json-patch.ts) build the state, which is the turn's
// memory, with the facts at --facts-path (default /facts); TOOL_CALL_START/ARGS/END/RESULT (and
// TOOL_CALL_CHUNK) are the tool calls with their parsed arguments and results; TEXT_MESSAGE_* (and
// TEXT_MESSAGE_CHUNK) the assistant message; MESSAGES_SNAPSHOT the history; RUN_ERROR an
// ENGINE_ERROR. Every event is validated with the official @ag-ui/core schemas and kept in the raw
// events; RAW, CUSTOM, reasoning and activity events are known and not read. An event of a type the
// harness does not know, or one that refers to a message or tool call never started, is kept in
// unknown_blocks with a warning. A stream that ends without RUN_FINISHED is an ENGINE_ERROR, and a
// protobuf stream that does not decode is one that is not retried. The limits of the
// other transports hold: MAX_REPLY_BYTES for the whole stream, MAX_EVENTS_PER_TURN events, and
// MAX_REPLY_DEPTH nesting per event; and what the events build, which can be more than they hold:
// the state within MAX_STATE_BYTES and MAX_STATE_DEPTH after every snapshot and every patch
// operation (json-patch.ts), and each tool call's arguments within MAX_TOOL_ARGS_BYTES.
import { EventType } from '@ag-ui/core';
import { EventSchemas } from '@ag-ui/core/schemas';
import { AGUI_MEDIA_TYPE, AGUIUnknownEventTypeError, decode as decodeProtobuf } from '@ag-ui/proto';
import type { ToolCall } from '../results/results-schema.ts';
import { retryOptions } from './http.ts';
import { applyPatch, copyJson, PatchError, StateLimitError, StateMeter } from './json-patch.ts';
import { MAX_EVENTS_PER_TURN, MAX_REPLY_DEPTH, MAX_TOOL_ARGS_BYTES, nestedDeeperThan, sizeText, TOO_DEEP_REASON } from './limits.ts';
import { factsToMap } from './normalise.ts';
import { postTarget, send, type PostTarget } from './post.ts';
import { SseSplitter } from './sse.ts';
import { parsePointer, valueAt, type NodeFrom } from './protocols.ts';
import { agentEndpoint, AttemptError, excerpt, executeWithRetries, safeUrl, type Answer } from './retry.ts';
import type {
  AgentClient,
  AgentClientOptions,
  AgentConversation,
  AgentMemory,
  AgentTurn,
  ExecuteRequest,
  HistoryMessage,
} from './types.ts';
import { redactUrl } from '../url.ts';
import { jsonPreview } from '../format.ts';

export { AGUI_MEDIA_TYPE };

const KNOWN_TYPES: ReadonlySet<string> = new Set(Object.values(EventType));

export function createAgUiClient(options: AgentClientOptions): AgentClient {
  const { url, authorization } = agentEndpoint(options, '', { 'ws:': 'http:', 'wss:': 'https:' });
  // endpoint() appends "/" + path: the AG-UI endpoint is the target itself.
  if (url.pathname.endsWith('/') && url.pathname !== '/') url.pathname = url.pathname.slice(0, -1);
  const target = postTarget(url, authorization, options);
  const factsPath = parsePointer(options.factsPath ?? '/facts');
  if (factsPath === null) throw new Error(`facts path ${JSON.stringify(options.factsPath)} is not a JSON Pointer`);
  const mapping: Mapping = { nodeFrom: options.nodeFrom ?? { kind: 'step' }, factsPath };
  const retry = retryOptions(options);
  const conversation: AgentConversation = {
    execute: (request, signal) =>
      executeWithRetries((s) => runTurn(target, request, options, mapping, s), retry, signal, request.test.conversation_id),
    close: async () => {},
  };
  return { target: redactUrl(options.target), transport: 'http', url: safeUrl(url), conversation: () => conversation };
}

export interface Mapping {
  nodeFrom: NodeFrom;
  factsPath: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The state a run starts from: the state the previous run left, or on the first turn only what the
 * test seeds. The runner fills the execute protocol's memory shape (turn_index 0, facts [], an empty
 * summary) for a test that seeds none; that shape is not the agent's, and an agent whose facts are a
 * map could not apply its own STATE_DELTA to a list.
 */
export function runState(context: ExecuteRequest['context']): AgentMemory {
  if (context.history.length > 0) return context.memory;
  const { turn_index, facts, summary, ...rest } = context.memory;
  const state: AgentMemory = { ...rest };
  if (turn_index !== undefined && turn_index !== 0) state.turn_index = turn_index;
  if (facts !== undefined && !(Array.isArray(facts) && facts.length === 0)) state.facts = facts;
  if (summary !== undefined && !isEmptySummary(summary)) state.summary = summary;
  return state;
}

function isEmptySummary(summary: unknown): boolean {
  return (
    isRecord(summary) &&
    Object.keys(summary).length === 2 &&
    summary.level === 0 &&
    Array.isArray(summary.chunks) &&
    summary.chunks.length === 0
  );
}

/** The RunAgentInput of one turn. */
export function runInput(request: ExecuteRequest): Record<string, unknown> {
  const { context, test } = request;
  const messages = context.history.map((m: HistoryMessage, i) => ({ id: `${test.conversation_id}-m${i}`, ...m }));
  messages.push({ id: `${test.conversation_id}-m${messages.length}`, role: 'user', content: context.latest_user_message });
  return {
    threadId: test.conversation_id,
    runId: `${test.conversation_id}-${test.turn_id}`,
    state: runState(context),
    messages,
    tools: [],
    context: [],
    // What the execute protocol's context carries beyond messages and state, for an agent that wants it.
    forwardedProps: {
      agent_eval: {
        current_node_id: context.current_node_id,
        seed: request.params.seed,
        dry_run: context.dry_run,
        memory_pipeline: context.memory_pipeline,
        test,
      },
    },
  };
}

async function runTurn(
  target: PostTarget,
  request: ExecuteRequest,
  options: AgentClientOptions,
  mapping: Mapping,
  signal: AbortSignal,
): Promise<Answer> {
  const input = runInput(request);
  const reader = new RunReader(target.where, request, mapping);
  const sse = new SseSplitter();
  const frames = new FrameSplitter();
  const other: Buffer[] = [];
  const head = await send(
    target,
    { body: JSON.stringify(input), headers: { 'content-type': 'application/json', accept: 'text/event-stream' } },
    options,
    signal,
    (chunk, h) => {
      if (h.contentType === AGUI_MEDIA_TYPE) {
        for (const frame of frames.push(chunk)) reader.read(decodeFrame(frame, target.where, reader.count), 'protobuf');
      } else if (h.contentType !== 'text/event-stream') {
        if (other.length < 4) other.push(chunk);
      } else {
        for (const data of sse.push(chunk)) reader.read(parseEventData(data, target.where, reader.count), 'sse');
      }
    },
  );
  if (head.contentType !== AGUI_MEDIA_TYPE && head.contentType !== 'text/event-stream') {
    const text = Buffer.concat(other).toString('utf8');
    throw new AttemptError(
      'ENGINE_ERROR',
      `${target.where} answered ${head.status} with ${head.contentType || 'no content type'}, not an AG-UI event stream (text/event-stream or ${AGUI_MEDIA_TYPE}): ${excerpt(text, options.token)}`,
      { status: head.status, body: text },
    );
  }
  if (head.contentType === 'text/event-stream')
    for (const data of sse.end()) reader.read(parseEventData(data, target.where, reader.count), 'sse');
  else if (frames.pending > 0)
    throw new AttemptError('ENGINE_ERROR', `${target.where}: ${frames.describeRest()}`, { status: head.status, retryable: false });
  return { turn: reader.finish(head.status), status: head.status };
}

function parseEventData(data: string, where: string, index: number): unknown {
  if (nestedDeeperThan(data, MAX_REPLY_DEPTH)) throw new AttemptError('ENGINE_ERROR', `${where}: event ${index}: ${TOO_DEEP_REASON}`);
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw new AttemptError('ENGINE_ERROR', `${where}: event ${index} is not JSON: ${jsonPreview(data)}`);
  }
}

function decodeFrame(frame: Uint8Array, where: string, index: number): unknown {
  try {
    return decodeProtobuf(frame);
  } catch (e) {
    // An event of a later protocol version is kept as unknown rather than failing the turn.
    if (e instanceof AGUIUnknownEventTypeError) return { type: 'UNKNOWN_PROTOBUF_EVENT', bytes: frame.length };
    // The same bytes come back on a retry: the agent's encoder is at fault, not the network.
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where}: protobuf frame ${index} (${frame.length} bytes) is not an AG-UI event: ${e instanceof Error ? e.message : String(e)}; the agent's encoder must write each event as @ag-ui/proto's encode() does, after a 4-byte big-endian length`,
      { retryable: false },
    );
  }
}

/**
 * The protobuf encoding: each event a 4-byte big-endian length, then that many bytes. Chunks are
 * joined only once a whole frame is there, so a huge frame costs linear time.
 */
export class FrameSplitter {
  #chunks: Buffer[] = [];
  #size = 0;

  get pending(): number {
    return this.#size;
  }

  /** Why the bytes left over at the end are not a frame: the length their header declares. */
  describeRest(): string {
    const head = Buffer.concat(this.#chunks, this.#size);
    if (head.length < 4)
      return `the protobuf stream ended with ${head.length} byte(s) that are not a frame (each frame starts with a 4-byte big-endian length)`;
    const length = head.readUInt32BE(0);
    return `the protobuf stream ended inside a frame: its 4-byte big-endian length says ${length} bytes, ${head.length - 4} came (an answer that is not length-prefixed AG-UI protobuf reads as a huge length)`;
  }

  push(chunk: Buffer): Uint8Array[] {
    this.#chunks.push(chunk);
    this.#size += chunk.length;
    const frames: Uint8Array[] = [];
    for (;;) {
      if (this.#size < 4) break;
      if (this.#chunks[0]!.length < 4) this.#chunks = [Buffer.concat(this.#chunks, this.#size)];
      const length = this.#chunks[0]!.readUInt32BE(0);
      if (this.#size < 4 + length) break;
      const all = this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks, this.#size);
      frames.push(new Uint8Array(all.subarray(4, 4 + length)));
      const rest = all.subarray(4 + length);
      this.#chunks = rest.length > 0 ? [rest] : [];
      this.#size = rest.length;
    }
    return frames;
  }
}

interface PendingCall {
  call: ToolCall;
  args: string;
  /** The UTF-8 bytes of `args`, counted piece by piece. */
  argsBytes: number;
  ended: boolean;
}

/** Reads the events of one run into a turn. */
export class RunReader {
  readonly #where: string;
  readonly #request: ExecuteRequest;
  readonly #mapping: Mapping;
  readonly #events: unknown[] = [];
  #state: unknown;
  /** Whether #state is this reader's own copy, which deltas may change in place. */
  #ownState = false;
  /** The size and nesting of #state, kept by each patch; unmeasured until a snapshot or the first delta. */
  readonly #meter = new StateMeter();
  #measured = false;
  #step: string | null = null;
  #finished = false;
  #history: HistoryMessage[] | null = null;
  readonly #texts = new Map<string, { role: string; text: string }>();
  #lastTextId: string | null = null;
  readonly #calls = new Map<string, PendingCall>();
  #lastCallId: string | null = null;
  readonly #order: ToolCall[] = [];
  readonly #unknown: AgentTurn['unknown_blocks'] = [];
  readonly #warnings: string[] = [];

  constructor(where: string, request: ExecuteRequest, mapping: Mapping) {
    this.#where = where;
    this.#request = request;
    this.#mapping = mapping;
    this.#state = runState(request.context);
  }

  get count(): number {
    return this.#events.length;
  }

  read(event: unknown, encoding: 'sse' | 'protobuf'): void {
    const index = this.#events.length;
    if (index >= MAX_EVENTS_PER_TURN)
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: the run sent more than ${MAX_EVENTS_PER_TURN} events`);
    this.#events.push(event);
    const where = `events[${index}]`;
    const type = isRecord(event) ? event.type : undefined;
    if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
      const why = typeof type !== 'string' ? 'event without a string type' : `unknown event type ${JSON.stringify(type)}`;
      this.#unknown.push({ where, block: event });
      this.#warnings.push(`${where}: ${why}; kept in unknown_blocks: ${jsonPreview(event)}`);
      return;
    }
    if (this.#finished) {
      this.#warnings.push(`${where}: ${type} after RUN_FINISHED; kept in the raw events only`);
      return;
    }
    const parsed = EventSchemas.safeParse(event);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AttemptError(
        'ENGINE_ERROR',
        `${this.#where}: ${where} is not a valid ${type} event (${issue ? `${issue.path.join('.') || '(event)'}: ${issue.message}` : 'schema'}) over ${encoding}: ${jsonPreview(event)}`,
      );
    }
    this.#apply(event as Record<string, unknown> & { type: string }, where);
  }

  #apply(e: Record<string, unknown> & { type: string }, where: string): void {
    const str = (key: string): string => (typeof e[key] === 'string' ? e[key] : '');
    switch (e.type) {
      case EventType.RUN_ERROR:
        throw new AttemptError(
          'ENGINE_ERROR',
          `${this.#where}: the agent ended the run with RUN_ERROR${typeof e.code === 'string' ? ` ${e.code}` : ''}: ${jsonPreview(e.message)}`,
        );
      case EventType.RUN_FINISHED:
        this.#finished = true;
        return;
      case EventType.STEP_STARTED:
        this.#step = str('stepName');
        return;
      case EventType.STATE_SNAPSHOT:
        this.#measure(e.snapshot, `${where} STATE_SNAPSHOT`);
        this.#state = e.snapshot;
        this.#ownState = false;
        return;
      case EventType.STATE_DELTA:
        if (!this.#measured) this.#measure(this.#state, `${where} STATE_DELTA: before it`);
        try {
          // One copy of the state per snapshot (the events are kept as received), then each delta in place.
          if (!this.#ownState) this.#state = copyJson(this.#state);
          this.#ownState = true;
          this.#state = applyPatch(this.#state, e.delta, { inPlace: true, meter: this.#meter });
        } catch (error) {
          if (error instanceof StateLimitError)
            throw new AttemptError('ENGINE_ERROR', `${this.#where}: ${where} STATE_DELTA refused: ${error.message}`);
          if (!(error instanceof PatchError)) throw error;
          throw new AttemptError('ENGINE_ERROR', `${this.#where}: ${where} STATE_DELTA does not apply to the state: ${error.message}`);
        }
        return;
      case EventType.MESSAGES_SNAPSHOT:
        this.#history = (e.messages as unknown[]).filter(isRecord).map((m) => ({ ...m, role: String(m.role), content: m.content }));
        return;
      case EventType.TEXT_MESSAGE_START:
        this.#text(str('messageId'), typeof e.role === 'string' ? e.role : 'assistant', '');
        return;
      case EventType.TEXT_MESSAGE_CONTENT:
        if (!this.#texts.has(str('messageId')))
          this.#keep(
            where,
            e,
            `TEXT_MESSAGE_CONTENT for "${str('messageId')}", which no TEXT_MESSAGE_START began; its text is read as the assistant's`,
          );
        this.#text(str('messageId'), undefined, str('delta'));
        return;
      case EventType.TEXT_MESSAGE_END:
        if (!this.#texts.has(str('messageId')))
          this.#keep(where, e, `TEXT_MESSAGE_END for "${str('messageId')}", which no TEXT_MESSAGE_START began`);
        return;
      case EventType.TEXT_MESSAGE_CHUNK:
        this.#text(
          typeof e.messageId === 'string' ? e.messageId : (this.#lastTextId ?? ''),
          typeof e.role === 'string' ? e.role : undefined,
          str('delta'),
        );
        return;
      case EventType.TOOL_CALL_START:
        this.#call(str('toolCallId'), str('toolCallName'), '', where);
        return;
      case EventType.TOOL_CALL_CHUNK:
        this.#call(
          typeof e.toolCallId === 'string' ? e.toolCallId : (this.#lastCallId ?? ''),
          typeof e.toolCallName === 'string' ? e.toolCallName : '',
          str('delta'),
          where,
        );
        return;
      case EventType.TOOL_CALL_ARGS: {
        const pending = this.#calls.get(str('toolCallId'));
        if (pending === undefined) this.#keep(where, e, `TOOL_CALL_ARGS for "${str('toolCallId')}", which no TOOL_CALL_START began`);
        else this.#addArgs(pending, str('delta'), where);
        return;
      }
      case EventType.TOOL_CALL_END: {
        const pending = this.#calls.get(str('toolCallId'));
        if (pending === undefined) this.#keep(where, e, `TOOL_CALL_END for "${str('toolCallId')}", which no TOOL_CALL_START began`);
        else this.#end(pending);
        return;
      }
      case EventType.TOOL_CALL_RESULT: {
        const pending = this.#calls.get(str('toolCallId'));
        if (pending === undefined) this.#keep(where, e, `tool result for "${str('toolCallId')}", which matches no tool call`);
        else pending.call.result = parseMaybeJson(e.content);
        return;
      }
      default:
        // RUN_STARTED, STEP_FINISHED, RAW, CUSTOM, reasoning and activity events: known, kept in the raw events.
        return;
    }
  }

  /** Starts the state's estimate over from `state`; one past the limits fails the turn. */
  #measure(state: unknown, what: string): void {
    try {
      this.#meter.measure(state);
    } catch (error) {
      if (!(error instanceof StateLimitError)) throw error;
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: ${what}: ${error.message}`);
    }
    this.#measured = true;
  }

  /** Adds a piece to a tool call's arguments, which may not grow past MAX_TOOL_ARGS_BYTES. */
  #addArgs(pending: PendingCall, delta: string, where: string): void {
    pending.argsBytes += Buffer.byteLength(delta);
    if (pending.argsBytes > MAX_TOOL_ARGS_BYTES)
      throw new AttemptError(
        'ENGINE_ERROR',
        `${this.#where}: ${where}: the arguments of tool call "${pending.call.id ?? ''}" (${pending.call.name}) came to more than the ${sizeText(MAX_TOOL_ARGS_BYTES)} they may have`,
      );
    pending.args += delta;
  }

  #keep(where: string, block: unknown, why: string): void {
    this.#unknown.push({ where, block });
    this.#warnings.push(`${where}: ${why}; kept in unknown_blocks: ${jsonPreview(block)}`);
  }

  #text(id: string, role: string | undefined, delta: string): void {
    const entry = this.#texts.get(id);
    if (entry === undefined) this.#texts.set(id, { role: role ?? 'assistant', text: delta });
    else entry.text += delta;
    this.#lastTextId = id;
  }

  #call(id: string, name: string, delta: string, where: string): void {
    const pending = this.#calls.get(id);
    if (pending !== undefined) {
      this.#addArgs(pending, delta, where);
      return;
    }
    if (name === '') {
      this.#warnings.push(`${where}: a tool call "${id}" without a name; recorded under the name "(unnamed)"`);
    }
    const call: ToolCall = { id: id === '' ? null : id, name: name === '' ? '(unnamed)' : name, args: undefined, source: 'event' };
    const started: PendingCall = { call, args: '', argsBytes: 0, ended: false };
    this.#calls.set(id, started);
    this.#addArgs(started, delta, where);
    this.#order.push(call);
    this.#lastCallId = id;
  }

  #end(pending: PendingCall): void {
    if (pending.ended) return;
    pending.ended = true;
    const text = pending.args;
    if (text.trim() === '') {
      pending.call.args = {};
      return;
    }
    if (nestedDeeperThan(text))
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: the arguments of tool call "${pending.call.id}": ${TOO_DEEP_REASON}`);
    try {
      pending.call.args = JSON.parse(text) as unknown;
    } catch {
      this.#warnings.push(`tool call "${pending.call.id}": its arguments are not valid JSON; kept as the raw string: ${jsonPreview(text)}`);
      pending.call.args = text;
    }
  }

  finish(status: number): AgentTurn {
    if (!this.#finished)
      throw new AttemptError(
        'ENGINE_ERROR',
        `${this.#where}: the event stream ended before RUN_FINISHED (after ${this.#events.length} events)`,
        {
          status,
        },
      );
    for (const pending of this.#calls.values()) this.#end(pending);
    const texts = [...this.#texts.values()].filter((t) => t.role === 'assistant' && t.text !== '').map((t) => t.text);
    const state = this.#state;
    if (!isRecord(state))
      this.#warnings.push(`the agent state is not an object, so the next turn starts from an empty state: ${jsonPreview(state)}`);
    const memory: AgentMemory = isRecord(state) ? { ...state } : {};
    const facts = valueAt(state, this.#mapping.factsPath);
    if (facts !== undefined && !Array.isArray(facts) && !isRecord(facts))
      this.#warnings.push(
        `the facts at ${pointerText(this.#mapping.factsPath)} are neither a map nor a list of {key, value}, so the turn has no facts: ${jsonPreview(facts)}`,
      );
    const { context } = this.#request;
    const user = { role: 'user', content: context.latest_user_message };
    const assistant = texts.length > 0 ? texts.join('\n') : null;
    const history = this.#history ?? [...context.history, user, ...(assistant === null ? [] : [{ role: 'assistant', content: assistant }])];
    return {
      current_node_id: this.#node(state),
      flow_completed: null,
      assistant_message: assistant ?? lastAssistantText(this.#history),
      history,
      memory,
      facts: factsToMap(facts, this.#warnings),
      tool_calls: this.#order,
      next_node_descriptor: null,
      trace_id: null,
      usage: null,
      unknown_blocks: this.#unknown,
      warnings: this.#warnings,
      raw: { events: this.#events },
    };
  }

  #node(state: unknown): string | null {
    const from = this.#mapping.nodeFrom;
    if (from.kind === 'step') return this.#step ?? this.#request.context.current_node_id;
    const node = valueAt(state, from.pointer);
    if (typeof node === 'string') return node;
    this.#warnings.push(
      `the state has no string at ${from.text} (--node-from state:${from.text}), so the turn has no node: ${jsonPreview(node ?? null)}`,
    );
    return null;
  }
}

function parseMaybeJson(content: unknown): unknown {
  if (typeof content !== 'string') return content;
  const t = content.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return content;
  if (nestedDeeperThan(t)) return content;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return content;
  }
}

function lastAssistantText(messages: readonly HistoryMessage[] | null): string | null {
  for (const m of [...(messages ?? [])].reverse())
    if (m.role === 'assistant' && typeof m.content === 'string' && m.content !== '') return m.content;
  return null;
}

function pointerText(path: readonly string[]): string {
  return path.map((p) => `/${p.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
