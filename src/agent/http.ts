// The HTTP transport: one `POST {target}/execute` per turn (fetch); the agent is stateless.
import type { AgentClient, AgentClientOptions, AgentConversation, AgentTurn, ExecuteRequest } from './types.ts';
import { normaliseResult, ResultSchemaError } from './normalise.ts';
import {
  AttemptError,
  authHint,
  DEFAULT_BACKOFF_MS,
  defaultSleep,
  endpoint,
  excerpt,
  executeWithRetries,
  type RetryOptions,
  safeUrl,
} from './retry.ts';

export function createHttpClient(options: AgentClientOptions): AgentClient {
  const url = endpoint(options.target, 'execute', { 'ws:': 'http:', 'wss:': 'https:' });
  const retry = retryOptions(options);
  const conversation: AgentConversation = {
    execute: (request, signal) => executeWithRetries((attemptSignal) => postTurn(url, request, options, attemptSignal), retry, signal),
    close: async () => {},
  };
  return { target: options.target, transport: 'http', conversation: () => conversation };
}

export function retryOptions(options: AgentClientOptions): RetryOptions {
  return {
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? defaultSleep,
    token: options.token,
  };
}

/** Headers of every request: the caller's extra headers (e.g. traceparent), then auth. */
export function requestHeaders(options: AgentClientOptions): Record<string, string> {
  const headers: Record<string, string> = { ...(options.headers?.() ?? {}) };
  if (options.token !== undefined && options.token !== '') headers.authorization = `Bearer ${options.token}`;
  return headers;
}

async function postTurn(url: URL, request: ExecuteRequest, options: AgentClientOptions, signal: AbortSignal): Promise<AgentTurn> {
  const where = `POST ${safeUrl(url)}`;
  let status: number;
  let statusText: string;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...requestHeaders(options) },
      body: JSON.stringify(request),
      signal,
    });
    status = response.status;
    statusText = response.statusText;
    text = await response.text();
  } catch (e) {
    // An abort is classified by the retry loop (timeout or caller); anything else is the network.
    if (signal.aborted) throw e;
    throw new AttemptError('ENGINE_ERROR', `${where} failed: ${networkReason(e)}`);
  }
  if (status < 200 || status > 299) {
    const denied = status === 401 || status === 403;
    throw new AttemptError('ENGINE_ERROR', `${where} answered ${status} ${statusText}${authHint(status)}: ${excerpt(text, options.token)}`, { retryable: !denied });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AttemptError('ENGINE_ERROR', `${where} answered ${status} with a body that is not JSON: ${excerpt(text, options.token)}`);
  }
  try {
    return normaliseResult(body);
  } catch (e) {
    if (!(e instanceof ResultSchemaError)) throw e;
    throw new AttemptError('ENGINE_ERROR', `${where} answered ${status}, but ${e.message}: ${excerpt(text, options.token)}`);
  }
}

function networkReason(e: unknown): string {
  const cause = e instanceof Error ? e.cause : undefined;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? `${cause.code} (${cause.message})` : cause.message;
  return e instanceof Error ? e.message : String(e);
}
