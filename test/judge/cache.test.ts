import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJudgeCache, embeddingCacheKey, verdictCacheKey, type VerdictKeyInput } from '../../src/judge/cache.ts';
import { memoryLogger } from '../../src/logger.ts';

const base: VerdictKeyInput = {
  server: 'https://api.openai.com/v1',
  model: 'gpt-4.1',
  prompt_version: 'judge-prompt@1',
  criteria: ['helpfulness', 'tone'],
  user_input: 'hi',
  assistant_message: 'hello',
  context_excerpt: 'node: start',
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'judge-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('verdictCacheKey', () => {
  it('changes with every input that could change the answer', () => {
    const key = verdictCacheKey(base);
    const variants: Partial<VerdictKeyInput>[] = [
      { server: 'http://localhost:8000/v1' },
      { model: 'gpt-4.1-mini' },
      { prompt_version: 'judge-prompt@2' },
      { criteria: ['helpfulness'] },
      { user_input: 'hi!' },
      { assistant_message: 'hello!' },
      { context_excerpt: 'node: other' },
    ];
    const keys = variants.map((v) => verdictCacheKey({ ...base, ...v }));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves the thresholds out: they are applied to the cached scores afterwards', () => {
    // The key's input has no threshold field at all; extra fields (as a caller might spread a request) are ignored.
    const withThresholds = { ...base, quality_min: 0.9, criteria_min: { tone: 0.8 } } as VerdictKeyInput;
    expect(verdictCacheKey(withThresholds)).toBe(verdictCacheKey(base));
  });

  it('names the server, spelled any way a URL allows, and never by its credentials', () => {
    const key = verdictCacheKey(base);
    for (const server of ['https://API.openai.com:443/v1/', 'https://user:pass@api.openai.com/v1'])
      expect(verdictCacheKey({ ...base, server })).toBe(key);
    expect(verdictCacheKey({ ...base, server: 'https://api.openai.com/v2' })).not.toBe(key);
    expect(embeddingCacheKey('https://a.example/v1', 'e', 'text')).not.toBe(embeddingCacheKey('https://b.example/v1', 'e', 'text'));
  });

  it('misses an entry stored under a key of an earlier version, which did not name the server', async () => {
    const { createHash } = await import('node:crypto');
    const { model, prompt_version, criteria, user_input, assistant_message, context_excerpt } = base;
    const oldKey = createHash('sha256')
      .update(JSON.stringify([model, prompt_version, criteria, user_input, assistant_message, context_excerpt]))
      .digest('hex');
    const cache = createJudgeCache(dir);
    await cache.putVerdict(oldKey, { model, prompt_version, scores: { helpfulness: 1 }, fail_reasons: [], raw: '{}' });
    expect(verdictCacheKey(base)).not.toBe(oldKey);
    expect(await cache.getVerdict(verdictCacheKey(base))).toBeNull();
  });

  it('cannot be confused by moving text between fields', () => {
    expect(verdictCacheKey({ ...base, user_input: 'hi', assistant_message: 'hello' })).not.toBe(
      verdictCacheKey({ ...base, user_input: 'hihello', assistant_message: '' }),
    );
  });
});

describe('createJudgeCache', () => {
  const entry = { model: 'gpt-4.1', prompt_version: 'judge-prompt@1', scores: { helpfulness: 1 }, fail_reasons: [], raw: '{}' };

  it('stores one JSON file per key and leaves no temporary files', async () => {
    const cache = createJudgeCache(dir);
    await cache.putVerdict('k1', entry);
    await cache.putEmbedding(embeddingCacheKey('https://api.openai.com/v1', 'e', 'text'), 'e', [1, 2]);
    expect(await cache.getVerdict('k1')).toEqual(entry);
    expect(await cache.getVerdict('k2')).toBeNull();
    expect(await cache.getEmbedding(embeddingCacheKey('https://api.openai.com/v1', 'e', 'text'))).toEqual([1, 2]);
    expect(await cache.getEmbedding(embeddingCacheKey('https://api.openai.com/v1', 'other-model', 'text'))).toBeNull();
    expect(await readdir(join(dir, 'verdicts'))).toEqual(['k1.json']);
    expect(JSON.parse(await readFile(join(dir, 'verdicts', 'k1.json'), 'utf8'))).toMatchObject({ format: 'agent-eval/judge-verdict@1' });
  });

  it('treats a damaged entry as a miss, with a warning', async () => {
    const logger = memoryLogger();
    const cache = createJudgeCache(dir, logger);
    await cache.putVerdict('k1', entry);
    await writeFile(join(dir, 'verdicts', 'k1.json'), '{"format": "agent-eval/judge-verdict@1", "scores": ');
    expect(await cache.getVerdict('k1')).toBeNull();
    expect(logger.lines.join('\n')).toMatch(/k1\.json is not a valid cache entry/);
  });

  it('warns instead of failing when it cannot write', async () => {
    const blocker = join(dir, 'file');
    await writeFile(blocker, 'not a directory');
    const logger = memoryLogger();
    await createJudgeCache(blocker, logger).putVerdict('k1', entry);
    expect(logger.lines.join('\n')).toMatch(/cannot write/);
  });

  it('does nothing without a directory', async () => {
    const cache = createJudgeCache(null);
    await cache.putVerdict('k1', entry);
    expect(await cache.getVerdict('k1')).toBeNull();
  });
});
