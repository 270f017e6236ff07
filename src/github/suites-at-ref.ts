// Suite files as they are at a commit, read through the API. `/eval rerun` evaluates the PR head's
// suites while the workflow's checkout is the default branch: PR code is read, never executed.
import { UserError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { Octokit } from './octokit.ts';

export interface FileAtRef {
  /** Repository-relative path. */
  path: string;
  text: string;
}

export interface ReadFilesAtRef {
  owner: string;
  repo: string;
  /** A commit SHA (or a branch name). */
  ref: string;
  /** Directory to read, e.g. "suites"; "" for the whole repository. */
  dir: string;
  /** Which files to keep, by repository-relative path (e.g. a picomatch of the suites globs). */
  include: (path: string) => boolean;
  /** Guard against reading a whole repository by mistake. */
  maxFiles?: number;
  logger?: Logger;
}

export class FilesAtRefError extends UserError {
  override name = 'FilesAtRefError';
}

/** The matching files under `dir` at `ref`, sorted by path; [] when the directory does not exist. */
export async function readFilesAtRef(octokit: Octokit, read: ReadFilesAtRef): Promise<FileAtRef[]> {
  const { owner, repo, ref } = read;
  const dir = read.dir.replace(/^\.?\/+|\/+$/g, '');
  const maxFiles = read.maxFiles ?? 1000;

  const dirTree = await subtreeSha(octokit, read, dir);
  if (dirTree === null) {
    read.logger?.info(`No directory "${dir}" at ${ref.slice(0, 12)}.`);
    return [];
  }
  const { data: listing } = await octokit.rest.git.getTree({ owner, repo, tree_sha: dirTree, recursive: 'true' });
  if (listing.truncated) {
    throw new FilesAtRefError(
      `"${dir || '/'}" at ${ref.slice(0, 12)} holds too many files for GitHub to list at once; narrow the suites globs to a smaller directory.`,
    );
  }

  const wanted: { path: string; sha: string }[] = [];
  for (const entry of listing.tree) {
    if (entry.type !== 'blob' || !entry.path || !entry.sha) continue;
    const path = dir ? `${dir}/${entry.path}` : entry.path;
    if (!read.include(path)) continue;
    if (entry.mode === '120000') {
      read.logger?.warning(`${path} is a symbolic link at ${ref.slice(0, 12)}; it is not followed.`);
      continue;
    }
    wanted.push({ path, sha: entry.sha });
  }
  if (wanted.length > maxFiles) {
    throw new FilesAtRefError(
      `${wanted.length} files match under "${dir || '/'}" at ${ref.slice(0, 12)}, more than the ${maxFiles} allowed; narrow the suites globs.`,
    );
  }

  wanted.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const files: FileAtRef[] = [];
  for (const file of wanted) {
    const { data: blob } = await octokit.rest.git.getBlob({ owner, repo, file_sha: file.sha });
    files.push({ path: file.path, text: Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8') });
  }
  read.logger?.debug(`Read ${files.length} file(s) under "${dir || '/'}" at ${ref.slice(0, 12)}.`);
  return files;
}

/** The tree SHA of `dir` at the ref, walking one level at a time (cheap even in a huge repository). */
async function subtreeSha(octokit: Octokit, read: ReadFilesAtRef, dir: string): Promise<string | null> {
  const { owner, repo, ref } = read;
  let tree = ref;
  for (const segment of dir === '' ? [] : dir.split('/')) {
    const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: tree });
    const next = data.tree.find((e) => e.path === segment && e.type === 'tree');
    if (!next?.sha) return null;
    tree = next.sha;
  }
  return tree;
}
