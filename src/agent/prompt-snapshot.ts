// Prompt snapshots: the prompt an agent says it assembled for its model in a turn (system message,
// facts and summary messages, the history window), offered as the ExecutionResult's
// `prompt_snapshot` or in a WebSocket `debug` event. The harness's own request is not that prompt,
// so a snapshot is what tells a reader what the agent's model actually saw.
//
// Advisory, so read leniently: a snapshot of another shape is kept as sent, with a warning, never a
// failed turn. Bounded: a reply may be 10 MiB, but the artifacts keep at most
// MAX_PROMPT_SNAPSHOT_BYTES of snapshots per turn. A bigger one is shortened where it says least
// (the middle of the message list, the tail of a very long message), and the cut is stated in the
// kept entry and in a turn warning, never made silently.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { byteSize, plural } from '../format.ts';
import type { PromptSnapshot } from './types.ts';

/** What the artifacts keep of one turn's snapshots, all of them together. */
export const MAX_PROMPT_SNAPSHOT_BYTES = 256 * 1024;
export const PROMPT_SNAPSHOT_LIMIT = byteSize(MAX_PROMPT_SNAPSHOT_BYTES);

/** The documented shape; anything else is kept too, with a warning. */
export const PromptSnapshotSchema = z.looseObject({
  messages: z.array(z.looseObject({ role: z.string(), content: z.unknown().optional() })),
  model: z.string().nullish(),
});

/** Below this much room left, a further snapshot is not kept at all (it is named in the warning). */
const MIN_ROOM = 1024;
/** A field other than `messages` bigger than this is named rather than kept, when cutting. */
const MAX_FIELD_BYTES = 4 * 1024;
/** Room for the wrapper, the marker message and the cut notes. */
const SLACK = 512;

export interface OfferedSnapshot {
  /** Where it was in the reply: "prompt_snapshot" or "events[3].prompt_snapshot". */
  from: string;
  value: unknown;
}

/**
 * The snapshots of one turn, in the order they arrived, within MAX_PROMPT_SNAPSHOT_BYTES together;
 * undefined when the agent offered none. The same snapshot offered twice (a debug event and the
 * result) is kept once. Shape mismatches and cuts are added to `warnings`.
 */
export function readPromptSnapshots(offered: readonly OfferedSnapshot[], warnings: string[]): PromptSnapshot[] | undefined {
  const kept: PromptSnapshot[] = [];
  const seen: unknown[] = [];
  let room = MAX_PROMPT_SNAPSHOT_BYTES;
  for (const { from, value } of offered) {
    // null is an agent saying "none this turn".
    if (value === undefined || value === null) continue;
    if (seen.some((s) => isDeepStrictEqual(s, value))) continue;
    seen.push(value);
    if (!PromptSnapshotSchema.safeParse(value).success)
      warnings.push(`${from}: not a prompt snapshot of the form {messages: [{role, content}], model?}; kept as sent`);
    const bytes = jsonBytes(value);
    if (bytes <= room) {
      kept.push({ from, snapshot: value });
      room -= bytes;
      continue;
    }
    const { snapshot, note } = shorten(value, room);
    const truncated = `the snapshot is ${byteSize(bytes)}, over the ${PROMPT_SNAPSHOT_LIMIT} kept per turn: ${note}`;
    kept.push({ from, snapshot, truncated });
    warnings.push(`${from}: ${truncated}`);
    room = Math.max(0, room - jsonBytes(snapshot));
  }
  return kept.length > 0 ? kept : undefined;
}

function shorten(value: unknown, room: number): { snapshot: unknown; note: string } {
  if (room < MIN_ROOM) return { snapshot: null, note: "left out, the turn's earlier snapshots took the whole limit" };
  if (isRecord(value) && Array.isArray(value.messages)) {
    const cut = shortenMessages(value, value.messages, room - SLACK);
    if (jsonBytes(cut.snapshot) <= room) return cut;
  }
  const text = JSON.stringify(value);
  return { snapshot: cutText(text, room - SLACK), note: `kept as the first ${byteSize(room - SLACK)} of its JSON text` };
}

/**
 * Keeps the small fields, shortens each very long message, then keeps messages from both ends (the
 * system message first, the latest turns last) and puts a marker where the middle was left out.
 */
function shortenMessages(value: Record<string, unknown>, messages: readonly unknown[], room: number): { snapshot: unknown; note: string } {
  const notes: string[] = [];
  // Object.fromEntries, not assignment: a field named `__proto__` stays a field.
  const bigFields: string[] = [];
  const fields = Object.entries(value)
    .filter(([key]) => key !== 'messages')
    .map(([key, field]): [string, unknown] => {
      const bytes = jsonBytes(field);
      if (bytes <= MAX_FIELD_BYTES) return [key, field];
      bigFields.push(key);
      return [key, `[left out: ${byteSize(bytes)}]`];
    });
  let left = room - jsonBytes(Object.fromEntries(fields));

  const perMessage = Math.max(MIN_ROOM, Math.floor(room / 8));
  let shortened = 0;
  const sized = messages.map((message) => {
    const bytes = jsonBytes(message);
    if (bytes <= perMessage) return { message, bytes };
    shortened += 1;
    const cut = shortenMessage(message, perMessage);
    return { message: cut, bytes: jsonBytes(cut) };
  });

  // The first half of the room from the start, the rest from the end.
  const head: unknown[] = [];
  let used = 0;
  for (const { message, bytes } of sized) {
    if (used + bytes + 1 > left / 2) break;
    head.push(message);
    used += bytes + 1;
  }
  left -= used;
  const tail: unknown[] = [];
  for (let i = sized.length - 1; i >= head.length; i--) {
    const { message, bytes } = sized[i]!;
    if (bytes + 1 > left) break;
    tail.unshift(message);
    left -= bytes + 1;
  }
  const leftOut = sized.length - head.length - tail.length;
  const marker =
    leftOut > 0
      ? [
          {
            role: 'harness',
            content: `[${plural(leftOut, 'message')} left out here: the snapshot is over the ${PROMPT_SNAPSHOT_LIMIT} kept per turn]`,
          },
        ]
      : [];

  if (shortened > 0) notes.push(`${plural(shortened, 'long message')} shortened`);
  if (leftOut > 0) notes.push(`${leftOut} of ${plural(messages.length, 'message')} left out (a "harness" message marks where)`);
  if (bigFields.length > 0) notes.push(`${bigFields.length === 1 ? 'field' : 'fields'} ${bigFields.join(', ')} left out`);
  return {
    snapshot: Object.fromEntries([...fields, ['messages', [...head, ...marker, ...tail]]]),
    note: notes.join('; ') || 'shortened',
  };
}

function shortenMessage(message: unknown, maxBytes: number): unknown {
  if (!isRecord(message)) return cutText(JSON.stringify(message) ?? String(message), maxBytes - 64);
  const content = typeof message.content === 'string' ? message.content : (JSON.stringify(message.content) ?? '');
  return { role: message.role, content: cutText(content, maxBytes - 128) };
}

/** The first `maxBytes` of the text (UTF-8), and how much was cut. */
function cutText(text: string, maxBytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  if (buffer.length <= maxBytes) return text;
  const start = buffer
    .subarray(0, Math.max(0, maxBytes))
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return `${start}… [${byteSize(buffer.length - Buffer.byteLength(start))} more cut]`;
}

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? 'null');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
