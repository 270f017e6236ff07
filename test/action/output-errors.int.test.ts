// The action with a report-dir it cannot write: the step fails as a configuration error that names
// the path and the cause, before the agent is called.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, runAction, webhookExample, type Workspace } from './helpers.ts';

let fake: FakeGitHub;
let workspace: Workspace;
let agent: FakeAgent;
beforeEach(async () => {
  fake = await startFakeGitHub();
  workspace = await makeWorkspace();
  agent = await startFakeAgent();
});
afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), agent.close()]);
});

describe('report-dir that cannot be written', () => {
  it('fails the step with the path and the cause, and never calls the agent', async () => {
    const sha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
    const payload = inRepo(webhookExample('push', null), fake);
    payload['ref'] = 'refs/heads/main';
    payload['after'] = sha;
    await writeFile(join(workspace.dir, 'blocker'), 'not a folder');
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload,
      inputs: { 'target-url': agent.url, 'report-dir': 'blocker/report' },
      env: { GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(run.failed).toBe(
      `Configuration error: cannot write ${join(workspace.dir, 'blocker', 'report')}: ${join(workspace.dir, 'blocker')} is a regular file, not a folder (ENOTDIR); move that file away, or write to another folder`,
    );
    expect(agent.requests).toHaveLength(0);
  });
});
