import { afterEach, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.ts';
import {
  BaselineStoreError,
  findBaselineForPr,
  findPreviousBaseline,
  readBaseline,
  readBaselineIndex,
  readHeadResults,
  writeBaseline,
  writeHeadResults,
  type WriteBaseline,
  type WriteHeadResults,
} from '../../src/github/baseline-store.ts';
import type { FakeGitHub } from '../fakes/github-server.ts';
import { resultsFixture, startHarness, type Harness } from './helpers.ts';

const BRANCH = 'agent-eval-baselines';
const where = { owner: 'acme', repo: 'shop' };
const fakes: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function harness(): Promise<Harness> {
  const h = await startHarness();
  fakes.push(h.fake);
  return h;
}

const sha = (n: number) => n.toString(16).padStart(40, 'c');
const write = (h: Harness, commit: string, tag: string, extra: Partial<WriteBaseline> = {}) =>
  writeBaseline(h.octokit, { ...where, commit, results: resultsFixture(tag, commit), retryDelayMs: 0, logger: h.logger, ...extra });

describe('writeBaseline / readBaseline', () => {
  it('creates the orphan branch with the baseline and the index', async () => {
    const h = await harness();

    const written = await write(h, sha(1), 'one');

    const head = h.fake.git.ref(`heads/${BRANCH}`);
    expect(head).toBe(written.branch_commit);
    expect(h.fake.git.parents(head!)).toEqual([]);
    expect(h.fake.git.files(BRANCH)).toEqual([`baselines/${sha(1)}.json`, 'index.json']);
    expect(JSON.parse(h.fake.git.readFile(BRANCH, `baselines/${sha(1)}.json`)!).run.id).toBe('run-one');
    const index = JSON.parse(h.fake.git.readFile(BRANCH, 'index.json')!);
    expect(index).toMatchObject({
      schema: 'agent-eval/baseline-index@1',
      baselines: [{ commit: sha(1), path: `baselines/${sha(1)}.json` }],
    });
    expect(h.fake.requests.some((r) => r.method === 'PATCH' && r.path.includes('/git/refs/'))).toBe(false);
    expect((await readBaseline(h.octokit, { ...where, commit: sha(1) }))?.run.id).toBe('run-one');
  });

  it('adds a second baseline as a fast-forward commit and keeps the first', async () => {
    const h = await harness();
    const first = await write(h, sha(1), 'one');

    const second = await write(h, sha(2), 'two');

    expect(h.fake.git.parents(second.branch_commit)).toEqual([first.branch_commit]);
    expect((await readBaseline(h.octokit, { ...where, commit: sha(1) }))?.run.id).toBe('run-one');
    expect((await readBaseline(h.octokit, { ...where, commit: sha(2) }))?.run.id).toBe('run-two');
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(2), sha(1)]);
    const patch = h.fake.requests.find((r) => r.method === 'PATCH' && r.path.endsWith(`/git/refs/heads/${BRANCH}`));
    expect(patch?.body).toEqual({ sha: second.branch_commit, force: false });
  });

  it('replaces the baseline of a commit stored again, without a duplicate index entry', async () => {
    const h = await harness();
    await write(h, sha(1), 'one');
    await write(h, sha(2), 'two');

    await write(h, sha(1), 'one-again');

    expect((await readBaseline(h.octokit, { ...where, commit: sha(1) }))?.run.id).toBe('run-one-again');
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(1), sha(2)]);
  });

  it('keeps both baselines when two jobs write at the same time', async () => {
    const h = await harness();
    await write(h, sha(1), 'one');
    // Job A reads the branch and builds its commit, then stalls just before moving the branch.
    const held = h.fake.hold('PATCH', /\/git\/refs\/heads\//);
    const jobA = write(h, sha(2), 'two');
    await held.reached;

    const jobB = await write(h, sha(3), 'three');
    held.release();
    const a = await jobA;

    expect(jobB.attempts).toBe(1);
    expect(a.attempts).toBe(2);
    // In arrival order: A's held update (refused once released), B's, then A's retry.
    expect(h.fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([422, 200, 200]);
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(2), sha(3), sha(1)]);
    for (const [n, tag] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const) {
      expect((await readBaseline(h.octokit, { ...where, commit: sha(n) }))?.run.id).toBe(`run-${tag}`);
    }
    expect(h.logger.lines.some((l) => l.includes('moved while writing'))).toBe(true);
  });

  it('keeps both baselines when two jobs create the branch at the same time', async () => {
    const h = await harness();
    const held = h.fake.hold('POST', /\/git\/refs$/);
    const jobA = write(h, sha(1), 'one');
    await held.reached;

    await write(h, sha(2), 'two');
    held.release();
    const a = await jobA;

    expect(a.attempts).toBe(2);
    expect(h.fake.git.parents(a.branch_commit)).toHaveLength(1);
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(1), sha(2)]);
  });

  it('gives up with a clear error when the branch keeps moving', async () => {
    const h = await harness();
    await write(h, sha(1), 'one');
    const held = h.fake.hold('PATCH', /\/git\/refs\/heads\//);
    const jobA = write(h, sha(2), 'two', { maxAttempts: 1 });
    await held.reached;
    await write(h, sha(3), 'three');
    held.release();

    await expect(jobA).rejects.toThrow(/kept moving .* \(1 attempts\); re-run the job/);
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(3), sha(1)]);
  });

  it('keeps only the newest N baselines in the index and in the tree', async () => {
    const h = await harness();
    for (let n = 1; n <= 4; n++) await write(h, sha(n), `r${n}`, { keep: 3 });

    const last = await write(h, sha(5), 'r5', { keep: 3 });

    expect(last.dropped).toEqual([sha(2)]);
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(5), sha(4), sha(3)]);
    expect(h.fake.git.files(BRANCH)).toEqual([sha(3), sha(4), sha(5)].map((c) => `baselines/${c}.json`).concat('index.json'));
    expect(await readBaseline(h.octokit, { ...where, commit: sha(1) })).toBeNull();
  });

  it('writes to a custom branch name', async () => {
    const h = await harness();
    await write(h, sha(1), 'one', { branch: 'eval-data' });
    expect(h.fake.git.ref('heads/eval-data')).toBeDefined();
    expect(h.fake.git.ref(`heads/${BRANCH}`)).toBeUndefined();
    expect((await readBaseline(h.octokit, { ...where, branch: 'eval-data', commit: sha(1) }))?.run.id).toBe('run-one');
  });

  it('answers null when there is no branch or no baseline for the commit', async () => {
    const h = await harness();
    expect(await readBaseline(h.octokit, { ...where, commit: sha(1) })).toBeNull();
    await write(h, sha(1), 'one');
    expect(await readBaseline(h.octokit, { ...where, commit: sha(9) })).toBeNull();
  });

  it('names the file, its size and the fix when GitHub refuses the results file as too large (403 blob too large)', async () => {
    const h = await startHarness({ maxBlobBytes: 2000 });
    fakes.push(h.fake);
    const results = resultsFixture('big', sha(1));
    results.warnings = [`${'x'.repeat(3000)}`];

    const error = await writeBaseline(h.octokit, { ...where, commit: sha(1), results, retryDelayMs: 0 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BaselineStoreError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^GitHub refused to store the baseline results file ${BRANCH}:baselines/${sha(1)}\\.json \\(0\\.0 MB; GitHub answered 403: blob too large\\): its Git data API takes files of at most 100 MB \\(make the baseline smaller: fewer runs per test on push \\(the \`repeats\` input\\)`,
      ),
    );
    expect(await readBaselineIndex(h.octokit, where)).toEqual([]);
  });

  it('names the file, its size and the fix when GitHub will not hand over a stored file too large to read (403 too_large)', async () => {
    // The stand-in's limit lowered to 2000 bytes stands for GitHub's 100 MB; the files are put on the branch directly.
    const h = await startHarness({ maxBlobBytes: 2000 });
    fakes.push(h.fake);
    const results = resultsFixture('big', sha(1));
    results.warnings = ['x'.repeat(3000)];
    const text = `${JSON.stringify(results, null, 2)}\n`;
    const index = {
      schema: 'agent-eval/baseline-index@1',
      baselines: [{ commit: sha(1), created_at: '2026-01-01T00:00:00.000Z', path: `baselines/${sha(1)}.json` }],
    };
    h.fake.git.commit({ files: { 'index.json': JSON.stringify(index), [`baselines/${sha(1)}.json`]: text }, branch: BRANCH });

    const error = await readBaseline(h.octokit, { ...where, commit: sha(1) }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BaselineStoreError);
    const mb = (Buffer.byteLength(text) / (1024 * 1024)).toFixed(1);
    expect((error as Error).message).toBe(
      `Cannot read ${BRANCH}:baselines/${sha(1)}.json from GitHub (${mb} MB; GitHub answered 403: This API returns blobs up to 100 MB in size. The requested blob is too large to fetch via the API.): ` +
        `its Git data API reads files of at most 100 MB (delete baselines/${sha(1)}.json from the branch "${BRANCH}" (or the branch, to start the baselines over) and store a smaller baseline: ` +
        'fewer runs per test on push (the `repeats` input), or the suites split over several workflows, each with its own `suites`, `check-name` and `baseline-branch`)',
    );
    expect((error as Error).message).not.toContain('docs.github.com');
  });

  it('names the index and the fix when the index itself is too large to read', async () => {
    const h = await startHarness({ maxBlobBytes: 2000 });
    fakes.push(h.fake);
    const baselines = Array.from({ length: 40 }, (_, i) => ({
      commit: sha(i + 1),
      created_at: '2026-01-01T00:00:00.000Z',
      path: `baselines/${sha(i + 1)}.json`,
    }));
    h.fake.git.commit({ files: { 'index.json': JSON.stringify({ schema: 'agent-eval/baseline-index@1', baselines }) }, branch: BRANCH });

    await expect(readBaselineIndex(h.octokit, where)).rejects.toThrow(
      new RegExp(
        `^Cannot read ${BRANCH}:index\\.json from GitHub \\(0\\.0 MB; GitHub answered 403: .*\\(lower the retention \\(keep\\), or delete the branch`,
      ),
    );
  });

  it('refuses a commit that is not a full SHA', async () => {
    const h = await harness();
    await expect(write(h, 'main', 'x')).rejects.toThrow(BaselineStoreError);
  });

  it('names the file and the fix when the index on the branch is damaged', async () => {
    const h = await harness();
    h.fake.git.commit({ files: { 'index.json': '{"not": "an index"}' }, branch: BRANCH });

    await expect(readBaselineIndex(h.octokit, where)).rejects.toThrow(
      /agent-eval-baselines:index.json is not a baseline index .*delete the branch/,
    );
  });

  it('names the file when a stored baseline is not a valid results file', async () => {
    const h = await harness();
    await write(h, sha(1), 'one');
    const index = h.fake.git.readFile(BRANCH, 'index.json')!;
    h.fake.git.commit({
      files: { 'index.json': index, [`baselines/${sha(1)}.json`]: '{"schema":"agent-eval/results@1"}' },
      branch: BRANCH,
    });

    await expect(readBaseline(h.octokit, { ...where, commit: sha(1) })).rejects.toThrow(
      `agent-eval-baselines:baselines/${sha(1)}.json is not a valid results file`,
    );
  });

  it('names the version of a baseline a newer agent-eval stored, and says to upgrade rather than refresh it', async () => {
    const h = await harness();
    await write(h, sha(1), 'one');
    const index = h.fake.git.readFile(BRANCH, 'index.json')!;
    h.fake.git.commit({
      files: { 'index.json': index, [`baselines/${sha(1)}.json`]: '{"schema":"agent-eval/results@2","suites":{"a":"new shape"}}' },
      branch: BRANCH,
    });

    const error = await readBaseline(h.octokit, { ...where, commit: sha(1) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaselineStoreError);
    expect((error as Error).message).toBe(
      `agent-eval-baselines:baselines/${sha(1)}.json was written by a newer agent-eval (schema "agent-eval/results@2"; agent-eval ${VERSION} reads "agent-eval/results@1"): upgrade agent-eval (the action's version in \`uses:\`, or the CLI package) to read it; do not refresh the baseline.`,
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
    await write(h, main[7]!, 'm7');
    await write(h, main[9]!, 'm9');

    const found = await findBaselineForPr(h.octokit, { ...where, base_ref: 'main', head_sha: head });

    expect(found).toMatchObject({ found: true, commit: main[7], merge_base: main[7], distance: 0 });
    expect(found.found && found.results.run.id).toBe('run-m7');
    expect(h.fake.requests.some((r) => r.path === `/repos/acme/shop/compare/main...${head}`)).toBe(true);
  });

  it('walks first-parent ancestors of the merge-base and reports how far back it went', async () => {
    const h = await harness();
    const { main, head } = await history(h);
    await write(h, main[2]!, 'm2');
    await write(h, main[4]!, 'm4');
    await write(h, main[9]!, 'm9'); // newer than the merge-base: never used for this PR

    const found = await findBaselineForPr(h.octokit, { ...where, base_ref: 'main', head_sha: head });

    expect(found).toMatchObject({ found: true, commit: main[4], merge_base: main[7], distance: 3 });
    expect(found.found && found.results.run.id).toBe('run-m4');
  });

  it('follows the first parent of merge commits', async () => {
    const h = await harness();
    const main = h.fake.git.chain(3, { branch: 'main' });
    const side = h.fake.git.chain(2, { parent: main[0]! });
    const merge = h.fake.git.commit({ parents: [main[2]!, side[1]!], message: 'merge', branch: 'main' });
    await write(h, side[1]!, 'side'); // only on the second parent
    await write(h, main[1]!, 'm1');

    const found = await findBaselineForPr(h.octokit, { ...where, base_ref: 'main', head_sha: merge });

    expect(found).toMatchObject({ found: true, commit: main[1], distance: 2 });
  });

  it('stops after maxDepth ancestors and says why', async () => {
    const h = await harness();
    const { main, head } = await history(h);
    await write(h, main[2]!, 'm2');

    const found = await findBaselineForPr(h.octokit, { ...where, base_ref: 'main', head_sha: head, maxDepth: 4 });

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
    await write(h, unrelated, 'elsewhere');

    const found = await findBaselineForPr(h.octokit, { ...where, base_ref: 'main', head_sha: head });

    expect(found.found).toBe(false);
    expect(!found.found && found.reason).toMatch(/start of the history was reached/);
  });

  it('explains how to create the first baseline when the branch does not exist', async () => {
    const h = await harness();
    const { head } = await history(h);

    const found = await findBaselineForPr(h.octokit, { ...where, base_ref: 'main', head_sha: head });

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
    await write(h, one!, 'one');
    await write(h, three!, 'three'); // a re-run of the job for three must not carry from itself

    const found = await findPreviousBaseline(h.octokit, { ...where, commit: three! });
    expect(found).toMatchObject({ found: true, commit: one, distance: 2 });
    expect(found.found && found.results.run.id).toBe('run-one');
    expect(await findPreviousBaseline(h.octokit, { ...where, commit: two! })).toMatchObject({ found: true, commit: one, distance: 1 });
    expect(await findPreviousBaseline(h.octokit, { ...where, commit: one! })).toMatchObject({
      found: false,
      reason: expect.stringContaining('the start of the history was reached'),
    });
    expect(await findPreviousBaseline(h.octokit, { ...where, commit: 'f'.repeat(40) })).toMatchObject({
      found: false,
      reason: expect.stringContaining('does not know the commit'),
    });
  });

  it('says so when there is no baseline branch', async () => {
    const h = await harness();
    const [one] = h.fake.git.chain(1, { branch: 'main' });
    expect(await findPreviousBaseline(h.octokit, { ...where, commit: one! })).toEqual({
      found: false,
      reason: `no baseline branch "${BRANCH}" yet`,
    });
  });
});

describe('writeHeadResults / readHeadResults', () => {
  const keepHead = (h: Harness, pr: number, commit: string, tag: string, extra: Partial<WriteHeadResults> = {}) =>
    writeHeadResults(h.octokit, {
      ...where,
      pr,
      commit,
      results: resultsFixture(tag, commit),
      run: { id: 4242, attempt: 2 },
      retryDelayMs: 0,
      now: () => new Date('2026-03-01T12:00:00Z'),
      ...extra,
    });
  const headsOf = (h: Harness) =>
    (JSON.parse(h.fake.git.readFile(BRANCH, 'pull-requests/index.json')!) as { heads: { pr: number; commit: string }[] }).heads.map(
      (e) => `${e.pr}@${e.commit.slice(-1)}`,
    );

  it("keeps a head's results beside the baselines, which stay as they were, and reads them back with their workflow run", async () => {
    const h = await harness();
    await write(h, sha(1), 'base');

    const written = await keepHead(h, 7, sha(2), 'head');

    expect(written.path).toBe(`pull-requests/7/${sha(2)}.json`);
    expect(h.fake.git.files(BRANCH)).toEqual([
      `baselines/${sha(1)}.json`,
      'index.json',
      'pull-requests/7/' + sha(2) + '.json',
      'pull-requests/index.json',
    ]);
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(1)]);
    const read = await readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) });
    expect(read).toMatchObject({
      found: true,
      entry: { pr: 7, commit: sha(2), created_at: '2026-03-01T12:00:00.000Z', workflow_run: { id: 4242, attempt: 2 } },
    });
    expect(read.found && read.results.run.id).toBe('run-head');
    // A baseline stored afterwards keeps the head's results.
    await write(h, sha(3), 'base-3');
    expect((await readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) })).found).toBe(true);
  });

  it("says why when nothing is kept for that head, and never mistakes another pull request's head for it", async () => {
    const h = await harness();
    expect(await readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) })).toEqual({
      found: false,
      reason: `no branch "${BRANCH}" yet`,
    });
    await keepHead(h, 8, sha(2), 'other');
    expect(await readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) })).toEqual({
      found: false,
      reason: `none is kept on the branch "${BRANCH}" for #7 at ${sha(2).slice(0, 7)}`,
    });
    // A branch that holds only heads' results has no baselines yet, without a warning about its index.
    expect(await readBaselineIndex(h.octokit, where)).toEqual([]);
    expect(h.logger.lines.filter((l) => l.startsWith('warning'))).toEqual([]);
  });

  it("keeps the newest three heads of each pull request and the newest N in all, removing the others' files", async () => {
    const h = await harness();
    for (let n = 1; n <= 4; n++) await keepHead(h, 7, sha(n), `h${n}`);
    expect(headsOf(h)).toEqual(['7@4', '7@3', '7@2']);
    expect(h.fake.git.files(BRANCH).filter((p) => p.startsWith('pull-requests/7/'))).toEqual(
      [2, 3, 4].map((n) => `pull-requests/7/${sha(n)}.json`),
    );

    const last = await keepHead(h, 9, sha(5), 'h5', { keep: 2 });
    expect(last.dropped).toEqual([
      { pr: 7, commit: sha(3) },
      { pr: 7, commit: sha(2) },
    ]);
    expect(headsOf(h)).toEqual(['9@5', '7@4']);
    expect(h.fake.git.files(BRANCH)).toEqual([
      `pull-requests/7/${sha(4)}.json`,
      `pull-requests/9/${sha(5)}.json`,
      'pull-requests/index.json',
    ]);

    // The same head kept again replaces its results, without a second entry.
    await keepHead(h, 7, sha(4), 'h4-again');
    expect(headsOf(h)).toEqual(['7@4', '9@5']);
    const read = await readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(4) });
    expect(read.found && read.results.run.id).toBe('run-h4-again');
  });

  it("keeps both when a baseline and a head's results are written at the same time", async () => {
    const h = await harness();
    await write(h, sha(1), 'one');
    const held = h.fake.hold('PATCH', /\/git\/refs\/heads\//);
    const head = keepHead(h, 7, sha(2), 'head');
    await held.reached;
    await write(h, sha(3), 'three');
    held.release();

    expect((await head).attempts).toBe(2);
    expect((await readBaselineIndex(h.octokit, where)).map((e) => e.commit)).toEqual([sha(3), sha(1)]);
    expect((await readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) })).found).toBe(true);
  });

  it('names the file and the fix when the kept results are damaged or of another commit', async () => {
    const h = await harness();
    await keepHead(h, 7, sha(2), 'head');
    const index = h.fake.git.readFile(BRANCH, 'pull-requests/index.json')!;
    const path = `pull-requests/7/${sha(2)}.json`;
    h.fake.git.commit({ files: { 'pull-requests/index.json': index, [path]: '{"schema":"agent-eval/results@1"' }, branch: BRANCH });
    await expect(readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) })).rejects.toThrow(
      new RegExp(`^${BRANCH}:${path} is not valid JSON .*; comment /eval rerun without suites to run the whole check again\\.$`),
    );

    h.fake.git.commit({
      files: { 'pull-requests/index.json': index, [path]: JSON.stringify(resultsFixture('x', sha(5))) },
      branch: BRANCH,
    });
    await expect(readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) })).rejects.toThrow(
      `${BRANCH}:${path} holds results of ${sha(5).slice(0, 12)}, not of ${sha(2).slice(0, 12)}`,
    );

    h.fake.git.commit({
      files: { 'pull-requests/index.json': '{"schema":"agent-eval/head-results-index@1","heads":[{"pr":0}]}' },
      branch: BRANCH,
    });
    await expect(readHeadResults(h.octokit, { ...where, pr: 7, commit: sha(2) })).rejects.toThrow(
      `${BRANCH}:pull-requests/index.json is not an index of pull request results (heads.0.pr:`,
    );
  });

  it('refuses a pull request number or a head that is not a full SHA', async () => {
    const h = await harness();
    await expect(keepHead(h, 0, sha(2), 'x')).rejects.toThrow(BaselineStoreError);
    await expect(readHeadResults(h.octokit, { ...where, pr: 7, commit: 'main' })).rejects.toThrow(/full commit SHA/);
  });
});
