// How one setting's text becomes a value: the one number parser, booleans, choices and URLs. Each
// rule carries its own words ("a whole number from 1 to 256"), so every edge refuses a value alike.

/** Turns the text of a flag, an input or a variable into a value; `rule` says what is accepted. */
export interface ValueRule<T> {
  /** What is accepted, as a noun phrase: "a whole number from 1 to 256". */
  rule: string;
  /** The range alone, for help texts: "1 to 256". */
  range?: string;
  /** The value, or undefined when the text is not acceptable. */
  parse(text: string): T | undefined;
}

/** A plain decimal number (no hex, no Infinity, no blank): `12`, `0.025`, `-1`, `1e3`. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** A whole number from `min` to `max` (no max: any safe integer from `min`). */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER, unit = ''): ValueRule<number> {
  const of = unit ? ` of ${unit}` : '';
  return {
    rule: max === Number.MAX_SAFE_INTEGER ? `a whole number${of}, ${min} or more` : `a whole number${of} from ${min} to ${max}`,
    range: max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`,
    parse: (text) => {
      const n = parseNumber(text);
      return n !== undefined && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
    },
  };
}

/** A number from `min` (or greater than `above`) to `max`. */
export function decimal(range: { min: number; max: number } | { above: number; max: number }): ValueRule<number> {
  const low = 'above' in range ? range.above : range.min;
  return {
    rule: 'above' in range ? `a number greater than ${range.above} and at most ${range.max}` : `a number from ${range.min} to ${range.max}`,
    range: 'above' in range ? `above ${range.above}, at most ${range.max}` : `${range.min} to ${range.max}`,
    parse: (text) => {
      const n = parseNumber(text);
      if (n === undefined || n > range.max) return undefined;
      return ('above' in range ? n > low : n >= low) ? n : undefined;
    },
  };
}

/** true or false, in any case as YAML writes them. */
export const trueOrFalse: ValueRule<boolean> = {
  rule: 'true or false',
  parse: (text) => {
    const t = text.trim().toLowerCase();
    return t === 'true' ? true : t === 'false' ? false : undefined;
  },
};

/** One of a few words. */
export function oneOf<T extends string>(choices: readonly T[]): ValueRule<T> {
  const listed = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : (choices[0] ?? '');
  return { rule: listed, parse: (text) => choices.find((c) => c === text.trim()) };
}

/** Any text, kept as written (trimmed). */
export const anyText: ValueRule<string> = { rule: 'any text', parse: (text) => text.trim() };

/** An http:// or https:// URL; `what` names it ("the Pushgateway's base URL, e.g. ..."). */
export function httpUrl(what: string): ValueRule<string> {
  return {
    rule: what,
    parse: (text) => {
      const url = URL.parse(text.trim());
      return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '' ? text.trim() : undefined;
    },
  };
}

/** A value another parser of the product reads (repeats, shard, memory pipeline): null when it refuses. */
export function parsedBy<T>(rule: string, parse: (text: string) => T | null): ValueRule<T> {
  return { rule, parse: (text) => parse(text) ?? undefined };
}

/** One entry per line; blank lines and # comments are left out. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !s.startsWith('#'));
}
