// The two edges that read settings: the command line (flags) and the action (inputs). One rule and
// one fix per setting; each edge names the setting the way its user wrote it.
import type { UserError } from '../errors.ts';
import { redactUrl } from '../url.ts';

export interface Edge {
  kind: 'flag' | 'input';
  /** The edge's error for a setting the user fixes (a UsageError on the command line, a ConfigurationError in the action). */
  error: (message: string) => UserError;
}

/** How an edge spells a setting: `--concurrency` on the command line, `` `concurrency` `` in the action. */
export function settingName(setting: { flag?: string | undefined; input?: string | undefined }, edge: Edge): string {
  const name = edge.kind === 'flag' ? setting.flag : setting.input;
  if (name === undefined) throw new Error(`this setting has no ${edge.kind} name`);
  return edge.kind === 'flag' ? name : `\`${name}\``;
}

/**
 * The refusal of a value, from the setting's one rule: `--alpha must be a number greater than 0 and
 * at most 0.5, got '0.9'` on the command line, ``Input `alpha` is invalid (got "0.9"): give a number
 * greater than 0 and at most 0.5.`` in the action. A URL is shown redacted: one typed with a password
 * in it is still a secret when it is wrong.
 */
export function invalidValue(
  setting: { flag?: string | undefined; input?: string | undefined; url?: boolean | undefined },
  edge: Edge,
  given: string,
  rule: string,
): UserError {
  const shown = setting.url ? redactUrl(given) : given;
  return edge.kind === 'flag'
    ? edge.error(`${settingName(setting, edge)} must be ${rule}, got '${shown}'`)
    : edge.error(`Input ${settingName(setting, edge)} is invalid (got ${JSON.stringify(shown)}): give ${rule}.`);
}
