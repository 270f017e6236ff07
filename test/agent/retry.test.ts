// The retry loop every transport shares, and the helpers it words its failures with.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { normaliseResult } from '../../src/agent/normalise.ts';
import { AttemptError, backoffDelay, endpoint, excerpt, executeWithRetries, type RetryOptions } from '../../src/agent/retry.ts';
import { okResult } from '../fakes/agent-server.ts';
import { rejectionOf } from './helpers.ts';

describe('executeWithRetries', () => {
  const options: RetryOptions = { timeoutMs: 600_000, retries: 2, backoffMs: 1, random: () => 0, sleep: async () => {}, token: undefined };
  const reply = () => ({ turn: normaliseResult(okResult()), status: 200 });

  it('unhooks every attempt from the caller signal once the turn is over, so a later abort reaches none of them', async () => {
    const run = new AbortController();
    const seen: AbortSignal[] = [];
    for (let n = 0; n < 100; n++) {
      await executeWithRetries(
        async (signal) => {
          seen.push(signal);
          return reply();
        },
        options,
        run.signal,
      );
    }
    run.abort();
    expect(seen.filter((s) => s.aborted)).toHaveLength(0);
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
  });

  it('passes the caller abort, with its reason, to the attempt in flight', async () => {
    const run = new AbortController();
    const reason = new Error('interrupted by SIGINT');
    const pending = executeWithRetries(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          run.abort(reason);
        }),
      options,
      run.signal,
    );
    expect(await rejectionOf(pending)).toBe(reason);
  });

  it('gives each retry a fresh timeout, and says TIMEOUT when every attempt ran out of time', async () => {
    const seen: AbortSignal[] = [];
    const hang = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => {
        seen.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const error = await rejectionOf(executeWithRetries(hang, { ...options, timeoutMs: 20, retries: 1 }));
    expect(error).toMatchObject({ code: 'TIMEOUT', attempts: 2 });
    expect(seen).toHaveLength(2);
    expect(seen.every((s) => s.aborted && (s.reason as Error).name === 'TimeoutError')).toBe(true);
  });

  it("measures the latency of the attempt that answered on the injected clock, not the failed ones' nor the backoff", async () => {
    let clock = 5_000;
    let attempt = 0;
    const outcome = await executeWithRetries(
      async () => {
        attempt += 1;
        // The first attempt fails after 700 ms, the backoff takes 50, the second answers after 1300.
        clock += attempt === 1 ? 700 : 1300;
        if (attempt === 1) throw new AttemptError('ENGINE_ERROR', 'the agent answered 500');
        return reply();
      },
      {
        ...options,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
        backoffMs: 50,
        random: () => 0.999_999,
      },
    );
    expect(outcome).toMatchObject({ attempts: 2, latency_ms: 1300 });
  });
});

describe('endpoint', () => {
  it('keeps a path prefix and the query of the target, and maps http to ws for the socket', () => {
    expect(endpoint('https://agents.example/preview-42/?k=1', 'execute').href).toBe('https://agents.example/preview-42/execute?k=1');
    expect(endpoint('https://agents.example/p', 'internal/agent/test', { 'http:': 'ws:', 'https:': 'wss:' }).href).toBe(
      'wss://agents.example/p/internal/agent/test',
    );
  });
});

describe('backoffDelay', () => {
  it('doubles the ceiling each retry, scales it by the jitter and caps it', () => {
    expect([1, 2, 3].map((n) => backoffDelay(n, 200, () => 1))).toEqual([200, 400, 800]);
    expect(backoffDelay(2, 200, () => 0.25)).toBe(100);
    expect(backoffDelay(20, 200, () => 1)).toBe(10_000);
  });
});

describe('excerpt', () => {
  it('masks the token before cutting the body at 200 characters, so no fragment of it survives', () => {
    const token = 'sk-agent-7f3e9c1d';
    const shown = excerpt(`${'x'.repeat(190)}${token} and more`, token);
    expect(shown).not.toContain('sk-agent');
    expect(shown.startsWith('x'.repeat(190))).toBe(true);
    expect(excerpt('   ', token)).toBe('(empty body)');
  });
});
