// A report folder that compare cannot write is a configuration error (exit 2) that names the path
// and the cause.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeResults } from '../helpers/results.ts';
import { agentEval as cli, type CliResult } from '../helpers/cli.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-eval-out-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function agentEval(argv: string[]): Promise<CliResult> {
  return cli(argv, { cwd: dir });
}

/** A configuration error as a user sees it: exit 2, the message, and no stack trace. */
function expectConfigurationError(r: { code: number; stderr: string }, message: string): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(message);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
}

describe('agent-eval compare with an output folder that cannot be written', () => {
  it('exits 2 naming the path, not an internal error', async () => {
    const results = JSON.stringify(makeResults('a'.repeat(40), [{ suite_id: 'checkout', tests: { t0: ['passed', 'passed'] } }]));
    await writeFile(join(dir, 'base.json'), results);
    await writeFile(join(dir, 'blocker'), 'not a folder');
    const r = await agentEval(['compare', '--base', 'base.json', '--head', 'base.json', '--out', 'blocker/reports']);
    expectConfigurationError(
      r,
      `agent-eval compare: cannot write ${join(dir, 'blocker', 'reports', 'comparison.json')}: ${join(dir, 'blocker')} is a regular file, not a folder (ENOTDIR)`,
    );
  });
});
