// Reads a results file (a run's output or a baseline) and says exactly what is wrong with a bad one.
import { readFile } from 'node:fs/promises';
import { ResultsSchema, RESULTS_SCHEMA, type Results, type RunRecord } from './schema.ts';

export class ResultsFileError extends Error {
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
    throw new ResultsFileError(`${path}: not valid JSON (${(e as Error).message}); pass the results.json that agent-eval run wrote`);
  }
  const schema = (value as { schema?: unknown } | null)?.schema;
  if (schema !== RESULTS_SCHEMA) {
    throw new ResultsFileError(`${path}: schema is ${JSON.stringify(schema)}, expected "${RESULTS_SCHEMA}"; pass a results.json written by agent-eval run`);
  }
  const parsed = ResultsSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ResultsFileError(`${path}: not a valid results file:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

/** One line of results.jsonl: a finished run, streamed as soon as it finished. */
export interface StreamedRun {
  suite_id: string;
  test_id: string;
  run: RunRecord;
}

/** Finished runs of an earlier (possibly interrupted) run, by conversation id, for --resume. */
export function finishedRunsFromJsonl(text: string): Map<string, RunRecord> {
  const out = new Map<string, RunRecord>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let entry: StreamedRun;
    try {
      entry = JSON.parse(line) as StreamedRun;
    } catch {
      continue; // the last line of a killed run may be cut short: that run simply runs again
    }
    if (entry.run && entry.run.outcome !== 'skipped') out.set(entry.run.conversation_id, entry.run);
  }
  return out;
}
