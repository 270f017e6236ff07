// The baseline history: a folder of earlier baselines' results files (for example baselines/ of the
// agent-eval-baselines branch), read into each test's batches, one per baseline that ran it, for the
// within-side dependence of stats/history-dependence.ts.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage } from '../errors.ts';
import { plural } from '../format.ts';
import { gateRho, historyDependence, testKey, type HistoryBatch, type HistoryDependence } from '../stats/history-dependence.ts';

export { testKey };
import { parseResults, ResultsFileError } from './read.ts';
import type { Results } from './results-schema.ts';

/** Results files used, the newest by their run's start time: as many as a baseline lookup walks back (DEFAULT_BASELINE_MAX_DEPTH). */
export const MAX_HISTORY_FILES = 50;

/** The largest results file read: GitHub's 100 MB blob limit, the largest baseline the baselines branch can hold. */
export const MAX_HISTORY_FILE_BYTES = 100 * 1024 * 1024;

/** The most .json files a folder may hold: each is read to find the newest, so a folder of thousands is refused rather than read. */
export const MAX_HISTORY_FOLDER_FILES = 1000;

export interface BaselineHistory {
  /** The results files used, newest first. */
  files: string[];
  /** Results files left out: older than the newest MAX_HISTORY_FILES. */
  older: number;
  /** Each test's batches, by testKey; a batch carried into several files is listed once per file (historyDependence counts it once). */
  batches: Map<string, HistoryBatch[]>;
}

const FIX =
  'a baseline history folder holds only results files of earlier baselines (such as baselines/ of the agent-eval-baselines branch)';

/** The batches of every test of one results file (draft suites and tests without a scored run left out). */
export function batchesOf(results: Results): [string, HistoryBatch][] {
  const out: [string, HistoryBatch][] = [];
  for (const suite of results.suites) {
    if (suite.draft === true) continue;
    // A suite copied forward from an earlier baseline names the run that produced its records.
    const run = suite.carried_from?.run_id ?? results.run.id;
    for (const test of suite.tests) {
      const scored = test.runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
      if (scored.length === 0) continue;
      out.push([
        testKey(suite.suite_id, test.test_id),
        {
          passed: scored.filter((r) => r.outcome === 'passed').length,
          runs: scored.length,
          run,
          specHash: test.spec_hash,
          startedAt: results.run.started_at,
        },
      ]);
    }
  }
  return out;
}

/**
 * Reads the results files (`*.json`) of `dir`, at most MAX_HISTORY_FOLDER_FILES of at most
 * MAX_HISTORY_FILE_BYTES each, and keeps the batches of the newest MAX_HISTORY_FILES. A file that
 * is not a results file is a ResultsFileError naming it and the fix.
 */
export async function readBaselineHistory(dir: string): Promise<BaselineHistory> {
  let names: string[];
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    names = entries
      .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.json'))
      .map((e) => e.name)
      .sort();
  } catch (e) {
    throw new ResultsFileError(
      `${dir}: cannot read the baseline history folder (${(e as NodeJS.ErrnoException).code ?? errorMessage(e)}); give a folder of earlier baselines' results files`,
    );
  }
  if (names.length > MAX_HISTORY_FOLDER_FILES)
    throw new ResultsFileError(
      `${dir}: ${names.length} .json files, more than the ${MAX_HISTORY_FOLDER_FILES} a baseline history folder may hold; keep the newest ${MAX_HISTORY_FILES} baselines in it`,
    );

  const read: { path: string; started: number; batches: [string, HistoryBatch][] }[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const results = await readHistoryFile(path);
    const started = Date.parse(results.run.started_at);
    // Only the counts are kept: the runs of 50 large files need not all be in memory at once.
    read.push({ path, started: Number.isNaN(started) ? -Infinity : started, batches: batchesOf(results) });
  }
  read.sort((a, b) => b.started - a.started || a.path.localeCompare(b.path));
  const used = read.slice(0, MAX_HISTORY_FILES);
  return { files: used.map((f) => f.path), older: read.length - used.length, batches: historyBatches(used.map((f) => f.batches)) };
}

