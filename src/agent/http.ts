// The HTTP transport: one `POST {target}/execute` per turn over node:http(s); the agent is stateless.
//
// node:http with one keep-alive Agent per client rather than fetch: on a zero-latency agent, fetch
// alone costs more CPU per turn than node:http and all of the harness's own work together. Idle
// sockets are closed by the client after IDLE_SOCKET_MS (sooner if the server announces a shorter
// Keep-Alive timeout), below the idle timeouts servers commonly use, so a turn rarely meets a
// socket the server has already closed.
import http from 'node:http';
import https from 'node:https';
import type { AgentClient, AgentClientOptions, AgentConversation, ExecuteRequest } from './types.ts';
import { normaliseResult, ResultSchemaError } from './normalise.ts';
import { MAX_REPLY_BYTES, nestedDeeperThan, REPLY_SIZE_LIMIT, TOO_DEEP_REASON } from './limits.ts';
import {
  AttemptError,
  authHint,
  DEFAULT_BACKOFF_MS,
  agentEndpoint,
  defaultSleep,
  excerpt,
  executeWithRetries,
  type Answer,
  type RetryOptions,
  safeUrl,
} from './retry.ts';
import { redactUrl } from '../url.ts';

/** A keep-alive socket idle this long is closed by the client (common server idle timeouts: 2-75 s). */
const IDLE_SOCKET_MS = 1000;

interface Target {
  where: string;
  /** Bearer token or the target's userinfo as Basic auth (see agentEndpoint). */
  authorization: string | null;
  request: typeof http.request;
  agent: http.Agent;
  /** A new connection for each request, for the one resend that must not meet a stale socket again. */
  freshAgent: http.Agent;
  /** Host, port and path of every request, resolved once. */
  requestOptions: http.RequestOptions;
}

export function createHttpClient(options: AgentClientOptions): AgentClient {
  const { url, authorization } = agentEndpoint(options, 'execute', { 'ws:': 'http:', 'wss:': 'https:' });
  const secure = url.protocol === 'https:';
  // maxSockets stays unbounded: the runner's concurrency is the only limit on turns in flight.
  // Proxy settings as Node's global agents (and fetch) have them: from HTTP(S)_PROXY and NO_PROXY
  // when NODE_USE_ENV_PROXY=1 or --use-env-proxy is set, none otherwise.
  const agentOptions: http.AgentOptions = {
    keepAlive: true,
    timeout: IDLE_SOCKET_MS,
    proxyEnv: https.globalAgent.options.proxyEnv,
    ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
  };
  const target: Target = {
    where: `POST ${safeUrl(url)}`,
    authorization,
    request: secure ? https.request : http.request,
    agent: secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions),
    freshAgent: secure ? new https.Agent({ ...agentOptions, keepAlive: false }) : new http.Agent({ ...agentOptions, keepAlive: false }),
    requestOptions: {
      protocol: url.protocol,
      // URL keeps the brackets of an IPv6 literal; the socket wants the bare address.
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
    },
  };
  const retry = retryOptions(options);
  const conversation: AgentConversation = {
    execute: (request, signal) =>
      executeWithRetries((attemptSignal) => postTurn(target, request, options, attemptSignal), retry, signal, request.test.conversation_id),
    // The sockets are the client's, shared by every conversation; idle ones never hold the process open.
    close: async () => {},
  };
  return { target: redactUrl(options.target), transport: 'http', url: safeUrl(url), conversation: () => conversation };
}

export function retryOptions(options: AgentClientOptions): RetryOptions {
  return {
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? defaultSleep,
    now: options.now,
    token: options.token,
    breaker: options.breaker,
  };
}

/** Headers of every request: the caller's extra headers (e.g. traceparent), then auth. */
export function requestHeaders(options: AgentClientOptions, authorization: string | null): Record<string, string> {
  const headers: Record<string, string> = { ...(options.headers?.() ?? {}) };
  if (authorization !== null) headers.authorization = authorization;
  return headers;
}

