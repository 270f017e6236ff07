import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.ts';
import { BaselineStoreError } from '../../src/github/baseline-branch.ts';
import {
  findBaselineForPr,
  findPreviousBaseline,
  readBaseline,
  readBaselineIndex,
  readEarlierBaselines,
  writeBaseline,
} from '../../src/github/baseline-store.ts';
import { historyBatches } from '../../src/results/history.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { historyDependence } from '../../src/stats/history-dependence.ts';
import { results as resultsOf, suite, test } from '../helpers/results.ts';
import { BASELINE_BRANCH, commitSha, REPOSITORY, resultsFixture, storeBaseline, useHarnesses, type Harness } from './helpers.ts';

const harness = useHarnesses();

describe('writeBaseline / readBaseline', () => {
  it('creates the orphan branch with the baseline and the index', async () => {
    const h = await harness();

    const written = await storeBaseline(h, commitSha(1), 'one');

    const head = h.fake.git.ref(`heads/${BASELINE_BRANCH}`);
    expect(head).toBe(written.branch_commit);
    expect(h.fake.git.parents(head!)).toEqual([]);
    expect(h.fake.git.files(BASELINE_BRANCH)).toEqual([`baselines/${commitSha(1)}.json`, 'index.json']);
    expect(JSON.parse(h.fake.git.readFile(BASELINE_BRANCH, `baselines/${commitSha(1)}.json`)!).run.id).toBe('run-one');
    const index = JSON.parse(h.fake.git.readFile(BASELINE_BRANCH, 'index.json')!);
    expect(index).toMatchObject({
      schema: 'agent-eval/baseline-index@1',
      baselines: [{ commit: commitSha(1), path: `baselines/${commitSha(1)}.json` }],
    });
    expect(h.fake.requests.some((r) => r.method === 'PATCH' && r.path.includes('/git/refs/'))).toBe(false);
    expect((await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) }))?.run.id).toBe('run-one');
  });

  it('adds a second baseline as a fast-forward commit and keeps the first', async () => {
    const h = await harness();
    const first = await storeBaseline(h, commitSha(1), 'one');

    const second = await storeBaseline(h, commitSha(2), 'two');

    expect(h.fake.git.parents(second.branch_commit)).toEqual([first.branch_commit]);
    expect((await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) }))?.run.id).toBe('run-one');
    expect((await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(2) }))?.run.id).toBe('run-two');
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(2), commitSha(1)]);
    const patch = h.fake.requests.find((r) => r.method === 'PATCH' && r.path.endsWith(`/git/refs/heads/${BASELINE_BRANCH}`));
    expect(patch?.body).toEqual({ sha: second.branch_commit, force: false });
  });

  it('replaces the baseline of a commit stored again, without a duplicate index entry', async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'one');
    await storeBaseline(h, commitSha(2), 'two');

    await storeBaseline(h, commitSha(1), 'one-again');

    expect((await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) }))?.run.id).toBe('run-one-again');
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(1), commitSha(2)]);
  });

  it('gives up with a clear error when the branch keeps moving', async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'one');
    const held = h.fake.hold('PATCH', /\/git\/refs\/heads\//);
    const jobA = storeBaseline(h, commitSha(2), 'two', { maxAttempts: 1 });
    await held.reached;
    await storeBaseline(h, commitSha(3), 'three');
    held.release();

    await expect(jobA).rejects.toThrow(/kept moving .* \(1 attempts\); re-run the job/);
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(3), commitSha(1)]);
  });

  it('keeps only the newest N baselines in the index and in the tree', async () => {
    const h = await harness();
    for (let n = 1; n <= 4; n++) await storeBaseline(h, commitSha(n), `r${n}`, { keep: 3 });

    const last = await storeBaseline(h, commitSha(5), 'r5', { keep: 3 });

    expect(last.dropped).toEqual([commitSha(2)]);
    expect((await readBaselineIndex(h.octokit, REPOSITORY)).map((e) => e.commit)).toEqual([commitSha(5), commitSha(4), commitSha(3)]);
    expect(h.fake.git.files(BASELINE_BRANCH)).toEqual(
      [commitSha(3), commitSha(4), commitSha(5)].map((c) => `baselines/${c}.json`).concat('index.json'),
    );
    expect(await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) })).toBeNull();
  });

  it('writes to a custom branch name', async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'one', { branch: 'eval-data' });
    expect(h.fake.git.ref('heads/eval-data')).toBeDefined();
    expect(h.fake.git.ref(`heads/${BASELINE_BRANCH}`)).toBeUndefined();
    expect((await readBaseline(h.octokit, { ...REPOSITORY, branch: 'eval-data', commit: commitSha(1) }))?.run.id).toBe('run-one');
  });

  it('answers null when there is no branch or no baseline for the commit', async () => {
    const h = await harness();
    expect(await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) })).toBeNull();
    await storeBaseline(h, commitSha(1), 'one');
    expect(await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(9) })).toBeNull();
  });

  it('names the file, its size and the fix when GitHub refuses the results file as too large (403 blob too large)', async () => {
    const h = await harness({ maxBlobBytes: 2000 });
    const results = resultsFixture('big', commitSha(1));
    results.warnings = [`${'x'.repeat(3000)}`];

    const error = await writeBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1), results, retryDelayMs: 0 }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(BaselineStoreError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^GitHub refused to store the baseline results file ${BASELINE_BRANCH}:baselines/${commitSha(1)}\\.json \\(0\\.0 MB; GitHub answered 403: blob too large\\): its Git data API takes files of at most 100 MB \\(make the baseline smaller: fewer runs per test on push \\(the \`repeats\` input\\)`,
      ),
    );
    expect(await readBaselineIndex(h.octokit, REPOSITORY)).toEqual([]);
  });

  it('names the index and the fix when the index itself is too large to read', async () => {
    const h = await harness({ maxBlobBytes: 2000 });
    const baselines = Array.from({ length: 40 }, (_, i) => ({
      commit: commitSha(i + 1),
      created_at: '2026-01-01T00:00:00.000Z',
      path: `baselines/${commitSha(i + 1)}.json`,
    }));
    h.fake.git.commit({
      files: { 'index.json': JSON.stringify({ schema: 'agent-eval/baseline-index@1', baselines }) },
      branch: BASELINE_BRANCH,
    });

    await expect(readBaselineIndex(h.octokit, REPOSITORY)).rejects.toThrow(
      new RegExp(
        `^Cannot read ${BASELINE_BRANCH}:index\\.json from GitHub \\(0\\.0 MB; GitHub answered 403: .*\\(lower the retention \\(keep\\), or delete the branch`,
      ),
    );
  });

  it('refuses a commit that is not a full SHA', async () => {
    const h = await harness();
    await expect(storeBaseline(h, 'main', 'x')).rejects.toThrow(BaselineStoreError);
  });

  it('names the file and the fix when the index on the branch is damaged', async () => {
    const h = await harness();
    h.fake.git.commit({ files: { 'index.json': '{"not": "an index"}' }, branch: BASELINE_BRANCH });

    await expect(readBaselineIndex(h.octokit, REPOSITORY)).rejects.toThrow(
      /agent-eval-baselines:index.json is not a baseline index .*delete the branch/,
    );
  });

  it('names the file when a stored baseline is not a valid results file', async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'one');
    const index = h.fake.git.readFile(BASELINE_BRANCH, 'index.json')!;
    h.fake.git.commit({
      files: { 'index.json': index, [`baselines/${commitSha(1)}.json`]: '{"schema":"agent-eval/results@1"}' },
      branch: BASELINE_BRANCH,
    });

    await expect(readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) })).rejects.toThrow(
      `agent-eval-baselines:baselines/${commitSha(1)}.json is not a valid results file`,
    );
  });

  it('names the version of a baseline a newer agent-eval stored, and says to upgrade rather than refresh it', async () => {
    const h = await harness();
    await storeBaseline(h, commitSha(1), 'one');
    const index = h.fake.git.readFile(BASELINE_BRANCH, 'index.json')!;
    h.fake.git.commit({
      files: { 'index.json': index, [`baselines/${commitSha(1)}.json`]: '{"schema":"agent-eval/results@2","suites":{"a":"new shape"}}' },
      branch: BASELINE_BRANCH,
    });

    const error = await readBaseline(h.octokit, { ...REPOSITORY, commit: commitSha(1) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaselineStoreError);
    expect((error as Error).message).toBe(
      `agent-eval-baselines:baselines/${commitSha(1)}.json was written by a newer agent-eval (schema "agent-eval/results@2"; agent-eval ${VERSION} reads "agent-eval/results@1"): upgrade agent-eval (the action's version in \`uses:\`, or the CLI package) to read it; do not refresh the baseline.`,
    );
    expect((error as Error).message).not.toMatch(/refresh-baseline|not a valid results file/);
  });
});

