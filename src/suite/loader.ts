// Reads suite files (YAML or JSON) and turns every problem into an error that names the file, the
// line and column, the key path and a fix. All files are read and all errors collected in one pass,
// so a user fixes a whole batch at once instead of one error per run.
import { readFile, stat } from 'node:fs/promises';
import { extname, basename, relative, resolve, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import {
  LineCounter,
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node as YamlNode,
} from 'yaml';
import { z } from 'zod';
import { suiteSpecHash, testSpecHash } from './hash.ts';
import { CHECKS_NOTHING, SuiteSchema, type Suite } from './schema.ts';
import { compilePattern, PatternError } from './pattern.ts';
import { didYouMean } from '../did-you-mean.ts';
import { findJsonSyntaxError, lineAndColumn } from './json-syntax.ts';

export interface SpecError {
  /** Path relative to the working directory (forward slashes), or the input as given. */
  file: string;
  /** 1-based; 0 when the error is about the file or input as a whole. */
  line: number;
  col: number;
  /** Key path inside the file, e.g. `tests[0].turns[1].expected.next_node_id`; empty for the whole file. */
  path: string;
  message: string;
  fix: string;
}

export interface LoadedSuite {
  file: string;
  suite: Suite;
  specHash: string;
  /** By test_id: hash of the test plus the suite defaults that affect it. */
  testHashes: Record<string, string>;
}

export interface LoadResult {
  suites: LoadedSuite[];
  errors: SpecError[];
  /** Every suite file that was read, valid or not, in load order. */
  files: string[];
}

export const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Far deeper than any real suite (about eight levels), far shallower than the parser's stack. */
export const MAX_DEPTH = 64;
const MAX_ALIAS_COUNT = 100;
const SUITE_EXTENSIONS = ['.yaml', '.yml', '.json'];

/** `file:line:col: message (fix)`; the position is left out when the error has none. */
export function formatSpecError(error: SpecError): string {
  const where = error.line > 0 ? `${error.file}:${error.line}:${error.col}` : error.file;
  return `${where}: ${error.message}${error.fix ? ` (${error.fix})` : ''}`;
}


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
    const parsed = await readParsed(path, file, maxBytes);
    perFile.push({ file, parsed, ...checkSuite(parsed) });
  }

  // Across files: a suite_id names the suite in results and baselines, so it must be unique.
  const owners = new Map<string, string>();
  const suites: LoadedSuite[] = [];
  for (const entry of perFile) {
    const { file, parsed, suite } = entry;
    const suiteId = suiteIdOf(parsed.value);
    const owner = suiteId === undefined ? undefined : owners.get(suiteId);
    if (suiteId !== undefined && owner !== undefined) {
      parsed.errors.push(
        errorAt(parsed, ['suite_id'], `suite_id: duplicate suite_id '${suiteId}', already the suite_id of ${owner}`, 'give every suite its own suite_id'),
      );
    } else if (suiteId !== undefined) {
      owners.set(suiteId, file);
    }
    if (suite && parsed.errors.length === 0) {
      const testHashes: Record<string, string> = {};
      for (const test of suite.tests) testHashes[test.test_id] = testSpecHash(suite, test);
      suites.push({ file, suite, specHash: suiteSpecHash(suite), testHashes });
    }
    errors.push(...sortByPosition(parsed.errors));
  }
  return { suites, errors, files };
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
export async function readDataFile<T = unknown>(path: string, options: ReadDataOptions<T> = {}): Promise<{ value: T | undefined; errors: SpecError[] }> {
  const absolute = resolve(options.cwd ?? '.', path);
  const file = options.cwd === undefined ? path : displayPath(absolute, options.cwd);
  const parsed = await readParsed(absolute, file, options.maxBytes ?? DEFAULT_MAX_BYTES);
  if (parsed.errors.length > 0) return { value: undefined, errors: sortByPosition(parsed.errors) };
  if (!options.schema) return { value: parsed.value as T, errors: [] };
  const result = options.schema.safeParse(parsed.value, { error: () => DEFAULT_MESSAGE });
  if (result.success) return { value: result.data, errors: [] };
  return { value: undefined, errors: sortByPosition(schemaErrors(parsed, result.error.issues, options.schema)) };
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

// ---------------------------------------------------------------------------------------------
// Reading and parsing one file

interface ParsedFile {
  file: string;
  json: boolean;
  source: string;
  doc?: Document;
  lineCounter: LineCounter;
  value: unknown;
  errors: SpecError[];
}

async function readParsed(path: string, file: string, maxBytes: number): Promise<ParsedFile> {
  const parsed: ParsedFile = { file, json: extname(path).toLowerCase() === '.json', source: '', lineCounter: new LineCounter(), value: undefined, errors: [] };
  const fail = (message: string, fix: string, line = 1): ParsedFile => {
    parsed.errors.push({ file, line, col: line > 0 ? 1 : 0, path: '', message, fix });
    return parsed;
  };
  try {
    const info = await stat(path);
    if (info.size > maxBytes) {
      return fail(
        `file is ${formatBytes(info.size)}, over the limit of ${formatBytes(maxBytes)}`,
        'split it into smaller files, or raise the limit with --max-bytes',
      );
    }
    parsed.source = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? fail('no such file', 'check the path', 0) : fail(`cannot read: ${(error as Error).message}`, 'check the file permissions', 0);
  }
  try {
    parseSource(parsed);
  } catch (error) {
    // The parser handles most stack exhaustion itself; this catches whatever still overflows.
    if (!(error instanceof RangeError)) throw error;
    parsed.errors.length = 0;
    fail(`nesting is too deep to read (${error.message})`, `a suite needs only a few levels; keep data under ${MAX_DEPTH} levels`);
  }
  return parsed;
}

function parseSource(parsed: ParsedFile): void {
  if (parsed.json && !isJson(parsed)) return;
  // JSON is YAML 1.2, so once a .json file is known to be JSON, one parser gives line:col for both formats.
  // Merge keys (<<: *defaults) are common YAML for sharing expectations, so they are honoured.
  const doc = parseDocument(parsed.source, { lineCounter: parsed.lineCounter, prettyErrors: false, merge: true });
  parsed.doc = doc;
  const seen = new Set<string>();
  for (const error of doc.errors) {
    const quote = error.code === 'MISSING_CHAR' ? /^Missing closing (["'])quote/.exec(error.message)?.[1] : undefined;
    const offset = (quote === undefined ? undefined : openingQuoteOffset(parsed.source, quote)) ?? error.pos[0];
    const { line, col } = parsed.lineCounter.linePos(offset);
    if (error.code === 'RESOURCE_EXHAUSTION') {
      if (parsed.errors.some((e) => e.message.startsWith('nesting'))) continue;
      parsed.errors.push({ file: parsed.file, line, col, path: '', message: 'nesting is too deep to read', fix: `a suite needs only a few levels; keep data under ${MAX_DEPTH} levels` });
      continue;
    }
    const key = `${line}:${col}`;
    if (seen.has(key)) continue; // one mistake often yields several parser errors at one spot
    seen.add(key);
    parsed.errors.push({ file: parsed.file, line, col, path: '', ...describeSyntaxError(parsed, error.code, error.message, error.pos) });
  }
  if (parsed.errors.length > 0) return;

  const tooDeep = firstNodeDeeperThan(doc.contents, MAX_DEPTH);
  if (tooDeep) {
    parsed.errors.push({
      ...positionOf(parsed, tooDeep),
      file: parsed.file,
      path: '',
      message: `nesting is deeper than ${MAX_DEPTH} levels`,
      fix: 'flatten the data; a suite needs only a few levels',
    });
    return;
  }
  try {
    parsed.value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let alias: YamlNode | undefined;
    visit(doc, {
      Alias(_key, node) {
        alias = node;
        return visit.BREAK;
      },
    });
    parsed.errors.push({
      ...(alias ? positionOf(parsed, alias) : { line: 1, col: 1 }),
      file: parsed.file,
      path: '',
      message: `aliases expand to too much data (over ${MAX_ALIAS_COUNT} alias expansions): refusing a possible alias bomb`,
      fix: 'write the repeated content out, or use fewer and shallower aliases',
    });
  }
}

/**
 * A .json file must be JSON, not the YAML a JSON-looking file may also be: a mistake is reported in
 * JSON's terms ("trailing comma before '}'") at its line and column. JSON.parse decides; the
 * scanner explains.
 */
function isJson(parsed: ParsedFile): boolean {
  const bom = parsed.source.startsWith('\uFEFF') ? 1 : 0; // editors may write one; JSON readers may skip it
  const text = parsed.source.slice(bom);
  try {
    JSON.parse(text);
    return true;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const found = findJsonSyntaxError(text) ?? {
      // The scanner and JSON.parse disagree: fall back to the engine's words, without the quoted source.
      offset: Number(/at position (\d+)/.exec(error.message)?.[1] ?? 0),
      message: error.message.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position.*$/s, ''),
      fix: 'look for a missing comma, quote or bracket at or just before this position',
    };
    parsed.errors.push({ file: parsed.file, ...lineAndColumn(parsed.source, found.offset + bom), path: '', message: `JSON syntax error: ${found.message}`, fix: found.fix });
    return false;
  }
}

function describeSyntaxError(parsed: ParsedFile, code: string, message: string, pos: [number, number]): { message: string; fix: string } {
  const kind = parsed.json ? 'JSON' : 'YAML';
  switch (code) {
    case 'DUPLICATE_KEY':
      return { message: `${kind} syntax error: duplicate key '${keyTextAt(parsed, pos[0])}'`, fix: 'remove or rename one of the two keys' };
    case 'MULTIPLE_DOCS':
      return { message: `${kind} syntax error: more than one document in the file`, fix: 'put each suite in its own file, without a second ---' };
    case 'TAB_AS_INDENT':
      return { message: `${kind} syntax error: tabs are not allowed as indentation`, fix: 'indent with spaces' };
    default:
      if (code === 'MISSING_CHAR' && /^Missing closing .quote/.test(message)) {
        return { message: `${kind} syntax error: this quoted string is never closed`, fix: 'add the closing quote' };
      }
      return {
        message: `${kind} syntax error: ${message}`,
        fix: parsed.json
          ? 'look for a missing comma, quote or bracket at or just before this position'
          : 'check the indentation, colons and quotes at or just before this position',
      };
  }
}

function keyTextAt(parsed: ParsedFile, offset: number): string {
  let text: string | undefined;
  if (parsed.doc) {
    visit(parsed.doc, {
      Pair(_key, pair) {
        if (isScalar(pair.key) && pair.key.range?.[0] === offset) {
          text = String(pair.key.value);
          return visit.BREAK;
        }
        return undefined;
      },
    });
  }
  return text ?? parsed.source.slice(offset, offset + 1);
}

/**
 * The parser notices an unclosed quote only at the end of the file; the opening quote is where the
 * mistake is. The string runs to the end, so the opening quote is the last unescaped one.
 */
function openingQuoteOffset(source: string, quote: string): number | undefined {
  for (let i = source.length - 1; i >= 0; i--) {
    if (source[i] !== quote) continue;
    if (quote === '"' && source[i - 1] === '\\') continue;
    if (quote === "'" && source[i - 1] === "'") {
      i -= 1; // an escaped '' inside the string
      continue;
    }
    return i;
  }
  return undefined;
}

/** Iterative, so hostile nesting cannot overflow the stack here. */
function firstNodeDeeperThan(root: unknown, limit: number): YamlNode | undefined {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (isCollection(node)) {
      if (depth + 1 > limit) return node;
      for (const item of node.items) stack.push({ node: item, depth: depth + 1 });
    } else if (isPair(node)) {
      stack.push({ node: node.key, depth }, { node: node.value, depth });
    }
  }
  return undefined;
}

function formatBytes(bytes: number): string {
  const units: Array<[string, number]> = [
    ['MiB', 1024 * 1024],
    ['KiB', 1024],
  ];
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

// ---------------------------------------------------------------------------------------------
// Checking a suite

type PathKey = string | number;

function checkSuite(parsed: ParsedFile): { suite?: Suite } {
  if (parsed.errors.length > 0) return {};
  const value = parsed.value;
  if (value === null || value === undefined) {
    parsed.errors.push({
      file: parsed.file,
      line: 1,
      col: 1,
      path: '',
      message: 'the file is empty',
      fix: 'write a suite: a mapping with version, suite_id and tests',
    });
    return {};
  }
  if (isRecord(value)) {
    // Another version may have another shape, so its key errors would only be noise.
    if (value.version !== undefined && value.version !== 'v1') {
      parsed.errors.push(
        errorAt(parsed, ['version'], `version: unsupported suite spec version ${JSON.stringify(value.version)}; this tool reads only "v1"`, 'set version: v1'),
      );
      return {};
    }
    if (value.version === undefined) {
      parsed.errors.push(errorAt(parsed, [], "missing required key 'version'", 'add version: v1 at the top of the file'));
    }
    parsed.errors.push(...duplicateIdErrors(parsed, value), ...patternErrors(parsed, value));
  }
  const result = SuiteSchema.safeParse(value, { error: () => DEFAULT_MESSAGE });
  parsed.errors.push(...protoKeyErrors(parsed));
  if (!result.success) {
    const issues = result.error.issues.filter((issue) => !(issue.path.length === 1 && issue.path[0] === 'version')); // reported above
    parsed.errors.push(...schemaErrors(parsed, issues, SuiteSchema));
    return {};
  }
  // The suite is the file's own data, as validated: zod leaves a `__proto__` key out of the records
  // it returns (args.partial, seeded facts, criteria_min, metadata), and every key of a suite is data.
  // (The schema has no defaults or transforms, so its output would differ in nothing else.)
  return { suite: value as Suite };
}

/**
 * zod never looks at a `__proto__` key of a record (a strict object reports it as unknown), so its
 * value is checked here against the record's value schema.
 */
function protoKeyErrors(parsed: ParsedFile): SpecError[] {
  const errors: SpecError[] = [];
  const seen = new Set<object>(); // aliases can share (or loop back to) a node
  const stack: PathKey[][] = [[]];
  while (stack.length > 0) {
    const path = stack.pop() as PathKey[];
    const value = valueAt(parsed.value, path);
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((_, i) => stack.push([...path, i]));
    if (!isRecord(value)) continue;
    for (const key of Object.keys(value)) stack.push([...path, key]);
    if (!Object.hasOwn(value, '__proto__')) continue;
    const container = schemaAt(SuiteSchema, path);
    const options = container instanceof z.ZodUnion ? (container.options as z.ZodType[]).map(unwrap) : [container];
    const record = options.find((option) => option instanceof z.ZodRecord);
    if (!(record instanceof z.ZodRecord)) continue;
    const valueSchema = record.valueType as z.ZodType;
    const checked = valueSchema.safeParse(value.__proto__, { error: () => DEFAULT_MESSAGE });
    if (!checked.success) errors.push(...schemaErrors(parsed, checked.error.issues.map((issue) => ({ ...issue, path: [...path, '__proto__', ...issue.path] })), SuiteSchema));
  }
  return errors;
}

function suiteIdOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.suite_id === 'string' && value.suite_id !== '' ? value.suite_id : undefined;
}

function duplicateIdErrors(parsed: ParsedFile, suite: Record<string, unknown>): SpecError[] {
  const errors: SpecError[] = [];
  const tests = Array.isArray(suite.tests) ? suite.tests : [];
  const testIds = new Map<string, number>();
  tests.forEach((test: unknown, testIndex) => {
    if (!isRecord(test)) return;
    if (typeof test.test_id === 'string') {
      const first = testIds.get(test.test_id);
      if (first === undefined) testIds.set(test.test_id, testIndex);
      else {
        const path = ['tests', testIndex, 'test_id'];
        const firstLine = positionOf(parsed, nodeAt(parsed, ['tests', first, 'test_id']).node).line;
        errors.push(
          errorAt(parsed, path, `${formatPath(path)}: duplicate test_id '${test.test_id}', also used by tests[${first}] on line ${firstLine}`, 'give every test in a suite its own test_id'),
        );
      }
    }
    const turns = Array.isArray(test.turns) ? test.turns : [];
    const turnIds = new Map<string, number>();
    turns.forEach((turn: unknown, turnIndex) => {
      if (!isRecord(turn) || typeof turn.turn_id !== 'string') return;
      const first = turnIds.get(turn.turn_id);
      if (first === undefined) {
        turnIds.set(turn.turn_id, turnIndex);
        return;
      }
      const path = ['tests', testIndex, 'turns', turnIndex, 'turn_id'];
      const firstLine = positionOf(parsed, nodeAt(parsed, ['tests', testIndex, 'turns', first, 'turn_id']).node).line;
      errors.push(
        errorAt(parsed, path, `${formatPath(path)}: duplicate turn_id '${turn.turn_id}', also used by turns[${first}] on line ${firstLine}`, 'give every turn in a test its own turn_id'),
      );
    });
  });
  return errors;
}

function patternErrors(parsed: ParsedFile, suite: Record<string, unknown>): SpecError[] {
  const errors: SpecError[] = [];
  const check = (assertions: unknown, at: PathKey[]): void => {
    if (!isRecord(assertions) || !Array.isArray(assertions.assistant_matches)) return;
    assertions.assistant_matches.forEach((pattern: unknown, index) => {
      if (typeof pattern !== 'string') return; // the schema reports the type
      try {
        compilePattern(pattern);
      } catch (error) {
        const path = [...at, 'assistant_matches', index];
        errors.push(
          errorAt(
            parsed,
            path,
            `${formatPath(path)}: ${(error as Error).message}`,
            error instanceof PatternError ? error.fix : 'fix the pattern, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i',
          ),
        );
      }
    });
  };
  const tests = Array.isArray(suite.tests) ? suite.tests : [];
  tests.forEach((test: unknown, testIndex) => {
    if (!isRecord(test)) return;
    check(test.final_assertions, ['tests', testIndex, 'final_assertions']);
    const turns = Array.isArray(test.turns) ? test.turns : [];
    turns.forEach((turn: unknown, turnIndex) => {
      if (isRecord(turn)) check(turn.expected, ['tests', testIndex, 'turns', turnIndex, 'expected']);
    });
  });
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Turning zod issues into located errors

/** Marks messages zod wrote itself; messages written in the schema are kept as they are. */
const DEFAULT_MESSAGE = '\u0000default';

/** An error plus what it says about keys, so a typo is reported once, not also as a missing key. */
type IssueError = SpecError & { missingKey?: string; suggestedKey?: string };

function schemaErrors(parsed: ParsedFile, issues: readonly z.core.$ZodIssue[], schema: z.ZodType): SpecError[] {
  const errors = issues.flatMap((issue) => issueErrors(parsed, issue, [], schema));
  const suggested = new Set(errors.map((e) => e.suggestedKey).filter((key) => key !== undefined));
  return errors
    .filter((e) => e.missingKey === undefined || !suggested.has(e.missingKey))
    .map(({ missingKey: _missing, suggestedKey: _suggested, ...error }) => error);
}

function issueErrors(parsed: ParsedFile, issue: z.core.$ZodIssue, base: PathKey[], baseSchema: z.ZodType): IssueError[] {
  const relativePath = issue.path.filter((key): key is PathKey => typeof key !== 'symbol');
  const path = [...base, ...relativePath];
  const schema = schemaAt(baseSchema, relativePath);
  const value = valueAt(parsed.value, path);
  const custom = issue.message !== DEFAULT_MESSAGE ? issue.message : undefined;
  const prefix = path.length > 0 ? `${formatPath(path)}: ` : '';

  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = schema ? objectKeys(schema) : [];
      return issue.keys.map((key) => {
        const suggestion = closestKey(key, allowed);
        const where = path.length > 0 ? ` in ${formatPath(path)}` : '';
        const located = keyNodeAt(parsed, path, key);
        return {
          ...(located ? positionOf(parsed, located) : positionOf(parsed, nodeAt(parsed, path).node)),
          file: parsed.file,
          path: formatPath([...path, key]),
          message: `unknown key '${key}'${where}${suggestion ? `; did you mean '${suggestion}'?` : ''}`,
          fix: `keys allowed here: ${allowed.join(', ')}`,
          ...(suggestion ? { suggestedKey: formatPath([...path, suggestion]) } : {}),
        };
      });
    }
    case 'invalid_union': {
      // Report the issues of the one alternative whose type matches, e.g. a list of facts with a typo.
      const options = schema instanceof z.ZodUnion ? (schema.options as z.ZodType[]) : [];
      const matching = issue.errors
        .map((branch, index) => ({ branch, option: options[index] }))
        .filter(({ branch }) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
      const only = matching.length === 1 ? matching[0] : undefined;
      if (only?.option) return only.branch.flatMap((inner) => issueErrors(parsed, inner, path, only.option as z.ZodType));
      const expected = options.map(describeSchema).join(' or ');
      return [errorAt(parsed, path, `${prefix}${custom ?? `expected ${expected}, got ${describeValue(value)}`}`, `write ${expected} here`)];
    }
    case 'invalid_type': {
      const key = path[path.length - 1];
      if (value === undefined && key !== undefined && !hasKey(parsed.value, path)) {
        const parent = path.slice(0, -1);
        const kind = schema && !(schema instanceof z.ZodUnknown) ? describeSchema(schema) : undefined;
        return [
          {
            ...errorAt(
              parsed,
              parent,
              `${parent.length > 0 ? `${formatPath(parent)}: ` : ''}${custom ?? `missing required key '${key}'`}`,
              `add the key '${key}'${kind ? ` with ${kind} value` : ''}`,
            ),
            path: formatPath(path),
            missingKey: formatPath(path),
          },
        ];
      }
      // z.int() reports its expected type as number; say integer, as the schema does.
      const expectedType = schema instanceof z.ZodNumber && schema.isInt ? 'int' : issue.expected;
      const expected = describeExpected(expectedType);
      return [errorAt(parsed, path, `${prefix}${custom ?? `expected ${expected}, got ${describeValue(value)}`}`, typeFix(expectedType, value))];
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(small ? issue.minimum : issue.maximum);
      const bound = issue.inclusive ? (small ? 'at least' : 'at most') : small ? 'more than' : 'less than';
      const text =
        issue.origin === 'array'
          ? `needs ${bound} ${limit} item${limit === 1 ? '' : 's'}`
          : issue.origin === 'string'
            ? `must be ${bound} ${limit} character${limit === 1 ? '' : 's'} long`
            : `must be ${bound} ${limit}, got ${describeValue(value)}`;
      const checksNothingFix = issue.origin === 'array' ? 'list at least one item to check, or remove the key' : 'write the text to check for, or remove this item';
      const fix =
        custom === CHECKS_NOTHING
          ? checksNothingFix
          : issue.origin === 'array'
            ? `give it ${bound} ${limit} item${limit === 1 ? '' : 's'}`
            : issue.origin === 'string'
              ? `write ${bound} ${limit} character${limit === 1 ? '' : 's'}`
              : `use a value of ${bound} ${limit}`;
      return [errorAt(parsed, path, `${prefix}${custom ?? text}`, fix)];
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => JSON.stringify(v)).join(', ');
      return [errorAt(parsed, path, `${prefix}${custom ?? `must be one of ${allowed}, got ${describeValue(value)}`}`, `use one of ${allowed}`)];
    }
    default:
      return [errorAt(parsed, path, `${prefix}${custom ?? `is not valid here (${issue.code})`}`, 'check it against the suite JSON Schema printed by agent-eval schema')];
  }
}

