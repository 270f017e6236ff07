// Baselines live on an orphan branch of the repository itself: `baselines/<commit>.json` (a
// results file) per default-branch commit plus `index.json`, newest first. Writes go through the
// Git Data API and only ever fast-forward the branch; when another job moved it in between, the
// write is rebuilt on top of the new head (compare-and-swap), so concurrent merges keep both.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { errorMessage, UserError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { newerResultsSchema, withNfcIds } from '../results/read.ts';
import { ResultsSchema, type Results } from '../results/results-schema.ts';
import { httpStatus, type Octokit } from './octokit.ts';

export const DEFAULT_BASELINE_BRANCH = 'agent-eval-baselines';
export const DEFAULT_BASELINE_KEEP = 200;
export const DEFAULT_BASELINE_MAX_DEPTH = 50;
export const BASELINE_INDEX_PATH = 'index.json';
export const BASELINE_INDEX_SCHEMA = 'agent-eval/baseline-index@1';

const COMMIT_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

const IndexEntrySchema = z.object({ commit: z.string().regex(COMMIT_SHA), created_at: z.string(), path: z.string() });
export type BaselineIndexEntry = z.infer<typeof IndexEntrySchema>;
const IndexSchema = z.object({ schema: z.literal(BASELINE_INDEX_SCHEMA), baselines: z.array(IndexEntrySchema) });

export class BaselineStoreError extends UserError {
  override name = 'BaselineStoreError';
}

export interface BaselineBranch {
  owner: string;
  repo: string;
  /** Default agent-eval-baselines. */
  branch?: string | undefined;
}

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
    write: (commit, results) => writeBaseline(octokit, { ...where, commit, results }),
    list: () => readBaselineIndex(octokit, where),
    read: (commit) => readBaseline(octokit, { ...where, commit }),
    ...octokitHeadResultsStore(octokit, where),
  };
}

export function baselinePath(commit: string): string {
  return `baselines/${commit}.json`;
}

/** The branch as one consistent snapshot: its head commit, tree, files and index. */
interface Snapshot {
  head: string;
  tree: string;
  /** path -> blob sha */
  files: Map<string, string>;
  /** path -> blob size in bytes, as the tree listing reports it */
  sizes: Map<string, number>;
  index: BaselineIndexEntry[];
}

function branchOf(where: BaselineBranch): string {
  return where.branch || DEFAULT_BASELINE_BRANCH;
}

