// Temp folders for tests: each one made through here is removed when its test (or file, or describe
// block) is done, so a test run leaves nothing behind in the temp folder.
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

const remove = (dir: string) => rm(dir, { recursive: true, force: true });

/**
 * A fresh folder named agent-eval-<prefix>-XXXXXX for the running test (call it inside a test or
 * a beforeEach), removed when that test finishes.
 */
export async function tempDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `agent-eval-${prefix}-`));
  onTestFinished(() => remove(dir));
  return dir;
}

/**
 * For folders shared by several tests: call at the top of a test file or describe block; the
 * returned function makes a fresh folder, and all of them are removed after the last test of that
 * scope, so a folder made in beforeAll is there for every test.
 */
export function useTempDir(prefix: string): () => Promise<string> {
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.splice(0).map(remove));
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), `agent-eval-${prefix}-`));
    made.push(dir);
    return dir;
  };
}
