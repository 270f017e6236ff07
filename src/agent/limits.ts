// The most one turn of an agent may make the harness hold, over either transport. Past a limit the
// turn fails with ENGINE_ERROR naming it (and is retried like any other), so a hostile or broken
// agent costs bounded memory and stack, never the whole run.

/** The bytes of one reply: an HTTP body, one WebSocket message, or all messages of a WebSocket turn. */
export const MAX_REPLY_BYTES = 10 * 1024 * 1024;
/** WebSocket messages (events and any others) one turn may receive before its result. */
export const MAX_EVENTS_PER_TURN = 10_000;
/**
 * Nesting of arrays and objects in a reply. Far deeper than any real reply, far shallower than what
 * the recursive steps after parsing (comparisons, JSON.stringify of the records) can take.
 */
export const MAX_REPLY_DEPTH = 256;

export const REPLY_SIZE_LIMIT = `${MAX_REPLY_BYTES / 1024 / 1024} MiB`;

// What the agent makes the harness build from its replies, which can be more than a reply holds: an
// AG-UI STATE_DELTA of a few bytes may copy the whole state into itself, and the arguments of an
// AG-UI tool call arrive in pieces. These hold whatever the protocol; a state, facts or arguments
// taken whole from one reply are already within the reply's limits.

/** The agent state after every event and every patch operation, measured as JSON text (estimateJson). */
export const MAX_STATE_BYTES = MAX_REPLY_BYTES;
/** Nesting of arrays and objects in the agent state: the reply's. */
export const MAX_STATE_DEPTH = MAX_REPLY_DEPTH;
/**
 * What the `copy` and `move` operations of one turn may read in all: each costs the size of its
 * value, so without it a few bytes of patch could copy a large value to and fro for hours.
 */
export const MAX_PATCH_COPY_BYTES = MAX_REPLY_BYTES;
/** The arguments of one tool call, as JSON text, however many pieces they came in. */
export const MAX_TOOL_ARGS_BYTES = MAX_REPLY_BYTES;
/** What an A2A turn keeps of a task: its artifacts and status messages, however many polls brought them. */
export const MAX_TASK_BYTES = MAX_REPLY_BYTES;

/** `bytes` as a limit is written: "10 MiB", "512 KiB", "300 bytes". */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * The length of `value` as JSON text (strings counted without their escapes) and its nesting, by a
 * walk that stops as soon as the length passes `maxBytes` or the nesting `maxDepth`: then the
 * figures returned are past the limit but no longer exact. Iterative, so any nesting is safe, and
 * it costs at most what it counts, so a huge value is never walked to say it is too big.
 */
export function estimateJson(value: unknown, maxBytes = Infinity, maxDepth = Infinity): { bytes: number; depth: number } {
  let bytes = 0;
  let depth = 0;
  // Two stacks, not one of pairs: a state of millions of small values is walked without a pair each.
  const items: unknown[] = [value];
  const levels: number[] = [0];
  while (items.length > 0 && bytes <= maxBytes && depth <= maxDepth) {
    const item = items.pop();
    const level = levels.pop()!;
    if (typeof item === 'string') bytes += item.length + 2;
    else if (typeof item === 'number') bytes += Number.isFinite(item) ? String(item).length : 4;
    else if (typeof item === 'boolean') bytes += item ? 4 : 5;
    else if (typeof item !== 'object' || item === null) bytes += 4;
    else {
      const inner = level + 1;
      if (inner > depth) depth = inner;
      bytes += 2;
      // Each member or element costs its separator too, as memberBytes says.
      if (Array.isArray(item)) {
        bytes += item.length;
        for (let i = item.length - 1; i >= 0 && bytes <= maxBytes; i--) {
          items.push(item[i]);
          levels.push(inner);
        }
      } else {
        for (const key of Object.keys(item)) {
          bytes += memberBytes(key);
          if (bytes > maxBytes) break;
          items.push((item as Record<string, unknown>)[key]);
          levels.push(inner);
        }
      }
    }
  }
  return { bytes, depth };
}

/** What a member adds to an object besides its value: the quoted key, the colon and a comma (an array element: the comma, 1). */
export function memberBytes(key: string): number {
  return key.length + 4;
}

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`. A linear scan of the raw text
 * (brackets inside strings do not count), so hostile nesting is refused before anything recursive
 * sees it; the text need not be valid JSON.
 */
export function nestedDeeperThan(text: string, limit = MAX_REPLY_DEPTH): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

export const TOO_DEEP_REASON = `the reply is nested deeper than ${MAX_REPLY_DEPTH} levels`;
