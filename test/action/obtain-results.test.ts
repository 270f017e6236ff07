// Obtaining a run's results with in-memory ports: the target URL filled in and checked, credentials
// kept out of what is written, carried suites and merged shards written as results.json, and the
// input mistakes named with their fix before any agent call.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/action/inputs.ts';
import { obtainResults } from '../../src/action/obtain-results.ts';
import { loadAll } from '../../src/action/step.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { resultsFixture } from '../github/helpers.ts';
import { flowStep, HEAD, suiteYaml } from './flow-step.ts';

const FILES = { 'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b'], repeats: 3 }) };
const VARS = { pr: 7, sha: HEAD, branch: 'feature' };

async function written(workspace: string) {
  return ResultsSchema.parse(JSON.parse(await readFile(join(workspace, 'agent-eval-report', 'results.json'), 'utf8')));
}

describe('obtainResults', () => {
  it('plays the suites against the target filled in for the event and writes results.json', async () => {
    const f = await flowStep({
      event: 'pull_request',
      files: FILES,
      inputs: { 'target-url': 'https://pr-{pr}.preview.example.com/{branch}' },
    });
    const results = await obtainResults(f.step, await loadAll(f.step), VARS, null, HEAD);

    expect(results.counts).toMatchObject({ planned: 6, passed: 6 });
    expect(results.run).toMatchObject({ commit: HEAD, target: 'https://pr-7.preview.example.com/feature', complete: true });
    expect(await written(f.workspace)).toEqual(results);
    expect(f.agent.requests).toHaveLength(6);
  });

  it('masks the credentials of the target URL from the log and keeps them out of the results', async () => {
    const f = await flowStep({ event: 'pull_request', files: FILES, inputs: { 'target-url': 'https://bot:hunter2@preview.example.com' } });
    const masked: string[] = [];
    f.step.maskSecret = (secret) => masked.push(secret);
    const results = await obtainResults(f.step, await loadAll(f.step), VARS, 1, HEAD);

    expect(masked).toContain('hunter2');
    expect(f.step.secrets).toContain('hunter2');
    expect(JSON.stringify(results)).not.toContain('hunter2');
    expect(await readFile(join(f.workspace, 'agent-eval-report', 'results.json'), 'utf8')).not.toContain('hunter2');
  });

  it('refuses an empty target-url with the fix, before any agent call', async () => {
    const f = await flowStep({ event: 'pull_request', files: FILES, inputs: { 'target-url': '' } });
    const run = obtainResults(f.step, await loadAll(f.step), VARS, null, HEAD);
    await expect(run).rejects.toThrow(ConfigurationError);
    await expect(run).rejects.toThrow(/Input `target-url` is empty: set it to your agent deployment/);
    expect(f.agent.requests).toHaveLength(0);
  });

  it('needs no agent when every suite is carried over, and writes the carried ones into results.json', async () => {
    const f = await flowStep({ event: 'push', files: FILES, inputs: { 'target-url': '' } });
    const earlier = await obtainResults(
      (await flowStep({ event: 'push', files: FILES })).step,
      await loadAll(f.step),
      { pr: null, sha: 'd'.repeat(40), branch: 'main' },
      null,
      'd'.repeat(40),
    );
    const carried = {
      suites: earlier.suites.map((s) => ({ ...s, carried_from: { commit: 'd'.repeat(40), run_id: earlier.run.id } })),
      order: ['routing'],
    };

    const results = await obtainResults(f.step, [], { pr: null, sha: HEAD, branch: 'main' }, null, HEAD, carried);

    expect(f.agent.requests).toHaveLength(0);
    expect(results.suites.map((s) => [s.suite_id, s.carried_from?.commit])).toEqual([['routing', 'd'.repeat(40)]]);
    expect((await written(f.workspace)).suites.map((s) => s.suite_id)).toEqual(['routing']);
  });

  it('hands back the merged shards of an aggregate job and writes them as results.json', async () => {
    const f = await flowStep({ event: 'pull_request', files: FILES });
    f.step.merged = { ...resultsFixture('merged', HEAD), warnings: ['shard 2 was slow'] };
    const results = await obtainResults(f.step, await loadAll(f.step), VARS, null, HEAD);

    expect(results.run.id).toBe('run-merged');
    expect(f.agent.requests).toHaveLength(0);
    expect((await written(f.workspace)).run.id).toBe('run-merged');
    expect(f.logger.lines).toContain('warning: shard 2 was slow');
  });

  it('refuses a judge base URL with a user name and password when the inputs are read, naming the input', async () => {
    const step = flowStep({
      event: 'pull_request',
      files: FILES,
      inputs: { 'judge-api-key': 'sk-test', 'judge-base-url': 'https://user:pw@judge.example.com/v1' },
    });
    await expect(step).rejects.toThrow(ConfigurationError);
    await expect(step).rejects.toThrow(/remove them from `judge-base-url`/);
  });
});
