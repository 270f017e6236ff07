// Scripted capture: a (scrubbed) conversation becomes one suite with one test whose checks are
// structural, never exact text: per turn the node after it, the first tool call's name with its
// stable arguments, the facts it added or updated (values only when short and enumerable), and at
// the end whether the flow completed. What is left out is said in a note beside the check, written
// as a YAML comment (write.ts).
import { createHash } from 'node:crypto';
import { factsToMap, normaliseResult, ResultSchemaError } from '../agent/normalise.ts';
import type { AgentTurn } from '../agent/types.ts';
import { portableFileName } from '../portable-name.ts';
import { computeFactsDelta } from '../runner/facts-delta.ts';
import type { Assertions, SeedMemory, Suite, SuiteTest } from '../suite/suite-schema.ts';
import type { Conversation } from './read.ts';

/** A comment to write beside a node of the suite: `path` names the key it goes before. */
export interface Note {
  path: (string | number)[];
  text: string;
}

export interface DerivedSuite {
  /** The file name (no folder) the suite is written to: safe whatever the conversation id. */
  fileName: string;
  suite: Suite;
  notes: Note[];
}

export interface CaptureMetadata {
  from: { file: string; conversation_id: string };
  at: string;
  status: 'draft';
  /** Distinct values the scrub replaced in the conversation, by kind. */
  scrubbed?: Record<string, number>;
  /** What a reviewer must still read for before approving (capture.ts: REVIEW_NOTE). */
  review?: string;
  calibrated?: { runs: number; pass_rate: number };
}

/** Longest reply quoted in a note. */
const QUOTE_MAX = 160;
/** Longest reply kept as the reference text of assistant_similar_to. */
const REFERENCE_MAX = 2000;
/** The similarity a captured reply must reach before calibration sets it from what was observed. */
export const CAPTURED_SIMILARITY_MIN = 0.8;

export interface DeriveOptions {
  /** An embedding model is configured: the reply becomes assistant_similar_to (else a note only). */
  similarity: boolean;
  /**
   * A judge is configured: without embeddings, the reply becomes a judge criterion describing what
   * it must do (never its exact text), beside the note quoting it.
   */
  judge?: boolean;
}

/** A file-name stem for any id: kept when plain, else cleaned and suffixed with a hash of the id, so `../x` never becomes a path. */
export function safeStem(id: string): string {
  if (/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,79}$/.test(id) && !id.includes('..')) return id;
  const cleaned = id
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  const hash = createHash('sha256').update(id).digest('hex').slice(0, 12);
  return `${cleaned || 'conversation'}-${hash}`;
}

export class DeriveError extends Error {
  override name = 'DeriveError';
}

