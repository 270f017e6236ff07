// Shared set-up: a fresh fake GitHub and the real Octokit pointed at it.
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
