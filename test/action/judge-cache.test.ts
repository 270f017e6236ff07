// The judge cache kept between jobs, against an in-memory Actions cache service: what one job saves
// the next restores, nothing is saved twice or after a cancellation, stale verdicts are dropped, and
// a job without a cache service says so once and goes on.
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeCacheDir, judgeCacheKey, restoreJudgeCache, UNUSED_ENTRY_MS, type CacheService } from '../../src/action/judge-cache.ts';
import { createJudgeCache, verdictCacheKey } from '../../src/judge/cache.ts';
import { memoryLogger } from '../../src/logger.ts';
import { tempDir } from '../helpers/temp-dir.ts';

interface Entry {
  key: string;
  files: Map<string, { data: Buffer; mtimeMs: number }>;
}

/** The cache service as jobs see it: immutable entries, an exact key first, else the newest by prefix. */
function memoryCacheService(options: { available?: boolean; failRestore?: string } = {}) {
  const entries: Entry[] = [];
  const calls: string[] = [];
  const service: CacheService = {
    available: async () => options.available ?? true,
    async restore(dir, key, prefixes) {
      calls.push(`restore ${key}`);
      if (options.failRestore) throw new Error(options.failRestore);
      const hit = entries.find((e) => e.key === key) ?? entries.findLast((e) => prefixes.some((p) => e.key.startsWith(p)));
      if (!hit) return null;
      for (const [file, { data, mtimeMs }] of hit.files) {
        const path = join(dir, file);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, data);
        await utimes(path, mtimeMs / 1000, mtimeMs / 1000);
      }
      return hit.key;
    },
    async save(dir, key) {
      calls.push(`save ${key}`);
      if (entries.some((e) => e.key === key)) return false;
      const files = new Map<string, { data: Buffer; mtimeMs: number }>();
      for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
        if (!e.isFile()) continue;
        const path = join(e.parentPath, e.name);
        files.set(path.slice(dir.length + 1), { data: await readFile(path), mtimeMs: (await stat(path)).mtimeMs });
      }
      entries.push({ key, files });
      return true;
    },
  };
  return { service, entries, calls };
}

const verdict = { model: 'judge-model', prompt_version: 'judge-prompt@1', scores: { helpfulness: 0.8 }, fail_reasons: [], raw: '{}' };
const key = verdictCacheKey({
  server: 'https://judge.example/v1',
  model: 'judge-model',
  prompt_version: 'judge-prompt@1',
  criteria: ['helpfulness'],
  user_input: 'Hello',
  assistant_message: 'Hi, how can I help?',
  context_excerpt: 'node: start',
});
const running = new AbortController().signal;
const now = () => Date.now();

