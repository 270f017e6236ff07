// Which suites a change affects: a suite whose own file changed, one whose `affects` globs match a
// changed path, every suite that declares no `affects` (nothing says which changes it depends on, so
// any change can affect it), or every suite when a `run-all-on` glob matches. Only a suite that
// declares `affects` and matches nothing is left out. Each choice says why.
import picomatch from 'picomatch';
import type { LoadedSuite } from '../suite/loader.ts';

export interface SelectedSuite {
  suite: LoadedSuite;
  reason: string;
}

export interface Selection {
  selected: SelectedSuite[];
  /** Set when a run-all-on glob matched: why every suite runs. */
  runAll: string | null;
  /** The suites left out: each declares `affects`, and neither its file nor its globs match a change. */
  skipped: LoadedSuite[];
  /** Changed paths no suite file, `affects` glob or `run-all-on` glob matches: what a skip excluded. */
  unmatched: string[];
}

/** A path as a log line or reason shows it: one with a line break or control character is quoted, so it cannot start a workflow command. */
export const shownPath = (path: string): string => (/[\u0000-\u001f\u007f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path);

const matcher = (globs: readonly string[]): ((path: string) => boolean) => {
  if (globs.length === 0) return () => false;
  const match = picomatch([...globs], { dot: true });
  // picomatch's `*` stops at a line break: a file named with one must not slip past the globs.
  return (path) => match(path.replace(/[\n\r\u2028\u2029]/g, ' '));
};

/** `changed` holds repository-relative paths (a renamed file's old and new path both). */
export function selectAffectedSuites(suites: readonly LoadedSuite[], changed: readonly string[], runAllOn: readonly string[]): Selection {
  const paths = [...new Set(changed)];
  const runAllMatch = matcher(runAllOn);
  const trigger = paths.find((path) => runAllMatch(path));
  if (trigger !== undefined) {
    return {
      selected: suites.map((suite) => ({ suite, reason: `${shownPath(trigger)} matches run-all-on` })),
      runAll: `${shownPath(trigger)} matches run-all-on`,
      skipped: [],
      unmatched: [],
    };
  }
  const matched = new Set<string>();
  const selected: SelectedSuite[] = [];
  const skipped: LoadedSuite[] = [];
  for (const suite of suites) {
    const globs = suite.suite.affects;
    const affects = matcher(globs ?? []);
    const hits = paths.filter((path) => path === suite.file || affects(path));
    for (const path of hits) matched.add(path);
    const hit = hits[0];
    if (paths.includes(suite.file)) selected.push({ suite, reason: `its file ${shownPath(suite.file)} changed` });
    else if (globs === undefined) selected.push({ suite, reason: noAffectsReason(paths.length) });
    else if (hit !== undefined) selected.push({ suite, reason: `${shownPath(hit)} matches its affects globs (${globs.join(', ')})` });
    else skipped.push(suite);
  }
  return { selected, runAll: null, skipped, unmatched: paths.filter((path) => !matched.has(path)) };
}

function noAffectsReason(changed: number): string {
  if (changed === 0) return 'it declares no affects, so it runs even when no changed path is listed';
  return `it declares no affects, so every change can affect it: ${changed === 1 ? '1 path' : `${changed} paths`} changed`;
}

/** The directory every glob lies under ("" when they differ), so only that part of a tree is read. */
export function commonBaseDir(globs: readonly string[]): string {
  const bases = globs.map((g) => picomatch.scan(g).base.replace(/^\.\//, ''));
  if (bases.length === 0) return '';
  const split = bases.map((b) => (b === '' || b === '.' ? [] : b.split('/')));
  const first = split[0] ?? [];
  let n = first.length;
  for (const parts of split) {
    let i = 0;
    while (i < n && parts[i] === first[i]) i++;
    n = i;
  }
  return first.slice(0, n).join('/');
}

/** A predicate over repository-relative paths for the suites globs. */
export function suitesMatcher(globs: readonly string[]): (path: string) => boolean {
  // A plain directory (e.g. "suites/") means every suite file under it, as in the CLI.
  const expanded = globs.map((g) =>
    picomatch.scan(g).isGlob ? g : /\.(ya?ml|json)$/i.test(g) ? g : `${g.replace(/\/+$/, '')}/**/*.{yaml,yml,json}`,
  );
  return matcher(expanded.map((g) => g.replace(/^\.\//, '')));
}
