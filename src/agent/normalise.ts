// Turns whatever an agent replied into one AgentTurn, capturing every content block.
//
// An evaluation harness that reads only text blocks loses every tool call without a word, and
// its results look plausible while being worthless. So: every block is either captured (text,
// tool_use, tool_result, OpenAI-style calls, tool messages, streamed events) or kept verbatim in
// `unknown_blocks` with a warning. Nothing is dropped silently.
//
// Strictness: the protocol's own fields (current_node_id, history, memory, tool_calls, ...) are
// validated with zod and a wrong type is a ResultSchemaError (ENGINE_ERROR). The content embedded
// in `messages` and in streamed events comes in foreign formats, so it is classified leniently: a
// block the harness cannot read is kept and warned about rather than failing the whole turn.
//
// Pairing and de-duplication rule: a tool call is identified by its id. The same id reported in
// several places (the `tool_calls` field, a tool_use block, an OpenAI-style call, a streamed event)
// is one call: the first report is kept and later ones only fill in what it lacks (args, result,
// is_error, latency_ms); a disagreement on name or args is warned about. Calls without an id are
// never merged with anything, because matching them by name or position would be guesswork.
// Results (tool_result blocks, role "tool" messages, result events) are paired with calls by id;
// a result whose id matches no call is kept in `unknown_blocks` with a warning.
//
// An agent may report its own problems with the turn in a top-level `warnings` list of strings
// (the reference agent does when its model failed and its rules answered): they go to the turn's
// warnings, marked "agent:", ahead of the harness's own.
//
// `history` is the full conversation sent back to the harness: it is kept as-is and read only for
// the assistant_message fallback, never scanned for tool calls (earlier turns' calls would be
// counted again).
//
// A prompt snapshot (the result's `prompt_snapshot`, a streamed `debug` event's) is advisory: read
// leniently and bounded by prompt-snapshot.ts, kept in `prompt_snapshots` and out of `raw`, so the
// artifacts hold it once.
//
// Token usage (usage.ts reads each entry): the result's `usage`, an object or a list of objects (one
// per model call, each `{model?, input_tokens|prompt_tokens, output_tokens|completion_tokens,
// cached_tokens?}`), plus OpenAI-style `usage` inside tool traces: on an entry of `tool_calls` or on
// a message of `messages`. A turn that reports none has no usage ("not reported"), never 0.
//
// Keys are data: `__proto__`, `constructor` and `prototype` in facts, memory or tool arguments are
// ordinary keys. zod only validates the reply; the turn is built from the reply itself, because zod
// leaves a `__proto__` key out of the objects it returns.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { ToolCall } from '../results/results-schema.ts';
import { MAX_REPLY_DEPTH, nestedDeeperThan } from './limits.ts';
import { readPromptSnapshots, type OfferedSnapshot } from './prompt-snapshot.ts';
import type { AgentMemory, AgentTurn, Facts, HistoryMessage } from './types.ts';
import { readUsageField, turnUsage, type ModelTokens } from '../usage/usage.ts';
import { jsonPreview } from '../format.ts';

/** The reply is not an ExecutionResult: the caller reports it as ENGINE_ERROR. */
export class ResultSchemaError extends Error {
  override name = 'ResultSchemaError';
  readonly code = 'ENGINE_ERROR' as const;
}

const FactEntrySchema = z.looseObject({ key: z.string(), value: z.unknown() });
const FactsSchema = z.union([z.array(FactEntrySchema), z.record(z.string(), z.unknown())]);

const ToolCallFieldSchema = z.union([
  z.looseObject({
    id: z.string().nullish(),
    name: z.string(),
    latency_ms: z.number().nullish(),
    is_error: z.boolean().nullish(),
  }),
  // OpenAI-style entries are accepted in the `tool_calls` field too.
  z.looseObject({ id: z.string().nullish(), function: z.looseObject({ name: z.string() }) }),
]);

const ExecutionResultSchema = z.looseObject({
  current_node_id: z.string().nullable(),
  flow_completed: z.boolean().nullish(),
  assistant_message: z.string().nullish(),
  history: z.array(z.looseObject({ role: z.string(), content: z.unknown().optional() })).nullish(),
  memory: z.looseObject({ facts: FactsSchema.nullish() }).nullish(),
  tool_calls: z.array(ToolCallFieldSchema).nullish(),
  messages: z.array(z.unknown()).nullish(),
  next_node_descriptor: z.unknown().optional(),
  trace_id: z.string().nullish(),
  // Advisory: an object or a list of objects, read leniently by usage.ts.
  usage: z.unknown().optional(),
  // Advisory, so read leniently below: a malformed list is warned about, never a failed turn.
  warnings: z.unknown().optional(),
  prompt_snapshot: z.unknown().optional(),
});

