// Publishing the status of one pull request: the check run on the evaluated commit, then the sticky
// comment. Every pull request flow goes through this adapter, so that:
// - the check run always ends: it is completed before the comment is touched, and a step that fails
//   after creating it completes it with the verdict if one is known, else with the failure;
// - a stale run never overwrites a newer one: when the pull request's head has moved past the
//   evaluated commit, the check says "superseded" and the comment is left to the newer run.
import { errorMessage } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { prStatus, type PrStatus, type RunningStatus } from '../report/pr-status.ts';
import type { CheckRunRef } from './checks.ts';
import { stickyMarker, upsertStickyComment, type RunStamp } from './sticky-comment.ts';
import { httpStatus, TOKEN_REFUSED } from './octokit.ts';
import type { GitHubPorts } from './ports.ts';

export interface PrTarget {
  owner: string;
  repo: string;
  /** The check run's name; it also tells the sticky comments of several workflows apart. */
  checkName: string;
  prNumber: number;
  /** The commit that is evaluated. */
  headSha: string;
  /** False (the `comment` input) publishes the check run only. */
  comment: boolean;
  /** This workflow run: a newer run's comment is never overwritten by this one (null: always written). */
  run?: RunStamp | null;
  details_url?: string;
  logger: Logger;
  /** Hides secrets in error messages before they are published. */
  mask: (text: string) => string;
}

export interface Publication {
  checkUrl: string | null;
  commentUrl: string | null;
  /** The pull request's newer head when it moved on while this run evaluated an older commit. */
  supersededBy: string | null;
  /** What could not be published, each with its fix (the check run says so too). */
  problems: string[];
}

export interface PrPublisher {
  /** Creates the check run as in progress and, unless a newer commit has taken over, says so in the comment. */
  start(running: RunningStatus): Promise<void>;
  /** The verdict, once known: what `settle` publishes if a later step fails before `publish`. */
  prepare(status: PrStatus): void;
  /** Completes the check run, then writes the comment; a superseded run only completes the check. */
  publish(status: PrStatus): Promise<Publication>;
  /** Runs `body`; whatever happens in it, a check run it left in progress is completed. */
  settle<T>(body: () => Promise<T>): Promise<T>;
}

