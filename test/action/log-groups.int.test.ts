// The action's log as the runner reads it: the whole action (inputs from the environment, the
// reference agent on loopback, the fake GitHub API) writes `::group::` and `::endgroup::` lines
// that fold the setup, the run, each suite, the comparison and the publishing, none nested.
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, pullRequestPayload, runAction, webhookExample, type Workspace } from './helpers.ts';

let fake: FakeGitHub;
let workspace: Workspace;
let agent: ReferenceAgent;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: { login: 'eval-bot', id: 9001, type: 'User' } });
  workspace = await makeWorkspace();
  agent = await startReferenceAgent({});
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  const routing = await readFile(new URL('../fixtures/action/suites/routing.yaml', import.meta.url), 'utf8');
  headSha = fake.git.commit({
    files: { 'src/agent/flow.ts': 'changed\n', 'suites/routing.yaml': routing },
    parents: [mainSha],
    branch: 'feature',
  });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), agent.close()]);
});

/** The groups of a log in order; each must end before the next starts, and none is left open. */
function groups(stdout: string): string[] {
  const names: string[] = [];
  let open = false;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('::group::')) {
      expect(open, `"${line}" starts inside another group`).toBe(false);
      open = true;
      names.push(line.slice('::group::'.length));
    } else if (line === '::endgroup::') {
      expect(open, 'an ::endgroup:: without its ::group::').toBe(true);
      open = false;
    }
  }
  expect(open, 'a group is left open').toBe(false);
  return names;
}

const inputs = { repeats: '2', concurrency: '4' };

describe('the log of the action', () => {
  it('folds a push and a pull request into groups, each ended before the next', async () => {
    const push = inRepo(webhookExample('push', null), fake);
    push['ref'] = 'refs/heads/main';
    push['after'] = mainSha;
    const stored = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: push,
      inputs: { ...inputs, 'target-url': agent.url },
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(stored.failed).toBeNull();
    expect(groups(stored.stdout)).toEqual([
      `Setup: the suites the push of ${mainSha.slice(0, 12)} affects`,
      'Run: 2 suite(s)',
      expect.stringMatching(/^Suite docs_only: \d+ of \d+ run\(s\) passed$/),
      expect.stringMatching(/^Suite routing: \d+ of \d+ run\(s\) passed$/),
      'Publishing: reports',
      `Publishing: the baseline of ${mainSha.slice(0, 12)}`,
    ]);

    const opened = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: { ...inputs, 'target-url': agent.url },
    });
    expect(opened.failed).toBeNull();
    expect(groups(opened.stdout)).toEqual([
      'Setup: the suites pull request #7 affects',
      'Run: 1 suite(s)',
      expect.stringMatching(/^Suite routing: \d+ of \d+ run\(s\) passed$/),
      'Comparison',
      'Publishing: reports, check run and comment',
    ]);
    // What each group holds is logged inside it.
    const setup = opened.stdout.slice(opened.stdout.indexOf('::group::Setup'), opened.stdout.indexOf('::group::Run'));
    expect(setup).toContain('Selected suite routing: src/agent/flow.ts matches its affects globs');
    expect(setup).toContain('::endgroup::');
  });
});
