// Every request to the judge's server goes through one guard, so a dead, hanging or refusing judge
// costs bounded time and every failure says what happened:
// - a deadline per attempt (timeoutMs), enforced here whatever the HTTP client does;
// - at most one retry after a timeout (at once: the deadline was the wait) or a lost connection;
//   408, 409, 429 and 5xx are retried up to maxRetries times with backoff (honouring the server's
//   retry-after); nothing else is retried;
// - a circuit breaker: after BREAKER_THRESHOLD consecutive failed attempts every later request
//   fails at once with the first cause of the streak, and the circuit stays open for the run. An
//   answer ends a streak, and so do a 400 (a parameter the server does not take) and a 429 that
//   will be retried: the server is alive. Counting attempts, not requests, keeps a dead judge at
//   BREAKER_THRESHOLD deadlines per run (3 × 30 s by default), whatever the number of checks.
// Time comes from the sleep port, so tests decide when a deadline or a backoff has passed.
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../logger.ts';
import { redactUrl } from '../url.ts';
import { ModelApiError, type ModelFailureKind } from '../openai/client.ts';

export const BREAKER_THRESHOLD = 3;

/** Waits `ms`; rejects when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) => delay(ms, undefined, signal ? { signal } : {});

export interface GuardSettings {
  /** The server's base URL (null: the OpenAI API), named in the causes. */
  baseURL: string;
  timeoutMs: number;
  /** Retries of 408, 409, 429 and 5xx; a timeout or a lost connection is retried at most once. */
  maxRetries: number;
  sleep: Sleep;
  /** 0..1, for the backoff's jitter. */
  random?: (() => number) | undefined;
  logger?: Logger | undefined;
  /** Who asks, named in the causes and the log (default "judge"; the simulated user's model guard says "simulator"). */
  name?: string | undefined;
}

export type Guarded<T> = { ok: true; value: T } | { ok: false; failure: JudgeFailure };

export interface JudgeFailure {
  /** One line for the check's reason and the run's error, e.g. "judge timed out after 30 s". */
  cause: string;
  /** What failed: no answer in time, no connection, an HTTP error status, an unreadable reply. */
  kind: ModelFailureKind;
  /** The HTTP status when the server answered one. */
  status: number | null;
  /** The circuit was open: no request was sent. */
  circuitOpen: boolean;
}

