// Markdown rendered as GitHub renders a comment: Debian's cmark-gfm (the library GitHub's renderer
// is built on) with GitHub's extensions. GitHub keeps raw HTML (then sanitises it), so `unsafe`
// keeps it too, with the tagfilter extension GitHub applies; without it, raw HTML is omitted.
import { execFileSync, spawnSync } from 'node:child_process';

export const CMARK = 'cmark-gfm';

/** Null when cmark-gfm is installed; otherwise why the tests that need it are skipped. */
export function cmarkMissing(): string | null {
  const probe = spawnSync(CMARK, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? null : `${CMARK} is not installed (apt-get install cmark-gfm); the rendering checks are skipped`;
}

export function renderGfm(markdown: string, options: { unsafe: boolean }): string {
  const args = ['-e', 'table', '-e', 'autolink', '-e', 'strikethrough', '-e', 'tagfilter', ...(options.unsafe ? ['--unsafe'] : [])];
  return execFileSync(CMARK, args, { input: markdown, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}
