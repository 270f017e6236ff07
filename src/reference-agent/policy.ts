// The decisions a model makes in the engine's turn cycle, behind one port: where process_node
// leads (the start node's next node, or the option the user chose), which facts the message
// states, which extra tools to call, and what to say. The default rule policy reads all of it from
// the flow file, so the agent is reproducible offline; the model policy implements the same port.
import { STAY_OPTION_ID, type ConversationNode, type FactRule, type Flow, type FlowNode } from './flow.ts';
import type { FactChange, FactStatement, HistoryEntry } from './memory.ts';

export const PROCESS_NODE = 'process_node';
export const GET_FULL_HISTORY = 'get_full_history';
export const SEARCH_KNOWLEDGE_BASES = 'search_knowledge_bases';

export type StartNode = Extract<FlowNode, { type: 'start' }>;

/** What the policy sees of the turn: the flow, the node the conversation is in, and the user's message. */
export interface PolicyTurn {
  flow: Flow;
  node: FlowNode;
  userMessage: string;
  /** History before this turn, verbatim. */
  history: readonly HistoryEntry[];
  /** Facts before this turn. */
  facts: Readonly<Record<string, unknown>>;
  /** The request's params.seed, for reproducible sampling (undefined: none given). */
  seed?: number | undefined;
  /**
   * Where a policy records each degraded decision of this turn (a model error answered by the
   * rules). The engine returns them in the result's `warnings`, so a degraded turn is never silent.
   */
  warnings: string[];
  /**
   * Where a model-backed policy records each request it sends to its model this turn, as sent; the
   * engine returns them in the prompt snapshot when the request asks for tracing.
   */
  modelRequests?: ModelRequest[];
}

/** One request a policy sent to its chat model: which decision it was for, the model, the messages. */
export interface ModelRequest {
  step: string;
  model: string;
  messages: { role: string; content: string }[];
}

export interface ToolRequest {
  name: string;
  args: Record<string, unknown>;
}

export interface ToolOutcome extends ToolRequest {
  result: unknown;
}

export interface ReplyInput {
  turn: PolicyTurn;
  /** The node the conversation is in after process_node (the current one when it stayed). */
  next: FlowNode;
  stayed: boolean;
  /** The node processor's instructions, as returned by process_node. */
  instructions: string;
  factChanges: readonly FactChange[];
  /** Facts after this turn's statements are merged. */
  facts: Readonly<Record<string, unknown>>;
  /** Results of the tools called after process_node, in order. */
  tools: readonly ToolOutcome[];
}

export interface Policy {
  readonly name: string;
  /** At a start node: the next_node_id process_node is called with (the flow allows only `node.next`). */
  chooseNext(turn: PolicyTurn, node: StartNode): Promise<string>;
  /** At a conversation node: the id of the option the message selects, or STAY_OPTION_ID. */
  chooseOption(turn: PolicyTurn, node: ConversationNode): Promise<string>;
  /** Facts the message states or asks to forget, in the order it says them. */
  extractFacts(turn: PolicyTurn): Promise<FactStatement[]>;
  /** Tools to call after process_node, in order. */
  chooseTools(turn: PolicyTurn): Promise<ToolRequest[]>;
  /** The final assistant message of the turn. */
  reply(input: ReplyInput): Promise<string>;
}

/** True when `keyword` occurs in `text` as whole words, ignoring case ("option 2" is not in "option 20"). */
export function containsKeyword(text: string, keyword: string): boolean {
  const escaped = keyword.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

function containsAny(text: string, keywords: readonly string[]): boolean {
  return keywords.some((k) => containsKeyword(text, k));
}

/** Fills {name} and {name|fallback} from `vars`; a missing value with no fallback becomes empty. */
export function renderTemplate(template: string, vars: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([A-Za-z0-9_]+)(?:\|([^}]*))?\}/g, (_match, name: string, fallback: string | undefined) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined; // a fact named `constructor` is data, not Object's
    if (value === undefined || value === null || value === '') return fallback ?? '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

function transform(value: string, how: FactRule['transform']): string {
  switch (how) {
    case 'lower':
      return value.toLowerCase();
    case 'upper':
      return value.toUpperCase();
    case 'title':
      return value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
    case 'none':
      return value;
  }
}

