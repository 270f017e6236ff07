// A Policy backed by a real chat model, for agents configured with an OpenAI key or a compatible
// base URL. Each decision asks the model once (temperature 0, the request's seed); a model error or
// an answer that cannot be read falls back to the rule policy for that step and records a warning,
// so a degraded turn is never silent.
import type { ChatRequest, ChatReply } from '../judge/openai.ts';
import { STAY_OPTION_ID, type ConversationNode } from './flow.ts';
import type { FactStatement } from './memory.ts';
import { PROCESS_NODE, rulePolicy, type Policy, type PolicyTurn } from './policy.ts';

/** The slice of ModelClient this policy needs, so tests and other backends can stand in. */
export interface ChatModel {
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply>;
}

export interface ModelPolicyOptions {
  chat: ChatModel;
  model: string;
  /** The conversation request's seed, passed through for reproducible sampling. */
  seed?: number | undefined;
}

export interface ModelPolicy extends Policy {
  /** Warnings recorded since the last call (fallbacks to rules), emptied by reading. */
  takeWarnings(): string[];
}

export function modelPolicy(options: ModelPolicyOptions): ModelPolicy {
  const rules = rulePolicy();
  let warnings: string[] = [];

  async function ask(system: string, user: string, json: boolean): Promise<string> {
    const reply = await options.chat.chat({
      model: options.model,
      temperature: 0,
      seed: options.seed,
      responseFormat: json ? { type: 'json_object' } : { type: 'plain' },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    });
    return reply.content;
  }

  async function withFallback<T>(step: string, viaModel: () => Promise<T>, viaRules: () => Promise<T>): Promise<T> {
    try {
      return await viaModel();
    } catch (error) {
      // ModelApiError messages are already free of the API key.
      warnings.push(`model policy: ${step} fell back to rules (${error instanceof Error ? error.message : String(error)})`);
      return viaRules();
    }
  }

  return {
    name: `model:${options.model}`,

    takeWarnings() {
      const taken = warnings;
      warnings = [];
      return taken;
    },

    chooseOption(turn, node) {
      return withFallback(
        'option choice',
        async () => {
          const ids = node.options.map((o) => o.id);
          const answer = parseJson(
            await ask(
              `You route a conversation. Call ${PROCESS_NODE} by answering only JSON {"current_node_id": string, "option_id": string}. ` +
                `option_id is one of ${JSON.stringify(ids)}, or "${STAY_OPTION_ID}" to stay at the current node.`,
              JSON.stringify({ current_node_id: node.id, prompt: node.prompt, options: node.options.map((o) => ({ id: o.id, keywords: o.keywords })), message: turn.userMessage }),
              true,
            ),
          );
          const id = typeof answer['option_id'] === 'string' ? answer['option_id'] : null;
          if (id === null || (id !== STAY_OPTION_ID && !ids.includes(id))) throw new Error(`unknown option_id ${JSON.stringify(answer['option_id'])}`);
          return id;
        },
        () => rules.chooseOption(turn, node),
      );
    },

    extractFacts(turn) {
      return withFallback(
        'fact extraction',
        async () => {
          const keys = turn.flow.facts.map((r) => r.key);
          const answer = parseJson(
            await ask(
              'Extract the facts the user states or asks to forget. Answer only JSON {"facts": [{"key": string, "value": string} | {"key": string, "forget": true}]} using only the given keys, in the order the message says them.',
              JSON.stringify({ keys, known: turn.facts, message: turn.userMessage }),
              true,
            ),
          );
          return readFacts(answer['facts'], new Set([...keys, ...turn.flow.forget.map((r) => r.key)]));
        },
        () => rules.extractFacts(turn),
      );
    },

    // Which tools to call is a flow rule (recall and knowledge-base keywords), kept deterministic.
    chooseTools(turn) {
      return rules.chooseTools(turn);
    },

    reply(input) {
      return withFallback(
        'reply',
        async () => {
          const text = (
            await ask(
              'You are a helpful assistant. Follow the instructions, acknowledge any fact changes and tool results, and reply in plain text.',
              JSON.stringify({ instructions: input.instructions, prompt: input.next.prompt, stayed: input.stayed, fact_changes: input.factChanges, facts: input.facts, tools: input.tools, message: input.turn.userMessage }),
              false,
            )
          ).trim();
          if (text === '') throw new Error('empty reply');
          return text;
        },
        () => rules.reply(input),
      );
    },
  };
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
