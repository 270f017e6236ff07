// Every link of the README, CONTRIBUTING.md, docs/ and the examples' READMEs leads somewhere: an
// `(#anchor)` to a heading of its page (as GitHub names headings), a link to another page's anchor to
// a heading of that page, and a relative link to a file or folder of the repository. The pages the
// product's own messages send a user to (`docs/cost.md#budgets` in an error) exist too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, githubAnchor, prose } from './markdown.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const markdownIn = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => `${folder}/${entry.name}`)
    .sort();
const EXAMPLES = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'examples', entry.name, 'README.md')))
  .map((entry) => `examples/${entry.name}/README.md`);
const PAGES = ['README.md', 'CONTRIBUTING.md', ...markdownIn('docs'), 'examples/README.md', ...EXAMPLES];

/** Every inline link target of a page's prose. */
function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

const read = (page: string): string => readFileSync(join(ROOT, page), 'utf8');

describe('the links of the README and docs/', () => {
  it('name GitHub anchors the way GitHub does', () => {
    expect(githubAnchor('Isolating behaviour: `dry_run` and `memory_pipeline`')).toBe('isolating-behaviour-dry_run-and-memory_pipeline');
    expect(githubAnchor('/eval rerun')).toBe('eval-rerun');
    expect(githubAnchor('The suite format (spec v1)')).toBe('the-suite-format-spec-v1');
    expect(anchorsOf('# A\n\n## A\n\n```yaml\n# not a heading\n```\n')).toEqual(new Set(['a', 'a-1']));
  });

  it('cover the README, CONTRIBUTING.md and every page of docs/', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/protocol.md', 'docs/statistics.md']));
    // Guards the checks below: pages without a single link would pass them all.
    expect(PAGES.flatMap((page) => linksOf(read(page)).filter((link) => link.startsWith('#'))).length).toBeGreaterThan(0);
  });

  it.each(PAGES)('%s: every (#anchor) is a heading of the page', (page) => {
    const markdown = read(page);
    const anchors = anchorsOf(markdown);
    const local = linksOf(markdown).filter((link) => link.startsWith('#'));
    expect(local.filter((link) => !anchors.has(link.slice(1)))).toEqual([]);
  });

  it.each(PAGES)('%s: every relative link is a file of the repository, and its anchor a heading there', (page) => {
    const broken: string[] = [];
    for (const link of linksOf(read(page))) {
      if (link.startsWith('#') || /^[a-z]+:/i.test(link)) continue;
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = relative(ROOT, join(ROOT, dirname(page), path));
      if (!existsSync(join(ROOT, target))) broken.push(`${link}: no ${target}`);
      else if (anchor !== undefined && !anchorsOf(read(target)).has(anchor)) broken.push(`${link}: no heading #${anchor} in ${target}`);
    }
    expect(broken).toEqual([]);
  });

  it("the pages and anchors the product's messages point to exist", () => {
    const cited: string[] = [];
    const walk = (folder: string): void => {
      for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts'))
          for (const [, page, anchor] of read(path).matchAll(/\b((?:docs\/[\w-]+|README|CONTRIBUTING)\.md)(?:#([\w-]+))?/g))
            cited.push(`${path}: ${page}${anchor ? `#${anchor}` : ''}`);
      }
    };
    walk('src');
    const broken = cited.filter((citation) => {
      const [, page, anchor] = /: ([^#]+)(?:#(.+))?$/.exec(citation)!;
      return !existsSync(join(ROOT, page!)) || (anchor !== undefined && !anchorsOf(read(page!)).has(anchor));
    });
    expect(broken).toEqual([]);
  });
});
