// The action with credentials written into target-url and pushgateway-url: the runner is told to
// mask them, and no comment, check run, job summary, output, report file, stored baseline or log
// line carries them. The Pushgateway push is grouped by repository and pull request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, pullRequestPayload, runAction, webhookExample, type ActionRun, type Workspace } from './helpers.ts';

const PASS = 'Pa55-agent-a1b2c3';
const KEY = 'qkey-5e6f7a8b9c';
const PG_PASS = 'Pa55-gateway-d4e5f6';
const SECRETS = [PASS, KEY, PG_PASS];

let fake: FakeGitHub;
let workspace: Workspace;
let agent: ReferenceAgent;
let gateway: Server;
let pushes: { url: string; authorization: string | undefined }[];
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: { login: 'eval-bot', id: 9001, type: 'User' } });
  workspace = await makeWorkspace();
  agent = await startReferenceAgent({});
  pushes = [];
  gateway = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      pushes.push({ url: req.url ?? '', authorization: req.headers.authorization });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const dir = new URL('../fixtures/action/suites/', import.meta.url);
  const suites = {
    'suites/routing.yaml': await readFile(new URL('routing.yaml', dir), 'utf8'),
    'suites/docs.yaml': await readFile(new URL('docs.yaml', dir), 'utf8'),
  };
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n', ...suites }, branch: 'main' });
  headSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'changed\n', ...suites }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), agent.close(), new Promise((resolve) => gateway.close(resolve))]);
});

function pushPayload(sha: string) {
  const payload = inRepo(webhookExample('push', null), fake);
  payload['ref'] = 'refs/heads/main';
  payload['after'] = sha;
  return payload;
}

/** The log as the runner would show it: the ::add-mask:: commands are consumed by the runner, never shown. */
const shownLog = (run: ActionRun) =>
  run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');

async function reportFiles(): Promise<{ path: string; text: string }[]> {
  const dir = join(workspace.dir, 'agent-eval-report');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => ({ path: join(e.parentPath, e.name), text: await readFile(join(e.parentPath, e.name), 'utf8') })),
  );
}

function expectNoSecret(where: string, text: string): void {
  for (const secret of SECRETS) expect(text.includes(secret), `${where} contains ${secret}`).toBe(false);
}

describe('credentials in action URLs', () => {
  it('are masked, sent as Basic auth to the Pushgateway, and published nowhere', async () => {
    const target = `http://eval-user:${PASS}@127.0.0.1:${new URL(agent.url).port}/?api_key=${KEY}`;
    const inputs = {
      'target-url': target,
      'pushgateway-url': `http://ci:${PG_PASS}@127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      repeats: '2',
    };
    const push = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload(mainSha),
      inputs,
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(push.failed).toBeNull();
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs,
    });
    expect(pr.failed).toBeNull();

    // The runner was told to mask each secret before anything could print it.
    for (const secret of SECRETS) expect(push.stdout).toContain(`::add-mask::${secret}`);

    const shown = `http://***@127.0.0.1:${new URL(agent.url).port}/?api_key=***`;
    const comment = fake.comments.find((c) => c.user.login === 'eval-bot')!;
    expect(comment.body).toContain(shown);
    for (const run of [push, pr]) {
      expectNoSecret('the log', shownLog(run));
      expectNoSecret('the job summary', run.summary);
      expectNoSecret('the outputs', JSON.stringify(run.outputs));
    }
    expect(shownLog(pr)).toContain(`against ${shown}`);
    expectNoSecret('the comment', comment.body);
    for (const check of fake.checkRuns) expectNoSecret(`check run ${check.name}`, JSON.stringify(check));
    expectNoSecret('a request to GitHub', JSON.stringify(fake.requests));
    expectNoSecret('the stored baseline', fake.git.readFile('agent-eval-baselines', `baselines/${mainSha}.json`)!);
    for (const file of await reportFiles()) expectNoSecret(file.path, file.text);

    // Each push in a group of its own: the push to main by branch, the pull request by number.
    const repository = `repository@base64/${Buffer.from(`${fake.owner}/${fake.repo}`).toString('base64url')}`;
    expect(pushes.map((p) => p.url)).toEqual([
      `/metrics/job/agent-eval/${repository}/branch/main`,
      `/metrics/job/agent-eval/${repository}/pr/7`,
    ]);
    expect(pushes.every((p) => p.authorization === `Basic ${Buffer.from(`ci:${PG_PASS}`).toString('base64')}`)).toBe(true);
  });

  it('refuses a target-url with a password together with agent-token, without the password', async () => {
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload(mainSha),
      inputs: { 'target-url': `http://eval-user:${PASS}@127.0.0.1:9/`, 'agent-token': 'tok-0123456789' },
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(run.failed).toMatch(/`target-url` \(http:\/\/\*\*\*@127\.0\.0\.1:9\/\) carries a user name and password.*give only one/);
    expectNoSecret('the log', shownLog(run));
    expectNoSecret('a request to GitHub', JSON.stringify(fake.requests));
  });
});
