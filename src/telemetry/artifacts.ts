// The artifact store: everything behind each turn (the request sent, the raw reply, tool results,
// the memory delta, the judge's prompt and raw reply), one JSONL file per suite under
// <report dir>/artifacts/, secrets masked. Lines are appended as each conversation finishes, so an
// interrupted run keeps the artifacts of every conversation it finished.
import { createHash } from 'node:crypto';
import { appendFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
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

export interface ArtifactStore {
  readonly dir: string;
  /** Path of a suite's file relative to the report directory (for links from reports). */
  relativePath(suiteId: string): string;
  append(suiteId: string, turns: readonly TurnArtifact[]): Promise<void>;
  /** Waits for every pending write. */
  flush(): Promise<void>;
}

/** `keep`: leave the files of an earlier run in place (resume appends to them). */
export async function openArtifactStore(reportDir: string, secrets: readonly string[], options: { keep: boolean }): Promise<ArtifactStore> {
  const dir = join(reportDir, ARTIFACTS_DIR);
  if (!options.keep) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // One chain of writes per file, so the lines of concurrent conversations never interleave.
  const pending = new Map<string, Promise<void>>();
  return {
    dir,
    relativePath: (suiteId) => `${ARTIFACTS_DIR}/${artifactFileName(suiteId)}`,
    append(suiteId, turns) {
      if (turns.length === 0) return Promise.resolve();
      const text = turns.map((t) => `${maskSecrets(JSON.stringify(t), secrets)}\n`).join('');
      const file = join(dir, artifactFileName(suiteId));
      const write = (pending.get(file) ?? Promise.resolve()).then(() => appendFile(file, text));
      pending.set(file, write.catch(() => undefined));
      return write;
    },
    async flush() {
      await Promise.all(pending.values());
    },
  };
}
