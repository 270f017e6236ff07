// How the action publishes to a pull request when GitHub or the workflow gets in the way: the check
// run always ends, a stale run leaves the comment to the newer one, and replies escape PR text.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stickyMarker } from '../../src/github/sticky-comment.ts';
import { parseEvalCommand } from '../../src/github/commands.ts';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { startFakeGitHub, type FakeGitHub, type FakeUser } from '../fakes/github-server.ts';
import { commentPayload, makeWorkspace, pullRequestPayload, runAction, type Workspace } from './helpers.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;
const MAINTAINER: FakeUser = { login: 'maintainer', id: 502, type: 'User' };
const HOSTILE_ID = '@octocat <img src=x onerror=alert(1)>';
const marker = stickyMarker('agent-eval');

let fake: FakeGitHub;
let workspace: Workspace;
let healthy: ReferenceAgent;
let mainSha: string;
let headSha: string;
let suites: Record<string, string>;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  healthy = await startReferenceAgent({});
  const dir = new URL('../fixtures/action/suites/', import.meta.url);
  suites = {
    'suites/routing.yaml': await readFile(new URL('routing.yaml', dir), 'utf8'),
    'suites/docs.yaml': await readFile(new URL('docs.yaml', dir), 'utf8'),
  };
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  headSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'changed\n', ...suites }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
  fake.setPull({ number: 7, head_sha: headSha });
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), healthy.close()]);
});

const inputs = (extra: Record<string, string> = {}) => ({ 'target-url': healthy.url, repeats: '2', concurrency: '4', ...extra });
const openPr = (extra: Record<string, string> = {}) =>
  runAction({
    fake,
    workspace: workspace.dir,
    event: 'pull_request',
    payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
    inputs: inputs(extra),
  });
const botComments = () => fake.comments.filter((c) => c.user.id === BOT.id);
const checkOf = (sha: string) => fake.checkRuns.find((c) => c.head_sha === sha && c.name === 'agent-eval');

describe('the check run always ends', () => {
  it('completes the check with the verdict when the token cannot write comments, and fails the step with the fix', async () => {
    fake.failNext({ kind: 'forbidden', method: 'POST', path: /\/issues\/7\/comments$/, times: Infinity });
    const pr = await openPr();

    const check = checkOf(headSha)!;
    expect(check.status).toBe('completed');
    expect(check.output.title).toMatch(/^No baseline|^No significant regression|^Inconclusive/);
    expect(check.output.summary).toContain('add `permissions: pull-requests: write` to the job');
    expect(pr.failed).toMatch(
      /The PR comment could not be written: the workflow's token cannot write pull request comments \(GitHub answered 403: Resource not accessible by integration\): add `permissions: pull-requests: write` to the job/,
    );
    expect(pr.outputs['check-run-url']).toBe(`https://github.com/${fake.owner}/${fake.repo}/runs/${check.id}`);
    expect(pr.summary).not.toBe(''); // the job summary still has the report
    expect(botComments()).toHaveLength(0);
  });

  it('says the token is invalid or revoked, and which input to fix, when GitHub answers 401 from the start', async () => {
    fake.failNext({ kind: 'unauthorized', times: Infinity });
    const pr = await openPr();

    expect(pr.failed).toMatch(
      /^Configuration error: .*Bad credentials: GitHub refused the token as invalid, expired or revoked \(401\)\. Give the `github-token` input a valid token/,
    );
  });

  it('keeps the verdict in the outputs and the job summary when the token is revoked mid-run (401 to the check run and the comment)', async () => {
    fake.failNext({ kind: 'unauthorized', method: 'PATCH', path: /\/check-runs\/\d+$/, times: Infinity });
    fake.failNext({ kind: 'unauthorized', method: 'POST', path: /\/issues\/7\/comments$/, times: Infinity });
    const pr = await openPr();

    expect(pr.outputs['verdict']).toMatch(/^(pass|inconclusive)$/);
    expect(pr.outputs['pass-rate']).toBe('1');
    expect(pr.summary).toMatch(/^## /m);
    expect(pr.failed).toContain('Could not complete the check run: GitHub answered 401: Bad credentials: GitHub refused the token');
    expect(pr.failed).toContain('Give the `github-token` input a valid token');
    expect(botComments()).toHaveLength(0);
  });

  it('completes the check with the verdict when GitHub answers 422 to the comment', async () => {
    fake.failNext({ kind: 'unprocessable', method: 'POST', path: /\/issues\/7\/comments$/, times: Infinity });
    const pr = await openPr();
    const check = checkOf(headSha)!;
    expect(check.status).toBe('completed');
    expect(['success', 'neutral', 'failure']).toContain(check.conclusion);
    expect(check.output.summary).toContain('GitHub answered 422: Validation Failed');
    expect(pr.failed).toMatch(/The PR comment could not be written: GitHub answered 422/);
  });

  it('completes the check with the verdict when writing the reports fails after the evaluation', async () => {
    // A folder where report.html must go: the evaluation finishes, writing the reports does not.
    await mkdir(join(workspace.dir, 'agent-eval-report', 'report.html', 'blocker'), { recursive: true });
    const pr = await openPr();

    expect(pr.failed).toMatch(/report\.html/);
    const check = checkOf(headSha)!;
    expect(check.status).toBe('completed');
    expect(check.output.title).not.toBe('The evaluation could not run'); // the verdict, not a bare failure
    expect(check.output.summary).toMatch(/The step failed after the evaluation: .*report\.html/);
    expect(botComments()[0]!.body).toMatch(/The step failed after the evaluation/);
  });

  it('completes the check with the failure and its fix when the run cannot start', async () => {
    const pr = await openPr({ 'agent-token': 'sekret-agent-token', 'allowed-target-hosts': 'preview.example.com' });
    expect(pr.failed).toMatch(/Refusing to send the agent token to 127\.0\.0\.1/);
    const check = checkOf(headSha)!;
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(check.output.title).toBe('The evaluation could not run');
    expect(check.output.summary).toMatch(/allowed-target-hosts/);
    expect(check.output.summary).not.toContain('sekret-agent-token');
  });

  it('names checks: write when the check run cannot be created', async () => {
    fake.failNext({ kind: 'forbidden', method: 'POST', path: /\/check-runs$/ });
    const pr = await openPr();
    expect(pr.failed).toMatch(/Could not create the check run: .*add `permissions: checks: write` to the job/);
  });
});

describe('a stale run never overwrites a newer one', () => {
  it('completes the check of an older head as superseded and leaves the comment to the newer run', async () => {
    // The run reads the baseline branch after posting its running comment; the PR moves on then.
    const held = fake.hold('GET', /\/git\/ref\/heads\/agent-eval-baselines$/);
    const older = openPr();
    await held.reached;
    const newerSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'newer\n', ...suites }, parents: [headSha], branch: 'feature' });
    fake.setPull({ number: 7, head_sha: newerSha });
    // The newer run finished first and wrote its result into the sticky comment.
    const sticky = botComments()[0]!;
    sticky.body = `${marker}\nresult of ${newerSha}`;
    held.release();
    const run = await older;

    expect(run.failed).toBeNull();
    const check = checkOf(headSha)!;
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check.output.title).toBe(`Superseded by ${newerSha.slice(0, 7)}`);
    expect(check.output.summary).toContain(`the pull request's head moved to \`${newerSha.slice(0, 7)}\``);
    expect(botComments().map((c) => c.body)).toEqual([`${marker}\nresult of ${newerSha}`]);
    const edits = fake.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/issues/comments/'));
    expect(edits).toHaveLength(0);
  });
});

