// The judge cache between jobs, as the runner runs the action: a push to main judges its transcripts
// and saves the verdicts to the Actions cache (a loopback stand-in of cache service v2, spoken to by
// @actions/cache itself); the pull request's job, on a fresh runner, restores them and asks the
// judge nothing for the same transcripts.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { startFakeActionsCache, type FakeActionsCache } from '../fakes/actions-cache-server.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { askedCriteria, startFakeOpenAi, verdict, type FakeOpenAiServer } from '../fakes/openai-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { inRepo, makeWorkspace, pullRequestPayload, runAction, webhookExample, type Workspace } from './helpers.ts';

const JUDGED = `version: v1
suite_id: judged
affects:
  - src/agent/**
tests:
  - test_id: greeting
    initial_node_id: start
    seed: 42
    turns:
      - turn_id: greet
        user_input: Hello
        expected:
          next_node_id: conv_1
          judge_criteria:
            criteria: [helpfulness]
`;

let fake: FakeGitHub;
let workspace: Workspace;
let agent: ReferenceAgent;
let judge: FakeOpenAiServer;
let cache: FakeActionsCache;
let mainSha: string;
let headSha: string;
let runnerTemp: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: { login: 'eval-bot', id: 9001, type: 'User' } });
  workspace = await makeWorkspace();
  agent = await startReferenceAgent({});
  judge = await startFakeOpenAi({ chat: (body) => verdict(Object.fromEntries(askedCriteria(body).map((c) => [c, 0.9]))) });
  cache = await startFakeActionsCache();
  runnerTemp = await tempDir('runner-temp');
  await mkdir(join(workspace.dir, 'suites'), { recursive: true });
  await writeFile(join(workspace.dir, 'suites', 'judged.yaml'), JUDGED);
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  headSha = fake.git.commit({
    files: { 'src/agent/flow.ts': 'changed\n', 'suites/judged.yaml': JUDGED },
    parents: [mainSha],
    branch: 'feature',
  });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), agent.close(), judge.close(), cache.close()]);
});

const inputs = (extra: Record<string, string> = {}) => ({
  'target-url': agent.url,
  suites: 'suites/judged.yaml',
  repeats: '2',
  'judge-api-key': 'sk-judge-test',
  'judge-base-url': judge.baseURL,
  'judge-model': 'judge-model',
  ...extra,
});

/** A job on a fresh runner: its own run id, and RUNNER_TEMP emptied (a runner's is the same path every job). */
async function job(
  runId: string,
  event: 'push' | 'pull_request',
  extra: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
) {
  await rm(runnerTemp, { recursive: true, force: true });
  await mkdir(runnerTemp);
  const push = () => {
    const payload = inRepo(webhookExample('push', null), fake);
    payload['ref'] = 'refs/heads/main';
    payload['after'] = mainSha;
    return payload;
  };
  return runAction({
    fake,
    workspace: workspace.dir,
    event,
    payload: event === 'push' ? push() : pullRequestPayload(fake, 'opened', { number: 7, headSha }),
    inputs: inputs(extra.inputs),
    env: {
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'agent-eval',
      RUNNER_TEMP: runnerTemp,
      ...(event === 'push' ? { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' } : {}),
      ...cache.env,
      ...extra.env,
    },
  });
}

describe('judge verdicts kept in the Actions cache', () => {
  it('a push saves them; the pull request on a fresh runner restores them and asks the judge nothing', async () => {
    const pushed = await job('101', 'push');
    expect(pushed.failed).toBeNull();
    const asked = judge.chatRequests().length;
    expect(asked).toBeGreaterThan(0);
    expect(cache.keys()).toEqual(['agent-eval-judge-101-1-agent-eval']);
    expect(pushed.stdout).toContain('Saved 1 judge verdict(s) to the Actions cache as agent-eval-judge-101-1-agent-eval.');

    const pr = await job('102', 'pull_request');
    expect(pr.failed).toBeNull();
    expect(judge.chatRequests().length).toBe(asked); // zero judge calls
    expect(pr.stdout).toContain('Restored 1 judge verdict(s) from the Actions cache (agent-eval-judge-101-1-agent-eval).');
    // Nothing new to keep: no second entry.
    expect(cache.keys()).toEqual(['agent-eval-judge-101-1-agent-eval']);
    // The verdicts never go into the report folder that is uploaded as an artifact.
    expect(pr.stdout).not.toMatch(/agent-eval-report[/\\]judge-cache/);
  });

  it('judge-cache: false neither restores nor saves, and every run asks the judge', async () => {
    await job('201', 'push', { inputs: { 'judge-cache': 'false' } });
    const asked = judge.chatRequests().length;
    await job('202', 'push', { inputs: { 'judge-cache': 'false' } });
    expect(judge.chatRequests().length).toBe(2 * asked);
    expect(cache.calls()).toEqual([]);
  });

  it('a cache service that refuses every call costs a warning, not the run', async () => {
    cache.failWith(403);
    const run = await job('401', 'push');
    expect(run.failed).toBeNull();
    expect(judge.chatRequests().length).toBeGreaterThan(0);
    expect(cache.calls()).toEqual(['GetCacheEntryDownloadURL', 'CreateCacheEntry']);
    expect(run.stdout).toMatch(/::warning::Failed to restore: .*403/);
    expect(run.stdout).toContain('No judge verdicts were restored from the Actions cache');
    expect(run.stdout).toContain('The judge verdicts were not saved to the Actions cache');
  });

  it('without a cache service says so once and runs as usual', async () => {
    const run = await job('301', 'push', {
      env: { ACTIONS_CACHE_SERVICE_V2: '', ACTIONS_RESULTS_URL: '', ACTIONS_CACHE_URL: '' },
    });
    expect(run.failed).toBeNull();
    expect(run.stdout.match(/no Actions cache service/g)).toHaveLength(1);
    expect(cache.calls()).toEqual([]);
  });
});
