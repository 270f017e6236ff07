// The a2a protocol: an agent served over A2A 1.0 (Agent2Agent) JSON-RPC. The endpoint is found in the
// Agent Card at `{target}/.well-known/agent-card.json` (its first JSONRPC interface, or the `url` of a
// card whose protocolVersion is 1.x, on the target's own origin, so the agent token never goes to a
// host the card names); each user turn is one message in one A2A context per conversation (contextId:
// the conversation id), sent with `SendStreamingMessage` when the card offers streaming, else
// `SendMessage`, polling `GetTask` while the task is not finished. A task left `input-required` is
// continued by the next user turn (its taskId in the message).
// The reply is what the task produced: this turn's artifacts' parts in order, then the final status
// message (or the direct Message reply). Text parts are text, data parts their JSON, file parts a
// `[file ...]` line; a part of an unknown kind is kept in unknown_blocks with a warning. Status
// messages of a task still working are progress, kept in the turn's raw record, never the reply.
// A2A carries no node, memory or tool calls: an agent that wants them checked sends
// `agent_eval.state` ({current_node_id, facts, tool_calls}) in the metadata of a message, part,
// artifact or task, or as a data part `{"agent_eval": {"state": ...}}`, and lists the extension
// A2A_STATE_EXTENSION in its card; without it, such assertions are refused before the first turn.
// Besides the limits of every reply, what one turn keeps of the task (its artifacts and status
// messages, which polls and streamed updates add to) is held within MAX_TASK_BYTES.
import { z } from 'zod';
import { UserError } from '../errors.ts';
import type { ToolCall } from '../results/results-schema.ts';
import { retryOptions } from './http.ts';
import {
  estimateJson,
  MAX_EVENTS_PER_TURN,
  MAX_REPLY_DEPTH,
  MAX_TASK_BYTES,
  nestedDeeperThan,
  sizeText,
  TOO_DEEP_REASON,
} from './limits.ts';
import { factsToMap } from './normalise.ts';
import { postTarget, send, sendJson, type PostTarget } from './post.ts';
import { A2A_STATE_KEYS } from './protocols.ts';
import { agentEndpoint, AttemptError, defaultSleep, executeWithRetries, safeUrl, type Answer } from './retry.ts';
import { SseSplitter } from './sse.ts';
import type { AgentClient, AgentClientOptions, AgentConversation, AgentMemory, AgentTurn, ExecuteRequest } from './types.ts';
import { redactUrl } from '../url.ts';
import { jsonPreview } from '../format.ts';

/** The card extension by which an agent says it sends `agent_eval.state`. */
export const A2A_STATE_EXTENSION = 'https://github.com/agent-eval/agent-eval-action/extensions/a2a-state/v1';
export const AGENT_CARD_PATH = '.well-known/agent-card.json';
export const A2A_VERSION = '1.0';
/** Wait between two GetTask polls of an unfinished task. */
export const POLL_MS = 200;

const TERMINAL = new Set([
  'TASK_STATE_COMPLETED',
  'TASK_STATE_FAILED',
  'TASK_STATE_CANCELED',
  'TASK_STATE_REJECTED',
  'TASK_STATE_INPUT_REQUIRED',
]);
const FAILED = new Set(['TASK_STATE_FAILED', 'TASK_STATE_CANCELED', 'TASK_STATE_REJECTED', 'TASK_STATE_AUTH_REQUIRED']);

const CardSchema = z.looseObject({
  name: z.string().optional(),
  supportedInterfaces: z
    .array(z.looseObject({ url: z.string(), protocolBinding: z.string(), protocolVersion: z.string().optional() }))
    .optional(),
  capabilities: z
    .looseObject({
      streaming: z.boolean().optional(),
      extensions: z.array(z.looseObject({ uri: z.string() })).optional(),
    })
    .optional(),
  // A2A 0.3 cards name one URL and a preferred transport.
  url: z.string().optional(),
  protocolVersion: z.string().optional(),
  preferredTransport: z.string().optional(),
});

