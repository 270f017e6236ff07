// A Policy backed by a real chat model, for agents configured with an OpenAI key or a compatible
// base URL. Routing is a forced `process_node` function call whose parameters are those of the node
// type (start: next_node_id; conversation: option_id, "-1" to stay), each an enum of the node's real
// choices; facts and the reply are JSON / text answers. Every call runs at temperature 0 with the
// request's seed. A model error, or an answer that names no real choice, falls back to the rule
// policy for that step and records a warning on the turn, so a degraded turn is never silent.
import type { ChatReply, ChatRequest, ToolDefinition } from '../openai/client.ts';
import { errorMessage } from '../errors.ts';
import { STAY_OPTION_ID } from './flow.ts';
import type { FactStatement } from './memory.ts';
import { PROCESS_NODE, rulePolicy, type Policy, type PolicyTurn } from './policy.ts';

/** The slice of ModelClient this policy needs, so tests and other backends can stand in. */
export interface ChatModel {
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply>;
}

export interface ModelPolicyOptions {
  chat: ChatModel;
  model: string;
}

const ROUTER_PROMPT =
  `You route a conversation through a flow of nodes. Call ${PROCESS_NODE} for the node the conversation is in. ` +
  `At a conversation node, option_id is the option the user's message selects, or "${STAY_OPTION_ID}" to stay in the node when it selects none.`;

export function modelPolicy(options: ModelPolicyOptions): Policy {
  const rules = rulePolicy();

  async function ask(
    turn: PolicyTurn,
    step: string,
    request: Pick<ChatRequest, 'messages' | 'responseFormat' | 'tools' | 'toolChoice'>,
  ): Promise<ChatReply> {
    turn.modelRequests?.push({ step, model: options.model, messages: request.messages.map((m) => ({ role: m.role, content: m.content })) });
    return options.chat.chat({ model: options.model, temperature: 0, seed: turn.seed, ...request });
  }

  /** The arguments of the forced process_node call; anything else is an error the caller falls back on. */
  async function callProcessNode(
    turn: PolicyTurn,
    step: string,
    parameters: Record<string, unknown>,
    situation: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const tool: ToolDefinition = { name: PROCESS_NODE, description: 'Process the current node and move the conversation on.', parameters };
    const reply = await ask(turn, step, {
      messages: [
        { role: 'system', content: ROUTER_PROMPT },
        { role: 'user', content: JSON.stringify({ ...situation, message: turn.userMessage }) },
      ],
      tools: [tool],
      toolChoice: { name: PROCESS_NODE },
    });
    const call = reply.toolCalls?.find((c) => c.name === PROCESS_NODE);
    if (call === undefined) throw new Error(`the model did not call ${PROCESS_NODE}`);
    if (call.arguments['current_node_id'] !== undefined && call.arguments['current_node_id'] !== turn.node.id) {
      throw new Error(
        `${PROCESS_NODE} named node ${JSON.stringify(call.arguments['current_node_id'])}, not the current node "${turn.node.id}"`,
      );
    }
    return call.arguments;
  }

  async function withFallback<T>(turn: PolicyTurn, step: string, viaModel: () => Promise<T>, viaRules: () => Promise<T>): Promise<T> {
    try {
      return await viaModel();
    } catch (error) {
      // ModelApiError messages are already free of the API key.
      turn.warnings.push(`model policy: ${step} at node "${turn.node.id}" fell back to the flow's rules (${errorMessage(error)})`);
      return viaRules();
    }
  }

  return {
    name: `model:${options.model}`,

    chooseNext(turn, node) {
      return withFallback(
        turn,
        'next node choice',
        async () => {
          const answer = await callProcessNode(turn, 'next node choice', processNodeParameters(node.id, 'next_node_id', [node.next]), {
            current_node_id: node.id,
            type: 'start',
            next_node_id: node.next,
          });
          return knownChoice(answer, 'next_node_id', [node.next]);
        },
        () => rules.chooseNext(turn, node),
      );
    },

    chooseOption(turn, node) {
      return withFallback(
        turn,
        'option choice',
        async () => {
          const ids = [...node.options.map((o) => o.id), STAY_OPTION_ID];
          const answer = await callProcessNode(turn, 'option choice', processNodeParameters(node.id, 'option_id', ids), {
            current_node_id: node.id,
            type: 'conversation',
            prompt: node.prompt,
            options: node.options.map((o) => ({ id: o.id, label: o.label, keywords: o.keywords })),
          });
          return knownChoice(answer, 'option_id', ids);
        },
        () => rules.chooseOption(turn, node),
      );
    },

    extractFacts(turn) {
      return withFallback(
        turn,
        'fact extraction',
        async () => {
          const keys = turn.flow.facts.map((r) => r.key);
          const reply = await ask(turn, 'fact extraction', {
            responseFormat: { type: 'json_object' },
            messages: [
              {
                role: 'system',
                content:
                  'Extract the facts the user states or asks to forget. Answer only JSON {"facts": [{"key": string, "value": string} | {"key": string, "forget": true}]} using only the given keys, in the order the message says them.',
              },
              { role: 'user', content: JSON.stringify({ keys, known: turn.facts, message: turn.userMessage }) },
            ],
          });
          return readFacts(parseJson(reply.content)['facts'], new Set([...keys, ...turn.flow.forget.map((r) => r.key)]));
        },
        () => rules.extractFacts(turn),
      );
    },

    // Which tools to call is a flow rule (recall and knowledge-base keywords), kept deterministic.
    chooseTools(turn) {
      return rules.chooseTools(turn);
    },

    reply(input) {
      const { turn } = input;
      return withFallback(
        turn,
        'reply',
        async () => {
          const reply = await ask(turn, 'reply', {
            responseFormat: { type: 'plain' },
            messages: [
              {
                role: 'system',
                content:
                  'You are a helpful assistant. Follow the instructions, acknowledge any fact changes and tool results, and reply in plain text.',
              },
              {
                role: 'user',
                content: JSON.stringify({
                  instructions: input.instructions,
                  prompt: input.next.prompt,
                  stayed: input.stayed,
                  fact_changes: input.factChanges,
                  facts: input.facts,
                  tools: input.tools,
                  message: turn.userMessage,
                }),
              },
            ],
          });
          const text = reply.content.trim();
          if (text === '') throw new Error('empty reply');
          return text;
        },
        () => rules.reply(input),
      );
    },
  };
}

