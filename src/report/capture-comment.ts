// The sticky comment of the capture pull request: each captured test with its calibrated numbers
// (replays scored, pass rate, checks kept and dropped), what the scrub replaced (counts by kind)
// and what a reviewer must still check, the tests not written and why, and how to approve. Suite ids and reasons come from captured conversations: escaped as untrusted text.
import { percent } from '../format.ts';
import { mdCode, mdText } from './escape.ts';
import {
  CAPTURE_APPROVAL,
  CAPTURE_METHOD,
  CAPTURE_REVIEW,
  captureFailuresIntro,
  captureIntro,
  captureRefusedIntro,
  captureScrubbed,
} from './wording/capture.ts';

export interface CapturedTestRow {
  suiteId: string;
  /** The file in the repository. */
  path: string;
  scored: number;
  passed: number;
  kept: number;
  dropped: number;
}

export interface RefusedTestRow {
  suiteId: string;
  reason: string;
}

export interface CaptureComment {
  runs: number;
  /** The deployment replayed against, credentials redacted. */
  target: string;
  captured: readonly CapturedTestRow[];
  refused: readonly RefusedTestRow[];
  failures: readonly string[];
  /** Distinct values the scrub replaced, by kind. */
  scrubbed: Readonly<Record<string, number>>;
}

const LISTED = 50;

/** One captured test as the comment lists it, each cell worded. */
export interface CapturedTestView {
  suiteId: string;
  path: string;
  /** "5 of 6": the replays scored of those run. */
  replays: string;
  /** "100.0% (5 of 5)"; "-" with no scored replay. */
  passRate: string;
  kept: number;
  dropped: number;
}

/**
 * What the capture comment says, every number and sentence worded (from wording/capture.ts); the
 * comment is its one renderer and only lays it out. `target` is formatted by the caller (a code span).
 */
export interface CaptureModel {
  intro: (target: string) => string;
  target: string;
  captured: CapturedTestView[];
  /** Captured tests past the LISTED shown. */
  moreCaptured: number;
  /** The method, the scrub, the review and the approval: said when something was captured. */
  method: string;
  scrubbed: string;
  review: string;
  approval: string;
  refused: { intro: string; rows: RefusedTestRow[] } | null;
  failures: { intro: string; rows: string[] } | null;
}

export function buildCaptureModel(c: CaptureComment): CaptureModel {
  return {
    intro: (target) => captureIntro(c.captured.length, c.runs, target),
    target: c.target,
    captured: c.captured.slice(0, LISTED).map((t) => ({
      suiteId: t.suiteId,
      path: t.path,
      replays: `${t.scored} of ${c.runs}`,
      passRate: t.scored > 0 ? `${percent(t.passed / t.scored)} (${t.passed} of ${t.scored})` : '-',
      kept: t.kept,
      dropped: t.dropped,
    })),
    moreCaptured: Math.max(0, c.captured.length - LISTED),
    method: CAPTURE_METHOD,
    scrubbed: captureScrubbed(c.scrubbed),
    review: CAPTURE_REVIEW,
    approval: CAPTURE_APPROVAL,
    refused: c.refused.length > 0 ? { intro: captureRefusedIntro(c.refused.length), rows: c.refused.slice(0, LISTED) } : null,
    failures: c.failures.length > 0 ? { intro: captureFailuresIntro(c.failures.length), rows: c.failures.slice(0, LISTED) } : null,
  };
}

export function captureCommentMarkdown(c: CaptureComment): string {
  const m = buildCaptureModel(c);
  const lines = [`### agent-eval capture`, '', m.intro(mdCode(m.target)), ''];
  if (m.captured.length > 0) {
    lines.push('| Suite | File | Replays scored | Pass rate | Checks kept | Checks dropped |', '| --- | --- | --- | --- | --- | --- |');
    for (const t of m.captured)
      lines.push(
        `| ${mdText(t.suiteId, 100)} | ${mdCode(t.path, { inTable: true })} | ${t.replays} | ${t.passRate} | ${t.kept} | ${t.dropped} |`,
      );
    if (m.moreCaptured > 0) lines.push('', `… and ${m.moreCaptured} more.`);
    lines.push('', m.method, '', mdText(m.scrubbed, 2000), '', `**${m.review}**`, '', m.approval);
  }
  if (m.refused !== null) {
    lines.push('', m.refused.intro, '');
    for (const r of m.refused.rows) lines.push(`- ${mdText(r.suiteId, 100)}: ${mdText(r.reason, 300)}`);
  }
  if (m.failures !== null) {
    lines.push('', m.failures.intro, '');
    for (const f of m.failures.rows) lines.push(`- ${mdText(f, 300)}`);
  }
  return `${lines.join('\n')}\n`;
}
