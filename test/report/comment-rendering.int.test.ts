// The sticky comment as GitHub renders it (cmark-gfm with GitHub's extensions): it opens with the
// verdict, lists what broke before the suite table, keeps the statistics in a collapsed section,
// and no hostile text turns into a tag, a mention or an /eval command.
import { beforeAll, describe, expect, it } from 'vitest';
import { commentCases } from '../fixtures/report/comments.ts';
import { cmarkMissing, renderGfm } from '../helpers/cmark.ts';

const missing = cmarkMissing();

/** The text of an HTML fragment, tags removed, entities of the escaping decoded. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();

/** The HTML outside code spans and blocks, whose content GitHub shows literally. */
const outsideCode = (html: string): string => html.replace(/<code>[\s\S]*?<\/code>/g, '').replace(/<pre>[\s\S]*?<\/pre>/g, '');

/** The first element of a kind at or after `from`, with its index. */
function element(html: string, tag: string, from = 0): { at: number; html: string } {
  const match = new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?</${tag}>`).exec(html.slice(from));
  if (match === null) throw new Error(`no <${tag}> after ${from}`);
  return { at: from + match.index, html: match[0] };
}

describe.skipIf(missing !== null)(missing ?? 'the sticky comment rendered as GitHub renders it', () => {
  for (const c of commentCases()) {
    describe(c.name, () => {
      let html = '';
      beforeAll(() => {
        html = renderGfm(c.markdown, { unsafe: true });
      });

      it('opens with the verdict, then why', () => {
        const heading = element(html, 'h2');
        expect(
          html
            .slice(0, heading.at)
            .replace(/<!--[\s\S]*?-->/g, '')
            .trim(),
        ).toBe('');
        expect(textOf(heading.html)).toBe(c.markdown.split('\n')[1]!.replace(/^## /, ''));
        const why = element(html, 'p', heading.at);
        expect(textOf(why.html)).toMatch(/^(Why: |To compare with a baseline: )/);
      });

      it('lists what broke before the suite table, whose header is Suite, Verdict, Pass rate, Δ', () => {
        const table = element(html, 'table');
        const header = [...element(table.html, 'thead').html.matchAll(/<th>([\s\S]*?)<\/th>/g)].map((m) => textOf(m[1]!));
        expect(header).toEqual(['Suite', 'Verdict', 'Pass rate, base → PR', 'Δ (95% CI)']);
        if (c.firstFailing !== null) {
          const list = element(html, 'ul', element(html, 'h3').at);
          expect(list.at).toBeLessThan(table.at);
          expect(textOf(element(list.html, 'li').html)).toContain(c.firstFailing);
        }
      });

      it('keeps the statistics inside a collapsed <details>, cut before any failing test is', () => {
        const start = html.indexOf('<summary>Statistics');
        if (start === -1) {
          expect(c.markdown).toMatch(/^> ✂️ .*cut: .*statistics; \d+ of \d+ failing tests\./m);
          expect(html).not.toContain('A suite regresses when');
          return;
        }
        expect(start).toBeGreaterThan(element(html, 'table').at);
        const open = html.lastIndexOf('<details', start);
        expect(html.slice(open, start)).toMatch(/^<details>\s*$/);
        const inside = html.slice(start, html.indexOf('</details>', start));
        const outside = html.slice(0, open) + html.slice(html.indexOf('</details>', start));
        for (const text of ['pass rates: mean over tests', 'A suite regresses when', '<th>p (Holm)</th>']) {
          expect(inside).toContain(text);
          expect(outside).not.toContain(text);
        }
        expect(html.match(/<details>/g)?.length).toBe(html.match(/<\/details>/g)?.length);
      });

      it('lets no hostile text become a tag, a mention or an /eval command, whether raw HTML is kept or not', () => {
        for (const rendered of [html, renderGfm(c.markdown, { unsafe: false })]) {
          const text = outsideCode(rendered);
          expect(text).not.toMatch(/<(script|img|iframe|a)\b/i);
          expect(text).not.toMatch(/@[A-Za-z0-9_-]/);
          // A line of the comment that starts with /eval would read as a command.
          expect(text).not.toMatch(/(^|>)\s*\/eval/m);
        }
        expect(c.markdown).not.toMatch(/^\s*\/eval/m);
      });
    });
  }
});
