import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { writeReports } from '../../src/report/write.ts';
import { regressedComparison } from '../fixtures/report/build.ts';
import { makeResults } from '../helpers/results.ts';

describe('writeReports', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the comment, HTML, JUnit and comparison, leaving no temporary files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-eval-write-'));
    const out = join(dir, 'nested', 'report');
    const comparison = ComparisonSchema.parse(regressedComparison());
    const head = makeResults('b', [{ suite_id: 'billing', tests: { a: ['passed'] } }], { judge: true });
    const paths = await writeReports(out, { comparison, head, base: null, markdown: { reportUrl: 'https://example.com/run/1' } });
    expect(paths).toEqual(['comparison.json', 'report.md', 'report.html', 'junit.xml'].map((f) => join(out, f)));
    expect((await readdir(out)).sort()).toEqual(['comparison.json', 'junit.xml', 'report.html', 'report.md']);
    expect(ComparisonSchema.parse(JSON.parse(await readFile(paths[0]!, 'utf8')))).toEqual(comparison);
    const markdown = await readFile(paths[1]!, 'utf8');
    expect(markdown).toContain('📄 [Full report](https://example.com/run/1)');
    expect(markdown).toContain('**Judge:** 40 calls'); // the head run's judge usage by default
  });

  it('puts the note of the run (what a rerun carried over) first in report.md and report.html, escaped', async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-eval-write-'));
    const comparison = ComparisonSchema.parse(regressedComparison());
    const head = makeResults('b', [{ suite_id: 'billing', tests: { a: ['passed'] } }]);
    const note = 'Ran again now: billing; carried over from run 41: <b>routing</b> @octocat';
    const [, md, html] = await writeReports(dir, { comparison, head, base: null, note });
    const markdown = await readFile(md!, 'utf8');
    expect(markdown.split('\n')[0]).toMatch(/^<!--/);
    expect(markdown.split('\n')[1]).toMatch(/^> ℹ️ Ran again now: billing; carried over from run 41: &lt;b&gt;routing&lt;\/b&gt; @\S+cat$/);
    expect(markdown).not.toContain('@octocat'); // mentions neutralised
    expect(await readFile(html!, 'utf8')).toContain(
      '<p class="note">ℹ️ Ran again now: billing; carried over from run 41: &lt;b&gt;routing&lt;/b&gt; @octocat</p>',
    );
  });

  it('writes the run summary without a comparison, and masks secrets in every form', async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-eval-write-'));
    const head = makeResults('b', [{ suite_id: 'billing', tests: { a: ['failed'] } }]);
    head.warnings.push('token s3cr<t>&"x leaked');
    const paths = await writeReports(dir, { comparison: null, head, base: null, secrets: ['s3cr<t>&"x'] });
    expect(paths.map((p) => p.slice(dir.length + 1))).toEqual(['report.md', 'report.html', 'junit.xml']);
    const markdown = await readFile(paths[0]!, 'utf8');
    expect(markdown).toContain('No baseline: pass rates only');
    expect(markdown).toContain('token *** leaked');
    const html = await readFile(paths[1]!, 'utf8');
    expect(html).toContain('token *** leaked');
    expect(html).not.toContain('s3cr');
  });
});