async function postTurn(target: Target, request: ExecuteRequest, options: AgentClientOptions, signal: AbortSignal): Promise<Answer> {
  const { where } = target;
  const body = JSON.stringify(request);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...requestHeaders(options, target.authorization),
    'content-length': String(Buffer.byteLength(body)),
  };
  let reply: Reply;
  try {
    try {
      reply = await exchange(target, body, headers, signal, target.agent);
    } catch (e) {
      // A kept-alive socket the server had already closed refused the request before all of it was
      // written, so the agent never received a whole request: sent again, once, on a new connection,
      // and not counted as an attempt. A socket that fails once the whole request went out is an
      // attempt (the agent may have acted on it), retried or not by the retry loop like any other.
      if (!(e instanceof UnsentOnReusedSocket) || signal.aborted) throw e;
      reply = await exchange(target, body, headers, signal, target.freshAgent);
    }
  } catch (e) {
    // An abort is classified by the retry loop (timeout or caller); anything else is the network.
    if (signal.aborted || e instanceof AttemptError) throw e;
    throw new AttemptError('ENGINE_ERROR', `${where} failed: ${networkReason(e)}`, { kind: connectionKind(e) });
  }
  const { status, statusText, text } = reply;
  // What came back goes with the failure, for the artifacts.
  const answered = { status, body: text };
  if (status < 200 || status > 299) {
    const denied = status === 401 || status === 403;
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where} answered ${status} ${statusText}${authHint(status)}: ${excerpt(text, options.token)}`,
      { retryable: !denied, ...answered },
    );
  }
  if (nestedDeeperThan(text))
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where} answered ${status}, but ${TOO_DEEP_REASON}: ${excerpt(text, options.token)}`,
      answered,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where} answered ${status} with a body that is not JSON: ${excerpt(text, options.token)}`,
      answered,
    );
  }
  try {
    return { turn: normaliseResult(parsed), status };
  } catch (e) {
    if (!(e instanceof ResultSchemaError)) throw e;
    throw new AttemptError('ENGINE_ERROR', `${where} answered ${status}, but ${e.message}: ${excerpt(text, options.token)}`, answered);
  }
}

interface Reply {
  status: number;
  statusText: string;
  text: string;
}

/** A reused keep-alive socket refused the request before all of it was written. */
class UnsentOnReusedSocket extends Error {
  override name = 'UnsentOnReusedSocket';
}

/** One request and its whole answer, read as UTF-8 (invalid bytes become U+FFFD, as with fetch). */
function exchange(target: Target, body: string, headers: Record<string, string>, signal: AbortSignal, agent: http.Agent): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const req = target.request({ ...target.requestOptions, headers, agent }, (res) => {
      if (Number(res.headers['content-length']) > MAX_REPLY_BYTES) {
        fail(tooLarge(target.where, res.statusCode));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_REPLY_BYTES) fail(tooLarge(target.where, res.statusCode));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        const data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
        settle();
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text: data.toString('utf8') });
      });
      // A connection cut in the middle of the answer; the first settlement wins, later ones are no-ops.
      res.on('error', fail);
      res.on('close', () => {
        if (!res.complete) fail(new Error('the connection closed before the whole answer arrived'));
      });
    });
    // The attempt's own listener rather than http.request's `signal` option, which costs more per turn.
    const onAbort = (): void => fail(signal.reason);
    const settle = (): void => signal.removeEventListener('abort', onAbort);
    function fail(error: unknown): void {
      settle();
      reject(error);
      req.destroy();
    }
    let written = false;
    req.on('finish', () => {
      written = true;
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      // A failed write on a reused socket before the request was fully sent: the server had closed
      // it, and the last bytes of the request never left, so no complete request reached it.
      const unsent = req.reusedSocket && !written && e.syscall === 'write';
      fail(unsent ? new UnsentOnReusedSocket(e.message, { cause: e }) : e);
    });
    if (signal.aborted) return fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    req.end(body);
  });
}

function tooLarge(where: string, status: number | undefined): AttemptError {
  return new AttemptError('ENGINE_ERROR', `${where} answered with more than the ${REPLY_SIZE_LIMIT} a reply may have`, {
    status: status ?? null,
  });
}

/** Errors of a connection that could never be made: the agent is not there (or not the agent we trust). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ETIMEDOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** A network failure without an answer: no connection at all, or one lost before the answer came. */
export function connectionKind(e: unknown): 'unreachable' | 'dropped' {
  const error = e instanceof Error && e.cause instanceof Error && !('code' in e) ? e.cause : e;
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return code !== undefined && UNREACHABLE_CODES.has(code) ? 'unreachable' : 'dropped';
}

function networkReason(e: unknown): string {
  const error = e instanceof UnsentOnReusedSocket && e.cause instanceof Error ? e.cause : e;
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  // Node says ECONNRESET "socket hang up" when the connection closed before any answer.
  const reason = code === undefined ? error.message : `${code} (${error.message})`;
  return code === 'ECONNRESET' ? `${reason}: the agent closed the connection before answering` : reason;
}
