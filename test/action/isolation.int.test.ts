// The `dry-run` and `memory-pipeline` inputs reach the agent: the action runs in-process against a
// fake agent that records each turn's context.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, runAction, webhookExample, type Workspace } from './helpers.ts';

let fake: FakeGitHub;
let agent: FakeAgent;
let workspace: Workspace;

beforeEach(async () => {
  fake = await startFakeGitHub();
  agent = await startFakeAgent();
  workspace = await makeWorkspace();
});

afterEach(async () => {
  await Promise.all([fake.close(), agent.close(), workspace.close()]);
});

/** `command: run` on a push: runs every suite once and stores nothing. */
function runSuites(inputs: Record<string, string>) {
  const payload = inRepo(webhookExample('push', null), fake);
  payload['ref'] = 'refs/heads/feature';
  return runAction({
    fake,
    workspace: workspace.dir,
    event: 'push',
    payload,
    inputs: { 'target-url': agent.url, command: 'run', repeats: '1', ...inputs },
    env: { GITHUB_SHA: 'a'.repeat(40), GITHUB_REF: 'refs/heads/feature' },
  });
}

const contexts = () => agent.requests.map((r) => r.body['context'] as { dry_run: boolean; memory_pipeline: unknown });

describe('the dry-run and memory-pipeline inputs', () => {
  it('send context.dry_run and context.memory_pipeline with every turn', async () => {
    await runSuites({ 'dry-run': 'true', 'memory-pipeline': 'facts' });
    expect(contexts().length).toBeGreaterThan(0);
    for (const context of contexts()) {
      expect(context.dry_run).toBe(true);
      expect(context.memory_pipeline).toEqual({ enabled: true, stages: ['facts'] });
    }
  });

  it('default to a committing run with every memory stage', async () => {
    await runSuites({});
    expect(contexts().length).toBeGreaterThan(0);
    for (const context of contexts()) {
      expect(context.dry_run).toBe(false);
      expect(context.memory_pipeline).toEqual({ enabled: true, stages: ['facts', 'summarize', 'resummarize'] });
    }
  });

  it('name a bad memory-pipeline value and the accepted forms, before any agent call', async () => {
    const run = await runSuites({ 'memory-pipeline': 'everything' });
    expect(run.failed).toMatch(/`memory-pipeline` is invalid \(got "everything"\): give off, or stages from facts, summarize, resummarize/);
    expect(agent.requests).toEqual([]);
  });
});
