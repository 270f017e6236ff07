import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../src/action/inputs.ts';
import { errorMessage, formatUserError, UserError } from '../src/errors.ts';
import { OutputError } from '../src/files.ts';
import { UsageError } from '../src/commands/io.ts';

describe('errorMessage', () => {
  it('is the message of an Error', () => {
    expect(errorMessage(new TypeError('not a function'))).toBe('not a function');
  });

  it('is the text of anything else thrown', () => {
    expect(errorMessage('a plain string')).toBe('a plain string');
    expect(errorMessage({ message: 'from an object' })).toBe('from an object');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage(42)).toBe('42');
  });
});

describe('UserError', () => {
  it('reads "could not run: <what> (<fix>)"', () => {
    const error = new UserError('--out is a file', 'pass a folder');
    expect(error.message).toBe('--out is a file (pass a folder)');
    expect(formatUserError(error)).toBe('could not run: --out is a file (pass a folder)');
    expect(formatUserError(new UserError('no suites match'))).toBe('could not run: no suites match');
  });

  it('names what could not run', () => {
    expect(formatUserError(new UserError('no suites match', 'check the glob'), 'agent-eval run')).toBe(
      'could not run: agent-eval run: no suites match (check the glob)',
    );
  });

  it('is the base of the errors a user fixes, which keep their own names and messages', () => {
    const errors = [new ConfigurationError('bad input'), new UsageError('bad option'), new OutputError('cannot write out', 'out', 'EROFS')];
    for (const error of errors) expect(error).toBeInstanceOf(UserError);
    expect(errors.map((e) => `${e.name}: ${e.message}`)).toEqual([
      'ConfigurationError: bad input',
      'UsageError: bad option',
      'OutputError: cannot write out',
    ]);
  });
});
