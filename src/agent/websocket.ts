// The WebSocket transport: `{target}/internal/agent/test`, one socket per conversation, opened on
// the first turn. Each turn sends {type: "execute", id, ...body}; the agent may stream `event`
// messages for that id and ends with `result` or `error`.
//
// A socket whose state is unknown after an attempt (dropped, timed out, aborted, or sent something
// unreadable) is thrown away, and the retry opens a new one: a late reply to the failed attempt
// can then never be mistaken for the answer to the next.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import type { AgentClient, AgentClientOptions, AgentConversation, AgentTurn, ExecuteRequest, TurnOutcome } from './types.ts';
import { normaliseResult, ResultSchemaError } from './normalise.ts';
import { abortError, AttemptError, authHint, endpoint, excerpt, executeWithRetries, safeUrl } from './retry.ts';
import { requestHeaders, retryOptions } from './http.ts';

/** How long close() waits for the agent's close frame before cutting the socket. */
const CLOSE_GRACE_MS = 1_000;

export function createWebSocketClient(options: AgentClientOptions): AgentClient {
  const url = endpoint(options.target, 'internal/agent/test', { 'http:': 'ws:', 'https:': 'wss:' });
  return {
    target: options.target,
    transport: 'ws',
    conversation: (conversationId) => new WebSocketConversation(url, conversationId, options),
  };
}

class WebSocketConversation implements AgentConversation {
  private socket: WebSocket | null = null;
  private sent = 0;
  /** True while a turn waits for its answer; messages outside a turn are noted, never lost silently. */
  private busy = false;
  private idleNotes: string[] = [];
  private readonly url: URL;
  private readonly conversationId: string;
  private readonly options: AgentClientOptions;

  constructor(url: URL, conversationId: string, options: AgentClientOptions) {
    this.url = url;
    this.conversationId = conversationId;
    this.options = options;
  }

  execute(request: ExecuteRequest, signal?: AbortSignal): Promise<TurnOutcome> {
    return executeWithRetries((attemptSignal) => this.attempt(request, attemptSignal), retryOptions(this.options), signal);
  }

