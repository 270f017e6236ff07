// The pull_request flow with in-memory ports: the check run and the sticky comment a pull request
// gets for a regression, a missing baseline, a refused comment, a head that moved on, broken suite
// files and a fork.
import { describe, expect, it } from 'vitest';
import { onPullRequest } from '../../src/action/pull-request.ts';
import { onPush } from '../../src/action/push.ts';
import { stickyMarker } from '../../src/github/sticky-comment.ts';
import { TOKEN_REFUSED } from '../../src/github/octokit.ts';
import { githubError, notAccessible } from '../fakes/github-stores.ts';
import { BASE, flowStep, HEAD, NEWER, pullRequestEvent, pushEvent, suiteYaml, type FlowStep } from './flow-step.ts';

const FILES = { 'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b', 'c'], affects: ['src/agent/**'] }) };
const PR = 7;
const marker = stickyMarker('agent-eval');

/**
 * A repository whose main branch has a stored baseline of BASE (every run passed), and a pull request on
 * it. Three tests at 10 runs cannot rule out a 5-point drop of the suite (30 passing runs of a 0.95 test
 * happen 21% of the time), so these flows ask for 20 points, which they can rule out.
 */
async function withBaseline(options: { files?: Record<string, string> } = {}): Promise<FlowStep> {
  const f = await flowStep({
    event: 'push',
    payload: pushEvent('0'.repeat(40), BASE),
    sha: BASE,
    files: options.files ?? FILES,
    inputs: { repeats: '10', 'min-effect': '0.2' },
  });
  expect((await onPush(f.step)).failure).toBeNull();
  f.github.baselines.setMergeBase(BASE);
  openPullRequest(f);
  return f;
}

function openPullRequest(f: FlowStep, changed: string[] = ['src/agent/flow.ts'], options: { truncated?: boolean } = {}): void {
  f.setEvent('pull_request', pullRequestEvent(PR, HEAD), HEAD, `refs/pull/${PR}/merge`);
  f.github.repository.setPull(PR, { headSha: HEAD, headRef: 'feature', baseRef: 'main', baseSha: BASE });
  f.github.repository.setChangedFiles(PR, changed, options);
}

const commentOn = (f: FlowStep) => f.github.comments.on(PR).map((c) => c.body);

