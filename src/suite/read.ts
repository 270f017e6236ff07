// Reads one YAML or JSON file with every position kept, so any later error can name its line and
// column. Guards hostile input: the size limit, nesting depth and alias expansion are bounded, and
// a .json file must be strict JSON. Syntax errors are reported here, in the file's own terms.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
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
import { errorMessage } from '../errors.ts';
import { findJsonSyntaxError, lineAndColumn } from './json-syntax.ts';
import { formatPath, type PathKey, type SpecError } from './spec-errors.ts';

export const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Far deeper than any real suite (about eight levels), far shallower than the parser's stack. */
export const MAX_DEPTH = 64;
const MAX_ALIAS_COUNT = 100;

/** A file as read: its parsed document for positions, its value, and the errors found so far. */
export interface ParsedFile {
  file: string;
  json: boolean;
  source: string;
  doc?: Document;
  lineCounter: LineCounter;
  value: unknown;
  errors: SpecError[];
}

/** Reads and parses `path` (shown as `file`); problems are in `errors`, never thrown. */
export async function readParsedFile(path: string, file: string, maxBytes: number): Promise<ParsedFile> {
  const parsed: ParsedFile = {
    file,
    json: extname(path).toLowerCase() === '.json',
    source: '',
    lineCounter: new LineCounter(),
    value: undefined,
    errors: [],
  };
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
    return code === 'ENOENT'
      ? fail('no such file', 'check the path', 0)
      : fail(`cannot read: ${errorMessage(error)}`, 'check the file permissions', 0);
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
  // Nesting the parser gave up on is the one finding: where its stack ran out decides what other
  // errors it reports past that point, so they differ from run to run and say nothing more.
  const exhausted = doc.errors.find((e) => e.code === 'RESOURCE_EXHAUSTION');
  if (exhausted) {
    const { line, col } = parsed.lineCounter.linePos(exhausted.pos[0]);
    parsed.errors.push({
      file: parsed.file,
      line,
      col,
      path: '',
      message: 'nesting is too deep to read',
      fix: `a suite needs only a few levels; keep data under ${MAX_DEPTH} levels`,
    });
    return;
  }
  const seen = new Set<string>();
  for (const error of doc.errors) {
    const quote = error.code === 'MISSING_CHAR' ? /^Missing closing (["'])quote/.exec(error.message)?.[1] : undefined;
    const offset = (quote === undefined ? undefined : openingQuoteOffset(parsed.source, quote)) ?? error.pos[0];
    const { line, col } = parsed.lineCounter.linePos(offset);
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
    parsed.errors.push({
      file: parsed.file,
      ...lineAndColumn(parsed.source, found.offset + bom),
      path: '',
      message: `JSON syntax error: ${found.message}`,
      fix: found.fix,
    });
    return false;
  }
}

function describeSyntaxError(parsed: ParsedFile, code: string, message: string, pos: [number, number]): { message: string; fix: string } {
  const kind = parsed.json ? 'JSON' : 'YAML';
  switch (code) {
    case 'DUPLICATE_KEY':
      return { message: `${kind} syntax error: duplicate key '${keyTextAt(parsed, pos[0])}'`, fix: 'remove or rename one of the two keys' };
    case 'MULTIPLE_DOCS':
      return {
        message: `${kind} syntax error: more than one document in the file`,
        fix: 'put each suite in its own file, without a second ---',
      };
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
// Locating paths in the document

/** An error at the node of `path`, or at the deepest part of the path that exists. */
export function errorAt(parsed: ParsedFile, path: PathKey[], message: string, fix: string): SpecError {
  return { ...positionOf(parsed, nodeAt(parsed, path).node), file: parsed.file, path: formatPath(path), message, fix };
}

/** The deepest node along `path` (the whole path when it exists). */
export function nodeAt(parsed: ParsedFile, path: PathKey[]): { node: YamlNode | undefined; complete: boolean } {
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

export function keyNodeAt(parsed: ParsedFile, path: PathKey[], key: string): YamlNode | undefined {
  const { node, complete } = nodeAt(parsed, path);
  if (!complete || !isMap(node)) return undefined;
  const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
  return pair?.key as YamlNode | undefined;
}

function resolveAlias(parsed: ParsedFile, node: YamlNode | undefined): YamlNode | undefined {
  if (isAlias(node) && parsed.doc) return node.resolve(parsed.doc) ?? node;
  return node;
}

export function positionOf(parsed: ParsedFile, node: YamlNode | undefined): { line: number; col: number } {
  const offset = node?.range?.[0];
  if (offset === undefined) return { line: 1, col: 1 };
  return parsed.lineCounter.linePos(offset);
}

export function valueAt(root: unknown, path: PathKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isRecord(current)) current = current[String(key)];
    else return undefined;
  }
  return current;
}

export function hasKey(root: unknown, path: PathKey[]): boolean {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  return key !== undefined && isRecord(parent) && Object.hasOwn(parent, String(key));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