async function headOf(octokit: Octokit, where: BaselineBranch): Promise<string | null> {
  try {
    const { data } = await octokit.rest.git.getRef({ owner: where.owner, repo: where.repo, ref: `heads/${branchOf(where)}` });
    return data.object.sha;
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

/** The largest file GitHub's Git data API takes or gives back: 100 MB. */
const GITHUB_MAX_BLOB_BYTES = 100 * 1024 * 1024;

/** A file of the branch to read: its path, its size (from the tree listing) and how to replace it when it cannot be read. */
interface BranchFile {
  path: string;
  size: number | null;
  fix: string;
}

/**
 * The text of a blob of the branch. One GitHub cannot hand over (over its 100 MB limit: refused
 * before asking; GitHub's 403 "too_large"; or an answer without its content) is a BaselineStoreError
 * naming the file, its size and the fix, never GitHub's raw text.
 */
async function readBlob(octokit: Octokit, where: BaselineBranch, sha: string, file: BranchFile): Promise<string> {
  const name = `${branchOf(where)}:${file.path}`;
  if (file.size !== null && file.size > GITHUB_MAX_BLOB_BYTES) throw tooLargeToRead(name, file, null);
  let data: { content: string; encoding: string; size?: number | null };
  try {
    ({ data } = await octokit.rest.git.getBlob({ owner: where.owner, repo: where.repo, file_sha: sha }));
  } catch (error) {
    throw isTooLarge(error) ? tooLargeToRead(name, file, error) : error;
  }
  const size = file.size ?? data.size ?? null;
  // GitHub's answer for a file it will not inline: no content, encoding "none".
  if (data.encoding === 'none' || (data.content === '' && (size ?? 0) > 0)) throw tooLargeToRead(name, { ...file, size }, null);
  return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
}

/** GitHub's refusal of a file over its size limit: 403 (or 422) saying "too large", or with an error of code too_large. */
function isTooLarge(error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== 403 && status !== 422) return false;
  const errors = (error as { response?: { data?: { errors?: unknown } } }).response?.data?.errors;
  const coded = Array.isArray(errors) && errors.some((e) => (e as { code?: unknown } | null)?.code === 'too_large');
  return coded || /too large/i.test(errorMessage(error));
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function tooLargeToRead(name: string, file: BranchFile, error: unknown): BaselineStoreError {
  const size = file.size === null ? 'size not reported' : megabytes(file.size);
  const answered = error === null ? '' : `; GitHub answered ${httpStatus(error)}: ${githubText(error)}`;
  return new BaselineStoreError(
    `Cannot read ${name} from GitHub (${size}${answered}): its Git data API reads files of at most 100 MB`,
    file.fix,
    error === null ? undefined : { cause: error },
  );
}

/** GitHub's own message (Octokit appends the errors and a documentation link to it). */
function githubText(error: unknown): string {
  const message = (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;
  if (typeof message === 'string' && message !== '') return message.slice(0, 300);
  return errorMessage(error).replace(/ - https:\/\/docs\.github\.com\S*$/, '');
}

/** How to get past a stored file too large to read. */
const TOO_LARGE_FIX = {
  baseline: (branch: string, path: string) =>
    `delete ${path} from the branch "${branch}" (or the branch, to start the baselines over) and store a smaller baseline: fewer runs per test on push (the \`repeats\` input), or the suites split over several workflows, each with its own \`suites\`, \`check-name\` and \`baseline-branch\``,
  index: (branch: string) => `lower the retention (keep), or delete the branch "${branch}" to start the baselines over`,
  head: (branch: string, path: string) =>
    `delete ${path} from the branch "${branch}", then comment /eval rerun without suites to run the whole check again`,
};

/** `baselineIndex: false`: the baselines' index is neither read nor parsed (a head's results need only their own). */
async function readSnapshot(
  octokit: Octokit,
  where: BaselineBranch,
  logger?: Logger,
  { baselineIndex = true }: { baselineIndex?: boolean } = {},
): Promise<Snapshot | null> {
  const head = await headOf(octokit, where);
  if (head === null) return null;
  const { owner, repo } = where;
  const { data: commit } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: head });
  const { data: tree } = await octokit.rest.git.getTree({ owner, repo, tree_sha: commit.tree.sha, recursive: 'true' });
  if (tree.truncated) {
    throw new BaselineStoreError(
      `The baseline branch "${branchOf(where)}" has too many files for one tree listing; lower the retention (keep) or delete old files from the branch.`,
    );
  }
  const files = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const entry of tree.tree) {
    if (entry.type !== 'blob' || !entry.path || !entry.sha) continue;
    files.set(entry.path, entry.sha);
    if (typeof entry.size === 'number') sizes.set(entry.path, entry.size);
  }

  const indexSha = files.get(BASELINE_INDEX_PATH);
  let index: BaselineIndexEntry[] = [];
  if (!baselineIndex) return { head, tree: commit.tree.sha, files, sizes, index };
  if (indexSha === undefined) {
    // A branch that so far holds only the results of pull request heads has no baselines yet: no warning.
    if (!files.has(HEAD_RESULTS_INDEX_PATH))
      logger?.warning(`The baseline branch "${branchOf(where)}" has no ${BASELINE_INDEX_PATH}; treating it as empty.`);
  } else {
    const file = { path: BASELINE_INDEX_PATH, size: sizes.get(BASELINE_INDEX_PATH) ?? null, fix: TOO_LARGE_FIX.index(branchOf(where)) };
    index = parseIndex(await readBlob(octokit, where, indexSha, file), branchOf(where));
  }
  return { head, tree: commit.tree.sha, files, sizes, index };
}

function parseIndex(text: string, branch: string): BaselineIndexEntry[] {
  const where = `${branch}:${BASELINE_INDEX_PATH}`;
  const fix = `fix the file on the branch, or delete the branch "${branch}" to start the baselines over`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BaselineStoreError(`${where} is not valid JSON (${errorMessage(e)}); ${fix}.`);
  }
  const parsed = IndexSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BaselineStoreError(
      `${where} is not a baseline index (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}); ${fix}.`,
    );
  }
  return parsed.data.baselines;
}

