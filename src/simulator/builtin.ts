// The built-in simulated user: no model, no network. It reads the agent's last reply and node
// descriptor and answers as a user with a goal would: it discloses what it knows when asked,
// answers "I don't know" to what it must not invent, picks the option whose label shares the most
// words with its goal, and calls its end tool when the flow is over or nothing leads on. Its wording
// varies by seed, repeat and turn (phrasings, casing, a typo in the filler words), and only by them:
// the same conversation so far with the same seed and repeat always gets the same message.
import { createHash } from 'node:crypto';
import { mulberry32 } from '../random.ts';
import type { SimulatorSpec } from '../suite/suite-schema.ts';
import { SimulatorError, type Simulator, type SimulatorReply, type SimulatorRequest } from './types.ts';

export const BUILTIN_SIMULATOR = 'builtin';

/** Words that say nothing about where a user wants to go. */
const STOP_WORDS = new Set(
  "a an and are as at be by can do for from get i i'd in is it me my of on or please so that the this to want with would you your".split(
    ' ',
  ),
);

/** Wrappers around the chosen words; none of them holds a word an agent could route on by itself. */
const PHRASINGS = ['{x}', '{x} please', "I'd like: {x}", '{x}, thanks', 'um, {x}', 'ok. {x}'];
/** Filler words with the typos a hurried user makes in them. */
const TYPOS: Readonly<Record<string, string>> = { please: 'pls', thanks: 'thx', "I'd": 'Id', like: 'lke' };

export function createBuiltinSimulator(): Simulator {
  return {
    name: BUILTIN_SIMULATOR,
    next: async (request) => builtinReply(request),
  };
}

/**
 * The simulators of a run without a simulator model: the built-in one for every test, and for a
 * test whose `simulator` names a model, one that fails every request saying how to configure it
 * (so its runs end as SIM_ERROR, never quietly played by another simulator).
 */
export function builtinOnly(): (spec: SimulatorSpec | undefined) => Simulator {
  const builtin = createBuiltinSimulator();
  return (spec) => (spec === undefined || spec === BUILTIN_SIMULATOR ? builtin : unconfigured(spec.model));
}

function unconfigured(model: string): Simulator {
  return {
    name: model,
    next: async () => {
      throw new SimulatorError(
        `the test's simulator is the model ${JSON.stringify(model)}, but no simulator model server is configured: set --simulator-api-key (or AGENT_EVAL_SIMULATOR_API_KEY, or the judge's key), or write simulator: builtin`,
      );
    },
  };
}

/** The built-in simulator's next move: a pure function of the request. */
export function builtinReply(request: SimulatorRequest): SimulatorReply {
  const random = mulberry32(seedOf(request));
  const last = request.transcript.at(-1);
  if (last === undefined) return say(request.goal, random);
  if (last.flow_completed === true) return { kind: 'end', reason: 'the flow is complete' };
  const descriptor = readDescriptor(last.descriptor);
  const asked = `${last.assistant ?? ''}\n${descriptor.prompt}`.toLowerCase();
  const said = request.transcript.map((t) => t.user.toLowerCase()).join('\n');

  // What the agent asks for: the facts the user knows (each once), then what the user cannot know.
  const disclosed = Object.entries(request.knows)
    .filter(([key, value]) => mentions(asked, label(key)) && !said.includes(String(value).toLowerCase()))
    .map(([key, value]) => `my ${label(key)} is ${String(value)}`);
  const unknown = request.unknown.filter((thing) => mentions(asked, thing.toLowerCase())).map((thing) => `I don't know ${thing}`);
  if (disclosed.length > 0 || unknown.length > 0) return say([...disclosed, ...unknown].join(' and '), random, false);

  const options = descriptor.options.filter((o) => !o.hidden);
  if (options.length === 0) return { kind: 'end', reason: `node ${JSON.stringify(last.node)} offers no option` };
  const goalWords = words(request.goal);
  let best: { label: string; score: number } | null = null;
  for (const option of options) {
    const score = words(option.label).filter((w) => goalWords.some((g) => sameStem(g, w))).length;
    if (score > (best?.score ?? 0)) best = { label: option.label, score };
  }
  if (best === null) return { kind: 'end', reason: `no option of node ${JSON.stringify(last.node)} leads toward the goal` };
  return say(best.label, random);
}

/** The message: the words in one of the phrasings, in one of three casings, sometimes with a typo in the filler; disclosed facts as they are. */
function say(text: string, random: () => number, rephrase = true): SimulatorReply {
  // Facts are said as they are: only the words around them vary.
  if (!rephrase) return { kind: 'message', text };
  const phrasing = PHRASINGS[Math.floor(random() * PHRASINGS.length)]!;
  let message = phrasing.replace('{x}', text);
  const casing = random();
  if (casing < 0.25) message = message.toLowerCase();
  else if (casing < 0.5) message = message.charAt(0).toUpperCase() + message.slice(1);
  if (random() < 0.3) {
    const typo = Object.keys(TYPOS).find((word) => phrasing.includes(word));
    if (typo !== undefined) message = message.replace(typo, TYPOS[typo]!);
  }
  return { kind: 'message', text: message };
}

function seedOf(request: SimulatorRequest): number {
  return createHash('sha256')
    .update(`${request.seed ?? ''}\u0000${request.repeat}\u0000${request.transcript.length}`)
    .digest()
    .readUInt32BE(0);
}

interface Descriptor {
  prompt: string;
  options: { label: string; hidden: boolean }[];
}

/** The agent's descriptor, read leniently: anything missing or of the wrong type counts as absent. */
function readDescriptor(value: unknown): Descriptor {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const prompt = typeof record.prompt === 'string' ? record.prompt : '';
  const options = Array.isArray(record.options)
    ? record.options.flatMap((o: unknown) => {
        if (typeof o !== 'object' || o === null) return [];
        const option = o as Record<string, unknown>;
        return typeof option.label === 'string' ? [{ label: option.label, hidden: option.hidden === true }] : [];
      })
    : [];
  return { prompt, options };
}

const label = (key: string): string => key.replaceAll('_', ' ').toLowerCase();

/** Whether the text names the thing as whole words. */
function mentions(text: string, thing: string): boolean {
  const at = text.indexOf(thing);
  if (at === -1 || thing === '') return false;
  const before = text.charAt(at - 1);
  const after = text.charAt(at + thing.length);
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
}

/** "technician" and "technical", "book" and "booked": the same first five letters (or the same short word). */
function sameStem(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5) return a === b || (a.length >= 4 && b.startsWith(a)) || (b.length >= 4 && a.startsWith(b));
  return a.slice(0, 5) === b.slice(0, 5);
}
