// The files a pull request changes, used to select the affected suites.
import type { Logger } from '../logger.ts';
import type { Octokit } from './octokit.ts';

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
      `Pull request #${pr.pull_number} changes ${PR_FILES_LIMIT} files or more, and GitHub lists only the first ${PR_FILES_LIMIT}: suites affected by the others may be missed. Comment "/eval rerun --all" to run every suite.`,
    );
  }
  return { files, truncated };
}