export function createPrPublisher(github: Pick<GitHubPorts, 'checks' | 'comments' | 'repository'>, target: PrTarget): PrPublisher {
  const { owner, repo, prNumber, headSha, logger } = target;
  const { checks, comments, repository } = github;
  const marker = stickyMarker(target.checkName);
  let check: CheckRunRef | null = null;
  let completed = false;
  /** The verdict was published as far as GitHub let it: nothing is left for `settle` to do. */
  let published = false;
  let prepared: PrStatus | null = null;

  async function ensureCheck(output?: { title: string; summary: string }): Promise<CheckRunRef> {
    if (check) return check;
    try {
      check = await checks.start({
        owner,
        repo,
        name: target.checkName,
        head_sha: headSha,
        ...(output ?? {}),
        ...(target.details_url ? { details_url: target.details_url } : {}),
      });
    } catch (error) {
      throw new Error(`Could not create the check run: ${explainRefusal(error, 'check')}`, { cause: error });
    }
    return check;
  }

  /** The pull request's head when it is no longer the evaluated commit; null when it is, or cannot be read. */
  async function newerHead(): Promise<string | null> {
    try {
      const { headSha: now } = await repository.pullRequest(prNumber);
      return now !== headSha ? now : null;
    } catch (error) {
      logger.warning(
        `Could not read the head of pull request #${prNumber} (${refusal(error)}); publishing without checking for a newer commit.`,
      );
      return null;
    }
  }

  async function complete(run: CheckRunRef, status: PrStatus): Promise<string> {
    const output = { conclusion: status.conclusion, title: status.title, logger };
    try {
      const url = await checks.complete(run, {
        ...output,
        summary: status.summary,
        ...(status.text !== undefined ? { text: status.text } : {}),
        ...(status.annotations ? { annotations: status.annotations } : {}),
        ...(status.details_url ? { details_url: status.details_url } : {}),
      });
      completed = true;
      return url;
    } catch (error) {
      // A check run left in progress blocks the pull request: once more with the bare verdict.
      const problem = `The check run's full output was refused (${refusal(error)}).`;
      logger.warning(problem);
      try {
        const url = await checks.complete(run, {
          ...output,
          summary: `${status.summary}\n\n> ⚠️ ${oneLine(target.mask(problem))}`,
        });
        completed = true;
        return url;
      } catch (again) {
        throw new Error(`Could not complete the check run: ${explainRefusal(again, 'check')}`, { cause: again });
      }
    }
  }

  /** The comment's URL; null when a newer run (of the same commit) owns it. */
  async function upsertComment(body: string): Promise<string | null> {
    return upsertStickyComment(comments, { issue_number: prNumber, marker, body, run: target.run ?? null, logger });
  }

  async function start(running: RunningStatus): Promise<void> {
    await ensureCheck({ title: running.title, summary: running.summary });
    if (!target.comment || running.comment === null) return;
    if ((await newerHead()) !== null) return; // the newer run's comment stays
    try {
      await upsertComment(running.comment);
    } catch (error) {
      // Not fatal: the final publish tries again and reports the problem with its fix.
      logger.warning(`The PR comment could not be written: ${explainRefusal(error, 'comment')}`);
    }
  }

  async function publish(status: PrStatus): Promise<Publication> {
    prepared = status;
    const run = await ensureCheck();
    const newer = await newerHead();
    if (newer !== null) {
      const checkUrl = await complete(
        run,
        prStatus({ kind: 'superseded', headSha, newerSha: newer, result: status }, { marker, mask: target.mask }),
      );
      logger.info(
        `Pull request #${prNumber} moved on to ${newer.slice(0, 12)} while ${headSha.slice(0, 12)} was evaluated: the check run says superseded and the comment is left to the newer run.`,
      );
      return { checkUrl, commentUrl: null, supersededBy: newer, problems: [] };
    }
    const problems: string[] = [];
    let checkUrl: string;
    let shown = status;
    try {
      checkUrl = await complete(run, status);
    } catch (error) {
      // GitHub refused every completion (a 5xx, a revoked token): the verdict still goes to the
      // comment, which would otherwise stay "running", with the reason the check could not say it.
      const problem = errorMessage(error);
      problems.push(problem);
      logger.warning(problem);
      checkUrl = run.html_url;
      shown = prStatus({ kind: 'could-not-run', message: target.mask(problem), verdict: status }, { marker, mask: target.mask });
    }
    published = true;
    let commentUrl: string | null = null;
    if (target.comment && shown.comment !== null) {
      try {
        commentUrl = await upsertComment(shown.comment);
      } catch (error) {
        const problem = `The PR comment could not be written: ${explainRefusal(error, 'comment')}`;
        problems.push(problem);
        logger.warning(problem);
        if (completed) await noteOnCheck(run, status, problem);
      }
    }
    return { checkUrl, commentUrl, supersededBy: null, problems };
  }

  /** Adds a problem to a completed check run's summary, so the pull request shows why the comment is missing. */
  async function noteOnCheck(run: CheckRunRef, status: PrStatus, problem: string): Promise<void> {
    try {
      await checks.complete(run, {
        conclusion: status.conclusion,
        title: status.title,
        summary: `> ⚠️ ${oneLine(target.mask(problem))}\n\n${status.summary}`,
        logger,
      });
    } catch (error) {
      logger.warning(`Could not add the note to the check run (${refusal(error)}).`);
    }
  }

  async function abandon(error: unknown): Promise<void> {
    // With the verdict when it is known, so the pull request still shows it.
    await publish(
      prStatus({ kind: 'could-not-run', message: target.mask(errorMessage(error)), verdict: prepared }, { marker, mask: target.mask }),
    );
  }

  async function settle<T>(body: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await body();
    } catch (error) {
      if (check !== null && !completed && !published) {
        await abandon(error).catch((e: unknown) => logger.warning(`The check run could not be completed (${errorMessage(e)}).`));
      }
      throw error;
    }
    // A flow that returned without publishing would leave the check in progress: a bug, but not a hang.
    if (check !== null && !completed && !published) await abandon(new Error('the run ended without publishing a verdict'));
    return result;
  }

  return { start, prepare: (status) => void (prepared = status), publish, settle };
}

/** Our own explanation of a refusal (GitHub's words and our fix, no PR text) as one Markdown line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** GitHub's answer to a request, without the documentation link Octokit appends. */
function refusal(error: unknown): string {
  const status = httpStatus(error);
  const message = errorMessage(error).replace(/ - https:\/\/docs\.github\.com\S*$/, '');
  return status === undefined ? message : `GitHub answered ${status}: ${message}`;
}

/** Why GitHub refused to write a comment or a check run, and what fixes it. */
export function explainRefusal(error: unknown, what: 'comment' | 'check'): string {
  const status = httpStatus(error);
  const answer = refusal(error);
  if (status === 403 && /rate limit/i.test(answer)) return `GitHub's rate limit was hit (${answer}); re-run the job later.`;
  if (status === 403 && /locked/i.test(answer))
    return `the pull request's conversation is locked (${answer}); unlock it, or set \`comment: false\`.`;
  if (status === 401) return answer.includes(TOKEN_REFUSED) ? `${answer}` : `${answer}: ${TOKEN_REFUSED}`;
  if (status === 403 || status === 404) {
    return what === 'comment'
      ? `the workflow's token cannot write pull request comments (${answer}): add \`permissions: pull-requests: write\` to the job, or set \`comment: false\`.`
      : `the workflow's token cannot write check runs (${answer}): add \`permissions: checks: write\` to the job.`;
  }
  return `${answer}.`;
}
