// Writing files to a branch and opening a pull request from it, through the git data API: one
// commit per write, on top of the commit the caller read (a branch that moved since is refused,
// never overwritten), and the open pull request from the branch found or opened. Used by the
// capture pull request and by /eval approve.
import { httpStatus, type Octokit } from './octokit.ts';

export interface FileToWrite {
  /** A path inside the repository, e.g. suites/captured/refund.yaml. */
  path: string;
  text: string;
}

export interface CommitFiles {
  branch: string;
  /** The commit the files were read at or are based on: the new commit's parent. */
  parent: string;
  message: string;
  files: readonly FileToWrite[];
}

export interface OpenedPullRequest {
  number: number;
  url: string;
}

export interface BranchWriter {
  /** The head commit of a branch; null when there is no such branch. */
  head(branch: string): Promise<string | null>;
  /**
   * One commit with these files on top of `parent`, then the branch moved to it (made when
   * missing). A branch whose head is no longer `parent` is refused with BranchMovedError.
   */
  commit(input: CommitFiles): Promise<string>;
  /** The open pull request from `head` into `base`, or null. */
  findPullRequest(head: string, base: string): Promise<OpenedPullRequest | null>;
  openPullRequest(input: { head: string; base: string; title: string; body: string }): Promise<OpenedPullRequest>;
}

export class BranchMovedError extends Error {
  override name = 'BranchMovedError';
  constructor(branch: string) {
    super(`branch ${branch} moved while the files were being written; nothing was changed`);
  }
}

/** Paths a commit may write: relative, no `..`, no `.git`. */
export function safeRepoPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= 1000 &&
    !path.startsWith('/') &&
    path.split('/').every((p) => p !== '' && p !== '.' && p !== '..' && p !== '.git')
  );
}

export function octokitBranchWriter(octokit: Octokit, where: { owner: string; repo: string }): BranchWriter {
  const { owner, repo } = where;
  const head = async (branch: string): Promise<string | null> => {
    try {
      const { data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
      return data.object.sha;
    } catch (error) {
      if (httpStatus(error) === 404) return null;
      throw error;
    }
  };
  return {
    head,
    async commit({ branch, parent, message, files }) {
      for (const file of files)
        if (!safeRepoPath(file.path)) throw new Error(`refusing to write outside the repository: ${JSON.stringify(file.path)}`);
      const { data: base } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: parent });
      const { data: tree } = await octokit.rest.git.createTree({
        owner,
        repo,
        base_tree: base.tree.sha,
        tree: files.map((f) => ({ path: f.path, mode: '100644' as const, type: 'blob' as const, content: f.text })),
      });
      const { data: created } = await octokit.rest.git.createCommit({ owner, repo, message, tree: tree.sha, parents: [parent] });
      const current = await head(branch);
      if (current === null) {
        await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: created.sha });
        return created.sha;
      }
      if (current !== parent) throw new BranchMovedError(branch);
      try {
        await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: created.sha, force: false });
      } catch (error) {
        // 422: not a fast-forward, another push came first.
        if (httpStatus(error) === 422) throw new BranchMovedError(branch);
        throw error;
      }
      return created.sha;
    },
    async findPullRequest(headBranch, baseBranch) {
      const { data } = await octokit.rest.pulls.list({
        owner,
        repo,
        state: 'open',
        head: `${owner}:${headBranch}`,
        base: baseBranch,
        per_page: 1,
      });
      const found = data[0];
      return found === undefined ? null : { number: found.number, url: found.html_url };
    },
    async openPullRequest({ head: headBranch, base: baseBranch, title, body }) {
      const { data } = await octokit.rest.pulls.create({ owner, repo, head: headBranch, base: baseBranch, title, body });
      return { number: data.number, url: data.html_url };
    },
  };
}
