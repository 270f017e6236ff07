// An A2A agent served with the official @a2a-js/sdk (its DefaultRequestHandler and JSON-RPC
// transport, on node:http since the SDK's own server needs express): the Agent Card at
// /.well-known/agent-card.json and JSON-RPC at /rpc, streaming or not as the card says. Each test
// gives the agent's behaviour as an AgentExecutor.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AGENT_CARD_PATH, AgentCard, formatSSEEvent, Role, TaskState, type Message, type Part } from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  UnauthenticatedUser,
  defaultServerCallContextBuilder,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
  validateVersion,
} from '@a2a-js/sdk/server';

export interface A2aServer {
  url: string;
  /** JSON-RPC requests received, as parsed. */
  requests: { method: string; params: Record<string, unknown> }[];
  /** The options, read on every request: change them between runs. */
  options: A2aServerOptions;
  close(): Promise<void>;
}

export const textPart = (text: string): Part => ({
  content: { $case: 'text', value: text },
  metadata: undefined,
  filename: '',
  mediaType: '',
});
export const dataPart = (data: unknown, metadata?: Record<string, unknown>): Part => ({
  content: { $case: 'data', value: data },
  metadata,
  filename: '',
  mediaType: 'application/json',
});

export function agentMessage(context: RequestContext, parts: Part[], metadata?: Record<string, unknown>): Message {
  return {
    messageId: `${context.taskId}-reply`,
    contextId: context.contextId,
    taskId: '',
    role: Role.ROLE_AGENT,
    parts,
    metadata,
    extensions: [],
    referenceTaskIds: [],
  };
}

/** An executor that answers each message with one Message (no task). */
export function replyWith(reply: (context: RequestContext) => { parts: Part[]; metadata?: Record<string, unknown> }): AgentExecutor {
  return {
    execute: async (context: RequestContext, bus: ExecutionEventBus) => {
      const { parts, metadata } = reply(context);
      bus.publish(AgentEvent.message(agentMessage(context, parts, metadata)));
      bus.finished();
    },
    cancelTask: async () => undefined,
  };
}

/** An executor that works on a task: working, an artifact, then completed with a status message. */
export function taskWith(reply: (context: RequestContext) => { parts: Part[]; artifact?: Part[]; state?: TaskState }): AgentExecutor {
  return {
    execute: async (context: RequestContext, bus: ExecutionEventBus) => {
      const { parts, artifact, state } = reply(context);
      const ids = { taskId: context.taskId, contextId: context.contextId };
      bus.publish(
        AgentEvent.task({
          id: context.taskId,
          contextId: context.contextId,
          status: { state: TaskState.TASK_STATE_SUBMITTED, message: undefined, timestamp: undefined },
          artifacts: [],
          history: [context.userMessage],
          metadata: undefined,
        }),
      );
      bus.publish(
        AgentEvent.statusUpdate({
          ...ids,
          status: { state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: undefined },
          metadata: undefined,
        }),
      );
      if (artifact)
        bus.publish(
          AgentEvent.artifactUpdate({
            ...ids,
            artifact: { artifactId: 'a1', name: 'result', description: '', parts: artifact, metadata: undefined, extensions: [] },
            append: false,
            lastChunk: true,
            metadata: undefined,
          }),
        );
      bus.publish(
        AgentEvent.statusUpdate({
          ...ids,
          status: { state: state ?? TaskState.TASK_STATE_COMPLETED, message: agentMessage(context, parts), timestamp: undefined },
          metadata: undefined,
        }),
      );
      bus.finished();
    },
    cancelTask: async () => undefined,
  };
}

/**
 * An executor with the task lifecycle of the a2a-js sample agent (src/samples/agents/sample-agent):
 * the task, a "working" status with the interim text "Processing your question", the answer in an
 * artifact, then completed with no message; or, when `question` is given, input-required with it.
 * A continued task (the user answered) is published again as the SDK hands it over.
 */