export interface CallGuard {
  /** Runs `attempt` under the deadline, retries and breaker; rethrows when `signal` aborts (the run is stopping). */
  call<T>(what: string, attempt: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<Guarded<T>>;
  /** The cause that opened the circuit, or null while it is closed. */
  openCause(): string | null;
}

export function createCallGuard(settings: GuardSettings): CallGuard {
  const random = settings.random ?? Math.random;
  const where = judgeLocation(settings.baseURL);
  const name = settings.name ?? 'judge';
  const rest = name === 'judge' ? 'judge checks' : `${name} requests`;
  let streak = 0;
  let streakCause: { cause: string; kind: ModelFailureKind } | null = null;
  let open: { cause: string; kind: ModelFailureKind } | null = null;

  const succeeded = (): void => {
    if (open !== null) return;
    streak = 0;
    streakCause = null;
  };
  const failed = (cause: string, kind: ModelFailureKind): void => {
    if (open !== null) return;
    streak += 1;
    streakCause ??= { cause, kind };
    if (streak >= BREAKER_THRESHOLD) {
      open = streakCause;
      settings.logger?.warning(
        `${name}: ${BREAKER_THRESHOLD} consecutive failures (first: ${open.cause}); the remaining ${rest} of this run are errored without asking`,
      );
    }
  };

  /** One attempt, abandoned at the deadline even if the client ignores the abort. */
  async function withDeadline<T>(attempt: (signal: AbortSignal) => Promise<T>, outer: AbortSignal | undefined): Promise<T> {
    const controller = new AbortController();
    const stopTimer = new AbortController();
    const onOuterAbort = (): void => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    const deadline = settings.sleep(settings.timeoutMs, stopTimer.signal).then(
      () => {
        if (stopTimer.signal.aborted) return new Promise<never>(() => {});
        const timeout = new ModelApiError(`no answer within ${settings.timeoutMs} ms`, null, { kind: 'timeout' });
        controller.abort(timeout);
        throw timeout;
      },
      () => new Promise<never>(() => {}), // the attempt finished first: never settles
    );
    try {
      return await Promise.race([attempt(controller.signal), deadline]);
    } catch (error) {
      // The client reports our abort as an abort: it was the deadline.
      if (controller.signal.reason instanceof ModelApiError && !outer?.aborted) throw controller.signal.reason;
      throw error;
    } finally {
      stopTimer.abort();
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  const describe = (error: ModelApiError): string => {
    switch (error.kind) {
      case 'timeout':
        return `${name} timed out after ${seconds(settings.timeoutMs)}`;
      case 'unreachable': {
        const what = error.networkCode ?? error.message.replace(/^cannot reach the [^:]+ server: /, '');
        const dropped = error.networkCode !== null && DROPPED.has(error.networkCode);
        return `${name} ${dropped ? 'connection dropped' : 'unreachable'} (${what} at ${where})`;
      }
      case 'http':
        return `${name} request failed: ${error.message}`;
      case 'reply':
        return `${name} reply unreadable: ${error.message}`;
    }
  };

  return {
    openCause: () => open?.cause ?? null,
    async call(what, attempt, signal) {
      let timeouts = 0;
      let disconnects = 0;
      let statusRetries = 0;
      for (let n = 0; ; n++) {
        if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error(`${name} request aborted`);
        if (open !== null) {
          const cause = `${name} circuit open after ${BREAKER_THRESHOLD} consecutive failures: ${open.cause}`;
          return { ok: false, failure: { cause, kind: open.kind, status: null, circuitOpen: true } };
        }
        try {
          const value = await withDeadline(attempt, signal);
          succeeded();
          return { ok: true, value };
        } catch (error) {
          if (!(error instanceof ModelApiError) || signal?.aborted) throw error;
          const cause = describe(error);
          const status = error.status;
          const retry =
            error.kind === 'timeout'
              ? timeouts++ < 1
              : error.kind === 'unreachable'
                ? disconnects++ < 1
                : status !== null && RETRIED_STATUSES(status) && statusRetries++ < settings.maxRetries;
          // A 400 (a parameter the server does not take) and a 429 we will retry come from a live server.
          if (status === 400 || (status === 429 && retry)) succeeded();
          else failed(cause, error.kind);
          if (!retry || open !== null) return { ok: false, failure: { cause, kind: error.kind, status, circuitOpen: false } };
          // After a timeout the deadline was the wait; anything else backs off.
          const wait = error.kind === 'timeout' ? 0 : backoff(n, error.retryAfterMs, random);
          settings.logger?.debug(`${name}: ${what}: ${cause}; retrying in ${wait} ms`);
          if (wait > 0) await settings.sleep(wait, signal);
        }
      }
    },
  };
}

const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const RETRIED_STATUSES = (status: number): boolean => status === 408 || status === 409 || status === 429 || status >= 500;

/** Exponential from 0.5 s with jitter, capped at 8 s; the server's retry-after wins, up to 60 s. */
function backoff(attempt: number, retryAfterMs: number | null, random: () => number): number {
  if (retryAfterMs !== null) return Math.min(Math.max(0, Math.round(retryAfterMs)), 60_000);
  const base = Math.min(500 * 2 ** attempt, 8_000);
  return Math.round(base * (0.75 + 0.25 * random()));
}

/** 30000 → "30 s", 200 → "0.2 s". */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** The judge's base URL as shown in causes, credentials redacted. */
export function judgeLocation(baseURL: string): string {
  return redactUrl(baseURL);
}
