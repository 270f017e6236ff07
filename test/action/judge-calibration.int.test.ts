// The action with judge-labels, through its entry against a loopback GitHub, the reference agent and
// a loopback judge: the judge is calibrated before the runs, agrees with the humans on `helpful` and
// not on `tone`, and only `helpful` failures fail the check. The comment names each criterion's
// agreement and interval, and lists the `tone` failures apart from what broke.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { startFakeOpenAi, type FakeOpenAiServer } from '../fakes/openai-server.ts';
import { judgeOfLabels, labelsText, suiteText } from '../helpers/calibration.ts';
import { inRepo, makeWorkspace, pullRequestPayload, runAction, webhookExample, type Workspace } from './helpers.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;
/** What the judge gives the agent's replies now: the push passes both criteria, each pull request fails some. */
let replies: Record<string, number> = {};

let fake: FakeGitHub;
let workspace: Workspace;
let agent: ReferenceAgent;
let judge: FakeOpenAiServer;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  replies = { helpful: 0.9, tone: 0.9 };
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  agent = await startReferenceAgent({});
  judge = await startFakeOpenAi({ chat: judgeOfLabels(() => replies) });
  const files = { 'suites/judged.yaml': suiteText(), 'judge/labels.yaml': labelsText() };
  await mkdir(join(workspace.dir, 'judge'), { recursive: true });
  for (const [path, text] of Object.entries(files)) await writeFile(join(workspace.dir, path), text);
  mainSha = fake.git.commit({ files, branch: 'main' });
  headSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'changed\n' }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), agent.close(), judge.close()]);
});

const inputs = {
  suites: 'suites/judged.yaml',
  repeats: '6',
  'min-effect': '0.2',
  'judge-labels': 'judge/labels.yaml',
  'judge-calibration': 'judge/calibration.json',
  'judge-cache': 'false',
};
const withJudge = () => ({ ...inputs, 'target-url': agent.url, 'judge-base-url': judge.baseURL });
const env = { OPENAI_API_KEY: 'sk-calibration' };

async function storeBaseline(): Promise<void> {
  const payload = inRepo(webhookExample('push', null), fake);
  payload['ref'] = 'refs/heads/main';
  payload['after'] = mainSha;
  const push = await runAction({
    fake,
    workspace: workspace.dir,
    event: 'push',
    payload,
    inputs: withJudge(),
    env: { ...env, GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
  });
  expect(push.failed, push.stdout).toBeNull();
}

const pullRequest = () =>
  runAction({
    fake,
    workspace: workspace.dir,
    event: 'pull_request',
    payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
    inputs: withJudge(),
    env,
  });

const comment = () => fake.comments.filter((c) => c.user.id === BOT.id).at(-1)?.body ?? '';

describe('the action with judge-labels', () => {
  it('fails the check on the calibrated criterion, and names each criterion with its agreement and interval', async () => {
    await storeBaseline();
    replies = { helpful: 0.1, tone: 0.1 };
    const pr = await pullRequest();

    expect(pr.failed).toMatch(/judged/);
    expect(pr.outputs['verdict']).toBe('fail');
    expect(pr.stdout).toContain('::group::Judge calibration');
    expect(pr.stdout).toContain('Judge calibration: 24 of 24 questions asked');
    const body = comment();
    expect(body).toMatch(/- `helpful` κ 1\.00 \\\[1\.00, 1\.00\\\], balanced accuracy 1\.00 \\\[0\.\d\d, 1\.00\\\] \(n = 24\), gates/);
    expect(body).toMatch(
      /- `tone` κ -1\.00 \\\[-1\.00, -1\.00\\\], balanced accuracy 0\.00 .*below the agreement threshold \(κ lower bound -1\.00 &lt; 0\.6\): reported, never fails the check/,
    );
    // The tone failures are listed apart, never among what broke.
    expect(body).toContain('Judge checks that did not gate (6 failures, reported, never fails the check)');
    expect(body).toMatch(/\*\*judged\*\* › `tone_check`: 6 runs, first at turn tone/);
    expect(body).toMatch(/broken test.*helpful_check|helpful_check.*broken/s);
    expect(body.slice(0, body.indexOf('Judge checks that did not gate'))).not.toContain('tone_check`: 6/6 → 0/6');
    const check = fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval');
    expect(check?.conclusion).toBe('failure');
    expect(check?.output?.text ?? '').toContain('`helpful` κ 1.00');
  });

  it('does not fail the check when only the criterion below the agreement threshold fails', async () => {
    await storeBaseline();
    replies = { helpful: 0.9, tone: 0.1 };
    const pr = await pullRequest();
    expect(pr.failed).toBeNull();
    expect(pr.outputs['verdict']).not.toBe('fail');
    expect(comment()).toContain('Judge checks that did not gate (6 failures, reported, never fails the check)');
  });
});
