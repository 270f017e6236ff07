// What both stores of the baseline branch get from src/github/baseline-branch.ts: concurrent writes
// keep each other's files (compare-and-swap), and a file too large for GitHub to hand over is named
// with its size and the fix.
import { describe, expect, it } from 'vitest';
import { BaselineStoreError } from '../../src/github/baseline-branch.ts';
import { readBaseline, readBaselineIndex } from '../../src/github/baseline-store.ts';
import { readHeadResults } from '../../src/github/head-results-store.ts';
import { BASELINE_BRANCH, commitSha, keepHeadResults, REPOSITORY, resultsFixture, storeBaseline, useHarnesses } from './helpers.ts';

const harness = useHarnesses();

describe('the baseline branch', () => {
  it('keeps both baselines when two jobs write at the same time', async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'one');
    // Job A reads the branch and builds its commit, then stalls just before moving the branch.
    const held = h.fake.hold('PATCH', /\/git\/refs\/heads\//);
    const jobA = storeBaseline(h, commitSha(2), 'two');
    await held.reached;

    const jobB = await storeBaseline(h, commitSha(3), 'three');
    held.release();
    const a = await jobA;

    expect(jobB.attempts).toBe(1);
    expect(a.attempts).toBe(2);
    // In arrival order: A's held update (refused once released), B's, then A's retry.
    expect(h.fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([422, 200, 200]);
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(2), commitSha(3), commitSha(1)]);
    for (const [n, tag] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const) {
      expect((await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(n) }))?.run.id).toBe(`run-${tag}`);
    }
    expect(h.logger.lines.some((l) => l.includes('moved while writing'))).toBe(true);
  });

  it('keeps both baselines when two jobs create the branch at the same time', async () => {
    const h = await harness();
    const held = h.fake.hold('POST', /\/git\/refs$/);
    const jobA = storeBaseline(h, commitSha(1), 'one');
    await held.reached;

    await storeBaseline(h, commitSha(2), 'two');
    held.release();
    const a = await jobA;

    expect(a.attempts).toBe(2);
    expect(h.fake.git.parents(a.branch_commit)).toHaveLength(1);
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(1), commitSha(2)]);
  });

  it('names the file, its size and the fix when GitHub will not hand over a stored file too large to read (403 too_large)', async () => {
    // The stand-in's limit lowered to 2000 bytes stands for GitHub's 100 MB; the files are put on the branch directly.
    const h = await harness({ maxBlobBytes: 2000 });
    const results = resultsFixture('big', commitSha(1));
    results.warnings = ['x'.repeat(3000)];
    const text = `${JSON.stringify(results, null, 2)}\n`;
    const index = {
      schema: 'agent-eval/baseline-index@1',
      baselines: [{ commit: commitSha(1), created_at: '2026-01-01T00:00:00.000Z', path: `baselines/${commitSha(1)}.json` }],
    };
    h.fake.git.commit({
      files: { 'index.json': JSON.stringify(index), [`baselines/${commitSha(1)}.json`]: text },
      branch: BASELINE_BRANCH,
    });

    const error = await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BaselineStoreError);
    const mb = (Buffer.byteLength(text) / (1024 * 1024)).toFixed(1);
    expect((error as Error).message).toBe(
      `Cannot read ${BASELINE_BRANCH}:baselines/${commitSha(1)}.json from GitHub (${mb} MB; GitHub answered 403: This API returns blobs up to 100 MB in size. The requested blob is too large to fetch via the API.): ` +
        `its Git data API reads files of at most 100 MB (delete baselines/${commitSha(1)}.json from the branch "${BASELINE_BRANCH}" (or the branch, to start the baselines over) and store a smaller baseline: ` +
        'fewer runs per test on push (the `repeats` input), or the suites split over several workflows, each with its own `suites`, `check-name` and `baseline-branch`)',
    );
    expect((error as Error).message).not.toContain('docs.github.com');
  });

  it("keeps both when a baseline and a head's results are written at the same time", async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'one');
    const held = h.fake.hold('PATCH', /\/git\/refs\/heads\//);
    const head = keepHeadResults(h, 7, commitSha(2), 'head');
    await held.reached;
    await storeBaseline(h, commitSha(3), 'three');
    held.release();

    expect((await head).attempts).toBe(2);
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(3), commitSha(1)]);
    expect((await readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) })).found).toBe(true);
  });
});
