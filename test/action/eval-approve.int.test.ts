// /eval approve through the action against the GitHub stand-in, with GitHub's own webhook payload:
// a fork's pull request is refused even when its branch has the name and the commit of a branch
// of the base repository, and nothing is written; the base repository's own branch is approved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub, type FakeUser } from '../fakes/github-server.ts';
import { suiteYaml } from './flow-step.ts';
import { commentPayload, makeWorkspace, runAction, type Workspace } from './helpers.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;
const MAINTAINER: FakeUser = { login: 'maintainer', id: 502, type: 'User' };
const DRAFT =
  `# Captured by \`agent-eval capture\`: a draft. It runs and is reported, but never fails the check\n\n` +
  `metadata:\n  capture:\n    at: 2026-11-27T12:00:00.000Z\n    status: draft # remove to approve\n${suiteYaml('captured.refund')}`;

let fake: FakeGitHub;
let workspace: Workspace;
let captureSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  const mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  // The base repository's own branch `capture`, at the very commit the fork's pull request names.
  captureSha = fake.git.commit({ files: { 'suites/captured/refund.yaml': DRAFT }, parents: [mainSha], branch: 'capture' });
  fake.setPermission(MAINTAINER.login, 'write');
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close()]);
});

async function approve(fork: boolean | 'deleted') {
  fake.setPull({ number: 7, head_sha: captureSha, head_ref: 'capture', fork, user: { login: 'mallory', id: 666, type: 'User' } });
  const comment = fake.addComment(7, MAINTAINER, '/eval approve');
  const run = await runAction({
    fake,
    workspace: workspace.dir,
    event: 'issue_comment',
    payload: commentPayload(fake, comment, MAINTAINER),
    inputs: { 'target-url': 'http://127.0.0.1:9/agent' },
  });
  const writes = fake.requests.filter((r) => r.method !== 'GET' && /\/git\/(refs|commits|trees|blobs)/.test(r.path));
  const replies = fake.comments.filter((c) => c.user.id === BOT.id).map((c) => c.body);
  return { run, writes, replies };
}

describe('/eval approve on a pull request from a fork', () => {
  it('refuses a fork whose branch has the name and commit of a branch here, writing nothing and saying why', async () => {
    const { run, writes, replies } = await approve(true);
    expect(run.failed).toBeNull();
    expect(writes).toEqual([]);
    expect(fake.git.ref('heads/capture')).toBe(captureSha);
    expect(fake.git.readFile('capture', 'suites/captured/refund.yaml')).toContain('status: draft');
    expect(replies).toEqual([
      'Nothing was approved: the branch `capture` of this pull request is in the fork `mallory/shop`, and /eval approve commits only to branches of this repository. ' +
        'To approve, remove `status: draft` from the captured suite files in the fork and push.',
    ]);
  });

  it('refuses a pull request whose fork was deleted (GitHub answers head.repo null)', async () => {
    const { writes, replies } = await approve('deleted');
    expect(writes).toEqual([]);
    expect(fake.git.ref('heads/capture')).toBe(captureSha);
    expect(replies).toEqual([
      expect.stringContaining('is in a fork that has been deleted, and /eval approve commits only to branches of this repository'),
    ]);
  });

  it("approves the base repository's own branch in one commit", async () => {
    const { writes, replies } = await approve(false);
    expect(writes.map((w) => `${w.method} ${w.path.replace(/^\/repos\/acme\/shop/, '')}`)).toEqual([
      'POST /git/trees',
      'POST /git/commits',
      'PATCH /git/refs/heads/capture',
    ]);
    expect(fake.git.parents(fake.git.ref('heads/capture')!)).toEqual([captureSha]);
    expect(fake.git.readFile('capture', 'suites/captured/refund.yaml')).not.toContain('status: draft');
    expect(replies).toEqual([expect.stringMatching(/^Approved 1 captured suite in `[0-9a-f]{7}`: "captured\.refund"\./)]);
  });
});
