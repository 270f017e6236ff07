// Baselines live on an orphan branch of the repository itself (baseline-branch.ts):
// `baselines/<commit>.json` (a results file) per default-branch commit plus `index.json`, newest
// first. A write lands on top of whatever other jobs wrote meanwhile, so concurrent merges keep both.
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import { plural } from '../format.ts';
import type { Logger } from '../logger.ts';
import { batchesOf } from '../results/history.ts';
import type { Results } from '../results/results-schema.ts';
import type { HistoryBatch } from '../stats/history-dependence.ts';
import {
  BaselineStoreError,
  branchFile,
  branchOf,
  commitOnBranch,
  COMMIT_SHA,
  githubText,
  isTooLarge,
  megabytes,
  parseIndexFile,
  parseResultsFile,
  readBlob,
  readBranch,
  removal,
  type BaselineBranch,
  type BranchSnapshot,
} from './baseline-branch.ts';
import { HEAD_RESULTS_INDEX_PATH, octokitHeadResultsStore, type HeadResultsStore } from './head-results-store.ts';
import { httpStatus, type Octokit } from './octokit.ts';
export const DEFAULT_BASELINE_KEEP = 200;
export const DEFAULT_BASELINE_MAX_DEPTH = 50;
/** Baselines of the default branch the within-side dependence of each test is estimated from (the `baseline-history` input). */
export const DEFAULT_BASELINE_HISTORY = 20;
export const BASELINE_INDEX_PATH = 'index.json';
export const BASELINE_INDEX_SCHEMA = 'agent-eval/baseline-index@1';

const IndexEntrySchema = z.object({ commit: z.string().regex(COMMIT_SHA), created_at: z.string(), path: z.string() });
export type BaselineIndexEntry = z.infer<typeof IndexEntrySchema>;
const IndexSchema = z.object({ schema: z.literal(BASELINE_INDEX_SCHEMA), baselines: z.array(IndexEntrySchema) });

/**
 * The baselines of one repository, on its baseline branch. A write lands on top of whatever other
 * jobs wrote meanwhile (both are kept); lookups follow the default branch's first-parent history.
 */
export interface BaselineStore extends HeadResultsStore {
  /** The branch the baselines are stored on. */
  readonly branch: string;
  /** The baseline a pull request is compared with: of its merge-base, or the nearest first-parent ancestor that has one. */
  findForPullRequest(find: { baseRef: string; headSha: string }): Promise<BaselineLookup>;
  /** The newest baseline among the first-parent ancestors of `commit` (itself excluded). */
  findPrevious(commit: string): Promise<PreviousBaseline>;
  /**
   * The batches of the baselines of the first-parent ancestors of `commit` (itself excluded: the
   * caller compares with it), nearest first, at most `count` of them read; one that cannot be read
   * is skipped with a warning, and a walk GitHub refuses ends with one. Never throws.
   */
  readEarlier(commit: string, count: number): Promise<EarlierBaselines>;
  /** Stores `results` as the baseline of `commit`, replacing an older one of the same commit. */
  write(commit: string, results: Results): Promise<WrittenBaseline>;
  /** The stored baselines, newest first. */
  list(): Promise<BaselineIndexEntry[]>;
  /** The baseline of `commit`, or null. */
  read(commit: string): Promise<Results | null>;
}

/** The baseline branch through the Git Data API. */
export function octokitBaselineStore(
  octokit: Octokit,
  where: BaselineBranch & Pick<WriteBaseline, 'logger' | 'retryDelayMs'>,
): BaselineStore {
  return {
    branch: branchOf(where),
    findForPullRequest: (find) => findBaselineForPr(octokit, { ...where, base_ref: find.baseRef, head_sha: find.headSha }),
    findPrevious: (commit) => findPreviousBaseline(octokit, { ...where, commit }),
    readEarlier: (commit, count) => readEarlierBaselines(octokit, { ...where, commit, count }),
    write: (commit, results) => writeBaseline(octokit, { ...where, commit, results }),
    list: () => readBaselineIndex(octokit, where),
    read: (commit) => readBaseline(octokit, { ...where, commit }),
    ...octokitHeadResultsStore(octokit, where),
  };
}

export function baselinePath(commit: string): string {
  return `baselines/${commit}.json`;
}

/** The branch as one consistent snapshot, with its baselines' index. */
interface Snapshot extends BranchSnapshot {
  index: BaselineIndexEntry[];
}

