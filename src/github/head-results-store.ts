// The results of pull request heads, kept beside the baselines on the baseline branch so that
// `/eval rerun <suite>` can re-evaluate the whole check: `pull-requests/<number>/<head sha>.json` (a
// results file) plus `pull-requests/index.json`, newest first, bounded per pull request and in all.
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { Results } from '../results/results-schema.ts';
import {
  BaselineStoreError,
  branchFile,
  branchOf,
  commitOnBranch,
  COMMIT_SHA,
  parseIndexFile,
  parseResultsFile,
  readBlob,
  readBranch,
  removal,
  type BaselineBranch,
  type BranchSnapshot,
} from './baseline-branch.ts';
import type { Octokit } from './octokit.ts';

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
  return parseIndexFile(text, where, 'an index of pull request results', fix, HeadIndexSchema).heads;
}

/** How to get past a head's stored file too large to read. */
function tooLargeFix(branch: string, path: string): string {
  return `delete ${path} from the branch "${branch}", then comment /eval rerun without suites to run the whole check again`;
}

async function readHeadIndex(octokit: Octokit, where: BaselineBranch, snapshot: BranchSnapshot): Promise<HeadResultsEntry[]> {
  const sha = snapshot.files.get(HEAD_RESULTS_INDEX_PATH);
  const path = HEAD_RESULTS_INDEX_PATH;
  const file = branchFile(snapshot, path, tooLargeFix(branchOf(where), path));
  return headIndexOf(sha === undefined ? null : await readBlob(octokit, where, sha, file), branchOf(where));
}

/** The results stored for pull request `pr` at head `commit`, validated as a results file of that commit. */
export async function readHeadResults(octokit: Octokit, find: BaselineBranch & { pr: number; commit: string }): Promise<HeadResultsLookup> {
  const { pr, commit } = find;
  checkHead(pr, commit);
  const branch = branchOf(find);
  const snapshot = await readBranch(octokit, find);
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
  const file = branchFile(snapshot, path, tooLargeFix(branch, path));
  const results = parseResultsFile(await readBlob(octokit, find, sha, file), branch, path, {
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
