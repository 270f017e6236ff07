// The orphan branch of the repository itself that holds the baselines (baseline-store.ts) and the
// results of pull request heads (head-results-store.ts): read as one consistent snapshot, its files
// read within GitHub's size limit, and written one commit at a time that only ever fast-forwards the
// branch; when another job moved it in between, the write is rebuilt on top of the new head
// (compare-and-swap), so concurrent writes keep each other's files.
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { errorMessage, UserError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { newerResultsSchema, withNfcIds } from '../results/read.ts';
import { ResultsSchema, type Results } from '../results/results-schema.ts';
import { httpStatus, type Octokit } from './octokit.ts';

export const DEFAULT_BASELINE_BRANCH = 'agent-eval-baselines';

/** A full commit SHA: SHA-1 (40 hex characters) or SHA-256 (64). */
export const COMMIT_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export class BaselineStoreError extends UserError {
  override name = 'BaselineStoreError';
}

export interface BaselineBranch {
  owner: string;
  repo: string;
  /** Default agent-eval-baselines. */
  branch?: string | undefined;
}

/** The branch as one consistent snapshot: its head commit, tree and files. */
export interface BranchSnapshot {
  head: string;
  tree: string;
  /** path -> blob sha */
  files: Map<string, string>;
  /** path -> blob size in bytes, as the tree listing reports it */
  sizes: Map<string, number>;
}

export function branchOf(where: BaselineBranch): string {
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

/** The branch's head, tree and files; null when the branch does not exist. */
export async function readBranch(octokit: Octokit, where: BaselineBranch): Promise<BranchSnapshot | null> {
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
  return { head, tree: commit.tree.sha, files, sizes };
}

/** The largest file GitHub's Git data API takes or gives back: 100 MB. */
const GITHUB_MAX_BLOB_BYTES = 100 * 1024 * 1024;

/** A file of the branch to read: its path, its size (from the tree listing) and how to replace it when it cannot be read. */
export interface BranchFile {
  path: string;
  size: number | null;
  fix: string;
}

/** A file of the snapshot to read, with the fix for when it is too large to read. */
export function branchFile(snapshot: BranchSnapshot, path: string, fix: string): BranchFile {
  return { path, size: snapshot.sizes.get(path) ?? null, fix };
}

/**
 * The text of a blob of the branch. One GitHub cannot hand over (over its 100 MB limit: refused
 * before asking; GitHub's 403 "too_large"; or an answer without its content) is a BaselineStoreError
 * naming the file, its size and the fix, never GitHub's raw text.
 */
export async function readBlob(octokit: Octokit, where: BaselineBranch, sha: string, file: BranchFile): Promise<string> {
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
export function isTooLarge(error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== 403 && status !== 422) return false;
  const errors = (error as { response?: { data?: { errors?: unknown } } }).response?.data?.errors;
  const coded = Array.isArray(errors) && errors.some((e) => (e as { code?: unknown } | null)?.code === 'too_large');
  return coded || /too large/i.test(errorMessage(error));
}

export function megabytes(bytes: number): string {
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
export function githubText(error: unknown): string {
  const message = (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;
  if (typeof message === 'string' && message !== '') return message.slice(0, 300);
  return errorMessage(error).replace(/ - https:\/\/docs\.github\.com\S*$/, '');
}

/** How to replace a stored results file that cannot be read, by what is wrong with it. */
export interface ResultsFileFix {
  json: string;
  schema: string;
  newer: string;
}

/** A results file stored on the branch at `path`, validated; a damaged one is a BaselineStoreError naming it and the fix. */
export function parseResultsFile(text: string, branch: string, path: string, fix: ResultsFileFix): Results {
  const where = `${branch}:${path}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BaselineStoreError(`${where} is not valid JSON (${errorMessage(e)}); ${fix.json}.`);
  }
  // A newer agent-eval's results are valid: refreshing them would overwrite them with an older format.
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

/** The index file of a store on the branch, validated by `schema`; a damaged one is a BaselineStoreError naming it and the fix. */
export function parseIndexFile<T>(text: string, where: string, what: string, fix: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BaselineStoreError(`${where} is not valid JSON (${errorMessage(e)}); ${fix}.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BaselineStoreError(
      `${where} is not ${what} (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}); ${fix}.`,
    );
  }
  return parsed.data;
}

export type TreeEntry = { path: string; mode: '100644'; type: 'blob'; sha: string | null };

/** A tree entry that removes `path` from base_tree. */
export function removal(path: string): TreeEntry {
  return { path, mode: '100644', type: 'blob', sha: null };
}

/** How a write lands on the branch. */
export interface BranchCommit {
  maxAttempts: number;
  retryDelayMs: number;
  logger?: Logger;
  gaveUp: (attempts: number) => Error;
  /** The commit's message and its changes to the tree, made from the branch as it is now (null: no branch yet). */
  build: (snapshot: BranchSnapshot | null) => Promise<{ message: string; tree: TreeEntry[] }>;
}

/**
 * One commit on top of the branch as `build` makes it from the branch's snapshot, landed as a
 * fast-forward; when another job moved the branch in between, rebuilt on top of the new head
 * (compare-and-swap), so concurrent writes keep each other's files.
 */
export async function commitOnBranch(
  octokit: Octokit,
  where: BaselineBranch,
  w: BranchCommit,
): Promise<{ branch_commit: string; attempts: number }> {
  const { owner, repo } = where;
  const branch = branchOf(where);
  for (let attempt = 1; ; attempt++) {
    const snapshot = await readBranch(octokit, where);
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
