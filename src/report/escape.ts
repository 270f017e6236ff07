// Escaping of untrusted text (agent replies, suite and test ids, tool arguments) for the reports.
// A hostile or careless agent must not be able to break a table, inject HTML, hide the rest of
// the comment in a code block, or notify people through @mentions in the PR comment.

/** Zero-width joiner: placed after `@` it keeps the text readable but stops GitHub from mentioning. */
const ZWJ = '\u200D';

/** `@user` and `@org/team` no longer notify anyone; e-mail addresses and the like read the same. */
export function neutraliseMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWJ}`);
}

/** Cuts text to at most `max` characters (code points), marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text; // never more code points than UTF-16 units
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * The first `max` UTF-16 units of Markdown, cut at the end of a line when one is near: the report
 * keeps code spans and escapes within a line, so such a cut leaves no untrusted text outside its
 * code span. Only a line longer than 4000 characters is cut inside.
 */
export function clipMarkdown(text: string, max: number): string {
  if (text.length <= max) return text;
  const lineEnd = text.lastIndexOf('\n', max);
  if (lineEnd > 0 && lineEnd >= max - 4000) return text.slice(0, lineEnd);
  // One long line: never split a surrogate pair (an emoji would turn into a replacement character).
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * Inline Markdown text: every character that could start markup is backslash-escaped or turned
 * into an entity, line breaks become spaces, and mentions are neutralised. Safe in table cells,
 * and at the start of a line: it opens no heading or list and never reads as a `/eval` command.
 */
export function mdText(text: string, max = 300): string {
  const escaped = clip(text, max)
    .replace(/\r\n?|\n|\u2028|\u2029/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    // Inline markup and the table pipe.
    .replace(/[\\`*_~[\]|]/g, (c) => `\\${c}`)
    // Block markup and commands live at the start of a line: escaping the first mark shows the
    // same character (`\/eval` reads as /eval) but the line no longer starts with it.
    .replace(/^(\s*)(?:([#+=/-])|(\d{1,9})([.)])(?=\s|$))/, (_m, space: string, mark?: string, digits?: string, dot?: string) =>
      mark !== undefined ? `${space}\\${mark}` : `${space}${digits}\\${dot}`,
    );
  return neutraliseMentions(escaped);
}

/**
 * A Markdown code span holding untrusted text verbatim: the fence is longer than any backtick run
 * inside. In a table cell the pipe must still be escaped (GitHub splits cells before parsing code
 * spans and drops the backslash), and line breaks are shown as ⏎ since a cell is one line.
 */
export function mdCode(text: string, options: { inTable?: boolean; max?: number } = {}): string {
  let body = clip(text, options.max ?? 200).replace(/\r\n?|\n|\u2028|\u2029/g, '⏎');
  if (options.inTable) body = body.replace(/\|/g, '\\|');
  if (body.trim() === '') return body === '' ? '(empty)' : `\`${body.replace(/ /g, '·')}\``;
  const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A span that starts or ends with a backtick needs a space, which Markdown strips again.
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** A compact one-line rendering of any JSON value (expected/actual values, tool arguments). */
export function jsonInline(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;

/** Text for HTML element content and attribute values (double- or single-quoted). */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape; one scan instead of five passes keeps large reports fast.
  return HTML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : text;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Printable ASCII that needs no escaping: the common case, returned as is. */
const XML_PLAIN = /^[\x20-\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;

/**
 * Text for XML content and attributes. XML 1.0 forbids most control characters even as entities,
 * so they are removed (an agent's reply may contain them); lone surrogates likewise.
 */
export function escapeXml(text: string): string {
  if (XML_PLAIN.test(text)) return text;
  return text.replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}
