// The runner's side of the action's ports: the job summary file and the report artifact.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendJobSummary, artifactUploader } from '../../src/action/adapters.ts';
import type { Logger } from '../../src/logger.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-eval-adapters-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the job summary', () => {
  it("appends each section on its own line to the runner's summary file, keeping what was there", async () => {
    const path = join(dir, 'summary.md');
    const env = { GITHUB_STEP_SUMMARY: path };
    await appendJobSummary(['### first'], env);
    await appendJobSummary(['### second', 'a table'], env);
    expect(await readFile(path, 'utf8')).toBe('### first\n### second\na table\n');
  });
});

describe('the report artifact', () => {
  it('only warns, naming where the report still is, when it cannot be uploaded', async () => {
    const warnings: string[] = [];
    const logger: Logger = { debug() {}, info() {}, error() {}, warning: (m) => warnings.push(m) };
    const upload = artifactUploader({ checkName: 'agent eval', shard: null, runUrl: null, logger });
    const missing = join(dir, 'no-report');
    expect(await upload(missing)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/The report was not uploaded as an artifact/);
    expect(warnings[0]).toContain(missing);
  });
});