/** The Agent Card, needed before the run, could not be read: the user fixes the target (exit 2). */
export class AgentCardError extends UserError {
  override name = 'AgentCardError';
}

/** What the Agent Card says: where to send, whether to stream, whether the agent sends agent_eval.state. */
export interface A2aEndpoint {
  rpc: URL;
  streaming: boolean;
  sendsState: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createA2aClient(options: AgentClientOptions): AgentClient {
  const card = agentEndpoint(options, AGENT_CARD_PATH, { 'ws:': 'http:', 'wss:': 'https:' });
  const cardTarget = postTarget(card.url, card.authorization, options, 'GET');
  let discovered: Promise<{ endpoint: A2aEndpoint; target: PostTarget }> | null = null;
  const discover = (signal: AbortSignal) => {
    discovered ??= readCard(cardTarget, options, signal).then((endpoint) => ({
      endpoint,
      target: postTarget(endpoint.rpc, card.authorization, options),
    }));
    // A failed discovery is tried again by the next attempt.
    discovered.catch(() => (discovered = null));
    return discovered;
  };
  const retry = retryOptions(options);
  const sleep = options.sleep ?? defaultSleep;
  const conversation = (): AgentConversation => {
    const thread: A2aThread = { openTask: null, reported: new Map(), asked: null };
    return {
      execute: (request, signal) =>
        executeWithRetries(
          async (s) => {
            const { endpoint, target } = await discover(s);
            return playTurn(target, endpoint, request, options, sleep, s, thread);
          },
          retry,
          signal,
          request.test.conversation_id,
        ),
      close: async () => {},
    };
  };
  return {
    target: redactUrl(options.target),
    transport: 'http',
    url: safeUrl(card.url),
    conversation,
    declares: async (signal, needed = true) => {
      let endpoint: A2aEndpoint;
      try {
        endpoint = (await discover(signal)).endpoint;
      } catch (e) {
        if (!(e instanceof AttemptError) || signal.aborted) throw e;
        // The agent answered and refused the card (or served no usable one): no retry fixes that.
        if (e.kind === 'answered' && !e.retryable) throw new AgentCardError(`the A2A Agent Card could not be used: ${e.message}`, CARD_FIX);
        // Not reached (or a passing failure): the turns retry it, and the preflight names it.
        if (!needed) return [];
        throw new AgentCardError(
          `the suites ask for assertions an A2A agent can have checked only if its Agent Card declares them, and the card could not be read: ${e.message}`,
          'check that the agent is running at the target and serves /.well-known/agent-card.json',
        );
      }
      return endpoint.sendsState ? [...A2A_STATE_KEYS] : [];
    },
  };
}

const CARD_FIX =
  "point --target at the A2A agent's base URL, whose /.well-known/agent-card.json is an A2A 1.0 Agent Card with a JSONRPC interface on that origin (and give --agent-token if the card needs one)";

/** What one conversation carries from turn to turn. */
interface A2aThread {
  /** The task left input-required, which the next user turn continues. */
  openTask: string | null;
  /** Of the open task: the artifacts already reported (id -> parts as JSON), not this turn's reply again. */
  reported: Map<string, string>;
  /** Of the open task: the input-required status it asked with (as JSON), which its snapshot repeats. */
  asked: string | null;
}

/** Reads the Agent Card and picks its A2A 1.0 JSON-RPC interface on the target's origin. */
export async function readCard(target: PostTarget, options: AgentClientOptions, signal: AbortSignal): Promise<A2aEndpoint> {
  let json: unknown;
  try {
    ({ json } = await sendJson(target, { method: 'GET', headers: {} }, options, signal));
  } catch (e) {
    // A 4xx card (not found, unauthorised, ...) is refused: the next attempt would get the same.
    if (e instanceof AttemptError && e.status !== null && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429)
      throw new AttemptError(e.code, `the Agent Card was refused: ${e.message}`, { retryable: false, status: e.status, body: e.body });
    throw e;
  }
  const parsed = CardSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AttemptError('ENGINE_ERROR', `${target.where}: not an Agent Card (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`, {
      retryable: false,
    });
  }
  const card = parsed.data;
  const offered = card.supportedInterfaces ?? [];
  const jsonRpc =
    offered.find(
      (i) => i.protocolBinding.toUpperCase() === 'JSONRPC' && (i.protocolVersion === undefined || i.protocolVersion.startsWith('1.')),
    ) ?? (offered.length === 0 ? urlInterface(card, target.where) : undefined);
  if (jsonRpc === undefined) {
    throw new AttemptError(
      'ENGINE_ERROR',
      `${target.where}: the Agent Card offers no A2A 1.0 JSONRPC interface (it offers ${offered.map((i) => `${i.protocolBinding} ${i.protocolVersion ?? ''}`.trim()).join(', ')}); agent-eval speaks A2A 1.0 JSON-RPC`,
      { retryable: false },
    );
  }
  const rpc = URL.parse(jsonRpc.url, target.url.href);
  if (rpc === null || rpc.origin !== target.url.origin) {
    throw new AttemptError(
      'ENGINE_ERROR',
      `${target.where}: the Agent Card's JSONRPC interface ${jsonPreview(jsonRpc.url)} is not on the target's origin ${target.url.origin}; agent-eval sends the agent token only to the target (point --target at the origin that serves the interface)`,
      { retryable: false },
    );
  }
  return {
    rpc,
    streaming: card.capabilities?.streaming === true,
    sendsState: (card.capabilities?.extensions ?? []).some((e) => e.uri === A2A_STATE_EXTENSION),
  };
}

