// How a suite writes a regular expression (assistant_matches): "/body/flags" or a plain body.
// Validation and the assertion both read patterns through this one function.
const SLASHED = /^\/(.+)\/([a-z]*)$/s; // any letters, so a bad flag is an error, not a literal

/** Throws SyntaxError when the pattern is invalid. */
export function compilePattern(pattern: string): RegExp {
  const slashed = SLASHED.exec(pattern);
  return slashed ? new RegExp(slashed[1]!, slashed[2]) : new RegExp(pattern);
}
