// How GitHub reads a Markdown page: its prose outside code blocks, and the anchors of its headings.

/** The page without its fenced code blocks (a `# comment` in YAML is not a heading, a `](#x)` in code not a link). */
export function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~).*\n[\s\S]*?^\1\s*$/gm, '');
}

/** GitHub's anchor of a heading: lowercase, punctuation dropped (not `-` or `_`), spaces to hyphens. */
export function githubAnchor(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings; a repeated heading gets -1, -2, ... as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = githubAnchor(heading!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}
