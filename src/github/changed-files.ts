// The files a pull request or a push changes, used to select the affected suites.
import type { Logger } from '../logger.ts';
import { httpStatus, type Octokit } from './octokit.ts';

/** GitHub lists at most this many files of a pull request. */
export const PR_FILES_LIMIT = 3000;

export interface ChangedFile {
  path: string;
  status: string;
  /** The old path of a renamed file: a suite moved away from there is affected too. */
  previous_path?: string;
}

export interface ChangedFiles {
  files: ChangedFile[];
  /** GitHub's list stopped at its limit: some changes are missing from `files`. */
  truncated: boolean;
}

export async function listChangedFiles(
  octokit: Octokit,
  pr: { owner: string; repo: string; pull_number: number; logger?: Logger },
): Promise<ChangedFiles> {
  const listed = await octokit.paginate(octokit.rest.pulls.listFiles, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.pull_number,
    per_page: 100,
  });
  const files = listed.map((f): ChangedFile => ({
    path: f.filename,
    status: f.status,
    ...(f.previous_filename ? { previous_path: f.previous_filename } : {}),
  }));
  const truncated = files.length >= PR_FILES_LIMIT;
  if (truncated) {
    pr.logger?.warning(
      `Pull request #${pr.pull_number} changes ${PR_FILES_LIMIT} files or more, and GitHub lists only the first ${PR_FILES_LIMIT}: which suites the others affect is unknown, so every suite runs.`,
    );
  }
  return { files, truncated };
}

/** GitHub lists at most this many changed files of a comparison of two commits. */
export const COMPARE_FILES_LIMIT = 300;

export interface RangeChanges extends ChangedFiles {
  /** 'ahead' when `base` is an ancestor of `head`; anything else means the range is not a plain history. */
  status: string;
  /** Commits in base..head. */
  commits: number;
}

/**
 * The files changed from `base` to `head` (the compare API, page by page); null when GitHub does
 * not know one of the commits (a force-pushed history, a commit not on GitHub).
 */
export async function listChangedFilesBetween(
  octokit: Octokit,
  range: { owner: string; repo: string; base: string; head: string; logger?: Logger },
): Promise<RangeChanges | null> {
  const files = new Map<string, ChangedFile>();
  let status = 'ahead';
  let commits = 0;
  for (let page = 1; ; page++) {
    let response;
    try {
      response = await octokit.rest.repos.compareCommitsWithBasehead({
        owner: range.owner,
        repo: range.repo,
        basehead: `${range.base}...${range.head}`,
        per_page: 100,
        page,
      });
    } catch (error) {
      if (httpStatus(error) === 404) return null;
      throw error;
    }
    const { data } = response;
    status = data.status;
    commits = data.total_commits;
    // The files come with the first page; a later page that repeats them adds nothing new.
    for (const f of data.files ?? []) {
      files.set(f.filename, { path: f.filename, status: f.status, ...(f.previous_filename ? { previous_path: f.previous_filename } : {}) });
    }
    if (!/rel="next"/.test(response.headers.link ?? '')) break;
  }
  const truncated = files.size >= COMPARE_FILES_LIMIT;
  if (truncated) {
    range.logger?.warning(
      `${range.base.slice(0, 12)}...${range.head.slice(0, 12)} changes ${COMPARE_FILES_LIMIT} files or more, and GitHub lists only the first ${COMPARE_FILES_LIMIT}: every suite runs.`,
    );
  }
  return { files: [...files.values()], truncated, status, commits };
}
