// examples/a2a-agent through the action, run in process as the runner runs it (the GitHub API at a
// loopback fake): a push stores the example's baseline, a pull request against the same agent passes,
// and one against the agent with EXAMPLE_FAULT=misroute fails the check, naming the test, the turn and the code.
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, pullRequestPayload, runAction, webhookExample, type Workspace } from '../action/helpers.ts';
import { ROOT } from '../helpers/cli.ts';
import { startExample } from './start-example.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;
const SUITE = 'examples/a2a-agent/suite.yaml';

let fake: FakeGitHub;
let workspace: Workspace;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  await cp(join(ROOT, SUITE), join(workspace.dir, SUITE));
  const agent = 'examples/a2a-agent/agent.mjs';
  mainSha = fake.git.commit({ files: { [agent]: 'v1\n' }, branch: 'main' });
  headSha = fake.git.commit({ files: { [agent]: 'v2\n' }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: agent, status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close()]);
});

// 16 runs per test: enough for a test that goes from always passing to always failing to be significant.
const inputs = (target: string) => ({ 'target-url': target, protocol: 'a2a', suites: SUITE, repeats: '16', concurrency: '4' });

describe('examples/a2a-agent through the action', () => {
  it('stores a baseline on push, passes a pull request against the same agent, and fails one against a misrouting agent', async () => {
    const healthy = await startExample('a2a-agent/agent.mjs');
    const push = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: Object.assign(inRepo(webhookExample('push', null), fake), { ref: 'refs/heads/main', after: mainSha }),
      inputs: inputs(healthy),
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(push.failed, push.stdout).toBeNull();
    expect(push.outputs['pass-rate']).toBe('1');

    const pullRequest = (target: string) =>
      runAction({
        fake,
        workspace: workspace.dir,
        event: 'pull_request',
        payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
        inputs: inputs(target),
      });
    const same = await pullRequest(healthy);
    expect(same.failed, same.stdout).toBeNull();
    expect(same.outputs['verdict']).toBe('pass');
    expect(same.outputs['pass-rate']).toBe('1');

    const broken = await pullRequest(await startExample('a2a-agent/agent.mjs', { EXAMPLE_FAULT: 'misroute' }));
    expect(broken.outputs['verdict']).toBe('fail');
    expect(broken.failed).not.toBeNull();
    const check = fake.checkRuns.filter((c) => c.head_sha === headSha && c.name === 'agent-eval').at(-1)!;
    expect(check.conclusion).toBe('failure');
    expect(check.output.summary).toContain(
      '`router_ticket`: passed 16/16 → 0/16 · turn `broken` · `NODE_MISMATCH` · expected next node "troubleshoot", got "billing"',
    );
    expect(check.output.summary).not.toContain('billing_question');
  });
});