/** How to replace a stored baseline that cannot be read. */
const BASELINE_FIX = {
  json: 'store a new baseline for that commit (push to the default branch or run with command refresh-baseline)',
  schema: 'store a new baseline for that commit (command refresh-baseline)',
  newer: 'do not refresh the baseline',
};

function parseBaseline(text: string, branch: string, path: string, fix: typeof BASELINE_FIX = BASELINE_FIX): Results {
  const where = `${branch}:${path}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BaselineStoreError(`${where} is not valid JSON (${errorMessage(e)}); ${fix.json}.`);
  }
  // A newer agent-eval's baseline is valid: refreshing it would overwrite it with an older format.
  const newer = newerResultsSchema(value);
  if (newer !== null) throw new BaselineStoreError(`${where} was ${newer}; ${fix.newer}.`);
  const parsed = ResultsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BaselineStoreError(
      `${where} is not a valid results file (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}); ${fix.schema}.`,
    );
  }
  return withNfcIds(parsed.data);
}

async function readEntry(octokit: Octokit, where: BaselineBranch, snapshot: Snapshot, entry: BaselineIndexEntry): Promise<Results> {
  const sha = snapshot.files.get(entry.path);
  if (sha === undefined) {
    throw new BaselineStoreError(
      `${branchOf(where)}:${BASELINE_INDEX_PATH} lists ${entry.path}, but the branch has no such file; store the baseline again (command refresh-baseline).`,
    );
  }
  const file = { path: entry.path, size: snapshot.sizes.get(entry.path) ?? null, fix: TOO_LARGE_FIX.baseline(branchOf(where), entry.path) };
  return parseBaseline(await readBlob(octokit, where, sha, file), branchOf(where), entry.path);
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
    baselineIndex: true,
    async build(snapshot) {
      // Newest first, in write order: runner clocks may disagree, the branch history does not.
      const index = [{ commit, created_at: now().toISOString(), path }, ...(snapshot?.index ?? []).filter((e) => e.commit !== commit)];
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

type TreeEntry = { path: string; mode: '100644'; type: 'blob'; sha: string | null };

/** A tree entry that removes `path` from base_tree. */
function removal(path: string): TreeEntry {
  return { path, mode: '100644', type: 'blob', sha: null };
}

/**
 * One commit on top of the branch as `build` makes it from the branch's snapshot, landed as a
 * fast-forward; when another job moved the branch in between, rebuilt on top of the new head
 * (compare-and-swap), so concurrent writes keep each other's files.
 */
async function commitOnBranch(
  octokit: Octokit,
  where: BaselineBranch,
  w: {
    maxAttempts: number;
    retryDelayMs: number;
    logger?: Logger;
    gaveUp: (attempts: number) => Error;
    build: (snapshot: Snapshot | null) => Promise<{ message: string; tree: TreeEntry[] }>;
    /** Whether `build` needs the baselines' index in the snapshot. */
    baselineIndex: boolean;
  },
): Promise<{ branch_commit: string; attempts: number }> {
  const { owner, repo } = where;
  const branch = branchOf(where);
  for (let attempt = 1; ; attempt++) {
    const snapshot = await readSnapshot(octokit, where, w.logger, { baselineIndex: w.baselineIndex });
    const built = await w.build(snapshot);
    const { data: tree } = await octokit.rest.git.createTree({
      owner,
      repo,
      ...(snapshot ? { base_tree: snapshot.tree } : {}),
      tree: built.tree,
    });
    const { data: created } = await octokit.rest.git.createCommit({
      owner,
      repo,
      message: built.message,
      tree: tree.sha,
      parents: snapshot ? [snapshot.head] : [],
    });

    try {
      if (snapshot) {
        await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: created.sha, force: false });
      } else {
        await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: created.sha });
      }
    } catch (error) {
      const status = httpStatus(error);
      const conflict = (status === 422 || status === 409) && (await headOf(octokit, where)) !== (snapshot?.head ?? null);
      if (!conflict) throw error;
      if (attempt >= w.maxAttempts) throw w.gaveUp(w.maxAttempts);
      w.logger?.info(
        `The baseline branch "${branch}" moved while writing (another job stored results); retrying on top of it (attempt ${attempt + 1} of ${w.maxAttempts}).`,
      );
      if (w.retryDelayMs > 0) await sleep(w.retryDelayMs * attempt);
      continue;
    }
    return { branch_commit: created.sha, attempts: attempt };
  }
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

  const walked = await walkFirstParents(octokit, find, snapshot, mergeBase, 0, maxDepth);
  if (walked.found) {
    find.logger?.info(
      `Baseline: ${walked.commit.slice(0, 12)}, ${walked.distance} commit(s) before the merge-base ${mergeBase.slice(0, 12)}.`,
    );
    return { ...walked, merge_base: mergeBase };
  }
  return {
    found: false,
    merge_base: mergeBase,
    reason: walked.rootReached
      ? `No baseline for the merge-base ${mergeBase.slice(0, 12)} or any of its ${walked.distance} first-parent ancestors (the start of the history was reached): ${howToCreate}.`
      : `No baseline for the merge-base ${mergeBase.slice(0, 12)} or its ${maxDepth} nearest first-parent ancestors: ${howToCreate}.`,
  };
}

type Walked =
  { found: true; commit: string; distance: number; results: Results } | { found: false; distance: number; rootReached: boolean };

/** The newest baseline on the first-parent line from `start`, `first` to `maxDepth` steps back. */
async function walkFirstParents(
  octokit: Octokit,
  where: BaselineBranch,
  snapshot: Snapshot,
  start: string,
  first: number,
  maxDepth: number,
): Promise<Walked> {
  const byCommit = new Map(snapshot.index.map((e) => [e.commit, e]));
  let sha = start;
  for (let distance = 0; ; distance++) {
    const entry = distance >= first ? byCommit.get(sha) : undefined;
    if (entry) return { found: true, commit: sha, distance, results: await readEntry(octokit, where, snapshot, entry) };
    if (distance >= maxDepth) return { found: false, distance, rootReached: false };
    const { data: commit } = await octokit.rest.git.getCommit({ owner: where.owner, repo: where.repo, commit_sha: sha });
    const parent = commit.parents[0]?.sha;
    if (!parent) return { found: false, distance, rootReached: true };
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

export type PreviousBaseline = { found: true; commit: string; distance: number; results: Results } | { found: false; reason: string };

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
  let walked: Walked;
  try {
    walked = await walkFirstParents(octokit, find, snapshot, find.commit, 1, maxDepth);
  } catch (error) {
    if (httpStatus(error) !== 404) throw error;
    return { found: false, reason: `GitHub does not know the commit ${find.commit.slice(0, 12)}` };
  }
  if (walked.found) return walked;
  return {
    found: false,
    reason: walked.rootReached
      ? `no baseline for any first-parent ancestor of ${find.commit.slice(0, 12)} (the start of the history was reached)`
      : `no baseline for the ${maxDepth} nearest first-parent ancestors of ${find.commit.slice(0, 12)}`,
  };
}

// The results of pull request heads, kept beside the baselines so that `/eval rerun <suite>` can
// re-evaluate the whole check: `pull-requests/<number>/<head sha>.json` (a results file) plus
// `pull-requests/index.json`, newest first, bounded per pull request and in all.

export const HEAD_RESULTS_INDEX_PATH = 'pull-requests/index.json';
export const HEAD_RESULTS_INDEX_SCHEMA = 'agent-eval/head-results-index@1';
/** Heads kept in all, over every pull request. */
export const DEFAULT_HEAD_RESULTS_KEEP = 100;
/** Heads kept per pull request: its newest pushes (a late rerun of an older head must not push out the current one). */
export const HEAD_RESULTS_PER_PULL_REQUEST = 3;

const WorkflowRunSchema = z.object({ id: z.number().int().positive(), attempt: z.number().int().positive() });
/** The workflow run (its id and attempt, as the sticky comment stamps them) whose results these are. */
export type WorkflowRunStamp = z.infer<typeof WorkflowRunSchema>;

const HeadEntrySchema = z.object({
  pr: z.number().int().positive(),
  commit: z.string().regex(COMMIT_SHA),
  created_at: z.string(),
  path: z.string(),
  workflow_run: WorkflowRunSchema.nullable(),
});
export type HeadResultsEntry = z.infer<typeof HeadEntrySchema>;
const HeadIndexSchema = z.object({ schema: z.literal(HEAD_RESULTS_INDEX_SCHEMA), heads: z.array(HeadEntrySchema) });

export function headResultsPath(pr: number, commit: string): string {
  return `pull-requests/${pr}/${commit}.json`;
}

export type HeadResultsLookup = { found: true; entry: HeadResultsEntry; results: Results } | { found: false; reason: string };

export interface WrittenHeadResults {
  path: string;
  branch_commit: string;
  attempts: number;
  /** Heads whose results retention removed. */
  dropped: { pr: number; commit: string }[];
}

export interface HeadResultsStore {
  /** The results stored for a pull request's head, or why there are none. */
  readHeadResults(pr: number, commit: string): Promise<HeadResultsLookup>;
  /** Stores `results` as those of the pull request's head `commit`, replacing older ones of that head. */
  writeHeadResults(pr: number, commit: string, results: Results, run: WorkflowRunStamp | null): Promise<WrittenHeadResults>;
}

/** The head results of one repository, on its baseline branch. */
export function octokitHeadResultsStore(
  octokit: Octokit,
  where: BaselineBranch & Pick<WriteHeadResults, 'logger' | 'retryDelayMs'>,
): HeadResultsStore {
  return {
    readHeadResults: (pr, commit) => readHeadResults(octokit, { ...where, pr, commit }),
    writeHeadResults: (pr, commit, results, run) => writeHeadResults(octokit, { ...where, pr, commit, results, run }),
  };
}

function checkHead(pr: number, commit: string): void {
  if (!Number.isInteger(pr) || pr < 1)
    throw new BaselineStoreError(`Cannot keep results for pull request "${pr}": expected a positive whole number.`);
  if (!COMMIT_SHA.test(commit))
    throw new BaselineStoreError(`Cannot keep results for the head "${commit}": expected a full commit SHA (40 hex characters).`);
}

function headIndexOf(text: string | null, branch: string): HeadResultsEntry[] {
  if (text === null) return [];
  const where = `${branch}:${HEAD_RESULTS_INDEX_PATH}`;
  const fix = `delete the file from the branch "${branch}" (the results of pull request heads are kept again from the next run)`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BaselineStoreError(`${where} is not valid JSON (${errorMessage(e)}); ${fix}.`);
  }
  const parsed = HeadIndexSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BaselineStoreError(
      `${where} is not an index of pull request results (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}); ${fix}.`,
    );
  }
  return parsed.data.heads;
}

async function readHeadIndex(octokit: Octokit, where: BaselineBranch, snapshot: Snapshot): Promise<HeadResultsEntry[]> {
  const sha = snapshot.files.get(HEAD_RESULTS_INDEX_PATH);
  const path = HEAD_RESULTS_INDEX_PATH;
  const file = { path, size: snapshot.sizes.get(path) ?? null, fix: TOO_LARGE_FIX.head(branchOf(where), path) };
  return headIndexOf(sha === undefined ? null : await readBlob(octokit, where, sha, file), branchOf(where));
}

/** The results stored for pull request `pr` at head `commit`, validated as a results file of that commit. */
export async function readHeadResults(octokit: Octokit, find: BaselineBranch & { pr: number; commit: string }): Promise<HeadResultsLookup> {
  const { pr, commit } = find;
  checkHead(pr, commit);
  const branch = branchOf(find);
  const snapshot = await readSnapshot(octokit, find, undefined, { baselineIndex: false });
  if (snapshot === null) return { found: false, reason: `no branch "${branch}" yet` };
  const entry = (await readHeadIndex(octokit, find, snapshot)).find((e) => e.pr === pr && e.commit === commit);
  if (entry === undefined) return { found: false, reason: `none is kept on the branch "${branch}" for #${pr} at ${commit.slice(0, 7)}` };
  const path = headResultsPath(pr, commit);
  const sha = entry.path === path ? snapshot.files.get(path) : undefined;
  if (sha === undefined) {
    throw new BaselineStoreError(
      `${branch}:${HEAD_RESULTS_INDEX_PATH} lists ${entry.path} for #${pr} at ${commit.slice(0, 7)}, but the branch has no file ${path}; comment /eval rerun without suites to run the whole check again.`,
    );
  }
  const rerunAll = 'comment /eval rerun without suites to run the whole check again';
  const file = { path, size: snapshot.sizes.get(path) ?? null, fix: TOO_LARGE_FIX.head(branch, path) };
  const results = parseBaseline(await readBlob(octokit, find, sha, file), branch, path, {
    json: rerunAll,
    schema: rerunAll,
    newer: rerunAll,
  });
  if (results.run.commit !== commit) {
    throw new BaselineStoreError(
      `${branch}:${path} holds results of ${results.run.commit === null ? 'no commit' : results.run.commit.slice(0, 12)}, not of ${commit.slice(0, 12)}; delete the file, or comment /eval rerun without suites.`,
    );
  }
  return { found: true, entry, results };
}

