// The one importer of `openai`: a small model-client port (chat completion with optional function
// tools, embeddings) over any OpenAI-compatible server. Everything else in the product talks to
// ModelClient, never to the SDK.
import type OpenAI from 'openai';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { maskSecrets } from '../logger.ts';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

type Sdk = typeof import('openai');
let sdk: Promise<Sdk> | undefined;
// The SDK is loaded on the first request, not at start: most runs call no model, and loading it is
// a third of the action's start-up.
const loadSdk = (): Promise<Sdk> => (sdk ??= import('openai'));

export interface ModelClientOptions {
  apiKey: string;
  /** null: the OpenAI API. */
  baseURL: string | null;
  /** Network errors, 408/409/429 and 5xx are retried this many times with exponential backoff. */
  maxRetries: number;
  timeoutMs: number;
  logger?: Logger | undefined;
  /** Who uses the client, named in its log lines and errors (default "judge"). */
  purpose?: string | undefined;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Structured output, from strictest to loosest; `plain` sends no response_format at all. */
export type ResponseFormat =
  { type: 'json_schema'; name: string; schema: Record<string, unknown> } | { type: 'json_object' } | { type: 'plain' };

/** A function the model may call; `parameters` is its JSON Schema (an object schema). */
export interface ToolDefinition {
  name: string;
  description?: string | undefined;
  parameters: Record<string, unknown>;
}

/** `{ name }` forces a call to that function; `required` forces some call; `none` forbids calls. */
export type ToolChoice = 'auto' | 'required' | 'none' | { name: string };

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number | undefined;
  seed?: number | undefined;
  responseFormat?: ResponseFormat | undefined;
  tools?: ToolDefinition[] | undefined;
  toolChoice?: ToolChoice | undefined;
}

export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
}

export interface ToolCallReply {
  id: string;
  name: string;
  /** The model's arguments, parsed: a call whose arguments are not a JSON object fails the request. */
  arguments: Record<string, unknown>;
}

export interface ChatReply {
  content: string;
  usage: TokenUsage;
  /** The function calls of the reply, in order (absent or empty when the model only wrote text). */
  toolCalls?: ToolCallReply[] | undefined;
}

export interface ModelClient {
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply>;
  /** One vector per text, in order. */
  embed(model: string, texts: string[], signal?: AbortSignal): Promise<{ vectors: number[][]; usage: TokenUsage }>;
}

/**
 * Why a request failed: no answer in time, no connection, an HTTP error status, or a reply that
 * could not be read.
 */
export type ModelFailureKind = 'timeout' | 'unreachable' | 'http' | 'reply';

/**
 * A request the server refused or could not answer (after the client's retries). The message never
 * contains the API key, even when the server echoes it back.
 */
