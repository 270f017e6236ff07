// What both transports share: one attempt's failure, the per-turn timeout, and the retry loop.
import { setTimeout as delay } from 'node:timers/promises';
import { maskSecrets } from '../logger.ts';
import { redactUrl, takeUserinfo } from '../url.ts';
import type { AgentBreakerPort, AgentTurn, AttemptKind, FailedAttempt, TurnOutcome } from './types.ts';
import { AgentCallError } from './types.ts';

export type AgentFailureCode = AgentCallError['code'];

/** How much of a failed attempt's body the artifacts keep. */
export const MAX_RAW_BODY_BYTES = 64 * 1024;

/** One attempt failed. `retryable: false` ends the turn at once (a rejected token will not improve). */
export class AttemptError extends Error {
  override name = 'AttemptError';
  readonly code: AgentFailureCode;
  readonly retryable: boolean;
  /** The HTTP status of the answer, when one came. */
  readonly status: number | null;
  /** What came back, whole (rawBody bounds it for the record). */
  readonly body: string | null;
  /** Whether anything answered: `unreachable` (no connection) and `dropped` (lost before the answer) did not. */
  readonly kind: AttemptKind;
  constructor(
    code: AgentFailureCode,
    message: string,
    options: { retryable?: boolean; status?: number | null; body?: string | null; kind?: AttemptKind } = {},
  ) {
    super(message);
    this.code = code;
    this.retryable = options.retryable ?? true;
    this.status = options.status ?? null;
    this.body = options.body ?? null;
    this.kind = options.kind ?? 'answered';
  }
}

/** A turn's answer and, over HTTP, its status. */
export interface Answer {
  turn: AgentTurn;
  status: number | null;
}

export interface RetryOptions {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  /** Full jitter: the wait before retry n is random() * min(MAX_BACKOFF_MS, backoffMs * 2^(n-1)). */
  random: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * The clock a turn's latency is measured on (ms, monotonic); default: performance.now. A test or
   * the bench pairs a virtual clock with the agent's sleep, so latencies are exact.
   */
  now?: (() => number) | undefined;
  /** Masked out of every message this module produces. */
  token: string | undefined;
  /** Told how every attempt ended; once open, no further attempt is made. */
  breaker?: AgentBreakerPort | undefined;
}

export const DEFAULT_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

export const defaultNow = (): number => performance.now();

export const defaultSleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
  await delay(ms, undefined, signal === undefined ? {} : { signal });
};

export function backoffDelay(retry: number, backoffMs: number, random: () => number): number {
  return random() * Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** (retry - 1));
}

/** The caller's abort, rethrown as an abort (never retried, never an AgentCallError). */
export function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The agent call was aborted', 'AbortError');
}

/**
 * Runs `attempt` until it returns a turn, retrying ENGINE_ERROR and TIMEOUT `retries` times.
 * Each attempt gets a signal that fires on the per-turn timeout or the caller's abort. The failures
 * of earlier attempts are recorded as warnings of the turn that finally succeeded, and every failed
 * attempt, with what came back, on the outcome (or on the AgentCallError) for the artifacts.
 */
export async function executeWithRetries(
  attempt: (signal: AbortSignal) => Promise<Answer>,
  options: RetryOptions,
  callerSignal?: AbortSignal,
  conversationId = '',
): Promise<TurnOutcome> {
  const mask = (text: string): string => maskSecrets(text, options.token === undefined ? [] : [options.token]);
  const now = options.now ?? defaultNow;
  const failures: string[] = [];
  const failed: FailedAttempt[] = [];
  const total = options.retries + 1;
  for (let n = 1; ; n++) {
    if (callerSignal?.aborted) throw abortError(callerSignal);
    // The agent stopped answering every conversation: no further attempt is made.
    const open = options.breaker?.openCause();
    if (open) {
      const last = failed.at(-1);
      if (last === undefined) throw new AgentCallError(open.code, `not attempted: ${mask(open.message)}`, 0, [], [], 'unreachable');
      const tried = `${n - 1} attempt${n === 2 ? '' : 's'}`;
      throw new AgentCallError(
        last.code,
        `${last.message} (${tried}; not retried: ${mask(open.message)})`,
        n - 1,
        failures.slice(0, -1),
        failed,
        'unreachable',
      );
    }
    const started = now();
    const attemptSignal = new AttemptSignal(options.timeoutMs, callerSignal);
    let failure: AttemptError;
    try {
      const { turn, status } = await attempt(attemptSignal.signal);
      const latency = now() - started;
      options.breaker?.answered();
      turn.warnings = [...failures, ...turn.warnings].map(mask);
      return { turn, attempts: n, latency_ms: Math.round(latency), status, failed_attempts: failed };
    } catch (e) {
      if (callerSignal?.aborted) throw abortError(callerSignal);
      if (attemptSignal.timedOut)
        failure = new AttemptError('TIMEOUT', `no answer within the turn timeout of ${options.timeoutMs} ms`, { kind: 'timeout' });
      else if (e instanceof AttemptError) failure = e;
      else throw e;
    } finally {
      attemptSignal.dispose();
    }
    const message = mask(failure.message);
    options.breaker?.attempted(conversationId, failure.kind, failure.code, message);
    failed.push({
      attempt: n,
      code: failure.code,
      message,
      status: failure.status,
      body: failure.body === null ? null : rawBody(failure.body, options.token),
    });
    if (!failure.retryable) throw new AgentCallError(failure.code, `${message} (not retried)`, n, failures, failed, failure.kind);
    if (n >= total)
      throw new AgentCallError(
        failure.code,
        `${message} (${n} attempt${n === 1 ? '' : 's'}, all failed)`,
        n,
        failures,
        failed,
        failure.kind,
      );
    failures.push(`attempt ${n} of ${total} failed with ${failure.code}: ${message}; retried`);
    try {
      await options.sleep(backoffDelay(n, options.backoffMs, options.random), callerSignal);
    } catch (e) {
      if (callerSignal?.aborted) throw abortError(callerSignal);
      throw e;
    }
  }
}

