// A loopback OpenAI-compatible server for tests: POST /v1/chat/completions and /v1/embeddings with
// scripted replies and a log of every request, so the real openai client can be driven end to end.
// A chat request that forces a function (tool_choice) is answered with a call to it by default.
// Broken judges: `hang` never answers, `garbage` answers text that is not a verdict every time, and
// refusedBaseURL() names a loopback port where nothing listens (ECONNREFUSED).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; `any` so tests can read whatever field they assert on. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the client under test, read field by field
  body: any;
}

/** What the server does with one request. */
export type ScriptedReply =
  | { kind: 'content'; content: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** Function calls; `arguments` is sent as written (a string may be deliberately not JSON). */
  | { kind: 'tool_calls'; calls: { name: string; arguments: string }[] }
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  /** Drop the connection without answering: a network error for the client. */
  | { kind: 'drop' }
  /** Read the request and never answer (until the server closes). */
  | { kind: 'hang' };

export type ChatHandler = (body: RecordedRequest['body'], request: RecordedRequest) => ScriptedReply;

export interface FakeOpenAiServer {
  /** e.g. http://127.0.0.1:51234/v1 */
  baseURL: string;
  /** Every request received, in order (retries included). */
  requests: RecordedRequest[];
  chatRequests(): RecordedRequest[];
  embeddingRequests(): RecordedRequest[];
  /** Replies used first, in order, before falling back to the handler. */
  enqueue(...replies: ScriptedReply[]): void;
  setChatHandler(handler: ChatHandler): void;
  close(): Promise<void>;
}

export interface FakeOpenAiOptions {
  chat?: ChatHandler;
  /** Vector of one text; defaults to letter counts (a-z), so similar texts have similar vectors. */
  embed?: (text: string) => number[];
}

export const content = (text: string, usage = { prompt_tokens: 100, completion_tokens: 20 }): ScriptedReply => ({
  kind: 'content',
  content: text,
  usage,
});

export const verdict = (scores: Record<string, number>, failReasons: string[] = []): ScriptedReply =>
  content(JSON.stringify({ scores, fail_reasons: failReasons }));

/** A reply that calls `name`; an object is sent as its JSON, a string as is. */
export const toolCall = (name: string, args: Record<string, unknown> | string): ScriptedReply => ({
  kind: 'tool_calls',
  calls: [{ name, arguments: typeof args === 'string' ? args : JSON.stringify(args) }],
});

/** The function a chat request forces with tool_choice, or null. */
export function forcedFunction(body: RecordedRequest['body']): string | null {
  const name = body?.tool_choice?.function?.name;
  return typeof name === 'string' ? name : null;
}

/** The JSON Schema of the parameters of the request's function `name`. */
export function functionParameters(body: RecordedRequest['body'], name: string): FunctionParameters | undefined {
  const tools = (body?.tools ?? []) as { function?: { name?: string; parameters?: FunctionParameters } }[];
  return tools.find((t) => t?.function?.name === name)?.function?.parameters;
}

/** The JSON Schema of a function's parameters, as far as the tests read it. */
export interface FunctionParameters {
  type?: string;
  properties?: Record<string, { type?: string; enum?: unknown[]; description?: string }>;
  required?: string[];
  additionalProperties?: boolean;
}

/** A model that calls the forced function with the first value of each enum parameter. */
export const firstChoices: ChatHandler = (body) => {
  const name = forcedFunction(body) ?? '';
  const properties = functionParameters(body, name)?.properties ?? {};
  const args = Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, schema?.enum?.[0] ?? null]));
  return toolCall(name, args);
};

/** Without a handler: forced function calls get their first choices, anything else is judged a pass. */
export const defaultChat: ChatHandler = (body, request) =>
  forcedFunction(body) ? firstChoices(body, request) : passEverything(body, request);

/** A judge that never answers. */
export const hang: ChatHandler = () => ({ kind: 'hang' });

/** A judge that answers every question, the re-ask included, with text that is not JSON. */
export const garbage: ChatHandler = () => content('Looks great to me!');

