// The artifact store: everything behind each turn (the request sent, the raw reply, the prompt the
// agent assembled when it offered one, tool results, the memory delta, every question sent to the
// judge and its replies), one JSONL file per suite under <report dir>/artifacts/, secrets masked.
// Lines are appended as each conversation finishes, so an interrupted run keeps the artifacts of
// every conversation it finished. artifacts/index.json says on which line each turn's record is (and
// which records hold a prompt snapshot), for the links of report.html.
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { outputError, writeFileAtomic } from '../files.ts';
import { maskSecrets } from '../logger.ts';
import { portableFileName } from '../portable-name.ts';
import type { FailedAttempt, PromptSnapshot } from '../agent/types.ts';
import type { JudgeExchange } from '../judge/types.ts';
import { ARTIFACT_INDEX_FILE, ARTIFACT_INDEX_SCHEMA, ARTIFACTS_DIR, type ArtifactIndex } from '../results/artifact-index.ts';
import type { FactsDelta } from '../results/results-schema.ts';

export interface JudgeArtifact {
  /**
   * Every question sent for the verdict, as sent: the model, the exact messages and the reply (the
   * cheap model's before the primary's, a re-ask after an invalid reply). Empty for a cached verdict.
   */
  requests: JudgeExchange[];
  model: string | null;
  status: string;
  cached: boolean;
  raw: string | null;
  reason: string | null;
}

export interface TurnArtifact {
  suite_id: string;
  test_id: string;
  /** The run key (results.json conversation_id). */
  conversation_id: string;
  /** The id the agent saw for the conversation (results.json thread_id); absent in artifacts written before it was recorded. */
  thread_id?: string;
  repeat: number;
  /** The spec's turn id, or "final" for the judge calls of the final assertions. */
  turn_id: string;
  /** The execute request as sent (context, params, test). */
  request: unknown;
  /** The agent's body as received (null when every attempt failed), its prompt_snapshot moved to `prompt_snapshots`. */
  response: unknown;
  /**
   * The prompts the agent says it assembled for its model (its `prompt_snapshot`, WebSocket `debug`
   * events), at most 256 KiB per turn, a cut stated in `truncated`. Only when the agent offered any.
   */
  prompt_snapshots?: PromptSnapshot[];
  tool_results: { name: string; args: unknown; result: unknown; is_error: boolean }[];
  /** facts: the delta the turn's assertions read (null if the runner never got to compute it). */
  memory_delta: { facts: FactsDelta | null; changed_keys: string[] } | null;
  attempts: number;
  latency_ms: number | null;
  error: { code: string; message: string } | null;
  /**
   * Each attempt that failed (a retried turn's earlier ones, or all of a turn that failed), with its
   * status and raw body (the first 64 KiB, secrets masked): a reply that did not parse, as it came.
   */
  failed_attempts: readonly FailedAttempt[];
  judge: JudgeArtifact[];
}

/**
 * A file name for any suite id: kept as is when it is plain ([A-Za-z0-9._-], no leading dot, not
 * too long), otherwise cleaned and suffixed with a hash of the id so two ids never share a file;
 * either way portable (a suite `con` is no Windows device name).
 */
export function artifactFileName(suiteId: string): string {
  const plain = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,79}$/.test(suiteId);
  if (plain) return portableFileName(`${suiteId}.jsonl`);
  const cleaned = suiteId
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 60);
  const hash = createHash('sha256').update(suiteId).digest('hex').slice(0, 12);
  return portableFileName(`${cleaned || 'suite'}-${hash}.jsonl`);
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
      recordLines(
        conversations,
        name,
        turns.map((t, i) => ({ record: { ...t, snapshot: (t.prompt_snapshots?.length ?? 0) > 0 }, line: state.lines + i + 1 })),
      );
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

type RecordKey = Pick<TurnArtifact, 'conversation_id' | 'test_id' | 'repeat' | 'turn_id'> & { snapshot: boolean };

/**
 * Indexes consecutive lines; `null` is a line that is not a record. A conversation's records are
 * written together, so a conversation seen again after other lines is a re-run (after a resume):
 * its new records replace the earlier ones.
 */
function recordLines(
  conversations: ArtifactIndex['conversations'],
  file: string,
  lines: readonly { record: RecordKey | null; line: number }[],
): void {
  let previous: string | null = null;
  for (const { record, line } of lines) {
    if (record === null) {
      previous = null;
      continue;
    }
    const id = record.conversation_id;
    let entry = id === previous ? conversations[id] : undefined;
    if (entry) entry.turns.push([record.turn_id, line]);
    else conversations[id] = entry = { file, test_id: record.test_id, repeat: record.repeat, turns: [[record.turn_id, line]] };
    if (record.snapshot) (entry.prompt_snapshots ??= []).push(record.turn_id);
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

function parseRecord(line: string): (RecordKey & Pick<TurnArtifact, 'suite_id'>) | null {
  try {
    const r = JSON.parse(line) as Partial<TurnArtifact> | null;
    if (
      r &&
      typeof r.suite_id === 'string' &&
      typeof r.conversation_id === 'string' &&
      typeof r.test_id === 'string' &&
      typeof r.repeat === 'number' &&
      typeof r.turn_id === 'string'
    ) {
      const snapshot = Array.isArray(r.prompt_snapshots) && r.prompt_snapshots.length > 0;
      return {
        suite_id: r.suite_id,
        conversation_id: r.conversation_id,
        test_id: r.test_id,
        repeat: r.repeat,
        turn_id: r.turn_id,
        snapshot,
      };
    }
  } catch {
    // A damaged line keeps its number but links nowhere.
  }
  return null;
}
