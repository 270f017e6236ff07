// One description per setting, read at two edges: action.yml's Markdown naming inputs, and the
// help's plain text naming flags, with the default, range and environment variable the table knows.
import { describe, expect, it } from 'vitest';
import { flagDescription, inputDescription, plainText } from '../../src/settings/describe.ts';
import { SETTINGS, type Setting, type SettingKey } from '../../src/settings/table.ts';

const keys = Object.keys(SETTINGS) as SettingKey[];
const withFlag = keys.filter((k) => (SETTINGS[k] as Setting<unknown>).flag !== undefined);
const withInput = keys.filter((k) => (SETTINGS[k] as Setting<unknown>).input !== undefined);

describe('a flag in the help', () => {
  it('is named as a flag, in plain text, with the default and range from the table', () => {
    expect(flagDescription('simulatorBaseUrl', 'run')).toBe(
      "Base URL of the OpenAI-compatible server of the simulated user's model. Unset means the judge's (--judge-base-url, or OPENAI_BASE_URL). Env AGENT_EVAL_SIMULATOR_BASE_URL.",
    );
    expect(flagDescription('concurrency', 'run')).toBe('Conversations played at once. Default 4 (1 to 256).');
    expect(flagDescription('budgetTokens', 'run')).toMatch(/ Unset means no budget\. 1 or more\.$/);
    // The command line's own default, where it differs from the action's.
    expect(flagDescription('suites', 'run')).toBe('Suite files, directories or globs (repeatable). Default suites/.');
  });

  it('names its environment variable once', () => {
    expect(flagDescription('agentToken', 'run')).toMatch(/ Env AGENT_EVAL_AGENT_TOKEN\.$/);
    expect(flagDescription('judgeApiKey', 'run').match(/OPENAI_API_KEY/g)).toHaveLength(1);
  });

  it('says what the flag does for the command that reads it', () => {
    expect(flagDescription('target', 'capture')).toMatch(/^The deployment the drafts are calibrated against/);
    expect(flagDescription('target', 'run')).toMatch(/^The agent; without it the built-in reference agent is started/);
    expect(flagDescription('maxBaselineAge', 'compare')).toMatch(/^How old the --base file may be/);
    expect(flagDescription('maxBaselineAge', 'run')).toMatch(/^How old the --baseline file may be/);
  });

  it.each(withFlag)('%s is described in plain text for every command', (key) => {
    for (const command of ['run', 'compare', 'capture']) {
      const text = flagDescription(key, command);
      expect(text.length).toBeGreaterThan(15);
      expect(text).not.toMatch(/`|\]\(#/);
    }
  });
});

describe('an input in action.yml', () => {
  it('keeps its Markdown and says what leaving it empty does', () => {
    expect(inputDescription('agentModel')).toBe('`openai-chat`: the `model` named in each request. Empty: none is sent.');
    expect(inputDescription('minPassFails')).toContain('See [pass^k and min_pass](docs/statistics.md#passk-and-min_pass).');
  });

  it.each(withInput)('%s names no flag, but where it quotes a command', (key) => {
    expect(inputDescription(key)).not.toMatch(/(?<!`agent-eval \w+ )--[a-z]/);
  });

  it('refuses a description that names a setting the table does not have', () => {
    const s = SETTINGS.concurrency as Setting<unknown>;
    const kept = s.description;
    s.description = (at) => `As many as ${at.name('concurency')}.`;
    try {
      expect(() => inputDescription('concurrency')).toThrow(
        'a description names the setting "concurency", which the settings table does not have',
      );
    } finally {
      s.description = kept;
    }
  });
});

describe('plainText', () => {
  it('drops the backticks of code and keeps the text of a link', () => {
    expect(plainText('Set `fail-on` to `never`; see [Cost](#cost-tokens).')).toBe('Set fail-on to never; see Cost.');
  });
});
