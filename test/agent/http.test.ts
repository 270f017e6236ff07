// HTTP-only behaviour and the transport choice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { backoffDelay, endpoint, excerpt } from '../../src/agent/retry.ts';
import { type FakeAgent, okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { harness, type Harness, rejectionOf, turnRequest } from './helpers.ts';

describe('HTTP transport', () => {
  let fake: FakeAgent;
  let h: Harness;

  beforeEach(async () => {
    fake = await startFakeAgent();
    h = harness(fake.url, 'http');
  });
  afterEach(async () => {
    await h.closeAll();
    await fake.close();
  });

  it('retries a connection cut before the answer', async () => {
    fake.reply({ drop: true }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(2);
    expect(outcome.turn.warnings[0]).toContain('ENGINE_ERROR');
  });

  it('says what came back on a non-2xx answer: status and the start of the body', async () => {
    const long = `upstream exploded ${'x'.repeat(500)}`;
    fake.reply({ status: 502, raw: long }, { status: 502, raw: long }, { status: 502, raw: long });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    const message = (error as Error).message;
    expect(message).toContain(`POST ${fake.url}/execute answered 502`);
    expect(message).toContain('upstream exploded');
    expect(message).not.toContain('x'.repeat(300));
  });

  it('accepts a target with a trailing slash', async () => {
    h = harness(`${fake.url}/`, 'http');
    await h.conversation().execute(turnRequest());
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an unreachable agent as ENGINE_ERROR after retries', async () => {
    const url = fake.url;
    await fake.close();
    fake = await startFakeAgent();
    h = harness(url, 'http', { retries: 1 });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toMatchObject({ code: 'ENGINE_ERROR', attempts: 2 });
    expect((error as Error).message).toContain('ECONNREFUSED');
  });
});

describe('createAgentClient', () => {
  it('picks the transport the options name', () => {
    const options = { target: 'http://127.0.0.1:1', timeoutMs: 1000, retries: 0 };
    expect(createAgentClient({ ...options, transport: 'http' }).transport).toBe('http');
    expect(createAgentClient({ ...options, transport: 'ws' }).transport).toBe('ws');
  });

  it('rejects a target that is not an http(s) URL, saying what to pass', () => {
    expect(() => createAgentClient({ target: 'localhost:8080', transport: 'http', timeoutMs: 1000, retries: 0 })).toThrow(/http/);
    expect(() => createAgentClient({ target: 'not a url', transport: 'ws', timeoutMs: 1000, retries: 0 })).toThrow(/not a URL/);
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
