// The sticky comment laid out as a pull request shows it: cmark-gfm's HTML in a column as wide as
// a GitHub comment, with GitHub's Markdown styles, in headless Chromium. What broke is on the first
// screen, and the suite table fits the column without scrolling sideways.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCases } from '../fixtures/report/comments.ts';
import { cmarkMissing, renderGfm } from '../helpers/cmark.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const CHROMIUM = '/usr/bin/chromium';
/** The width of a comment's body on a pull request's conversation page. */
const COMMENT_WIDTH = 780;
/** What broke must be seen without scrolling past the verdict. */
const FIRST_SCREEN = 400;
const tempDir = useTempDir('comment-layout');

const missing = !existsSync(CHROMIUM) ? `${CHROMIUM} is not installed; the layout checks are skipped` : cmarkMissing();

/** The essentials of GitHub's `.markdown-body` styles: fonts, spacing, and tables that scroll inside themselves. */
const GITHUB_STYLE = `
body { margin: 0; }
.markdown-body { box-sizing: border-box; width: ${COMMENT_WIDTH}px; padding: 16px; font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; font-size: 14px; line-height: 1.5; word-wrap: break-word; }
.markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; margin: 24px 0 16px; line-height: 1.25; }
.markdown-body h3 { font-size: 1.25em; margin: 24px 0 16px; line-height: 1.25; }
.markdown-body > :first-child { margin-top: 0 !important; }
.markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body details { margin: 0 0 16px; }
.markdown-body ul { padding-left: 2em; }
.markdown-body code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 85%; padding: .2em .4em; background: #eff1f3; border-radius: 6px; }
.markdown-body table { display: block; width: max-content; max-width: 100%; overflow: auto; border-spacing: 0; border-collapse: collapse; }
.markdown-body td, .markdown-body th { padding: 6px 13px; border: 1px solid #d1d9e0; }
`;

describe.skipIf(missing !== null)(missing ?? `the sticky comment in a ${COMMENT_WIDTH}-pixel comment column`, () => {
  let browser: Browser;
  let dir: string;
  const pages: { name: string; url: string; firstFailing: string | null }[] = [];

  beforeAll(async () => {
    dir = await tempDir();
    for (const c of commentCases()) {
      const html = `<!doctype html><meta charset="utf-8"><style>${GITHUB_STYLE}</style><div class="markdown-body">${renderGfm(c.markdown, { unsafe: true })}</div>`;
      const path = join(dir, `${c.name.replace(/\W+/g, '-')}.html`);
      await writeFile(path, html);
      pages.push({ name: c.name, url: pathToFileURL(path).href, firstFailing: c.firstFailing });
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`shows the first failing test within the first ${FIRST_SCREEN} pixels, and the suite table without sideways scrolling`, async () => {
    const seen: Record<string, { firstFailingTop: number | null; tableOverflow: number }> = {};
    for (const { name, url, firstFailing } of pages) {
      const page = await browser.newPage({ viewport: { width: COMMENT_WIDTH, height: 900 } });
      await page.goto(url);
      const firstFailingTop =
        firstFailing === null
          ? null
          : await page
              .locator('h3 + ul > li')
              .first()
              .evaluate((li) => li.getBoundingClientRect().top);
      if (firstFailing !== null) expect(await page.locator('h3 + ul > li').first().innerText()).toContain(firstFailing);
      const tableOverflow = await page
        .locator('table')
        .first()
        .evaluate((table) => table.scrollWidth - table.clientWidth);
      // Kept for a look when a layout changes; the folder is removed after the tests.
      await page.screenshot({ path: join(dir, `${name.replace(/\W+/g, '-')}.png`), fullPage: true });
      seen[name] = { firstFailingTop, tableOverflow };
      await page.close();
    }
    for (const [name, { firstFailingTop, tableOverflow }] of Object.entries(seen)) {
      expect(tableOverflow, name).toBe(0);
      if (firstFailingTop !== null) expect(firstFailingTop, name).toBeLessThan(FIRST_SCREEN);
    }
  });
});
