// Secrets never reach the output: every occurrence is masked as ***, in every line the CLI logger
// writes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger, maskSecrets, memoryLogger } from '../src/logger.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('maskSecrets', () => {
  it('masks every occurrence of each secret and ignores empty ones', () => {
    expect(maskSecrets('token tok-1 and tok-1 again, key sk-2', ['tok-1', 'sk-2', ''])).toBe('token *** and *** again, key ***');
  });
});

describe('the CLI logger', () => {
  it('masks its secrets on stdout and stderr, and prints debug lines only when asked', () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const logger = consoleLogger({ secrets: ['hunter2'] });
    logger.info('calling with hunter2');
    logger.warning('retrying hunter2');
    logger.debug('not shown');
    expect(stdout.mock.calls).toEqual([['calling with ***\n']]);
    expect(stderr.mock.calls).toEqual([['warning: retrying ***\n']]);
  });

  it('has an in-memory twin that records each line with its level', () => {
    const logger = memoryLogger();
    logger.info('a');
    logger.warning('b');
    logger.error('c');
    expect(logger.lines).toEqual(['a', 'warning: b', 'error: c']);
  });
});
