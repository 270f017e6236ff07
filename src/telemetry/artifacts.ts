// The artifact store: everything behind each turn (the request sent, the raw reply, tool results,
// the memory delta, the judge's prompt and raw reply), one JSONL file per suite under
// <report dir>/artifacts/, secrets masked. Lines are appended as each conversation finishes, so an
// interrupted run keeps the artifacts of every conversation it finished. artifacts/index.json says
// on which line each turn's record is, for the links of report.html.
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { outputError, writeFileAtomic } from '../files.ts';
import { maskSecrets } from '../logger.ts';
import type { FactsDelta } from '../results/schema.ts';

export interface JudgeArtifact {
  /** The messages of the first question (a re-ask after an invalid reply adds a correction). */
  prompt: unknown;
  model: string | null;
  status: string;
  raw: string | null;
  reason: string | null;
}

export interface TurnArtifact {
  suite_id: string;
  test_id: string;
  conversation_id: string;
  repeat: number;
  /** The spec's turn id, or "final" for the judge calls of the final assertions. */
  turn_id: string;
  /** The execute request as sent: the prompt snapshot (context, params, test). */
  request: unknown;
  /** The agent's body as received (null when every attempt failed). */
  response: unknown;
  tool_results: { name: string; args: unknown; result: unknown; is_error: boolean }[];
  memory_delta: { facts: FactsDelta; changed_keys: string[] } | null;
  attempts: number;
  latency_ms: number | null;
  error: { code: string; message: string } | null;
  judge: JudgeArtifact[];
}

export const ARTIFACTS_DIR = 'artifacts';

/**
 * A file name for any suite id: kept as is when it is plain ([A-Za-z0-9._-], no leading dot, not
 * too long), otherwise cleaned and suffixed with a hash of the id so two ids never share a file.
 */
export function artifactFileName(suiteId: string): string {
  const plain = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,79}$/.test(suiteId);
  if (plain) return `${suiteId}.jsonl`;
  const cleaned = suiteId.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 60);
  const hash = createHash('sha256').update(suiteId).digest('hex').slice(0, 12);
  return `${cleaned || 'suite'}-${hash}.jsonl`;
}

export const ARTIFACT_INDEX_FILE = 'index.json';
export const ARTIFACT_INDEX_SCHEMA = 'agent-eval/artifact-index@1';

/**
 * artifacts/index.json: where each turn's record is, so a report can link a turn to its line.
 * Line numbers are 1-based and exact: the store counts the lines it appends, in write order.
 */
export interface ArtifactIndex {
  schema: typeof ARTIFACT_INDEX_SCHEMA;
  /** The run the records belong to, when the writer knew it. */
  run_id: string | null;
  /** Per file (name inside artifacts/): its suite, and its size when the index was written. */
  files: Record<string, { suite_id: string; lines: number; bytes: number }>;
  /** Per conversation: its file and the line of each record, in order ([turn_id, line]). */
  conversations: Record<string, { file: string; test_id: string; repeat: number; turns: [string, number][] }>;
}

export interface ArtifactStore {
  readonly dir: string;
  /** Path of a suite's file relative to the report directory (for links from reports). */
  relativePath(suiteId: string): string;
  append(suiteId: string, turns: readonly TurnArtifact[]): Promise<void>;
  /** Waits for every pending write, then writes artifacts/index.json (naming `runId` when given). */
  flush(runId?: string): Promise<void>;
}

interface FileState {
  suite_id: string;
  lines: number;
  bytes: number;
  /** A write failed: its lines may be partly on disk, so line numbers are no longer known. */
  broken: boolean;
}

/** `keep`: leave the files of an earlier run in place (resume appends to them). */
export async function openArtifactStore(reportDir: string, secrets: readonly string[], options: { keep: boolean }): Promise<ArtifactStore> {
  const dir = join(reportDir, ARTIFACTS_DIR);
  try {
    if (!options.keep) await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  } catch (e) {
    throw outputError(dir, e);
  }
  const files = new Map<string, FileState>();
  const conversations: ArtifactIndex['conversations'] = {};
  if (options.keep) await indexExisting(dir, files, conversations);
  // One chain of writes per file, so the lines of concurrent conversations never interleave.
  const pending = new Map<string, Promise<void>>();
  return {
    dir,
    relativePath: (suiteId) => `${ARTIFACTS_DIR}/${artifactFileName(suiteId)}`,
    append(suiteId, turns) {
      if (turns.length === 0) return Promise.resolve();
      const name = artifactFileName(suiteId);
      const lines = turns.map((t) => `${maskSecrets(JSON.stringify(t), secrets)}\n`);
      const text = lines.join('');
      // Lines are numbered now, in the order the writes are chained, so the numbers match the file.
      const state = files.get(name) ?? { suite_id: suiteId, lines: 0, bytes: 0, broken: false };
      files.set(name, state);
      state.suite_id = suiteId;
      recordLines(conversations, name, turns.map((t, i) => ({ record: t, line: state.lines + i + 1 })));
      state.lines += lines.length;
      state.bytes += Buffer.byteLength(text);
      const file = join(dir, name);
      const write = (pending.get(file) ?? Promise.resolve()).then(() =>
        appendFile(file, text).catch((e: unknown) => {
          throw outputError(file, e);
        }),
      );
      pending.set(
        file,
        write.catch(() => {
          state.broken = true;
        }),
      );
      return write;
    },
    async flush(runId) {
      await Promise.all(pending.values());
      const index: ArtifactIndex = { schema: ARTIFACT_INDEX_SCHEMA, run_id: runId ?? null, files: {}, conversations: {} };
      for (const [name, f] of files) if (!f.broken) index.files[name] = { suite_id: f.suite_id, lines: f.lines, bytes: f.bytes };
      for (const [id, c] of Object.entries(conversations)) if (index.files[c.file]) index.conversations[id] = c;
      await writeFileAtomic(join(dir, ARTIFACT_INDEX_FILE), `${maskSecrets(JSON.stringify(index), secrets)}\n`);
    },
  };
}