/** Derives the draft suite of one scrubbed conversation; `at` is the capture time (ISO 8601). */
export function deriveSuite(conversation: Conversation, at: string, options: DeriveOptions = { similarity: false }): DerivedSuite {
  const { first, initialNode, stem } = startOf(conversation);
  const notes: Note[] = [];
  const testPath = ['tests', 0];
  const turns: SuiteTest['turns'] = [];
  const turnIds = new Set<string>();
  let lastCompleted: boolean | null = null;
  let previous: AgentTurn | undefined;

  conversation.turns.forEach((captured, i) => {
    let turnId = captured.turnId || `turn_${i + 1}`;
    if (turnIds.has(turnId)) turnId = `turn_${i + 1}`;
    turnIds.add(turnId);
    const turnPath = [...testPath, 'turns', i];
    let reply;
    try {
      reply = normaliseResult(captured.response);
    } catch (error) {
      if (error instanceof ResultSchemaError) throw new DeriveError(`${captured.at}: ${error.message}`);
      throw error;
    }
    const expected: Assertions = {};
    const turnNotes: string[] = [];
    if (reply.current_node_id !== null && reply.current_node_id !== '') expected.next_node_id = reply.current_node_id;

    const call = reply.tool_calls[0];
    if (call !== undefined && call.name !== '') {
      const { kept, dropped } = stableArgs(call.args);
      expected.tool_call = Object.keys(kept).length > 0 ? { name: call.name, 'args.partial': kept } : { name: call.name };
      if (dropped.length > 0) {
        notes.push({
          path: [...turnPath, 'expected', 'tool_call'],
          text: `arguments not compared: ${dropped.map((d) => `${d.name} (${d.why})`).join(', ')}`,
        });
      }
    }

    const delta = computeFactsDelta(factsToMap(memoryFacts(captured.request.memory)), reply.facts);
    const added = Object.entries(delta.added);
    const updated = Object.entries(delta.updated).map(([key, change]) => [key, change.to] as const);
    const unchecked: string[] = [];
    const factList = (entries: readonly (readonly [string, unknown])[]) =>
      entries.flatMap(([key, value]) => {
        if (enumerable(value)) return [{ key, value }];
        unchecked.push(key);
        return [];
      });
    const adds = factList(added);
    const updates = factList(updated);
    if (adds.length > 0) expected.facts_add = adds;
    if (updates.length > 0) expected.facts_update = updates;
    if (unchecked.length > 0) turnNotes.push(`facts not checked (their values are free text, long or personal): ${unchecked.join(', ')}`);

    if (reply.assistant_message !== null && reply.assistant_message.trim() !== '') {
      if (options.similarity) {
        expected.assistant_similar_to = { text: reply.assistant_message.slice(0, REFERENCE_MAX), min: CAPTURED_SIMILARITY_MIN };
        turnNotes.push('the reply is compared by the similarity of its embedding, never word for word');
      } else {
        turnNotes.push(
          `the agent replied: ${quote(reply.assistant_message)} (text is never checked word for word; with a judge key, capture compares it by similarity)`,
        );
        if (options.judge === true) {
          const choice = i > 0 ? chosenLabel(previous?.next_node_descriptor, reply.tool_calls) : null;
          expected.judge_criteria = { criteria: [replyCriterion(choice, reply.current_node_id, reply.flow_completed === true)] };
          turnNotes.push(
            'judge_criteria: what the reply must do, derived from the choice and the node after the turn; the judge grades it',
          );
        }
      }
    }
    if (reply.flow_completed !== null) lastCompleted = reply.flow_completed;
    previous = reply;

    const turn: NonNullable<SuiteTest['turns']>[number] = { turn_id: turnId, user_input: captured.request.latest_user_message };
    if (Object.keys(expected).length > 0) turn.expected = expected;
    turns.push(turn);
    if (turnNotes.length > 0) notes.push({ path: [...turnPath, 'turn_id'], text: turnNotes.join('\n') });
  });

  const test: SuiteTest = { test_id: conversation.testId || 'conversation', initial_node_id: initialNode, turns };
  const memory = seedMemory(first.request.memory);
  if (memory !== undefined) test.memory = memory;
  if (lastCompleted !== null) test.final_assertions = { flow_completed: lastCompleted };
  if (conversation.turnsLeftOut > 0) {
    notes.push({
      path: [...testPath, 'test_id'],
      text: `captured the first ${turns.length} turns; ${conversation.turnsLeftOut} later turns are left out`,
    });
  }
  if (conversation.cut !== null) notes.push({ path: [...testPath, 'test_id'], text: conversation.cut });

  return { fileName: portableFileName(`${stem}.yaml`), suite: suiteOf(conversation, stem, at, test), notes };
}

/** Where a captured test starts: its first turn, that turn's node, and the file-name stem. */
export function startOf(conversation: Conversation): { first: Conversation['turns'][number]; initialNode: string; stem: string } {
  const first = conversation.turns[0];
  if (first === undefined) throw new DeriveError(`conversation ${JSON.stringify(conversation.id)} has no turn to capture`);
  const initialNode = first.request.current_node_id;
  if (initialNode === null || initialNode === '') {
    throw new DeriveError(`${first.at}: the first turn's request has no context.current_node_id, so the test cannot start where it did`);
  }
  const stem =
    conversation.suiteId !== null && conversation.testId !== null
      ? safeStem(`${conversation.suiteId}.${conversation.testId}`)
      : safeStem(conversation.id);
  return { first, initialNode, stem };
}

/** The draft suite around one captured test: its id, description and metadata.capture. */
export function suiteOf(conversation: Conversation, stem: string, at: string, test: SuiteTest): Suite {
  const metadata: CaptureMetadata = { from: { file: conversation.file, conversation_id: conversation.id }, at, status: 'draft' };
  return {
    version: 'v1',
    suite_id: `captured.${stem}`,
    description: `Captured from ${conversation.file} (conversation ${conversation.id})`,
    metadata: { capture: metadata },
    tests: [test],
  };
}

// ---------------------------------------------------------------------------------------------

const TIME_KEY = /(^|_)(timestamp|time|date|at|created|updated|ts)$/i;
const ID_KEY = /^(id|uuid|guid)$|(^|_)(uuid|guid|request_id|call_id|session_id|trace_id|message_id|span_id|idempotency_key|token|nonce)$/i;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}|$)/;