/**
 * One attempt's signal: fires on the per-turn timeout or on the caller's abort, and is unhooked from
 * both the moment the attempt settles (one timer cleared, one listener removed). AbortSignal.timeout
 * and AbortSignal.any would leave each attempt's timer pending for the whole timeout and keep every
 * attempt's signal registered on the long-lived run signal until then, thousands of them in a run.
 */
class AttemptSignal {
  readonly #controller = new AbortController();
  readonly signal = this.#controller.signal;
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #callerSignal: AbortSignal | undefined;
  readonly #onCallerAbort = (): void => this.#controller.abort(this.#callerSignal?.reason);
  timedOut = false;

  constructor(timeoutMs: number, callerSignal: AbortSignal | undefined) {
    this.#callerSignal = callerSignal;
    this.#timer = setTimeout(() => {
      this.timedOut = true;
      this.#controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    callerSignal?.addEventListener('abort', this.#onCallerAbort, { once: true });
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#callerSignal?.removeEventListener('abort', this.#onCallerAbort);
  }
}

/** A URL fit for an error message: no credentials, no secret-looking query parameter. */
export function safeUrl(url: URL): string {
  return redactUrl(url.href);
}

/** The first 200 characters of what came back, token masked first so no fragment of it survives. */
export function excerpt(text: string, token: string | undefined): string {
  const masked = maskSecrets(text, token === undefined ? [] : [token]);
  if (masked.trim() === '') return '(empty body)';
  return masked.length > 200 ? `${masked.slice(0, 200)}...` : masked;
}

/** A failed attempt's body for the artifacts: the token masked first, then cut at MAX_RAW_BODY_BYTES. */
export function rawBody(text: string, token: string | undefined): string {
  const masked = maskSecrets(text, token === undefined ? [] : [token]);
  const bytes = Buffer.byteLength(masked);
  if (bytes <= MAX_RAW_BODY_BYTES) return masked;
  // A character cut in two at the limit decodes as U+FFFD.
  const kept = Buffer.from(masked).subarray(0, MAX_RAW_BODY_BYTES).toString('utf8');
  return `${kept}... (cut at ${MAX_RAW_BODY_BYTES} of ${bytes} bytes)`;
}

export function authHint(status: number): string {
  return status === 401 || status === 403 ? '; check the agent token (--agent-token, AGENT_EVAL_AGENT_TOKEN or the agent-token input)' : '';
}

/** `{target}/{path}`, keeping any path prefix of the target. */
export function endpoint(target: string, path: string, protocols: Record<string, string> = {}): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new Error(`agent target "${redactUrl(target)}" is not a URL; pass something like http://localhost:8080`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) {
    throw new Error(`agent target "${safeUrl(url)}" must be an http(s) URL`);
  }
  url.protocol = protocols[url.protocol] ?? url.protocol;
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`;
  return url;
}

/**
 * The URL a transport requests (no userinfo) and the Authorization it sends: the agent token as
 * Bearer, or the target's userinfo as Basic. Both at once is refused: which one the agent expects
 * cannot be guessed, and the entry points refuse it as a usage error before this is reached.
 */
export function agentEndpoint(
  options: { target: string; token?: string | undefined },
  path: string,
  protocols: Record<string, string> = {},
): { url: URL; authorization: string | null } {
  const { url, authorization } = takeUserinfo(endpoint(options.target, path, protocols));
  const token = options.token === undefined || options.token === '' ? null : options.token;
  if (token !== null && authorization !== null) throw new Error(AGENT_AUTH_CONFLICT);
  return { url, authorization: token === null ? authorization : `Bearer ${token}` };
}

export const AGENT_AUTH_CONFLICT =
  'the agent target carries a user name and password (sent as Basic auth) and an agent token is set too (sent as Bearer): give only one';
