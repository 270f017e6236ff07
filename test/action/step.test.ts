// What every flow of the action shares: a flow that threw, and the quarantine input's file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failedOutcome, readQuarantine, SPEC_ERRORS_VERDICT, SuiteFilesError } from '../../src/action/step.ts';

describe('a flow that threw', () => {
  it('sets the verdict output and lists suite file errors in the job summary', () => {
    const error = new SuiteFilesError([
      { file: 'suites/routing.yaml', line: 3, col: 5, path: 'tests[0].turnz', message: 'unknown key "turnz"', fix: 'write turns' },
    ]);
    const outcome = failedOutcome(error);
    expect(outcome.outputs).toEqual({ verdict: SPEC_ERRORS_VERDICT });
    expect(outcome.summary.join('\n')).toContain('suites/routing.yaml');
    expect(outcome.error).toBe(error);
  });

  it('reports any other error as the failure, with no outputs', () => {
    const error = new Error('boom');
    expect(failedOutcome(error)).toMatchObject({ error, outputs: {}, summary: [] });
  });
});

describe('the quarantine input', () => {
  let workspace: string;
  beforeEach(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'agent-eval-step-'));
  });
  afterEach(async () => {
    await rm(workspace, { recursive: true, force: true });
  });

  it('names the quarantine input, the file and line of a bad entry', async () => {
    await writeFile(join(workspace, 'quarantine.yaml'), 'tests:\n  - test_id: routing/x\n    reason: why\n    expires: someday\n');
    const bad = readQuarantine('quarantine.yaml', workspace);
    await expect(bad).rejects.toThrow(/Input `quarantine` names quarantine\.yaml/);
    await expect(bad).rejects.toThrow(/quarantine\.yaml:4/);
    await expect(bad).rejects.toThrow(/YYYY-MM-DD/);
    await expect(readQuarantine('nowhere.yaml', workspace)).rejects.toThrow(/Input `quarantine` names nowhere\.yaml[\s\S]*no such file/);
  });

  it('reads the entries of a good file', async () => {
    await writeFile(join(workspace, 'quarantine.yaml'), 'tests:\n  - test_id: routing/x\n    reason: why\n    expires: "2030-01-31"\n');
    expect(await readQuarantine('quarantine.yaml', workspace)).toMatchObject([{ test_id: 'routing/x', reason: 'why' }]);
  });
});
