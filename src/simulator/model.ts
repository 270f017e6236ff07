// The model-backed simulated user: an OpenAI-compatible chat model, through the product's one model
// client, plays the persona. It is given the persona, the goal, what the user knows and must not
// invent, the conversation so far (the agent's messages as the other party's) and an end tool. Its
// requests are guarded like the judge's (a deadline per attempt, retries, a circuit breaker after
// consecutive failures); every failure is a SimulatorError, never the agent's.
import type { Logger } from '../logger.ts';
import { createCallGuard, realSleep, type CallGuard, type Sleep } from '../judge/guard.ts';
import { createModelClient, OPENAI_BASE_URL, type ChatMessage, type ModelClient, type ToolDefinition } from '../openai/client.ts';
import type { SimulatorSpec } from '../suite/suite-schema.ts';
import { BUILTIN_SIMULATOR, builtinOnly } from './builtin.ts';
import { DEFAULT_SIMULATOR_MODEL, DEFAULT_SIMULATOR_TEMPERATURE, type SimulatorConfig } from './config.ts';
import { createReplyCache, replyCacheKey, type ReplyCache } from './cache.ts';
import { checkedReply, SimulatorError, type Simulator, type SimulatorReply, type SimulatorRequest } from './types.ts';

export const END_TOOL = 'end_conversation';

const END_TOOL_DEFINITION: ToolDefinition = {
  name: END_TOOL,
  description:
    'End the conversation: call it instead of writing a message when your goal is met, when the agent cannot help further, or when the agent closed the conversation.',
  parameters: {
    type: 'object',
    properties: { reason: { type: 'string', description: 'Why you end the conversation, in a few words.' } },
    required: ['reason'],
    additionalProperties: false,
  },
};

export interface ModelSimulatorOptions {
  logger?: Logger | undefined;
  /** The model server (default: the OpenAI-compatible client over config.baseURL and config.apiKey). */
  client?: ModelClient | undefined;
  sleep?: Sleep | undefined;
  /** Common random numbers: replies kept by (model, persona, transcript, seed, repeat), shared by the run's sides. */
  cache?: ReplyCache | undefined;
  /** Masked in the cached replies. */
  secrets?: readonly string[] | undefined;
}

/**
 * The simulators of a run: a test whose `simulator` is `builtin` gets the built-in one; a test that
 * names a model, or any test when --simulator-model is set, gets the model simulator (the flag's
 * model winning); without a model server configured, such a test's runs end as SIM_ERROR saying how
 * to configure one.
 */
export function simulatorsFor(
  config: SimulatorConfig,
  options: ModelSimulatorOptions = {},
): (spec: SimulatorSpec | undefined) => Simulator {
  const builtin = builtinOnly();
  if (config.apiKey === null) return builtin;
  const cache = options.cache ?? createReplyCache({ dir: config.cacheDir, logger: options.logger, secrets: options.secrets });
  const simulator = createModelSimulator(config, { ...options, cache });
  return (spec) => {
    if (spec === BUILTIN_SIMULATOR) return builtin(spec);
    if (spec === undefined && config.model === null) return builtin(spec);
    return simulator;
  };
}

export function createModelSimulator(config: SimulatorConfig, options: ModelSimulatorOptions = {}): Simulator {
  const client =
    options.client ??
    createModelClient({
      apiKey: config.apiKey ?? '',
      baseURL: config.baseURL,
      maxRetries: 0, // the guard retries and keeps time
      timeoutMs: config.timeoutMs,
      logger: options.logger,
      purpose: 'simulator',
    });
  const guard: CallGuard = createCallGuard({
    baseURL: config.baseURL ?? OPENAI_BASE_URL,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    sleep: options.sleep ?? realSleep,
    logger: options.logger,
    name: 'simulator',
  });
  const server = config.baseURL ?? OPENAI_BASE_URL;
  return {
    name: config.model ?? DEFAULT_SIMULATOR_MODEL,
    async next(request, signal) {
      const model = config.model ?? request.model ?? DEFAULT_SIMULATOR_MODEL;
      const temperature = request.temperature ?? DEFAULT_SIMULATOR_TEMPERATURE;
      const ask = async (): Promise<SimulatorReply> => {
        const reply = await guard.call(
          `simulated user with ${model}`,
          (attemptSignal) =>
            client.chat(
              {
                model,
                messages: simulatorMessages(request),
                temperature,
                ...(request.seed === null ? {} : { seed: (request.seed + request.repeat) | 0 }),
                tools: [END_TOOL_DEFINITION],
                toolChoice: 'auto',
              },
              attemptSignal,
            ),
          signal,
        );
        if (!reply.ok) throw new SimulatorError(reply.failure.cause);
        const usage = { model, ...reply.value.usage };
        const calls = reply.value.toolCalls ?? [];
        const end = calls.find((c) => c.name === END_TOOL);
        if (end) {
          const given = typeof end.arguments.reason === 'string' ? end.arguments.reason.trim() : '';
          return { kind: 'end', reason: (given || 'no reason given').slice(0, 200), usage };
        }
        if (calls.length > 0)
          throw new SimulatorError(
            `the simulator called ${JSON.stringify(calls[0]!.name)}, which is not its end tool (${END_TOOL})`,
            usage,
          );
        return { kind: 'message', text: reply.value.content, usage };
      };
      const cache = options.cache;
      const reply = cache
        ? await cache.reply(replyCacheKey({ server, model, temperature, request }), model, ask, (r) => replyFault(request, r) === null)
        : await ask();
      const fault = replyFault(request, reply);
      if (fault !== null) throw new SimulatorError(fault, reply.usage);
      return reply;
    },
  };
}

