// An in-memory ModelClient (the port of src/openai/client.ts) for unit tests of whatever asks a
// model: replies, errors and hangs scripted per model, every request recorded. What the real client
// would throw is thrown here as the same ModelApiError, so the caller's policy sees what it sees in
// production; a hang answers only to the caller's abort, as a server that never replies.
import type { ChatReply, ChatRequest, ModelClient, ModelFailureKind, TokenUsage } from '../../src/openai/client.ts';
import { ModelApiError } from '../../src/openai/client.ts';

/** What one request gets. */
export type Scripted =
  | { kind: 'reply'; content: string; usage: TokenUsage }
  | { kind: 'error'; error: ModelApiError }
  /** No answer at all: the request waits until its signal aborts. */
  | { kind: 'hang' };

export const DEFAULT_USAGE: TokenUsage = { input_tokens: 100, output_tokens: 20 };

/** A reply with this text. */
export function text(content: string, usage: TokenUsage = DEFAULT_USAGE): Scripted {
  return { kind: 'reply', content, usage };
}

/** A well-formed verdict: the JSON the judge asks for. */
export function verdict(scores: Record<string, number>, failReasons: string[] = [], usage: TokenUsage = DEFAULT_USAGE): Scripted {
  return text(JSON.stringify({ scores, fail_reasons: failReasons }), usage);
}

/** An HTTP error status, as the real client reports it after the SDK gave up. */
export function httpFailure(status: number, message: string, retryAfterMs: number | null = null): Scripted {
  return { kind: 'error', error: new ModelApiError(`${status} ${message}`, status, { retryAfterMs }) };
}

/** A failure without a status: no connection, or an unreadable reply. */
export function failure(kind: Exclude<ModelFailureKind, 'http'>, message: string, networkCode: string | null = null): Scripted {
  return { kind: 'error', error: new ModelApiError(message, null, { kind, networkCode }) };
}

export const HANG: Scripted = { kind: 'hang' };

export interface FakeModelClient extends ModelClient {
  /** What the next requests to `model` get, in order; `*` stands for any model with nothing queued of its own. */
  enqueue(model: string, ...replies: Scripted[]): void;
  /** The answer once the queues are empty (default: a passing verdict on every asked criterion). */
  otherwise(answer: (request: ChatRequest) => Scripted): void;
  /** Every chat request, in the order they were sent. */
  readonly chats: ChatRequest[];
  /** Every embeddings request. */
  readonly embeddings: { model: string; texts: string[] }[];
  /** What embed() answers: a vector per text (default: letter counts, so equal texts are identical). */
  embedWith(vectors: (texts: string[]) => number[][] | Scripted): void;
}

export function createFakeModelClient(): FakeModelClient {
  const queues = new Map<string, Scripted[]>();
  const chats: ChatRequest[] = [];
  const embeddings: { model: string; texts: string[] }[] = [];
  let fallback: (request: ChatRequest) => Scripted = passEverything;
  let vectorsOf: (texts: string[]) => number[][] | Scripted = (texts) => texts.map(letterCounts);

  const next = (request: ChatRequest): Scripted => queues.get(request.model)?.shift() ?? queues.get('*')?.shift() ?? fallback(request);

  return {
    chats,
    embeddings,
    enqueue(model, ...replies) {
      queues.set(model, [...(queues.get(model) ?? []), ...replies]);
    },
    otherwise(answer) {
      fallback = answer;
    },
    embedWith(answer) {
      vectorsOf = answer;
    },
    async chat(request, signal): Promise<ChatReply> {
      chats.push(structuredClone(request));
      return answer(next(request), signal, (content, usage) => ({ content, usage }));
    },
    async embed(model, texts, signal) {
      embeddings.push({ model, texts: [...texts] });
      const vectors = vectorsOf(texts);
      if (!Array.isArray(vectors)) return answer(vectors, signal, () => ({ vectors: [], usage: DEFAULT_USAGE }));
      return { vectors, usage: { input_tokens: texts.length * 10, output_tokens: 0 } };
    },
  };
}

async function answer<T>(
  scripted: Scripted,
  signal: AbortSignal | undefined,
  reply: (content: string, usage: TokenUsage) => T,
): Promise<T> {
  if (signal?.aborted) throw signal.reason;
  switch (scripted.kind) {
    case 'reply':
      return reply(scripted.content, scripted.usage);
    case 'error':
      throw scripted.error;
    case 'hang':
      return new Promise<T>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
  }
}

/** Full marks on every criterion the request's response schema asks for (or the criteria named in its prompt). */
export function passEverything(request: ChatRequest): Scripted {
  const format = request.responseFormat;
  const schema = format?.type === 'json_schema' ? (format.schema as { properties?: { scores?: { required?: string[] } } }) : undefined;
  const criteria = schema?.properties?.scores?.required ?? [];
  return verdict(Object.fromEntries(criteria.map((c) => [c, 1])));
}

function letterCounts(text: string): number[] {
  const counts = new Array<number>(26).fill(0);
  for (const ch of text.toLowerCase()) {
    const i = ch.charCodeAt(0) - 97;
    if (i >= 0 && i < 26) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}