/** The arguments worth comparing on every run: short identifiers, booleans, small numbers. */
export function stableArgs(args: unknown): { kept: Record<string, unknown>; dropped: { name: string; why: string }[] } {
  const kept: Record<string, unknown> = {};
  const dropped: { name: string; why: string }[] = [];
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return { kept, dropped };
  for (const [name, value] of Object.entries(args)) {
    const why = unstable(name, value);
    if (why === null) Object.defineProperty(kept, name, { value, enumerable: true, writable: true, configurable: true });
    else dropped.push({ name, why });
  }
  return { kept, dropped };
}

function unstable(name: string, value: unknown): string | null {
  if (TIME_KEY.test(name)) return 'a time';
  if (ID_KEY.test(name)) return 'an id';
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || Math.abs(value) >= 100_000) return value > 1e9 ? 'a time' : 'a measured number';
    return null;
  }
  if (typeof value === 'string') {
    if (UUID.test(value)) return 'an id';
    if (ISO_TIME.test(value)) return 'a time';
    if (/\s/.test(value.trim()) || value.length > 40) return 'free text';
    if (/\d{5,}/.test(value) || /^[0-9a-f]{16,}$/i.test(value)) return 'an id';
    if (value.includes('-scrubbed-') || value.endsWith('@example.com')) return 'personal data';
    if (value === '') return 'empty';
    return null;
  }
  return 'a nested value';
}

/** A fact value that is the same every time: a boolean, a small whole number or a short identifier. */
export function enumerable(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) < 1000;
  if (typeof value !== 'string') return false;
  return (
    value.length > 0 && value.length <= 24 && /^[\p{L}\p{N}_.-]+$/u.test(value) && !/\d{5,}/.test(value) && !value.includes('-scrubbed-')
  );
}

export function memoryFacts(memory: unknown): unknown {
  return typeof memory === 'object' && memory !== null && !Array.isArray(memory) ? (memory as Record<string, unknown>)['facts'] : undefined;
}

/** The seeded memory of the first turn, as the suite format takes it (absent when empty). */
export function seedMemory(memory: unknown): SeedMemory | undefined {
  if (typeof memory !== 'object' || memory === null || Array.isArray(memory)) return undefined;
  const m = memory as Record<string, unknown>;
  const seed: SeedMemory = {};
  const facts = factsToMap(m['facts']);
  if (Object.keys(facts).length > 0) seed.facts = Object.entries(facts).map(([key, value]) => ({ key, value }));
  if (Number.isInteger(m['turn_index']) && (m['turn_index'] as number) > 0) seed.turn_index = m['turn_index'] as number;
  const summary = m['summary'];
  if (typeof summary === 'object' && summary !== null) {
    const s = summary as Record<string, unknown>;
    if (Number.isInteger(s['level']) && (s['level'] as number) >= 0 && Array.isArray(s['chunks']) && s['chunks'].length > 0) {
      seed.summary = { level: s['level'] as number, chunks: s['chunks'] };
    }
  }
  return Object.keys(seed).length > 0 ? seed : undefined;
}

export function quote(text: string): string {
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return JSON.stringify(flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX)}…` : flat);
}

/** The judge criterion of a reply: what it does (answers the choice, moves to the node), never its words. */
export function replyCriterion(choice: string | null, node: string | null, completed: boolean): string {
  const answers = choice !== null ? `acknowledges the user's choice ${quote(choice)}` : "answers the user's message";
  const moves = node !== null && node !== '' ? ` and moves the user on to ${idWords(node)}` : '';
  return `The reply ${answers}${moves}${completed ? ', closing the conversation' : ''}.`;
}

/** The label of the option a turn's tool calls took (`option_id`), as the descriptor before the turn offered it. */
export function chosenLabel(descriptor: unknown, calls: AgentTurn['tool_calls']): string | null {
  if (typeof descriptor !== 'object' || descriptor === null) return null;
  const options = (descriptor as Record<string, unknown>)['options'];
  if (!Array.isArray(options)) return null;
  for (const call of calls) {
    const args = call.args;
    if (typeof args !== 'object' || args === null) continue;
    const id = (args as Record<string, unknown>)['option_id'];
    if (typeof id !== 'string') continue;
    const option = options.find((o: unknown) => typeof o === 'object' && o !== null && (o as Record<string, unknown>)['id'] === id) as
      Record<string, unknown> | undefined;
    if (option === undefined || option['hidden'] === true) continue;
    const label = option['label'];
    if (typeof label === 'string' && flatText(label) !== '') return clipText(flatText(label), LABEL_MAX);
  }
  return null;
}

/** Longest option label kept. */
const LABEL_MAX = 80;

/** An id as words: `technician_booked` as "technician booked". */
export function idWords(id: string): string {
  return flatText(id.replace(/[_-]+/g, ' '));
}

/** One line: control characters and runs of white space as one space. */
export function flatText(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
