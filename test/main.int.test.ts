// The action's entry point: how it reports a step it cannot run, before any flow starts. The flows
// themselves are in test/action/.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './fakes/github-server.ts';
import { inRepo, makeWorkspace, pullRequestPayload, runAction, webhookExample, type Payload, type Workspace } from './action/helpers.ts';

// Nothing here reaches the agent: every step is refused before the first turn.
const TARGET = 'http://127.0.0.1:9/';

let fake: FakeGitHub;
let workspace: Workspace;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: { login: 'eval-bot', id: 9001, type: 'User' } });
  workspace = await makeWorkspace();
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  headSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'changed\n' }, parents: [mainSha], branch: 'feature' });
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close()]);
});

const inputs = (target: string, extra: Record<string, string> = {}) => ({ 'target-url': target, ...extra });

function pushPayload(sha: string): Payload {
  const payload = inRepo(webhookExample('push', null), fake);
  payload['ref'] = 'refs/heads/main';
  payload['after'] = sha;
  return payload;
}

describe('configuration', () => {
  it('tells a step with no inputs at all to add target-url under with:', async () => {
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: {},
      bare: true,
    });
    expect(run.failed).toMatch(/^Configuration error: The action received no inputs at all/);
    expect(run.stdout).toContain('target-url: https://pr-{pr}.preview.example.com');
    expect(run.failed).not.toMatch(/`github-token` is empty/);
    expect(fake.requests).toHaveLength(0); // nothing was published
  });

  it('names a bad pushgateway-url and the fix', async () => {
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload(mainSha),
      inputs: inputs(TARGET, { 'pushgateway-url': 'pushgateway:9091' }),
    });
    expect(run.failed).toMatch(/Input `pushgateway-url` is invalid \(got "pushgateway:9091"\): give the Pushgateway's base URL/);
  });

  it('names a bad input and the fix', async () => {
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload(mainSha),
      inputs: inputs(TARGET, { 'fail-on': 'sometimes' }),
    });
    expect(run.failed).toMatch(/Input `fail-on` is invalid .*give significant-regression, any-regression or never/);
  });

  it('lists the supported events for any other', async () => {
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'release',
      payload: inRepo(webhookExample('push', null), fake),
      inputs: inputs(TARGET),
    });
    expect(run.failed).toMatch(/"release" is not supported.*pull_request, issue_comment, push, schedule, workflow_dispatch/);
  });
});