  async close(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    if (socket === null || socket.readyState === WebSocket.CLOSED) return;
    if (socket.readyState !== WebSocket.OPEN) {
      socket.terminate();
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
      timer.unref();
      socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.close(1000, 'conversation finished');
    });
  }

  private get where(): string {
    return safeUrl(this.url);
  }

  /** Cuts a socket whose state is unknown; the next attempt opens a fresh one. */
  private discard(): void {
    this.socket?.terminate();
    this.socket = null;
  }

  private async open(signal: AbortSignal): Promise<WebSocket> {
    if (this.socket?.readyState === WebSocket.OPEN) return this.socket;
    this.discard();
    const socket = new WebSocket(this.url, { headers: requestHeaders(this.options) });
    this.socket = socket;
    // Failures surface through the handlers below and through 'close'; this listener keeps a
    // socket error from ever becoming an uncaught exception.
    socket.on('error', () => {});
    socket.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      if (this.busy) return;
      const text = isBinary ? '(binary frame)' : rawText(data);
      this.idleNotes.push(`a message arrived between turns and was not part of any turn's record: ${excerpt(text, this.options.token)}`);
    });
    await new Promise<void>((resolve, reject) => {
      const settle = (outcome: () => void): void => {
        socket.off('open', onOpen);
        socket.off('error', onError);
        socket.off('unexpected-response', onUnexpected);
        signal.removeEventListener('abort', onAbort);
        outcome();
      };
      const onOpen = (): void => settle(resolve);
      const onError = (error: Error): void => {
        settle(() => reject(new AttemptError('ENGINE_ERROR', `could not open a WebSocket to ${this.where}: ${error.message}`)));
      };
      const onAbort = (): void => {
        settle(() => reject(signal.reason));
      };
      // The server refused the upgrade: read what it said, then give up on this socket.
      const onUnexpected = (_request: unknown, response: IncomingMessage): void => {
        socket.off('unexpected-response', onUnexpected);
        const status = response.statusCode ?? 0;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < 1_000) body += chunk;
        });
        response.on('error', () => {});
        const done = (): void => {
          const denied = status === 401 || status === 403;
          const message = `the WebSocket upgrade at ${this.where} was answered ${status} ${response.statusMessage ?? ''}${authHint(status)}: ${excerpt(body, this.options.token)}`;
          settle(() => reject(new AttemptError('ENGINE_ERROR', message, { retryable: !denied })));
        };
        response.once('end', done);
        response.once('close', done);
      };
      socket.on('open', onOpen);
      socket.on('error', onError);
      socket.on('unexpected-response', onUnexpected);
      signal.addEventListener('abort', onAbort, { once: true });
    }).catch((e: unknown) => {
      this.discard();
      throw e;
    });
    return socket;
  }

  private async attempt(request: ExecuteRequest, signal: AbortSignal): Promise<AgentTurn> {
    const socket = await this.open(signal);
    this.sent += 1;
    const id = `${this.conversationId}:${this.sent}:${randomUUID().slice(0, 8)}`;
    this.busy = true;
    try {
      return await this.exchange(socket, id, request, signal);
    } catch (e) {
      if (signal.aborted || !(e instanceof SocketAttemptError) || !e.keepSocket) this.discard();
      throw e;
    } finally {
      this.busy = false;
    }
  }

  private exchange(socket: WebSocket, id: string, request: ExecuteRequest, signal: AbortSignal): Promise<AgentTurn> {
    if (signal.aborted) return Promise.reject(abortError(signal));
    return new Promise<AgentTurn>((resolve, reject) => {
      const events: unknown[] = [];
      const others: { where: string; message: Record<string, unknown> }[] = [];
      const notes = this.idleNotes.splice(0);
      let received = 0;

      const finish = (outcome: () => void): void => {
        socket.off('message', onMessage);
        socket.off('close', onClose);
        signal.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (message: string, options: { keepSocket?: boolean; code?: 'ENGINE_ERROR' | 'TIMEOUT' } = {}): void => {
        const error = new SocketAttemptError(options.code ?? 'ENGINE_ERROR', message, options.keepSocket ?? false);
        finish(() => reject(error));
      };

      const onAbort = (): void => finish(() => reject(signal.reason));
      const onClose = (code: number, reason: Buffer): void => {
        const why = reason.length > 0 ? `: ${excerpt(reason.toString('utf8'), this.options.token)}` : '';
        fail(`the WebSocket to ${this.where} closed mid-turn (code ${code}${why})`);
      };
      const onMessage = (data: WebSocket.RawData, isBinary: boolean): void => {
        const where = `websocket[${received}]`;
        received += 1;
        const text = isBinary ? '(binary frame)' : rawText(data);
        let message: unknown;
        try {
          message = JSON.parse(text);
        } catch {
          fail(`${this.where} sent a frame that is not JSON: ${excerpt(text, this.options.token)}`);
          return;
        }
        if (!isRecord(message)) {
          fail(`${this.where} sent a message that is not an object: ${excerpt(text, this.options.token)}`);
          return;
        }
        if (message.id !== id) {
          notes.push(`${where}: a "${String(message.type)}" message for another request (id ${JSON.stringify(message.id ?? null)}) was ignored`);
          return;
        }
        if (message.type === 'event') {
          events.push(message.event);
        } else if (message.type === 'result') {
          let turn: AgentTurn;
          try {
            turn = normaliseResult(message.result, events);
          } catch (e) {
            if (!(e instanceof ResultSchemaError)) {
              finish(() => reject(e));
              return;
            }
            fail(`${this.where} answered, but ${e.message}: ${excerpt(JSON.stringify(message.result) ?? 'undefined', this.options.token)}`, { keepSocket: true });
            return;
          }
          for (const other of others) {
            turn.unknown_blocks.push({ where: other.where, block: other.message });
            turn.warnings.push(`${other.where}: a message of unknown type ${JSON.stringify(other.message.type ?? null)} for this turn; kept in unknown_blocks`);
          }
          turn.warnings.push(...notes);
          finish(() => resolve(turn));
        } else if (message.type === 'error') {
          const error = isRecord(message.error) ? message.error : {};
          const code = typeof error.code === 'string' ? error.code : 'no code';
          const detail = typeof error.message === 'string' ? error.message : JSON.stringify(message.error ?? null);
          fail(`${this.where} reported an error (${code}): ${excerpt(detail, this.options.token)}`, {
            keepSocket: true,
            code: code === 'TIMEOUT' ? 'TIMEOUT' : 'ENGINE_ERROR',
          });
        } else {
          others.push({ where, message });
        }
      };

      socket.on('message', onMessage);
      socket.on('close', onClose);
      signal.addEventListener('abort', onAbort, { once: true });
      // The handshake carried the first turn's trace context; each later turn names its own span
      // in the message, as W3C trace context does for messaging.
      const { traceparent } = this.options.headers?.() ?? {};
      socket.send(JSON.stringify({ type: 'execute', id, ...(traceparent ? { traceparent } : {}), ...request }), (error) => {
        if (error) fail(`could not send the turn over the WebSocket to ${this.where}: ${error.message}`);
      });
    });
  }
}

/** A failed exchange; `keepSocket` when the socket is still in a known state (the agent answered). */
class SocketAttemptError extends AttemptError {
  override name = 'SocketAttemptError';
  readonly keepSocket: boolean;
  constructor(code: 'ENGINE_ERROR' | 'TIMEOUT', message: string, keepSocket: boolean) {
    super(code, message);
    this.keepSocket = keepSocket;
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