type Source = ToolCall['source'];

interface PendingResult {
  id: string;
  result: unknown;
  is_error: boolean | undefined;
  where: string;
  block: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** memory.facts as a map, whether the agent sent a list of {key, value} or an object; entries left out are told to `warnings`. */
export function factsToMap(facts: unknown, warnings: string[] = []): Facts {
  return readFacts(facts, warnings);
}

function readFacts(facts: unknown, warnings: string[]): Facts {
  if (Array.isArray(facts)) {
    // A Map, then fromEntries: `map[key] = value` would set the prototype for the key "__proto__".
    const map = new Map<string, unknown>();
    facts.forEach((entry, i) => {
      if (!isRecord(entry) || typeof entry.key !== 'string') {
        warnings.push(`memory.facts[${i}] is not a {key, value} entry and was left out of the fact map: ${jsonPreview(entry)}`);
        return;
      }
      if (map.has(entry.key)) warnings.push(`memory.facts lists "${entry.key}" more than once; the last value is kept`);
      map.set(entry.key, entry.value);
    });
    return Object.fromEntries(map);
  }
  if (isRecord(facts)) return { ...facts };
  return {};
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
}

/** Normalises one ExecutionResult plus the events streamed before it (WebSocket) into a turn. */
export function normaliseResult(body: unknown, events: readonly unknown[] = []): AgentTurn {
  if (!isRecord(body)) {
    throw new ResultSchemaError(
      `the reply is ${Array.isArray(body) ? 'an array' : typeof body === 'object' ? 'null' : `a ${typeof body}`}, not an ExecutionResult object`,
    );
  }
  const parsed = ExecutionResultSchema.safeParse(body);
  if (!parsed.success) {
    throw new ResultSchemaError(`the reply does not match the ExecutionResult schema: ${formatIssues(parsed.error)}`);
  }
  const result = body as typeof parsed.data;
  const warnings: string[] = readAgentWarnings(result.warnings);
  const unknownBlocks: AgentTurn['unknown_blocks'] = [];
  const calls: ToolCall[] = [];
  const callsById = new Map<string, { call: ToolCall; where: string }>();
  const results: PendingResult[] = [];
  const snapshots: OfferedSnapshot[] = [];
  const usage: ModelTokens[] = readUsageField(result.usage, 'usage', warnings);
  const traceUsage = (entry: unknown, where: string): void => {
    if (isRecord(entry) && entry.usage != null) usage.push(...readUsageField(entry.usage, `${where}.usage`, warnings));
  };

  const keepUnknown = (where: string, block: unknown, why: string): void => {
    unknownBlocks.push({ where, block });
    warnings.push(`${where}: ${why}; kept in unknown_blocks: ${jsonPreview(block)}`);
  };

  const addCall = (call: ToolCall, where: string): void => {
    if (call.id === null) {
      calls.push(call);
      return;
    }
    const first = callsById.get(call.id);
    if (first === undefined) {
      callsById.set(call.id, { call, where });
      calls.push(call);
      return;
    }
    mergeCall(first.call, call, `${where} repeats tool call "${call.id}" from ${first.where}`, warnings);
  };

  const addResult = (id: string, value: unknown, isError: unknown, where: string, block: unknown): void => {
    results.push({ id, result: value, is_error: typeof isError === 'boolean' ? isError : undefined, where, block });
  };

  // A content block, wherever it came from (a message's content or a streamed event).
  const readBlock = (block: unknown, where: string, source: Source): void => {
    if (typeof block === 'string') return; // plain text
    if (!isRecord(block)) {
      keepUnknown(where, block, 'not a content block');
      return;
    }
    const type = block.type;
    if (type === 'text' || (type === undefined && 'text' in block)) {
      if (typeof block.text !== 'string') keepUnknown(where, block, 'text block without a string `text`');
      return;
    }
    if (type === 'tool_use') {
      if (typeof block.name !== 'string') {
        keepUnknown(where, block, 'tool_use block without a string `name`');
        return;
      }
      addCall({ id: typeof block.id === 'string' ? block.id : null, name: block.name, args: block.input, source }, where);
      return;
    }
    if (type === 'tool_result') {
      if (typeof block.tool_use_id !== 'string') {
        keepUnknown(where, block, 'tool_result block without a `tool_use_id`, so it cannot be paired with its call');
        return;
      }
      addResult(block.tool_use_id, block.content, block.is_error, where, block);
      return;
    }
    keepUnknown(where, block, `unknown content block type ${JSON.stringify(type ?? null)}`);
  };

  const readOpenAiCall = (entry: unknown, where: string, source: Source): void => {
    const fn = isRecord(entry) ? entry.function : undefined;
    if (!isRecord(entry) || !isRecord(fn) || typeof fn.name !== 'string') {
      keepUnknown(where, entry, 'OpenAI-style tool call without `function.name`');
      return;
    }
    addCall(
      { id: typeof entry.id === 'string' ? entry.id : null, name: fn.name, args: parseArguments(fn.arguments, where, warnings), source },
      where,
    );
  };

  const readMessage = (message: unknown, where: string, source: Source): void => {
    if (!isRecord(message)) {
      keepUnknown(where, message, 'not a message object');
      return;
    }
    if (message.role === 'tool') {
      // OpenAI-style tool result: the whole content is the result of the call it names.
      if (typeof message.tool_call_id !== 'string')
        keepUnknown(where, message, 'tool message without a `tool_call_id`, so it cannot be paired with its call');
      else addResult(message.tool_call_id, message.content, undefined, where, message);
      return;
    }
    const content = message.content;
    if (Array.isArray(content)) content.forEach((block, j) => readBlock(block, `${where}.content[${j}]`, source));
    else if (isRecord(content)) readBlock(content, `${where}.content`, source);
    else if (content !== undefined && content !== null && typeof content !== 'string')
      keepUnknown(`${where}.content`, content, 'message content is neither text nor a list of blocks');
    if (Array.isArray(message.tool_calls)) {
      message.tool_calls.forEach((entry, j) => readOpenAiCall(entry, `${where}.tool_calls[${j}]`, source === 'event' ? 'event' : 'openai'));
    } else if (message.tool_calls !== undefined && message.tool_calls !== null) {
      keepUnknown(`${where}.tool_calls`, message.tool_calls, 'message tool_calls is not a list');
    }
  };

  // 1. The protocol's own `tool_calls` field.
  (result.tool_calls ?? []).forEach((entry, i) => {
    const where = `tool_calls[${i}]`;
    traceUsage(entry, where);
    if ('function' in entry && isRecord(entry.function)) {
      readOpenAiCall(entry, where, 'openai');
      return;
    }
    const call: ToolCall = {
      id: entry.id ?? null,
      name: String(entry.name),
      args: entry.args ?? entry.input ?? entry.arguments,
      source: 'tool_calls',
    };
    if ('result' in entry) call.result = entry.result;
    if (typeof entry.is_error === 'boolean') call.is_error = entry.is_error;
    if (typeof entry.latency_ms === 'number') {
      const latency = plausibleLatency(entry.latency_ms);
      if (latency === null) warnings.push(`${where}.latency_ms is ${entry.latency_ms}, ${NOT_A_LATENCY}; not recorded`);
      else call.latency_ms = latency;
    }
    addCall(call, where);
  });

  // 2. Content blocks and OpenAI-style calls in `messages`.
  (result.messages ?? []).forEach((message, i) => {
    traceUsage(message, `messages[${i}]`);
    readMessage(message, `messages[${i}]`, 'content_block');
  });

  // 3. Streamed WebSocket events: a block, a wrapped block, or a whole message.
  events.forEach((event, i) => {
    const where = `events[${i}]`;
    if (!isRecord(event)) keepUnknown(where, event, 'event is not an object');
    else if (event.type === 'debug') readDebugEvent(event, where, snapshots, warnings, keepUnknown);
    else if (isRecord(event.block)) readBlock(event.block, `${where}.block`, 'event');
    else if (isRecord(event.content_block)) readBlock(event.content_block, `${where}.content_block`, 'event');
    else if (isRecord(event.message)) readMessage(event.message, `${where}.message`, 'event');
    else readBlock(event, where, 'event');
  });

  // Pair results with their calls by id.
  for (const pending of results) {
    const owner = callsById.get(pending.id);
    if (owner === undefined) {
      keepUnknown(pending.where, pending.block, `tool result for "${pending.id}", which matches no tool call`);
      continue;
    }
    const call = owner.call;
    if (call.result === undefined) call.result = pending.result;
    else if (!isDeepStrictEqual(call.result, pending.result)) {
      warnings.push(
        `${pending.where}: a second, different result for tool call "${pending.id}"; the one from ${owner.where} is kept: ${jsonPreview(pending.result)}`,
      );
    }
    if (call.is_error === undefined && pending.is_error !== undefined) call.is_error = pending.is_error;
  }

  const history: HistoryMessage[] = (result.history ?? []).map((entry) => ({ ...entry, content: entry.content }));
  const memory: AgentMemory = { ...(result.memory ?? {}) };
  const facts = readFacts(result.memory?.facts, warnings);
  const messages = (result.messages ?? []).filter(isRecord);
  // Events came before the result, so theirs are first.
  if (result.prompt_snapshot !== undefined) snapshots.push({ from: 'prompt_snapshot', value: result.prompt_snapshot });
  const promptSnapshots = readPromptSnapshots(snapshots, warnings);

  return {
    current_node_id: result.current_node_id,
    flow_completed: result.flow_completed ?? null,
    assistant_message: result.assistant_message ?? lastAssistantText(history) ?? lastAssistantText(messages),
    history,
    memory,
    facts,
    tool_calls: calls,
    next_node_descriptor: result.next_node_descriptor ?? null,
    trace_id: result.trace_id ?? null,
    usage: turnUsage(usage),
    unknown_blocks: unknownBlocks,
    warnings,
    raw: 'prompt_snapshot' in body ? withoutSnapshot(body) : body,
    ...(promptSnapshots ? { prompt_snapshots: promptSnapshots } : {}),
  };
}

/** A `debug` event carries a prompt snapshot; its other fields are named in a warning, not read. */
function readDebugEvent(
  event: Record<string, unknown>,
  where: string,
  snapshots: OfferedSnapshot[],
  warnings: string[],
  keepUnknown: (where: string, block: unknown, why: string) => void,
): void {
  if (!('prompt_snapshot' in event)) {
    keepUnknown(where, event, 'debug event without a `prompt_snapshot`');
    return;
  }
  snapshots.push({ from: `${where}.prompt_snapshot`, value: event.prompt_snapshot });
  const others = Object.keys(event).filter((key) => key !== 'type' && key !== 'prompt_snapshot');
  if (others.length > 0) warnings.push(`${where}: debug event fields other than prompt_snapshot are not read: ${others.join(', ')}`);
}

/** The body without its prompt snapshot (kept once, bounded, in prompt_snapshots). */
function withoutSnapshot(body: Record<string, unknown>): Record<string, unknown> {
  // Object.fromEntries, not a spread into a literal that is then assigned to: `__proto__` stays a key.
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'prompt_snapshot'));
}

