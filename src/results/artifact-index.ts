// artifacts/index.json of a report directory: on which line of which artifact file each turn's
// record is. The telemetry's artifact store writes it; reports read it to link a turn to its record.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const ARTIFACTS_DIR = 'artifacts';

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
  /**
   * Per conversation: its file and the line of each record, in order ([turn_id, line]), and the
   * turns whose record holds a prompt snapshot the agent offered (absent when none did).
   */
  conversations: Record<string, { file: string; test_id: string; repeat: number; turns: [string, number][]; prompt_snapshots?: string[] }>;
}

/** Where a turn's record is: a path relative to the report directory and a 1-based line. */
export interface ArtifactLocation {
  path: string;
  line: number;
  /** The record holds the agent's prompt snapshot for the turn. */
  prompt_snapshot?: boolean;
}

export type ArtifactLookup = (
  run: { suite_id: string; test_id: string; repeat: number; conversation_id: string },
  turnId: string,
) => ArtifactLocation | null;

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
    const size = await stat(join(dir, name)).then(
      (s) => s.size,
      () => -1,
    );
    if (size === f.bytes) intact.add(name);
  }
  if (intact.size === 0) return null;
  return (run, turnId) => {
    const c =
      index.conversations && Object.hasOwn(index.conversations, run.conversation_id) ? index.conversations[run.conversation_id] : undefined;
    if (!c || !intact.has(c.file) || c.test_id !== run.test_id || c.repeat !== run.repeat || index.files[c.file]?.suite_id !== run.suite_id)
      return null;
    const hit = c.turns.find(([id]) => id === turnId);
    if (!hit) return null;
    const snapshot = Array.isArray(c.prompt_snapshots) && c.prompt_snapshots.includes(turnId);
    return { path: `${ARTIFACTS_DIR}/${c.file}`, line: hit[1], ...(snapshot ? { prompt_snapshot: true } : {}) };
  };
}
