// The agent URL (--target / target-url, --baseline-target / baseline-target-url), checked before
// anything runs: a missing or unknown scheme is refused with the URL probably meant
// (`127.0.0.1:8080` -> `http://127.0.0.1:8080`).
import { redactUrl } from '../url.ts';
import { settingName, type Edge } from './edge.ts';

const URL_SCHEMES = ['http:', 'https:', 'ws:', 'wss:'];

/** The placeholders of an action template, filled in per event; checked here with stand-in values. */
const TEMPLATE_VARS = { pr: '1', sha: '0', branch: 'main' };

export interface TargetUrlSetting {
  flag?: string | undefined;
  input?: string | undefined;
}

/**
 * The URL as given (trimmed) when it can reach an agent; else the edge's error naming the setting,
 * with the URL probably meant. `template`: {pr}, {sha} and {branch} are filled in later (the action).
 */
export function checkTargetUrl(
  text: string,
  transport: 'http' | 'ws',
  setting: TargetUrlSetting,
  edge: Edge,
  options: { template?: boolean } = {},
): string {
  const scheme = transport === 'ws' ? 'ws' : 'http';
  const name = settingName(setting, edge);
  const written = (url: string) => (edge.kind === 'flag' ? `${name} ${redactUrl(url)}` : `\`${setting.input}: ${redactUrl(url)}\``);
  const example = written(edge.kind === 'flag' ? `${scheme}://localhost:8080` : `https://pr-{pr}.preview.example.com`);
  const fail = (problem: string, suggestion?: string): never => {
    const meant = suggestion ? `; did you mean ${written(suggestion)}?` : '';
    // Shown redacted: a URL typed with a password in it is still a secret when it is wrong.
    const shown = JSON.stringify(redactUrl(text));
    throw edge.error(
      edge.kind === 'flag' ? `${name} ${shown} ${problem}${meant}` : `Input ${name} is invalid (got ${shown}): it ${problem}${meant}`,
    );
  };
  const trimmed = text.trim();
  const parses = (url: string) =>
    URL.canParse(options.template ? url.replace(/\{(pr|sha|branch)\}/g, (_m, key: keyof typeof TEMPLATE_VARS) => TEMPLATE_VARS[key]) : url);
  if (trimmed === '') fail(`is empty; give the agent's URL, e.g. ${example}`);
  const explicit = /^([a-z][a-z0-9+.-]*):(\/*)(.*)$/i.exec(trimmed);
  // "localhost:8080" looks like scheme "localhost": a scheme is only a scheme when it is a known one or "//" follows.
  const hasScheme = explicit !== null && (URL_SCHEMES.includes(`${explicit[1]!.toLowerCase()}:`) || explicit[2] !== '');
  if (!hasScheme) {
    const suggestion = `${scheme}://${trimmed.replace(/^\/+/, '')}`;
    fail(`has no scheme (http://, https://, ws:// or wss://)`, parses(suggestion) ? suggestion : undefined);
  }
  const [, scheme0, slashes, rest] = explicit!;
  if (!URL_SCHEMES.includes(`${scheme0!.toLowerCase()}:`)) fail(`must start with http://, https://, ws:// or wss://, not ${scheme0}://`);
  if (slashes !== '//') {
    const suggestion = `${scheme0!.toLowerCase()}://${rest}`;
    fail(`needs two slashes after '${scheme0}:'`, parses(suggestion) ? suggestion : undefined);
  }
  if (!parses(trimmed)) fail(`is not a valid URL; give the agent's URL, e.g. ${example}`);
  return trimmed;
}
