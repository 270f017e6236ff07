// Simulation capture (`--as simulation`): a (scrubbed) conversation becomes one simulated test, a
// user with a goal played by the simulator, instead of the user's turns replayed as written. Every
// field is derived deterministically from the conversation, no model involved:
//   persona       the user's turns: the options they chose (the labels the agent offered), or their
//                 own words where the agent offered none, and the facts they gave;
//   goal          the same choices, the final node reached and the decisive (last) tool call;
//   knows         the facts added during the conversation whose values the user wrote;
//   opening       the first user message;
//   success_when  the final node, the decisive tool call with its stable arguments and the key facts
//                 (those added on the last turn; a check the goal turn cannot hold goes to
//                 final_assertions instead, checked over the whole conversation);
//   max_turns     twice the captured turns, at least 6.
// Each choice is said in a note beside its field, written as a YAML comment (write.ts).
import { factsToMap, normaliseResult, ResultSchemaError } from '../agent/normalise.ts';
import type { AgentTurn } from '../agent/types.ts';
import { portableFileName } from '../portable-name.ts';
import { computeFactsDelta } from '../runner/facts-delta.ts';
import type { Assertions, ExpectedToolCall, Simulation, SuiteTest } from '../suite/suite-schema.ts';
import {
  chosenLabel,
  clipText as clip,
  DeriveError,
  enumerable,
  flatText as flat,
  idWords as words,
  memoryFacts,
  quote,
  seedMemory,
  stableArgs,
  startOf,
  suiteOf,
  type DerivedSuite,
  type Note,
} from './derive.ts';
import type { CapturedTurn, Conversation } from './read.ts';

export interface SimulationOptions {
  /** A judge is configured: the test gets a `success` criterion the judge grades over the transcript. */
  judge: boolean;
}

/** The fewest agent turns a captured simulation may take. */
export const SIMULATION_MIN_TURNS_CAP = 6;
/** The schema's highest max_turns. */
const MAX_TURNS_CAP = 100;
/** Longest user message kept as a choice in the persona and goal. */
const CHOICE_MAX = 80;
/** Most choices named in the persona and goal (the rest are counted). */
const CHOICES_MAX = 12;
/** Longest opening kept (the first user message). */
const OPENING_MAX = 2000;
/** Longest fact value the user may disclose through `knows`. */
const KNOWN_VALUE_MAX = 200;
/** Most facts in `knows`. */
const KNOWS_MAX = 30;

