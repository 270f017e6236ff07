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
