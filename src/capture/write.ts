// A captured suite as YAML, its notes written as comments beside the checks they explain (the
// `yaml` Document API keeps comments), and the files written atomically into the output folder.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Document, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { outputError, writeFileAtomic } from '../files.ts';
import type { DerivedSuite } from './derive.ts';

const HEADER = [
  ' Captured by `agent-eval capture`: a draft. It runs and is reported, but never fails the check',
  ' and never enters a baseline while metadata.capture.status is draft. Read the checks and the',
  ' notes beside them; delete `status: draft` (or comment /eval approve on its pull request) to',
  ' approve it.',
].join('\n');

/** The suite's YAML text: the header, then the suite with every note as a comment before its key. */
export function renderSuite(derived: DerivedSuite): string {
  const doc = new Document(derived.suite);
  doc.commentBefore = HEADER;
  for (const note of derived.notes) {
    const parent = doc.getIn(note.path.slice(0, -1), true) as Node | undefined;
    const last = note.path.at(-1);
    if (!isMap(parent)) continue;
    const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === last);
    if (pair === undefined || !isScalar(pair.key)) continue;
    const text = commentText(note.text);
    pair.key.commentBefore = pair.key.commentBefore ? `${pair.key.commentBefore}\n${text}` : text;
  }
  return doc.toString({ lineWidth: 0 });
}

/** One line per note line, each starting with a space after the '#'; no control character survives. */
function commentText(text: string): string {
  return text
    .split('\n')
    .map((line) => ` ${line.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')}`)
    .join('\n');
}

const APPROVED_HEADER = ' Captured by `agent-eval capture` and approved: it gates like any other suite.';

/**
 * A draft suite file approved: `metadata.capture.status: draft` removed, every comment and the rest
 * of the text kept. Null when the text is not a captured draft (or not a suite this can edit).
 */
export function approveDraftText(text: string): { suiteId: string; text: string } | null {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  if (doc.getIn(['metadata', 'capture', 'status']) !== 'draft') return null;
  const suiteId = doc.get('suite_id');
  if (typeof suiteId !== 'string') return null;
  doc.deleteIn(['metadata', 'capture', 'status']);
  if (typeof doc.commentBefore === 'string' && doc.commentBefore.startsWith(' Captured by `agent-eval capture`: a draft.')) {
    doc.commentBefore = APPROVED_HEADER;
  }
  return { suiteId, text: doc.toString({ lineWidth: 0 }) };
}

/** Writes each suite to `dir` (made if missing); returns the paths written. */
export async function writeSuites(dir: string, suites: readonly DerivedSuite[]): Promise<string[]> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw outputError(dir, error);
  }
  const written: string[] = [];
  for (const suite of suites) {
    const path = join(dir, suite.fileName);
    await writeFileAtomic(path, renderSuite(suite));
    written.push(path);
  }
  return written;
}

/** A scalar of a YAML text: the key it is under, its map's other keys, the map's `key` entry (a fact's key), its line. */
export interface YamlScalar {
  key: string | null;
  siblings: readonly string[];
  factKey: string | null;
  value: string;
  line: number;
}

/** Every string or number scalar of a YAML text (its first document), with where it is. */
export function yamlScalars(text: string): YamlScalar[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  const found: YamlScalar[] = [];
  const lineOf = (node: Node) => (node.range ? lines.linePos(node.range[0]).line : 0);
  const walk = (node: unknown, key: string | null, siblings: readonly string[], factKey: string | null, depth: number): void => {
    if (depth > 64) return;
    if (isScalar(node)) {
      if (typeof node.value === 'string' || typeof node.value === 'number')
        found.push({ key, siblings, factKey, value: String(node.value), line: lineOf(node) });
    } else if (isSeq(node)) {
      for (const item of node.items) walk(item, null, [], null, depth + 1);
    } else if (isMap(node)) {
      const keys = node.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
      const fact = node.get('key');
      for (const pair of node.items) {
        const k = isScalar(pair.key) ? String(pair.key.value) : null;
        walk(pair.value, k, keys, typeof fact === 'string' ? fact : null, depth + 1);
      }
    }
  };
  walk(doc.contents, null, [], null, 0);
  return found;
}
