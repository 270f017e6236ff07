// The openai-chat protocol: an agent served as an OpenAI-compatible chat completions endpoint
// (LiteLLM, vLLM, gateways). Each turn replays the conversation as messages to
// `POST {target}/chat/completions`. Tool calls come from the reply's `tool_calls`; a target that
// returns calls without running them gets the suite's canned `tool_results` (by tool name, the turn's
// over the suite's defaults) as `tool` messages, and is asked again, up to MAX_TOOL_ROUNDS times. A
// call with no canned result ends the turn at that call, with a warning. The node is the
// `next_node_id` of the last `process_node` call (its result, else its arguments); without one the
// node stays where it was. Memory is not part of this protocol: it is sent back unchanged, and fact
// assertions are refused before the run (protocols.ts).
import { z } from 'zod';
import type { ToolCall } from '../results/results-schema.ts';
import { retryOptions } from './http.ts';
import { MAX_REPLY_BYTES, REPLY_SIZE_LIMIT } from './limits.ts';
import { factsToMap, parseArguments, ResultSchemaError } from './normalise.ts';
import { postTarget, sendJson, type PostTarget } from './post.ts';
import { agentEndpoint, AttemptError, executeWithRetries, safeUrl, type Answer } from './retry.ts';
import type { Suite } from '../suite/suite-schema.ts';
import type {
  AgentClient,
  AgentClientOptions,
  AgentConversation,
  AgentTurn,
  ExecuteRequest,
  HistoryMessage,
  ToolResults,
} from './types.ts';
import { redactUrl } from '../url.ts';
import { jsonPreview } from '../format.ts';

/** Requests one turn may make: the first, and one more after each round of canned tool results. */
export const MAX_TOOL_ROUNDS = 16;

/** The tool whose call names the next node (as the reference agent's flow does). */
export const NODE_TOOL = 'process_node';

const MessageSchema = z.looseObject({
  role: z.string().optional(),
  content: z.unknown().optional(),
  tool_calls: z
    .array(
      z.looseObject({
        id: z.string().optional(),
        function: z.looseObject({ name: z.string(), arguments: z.unknown().optional() }),
      }),
    )
    .nullish(),
});

const CompletionSchema = z.looseObject({
  choices: z.array(z.looseObject({ message: MessageSchema })).min(1, 'the completion has no choice'),
  usage: z.looseObject({ prompt_tokens: z.unknown().optional(), completion_tokens: z.unknown().optional() }).nullish(),
});

export function createOpenAiChatClient(options: AgentClientOptions): AgentClient {
  const { url, authorization } = agentEndpoint(options, 'chat/completions', { 'ws:': 'http:', 'wss:': 'https:' });
  const target = postTarget(url, authorization, options);
  const retry = retryOptions(options);
  const conversation: AgentConversation = {
    execute: (request, signal) =>
      executeWithRetries((s) => playTurn(target, request, options, s), retry, signal, request.test.conversation_id),
    close: async () => {},
  };
  return { target: redactUrl(options.target), transport: 'http', url: safeUrl(url), conversation: () => conversation };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of a message's content: a string, or its text parts joined by newlines. */
function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content.flatMap((part) => (isRecord(part) && typeof part.text === 'string' ? [part.text] : []));
  return texts.length > 0 ? texts.join('\n') : null;
}

/** The messages of the conversation so far, as the previous turn left them, then the user's message. */
function replayed(request: ExecuteRequest): Record<string, unknown>[] {
  const history: Record<string, unknown>[] = request.context.history.map((m: HistoryMessage) => ({ ...m }));
  return [...history, { role: 'user', content: request.context.latest_user_message }];
}

