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
  logger?: Logger;
}

/** The comments of a repository's pull requests, as the sticky comment and the /eval replies need them. */
export interface CommentStore {
  /** Our own comment on the pull request that holds `marker`; comments by anyone else never count, even when they quote it. */
  findSticky(issueNumber: number, marker: string): Promise<{ id: number } | null>;
  /** Posts a comment; returns its URL. */
  create(issueNumber: number, body: string): Promise<string>;
  /** Replaces the body of a comment; returns its URL. */
  update(commentId: number, body: string): Promise<string>;
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
 * Creates the comment, or edits the one we posted before with the same marker. Returns its URL.
 * Comments by anyone else are left alone, even when they quote the marker.
 */
export async function upsertStickyComment(comments: CommentStore, target: StickyCommentTarget): Promise<string> {
  const { issue_number, marker } = target;
  const body = fitCommentBody(target.body.includes(marker) ? target.body : `${marker}\n${target.body}`, target.logger);
  const existing = await comments.findSticky(issue_number, marker);
  if (existing !== null) {
    const url = await comments.update(existing.id, body);
    target.logger?.debug(`Updated comment ${url}`);
    return url;
  }
  const url = await comments.create(issue_number, body);
  target.logger?.debug(`Created comment ${url}`);
  return url;
}

/** The comments of one repository through the REST API; ours are those written by the token's account (or bot). */
export function octokitCommentStore(octokit: Octokit, where: { owner: string; repo: string }): CommentStore {
  const { owner, repo } = where;
  return {
    async findSticky(issue_number, marker) {
      const author = await commentAuthor(octokit);
      for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 })) {
        const mine = page.data.find((c) => (c.body ?? '').includes(marker) && isOurs(c.user, author));
        if (mine) return { id: mine.id };
      }
      return null;
    },
    async create(issue_number, body) {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
      return data.html_url;
    },
    async update(comment_id, body) {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id, body });
      return data.html_url;
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
