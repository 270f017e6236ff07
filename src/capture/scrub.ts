// The scrub, run on a captured conversation before anything is derived, replayed, written or sent
// anywhere: every secret and personal value capture detects (detect.ts: by the name of the key it
// is under, in any case style, and by pattern in free text; secret-rules.ts: secretlint's
// recommended rules) becomes a fake value, in memory, facts, tool arguments, replies and the
// user's text alike, and wherever that value appears again. The same real value gets the same
// fake everywhere in one conversation, so a captured test still routes on what the user said.
// `keep` lets a fact key or a kind through (never secrets). What is not detected is not replaced:
// names and addresses in free text are found only in the forms detect.ts lists.
import { findInText, isFake, KEEPABLE_KINDS, keyKind, type Kind } from './detect.ts';
import { findRuleSecrets, type RuleSecret } from './secret-rules.ts';

export interface ScrubOptions {
  /** More fact keys whose values are replaced (case-insensitive), beside those detect.ts recognises. */
  keys: readonly string[];
  /** Fact keys or kinds (email, phone, card, iban, name, address, date_of_birth, id_number) let through. */
  keep: readonly string[];
}

export interface Scrubber {
  /** The value with every detected value replaced (a deep copy; keys of objects are scrubbed as text). */
  value<T>(value: T): T;
  text(text: string): string;
  /** How many distinct values were replaced, by kind (or by the --scrub-key key that held them). */
  replaced(): Record<string, number>;
}

/** Finds secretlint's secrets in a text (a port, so a test can stand in a detector that misses). */
export type FindRuleSecrets = (text: string) => Promise<readonly RuleSecret[]>;

/** Deepest nesting walked; deeper values are replaced by null. */
const MAX_DEPTH = 64;

/** Why a --keep is refused: a secret is never let through. */
export function keepProblem(keep: string): string | null {
  const k = keep.toLowerCase();
  if (k === 'secret' || keyKind(keep) === 'secret') return `--keep ${keep}: secrets are never let through`;
  return null;
}

/**
 * The scrubber of one conversation: `seen` is every value of it (requests and replies). Its text
 * is handed to secretlint once, so a secret found anywhere is replaced everywhere.
 */
export async function scrubberFor(options: ScrubOptions, seen: unknown, findSecrets: FindRuleSecrets = findRuleSecrets): Promise<Scrubber> {
  const strings = new Set<string>();
  walkStrings(seen, (s) => strings.add(s), 0);
  const text = [...strings].join('\n');
  const secrets = (await findSecrets(text)).map((f) => text.slice(f.start, f.end)).filter((s) => s.trim().length >= 4 && !isFake(s));
  return createScrubber(options, seen, secrets);
}

/**
 * A scrubber for one conversation. `seen` is walked first, so a value under a personal key (or a
 * secret in `ruleSecrets`, or one a phrase gave away) is known before the text that repeats it.
 */
