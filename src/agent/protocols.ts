// The protocols an agent may speak, and what each can tell the harness. `execute` is the product's
// own (POST /execute or the test WebSocket: the agent returns the node, the memory and the tool
// calls itself); the others are framework protocols read by an adapter behind the same AgentClient
// port (ag-ui.ts, openai-chat.ts, a2a.ts). A protocol that cannot carry what an assertion key reads is
// refused before the first call, naming the key, the protocol and what the agent must send, so a
// node or fact check is never skipped or failed for want of data the agent had no way to send.
import { UserError } from '../errors.ts';
import { ASSERTION_KEYS, type AssertionKey, type Assertions, type Suite } from '../suite/suite-schema.ts';

export const PROTOCOLS = ['execute', 'ag-ui', 'openai-chat', 'a2a'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** Where an adapter reads the node: the last STEP_STARTED name, or a JSON Pointer into the state. */
export type NodeFrom = { kind: 'step' } | { kind: 'state'; pointer: string[]; text: string };

export const NODE_FROM_RULE = 'step (the last STEP_STARTED event names the node) or state:/json/pointer (e.g. state:/current_node)';
export const FACTS_PATH_RULE = 'a JSON Pointer into the agent state, e.g. /facts (empty text: the whole state)';

/** `step` or `state:/pointer`; null when the text is neither. */
export function parseNodeFrom(text: string): NodeFrom | null {
  const t = text.trim();
  if (t === 'step') return { kind: 'step' };
  if (!t.startsWith('state:')) return null;
  const pointer = parsePointer(t.slice('state:'.length));
  return pointer === null || pointer.length === 0 ? null : { kind: 'state', pointer, text: t.slice('state:'.length) };
}

/** An RFC 6901 JSON Pointer as its reference tokens; '' is the whole document; null when not a pointer. */
export function parsePointer(text: string): string[] | null {
  const t = text.trim();
  if (t === '') return [];
  if (!t.startsWith('/')) return null;
  const tokens = t.slice(1).split('/');
  if (tokens.some((token) => /~(?![01])/.test(token))) return null;
  return tokens.map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The value at `pointer` in `doc`, or undefined when the path does not exist. Own properties only,
 * so `__proto__` or `constructor` in a pointer reads a key of the data, never the prototype.
 */
export function valueAt(doc: unknown, pointer: readonly string[]): unknown {
  let at: unknown = doc;
  for (const token of pointer) {
    if (Array.isArray(at)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      at = at[Number(token)];
    } else if (typeof at === 'object' && at !== null) {
      if (!Object.hasOwn(at, token)) return undefined;
      at = (at as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return at;
}

/**
 * What one protocol can check: for each key it cannot, what the agent would have to send; and the
 * keys it can check only when the agent declares that it sends them (A2A's agent_eval.state).
 */
interface Capability {
  cannot: Partial<Record<AssertionKey, string>>;
  unlessDeclared?: Partial<Record<AssertionKey, string>>;
}

/** The keys an A2A agent can have checked by sending agent_eval.state (and declaring it in its card). */
export const A2A_STATE_KEYS = [
  'tool_call',
  'tool_calls',
  'next_node_id',
  'facts_add',
  'facts_update',
  'facts_remove',
  'forbidden_facts',
] as const;
const A2A_STATE =
  "A2A carries no node, memory or tool calls: the agent must send agent_eval.state ({current_node_id, facts, tool_calls}) in a message's metadata or a data part, and list https://github.com/agent-eval/agent-eval-action/extensions/a2a-state/v1 in its card's capabilities.extensions";

const NO_MEMORY =
  'an OpenAI-compatible chat completion carries no agent memory; speak execute or ag-ui (state with the facts at --facts-path)';
const NO_DESCRIPTOR = 'the protocol carries no next-node descriptor; speak execute and return next_node_descriptor';
const NO_COMPLETION = 'the protocol carries no flow_completed; speak execute and return flow_completed';

export const CAPABILITIES: Readonly<Record<Protocol, Capability>> = {
  execute: { cannot: {} },
  'ag-ui': {
    cannot: {
      'node_descriptor.options_contains': NO_DESCRIPTOR,
      flow_completed: NO_COMPLETION,
    },
  },
  'openai-chat': {
    cannot: {
      facts_add: NO_MEMORY,
      facts_update: NO_MEMORY,
      facts_remove: NO_MEMORY,
      forbidden_facts: NO_MEMORY,
      'node_descriptor.options_contains': NO_DESCRIPTOR,
      flow_completed: NO_COMPLETION,
    },
  },
  a2a: {
    cannot: { 'node_descriptor.options_contains': NO_DESCRIPTOR, flow_completed: NO_COMPLETION },
    unlessDeclared: Object.fromEntries(A2A_STATE_KEYS.map((key) => [key, A2A_STATE])),
  },
};

/**
 * The keys an agent may declare it sends: `'any'` before the agent has been asked (every key it
 * could declare is let through), else the keys it declared (A2A: its Agent Card).
 */
export type Declared = 'any' | readonly AssertionKey[];

/** Why the protocol cannot check `key` for an agent that declared `declared`; undefined when it can. */
function refusal(protocol: Protocol, key: AssertionKey, declared: Declared): string | undefined {
  const { cannot, unlessDeclared } = CAPABILITIES[protocol];
  if (cannot[key] !== undefined) return cannot[key];
  const reason = unlessDeclared?.[key];
  if (reason === undefined || declared === 'any' || declared.includes(key)) return undefined;
  return reason;
}

/** The keys a protocol can check, in schema order. */
export function checkableKeys(protocol: Protocol, declared: Declared = []): AssertionKey[] {
  return ASSERTION_KEYS.filter((key) => refusal(protocol, key, declared) === undefined);
}

/** A suite asks for an assertion the protocol cannot carry: refused before the first agent call (exit 2). */
export class CapabilityError extends UserError {
  override name = 'CapabilityError';
}

/** One assertion a protocol cannot check, and where the suite asks for it. */
export interface Uncheckable {
  file: string;
  where: string;
  key: AssertionKey;
  reason: string;
}

/** Every assertion of the suites the protocol cannot check (empty: the run may start). */
export function uncheckable(suites: readonly { file: string; suite: Suite }[], protocol: Protocol, declared: Declared = []): Uncheckable[] {
  const found: Uncheckable[] = [];
  const scan = (file: string, where: string, assertions: Assertions | undefined): void => {
    if (!assertions) return;
    for (const key of ASSERTION_KEYS) {
      if (assertions[key] === undefined) continue;
      const reason = refusal(protocol, key, declared);
      if (reason !== undefined) found.push({ file, where, key, reason });
    }
  };
  for (const { file, suite } of suites) {
    for (const test of suite.tests) {
      for (const turn of test.turns ?? []) scan(file, `test "${test.test_id}" turn "${turn.turn_id}"`, turn.expected);
      // A simulated test checks its success_when and invariants on every agent turn.
      scan(file, `test "${test.test_id}" simulation.success_when`, test.simulation?.success_when);
      scan(file, `test "${test.test_id}" simulation.invariants`, test.simulation?.invariants);
      scan(file, `test "${test.test_id}" final_assertions`, test.final_assertions);
    }
  }
  return found;
}

/** Whether the suites ask for a key only a declaring agent can have checked (so the agent must be asked first). */
export function needsDeclaration(suites: readonly { file: string; suite: Suite }[], protocol: Protocol): boolean {
  return uncheckable(suites, protocol, []).length > uncheckable(suites, protocol, 'any').length;
}

/** Throws a CapabilityError naming the first assertions the protocol cannot check (up to 5). */
export function checkCapabilities(suites: readonly { file: string; suite: Suite }[], protocol: Protocol, declared: Declared = []): void {
  const found = uncheckable(suites, protocol, declared);
  if (found.length === 0) return;
  const shown = found
    .slice(0, 5)
    .map((u) => `${u.file}: ${u.where} asks for ${u.key}, which protocol ${protocol} cannot check (${u.reason})`);
  const more = found.length > 5 ? `; and ${found.length - 5} more` : '';
  throw new CapabilityError(
    `${shown.join('; ')}${more}`,
    `remove these assertions, or run against an agent that speaks a protocol that carries them; protocol ${protocol} checks ${checkableKeys(protocol, declared).join(', ')}`,
  );
}
