// The reference agent as a server: HTTP `POST /execute` and WebSocket `/internal/agent/test`,
// both speaking the agent protocol (the prompt snapshot in the result over HTTP, in a `debug` event
// over WebSocket), with an optional bearer token, an optional chat model behind its decisions, and
// seeded fault injection.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import { errorMessage, UserError } from '../errors.ts';
import { createModelClient } from '../openai/client.ts';
import type { Logger } from '../logger.ts';
import { redactUrl } from '../url.ts';
import { createEngine, FlowStateError, type Engine } from './engine.ts';
import {
  AttemptCounter,
  checkSlowNodes,
  divergentPolicy,
  planFaults,
  runKey,
  turnDelay,
  type Fault,
  type FaultOptions,
  type TurnFaults,
} from './faults.ts';
import { DEMO_FLOW_FILE, loadFlowFile, type Flow } from './flow.ts';
import { modelPolicy } from './model-policy.ts';
import type { Policy } from './policy.ts';
import { describeRequestIssues, ExecuteRequestSchema, type ExecutionResult } from './protocol.ts';

export const EXECUTE_PATH = '/execute';
export const WEBSOCKET_PATH = '/internal/agent/test';
/** Far above any real conversation; a bigger body is refused rather than buffered. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ReferenceAgentOptions extends FaultOptions {
  /** Default 127.0.0.1: the agent is a local test fixture unless asked otherwise. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** The flow to serve; default: `flowFile`, else the demo flow. */
  flow?: Flow;
  flowFile?: string;
  /** When set, every request must carry `Authorization: Bearer <token>`. */
  token?: string;
  /** Option (or "node/option") -> wrong node: a routing regression for a harness to detect. */
  misroute?: Readonly<Record<string, string>>;
  /** Default: the model policy when `model` is set, else the flow's rules. */
  policy?: Policy;
  /** Decide with this chat model (the flow's rules answer, with a warning, whenever it fails). */
  model?: ReferenceModel | undefined;
  /** Receives a line per injected fault and per internal error. */
  logger?: Logger;
  /**
   * Waits out a turn's delay (latencyMs, its jitter and slow node) and must reject when the signal
   * aborts; default: a timer. A test or the bench passes a virtual clock's, to run in virtual time.
   */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The chat model behind the reference agent's model policy. */
export interface ReferenceModel {
  model: string;
  /** null: a compatible server that needs no key (baseURL is then required). */
  apiKey: string | null;
  /** null: the OpenAI API. */
  baseURL: string | null;
}

