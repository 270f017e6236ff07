// Shared set-up: a fresh fake GitHub and the real Octokit pointed at it.
import { afterEach } from 'vitest';
import { writeBaseline, type WriteBaseline } from '../../src/github/baseline-store.ts';
import { writeHeadResults, type WriteHeadResults } from '../../src/github/head-results-store.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { startFakeGitHub, type FakeGitHub, type FakeIdentity } from '../fakes/github-server.ts';

export interface Harness {
  fake: FakeGitHub;
  octokit: Octokit;
  logger: ReturnType<typeof memoryLogger>;
}

export async function startHarness(
  options: { identity?: FakeIdentity; maxBlobBytes?: number; maxInlineContentBytes?: number } = {},
): Promise<Harness> {
  const fake = await startFakeGitHub(options);
  const logger = memoryLogger();
  // Retry waits in milliseconds instead of seconds; no one-second spacing between writes.
  const octokit = createOctokit({ token: fake.token, baseUrl: fake.url, logger, retryAfterBaseMs: 5, spaceWrites: false });
  return { fake, octokit, logger };
}

/** A small valid results file; `tag` makes each one distinguishable. */
export function resultsFixture(tag: string, commit: string | null = null): Results {
  return {
    schema: 'agent-eval/results@1',
    tool: { name: 'agent-eval', version: '0.1.0' },
    run: {
      id: `run-${tag}`,
      started_at: '2026-01-01T00:00:00.000Z',
      finished_at: '2026-01-01T00:01:00.000Z',
      target: 'http://agent.example',
      transport: 'http',
      commit,
      repeats: 3,
      concurrency: 2,
      complete: true,
    },
    counts: { planned: 3, passed: 3, failed: 0, errored: 0, skipped: 0 },
    warnings: [],
    suites: [],
  };
}

// The baseline branch's two stores (src/github/baseline-store.ts, head-results-store.ts) in acme/shop.
export const BASELINE_BRANCH = 'agent-eval-baselines';
export const REPOSITORY = { owner: 'acme', repo: 'shop' };

/** A full commit SHA made from `n`, so that a test can name its commits 1, 2, 3. */
export const commitSha = (n: number): string => n.toString(16).padStart(40, 'c');

/** A harness per call, every one closed after each test of the file. */
export function useHarnesses(): (options?: Parameters<typeof startHarness>[0]) => Promise<Harness> {
  const fakes: FakeGitHub[] = [];
  afterEach(async () => {
    await Promise.all(fakes.splice(0).map((f) => f.close()));
  });
  return async (options) => {
    const h = await startHarness(options);
    fakes.push(h.fake);
    return h;
  };
}

/** Stores the results tagged `tag` as the baseline of `commit`, without retry pauses. */
export const storeBaseline = (h: Harness, commit: string, tag: string, extra: Partial<WriteBaseline> = {}) =>
  writeBaseline(h.octokit, { ...REPOSITORY, commit, results: resultsFixture(tag, commit), retryDelayMs: 0, logger: h.logger, ...extra });

/** Keeps the results tagged `tag` as those of pull request `pr` at head `commit`, stamped with workflow run 4242 attempt 2. */
export const keepHeadResults = (h: Harness, pr: number, commit: string, tag: string, extra: Partial<WriteHeadResults> = {}) =>
  writeHeadResults(h.octokit, {
    ...REPOSITORY,
    pr,
    commit,
    results: resultsFixture(tag, commit),
    run: { id: 4242, attempt: 2 },
    retryDelayMs: 0,
    now: () => new Date('2026-03-01T12:00:00Z'),
    ...extra,
  });
