// The words of a setting at each edge, from its description in the table: action.yml's description
// of the input (Markdown, as GitHub and the Marketplace show it) and the help's text of the flag
// (plain text, followed by the range, the default and the environment variable the flag falls back to).
import { defaultAt } from './read.ts';
import { SETTINGS, type DescribedAt, type Setting, type SettingKey } from './table.ts';

function setting(key: string): Setting<unknown> {
  const s: Setting<unknown> | undefined = (SETTINGS as Record<string, Setting<unknown>>)[key];
  if (s === undefined) throw new Error(`a description names the setting "${key}", which the settings table does not have`);
  return s;
}

function describe(s: Setting<unknown>, at: DescribedAt): string {
  return typeof s.description === 'string' ? s.description : s.description(at);
}

/** The input's description in action.yml; other settings are named by their inputs (`judge-base-url`). */
export function inputDescription(key: SettingKey): string {
  const s: Setting<unknown> = SETTINGS[key];
  if (s.input === undefined) throw new Error(`setting ${key} has no action input`);
  return describe(s, {
    edge: 'input',
    name: (other) => {
      const named = setting(other);
      return `\`${named.input ?? named.flag ?? other}\``;
    },
  });
}

/**
 * The flag's text in `agent-eval <command> --help`: its description as plain text (other settings
 * named by their flags), then what the table knows, e.g. "Default 4 (1 to 256)." or "Env OPENAI_API_KEY.".
 */
export function flagDescription(key: SettingKey, command: string): string {
  const s: Setting<unknown> = SETTINGS[key];
  if (s.flag === undefined) throw new Error(`setting ${key} has no flag`);
  const words = describe(s, {
    edge: 'flag',
    command,
    name: (other) => {
      const named = setting(other);
      return named.flag ?? `\`${named.input ?? other}\``;
    },
  });
  return [plainText(words), flagFacts(s, words)].filter((t) => t !== '').join(' ');
}

/**
 * The default, range and environment variable of a flag, as a sentence ("Default 4 (1 to 256).",
 * "Env AGENT_EVAL_AGENT_TOKEN."); '' when there are none, or the words name them already.
 */
function flagFacts(s: Setting<unknown>, words: string): string {
  const value = defaultAt(s, 'flag');
  const shown = Array.isArray(value) ? value.join(', ') : value === null || s.switch ? '' : String(value);
  const range = s.value.range;
  const facts: string[] = [];
  if (shown !== '') facts.push(`Default ${shown}${range === undefined ? '' : ` (${range})`}.`);
  else if (range !== undefined) facts.push(`${range.charAt(0).toUpperCase()}${range.slice(1)}.`);
  if (s.env !== undefined && !words.includes(s.env.name)) facts.push(`Env ${s.env.name}.`);
  return facts.join(' ');
}

/** Markdown as a terminal shows it: code without its backticks, a link as its text. */
export function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`([^`]*)`/g, '$1');
}
