// The WebSocket transport: `{target}/internal/agent/test`, one socket per conversation, opened on
// the first turn. Each turn sends {type: "execute", id, ...body}; the agent may stream `event`
// messages for that id (content blocks, or a `debug` event with the turn's prompt snapshot) and
// ends with `result` or `error`.
//
// A socket whose state is unknown after an attempt (dropped, timed out, aborted, or sent something
// unreadable) is thrown away, and the retry opens a new one: a late reply to the failed attempt
// can then never be mistaken for the answer to the next.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import type { AgentClient, AgentClientOptions, AgentConversation, AgentTurn, AttemptKind, ExecuteRequest, TurnOutcome } from './types.ts';
import { normaliseResult, ResultSchemaError } from './normalise.ts';
import { MAX_EVENTS_PER_TURN, MAX_REPLY_BYTES, nestedDeeperThan, REPLY_SIZE_LIMIT, TOO_DEEP_REASON } from './limits.ts';
import { abortError, agentEndpoint, AttemptError, authHint, excerpt, executeWithRetries, safeUrl } from './retry.ts';
import { connectionKind, requestHeaders, retryOptions } from './http.ts';
import { redactUrl } from '../url.ts';

/** How long close() waits for the agent's close frame before cutting the socket. */
const CLOSE_GRACE_MS = 1_000;
/** Stray messages listed on a turn; more are only counted, so a flood of them costs no memory. */
const MAX_NOTES = 20;

export function createWebSocketClient(options: AgentClientOptions): AgentClient {
  const { url, authorization } = agentEndpoint(options, 'internal/agent/test', { 'http:': 'ws:', 'https:': 'wss:' });
  return {
    target: redactUrl(options.target),
    transport: 'ws',
    url: safeUrl(url),
    conversation: (conversationId) => new WebSocketConversation(url, authorization, conversationId, options),
  };
}

class WebSocketConversation implements AgentConversation {
  private socket: WebSocket | null = null;
  private sent = 0;
  /** The turn waiting for its answer gets every message; messages outside a turn are noted, never lost silently. */
  private onTurnMessage: ((data: WebSocket.RawData, isBinary: boolean) => void) | null = null;
  /** Messages since the last answer, outside any turn: noted on the next turn, or on the last one at close. */
  private idleNotes = new Notes();
  private idle = { messages: 0, bytes: 0 };
  private lastTurn: AgentTurn | null = null;
  private readonly url: URL;
  private readonly authorization: string | null;
  private readonly conversationId: string;
  private readonly options: AgentClientOptions;

  constructor(url: URL, authorization: string | null, conversationId: string, options: AgentClientOptions) {
    this.url = url;
    this.authorization = authorization;
    this.conversationId = conversationId;
    this.options = options;
  }

  execute(request: ExecuteRequest, signal?: AbortSignal): Promise<TurnOutcome> {
    // No status per turn: one upgrade serves every turn of the conversation.
    return executeWithRetries(
      async (attemptSignal) => ({ turn: await this.attempt(request, attemptSignal), status: null }),
      retryOptions(this.options),
      signal,
      request.test.conversation_id,
    );
  }

  async close(): Promise<void> {
    await this.closeSocket();
    // Messages after the last answer (the socket is read until the agent's close frame) go on the
    // last turn's record, which the caller still holds.
    const late = this.idleNotes.take();
    if (late.length > 0 && this.lastTurn !== null) this.lastTurn.warnings.push(...late);
  }

