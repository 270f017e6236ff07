// `agent-eval compare` never exits green without evidence: a renamed suite whose tests fail, and a
// head run in which the agent could not be reached.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { results, suite, tests } from '../helpers/results.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('verdict-evidence');

describe('agent-eval compare', () => {
  let dir: string;
  const write = async (name: string, r: Results): Promise<string> => {
    await writeFile(join(dir, name), JSON.stringify(r));
    return name;
  };
  const compare = (base: string, head: string, out: string) =>
    agentEval(['compare', '--base', base, '--head', head, '--out', out], { cwd: dir });

  beforeAll(async () => {
    dir = await tempDir();
    await write('old-name.json', results([suite('bl_suite_old', tests('t', 12, 'P'))], 'a'.repeat(40)));
    await write('renamed.json', results([suite('bl_suite', tests('t', 12, 'F'))], 'b'.repeat(40)));
  });

  it('compares a renamed suite with the suite it was: every test failing fails the check', async () => {
    const r = await compare('old-name.json', 'renamed.json', 'out-renamed');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe('❌ Significant regression in 1 of 1 suite');
    expect(r.stdout).toContain(
      'warning: bl_suite: suite bl_suite_old renamed to bl_suite: compared as one suite on the 12 test ids they share',
    );
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-renamed', 'comparison.json'), 'utf8')));
    expect(comparison.suites.map((s) => [s.suite_id, s.renamed_from, s.verdict])).toEqual([['bl_suite', 'bl_suite_old', 'regressed']]);
    const markdown = await readFile(join(dir, 'out-renamed', 'report.md'), 'utf8');
    expect(markdown).toContain('12 newly failing tests');
    expect(markdown).toContain('`t-1`: passed 1/1 → 0/1');
  });
});
