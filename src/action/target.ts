// The agent under test: the target-url (or baseline-target-url) template filled in for this event,
// and the guard that keeps the agent token from being sent anywhere outside allowed-target-hosts.
import { UserError } from '../errors.ts';
import { redactUrl } from '../url.ts';

export class TargetError extends UserError {
  override name = 'TargetError';
}

export interface TargetVars {
  pr: number | null;
  sha: string;
  branch: string;
}

/** `input`: the input the template came from, as error messages name it. */
export function renderTarget(template: string, vars: TargetVars, input = 'target-url'): string {
  return template.replace(/\{(pr|sha|branch)\}/g, (_m, key: 'pr' | 'sha' | 'branch') => {
    const value = vars[key];
    if (value === null)
      throw new TargetError(`${input} uses {${key}} but this event has no pull request; use {sha} or {branch}, or a fixed URL.`);
    // A branch name may hold "/": keep the URL's structure intact.
    return encodeURIComponent(String(value)).replace(/%2F/gi, '-');
  });
}

/**
 * Refuses a target outside the allowed hosts when a token would be sent to it. An entry is a host
 * name ("preview.example.com"), host:port, or "*.example.com" for any subdomain.
 */
export function checkTargetHost(target: string, allowed: readonly string[], sendsToken: boolean, input = 'target-url'): void {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new TargetError(
      `${input} ${JSON.stringify(redactUrl(target))} is not a valid URL after filling in the template; check the input.`,
    );
  }
  if (!sendsToken || allowed.length === 0) return;
  const host = url.hostname.toLowerCase();
  const hostPort = url.port ? `${host}:${url.port}` : host;
  const ok = allowed.some((entry) => entry === host || entry === hostPort || (entry.startsWith('*.') && host.endsWith(entry.slice(1))));
  if (!ok) {
    throw new TargetError(
      `Refusing to send the agent token to ${hostPort}: it is not in allowed-target-hosts (${allowed.join(', ')}). Add the host to allowed-target-hosts if it is yours, or fix ${input}.`,
    );
  }
}
