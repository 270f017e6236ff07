// What a pull request is told about one run: the check run's output and the sticky comment, for
// every state the run can end in. Pure: each text is built here from data, with untrusted text
// (suite ids, spec errors, logins) escaped, so every state is snapshot-tested; src/github/publish.ts
// only posts the result.
import type { Comparison } from '../compare/schema.ts';
import type { Results } from '../results/schema.ts';
import { formatSpecError, type SpecError } from '../suite/messages.ts';
import { mdCode, mdText } from './escape.ts';
import { headline } from './format.ts';
import { renderComment } from './markdown.ts';

export type CheckConclusion = 'success' | 'failure' | 'neutral' | 'cancelled';

export interface CheckAnnotation {
  /** Repository-relative path, e.g. suites/booking.yaml. */
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  start_column?: number;
  end_column?: number;
}

/** What the pull request shows for one outcome: the check run's output and the sticky comment. */
export interface PrStatus {
  conclusion: CheckConclusion;
  title: string;
  /** Markdown, with every untrusted text already escaped. */
  summary: string;
  text?: string;
  annotations?: readonly CheckAnnotation[];
  details_url?: string;
  /** The sticky comment's body (the marker is added when missing); null leaves the comment alone. */
  comment: string | null;
}

/** What the check run and the comment say while the run is in progress: no conclusion yet. */
export type RunningStatus = Pick<PrStatus, 'title' | 'summary' | 'comment'>;

export type RunningState = { kind: 'running'; suites: number; headSha: string };

export type FinalState =
  /** Regression, no regression, no baseline or invalid: the comparison says which. */
  | { kind: 'compared'; comparison: Comparison; conclusion: CheckConclusion; reportUrl: string | null; judge?: Results['judge'] }
  | { kind: 'no-affected-suites' }
  | { kind: 'spec-errors'; errors: readonly SpecError[] }
  | { kind: 'fork-without-secrets' }
  /** The job was cancelled before every planned run finished. */
  | { kind: 'cancelled'; counts: { planned: number; skipped: number } }
  /** The pull request's head moved past the evaluated commit: `result` is what this run found. */
  | { kind: 'superseded'; headSha: string; newerSha: string; result: PrStatus }
  /** The step failed: before a verdict (`verdict` null), or after it, which then still shows. */
  | { kind: 'could-not-run'; message: string; verdict: PrStatus | null };

export type PrState = RunningState | FinalState;

export interface StatusOptions {
  /** The sticky comment's marker (stickyMarker of the check name). */
  marker: string;
  /** Hides secrets in the texts (their values replaced); none by default. */
  mask?: (text: string) => string;
}

export function prStatus(state: RunningState, options: StatusOptions): RunningStatus;
export function prStatus(state: FinalState, options: StatusOptions): PrStatus;
export function prStatus(state: PrState, options: StatusOptions): RunningStatus | PrStatus {
  const mask = options.mask ?? ((text: string) => text);
  if (state.kind === 'running') {
    const short = state.headSha.slice(0, 7);
    return {
      title: 'Running',
      summary: `Running ${state.suites} suite(s) on ${short}.`,
      comment: `### ⏳ agent-eval is running\n\n${state.suites} suite(s) on ${short}; this comment is updated with the results.`,
    };
  }
  const status = finalStatus(state, options.marker);
  return {
    ...status,
    title: mask(status.title),
    summary: mask(status.summary),
    ...(status.text !== undefined ? { text: mask(status.text) } : {}),
    comment: status.comment === null ? null : mask(status.comment),
  };
}

function finalStatus(state: FinalState, marker: string): PrStatus {
  switch (state.kind) {
    case 'compared': {
      const comment = renderComment(state.comparison, { marker, reportUrl: state.reportUrl, judge: state.judge ?? undefined });
      return {
        conclusion: state.conclusion,
        title: headline(state.comparison),
        summary: comment.replace(marker, '').trim(),
        comment,
        ...(state.reportUrl ? { details_url: state.reportUrl } : {}),
      };
    }
    case 'no-affected-suites': {
      const summary =
        'No suite is affected by the changes in this pull request, so none was run. Comment `/eval rerun --all` to run every suite.';
      return { conclusion: 'success', title: 'No affected suites', summary, comment: `### agent-eval: no affected suites\n\n${summary}` };
    }
    case 'spec-errors': {
      const annotations: CheckAnnotation[] = state.errors.map((e) => ({
        path: e.file,
        start_line: Math.max(1, e.line),
        end_line: Math.max(1, e.line),
        annotation_level: 'failure',
        title: 'Suite spec error',
        message: `${e.message}${e.fix ? ` (${e.fix})` : ''}`,
      }));
      const list = state.errors.map((e) => `- ${mdText(formatSpecError(e), 500)}`).join('\n');
      const summary = `${state.errors.length} error(s) in the suite files; nothing was run. Fix them (\`npx agent-eval validate\` shows the same list):\n\n${list}`;
      return {
        conclusion: 'failure',
        title: 'Errors in the suite files',
        summary,
        annotations,
        comment: `### ❌ agent-eval: errors in the suite files\n\n${summary}`,
      };
    }
    case 'fork-without-secrets': {
      const summary =
        'This pull request comes from a fork, and the workflow has no agent token or judge key for it, so no evaluation ran. A maintainer can run it by commenting `/eval rerun`.';
      return {
        conclusion: 'neutral',
        title: 'Skipped: pull request from a fork',
        summary,
        comment: `### agent-eval skipped\n\n${summary}`,
      };
    }
    case 'cancelled': {
      const c = state.counts;
      // A verdict on part of the runs would be a guess: say what happened and publish no comparison.
      const summary = `The job was cancelled after ${c.planned - c.skipped} of ${c.planned} run(s); nothing was compared. Re-run the job, or comment \`/eval rerun\`.`;
      return { conclusion: 'cancelled', title: 'Cancelled', summary, comment: `### ⏹️ agent-eval was cancelled\n\n${summary}` };
    }
    case 'superseded': {
      const { headSha, newerSha, result } = state;
      const summary = `This run evaluated ${mdCode(headSha.slice(0, 7))}, but the pull request's head moved to ${mdCode(newerSha.slice(0, 7))} meanwhile: the run of the newer commit publishes the verdict and the comment. This run's result was: ${mdText(result.title, 300)}.`;
      // The comment is left to the newer run.
      return { conclusion: 'neutral', title: `Superseded by ${newerSha.slice(0, 7)}`, summary, text: result.summary, comment: null };
    }
    case 'could-not-run': {
      const message = mdText(state.message, 2000);
      const verdict = state.verdict;
      if (verdict === null) {
        return {
          conclusion: 'failure',
          title: 'The evaluation could not run',
          summary: message,
          comment: `### ❌ agent-eval could not run\n\n${message}`,
        };
      }
      // First, where no cut to GitHub's length limits can drop it.
      const note = `> ⚠️ The step failed after the evaluation: ${message}`;
      const comment =
        verdict.comment === null
          ? null
          : verdict.comment.startsWith(marker)
            ? `${marker}\n${note}\n\n${verdict.comment.slice(marker.length).trimStart()}`
            : `${note}\n\n${verdict.comment}`;
      return { ...verdict, summary: `${note}\n\n${verdict.summary}`, comment };
    }
  }
}

/** The reply to an `/eval` command from someone without write access: nothing runs. */
export function commandRefusal(login: string, role: string): string {
  return `Sorry, /eval commands can only be run by people with write, maintain or admin access to this repository (${mdText(login, 60)} has ${mdText(role, 20)} access). Ask a maintainer to comment \`/eval rerun\`.`;
}