/** How to get past a stored file too large to read. */
const TOO_LARGE_FIX = {
  baseline: (branch: string, path: string) =>
    `delete ${path} from the branch "${branch}" (or the branch, to start the baselines over) and store a smaller baseline: fewer runs per test on push (the \`repeats\` input), or the suites split over several workflows, each with its own \`suites\`, \`check-name\` and \`baseline-branch\``,
  index: (branch: string) => `lower the retention (keep), or delete the branch "${branch}" to start the baselines over`,
};

/** The branch with its baselines' index; null when the branch does not exist. */
async function readSnapshot(octokit: Octokit, where: BaselineBranch, logger?: Logger): Promise<Snapshot | null> {
  const branch = await readBranch(octokit, where);
  return branch === null ? null : { ...branch, index: await readIndex(octokit, where, branch, logger) };
}

async function readIndex(
  octokit: Octokit,
  where: BaselineBranch,
  snapshot: BranchSnapshot,
  logger?: Logger,
): Promise<BaselineIndexEntry[]> {
  const indexSha = snapshot.files.get(BASELINE_INDEX_PATH);
  if (indexSha === undefined) {
    // A branch that so far holds only the results of pull request heads has no baselines yet: no warning.
    if (!snapshot.files.has(HEAD_RESULTS_INDEX_PATH))
      logger?.warning(`The baseline branch "${branchOf(where)}" has no ${BASELINE_INDEX_PATH}; treating it as empty.`);
    return [];
  }
  const file = branchFile(snapshot, BASELINE_INDEX_PATH, TOO_LARGE_FIX.index(branchOf(where)));
  return parseIndex(await readBlob(octokit, where, indexSha, file), branchOf(where));
}

function parseIndex(text: string, branch: string): BaselineIndexEntry[] {
  const fix = `fix the file on the branch, or delete the branch "${branch}" to start the baselines over`;
  return parseIndexFile(text, `${branch}:${BASELINE_INDEX_PATH}`, 'a baseline index', fix, IndexSchema).baselines;
}

/** How to replace a stored baseline that cannot be read. */
const BASELINE_FIX = {
  json: 'store a new baseline for that commit (push to the default branch or run with command refresh-baseline)',
  schema: 'store a new baseline for that commit (command refresh-baseline)',
  newer: 'do not refresh the baseline',
};

async function readEntry(octokit: Octokit, where: BaselineBranch, snapshot: Snapshot, entry: BaselineIndexEntry): Promise<Results> {
  const sha = snapshot.files.get(entry.path);
  if (sha === undefined) {
    throw new BaselineStoreError(
      `${branchOf(where)}:${BASELINE_INDEX_PATH} lists ${entry.path}, but the branch has no such file; store the baseline again (command refresh-baseline).`,
    );
  }
  const file = branchFile(snapshot, entry.path, TOO_LARGE_FIX.baseline(branchOf(where), entry.path));
  return parseResultsFile(await readBlob(octokit, where, sha, file), branchOf(where), entry.path, BASELINE_FIX);
}

export interface WriteBaseline extends BaselineBranch {
  /** The default-branch commit the results belong to. */
  commit: string;
  results: Results;
  /** Retention: the newest this many baselines stay in the index and the tree. */
  keep?: number;
  /** Compare-and-swap attempts before giving up. */
  maxAttempts?: number;
  /** Pause before re-reading a branch that moved, times the attempt number. */
  retryDelayMs?: number;
  now?: () => Date;
  logger?: Logger;
}

export interface WrittenBaseline {
  path: string;
  /** The new head commit of the baseline branch. */
  branch_commit: string;
  attempts: number;
  /** Commits whose baselines retention removed. */
  dropped: string[];
}

