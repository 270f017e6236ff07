// HTTP-only behaviour and the transport choice.
import { getEventListeners } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REPLY_BYTES } from '../../src/agent/limits.ts';
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

  it('sends the JSON body with its content type and length', async () => {
    await h.conversation().execute(turnRequest());
    const headers = fake.requests[0]?.headers;
    expect(headers?.['content-type']).toBe('application/json');
    expect(Number(headers?.['content-length'])).toBe(Buffer.byteLength(JSON.stringify(turnRequest())));
  });

  it('counts a connection cut after the request arrived on a kept-alive socket as a failed attempt, never resending it silently', async () => {
    await h.conversation().execute(turnRequest('t1'));
    fake.reply({ drop: true }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest('t2'));
    expect(outcome.attempts).toBe(2);
    expect(outcome.turn.warnings[0]).toMatch(/attempt 1 of 3 failed with ENGINE_ERROR: .*closed the connection before answering/);
    expect(fake.requests).toHaveLength(3);
  });
});

interface RawAgent {
  url: string;
  requests(): number;
  connections(): number;
  close(): Promise<void>;
}

/**
 * An agent on a bare TCP server: answers every request with a valid reply, then does `afterAnswer`
 * to the socket. Raw, so nothing announces a close in advance (no Keep-Alive timeout, no Connection: close).
 */
async function startRawAgent(afterAnswer: (socket: net.Socket) => void): Promise<RawAgent> {
  const body = JSON.stringify(okResult());
  const answer = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body}`;
  let requests = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let pending = '';
    socket.on('error', () => {});
    socket.on('data', (data) => {
      pending += data.toString('utf8');
      const end = pending.indexOf('\r\n\r\n');
      const length = Number(/content-length: *(\d+)/i.exec(pending)?.[1] ?? Number.NaN);
      if (end < 0 || pending.length < end + 4 + length) return;
      pending = '';
      requests += 1;
      socket.write(answer);
      afterAnswer(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('HTTP transport keep-alive', () => {
  it('sends consecutive turns over one kept-alive connection', async () => {
    const agent = await startRawAgent(() => {});
    try {
      const h = harness(agent.url, 'http', { retries: 0 });
      for (let n = 0; n < 5; n++) await h.conversation().execute(turnRequest(`t${n}`));
      expect(agent.requests()).toBe(5);
      expect(agent.connections()).toBe(1);
    } finally {
      await agent.close();
    }
  });

  it('waits for an agent slower than the idle-socket timeout: that timeout never cuts a request in flight', async () => {
    const fake = await startFakeAgent();
    const h = harness(fake.url, 'http', { retries: 0, timeoutMs: 10_000 });
    try {
      // Just over the client's 1 s idle-socket timeout: a busy machine only makes the wait longer.
      fake.reply({ delayMs: 1_100, body: okResult() }, { delayMs: 1_100, body: okResult() });
      const conversation = h.conversation();
      for (const id of ['t1', 't2']) expect((await conversation.execute(turnRequest(id))).attempts).toBe(1);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await h.closeAll();
      await fake.close();
    }
  });

  it('does not fail a turn when the agent closed the kept-alive connection before the request reached it', async () => {
    // Reset right after each answer: the next turn's request meets a socket the agent already closed.
    const agent = await startRawAgent((socket) => socket.resetAndDestroy());
    try {
      const h = harness(agent.url, 'http', { retries: 0 });
      for (let n = 0; n < 5; n++) {
        const outcome = await h.conversation().execute(turnRequest(`t${n}`));
        expect(outcome).toMatchObject({ attempts: 1, turn: { warnings: [] } });
      }
      // Each turn reached the agent exactly once.
      expect(agent.requests()).toBe(5);
    } finally {
      await agent.close();
    }
  });
});

describe('HTTP transport reply size', () => {
  let server: http.Server;
  let url: string;
  beforeEach(async () => {
    const huge = Buffer.alloc(MAX_REPLY_BYTES + 1, 'x');
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        // Announced (content-length) or not (chunked): either way the reply is refused.
        if (req.url === '/sized/execute') res.writeHead(200, { 'content-type': 'application/json', 'content-length': huge.length });
        else res.writeHead(200, { 'content-type': 'application/json' });
        res.end(huge);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each(['sized', 'chunked'])('fails a turn whose %s reply is larger than the limit, naming the limit', async (path) => {
    const h = harness(`${url}/${path}`, 'http', { retries: 0 });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toMatchObject({ code: 'ENGINE_ERROR', attempts: 1 });
    expect((error as Error).message).toContain('more than the 10 MiB a reply may have');
  });
});

describe('HTTP transport under a run-wide signal', () => {
  let fake: FakeAgent;
  beforeEach(async () => {
    fake = await startFakeAgent();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('leaves no listener on the run signal and no timer running after many turns', async () => {
    const h = harness(fake.url, 'http', { timeoutMs: 600_000 });
    const run = new AbortController();
    const timersBefore = activeTimers();
    for (let n = 0; n < 50; n++) await h.conversation().execute(turnRequest(`t${n}`), run.signal);
    expect(fake.requests).toHaveLength(50);
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
    // A per-turn timer left behind would keep the process alive for the whole turn timeout.
    expect(activeTimers()).toBeLessThanOrEqual(timersBefore);
  });
});

function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
}
