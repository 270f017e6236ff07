// What the action's flows ask of GitHub, as ports scoped to one repository: the sticky comment,
// check runs, baselines, and the reads and reactions around a pull request. main.ts builds them over
// Octokit; unit tests hand the flows in-memory ones.
import type { Logger } from '../logger.ts';
import { octokitBaselineStore, type BaselineStore } from './baseline-store.ts';
import { octokitBranchWriter, type BranchWriter } from './branch-writer.ts';
import { listChangedFiles, listChangedFilesBetween, type ChangedFiles, type RangeChanges } from './changed-files.ts';
import { octokitCheckRunStore, type CheckRunStore } from './checks.ts';
import { checkPermission, react, type BotReaction, type PermissionCheck } from './commands.ts';
import { httpStatus, type Octokit } from './octokit.ts';
import { octokitCommentStore, type CommentStore } from './sticky-comment.ts';
import { readFilesAtRef, type FileAtRef } from './suites-at-ref.ts';

/** A repository as GitHub names it in a pull request's head or base. */
export interface RepositoryIdentity {
  /** owner/name, e.g. acme/shop. */
  fullName: string;
  /** GitHub's id of the repository: it stays when the repository is renamed or moved. */
  id: number | null;
}

/** A pull request as it is now (its head moves on with every push). */
export interface PullRequestRefs {
  headSha: string;
  headRef: string;
  baseRef: string;
  baseSha: string;
  /** The repository that holds the head branch; null when it was a fork that has been deleted. */
  headRepository: RepositoryIdentity | null;
  baseRepository: RepositoryIdentity | null;
}

/**
 * Whether the head branch lives in another repository than the base (a fork). A branch name and a
 * commit prove nothing: a fork may hold a branch of the same name at the same commit. Only the
 * repository decides, by its id and its name; one that is unknown (a deleted fork) counts as a fork.
 */
export function isForkHead(head: RepositoryIdentity | null, base: RepositoryIdentity | null): boolean {
  if (head === null || base === null) return true;
  if (head.id !== null && base.id !== null && head.id !== base.id) return true;
  return head.fullName.toLowerCase() !== base.fullName.toLowerCase();
}

/** A repository of a REST answer or a webhook payload (null or missing: a deleted fork). */
export const repositoryIdentity = (repo: { full_name: string; id?: number | undefined } | null | undefined): RepositoryIdentity | null =>
  repo ? { fullName: repo.full_name, id: repo.id ?? null } : null;

/** Reads of the repository and its pull requests, and reactions to comments. */
export interface RepositoryPort {
  pullRequest(number: number): Promise<PullRequestRefs>;
  /** The files a pull request changes. */
  changedFiles(number: number): Promise<ChangedFiles>;
  /** The files changed from `base` to `head`; null when GitHub does not know one of the commits. */
  changedFilesBetween(base: string, head: string): Promise<RangeChanges | null>;
  /** How many commits `head` is ahead of `base` (GitHub's compare); null when GitHub does not know one of them. */
  commitsAhead(base: string, head: string): Promise<number | null>;
  /** The files under `dir` at `ref` that `include` keeps, sorted by path. */
  filesAt(ref: string, dir: string, include: (path: string) => boolean): Promise<FileAtRef[]>;
  /** Whether `username` may run /eval commands. */
  permission(username: string): Promise<PermissionCheck>;
  /** Adds a reaction to a pull request comment. */
  react(commentId: number, content: BotReaction): Promise<void>;
}

export interface GitHubPorts {
  comments: CommentStore;
  checks: CheckRunStore;
  baselines: BaselineStore;
  repository: RepositoryPort;
  /** Commits to a branch and pull requests from it (the capture pull request, /eval approve). */
  branches: BranchWriter;
}

export function octokitGitHub(
  octokit: Octokit,
  where: { owner: string; repo: string; baselineBranch: string; logger: Logger },
): GitHubPorts {
  const { owner, repo, logger } = where;
  return {
    comments: octokitCommentStore(octokit, { owner, repo }),
    checks: octokitCheckRunStore(octokit),
    baselines: octokitBaselineStore(octokit, { owner, repo, branch: where.baselineBranch, logger }),
    branches: octokitBranchWriter(octokit, { owner, repo }),
    repository: {
      async pullRequest(pull_number) {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number });
        return {
          headSha: data.head.sha,
          headRef: data.head.ref,
          baseRef: data.base.ref,
          baseSha: data.base.sha,
          headRepository: repositoryIdentity(data.head.repo),
          baseRepository: repositoryIdentity(data.base.repo),
        };
      },
      changedFiles: (pull_number) => listChangedFiles(octokit, { owner, repo, pull_number, logger }),
      changedFilesBetween: (base, head) => listChangedFilesBetween(octokit, { owner, repo, base, head, logger }),
      async commitsAhead(base, head) {
        try {
          const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${base}...${head}`, per_page: 1 });
          return data.ahead_by;
        } catch (error) {
          if (httpStatus(error) === 404) return null;
          throw error;
        }
      },
      filesAt: (ref, dir, include) => readFilesAtRef(octokit, { owner, repo, ref, dir, include, logger }),
      permission: (username) => checkPermission(octokit, { owner, repo, username }),
      react: (comment_id, content) => react(octokit, { owner, repo, comment_id, content }),
    },
  };
}