describe('a pull request', () => {
  it('fails the check and says so in the comment when the head regresses against the baseline', async () => {
    const f = await withBaseline();
    f.agent.answer(() => 'conv_9');
    const outcome = await onPullRequest(f.step);

    const [check] = f.github.checks.runs;
    expect(check).toMatchObject({ name: 'agent-eval', head_sha: HEAD, status: 'completed', conclusion: 'failure' });
    expect(check?.title).toMatch(/regression/i);
    expect(check?.annotations.length).toBeGreaterThan(0);
    expect(check?.annotations[0]).toMatchObject({ path: 'suites/routing.yaml', annotation_level: 'failure' });
    const [comment] = commentOn(f);
    expect(f.github.comments.on(PR)).toHaveLength(1);
    expect(comment?.startsWith(`${marker}\n`)).toBe(true);
    expect(comment).toMatch(/^## .*regress/im);
    expect(outcome.outputs).toMatchObject({ verdict: 'fail', 'regressed-suites': 'routing', 'pass-rate': 0, 'baseline-pass-rate': 1 });
    expect(outcome.outputs['comment-url']).toBe(f.github.comments.on(PR)[0]?.url);
    expect(outcome.outputs['check-run-url']).toBe(check?.url);
    expect(outcome.failure).toMatch(/regress/i);
  });

  it('passes the check when the head is as good as the baseline, editing the one comment in place', async () => {
    const f = await withBaseline();
    const outcome = await onPullRequest(f.step);

    expect(f.github.checks.runs.map((r) => r.conclusion)).toEqual(['success']);
    // The "running" comment, then the verdict in the same comment.
    expect(f.github.comments.on(PR)).toHaveLength(1);
    expect(commentOn(f)[0]).not.toMatch(/running/i);
    expect(outcome).toMatchObject({ failure: null, outputs: { 'pass-rate': 1, 'baseline-pass-rate': 1 } });
  });

  it('logs the estimate from the stored baseline before the first agent call', async () => {
    const f = await withBaseline();
    const calls = f.agent.requests.length;
    let loggedFirst = false;
    f.agent.answer(() => {
      loggedFirst ||= f.logger.lines.some((l) => l.includes('planned: 30 runs, 30 agent requests'));
      return 'conv_2';
    });
    await onPullRequest(f.step);
    expect(f.agent.requests.length).toBeGreaterThan(calls);
    expect(loggedFirst).toBe(true);
    expect(f.logger.lines.join('\n')).toMatch(
      /Estimate from the observed usage per turn and per run of the baseline of c{12} \(nothing was called\)/,
    );
  });

  it('lowers the repeats to fit the budget, then stops mid-run: a neutral check, "not compared (budget)", the finished runs kept', async () => {
    const f = await flowStep({
      event: 'push',
      payload: pushEvent('0'.repeat(40), BASE),
      sha: BASE,
      files: FILES,
      inputs: { repeats: '10', 'min-effect': '0.2' },
    });
    // Every turn reports 1,000 tokens of gpt-4o: the baseline predicts 30,000 tokens for 30 runs.
    f.agent.reportUsage({ model: 'gpt-4o', input_tokens: 1000, output_tokens: 0 });
    expect((await onPush(f.step)).failure).toBeNull();
    f.github.baselines.setMergeBase(BASE);
    openPullRequest(f);
    f.step.config = { ...f.step.config, budgetTokens: 10_000 };
    const before = f.agent.requests.length;
    const outcome = await onPullRequest(f.step);

    const log = f.logger.lines.join('\n');
    expect(log).toContain('runs per test lowered from 10 to 6 (never below 6');
    const sent = f.agent.requests.length - before;
    // The budget stops new runs once 10,000 tokens are spent; the runs in flight finish (concurrency 4).
    expect(sent).toBeGreaterThanOrEqual(10);
    expect(sent).toBeLessThan(18);
    expect(f.github.checks.runs.map((r) => r.conclusion)).toEqual(['neutral']);
    const [comment] = commentOn(f);
    expect(comment).toContain('not compared (budget)');
    expect(comment).toContain('Budget 10.0k tokens');
    expect(comment).not.toContain('❌');
    expect(comment).not.toMatch(/Significant regression/);
    expect(comment).toContain('· 6 repeats ·');
    expect(outcome.failure).toBeNull();
    expect(outcome.outputs.verdict).toBe('inconclusive');
  });

  it('lowers the most runs per test of adaptive repeats to fit the budget', async () => {
    const f = await flowStep({
      event: 'push',
      payload: pushEvent('0'.repeat(40), BASE),
      sha: BASE,
      files: FILES,
      inputs: { repeats: 'auto' },
    });
    // Every turn reports 1,000 tokens; the baseline is stored at 16 fixed runs: 48,000 tokens for the 3 tests.
    f.agent.reportUsage({ model: 'gpt-4o', input_tokens: 1000, output_tokens: 0 });
    expect((await onPush(f.step)).failure).toBeNull();
    f.github.baselines.setMergeBase(BASE);
    openPullRequest(f);
    f.step.config = { ...f.step.config, budgetTokens: 30_000 };
    const before = f.agent.requests.length;
    await onPullRequest(f.step);

    const log = f.logger.lines.join('\n');
    // 30,000 / 48,000 of 16 runs: at most 10 per test.
    expect(log).toContain('the most runs per test (adaptive repeats) lowered from 16 to 10 (never below 6');
    expect(log).toContain('Adaptive repeats: 4 per test, up to 10 where the verdict is still open');
    expect(f.agent.requests.length - before).toBeLessThanOrEqual(30);
  });

  it('says there is no baseline yet, and how to store one, without failing', async () => {
    const f = await flowStep({ event: 'pull_request', payload: pullRequestEvent(PR), files: FILES, inputs: { repeats: '3' } });
    openPullRequest(f);
    const outcome = await onPullRequest(f.step);

    expect(outcome.failure).toBeNull();
    expect(f.github.checks.runs[0]).toMatchObject({ status: 'completed' });
    expect(f.github.checks.runs[0]?.conclusion).not.toBe('failure');
    expect(commentOn(f)[0]).toContain('No baseline branch "agent-eval-baselines" yet');
    expect(outcome.outputs).toMatchObject({ 'pass-rate': 1, 'baseline-pass-rate': '' });
  });

  it('dates the stored baseline on the baseline line, and says when it is stale and how to refresh it', async () => {
    // The baseline of an older main commit, run nine days before this job (the step's clock: 2026-03-01 12:00).
    const OLD = 'd'.repeat(40);
    const f = await flowStep({
      event: 'push',
      payload: pushEvent('0'.repeat(40), OLD),
      sha: OLD,
      files: FILES,
      inputs: { repeats: '10', 'min-effect': '0.2' },
    });
    expect((await onPush(f.step)).failure).toBeNull();
    const stored = f.github.baselines.stored(OLD)!;
    f.github.baselines.landNow(OLD, { ...stored, run: { ...stored.run, finished_at: '2026-02-20T12:00:00.000Z' } });
    f.github.baselines.history(BASE, OLD);
    f.github.baselines.setMergeBase(BASE);
    f.github.repository.setAhead(OLD, BASE, 12);
    openPullRequest(f);
    const outcome = await onPullRequest(f.step);

    expect(outcome.failure).toBeNull();
    const line = 'from the baseline branch, 1 commit before the merge-base, run 9 days ago, 12 commits behind the base';
    const stale =
      "the baseline is stale: it ran 9 days ago, past the limit of 7 days (max-baseline-age), so the base's pass rates may no longer be what the agent does today; refresh it: push to the default branch, run the action with command refresh-baseline, or set baseline-target-url to run a fresh baseline in the same job";
    const [comment] = commentOn(f);
    expect(comment).toContain(line);
    expect(comment).toContain(stale);
    expect(f.github.checks.runs[0]?.text).toContain(line);
    expect(f.github.checks.runs[0]?.text).toContain(stale);
  });

  it('does not call a stored baseline stale within max-baseline-age', async () => {
    const f = await flowStep({
      event: 'push',
      payload: pushEvent('0'.repeat(40), BASE),
      sha: BASE,
      files: FILES,
      inputs: { repeats: '10', 'min-effect': '0.2', 'max-baseline-age': '240h' },
    });
    expect((await onPush(f.step)).failure).toBeNull();
    const stored = f.github.baselines.stored(BASE)!;
    f.github.baselines.landNow(BASE, { ...stored, run: { ...stored.run, finished_at: '2026-02-20T12:00:00.000Z' } });
    f.github.baselines.setMergeBase(BASE);
    f.github.repository.setAhead(BASE, BASE, 0);
    openPullRequest(f);
    await onPullRequest(f.step);

    const [comment] = commentOn(f);
    expect(comment).toContain('from the baseline branch, at the merge-base, run 9 days ago, 0 commits behind the base');
    expect(comment).not.toMatch(/stale/);
  });

  it("shows the baseline's age alone, and logs why, when GitHub cannot count the commits since it", async () => {
    const f = await withBaseline();
    f.github.repository.refuse('commitsAhead', githubError(500, 'Server Error'));
    const outcome = await onPullRequest(f.step);

    expect(outcome.failure).toBeNull();
    expect(commentOn(f)[0]).toMatch(/from the baseline branch, at the merge-base, run [^,·]+ ago\)/);
    expect(f.logger.lines.join('\n')).toMatch(
      /Could not count the commits from the baseline c{12} to the base c{12} \(.*Server Error.*\); the comment shows the baseline's age only\./,
    );
  });

  it('completes the check with the verdict and the fix when the token may not comment (403)', async () => {
    const f = await withBaseline();
    f.github.comments.refuse('create', notAccessible());
    const outcome = await onPullRequest(f.step);

    const [check] = f.github.checks.runs;
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success' });
    const fix =
      "The PR comment could not be written: the workflow's token cannot write pull request comments (GitHub answered 403: Resource not accessible by integration): add `permissions: pull-requests: write` to the job, or set `comment: false`.";
    expect(check?.summary?.startsWith(`> ⚠️ ${fix}`)).toBe(true);
    expect(outcome.failure).toBe(fix);
    expect(outcome.outputs['comment-url']).toBeUndefined();
    expect(outcome.outputs['check-run-url']).toBe(check?.url);
  });

  it('puts the verdict in the comment, the outputs and the job summary when GitHub answers 500 to every check run update', async () => {
    const f = await withBaseline();
    f.github.checks.refuse('complete', githubError(500, 'Server Error'));
    const outcome = await onPullRequest(f.step);

    const check = 'Could not complete the check run: GitHub answered 500: Server Error.';
    expect(outcome.failure).toBe(check);
    expect(outcome.outputs).toMatchObject({ verdict: 'pass', 'pass-rate': 1, 'check-run-url': f.github.checks.runs[0]?.url });
    expect(outcome.summary.join('\n')).toMatch(/^## /m);
    // Written before GitHub was asked to complete the check.
    expect(f.written[0]?.outputs).toMatchObject({ verdict: 'pass' });
    expect(f.written[0]?.summary).toEqual(outcome.summary);
    const [comment, ...more] = commentOn(f);
    expect(more).toEqual([]);
    expect(comment).not.toMatch(/is running/);
    expect(comment).toContain(`> ⚠️ The step failed after the evaluation: ${check}`);
    expect(comment).toMatch(/^## ✅ Regression ruled out/m);
  });

  it('keeps the verdict in the outputs and the job summary when the token is revoked mid-run (401)', async () => {
    const f = await withBaseline();
    const revoked = githubError(401, `Bad credentials: ${TOKEN_REFUSED}`);
    f.github.checks.refuse('complete', revoked);
    f.github.comments.refuse('find', revoked);
    const outcome = await onPullRequest(f.step);

    expect(outcome.outputs).toMatchObject({ verdict: 'pass', 'pass-rate': 1, 'baseline-pass-rate': 1 });
    expect(outcome.summary.join('\n')).toMatch(/^## /m);
    expect(outcome.failure).toContain('Could not complete the check run: GitHub answered 401: Bad credentials: GitHub refused the token');
    expect(outcome.failure).toContain('The PR comment could not be written: GitHub answered 401');
    expect(outcome.failure).toContain('Give the `github-token` input a valid token');
  });

  it('leaves the comment to the newer run when the head moved on during the evaluation', async () => {
    const f = await withBaseline();
    f.github.repository.moveHead(PR, NEWER);
    const outcome = await onPullRequest(f.step);

    expect(f.github.checks.runs).toHaveLength(1);
    expect(f.github.checks.runs[0]).toMatchObject({ head_sha: HEAD, status: 'completed' });
    expect(f.github.checks.runs[0]?.title).toMatch(/superseded/i);
    expect(commentOn(f)).toEqual([]);
    expect(outcome.failure).toBeNull();
    expect(f.logger.lines.join('\n')).toContain(`moved on to ${NEWER.slice(0, 12)}`);
  });

  it('runs nothing and passes, never ✅, only when every suite declares affects and none matches; it names what it excluded', async () => {
    const f = await withBaseline();
    openPullRequest(f, ['README.md', 'agent/flow.py']);
    const before = f.agent.requests.length;
    const outcome = await onPullRequest(f.step);

    expect(f.agent.requests).toHaveLength(before);
    expect(f.github.checks.runs.map((r) => [r.status, r.conclusion, r.title])).toEqual([
      ['completed', 'success', 'Nothing evaluated: no suite is affected'],
    ]);
    const [comment] = commentOn(f);
    expect(comment).toContain('### ⏭️ agent-eval evaluated nothing');
    expect(comment).toContain('Changed paths that matched nothing (2):\n\n- `README.md`\n- `agent/flow.py`');
    expect(comment).toContain('- `routing` (affects `src/agent/**`)');
    expect(comment).not.toContain('✅');
    expect(outcome.summary.join('\n')).toContain('- `agent/flow.py`');
    expect(outcome).toMatchObject({ failure: null, outputs: { verdict: 'skipped' } });
    expect(f.logger.lines).toContain('Skipped suite routing: no changed path matches its file or its affects globs (src/agent/**).');
    expect(f.logger.lines).toContain("Changed paths no suite's file or affects globs match (2): README.md, agent/flow.py.");
  });

  it('evaluates a suite without affects on a pull request that changes only the agent beside it', async () => {
    const files = { 'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b', 'c'] }) };
    const f = await withBaseline({ files });
    openPullRequest(f, ['agent/flow.py']);
    f.agent.answer(() => 'conv_9');
    const before = f.agent.requests.length;
    const outcome = await onPullRequest(f.step);

    expect(f.agent.requests.length).toBeGreaterThan(before);
    expect(f.github.checks.runs[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(outcome.outputs.verdict).toBe('fail');
    expect(f.logger.lines).toContain('Selected suite routing: it declares no affects, so every change can affect it: 1 path changed.');
  });

  it('evaluates a suite without affects when GitHub lists no changed file (a pull request without a diff)', async () => {
    const f = await withBaseline({ files: { 'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b', 'c'] }) } });
    openPullRequest(f, []);
    f.agent.answer(() => 'conv_9');
    const outcome = await onPullRequest(f.step);

    expect(f.github.checks.runs[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(outcome.outputs.verdict).toBe('fail');
    expect(f.logger.lines).toContain('Selected suite routing: it declares no affects, so it runs even when no changed path is listed.');
  });

  it('runs every suite, and says why, when GitHub lists only the first 3000 changed files', async () => {
    const f = await withBaseline();
    // The listed files touch no suite; the change to the agent is among those GitHub left out.
    openPullRequest(
      f,
      Array.from({ length: 3000 }, (_, i) => `docs/page${i}.md`),
      { truncated: true },
    );
    f.agent.answer(() => 'conv_9');
    const before = f.agent.requests.length;
    const outcome = await onPullRequest(f.step);

    expect(f.agent.requests.length).toBeGreaterThan(before);
    expect(f.github.checks.runs[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    const why = 'more files than GitHub lists (the first 3000), so which suites its changes affect is unknown: every suite runs.';
    const [comment] = commentOn(f);
    // First after the marker (and the run's stamp), where no cut to the length limit can drop it.
    expect(comment).toMatch(
      /^<!-- agent-eval:check=agent-eval -->\n<!-- agent-eval:run=4242\.1 -->\n> ℹ️ This pull request changes more files/,
    );
    expect(comment).not.toMatch(/no suite is affected/i);
    expect(f.github.checks.runs[0]?.summary).toContain(why);
    expect(outcome.summary.join('\n')).toContain(why);
    expect(outcome.outputs.verdict).toBe('fail');
  });

  it('fails the check with an annotation on each broken suite file', async () => {
    const f = await flowStep({
      event: 'pull_request',
      payload: pullRequestEvent(PR),
      files: { 'suites/broken.yaml': 'version: v1\nsuite_id: broken\ntests: []\n' },
    });
    openPullRequest(f);
    const outcome = await onPullRequest(f.step);

    const [check] = f.github.checks.runs;
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(check?.annotations.map((a) => a.path)).toEqual(['suites/broken.yaml']);
    expect(outcome.outputs.verdict).toBe('spec-errors');
    expect(outcome.failure).toBe('1 error(s) in the suite files; see the check run annotations.');
    expect(f.agent.requests).toHaveLength(0);
  });

  it.each([
    ['another name', { full_name: 'someone/shop', id: 2 }],
    ['the same name but another repository id', { full_name: 'acme/shop', id: 2 }],
    ['a deleted fork (no head repository)', null],
  ])("skips a fork's pull request without secrets, saying why: %s", async (_case, headRepo) => {
    const f = await flowStep({ event: 'pull_request', files: FILES });
    const payload = pullRequestEvent(PR);
    payload.pull_request!.base.repo = { full_name: 'acme/shop', id: 1 };
    payload.pull_request!.head.repo = headRepo;
    f.setEvent('pull_request', payload);
    const outcome = await onPullRequest(f.step);

    expect(outcome).toMatchObject({ failure: null, outputs: { verdict: 'skipped' } });
    expect(f.agent.requests).toHaveLength(0);
    expect(f.github.checks.runs[0]).toMatchObject({
      status: 'completed',
      conclusion: 'neutral',
      title: 'Skipped: pull request from a fork',
    });
    expect(commentOn(f)[0]).toContain('A maintainer can run it by commenting `/eval rerun`.');
  });

  it('does nothing for a pull request that was closed', async () => {
    const f = await flowStep({ event: 'pull_request', payload: pullRequestEvent(PR, HEAD, 'closed'), files: FILES });
    expect(await onPullRequest(f.step)).toEqual({ failure: null, outputs: {}, summary: [] });
    expect(f.github.checks.runs).toEqual([]);
  });
});
