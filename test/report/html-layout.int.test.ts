// report.html on a laptop screen: nothing wider than a 1280-pixel window, whatever the suite
// authors and the agent wrote (ids, URLs and values without a place to break), with every
// <details> opened, measured in headless Chromium.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { renderHtml } from '../../src/report/html.ts';
import { regressedComparison } from '../fixtures/report/build.ts';
import { HEAD_SHA, HOSTILE_SUITE, HOSTILE_TEST, makeResults } from '../helpers/results.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { modelOf } from '../../src/report/report-model.ts';

const CHROMIUM = '/usr/bin/chromium';
const WIDTH = 1280;
const tempDir = useTempDir('html-layout');

/** A head run whose every name and value is one long word: suite and test ids, tools, the target, values. */
function unbreakable() {
  const word = 'x'.repeat(300);
  const head = makeResults(HEAD_SHA, [{ suite_id: `suite_${word}`, tests: { [`test_${word}`]: ['failed', 'errored', 'failed'] } }]);
  head.run.target = `https://agent.example.com/${'p'.repeat(400)}`;
  for (const run of head.suites[0]!.tests[0]!.runs)
    for (const turn of run.turns) {
      turn.tool_calls.push({ id: 'c'.repeat(200), name: `tool_${word}`, args: { key: word }, source: 'tool_calls' });
      turn.assertions.push({
        key: `key_${word}`,
        pass: false,
        status: 'failed',
        code: 'NODE_MISMATCH',
        expected: word,
        actual: word,
        reason: word,
      });
    }
  const comparison = ComparisonSchema.parse(regressedComparison());
  const suite = comparison.suites[0]!;
  suite.suite_id = head.suites[0]!.suite_id;
  suite.reasons = [{ code: 'suspect_data', side: 'head', detail: word }];
  suite.process.head!.tools[`tool_${word}`] = 3;
  comparison.warnings.push({ code: 'run_incomplete', side: 'head', detail: word });
  comparison.reason = { code: 'suites_invalid', suites: [word] };
  comparison.head.target = head.run.target;
  return { head, comparison };
}

describe.skipIf(!existsSync(CHROMIUM))(`report.html in a ${WIDTH}-pixel window`, () => {
  let browser: Browser;
  const pages: [string, string][] = [];

  beforeAll(async () => {
    const dir = await tempDir();
    const head = makeResults(HEAD_SHA, [
      { suite_id: HOSTILE_SUITE, tests: { [HOSTILE_TEST]: ['failed'], greeting: ['passed'], checkout_1: ['failed'] } },
      { suite_id: 'billing', tests: { invoice: ['passed', 'failed', 'passed', 'errored', 'passed'] } },
    ]);
    const long = unbreakable();
    const reports: [string, string][] = [
      ['with a comparison', renderHtml(modelOf(ComparisonSchema.parse(regressedComparison())), head, null)],
      ['without a baseline', renderHtml(null, head, null)],
      ['with unbreakable names, compared', renderHtml(modelOf(long.comparison), long.head, null)],
      ['with unbreakable names, alone', renderHtml(null, long.head, null)],
    ];
    for (const [name, html] of reports) {
      const path = join(dir, `${name.replace(/\W+/g, '-')}.html`);
      await writeFile(path, html);
      pages.push([name, pathToFileURL(path).href]);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('never scrolls sideways, with every section opened', async () => {
    const widths: Record<string, number> = {};
    for (const [name, url] of pages) {
      const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } });
      await page.goto(url);
      await page.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
      widths[name] = await page.locator('html').evaluate((root) => root.scrollWidth);
      await page.close();
    }
    expect(widths).toEqual(Object.fromEntries(pages.map(([name]) => [name, WIDTH])));
  });
});
