import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOctokit, TOKEN_REFUSED } from '../../src/github/octokit.ts';
import { memoryLogger } from '../../src/logger.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { startHarness } from './helpers.ts';

const fakes: FakeGitHub[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function harness() {
  const h = await startHarness();
  fakes.push(h.fake);
  h.fake.addComment(7, { login: 'alice', id: 1, type: 'User' }, 'hello');
  return h;
}

const commentCalls = (fake: FakeGitHub) =>
  fake.requests.filter((r) => r.path === '/repos/acme/shop/issues/7/comments').map((r) => r.status);

describe('createOctokit', () => {
  it('waits out a primary rate limit (403, x-ratelimit-remaining: 0) and retries', async () => {
    const { fake, octokit, logger } = await harness();
    fake.failNext({ kind: 'rate-limit', path: /\/issues\/7\/comments$/ });

    const { data } = await octokit.rest.issues.listComments({ owner: 'acme', repo: 'shop', issue_number: 7 });

    expect(data.map((c) => c.body)).toEqual(['hello']);
    expect(commentCalls(fake)).toEqual([403, 200]);
    expect(logger.lines.some((l) => l.startsWith('warning: GitHub rate limit on GET') && l.includes('retry 1 of 3'))).toBe(true);
  });

  it('waits out a secondary rate limit (403 with retry-after) and retries', async () => {
    const { fake, octokit, logger } = await harness();
    fake.failNext({ kind: 'secondary-rate-limit', method: 'POST' });

    await octokit.rest.issues.createComment({ owner: 'acme', repo: 'shop', issue_number: 7, body: 'second' });

    expect(commentCalls(fake)).toEqual([403, 201]);
    expect(fake.comments.map((c) => c.body)).toEqual(['hello', 'second']);
    expect(logger.lines.some((l) => l.includes('secondary rate limit on POST'))).toBe(true);
  });

  it('retries a 500 and succeeds', async () => {
    const { fake, octokit } = await harness();
    fake.failNext({ kind: 'server-error', path: /\/issues\/7\/comments$/ });

    const { data } = await octokit.rest.issues.listComments({ owner: 'acme', repo: 'shop', issue_number: 7 });

    expect(data).toHaveLength(1);
    expect(commentCalls(fake)).toEqual([500, 200]);
  });

  it('gives up after the configured number of rate-limit retries and says so', async () => {
    const fake = await startFakeGitHub();
    fakes.push(fake);
    const logger = memoryLogger();
    const octokit = createOctokit({ token: fake.token, baseUrl: fake.url, logger, maxRetries: 2, retryAfterBaseMs: 1, spaceWrites: false });
    fake.failNext({ kind: 'rate-limit', times: 10 });

    await expect(octokit.rest.issues.listComments({ owner: 'acme', repo: 'shop', issue_number: 7 })).rejects.toMatchObject({ status: 403 });
    expect(commentCalls(fake)).toEqual([403, 403, 403]);
    expect(logger.lines.some((l) => l.startsWith('error: GitHub rate limit') && l.includes('gave up after 2 retries'))).toBe(true);
  });

  it('does not retry a bad token, and says which input to fix', async () => {
    const fake = await startFakeGitHub();
    fakes.push(fake);
    const octokit = createOctokit({ token: 'wrong', baseUrl: fake.url, logger: memoryLogger(), retryAfterBaseMs: 1 });

    const error = await octokit.rest.users.getAuthenticated().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect((error as Error).message).toBe(`Bad credentials: ${TOKEN_REFUSED}`);
    expect(TOKEN_REFUSED).toMatch(/invalid, expired or revoked \(401\)\. Give the `github-token` input a valid token/);
    expect(fake.requests).toHaveLength(1);
  });

  it('honours GITHUB_API_URL, including a GitHub Enterprise Server style /api/v3 root', async () => {
    const fake = await startFakeGitHub({ apiPrefix: '/api/v3' });
    fakes.push(fake);
    vi.stubEnv('GITHUB_API_URL', `${fake.url}/`);
    const octokit = createOctokit({ token: fake.token, logger: memoryLogger(), spaceWrites: false });

    const { data } = await octokit.rest.users.getAuthenticated();

    expect(data.login).toBe('eval-bot');
    expect(fake.requests.map((r) => r.path)).toEqual(['/user']);
  });

  it('prefers an explicit baseUrl over GITHUB_API_URL', async () => {
    const fake = await startFakeGitHub();
    fakes.push(fake);
    vi.stubEnv('GITHUB_API_URL', 'http://127.0.0.1:9/unused');
    const octokit = createOctokit({ token: fake.token, baseUrl: fake.url, logger: memoryLogger() });

    const { data } = await octokit.rest.users.getAuthenticated();
    expect(data.id).toBe(9001);
  });
});
