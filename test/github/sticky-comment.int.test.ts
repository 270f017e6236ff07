import { describe, expect, it } from 'vitest';
import { COMMENT_BODY_LIMIT, octokitCommentStore, stickyMarker, upsertStickyComment } from '../../src/github/sticky-comment.ts';
import { GITHUB_ACTIONS_BOT, type FakeGitHub, type FakeUser } from '../fakes/github-server.ts';
import { type Harness, useHarnesses } from './helpers.ts';

const ALICE: FakeUser = { login: 'alice', id: 501, type: 'User' };
const OTHER_BOT: FakeUser = { login: 'other-app[bot]', id: 777, type: 'Bot' };
const marker = stickyMarker('agent-eval');

const harness = useHarnesses();

const on42 = (fake: FakeGitHub) => fake.comments.filter((c) => c.issue_number === 42);
const upsert = (h: Harness, body: string, m = marker) =>
  upsertStickyComment(octokitCommentStore(h.octokit, { owner: 'acme', repo: 'shop' }), {
    issue_number: 42,
    marker: m,
    body,
    logger: h.logger,
  });

describe('upsertStickyComment', () => {
  it('creates the comment once, then edits it in place', async () => {
    const h = await harness();

    const first = await upsert(h, 'Running…');
    const second = await upsert(h, 'Pass rate 90%');

    expect(second).toBe(first);
    const comments = on42(h.fake);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.user.login).toBe('eval-bot');
    expect(comments[0]!.body).toBe(`${marker}\nPass rate 90%`);
    expect(first).toBe(`https://github.com/acme/shop/pull/42#issuecomment-${comments[0]!.id}`);
    expect(h.fake.requests.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual(['POST', 'PATCH']);
  });

  it("leaves another user's comment that quotes the marker alone", async () => {
    const h = await harness();
    const quoted = h.fake.addComment(42, ALICE, `> ${marker}\n> the bot said this`);

    await upsert(h, 'one');
    await upsert(h, 'two');

    expect(quoted.body).toBe(`> ${marker}\n> the bot said this`);
    const mine = on42(h.fake).filter((c) => c.user.login === 'eval-bot');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('two');
  });

  it('keeps one comment per check name', async () => {
    const h = await harness();
    await upsert(h, 'a', stickyMarker('agent-eval'));
    await upsert(h, 'b', stickyMarker('agent-eval-nightly'));
    await upsert(h, 'a2', stickyMarker('agent-eval'));

    expect(on42(h.fake).map((c) => c.body)).toEqual([`${stickyMarker('agent-eval')}\na2`, `${stickyMarker('agent-eval-nightly')}\nb`]);
  });

  it('finds its comment among more than 100, following the pagination links', async () => {
    const h = await harness();
    for (let i = 0; i < 230; i++) h.fake.addComment(42, ALICE, `chatter ${i}`);
    const sticky = h.fake.addComment(42, { login: 'eval-bot', id: 9001, type: 'User' }, `${marker}\nold report`);
    for (let i = 0; i < 20; i++) h.fake.addComment(42, ALICE, `more ${i}`);

    await upsert(h, 'new report');

    expect(sticky.body).toBe(`${marker}\nnew report`);
    expect(on42(h.fake)).toHaveLength(251);
    const pages = h.fake.requests
      .filter((r) => r.method === 'GET' && r.path.endsWith('/issues/42/comments'))
      .map((r) => r.query['page'] ?? '1');
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('stops reading pages once it found its comment', async () => {
    const h = await harness();
    h.fake.addComment(42, { login: 'eval-bot', id: 9001, type: 'User' }, `${marker}\nold`);
    for (let i = 0; i < 150; i++) h.fake.addComment(42, ALICE, `chatter ${i}`);

    await upsert(h, 'new');

    expect(h.fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments'))).toHaveLength(1);
  });

  it('works with the workflow token, which cannot read GET /user', async () => {
    const h = await harness({ identity: 'installation' });
    h.fake.addComment(42, ALICE, `${marker} copied by hand`);

    const url = await upsert(h, 'first');
    await upsert(h, 'second');

    const byBot = on42(h.fake).filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id);
    expect(byBot).toHaveLength(1);
    expect(byBot[0]!.body).toBe(`${marker}\nsecond`);
    expect(url).toContain(`#issuecomment-${byBot[0]!.id}`);
    expect(on42(h.fake).find((c) => c.user.id === ALICE.id)!.body).toBe(`${marker} copied by hand`);
    // GET /user is asked once per client, not once per comment.
    expect(h.fake.requests.filter((r) => r.path === '/user').map((r) => r.status)).toEqual([403]);
  });

  it('with an app token, a bot comment with the marker counts as its own', async () => {
    const h = await harness({ identity: 'installation' });
    const earlier = h.fake.addComment(42, OTHER_BOT, `${marker}\nfrom a custom app token`);

    await upsert(h, 'edited');

    expect(on42(h.fake)).toHaveLength(1);
    expect(earlier.body).toBe(`${marker}\nedited`);
  });

  it('keeps a marker the body already carries where it is', async () => {
    const h = await harness();
    await upsert(h, `## Report\n${marker}\nbody`);
    expect(on42(h.fake)[0]!.body).toBe(`## Report\n${marker}\nbody`);
  });

  it("cuts a body over GitHub's limit and says so instead of failing", async () => {
    const h = await harness();
    const huge = 'x'.repeat(COMMENT_BODY_LIMIT + 5000);

    await upsert(h, huge);

    const body = on42(h.fake)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT);
    expect(body.startsWith(marker)).toBe(true);
    expect(body).toMatch(/comment cut: it was \d+ characters, GitHub allows 65536/);
    expect(h.logger.lines.some((l) => l.startsWith('warning:') && l.includes('65536'))).toBe(true);
  });

  it('encodes check names so they cannot end the hidden marker early', () => {
    expect(stickyMarker('evil --> <b>x</b>')).toBe('<!-- agent-eval:check=evil%20--%3E%20%3Cb%3Ex%3C%2Fb%3E -->');
  });
});
