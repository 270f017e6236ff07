// The personal-data scrub, run on a captured conversation before anything is derived, written or
// sent anywhere: emails, phone numbers, card-like and IBAN-like numbers, and every value of the
// listed fact keys (in memory, facts and tool arguments, and wherever that value appears in text)
// become fake values. The same real value gets the same fake everywhere in one conversation, so a
// captured test still routes on what the user said. `keep` lets a fact key or a kind through.

export const PATTERN_KINDS = ['email', 'phone', 'card', 'iban'] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

/** Fact keys whose values are personal by default (matched case-insensitively). */
export const DEFAULT_SCRUB_KEYS: readonly string[] = [
  'name',
  'first_name',
  'last_name',
  'full_name',
  'customer_name',
  'user_name',
  'username',
  'email',
  'phone',
  'phone_number',
  'address',
  'street',
  'postcode',
  'zip',
  'date_of_birth',
  'dob',
  'birthday',
  'account_number',
  'card_number',
  'iban',
  'ssn',
  'passport',
  'national_id',
];

// In this order: a card number is not read as a phone number, an IBAN not as a card.
const PATTERNS: readonly { kind: PatternKind; regex: RegExp }[] = [
  { kind: 'email', regex: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  { kind: 'iban', regex: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g },
  { kind: 'card', regex: /\b\d(?:[ -]?\d){12,18}\b/g },
  { kind: 'phone', regex: /(?<![\w+])\+?(?:\(\d{1,4}\)[ .-]?)?\d(?:[ .-]?\d){6,14}\b/g },
];

export interface ScrubOptions {
  /** Fact keys whose values are replaced (case-insensitive). */
  keys: readonly string[];
  /** Fact keys or kinds (email, phone, card, iban) let through. */
  keep: readonly string[];
}

export interface Scrubber {
  /** The value with every personal value replaced (a deep copy; keys of objects are kept). */
  value<T>(value: T): T;
  text(text: string): string;
  /** How many distinct values were replaced, by kind or fact key. */
  replaced(): Record<string, number>;
}

/**
 * A scrubber for one conversation. `seen` is every value of the conversation (requests and
 * replies), walked first so a fact value is known before the text that repeats it is scrubbed.
 */
export function createScrubber(options: ScrubOptions, seen: unknown): Scrubber {
  const keep = new Set(options.keep.map((k) => k.toLowerCase()));
  const keys = new Set(options.keys.map((k) => k.toLowerCase()).filter((k) => !keep.has(k)));
  const patterns = PATTERNS.filter((p) => !keep.has(p.kind));
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

  // Values under a personal key, longest first, so "Ada Lovelace" goes before "Ada".
  const keyed: string[] = [];
  const personal = (key: string | null): key is string => key !== null && keys.has(key.toLowerCase());
  const collect = (value: unknown, key: string | null, depth: number): void => {
    if (depth > 64) return;
    if (personal(key) && (typeof value === 'string' || typeof value === 'number')) {
      const original = String(value);
      if (original.trim().length >= 2) {
        fakeFor(original, key.toLowerCase());
        keyed.push(original);
      }
      return;
    }
    if (Array.isArray(value)) for (const v of value) collect(v, null, depth + 1);
    else if (isRecord(value)) {
      const factKey = typeof value['key'] === 'string' ? value['key'] : null;
      for (const [k, v] of Object.entries(value)) collect(v, keyOf(value, k, factKey), depth + 1);
    }
  };
  collect(seen, null, 0);
  keyed.sort((a, b) => b.length - a.length);

  // Case-insensitive: the user types "ada" where the fact says "Ada".
  const keyedPatterns = keyed.map((original) => ({
    regex: new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(original)}(?![\\p{L}\\p{N}_])`, 'giu'),
    fake: fakes.get(original)!,
  }));
  const text = (input: string): string => {
    let out = input;
    for (const { regex, fake } of keyedPatterns) out = out.replace(regex, fake);
    for (const { kind, regex } of patterns) out = out.replace(regex, (match) => (isFake(match) ? match : fakeFor(match, kind)));
    return out;
  };

  const value = (input: unknown, key: string | null, depth: number): unknown => {
    if (depth > 64) return null;
    if (personal(key) && (typeof input === 'string' || typeof input === 'number')) {
      const original = String(input);
      return fakes.get(original) ?? text(original);
    }
    if (typeof input === 'string') return text(input);
    if (Array.isArray(input)) return input.map((v) => value(v, null, depth + 1));
    if (isRecord(input)) {
      const factKey = typeof input['key'] === 'string' ? input['key'] : null;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(input)) {
        // Keys are scrubbed too (a fact map keyed by an email address), the same way as values.
        Object.defineProperty(out, text(k), {
          value: value(v, keyOf(input, k, factKey), depth + 1),
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
function keyOf(parent: Record<string, unknown>, key: string, factKey: string | null): string | null {
  if (key === 'value' && factKey !== null) return factKey;
  if (key === 'key') return null;
  if (key === 'name' && ['args', 'input', 'arguments', 'type', 'role', 'function', 'id', 'is_error'].some((k) => Object.hasOwn(parent, k)))
    return null;
  return key;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const FAKE_MARK = 'scrubbed';

function makeFake(kind: string, n: number): string {
  switch (kind) {
    case 'email':
      return `person${n}@example.com`;
    case 'phone':
      return `+1-555-01${String(n).padStart(2, '0')}`;
    case 'card':
      return `card-${FAKE_MARK}-${n}`;
    case 'iban':
      return `iban-${FAKE_MARK}-${n}`;
    default:
      return `${kind}-${FAKE_MARK}-${n}`;
  }
}

/** A fake this scrubber made (so scrubbing twice changes nothing). */
function isFake(text: string): boolean {
  return /^person\d+@example\.com$/.test(text) || /^\+1-555-01\d+$/.test(text);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