/** Stores `results` as the baseline of `commit`, replacing an older baseline of the same commit. */
export async function writeBaseline(octokit: Octokit, write: WriteBaseline): Promise<WrittenBaseline> {
  const { owner, repo, commit, logger } = write;
  const branch = branchOf(write);
  if (!COMMIT_SHA.test(commit))
    throw new BaselineStoreError(`Cannot store a baseline for "${commit}": expected a full commit SHA (40 hex characters).`);
  const keep = write.keep ?? DEFAULT_BASELINE_KEEP;
  if (!Number.isInteger(keep) || keep < 1) throw new BaselineStoreError(`Baseline retention must be a positive whole number, got ${keep}.`);
  const maxAttempts = write.maxAttempts ?? 5;
  const retryDelayMs = write.retryDelayMs ?? 1000;
  const now = write.now ?? (() => new Date());
  const path = baselinePath(commit);

  // Blobs are content-addressed, so the results blob survives any number of attempts.
  const content = `${JSON.stringify(write.results, null, 2)}\n`;
  const resultsBlob = await octokit.rest.git.createBlob({ owner, repo, content, encoding: 'utf-8' }).then(
    (response) => response.data,
    (error: unknown) => {
      throw tooLarge(error, `${branch}:${path}`, Buffer.byteLength(content)) ?? error;
    },
  );

  let dropped: BaselineIndexEntry[] = [];
  const landed = await commitOnBranch(octokit, write, {
    maxAttempts,
    retryDelayMs,
    ...(logger ? { logger } : {}),
    gaveUp: (attempts) => branchKeptMoving(branch, commit, attempts),
    async build(snapshot) {
      const before = snapshot === null ? [] : await readIndex(octokit, write, snapshot, logger);
      // Newest first, in write order: runner clocks may disagree, the branch history does not.
      const index = [{ commit, created_at: now().toISOString(), path }, ...before.filter((e) => e.commit !== commit)];
      const kept = index.slice(0, keep);
      dropped = index.slice(keep);
      const { data: indexBlob } = await octokit.rest.git.createBlob({
        owner,
        repo,
        content: `${JSON.stringify({ schema: BASELINE_INDEX_SCHEMA, baselines: kept }, null, 2)}\n`,
        encoding: 'utf-8',
      });
      return {
        message: `agent-eval: baseline for ${commit.slice(0, 12)}`,
        tree: [
          { path, mode: '100644', type: 'blob', sha: resultsBlob.sha },
          { path: BASELINE_INDEX_PATH, mode: '100644', type: 'blob', sha: indexBlob.sha },
          // A null sha removes the file from base_tree.
          ...dropped.filter((e) => snapshot?.files.has(e.path)).map((e) => removal(e.path)),
        ],
      };
    },
  });
  logger?.info(
    `Stored the baseline of ${commit.slice(0, 12)} as ${branch}:${path}${dropped.length > 0 ? `; retention removed ${dropped.length} older baseline(s)` : ''}.`,
  );
  return { path, branch_commit: landed.branch_commit, attempts: landed.attempts, dropped: dropped.map((e) => e.commit) };
}

/** GitHub's refusal of a blob over its size limit, as the file, its size and the fix; null for any other error. */
function tooLarge(error: unknown, file: string, bytes: number): BaselineStoreError | null {
  const status = httpStatus(error);
  if (!isTooLarge(error)) return null;
  return new BaselineStoreError(
    `GitHub refused to store the baseline results file ${file} (${megabytes(bytes)}; GitHub answered ${status}: ${githubText(error)}): its Git data API takes files of at most 100 MB`,
    "make the baseline smaller: fewer runs per test on push (the `repeats` input), or the suites split over several workflows, each with its own `suites`, `check-name` and `baseline-branch`; this run's reports are in the report artifact all the same",
    { cause: error },
  );
}

/** Every write lost the race to another job's: the error the store gives up with. */
export function branchKeptMoving(branch: string, commit: string, attempts: number): BaselineStoreError {
  return new BaselineStoreError(
    `The baseline branch "${branch}" kept moving while storing the baseline of ${commit.slice(0, 12)} (${attempts} attempts); re-run the job.`,
  );
}

/** The index of the baseline branch, newest first; empty when the branch does not exist. */
export async function readBaselineIndex(octokit: Octokit, where: BaselineBranch): Promise<BaselineIndexEntry[]> {
  return (await readSnapshot(octokit, where))?.index ?? [];
}

/** The baseline stored for `commit`, or null when there is none. */
export async function readBaseline(octokit: Octokit, where: BaselineBranch & { commit: string }): Promise<Results | null> {
  const snapshot = await readSnapshot(octokit, where);
  const entry = snapshot?.index.find((e) => e.commit === where.commit);
  if (!snapshot || !entry) return null;
  return readEntry(octokit, where, snapshot, entry);
}

export interface FindBaselineForPr extends BaselineBranch {
  /** The PR's base branch (or a commit SHA). */
  base_ref: string;
  head_sha: string;
  /** How many first-parent ancestors of the merge-base are searched. */
  maxDepth?: number;
  logger?: Logger;
}

export type BaselineLookup =
  | {
      found: true;
      /** The commit the baseline was stored for. */
      commit: string;
      merge_base: string;
      /** First-parent steps from the merge-base back to `commit` (0: the merge-base itself). */
      distance: number;
      results: Results;
    }
  | { found: false; merge_base: string | null; reason: string };

