import { describe, expect, it } from 'vitest';
import { BaselineStoreError } from '../../src/github/baseline-branch.ts';
import { readBaselineIndex } from '../../src/github/baseline-store.ts';
import { readHeadResults } from '../../src/github/head-results-store.ts';
import {
  BASELINE_BRANCH,
  commitSha,
  keepHeadResults,
  REPOSITORY,
  resultsFixture,
  storeBaseline,
  useHarnesses,
  type Harness,
} from './helpers.ts';

const harness = useHarnesses();

describe('writeHeadResults / readHeadResults', () => {
  const headsOf = (h: Harness) =>
    (
      JSON.parse(h.fake.git.readFile(BASELINE_BRANCH, 'pull-requests/index.json')!) as { heads: { pr: number; commit: string }[] }
    ).heads.map((e) => `${e.pr}@${e.commit.slice(-1)}`);

  it("keeps a head's results beside the baselines, which stay as they were, and reads them back with their workflow run", async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'base');

    const written = await keepHeadResults(h, 7, commitSha(2), 'head');

    expect(written.path).toBe(`pull-requests/7/${commitSha(2)}.json`);
    expect(h.fake.git.files(BASELINE_BRANCH)).toEqual([
      `baselines/${commitSha(1)}.json`,
      'index.json',
      'pull-requests/7/' + commitSha(2) + '.json',
      'pull-requests/index.json',
    ]);
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(1)]);
    const read = await readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) });
    expect(read).toMatchObject({
      found: true,
      entry: { pr: 7, commit: commitSha(2), created_at: '2026-03-01T12:00:00.000Z', workflow_run: { id: 4242, attempt: 2 } },
    });
    expect(read.found && read.results.run.id).toBe('run-head');
    // A baseline stored afterwards keeps the head's results.
    await storeBaseline(h, commitSha(3), 'base-3');
    expect((await readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) })).found).toBe(true);
  });

  it("says why when nothing is kept for that head, and never mistakes another pull request's head for it", async () => {
    const h = await harness();
    expect(await readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) })).toEqual({
      found: false,
      reason: `no branch "${BASELINE_BRANCH}" yet`,
    });
    await keepHeadResults(h, 8, commitSha(2), 'other');
    expect(await readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) })).toEqual({
      found: false,
      reason: `none is kept on the branch "${BASELINE_BRANCH}" for #7 at ${commitSha(2).slice(0, 7)}`,
    });
    // A branch that holds only heads' results has no baselines yet, without a warning about its index.
    expect(await readBaselineIndex(h.octokit, REPOSITORY)).toEqual([]);
    expect(h.logger.lines.filter((l) => l.startsWith('warning'))).toEqual([]);
  });

  it("keeps the newest three heads of each pull request and the newest N in all, removing the others' files", async () => {
    const h = await harness();
    for (let n = 1; n <= 4; n++) await keepHeadResults(h, 7, commitSha(n), `h${n}`);
    expect(headsOf(h)).toEqual(['7@4', '7@3', '7@2']);
    expect(h.fake.git.files(BASELINE_BRANCH).filter((p) => p.startsWith('pull-requests/7/'))).toEqual(
      [2, 3, 4].map((n) => `pull-requests/7/${commitSha(n)}.json`),
    );

    const last = await keepHeadResults(h, 9, commitSha(5), 'h5', { keep: 2 });
    expect(last.dropped).toEqual([
      { pr: 7, commit: commitSha(3) },
      { pr: 7, commit: commitSha(2) },
    ]);
    expect(headsOf(h)).toEqual(['9@5', '7@4']);
    expect(h.fake.git.files(BASELINE_BRANCH)).toEqual([
      `pull-requests/7/${commitSha(4)}.json`,
      `pull-requests/9/${commitSha(5)}.json`,
      'pull-requests/index.json',
    ]);

    // The same head kept again replaces its results, without a second entry.
    await keepHeadResults(h, 7, commitSha(4), 'h4-again');
    expect(headsOf(h)).toEqual(['7@4', '9@5']);
    const read = await readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(4) });
    expect(read.found && read.results.run.id).toBe('run-h4-again');
  });

  it('names the file and the fix when the kept results are damaged or of another commit', async () => {
    const h = await harness();
    await keepHeadResults(h, 7, commitSha(2), 'head');
    const index = h.fake.git.readFile(BASELINE_BRANCH, 'pull-requests/index.json')!;
    const path = `pull-requests/7/${commitSha(2)}.json`;
    h.fake.git.commit({
      files: { 'pull-requests/index.json': index, [path]: '{"schema":"agent-eval/results@1"' },
      branch: BASELINE_BRANCH,
    });
    await expect(readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) })).rejects.toThrow(
      new RegExp(`^${BASELINE_BRANCH}:${path} is not valid JSON .*; comment /eval rerun without suites to run the whole check again\\.$`),
    );

    h.fake.git.commit({
      files: { 'pull-requests/index.json': index, [path]: JSON.stringify(resultsFixture('x', commitSha(5))) },
      branch: BASELINE_BRANCH,
    });
    await expect(readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) })).rejects.toThrow(
      `${BASELINE_BRANCH}:${path} holds results of ${commitSha(5).slice(0, 12)}, not of ${commitSha(2).slice(0, 12)}`,
    );

    h.fake.git.commit({
      files: { 'pull-requests/index.json': '{"schema":"agent-eval/head-results-index@1","heads":[{"pr":0}]}' },
      branch: BASELINE_BRANCH,
    });
    await expect(readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: commitSha(2) })).rejects.toThrow(
      `${BASELINE_BRANCH}:pull-requests/index.json is not an index of pull request results (heads.0.pr:`,
    );
  });

  it('refuses a pull request number or a head that is not a full SHA', async () => {
    const h = await harness();
    await expect(keepHeadResults(h, 0, commitSha(2), 'x')).rejects.toThrow(BaselineStoreError);
    await expect(readHeadResults(h.octokit, { ...REPOSITORY, pr: 7, commit: 'main' })).rejects.toThrow(/full commit SHA/);
  });
});