describe('bot replies escape pull request text', () => {
  /** Text outside Markdown code spans, where GitHub renders mentions and HTML. */
  const outsideCode = (markdown: string) => markdown.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');

  function expectInert(markdown: string): void {
    const live = outsideCode(markdown);
    expect(live).not.toMatch(/@(?!\u200D)octocat/);
    expect(live).not.toContain('<img');
    // No line reads as a command: the bot's own comment can never run /eval.
    expect(parseEvalCommand(markdown)).toBeNull();
  }

  async function hostileHead(): Promise<string> {
    const routing = suites['suites/routing.yaml']!.replace('suite_id: routing', `suite_id: ${JSON.stringify(HOSTILE_ID)}`);
    const docs = suites['suites/docs.yaml']!.replace('suite_id: docs_only', 'suite_id: "x\\n/eval rerun --all"');
    const sha = fake.git.commit({
      files: { 'src/agent/flow.ts': 'changed\n', 'suites/routing.yaml': routing, 'suites/docs.yaml': docs },
      parents: [mainSha],
      branch: 'feature',
    });
    fake.setPull({ number: 7, head_sha: sha });
    fake.setPermission(MAINTAINER.login, 'write');
    return sha;
  }

  it("/eval rerun nosuch lists the head's suite ids with no live mention, HTML or command", async () => {
    await hostileHead();
    const asked = fake.addComment(7, MAINTAINER, '/eval rerun nosuch');
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'issue_comment',
      payload: commentPayload(fake, asked, MAINTAINER),
      inputs: inputs(),
    });

    expect(run.failed).toBeNull();
    const reply = botComments().at(-1)!.body;
    expect(reply).toMatch(/^No suite with the id "nosuch"/);
    expect(reply).toContain('@\u200Doctocat &lt;img src=x onerror=alert(1)&gt;');
    expect(reply).not.toContain('<img'); // not even in a code span
    expectInert(reply);
    expect(fake.checkRuns).toHaveLength(0);
  });

  it('/eval rerun publishes a comment, check run and job summary with the ids escaped', async () => {
    const sha = await hostileHead();
    const asked = fake.addComment(7, MAINTAINER, '/eval rerun');
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'issue_comment',
      payload: commentPayload(fake, asked, MAINTAINER),
      inputs: inputs(),
    });

    expect(run.failed).toBeNull();
    const sticky = botComments().find((c) => c.body.startsWith(marker))!;
    expect(sticky.body).toContain('@\u200Doctocat &lt;img');
    expectInert(sticky.body);
    const check = checkOf(sha)!;
    expect(check.status).toBe('completed');
    expectInert(check.output.title ?? '');
    expectInert(check.output.summary ?? '');
    expectInert(run.summary);
  });

  it('/eval rerun of a comment deleted before the job started still runs, saying so', async () => {
    const sha = await hostileHead();
    const run = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'issue_comment',
      payload: commentPayload(fake, { id: 987_654, body: '/eval rerun' }, MAINTAINER),
      inputs: inputs(),
    });

    expect(run.failed).toBeNull();
    expect(checkOf(sha)!.status).toBe('completed');
    expect(run.stdout).toContain(
      'The /eval comment (id 987654) by maintainer was deleted before this job reacted to it (GitHub answered 404): the command runs all the same, without reactions.',
    );
  });
});
