// A flow agent served over A2A 1.0 JSON-RPC with the official @a2a-js/sdk, built as the SDK's sample
// agent is (src/samples/agents/sample-agent): an AgentExecutor behind DefaultRequestHandler and an
// InMemoryTaskStore, served by express with the SDK's agentCardHandler and jsonRpcHandler. Rules stand
// in for a model, so every answer is the same for the same conversation.
//
// Each message runs the sample's task lifecycle: the task, a "working" status update with the interim
// text "Processing your question", the answer in an artifact, then the task completed, or left
// input-required with a question that the user's next message answers (the same task goes on).
// The artifact's last part is a data part {"agent_eval": {"state": {current_node_id, facts,
// tool_calls}}}: where the flow is, what it knows, what it called, for agent-eval to check. The
// card lists the agent_eval state extension, which says the agent sends it.
//
//   PORT=41241 node examples/a2a-agent/agent.mjs
//
// EXAMPLE_FAULT=misroute sends a broken router to the billing desk: the kind of regression a
// suite should catch.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { AGENT_CARD_PATH, A2A_PROTOCOL_VERSION, Role, TaskState } from '@a2a-js/sdk';
import { AgentEvent, DefaultRequestHandler, InMemoryTaskStore } from '@a2a-js/sdk/server';
import { agentCardHandler, jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';

/** The card extension by which an agent says it sends agent_eval.state (docs/protocol.md). */
export const STATE_EXTENSION = 'https://github.com/agent-eval/agent-eval-action/extensions/a2a-state/v1';
const FAULTS = ['misroute'];
/** Conversations the agent remembers at once; the oldest is forgotten first. */
const MAX_CONTEXTS = 10_000;

/**
 * The flow: from each node, where a user message goes, what the agent says, what it learns, and
 * whether it waits for an answer (input-required).
 */
const FLOW = {
  start: () => ({ node: 'menu', say: 'Welcome to Acme internet support! Is something broken, or is it about a bill?' }),
  menu: (text, fault) => {
    if (/router|internet|wi-?fi|connection|offline/i.test(text) && fault !== 'misroute')
      return {
        node: 'troubleshoot',
        say: "Sorry your connection is down. Let's get it back.",
        facts: { issue: 'router' },
        ask: 'Have you restarted the router?',
      };
    if (/router|internet|wi-?fi|connection|offline|bill|invoice|charge/i.test(text))
      return {
        node: 'billing',
        say: 'I can explain your last bill. Which charge is it about?',
        facts: { issue: 'billing' },
        call: { name: 'lookup_bill', args: { period: 'last' } },
      };
    return { node: 'menu', say: 'Sorry, I did not get that. Is something broken, or is it about a bill?' };
  },
  troubleshoot: (text, _fault, facts) => {
    if (/^\s*(yes|yep|i did|done)/i.test(text)) {
      const ticket = `T-${1000 + Object.keys(facts).length}`;
      return {
        node: 'ticket',
        say: `Thanks. I have opened ticket ${ticket}: a technician will call you today.`,
        facts: { restarted: true, ticket },
        call: { name: 'open_ticket', args: { issue: facts.issue ?? null } },
      };
    }
    return { node: 'troubleshoot', say: 'Please restart it: unplug it for ten seconds.', ask: 'Is it back?' };
  },
  billing: (text) =>
    /thank|bye/i.test(text)
      ? { node: 'goodbye', say: 'Glad I could help. Have a great day!' }
      : { node: 'billing', say: 'That charge is your monthly plan.' },
  ticket: (text) =>
    /thank|bye/i.test(text)
      ? { node: 'goodbye', say: 'Glad I could help. Have a great day!' }
      : { node: 'ticket', say: 'Your ticket is open.' },
  goodbye: () => ({ node: 'goodbye', say: 'Goodbye!' }),
};

const textPart = (text) => ({ content: { $case: 'text', value: text }, metadata: undefined, filename: '', mediaType: 'text/plain' });
const dataPart = (data) => ({ content: { $case: 'data', value: data }, metadata: undefined, filename: '', mediaType: 'application/json' });

function agentMessage(text, taskId, contextId) {
  return {
    role: Role.ROLE_AGENT,
    messageId: randomUUID(),
    parts: [textPart(text)],
    taskId,
    contextId,
    extensions: [],
    metadata: {},
    referenceTaskIds: [],
  };
}

/** The executor: one flow step per user message, in the sample agent's task lifecycle. */
export class FlowAgentExecutor {
  /** contextId -> {node, facts}: the agent's own memory of each conversation. */
  #contexts = new Map();
  #fault;

  constructor(fault) {
    this.#fault = fault;
  }

  cancelTask = async () => {};

  async execute(requestContext, eventBus) {
    const { userMessage, taskId, contextId } = requestContext;
    // 1. Every turn begins with the task: the one this message continues, or a new one.
    eventBus.publish(
      AgentEvent.task(
        requestContext.task ?? {
          id: taskId,
          contextId,
          status: { state: TaskState.TASK_STATE_SUBMITTED, timestamp: new Date().toISOString(), message: undefined },
          artifacts: [],
          history: [userMessage],
          metadata: userMessage.metadata,
        },
      ),
    );
    // 2. Working, with the interim text the sample sends: progress, not the answer.
    const status = (state, message) =>
      AgentEvent.statusUpdate({ taskId, contextId, status: { state, message, timestamp: new Date().toISOString() }, metadata: {} });
    eventBus.publish(status(TaskState.TASK_STATE_WORKING, agentMessage('Processing your question', taskId, contextId)));

    // 3. One flow step.
    const text = userMessage.parts.find((p) => p.content?.$case === 'text')?.content.value ?? '';
    const memory = this.#remember(contextId);
    const step = FLOW[memory.node](text, this.#fault, memory.facts);
    memory.node = step.node;
    Object.assign(memory.facts, step.facts ?? {});
    const state = { current_node_id: step.node, facts: { ...memory.facts }, tool_calls: step.call ? [step.call] : [] };

    // 4. The answer, in an artifact: the text, then where the flow is for agent-eval.
    eventBus.publish(
      AgentEvent.artifactUpdate({
        taskId,
        contextId,
        artifact: {
          artifactId: randomUUID(),
          name: 'Result',
          description: 'The answer of this turn.',
          parts: [textPart(step.say), dataPart({ agent_eval: { state } })],
          metadata: undefined,
          extensions: [],
        },
        lastChunk: true,
        append: false,
        metadata: undefined,
      }),
    );
    // 5. Completed, or waiting for the user's answer to a question.
    eventBus.publish(
      step.ask === undefined
        ? status(TaskState.TASK_STATE_COMPLETED, undefined)
        : status(TaskState.TASK_STATE_INPUT_REQUIRED, agentMessage(step.ask, taskId, contextId)),
    );
    eventBus.finished();
  }

  #remember(contextId) {
    let memory = this.#contexts.get(contextId);
    if (memory === undefined) {
      if (this.#contexts.size >= MAX_CONTEXTS) this.#contexts.delete(this.#contexts.keys().next().value);
      memory = { node: 'start', facts: {} };
      this.#contexts.set(contextId, memory);
    }
    return memory;
  }
}

/** The Agent Card: one JSONRPC interface at `url`, streaming, and the agent_eval state extension. */
export function agentCard(url) {
  return {
    name: 'Acme internet support',
    description: 'A flow agent: a menu, a router troubleshooter that opens tickets, and a billing desk.',
    supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: A2A_PROTOCOL_VERSION }],
    provider: { organization: 'Acme', url: 'https://example.com/acme' },
    version: '1.0.0',
    capabilities: {
      streaming: true,
      pushNotifications: false,
      extensions: [
        { uri: STATE_EXTENSION, description: 'Sends agent_eval.state in a data part of each answer', required: false, params: undefined },
      ],
      extendedAgentCard: false,
    },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ['text'],
    defaultOutputModes: ['text', 'task-status'],
    skills: [
      {
        id: 'support',
        name: 'Internet support',
        description: 'Fixes a connection or explains a bill.',
        tags: ['support'],
        examples: ['my router is broken', 'a charge on my bill'],
        inputModes: ['text'],
        outputModes: ['text', 'task-status'],
        securityRequirements: [],
      },
    ],
    documentationUrl: '',
    signatures: [],
  };
}

