// Reading one suite file with every position kept: a later error names its line and column, and a
// file too large, missing or with a YAML mistake is an error in the file's own terms, never a throw.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorAt, readParsedFile } from '../../src/suite/read.ts';
import { formatSpecError } from '../../src/suite/spec-errors.ts';
import { tempDir } from '../helpers/temp-dir.ts';

async function read(name: string, text: string, maxBytes = 1024 * 1024) {
  const dir = await tempDir('read');
  await writeFile(join(dir, name), text);
  return readParsedFile(join(dir, name), `suites/${name}`, maxBytes);
}

describe('readParsedFile', () => {
  it('keeps the position of each value, for errors found later', async () => {
    const parsed = await read('a.yaml', 'version: v1\ntests:\n  - test_id: t\n    turns:\n      - user_input: 42\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.value).toMatchObject({ tests: [{ test_id: 't' }] });
    const error = errorAt(parsed, ['tests', 0, 'turns', 0, 'user_input'], 'must be a string', 'quote it: "42"');
    expect(formatSpecError(error)).toBe('suites/a.yaml:5:21: must be a string (quote it: "42")');
  });

  it('places an error on a path that does not exist at the deepest part that does', async () => {
    const parsed = await read('a.yaml', 'version: v1\ntests:\n  - test_id: t\n');
    expect(errorAt(parsed, ['tests', 0, 'turns'], 'is missing', 'add turns')).toMatchObject({ line: 3, col: 5, path: 'tests[0].turns' });
  });

  it('reports a YAML mistake, a file over the size limit and a missing file as errors', async () => {
    const bad = await read('bad.yaml', 'tests:\n  - a: [1, 2\n');
    expect(bad.errors.length).toBeGreaterThan(0);
    expect(bad.errors[0]).toMatchObject({ file: 'suites/bad.yaml' });
    const big = await read('big.yaml', `x: ${'y'.repeat(2048)}\n`, 1024);
    expect(big.errors.map(formatSpecError)).toEqual([
      expect.stringMatching(
        /^suites\/big\.yaml:1:1: file is .* over the limit of .* \(split it into smaller files, or raise the limit with --max-bytes\)$/,
      ),
    ]);
    const missing = await readParsedFile('/nonexistent/agent-eval/suite.yaml', 'suite.yaml', 1024);
    expect(missing.errors.map(formatSpecError)).toEqual(['suite.yaml: no such file (check the path)']);
  });
});