async function playTurn(target: PostTarget, request: ExecuteRequest, options: AgentClientOptions, signal: AbortSignal): Promise<Answer> {
  const messages = replayed(request);
  const canned = options.toolResults?.(request.test) ?? {};
  const warnings: string[] = [];
  const calls: ToolCall[] = [];
  const raw: unknown[] = [];
  let assistant: string | null = null;
  let received = 0;
  let usage = null as { input_tokens: number; output_tokens: number } | null;
  let usageKnown = true;
  let status: number | null = null;
  for (let round = 0; ; round++) {
    if (round === MAX_TOOL_ROUNDS)
      throw new AttemptError(
        'ENGINE_ERROR',
        `${target.where} still asked for tools after ${MAX_TOOL_ROUNDS} rounds of canned tool_results in one turn; give the turn fewer tool_results, or check that the agent stops calling tools once it has their results`,
      );
    const body = JSON.stringify({
      ...(options.model ? { model: options.model } : {}),
      messages,
      temperature: request.params.temperature,
      top_p: request.params.top_p,
      ...(request.params.seed === null ? {} : { seed: request.params.seed }),
    });
    const { head, json, text } = await sendJson(target, { body, headers: { 'content-type': 'application/json' } }, options, signal);
    status = head.status;
    received += text.length;
    if (received > MAX_REPLY_BYTES)
      throw new AttemptError(
        'ENGINE_ERROR',
        `${target.where}: the replies of one turn came to more than the ${REPLY_SIZE_LIMIT} a reply may have`,
        {
          status,
        },
      );
    const parsed = CompletionSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AttemptError(
        'ENGINE_ERROR',
        `${target.where} answered ${head.status}, but the body is not a chat completion (${issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'no choices'}): ${jsonPreview(json)}`,
        { status, body: text },
      );
    }
    raw.push(json);
    const completion = json as z.infer<typeof CompletionSchema>;
    if (usageKnown && completion.usage != null) {
      const counted = countUsage(completion.usage, warnings);
      if (counted === null) usageKnown = false;
      else usage = { input_tokens: (usage?.input_tokens ?? 0) + counted[0], output_tokens: (usage?.output_tokens ?? 0) + counted[1] };
    }
    const message = completion.choices[0]!.message;
    // Replayed as a chat message: its role, content and tool calls (other fields of the reply stay in raw).
    messages.push({
      role: 'assistant',
      content: message.content ?? null,
      ...(message.tool_calls ? { tool_calls: message.tool_calls } : {}),
    });
    assistant = textOf(message.content) ?? assistant;
    const asked = message.tool_calls ?? [];
    if (asked.length === 0) break;
    const missing: string[] = [];
    asked.forEach((entry, i) => {
      const where = `round ${round + 1} tool_calls[${i}]`;
      let args: unknown;
      try {
        args = parseArguments(entry.function.arguments, where, warnings);
      } catch (e) {
        if (!(e instanceof ResultSchemaError)) throw e;
        throw new AttemptError('ENGINE_ERROR', `${target.where} answered ${head.status}, but ${e.message}`, { status, body: text });
      }
      const call: ToolCall = { id: entry.id ?? null, name: entry.function.name, args, source: 'openai' };
      calls.push(call);
      if (!Object.hasOwn(canned, call.name)) {
        missing.push(call.name);
        return;
      }
      const result = canned[call.name];
      call.result = result;
      messages.push({ role: 'tool', tool_call_id: entry.id ?? '', content: typeof result === 'string' ? result : JSON.stringify(result) });
    });
    if (missing.length > 0) {
      warnings.push(
        `the agent asked for ${missing.map((n) => `"${n}"`).join(', ')}, which the turn's tool_results do not give; the turn ends at that call (add tool_results for it to the turn or to defaults)`,
      );
      break;
    }
  }
  const memory = request.context.memory;
  const turn: AgentTurn = {
    current_node_id: nodeOf(calls) ?? request.context.current_node_id,
    flow_completed: null,
    assistant_message: assistant,
    history: messages.map((m) => ({ ...m, role: String(m.role), content: m.content })),
    memory,
    facts: factsToMap(memory.facts),
    tool_calls: calls,
    next_node_descriptor: null,
    trace_id: null,
    usage: usageKnown ? usage : null,
    unknown_blocks: [],
    warnings,
    raw: raw.length === 1 ? raw[0] : { responses: raw },
  };
  return { turn, status };
}

/** The next node named by the last `process_node` call: its result's next_node_id, else its arguments'. */
function nodeOf(calls: readonly ToolCall[]): string | null {
  for (let i = calls.length - 1; i >= 0; i--) {
    const call = calls[i]!;
    if (call.name !== NODE_TOOL) continue;
    for (const from of [call.result, call.args]) {
      if (isRecord(from) && typeof from.next_node_id === 'string') return from.next_node_id;
    }
  }
  return null;
}

const MAX_TOKENS = 1_000_000_000;
const tokens = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_TOKENS;

/** One reply's [prompt, completion] tokens; null (and a warning) when they cannot be counted. */
function countUsage(usage: { prompt_tokens?: unknown; completion_tokens?: unknown }, warnings: string[]): [number, number] | null {
  if (tokens(usage.prompt_tokens) && tokens(usage.completion_tokens)) return [usage.prompt_tokens, usage.completion_tokens];
  warnings.push(`usage is not {prompt_tokens, completion_tokens} as whole numbers; token counts not recorded: ${jsonPreview(usage)}`);
  return null;
}

/** The suites that give canned tool results, which only the openai-chat protocol sends. */
export function suitesWithToolResults(suites: readonly { file: string; suite: Suite }[]): string[] {
  return suites
    .filter(
      ({ suite }) =>
        suite.defaults?.tool_results !== undefined ||
        suite.tests.some((t) => (t.turns ?? []).some((turn) => turn.tool_results !== undefined)),
    )
    .map(({ file }) => file);
}

/** The canned tool results of every turn of the suites (the turn's over its suite's defaults), looked up by the request's test. */
export function toolResultsOf(suites: readonly { suite: Suite }[]): (test: ExecuteRequest['test']) => ToolResults | undefined {
  const byTurn = new Map<string, ToolResults>();
  for (const { suite } of suites) {
    const defaults = suite.defaults?.tool_results ?? {};
    for (const test of suite.tests) {
      for (const turn of test.turns ?? []) {
        const merged: ToolResults = { ...defaults, ...(turn.tool_results ?? {}) };
        if (Object.keys(merged).length > 0) byTurn.set(JSON.stringify([suite.suite_id, test.test_id, turn.turn_id]), merged);
      }
    }
  }
  return (test) => byTurn.get(JSON.stringify([test.suite_id, test.test_id, test.turn_id]));
}
