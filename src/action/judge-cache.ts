// The judge's verdict cache kept between jobs: restored from the Actions cache before the run and
// saved after it, so pushes, pull requests and `/eval rerun` share the verdicts of identical
// transcripts. An entry of the cache service is immutable, so each job saves a new one under its
// own key (agent-eval-judge-<run>-<attempt>-<job>) and the next job restores the newest by prefix.
// The service's branch scoping does the sharing: a pull request reads its own entries and those of
// its base branch, and the default branch's entries (pushes, `/eval rerun`) are read by every PR.
// Without a cache service the run goes on with the job's own folder, and says so once.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** The Actions cache service, as the judge cache uses it (judge-cache-store.ts implements it). */
export interface CacheService {
  /** Whether this job has a cache service (a runner sets ACTIONS_RESULTS_URL or ACTIONS_CACHE_URL). */
  available(): Promise<boolean>;
  /** Restores into `dir` the entry `key`, else the newest whose key starts with one of `prefixes`: the key restored, or null. */
  restore(dir: string, key: string, prefixes: readonly string[]): Promise<string | null>;
  /** Saves `dir` as `key` (an existing entry is never replaced): false when it was not saved. */
  save(dir: string, key: string): Promise<boolean>;
}

export const JUDGE_CACHE_KEY_PREFIX = 'agent-eval-judge-';

/** Cached verdicts (and embeddings) unused this long are dropped before saving, so the entry stops growing. */
export const UNUSED_ENTRY_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Where the job keeps the verdict cache: the runner's temporary folder (emptied after each job),
 * never the report folder, which is uploaded as the report artifact. Outside a runner, the
 * workspace's `.agent-eval-cache/judge`.
 */
export function judgeCacheDir(env: Readonly<Record<string, string | undefined>>, workspace: string): string {
  const temp = env['RUNNER_TEMP']?.trim();
  return temp ? join(temp, 'agent-eval-judge-cache') : join(workspace, '.agent-eval-cache', 'judge');
}

/** This job's key: unique per run attempt, job and shard, so parallel jobs never claim the same entry. */
export function judgeCacheKey(
  env: Readonly<Record<string, string | undefined>>,
  shard: { index: number; total: number } | null,
  now: () => number,
): string {
  const run = env['GITHUB_RUN_ID']?.trim() || `local-${now()}`;
  const attempt = env['GITHUB_RUN_ATTEMPT']?.trim() || '1';
  // Keys may not hold commas; a job id is [A-Za-z0-9_-] already.
  const job = (env['GITHUB_JOB']?.trim() || 'job').replace(/[^A-Za-z0-9_.-]+/g, '-');
  const part = shard ? `-shard-${shard.index}-of-${shard.total}` : '';
  return `${JUDGE_CACHE_KEY_PREFIX}${run}-${attempt}-${job}${part}`;
}

export interface KeptJudgeCache {
  /** Saves the verdicts of this run for the next one (when there are new ones and the run was not cancelled). */
  save(signal: AbortSignal): Promise<void>;
}

/**
 * Restores the newest saved verdicts into `dir` and returns how to save them after the run. Never
 * throws: a cache that cannot be read or written costs judge calls, not the run.
 */
export async function restoreJudgeCache(
  service: CacheService,
  options: { dir: string; key: string; logger: Logger; now: () => number },
): Promise<KeptJudgeCache> {
  const { dir, key, logger } = options;
  const nothing: KeptJudgeCache = { save: async () => {} };
  let available: boolean;
  try {
    available = await service.available();
  } catch (error) {
    logger.warning(`The Actions cache cannot be used (${errorMessage(error)}): judge verdicts are kept for this job only.`);
    return nothing;
  }
  if (!available) {
    logger.info(
      'This job has no Actions cache service (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL are not set): judge verdicts are kept for this job only.',
    );
    return nothing;
  }
  let restored: string | null;
  try {
    restored = await service.restore(dir, key, [JUDGE_CACHE_KEY_PREFIX]);
  } catch (error) {
    logger.warning(`The judge verdicts could not be restored from the Actions cache (${errorMessage(error)}): every verdict is asked for.`);
    // The service failed once; the save is not tried, so this is the only message.
    return nothing;
  }
  const before = new Set(await filesUnder(dir));
  if (restored === null)
    logger.info(`No judge verdicts were restored from the Actions cache: every verdict is asked for, then saved as ${key}.`);
  else logger.info(`Restored ${count(before)} judge verdict(s) from the Actions cache (${restored}).`);

  return {
    async save(signal) {
      if (signal.aborted) {
        logger.info('The run was cancelled: its judge verdicts are not saved to the Actions cache.');
        return;
      }
      const after = await pruned(dir, options.now() - UNUSED_ENTRY_MS);
      if (!after.some((file) => !before.has(file))) {
        logger.info(`No new judge verdicts: the Actions cache keeps ${restored ?? 'none'}.`);
        return;
      }
      try {
        if (await service.save(dir, key)) logger.info(`Saved ${count(after)} judge verdict(s) to the Actions cache as ${key}.`);
        else logger.info('The judge verdicts were not saved to the Actions cache (see above): the next run asks the judge again.');
      } catch (error) {
        logger.warning(
          `The judge verdicts could not be saved to the Actions cache (${errorMessage(error)}): the next run asks the judge again.`,
        );
      }
    },
  };
}

/** Files below `dir`, relative to it ('/'-separated); none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

/** Removes the files last used before `cutoff` (a cache hit touches its file) and lists the rest. */
async function pruned(dir: string, cutoff: number): Promise<string[]> {
  const kept: string[] = [];
  for (const file of await filesUnder(dir)) {
    const path = join(dir, file);
    const used = await stat(path).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (used !== null && used < cutoff) await rm(path, { force: true }).catch(() => {});
    else kept.push(file);
  }
  return kept;
}

function count(files: Iterable<string>): number {
  let n = 0;
  for (const file of files) if (file.startsWith('verdicts')) n++;
  return n;
}
