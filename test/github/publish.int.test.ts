import { describe, expect, it } from 'vitest';
import { stickyMarker } from '../../src/github/sticky-comment.ts';
import { octokitGitHub } from '../../src/github/ports.ts';
import { createPrPublisher, type PrTarget } from '../../src/github/publish.ts';
import type { PrStatus } from '../../src/report/pr-status.ts';
import type { FakeGitHub } from '../fakes/github-server.ts';
import { type Harness, useHarnesses } from './helpers.ts';

const HEAD = 'a'.repeat(40);
const NEWER = 'b'.repeat(40);
const marker = stickyMarker('agent-eval');

const startHarness = useHarnesses();

/** A harness whose repository has pull request #42 at HEAD. */
async function harness(): Promise<Harness> {
  const h = await startHarness();
  h.fake.setPull({ number: 42, head_sha: HEAD });
  return h;
}

const publisherOf = (h: Harness, extra: Partial<PrTarget> = {}) =>
  createPrPublisher(octokitGitHub(h.octokit, { owner: 'acme', repo: 'shop', baselineBranch: 'agent-eval-baselines', logger: h.logger }), {
    owner: 'acme',
    repo: 'shop',
    checkName: 'agent-eval',
    prNumber: 42,
    headSha: HEAD,
    comment: true,
    logger: h.logger,
    mask: (t) => t.replaceAll('s3cret', '***'),
    ...extra,
  });

const verdict: PrStatus = {
  conclusion: 'failure',
  title: 'Significant regression in 1 of 2 suites',
  summary: 'routing dropped',
  comment: '## routing dropped',
};
const running = { title: 'Running', summary: 'Running 2 suites.', comment: '⏳ running' };
const writes = (fake: FakeGitHub) =>
  fake.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(/^\/repos\/acme\/shop/, '')} ${r.status}`);

describe('publishing a pull request status', () => {
  it('completes the check run first, then writes the comment', async () => {
    const h = await harness();
    const publisher = publisherOf(h);
    await publisher.start(running);
    const published = await publisher.publish(verdict);

    expect(writes(h.fake).slice(-2)).toEqual([
      expect.stringMatching(/^PATCH \/check-runs\/\d+ 200$/),
      expect.stringMatching(/^PATCH \/issues\/comments\/\d+ 200$/),
    ]);
    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure', head_sha: HEAD });
    expect(h.fake.comments.map((c) => c.body)).toEqual([`${marker}\n## routing dropped`]);
    expect(published).toMatchObject({ supersededBy: null, problems: [], commentUrl: expect.stringContaining('#issuecomment-') });
  });

  it('keeps the verdict on the check run when GitHub refuses the comment, and names the permission', async () => {
    const h = await harness();
    h.fake.failNext({ kind: 'forbidden', method: 'POST', path: /\/issues\/42\/comments$/, times: Infinity });
    const publisher = publisherOf(h);
    await publisher.start(running);
    const published = await publisher.publish(verdict);

    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(h.fake.checkRuns[0]!.output.summary).toContain('add `permissions: pull-requests: write` to the job');
    expect(h.fake.checkRuns[0]!.output.summary).toContain('routing dropped');
    expect(published.problems).toEqual([
      expect.stringMatching(
        /^The PR comment could not be written: the workflow's token cannot write pull request comments \(GitHub answered 403: Resource not accessible by integration\)/,
      ),
    ]);
    expect(h.fake.comments).toHaveLength(0);
  });

  it('names a check run permission when the check cannot be created', async () => {
    const h = await harness();
    h.fake.failNext({ kind: 'forbidden', method: 'POST', path: /\/check-runs$/ });
    await expect(publisherOf(h).start(running)).rejects.toThrow(
      /Could not create the check run: .*add `permissions: checks: write` to the job/,
    );
  });

  it('completes a check left in progress with the failure when the work after it throws', async () => {
    const h = await harness();
    const publisher = publisherOf(h);
    const failing = publisher.settle(async () => {
      await publisher.start(running);
      throw new Error('agent unreachable at http://user:s3cret@agent.example');
    });
    await expect(failing).rejects.toThrow(/agent unreachable/);

    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(h.fake.checkRuns[0]!.output.title).toBe('The evaluation could not run');
    expect(h.fake.checkRuns[0]!.output.summary).toContain('agent unreachable at http://user:');
    expect(h.fake.checkRuns[0]!.output.summary).not.toContain('s3cret');
    expect(h.fake.comments[0]!.body).toMatch(/agent-eval could not run/);
    expect(h.fake.comments[0]!.body).not.toContain('s3cret');
  });

  it('completes the check with the verdict when a step after the verdict throws', async () => {
    const h = await harness();
    const publisher = publisherOf(h);
    const failing = publisher.settle(async () => {
      await publisher.start(running);
      publisher.prepare(verdict);
      throw new Error('cannot write agent-eval-report/report.html');
    });
    await expect(failing).rejects.toThrow(/report\.html/);

    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(h.fake.checkRuns[0]!.output.title).toBe(verdict.title);
    expect(h.fake.checkRuns[0]!.output.summary).toMatch(
      /^> ⚠️ The step failed after the evaluation: cannot write agent-eval-report\/report\.html\n\nrouting dropped$/,
    );
  });

  it('completes a check the flow forgot to publish', async () => {
    const h = await harness();
    const publisher = publisherOf(h);
    await publisher.settle(() => publisher.start(running));
    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('marks a run of an older head superseded and leaves the comment to the newer run', async () => {
    const h = await harness();
    const publisher = publisherOf(h);
    await publisher.start(running);
    // The newer commit is pushed and its run publishes first.
    h.fake.setPull({ number: 42, head_sha: NEWER });
    const newer = h.fake.comments[0]!;
    newer.body = `${marker}\nresult of the newer run`;

    const published = await publisher.publish(verdict);

    expect(published.supersededBy).toBe(NEWER);
    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'neutral', head_sha: HEAD });
    expect(h.fake.checkRuns[0]!.output.title).toBe(`Superseded by ${NEWER.slice(0, 7)}`);
    expect(h.fake.checkRuns[0]!.output.text).toBe(verdict.summary); // nothing computed is lost
    expect(h.fake.comments.map((c) => c.body)).toEqual([`${marker}\nresult of the newer run`]);
    expect(writes(h.fake).filter((w) => w.includes('/issues/'))).toHaveLength(1); // the running comment only
  });

  it('does not post its running comment over a newer run that already finished', async () => {
    const h = await harness();
    h.fake.setPull({ number: 42, head_sha: NEWER });
    const publisher = publisherOf(h);
    await publisher.start(running);
    await publisher.publish(verdict);
    expect(h.fake.comments).toHaveLength(0);
    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'neutral' });
  });

  it('publishes when the pull request cannot be read, saying it could not check for a newer commit', async () => {
    const h = await harness();
    const publisher = publisherOf(h, { prNumber: 43 });
    const published = await publisher.publish(verdict);
    expect(published.supersededBy).toBeNull();
    expect(h.fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(h.logger.lines.join('\n')).toMatch(/warning: Could not read the head of pull request #43 \(GitHub answered 404: Not Found\)/);
  });
});