  private async closeSocket(): Promise<void> {
    const socket = this.socket;
    if (socket === null || socket.readyState === WebSocket.CLOSED) {
      this.socket = null;
      return;
    }
    if (socket.readyState !== WebSocket.OPEN) {
      this.discard();
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
      timer.unref();
      socket.once('close', () => {
        clearTimeout(timer);
        if (this.socket === socket) this.socket = null;
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
    // maxPayload: ws refuses a larger message from its header on, before buffering it.
    const socket = new WebSocket(this.url, {
      headers: requestHeaders(this.options, this.authorization),
      maxPayload: MAX_REPLY_BYTES,
      ...(this.options.lookup === undefined ? {} : { lookup: this.options.lookup }),
    });
    this.socket = socket;
    this.idle = { messages: 0, bytes: 0 };
    // Failures surface through the handlers below and through 'close'; this listener keeps a
    // socket error from ever becoming an uncaught exception.
    socket.on('error', () => {});
    // One listener for the socket's whole life, so a message right after a result (even in the same
    // packet) is noted rather than lost. A discarded socket's last messages belong to a failed attempt.
    socket.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      if (socket !== this.socket) return;
      if (this.onTurnMessage !== null) this.onTurnMessage(data, isBinary);
      else this.noteIdle(data, isBinary);
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
        const kind = connectionKind(error);
        settle(() => reject(new AttemptError('ENGINE_ERROR', `could not open a WebSocket to ${this.where}: ${error.message}`, { kind })));
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
          settle(() => reject(new AttemptError('ENGINE_ERROR', message, { retryable: !denied, status, body })));
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

  /** A message outside any turn: noted; past a turn's limits of them, the socket is cut (the next turn opens another). */
  private noteIdle(data: WebSocket.RawData, isBinary: boolean): void {
    this.idle.messages += 1;
    this.idle.bytes += byteLength(data);
    const text = isBinary ? '(binary frame)' : rawText(data, 1024);
    this.idleNotes.add(
      `a message arrived after the turn's answer, outside any turn, and is not part of any turn's record: ${excerpt(text, this.options.token)}`,
    );
    if (this.idle.messages > MAX_EVENTS_PER_TURN || this.idle.bytes > MAX_REPLY_BYTES) {
      this.idleNotes.add(
        `${this.where} kept sending outside any turn (over ${MAX_EVENTS_PER_TURN} messages or ${REPLY_SIZE_LIMIT}); the socket was closed`,
        { always: true },
      );
      this.discard();
    }
  }

  private async attempt(request: ExecuteRequest, signal: AbortSignal): Promise<AgentTurn> {
    const socket = await this.open(signal);
    this.sent += 1;
    const id = `${this.conversationId}:${this.sent}:${randomUUID().slice(0, 8)}`;
    try {
      const turn = await this.exchange(socket, id, request, signal);
      this.lastTurn = turn;
      return turn;
    } catch (e) {
      if (signal.aborted || !(e instanceof SocketAttemptError) || !e.keepSocket) this.discard();
      throw e;
    } finally {
      this.onTurnMessage = null;
    }
  }

  private exchange(socket: WebSocket, id: string, request: ExecuteRequest, signal: AbortSignal): Promise<AgentTurn> {
    if (signal.aborted) return Promise.reject(abortError(signal));
    return new Promise<AgentTurn>((resolve, reject) => {
      const events: unknown[] = [];
      const others: { where: string; message: Record<string, unknown> }[] = [];
      const notes = new Notes();
      let received = 0;
      let bytes = 0;

      const finish = (outcome: () => void): void => {
        // At once, not when the promise settles: the next message may come in the same packet.
        this.onTurnMessage = null;
        this.idle = { messages: 0, bytes: 0 };
        socket.off('close', onClose);
        socket.off('error', onError);
        signal.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (
        message: string,
        options: { keepSocket?: boolean; code?: 'ENGINE_ERROR' | 'TIMEOUT'; body?: string; kind?: AttemptKind } = {},
      ): void => {
        const error = new SocketAttemptError(
          options.code ?? 'ENGINE_ERROR',
          message,
          options.keepSocket ?? false,
          options.body ?? null,
          options.kind,
        );
        finish(() => reject(error));
      };

      const onAbort = (): void => finish(() => reject(signal.reason));
      const onClose = (code: number, reason: Buffer): void => {
        const why = reason.length > 0 ? `: ${excerpt(reason.toString('utf8'), this.options.token)}` : '';
        // Nothing of the turn came before the close: for the breaker, no answer.
        fail(`the WebSocket to ${this.where} closed mid-turn (code ${code}${why})`, { kind: received === 0 ? 'dropped' : 'answered' });
      };
      const onError = (error: Error & { code?: string }): void => {
        if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')
          fail(`${this.where} sent a message larger than the ${REPLY_SIZE_LIMIT} a reply may have`);
        else
          fail(`the WebSocket to ${this.where} failed mid-turn: ${excerpt(error.message, this.options.token)}`, {
            kind: received === 0 ? 'dropped' : 'answered',
          });
      };
      const onMessage = (data: WebSocket.RawData, isBinary: boolean): void => {
        const where = `websocket[${received}]`;
        received += 1;
        bytes += byteLength(data);
        if (received > MAX_EVENTS_PER_TURN) {
          fail(`${this.where} sent more than ${MAX_EVENTS_PER_TURN} messages in one turn (the limit per turn) without finishing it`);
          return;
        }
        if (bytes > MAX_REPLY_BYTES) {
          fail(`${this.where} sent more than the ${REPLY_SIZE_LIMIT} a reply may have in one turn`);
          return;
        }
        const text = isBinary ? '(binary frame)' : rawText(data);
        if (nestedDeeperThan(text)) {
          fail(`${this.where} answered, but ${TOO_DEEP_REASON}: ${excerpt(text, this.options.token)}`, { body: text });
          return;
        }
        let message: unknown;
        try {
          message = JSON.parse(text);
        } catch {
          fail(`${this.where} sent a frame that is not JSON: ${excerpt(text, this.options.token)}`, { body: text });
          return;
        }
        if (!isRecord(message)) {
          fail(`${this.where} sent a message that is not an object: ${excerpt(text, this.options.token)}`, { body: text });
          return;
        }
        if (message.id !== id) {
          const type = excerpt(JSON.stringify(message.type ?? null), this.options.token);
          notes.add(
            `${where}: a ${type} message for another request (id ${excerpt(JSON.stringify(message.id ?? null), this.options.token)}) was ignored`,
          );
          return;
        }
        if (message.type === 'event') {
          events.push(message.event);
        } else if (message.type === 'debug') {
          // A debug event sent as a message of its own rather than inside an `event`: read the same way.
          const { id: _id, ...event } = message;
          events.push(event);
        } else if (message.type === 'result') {
          let turn: AgentTurn;
          try {
            turn = normaliseResult(message.result, events);
          } catch (e) {
            if (!(e instanceof ResultSchemaError)) {
              finish(() => reject(e));
              return;
            }
            fail(
              `${this.where} answered, but ${e.message}: ${excerpt(JSON.stringify(message.result) ?? 'undefined', this.options.token)}`,
              { keepSocket: true, body: text },
            );
            return;
          }
          for (const other of others) {
            turn.unknown_blocks.push({ where: other.where, block: other.message });
            turn.warnings.push(
              `${other.where}: a message of unknown type ${JSON.stringify(other.message.type ?? null)} for this turn; kept in unknown_blocks`,
            );
          }
          // Stray messages from before this turn first (none arrive during it: this turn gets them all).
          turn.warnings.push(...this.idleNotes.take(), ...notes.take());
          finish(() => resolve(turn));
        } else if (message.type === 'error') {
          const error = isRecord(message.error) ? message.error : {};
          const code = typeof error.code === 'string' ? error.code : 'no code';
          const detail = typeof error.message === 'string' ? error.message : JSON.stringify(message.error ?? null);
          fail(`${this.where} reported an error (${code}): ${excerpt(detail, this.options.token)}`, {
            keepSocket: true,
            code: code === 'TIMEOUT' ? 'TIMEOUT' : 'ENGINE_ERROR',
            body: text,
          });
        } else {
          others.push({ where, message });
        }
      };

      this.onTurnMessage = onMessage;
      socket.on('close', onClose);
      socket.on('error', onError);
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
  constructor(code: 'ENGINE_ERROR' | 'TIMEOUT', message: string, keepSocket: boolean, body: string | null = null, kind?: AttemptKind) {
    super(code, message, { body, ...(kind ? { kind } : {}) });
    this.keepSocket = keepSocket;
  }
}

/** The message as UTF-8; only its first `maxBytes` when given (for a note). */
function rawText(data: WebSocket.RawData, maxBytes = Infinity): string {
  const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  return (buffer.length > maxBytes ? buffer.subarray(0, maxBytes) : buffer).toString('utf8');
}

function byteLength(data: WebSocket.RawData): number {
  return Array.isArray(data) ? data.reduce((sum, chunk) => sum + chunk.length, 0) : data.byteLength;
}

/** Notes on stray messages: the first MAX_NOTES listed, the rest counted. */
class Notes {
  private listed: string[] = [];
  private more = 0;

  add(note: string, options: { always?: boolean } = {}): void {
    if (this.listed.length < MAX_NOTES || options.always) this.listed.push(note);
    else this.more += 1;
  }

  /** The notes so far, emptied. */
  take(): string[] {
    const notes = this.more > 0 ? [...this.listed, `${this.more} more such messages, not listed`] : this.listed;
    this.listed = [];
    this.more = 0;
    return notes;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
