// Which suites a pull request affects: a suite whose own file changed, one whose `affects` globs
// match a changed path, or every suite when a `run-all-on` glob matches. Each choice says why.
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
}

const matcher = (globs: readonly string[]) => (globs.length === 0 ? () => false : picomatch([...globs], { dot: true }));

/** `changed` holds repository-relative paths (a renamed file's old and new path both). */
export function selectAffectedSuites(suites: readonly LoadedSuite[], changed: readonly string[], runAllOn: readonly string[]): Selection {
  const runAllMatch = matcher(runAllOn);
  const trigger = changed.find((path) => runAllMatch(path));
  if (trigger !== undefined) {
    return {
      selected: suites.map((suite) => ({ suite, reason: `${trigger} matches run-all-on` })),
      runAll: `${trigger} matches run-all-on`,
    };
  }
  const selected: SelectedSuite[] = [];
  for (const suite of suites) {
    if (changed.includes(suite.file)) {
      selected.push({ suite, reason: `its file ${suite.file} changed` });
      continue;
    }
    const globs = suite.suite.affects ?? [];
    const affects = matcher(globs);
    const hit = changed.find((path) => affects(path));
    if (hit !== undefined) selected.push({ suite, reason: `${hit} matches its affects globs (${globs.join(', ')})` });
  }
  return { selected, runAll: null };
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
