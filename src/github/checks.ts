// The check run on the head SHA. It is always published as a named check (also for /eval rerun,
// whose workflow run is not attached to the PR), so branch protection can require it.
import type { Logger } from '../logger.ts';
import { clipMarkdown } from '../report/escape.ts';
import type { CheckAnnotation, CheckConclusion } from '../report/pr-status.ts';
import type { Octokit } from './octokit.ts';

/** GitHub's limits for a check run's output text and for annotations per request. */
export const CHECK_TEXT_LIMIT = 65_535;
export const ANNOTATIONS_PER_REQUEST = 50;

// What a check run can conclude and annotate is part of a PR status, built purely in report/.
export type { CheckAnnotation, CheckConclusion } from '../report/pr-status.ts';

export interface CheckRunRef {
  owner: string;
  repo: string;
  id: number;
  html_url: string;
}

export interface StartCheckRun {
  owner: string;
  repo: string;
  name: string;
  head_sha: string;
  title?: string;
  summary?: string;
  details_url?: string;
}

/** The check runs of a repository: one is started on a commit, then completed with its verdict and annotations. */
export interface CheckRunStore {
  /** Creates the check run as in_progress. */
  start(start: StartCheckRun): Promise<CheckRunRef>;
  /** Completes it (again: a later call replaces the output and adds its annotations); returns its URL. */
  complete(run: CheckRunRef, result: CompleteCheckRun): Promise<string>;
}

/** The check runs API through Octokit. */
export function octokitCheckRunStore(octokit: Octokit): CheckRunStore {
  return { start: (start) => startCheckRun(octokit, start), complete: (run, result) => completeCheckRun(octokit, run, result) };
}

/** Creates the check run as in_progress. */
export async function startCheckRun(octokit: Octokit, start: StartCheckRun): Promise<CheckRunRef> {
  const { owner, repo } = start;
  const { data } = await octokit.rest.checks.create({
    owner,
    repo,
    name: start.name,
    head_sha: start.head_sha,
    status: 'in_progress',
    started_at: new Date().toISOString(),
    ...(start.details_url ? { details_url: start.details_url } : {}),
    ...(start.title !== undefined ? { output: { title: start.title, summary: fitCheckText(start.summary ?? start.title) } } : {}),
  });
  return { owner, repo, id: data.id, html_url: data.html_url ?? '' };
}

export interface CompleteCheckRun {
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  text?: string;
  annotations?: readonly CheckAnnotation[];
  details_url?: string;
  logger?: Logger;
}

/**
 * Completes the check run. Annotations beyond the first 50 follow in further updates (GitHub
 * appends them); the conclusion goes out first so the verdict is published even if one of those
 * later requests fails. Returns the check run's URL.
 */
export async function completeCheckRun(octokit: Octokit, run: CheckRunRef, result: CompleteCheckRun): Promise<string> {
  const { owner, repo, id } = run;
  const annotations = (result.annotations ?? []).map(cleanAnnotation);
  const output = (batch: CheckAnnotation[]) => ({
    title: result.title,
    summary: fitCheckText(result.summary),
    ...(result.text !== undefined ? { text: fitCheckText(result.text) } : {}),
    ...(batch.length > 0 ? { annotations: batch } : {}),
  });

  const { data } = await octokit.rest.checks.update({
    owner,
    repo,
    check_run_id: id,
    status: 'completed',
    conclusion: result.conclusion,
    completed_at: new Date().toISOString(),
    ...(result.details_url ? { details_url: result.details_url } : {}),
    output: output(annotations.slice(0, ANNOTATIONS_PER_REQUEST)),
  });
  for (let from = ANNOTATIONS_PER_REQUEST; from < annotations.length; from += ANNOTATIONS_PER_REQUEST) {
    await octokit.rest.checks.update({
      owner,
      repo,
      check_run_id: id,
      output: output(annotations.slice(from, from + ANNOTATIONS_PER_REQUEST)),
    });
  }
  if (annotations.length > ANNOTATIONS_PER_REQUEST) {
    result.logger?.debug(`Sent ${annotations.length} annotations in ${Math.ceil(annotations.length / ANNOTATIONS_PER_REQUEST)} requests.`);
  }
  return data.html_url ?? run.html_url;
}

/** Cuts text to the check output limit, saying so at the end. */
export function fitCheckText(text: string): string {
  if (text.length <= CHECK_TEXT_LIMIT) return text;
  const note = `\n\n… (cut: ${text.length} characters, GitHub allows ${CHECK_TEXT_LIMIT}; see the report artifact)`;
  return clipMarkdown(text, CHECK_TEXT_LIMIT - note.length) + note;
}

function cleanAnnotation(a: CheckAnnotation): CheckAnnotation {
  const startLine = Math.max(1, Math.trunc(a.start_line));
  const out: CheckAnnotation = {
    path: a.path,
    start_line: startLine,
    end_line: Math.max(startLine, Math.trunc(a.end_line)),
    annotation_level: a.annotation_level,
    message: fitCheckText(a.message),
  };
  if (a.title !== undefined) out.title = a.title.slice(0, 255);
  // GitHub rejects columns on annotations that span several lines.
  if (out.start_line === out.end_line && a.start_column !== undefined) {
    out.start_column = a.start_column;
    if (a.end_column !== undefined) out.end_column = a.end_column;
  }
  return out;
}
