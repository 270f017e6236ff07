// What a pull request is told about one run: the check run's output and the sticky comment, for
// every state the run can end in. Pure: each text is built here from data, with untrusted text
// (suite ids, spec errors, logins) escaped, so every state is snapshot-tested; src/github/publish.ts
// only posts the result.
import type { Comparison } from '../compare/comparison-schema.ts';
import { plural } from '../format.ts';
import type { Results } from '../results/results-schema.ts';
import type { SuiteLines } from '../suite/loader.ts';
import { formatSpecError, type SpecError } from '../suite/spec-errors.ts';
import { clip, jsonInline, mdCode, mdText } from './escape.ts';
import { NO_BASELINE_TO_TELL_NEW } from './wording/baseline.ts';
import { CHANGE_LABELS } from './wording/labels.ts';
import { firstFailureReasonText } from './wording/suite.ts';
import { brokenLine, erroredLines, failingTestLine, renderComment } from './markdown.ts';
import { buildReportModel, verdictTally, type PerformanceFigureView, type ReportModel, type SuiteView } from './report-model.ts';
import { PERFORMANCE_HEADING } from './wording/performance.ts';

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

/** Where a suite's tests and turns are written, so a failing test is annotated on its line. */
export interface SuiteSource {
  suite_id: string;
  /** The suite file, relative to the repository root. */
  file: string;
  lines: SuiteLines;
}

export type FinalState =
  /**
   * Regression, no regression, no baseline or invalid: the comparison says which. `sources`: the
   * suite files, for annotations on the failing turns (none without them).
   */
  | {
      kind: 'compared';
      comparison: Comparison;
      conclusion: CheckConclusion;
      reportUrl: string | null;
      judge?: Results['judge'];
      sources?: readonly SuiteSource[];
    }
  /**
   * No suite ran: each declares `affects`, and no changed path matches its file or its globs.
   * `unmatched`: the changed paths that matched nothing (untrusted, escaped here).
   */
  | { kind: 'no-affected-suites'; skipped: readonly SkippedSuite[]; unmatched: readonly string[] }
  | { kind: 'spec-errors'; errors: readonly SpecError[] }
  | { kind: 'fork-without-secrets' }
  /** The job was cancelled before every planned run finished. */
  | { kind: 'cancelled'; counts: { planned: number; skipped: number } }
  /** The pull request's head moved past the evaluated commit: `result` is what this run found. */
  | { kind: 'superseded'; headSha: string; newerSha: string; result: PrStatus }
  /** The step failed: before a verdict (`verdict` null), or after it, which then still shows. */
  | { kind: 'could-not-run'; message: string; verdict: PrStatus | null };

export type PrState = RunningState | FinalState;

/** A suite a pull request left out, with the `affects` globs that matched none of its changes. */
export interface SkippedSuite {
  suite_id: string;
  affects: readonly string[];
}

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
    ...(status.annotations
      ? {
          annotations: status.annotations.map((a) => ({
            ...a,
            message: mask(a.message),
            ...(a.title !== undefined ? { title: mask(a.title) } : {}),
          })),
        }
      : {}),
    comment: status.comment === null ? null : mask(status.comment),
  };
}