export class ModelApiError extends Error {
  override name = 'ModelApiError';
  /** HTTP status; null for a network error or a reply the SDK could not read. */
  readonly status: number | null;
  readonly kind: ModelFailureKind;
  /** The system error code of a connection failure (ECONNREFUSED, ENOTFOUND, ...), when known. */
  readonly networkCode: string | null;
  /** How long the server asked to wait before a retry (retry-after-ms / retry-after), when it said. */
  readonly retryAfterMs: number | null;
  constructor(
    message: string,
    status: number | null,
    details: { kind?: ModelFailureKind; networkCode?: string | null; retryAfterMs?: number | null } = {},
  ) {
    super(message);
    this.status = status;
    this.kind = details.kind ?? (status === null ? 'reply' : 'http');
    this.networkCode = details.networkCode ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

export function createModelClient(options: ModelClientOptions): ModelClient {
  const secrets = [options.apiKey];
  const logger = options.logger;
  const purpose = options.purpose ?? 'judge';
  const clean = (message: string): string => `${purpose} client: ${maskSecrets(message, secrets)}`;
  let client: OpenAI | undefined;
  const clientOf = (OpenAISdk: Sdk['default']): OpenAI =>
    (client ??= new OpenAISdk({
      apiKey: options.apiKey,
      // Explicit, so the SDK never picks up OPENAI_BASE_URL behind the caller's back.
      baseURL: options.baseURL ?? OPENAI_BASE_URL,
      maxRetries: options.maxRetries,
      timeout: options.timeoutMs,
      // The SDK logs each request and each retry at info: our debug level, so --debug shows the retries.
      logLevel: 'info',
      logger: {
        error: (m: string) => logger?.warning(clean(m)),
        warn: (m: string) => logger?.warning(clean(m)),
        info: (m: string) => logger?.debug(clean(m)),
        debug: () => {},
      },
    }));

  const failure = (
    { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError }: Sdk,
    error: unknown,
    signal: AbortSignal | undefined,
  ): Error => {
    if (error instanceof APIUserAbortError || signal?.aborted) {
      return signal?.reason instanceof Error ? signal.reason : new Error(`${purpose} request aborted`);
    }
    if (error instanceof APIConnectionTimeoutError) {
      return new ModelApiError(`the ${purpose} server did not answer within ${options.timeoutMs} ms`, null, { kind: 'timeout' });
    }
    if (error instanceof APIConnectionError) {
      const networkCode = systemErrorCode(error);
      const detail = maskSecrets(error.message, secrets) + (networkCode ? ` (${networkCode})` : '');
      return new ModelApiError(`cannot reach the ${purpose} server: ${detail}`, null, { kind: 'unreachable', networkCode });
    }
    if (error instanceof APIError) {
      return new ModelApiError(maskSecrets(error.message, secrets), error.status ?? null, { retryAfterMs: retryAfter(error.headers) });
    }
    return new ModelApiError(maskSecrets(errorMessage(error), secrets), null);
  };

  return {
    async chat(request, signal) {
      const loaded = await loadSdk();
      try {
        const completion = await clientOf(loaded.default).chat.completions.create(
          {
            model: request.model,
            messages: request.messages,
            ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
            ...(request.seed === undefined ? {} : { seed: request.seed }),
            ...responseFormatParam(request.responseFormat),
            ...toolParams(request.tools, request.toolChoice),
          },
          signal ? { signal } : {},
        );
        const message = completion.choices[0]?.message;
        // A refusal is an answer too: returned as text, the caller's validation rejects it visibly.
        const content = message?.content ?? message?.refusal ?? '';
        const toolCalls = (message?.tool_calls ?? []).map(readToolCall);
        return {
          content,
          usage: {
            input_tokens: completion.usage?.prompt_tokens ?? 0,
            output_tokens: completion.usage?.completion_tokens ?? 0,
          },
          ...(toolCalls.length > 0 ? { toolCalls } : {}),
        };
      } catch (error) {
        if (error instanceof ModelApiError) throw error;
        throw failure(loaded, error, signal);
      }
    },

    async embed(model, texts, signal) {
      const loaded = await loadSdk();
      try {
        // encoding_format float: the SDK's default (base64) is not understood by every compatible server.
        const response = await clientOf(loaded.default).embeddings.create(
          { model, input: texts, encoding_format: 'float' },
          signal ? { signal } : {},
        );
        const vectors = texts.map((_, i) => response.data.find((d) => d.index === i)?.embedding ?? response.data[i]?.embedding);
        if (vectors.some((v) => !Array.isArray(v) || v.length === 0)) {
          throw new ModelApiError(`the embeddings reply has ${response.data.length} vector(s) for ${texts.length} text(s)`, null);
        }
        return {
          vectors: vectors as number[][],
          usage: { input_tokens: response.usage?.prompt_tokens ?? 0, output_tokens: 0 },
        };
      } catch (error) {
        if (error instanceof ModelApiError) throw error;
        throw failure(loaded, error, signal);
      }
    },
  };
}

function toolParams(tools: ToolDefinition[] | undefined, choice: ToolChoice | undefined) {
  if (!tools || tools.length === 0) return {};
  return {
    tools: tools.map((tool) => ({
      type: 'function' as const,
      function: {
        name: tool.name,
        parameters: tool.parameters,
        ...(tool.description === undefined ? {} : { description: tool.description }),
      },
    })),
    ...(choice === undefined
      ? {}
      : { tool_choice: typeof choice === 'string' ? choice : { type: 'function' as const, function: { name: choice.name } } }),
  };
}

/** A function call of the reply, its JSON arguments parsed; anything else is an answer the caller cannot use. */
function readToolCall(call: { id: string; type: string; function?: { name: string; arguments: string } }): ToolCallReply {
  if (call.type !== 'function' || call.function === undefined) {
    throw new ModelApiError(`the model made a ${JSON.stringify(call.type)} tool call; only function calls are understood`, null);
  }
  const { name, arguments: text } = call.function;
  let args: unknown;
  try {
    args = JSON.parse(text === '' ? '{}' : text);
  } catch {
    args = undefined;
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    const preview = text.length > 120 ? `${text.slice(0, 120)}...` : text;
    throw new ModelApiError(`the model called ${name} with arguments that are not a JSON object: ${preview}`, null);
  }
  return { id: call.id, name, arguments: args as Record<string, unknown> };
}

function responseFormatParam(format: ResponseFormat | undefined) {
  if (!format || format.type === 'plain') return {};
  if (format.type === 'json_object') return { response_format: { type: 'json_object' as const } };
  return {
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: format.name, schema: format.schema, strict: true },
    },
  };
}

/** The first system error code (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET, ...) down the cause chain. */
function systemErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** retry-after-ms, else retry-after (seconds or an HTTP date), in milliseconds. */
function retryAfter(headers: Headers | undefined): number | null {
  const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