/** Starts the agent on `host:port` (0: any free port); resolves with its base URL and a close function. */
export async function startAgent({ host = '127.0.0.1', port = 41241, fault } = {}) {
  if (fault !== undefined && !FAULTS.includes(fault))
    throw new Error(`EXAMPLE_FAULT must be ${FAULTS.join(' or ')}, not ${JSON.stringify(fault)}`);
  const app = express();
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, (error) => (error ? reject(error) : resolve(s)));
  });
  const address = server.address();
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  // The card names the interface at the address the agent listens on, known once it listens.
  const requestHandler = new DefaultRequestHandler(agentCard(`${url}/`), new InMemoryTaskStore(), new FlowAgentExecutor(fault));
  app.use(`/${AGENT_CARD_PATH}`, agentCardHandler({ agentCardProvider: requestHandler }));
  app.use(jsonRpcHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication }));
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fault = process.env.EXAMPLE_FAULT || undefined;
  const port = Number(process.env.PORT ?? 41241);
  startAgent({ host: process.env.HOST || '127.0.0.1', port, fault }).then(
    ({ url, close }) => {
      console.log(`Acme A2A agent at ${url} (Agent Card: ${url}/${AGENT_CARD_PATH})${fault ? `, fault ${fault}` : ''}`);
      for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void close().then(() => process.exit(0)));
    },
    (error) => {
      console.error(`examples/a2a-agent: ${error.message}`);
      process.exit(1);
    },
  );
}
