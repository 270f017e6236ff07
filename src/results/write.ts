// Writing the results files of a run without holding them: results.jsonl gets one line per finished
// run as it finishes, and results.json is written piece by piece (each run read back from
// results.jsonl), byte for byte what JSON.stringify(results, null, 2) would give.
import { open } from 'node:fs/promises';
import { outputError, writeString } from '../files.ts';
import { maskSecrets } from '../logger.ts';
import type { RunRecord } from './results-schema.ts';
import type { StreamedRun } from './read.ts';

/** Where one run's line is in results.jsonl. */
export interface LineLocation {
  offset: number;
  length: number;
}

export interface RunLog {
  /** Appends the run as one line (secrets masked) and says where it went. */
  append(suiteId: string, testId: string, run: RunRecord): Promise<LineLocation>;
  close(): Promise<void>;
}

/**
 * Creates (or empties) results.jsonl. Appends are written one at a time, in the order they were
 * asked; a write that fails (a full disk) is an OutputError naming the file.
 */
export async function openRunLog(path: string, secrets: readonly string[]): Promise<RunLog> {
  const handle = await open(path, 'w').catch((e: unknown) => {
    throw outputError(path, e);
  });
  let size = 0;
  let queue: Promise<void> = Promise.resolve();
  return {
    append(suiteId, testId, run) {
      const entry: StreamedRun = { suite_id: suiteId, test_id: testId, run };
      const line = `${maskSecrets(JSON.stringify(entry), secrets)}\n`;
      const location = { offset: size, length: Buffer.byteLength(line) };
      size += location.length;
      // One write after another: offsets are handed out in this order, and a killed run leaves at
      // most its last line cut short. A failed write fails every later append too.
      queue = queue.then(() =>
        writeString(handle, line).catch((e: unknown) => {
          throw outputError(path, e);
        }),
      );
      return queue.then(() => location);
    },
    async close() {
      await queue.catch(() => undefined);
      await handle.close().catch((e: unknown) => {
        throw outputError(path, e);
      });
    },
  };
}

/** An object written key by key; a value may itself be a StreamedObject or a StreamedArray. */
export class StreamedObject {
  readonly entries: Iterable<readonly [string, unknown]>;
  constructor(entries: Iterable<readonly [string, unknown]>) {
    this.entries = entries;
  }
}

/** An array whose items are produced one at a time (plain JSON values or streamed ones). */
export class StreamedArray {
  readonly items: Iterable<unknown> | AsyncIterable<unknown>;
  constructor(items: Iterable<unknown> | AsyncIterable<unknown>) {
    this.items = items;
  }
}

/**
 * The text of JSON.stringify(value, null, 2), in pieces, with streamed objects and arrays expanded
 * as they are iterated. `indent` is the indentation of the line the value starts on.
 */
export async function* jsonPieces(value: unknown, indent = ''): AsyncGenerator<string> {
  const inner = `${indent}  `;
  if (value instanceof StreamedObject) {
    let first = true;
    for (const [key, v] of value.entries) {
      if (v === undefined) continue; // as JSON.stringify leaves out undefined properties
      yield `${first ? '{' : ','}\n${inner}${JSON.stringify(key)}: `;
      first = false;
      yield* jsonPieces(v, inner);
    }
    yield first ? '{}' : `\n${indent}}`;
  } else if (value instanceof StreamedArray) {
    let first = true;
    for await (const item of value.items) {
      yield `${first ? '[' : ','}\n${inner}`;
      first = false;
      yield* jsonPieces(item, inner);
    }
    yield first ? '[]' : `\n${indent}]`;
  } else {
    // Newlines only occur between tokens (JSON escapes them inside strings), so this re-indents.
    yield (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`);
  }
}