/** What is wrong with a reply (empty, oversized, inventing an unknown fact), or null: a faulty reply is asked again, never cached. */
export function replyFault(request: SimulatorRequest, reply: SimulatorReply): string | null {
  try {
    checkedReply(reply);
  } catch (e) {
    return (e as Error).message;
  }
  if (reply.kind === 'end') return null;
  const invented = inventedUnknown(request, reply.text);
  return invented === null
    ? null
    : `the agent asked about ${JSON.stringify(invented)}, which the simulated user must not know (unknown), and the simulator answered without saying it does not know`;
}

const DOES_NOT_KNOW = /\b(?:don'?t|do not|doesn'?t|does not|not sure|no idea|can'?t|cannot|unsure|never)\b|\bi'?m not\b/i;

/**
 * A reply that answers a question about something of `unknown` without saying the user does not
 * know it: the thing asked about, or null. The agent's last message names it (whole words, any case).
 */
export function inventedUnknown(request: SimulatorRequest, message: string): string | null {
  const asked = (request.transcript.at(-1)?.assistant ?? '').toLowerCase();
  for (const thing of request.unknown) {
    const at = asked.indexOf(thing.toLowerCase());
    if (at === -1) continue;
    const around = (i: number): boolean => /[\p{L}\p{N}]/u.test(asked.charAt(i));
    if (around(at - 1) || around(at + thing.length)) continue;
    if (!DOES_NOT_KNOW.test(message)) return thing;
  }
  return null;
}

/**
 * What the model reads: its part (persona, goal, what it knows and does not), then the conversation
 * with the agent's messages as the other party's. Never the success criteria: the simulator talks,
 * the harness judges.
 */
export function simulatorMessages(request: SimulatorRequest): ChatMessage[] {
  const knows = Object.entries(request.knows);
  const system = [
    'You play a user talking to a conversational agent, to test the agent. Stay in character; never mention that you are simulated.',
    `Who you are: ${request.persona}`,
    `What you want: ${request.goal}`,
    knows.length > 0
      ? `What you know (give a fact only when the agent asks for it, exactly as written): ${JSON.stringify(Object.fromEntries(knows))}`
      : 'You know no particular facts: when asked for one, say you do not have it.',
    request.unknown.length > 0
      ? `What you do not know (when asked, answer "I don't know"; never invent it): ${JSON.stringify(request.unknown)}`
      : '',
    "Write only your next message to the agent, short, as a person types it. Never write the agent's part.",
    `When your goal is met, the agent cannot help further, or the agent closed the conversation, call ${END_TOOL} instead of writing.`,
  ].filter(Boolean);
  const messages: ChatMessage[] = [{ role: 'system', content: system.join('\n') }];
  if (request.transcript.length === 0) {
    messages.push({ role: 'user', content: '(The conversation starts: write your first message to the agent.)' });
    return messages;
  }
  for (const turn of request.transcript) {
    messages.push({ role: 'assistant', content: turn.user });
    const said = turn.assistant ?? '(the agent sent no text)';
    messages.push({ role: 'user', content: turn.flow_completed === true ? `${said}\n(The agent closed the conversation.)` : said });
  }
  return messages;
}
