// The call guard with virtual time: deadlines, retries and the circuit breaker, without waiting.
import { describe, expect, it } from 'vitest';
import { createCallGuard, type Sleep } from '../../src/judge/guard.ts';
import { ModelApiError } from '../../src/openai/client.ts';
import { memoryLogger } from '../../src/logger.ts';

/**
 * Sleeps that pass at the next turn of the event loop, after any attempt that has already answered:
 * a deadline fires only on an attempt that never answers. `slept` is the virtual time spent.
 */
function virtualTime() {
  const slept: number[] = [];
  const sleep: Sleep = (ms, signal) => {
    slept.push(ms);
    return new Promise((resolve, reject) => {
      const timer = setImmediate(resolve);
      signal?.addEventListener(
        'abort',
        () => {
          clearImmediate(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  };
  return { sleep, slept, total: () => slept.reduce((a, b) => a + b, 0) };
}

const BASE = 'http://127.0.0.1:9/v1';

function guard(overrides: { baseURL?: string; maxRetries?: number } = {}) {
  const time = virtualTime();
  const logger = memoryLogger();
  const g = createCallGuard({
    baseURL: overrides.baseURL ?? BASE,
    timeoutMs: 30_000,
    maxRetries: overrides.maxRetries ?? 2,
    sleep: time.sleep,
    random: () => 1,
    logger,
  });
  return { g, time, logger };
}

/** An attempt function that counts its calls and answers as told. */
function server(answer: (n: number) => Promise<string>) {
  let calls = 0;
  return {
    attempt: () => answer(++calls),
    calls: () => calls,
  };
}

const never = () => new Promise<string>(() => {});
const refused = () =>
  Promise.reject(
    new ModelApiError('cannot reach the judge server: Connection error. (ECONNREFUSED)', null, {
      kind: 'unreachable',
      networkCode: 'ECONNREFUSED',
    }),
  );
const status =
  (code: number, retryAfterMs: number | null = null) =>
  () =>
    Promise.reject(new ModelApiError(`${code} status ${code}`, code, { retryAfterMs }));

describe('the call guard', () => {
  it('answers through, resetting nothing and waiting for nothing', async () => {
    const { g, time } = guard();
    expect(await g.call('m', () => Promise.resolve('ok'))).toEqual({ ok: true, value: 'ok' });
    expect(time.slept).toEqual([30_000]); // the deadline was armed, then cancelled
  });

  it('gives a judge that never answers one retry, then says it timed out', async () => {
    const { g } = guard();
    const s = server(never);
    const r = await g.call('m', s.attempt);
    expect(r).toEqual({ ok: false, failure: { cause: 'judge timed out after 30 s', kind: 'timeout', status: null, circuitOpen: false } });
    expect(s.calls()).toBe(2);
  });

  it('opens the circuit after 3 consecutive failures: the remaining checks fail at once with the first cause', async () => {
    const { g, time, logger } = guard();
    const s = server(never);
    const results = [];
    for (let i = 0; i < 20; i++) results.push(await g.call('m', s.attempt));
    // Three deadlines in all, not forty: a dead judge costs 90 s per run at the default timeout.
    expect(s.calls()).toBe(3);
    expect(time.total()).toBe(3 * 30_000);
    expect(results[0]).toMatchObject({ ok: false, failure: { cause: 'judge timed out after 30 s' } });
    expect(results[1]).toMatchObject({ ok: false, failure: { cause: 'judge timed out after 30 s' } });
    expect(results[19]).toEqual({
      ok: false,
      failure: {
        cause: 'judge circuit open after 3 consecutive failures: judge timed out after 30 s',
        kind: 'timeout',
        status: null,
        circuitOpen: true,
      },
    });
    expect(g.openCause()).toBe('judge timed out after 30 s');
    expect(logger.lines.filter((l) => l.startsWith('warning: judge: 3 consecutive failures'))).toHaveLength(1);
  });

  it('lets an answer end a streak', async () => {
    const { g } = guard();
    await g.call('m', never); // 2 failures
    await g.call('m', () => Promise.resolve('ok'));
    await g.call('m', never); // 2 more
    expect(g.openCause()).toBeNull();
    await g.call('m', never);
    expect(g.openCause()).toBe('judge timed out after 30 s');
  });

  it('retries a refused connection once after a backoff, naming the error and where, credentials redacted', async () => {
    const { g, time } = guard({ baseURL: 'http://user:pa55word@127.0.0.1:9/v1?api_key=k-123456' });
    const s = server(refused);
    const r = await g.call('m', s.attempt);
    expect(s.calls()).toBe(2);
    expect(r.ok ? null : r.failure.cause).toBe('judge unreachable (ECONNREFUSED at http://***@127.0.0.1:9/v1?api_key=***)');
    expect(time.slept.filter((ms) => ms !== 30_000)).toEqual([500]);
  });

  it('retries 429 and 5xx up to maxRetries, waiting what the server asks', async () => {
    const { g, time } = guard({ maxRetries: 2 });
    const s = server((n) => (n <= 2 ? status(429, 1_500)() : Promise.resolve('ok')));
    expect(await g.call('m', s.attempt)).toEqual({ ok: true, value: 'ok' });
    expect(time.slept.filter((ms) => ms !== 30_000)).toEqual([1_500, 1_500]);

    const down = server(status(503));
    const r = await g.call('m', down.attempt);
    expect(down.calls()).toBe(3);
    expect(r.ok ? null : r.failure).toEqual({
      cause: 'judge request failed: 503 status 503',
      kind: 'http',
      status: 503,
      circuitOpen: false,
    });
  });

  it('does not retry or count a 400: the server is alive, the request was wrong', async () => {
    const { g } = guard();
    for (let i = 0; i < 5; i++) {
      const s = server(status(400));
      expect((await g.call('m', s.attempt)).ok).toBe(false);
      expect(s.calls()).toBe(1);
    }
    expect(g.openCause()).toBeNull();
  });

  it('opens on refused keys too, so a wrong key costs three requests', async () => {
    const { g } = guard();
    const s = server(status(401));
    for (let i = 0; i < 5; i++) await g.call('m', s.attempt);
    expect(s.calls()).toBe(3);
    expect(g.openCause()).toBe('judge request failed: 401 status 401');
  });

  it('stops at once when the run is cancelled, without counting it as a judge failure', async () => {
    const { g } = guard();
    const controller = new AbortController();
    const pending = g.call(
      'm',
      (signal) => new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      controller.signal,
    );
    controller.abort(new Error('run cancelled'));
    await expect(pending).rejects.toThrow('run cancelled');
    expect(g.openCause()).toBeNull();
  });
});
