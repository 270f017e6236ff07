// One refusal, two spellings: the flag's on the command line, the input's in the action.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.ts';
import { invalidValue, settingName, type Edge } from '../../src/settings/edge.ts';

const flag: Edge = { kind: 'flag', error: (m) => new UserError(m) };
const input: Edge = { kind: 'input', error: (m) => new UserError(m) };
const concurrency = { flag: '--concurrency', input: 'concurrency' };

describe('the edges', () => {
  it('name a setting as its user wrote it', () => {
    expect(settingName(concurrency, flag)).toBe('--concurrency');
    expect(settingName(concurrency, input)).toBe('`concurrency`');
    expect(() => settingName({ input: 'github-token' }, flag)).toThrow(/no flag name/);
  });

  it('refuse a value with the same rule in each edge’s words', () => {
    const rule = 'a whole number of conversations at once from 1 to 256';
    expect(invalidValue(concurrency, flag, '300', rule).message).toBe(`--concurrency must be ${rule}, got '300'`);
    expect(invalidValue(concurrency, input, '300', rule).message).toBe(`Input \`concurrency\` is invalid (got "300"): give ${rule}.`);
  });

  it('never show the password of a refused URL', () => {
    const setting = { flag: '--pushgateway', input: 'pushgateway-url', url: true };
    for (const edge of [flag, input]) {
      const message = invalidValue(setting, edge, 'ftp://ci:hunter2@pg:9091', 'an http(s) URL').message;
      expect(message).not.toContain('hunter2');
      expect(message).toContain('***@pg:9091');
    }
  });
});
