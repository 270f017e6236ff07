// The GitHub ports as the flows rely on them, checked on both implementations: the Octokit-backed
// ones against the loopback GitHub server (the real REST protocol), and the in-memory ones the
// flows' unit tests use, so those fakes cannot drift from what GitHub does where it matters.
import { afterEach, describe, expect, it } from 'vitest';
import { httpStatus } from '../../src/github/octokit.ts';
import { octokitBaselineStore } from '../../src/github/baseline-store.ts';
import { octokitGitHub, type GitHubPorts } from '../../src/github/ports.ts';
import { explainRefusal } from '../../src/github/publish.ts';
import { stickyMarker, upsertStickyComment } from '../../src/github/sticky-comment.ts';
import type { CheckAnnotation } from '../../src/report/pr-status.ts';
import { createInMemoryGitHub, notAccessible } from '../fakes/github-stores.ts';
import type { FakeGitHub } from '../fakes/github-server.ts';
import { resultsFixture, startHarness } from './helpers.ts';

const PR = 42;
const marker = stickyMarker('agent-eval');

/** One implementation, with what a test needs to set up and look at. */
interface Subject {
  ports: GitHubPorts;
  /** Bodies of the comments on the pull request, ours and others'. */
  bodies(): string[];
  addForeignComment(body: string): void;
  /** The one check run: its state and how many annotations it holds. */
  checkRun(): { status: string; conclusion: string | null; annotations: number } | undefined;
  /** The next comment creation is refused as a token without `pull-requests: write`. */
  refuseComments(): void;
  /** A first-parent chain of `count` commits on main, newest first. */
  history(count: number): string[];
  /** A pull request whose head branches off `base`, with `head` as its head. */
  openPullRequest(base: string): string;
  moveHead(sha: string): void;
}

const closers: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((f) => f.close()));
});

async function overOctokit(): Promise<Subject> {
  const h = await startHarness({ identity: { login: 'eval-bot', id: 9001, type: 'User' } });
  closers.push(h.fake);
  const ports = octokitGitHub(h.octokit, { owner: 'acme', repo: 'shop', baselineBranch: 'agent-eval-baselines', logger: h.logger });
  // Compare-and-swap retries at once: the race is what is tested, not the pause.
  ports.baselines = octokitBaselineStore(h.octokit, { owner: 'acme', repo: 'shop', logger: h.logger, retryDelayMs: 0 });
  const root = h.fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  return {
    ports,
    bodies: () => h.fake.comments.filter((c) => c.issue_number === PR).map((c) => c.body),
    checkRun: () => {
      const run = h.fake.checkRuns[0];
      return run && { status: run.status, conclusion: run.conclusion, annotations: run.annotations.length };
    },
    addForeignComment: (body) => void h.fake.addComment(PR, { login: 'alice', id: 501, type: 'User' }, body),
    refuseComments: () => h.fake.failNext({ kind: 'forbidden', method: 'POST', path: /\/issues\/\d+\/comments$/ }),
    history: (count) => h.fake.git.chain(count, { parent: root, branch: 'main' }).reverse(),
    openPullRequest(base) {
      const head = h.fake.git.commit({ files: { 'README.md': 'feature\n' }, parents: [base], branch: 'feature' });
      h.fake.setPull({ number: PR, head_sha: head });
      return head;
    },
    moveHead: (sha) => h.fake.setPull({ number: PR, head_sha: sha }),
  };
}

async function inMemory(): Promise<Subject> {
  const github = createInMemoryGitHub();
  let next = 0;
  const sha = () => (++next).toString(16).padStart(40, 'f');
  return {
    ports: github.ports,
    bodies: () => github.comments.on(PR).map((c) => c.body),
    addForeignComment: (body) => void github.comments.addForeign(PR, body),
    checkRun: () => {
      const run = github.checks.runs[0];
      return run && { status: run.status, conclusion: run.conclusion, annotations: run.annotations.length };
    },
    refuseComments: () => github.comments.refuse('create', notAccessible(), 1),
    history(count) {
      const commits = Array.from({ length: count }, sha).reverse();
      github.baselines.history(...commits);
      // Newest first: commits[i] is j - i commits ahead of commits[j].
      commits.forEach((newer, i) => commits.slice(i).forEach((older, d) => github.repository.setAhead(older, newer, d)));
      return commits;
    },
    openPullRequest(base) {
      const head = sha();
      github.baselines.setMergeBase(base);
      github.repository.setPull(PR, { headSha: head, headRef: 'feature', baseRef: 'main', baseSha: base });
      return head;
    },
    moveHead: (headSha) => github.repository.moveHead(PR, headSha),
  };
}

const annotation = (line: number): CheckAnnotation => ({
  path: 'suites/routing.yaml',
  start_line: line,
  end_line: line,
  annotation_level: 'failure',
  message: `turn ${line} failed`,
});

