// Command-line options shared by every command: one parser whose mistakes are usage errors with the
// fix (an unknown option names the closest known one), and the check of an agent URL.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../did-you-mean.ts';
import { errorMessage } from '../errors.ts';
import { redactUrl } from '../url.ts';
import { UsageError } from './io.ts';

/**
 * node:util parseArgs (strict) for `agent-eval <command>`; a mistake is a UsageError such as
 * "unknown option '--repeat' (did you mean --repeats?)".
 */
export function parseCommandArgs<T extends ParseArgsConfig>(command: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config); // strict by default: unknown options are mistakes
  } catch (error) {
    const help = `Run 'agent-eval ${command} --help' for the options.`;
    throw new UsageError(`${describeMistake(error, config)}\n${help}`);
  }
}

function describeMistake(error: unknown, config: ParseArgsConfig): string {
  const message = errorMessage(error);
  const code = (error as { code?: unknown }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /Unknown option '([^']*)'/.exec(message)?.[1] ?? message;
    const names = Object.entries(config.options ?? {}).flatMap(([name, o]) => [
      name,
      ...(config.allowNegative && o.type === 'boolean' ? [`no-${name}`] : []),
    ]);
    const suggestion = didYouMean(option.replace(/^-+/, '').replace(/=.*$/, ''), names);
    return `unknown option '${option}'${suggestion ? ` (did you mean --${suggestion}?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const missing = /^Option '(?:-\w, )?(--[^ ']+) <value>' argument missing/.exec(message)?.[1];
    if (missing) return `option ${missing} needs a value: ${missing} VALUE`;
    const flag = /^Option '(?:-\w, )?(--[^ ']+)' does not take an argument/.exec(message)?.[1];
    if (flag) return `option ${flag} is a switch and takes no value: write ${flag} alone`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /Unexpected argument '([^']*)'/.exec(message)?.[1];
    if (argument !== undefined) return `unexpected argument '${argument}': this command takes only options`;
  }
  return message;
}

const URL_SCHEMES = ['http:', 'https:', 'ws:', 'wss:'];

/**
 * The agent URL of --target (or --baseline-target), checked before anything runs: a missing or unknown scheme is a usage
 * error that suggests the URL meant (`127.0.0.1:8080` -> `http://127.0.0.1:8080`).
 */
export function checkTargetUrl(text: string, transport: 'http' | 'ws', flag = '--target'): string {
  const scheme = transport === 'ws' ? 'ws' : 'http';
  const fail = (problem: string, suggestion?: string): never => {
    // Shown redacted: a URL typed with a password in it is still a secret when it is wrong.
    throw new UsageError(
      `${flag} ${JSON.stringify(redactUrl(text))} ${problem}${suggestion ? `; did you mean ${flag} ${redactUrl(suggestion)}?` : ''}`,
    );
  };
  const trimmed = text.trim();
  if (trimmed === '') fail(`is empty; give the agent's URL, e.g. ${flag} ${scheme}://localhost:8080`);
  const explicit = /^([a-z][a-z0-9+.-]*):(\/*)(.*)$/i.exec(trimmed);
  // "localhost:8080" looks like scheme "localhost": a scheme is only a scheme when it is a known one or "//" follows.
  const hasScheme = explicit !== null && (URL_SCHEMES.includes(`${explicit[1]!.toLowerCase()}:`) || explicit[2] !== '');
  if (!hasScheme) {
    const suggestion = `${scheme}://${trimmed.replace(/^\/+/, '')}`;
    fail(`has no scheme (http://, https://, ws:// or wss://)`, URL.canParse(suggestion) ? suggestion : undefined);
  }
  const [, name, slashes, rest] = explicit!;
  if (!URL_SCHEMES.includes(`${name!.toLowerCase()}:`)) fail(`must start with http://, https://, ws:// or wss://, not ${name}://`);
  if (slashes !== '//') {
    const suggestion = `${name!.toLowerCase()}://${rest}`;
    fail(`needs two slashes after '${name}:'`, URL.canParse(suggestion) ? suggestion : undefined);
  }
  if (!URL.canParse(trimmed)) fail(`is not a valid URL; give the agent's URL, e.g. ${flag} ${scheme}://localhost:8080`);
  return trimmed;
}