describe('the judge cache kept in the Actions cache', () => {
  it('restores in the next job what the last one saved, so the same question is answered from it', async () => {
    const { service, entries } = memoryCacheService();
    // Each job has its own, empty temporary folder.
    const first = await tempDir('judge-job');
    const logger = memoryLogger();
    const kept = await restoreJudgeCache(service, { dir: first, key: 'agent-eval-judge-1-1-eval', logger, now });
    expect(logger.lines).toEqual([expect.stringMatching(/No judge verdicts were restored .* saved as agent-eval-judge-1-1-eval/)]);
    await createJudgeCache(first).putVerdict(key, verdict);
    await kept.save(running);
    expect(entries.map((e) => e.key)).toEqual(['agent-eval-judge-1-1-eval']);
    expect(logger.lines.at(-1)).toBe('Saved 1 judge verdict(s) to the Actions cache as agent-eval-judge-1-1-eval.');

    const second = await tempDir('judge-job');
    const next = memoryLogger();
    await restoreJudgeCache(service, { dir: second, key: 'agent-eval-judge-2-1-eval', logger: next, now });
    expect(next.lines).toEqual(['Restored 1 judge verdict(s) from the Actions cache (agent-eval-judge-1-1-eval).']);
    expect(await createJudgeCache(second).getVerdict(key)).toEqual(verdict);
  });

  it('saves nothing when the run added no verdict: the restored entry stays the newest', async () => {
    const { service, entries, calls } = memoryCacheService();
    const first = await tempDir('judge-job');
    const job = await restoreJudgeCache(service, { dir: first, key: 'agent-eval-judge-1-1-eval', logger: memoryLogger(), now });
    await createJudgeCache(first).putVerdict(key, verdict);
    await job.save(running);

    const logger = memoryLogger();
    const second = await tempDir('judge-job');
    const kept = await restoreJudgeCache(service, { dir: second, key: 'agent-eval-judge-2-1-eval', logger, now });
    expect(await createJudgeCache(second).getVerdict(key)).toEqual(verdict);
    await kept.save(running);
    expect(entries).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('save'))).toHaveLength(1);
    expect(logger.lines.at(-1)).toBe('No new judge verdicts: the Actions cache keeps agent-eval-judge-1-1-eval.');
  });

  it('drops verdicts unused for two weeks before saving; a verdict read in the run counts as used', async () => {
    const { service, entries } = memoryCacheService();
    const dir = await tempDir('judge-job');
    const cache = createJudgeCache(dir);
    await cache.putVerdict('stale', verdict);
    await cache.putVerdict('read-again', verdict);
    const longAgo = (Date.now() - UNUSED_ENTRY_MS - 60_000) / 1000;
    for (const name of ['stale', 'read-again']) await utimes(join(dir, 'verdicts', `${name}.json`), longAgo, longAgo);

    const kept = await restoreJudgeCache(service, { dir, key: 'agent-eval-judge-3-1-eval', logger: memoryLogger(), now });
    expect(await cache.getVerdict('read-again')).toEqual(verdict);
    await cache.putVerdict('new', verdict);
    await kept.save(running);
    expect([...entries[0]!.files.keys()].sort()).toEqual([join('verdicts', 'new.json'), join('verdicts', 'read-again.json')]);
  });

  it('does not save after a cancelled run', async () => {
    const { service, calls } = memoryCacheService();
    const dir = await tempDir('judge-job');
    const logger = memoryLogger();
    const kept = await restoreJudgeCache(service, { dir, key: 'agent-eval-judge-4-1-eval', logger, now });
    await createJudgeCache(dir).putVerdict(key, verdict);
    const cancelled = new AbortController();
    cancelled.abort();
    await kept.save(cancelled.signal);
    expect(calls).toEqual(['restore agent-eval-judge-4-1-eval']);
    expect(logger.lines.at(-1)).toMatch(/cancelled: its judge verdicts are not saved/);
  });

  it('without a cache service says so once, keeps the job folder and goes on', async () => {
    const { service, calls } = memoryCacheService({ available: false });
    const dir = await tempDir('judge-job');
    const logger = memoryLogger();
    const kept = await restoreJudgeCache(service, { dir, key: 'agent-eval-judge-5-1-eval', logger, now });
    await createJudgeCache(dir).putVerdict(key, verdict);
    await kept.save(running);
    expect(calls).toEqual([]);
    expect(logger.lines).toEqual([
      'This job has no Actions cache service (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL are not set): judge verdicts are kept for this job only.',
    ]);
    expect(await createJudgeCache(dir).getVerdict(key)).toEqual(verdict);
  });

  it('a failing cache service is one warning, not a failed run', async () => {
    const { service, calls } = memoryCacheService({ failRestore: 'socket hang up' });
    const dir = await tempDir('judge-job');
    const logger = memoryLogger();
    const kept = await restoreJudgeCache(service, { dir, key: 'agent-eval-judge-6-1-eval', logger, now });
    await createJudgeCache(dir).putVerdict(key, verdict);
    await kept.save(running);
    expect(calls).toEqual(['restore agent-eval-judge-6-1-eval']);
    expect(logger.lines).toEqual([
      'warning: The judge verdicts could not be restored from the Actions cache (socket hang up): every verdict is asked for.',
    ]);
  });
});

describe('judgeCacheKey and judgeCacheDir', () => {
  it('names the run, its attempt, the job and the shard, under one prefix', () => {
    const env = { GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '2', GITHUB_JOB: 'agent_eval' };
    expect(judgeCacheKey(env, null, now)).toBe('agent-eval-judge-4242-2-agent_eval');
    expect(judgeCacheKey(env, { index: 2, total: 4 }, now)).toBe('agent-eval-judge-4242-2-agent_eval-shard-2-of-4');
    expect(judgeCacheKey({ GITHUB_JOB: 'a,b c' }, null, () => 7)).toBe('agent-eval-judge-local-7-1-a-b-c');
  });

  it('lives in the runner temp folder, never in the uploaded report folder', () => {
    expect(judgeCacheDir({ RUNNER_TEMP: '/home/runner/work/_temp' }, '/ws')).toBe(
      join('/home/runner/work/_temp', 'agent-eval-judge-cache'),
    );
    expect(judgeCacheDir({}, '/ws')).toBe(join('/ws', '.agent-eval-cache', 'judge'));
  });
});
