// Two families of errors. A UserError is one the user fixes (an input, a path, a file they wrote):
// it reaches them as "could not run: <what> (<fix>)" without a stack trace, exit 2 in the CLI.
// Anything else is a bug: reported as an internal error, with its stack in debug output.

/** The base of every error the user can fix; `fix` says how, when the message does not already. */
export class UserError extends Error {
  override name = 'UserError';
  readonly what: string;
  readonly fix: string | undefined;
  constructor(what: string, fix?: string, options?: ErrorOptions) {
    super(fix ? `${what} (${fix})` : what, options);
    this.what = what;
    this.fix = fix;
  }
}

/** `could not run: <what> (<fix>)`; `context` (e.g. "agent-eval run") goes before the message. */
export function formatUserError(error: UserError, context?: string): string {
  return `could not run: ${context ? `${context}: ` : ''}${error.message}`;
}

/** The message of anything thrown: an Error's message, else its text. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string') return e.message;
  return String(e);
}