/**
 * A card with one `url` and no supportedInterfaces: its url is the JSON-RPC endpoint when its
 * protocolVersion is 1.x (and its preferredTransport, if given, JSONRPC); otherwise it says why not.
 */
function urlInterface(card: z.infer<typeof CardSchema>, where: string): { url: string } | undefined {
  if (card.url === undefined) {
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where}: the Agent Card gives neither supportedInterfaces nor a url, so there is no endpoint to send to`,
      { retryable: false },
    );
  }
  const version = card.protocolVersion;
  if (version === undefined || !version.startsWith('1.')) {
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where}: the Agent Card gives a url and no supportedInterfaces, and ${version === undefined ? 'no protocolVersion' : `protocolVersion ${jsonPreview(version)}`}, so it is ${version === undefined ? 'not said to be A2A 1.0' : `an A2A ${version} card`}; agent-eval speaks A2A 1.0 JSON-RPC (A2A 0.3 is not supported yet): serve A2A 1.0 and list its JSONRPC interface in supportedInterfaces, or set protocolVersion to 1.0 if the url already speaks it`,
      { retryable: false },
    );
  }
  if (card.preferredTransport !== undefined && card.preferredTransport.toUpperCase() !== 'JSONRPC') {
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where}: the Agent Card's url is its ${jsonPreview(card.preferredTransport)} endpoint (preferredTransport) and it lists no other interface; agent-eval speaks A2A 1.0 JSON-RPC`,
      { retryable: false },
    );
  }
  return { url: card.url };
}

let rpcId = 0;

function rpcBody(method: string, params: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params });
}

const HEADERS = { 'content-type': 'application/json', 'a2a-version': A2A_VERSION };

