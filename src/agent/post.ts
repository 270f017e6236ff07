// One HTTP request of a framework-protocol adapter (ag-ui.ts, openai-chat.ts) over node:http(s),
// with the same connection rules as the execute transport (keep-alive, proxies from the
// environment, the injected host-name lookup) and the same bound on what one reply may make the
// harness hold. The body is handed over chunk by chunk as it arrives, so a streamed reply (SSE) is
// read while it streams and an endless one is cut at the limit or the turn's timeout.
import http from 'node:http';
import https from 'node:https';
import { connectionKind } from './http.ts';
import { MAX_REPLY_BYTES, nestedDeeperThan, REPLY_SIZE_LIMIT, TOO_DEEP_REASON } from './limits.ts';
import { AttemptError, authHint, excerpt, MAX_RAW_BODY_BYTES, safeUrl } from './retry.ts';
import type { AgentClientOptions } from './types.ts';
import { requestHeaders } from './http.ts';

/** Where an adapter sends its requests, resolved once per client. */
export interface PostTarget {
  url: URL;
  /** "POST http://host/path", credentials left out. */
  where: string;
  authorization: string | null;
  request: typeof http.request;
  agent: http.Agent;
}

export function postTarget(url: URL, authorization: string | null, options: AgentClientOptions, method = 'POST'): PostTarget {
  const secure = url.protocol === 'https:';
  const agentOptions: http.AgentOptions = {
    keepAlive: true,
    timeout: 1000,
    proxyEnv: https.globalAgent.options.proxyEnv,
    ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
  };
  return {
    url,
    where: `${method} ${safeUrl(url)}`,
    authorization,
    request: secure ? https.request : http.request,
    agent: secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions),
  };
}

/** The head of an answer, as the body starts to arrive. */
export interface ReplyHead {
  status: number;
  statusText: string;
  /** The media type, lower case, without parameters ('' when none). */
  contentType: string;
}

/**
 * Sends one request and feeds the 2xx body to `onChunk` as it arrives; resolves at its end. A
 * non-2xx answer is an AttemptError carrying the start of its body (401/403 not retried). More than
 * MAX_REPLY_BYTES, a dropped connection or an `onChunk` that throws fails the attempt.
 */
export function send(
  target: PostTarget,
  request: { method?: string; url?: URL; body?: string; headers: Record<string, string> },
  options: AgentClientOptions,
  signal: AbortSignal,
  onChunk: (chunk: Buffer, head: ReplyHead) => void,
): Promise<ReplyHead> {
  const url = request.url ?? target.url;
  const where = request.url === undefined ? target.where : `${request.method ?? 'POST'} ${safeUrl(url)}`;
  const headers: Record<string, string> = { ...request.headers, ...requestHeaders(options, target.authorization) };
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  return new Promise<ReplyHead>((resolve, reject) => {
    const req = target.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: request.method ?? 'POST',
        headers,
        agent: target.agent,
      },
      (res) => {
        const head: ReplyHead = {
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          contentType: (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
        };
        const ok = head.status >= 200 && head.status <= 299;
        const kept: Buffer[] = [];
        let keptSize = 0;
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_REPLY_BYTES) {
            fail(
              new AttemptError('ENGINE_ERROR', `${where} answered with more than the ${REPLY_SIZE_LIMIT} a reply may have`, {
                status: head.status,
              }),
            );
            return;
          }
          if (!ok) {
            if (keptSize < MAX_RAW_BODY_BYTES) kept.push(chunk);
            keptSize += chunk.length;
            return;
          }
          try {
            onChunk(chunk, head);
          } catch (e) {
            fail(e);
          }
        });
        res.on('end', () => {
          if (settled) return;
          if (!ok) {
            const text = Buffer.concat(kept).toString('utf8');
            const denied = head.status === 401 || head.status === 403;
            fail(
              new AttemptError(
                'ENGINE_ERROR',
                `${where} answered ${head.status} ${head.statusText}${authHint(head.status)}: ${excerpt(text, options.token)}`,
                { retryable: !denied, status: head.status, body: text },
              ),
            );
            return;
          }
          settle();
          resolve(head);
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete)
            fail(
              new AttemptError('ENGINE_ERROR', `${where}: the connection closed before the whole answer arrived`, { status: head.status }),
            );
        });
      },
    );
    let settled = false;
    const onAbort = (): void => fail(signal.reason);
    const settle = (): void => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
    };
    function fail(error: unknown): void {
      if (settled) return;
      settle();
      if (!(error instanceof AttemptError) && !signal.aborted) {
        const reason =
          error instanceof Error
            ? 'code' in error && typeof error.code === 'string'
              ? `${error.code} (${error.message})`
              : error.message
            : String(error);
        reject(new AttemptError('ENGINE_ERROR', `${where} failed: ${reason}`, { kind: connectionKind(error) }));
      } else {
        reject(error);
      }
      req.destroy();
    }
    req.on('error', fail);
    if (signal.aborted) return fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    req.end(request.body);
  });
}

/** Sends one request and parses its whole 2xx body as JSON (bounded in size and nesting). */
export async function sendJson(
  target: PostTarget,
  request: { method?: string; url?: URL; body?: string; headers: Record<string, string> },
  options: AgentClientOptions,
  signal: AbortSignal,
): Promise<{ head: ReplyHead; json: unknown; text: string }> {
  const chunks: Buffer[] = [];
  const head = await send(target, { ...request, headers: { accept: 'application/json', ...request.headers } }, options, signal, (c) =>
    chunks.push(c),
  );
  const text = Buffer.concat(chunks).toString('utf8');
  const where = request.url === undefined ? target.where : `${request.method ?? 'POST'} ${safeUrl(request.url)}`;
  if (nestedDeeperThan(text))
    throw new AttemptError('ENGINE_ERROR', `${where} answered ${head.status}, but ${TOO_DEEP_REASON}`, { status: head.status, body: text });
  try {
    return { head, json: JSON.parse(text) as unknown, text };
  } catch {
    throw new AttemptError(
      'ENGINE_ERROR',
      `${where} answered ${head.status} with a body that is not JSON: ${excerpt(text, options.token)}`,
      {
        status: head.status,
        body: text,
      },
    );
  }
}
