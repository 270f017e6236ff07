// A run as `agent-eval run` records it: every finished run is appended to results.jsonl as it
// finishes, then results.json is written from that file, suite by suite, test by test, so no more
// than one run's turns are in memory at a time whatever the size of the run.
import { rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { outputError, writeFileAtomic, writeFileAtomicFrom } from '../files.ts';
import { maskSecrets, type Logger } from '../logger.ts';
import { openRunLogReader } from '../results/read.ts';
import type { RunRecord } from '../results/results-schema.ts';
import { jsonPieces, openRunLog, StreamedArray, StreamedObject, type LineLocation } from '../results/write.ts';
import { playSuites, suiteHeader, summarizePlayed, testHeader, type RunOptions, type RunPorts } from './run.ts';
import type { Job, PlannedSuite } from './plan.ts';
import { finalCodes, summarizeResults, type RunSummary } from '../results/summary.ts';
import { runAdaptive, type AdaptiveSettings } from './adaptive.ts';

export const RESULTS_FILE = 'results.json';
export const RUN_LOG_FILE = 'results.jsonl';

/** Where a run's results go in the report folder. */
export interface RunFiles {
  outDir: string;
  /** Masked in both files. */
  secrets: readonly string[];
  /** Default results.json and results.jsonl; the base side of a fresh baseline writes BASE_FILE_NAMES. */
  names?: { results: string; runLog: string } | undefined;
}

/** The base deployment's results, played in the same run as a fresh baseline, beside the head's. */
export const BASE_FILE_NAMES = { results: 'results-base.json', runLog: 'results-base.jsonl' } as const;

export interface RecordedRun {
  summary: RunSummary;
  /** results.json: the whole results (agent-eval/results@1). */
  resultsPath: string;
  /** results.jsonl: one line per finished run, for --resume. */
  runLogPath: string;
}

/**
 * Plays the suites, writing `outDir`/results.jsonl as runs finish and `outDir`/results.json at the
 * end (or the names given), secrets masked in both. ports.onRunFinished is called after each run's
 * line is written.
 */
export async function recordRun(
  suites: readonly PlannedSuite[],
  options: RunOptions,
  ports: RunPorts,
  files: RunFiles,
): Promise<RecordedRun> {
  const runLogPath = join(files.outDir, files.names?.runLog ?? RUN_LOG_FILE);
  const resultsPath = join(files.outDir, files.names?.results ?? RESULTS_FILE);
  await setAsideEarlierResults(resultsPath, ports.logger);
  const locations = new LineLocations();
  const played = await withRunLog(
    runLogPath,
    files.secrets,
    ports,
    (logged) => playSuites(suites, options, logged),
    (job, at) => locations.set(job.index, at),
  );

  const reader = await openRunLogReader(runLogPath);
  // Each run read back as its turn comes, FLAKY added where the test's repeats disagree.
  async function* runs(jobs: readonly Job[], flaky: boolean): AsyncGenerator<RunRecord> {
    for (const job of jobs) {
      const location = locations.get(job.index);
      let run: RunRecord;
      if (location === undefined) {
        run = played.unfinished(job);
      } else {
        run = (await reader.read(location)).run;
        if (run.conversation_id !== job.conversationId) {
          throw new Error(
            `${runLogPath}: expected conversation ${job.conversationId} at byte ${location.offset}, found ${run.conversation_id}; the file was changed during the run`,
          );
        }
      }
      run.codes = finalCodes(run.codes, run.outcome, flaky);
      yield run;
    }
  }
  // The suite and test objects are made as they are written, in results.json's key order.
  function* suiteObjects(): Generator<StreamedObject> {
    for (const s of played.suites) {
      const testObjects = function* (): Generator<StreamedObject> {
        for (const t of s.tests)
          yield new StreamedObject([...Object.entries(testHeader(s.planned, t.test)), ['runs', new StreamedArray(runs(t.jobs, t.flaky))]]);
      };
      yield new StreamedObject([
        ...Object.entries(suiteHeader(s.planned)),
        ['tests', new StreamedArray(testObjects())],
        ['suspect', s.suspect],
      ]);
    }
  }
  const results = new StreamedObject([...Object.entries(played.head), ['suites', new StreamedArray(suiteObjects())]]);
  try {
    await writeFileAtomicFrom(resultsPath, maskedLines(jsonPieces(results), files.secrets));
  } finally {
    await reader.close();
  }
  return { summary: summarizePlayed(played), resultsPath, runLogPath };
}

/**
 * An earlier run's results.json in the folder is moved to results.previous.json (results-base.json
 * to results-base.previous.json) before this run writes anything: a run killed before its end
 * (SIGKILL, a lost runner) then leaves its own results.jsonl and no results.json, never the earlier
 * run's complete results beside it, where a report or a comparison would read them as this run's.
 */
export async function setAsideEarlierResults(resultsPath: string, logger: Logger): Promise<void> {
  const previous = resultsPath.replace(/\.json$/, '.previous.json');
  try {
    await rename(resultsPath, previous);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw outputError(resultsPath, e);
  }
  logger.info(`The earlier run's ${basename(resultsPath)} in ${dirname(resultsPath)} was moved to ${basename(previous)}`);
}

/**
 * Where each finished run's line is in results.jsonl, by job index: two numbers per run in typed
 * arrays rather than an object and a map entry each (30,000 of them in a large run).
 */
class LineLocations {
  #offsets = new Float64Array(0);
  // 0 for a run with no line: a line is never empty (it ends with a newline).
  #lengths = new Float64Array(0);

  set(index: number, location: LineLocation): void {
    if (index >= this.#offsets.length) {
      const size = Math.max(index + 1, 2 * this.#offsets.length);
      const offsets = new Float64Array(size);
      const lengths = new Float64Array(size);
      offsets.set(this.#offsets);
      lengths.set(this.#lengths);
      this.#offsets = offsets;
      this.#lengths = lengths;
    }
    this.#offsets[index] = location.offset;
    this.#lengths[index] = location.length;
  }

  get(index: number): LineLocation | undefined {
    const length = this.#lengths[index];
    return length ? { offset: this.#offsets[index]!, length } : undefined;
  }
}

/** The pieces with secrets masked, and the final newline of the file. */
async function* maskedLines(pieces: AsyncIterable<string>, secrets: readonly string[]): AsyncGenerator<string> {
  for await (const piece of pieces) yield maskSecrets(piece, secrets);
  yield '\n';
}

/**
 * recordRun with adaptive repeats (--repeats auto). The rounds need every run's outcome between
 * rounds, so the results are held in memory (adaptive runs are bounded by max repeats per test);
 * results.jsonl is still written as runs finish, so an interrupted run can be resumed.
 */
export async function recordAdaptiveRun(
  suites: readonly PlannedSuite[],
  options: Omit<RunOptions, 'repeats'>,
  settings: AdaptiveSettings,
  ports: RunPorts,
  files: RunFiles,
): Promise<RecordedRun> {
  const runLogPath = join(files.outDir, files.names?.runLog ?? RUN_LOG_FILE);
  const resultsPath = join(files.outDir, files.names?.results ?? RESULTS_FILE);
  await setAsideEarlierResults(resultsPath, ports.logger);
  const results = await withRunLog(runLogPath, files.secrets, ports, (logged) => runAdaptive(suites, options, settings, logged));
  await writeFileAtomic(resultsPath, maskSecrets(`${JSON.stringify(results, null, 2)}\n`, files.secrets));
  return { summary: summarizeResults(results), resultsPath, runLogPath };
}

/**
 * Plays with results.jsonl open: each finished run is appended (secrets masked) before
 * ports.onRunFinished sees it; `onLine` learns where its line went.
 */
async function withRunLog<T>(
  path: string,
  secrets: readonly string[],
  ports: RunPorts,
  play: (logged: RunPorts) => Promise<T>,
  onLine?: (job: Job, at: LineLocation) => void,
): Promise<T> {
  const log = await openRunLog(path, secrets);
  // A run whose results cannot be saved (a full disk) stops at once: no more agent calls are paid
  // for, the runs already written stay in the file, and the write error is what the caller sees.
  const writeFailed = new AbortController();
  let writeError: unknown;
  let played: T;
  try {
    played = await play({
      ...ports,
      signal: AbortSignal.any([ports.signal, writeFailed.signal]),
      onRunFinished: async (job, record, progress) => {
        let at: LineLocation;
        try {
          at = await log.append(job.suite.suite_id, job.test.test_id, record);
        } catch (e) {
          writeError ??= e;
          writeFailed.abort(e);
          return;
        }
        onLine?.(job, at);
        await ports.onRunFinished?.(job, record, progress);
      },
    });
  } finally {
    await log.close().catch((e: unknown) => {
      writeError ??= e;
    });
  }
  if (writeError !== undefined) throw writeError;
  return played;
}