/**
 * The baseline to compare a PR with: the one of the merge-base of base and head, else of the
 * nearest first-parent ancestor of it that has one (the default branch's own history).
 */
export async function findBaselineForPr(octokit: Octokit, find: FindBaselineForPr): Promise<BaselineLookup> {
  const { owner, repo, base_ref, head_sha } = find;
  const branch = branchOf(find);
  const maxDepth = find.maxDepth ?? DEFAULT_BASELINE_MAX_DEPTH;
  const howToCreate = `a push to the default branch with the action (or command refresh-baseline) stores one on the branch "${branch}"`;

  const snapshot = await readSnapshot(octokit, find, find.logger);
  if (!snapshot) return { found: false, merge_base: null, reason: `No baseline branch "${branch}" yet: ${howToCreate}.` };
  if (snapshot.index.length === 0)
    return { found: false, merge_base: null, reason: `The baseline branch "${branch}" holds no baselines: ${howToCreate}.` };

  let mergeBase: string;
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: `${base_ref}...${head_sha}`,
      per_page: 1,
    });
    mergeBase = data.merge_base_commit.sha;
  } catch (error) {
    if (httpStatus(error) !== 404) throw error;
    return {
      found: false,
      merge_base: null,
      reason: `GitHub could not compare ${base_ref}...${head_sha.slice(0, 12)} (not found), so the merge-base is unknown.`,
    };
  }

  const walked = await walkFirstParents(octokit, find, snapshot, mergeBase, { first: 0, maxDepth, limit: 1 });
  const nearest = walked.baselines[0];
  if (nearest) {
    find.logger?.info(
      `Baseline: ${nearest.commit.slice(0, 12)}, ${nearest.distance} commit(s) before the merge-base ${mergeBase.slice(0, 12)}.`,
    );
    return { found: true, ...nearest, merge_base: mergeBase };
  }
  return {
    found: false,
    merge_base: mergeBase,
    reason: walked.rootReached
      ? `No baseline for the merge-base ${mergeBase.slice(0, 12)} or any of its ${walked.distance} first-parent ancestors (the start of the history was reached): ${howToCreate}.`
      : `No baseline for the merge-base ${mergeBase.slice(0, 12)} or its ${maxDepth} nearest first-parent ancestors: ${howToCreate}.`,
  };
}

/** A baseline on the first-parent line: its commit, how many first-parent steps back, its results. */
export interface AncestorBaseline {
  commit: string;
  distance: number;
  results: Results;
}

/** The baselines a walk found, nearest first, and where it stopped. */
interface FirstParentWalk {
  baselines: AncestorBaseline[];
  /** First-parent steps from the start to where the walk stopped. */
  distance: number;
  /** Whether the walk stopped at the first commit of the history rather than at its limit or maxDepth. */
  rootReached: boolean;
}

/**
 * The baselines on the first-parent line from `start`, nearest first: from `first` to `maxDepth`
 * steps back, at most `limit` of them (the walk stops at the `limit`-th).
 */
async function walkFirstParents(
  octokit: Octokit,
  where: BaselineBranch,
  snapshot: Snapshot,
  start: string,
  { first, maxDepth, limit }: { first: number; maxDepth: number; limit: number },
): Promise<FirstParentWalk> {
  const byCommit = new Map(snapshot.index.map((e) => [e.commit, e]));
  const baselines: AncestorBaseline[] = [];
  let sha = start;
  for (let distance = 0; ; distance++) {
    const entry = distance >= first ? byCommit.get(sha) : undefined;
    if (entry) {
      baselines.push({ commit: sha, distance, results: await readEntry(octokit, where, snapshot, entry) });
      if (baselines.length >= limit) return { baselines, distance, rootReached: false };
    }
    if (distance >= maxDepth) return { baselines, distance, rootReached: false };
    const { data: commit } = await octokit.rest.git.getCommit({ owner: where.owner, repo: where.repo, commit_sha: sha });
    const parent = commit.parents[0]?.sha;
    if (!parent) return { baselines, distance, rootReached: true };
    sha = parent;
  }
}

export interface FindPreviousBaseline extends BaselineBranch {
  /** A default-branch commit, e.g. the head of a push. */
  commit: string;
  /** How many first-parent ancestors are searched. */
  maxDepth?: number;
  logger?: Logger;
}

export type PreviousBaseline = ({ found: true } & AncestorBaseline) | { found: false; reason: string };

