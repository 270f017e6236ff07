// Reading one setting: what was given, else its environment variable (where the edge reads it), else the default.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.ts';
import type { Edge } from '../../src/settings/edge.ts';
import { defaultAt, fromEnv, readSetting } from '../../src/settings/read.ts';
import { SETTINGS } from '../../src/settings/table.ts';

const flag: Edge = { kind: 'flag', error: (m) => new UserError(m) };
const input: Edge = { kind: 'input', error: (m) => new UserError(m) };

describe('readSetting', () => {
  it('takes the value given, and the default when nothing or only blanks were given', () => {
    expect(readSetting('concurrency', '8', flag)).toBe(8);
    expect(readSetting('concurrency', undefined, flag)).toBe(4);
    expect(readSetting('concurrency', '   ', input)).toBe(4);
    expect(defaultAt(SETTINGS.retries, 'input')).toBe(2);
  });

  it('refuses a value outside the range at both edges', () => {
    expect(() => readSetting('retries', '11', flag)).toThrow(/^--retries must be .*0 to 10.*got '11'$/);
    expect(() => readSetting('retries', '11', input)).toThrow(/^Input `retries` is invalid \(got "11"\): give .*0 to 10/);
  });
});

describe('fromEnv', () => {
  it('reads a variable only at the edges the table names, and treats blank as unset', () => {
    const env = { AGENT_EVAL_AGENT_TOKEN: 'tok', OPENAI_API_KEY: '  ' };
    expect(fromEnv('agentToken', env, 'flag')).toBe('tok');
    // The action takes the agent token from its input only.
    expect(fromEnv('agentToken', env, 'input')).toBeUndefined();
    expect(fromEnv('judgeApiKey', env, 'flag')).toBeUndefined();
  });
});
