// The sticky PR comment: one comment per pull request and check name, found again by a hidden
// marker AND by being our own, then edited in place, so re-runs never add a second comment.
import type { Logger } from '../logger.ts';
import { clipMarkdown } from '../report/escape.ts';
import { COMMENT_BODY_LIMIT } from '../report/github-comment.ts';
import { httpStatus, type Octokit } from './octokit.ts';

// The limit and the marker are the report's too: declared once, below this module.
export { COMMENT_BODY_LIMIT, stickyMarker } from '../report/github-comment.ts';

/** The login the workflow token (GITHUB_TOKEN) comments as: github-actions[bot]. */
export const GITHUB_ACTIONS_BOT_ID = 41898282;

export interface StickyCommentTarget {
  issue_number: number;
  /** From stickyMarker(); it is put at the top of the body when the body lacks it. */
  marker: string;
  body: string;
  /**
   * The workflow run that writes: stamped in the comment, so that an older run (of many `/eval
   * rerun` at once) never overwrites what a newer one wrote. Absent: the comment is always written.
   */
  run?: RunStamp | null;
  logger?: Logger;
}

/** One of our comments that holds the marker. */
export interface StickyComment {
  id: number;
  body: string;
  url: string;
}

/** The comments of a repository's pull requests, as the sticky comment and the /eval replies need them. */
export interface CommentStore {
  /** Our oldest comment on the pull request that holds `marker`; comments by anyone else never count, even when they quote it. */
  findSticky(issueNumber: number, marker: string): Promise<StickyComment | null>;
  /** All of our comments that hold `marker`, oldest first (more than one only when runs created them at once). */
  listSticky(issueNumber: number, marker: string): Promise<StickyComment[]>;
  /** Posts a comment. */
  create(issueNumber: number, body: string): Promise<{ id: number; url: string }>;
  /** Replaces the body of a comment; returns its URL. */
  update(commentId: number, body: string): Promise<string>;
  /** Deletes a comment (a second sticky comment that a concurrent run created). */
  remove(commentId: number): Promise<void>;
}

/** A workflow run, in the order GitHub started them: a higher run id, or a re-run attempt of the same run, is newer. */
export interface RunStamp {
  runId: number;
  attempt: number;
}

const STAMP = /<!-- agent-eval:run=(\d+)\.(\d+) -->/;

function stampLine(run: RunStamp): string {
  return `<!-- agent-eval:run=${run.runId}.${run.attempt} -->`;
}

/** The run that last wrote a sticky comment; null for a comment written without a stamp. */
export function readRunStamp(body: string): RunStamp | null {
  const m = STAMP.exec(body);
  return m ? { runId: Number(m[1]), attempt: Number(m[2]) } : null;
}

function isNewer(a: RunStamp, b: RunStamp): boolean {
  return a.runId > b.runId || (a.runId === b.runId && a.attempt > b.attempt);
}

/** The run that owns `comment` when it is newer than `run`: then `run` leaves the comment alone. */
function newerOwner(comment: StickyComment, run: RunStamp | null | undefined): RunStamp | null {
  const owner = readRunStamp(comment.body);
  return run && owner && isNewer(owner, run) ? owner : null;
}

/** Who our comments are written by, as far as the token lets us know. */
export type CommentAuthor =
  | { kind: 'user'; id: number; login: string }
  /** Installation and workflow tokens cannot read GET /user: their comments come from a bot account. */
  | { kind: 'app' };

const authors = new WeakMap<Octokit, Promise<CommentAuthor>>();

export function commentAuthor(octokit: Octokit): Promise<CommentAuthor> {
  let author = authors.get(octokit);
  if (!author) {
    author = octokit.rest.users.getAuthenticated().then(
      ({ data }): CommentAuthor => ({ kind: 'user', id: data.id, login: data.login }),
      (error: unknown): CommentAuthor => {
        // "Resource not accessible by integration": a GitHub App installation token or GITHUB_TOKEN.
        if (httpStatus(error) === 403) return { kind: 'app' };
        throw error;
      },
    );
    author.catch(() => authors.delete(octokit));
    authors.set(octokit, author);
  }
  return author;
}

interface CommentUser {
  id: number;
  type: string;
}

function isOurs(user: CommentUser | null | undefined, author: CommentAuthor): boolean {
  if (!user) return false;
  if (author.kind === 'user') return user.id === author.id;
  return user.id === GITHUB_ACTIONS_BOT_ID || user.type === 'Bot';
}