/**
 * The baseline a new commit builds on: the newest one among its first-parent ancestors (the
 * commit itself excluded, so re-running a job never carries a commit's suites over from itself).
 */
export async function findPreviousBaseline(octokit: Octokit, find: FindPreviousBaseline): Promise<PreviousBaseline> {
  const branch = branchOf(find);
  const maxDepth = find.maxDepth ?? DEFAULT_BASELINE_MAX_DEPTH;
  const snapshot = await readSnapshot(octokit, find, find.logger);
  if (!snapshot) return { found: false, reason: `no baseline branch "${branch}" yet` };
  if (snapshot.index.length === 0) return { found: false, reason: `the baseline branch "${branch}" holds no baselines` };
  let walked: FirstParentWalk;
  try {
    walked = await walkFirstParents(octokit, find, snapshot, find.commit, { first: 1, maxDepth, limit: 1 });
  } catch (error) {
    if (httpStatus(error) !== 404) throw error;
    return { found: false, reason: `GitHub does not know the commit ${find.commit.slice(0, 12)}` };
  }
  const nearest = walked.baselines[0];
  if (nearest) return { found: true, ...nearest };
  return {
    found: false,
    reason: walked.rootReached
      ? `no baseline for any first-parent ancestor of ${find.commit.slice(0, 12)} (the start of the history was reached)`
      : `no baseline for the ${maxDepth} nearest first-parent ancestors of ${find.commit.slice(0, 12)}`,
  };
}

export interface ReadEarlierBaselines extends BaselineBranch {
  /** The commit of the baseline compared with: its first-parent ancestors are read. */
  commit: string;
  /** The most baselines read (0: none, and no request). */
  count: number;
  /** How many first-parent steps back from `commit` are searched. */
  maxDepth?: number;
  logger?: Logger;
}

/** One earlier baseline, reduced to its tests' batches (batchesOf) as it is read. */
export interface EarlierBaseline {
  commit: string;
  /** First-parent steps back from the commit the walk started at. */
  distance: number;
  batches: [string, HistoryBatch][];
}

export interface EarlierBaselines {
  /** Nearest first. */
  baselines: EarlierBaseline[];
  /** Commits whose baseline could not be read (each warned about once). */
  skipped: string[];
}

/**
 * The baselines of the first-parent ancestors of `commit` (itself excluded), nearest first: at most
 * `count` reads within `maxDepth` steps, each within GitHub's size limit, each kept only as its
 * batches. Best effort, as the history only refines the comparison: a baseline that cannot be read
 * is skipped with one warning, and when the branch or a commit cannot be read the walk stops with
 * one and gives what it has.
 */
export async function readEarlierBaselines(octokit: Octokit, read: ReadEarlierBaselines): Promise<EarlierBaselines> {
  const found: EarlierBaselines = { baselines: [], skipped: [] };
  if (read.count <= 0) return found;
  const { logger } = read;
  const maxDepth = read.maxDepth ?? DEFAULT_BASELINE_MAX_DEPTH;
  const stop = (what: string, error: unknown): EarlierBaselines => {
    logger?.warning(
      `Baseline history: could not read ${what} (${errorMessage(error)}); the comparison uses the ${plural(found.baselines.length, 'earlier baseline')} read before it.`,
    );
    return found;
  };
  let snapshot: Snapshot | null;
  try {
    snapshot = await readSnapshot(octokit, read, logger);
  } catch (error) {
    return stop(`the baseline branch "${branchOf(read)}"`, error);
  }
  if (snapshot === null || snapshot.index.length === 0) return found;
  const byCommit = new Map(snapshot.index.map((e) => [e.commit, e]));
  let sha = read.commit;
  let reads = 0;
  for (let distance = 1; distance <= maxDepth && reads < read.count; distance++) {
    let parent: string | undefined;
    try {
      const { data } = await octokit.rest.git.getCommit({ owner: read.owner, repo: read.repo, commit_sha: sha });
      parent = data.parents[0]?.sha;
    } catch (error) {
      return stop(`the parent of ${sha.slice(0, 12)}`, error);
    }
    if (parent === undefined) break;
    sha = parent;
    const entry = byCommit.get(sha);
    if (entry === undefined) continue;
    reads++;
    try {
      found.baselines.push({ commit: sha, distance, batches: batchesOf(await readEntry(octokit, read, snapshot, entry)) });
    } catch (error) {
      logger?.warning(`Baseline history: skipped the baseline of ${sha.slice(0, 12)}, which cannot be read: ${errorMessage(error)}`);
      found.skipped.push(sha);
    }
  }
  return found;
}