/** process_node's JSON Schema at one node: the node id, and the one choice as an enum of the real ones. */
function processNodeParameters(nodeId: string, choice: 'next_node_id' | 'option_id', ids: readonly string[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      current_node_id: { type: 'string', enum: [nodeId] },
      [choice]: { type: 'string', enum: [...ids] },
    },
    required: ['current_node_id', choice],
    additionalProperties: false,
  };
}

function knownChoice(answer: Record<string, unknown>, field: string, ids: readonly string[]): string {
  const id = answer[field];
  if (typeof id !== 'string' || !ids.includes(id)) {
    throw new Error(`${PROCESS_NODE} chose ${field} ${JSON.stringify(id) ?? 'nothing'}, which is not one of ${JSON.stringify(ids)}`);
  }
  return id;
}

function parseJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('the answer is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('the answer is not a JSON object');
  return value as Record<string, unknown>;
}

function readFacts(raw: unknown, allowed: ReadonlySet<string>): FactStatement[] {
  if (!Array.isArray(raw)) throw new Error('"facts" is not a list');
  return raw.map((item: unknown): FactStatement => {
    const fact = item as { key?: unknown; value?: unknown; forget?: unknown } | null;
    if (typeof fact?.key !== 'string' || !allowed.has(fact.key)) throw new Error(`unknown fact key ${JSON.stringify(fact?.key)}`);
    if (fact.forget === true) return { key: fact.key, forget: true };
    if (typeof fact.value !== 'string') throw new Error(`fact ${fact.key} has no string value`);
    return { key: fact.key, value: fact.value };
  });
}
