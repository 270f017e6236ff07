// How a suite writes a regular expression (assistant_matches): "/body/flags" or a plain body.
// Validation and the assertion both read patterns through this one function.
const SLASHED = /^\/(.+)\/([dgimsuvy]*)$/s;

/** Throws SyntaxError when the pattern is invalid. */
export function compilePattern(pattern: string): RegExp {
  const slashed = SLASHED.exec(pattern);
  return slashed ? new RegExp(slashed[1]!, slashed[2]) : new RegExp(pattern);
}