async function playTurn(
  target: PostTarget,
  endpoint: A2aEndpoint,
  request: ExecuteRequest,
  options: AgentClientOptions,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
  signal: AbortSignal,
  thread: A2aThread,
): Promise<Answer> {
  const { context, test } = request;
  const message = {
    messageId: `${test.conversation_id}-${test.turn_id}`,
    contextId: test.conversation_id,
    ...(thread.openTask === null ? {} : { taskId: thread.openTask }),
    role: 'ROLE_USER',
    parts: [{ text: context.latest_user_message }],
    metadata: { agent_eval: { current_node_id: context.current_node_id, memory: context.memory, seed: request.params.seed, test } },
  };
  const reader = new TaskReader(target.where, request, endpoint.sendsState, thread);
  let status: number;
  if (endpoint.streaming) {
    const sse = new SseSplitter();
    const json: Buffer[] = [];
    const head = await send(
      target,
      { body: rpcBody('SendStreamingMessage', { message }), headers: { ...HEADERS, accept: 'text/event-stream' } },
      options,
      signal,
      (chunk, h) => {
        if (h.contentType === 'text/event-stream') for (const data of sse.push(chunk)) reader.response(parseData(data, target.where));
        else json.push(chunk);
      },
    );
    status = head.status;
    if (head.contentType === 'text/event-stream') for (const data of sse.end()) reader.response(parseData(data, target.where));
    else reader.response(parseData(Buffer.concat(json).toString('utf8'), target.where));
  } else {
    const { head, json } = await sendJson(target, { body: rpcBody('SendMessage', { message }), headers: HEADERS }, options, signal);
    status = head.status;
    reader.response(json);
    for (let polls = 0; reader.pendingTask !== null; polls++) {
      if (polls >= MAX_EVENTS_PER_TURN)
        throw new AttemptError('ENGINE_ERROR', `${target.where}: task ${reader.pendingTask} did not finish after ${polls} polls`, {
          status,
        });
      await sleep(POLL_MS, signal);
      const polled = await sendJson(target, { body: rpcBody('GetTask', { id: reader.pendingTask }), headers: HEADERS }, options, signal);
      reader.response(polled.json, true);
    }
  }
  return { turn: reader.finish(status), status };
}

function parseData(data: string, where: string): unknown {
  if (nestedDeeperThan(data, MAX_REPLY_DEPTH)) throw new AttemptError('ENGINE_ERROR', `${where}: ${TOO_DEEP_REASON}`);
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw new AttemptError('ENGINE_ERROR', `${where}: a stream event is not JSON: ${jsonPreview(data)}`);
  }
}

/** A status message of a task still working: progress, not the reply. */
interface Progress {
  state: string;
  text: string;
  message: Record<string, unknown>;
}

/** Reads the JSON-RPC responses of one turn (one, a stream, or polls) into a turn. */
export class TaskReader {
  readonly #where: string;
  readonly #request: ExecuteRequest;
  readonly #declared: boolean;
  /** What the conversation carries from turn to turn: read here, updated when the turn finishes. */
  readonly #thread: A2aThread | null;
  /** The status this turn ended with, as JSON. */
  #endedWith: string | null = null;
  /** The responses read; each is let go once read, only what it adds is kept. */
  #responses = 0;
  readonly #progress = new Map<string, Progress>();
  readonly #artifacts = new Map<string, { artifactId: string; name?: unknown; parts: unknown[]; metadata?: unknown }>();
  /** The artifacts' and progress messages' size as JSON, by artifact id (and "progress"), which MAX_TASK_BYTES bounds. */
  readonly #keptBytes = new Map<string, number>();
  #kept = 0;
  /** The direct Message reply, or the status message the task finished (or asked for input) with. */
  #final: Record<string, unknown> | null = null;
  #task: Record<string, unknown> | null = null;
  #state: Record<string, unknown> | null = null;
  #finished = false;
  /** The last task state seen, and the task's id (from the task or its updates). */
  #lastState = '';
  #taskId: string | null = null;
  readonly #warnings: string[] = [];
  readonly #unknown: AgentTurn['unknown_blocks'] = [];

  constructor(where: string, request: ExecuteRequest, declared: boolean, thread?: A2aThread) {
    this.#where = where;
    this.#request = request;
    this.#declared = declared;
    this.#thread = thread ?? null;
  }

