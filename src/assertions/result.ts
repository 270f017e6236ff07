// Building assertion results and the short renderings of values their one-line reasons quote.
import type { AssertionResult } from '../results/results-schema.ts';
import type { FailureCode } from '../results/failure-codes.ts';

/** Longest assistant text kept in a result's `actual`: results.json stays small, the turn record has it all. */
export const MAX_ACTUAL_TEXT = 500;

export function passed(key: string, expected: unknown, actual: unknown, reason: string): AssertionResult {
  return { key, pass: true, status: 'passed', expected, actual, reason };
}

export function failed(key: string, code: FailureCode, expected: unknown, actual: unknown, reason: string): AssertionResult {
  return { key, pass: false, status: 'failed', code, expected, actual, reason };
}

export function skipped(key: string, expected: unknown, reason: string): AssertionResult {
  return { key, pass: false, status: 'skipped', expected, reason };
}

/** A judge or embeddings check that could not be scored: JUDGE_ERROR, which makes its run errored. */
export function unscored(key: string, expected: unknown, actual: unknown, reason: string): AssertionResult {
  return { key, pass: false, status: 'unscored', code: 'JUDGE_ERROR', expected, actual, reason };
}

/**
 * A value as JSON on one line (strings quoted, newlines escaped), cut to `max` characters, so agent
 * text can never break a reason across lines.
 */
export function show(value: unknown, max = 80): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Text cut to `max` characters, marked when cut. */
export function clipText(text: string | null, max = MAX_ACTUAL_TEXT): string | null {
  if (text === null || text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** A value kept as is when its JSON is short, else replaced by its JSON cut to `max` characters. */
export function clipValue(value: unknown, max = 200): unknown {
  const text = show(value, Number.POSITIVE_INFINITY);
  return text.length <= max ? value : `${text.slice(0, max)}…`;
}

/** A list on one line: the first `max` items, then how many more. */
export function listOf(items: readonly string[], max = 10): string {
  if (items.length === 0) return 'none';
  const head = items.slice(0, max).join(', ');
  return items.length > max ? `${head} and ${items.length - max} more` : head;
}

/** A score to 3 decimals, or in full when rounding would make it look equal to the threshold it missed. */
export function formatScore(value: number, threshold?: number): string {
  const rounded = String(Number(value.toFixed(3)));
  return threshold !== undefined && Number(rounded) === threshold && value !== threshold ? String(value) : rounded;
}

/** Text from elsewhere (a judge's explanation) on one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
