// How a mistake in a suite (or any data file read like one) is told: where it is, what is wrong and
// the fix, in words a suite author knows ("a list", "a mapping"), with a "did you mean" for a typo.
import { didYouMean } from '../did-you-mean.ts';

export interface SpecError {
  /** Path relative to the working directory (forward slashes), or the input as given. */
  file: string;
  /** 1-based; 0 when the error is about the file or input as a whole. */
  line: number;
  col: number;
  /** Key path inside the file, e.g. `tests[0].turns[1].expected.next_node_id`; empty for the whole file. */
  path: string;
  message: string;
  fix: string;
}

/** One step of a key path: a mapping key or a list index. */
export type PathKey = string | number;

/** `file:line:col: message (fix)`; the position is left out when the error has none. */
export function formatSpecError(error: SpecError): string {
  const where = error.line > 0 ? `${error.file}:${error.line}:${error.col}` : error.file;
  return `${where}: ${error.message}${error.fix ? ` (${error.fix})` : ''}`;
}

/** `tests[0].turns[1].expected["args.partial"]`: dotted keys are bracketed so the path stays unambiguous. */
export function formatPath(path: readonly PathKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join('');
}

/** In the order a reader meets them in the file. */
export function sortByPosition(errors: SpecError[]): SpecError[] {
  return [...errors].sort((a, b) => a.line - b.line || a.col - b.col);
}

/** The allowed key closest to a typo, when it is close enough to be the likely intent. */
export function closestKey(key: string, allowed: readonly string[]): string | undefined {
  // A dotted key written without its prefix, e.g. options_contains for node_descriptor.options_contains.
  return didYouMean(key, allowed) ?? allowed.find((candidate) => candidate.endsWith(`.${key}`));
}

/** A schema's type name (zod's, plus `int`) as a suite author would say it. */
export function describeExpected(expected: string): string {
  switch (expected) {
    case 'string':
      return 'a string';
    case 'int':
      return 'an integer';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
    case 'record':
      return 'a mapping';
    default:
      return expected;
  }
}

/** How to write a value of the expected type, given the value that was written. */
export function typeFix(expected: string, value: unknown): string {
  switch (expected) {
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? `quote it: "${String(value)}"` : 'write a text value';
    case 'int':
      return 'write a whole number without quotes';
    case 'number':
      return 'write a number without quotes';
    case 'boolean':
      return 'write true or false without quotes';
    case 'array':
      return 'write a list: one "- item" per line, or [a, b]';
    case 'object':
    case 'record':
      return 'write a mapping of key: value lines';
    default:
      return `write ${describeExpected(expected)}`;
  }
}

/** The value that was written, briefly: `the string "abc"`, `the number 3`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value === 'number' ? 'the number ' : ''}${String(value)}`;
}
