// Both transports of the agent client (createAgentClient), end to end against the fake agent with
// the real fetch and ws clients.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCallError } from '../../src/agent/types.ts';
import { defaultSleep } from '../../src/agent/retry.ts';
import { type FakeAgent, type FakeReply, okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { harness, type Harness, rejectionOf, turnRequest } from './helpers.ts';

const TOKEN = 'sk-agent-7f3e9c1d';

// The transport-specific way for an agent to say "something broke on my side".
const serverFailure: Record<'http' | 'ws', (detail: string) => FakeReply> = {
  http: (detail) => ({ status: 500, raw: `Internal Server Error: ${detail}` }),
  ws: (detail) => ({ error: { message: `Internal Server Error: ${detail}`, code: 'INTERNAL' } }),
};

describe.each(['http', 'ws'] as const)('%s transport', (transport) => {
  let fake: FakeAgent;
  let h: Harness;

  beforeEach(async () => {
    fake = await startFakeAgent();
    h = harness(fake.url, transport);
  });
  afterEach(async () => {
    await h.closeAll();
    await fake.close();
  });

  it('sends the turn body and returns the normalised reply in one attempt', async () => {
    fake.reply({ body: okResult({ tool_calls: [{ id: 'c1', name: 'process_node', args: { option_id: 1 }, result: {}, latency_ms: 3 }] }) });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(1);
    expect(outcome.turn.current_node_id).toBe('conv_1');
    expect(outcome.turn.assistant_message).toBe('Welcome!');
    expect(outcome.turn.tool_calls).toEqual([
      { id: 'c1', name: 'process_node', args: { option_id: 1 }, result: {}, latency_ms: 3, source: 'tool_calls' },
    ]);
    const sent = fake.requests[0]?.body;
    expect(sent).toMatchObject({ ...turnRequest() });
    if (transport === 'ws') expect(sent).toMatchObject({ type: 'execute', id: expect.any(String) });
  });

  it('retries a server failure and records two attempts', async () => {
    fake.reply(serverFailure[transport]('database down'), { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(2);
    expect(fake.requests).toHaveLength(2);
    expect(outcome.turn.warnings[0]).toMatch(/attempt 1 of 3 failed with ENGINE_ERROR: .*database down/);
  });

  it('treats a body that is not JSON as ENGINE_ERROR, saying what came back', async () => {
    fake.reply({ raw: '<html>Bad Gateway</html>' }, { raw: '<html>Bad Gateway</html>' }, { raw: '<html>Bad Gateway</html>' });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect(error).toMatchObject({ code: 'ENGINE_ERROR', attempts: 3 });
    expect((error as Error).message).toContain('not JSON');
    expect((error as Error).message).toContain('<html>Bad Gateway</html>');
  });

  it('treats a reply that is not an ExecutionResult as ENGINE_ERROR and retries it', async () => {
    fake.reply({ body: { current_node_id: 7, assistant_message: 'hi' } }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(2);
    expect(outcome.turn.warnings[0]).toMatch(/ENGINE_ERROR: .*current_node_id/);
  });

  // The turn timeout runs on a fake clock, moved on once the agent holds the request: the retry
  // then has all the time it needs however slow the machine is.
  it('times out a turn that gets no answer, then succeeds on the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      h = harness(fake.url, transport, { timeoutMs: 30_000 });
      fake.reply({ hang: true }, { body: okResult() });
      const pending = h.conversation().execute(turnRequest());
      await fake.whenRequests(1);
      vi.advanceTimersByTime(30_000);
      const outcome = await pending;
      expect(outcome.attempts).toBe(2);
      expect(outcome.turn.warnings[0]).toContain('TIMEOUT: no answer within the turn timeout of 30000 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports TIMEOUT with the attempt count when no attempt is answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      h = harness(fake.url, transport, { timeoutMs: 30_000, retries: 1 });
      fake.reply({ hang: true }, { hang: true });
      const pending = rejectionOf(h.conversation().execute(turnRequest()));
      for (const n of [1, 2]) {
        await fake.whenRequests(n);
        vi.advanceTimersByTime(30_000);
      }
      const error = await pending;
      expect(error).toBeInstanceOf(AgentCallError);
      expect(error).toMatchObject({ code: 'TIMEOUT', attempts: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the configured retries with ENGINE_ERROR, backing off exponentially with jitter', async () => {
    fake.reply(serverFailure[transport]('one'), serverFailure[transport]('two'), serverFailure[transport]('three'));
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect(error).toMatchObject({ code: 'ENGINE_ERROR', attempts: 3 });
    expect((error as Error).message).toContain('three');
    expect(fake.requests).toHaveLength(3);
    // random() = 0.5, base 100 ms: 0.5 * 100 * 2^0, 0.5 * 100 * 2^1.
    expect(h.sleeps).toEqual([50, 100]);
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    h = harness(fake.url, transport, { timeoutMs: 60_000 });
    fake.reply({ hang: true });
    const controller = new AbortController();
    const pending = h.conversation().execute(turnRequest(), controller.signal);
    await fake.whenRequests(1);
    controller.abort();
    const error = await rejectionOf(pending);
    expect(error).not.toBeInstanceOf(AgentCallError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(1);
  });

  it('stops at once when the caller aborts during the backoff', async () => {
    let sleeping: () => void = () => {};
    const asleep = new Promise<void>((resolve) => (sleeping = resolve));
    h = harness(fake.url, transport, {
      backoffMs: 60_000,
      random: () => 1,
      sleep: (ms, signal) => {
        sleeping();
        return defaultSleep(ms, signal);
      },
    });
    fake.reply(serverFailure[transport]('down'));
    const controller = new AbortController();
    const pending = h.conversation().execute(turnRequest(), controller.signal);
    await asleep;
    controller.abort();
    expect(await rejectionOf(pending)).toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends extra headers such as traceparent', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    h = harness(fake.url, transport, { headers: () => ({ traceparent }) });
    await h.conversation().execute(turnRequest());
    expect(fake.requests[0]?.headers.traceparent).toBe(traceparent);
  });
});

describe.each(['http', 'ws'] as const)('%s transport with an agent token', (transport) => {
  let fake: FakeAgent;
  let h: Harness;

  beforeEach(async () => {
    fake = await startFakeAgent({ token: TOKEN });
  });
  afterEach(async () => {
    await h.closeAll();
    await fake.close();
  });

  it('sends the token as a bearer token', async () => {
    h = harness(fake.url, transport, { token: TOKEN });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(1);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('does not retry a rejected token, and says to check it without showing it', async () => {
    h = harness(fake.url, transport, { token: 'sk-wrong-token-1234' });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect(error).toMatchObject({ code: 'ENGINE_ERROR', attempts: 1 });
    expect((error as Error).message).toContain('401');
    expect((error as Error).message).toContain('check the agent token');
    expect((error as Error).message).not.toContain('sk-wrong-token-1234');
    expect(h.sleeps).toEqual([]);
  });

  it('masks the token even when the agent echoes it back in an error', async () => {
    h = harness(fake.url, transport, { token: TOKEN });
    const echo = (request: { headers: { authorization?: string | undefined } }): FakeReply =>
      serverFailure[transport](`rejected header ${request.headers.authorization ?? ''}`);
    fake.reply(echo, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.turn.warnings[0]).toContain('rejected header Bearer ***');
    expect(outcome.turn.warnings.join('\n')).not.toContain(TOKEN);

    fake.reply(echo, echo, echo);
    const error = await rejectionOf(h.conversation('conv-2').execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect((error as Error).message).toContain('Bearer ***');
    expect((error as Error).message).not.toContain(TOKEN);
  });
});
