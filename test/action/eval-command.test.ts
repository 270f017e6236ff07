// The /eval command with in-memory ports: who may run it, what it replies and reacts, and that it
// evaluates the suites of the pull request's head (read through the API), with the command's repeats.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../src/action/context.ts';
import { onIssueComment } from '../../src/action/eval-command.ts';
import { onPullRequest } from '../../src/action/pull-request.ts';
import { reportDirOf } from '../../src/action/step.ts';
import type { Comparison } from '../../src/compare/comparison-schema.ts';
import { onPush } from '../../src/action/push.ts';
import { EVAL_HELP } from '../../src/github/commands.ts';
import { githubError, notAccessible } from '../fakes/github-stores.ts';
import { BASE, flowStep, HEAD, NEWER, pullRequestEvent, pushEvent, suiteYaml, type FlowStep } from './flow-step.ts';

const PR = 7;
const COMMENT_ID = 55;
const HEAD_SUITES = {
  'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b'], affects: ['src/agent/**'] }),
  'suites/docs.yaml': suiteYaml('docs_only', { affects: ['docs/**'] }),
};

function commentEvent(body: string, login = 'alice'): EventPayload {
  return {
    action: 'created',
    repository: { name: 'shop', owner: { login: 'acme' }, default_branch: 'main' },
    issue: { number: PR, pull_request: {} },
    comment: { id: COMMENT_ID, body, user: { login } },
  };
}

/**
 * The default branch's checkout (no suite files of the pull request in it) with a stored baseline,
 * a pull request whose head holds HEAD_SUITES and changes src/agent/, and alice with write access.
 * A few tests at the default runs cannot rule out a 5-point drop of a suite: 20 points they can.
 */
async function repository(checkout: Record<string, string> = HEAD_SUITES): Promise<FlowStep> {
  const f = await flowStep({
    event: 'push',
    payload: pushEvent('0'.repeat(40), BASE),
    sha: BASE,
    files: checkout,
    inputs: { 'min-effect': '0.2' },
  });
  expect((await onPush(f.step)).failure).toBeNull();
  f.github.baselines.setMergeBase(BASE);
  f.github.repository.setPull(PR, { headSha: HEAD, headRef: 'feature', baseRef: 'main', baseSha: BASE });
  f.github.repository.setChangedFiles(PR, ['src/agent/flow.ts']);
  // The pull request adds a suite: it is read at the head, never from the checkout.
  f.github.repository.setFilesAt(HEAD, { ...HEAD_SUITES, 'suites/billing.yaml': suiteYaml('billing', { affects: ['src/agent/**'] }) });
  f.github.repository.setRole('alice', 'write');
  f.github.repository.setRole('mallory', 'read');
  f.agent.requests.length = 0;
  return f;
}

async function command(f: FlowStep, body: string, login = 'alice') {
  f.setEvent('issue_comment', commentEvent(body, login), BASE);
  return onIssueComment(f.step);
}

const reactions = (f: FlowStep) => f.github.repository.reactions.map((r) => r.content);
const replies = (f: FlowStep) => f.github.comments.on(PR).map((c) => c.body);

