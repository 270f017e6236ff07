// The pull request flow with a fresh baseline (`baseline-target-url`) and without any baseline, run
// in-process the way the runner runs the bundle: the GitHub REST fake and two reference agents on
// loopback (a good base deployment and a misrouting pull request deployment).
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { makeWorkspace, pullRequestPayload, runAction, type Workspace } from './helpers.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;

let fake: FakeGitHub;
let workspace: Workspace;
let good: ReferenceAgent;
let misrouting: ReferenceAgent;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  good = await startReferenceAgent({});
  misrouting = await startReferenceAgent({ misroute: { opt_2: 'billing' } });
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  const dir = new URL('../fixtures/action/suites/', import.meta.url);
  const suites = {
    'suites/routing.yaml': await readFile(new URL('routing.yaml', dir), 'utf8'),
    'suites/docs.yaml': await readFile(new URL('docs.yaml', dir), 'utf8'),
  };
  headSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'changed\n', ...suites }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), good.close(), misrouting.close()]);
});

/** A first pull request: nothing was ever pushed to main through the action, so no baseline is stored. */
function openPullRequest(inputs: Record<string, string>) {
  const payload = pullRequestPayload(fake, 'opened', { number: 7, headSha });
  payload['pull_request'].base.sha = mainSha;
  return runAction({
    fake,
    workspace: workspace.dir,
    event: 'pull_request',
    payload,
    inputs: { 'target-url': misrouting.url, repeats: '6', concurrency: '4', ...inputs },
  });
}

const comment = () => fake.comments.filter((c) => c.user.id === BOT.id).at(-1)?.body ?? '';
const reportDir = () => join(workspace.dir, 'agent-eval-report');

describe('pull_request with baseline-target-url', () => {
  it('plays the base deployment in the same job and fails the check on the regression, with no stored baseline', async () => {
    const pr = await openPullRequest({ 'baseline-target-url': good.url });

    expect(pr.failed).toMatch(/Significant regression in routing/);
    expect(pr.outputs['verdict']).toBe('fail');
    expect(pr.outputs['baseline-pass-rate']).toBe('1');
    expect(pr.stdout).toContain('Fresh baseline: the suites also run against the base');
    expect(fake.git.ref('heads/agent-eval-baselines')).toBeUndefined();
    const comparison = JSON.parse(readFileSync(join(reportDir(), 'comparison.json'), 'utf8'));
    expect(comparison.baseline).toEqual({ source: 'fresh', commit: mainSha, distance: null });
    // The comment says which baseline it compared with.
    expect(comment()).toContain(`base \`${mainSha.slice(0, 7)}\` (run fresh against the base deployment in this job)`);
    expect(comment()).not.toContain('No baseline');

    const base = ResultsSchema.parse(JSON.parse(readFileSync(join(reportDir(), 'results-base.json'), 'utf8')));
    const head = ResultsSchema.parse(JSON.parse(readFileSync(join(reportDir(), 'results.json'), 'utf8')));
    expect(base.run).toMatchObject({ commit: mainSha, target: good.url, repeats: 6 });
    expect(base.counts.passed).toBe(base.counts.planned);
    expect(head.run.commit).toBe(headSha);
    expect(head.counts.planned).toBe(base.counts.planned);
    expect(fake.checkRuns.find((c) => c.head_sha === headSha)?.conclusion).toBe('failure');
  });

  it('fails the check on simulated tests when the PR misroutes one option, naming the test and the endings', async () => {
    // The first test of the demo's simulated suite; the PR deployment sends "book a technician" to the end of the flow.
    const demo = await readFile(new URL('../../suites/demo-simulated.yaml', import.meta.url), 'utf8');
    const simulated = demo.slice(0, demo.indexOf('\n  - test_id: refund_with_order_number'));
    await writeFile(join(workspace.dir, 'suites', 'simulated.yaml'), simulated);
    headSha = fake.git.commit({ files: { 'suites/simulated.yaml': simulated }, parents: [headSha], branch: 'feature' });
    fake.setPullFiles(7, [{ filename: 'suites/simulated.yaml', status: 'added' }]);
    const booking = await startReferenceAgent({ misroute: { 'conv_2/opt_2': 'end' } });
    try {
      const pr = await openPullRequest({ 'target-url': booking.url, 'baseline-target-url': good.url, suites: 'suites/simulated.yaml' });
      expect(pr.failed).toMatch(/Significant regression in demo_simulated/);
      expect(pr.outputs['verdict']).toBe('fail');
      const body = comment();
      expect(body).toContain('`technician_for_broken_internet`');
      expect(body).toContain('| goal_reached ×6 | user_ended ×6 | 4 (n = 6) → not reached |');
      expect(fake.checkRuns.find((c) => c.head_sha === headSha)?.conclusion).toBe('failure');
    } finally {
      await booking.close();
    }
  });

  it('sends the agent token to the base deployment only when allowed-target-hosts lets it', async () => {
    const pr = await openPullRequest({
      'baseline-target-url': good.url.replace('127.0.0.1', 'localhost'),
      'agent-token': 'agent-secret',
      'allowed-target-hosts': '127.0.0.1',
    });
    expect(pr.failed).toMatch(/Refusing to send the agent token to localhost:\d+: .*fix baseline-target-url/);
    expect(existsSync(join(reportDir(), 'results.json'))).toBe(false);
  });

  it('refuses repeats: auto with a fresh baseline and says what to give instead', async () => {
    const pr = await openPullRequest({ 'baseline-target-url': good.url, repeats: 'auto' });
    expect(pr.failed).toMatch(/`repeats: auto` cannot be combined with `baseline-target-url` .*give a fixed number of repeats/);
  });
});

describe('pull_request without any baseline', () => {
  it('names the failing tests, turn and reason, says how many runs passed (never "passed" alone) and how to get a baseline', async () => {
    const pr = await openPullRequest({});

    expect(pr.outputs['verdict']).not.toBe('fail');
    const body = comment();
    expect(body).toMatch(/\| routing \| [^|]+ \| —\s→\s/);
    expect(body).toMatch(/^### ❌ \d+ failing tests?$/m);
    expect(body).toMatch(/- \*\*routing\*\* › `[a-z_]+`: 0\/6 passed · turn `[^`]+` · `NODE_MISMATCH` · \S/);
    expect(body).toContain('a push to the default branch stores one');
    expect(body).toContain('set `baseline-target-url`');
  });
});