export function createScrubber(options: ScrubOptions, seen: unknown, ruleSecrets: readonly string[] = []): Scrubber {
  const keep = new Set(options.keep.map((k) => k.toLowerCase()).filter((k) => keepProblem(k) === null));
  const extraKeys = new Set(options.keys.map((k) => k.toLowerCase()).filter((k) => !keep.has(k)));
  const skip = new Set<Kind>(KEEPABLE_KINDS.filter((k) => keep.has(k)));
  const fakes = new Map<string, string>();
  const counts: Record<string, number> = {};
  const fakeFor = (original: string, kind: string): string => {
    const known = fakes.get(original);
    if (known !== undefined) return known;
    counts[kind] = (counts[kind] ?? 0) + 1;
    const fake = makeFake(kind, counts[kind]);
    fakes.set(original, fake);
    return fake;
  };

  /** The kind of the values under a key, or null when they are not replaced for it. */
  const kindOf = (key: string | null): string | null => {
    if (key === null) return null;
    const lower = key.toLowerCase();
    const kind = keyKind(key);
    if (kind === 'secret') return kind;
    if (keep.has(lower)) return null;
    if (extraKeys.has(lower)) return lower;
    return kind !== null && !skip.has(kind) ? kind : null;
  };

  // Values to replace wherever they appear, longest first, so "Ada Lovelace" goes before "Ada".
  const keyed: string[] = [];
  const remember = (original: string, kind: string) => {
    if (original.trim().length < 2 || isFake(original)) return;
    fakeFor(original, kind);
    keyed.push(original);
    // A full name's parts too: the user writes "Lovelace here" where the fact says "Ada Lovelace".
    if (kind !== 'name') return;
    for (const part of original.split(/\s+/)) {
      if (part.length < 3 || isFake(part)) continue;
      fakeFor(part, kind);
      keyed.push(part);
    }
  };
  for (const secret of ruleSecrets) remember(secret, 'secret');
  const collect = (value: unknown, kind: string | null, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (kind !== null && (typeof value === 'string' || typeof value === 'number')) return remember(String(value), kind);
    if (typeof value === 'string') {
      // A secret a phrase gives away ("my password is ...") is replaced wherever it appears later.
      for (const f of findInText(value, skip)) if (f.kind === 'secret') remember(value.slice(f.start, f.end), 'secret');
      return;
    }
    if (Array.isArray(value)) for (const v of value) collect(v, kind, depth + 1);
    else if (isRecord(value)) {
      const factKey = typeof value['key'] === 'string' ? value['key'] : null;
      // Everything under a personal key is personal: an address given as {street, city}.
      for (const [k, v] of Object.entries(value)) collect(v, kind ?? kindOf(keyOf(value, k, factKey)), depth + 1);
    }
  };
  collect(seen, null, 0);
  keyed.sort((a, b) => b.length - a.length);

  // Case-insensitive: the user types "ada" where the fact says "Ada".
  const keyedPatterns = [...new Set(keyed)].map((original) => ({
    regex: new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(original)}(?![\\p{L}\\p{N}_])`, 'giu'),
    fake: fakes.get(original)!,
  }));
  // History repeats every earlier turn in each request: each distinct text is scrubbed once.
  const done = new Map<string, string>();
  const text = (input: string): string => {
    const known = done.get(input);
    if (known !== undefined) return known;
    let out = input;
    for (const { regex, fake } of keyedPatterns) out = out.replace(regex, () => fake);
    // Fakes numbered in reading order, then replaced from the end so the offsets still hold.
    const found = findInText(out, skip).map((f) => ({ ...f, fake: fakeFor(out.slice(f.start, f.end), f.kind) }));
    for (const f of found.reverse()) out = out.slice(0, f.start) + f.fake + out.slice(f.end);
    done.set(input, out);
    return out;
  };

  const value = (input: unknown, kind: string | null, depth: number): unknown => {
    if (depth > MAX_DEPTH) return null;
    if (kind !== null && (typeof input === 'string' || typeof input === 'number')) {
      const original = String(input);
      return fakes.get(original) ?? text(original);
    }
    if (typeof input === 'string') return text(input);
    if (Array.isArray(input)) return input.map((v) => value(v, kind, depth + 1));
    if (isRecord(input)) {
      const factKey = typeof input['key'] === 'string' ? input['key'] : null;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(input)) {
        // Keys are scrubbed too (a fact map keyed by an email address), the same way as values.
        Object.defineProperty(out, text(k), {
          value: value(v, kind ?? kindOf(keyOf(input, k, factKey)), depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    return input;
  };

  return {
    value: <T>(input: T) => value(input, null, 0) as T,
    text,
    replaced: () => ({ ...counts }),
  };
}

/**
 * The key a value is read under: a fact entry's `value` counts as its `key`; a `name` that names a
 * tool call, a content block or a message (beside args, input, type, role ...) is not personal.
 */
export function keyOf(parent: Record<string, unknown>, key: string, factKey: string | null): string | null {
  if (key === 'value' && factKey !== null) return factKey;
  if (key === 'key') return null;
  if (
    key === 'name' &&
    ['args', 'args.partial', 'input', 'arguments', 'type', 'role', 'function', 'id', 'is_error'].some((k) => Object.hasOwn(parent, k))
  )
    return null;
  return key;
}

/** Every string of a value, keys included (bounded by MAX_DEPTH). */
function walkStrings(value: unknown, visit: (s: string) => void, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const v of value) walkStrings(v, visit, depth + 1);
  else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      visit(k);
      walkStrings(v, visit, depth + 1);
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function makeFake(kind: string, n: number): string {
  switch (kind) {
    case 'email':
      return `person${n}@example.com`;
    case 'phone':
      return `+1-555-01${String(n).padStart(2, '0')}`;
    default:
      // Lower case letters and _ only, so isFake knows it again (a --scrub-key key of any spelling).
      return `${kind.toLowerCase().replace(/[^a-z_]+/g, '_') || 'value'}-scrubbed-${n}`;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
