import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { renderHtml } from '../../src/report/html.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { readArtifactIndex } from '../../src/results/artifact-index.ts';
import { openArtifactStore, type TurnArtifact } from '../../src/telemetry/artifacts.ts';
import { regressedComparison } from '../fixtures/report/build.ts';
import { HOSTILE_SUITE, HOSTILE_TEST, makeResults } from '../helpers/results.ts';
import { modelOf } from '../../src/report/report-model.ts';

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
// A final assertion on the failing hostile run, so its record ("final") has a link too.
head.suites[0]!.tests[0]!.runs[0]!.final.assertions.push({ key: 'facts_add', pass: true, status: 'passed', reason: 'fact added' });
const base = makeResults('1'.repeat(40), [
  { suite_id: HOSTILE_SUITE, tests: { [HOSTILE_TEST]: ['passed'], greeting: ['failed'], checkout_1: ['passed'] } },
]);
const html = renderHtml(modelOf(comparison), head, base);

describe('renderHtml', () => {
  it('is self-contained: one inline script, no external references', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[a-z][^>]*\s(src|href)\s*=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'');
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

  it('keeps transcripts for tests that failed or changed and one row for each passing test, saying so', () => {
    // 11 stable tests and refund_ok are unchanged and passing; everything else failed, changed or was fixed.
    expect(html.match(/<tr class="test"/g)).toHaveLength(12);
    expect(html).toMatch(/<tr class="test" data-verdict="unchanged"[^>]*>.*?<td>stable_0<\/td>/);
    expect(html).not.toMatch(/<details class="test"[^>]*><summary>.*?stable_0/);
    expect(html).toContain('The other 12 tests, passing, are summarised in one row each at the end.');
    expect(html).toContain('<code>results.json</code> has every turn of every run.');
    expect(html).toContain('Passing tests (12), summarised');
    // The flaky test shows its failing head run in full and its passing runs one line each.
    const invoice = html.slice(
      html.indexOf('<details class="test" data-verdict="flaky"'),
      html.indexOf('</details></div></details>', html.indexOf('data-verdict="flaky"')),
    );
    expect(invoice.match(/<details class="run failed" open>/g)).toHaveLength(1);
    expect(invoice.match(/<li class="passed">head #\d/g)).toHaveLength(3);
    expect(invoice).toContain('<li class="errored">head #3');
  });

  it('stops adding transcripts at its size limit and names the runs left out, still listing every run', () => {
    const many = makeResults('3'.repeat(40), [{ suite_id: 'big', tests: { long: Array.from({ length: 120 }, () => 'failed' as const) } }]);
    for (const run of many.suites[0]!.tests[0]!.runs) for (const turn of run.turns) turn.assistant_message = 'x'.repeat(90_000);
    const big = renderHtml(null, many, null);
    const inFull = big.match(/<details class="run failed" open>/g)?.length ?? 0;
    expect(inFull).toBeGreaterThan(20);
    expect(inFull).toBeLessThan(120);
    expect(big).toContain(`The turns of ${120 - inFull} more runs are left out`);
    expect(big.match(/<li class="failed">head #/g)).toHaveLength(120 - inFull);
    expect(big.length).toBeLessThan(15_000_000);
  });

  it('renders a run without a baseline', () => {
    const alone = renderHtml(null, head, null);
    expect(alone).toContain('No baseline: pass rates only');
    expect(alone).not.toContain('<svg');
    expect(alone).toContain('data-verdict="flaky"');
  });
});

/** Writes the head run's turn records as a run would: whole conversations, interleaved across suites. */
async function writeArtifacts(dir: string, results: Results, runId: string | undefined): Promise<void> {
  const store = await openArtifactStore(dir, [], { keep: false });
  const conversations = results.suites.flatMap((s) =>
    s.tests.flatMap((t) =>
      t.runs.map((r) => ({
        suite: s.suite_id,
        turns: [...r.turns.map((turn) => turn.turn_id), ...(r.final.assertions.length ? ['final'] : [])].map((turn_id): TurnArtifact => ({
          suite_id: s.suite_id,
          test_id: t.test_id,
          conversation_id: r.conversation_id,
          repeat: r.repeat,
          turn_id,
          request: { turn_id },
          response: null,
          tool_results: [],
          memory_delta: null,
          attempts: 1,
          latency_ms: 5,
          error: null,
          failed_attempts: [],
          judge: [],
        })),
      })),
    ),
  );
  // Reverse order, all at once: the lines land in the order the conversations finish, not the results' order.
  await Promise.all(conversations.reverse().map((c) => store.append(c.suite, c.turns)));
  await store.flush(runId);
}

/** Every artifact link of a page: where it points and what it claims to point at. */
function linksOf(page: string): { href: string; line: number; conversation: string; turn: string }[] {
  return [
    ...page.matchAll(/<a class="artifact" href="([^"]*)" data-line="(\d+)" data-conversation-id="([^"]*)" data-turn-id="([^"]*)"/g),
  ].map((m) => ({
    href: unescape(m[1]!),
    line: Number(m[2]),
    conversation: unescape(m[3]!),
    turn: unescape(m[4]!),
  }));
}

function unescape(attribute: string): string {
  return attribute.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? e);
}

describe('renderHtml links to the artifact records', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('links each rendered head turn to the exact line of its record, and no base turn', async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-eval-links-'));
    await writeArtifacts(dir, head, head.run.id);
    const linked = renderHtml(modelOf(comparison), head, base, { artifacts: await readArtifactIndex(dir, head.run.id) });
    const links = linksOf(linked);
    // Turns in full link from their heading; runs listed one line each link each of their turns.
    expect(links.length).toBe(head.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns))).length + 1);
    for (const link of links) {
      // The file and line are spelled out (as the link text, or its title on a one-line run).
      expect(
        linked.includes(`artifact: ${link.href} line ${link.line}<`) || linked.includes(`artifact: ${link.href} line ${link.line}"`),
      ).toBe(true);
      const line = (await readFile(join(dir, link.href), 'utf8')).split('\n')[link.line - 1]!;
      expect(JSON.parse(line)).toMatchObject({ conversation_id: link.conversation, turn_id: link.turn });
    }
    expect(links.some((l) => l.turn === 'final')).toBe(true);
    // Base runs share the head's conversation ids here, yet link nowhere: the records are the head run's.
    for (const part of linked.split('<details class="base-runs">').slice(1))
      expect(part.slice(0, part.indexOf('</details></div>'))).not.toContain('class="artifact"');
    expect(linked).toContain('each head turn shown here links to its raw record in <code>artifacts/</code>');
    expect(linked).not.toMatch(/<[a-z][^>]*\ssrc\s*=/i);
    expect([...linked.matchAll(/\shref="([^"]*)"/g)].every((m) => /^artifacts\/[A-Za-z0-9._-]+\.jsonl$/.test(m[1]!))).toBe(true);
  });

  it('links nothing when the index is missing, belongs to another run or no longer matches its file', async () => {
    const other = await mkdtemp(join(tmpdir(), 'agent-eval-links-'));
    try {
      expect(await readArtifactIndex(other, head.run.id)).toBeNull();
      await writeArtifacts(other, head, 'another-run');
      expect(await readArtifactIndex(other, head.run.id)).toBeNull();
      await writeArtifacts(other, head, undefined);
      expect(
        linksOf(renderHtml(modelOf(comparison), head, base, { artifacts: await readArtifactIndex(other, head.run.id) })).length,
      ).toBeGreaterThan(0);
      // A file changed after the index was written: its line numbers can no longer be trusted.
      await appendFile(join(other, 'artifacts', 'billing.jsonl'), '{}\n');
      const stale = linksOf(renderHtml(modelOf(comparison), head, base, { artifacts: await readArtifactIndex(other, head.run.id) }));
      expect(stale.length).toBeGreaterThan(0);
      expect(stale.every((l) => l.href !== 'artifacts/billing.jsonl')).toBe(true);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM))('renderHtml in headless Chromium', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-eval-html-'));
    await writeFile(join(dir, 'report.html'), html);
    await writeArtifacts(dir, head, head.run.id);
    await writeFile(
      join(dir, 'linked.html'),
      renderHtml(modelOf(comparison), head, base, { artifacts: await readArtifactIndex(dir, head.run.id) }),
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
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

    // Every test is there: in full, or as a row of the passing table; the filters cover both.
    const tests = page.locator('.test');
    const total = await tests.count();
    expect(total).toBe(comparison.suites.reduce((n, s) => n + s.tests.length, 0));
    expect(await page.locator('tr.test').count()).toBe(12);
    await expect.poll(() => page.locator('#shown').textContent()).toBe(`${total} of ${total} tests shown`);
    expect(await page.locator('p.note', { hasText: 'The other 12 tests, passing, are summarised' }).isVisible()).toBe(true);

    await page.locator('button[data-filter="verdict"][data-value="fixed"]').click();
    expect(await page.locator('.test:visible').count()).toBe(1);
    expect(await page.locator('details.test:visible summary').first().textContent()).toContain('greeting');
    expect(await page.locator('#shown').textContent()).toBe(`1 of ${total} tests shown`);

    await page.locator('button[data-filter="verdict"][data-value="unchanged"]').click();
    const unchanged = await page.locator('.test:visible').count();
    expect(unchanged).toBe(await page.locator('.test[data-verdict="unchanged"]').count());
    expect(await page.locator('tr.test:visible').count()).toBe(12);

    await page.locator('button[data-filter="verdict"][data-value="all"]').click();
    await page.locator('button[data-filter="code"][data-value="NODE_MISMATCH"]').click();
    const visible = await page.locator('.test:visible').count();
    expect(visible).toBe(await page.locator('.test[data-codes~="NODE_MISMATCH"]').count());
    expect(visible).toBeGreaterThan(0);
    expect(visible).toBeLessThan(total);

    // The hostile reply is shown as text inside the opened test, not run.
    await page.locator('details.test:visible summary').first().click();
    expect(await page.locator('details.test:visible pre', { hasText: "<script>alert('x')</script>" }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('resolves each artifact link next to the report, to the record it names', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(pathToFileURL(join(dir, 'linked.html')).href);
    expect(problems).toEqual([]);
    // The browser resolves each link next to the report, to the line's file; .jsonl opens as a download, so read it here.
    const links = await page.locator('a.artifact').evaluateAll((as) =>
      as.map((a) => ({
        url: (a as unknown as { href: string }).href,
        line: Number(a.getAttribute('data-line')),
        conversation: a.getAttribute('data-conversation-id'),
        turn: a.getAttribute('data-turn-id'),
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(await page.locator('details.run[open] a.artifact').count()).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.url.startsWith(pathToFileURL(join(dir, 'artifacts')).href + '/')).toBe(true);
      const line = (await readFile(fileURLToPath(link.url), 'utf8')).split('\n')[link.line - 1]!;
      expect(JSON.parse(line)).toMatchObject({ conversation_id: link.conversation, turn_id: link.turn });
    }
    await page.close();
  });
});
