// The action's log of a finished run: one group per suite, a line per test that did not pass every
// run, and ids from suite files kept on one line so they cannot start a workflow command.
import { describe, expect, it } from 'vitest';
import { logSuites } from '../../src/action/suite-log.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { Results } from '../../src/results/results-schema.ts';

const run = (outcome: string, codes: string[] = []) => ({ repeat: 0, outcome, codes });
const results = (suites: unknown[]) => ({ suites }) as unknown as Results;

describe('logSuites', () => {
  it('heads each suite with its passed runs and lists the tests that did not pass every run, with their codes', async () => {
    const logger = memoryLogger();
    await logSuites(
      logger,
      results([
        {
          suite_id: 'routing',
          tests: [
            { test_id: 'ok', runs: [run('passed'), run('passed')] },
            { test_id: 'flaky', runs: [run('passed'), run('failed', ['NODE_MISMATCH']), run('errored', ['TIMEOUT'])] },
          ],
        },
        { suite_id: 'docs', tests: [{ test_id: 'a', runs: [run('passed')] }], carried_from: { commit: 'f'.repeat(40), run_id: '1' } },
      ]),
    );

    expect(logger.lines).toEqual([
      'group: Suite routing: 3 of 5 run(s) passed',
      'Test flaky: 1 passed, 1 failed, 1 errored (NODE_MISMATCH, TIMEOUT)',
      'endgroup: Suite routing: 3 of 5 run(s) passed',
      `group: Suite docs: 1 of 1 run(s) passed (carried over from ${'f'.repeat(12)})`,
      'Every run of its 1 test(s) passed.',
      `endgroup: Suite docs: 1 of 1 run(s) passed (carried over from ${'f'.repeat(12)})`,
    ]);
  });

  it('keeps a suite or test id that holds a line break on one line, so it cannot start a workflow command', async () => {
    const logger = memoryLogger();
    await logSuites(
      logger,
      results([
        { suite_id: 'evil\n::error::owned', tests: [{ test_id: 'x\r\n::stop-commands::t', runs: [run('failed', ['NODE_MISMATCH'])] }] },
      ]),
    );

    expect(logger.lines).toEqual([
      'group: Suite evil ::error::owned: 0 of 1 run(s) passed',
      'Test x ::stop-commands::t: 1 failed (NODE_MISMATCH)',
      'endgroup: Suite evil ::error::owned: 0 of 1 run(s) passed',
    ]);
  });
});
