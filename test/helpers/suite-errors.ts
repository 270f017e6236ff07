// What loading suite files reports, as a user reads it: each error formatted with its file:line:col.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSuites } from '../../src/suite/loader.ts';
import { formatSpecError } from '../../src/suite/spec-errors.ts';
import { tempDir } from './temp-dir.ts';

/** Writes the files (name -> text) to a fresh folder, loads them, and returns the formatted errors. Call it inside a test. */
export async function suiteErrors(files: Record<string, string>): Promise<string[]> {
  const dir = await tempDir('suite-errors');
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const result = await loadSuites(Object.keys(files), { cwd: dir });
  return result.errors.map(formatSpecError);
}
