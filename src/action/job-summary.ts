// The job summary: what it says (the comment of a pull request, report.md of a run on its own),
// and how it stays under GitHub's size limit: GitHub drops a step's summary over 1 MiB altogether,
// so the sections are added until the limit (counted in bytes, as GitHub counts) and the one that
// does not fit is cut with a note saying where the rest is.
import { clipMarkdown } from '../report/escape.ts';
import { renderRunSummary } from '../report/markdown.ts';
import type { PrStatus } from '../report/pr-status.ts';
import type { RunModel } from '../report/report-model.ts';

/** GitHub shows no job summary of a step larger than this many bytes. */
export const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024;

/** Kept free under the limit: the cut note, and anything the runner adds. */
const MARGIN_BYTES = 16 * 1024;

export const JOB_SUMMARY_CUT_NOTE =
  '… (job summary cut: GitHub shows at most 1 MiB of it; the full report is report.md and report.html in the report artifact of this run, and in `report-dir`)';

/**
 * Appends sections to the job summary through `append` (one call per section), never past the
 * limit; after the cut, later sections are dropped.
 */
export function boundedJobSummary(
  append: (markdown: string) => Promise<void>,
  limitBytes = JOB_SUMMARY_LIMIT_BYTES,
): (sections: readonly string[]) => Promise<void> {
  const budget = limitBytes - MARGIN_BYTES;
  let used = 0;
  let cut = false;
  return async (sections) => {
    for (const markdown of sections) {
      if (cut) return;
      const bytes = Buffer.byteLength(markdown) + 1; // and its line break
      if (used + bytes <= budget) {
        used += bytes;
        await append(markdown);
        continue;
      }
      cut = true;
      const kept = clipToBytes(markdown, budget - used);
      await append(`${kept}${kept === '' ? '' : '\n\n'}${JOB_SUMMARY_CUT_NOTE}`);
    }
  };
}

/** The longest start of `markdown`, cut at a line end where one is near, of at most `maxBytes` UTF-8 bytes. */
function clipToBytes(markdown: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  let max = Math.min(markdown.length, maxBytes);
  let clipped = clipMarkdown(markdown, max);
  // A character takes up to 3 bytes (4 for a surrogate pair of 2): shrink until it fits.
  for (let bytes = Buffer.byteLength(clipped); bytes > maxBytes; bytes = Buffer.byteLength(clipped)) {
    max = Math.floor((max * maxBytes) / bytes) - 1;
    clipped = max <= 0 ? '' : clipMarkdown(markdown, max);
  }
  return clipped;
}

/**
 * The job summary of a pull request says what the comment says (also with `comment: false`): the
 * whole comparison, where the check run's summary is short; without a comment, the check's summary.
 */
export function prJobSummary(status: Pick<PrStatus, 'comment' | 'summary'>): string {
  return status.comment === null ? status.summary : status.comment.replace(/^<!--[\s\S]*?-->\n?/, '');
}

/** The job summary of a run on its own (a push that stores a baseline, a scheduled run): its report.md. */
export function runJobSummary(model: RunModel): string {
  return renderRunSummary(model);
}