describe('/eval rerun', () => {
  it('runs the suites the pull request affects, at its head, and publishes like a pull_request run', async () => {
    const f = await repository();
    const outcome = await command(f, '/eval rerun');

    expect(new Set(f.agent.requests.map((r) => r.test.suite_id))).toEqual(new Set(['billing', 'routing']));
    expect(f.github.checks.runs).toHaveLength(1);
    expect(f.github.checks.runs[0]).toMatchObject({ head_sha: HEAD, status: 'completed', conclusion: 'success' });
    expect(reactions(f)).toEqual(['eyes', 'rocket']);
    expect(outcome.failure).toBeNull();
    expect(f.github.comments.on(PR)).toHaveLength(1);
  });

  it('evaluates nothing when the changes match no suite of the head that declares affects, naming the paths; a suite without affects added at the head runs', async () => {
    const f = await repository();
    f.github.repository.setChangedFiles(PR, ['agent/flow.py']);
    f.github.repository.setFilesAt(HEAD, HEAD_SUITES);
    const skipped = await command(f, '/eval rerun');

    expect(f.agent.requests).toHaveLength(0);
    expect(f.github.checks.runs.map((r) => [r.conclusion, r.title])).toEqual([['success', 'Nothing evaluated: no suite is affected']]);
    expect(skipped.outputs.verdict).toBe('skipped');
    expect(replies(f)[0]).toContain('Changed paths that matched nothing (1):\n\n- `agent/flow.py`');

    f.github.repository.setFilesAt(HEAD, { ...HEAD_SUITES, 'suites/flow.yaml': suiteYaml('flow') });
    await command(f, '/eval rerun');
    expect(new Set(f.agent.requests.map((r) => r.test.suite_id))).toEqual(new Set(['flow']));
    expect(f.github.checks.runs.at(-1)).toMatchObject({ status: 'completed', title: expect.not.stringMatching(/^Nothing evaluated/) });
  });

  it('still runs when the /eval comment was deleted before the job started, and says so', async () => {
    const f = await repository();
    f.github.repository.refuse('react', githubError(404, 'Not Found'));
    const outcome = await command(f, '/eval rerun');

    expect(outcome.failure).toBeNull();
    expect(outcome.error).toBeUndefined();
    expect(f.github.checks.runs[0]).toMatchObject({ head_sha: HEAD, status: 'completed', conclusion: 'success' });
    expect(f.github.comments.on(PR)).toHaveLength(1);
    expect(f.logger.lines).toContain(
      `warning: The /eval comment (id ${COMMENT_ID}) by alice was deleted before this job reacted to it (GitHub answered 404): the command runs all the same, without reactions.`,
    );
  });

  it('refuses a user without write access, saying who may run it, and runs nothing', async () => {
    const f = await repository();
    const outcome = await command(f, '/eval rerun --all', 'mallory');

    expect(outcome).toEqual({ failure: null, outputs: {}, summary: [] });
    expect(replies(f)).toEqual([
      'Sorry, /eval commands can only be run by people with write, maintain or admin access to this repository (mallory has read access). Ask a maintainer to comment `/eval rerun`.',
    ]);
    expect(reactions(f)).toEqual([]);
    expect(f.agent.requests).toHaveLength(0);
    expect(f.github.checks.runs).toEqual([]);
  });

  it('names the suites of the head when asked for one that does not exist, and runs nothing', async () => {
    const f = await repository();
    await command(f, '/eval rerun nosuch');

    expect(replies(f)).toEqual(['No suite with the id "nosuch" at `aaaaaaa`. Suites: "billing", "docs\\_only", "routing".']);
    expect(reactions(f)).toEqual(['eyes', 'confused']);
    expect(f.agent.requests).toHaveLength(0);
    expect(f.github.checks.runs).toEqual([]);
  });

  it('runs the named suite with adaptive repeats for --repeats auto', async () => {
    const f = await repository();
    const outcome = await command(f, '/eval rerun docs_only --repeats auto:2-6');

    const runs = f.agent.requests.filter((r) => r.test.suite_id === 'docs_only');
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(6);
    expect(f.agent.requests.every((r) => r.test.suite_id === 'docs_only')).toBe(true);
    expect(f.github.checks.runs[0]).toMatchObject({ status: 'completed' });
    expect(outcome.outputs['pass-rate']).toBe(1);
    expect(reactions(f)).toEqual(['eyes', 'rocket']);
  });

  it('answers /eval help with the commands', async () => {
    const f = await repository();
    await command(f, '/eval help');
    expect(replies(f)).toEqual([EVAL_HELP]);
    expect(reactions(f)).toEqual(['eyes', 'rocket']);
  });

  it('says what is wrong with a malformed command', async () => {
    const f = await repository();
    await command(f, '/eval rerun --repeats lots');
    expect(replies(f)[0]).toContain('--repeats');
    expect(replies(f)[0]).toContain(EVAL_HELP);
    expect(reactions(f)).toEqual(['eyes', 'confused']);
  });

  it('ignores a comment without a command', async () => {
    const f = await repository();
    expect(await command(f, 'Looks good to me')).toEqual({ failure: null, outputs: {}, summary: [] });
    expect(replies(f)).toEqual([]);
    expect(reactions(f)).toEqual([]);
  });

  it('leaves one sticky comment with a verdict when twenty /eval rerun run at once, none stuck on running', async () => {
    const f = await repository();
    f.setEvent('issue_comment', commentEvent('/eval rerun'), BASE);
    // Twenty workflow runs without a concurrency group: same pull request, same head, their own run ids and report folders.
    const runs = Array.from({ length: 20 }, (_, i) => ({
      ...f.step,
      ctx: { ...f.step.ctx, runId: String(9000 + i) },
      config: { ...f.step.config, reportDir: `report-${i}` },
    }));
    // The worst case: every run looks for the sticky comment before any has created one.
    let release = (): void => undefined;
    const allLooking = new Promise<void>((resolve) => (release = resolve));
    let looking = 0;
    f.github.comments.latency(async () => {
      if (looking >= runs.length) return;
      if (++looking === runs.length) release();
      await allLooking;
    });
    const outcomes = await Promise.all(runs.map((step) => onIssueComment(step)));

    expect(outcomes.map((o) => o.failure)).toEqual(Array.from({ length: 20 }, () => null));
    const [comment, ...more] = f.github.comments.on(PR);
    expect(more).toEqual([]);
    expect(comment?.body).not.toMatch(/running/i);
    expect(comment?.body).toMatch(/^## /m);
    expect(f.github.checks.runs.every((r) => r.status === 'completed')).toBe(true);
  });

  it('never writes over the comment of a newer run, with running or with an older result', async () => {
    const f = await repository();
    f.setEvent('issue_comment', commentEvent('/eval rerun'), BASE);
    const newer = { ...f.step, ctx: { ...f.step.ctx, runId: '9002' } };
    const older = { ...f.step, ctx: { ...f.step.ctx, runId: '9001' }, config: { ...f.step.config, reportDir: 'report-older' } };
    await onIssueComment(newer);
    const published = f.github.comments.on(PR)[0]?.body;
    expect(published).toContain('<!-- agent-eval:run=9002.1 -->');

    // The older run starts and finishes after it: the newer run's verdict stays.
    f.agent.answer(() => 'conv_9');
    const outcome = await onIssueComment(older);

    expect(f.github.comments.on(PR).map((c) => c.body)).toEqual([published]);
    expect(outcome.failure).toMatch(/regress/i);
    expect(outcome.outputs['comment-url']).toBeUndefined();
    expect(f.logger.lines.join('\n')).toContain('The PR comment was written by a newer run (9002, attempt 1); it is left to that run.');
  });
});

describe('/eval rerun <suite> re-evaluates the whole check', () => {
  /** Three suites in the baseline and at the head. */
  const THREE = { ...HEAD_SUITES, 'suites/billing.yaml': suiteYaml('billing', { affects: ['src/agent/**'] }) };
  const comparisonOf = async (f: FlowStep): Promise<Comparison> =>
    JSON.parse(await readFile(join(reportDirOf(f.step), 'comparison.json'), 'utf8')) as Comparison;
  const suiteOf = (c: Comparison, id: string) => c.suites.find((s) => s.suite_id === id);
  const sticky = (f: FlowStep) => f.github.comments.on(PR).at(-1)?.body ?? '';
  /** A later /eval comment: a workflow run of its own. */
  const later = async (f: FlowStep, body: string, runId = '4300') => {
    f.setEvent('issue_comment', commentEvent(body), BASE);
    f.step.ctx = { ...f.step.ctx, runId };
    return onIssueComment(f.step);
  };

  it('runs only the named suite and compares all three suites of the earlier run of this head, the others carried over unchanged', async () => {
    const f = await repository(THREE);
    await command(f, '/eval rerun --all');
    const first = await comparisonOf(f);
    expect(first.families?.suites.size).toBe(3);
    const earlier = f.github.baselines.head(PR, HEAD)!;
    expect(earlier.suites.map((s) => s.suite_id).sort()).toEqual(['billing', 'docs_only', 'routing']);

    // The rerun of routing meets an agent that now fails it.
    f.agent.requests.length = 0;
    f.agent.answer((r) => (r.test.suite_id === 'routing' ? 'conv_9' : 'conv_1'));
    const outcome = await later(f, '/eval rerun routing');

    expect(new Set(f.agent.requests.map((r) => r.test.suite_id))).toEqual(new Set(['routing']));
    const merged = await comparisonOf(f);
    expect(merged.families?.suites.size).toBe(3);
    expect(merged.suites.map((s) => s.suite_id).sort()).toEqual(['billing', 'docs_only', 'routing']);
    for (const id of ['billing', 'docs_only']) {
      expect(suiteOf(merged, id)?.head).toEqual(suiteOf(first, id)?.head);
      expect(suiteOf(merged, id)?.verdict).toBe(suiteOf(first, id)?.verdict);
    }
    expect(suiteOf(first, 'routing')?.head?.pass_rate).toBe(1);
    expect(suiteOf(merged, 'routing')?.head?.pass_rate).toBe(0);
    expect(outcome.failure).toMatch(/regress|broke/i);

    // Stored as the head's new results: routing's runs are only the new ones, the others point at the run that produced them.
    const kept = f.github.baselines.head(PR, HEAD)!;
    const routing = kept.suites.find((s) => s.suite_id === 'routing')!;
    expect(routing.tests.flatMap((t) => t.runs).length).toBe(f.agent.requests.length);
    expect(routing.tests.flatMap((t) => t.runs).every((r) => r.outcome === 'failed')).toBe(true);
    expect(routing.carried_from).toBeUndefined();
    for (const id of ['billing', 'docs_only'])
      expect(kept.suites.find((s) => s.suite_id === id)?.carried_from).toEqual({ commit: HEAD, run_id: earlier.run.id });
    expect(f.github.baselines.heads().map((h) => h.workflow_run)).toEqual([{ id: 4300, attempt: 1 }]);

    // The comment and the check say which suites ran now and which were carried over, from which run.
    const note =
      `/eval rerun: the whole check (3 suites) is compared with the baseline. Ran again now: routing. ` +
      `Carried over from the earlier run of this head (workflow run 4242, attempt 1, finished ${earlier.run.finished_at.slice(0, 16).replace('T', ' ')} UTC): billing, docs\\_only.`;
    expect(sticky(f)).toContain(note);
    expect(f.github.checks.runs.at(-1)?.summary).toContain(note);
  });

  it('judges only the named suites, and says so, when no earlier run of this head was found', async () => {
    const f = await repository();
    await command(f, '/eval rerun routing');

    expect(new Set(f.agent.requests.map((r) => r.test.suite_id))).toEqual(new Set(['routing']));
    const c = await comparisonOf(f);
    expect(c.families?.suites.size).toBe(1);
    expect(c.suites.map((s) => s.suite_id)).toEqual(['routing']);
    expect(sticky(f)).toContain('/eval rerun: only the named suites were judged: no earlier run of this head was found');
  });

  it('does not carry suites over from an earlier head: after a push it judges only the named suites', async () => {
    const f = await repository();
    await command(f, '/eval rerun --all');
    f.github.repository.moveHead(PR, NEWER);
    f.github.repository.setFilesAt(NEWER, { ...HEAD_SUITES, 'suites/billing.yaml': suiteYaml('billing') });
    f.agent.requests.length = 0;
    await later(f, '/eval rerun docs_only');

    expect(new Set(f.agent.requests.map((r) => r.test.suite_id))).toEqual(new Set(['docs_only']));
    expect((await comparisonOf(f)).families?.suites.size).toBe(1);
    expect(sticky(f)).toContain('no earlier run of this head was found');
    expect(f.github.baselines.head(PR, NEWER)?.suites.map((s) => s.suite_id)).toEqual(['docs_only']);
  });

  it('carries over what the pull_request run of this head judged', async () => {
    const f = await repository(THREE);
    f.setEvent('pull_request', pullRequestEvent(PR), HEAD);
    expect((await onPullRequest(f.step)).failure).toBeNull();
    // The change affects billing and routing, not docs_only.
    expect(f.github.baselines.head(PR, HEAD)?.suites.map((s) => s.suite_id)).toEqual(['billing', 'routing']);
    f.agent.requests.length = 0;
    await later(f, '/eval rerun docs_only');

    expect(new Set(f.agent.requests.map((r) => r.test.suite_id))).toEqual(new Set(['docs_only']));
    const c = await comparisonOf(f);
    expect(c.families?.suites.size).toBe(3);
    expect(sticky(f)).toContain('Ran again now: docs\\_only. Carried over from the earlier run of this head (workflow run 4242, attempt 1');
  });

  it('keeps the verdict when the head results cannot be kept, and says why in the log', async () => {
    const f = await repository();
    f.github.baselines.refuse('writeHead', notAccessible(), 1);
    f.github.baselines.refuse('writeHead', new Error('the baseline branch kept moving'), 1);
    const outcomes = [await command(f, '/eval rerun --all'), await later(f, '/eval rerun --all')];

    expect(outcomes.map((o) => [o.failure, o.outputs.verdict])).toEqual([
      [null, 'pass'],
      [null, 'pass'],
    ]);
    expect(f.github.baselines.heads()).toEqual([]);
    const log = f.logger.lines.join('\n');
    expect(log).toContain(
      `The results of ${HEAD.slice(0, 12)} were not kept for /eval rerun (GitHub answered 403: Resource not accessible by integration); with \`contents: write\` the job keeps them`,
    );
    expect(log).toContain(
      `warning: Could not keep the results of ${HEAD.slice(0, 12)} for /eval rerun (the baseline branch kept moving): a later /eval rerun of some suites judges only those suites.`,
    );
  });

  it('judges only the named suites when the earlier results cannot be read, naming the error', async () => {
    const f = await repository();
    await command(f, '/eval rerun --all');
    f.github.baselines.refuse('readHead', new Error('agent-eval-baselines:pull-requests/7/x.json is not valid JSON'));
    await later(f, '/eval rerun routing');

    expect((await comparisonOf(f)).families?.suites.size).toBe(1);
    expect(sticky(f)).toContain('no earlier run of this head was found (its results could not be read');
    expect(f.logger.lines.join('\n')).toContain('warning: /eval rerun: its results could not be read');
  });

  it('with a fresh baseline (baseline-target-url) judges only the named suites and says carrying over is not supported yet', async () => {
    const f = await repository(THREE);
    f.step.config = { ...f.step.config, baselineTargetUrl: 'https://base-{sha}.example.com' };
    await command(f, '/eval rerun --all');
    expect(f.github.baselines.heads()).toEqual([]);
    f.agent.requests.length = 0;
    await later(f, '/eval rerun routing');

    expect(new Set(f.agent.requests.map((r) => r.test.suite_id))).toEqual(new Set(['routing']));
    expect((await comparisonOf(f)).families?.suites.size).toBe(1);
    expect(sticky(f)).toContain(
      '/eval rerun: only the named suites were judged: carrying the other suites over from an earlier run is not supported yet with baseline-target-url',
    );
  });
});
