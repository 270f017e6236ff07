// The one importer of `openai`: a small model-client port (chat completion, embeddings) over any
// OpenAI-compatible server. Everything else in the product talks to ModelClient, never to the SDK.
import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { Logger } from '../logger.ts';
import { maskSecrets } from '../logger.ts';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export interface ModelClientOptions {
  apiKey: string;
  /** null: the OpenAI API. */
  baseURL: string | null;
  /** Network errors, 408/409/429 and 5xx are retried this many times with exponential backoff. */
  maxRetries: number;
  timeoutMs: number;
  logger?: Logger | undefined;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Structured output, from strictest to loosest; `plain` sends no response_format at all. */
export type ResponseFormat =
  | { type: 'json_schema'; name: string; schema: Record<string, unknown> }
  | { type: 'json_object' }
  | { type: 'plain' };

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number | undefined;
  seed?: number | undefined;
  responseFormat?: ResponseFormat | undefined;
}

export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
}

export interface ChatReply {
  content: string;
  usage: TokenUsage;
}

export interface ModelClient {
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply>;
  /** One vector per text, in order. */
  embed(model: string, texts: string[], signal?: AbortSignal): Promise<{ vectors: number[][]; usage: TokenUsage }>;
}

/**
 * A request the server refused or could not answer (after the client's retries). The message never
 * contains the API key, even when the server echoes it back.
 */
export class ModelApiError extends Error {
  override name = 'ModelApiError';
  /** HTTP status; null for a network error or a reply the SDK could not read. */
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

export function createModelClient(options: ModelClientOptions): ModelClient {
  const secrets = [options.apiKey];
  const logger = options.logger;
  const clean = (message: string): string => `judge client: ${maskSecrets(message, secrets)}`;
  const client = new OpenAI({
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
  });

  const failure = (error: unknown, signal: AbortSignal | undefined): Error => {
    if (error instanceof APIUserAbortError || signal?.aborted) {
      return signal?.reason instanceof Error ? signal.reason : new Error('judge request aborted');
    }
    if (error instanceof APIConnectionError) {
      return new ModelApiError(`cannot reach the judge server: ${maskSecrets(error.message, secrets)}`, null);
    }
    if (error instanceof APIError) {
      return new ModelApiError(maskSecrets(error.message, secrets), error.status ?? null);
    }
    const message = error instanceof Error ? error.message : String(error);
    return new ModelApiError(maskSecrets(message, secrets), null);
  };

  return {
    async chat(request, signal) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: request.model,
            messages: request.messages,
            ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
            ...(request.seed === undefined ? {} : { seed: request.seed }),
            ...responseFormatParam(request.responseFormat),
          },
          signal ? { signal } : {},
        );
        const message = completion.choices[0]?.message;
        // A refusal is an answer too: returned as text, the caller's validation rejects it visibly.
        const content = message?.content ?? message?.refusal ?? '';
        return {
          content,
          usage: {
            input_tokens: completion.usage?.prompt_tokens ?? 0,
            output_tokens: completion.usage?.completion_tokens ?? 0,
          },
        };
      } catch (error) {
        throw failure(error, signal);
      }
    },

    async embed(model, texts, signal) {
      try {
        // encoding_format float: the SDK's default (base64) is not understood by every compatible server.
        const response = await client.embeddings.create({ model, input: texts, encoding_format: 'float' }, signal ? { signal } : {});
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
        throw failure(error, signal);
      }
    },
  };
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