/** The agent's own `warnings`, each marked "agent:"; an entry that is not text is kept as JSON, with a note. */
function readAgentWarnings(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return [`agent: warnings is not a list of strings: ${jsonPreview(raw)}`];
  return raw.map((entry, i) =>
    typeof entry === 'string' ? `agent: ${entry}` : `agent: warnings[${i}] is not a string: ${jsonPreview(entry)}`,
  );
}

function mergeCall(kept: ToolCall, repeat: ToolCall, context: string, warnings: string[]): void {
  if (kept.name !== repeat.name)
    warnings.push(`${context} under another name ("${repeat.name}" vs "${kept.name}"); "${kept.name}" is kept`);
  if (kept.args === undefined) kept.args = repeat.args;
  else if (repeat.args !== undefined && !isDeepStrictEqual(kept.args, repeat.args)) {
    warnings.push(`${context} with different args; the first are kept: ${jsonPreview(repeat.args)}`);
  }
  if (kept.result === undefined && repeat.result !== undefined) kept.result = repeat.result;
  if (kept.is_error === undefined && repeat.is_error !== undefined) kept.is_error = repeat.is_error;
  if ((kept.latency_ms === undefined || kept.latency_ms === null) && typeof repeat.latency_ms === 'number')
    kept.latency_ms = repeat.latency_ms;
}

