// Command-line options shared by every command: one parser whose mistakes are usage errors with the
// fix (an unknown option names the closest known one), and the flags of the settings table read
// through it (src/settings/), so a flag's default, range and refusal are those of its action input;
// and the options part of each command's --help, written from the same table's descriptions.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../did-you-mean.ts';
import { errorMessage } from '../errors.ts';
import { invalidValue, type Edge } from '../settings/edge.ts';
import { flagDescription } from '../settings/describe.ts';
import { defaultAt, fromEnv, readSetting } from '../settings/read.ts';
import { SETTINGS, type Setting, type SettingKey, type ValueOf } from '../settings/table.ts';
import type { ValueRule } from '../settings/values.ts';
import { UsageError, type CommandIo } from './io.ts';

/** The command line's edge: a refused flag is a usage error (exit 2). */
export const FLAG_EDGE: Edge = { kind: 'flag', error: (message) => new UsageError(message) };

/**
 * A flag of one command only (not in the settings table, e.g. `serve --port`), read by the same
 * value rules and refused in the same words as every other flag.
 */
export function commandFlag<T>(text: string | undefined, flag: string, rule: ValueRule<T>): T | undefined {
  if (text === undefined) return undefined;
  const value = rule.parse(text);
  if (value === undefined) throw invalidValue({ flag }, FLAG_EDGE, text, rule.rule);
  return value;
}

type FlagOption = { type: 'string' | 'boolean'; multiple?: boolean };

/** The parseArgs options of these settings' flags: a switch is a boolean, a repeatable flag a list. */
export function flagOptions<K extends SettingKey>(keys: readonly K[]): Record<string, FlagOption> {
  const options: Record<string, FlagOption> = {};
  for (const key of keys) {
    const s: { flag?: string; switch?: boolean; multiple?: boolean } = SETTINGS[key];
    if (s.flag === undefined) throw new Error(`setting ${key} has no flag`);
    options[s.flag.slice(2)] = { type: s.switch ? 'boolean' : 'string', ...(s.multiple ? { multiple: true } : {}) };
  }
  return options;
}

/**
 * A setting's value from the parsed flags: the flag, else its environment variable where the
 * command line reads one (AGENT_EVAL_AGENT_TOKEN, GITHUB_SHA), else the default.
 */
export function readFlag<K extends SettingKey>(
  values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>,
  key: K,
  env: CommandIo['env'],
): ValueOf<K> {
  const s: { flag?: string } = SETTINGS[key];
  const given = values[s.flag?.slice(2) ?? ''];
  if (typeof given === 'boolean') return given as ValueOf<K>;
  if (Array.isArray(given)) return given.flatMap((g) => readSetting(key, String(g), FLAG_EDGE) as unknown[]) as ValueOf<K>;
  return readSetting(key, given ?? fromEnv(key, env, 'flag'), FLAG_EDGE);
}

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

/** A flag's default for a help text's prose, from the settings table: "4", "suites/". */
export function flagDefault(key: SettingKey): string {
  const value = defaultAt(SETTINGS[key], 'flag');
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** A line of a command's options that is not a setting (`--base FILE`, `-h, --help`). */
export interface OwnOption {
  option: string;
  description: string;
}

const HELP_WIDTH = 100;
const OPTION_COLUMN = 26;

/**
 * The options part of `agent-eval <command> --help`: each setting's flag with its value, and its
 * description from the settings table (settings/describe.ts) wrapped beside it, in the order given.
 */
export function optionsHelp(command: string, options: readonly (SettingKey | OwnOption)[]): string {
  return options
    .map((o) => {
      if (typeof o !== 'string') return optionLines(o.option, o.description);
      const s: Setting<unknown> = SETTINGS[o];
      if (s.flag === undefined) throw new Error(`setting ${o} has no flag`);
      // A switch that is on unless turned off is shown as the way to turn it off.
      const option = s.switch && s.default === true ? `--no-${s.flag.slice(2)}` : `${s.flag}${s.flagValue ? ` ${s.flagValue}` : ''}`;
      return optionLines(option, flagDescription(o, command));
    })
    .join('\n');
}

function optionLines(option: string, description: string): string {
  const first = `  ${option}`;
  const lines = wrap(description, HELP_WIDTH - OPTION_COLUMN);
  const indent = ' '.repeat(OPTION_COLUMN);
  // An option too long for its column has its description on the lines below.
  if (first.length > OPTION_COLUMN - 2) return [first, ...lines.map((l) => indent + l)].join('\n');
  return [first.padEnd(OPTION_COLUMN) + (lines[0] ?? ''), ...lines.slice(1).map((l) => indent + l)].join('\n');
}

/** Words in lines of at most `width` characters (a longer word has a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
