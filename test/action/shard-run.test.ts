// Sharded runs with in-memory ports: each shard job plays its slice and writes only results.json;
// the aggregate job merges the shards' files and publishes them like one run, calling no agent.
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onPullRequest } from '../../src/action/pull-request.ts';
import { readShards, runShard } from '../../src/action/shard-run.ts';
import { ShardMergeError } from '../../src/action/shard-merge.ts';
import { flowStep, HEAD, pullRequestEvent, suiteYaml } from './flow-step.ts';

const PR = 7;
const FILES = { 'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b', 'c', 'd'], affects: ['src/agent/**'], repeats: 2 }) };

async function shardJob(index: number, total = 2, changed = ['src/agent/flow.ts']) {
  const f = await flowStep({ event: 'pull_request', payload: pullRequestEvent(PR), files: FILES, inputs: { shard: `${index}/${total}` } });
  f.github.repository.setChangedFiles(PR, changed);
  const outcome = await runShard(f.step);
  return { f, outcome };
}

/** An aggregate job whose workspace holds the shard jobs' results files (as downloaded artifacts). */
async function aggregateJob(shards: { f: { workspace: string } }[], changed = ['src/agent/flow.ts']) {
  const f = await flowStep({
    event: 'pull_request',
    payload: pullRequestEvent(PR),
    files: FILES,
    inputs: { command: 'aggregate', 'shard-results': 'shards/*/results.json' },
  });
  for (const [i, shard] of shards.entries()) {
    await mkdir(join(f.workspace, 'shards', `${i + 1}`), { recursive: true });
    await cp(join(shard.f.workspace, 'agent-eval-report', 'results.json'), join(f.workspace, 'shards', `${i + 1}`, 'results.json'));
  }
  f.github.repository.setPull(PR, { headSha: HEAD, headRef: 'feature', baseRef: 'main', baseSha: 'c'.repeat(40) });
  f.github.repository.setChangedFiles(PR, changed);
  return f;
}

describe('a shard job', () => {
  it('plays its slice of the affected suites and writes results.json, publishing nothing', async () => {
    const first = await shardJob(1);
    const second = await shardJob(2);

    expect(first.outcome).toEqual({ failure: null, outputs: { 'results-path': expect.stringMatching(/results\.json$/) }, summary: [] });
    // The runs each shard played, by test and repeat (the agent sees a fresh thread id on every run).
    const ids = (f: typeof first.f) => f.agent.requests.map((r) => `${r.test.test_id}#${r.test.repeat}`);
    expect(ids(first.f).length + ids(second.f).length).toBe(8);
    expect(ids(first.f).filter((id) => ids(second.f).includes(id))).toEqual([]);
    expect(first.f.github.checks.runs).toEqual([]);
    expect(first.f.github.comments.comments).toEqual([]);
    expect(first.f.logger.lines.join('\n')).toMatch(/Shard 1\/2 finished: \d+ run\(s\); the aggregate job merges and publishes\./);
  });
});

describe('the aggregate job', () => {
  it('merges the shard files and publishes them as one run, calling no agent', async () => {
    const shards = [await shardJob(1), await shardJob(2)];
    const f = await aggregateJob(shards);

    f.step.merged = await readShards(f.step);
    const outcome = await onPullRequest(f.step);

    expect(f.step.merged.counts).toMatchObject({ planned: 8, passed: 8 });
    expect(f.agent.requests).toEqual([]);
    expect(f.github.checks.runs).toHaveLength(1);
    expect(f.github.checks.runs[0]).toMatchObject({ status: 'completed', head_sha: HEAD });
    expect(outcome.outputs).toMatchObject({ 'pass-rate': 1 });
    expect(f.logger.lines).toContain('Merged 2 shard results file(s): 8 run(s).');
  });

  it('says nothing was evaluated, never ✅, when the changes match no suite in any shard', async () => {
    const shards = [await shardJob(1, 2, ['README.md']), await shardJob(2, 2, ['README.md'])];
    const f = await aggregateJob(shards, ['README.md']);
    f.step.merged = await readShards(f.step);
    const outcome = await onPullRequest(f.step);

    expect(f.github.checks.runs.map((r) => [r.conclusion, r.title])).toEqual([['success', 'Nothing evaluated: no suite is affected']]);
    expect(outcome.outputs.verdict).toBe('skipped');
    expect(f.github.comments.on(PR)[0]?.body).toContain('- `README.md`');
  });

  it('refuses a set with a shard missing, naming what is missing', async () => {
    const f = await aggregateJob([await shardJob(1)]);
    const read = readShards(f.step);
    await expect(read).rejects.toThrow(ShardMergeError);
    await expect(read).rejects.toThrow(/shard/);
  });
});