/** The model is configured but cannot be reached: no key and no compatible base URL. */
export class ReferenceModelError extends UserError {
  override name = 'ReferenceModelError';
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The reference agent's model from the environment: AGENT_EVAL_REFERENCE_MODEL, the key from
 * AGENT_EVAL_REFERENCE_API_KEY or OPENAI_API_KEY, the base URL from OPENAI_BASE_URL. `flags`
 * (e.g. serve's --model and --model-base-url) take precedence. Undefined when no model is named;
 * a ReferenceModelError when one is named without a key or a base URL.
 */
export function referenceModelFromEnv(
  env: Env,
  flags: { model?: string | undefined; baseURL?: string | undefined } = {},
): ReferenceModel | undefined {
  const model = text(flags.model) ?? text(env.AGENT_EVAL_REFERENCE_MODEL);
  const baseURL = text(flags.baseURL) ?? text(env.OPENAI_BASE_URL);
  if (model === null) {
    if (text(flags.baseURL) !== null)
      throw new ReferenceModelError(
        'a model base URL was given without a model; name the model with --model (or env AGENT_EVAL_REFERENCE_MODEL)',
      );
    return undefined;
  }
  const apiKey = text(env.AGENT_EVAL_REFERENCE_API_KEY) ?? text(env.OPENAI_API_KEY);
  if (apiKey === null && baseURL === null) {
    throw new ReferenceModelError(
      `the reference agent's model "${model}" has no API key and no base URL: set OPENAI_API_KEY (or AGENT_EVAL_REFERENCE_API_KEY), ` +
        'or point it at a compatible server with --model-base-url (or env OPENAI_BASE_URL)',
    );
  }
  if (baseURL !== null && !URL.canParse(baseURL)) {
    throw new ReferenceModelError(`the model base URL "${redactUrl(baseURL)}" is not a URL; give one like http://127.0.0.1:11434/v1`);
  }
  return { model, apiKey, baseURL };
}

/** Unset and empty (as CI passes unset values) are the same. */
function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Each call is retried once and given 20 s: a turn asks up to three times (facts, process_node,
 * reply) within the harness's default 30 s turn timeout, and the rules answer whatever fails.
 */
const MODEL_MAX_RETRIES = 1;
const MODEL_TIMEOUT_MS = 20_000;
/** The SDK refuses an empty key; a keyless compatible server ignores this one. */
const NO_API_KEY = 'no-key';

function referenceModelPolicy(config: ReferenceModel, logger: Logger | undefined): Policy {
  const chat = createModelClient({
    apiKey: config.apiKey ?? NO_API_KEY,
    baseURL: config.baseURL,
    maxRetries: MODEL_MAX_RETRIES,
    timeoutMs: MODEL_TIMEOUT_MS,
    logger,
    purpose: 'reference agent model',
  });
  return modelPolicy({ chat, model: config.model });
}

export interface ReferenceAgent {
  /** http://host:port, the target to give the harness. */
  url: string;
  flow: Flow;
  /** Stops listening, ends hanging turns and cuts every open connection. */
  close(): Promise<void>;
}

/** What one execute request comes to, before the transport writes it. */
export type Outcome =
  | { kind: 'result'; result: ExecutionResult; fault: Extract<Fault, 'drop' | 'malformed'> | null; malformed: TurnFaults['malformed'] }
  | { kind: 'error'; status: number; code: string; message: string }
  /** Hung until the client gave up or the server closed: nothing to write. */
  | { kind: 'silent' };

type Execute = (body: unknown, traceparent: string | undefined, gone: AbortSignal) => Promise<Outcome>;

/** The reference agent without its transports: what each execute request comes to, faults and delay included. */
export interface ReferenceTurns {
  flow: Flow;
  /** One request's outcome; `gone` aborts its wait (the client left, the server closes). */
  execute: Execute;
}

/**
 * The agent's turns as both transports play them, for the server below and for an in-process
 * client (tests, the bench). Throws a MisrouteError or a SlowNodeError for a node the flow lacks.
 */
export async function createReferenceTurns(options: ReferenceAgentOptions = {}): Promise<ReferenceTurns> {
  const flow = options.flow ?? (await loadFlowFile(options.flowFile ?? DEMO_FLOW_FILE));
  checkSlowNodes(flow, options.slowNodes ?? {});
  const logger = options.logger;
  const policy = options.policy ?? (options.model ? referenceModelPolicy(options.model, logger) : undefined);
  const engine = createEngine({ flow, ...(policy ? { policy } : {}), ...(options.misroute ? { misroute: options.misroute } : {}) });
  const attempts = new AttemptCounter();
  const internalError = (error: unknown): void => {
    logger?.error(`reference agent: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };
  return {
    flow,
    execute: (body, traceparent, gone) =>
      executeRequest(engine, options, attempts, body, traceparent, gone, logger).catch((error: unknown) => {
        internalError(error);
        return { kind: 'error', status: 500, code: 'INTERNAL', message: 'internal error in the reference agent' };
      }),
  };
}

export async function startReferenceAgent(options: ReferenceAgentOptions = {}): Promise<ReferenceAgent> {
  const turns = await createReferenceTurns(options);
  const { flow } = turns;
  const logger = options.logger;
  const closing = new AbortController();

  const internalError = (error: unknown): void => {
    logger?.error(`reference agent: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };
  const execute: Execute = (body, traceparent, gone) => turns.execute(body, traceparent, AbortSignal.any([closing.signal, gone]));

  const server = createServer((req, res) => {
    void handleHttp(req, res, options.token, execute, flow).catch((error: unknown) => {
      internalError(error);
      res.destroy();
    });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    if (new URL(req.url ?? '/', 'http://agent').pathname !== WEBSOCKET_PATH) {
      refuseUpgrade(socket, 404, 'Not Found', `WebSocket endpoint is ${WEBSOCKET_PATH}`);
      return;
    }
    if (!authorized(req, options.token)) {
      refuseUpgrade(socket, 401, 'Unauthorized', 'missing or wrong bearer token');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => serveSocket(ws, req, execute));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closed: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    flow,
    close() {
      closed ??= (async () => {
        closing.abort(new Error('reference agent closed'));
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stopped;
      })();
      return closed;
    },
  };
}

async function executeRequest(
  engine: Engine,
  options: ReferenceAgentOptions,
  attempts: AttemptCounter,
  body: unknown,
  traceparent: string | undefined,
  gone: AbortSignal,
  logger: Logger | undefined,
): Promise<Outcome> {
  const parsed = ExecuteRequestSchema.safeParse(body);
  if (!parsed.success) {
    return { kind: 'error', status: 400, code: 'BAD_REQUEST', message: `not an execute request: ${describeRequestIssues(parsed.error)}` };
  }
  const request = parsed.data;
  const conversationId = request.test?.conversation_id ?? '';
  const turnId = request.test?.turn_id ?? `turn ${request.context.history.filter((m) => m.role === 'user').length + 1}`;
  const attempt = attempts.next(conversationId, turnId);
  // Attempts are counted per conversation (a retry is the same conversation), draws keyed by the run.
  const key = { run: runKey(request.test), turnId, attempt, requestSeed: request.params.seed };
  const faults = planFaults(options, key);
  const where = `conversation ${conversationId || '(none)'} ${turnId} attempt ${attempt}`;
  if (faults.fault !== null) logger?.info(`reference agent: injecting ${faults.fault} into ${where}`);
  if (faults.divergence !== null) logger?.info(`reference agent: taking a random option in ${where}`);

  // Every answer waits out the turn's delay; a hang waits (on the real clock) until the client gives up.
  const delayed = async (endNode: string | null): Promise<boolean> => {
    try {
      const ms = turnDelay(options, key, endNode);
      if (ms > 0) await (options.sleep ?? defaultSleep)(ms, gone);
      return true;
    } catch {
      return false;
    }
  };
  if (faults.fault === 'timeout') {
    try {
      await sleep(2_147_483_647, undefined, { signal: gone });
    } catch {
      // The client gave up or the server closed.
    }
    return { kind: 'silent' };
  }
  if (faults.fault === 'error') {
    if (!(await delayed(null))) return { kind: 'silent' };
    return { kind: 'error', status: 500, code: 'INJECTED_ERROR', message: 'injected fault: internal error' };
  }

  let result: ExecutionResult;
  try {
    result = await engine.execute(request, {
      ...(faults.divergence ? { policy: divergentPolicy(engine.policy, faults.divergence) } : {}),
      traceparent,
    });
  } catch (error) {
    if (!(error instanceof FlowStateError)) throw error;
    if (!(await delayed(null))) return { kind: 'silent' };
    return { kind: 'error', status: 422, code: 'FLOW_STATE', message: error.message };
  }
  // The node the turn ended at decides whether a slow node slows it.
  if (!(await delayed(result.current_node_id))) return { kind: 'silent' };
  for (const warning of result.warnings) logger?.warning(`reference agent: ${where}: ${warning}`);
  const fault = faults.fault === 'drop' || faults.fault === 'malformed' ? faults.fault : null;
  return { kind: 'result', result, fault, malformed: faults.malformed };
}

const defaultSleep = async (ms: number, signal: AbortSignal): Promise<void> => {
  await sleep(ms, undefined, { signal });
};

function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function authorized(req: IncomingMessage, token: string | undefined): boolean {
  if (token === undefined || token === '') return true;
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function refuseUpgrade(socket: Duplex, status: number, text: string, message: string): void {
  const body = JSON.stringify(errorBody(status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND', message));
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n` +
      `${status === 401 ? 'WWW-Authenticate: Bearer\r\n' : ''}\r\n${body}`,
  );
}

/** The ExecutionResult cut short: what a crashed proxy or a half-written buffer looks like. */
function truncatedJson(result: ExecutionResult): string {
  const text = JSON.stringify(result);
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function handleHttp(
  req: IncomingMessage,
  res: ServerResponse,
  token: string | undefined,
  execute: Execute,
  flow: Flow,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://agent').pathname;
  if (path === '/health' && req.method === 'GET') {
    sendJson(res, 200, { status: 'ok', flow_id: flow.flow_id });
    return;
  }
  if (path !== EXECUTE_PATH) {
    sendJson(
      res,
      404,
      errorBody('NOT_FOUND', `no such endpoint ${path}; the agent serves POST ${EXECUTE_PATH} and WebSocket ${WEBSOCKET_PATH}`),
    );
    return;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, errorBody('METHOD_NOT_ALLOWED', `${EXECUTE_PATH} takes POST`), { allow: 'POST' });
    return;
  }
  if (!authorized(req, token)) {
    sendJson(res, 401, errorBody('UNAUTHORIZED', 'missing or wrong bearer token'), { 'www-authenticate': 'Bearer' });
    return;
  }
  const text = await readBody(req);
  if (text === null) {
    sendJson(res, 413, errorBody('TOO_LARGE', `the body is over ${MAX_BODY_BYTES} bytes`));
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    sendJson(res, 400, errorBody('BAD_REQUEST', `the body is not JSON: ${errorMessage(error)}`));
    return;
  }
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const traceparent = typeof req.headers.traceparent === 'string' ? req.headers.traceparent : undefined;
  const outcome = await execute(body, traceparent, gone.signal);
  if (outcome.kind === 'silent') {
    res.destroy();
    return;
  }
  if (outcome.kind === 'error') {
    sendJson(res, outcome.status, errorBody(outcome.code, outcome.message));
    return;
  }
  if (outcome.fault === 'drop') {
    // Headers and half the body, then the connection dies.
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.write(truncatedJson(outcome.result), () => req.socket.destroy());
    return;
  }
  if (outcome.fault === 'malformed') {
    if (outcome.malformed === 'not_json') {
      const text = truncatedJson(outcome.result);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    } else {
      // A wrong envelope: the result wrapped where the protocol expects it at the top level.
      sendJson(res, 200, { status: 'ok', data: outcome.result });
    }
    return;
  }
  sendJson(res, 200, outcome.result);
}

function serveSocket(ws: WebSocket, upgrade: IncomingMessage, execute: Execute): void {
  const gone = new AbortController();
  ws.on('close', () => gone.abort());
  ws.on('error', () => {});
  const traceparent = typeof upgrade.headers.traceparent === 'string' ? upgrade.headers.traceparent : undefined;
  const send = (message: unknown): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  ws.on('message', (data, isBinary) => {
    let message: unknown;
    try {
      message = JSON.parse(isBinary ? '' : String(data));
    } catch {
      send({ type: 'error', id: null, error: { code: 'BAD_REQUEST', message: 'the message is not JSON' } });
      return;
    }
    const record = typeof message === 'object' && message !== null && !Array.isArray(message) ? (message as Record<string, unknown>) : {};
    // A turn's own trace context (in the message) wins over the handshake's.
    const { type, id = null, traceparent: turnTrace, ...body } = record;
    if (type !== 'execute') {
      send({
        type: 'error',
        id,
        error: {
          code: 'BAD_REQUEST',
          message: `unknown message type ${JSON.stringify(type ?? null)}; send {"type": "execute", "id": ..., "context": ...}`,
        },
      });
      return;
    }
    void execute(body, typeof turnTrace === 'string' ? turnTrace : traceparent, gone.signal).then((outcome) => {
      if (outcome.kind === 'silent') return;
      if (outcome.kind === 'error') {
        send({ type: 'error', id, error: { code: outcome.code, message: outcome.message } });
        return;
      }
      // Over WebSocket the prompt snapshot is streamed as a `debug` event, after the tool events.
      const { prompt_snapshot: snapshot, ...result } = outcome.result;
      const events: unknown[] = result.tool_calls.flatMap((call) => [
        { type: 'tool_use', id: call.id, name: call.name, input: call.args },
        { type: 'tool_result', tool_use_id: call.id, content: call.result, ...(call.is_error ? { is_error: true } : {}) },
      ]);
      if (snapshot) events.push({ type: 'debug', prompt_snapshot: snapshot });
      if (outcome.fault === 'drop') {
        // The first streamed event arrives, then the socket dies mid-turn.
        if (events[0]) send({ type: 'event', id, event: events[0] });
        ws.terminate();
        return;
      }
      for (const event of events) send({ type: 'event', id, event });
      if (outcome.fault === 'malformed') {
        if (outcome.malformed === 'not_json' && ws.readyState === ws.OPEN) ws.send(truncatedJson(result));
        else send({ type: 'result', id, result: { status: 'ok', data: result } });
        return;
      }
      send({ type: 'result', id, result });
    });
  });
}