/** Derives the simulated test of one scrubbed conversation; `at` is the capture time (ISO 8601). */
export function deriveSimulation(conversation: Conversation, at: string, options: SimulationOptions = { judge: false }): DerivedSuite {
  const { first, initialNode, stem } = startOf(conversation);
  const replies = conversation.turns.map(replyOf);
  const last = replies.at(-1)!;
  const notes: Note[] = [];
  const simPath = ['tests', 0, 'simulation'];
  const note = (key: string, text: string) => notes.push({ path: [...simPath, key], text });

  // What the user chose on each turn after the first: the label of the option the agent took, as
  // the agent offered it the turn before, else the user's own words.
  let labelled = 0;
  const choices = conversation.turns.slice(1).flatMap((captured, i) => {
    const label = chosenLabel(replies[i]!.next_node_descriptor, replies[i + 1]!.tool_calls);
    if (label !== null) {
      labelled++;
      return [label];
    }
    const words = flat(captured.request.latest_user_message);
    return words === '' ? [] : [clip(words, CHOICE_MAX)];
  });

  // The facts the conversation added, and those of them whose values the user wrote.
  const initialFacts = factsToMap(memoryFacts(first.request.memory));
  const added = computeFactsDelta(initialFacts, last.facts).added;
  const userText = conversation.turns.map((t) => t.request.latest_user_message.toLowerCase()).join('\n');
  const knows: NonNullable<Simulation['knows']> = {};
  for (const [key, value] of Object.entries(added)) {
    if (Object.keys(knows).length >= KNOWS_MAX) break;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const text = String(value);
    if (text.trim() === '' || text.length > KNOWN_VALUE_MAX || !userText.includes(text.toLowerCase())) continue;
    Object.defineProperty(knows, key, { value, enumerable: true, writable: true, configurable: true });
  }
  const known = Object.keys(knows);
  /** A fact checked by value: one the user discloses as it is, or a short enumerable one. */
  const checkable = (key: string, value: unknown) => known.includes(key) || enumerable(value);

  // The decisive tool call: the conversation's last, with its stable arguments.
  let found: { call: ExpectedToolCall; turn: number; dropped: string[] } | null = null;
  for (const [i, reply] of replies.entries()) {
    const call = reply.tool_calls.at(-1);
    if (call === undefined || call.name === '') continue;
    const { kept, dropped } = stableArgs(call.args);
    found = {
      call: Object.keys(kept).length > 0 ? { name: call.name, 'args.partial': kept } : { name: call.name },
      turn: i,
      dropped: dropped.map((d) => `${d.name} (${d.why})`),
    };
  }
  const finalNode = last.current_node_id !== null && last.current_node_id !== '' ? last.current_node_id : null;
  const lastTurn = replies.length - 1;

  const successWhen: Assertions = {};
  const finals: Assertions = {};
  const successNotes: string[] = [];
  if (finalNode !== null) {
    successWhen.next_node_id = finalNode;
    successNotes.push(`next_node_id: the final node (the node after the last turn)`);
  }
  if (found !== null) {
    const dropped = found.dropped.length > 0 ? `; arguments not compared: ${found.dropped.join(', ')}` : '';
    if (found.turn === lastTurn) {
      successWhen.tool_calls = [found.call];
      successNotes.push(`tool_calls: the decisive tool call (the conversation's last) with its stable arguments${dropped}`);
    } else {
      finals.tool_calls = [found.call];
      notes.push({
        path: ['tests', 0, 'final_assertions', 'tool_calls'],
        text: `the decisive tool call (the conversation's last) came on turn ${found.turn + 1} of ${replies.length}, before the goal turn, so it is checked over the whole conversation${dropped}`,
      });
    }
  }
  const lastAdded = computeFactsDelta(replies.length > 1 ? replies.at(-2)!.facts : initialFacts, last.facts).added;
  const goalFacts: { key: string; value: unknown }[] = [];
  const earlierFacts: { key: string; value: unknown }[] = [];
  const unchecked: string[] = [];
  for (const [key, value] of Object.entries(added)) {
    if (!checkable(key, value)) unchecked.push(key);
    else if (Object.hasOwn(lastAdded, key)) goalFacts.push({ key, value });
    else earlierFacts.push({ key, value });
  }
  if (goalFacts.length > 0) {
    successWhen.facts_add = goalFacts;
    successNotes.push('facts_add: the key facts added on the last turn');
  }
  if (earlierFacts.length > 0) {
    finals.facts_add = earlierFacts;
    notes.push({
      path: ['tests', 0, 'final_assertions', 'facts_add'],
      text: 'the key facts added before the last turn: checked over the whole conversation (success_when sees one turn at a time)',
    });
  }
  if (unchecked.length > 0) successNotes.push(`facts not checked (their values are free text, long or personal): ${unchecked.join(', ')}`);
  if (Object.keys(successWhen).length === 0) {
    throw new DeriveError(
      `${conversation.turns.at(-1)!.at}: the last turn reached no node and the conversation made no tool call, so there is no goal to reach`,
    );
  }
  if (last.flow_completed !== null) finals.flow_completed = last.flow_completed;

  // The persona and goal, in words the built-in simulator routes on: the labels the user chose.
  const named = choices.length > CHOICES_MAX ? [...choices.slice(0, CHOICES_MAX), `${choices.length - CHOICES_MAX} more`] : choices;
  const opening = clip(first.request.latest_user_message.trim(), OPENING_MAX);
  const asks =
    named.length > 0 ? `asks for ${named.join(', then ')}` : opening !== '' ? `opens with ${quote(opening)}` : 'talks to the agent';
  const gives = known.length > 0 ? ` and gives their ${known.map(words).join(', ')} when asked` : '';
  const persona = `A user who ${asks}${gives}.`;
  const reach = [
    finalNode !== null ? `reach ${words(finalNode)}` : null,
    found !== null ? `have the agent call ${found.call.name}` : null,
  ].filter((p): p is string => p !== null);
  const goal = `${named.length > 0 ? `${named.join(', then ')}: ` : ''}${reach.join(' and ')}.`;

  const simulation: Simulation = { persona, goal, success_when: successWhen };
  if (known.length > 0) simulation.knows = knows;
  if (opening !== '') simulation.opening = opening;
  simulation.max_turns = Math.min(MAX_TURNS_CAP, Math.max(SIMULATION_MIN_TURNS_CAP, 2 * replies.length));
  if (options.judge) {
    simulation.success = `The agent helps the user ${named.length > 0 ? `with ${named.join(', then ')}` : 'with what they asked for'}${finalNode !== null ? ` and brings the conversation to ${words(finalNode)}` : ''}.`;
  }

  note(
    'persona',
    `derived from the user's ${conversation.turns.length} message${conversation.turns.length === 1 ? '' : 's'} (no model wrote it): ${
      labelled > 0 ? `the options they chose (${labelled} by the label the agent offered)` : 'their own words'
    }${known.length > 0 ? ' and the facts they gave' : ''}`,
  );
  note('goal', 'what the conversation achieved: the same choices, the final node reached and the decisive tool call');
  if (known.length > 0)
    note('knows', `the facts the conversation added whose values the user wrote (after the scrub): ${known.join(', ')}`);
  if (opening !== '') note('opening', "the user's first message (after the scrub)");
  note('success_when', successNotes.join('\n'));
  note(
    'max_turns',
    `twice the captured conversation's ${replies.length} turn${replies.length === 1 ? '' : 's'}, at least ${SIMULATION_MIN_TURNS_CAP}`,
  );
  if (options.judge)
    note('success', 'graded by the judge over the transcript; derived from the choices and the final node, never the exact text');

  const test: SuiteTest = { test_id: conversation.testId || 'conversation', initial_node_id: initialNode, simulation };
  const memory = seedMemory(first.request.memory);
  if (memory !== undefined) test.memory = memory;
  if (Object.keys(finals).length > 0) test.final_assertions = finals;
  if (conversation.turnsLeftOut > 0) {
    notes.push({
      path: ['tests', 0, 'test_id'],
      text: `derived from the first ${replies.length} turns; ${conversation.turnsLeftOut} later turns are left out`,
    });
  }
  if (conversation.cut !== null) notes.push({ path: ['tests', 0, 'test_id'], text: conversation.cut });
  return { fileName: portableFileName(`${stem}.yaml`), suite: suiteOf(conversation, stem, at, test), notes };
}

function replyOf(captured: CapturedTurn): AgentTurn {
  try {
    return normaliseResult(captured.response);
  } catch (error) {
    if (error instanceof ResultSchemaError) throw new DeriveError(`${captured.at}: ${error.message}`);
    throw error;
  }
}