  /** The id of a task that has not finished yet, to poll; null once the turn has its answer. */
  get pendingTask(): string | null {
    if (this.#finished || this.#task === null) return null;
    return typeof this.#task.id === 'string' ? this.#task.id : null;
  }

  /** One JSON-RPC response: its result is a task, a message, a status or artifact update (or, polled, a task). */
  response(body: unknown, polled = false): void {
    if (this.#responses >= MAX_EVENTS_PER_TURN)
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: the turn received more than ${MAX_EVENTS_PER_TURN} responses`);
    this.#responses++;
    if (!isRecord(body))
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: a response is not a JSON-RPC object: ${jsonPreview(body)}`);
    if (isRecord(body.error)) {
      const code = body.error.code;
      // Only an internal error (-32603) or an unknown code may pass; a refused request is refused again.
      const refused =
        typeof code === 'number' && code !== -32603 && ((code <= -32600 && code >= -32700) || (code <= -32001 && code >= -32099));
      throw new AttemptError(
        'ENGINE_ERROR',
        `${this.#where}: the agent answered JSON-RPC error ${String(code ?? '')}: ${jsonPreview(body.error.message ?? body.error)}`,
        { retryable: !refused },
      );
    }
    const result = body.result;
    if (!isRecord(result))
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: a JSON-RPC response without a result: ${jsonPreview(body)}`);
    if (polled) this.#readTask(result);
    else if (isRecord(result.task)) this.#readTask(result.task);
    else if (isRecord(result.message)) {
      this.#scanMessage(result.message);
      this.#final = result.message;
      this.#finished = true;
    } else if (isRecord(result.statusUpdate)) {
      if (typeof result.statusUpdate.taskId === 'string') this.#taskId = result.statusUpdate.taskId;
      this.#scanState(result.statusUpdate.metadata);
      this.#readStatus(result.statusUpdate.status);
    } else if (isRecord(result.artifactUpdate)) {
      const update = result.artifactUpdate;
      this.#scanState(update.metadata);
      if (isRecord(update.artifact)) this.#readArtifact(update.artifact, update.append === true);
    } else {
      throw new AttemptError(
        'ENGINE_ERROR',
        `${this.#where}: a result that is neither a task, a message nor an update: ${jsonPreview(result)}`,
      );
    }
  }