function finalStatus(state: FinalState, marker: string): PrStatus {
  switch (state.kind) {
    case 'compared': {
      const model = buildReportModel(state.comparison, { judge: state.judge ?? undefined });
      const comment = renderComment(model, { marker, reportUrl: state.reportUrl });
      const annotations = failingTestAnnotations(model, state.sources ?? []);
      return {
        conclusion: state.conclusion,
        title: model.headline,
        // What a reviewer reads first on the check's page; the whole comparison follows in `text`.
        summary: checkSummary(model, state.reportUrl),
        text: comment.replace(marker, '').trim(),
        ...(annotations.length > 0 ? { annotations } : {}),
        comment,
        ...(state.reportUrl ? { details_url: state.reportUrl } : {}),
      };
    }
    case 'no-affected-suites':
      return noAffectedStatus(state.skipped, state.unmatched);
    case 'spec-errors': {
      // The summary lists every error; annotations stop at the cap, as for failing tests.
      const annotations: CheckAnnotation[] = state.errors.slice(0, MAX_ANNOTATIONS).map((e) => ({
        path: e.file,
        start_line: Math.max(1, e.line),
        end_line: Math.max(1, e.line),
        annotation_level: 'failure',
        title: 'Suite spec error',
        message: `${e.message}${e.fix ? ` (${e.fix})` : ''}`,
      }));
      const summary = specErrorsSummary(state.errors);
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
      return {
        conclusion: 'neutral',
        title: `Superseded by ${newerSha.slice(0, 7)}`,
        summary,
        text: result.text ?? result.summary,
        comment: null,
      };
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

/** The suite files' errors as a Markdown list, for the check run and the job summary alike. */
/** How many changed paths and skipped suites the no-affected-suites status names. */
const LISTED = 20;

/**
 * Nothing ran, so nothing is ✅: the check may still succeed, as every suite declared the paths it
 * depends on, and the paths that matched nothing are listed so a team sees what it excluded.
 */
function noAffectedStatus(skipped: readonly SkippedSuite[], unmatched: readonly string[]): PrStatus {
  if (skipped.length === 0) {
    // No suite at all: no suite declared anything, so this is no verdict.
    const summary = 'No suite was found, so nothing was evaluated. Check the `suites` input.';
    return { conclusion: 'neutral', title: 'Nothing evaluated', summary, comment: `### ⏭️ agent-eval evaluated nothing\n\n${summary}` };
  }
  const more = (total: number) => (total > LISTED ? [`- … and ${total - LISTED} more`] : []);
  const why =
    unmatched.length === 0
      ? 'GitHub lists no changed file for this pull request.'
      : `No path it changes matches a suite's file or its \`affects\` globs. Changed paths that matched nothing (${unmatched.length}):\n\n${[...unmatched.slice(0, LISTED).map((p) => `- ${mdCode(p)}`), ...more(unmatched.length)].join('\n')}`;
  const globs = (affects: readonly string[]) =>
    affects.length === 0
      ? 'affects none'
      : `affects ${affects
          .slice(0, 5)
          .map((g) => mdCode(g, { max: 100 }))
          .join(', ')}${affects.length > 5 ? ', …' : ''}`;
  const suites = [
    ...skipped.slice(0, LISTED).map((s) => `- ${mdCode(s.suite_id, { max: 100 })} (${globs(s.affects)})`),
    ...more(skipped.length),
  ].join('\n');
  const summary = [
    `No suite was evaluated: every suite declares \`affects\`, and none is affected by this pull request. ${why}`,
    `Suites skipped (${skipped.length}):\n\n${suites}`,
    "If a path here can change what the agent does, add it to a suite's `affects` or to the `run-all-on` input (a suite without `affects` runs on every change). Comment `/eval rerun --all` to run every suite now.",
  ].join('\n\n');
  return {
    conclusion: 'success',
    title: 'Nothing evaluated: no suite is affected',
    summary,
    comment: `### ⏭️ agent-eval evaluated nothing\n\n${summary}`,
  };
}

export function specErrorsSummary(errors: readonly SpecError[]): string {
  const list = errors.map((e) => `- ${mdText(formatSpecError(e), 500)}`).join('\n');
  return `${errors.length} error(s) in the suite files; nothing was run. Fix them (\`npx agent-eval validate\` shows the same list):\n\n${list}`;
}

// --- the check run of a comparison ------------------------------------------------------------------

/** Items each list of the check summary shows; the rest are counted (the full comparison has them). */
const SUMMARY_ITEMS = 10;

/** Annotations one check run gets at most (GitHub takes 50 a request: a few requests, not hundreds). */
export const MAX_ANNOTATIONS = 200;

/**
 * The check run's summary: the verdict and why, what errored, the counts, then what broke or
 * regressed and the tests that newly fail, each list capped. Short enough to read at a glance; the
 * full comparison is the check's text.
 */
function checkSummary(model: ReportModel, reportUrl: string | null): string {
  const parts = [`## ${model.emoji} ${model.headline}`, `**Why:** ${mdText(model.why, 500)}`];
  const errored = erroredLines(model);
  if (errored) parts.push(errored);
  parts.push(countsLine(model));

  const { broken, counts, failing } = model.whatBroke;
  if (counts.broken !== null) {
    parts.push(
      capped(
        `### ❌ ${counts.broken}`,
        // As the comment lists them: where each first failed, its turn and code, too.
        broken.map(brokenLine),
        'broken tests',
      ),
    );
  }
  const regressed = model.suites.filter((v) => v.suite.verdict === 'regressed');
  if (regressed.length > 0) {
    parts.push(capped(`### ❌ ${plural(regressed.length, 'regressed suite')}`, regressed.map(suiteLine), 'regressed suites'));
  }
  // Gated latency and tokens figures, as the comment's table words them; the table itself is in the text.
  const gated = (model.performance?.rows ?? []).flatMap((r) =>
    [r.latency, r.tokens].filter((f) => f.verdict !== null && f.emoji !== '').map((f) => performanceLine(r.suiteId, f)),
  );
  if (gated.length > 0) parts.push(capped(`### ⏱️ ${PERFORMANCE_HEADING}`, gated, 'figures'));
  // The other failing tests, counted as the comment counts them: a broken test is listed once, above.
  if (model.failingWithoutBaseline !== null) {
    if (counts.failing !== null)
      parts.push(capped(`### ❌ ${counts.failing} (${NO_BASELINE_TO_TELL_NEW})`, failing.map(failingTestLine), 'failing tests'));
    if (model.baselineHowTo !== null) parts.push(model.baselineHowTo);
  } else {
    if (counts.failing !== null) parts.push(capped(`### ${counts.failing}`, failing.map(failingTestLine), 'newly failing tests'));
    if (counts.newTests !== null)
      parts.push(capped(`### ❌ ${counts.newTests}`, model.whatBroke.newTests.map(failingTestLine), 'failing tests'));
  }
  const url = reportUrl !== null && /^https?:\/\/[^\s<>()]+$/i.test(reportUrl) ? reportUrl : null;
  parts.push(`<sub>The full comparison follows below${url ? `; the [full report](${url}) has every turn` : ''}.</sub>`);
  return parts.join('\n\n');
}

/** "**Suites:** 1 regressed · 3 unchanged — **PR runs:** 120 (100 passed, 15 failed, 5 errored) — **Tests:** 2 newly failing" */
function countsLine(model: ReportModel): string {
  const suites = verdictTally(model).map((v) => `${v.count} ${v.label}`);
  const r = model.counts.headRuns;
  const outcomes = [
    `${r.passed} passed`,
    `${r.failed} failed`,
    r.errored > 0 ? `${r.errored} errored` : '',
    r.skipped > 0 ? `${r.skipped} skipped` : '',
  ];
  const changes = (['newly_failing', 'fixed', 'flaky'] as const)
    .map((change) => ({ change, count: model.counts.changes[change] ?? 0 }))
    .filter((x) => x.count > 0)
    .map((x) => `${x.count} ${CHANGE_LABELS[x.change]}`);
  return [
    `**Suites:** ${suites.join(' · ') || 'none'}`,
    `**PR runs:** ${r.runs} (${outcomes.filter(Boolean).join(', ')})`,
    changes.length > 0 ? `**Tests:** ${changes.join(' · ')}` : '',
  ]
    .filter(Boolean)
    .join(' — ');
}

/** "- **routing**: 95.0% → 60.0%, −35.0 pts [−52.1, −14.9], p (Holm) 0.012": the model's figures. */
function suiteLine(v: SuiteView): string {
  const delta = v.delta === null ? '' : `, ${v.delta}`;
  const p = v.pHolm === null ? '' : `, p (Holm) ${v.pHolm}`;
  return `- **${mdText(v.suite.suite_id, 100)}**: ${v.passRates}${delta}${p}`;
}

/** "- **routing** latency per turn: p50 120 ms → 160 ms, p90 310 ms → 410 ms; p90 ×1.31 [×1.18, ×1.45] ❌ regressed". */
function performanceLine(suiteId: string, f: PerformanceFigureView): string {
  const notes = [f.weak, f.floor].filter((n): n is string => n !== null);
  const verdict = `${f.emoji} ${f.verdict ?? ''}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
  return `- **${mdText(suiteId, 100)}** ${f.name.toLowerCase()}: ${f.values.join(', ')}; ${f.change ?? 'n/a'} ${verdict}`;
}

function capped(head: string, items: readonly string[], noun: string): string {
  const shown = items.slice(0, SUMMARY_ITEMS);
  const more = items.length - shown.length;
  return `${head}\n\n${shown.join('\n')}${more > 0 ? `\n- … and ${more} more ${noun} (below)` : ''}`;
}

/**
 * An annotation on the suite file for each newly failing test (each failing test when there is no
 * baseline), at the line of the turn that failed first (the test's line for final assertions): the
 * pull request's Files view shows what broke where it is written. Broken tests fail the check, so
 * they are failures; other newly failing tests are warnings, quarantined ones notices.
 */
export function failingTestAnnotations(model: ReportModel, sources: readonly SuiteSource[]): CheckAnnotation[] {
  const where = new Map(sources.map((s) => [s.suite_id, s]));
  const annotations: CheckAnnotation[] = [];
  for (const { suiteId, test: t, passes, newly } of model.annotated) {
    const source = where.get(suiteId);
    if (source === undefined) continue;
    const f = t.first_failure;
    const turnLine = f && f.turn_id !== 'final' ? source.lines.turns.get(t.test_id)?.get(f.turn_id) : undefined;
    const line = turnLine ?? source.lines.tests.get(t.test_id);
    if (line === undefined) continue;
    const values = f
      ? [
          f.expected !== undefined ? `expected ${clip(jsonInline(f.expected), 200)}` : '',
          f.actual !== undefined ? `got ${clip(jsonInline(f.actual), 200)}` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : '';
    const failure = f
      ? ` First failure at ${f.turn_id === 'final' ? 'the final assertions' : `turn ${f.turn_id}`}: ${f.code} (${f.key})${values ? `: ${values}` : ''}. ${clip(firstFailureReasonText(f), 500)}`
      : '';
    annotations.push({
      // Annotations name files with forward slashes, relative to the repository root.
      path: source.file.replaceAll('\\', '/'),
      start_line: line,
      end_line: line,
      annotation_level: t.quarantined ? 'notice' : t.broke === true ? 'failure' : 'warning',
      title: clip(`${newly ? 'Newly failing' : 'Failing'}${t.broke === true ? ' (broken)' : ''}: ${suiteId} › ${t.test_id}`, 255),
      message: `${upperFirst(passes)}.${failure}${t.quarantined ? ' Quarantined: it does not gate.' : ''}`,
    });
    if (annotations.length >= MAX_ANNOTATIONS) return annotations;
  }
  return annotations;
}

/** The reply to an `/eval` command from someone without write access: nothing runs. */
export function commandRefusal(login: string, role: string): string {
  return `Sorry, /eval commands can only be run by people with write, maintain or admin access to this repository (${mdText(login, 60)} has ${mdText(role, 20)} access). Ask a maintainer to comment \`/eval rerun\`.`;
}

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
