// Reads a results file (a run's output or a baseline) and says exactly what is wrong with a bad one.
import { open, readFile } from 'node:fs/promises';
import { z } from 'zod';
import { errorMessage, UserError } from '../errors.ts';
import { VERSION } from '../version.ts';
import { ResultsSchema, RESULTS_SCHEMA, RunRecordSchema, type Results, type RunRecord } from './results-schema.ts';

export class ResultsFileError extends UserError {
  override name = 'ResultsFileError';
}

export async function readResultsFile(path: string): Promise<Results> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new ResultsFileError(`${path}: cannot read the results file (${(e as NodeJS.ErrnoException).code ?? String(e)}); check the path`);
  }
  return parseResults(text, path);
}

export function parseResults(text: string, path: string): Results {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ResultsFileError(`${path}: not valid JSON (${errorMessage(e)}); pass the results.json that agent-eval run wrote`);
  }
  const newer = newerResultsSchema(value);
  if (newer !== null) throw new ResultsFileError(`${path}: ${newer}`);
  const schema = (value as { schema?: unknown } | null)?.schema;
  if (schema !== RESULTS_SCHEMA) {
    throw new ResultsFileError(
      `${path}: schema is ${JSON.stringify(schema)}, expected "${RESULTS_SCHEMA}"; pass a results.json written by agent-eval run`,
    );
  }
  const parsed = ResultsSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ResultsFileError(`${path}: not a valid results file:\n  ${issues.join('\n  ')}`);
  }
  // Validated, then used as written: zod's records drop a `__proto__` key, and a fact or score of
  // that name must survive a baseline or a shard merge like any other (the schemas never default or
  // transform a value, which test/results/read.test.ts checks).
  return withNfcIds(value as Results);
}

/**
 * Said of results written by a later agent-eval (schema agent-eval/results@N, N above this
 * version's): they are fine, this reader is too old. Null for anything else. A stored baseline is
 * then to be read by an upgraded agent-eval, never overwritten by this one.
 */
export function newerResultsSchema(value: unknown): string | null {
  const schema = isObject(value) ? value.schema : undefined;
  const found = typeof schema === 'string' ? /^agent-eval\/results@(\d+)$/.exec(schema) : null;
  const reads = Number(/@(\d+)$/.exec(RESULTS_SCHEMA)![1]);
  if (found === null || Number(found[1]) <= reads) return null;
  return `written by a newer agent-eval (schema "${schema as string}"; agent-eval ${VERSION} reads "${RESULTS_SCHEMA}"): upgrade agent-eval (the action's version in \`uses:\`, or the CLI package) to read it`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The suite and test ids in Unicode NFC, in place: the ids results are matched on in a comparison.
 * "café" written with é (U+00E9) in a baseline and with e + U+0301 in a pull request's suite is one
 * test, shown the same everywhere, so it must pair with itself rather than count as removed and new.
 */
export function withNfcIds(results: Results): Results {
  for (const suite of results.suites) {
    suite.suite_id = suite.suite_id.normalize('NFC');
    for (const test of suite.tests) test.test_id = test.test_id.normalize('NFC');
  }
  return results;
}

/** One line of results.jsonl: a finished run, streamed as soon as it finished. */
export const StreamedRunSchema = z.object({ suite_id: z.string(), test_id: z.string(), run: RunRecordSchema });
export type StreamedRun = z.infer<typeof StreamedRunSchema>;

/**
 * Finished runs of an earlier (possibly interrupted) run, by conversation id, for --resume. Every
 * line must be a run as agent-eval wrote it; only a last line cut short (a killed run) is dropped,
 * and that conversation simply runs again.
 */
export function finishedRunsFromJsonl(text: string, path: string): Map<string, RunRecord> {
  const out = new Map<string, RunRecord>();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const at = `${path}:${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      if (i === lines.length - 1) return; // no newline after it: the write was cut short
      throw new ResultsFileError(
        `${at}: not valid JSON (${errorMessage(e)}); delete this line to run that conversation again, or run without --resume`,
      );
    }
    const parsed = StreamedRunSchema.safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      throw new ResultsFileError(
        `${at}: not a run of agent-eval run (${issues.join('; ')}); delete this line to run that conversation again, or run without --resume`,
      );
    }
    const run = (value as StreamedRun).run; // as written: see parseResults
    if (run.outcome !== 'skipped') out.set(run.conversation_id, run);
  });
  return out;
}

/** Reads runs back from results.jsonl by where they were written (see RunLog). */
export interface RunLogReader {
  read(location: { offset: number; length: number }): Promise<StreamedRun>;
  close(): Promise<void>;
}

export async function openRunLogReader(path: string): Promise<RunLogReader> {
  const handle = await open(path, 'r');
  // One buffer for every read (they are sequential), grown to the longest line.
  let buffer = Buffer.alloc(0);
  return {
    async read({ offset, length }) {
      if (buffer.length < length) buffer = Buffer.allocUnsafe(Math.max(length, 2 * buffer.length));
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      if (bytesRead !== length)
        throw new ResultsFileError(
          `${path}: ended at byte ${offset + bytesRead}, expected a run up to byte ${offset + length}; was it changed during the run?`,
        );
      // Written by this process moments ago (RunLog): parsed, not validated again.
      return JSON.parse(buffer.toString('utf8', 0, length)) as StreamedRun;
    },
    close: () => handle.close(),
  };
}
