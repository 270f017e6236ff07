// The AgentClient port: what the runner needs from an agent, whatever the transport.
import type { LookupFunction } from 'node:net';
import type { ToolCall } from '../results/results-schema.ts';
import type { FailureCode } from '../results/failure-codes.ts';
import type { NodeFrom, Protocol } from './protocols.ts';
import type { AssertionKey } from '../suite/suite-schema.ts';
import type { TurnUsage } from '../usage/usage.ts';

/** A fact map: key -> value. Facts arriving as a list of {key, value} are converted to this. */
export type Facts = Record<string, unknown>;

export interface HistoryMessage {
  role: string;
  content: unknown;
}

/** Memory as the harness carries it between turns (sent back verbatim, facts kept in the agent's own shape). */
export interface AgentMemory {
  turn_index?: number;
  facts?: unknown;
  summary?: unknown;
  [key: string]: unknown;
}

/** The body of one turn (design: "The agent protocol"); the harness is the keeper of state. */
export interface ExecuteRequest {
  context: {
    current_node_id: string | null;
    latest_user_message: string;
    history: HistoryMessage[];
    memory: AgentMemory;
    dry_run: boolean;
    memory_pipeline: { enabled: boolean; stages: string[] };
  };
  params: { temperature: number; top_p: number; seed: number | null; enable_tracing: boolean };
  test: { suite_id: string; test_id: string; turn_id: string; repeat: number; conversation_id: string };
}

/** One agent reply, normalised: every content block captured, nothing dropped silently. */
export interface AgentTurn {
  current_node_id: string | null;
  flow_completed: boolean | null;
  /** Explicit `assistant_message`, else the last assistant entry of the returned history. */
  assistant_message: string | null;
  history: HistoryMessage[];
  memory: AgentMemory;
  /** memory.facts as a map, whatever shape the agent sent. */
  facts: Facts;
  tool_calls: ToolCall[];
  next_node_descriptor: unknown;
  trace_id: string | null;
  /** Tokens the agent reported for the turn (usage.ts); null: not reported. */
  usage: TurnUsage | null;
  /** Blocks of a type the harness does not know: kept, and warned about. */
  unknown_blocks: { where: string; block: unknown }[];
  warnings: string[];
  /** The raw body as received, for the artifact store (a `prompt_snapshot` in it is in `prompt_snapshots` instead, bounded). */
  raw: unknown;
  /** The prompts the agent offered for this turn (result field and WebSocket debug events); absent when it offered none. */
  prompt_snapshots?: PromptSnapshot[] | undefined;
}

/**
 * A prompt the agent says it assembled for its model this turn (the ExecutionResult's
 * `prompt_snapshot`, or a WebSocket `debug` event's), kept for the artifacts.
 */
export interface PromptSnapshot {
  /** Where it was in the reply: "prompt_snapshot" (the result's field) or "events[i].prompt_snapshot". */
  from: string;
  /** As sent ({messages: [{role, content}], model?, ...}), or shortened to fit the limit (see `truncated`). */
  snapshot: unknown;
  /** Only when it was cut to fit the limit per turn: what was left out. */
  truncated?: string;
}

/**
 * One attempt that failed, as the artifacts keep it: what went wrong and what came back (the raw
 * body, bounded and with the token masked), so a reply that did not parse can be read afterwards.
 */
export interface FailedAttempt {
  /** 1 for the first attempt. */
  attempt: number;
  code: Extract<FailureCode, 'ENGINE_ERROR' | 'TIMEOUT'>;
  message: string;
  /** The HTTP status of the answer (of the refused upgrade over WebSocket); null when none came. */
  status: number | null;
  /** The body as received, up to MAX_RAW_BODY_BYTES; null when nothing came back. */
  body: string | null;
}

/** How an attempt ended, for the circuit breaker: an answer of any kind, or none (see breaker.ts). */
export type AttemptKind = 'answered' | 'unreachable' | 'dropped' | 'timeout';

/** Why the agent's circuit opened. */
export interface BreakerCause {
  /** The failure code the runs not attempted carry (that of the failure that began the streak). */
  code: Extract<FailureCode, 'ENGINE_ERROR' | 'TIMEOUT'>;
  /** One line: why the circuit opened, with the first failure of the streak. */
  message: string;
}

/** The circuit breaker as the transports see it (AgentBreaker in breaker.ts). */
export interface AgentBreakerPort {
  /** The cause once the circuit is open; null while it is closed. */
  openCause(): BreakerCause | null;
  /** An attempt got an answer (any answer: the agent is alive). */
  answered(): void;
  /** An attempt of `conversationId` failed as `kind`. */
  attempted(conversationId: string, kind: AttemptKind, code: BreakerCause['code'], message: string): void;
}

