// How a suite writes a regular expression (assistant_matches): "/body/flags" or a plain body, in
// RE2 syntax. Validation and the assertion both read patterns through compilePattern.
//
// The engine is RE2JS, a port of RE2: matching takes time linear in the text, so no pattern can
// backtrack for ever on a hostile reply. The price is RE2 syntax: no backreferences, no lookaround.
// Linear is still pattern size x text length, so a match whose worst case is over a budget is not
// started (the caller fails the check and says why) rather than holding the process.
import { RE2JS, RE2JSSyntaxException } from 're2js';
import { errorMessage } from '../errors.ts';

/** A pattern larger than this (in engine instructions) is refused at validate. */
export const MAX_PATTERN_SIZE = 2_500;
/**
 * Worst-case steps (pattern size x message characters) the patterns of one check may take: about
 * 0.2 s of CPU at worst, so a run still stops promptly on a signal. Every pattern that validate
 * accepts fits it for messages up to 4,000 characters; small patterns, for a million.
 */
export const MATCH_BUDGET = 10_000_000;

/** A pattern the engine cannot run: the message says what is wrong, `fix` how to write it instead. */
export class PatternError extends SyntaxError {
  readonly fix: string;
  constructor(message: string, fix: string) {
    super(message);
    this.name = 'PatternError';
    this.fix = fix;
  }
}

export interface Pattern {
  /** The RE2 body, without the slashes and flags. */
  readonly source: string;
  /** The flags as written after the closing slash. */
  readonly flags: string;
  /** Worst-case steps to search `text`: the engine's instructions times the text length. */
  costFor(text: string): number;
  /** Whether the pattern matches somewhere in `text`. */
  test(text: string): boolean;
}

const ENGINE_FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL };
// "Matches somewhere" has no use for g, so it is accepted and ignored (a habit from JavaScript).
const IGNORED_FLAGS = new Set(['g']);
const FLAG_FIXES: Record<string, string> = {
  y: 'remove y; to match at the start of the message, begin the pattern with ^',
  u: 'remove u; RE2 patterns always match by Unicode code point',
};
const FLAGS_FIX = 'use only the flags i (ignore case), m (^ and $ match at line ends) and s (. matches a newline) after the closing slash';
const SYNTAX_FIX =
  'fix the pattern in RE2 syntax, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i';

/** Reads a suite pattern; throws PatternError when the engine cannot run it. */
export function compilePattern(pattern: string): Pattern {
  const { source, flags } = splitPattern(pattern);
  let engineFlags = 0;
  for (const [index, flag] of [...flags].entries()) {
    if (flags.indexOf(flag) !== index)
      throw new PatternError(
        `flag '${flag}' is given twice in ${JSON.stringify(pattern)}`,
        `write each flag once: /${source}/${[...new Set(flags)].join('')}`,
      );
    if (IGNORED_FLAGS.has(flag)) continue;
    const bit = ENGINE_FLAGS[flag];
    if (bit === undefined)
      throw new PatternError(`unsupported flag '${flag}' in ${JSON.stringify(pattern)}`, FLAG_FIXES[flag] ?? FLAGS_FIX);
    engineFlags |= bit;
  }
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(source, engineFlags);
  } catch (error) {
    if (error instanceof RE2JSSyntaxException) throw syntaxError(pattern, quotedPart(error, engineFlags));
    throw new PatternError(`invalid regular expression ${JSON.stringify(pattern)}: ${errorMessage(error)}`, SYNTAX_FIX);
  }
  const size = compiled.programSize();
  if (size > MAX_PATTERN_SIZE) {
    throw new PatternError(
      `regular expression ${JSON.stringify(pattern)} is too large: it compiles to ${size} instructions, more than ${MAX_PATTERN_SIZE}`,
      'use smaller repeat counts (x{1,1000} copies x a thousand times) or split it into several patterns',
    );
  }
  return { source, flags, costFor: (text) => size * (text.length + 1), test: (text) => compiled.test(text) };
}

/** "/body/flags" when the text after the last slash is only letters; otherwise the whole is the body. */
function splitPattern(pattern: string): { source: string; flags: string } {
  const last = pattern.lastIndexOf('/');
  // Any letters count as flags, so a bad flag is an error rather than part of the pattern.
  if (pattern.startsWith('/') && last > 1 && /^[a-z]*$/.test(pattern.slice(last + 1))) {
    return { source: pattern.slice(1, last), flags: pattern.slice(last + 1) };
  }
  return { source: pattern, flags: '' };
}

/** The part of the pattern the engine quotes, without the (?i) it wrote there for the flags. */
function quotedPart(error: RE2JSSyntaxException, engineFlags: number): { near: string; description: string } {
  // RE2JS.compile writes the flags in front of the pattern in this order.
  const added = (['m', 's', 'i'] as const)
    .filter((flag) => (engineFlags & ENGINE_FLAGS[flag]!) !== 0)
    .map((flag) => `(?${flag})`)
    .join('');
  const near = error.getPattern() ?? '';
  return { near: added !== '' && near.startsWith(added) ? near.slice(added.length) : near, description: error.getDescription() };
}

/** The engine's syntax error, with the fix for the constructs RE2 leaves out on purpose. */
function syntaxError(pattern: string, { near, description }: { near: string; description: string }): PatternError {
  const unsupported = (what: string, fix: string): PatternError =>
    new PatternError(`${what} in ${JSON.stringify(pattern)} is not supported by the linear-time engine (RE2 syntax)`, fix);
  if (/^\\[1-9]/.test(near) || near.startsWith('\\k')) {
    return unsupported(
      `the backreference ${near.slice(0, 2)}`,
      `rewrite the pattern without ${near.slice(0, 2)}, for example by repeating the group's pattern`,
    );
  }
  if (near.startsWith('(?=') || near.startsWith('(?!')) {
    return unsupported(
      `the lookahead ${near.slice(0, 3)}`,
      'rewrite the pattern without lookahead: match the text that follows, or check absent text with assistant_not_contains',
    );
  }
  if (near.startsWith('(?<=') || near.startsWith('(?<!')) {
    return unsupported(
      `the lookbehind ${near.slice(0, 4)}`,
      'rewrite the pattern without lookbehind: match the text that comes before, or check absent text with assistant_not_contains',
    );
  }
  if (near.startsWith('\\u')) return unsupported('the escape \\u', 'write a code point as \\x{00e9} instead of \\u00e9');
  return new PatternError(`invalid regular expression ${JSON.stringify(pattern)}: ${description}: \`${near}\``, SYNTAX_FIX);
}