/**
 * Creates the comment, or edits the one we posted before with the same marker. Returns its URL, or
 * null when a newer run wrote it (it is left to that run). Comments by anyone else are left alone,
 * even when they quote the marker. Runs without a concurrency group may each create one at once:
 * after creating, the oldest is kept and the others deleted, so the pull request keeps one.
 */
export async function upsertStickyComment(comments: CommentStore, target: StickyCommentTarget): Promise<string | null> {
  const { issue_number, marker, run, logger } = target;
  const text = target.body.includes(marker) ? target.body : `${marker}\n${target.body}`;
  // The stamp goes right after the marker, where no cut to the length limit reaches it.
  const stamped = run ? text.replace(marker, `${marker}\n${stampLine(run)}`) : text;
  const body = fitCommentBody(stamped, logger);
  const write = async (comment: StickyComment): Promise<string | null> => {
    const newer = newerOwner(comment, run);
    if (newer !== null) {
      logger?.info(`The PR comment was written by a newer run (${newer.runId}, attempt ${newer.attempt}); it is left to that run.`);
      return null;
    }
    const url = await comments.update(comment.id, body);
    logger?.debug(`Updated comment ${url}`);
    return url;
  };

  const existing = await comments.findSticky(issue_number, marker);
  if (existing !== null) return write(existing);
  const created = await comments.create(issue_number, body);
  logger?.debug(`Created comment ${created.url}`);
  const [first, ...others] = await comments.listSticky(issue_number, marker);
  if (first === undefined || first.id === created.id) {
    await removeDuplicates(comments, others, logger);
    return created.url;
  }
  // Another run created the sticky comment first: ours moves into it and goes.
  const url = await write(first);
  await removeDuplicates(comments, others, logger);
  return url;
}

/** Deletes second sticky comments; one already deleted (by the run that raced us) is fine. */
async function removeDuplicates(comments: CommentStore, duplicates: readonly StickyComment[], logger?: Logger): Promise<void> {
  for (const duplicate of duplicates) {
    try {
      await comments.remove(duplicate.id);
      logger?.info(`Deleted a second agent-eval comment (${duplicate.url}) that a concurrent run created; the first one is kept.`);
    } catch (error) {
      if (httpStatus(error) !== 404) throw error;
    }
  }
}

/** The comments of one repository through the REST API; ours are those written by the token's account (or bot). */
export function octokitCommentStore(octokit: Octokit, where: { owner: string; repo: string }): CommentStore {
  const { owner, repo } = where;
  /** Oldest first (GitHub lists comments as they were created); without `all`, the first page that has one ends the search. */
  async function ourStickyComments(issue_number: number, marker: string, options: { all: boolean }): Promise<StickyComment[]> {
    const author = await commentAuthor(octokit);
    const mine: StickyComment[] = [];
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 })) {
      for (const c of page.data)
        if ((c.body ?? '').includes(marker) && isOurs(c.user, author)) mine.push({ id: c.id, body: c.body ?? '', url: c.html_url });
      if (mine.length > 0 && !options.all) break;
    }
    return mine.sort((a, b) => a.id - b.id);
  }
  return {
    async findSticky(issue_number, marker) {
      return (await ourStickyComments(issue_number, marker, { all: false }))[0] ?? null;
    },
    listSticky: (issue_number, marker) => ourStickyComments(issue_number, marker, { all: true }),
    async create(issue_number, body) {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
      return { id: data.id, url: data.html_url };
    },
    async update(comment_id, body) {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id, body });
      return data.html_url;
    },
    async remove(comment_id) {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id });
    },
  };
}

/**
 * The report keeps comments under the limit; this is the last guard so an oversized body is cut
 * with a visible note instead of being rejected by GitHub (and the verdict never posted).
 */
export function fitCommentBody(body: string, logger?: Logger): string {
  if (body.length <= COMMENT_BODY_LIMIT) return body;
  const note = `\n\n… (comment cut: it was ${body.length} characters, GitHub allows ${COMMENT_BODY_LIMIT}; the full report is in the job summary and the report artifact)`;
  logger?.warning(`The PR comment was ${body.length} characters, over GitHub's ${COMMENT_BODY_LIMIT} limit; it was cut.`);
  return clipMarkdown(body, COMMENT_BODY_LIMIT - note.length) + note;
}
