// The simulated user's port: given the persona, the goal, what the user knows and the conversation
// so far, the next user message or the end of the conversation. The harness, not the simulator,
// decides success (src/runner/simulation.ts): a simulator only talks.

/** One agent turn as the simulator sees it: what the user said, what the agent answered and where the flow is. */
export interface SimulatedTurn {
  user: string;
  /** null: the agent's reply had no text. */
  assistant: string | null;
  node: string | null;
  flow_completed: boolean | null;
  /** The agent's next_node_descriptor, as received (untrusted: read it leniently). */
  descriptor: unknown;
}

export interface SimulatorRequest {
  persona: string;
  goal: string;
  knows: Readonly<Record<string, string | number | boolean>>;
  unknown: readonly string[];
  /** Every turn played so far, oldest first; empty for the first message. */
  transcript: readonly SimulatedTurn[];
  /** The run's params.seed (null: none) and repeat: the same pair draws the same wording. */
  seed: number | null;
  repeat: number;
  /** Where the conversation starts (the test's initial_node_id), for the first message. */
  initial_node: string;
  /** The model of the test's `simulator` block, when it names one. */
  model: string | null;
  temperature: number | null;
}

/** The tokens one simulator reply cost, by the model that wrote it; `cached`: replayed, nothing spent. */
export interface ReplyUsage {
  model: string;
  input_tokens: number;
  output_tokens: number;
  cached?: boolean | undefined;
}

/** What the simulator does next: say something, or call its end tool (the user is done). */
export type SimulatorReply =
  { kind: 'message'; text: string; usage?: ReplyUsage | undefined } | { kind: 'end'; reason: string; usage?: ReplyUsage | undefined };

export interface SimulatorUsage {
  calls: number;
  input_tokens: number;
  output_tokens: number;
  /** The models asked, in the order first asked. */
  models: string[];
}

export interface Simulator {
  /** "builtin", or the model that answers. */
  readonly name: string;
  /** Throws SimulatorError for an empty, malformed or failed reply. */
  next(request: SimulatorRequest, signal: AbortSignal): Promise<SimulatorReply>;
}

/** A simulator fault: never the agent's. */
export class SimulatorError extends Error {
  override name = 'SimulatorError';
  /** What the faulty reply cost, when one came back. */
  readonly usage: ReplyUsage | undefined;
  constructor(message: string, usage?: ReplyUsage) {
    super(message);
    this.usage = usage;
  }
}

/** The longest user message a simulator may write; a longer one is a malformed reply. */
export const MAX_USER_MESSAGE_CHARS = 4000;

/** The reply checked: text that is empty or too long is a simulator fault, never sent to the agent. */
export function checkedReply(reply: SimulatorReply): SimulatorReply {
  if (reply.kind === 'end') return reply;
  const text = reply.text.trim();
  if (text === '') throw new SimulatorError('the simulator replied with an empty message');
  if (text.length > MAX_USER_MESSAGE_CHARS)
    throw new SimulatorError(`the simulator's message is ${text.length} characters long, over the limit of ${MAX_USER_MESSAGE_CHARS}`);
  return { ...reply, text };
}