describe('findBaselineForPr', () => {
  /** main: m0 … m9; the PR branches off m7 and adds two commits. */
  async function history(h: Harness) {
    const main = h.fake.git.chain(10, { branch: 'main' });
    const pr = h.fake.git.chain(2, { parent: main[7]! });
    return { main, head: pr[1]! };
  }

  it('uses the baseline of the merge-base when there is one', async () => {
    const h = await harness();
    const { main, head } = await history(h);
    await storeBaseline(h, main[7]!, 'm7');
    await storeBaseline(h, main[9]!, 'm9');

    const found = await findBaselineForPr(h.octokit, { ...REPOSITORY, base_ref: 'main', head_sha: head });

    expect(found).toMatchObject({ found: true, commit: main[7], merge_base: main[7], distance: 0 });
    expect(found.found && found.results.run.id).toBe('run-m7');
    expect(h.fake.requests.some((r) => r.path === `/repos/acme/shop/compare/main...${head}`)).toBe(true);
  });

  it('walks first-parent ancestors of the merge-base and reports how far back it went', async () => {
    const h = await harness();
    const { main, head } = await history(h);
    await storeBaseline(h, main[2]!, 'm2');
    await storeBaseline(h, main[4]!, 'm4');
    await storeBaseline(h, main[9]!, 'm9'); // newer than the merge-base: never used for this PR

    const found = await findBaselineForPr(h.octokit, { ...REPOSITORY, base_ref: 'main', head_sha: head });

    expect(found).toMatchObject({ found: true, commit: main[4], merge_base: main[7], distance: 3 });
    expect(found.found && found.results.run.id).toBe('run-m4');
  });

  it('follows the first parent of merge commits', async () => {
    const h = await harness();
    const main = h.fake.git.chain(3, { branch: 'main' });
    const side = h.fake.git.chain(2, { parent: main[0]! });
    const merge = h.fake.git.commit({ parents: [main[2]!, side[1]!], message: 'merge', branch: 'main' });
    await storeBaseline(h, side[1]!, 'side'); // only on the second parent
    await storeBaseline(h, main[1]!, 'm1');

    const found = await findBaselineForPr(h.octokit, { ...REPOSITORY, base_ref: 'main', head_sha: merge });

    expect(found).toMatchObject({ found: true, commit: main[1], distance: 2 });
  });

  it('stops after maxDepth ancestors and says why', async () => {
    const h = await harness();
    const { main, head } = await history(h);
    await storeBaseline(h, main[2]!, 'm2');

    const found = await findBaselineForPr(h.octokit, { ...REPOSITORY, base_ref: 'main', head_sha: head, maxDepth: 4 });

    expect(found.found).toBe(false);
    expect(!found.found && found.reason).toMatch(new RegExp(`merge-base ${main[7]!.slice(0, 12)} or its 4 nearest first-parent ancestors`));
    expect(!found.found && found.merge_base).toBe(main[7]);
    // Parents of m7, m6, m5, m4 looked up; m3 (distance 4) is only checked against the index.
    const walked = h.fake.requests.filter((r) => r.path.includes('/git/commits/')).map((r) => r.path.split('/').pop());
    expect(walked.filter((c) => main.includes(c!))).toEqual([main[7], main[6], main[5], main[4]]);
  });

  it('says so when the start of the history is reached', async () => {
    const h = await harness();
    const { head } = await history(h);
    const unrelated = h.fake.git.chain(1)[0]!;
    await storeBaseline(h, unrelated, 'elsewhere');

    const found = await findBaselineForPr(h.octokit, { ...REPOSITORY, base_ref: 'main', head_sha: head });

    expect(found.found).toBe(false);
    expect(!found.found && found.reason).toMatch(/start of the history was reached/);
  });

  it('explains how to create the first baseline when the branch does not exist', async () => {
    const h = await harness();
    const { head } = await history(h);

    const found = await findBaselineForPr(h.octokit, { ...REPOSITORY, base_ref: 'main', head_sha: head });

    expect(found).toEqual({
      found: false,
      merge_base: null,
      reason:
        'No baseline branch "agent-eval-baselines" yet: a push to the default branch with the action (or command refresh-baseline) stores one on the branch "agent-eval-baselines".',
    });
  });
});