/** The base URL of a loopback port nothing listens on: connecting is refused. */
export async function refusedBaseURL(): Promise<string> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

export const httpError = (status: number, message: string, headers?: Record<string, string>): ScriptedReply =>
  headers ? { kind: 'error', status, message, headers } : { kind: 'error', status, message };

/** Criteria the judge asked about, read from the json_schema or, without it, the prompt's criteria line. */
export function askedCriteria(body: RecordedRequest['body']): string[] {
  const required = body?.response_format?.json_schema?.schema?.properties?.scores?.required;
  if (Array.isArray(required)) return required as string[];
  const user = (body?.messages ?? []).find((m: { role: string }) => m.role === 'user')?.content ?? '';
  const line = /^Criteria \(JSON array\): (.*)$/m.exec(String(user));
  return line?.[1] ? (JSON.parse(line[1]) as string[]) : [];
}

/** The default judge: every asked criterion fully met. */
export const passEverything: ChatHandler = (body) => verdict(Object.fromEntries(askedCriteria(body).map((c) => [c, 1])));

export function letterCounts(text: string): number[] {
  const v = new Array<number>(26).fill(0);
  for (const ch of text.toLowerCase()) {
    const i = ch.charCodeAt(0) - 97;
    if (i >= 0 && i < 26) v[i] = (v[i] ?? 0) + 1;
  }
  return v;
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedReply[] = [];
  let chat = options.chat ?? defaultChat;
  const embed = options.embed ?? letterCounts;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        return sendError(res, 400, 'request body is not JSON');
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      const recorded: RecordedRequest = { path, headers: req.headers, body };
      requests.push(recorded);
      if (req.method !== 'POST') return sendError(res, 405, `${req.method} not allowed`);
      if (path !== '/v1/chat/completions' && path !== '/v1/embeddings') return sendError(res, 404, `no route ${path}`);

      const reply: ScriptedReply = queue.shift() ?? (path === '/v1/embeddings' ? embeddingsReply(body, embed) : chat(body, recorded));
      if (reply.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      if (reply.kind === 'hang') return; // close() ends the connection
      if (reply.kind === 'error') return sendError(res, reply.status, reply.message, reply.headers);
      if (path === '/v1/embeddings')
        return reply.kind === 'content'
          ? sendJson(res, 200, JSON.parse(reply.content))
          : sendError(res, 500, 'a tool-call reply was scripted for an embeddings request');
      const model = (body as { model?: string } | null)?.model ?? 'unknown';
      const message =
        reply.kind === 'tool_calls'
          ? {
              role: 'assistant',
              content: null,
              refusal: null,
              tool_calls: reply.calls.map((call, i) => ({ id: `call_${requests.length}_${i + 1}`, type: 'function', function: call })),
            }
          : { role: 'assistant', content: reply.content, refusal: null };
      sendJson(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model,
        choices: [{ index: 0, message, finish_reason: reply.kind === 'tool_calls' ? 'tool_calls' : 'stop', logprobs: null }],
        usage:
          reply.kind === 'content' && reply.usage
            ? { ...reply.usage, total_tokens: reply.usage.prompt_tokens + reply.usage.completion_tokens }
            : undefined,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    embeddingRequests: () => requests.filter((r) => r.path === '/v1/embeddings'),
    enqueue: (...replies) => queue.push(...replies),
    setChatHandler: (handler) => {
      chat = handler;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

function embeddingsReply(body: unknown, embed: (text: string) => number[]): ScriptedReply {
  const input = (body as { input?: unknown } | null)?.input;
  const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')];
  const data = texts.map((t, index) => ({ object: 'embedding', index, embedding: embed(t) }));
  const tokens = texts.reduce((n, t) => n + Math.ceil(t.length / 4), 0);
  return {
    kind: 'content',
    content: JSON.stringify({
      object: 'list',
      data,
      model: (body as { model?: string } | null)?.model,
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    }),
  };
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

function sendError(res: ServerResponse, status: number, message: string, headers?: Record<string, string>): void {
  sendJson(res, status, { error: { message, type: 'invalid_request_error', param: null, code: null } }, headers);
}
