// Secrets never reach the output: every occurrence is masked as ***, in every line the CLI logger
// writes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger, maskSecrets, memoryLogger, withGroup } from '../src/logger.ts';

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

describe('withGroup', () => {
  it('logs inside a group and ends it, handing back what the step returned', async () => {
    const logger = memoryLogger();
    const value = await withGroup(logger, 'Run', async () => {
      logger.info('running');
      return 42;
    });
    expect(value).toBe(42);
    expect(logger.lines).toEqual(['group: Run', 'running', 'endgroup: Run']);
  });

  it('ends the group when the step throws, and throws on', async () => {
    const logger = memoryLogger();
    await expect(withGroup(logger, 'Publishing', () => Promise.reject(new Error('GitHub is down')))).rejects.toThrow('GitHub is down');
    expect(logger.lines).toEqual(['group: Publishing', 'endgroup: Publishing']);
  });

  it('logs flat through a logger without groups, as the terminal', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    await withGroup(consoleLogger(), 'Run', () => consoleLogger().info('running'));
    expect(stdout.mock.calls).toEqual([['running\n']]);
  });
});