export function factLabel(flow: Flow, key: string): string {
  return flow.facts.find((r) => r.key === key)?.label ?? key.replaceAll('_', ' ');
}

/** The deterministic policy: every decision follows a rule of the flow file. */
export function rulePolicy(): Policy {
  return {
    name: 'rules',

    async chooseNext(_turn, node) {
      return node.next;
    },

    async chooseOption(turn, node) {
      return node.options.find((option) => containsAny(turn.userMessage, option.keywords))?.id ?? STAY_OPTION_ID;
    },

    async extractFacts({ flow, userMessage }) {
      const found: { at: number; statement: FactStatement }[] = [];
      for (const rule of flow.facts) {
        const match = new RegExp(rule.pattern, 'iu').exec(userMessage);
        if (!match) continue;
        const raw = rule.value.replace(/\$(\d)/g, (_m, n: string) => match[Number(n)] ?? '').trim();
        if (raw !== '') found.push({ at: match.index, statement: { key: rule.key, value: transform(raw, rule.transform) } });
      }
      for (const rule of flow.forget) {
        const match = new RegExp(rule.pattern, 'iu').exec(userMessage);
        if (match) found.push({ at: match.index, statement: { key: rule.key, forget: true } });
      }
      return found.sort((a, b) => a.at - b.at).map((f) => f.statement);
    },

    async chooseTools({ flow, userMessage }) {
      const tools: ToolRequest[] = [];
      if (flow.recall && containsAny(userMessage, flow.recall.keywords)) tools.push({ name: GET_FULL_HISTORY, args: {} });
      if (flow.knowledge_base.some((article) => containsAny(userMessage, article.keywords))) {
        tools.push({ name: SEARCH_KNOWLEDGE_BASES, args: { query: userMessage } });
      }
      return tools;
    },

    async reply({ turn, next, stayed, factChanges, facts, tools }) {
      const { flow } = turn;
      const parts = factChanges.flatMap((change) => acknowledge(flow, change));
      for (const tool of tools) parts.push(...describeToolResult(tool));
      const understood = parts.length > 0;
      if (stayed && next.type === 'conversation') {
        if (!understood) parts.push(flow.fallback);
        parts.push(renderTemplate(next.reprompt ?? next.prompt, facts));
      } else {
        parts.push(renderTemplate(next.prompt, facts));
      }
      return parts.filter((p) => p.trim() !== '').join(' ');
    },
  };
}

function acknowledge(flow: Flow, change: FactChange): string[] {
  const label = factLabel(flow, change.key);
  const rule = flow.facts.find((r) => r.key === change.key);
  switch (change.kind) {
    case 'added':
      return rule?.on_add === undefined ? [] : [renderTemplate(rule.on_add, { label, value: change.value })];
    case 'updated':
      return [
        renderTemplate(rule?.on_update ?? 'Thanks for the correction: your {label} is now {value}.', {
          label,
          value: change.value,
          previous: change.previous,
        }),
      ];
    case 'removed': {
      const forget = flow.forget.find((r) => r.key === change.key);
      return [renderTemplate(forget?.on_forget ?? 'Done: I have forgotten your {label}.', { label, previous: change.previous })];
    }
    case 'not_found':
      return [`There was no ${label} on file to forget.`];
  }
}

function describeToolResult(tool: ToolOutcome): string[] {
  const result = tool.result as { messages?: HistoryEntry[]; articles?: { title: string; answer: string }[] } | undefined;
  if (tool.name === GET_FULL_HISTORY) {
    const said = (result?.messages ?? [])
      .filter((m) => m.role === 'user' && typeof m.content === 'string')
      .map((m) => `"${String(m.content)}"`);
    return [said.length > 0 ? `Earlier you said: ${said.join('; ')}.` : 'This is the start of our conversation.'];
  }
  if (tool.name === SEARCH_KNOWLEDGE_BASES) {
    const articles = result?.articles ?? [];
    return articles.length > 0 ? articles.map((a) => `${a.title}: ${a.answer}`) : ['I found nothing in the knowledge base about that.'];
  }
  return [];
}
