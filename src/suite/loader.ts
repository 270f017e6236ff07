// Loads suite files (YAML or JSON) and turns every problem into an error that names the file, the
// line and column, the key path and a fix. All files are read and all errors collected in one pass,
// so a user fixes a whole batch at once instead of one error per run. Reading with positions is in
// read.ts, the checks in checks.ts, the wording in messages.ts.
import { stat } from 'node:fs/promises';
import { extname, basename, relative, resolve, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import type { z } from 'zod';
import { checkData, checkSuite, checkUniqueSuiteIds } from './checks.ts';
import { suiteSpecHash, testSpecHash } from './hash.ts';
import { sortByPosition, type SpecError } from './spec-errors.ts';
import { DEFAULT_MAX_BYTES, keyNodeAt, nodeAt, positionOf, readParsedFile, type ParsedFile } from './read.ts';
import type { Suite } from './suite-schema.ts';

export interface LoadedSuite {
  file: string;
  suite: Suite;
  specHash: string;
  /** By test_id: hash of the test plus the suite defaults that affect it. */
  testHashes: Record<string, string>;
  /** Where each test and turn starts in the file, for reports that point at it. */
  lines: SuiteLines;
}

/** 1-based lines of the `test_id` of each test and the `turn_id` of each turn, by id. */
export interface SuiteLines {
  tests: ReadonlyMap<string, number>;
  /** By test_id, then turn_id. */
  turns: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

export interface LoadResult {
  suites: LoadedSuite[];
  errors: SpecError[];
  /** Every suite file that was read, valid or not, in load order. */
  files: string[];
}

const SUITE_EXTENSIONS = ['.yaml', '.yml', '.json'];

/** Loads suite files, directories (recursively) and globs, relative to `options.cwd`. */
export async function loadSuites(inputs: string[], options: { cwd: string; maxBytes?: number }): Promise<LoadResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const errors: SpecError[] = [];
  const selectedPaths = new Set<string>(); // a file named twice (directory and glob) loads once
  for (const input of inputs) {
    const selected = await selectFiles(input, options.cwd);
    if ('error' in selected) errors.push(selected.error);
    else for (const path of selected.paths) selectedPaths.add(path);
  }
  const paths = [...selectedPaths];

  const files = paths.map((path) => displayPath(path, options.cwd));
  const perFile: Array<{ file: string; parsed: ParsedFile; suite?: Suite }> = [];
  for (const [index, path] of paths.entries()) {
    const file = files[index] ?? path;
    const parsed = await readParsedFile(path, file, maxBytes);
    perFile.push({ file, parsed, ...checkSuite(parsed) });
  }
  checkUniqueSuiteIds(perFile);

  const suites: LoadedSuite[] = [];
  for (const { file, parsed, suite } of perFile) {
    if (suite && parsed.errors.length === 0) {
      const testHashes: Record<string, string> = {};
      for (const test of suite.tests) testHashes[test.test_id] = testSpecHash(suite, test);
      suites.push({ file, suite, specHash: suiteSpecHash(suite), testHashes, lines: suiteLines(parsed, suite) });
    }
    errors.push(...sortByPosition(parsed.errors));
  }
  return { suites, errors, files };
}

/** Where each test and turn of a valid suite starts: its id's key, else the item itself. */
function suiteLines(parsed: ParsedFile, suite: Suite): SuiteLines {
  const lineOf = (path: (string | number)[], idKey: string): number =>
    positionOf(parsed, keyNodeAt(parsed, path, idKey) ?? nodeAt(parsed, path).node).line;
  const tests = new Map<string, number>();
  const turns = new Map<string, Map<string, number>>();
  suite.tests.forEach((test, i) => {
    tests.set(test.test_id, lineOf(['tests', i], 'test_id'));
    turns.set(test.test_id, new Map((test.turns ?? []).map((turn, j) => [turn.turn_id, lineOf(['tests', i, 'turns', j], 'turn_id')])));
  });
  return { tests, turns };
}

export interface ReadDataOptions<T> {
  maxBytes?: number;
  /** Shown paths are relative to this directory (default: the path as given). */
  cwd?: string;
  /** Validates the value; its issues become located errors. */
  schema?: z.ZodType<T>;
}

/**
 * Reads any YAML or JSON data file with the same guards and located errors as suites. `value` is
 * undefined when there are errors.
 */
export async function readDataFile<T = unknown>(
  path: string,
  options: ReadDataOptions<T> = {},
): Promise<{ value: T | undefined; errors: SpecError[] }> {
  const absolute = resolve(options.cwd ?? '.', path);
  const file = options.cwd === undefined ? path : displayPath(absolute, options.cwd);
  const parsed = await readParsedFile(absolute, file, options.maxBytes ?? DEFAULT_MAX_BYTES);
  if (parsed.errors.length > 0) return { value: undefined, errors: sortByPosition(parsed.errors) };
  if (!options.schema) return { value: parsed.value as T, errors: [] };
  const { value, errors } = checkData(parsed, options.schema);
  return { value, errors: sortByPosition(errors) };
}

// ---------------------------------------------------------------------------------------------
// Selecting files

type Selection = { paths: string[] } | { error: SpecError };

async function selectFiles(input: string, cwd: string): Promise<Selection> {
  const inputError = (message: string, fix: string): Selection => ({ error: { file: input, line: 0, col: 0, path: '', message, fix } });
  const absolute = resolve(cwd, input);
  const info = await stat(absolute).catch((error: NodeJS.ErrnoException) => error);
  // An existing path wins over glob syntax, so a directory named "(old)" still works.
  if (info instanceof Error && isDynamicPattern(input)) {
    const matches = await glob([input], { cwd, absolute: true, onlyFiles: true });
    const paths = matches.filter((path) => isSuiteFileName(path)).sort();
    return paths.length > 0
      ? { paths: paths.map((path) => resolve(path)) }
      : inputError('no suite files (.yaml, .yml, .json) match this pattern', 'check the pattern; quote it so the shell does not expand it');
  }
  if (info instanceof Error) {
    return info.code === 'ENOENT'
      ? inputError('no such file or directory', 'check the path; pass suite files, directories or globs')
      : inputError(`cannot read: ${info.message}`, 'check the permissions of the path');
  }
  if (info.isDirectory()) {
    const matches = await glob(['**/*.yaml', '**/*.yml', '**/*.json'], { cwd: absolute, absolute: true, onlyFiles: true });
    const paths = matches.filter((path) => isSuiteFileName(path)).sort();
    return paths.length > 0
      ? { paths: paths.map((path) => resolve(path)) }
      : inputError('no suite files (.yaml, .yml, .json) in this directory', 'add a suite file or pass the right directory');
  }
  if (!SUITE_EXTENSIONS.includes(extname(absolute).toLowerCase())) {
    return inputError('not a suite file: the name must end in .yaml, .yml or .json', 'rename the file or pass a suite file');
  }
  return { paths: [absolute] };
}

/** The JSON Schema and quarantine lists live next to suites but are not suites. */
function isSuiteFileName(path: string): boolean {
  const name = basename(path);
  return SUITE_EXTENSIONS.includes(extname(name).toLowerCase()) && name !== 'suite.schema.json' && !name.startsWith('quarantine.');
}

function displayPath(absolute: string, cwd: string): string {
  return relative(cwd, absolute).split(sep).join('/');
}
