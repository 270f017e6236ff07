import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/schema.ts';
import { renderHtml } from '../../src/report/html.ts';
import { HOSTILE_SUITE, HOSTILE_TEST, makeResults, regressedComparison } from '../fixtures/report/build.ts';

const CHROMIUM = '/usr/bin/chromium';

const comparison = ComparisonSchema.parse(regressedComparison());
const head = makeResults(
  '2'.repeat(40),
  [
    { suite_id: HOSTILE_SUITE, tests: { [HOSTILE_TEST]: ['failed'], greeting: ['passed'], checkout_1: ['failed'] } },
    { suite_id: 'billing', tests: { invoice: ['passed', 'failed', 'passed', 'errored', 'passed'] } },
  ],
  { judge: true },
);
const base = makeResults('1'.repeat(40), [{ suite_id: HOSTILE_SUITE, tests: { [HOSTILE_TEST]: ['passed'], greeting: ['failed'], checkout_1: ['passed'] } }]);
const html = renderHtml(comparison, head, base);

describe('renderHtml', () => {
  it('is self-contained: one inline script, no external references', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[a-z][^>]*\s(src|href)\s*=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).toContain("Content-Security-Policy\" content=\"default-src 'none'");
  });

  it('escapes hostile text everywhere', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</details><script>');
    expect(html).toContain('pay|ments `x` &lt;script&gt;alert(1)&lt;/script&gt; @octocat');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows every turn with its tool calls, memory delta, assertions and judge reasoning', () => {
    expect(html).toContain('<b>User</b><pre>Option 2 refund\n| injected | row |` @org/team</pre>');
    expect(html).toContain('&quot;option_id&quot;: &quot;opt_2&quot;');
    expect(html).toContain('~ <code>plan</code>: <code>&quot;basic&quot;</code> → <code>&quot;pro&quot;</code>');
    expect(html).toContain('<td><code>NODE_MISMATCH</code></td>');
    expect(html).toContain('judge says so');
    expect(html).toContain('Base runs (1)');
    expect(html).toContain('ENGINE_ERROR: HTTP 502 from https://preview/execute &lt;html&gt;');
  });

  it('renders a run without a baseline', () => {
    const alone = renderHtml(null, head, null);
    expect(alone).toContain('No baseline: pass rates only');
    expect(alone).not.toContain('<svg');
    expect(alone).toContain('data-verdict="flaky"');
  });
});

describe.skipIf(!existsSync(CHROMIUM))('renderHtml in headless Chromium', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-eval-html-'));
    await writeFile(join(dir, 'report.html'), html);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders without console errors, with the forest plot and working filters', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('dialog', (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) problems.push(`request: ${r.url()}`);
    });
    await page.goto(pathToFileURL(join(dir, 'report.html')).href);

    // One plot row per suite, drawn with an interval line for each suite that has a delta.
    expect(await page.locator('figure.forest svg').count()).toBe(1);
    expect(await page.locator('svg g.forest-row').count()).toBe(comparison.suites.length);
    expect(await page.locator('svg g.forest-row line.ci').count()).toBe(3);
    expect(await page.locator('svg rect.band').count()).toBe(1);

    const tests = page.locator('details.test');
    const total = await tests.count();
    expect(total).toBe(comparison.suites.reduce((n, s) => n + s.tests.length, 0));
    await expect.poll(() => page.locator('#shown').textContent()).toBe(`${total} of ${total} tests shown`);

    await page.locator('button[data-filter="verdict"][data-value="fixed"]').click();
    expect(await page.locator('details.test:visible').count()).toBe(1);
    expect(await page.locator('details.test:visible summary').first().textContent()).toContain('greeting');
    expect(await page.locator('#shown').textContent()).toBe(`1 of ${total} tests shown`);

    await page.locator('button[data-filter="verdict"][data-value="all"]').click();
    await page.locator('button[data-filter="code"][data-value="NODE_MISMATCH"]').click();
    const visible = await page.locator('details.test:visible').count();
    expect(visible).toBe(await page.locator('details.test[data-codes~="NODE_MISMATCH"]').count());
    expect(visible).toBeGreaterThan(0);
    expect(visible).toBeLessThan(total);

    // The hostile reply is shown as text inside the opened test, not run.
    await page.locator('details.test:visible summary').first().click();
    expect(await page.locator('details.test:visible pre', { hasText: "<script>alert('x')</script>" }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