export function sampleTask(
  answer: (context: RequestContext) => { artifact: Part[]; question?: string },
  artifactId: (context: RequestContext) => string = () => crypto.randomUUID(),
): AgentExecutor {
  return {
    execute: async (context: RequestContext, bus: ExecutionEventBus) => {
      const ids = { taskId: context.taskId, contextId: context.contextId };
      bus.publish(
        AgentEvent.task(
          context.task ?? {
            id: context.taskId,
            contextId: context.contextId,
            status: { state: TaskState.TASK_STATE_SUBMITTED, message: undefined, timestamp: undefined },
            artifacts: [],
            history: [context.userMessage],
            metadata: undefined,
          },
        ),
      );
      const status = (state: TaskState, text?: string) =>
        AgentEvent.statusUpdate({
          ...ids,
          status: {
            state,
            message: text === undefined ? undefined : { ...agentMessage(context, [textPart(text)]), messageId: crypto.randomUUID() },
            timestamp: undefined,
          },
          metadata: undefined,
        });
      bus.publish(status(TaskState.TASK_STATE_WORKING, 'Processing your question'));
      const { artifact, question } = answer(context);
      bus.publish(
        AgentEvent.artifactUpdate({
          ...ids,
          artifact: {
            artifactId: artifactId(context),
            name: 'Result',
            description: '',
            parts: artifact,
            metadata: undefined,
            extensions: [],
          },
          append: false,
          lastChunk: true,
          metadata: undefined,
        }),
      );
      bus.publish(question === undefined ? status(TaskState.TASK_STATE_COMPLETED) : status(TaskState.TASK_STATE_INPUT_REQUIRED, question));
      bus.finished();
    },
    cancelTask: async () => undefined,
  };
}

/** Read on every request, so one server serves every test of a file. */
export interface A2aServerOptions {
  streaming: boolean;
  /** The card lists the agent_eval state extension. */
  declaresState: boolean;
  /** Answer SendMessage at once, with the task still working, so the client must poll GetTask. */
  returnImmediately: boolean;
  /** The card's JSONRPC interface URL (default: this server's /rpc). */
  interfaceUrl?: string | undefined;
  /** The card served instead of the SDK's (e.g. an A2A 0.3 card). */
  rawCard?: unknown;
  /** The card is refused with this HTTP status (e.g. 404). */
  cardStatus?: number | undefined;
  /** A hostile agent: answers the JSON-RPC request itself, bypassing the SDK. */
  raw?: ((res: http.ServerResponse) => void) | undefined;
}

export const A2A_STATE_EXTENSION_URI = 'https://github.com/agent-eval/agent-eval-action/extensions/a2a-state/v1';

export async function startA2aServer(executor: () => AgentExecutor, options: A2aServerOptions): Promise<A2aServer> {
  const requests: A2aServer['requests'] = [];
  let url = '';
  const card = (): AgentCard =>
    AgentCard.fromJSON({
      name: 'Support agent',
      description: 'Routes support requests',
      version: '1.0.0',
      supportedInterfaces: [{ url: options.interfaceUrl ?? `${url}/rpc`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
      capabilities: {
        streaming: options.streaming,
        extensions: options.declaresState ? [{ uri: A2A_STATE_EXTENSION_URI, description: 'agent_eval.state', required: false }] : [],
      },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain', 'application/json'],
      skills: [{ id: 'support', name: 'Support', description: 'Support', tags: ['support'] }],
    });
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        if (req.method === 'GET' && req.url === `/${AGENT_CARD_PATH}`) {
          if (options.cardStatus !== undefined) {
            res.writeHead(options.cardStatus, { 'content-type': 'text/plain' }).end('no agent here');
            return;
          }
          const served = options.rawCard ?? AgentCard.toJSON(card());
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
          return;
        }
        const body = JSON.parse(text) as { method: string; params: Record<string, unknown> };
        requests.push(structuredClone(body));
        if (options.raw) {
          options.raw(res);
          return;
        }
        if (options.returnImmediately && body.method === 'SendMessage') body.params.configuration = { returnImmediately: true };
        // As the SDK's express jsonRpcHandler does: the version the client asks for must be one the card offers.
        const requestedVersion = req.headers['a2a-version'];
        const context = defaultServerCallContextBuilder({
          extensions: undefined,
          user: new UnauthenticatedUser(),
          headers: req.headers,
          ...(typeof requestedVersion === 'string' ? { requestedVersion } : {}),
        });
        let answer: unknown;
        try {
          validateVersion(context.requestedVersion, card(), 'JSONRPC');
          // A handler per request, so it sees the card as the options now describe it.
          const handler = new JsonRpcTransportHandler(
            new DefaultRequestHandler(card(), store, { execute: (c, b) => executor().execute(c, b), cancelTask: async () => undefined }),
          );
          answer = await handler.handle(body, context);
        } catch (e) {
          answer = { jsonrpc: '2.0', id: (body as { id?: unknown }).id ?? null, error: JsonRpcTransportHandler.mapToJSONRPCError(e) };
        }
        if (answer !== null && typeof answer === 'object' && Symbol.asyncIterator in answer) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          for await (const event of answer as AsyncIterable<unknown>) res.write(formatSSEEvent(event));
          res.end();
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        }
      })().catch((e: unknown) => res.destroy(e instanceof Error ? e : new Error(String(e))));
    });
  });
  const store = new InMemoryTaskStore();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    options,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
