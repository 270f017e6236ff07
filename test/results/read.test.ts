import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { VERSION } from '../../src/version.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { finishedRunsFromJsonl, parseResults } from '../../src/results/read.ts';
import { compareResults } from '../../src/compare/compare.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { StreamedRunSchema } from '../../src/results/read.ts';
import { createJudgeCache } from '../../src/judge/cache.ts';
import { makeResults } from '../helpers/results.ts';

// A fact or a judge score named `__proto__` is data: a baseline, a shard merge, --resume and the
// judge cache must hand it back as written (zod's records would drop it).
const hostileJson = (): string => {
  const results = makeResults('a'.repeat(40), [{ suite_id: 'support', tests: { greet: ['passed'] } }]);
  const text = JSON.stringify(results);
  // JSON.stringify cannot write an own `__proto__` key from an object literal, so splice it in.
  return text.replace('"added":{"name":"Ada"}', '"added":{"name":"Ada","__proto__":{"admin":true}}');
};

describe('reading results back', () => {
  it('keeps a `__proto__` fact in a results file as an own key', () => {
    const text = hostileJson();
    expect(text).toContain('"__proto__"');
    const results = parseResults(text, 'results.json');
    const added = results.suites[0]!.tests[0]!.runs[0]!.turns[0]!.facts_delta.added;
    expect(Object.hasOwn(added, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(added)).toBe(Object.prototype);
    expect(JSON.stringify(added)).toBe('{"name":"Ada","__proto__":{"admin":true}}');
  });

  it('keeps a `__proto__` fact in a results.jsonl line read by --resume', () => {
    const results = JSON.parse(hostileJson()) as ReturnType<typeof makeResults>;
    const run = results.suites[0]!.tests[0]!.runs[0]!;
    const line = JSON.stringify({ suite_id: 'support', test_id: 'greet', run });
    const runs = finishedRunsFromJsonl(`${line}\n`, 'results.jsonl');
    const added = runs.get(run.conversation_id)!.turns[0]!.facts_delta.added;
    expect(Object.hasOwn(added, '__proto__')).toBe(true);
  });

  it('still refuses a file that is not a results file', () => {
    expect(() => parseResults('{"schema":"agent-eval/results@1","suites":7}', 'r.json')).toThrow(/r\.json: not a valid results file/);
  });

  it('uses schemas that never default or transform a value, so the file as written is what was validated', () => {
    for (const schema of [ResultsSchema, StreamedRunSchema]) {
      // Output differs only in saying that unknown fields are stripped; read as written, they are kept.
      expect(withoutStrictness(z.toJSONSchema(schema, { io: 'output' }))).toEqual(
        withoutStrictness(z.toJSONSchema(schema, { io: 'input' })),
      );
    }
  });
});

describe('the judge cache', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });

  it('serves a verdict with a `__proto__` score from the cache instead of asking again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agent-eval-cache-'));
    dirs.push(dir);
    const cache = createJudgeCache(dir);
    const scores = JSON.parse('{"politeness":4,"__proto__":2}') as Record<string, number>;
    await cache.putVerdict('k1', { model: 'm', prompt_version: 'v1', scores, fail_reasons: [], raw: '{}' });
    const file = await onlyFile(dir);
    expect(await readFile(file, 'utf8')).toContain('"__proto__": 2');
    const back = await createJudgeCache(dir).getVerdict('k1');
    expect(back).not.toBeNull();
    expect(Object.hasOwn(back!.scores, '__proto__')).toBe(true);
    expect(back!.scores['__proto__']).toBe(2);
  });

  it('asks again when an entry is not a verdict', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agent-eval-cache-'));
    dirs.push(dir);
    const cache = createJudgeCache(dir);
    await cache.putVerdict('k2', { model: 'm', prompt_version: 'v1', scores: { a: 1 }, fail_reasons: [], raw: '{}' });
    const file = await onlyFile(dir);
    await writeFile(file, '{"format":"agent-eval/judge-verdict@1","scores":"nope"}');
    expect(await createJudgeCache(dir).getVerdict('k2')).toBeNull();
  });
});

async function onlyFile(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  expect(files).toHaveLength(1);
  return join(files[0]!.parentPath, files[0]!.name);
}

function withoutStrictness(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'additionalProperties' ? undefined : value));
}

describe('ids in another Unicode form', () => {
  const NFC = 'caf\u00e9';
  const NFD = 'cafe\u0301';
  // The same spec on both sides (its hash is computed on NFC ids: test/suite/hash.test.ts).
  const read = (suiteId: string, testId: string, commit: string) => {
    const results = makeResults(commit, [{ suite_id: suiteId, tests: { [testId]: Array(6).fill('passed') } }]);
    results.suites[0]!.tests[0]!.spec_hash = 'sha256:same';
    return parseResults(JSON.stringify(results), 'results.json');
  };

  it('are read as NFC, so a baseline written in one form pairs with a pull request in the other', () => {
    const base = read(NFC, NFC, 'a'.repeat(40));
    const head = read(NFD, NFD, 'b'.repeat(40));
    expect([head.suites[0]!.suite_id, head.suites[0]!.tests[0]!.test_id]).toEqual([NFC, NFC]);
    const comparison = compareResults(base, head, {
      alpha: 0.05,
      minEffect: 0.05,
      quarantine: [],
      now: new Date('2026-01-01T00:00:00Z'),
      baseline: { source: 'file', commit: 'a'.repeat(40), distance: null },
    });
    expect(comparison.suites.map((s) => [s.suite_id, s.common_tests, s.added_tests, s.removed_tests])).toEqual([[NFC, 1, 0, 0]]);
  });
});

describe('results from another version', () => {
  it('names the version a newer agent-eval wrote and says to upgrade, not to pass other results', () => {
    const text = JSON.stringify({ schema: 'agent-eval/results@2', suites: { changed: 'shape' } });
    expect(() => parseResults(text, 'base/results.json')).toThrow(
      `base/results.json: written by a newer agent-eval (schema "agent-eval/results@2"; agent-eval ${VERSION} reads "agent-eval/results@1"): upgrade agent-eval (the action's version in \`uses:\`, or the CLI package) to read it`,
    );
  });

  it('still says what was expected of a file that is not results at all', () => {
    expect(() => parseResults('{"schema": "something/else@3"}', 'x.json')).toThrow(
      'x.json: schema is "something/else@3", expected "agent-eval/results@1"; pass a results.json written by agent-eval run',
    );
  });
});
