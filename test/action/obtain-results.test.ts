// Obtaining a run's results with in-memory ports: the target URL filled in and checked, credentials
// kept out of what is written, carried suites and merged shards written as results.json, and the
// input mistakes named with their fix before any agent call.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/action/inputs.ts';
import { obtainResults, obtainWithFreshBase } from '../../src/action/obtain-results.ts';
import { loadAll } from '../../src/action/step.ts';
import { TargetError } from '../../src/action/target.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { resultsFixture } from '../github/helpers.ts';
import { BASE, flowStep, HEAD, suiteYaml, type FlowStep } from './flow-step.ts';

const FILES = { 'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b'], repeats: 3 }) };
const VARS = { pr: 7, sha: HEAD, branch: 'feature' };

/**
 * The scripted agent, dialling as a transport does: each turn first looks the target's host up
 * through the client's `lookup` (where the action's address guard sits), and is sent only if that
 * answers. `names`: what the resolver answers for each host.
 */
function dialling(f: FlowStep, names: Record<string, string>): string[] {
  const dialled: string[] = [];
  f.step.resolveHost = async (host) => [{ address: names[host] ?? '203.0.113.1', family: 4 }];
  f.step.evaluatePorts = {
    ...f.step.evaluatePorts,
    createAgentClient: (options) => {
      const client = f.agent.create(options);
      const host = new URL(options.target).hostname;
      return {
        ...client,
        conversation: (id) => {
          const conversation = client.conversation(id);
          return {
            ...conversation,
            execute: async (request, signal) => {
              const address = await new Promise<string>((resolve, reject) => {
                options.lookup!(host, {}, (error, answer) => (error === null ? resolve(String(answer)) : reject(error)));
              });
              dialled.push(`${host} ${address}`);
              return conversation.execute(request, signal);
            },
          };
        },
      };
    },
  };
  return dialled;
}

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

  it('restores the kept cache before the run when only a simulator key is set: the simulated users replies live there', async () => {
    const f = await flowStep({ event: 'pull_request', files: FILES, inputs: { 'simulator-api-key': 'sk-sim-only' } });
    const asked: string[] = [];
    f.step.judgeCacheService = {
      available: async () => true,
      restore: async (_dir, key) => {
        asked.push(key);
        return null;
      },
      save: async () => false,
    };
    await obtainResults(f.step, await loadAll(f.step), VARS, null, HEAD);
    expect(asked).toHaveLength(1);
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

  it('refuses a target-url at a cloud metadata address before any agent call, with the fix', async () => {
    const f = await flowStep({ event: 'pull_request', files: FILES, inputs: { 'target-url': 'http://169.254.169.254/latest' } });
    const run = obtainResults(f.step, await loadAll(f.step), VARS, null, HEAD);
    await expect(run).rejects.toThrow(TargetError);
    await expect(run).rejects.toThrow(
      'Refusing to call the agent at 169.254.169.254: it is a cloud metadata address. Fix target-url, or list 169.254.169.254 in allowed-target-hosts if your agent really is there.',
    );
    expect(f.agent.requests).toHaveLength(0);
  });

  it('calls the agent at the address its name resolves to when that address is an ordinary one', async () => {
    const f = await flowStep({ event: 'pull_request', files: FILES, inputs: { 'target-url': 'https://pr-{pr}.preview.example.com' } });
    const dialled = dialling(f, { 'pr-7.preview.example.com': '203.0.113.7' });
    const results = await obtainResults(f.step, await loadAll(f.step), VARS, null, HEAD);

    expect(results.counts).toMatchObject({ planned: 6, passed: 6 });
    expect(dialled).toEqual(Array(6).fill('pr-7.preview.example.com 203.0.113.7'));
  });

  it('stops the run at the first connection whose name resolves to a metadata address, and fails with the fix', async () => {
    const f = await flowStep({
      event: 'pull_request',
      files: FILES,
      inputs: {
        'target-url': 'https://pr-{pr}.preview.example.com',
        'agent-token': 'sekret',
        'allowed-target-hosts': '*.preview.example.com',
      },
    });
    // The name passes every check made before the run; it is its address, as the socket connects, that is refused.
    const dialled = dialling(f, { 'pr-7.preview.example.com': '169.254.169.254' });
    const run = obtainResults(f.step, await loadAll(f.step), VARS, null, HEAD);

    await expect(run).rejects.toThrow(TargetError);
    await expect(run).rejects.toThrow(
      'Refusing to call the agent at pr-7.preview.example.com: it resolved to 169.254.169.254, a cloud metadata address. Fix target-url, or list 169.254.169.254 in allowed-target-hosts if your agent really is there.',
    );
    expect(dialled).toEqual([]);
    expect(f.agent.requests).toHaveLength(0);
    // What was written says the run did not finish.
    expect((await written(f.workspace)).run.complete).toBe(false);
  });

  it('calls the base deployment under the same guard, naming baseline-target-url in the fix', async () => {
    const f = await flowStep({
      event: 'pull_request',
      files: FILES,
      inputs: { 'target-url': 'https://pr-{pr}.preview.example.com', 'baseline-target-url': 'https://main.preview.example.com' },
    });
    dialling(f, { 'main.preview.example.com': 'fe80::1' });
    const run = obtainWithFreshBase(f.step, await loadAll(f.step), VARS, 1, HEAD, {
      vars: { pr: 7, sha: BASE, branch: 'main' },
      commit: BASE,
    });

    await expect(run).rejects.toThrow(
      /^Refusing to call the agent at main\.preview\.example\.com: it resolved to fe80::1, a link-local address .*Fix baseline-target-url,/,
    );
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