export interface WriteHeadResults extends BaselineBranch {
  pr: number;
  commit: string;
  results: Results;
  run: WorkflowRunStamp | null;
  /** Retention in all; default DEFAULT_HEAD_RESULTS_KEEP. */
  keep?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
  now?: () => Date;
  logger?: Logger;
}

/**
 * Stores the results of a pull request's head beside the baselines: the newest
 * HEAD_RESULTS_PER_PULL_REQUEST heads of each pull request, and `keep` in all, are kept.
 */
export async function writeHeadResults(octokit: Octokit, write: WriteHeadResults): Promise<WrittenHeadResults> {
  const { owner, repo, pr, commit, logger } = write;
  checkHead(pr, commit);
  const branch = branchOf(write);
  const keep = write.keep ?? DEFAULT_HEAD_RESULTS_KEEP;
  if (!Number.isInteger(keep) || keep < 1)
    throw new BaselineStoreError(`Head results retention must be a positive whole number, got ${keep}.`);
  const now = write.now ?? (() => new Date());
  const path = headResultsPath(pr, commit);
  const { data: resultsBlob } = await octokit.rest.git.createBlob({
    owner,
    repo,
    content: `${JSON.stringify(write.results, null, 2)}\n`,
    encoding: 'utf-8',
  });
  let dropped: HeadResultsEntry[] = [];
  const landed = await commitOnBranch(octokit, write, {
    maxAttempts: write.maxAttempts ?? 5,
    retryDelayMs: write.retryDelayMs ?? 1000,
    baselineIndex: false,
    gaveUp: (attempts) =>
      new BaselineStoreError(
        `The baseline branch "${branch}" kept moving while keeping the results of #${pr} at ${commit.slice(0, 12)} (${attempts} attempts); re-run the job.`,
      ),
    async build(snapshot) {
      const before = snapshot === null ? [] : await readHeadIndex(octokit, write, snapshot);
      const index = [
        { pr, commit, created_at: now().toISOString(), path, workflow_run: write.run },
        ...before.filter((e) => !(e.pr === pr && e.commit === commit)),
      ];
      const perPr = new Map<number, number>();
      const kept: HeadResultsEntry[] = [];
      dropped = [];
      for (const entry of index) {
        const n = (perPr.get(entry.pr) ?? 0) + 1;
        perPr.set(entry.pr, n);
        (n <= HEAD_RESULTS_PER_PULL_REQUEST && kept.length < keep ? kept : dropped).push(entry);
      }
      const { data: indexBlob } = await octokit.rest.git.createBlob({
        owner,
        repo,
        content: `${JSON.stringify({ schema: HEAD_RESULTS_INDEX_SCHEMA, heads: kept }, null, 2)}\n`,
        encoding: 'utf-8',
      });
      const files = snapshot?.files;
      return {
        message: `agent-eval: results of #${pr} at ${commit.slice(0, 12)}`,
        tree: [
          { path, mode: '100644', type: 'blob', sha: resultsBlob.sha },
          { path: HEAD_RESULTS_INDEX_PATH, mode: '100644', type: 'blob', sha: indexBlob.sha },
          ...dropped.filter((e) => e.path !== path && files?.has(e.path)).map((e) => removal(e.path)),
        ],
      };
    },
  });
  logger?.info(
    `Kept the results of #${pr} at ${commit.slice(0, 12)} as ${branch}:${path} for /eval rerun${dropped.length > 0 ? `; retention removed ${dropped.length} older head(s)` : ''}.`,
  );
  return { path, ...landed, dropped: dropped.map((e) => ({ pr: e.pr, commit: e.commit })) };
}