type RecordKey = Pick<TurnArtifact, 'conversation_id' | 'test_id' | 'repeat' | 'turn_id'>;

/**
 * Indexes consecutive lines; `null` is a line that is not a record. A conversation's records are
 * written together, so a conversation seen again after other lines is a re-run (after a resume):
 * its new records replace the earlier ones.
 */
function recordLines(conversations: ArtifactIndex['conversations'], file: string, lines: readonly { record: RecordKey | null; line: number }[]): void {
  let previous: string | null = null;
  for (const { record, line } of lines) {
    if (record === null) {
      previous = null;
      continue;
    }
    const id = record.conversation_id;
    const entry = id === previous ? conversations[id] : undefined;
    if (entry) entry.turns.push([record.turn_id, line]);
    else conversations[id] = { file, test_id: record.test_id, repeat: record.repeat, turns: [[record.turn_id, line]] };
    previous = id;
  }
}

/**
 * On resume, numbers the lines already in the files by reading them. A last line cut short by a
 * crash is ended with a newline, so the next record starts a line of its own.
 */
async function indexExisting(dir: string, files: Map<string, FileState>, conversations: ArtifactIndex['conversations']): Promise<void> {
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.jsonl')).sort()) {
    const path = join(dir, name);
    let text = await readFile(path, 'utf8');
    if (text.length > 0 && !text.endsWith('\n')) {
      await appendFile(path, '\n').catch((e: unknown) => {
        throw outputError(path, e);
      });
      text += '\n';
    }
    const records = text
      .split('\n')
      .slice(0, -1)
      .map((line, i) => ({ record: parseRecord(line), line: i + 1 }));
    recordLines(conversations, name, records);
    const suiteId = records.findLast((r) => r.record !== null)?.record?.suite_id ?? '';
    const state: FileState = { suite_id: suiteId, lines: records.length, bytes: Buffer.byteLength(text), broken: false };
    files.set(name, state);
  }
}

function parseRecord(line: string): Pick<TurnArtifact, 'suite_id' | 'conversation_id' | 'test_id' | 'repeat' | 'turn_id'> | null {
  try {
    const r = JSON.parse(line) as Partial<TurnArtifact> | null;
    if (r && typeof r.suite_id === 'string' && typeof r.conversation_id === 'string' && typeof r.test_id === 'string' && typeof r.repeat === 'number' && typeof r.turn_id === 'string') {
      return { suite_id: r.suite_id, conversation_id: r.conversation_id, test_id: r.test_id, repeat: r.repeat, turn_id: r.turn_id };
    }
  } catch {
    // A damaged line keeps its number but links nowhere.
  }
  return null;
}

/** Where a turn's record is: a path relative to the report directory and a 1-based line. */
export interface ArtifactLocation {
  path: string;
  line: number;
}

export type ArtifactLookup = (run: { suite_id: string; test_id: string; repeat: number; conversation_id: string }, turnId: string) => ArtifactLocation | null;

/**
 * Reads artifacts/index.json of a report directory and answers only for records it can vouch for:
 * the index belongs to `runId` (when it names one), the file exists with the size the index
 * recorded, and the conversation is the same suite, test and repeat. Null without a usable index.
 */
export async function readArtifactIndex(reportDir: string, runId: string): Promise<ArtifactLookup | null> {
  const dir = join(reportDir, ARTIFACTS_DIR);
  let index: ArtifactIndex;
  try {
    index = JSON.parse(await readFile(join(dir, ARTIFACT_INDEX_FILE), 'utf8')) as ArtifactIndex;
  } catch {
    return null;
  }
  if (index?.schema !== ARTIFACT_INDEX_SCHEMA || (index.run_id !== null && index.run_id !== runId)) return null;
  const intact = new Set<string>();
  for (const [name, f] of Object.entries(index.files ?? {})) {
    // Only names the store itself would write: a crafted index must not link outside artifacts/.
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.jsonl$/.test(name)) continue;
    const size = await stat(join(dir, name)).then((s) => s.size, () => -1);
    if (size === f.bytes) intact.add(name);
  }
  if (intact.size === 0) return null;
  return (run, turnId) => {
    const c = index.conversations && Object.hasOwn(index.conversations, run.conversation_id) ? index.conversations[run.conversation_id] : undefined;
    if (!c || !intact.has(c.file) || c.test_id !== run.test_id || c.repeat !== run.repeat || index.files[c.file]?.suite_id !== run.suite_id) return null;
    const hit = c.turns.find(([id]) => id === turnId);
    return hit ? { path: `${ARTIFACTS_DIR}/${c.file}`, line: hit[1] } : null;
  };
}