describe('findPreviousBaseline', () => {
  it('finds the newest baseline among the first-parent ancestors, never the commit itself', async () => {
    const h = await harness();
    const [one, two, three] = h.fake.git.chain(3, { branch: 'main' });
    await storeBaseline(h, one!, 'one');
    await storeBaseline(h, three!, 'three'); // a re-run of the job for three must not carry from itself

    const found = await findPreviousBaseline(h.octokit, { ...REPOSITORY, commit: three! });
    expect(found).toMatchObject({ found: true, commit: one, distance: 2 });
    expect(found.found && found.results.run.id).toBe('run-one');
    expect(await findPreviousBaseline(h.octokit, { ...REPOSITORY, commit: two! })).toMatchObject({ found: true, commit: one, distance: 1 });
    expect(await findPreviousBaseline(h.octokit, { ...REPOSITORY, commit: one! })).toMatchObject({
      found: false,
      reason: expect.stringContaining('the start of the history was reached'),
    });
    expect(await findPreviousBaseline(h.octokit, { ...REPOSITORY, commit: 'f'.repeat(40) })).toMatchObject({
      found: false,
      reason: expect.stringContaining('does not know the commit'),
    });
  });

  it('says so when there is no baseline branch', async () => {
    const h = await harness();
    const [one] = h.fake.git.chain(1, { branch: 'main' });
    expect(await findPreviousBaseline(h.octokit, { ...REPOSITORY, commit: one! })).toEqual({
      found: false,
      reason: `no baseline branch "${BASELINE_BRANCH}" yet`,
    });
  });
});