/** A turn that finally failed after retries. */
export class AgentCallError extends Error {
  override name = 'AgentCallError';
  readonly code: Extract<FailureCode, 'ENGINE_ERROR' | 'TIMEOUT'>;
  readonly attempts: number;
  /** How each earlier attempt failed (the message is the last one's): kept on the turn record. */
  readonly earlierFailures: readonly string[];
  /** Every attempt, the last one included, with what came back. */
  readonly failedAttempts: readonly FailedAttempt[];
  /** How the last attempt ended: `unreachable` when no connection could be made (or none was tried: the circuit is open). */
  readonly kind: AttemptKind;
  constructor(
    code: Extract<FailureCode, 'ENGINE_ERROR' | 'TIMEOUT'>,
    message: string,
    attempts: number,
    earlierFailures: readonly string[] = [],
    failedAttempts: readonly FailedAttempt[] = [],
    kind: AttemptKind = 'answered',
  ) {
    super(message);
    this.code = code;
    this.attempts = attempts;
    this.earlierFailures = earlierFailures;
    this.failedAttempts = failedAttempts;
    this.kind = kind;
  }

  /** The HTTP status of the last attempt's answer, if one came. */
  get status(): number | null {
    return this.failedAttempts.at(-1)?.status ?? null;
  }
}

export interface TurnOutcome {
  turn: AgentTurn;
  /** Attempts made (1 = no retry). */
  attempts: number;
  latency_ms: number;
  /** The HTTP status of the answer; null over WebSocket (one upgrade serves many turns). */
  status?: number | null | undefined;
  /** The attempts that failed before this answer, with what came back. */
  failed_attempts?: readonly FailedAttempt[] | undefined;
}

/** One conversation: for WebSocket one socket, opened lazily and reopened after a drop. */
export interface AgentConversation {
  /** Sends one turn with retries; throws AgentCallError when every attempt failed. */
  execute(request: ExecuteRequest, signal?: AbortSignal): Promise<TurnOutcome>;
  close(): Promise<void>;
}

export interface AgentClient {
  readonly target: string;
  readonly transport: 'http' | 'ws';
  /** The URL each turn is sent to, credentials redacted (what spans name as url.full). */
  readonly url?: string | undefined;
  conversation(conversationId: string): AgentConversation;
  /**
   * The assertion keys the agent says it can have checked beyond its protocol's own (A2A: its
   * Agent Card declares agent_eval.state); asked once before the run, which it stops with a user error
   * when the agent refuses what the run needs (A2A: its card). `needed`: the suites have assertions
   * that need the declaration (when false, an agent not reached is left to the turns). Absent:
   * nothing to declare.
   */
  declares?: ((signal: AbortSignal, needed?: boolean) => Promise<readonly AssertionKey[]>) | undefined;
}

/** Canned results of tools the agent asks for but does not run (openai-chat): tool name -> result. */
export type ToolResults = Record<string, unknown>;

export interface AgentClientOptions {
  target: string;
  transport: 'http' | 'ws';
  /** The protocol the agent speaks (default execute, over `transport`); the others go over HTTP. */
  protocol?: Protocol | undefined;
  /** ag-ui: where the node is read (default: the last STEP_STARTED name). */
  nodeFrom?: NodeFrom | null | undefined;
  /** ag-ui: the JSON Pointer of the facts in the agent state (default /facts). */
  factsPath?: string | undefined;
  /** openai-chat: the `model` of each request (left out when unset). */
  model?: string | null | undefined;
  /** openai-chat: the canned tool results of a turn, from the suite (turn's tool_results over defaults.tool_results). */
  toolResults?: ((test: ExecuteRequest['test']) => ToolResults | undefined) | undefined;
  /** Bearer token; never logged. */
  token?: string | undefined;
  timeoutMs: number;
  retries: number;
  /** Base delay of the exponential backoff (ms); jitter is added. */
  backoffMs?: number;
  /** Extra headers per request (e.g. W3C traceparent); over WebSocket, sent with each socket's handshake, and traceparent also in each execute message. */
  headers?: () => Record<string, string>;
  /** Shared by the run's conversations: stops calling an agent that has stopped answering. */
  breaker?: AgentBreakerPort | undefined;
  /** Source of the backoff jitter, in [0, 1); defaults to Math.random (injectable for tests). */
  random?: () => number;
  /** Waits between attempts and must reject when the signal aborts; defaults to a timer (injectable for tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The clock each turn's latency is measured on (ms); defaults to performance.now (injectable for tests). */
  now?: (() => number) | undefined;
  /** Resolves the agent's host name for each new connection (node:net's `lookup`), and may refuse it; default: dns.lookup. */
  lookup?: LookupFunction | undefined;
}
