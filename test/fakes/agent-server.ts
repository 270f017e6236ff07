// A scriptable fake agent on 127.0.0.1:0 speaking the real protocol over both transports:
// HTTP `POST /execute` and WebSocket `/internal/agent/test`. Each test queues the replies it wants
// (status, body, delay, drop, hang, streamed events) and reads back the requests it received.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { WebSocketServer, type WebSocket } from 'ws';

export interface FakeReply {
  /** HTTP status (default 200). */
  status?: number;
  /** The ExecutionResult (JSON-encoded); over WebSocket it is sent as {type: "result", id, result}. */
  body?: unknown;
  /** Sent verbatim instead of `body` (HTTP body or one WebSocket frame): for non-JSON replies. */
  raw?: string;
  delayMs?: number;
  /** Never answer; the connection stays open until the client gives up or the fake closes. */
  hang?: boolean;
  /** Cut the connection without answering (after any `events`). */
  drop?: boolean;
  /** WebSocket: `event` payloads streamed before the result. */
  events?: unknown[];
  /** WebSocket: messages sent verbatim (JSON-encoded) before the events, e.g. for another request id. */
  messages?: unknown[];
  /** WebSocket: end with {type: "error", id, error} instead of a result. */
  error?: { message: string; code?: string };
  /** WebSocket: stream this event for the request over and over, never ending the turn, until the socket closes. */
  endless?: unknown;
  /** WebSocket: messages sent verbatim (JSON-encoded) right after the result, in the same burst. */
  after?: unknown[];
}

export interface FakeRequest {
  transport: 'http' | 'ws';
  headers: IncomingHttpHeaders;
  /** The parsed request body (over WebSocket, the whole execute message). */
  body: Record<string, unknown>;
  /** Which WebSocket connection carried it (1, 2, ...); 0 over HTTP. */
  socket: number;
  /** The request target as received: path (any prefix of the agent URL kept) and query. */
  url: string;
}

export type ScriptedReply = FakeReply | ((request: FakeRequest) => FakeReply);

export interface FakeAgent {
  /** Base URL (http://127.0.0.1:port); the WebSocket transport derives ws:// from it. */
  url: string;
  requests: FakeRequest[];
  /** WebSocket connections accepted so far. */
  connections(): number;
  /** TCP connections accepted so far, whatever came over them. */
  tcpConnections(): number;
  /** Queues replies, used in order; once the queue is empty every request gets `okResult()`. */
  reply(...replies: ScriptedReply[]): void;
  /** Resolves once `count` requests have arrived. */
  whenRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A minimal valid ExecutionResult. */
export function okResult(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    current_node_id: 'conv_1',
    flow_completed: false,
    history: [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Welcome!' },
    ],
    memory: { turn_index: 1, facts: [] },
    assistant_message: 'Welcome!',
    tool_calls: [],
    trace_id: 'trace-1',
    ...overrides,
  };
}

export async function startFakeAgent(options: { token?: string } = {}): Promise<FakeAgent> {
  const requests: FakeRequest[] = [];
  const queue: ScriptedReply[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const sockets = new Set<WebSocket>();
  let connections = 0;

  const authorised = (headers: IncomingHttpHeaders): boolean =>
    options.token === undefined || headers.authorization === `Bearer ${options.token}`;

  const record = (request: FakeRequest): FakeReply => {
    requests.push(request);
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    const next = queue.shift() ?? { body: okResult() };
    return typeof next === 'function' ? next(request) : next;
  };

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || !pathOf(req.url).endsWith('/execute')) {
      res.writeHead(404).end('not found');
      return;
    }
    if (!authorised(req.headers)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        const reply = record({ transport: 'http', headers: req.headers, body, socket: 0, url: req.url ?? '' });
        if (reply.delayMs !== undefined) await delay(reply.delayMs);
        if (reply.hang) return;
        if (reply.drop) {
          req.socket.destroy();
          return;
        }
        const text = reply.raw ?? JSON.stringify(reply.body ?? null);
        res.writeHead(reply.status ?? 200, { 'content-type': reply.raw === undefined ? 'application/json' : 'text/html' }).end(text);
      })();
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (!pathOf(req.url).endsWith('/internal/agent/test')) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!authorised(req.headers)) {
      const body = '{"error":"unauthorized"}';
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      connections += 1;
      const socketNumber = connections;
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', (data) => {
        void (async () => {
          const body = JSON.parse(String(data)) as Record<string, unknown>;
          const reply = record({ transport: 'ws', headers: req.headers, body, socket: socketNumber, url: req.url ?? '' });
          const id = body.id;
          if (reply.delayMs !== undefined) await delay(reply.delayMs);
          if (reply.hang) return;
          for (const message of reply.messages ?? []) ws.send(JSON.stringify(message));
          for (const event of reply.events ?? []) ws.send(JSON.stringify({ type: 'event', id, event }));
          if (reply.endless !== undefined) {
            const frame = JSON.stringify({ type: 'event', id, event: reply.endless });
            // Paced by the socket's buffer, so the fake itself stays small however long it streams,
            // and yielding now and then so the close that ends it is seen.
            for (let sent = 0; ws.readyState === ws.OPEN; sent++) {
              if (ws.bufferedAmount < 1024 * 1024) ws.send(frame);
              if (sent % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
            }
            return;
          }
          if (reply.drop) {
            ws.terminate();
            return;
          }
          if (reply.raw !== undefined) ws.send(reply.raw);
          else if (reply.error !== undefined) ws.send(JSON.stringify({ type: 'error', id, error: reply.error }));
          else ws.send(JSON.stringify({ type: 'result', id, result: reply.body ?? okResult() }));
          for (const message of reply.after ?? []) ws.send(JSON.stringify(message));
        })();
      });
    });
  });

  let tcpConnections = 0;
  server.on('connection', () => {
    tcpConnections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    tcpConnections: () => tcpConnections,
    reply: (...replies) => {
      queue.push(...replies);
    },
    whenRequests: (count) =>
      requests.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: async () => {
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The path of a request target, without its query: an agent URL may carry a path prefix and a query. */
function pathOf(url: string | undefined): string {
  return (url ?? '').replace(/[?#].*$/, '');
}
