// A run killed with SIGKILL leaves the disk as it was at that moment. Whatever that moment, the
// folder must never show an earlier run's complete results.json beside this run's results.jsonl.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseResult } from '../../src/agent/normalise.ts';
import type { AgentClient } from '../../src/agent/types.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import { recordRun } from '../../src/runner/record.ts';
import { okResult } from '../fakes/agent-server.ts';
import { plannedSuite, runOptions } from '../helpers/planned-suites.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const planned = plannedSuite({
  suite_id: 'support',
  defaults: { repeats: 1 },
  tests: ['a', 'b'].map((id) => ({ test_id: id, initial_node_id: 'start', turns: [{ turn_id: 't1', user_input: 'Hello' }] })),
});
const options = runOptions({ concurrency: 1, memoryPipeline: { enabled: true, stages: [] } });

describe('a run in a folder that holds an earlier run', () => {
  it('moves the earlier results.json aside before the first run is recorded, so a killed run leaves only its own', async () => {
    const out = await tempDir('stale-results');
    const earlier = '{"schema": "agent-eval/results@1", "note": "the earlier, complete run"}\n';
    await writeFile(join(out, 'results.json'), earlier);
    await writeFile(join(out, 'results-base.json'), earlier);

    // The second conversation is held: the moment a SIGKILL would find.
    let calls = 0;
    let reachedSecond!: () => void;
    const second = new Promise<void>((resolve) => (reachedSecond = resolve));
    const stop = new AbortController();
    const client: AgentClient = {
      target: options.target,
      transport: 'http',
      conversation: () => ({
        execute: async (_request, signal) => {
          calls += 1;
          if (calls === 2) {
            reachedSecond();
            await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
          }
          return { turn: normaliseResult(okResult()), attempts: 1, latency_ms: 1 };
        },
        close: async () => {},
      }),
    };
    const logger = memoryLogger();
    const recorded = recordRun(
      [planned],
      options,
      { client, judge: createJudge(resolveJudgeConfig({}, {})), logger, now: () => 0, signal: stop.signal },
      { outDir: out, secrets: [] },
    );
    await second;
    expect((await readdir(out)).sort()).toEqual(['results-base.json', 'results.jsonl', 'results.previous.json']);
    expect(await readFile(join(out, 'results.previous.json'), 'utf8')).toBe(earlier);
    expect((await readFile(join(out, 'results.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(1);
    expect(logger.lines.join('\n')).toContain("The earlier run's results.json in");

    stop.abort();
    await recorded;
    // This run's own results.json, marked incomplete; the base side's file is another run's, left alone.
    expect(JSON.parse(await readFile(join(out, 'results.json'), 'utf8'))).toMatchObject({ run: { complete: false } });
  });
});