async function readHistoryFile(path: string): Promise<Results> {
  let text: string;
  try {
    const { size } = await stat(path);
    if (size > MAX_HISTORY_FILE_BYTES)
      throw new ResultsFileError(
        `${path}: ${size} bytes, over the ${MAX_HISTORY_FILE_BYTES / 1024 / 1024} MiB a baseline results file can be; ${FIX}: move it out of the folder`,
      );
    text = await readFile(path, 'utf8');
  } catch (e) {
    if (e instanceof ResultsFileError) throw e;
    throw new ResultsFileError(
      `${path}: cannot read the results file (${(e as NodeJS.ErrnoException).code ?? errorMessage(e)}); check its permissions`,
    );
  }
  if (/"schema"\s*:\s*"agent-eval\/baseline-index@/.test(text.slice(0, 200)))
    throw new ResultsFileError(`${path}: the baselines branch's index, not a results file; give its baselines/ folder instead`);
  try {
    return parseResults(text, path);
  } catch (e) {
    if (e instanceof ResultsFileError) throw new ResultsFileError(`${e.message}\n${FIX}: move ${path} out of the folder`);
    throw e;
  }
}

/**
 * The within-side rho of every test of `head`, keyed by testKey, from the baseline history in `dir`
 * (and `base`, the baseline compared with, counted once if it is also in the folder): each test's
 * own batches of its current spec (the head's spec_hash), shrunk toward the check's.
 */
export async function readHistoryDependence(
  dir: string,
  compared: { head: Results; base?: Results | undefined },
): Promise<{ dependence: HistoryDependence; history: BaselineHistory }> {
  const history = await readBaselineHistory(dir);
  return { dependence: dependenceOfHistory(history.batches, compared), history };
}

/**
 * Each test's batches, by testKey, from the batches of several baselines (as batchesOf gives them);
 * a batch carried into several of them is listed once per baseline (historyDependence counts it once).
 */
export function historyBatches(baselines: Iterable<readonly (readonly [string, HistoryBatch])[]>): Map<string, HistoryBatch[]> {
  const batches = new Map<string, HistoryBatch[]>();
  for (const list of baselines)
    for (const [key, batch] of list) {
      const known = batches.get(key);
      if (known === undefined) batches.set(key, [batch]);
      else known.push(batch);
    }
  return batches;
}

/**
 * The within-side rho of every test of `head` from the batches of earlier baselines and of `base`
 * (the baseline compared with, counted once if the history holds it too): each test's own batches
 * of its current spec (the head's spec_hash), shrunk toward the check's.
 */
export function dependenceOfHistory(
  history: ReadonlyMap<string, readonly HistoryBatch[]>,
  compared: { head: Results; base?: Results | null | undefined },
): HistoryDependence {
  const batches = new Map<string, HistoryBatch[]>([...history].map(([key, list]) => [key, [...list]]));
  if (compared.base !== undefined && compared.base !== null)
    for (const [key, batch] of batchesOf(compared.base)) batches.set(key, [...(batches.get(key) ?? []), batch]);
  const specHashes = new Map<string, string>();
  for (const suite of compared.head.suites)
    for (const test of suite.tests) specHashes.set(testKey(suite.suite_id, test.test_id), test.spec_hash);
  return historyDependence(batches, { specHashes, tests: specHashes.keys() });
}

/**
 * What the comparison allows for, per testKey: each test's gateRho (its upper 95% bound). A test the
 * history says nothing about (source 'assumed': no test of the check had mixed outcomes in it) is
 * left out, so it allows for the check's own estimate: assuming 0.2 for a test that always passed
 * would keep it from ever showing broken at 10 runs (p = 0.015 for 10/10 -> 0/10).
 */
export function gateDependence(d: HistoryDependence): Map<string, number> {
  return new Map([...d.tests].filter(([, t]) => t.source !== 'assumed').map(([key, t]) => [key, gateRho(t)]));
}

/** What the history gave, in one line: "within-side dependence from 12 baseline batches: 30 tests from their own, 4 from the check's (ρ̂ = 0.030); …". */
export function historyLine(d: HistoryDependence): string {
  const count = (source: string): number => [...d.tests.values()].filter((t) => t.source === source).length;
  const assumed = count('assumed');
  return (
    `within-side dependence from ${plural(d.batches, 'baseline batch', 'baseline batches')}: ${count('own history')} tests from their own, ` +
    `${count('check history')} from the check's${d.pooled === null ? '' : ` (ρ̂ = ${d.pooled.toFixed(3)})`}` +
    (assumed > 0 ? `, ${assumed} with no history that says anything (the check's own estimate)` : '') +
    '; each test allows for its upper 95% bound'
  );
}