describe.each([
  ['over Octokit', overOctokit],
  ['in memory', inMemory],
])('the GitHub ports %s', (_name, make) => {
  it('keep one sticky comment, found by its marker among our own comments only', async () => {
    const s = await make();
    s.addForeignComment(`> ${marker}\n> quoted by a reviewer`);
    const first = await upsertStickyComment(s.ports.comments, { issue_number: PR, marker, body: 'Running…' });
    const second = await upsertStickyComment(s.ports.comments, { issue_number: PR, marker, body: 'Pass rate 90%' });

    expect(second).toBe(first);
    expect(s.bodies()).toEqual([`> ${marker}\n> quoted by a reviewer`, `${marker}\nPass rate 90%`]);
  });

  it("keep one sticky comment when two runs create it at once: the oldest, with the newer run's body", async () => {
    const s = await make();
    const upsert = (runId: number, body: string) =>
      upsertStickyComment(s.ports.comments, { issue_number: PR, marker, body, run: { runId, attempt: 1 } });
    await Promise.all([upsert(101, 'newer run'), upsert(100, 'older run')]);

    expect(s.bodies()).toEqual([`${marker}\n<!-- agent-eval:run=101.1 -->\nnewer run`]);
  });

  it("leave a newer run's comment to it: an older run writes neither running nor its result over it", async () => {
    const s = await make();
    const upsert = (runId: number, attempt: number, body: string) =>
      upsertStickyComment(s.ports.comments, { issue_number: PR, marker, body, run: { runId, attempt } });
    await upsert(100, 1, 'running');
    await upsert(101, 1, 'verdict of 101');

    expect(await upsert(100, 1, 'verdict of 100')).toBeNull();
    expect(await upsert(101, 1, 'running')).not.toBeNull(); // its own comment: written
    expect(await upsert(101, 2, 'verdict of the re-run attempt')).not.toBeNull();
    expect(s.bodies()).toEqual([`${marker}\n<!-- agent-eval:run=101.2 -->\nverdict of the re-run attempt`]);
  });

  it('refuse a comment with a 403 that explains itself', async () => {
    const s = await make();
    s.refuseComments();
    const error = await s.ports.comments.create(PR, 'hello').catch((e: unknown) => e);
    expect(httpStatus(error)).toBe(403);
    expect(explainRefusal(error, 'comment')).toMatch(
      /^the workflow's token cannot write pull request comments \(GitHub answered 403: .+\): add `permissions: pull-requests: write` to the job, or set `comment: false`\.$/,
    );
  });

  it('complete a check run with its verdict and every annotation', async () => {
    const s = await make();
    const run = await s.ports.checks.start({ owner: 'acme', repo: 'shop', name: 'agent-eval', head_sha: 'a'.repeat(40), title: 'Running' });
    const annotations = Array.from({ length: 60 }, (_, i) => annotation(i + 1));
    const url = await s.ports.checks.complete(run, { conclusion: 'failure', title: 'Regression', summary: 'routing dropped', annotations });
    expect(url).toBe(run.html_url);
    expect(s.checkRun()).toEqual({ status: 'completed', conclusion: 'failure', annotations: 60 });
  });

  it('keep both baselines when two jobs write at once, and find them along the first-parent history', async () => {
    const s = await make();
    const [c3, c2, c1] = s.history(3) as [string, string, string];
    await Promise.all([s.ports.baselines.write(c1, resultsFixture('one', c1)), s.ports.baselines.write(c2, resultsFixture('two', c2))]);

    expect(new Set((await s.ports.baselines.list()).map((e) => e.commit))).toEqual(new Set([c1, c2]));
    expect((await s.ports.baselines.read(c1))?.run.id).toBe('run-one');
    expect(await s.ports.baselines.findPrevious(c3)).toMatchObject({ found: true, commit: c2, distance: 1 });
    expect(await s.ports.baselines.findPrevious(c2)).toMatchObject({ found: true, commit: c1, distance: 1 });

    const head = s.openPullRequest(c3);
    const lookup = await s.ports.baselines.findForPullRequest({ baseRef: 'main', headSha: head });
    expect(lookup).toMatchObject({ found: true, commit: c2, distance: 1, merge_base: c3 });
  });

  it('say there is no baseline before the first write', async () => {
    const s = await make();
    const [c1] = s.history(1) as [string];
    const head = s.openPullRequest(c1);
    const lookup = await s.ports.baselines.findForPullRequest({ baseRef: 'main', headSha: head });
    expect(lookup).toMatchObject({ found: false, reason: expect.stringContaining('No baseline branch "agent-eval-baselines" yet') });
    expect(await s.ports.baselines.findPrevious(c1)).toMatchObject({ found: false });
  });

  it('count the commits the base moved on since a baseline, and know nothing of a commit GitHub does not know', async () => {
    const s = await make();
    const [c3, c2, c1] = s.history(3) as [string, string, string];
    expect(await s.ports.repository.commitsAhead(c1, c3)).toBe(2);
    expect(await s.ports.repository.commitsAhead(c2, c2)).toBe(0);
    expect(await s.ports.repository.commitsAhead('e'.repeat(40), c3)).toBeNull();
  });

  it("read a pull request's head as it is now", async () => {
    const s = await make();
    const [c1] = s.history(1) as [string];
    const head = s.openPullRequest(c1);
    expect((await s.ports.repository.pullRequest(PR)).headSha).toBe(head);
    s.moveHead('b'.repeat(40));
    expect((await s.ports.repository.pullRequest(PR)).headSha).toBe('b'.repeat(40));
  });
});