/**
 * OpenAI sends arguments as a JSON string; one that does not parse is kept as the raw string. The
 * string escaped the reply's nesting limit, so it is held to the same (a ResultSchemaError).
 */
export function parseArguments(args: unknown, where: string, warnings: string[]): unknown {
  if (typeof args !== 'string') return args;
  if (nestedDeeperThan(args))
    throw new ResultSchemaError(`${where}: function.arguments is JSON nested deeper than ${MAX_REPLY_DEPTH} levels, as no reply may be`);
  try {
    return JSON.parse(args) as unknown;
  } catch {
    warnings.push(`${where}: function.arguments is not valid JSON; kept as the raw string: ${jsonPreview(args)}`);
    return args;
  }
}

/** The text of the last assistant entry that has any: a string, or its text blocks joined by newlines. */
function lastAssistantText(entries: readonly { role?: unknown; content?: unknown }[]): string | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (entry?.role !== 'assistant') continue;
    const text = textOf(entry.content);
    if (text !== null) return text;
  }
  return null;
}

function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content.flatMap((block) => {
    if (typeof block === 'string') return [block];
    if (isRecord(block) && (block.type === 'text' || block.type === undefined) && typeof block.text === 'string') return [block.text];
    return [];
  });
  return texts.length > 0 ? texts.join('\n') : null;
}

/** A latency before the call or beyond a day is not a latency: not recorded, and the turn says so. */
const MAX_LATENCY_MS = 24 * 60 * 60 * 1000;
const NOT_A_LATENCY = `not a duration from 0 to ${MAX_LATENCY_MS.toLocaleString('en-US')} ms`;

function plausibleLatency(ms: number): number | null {
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_LATENCY_MS ? ms : null;
}