describe('readEarlierBaselines', () => {
  /** The baseline of main[n]: suite s, test t passing `passed` of 8 runs, run run-n. */
  const batchOf = (main: string[], n: number, passed: number): Results =>
    resultsOf([suite('s', [test('t', 'P'.repeat(passed) + 'F'.repeat(8 - passed))])], {
      commit: main[n]!,
      run: { id: `run-${n}`, started_at: new Date(Date.UTC(2026, 10, 1 + n)).toISOString() },
    });
  /** The baseline branch in one commit, as writeBaseline leaves it: each file (oldest first) and the index, newest first. */
  function branchWith(h: Harness, baselines: [commit: string, content: Results | string][]): void {
    const files = Object.fromEntries(
      baselines.map(([commit, content]) => [`baselines/${commit}.json`, typeof content === 'string' ? content : JSON.stringify(content)]),
    );
    const index = baselines
      .map(([commit]) => ({ commit, created_at: '2026-11-01T00:00:00.000Z', path: `baselines/${commit}.json` }))
      .reverse();
    h.fake.git.commit({
      files: { ...files, 'index.json': JSON.stringify({ schema: 'agent-eval/baseline-index@1', baselines: index }) },
      branch: BASELINE_BRANCH,
    });
  }
  /** main: m0 … m5, each with a baseline (m_n passing n of 8), main[3]'s replaced by `third`. */
  function storedHistory(h: Harness, third?: string): string[] {
    const main = h.fake.git.chain(6, { branch: 'main' });
    branchWith(
      h,
      main.map((commit, n) => [commit, n === 3 && third !== undefined ? third : batchOf(main, n, n)]),
    );
    return main;
  }
  const blobReads = (h: Harness) => h.fake.requests.filter((r) => r.method === 'GET' && r.path.includes('/git/blobs/')).length;
  const warnings = (h: Harness) => h.logger.lines.filter((l) => l.startsWith('warning:'));

  it('reads the nearest `count` baselines before the commit along its first-parent history, as batches', async () => {
    const h = await harness();
    const main = storedHistory(h);

    const read = await readEarlierBaselines(h.octokit, { ...REPOSITORY, commit: main[5]!, count: 3, logger: h.logger });

    expect(read.baselines.map((b) => [b.commit, b.distance])).toEqual([
      [main[4], 1],
      [main[3], 2],
      [main[2], 3],
    ]);
    expect(read.baselines.map((b) => b.batches)).toEqual(
      [4, 3, 2].map((n) => [['s/t', expect.objectContaining({ passed: n, runs: 8, run: `run-${n}` })]]),
    );
    // The index, then one results file per baseline: never the commit's own, never more than `count`.
    expect(blobReads(h)).toBe(1 + 3);
    expect(read.skipped).toEqual([]);
    expect(warnings(h)).toEqual([]);
  });

  it('gives a suite carried over into a later baseline, counted once by historyDependence', async () => {
    const h = await harness();
    const main = h.fake.git.chain(4, { branch: 'main' });
    // main[2] ran other suites and carried s over from main[1]: the same batch again.
    const carried = batchOf(main, 2, 6);
    carried.suites[0]!.carried_from = { commit: main[1]!, run_id: 'run-1' };
    branchWith(h, [
      [main[0]!, batchOf(main, 0, 2)],
      [main[1]!, batchOf(main, 1, 6)],
      [main[2]!, carried],
    ]);

    const read = await readEarlierBaselines(h.octokit, { ...REPOSITORY, commit: main[3]!, count: 5, logger: h.logger });

    expect(read.baselines.map((b) => b.commit)).toEqual([main[2], main[1], main[0]]);
    const dependence = historyDependence(historyBatches(read.baselines.map((b) => b.batches)));
    expect(dependence.tests.get('s/t')?.batches).toBe(2);
    expect(dependence.batches).toBe(2);
  });

  it('skips a baseline that cannot be read with one warning, and goes on to the next', async () => {
    const h = await harness();
    const main = storedHistory(h, '{"schema":"agent-eval/results@1"}');

    const read = await readEarlierBaselines(h.octokit, { ...REPOSITORY, commit: main[5]!, count: 3, logger: h.logger });

    // The broken one counts as one of the three reads.
    expect(read.baselines.map((b) => b.commit)).toEqual([main[4], main[2]]);
    expect(read.skipped).toEqual([main[3]]);
    expect(warnings(h)).toHaveLength(1);
    expect(warnings(h)[0]).toContain(`skipped the baseline of ${main[3]!.slice(0, 12)}`);
    expect(warnings(h)[0]).toContain('is not a valid results file');
  });

  it('stops with one warning, keeping what it read, when GitHub does not know a commit', async () => {
    const h = await harness();
    storedHistory(h);

    const read = await readEarlierBaselines(h.octokit, { ...REPOSITORY, commit: 'f'.repeat(40), count: 3, logger: h.logger });

    expect(read.baselines).toEqual([]);
    expect(warnings(h)).toEqual([expect.stringContaining(`could not read the parent of ${'f'.repeat(12)}`)]);
  });

  it('reads nothing, not even the branch, when count is 0', async () => {
    const h = await harness();
    const main = storedHistory(h);

    expect(await readEarlierBaselines(h.octokit, { ...REPOSITORY, commit: main[5]!, count: 0 })).toEqual({ baselines: [], skipped: [] });
    expect(h.fake.requests).toEqual([]);
  });
});