  #readTask(task: Record<string, unknown>): void {
    this.#task = task;
    if (typeof task.id === 'string') this.#taskId = task.id;
    this.#scanState(task.metadata);
    if (Array.isArray(task.artifacts)) for (const a of task.artifacts) if (isRecord(a)) this.#readArtifact(a, false);
    // The SDK moves each earlier status message into the history: progress of this turn or of earlier ones.
    if (Array.isArray(task.history))
      for (const m of task.history) if (isRecord(m) && m.role === 'ROLE_AGENT') this.#keepProgress('history', m);
    this.#readStatus(task.status);
  }

  #readStatus(status: unknown): void {
    if (!isRecord(status)) return;
    // A continued task is first handed over as it was: the question of the turn before, not this turn's end.
    const json = JSON.stringify(status);
    if (json === this.#thread?.asked) return;
    const state = typeof status.state === 'string' ? status.state : '';
    const message = isRecord(status.message) ? status.message : null;
    this.#lastState = state;
    if (FAILED.has(state)) {
      const text = message ? textOf(message.parts) : '';
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: the task ended ${state}${text ? `: ${jsonPreview(text)}` : ''}`);
    }
    if (TERMINAL.has(state)) {
      this.#finished = true;
      this.#endedWith = json;
      if (message) {
        this.#scanMessage(message);
        this.#final = message;
      }
    } else if (message) {
      this.#scanMessage(message);
      this.#keepProgress(state, message);
    }
  }

  #keepProgress(state: string, message: Record<string, unknown>): void {
    const id = typeof message.messageId === 'string' ? message.messageId : `#${this.#progress.size}`;
    if (this.#progress.has(id)) return;
    this.#keep('progress', [message], true, `status message ${jsonPreview(id)}`);
    this.#progress.set(id, { state, text: textOf(message.parts), message });
  }

  /**
   * Keeps `values` in `slot`, added to what it holds or in its place; past MAX_TASK_BYTES in all
   * (each value read no further than what is left), the turn fails naming what came last.
   */
  #keep(slot: string, values: readonly unknown[], added: boolean, what: string): void {
    const held = this.#keptBytes.get(slot) ?? 0;
    const others = this.#kept - held;
    let bytes = added ? held : 0;
    for (const value of values) bytes += estimateJson(value, MAX_TASK_BYTES - others - bytes).bytes;
    if (others + bytes > MAX_TASK_BYTES)
      throw new AttemptError(
        'ENGINE_ERROR',
        `${this.#where}: the task's artifacts and status messages came to more than the ${sizeText(MAX_TASK_BYTES)} one turn may keep, at ${what} (response ${this.#responses})`,
      );
    this.#keptBytes.set(slot, bytes);
    this.#kept = others + bytes;
  }

  #scanMessage(message: Record<string, unknown>): void {
    this.#scanState(message.metadata);
    this.#scanParts(message.parts);
  }

  #readArtifact(artifact: Record<string, unknown>, append: boolean): void {
    const id = typeof artifact.artifactId === 'string' ? artifact.artifactId : `#${this.#artifacts.size}`;
    const parts = Array.isArray(artifact.parts) ? artifact.parts : [];
    const kept = this.#artifacts.get(id);
    const appended = kept !== undefined && append;
    this.#keep(`artifact ${id}`, [parts, artifact.metadata ?? null], appended, `artifact ${jsonPreview(id)}`);
    if (appended) kept.parts.push(...parts);
    else this.#artifacts.set(id, { artifactId: id, name: artifact.name, parts: [...parts], metadata: artifact.metadata });
    this.#scanState(artifact.metadata);
    this.#scanParts(parts);
  }

  #scanParts(parts: unknown): void {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!isRecord(part)) continue;
      this.#scanState(part.metadata);
      if (isRecord(part.data)) this.#scanState(part.data);
    }
  }

  /** Takes `agent_eval.state` from a metadata object or a data part's data; the last one wins. */
  #scanState(holder: unknown): void {
    if (!isRecord(holder) || !isRecord(holder.agent_eval)) return;
    const state = holder.agent_eval.state;
    if (state === undefined) return;
    if (!isRecord(state)) {
      this.#warnings.push(`agent_eval.state is not an object, so it was not read: ${jsonPreview(state)}`);
      return;
    }
    this.#state = state;
  }

  /** The reply's parts as text: text as is, data as JSON, files as one line; unknown kinds kept and warned about. */
  #render(where: string, parts: unknown): string[] {
    if (!Array.isArray(parts)) return [];
    return parts.flatMap((part: unknown, i) => {
      const at = `${where} part ${i}`;
      if (isRecord(part) && typeof part.text === 'string') return [part.text];
      if (isRecord(part) && 'data' in part) {
        // The state holder is read above, not said to the user.
        if (isRecord(part.data) && Object.keys(part.data).length === 1 && isRecord(part.data.agent_eval)) return [];
        return [JSON.stringify(part.data)];
      }
      if (isRecord(part) && (typeof part.url === 'string' || typeof part.raw === 'string')) {
        const name = typeof part.filename === 'string' && part.filename !== '' ? part.filename : 'unnamed';
        const type = typeof part.mediaType === 'string' && part.mediaType !== '' ? ` ${part.mediaType}` : '';
        const where = typeof part.url === 'string' ? part.url : `${Math.floor(((part.raw as string).length * 3) / 4)} bytes inline`;
        return [`[file ${name}${type}: ${where}]`];
      }
      this.#unknown.push({ where: at, block: part });
      this.#warnings.push(
        `${this.#where}: ${at} is of a kind agent-eval does not read (not text, data, url or raw); kept in unknown_blocks: ${jsonPreview(part)}`,
      );
      return [];
    });
  }

  finish(status: number): AgentTurn {
    if (!this.#finished) {
      const state = this.#task && isRecord(this.#task.status) ? String(this.#task.status.state) : 'no task';
      throw new AttemptError('ENGINE_ERROR', `${this.#where}: the answer ended before the task finished (${state})`, { status });
    }
    const { context } = this.#request;
    // Artifacts an earlier turn of the same task already reported are not this turn's reply.
    const artifacts = [...this.#artifacts.values()];
    const fresh = artifacts.filter((a) => this.#thread?.reported.get(a.artifactId) !== JSON.stringify(a.parts));
    const finalId = this.#final !== null && typeof this.#final.messageId === 'string' ? this.#final.messageId : null;
    const progress = [...this.#progress.entries()].filter(([id]) => id !== finalId).map(([, p]) => p);
    const pieces = [
      ...fresh.flatMap((a) => this.#render(`artifact ${jsonPreview(a.artifactId)}`, a.parts)),
      ...(this.#final === null ? [] : this.#render('the final message', this.#final.parts)),
    ].filter((t) => t !== '');
    const assistant = pieces.length > 0 ? pieces.join('\n') : null;
    if (assistant === null && progress.length > 0)
      this.#warnings.push(
        `${this.#where}: the task finished with no artifact and no final status message; its status messages (${jsonPreview(progress.map((p) => p.text).join(' / '))}) are progress, not the reply`,
      );
    const inputRequired = this.#lastState === 'TASK_STATE_INPUT_REQUIRED' && this.#taskId !== null;
    const thread = this.#thread;
    if (thread !== null) {
      thread.openTask = inputRequired ? this.#taskId : null;
      thread.reported = new Map(inputRequired ? artifacts.map((a) => [a.artifactId, JSON.stringify(a.parts)]) : []);
      thread.asked = inputRequired ? this.#endedWith : null;
    }
    const state = this.#state;
    if (state === null && this.#declared)
      this.#warnings.push(
        `the agent card declares ${A2A_STATE_EXTENSION} but the turn carried no agent_eval.state: node, facts and tool calls are unchanged`,
      );
    const memory: AgentMemory = state === null ? context.memory : { ...state };
    const facts = state === null ? factsToMap(context.memory.facts) : factsToMap(state.facts);
    const node = state !== null && typeof state.current_node_id === 'string' ? state.current_node_id : context.current_node_id;
    return {
      current_node_id: node,
      flow_completed: null,
      assistant_message: assistant,
      history: [
        ...context.history,
        { role: 'user', content: context.latest_user_message },
        ...(assistant === null ? [] : [{ role: 'assistant', content: assistant }]),
      ],
      memory,
      facts,
      tool_calls: state === null ? [] : this.#toolCalls(state.tool_calls),
      next_node_descriptor: null,
      trace_id: null,
      usage: null,
      unknown_blocks: this.#unknown,
      warnings: this.#warnings,
      raw: {
        task: this.#task,
        state: this.#lastState || null,
        reply: { artifacts: fresh, message: this.#final },
        progress,
        artifacts,
        responses: this.#responses,
      },
    };
  }

  #toolCalls(raw: unknown): ToolCall[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.#warnings.push(`agent_eval.state.tool_calls is not a list, so no tool call was read: ${jsonPreview(raw)}`);
      return [];
    }
    return raw.flatMap((entry, i) => {
      if (!isRecord(entry) || typeof entry.name !== 'string') {
        this.#warnings.push(`agent_eval.state.tool_calls[${i}] has no string name, so it was not read: ${jsonPreview(entry)}`);
        return [];
      }
      const call: ToolCall = {
        id: typeof entry.id === 'string' ? entry.id : null,
        name: entry.name,
        args: entry.args,
        source: 'tool_calls',
      };
      if ('result' in entry) call.result = entry.result;
      return [call];
    });
  }
}

/** The text parts of a message or artifact, joined by newlines. */
function textOf(parts: unknown): string {
  if (!Array.isArray(parts)) return '';
  return parts.flatMap((p) => (isRecord(p) && typeof p.text === 'string' ? [p.text] : [])).join('\n');
}
