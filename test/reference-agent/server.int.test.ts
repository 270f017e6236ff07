// The reference agent over real sockets: HTTP with fetch, WebSocket with ws, the token check, and
// each fault option's effect as the harness's own agent client sees it.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAgentClient } from '../../src/agent/client.ts';
import { AgentCallError, type AgentTurn, type ExecuteRequest } from '../../src/agent/types.ts';
import { memoryLogger } from '../../src/logger.ts';
import { AttemptCounter, planFaults } from '../../src/reference-agent/faults.ts';
import type { ExecutionResult } from '../../src/reference-agent/protocol.ts';
import { startReferenceAgent, type ReferenceAgent, type ReferenceAgentOptions } from '../../src/reference-agent/server.ts';
import { initialState, requestBody } from './helpers.ts';

const agents: ReferenceAgent[] = [];
const sockets: WebSocket[] = [];

async function start(options: ReferenceAgentOptions = {}): Promise<ReferenceAgent> {
  const agent = await startReferenceAgent(options);
  agents.push(agent);
  return agent;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await Promise.all(agents.splice(0).map((a) => a.close()));
});

function post(agent: ReferenceAgent, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(`${agent.url}/execute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

async function openSocket(agent: ReferenceAgent, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(`${agent.url.replace('http', 'ws')}/internal/agent/test`, { headers });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

interface Exchange {
  messages: Record<string, unknown>[];
  /** True when the socket closed before a result or error arrived. */
  closed: boolean;
}

/** Sends one message and collects what comes back until a result, an error, or the socket closes. */
function exchange(socket: WebSocket, message: unknown): Promise<Exchange> {
  return new Promise((resolve) => {
    const messages: Record<string, unknown>[] = [];
    const done = (closed: boolean): void => {
      socket.off('message', onMessage);
      socket.off('close', onClose);
      resolve({ messages, closed });
    };
    const onMessage = (data: WebSocket.RawData): void => {
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(String(data)) as Record<string, unknown>;
      } catch {
        parsed = { type: 'raw', text: String(data) };
      }
      messages.push(parsed);
      if (parsed.type !== 'event') done(false);
    };
    const onClose = (): void => done(true);
    socket.on('message', onMessage);
    socket.on('close', onClose);
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  });
}

function turn(message: string, turnId = 't1', conversationId = 'conversation-1', node = 'start'): ExecuteRequest {
  const body = requestBody(initialState(node), message, {}, turnId) as unknown as ExecuteRequest;
  return { ...body, test: { ...body.test, conversation_id: conversationId } };
}

describe('HTTP POST /execute', () => {
  it('plays the seed example: start -> conv_1 on "Hello", conv_1 -> conv_2 on "Option 2"', async () => {
    const agent = await start();
    const first = await post(agent, requestBody(initialState(), 'Hello'));
    expect(first.status).toBe(200);
    const r1 = (await first.json()) as ExecutionResult;
    expect(r1).toMatchObject({
      current_node_id: 'conv_1',
      flow_completed: false,
      memory: { turn_index: 1, facts: [{ key: 'user_greeting', value: 'hello' }] },
    });
    expect(r1.assistant_message).toMatch(/welcome/i);

    const second = await post(
      agent,
      requestBody({ current_node_id: r1.current_node_id, history: r1.history, memory: r1.memory }, 'Option 2'),
    );
    const r2 = (await second.json()) as ExecutionResult;
    expect(r2.current_node_id).toBe('conv_2');
    expect(r2.next_node_descriptor.options).toContainEqual({ id: 'opt_2', label: 'Book a technician' });
  });

  it('answers 400 naming the field for a body that is not an execute request, and for one that is not JSON', async () => {
    const agent = await start();
    const wrong = await post(agent, { context: { current_node_id: 'start' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining('context.latest_user_message') } });

    const notJson = await post(agent, '{"context": ');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { message: string } }).error.message).toMatch(/^the body is not JSON/);
  });

  it('answers 422 when the state cannot be executed (a stop node)', async () => {
    const agent = await start();
    const response = await post(agent, requestBody(initialState('end'), 'hello?'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'FLOW_STATE', message: expect.stringContaining('"end" is a stop node') } });
  });

  it('answers 404 for another path and 405 for another method', async () => {
    const agent = await start();
    expect((await fetch(`${agent.url}/run`, { method: 'POST' })).status).toBe(404);
    const get = await fetch(`${agent.url}/execute`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('uses the trace id of a traceparent header', async () => {
    const agent = await start();
    const response = await post(agent, requestBody(initialState(), 'Hello'), {
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    });
    expect(((await response.json()) as { trace_id: string }).trace_id).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });
});

describe('WebSocket /internal/agent/test', () => {
  it('streams tool_use and tool_result events, then the prompt snapshot as a debug event, before the result, all under the request id', async () => {
    const agent = await start();
    const socket = await openSocket(agent);
    const { messages, closed } = await exchange(socket, {
      type: 'execute',
      id: 'r1',
      ...requestBody(initialState('conv_1'), 'my router is broken'),
    });
    expect(closed).toBe(false);
    expect(messages.map((m) => m.type)).toEqual(['event', 'event', 'event', 'event', 'event', 'result']);
    expect(messages.every((m) => m.id === 'r1')).toBe(true);
    expect(messages.slice(0, 4).map((m) => (m.event as { type: string }).type)).toEqual([
      'tool_use',
      'tool_result',
      'tool_use',
      'tool_result',
    ]);
    expect(messages[0]!.event).toMatchObject({
      type: 'tool_use',
      name: 'process_node',
      input: { current_node_id: 'conv_1', option_id: 'opt_2' },
    });
    expect(messages[4]!.event).toMatchObject({ type: 'debug', prompt_snapshot: { policy: 'rules' } });
    expect(messages[5]!.result).toMatchObject({ current_node_id: 'conv_2' });
    expect(messages[5]!.result).not.toHaveProperty('prompt_snapshot');

    // One socket carries the whole conversation.
    const next = await exchange(socket, { type: 'execute', id: 'r2', ...requestBody(initialState('conv_2'), 'It works now') });
    expect(next.messages.at(-1)).toMatchObject({ type: 'result', id: 'r2', result: { current_node_id: 'end', flow_completed: true } });
  });

  it('answers an unknown message type, a non-JSON frame and an invalid state with error messages', async () => {
    const agent = await start();
    const socket = await openSocket(agent);
    expect((await exchange(socket, { type: 'ping', id: 'p' })).messages).toEqual([
      { type: 'error', id: 'p', error: { code: 'BAD_REQUEST', message: expect.stringContaining('unknown message type "ping"') } },
    ]);
    expect((await exchange(socket, 'nope')).messages).toEqual([
      { type: 'error', id: null, error: { code: 'BAD_REQUEST', message: 'the message is not JSON' } },
    ]);
    expect((await exchange(socket, { type: 'execute', id: 'x', ...requestBody(initialState('cancelled'), 'hi') })).messages).toEqual([
      { type: 'error', id: 'x', error: { code: 'FLOW_STATE', message: expect.stringContaining('stop node') } },
    ]);
  });
});

describe('bearer token', () => {
  it('answers 401 over HTTP without the right token, and serves with it', async () => {
    const agent = await start({ token: 's3cret-token' });
    const missing = await post(agent, requestBody(initialState(), 'Hello'));
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect((await post(agent, requestBody(initialState(), 'Hello'), { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await post(agent, requestBody(initialState(), 'Hello'), { authorization: 'Bearer s3cret-token' })).status).toBe(200);
  });

  it('refuses the WebSocket upgrade with 401 without the right token, and serves with it', async () => {
    const agent = await start({ token: 's3cret-token' });
    const refused = new WebSocket(`${agent.url.replace('http', 'ws')}/internal/agent/test`, { headers: { authorization: 'Bearer wrong' } });
    sockets.push(refused);
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.on('error', () => {});
    });
    expect(status).toBe(401);

    const socket = await openSocket(agent, { authorization: 'Bearer s3cret-token' });
    const { messages } = await exchange(socket, { type: 'execute', id: 'a', ...requestBody(initialState(), 'Hello') });
    expect(messages.at(-1)?.type).toBe('result');
  });

  it('is accepted from the harness client, which sends it as a bearer token', async () => {
    const agent = await start({ token: 's3cret-token' });
    for (const transport of ['http', 'ws'] as const) {
      const client = createAgentClient({ target: agent.url, transport, token: 's3cret-token', timeoutMs: 10_000, retries: 0 });
      const conversation = client.conversation(`c-${transport}`);
      const outcome = await conversation.execute(turn('Hello'));
      await conversation.close();
      expect(outcome.turn.current_node_id).toBe('conv_1');
    }
  });
});

describe('fault injection', () => {
  const noWait = { backoffMs: 1, random: () => 0, sleep: async () => {} };

  /** One turn through the harness client; the failure code when every attempt failed. */
  async function classify(
    agent: ReferenceAgent,
    transport: 'http' | 'ws',
    request: ExecuteRequest,
    retries = 0,
  ): Promise<AgentTurn | AgentCallError> {
    const client = createAgentClient({ target: agent.url, transport, timeoutMs: 10_000, retries, ...noWait });
    const conversation = client.conversation(request.test.conversation_id);
    try {
      return (await conversation.execute(request)).turn;
    } catch (error) {
      if (error instanceof AgentCallError) return error;
      throw error;
    } finally {
      await conversation.close();
    }
  }

  it('draws the same faults for the same (seed, conversation, turn, attempt), and new ones for a retry', () => {
    const options = { seed: 7, errorRate: 0.5 };
    const keys = Array.from({ length: 200 }, (_, i) => ({ run: `s\u0000t\u0000${i % 10}`, turnId: `t${i}`, attempt: 1 }));
    const first = keys.map((key) => planFaults(options, key).fault);
    expect(keys.map((key) => planFaults(options, key).fault)).toEqual(first);
    const share = first.filter((f) => f === 'error').length / first.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
    const retried = keys.map((key) => planFaults(options, { ...key, attempt: 2 }).fault);
    expect(retried).not.toEqual(first);
    expect(keys.map((key) => planFaults({ ...options, seed: 8 }, key).fault)).not.toEqual(first);
  });

  it('counts attempts per (conversation, turn), forgetting the oldest beyond its limit', () => {
    const counter = new AttemptCounter(2);
    expect([counter.next('a', 't1'), counter.next('a', 't1'), counter.next('a', 't2'), counter.next('b', 't1')]).toEqual([1, 2, 1, 1]);
    // a/t1 was the oldest entry and was forgotten, so it starts over; b/t1 is still known.
    expect([counter.next('a', 't1'), counter.next('b', 't1')]).toEqual([1, 2]);
  });

  it('error rate: HTTP 500 and WebSocket error messages, both ENGINE_ERROR', async () => {
    const agent = await start({ errorRate: 1 });
    const response = await post(agent, turn('Hello'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'INJECTED_ERROR', message: 'injected fault: internal error' } });
    for (const transport of ['http', 'ws'] as const) {
      const outcome = await classify(agent, transport, turn('Hello', 't1', `c-${transport}`));
      expect(outcome).toBeInstanceOf(AgentCallError);
      expect((outcome as AgentCallError).code).toBe('ENGINE_ERROR');
    }
  });

  it('retries succeed: with a seeded error rate every turn gets through, in the same attempts each time', async () => {
    const attemptsOf = async (): Promise<number[]> => {
      const agent = await start({ errorRate: 0.5, seed: 12 });
      const client = createAgentClient({ target: agent.url, transport: 'http', timeoutMs: 10_000, retries: 8, ...noWait });
      const conversation = client.conversation('c-retry');
      const attempts: number[] = [];
      let state = initialState();
      for (const [i, message] of ['Hello', 'Option 1', 'refund', 'order AB-12345', "that's all"].entries()) {
        const request = { ...(requestBody(state, message, {}, `t${i + 1}`) as unknown as ExecuteRequest) };
        request.test.conversation_id = 'c-retry';
        const outcome = await conversation.execute(request);
        attempts.push(outcome.attempts);
        state = { current_node_id: outcome.turn.current_node_id, history: outcome.turn.history, memory: outcome.turn.memory };
      }
      expect(state.current_node_id).toBe('end');
      return attempts;
    };
    const first = await attemptsOf();
    expect(first.some((n) => n > 1)).toBe(true);
    expect(await attemptsOf()).toEqual(first);
  });

  it('timeout rate: the turn is never answered, and closing the agent ends the hang', async () => {
    const logger = memoryLogger();
    const agent = await start({ timeoutRate: 1, logger });
    const pending = post(agent, turn('Hello')).then(
      () => 'answered',
      () => 'connection closed',
    );
    await expect.poll(() => logger.lines.some((l) => l.includes('injecting timeout'))).toBe(true);
    await agent.close();
    expect(await pending).toBe('connection closed');
  });

  it('timeout rate: the harness client gives up after its timeout with TIMEOUT', async () => {
    const agent = await start({ timeoutRate: 1 });
    for (const transport of ['http', 'ws'] as const) {
      // The agent never answers, so any timeout ends the turn; a short one keeps the test quick.
      const client = createAgentClient({ target: agent.url, transport, timeoutMs: 20, retries: 0, ...noWait });
      const conversation = client.conversation(`c-${transport}`);
      const error = await conversation.execute(turn('Hello', 't1', `c-${transport}`)).catch((e: unknown) => e);
      await conversation.close();
      expect(error).toBeInstanceOf(AgentCallError);
      expect((error as AgentCallError).code).toBe('TIMEOUT');
    }
  });

  it('malformed rate: bodies that are not JSON or not an ExecutionResult, both ENGINE_ERROR', async () => {
    const agent = await start({ malformedRate: 1, seed: 3 });
    const kinds = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const text = await (await post(agent, turn('Hello', `t${i}`, 'raw'))).text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        kinds.add('not JSON');
        continue;
      }
      expect(body).toMatchObject({ status: 'ok', data: { current_node_id: 'conv_1' } });
      expect(body).not.toHaveProperty('current_node_id');
      kinds.add('wrong shape');
    }
    expect([...kinds].sort()).toEqual(['not JSON', 'wrong shape']);
    for (const transport of ['http', 'ws'] as const) {
      for (let i = 0; i < 4; i++) {
        const outcome = await classify(agent, transport, turn('Hello', `t${i}`, `c-${transport}`));
        expect((outcome as AgentCallError).code).toBe('ENGINE_ERROR');
      }
    }
  });

  it('drop rate: the connection is cut mid-turn (after the first streamed event over WebSocket)', async () => {
    const agent = await start({ dropRate: 1 });
    await expect(post(agent, turn('Hello')).then((r) => r.text())).rejects.toThrow();

    const socket = await openSocket(agent);
    const { messages, closed } = await exchange(socket, { type: 'execute', id: 'd', ...turn('Hello') });
    expect(closed).toBe(true);
    expect(messages).toEqual([{ type: 'event', id: 'd', event: expect.objectContaining({ type: 'tool_use', name: 'process_node' }) }]);

    for (const transport of ['http', 'ws'] as const) {
      const outcome = await classify(agent, transport, turn('Hello', 't1', `c-${transport}`));
      expect((outcome as AgentCallError).code).toBe('ENGINE_ERROR');
    }
  });

  it('nondeterministic rate: another option than the rules choose, the same one for the same seed and run', async () => {
    const chosen = async (seed: number, repeat: number, conversationId: string): Promise<string> => {
      const agent = await start({ nondeterministicRate: 1, seed });
      const request = turn('Option 2', 't2', conversationId, 'conv_1');
      const response = await post(agent, { ...request, test: { ...request.test, repeat } });
      const result = (await response.json()) as { tool_calls: { args: { option_id: string } }[] };
      return result.tool_calls[0]!.args.option_id;
    };
    const repeats = [0, 1, 2, 3, 4, 5];
    const picks = await Promise.all(repeats.map((r) => chosen(5, r, `first-${r}`)));
    for (const pick of picks) expect(['opt_1', 'opt_3', 'opt_4', '-1']).toContain(pick);
    expect(new Set(picks).size).toBeGreaterThan(1);
    // The next run of the suite sends fresh conversation ids: the same runs draw the same options.
    expect(await Promise.all(repeats.map((r) => chosen(5, r, `second-${r}`)))).toEqual(picks);
  });

  it('misroute: the chosen option leads to the wrong node', async () => {
    const agent = await start({ misroute: { opt_2: 'cancel' } });
    const outcome = await classify(agent, 'http', turn('Option 2', 't2', 'c', 'conv_1'));
    expect(outcome).toMatchObject({ current_node_id: 'cancel' });
  });

  it("latency: each answer waits its turn's delay on the sleep given, FACTOR times it when the turn ends at a slow node", async () => {
    const waits: number[] = [];
    const agent = await start({
      latencyMs: 400,
      slowNodes: { conv_2: 1.5 },
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    // Hello ends at conv_1, Option 2 at the slow conv_2, and an unknown node at none.
    expect(await classify(agent, 'http', turn('Hello'))).toMatchObject({ current_node_id: 'conv_1' });
    expect(await classify(agent, 'ws', turn('Option 2', 't2', 'c', 'conv_1'))).toMatchObject({ current_node_id: 'conv_2' });
    expect((await post(agent, requestBody(initialState('nowhere'), 'Hello'))).status).toBe(422);
    expect(waits).toEqual([400, 600, 400]);
  });

  it('latency: answers arrive only after the added delay', async () => {
    const slow = await start({ latencyMs: 600_000 });
    await expect(post(slow, turn('Hello'), {}, AbortSignal.timeout(50))).rejects.toThrow();
    const quick = await start({ latencyMs: 1 });
    expect((await post(quick, turn('Hello'))).status).toBe(200);
  });
});