/** The zod schema that describes the value at `path`, looking through optional, arrays, records, unions. */
function schemaAt(schema: z.ZodType, path: PathKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    current = current ? childSchema(unwrap(current), key) : undefined;
  }
  return current ? unwrap(current) : undefined;
}

function childSchema(schema: z.ZodType, key: PathKey): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return (schema.shape as Record<string, z.ZodType>)[String(key)];
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodRecord) return schema.valueType as z.ZodType;
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options as z.ZodType[]) {
      const child = childSchema(unwrap(option), key);
      if (child) return child;
    }
  }
  return undefined;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

function objectKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
}

function describeSchema(schema: z.ZodType): string {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return 'a list';
  if (inner instanceof z.ZodObject || inner instanceof z.ZodRecord) return 'a mapping';
  return describeExpected(inner.type);
}

function describeExpected(expected: string): string {
  switch (expected) {
    case 'string':
      return 'a string';
    case 'int':
      return 'an integer';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
    case 'record':
      return 'a mapping';
    default:
      return expected;
  }
}

function typeFix(expected: string, value: unknown): string {
  switch (expected) {
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? `quote it: "${String(value)}"` : 'write a text value';
    case 'int':
      return 'write a whole number without quotes';
    case 'number':
      return 'write a number without quotes';
    case 'boolean':
      return 'write true or false without quotes';
    case 'array':
      return 'write a list: one "- item" per line, or [a, b]';
    case 'object':
    case 'record':
      return 'write a mapping of key: value lines';
    default:
      return `write ${describeExpected(expected)}`;
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value === 'number' ? 'the number ' : ''}${String(value)}`;
}

/** The allowed key closest to a typo, when it is close enough to be the likely intent. */
export function closestKey(key: string, allowed: readonly string[]): string | undefined {
  // A dotted key written without its prefix, e.g. options_contains for node_descriptor.options_contains.
  return didYouMean(key, allowed) ?? allowed.find((candidate) => candidate.endsWith(`.${key}`));
}

// ---------------------------------------------------------------------------------------------
// Locating paths in the document

/** `tests[0].turns[1].expected["args.partial"]`: dotted keys are bracketed so the path stays unambiguous. */
export function formatPath(path: readonly PathKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join('');
}

function errorAt(parsed: ParsedFile, path: PathKey[], message: string, fix: string): SpecError {
  return { ...positionOf(parsed, nodeAt(parsed, path).node), file: parsed.file, path: formatPath(path), message, fix };
}

/** The deepest node along `path` (the whole path when it exists). */
function nodeAt(parsed: ParsedFile, path: PathKey[]): { node: YamlNode | undefined; complete: boolean } {
  let node = resolveAlias(parsed, parsed.doc?.contents ?? undefined);
  for (const key of path) {
    const child = childNode(parsed, node, key);
    if (!child) return { node, complete: false };
    node = child;
  }
  return { node, complete: true };
}

function childNode(parsed: ParsedFile, node: YamlNode | undefined, key: PathKey): YamlNode | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
    return resolveAlias(parsed, (pair?.value ?? undefined) as YamlNode | undefined) ?? (pair?.key as YamlNode | undefined);
  }
  if (isSeq(node) && typeof key === 'number') return resolveAlias(parsed, node.items[key] as YamlNode | undefined);
  return undefined;
}

function keyNodeAt(parsed: ParsedFile, path: PathKey[], key: string): YamlNode | undefined {
  const { node, complete } = nodeAt(parsed, path);
  if (!complete || !isMap(node)) return undefined;
  const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
  return pair?.key as YamlNode | undefined;
}

function resolveAlias(parsed: ParsedFile, node: YamlNode | undefined): YamlNode | undefined {
  if (isAlias(node) && parsed.doc) return node.resolve(parsed.doc) ?? node;
  return node;
}

function positionOf(parsed: ParsedFile, node: YamlNode | undefined): { line: number; col: number } {
  const offset = node?.range?.[0];
  if (offset === undefined) return { line: 1, col: 1 };
  return parsed.lineCounter.linePos(offset);
}

function valueAt(root: unknown, path: PathKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isRecord(current)) current = current[String(key)];
    else return undefined;
  }
  return current;
}

function hasKey(root: unknown, path: PathKey[]): boolean {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  return key !== undefined && isRecord(parent) && Object.hasOwn(parent, String(key));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function sortByPosition(errors: SpecError[]): SpecError[] {
  return [...errors].sort((a, b) => a.line - b.line || a.col - b.col);
}
