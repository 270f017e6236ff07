// What a GitHub comment is to every writer of one: its size limit and the hidden marker by which
// the sticky comment is found again. Declared here, below src/github/, so the renderer that keeps a
// comment under the limit and the client that posts it read the same values.

import { mdText } from './escape.ts';

/** GitHub rejects issue and pull-request comments longer than this many characters. */
export const COMMENT_BODY_LIMIT = 65_536;

/** The check name the action publishes under unless configured otherwise. */
export const DEFAULT_CHECK_NAME = 'agent-eval';

/** The hidden marker that tags the comment of one check name. */
export function stickyMarker(checkName: string): string {
  // Encoded so that no check name can close the HTML comment early (`-->`).
  return `<!-- agent-eval:check=${encodeURIComponent(checkName)} -->`;
}

/** The marker of report.md: that of the default check name, so a posted report.md is found again like the action's comment. */
export const DEFAULT_COMMENT_MARKER = stickyMarker(DEFAULT_CHECK_NAME);

/**
 * `note` as a quoted line first in a report or comment, after `marker` when the text starts with it
 * (the sticky comment's first line), where no cut can drop it.
 */
export function withNoteLine(text: string, note: string, marker: string | null = null): string {
  const line = `> ℹ️ ${mdText(note, 500)}`;
  return marker !== null && text.startsWith(marker)
    ? `${marker}\n${line}\n\n${text.slice(marker.length).trimStart()}`
    : `${line}\n\n${text}`;
}
