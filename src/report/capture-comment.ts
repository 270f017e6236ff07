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

export function captureCommentMarkdown(c: CaptureComment): string {
  const lines = [`### agent-eval capture`, '', captureIntro(c.captured.length, c.runs, mdCode(c.target)), ''];
  if (c.captured.length > 0) {
    lines.push('| Suite | File | Replays scored | Pass rate | Checks kept | Checks dropped |', '| --- | --- | --- | --- | --- | --- |');
    for (const t of c.captured.slice(0, LISTED)) {
      const rate = t.scored > 0 ? `${percent(t.passed / t.scored)} (${t.passed} of ${t.scored})` : '-';
      lines.push(
        `| ${mdText(t.suiteId, 100)} | ${mdCode(t.path, { inTable: true })} | ${t.scored} of ${c.runs} | ${rate} | ${t.kept} | ${t.dropped} |`,
      );
    }
    if (c.captured.length > LISTED) lines.push('', `… and ${c.captured.length - LISTED} more.`);
    lines.push('', CAPTURE_METHOD, '', mdText(captureScrubbed(c.scrubbed), 2000), '', `**${CAPTURE_REVIEW}**`, '', CAPTURE_APPROVAL);
  }
  if (c.refused.length > 0) {
    lines.push('', captureRefusedIntro(c.refused.length), '');
    for (const r of c.refused.slice(0, LISTED)) lines.push(`- ${mdText(r.suiteId, 100)}: ${mdText(r.reason, 300)}`);
  }
  if (c.failures.length > 0) {
    lines.push('', captureFailuresIntro(c.failures.length), '');
    for (const f of c.failures.slice(0, LISTED)) lines.push(`- ${mdText(f, 300)}`);
  }
  return `${lines.join('\n')}\n`;
}
