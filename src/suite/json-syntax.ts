// Where and why a JSON text is not JSON, in JSON's own terms ("trailing comma", "property names need
// double quotes"), for a .json suite that JSON.parse refused. JSON.parse stays the judge of what is
// valid; this scanner only explains. It is iterative, so no nesting depth can overflow the stack.

export interface JsonSyntaxError {
  /** Offset in the text (UTF-16 code units) where the mistake is. */
  offset: number;
  message: string;
  fix: string;
}

type Expect = 'value' | 'first-item' | 'key' | 'first-key' | 'colon' | 'after-value';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;

/** The first syntax mistake of `text` as JSON, or null when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  const open: ('{' | '[')[] = [];
  const openedAt: number[] = [];
  let expect: Expect = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
    const c = text[i];
    if (expect === 'after-value' && open.length === 0) {
      if (c === undefined) return null;
      return {
        offset: i,
        message: `unexpected ${describe(text, i)} after the end of the JSON value`,
        fix: 'a file holds one value: remove what follows it, or a closing bracket too many',
      };
    }
    if (c === undefined) {
      const at = openedAt.at(-1) ?? 0;
      const closer = open.at(-1) === '{' ? '}' : ']';
      return open.length === 0
        ? {
            offset: i,
            message: text.trim() === '' ? 'the file is empty' : 'the file ends before any value',
            fix: 'write one JSON value, for a suite an object: { "version": "v1", ... }',
          }
        : {
            offset: at,
            message: `this '${open.at(-1)}' is never closed: the file ends first`,
            fix: `add the missing '${closer}' (and check for a missing comma or quote before it)`,
          };
    }
    switch (expect) {
      case 'value':
      case 'first-item':
        if (expect === 'first-item' && c === ']') {
          close(open, openedAt);
          i++;
          expect = 'after-value';
          break;
        }
        if (c === '{' || c === '[') {
          open.push(c);
          openedAt.push(i);
          i++;
          expect = c === '{' ? 'first-key' : 'first-item';
          break;
        }
        if (c === '"') {
          const end = scanString(text, i);
          if (typeof end !== 'number') return end;
          i = end;
          expect = 'after-value';
          break;
        }
        if (c === '-' || (c >= '0' && c <= '9')) {
          NUMBER.lastIndex = i;
          if (!NUMBER.test(text)) {
            return {
              offset: i,
              message: 'this number is not written as JSON',
              fix: 'write digits, optionally with a fraction and exponent: 42, -0.5, 1e3',
            };
          }
          const next = text[NUMBER.lastIndex];
          if (text[i] === '0' || text.startsWith('-0', i)) {
            if (next !== undefined && next >= '0' && next <= '9')
              return {
                offset: i,
                message: 'numbers cannot start with 0 in JSON',
                fix: 'remove the leading zero, or quote the value as a string',
              };
          }
          if (next === '.' || next === 'e' || next === 'E')
            return {
              offset: i,
              message: 'this number is cut short: digits must follow its . or e',
              fix: 'write digits after it: 1.0, 1e3',
            };
          i = NUMBER.lastIndex;
          expect = 'after-value';
          break;
        }
        WORD.lastIndex = i;
        if (WORD.test(text)) {
          const word = text.slice(i, WORD.lastIndex);
          if (word === 'true' || word === 'false' || word === 'null') {
            i = WORD.lastIndex;
            expect = 'after-value';
            break;
          }
          return {
            offset: i,
            message: `unquoted text '${word}' is not a JSON value`,
            fix: `quote it: "${word}" (JSON knows only true, false and null unquoted)`,
          };
        }
        return trailingComma(text, i, c) ?? unexpected(text, i, 'a value');
      case 'first-key':
      case 'key':
        if (expect === 'first-key' && c === '}') {
          close(open, openedAt);
          i++;
          expect = 'after-value';
          break;
        }
        if (c === '"') {
          const end = scanString(text, i);
          if (typeof end !== 'number') return end;
          i = end;
          expect = 'colon';
          break;
        }
        WORD.lastIndex = i;
        if (WORD.test(text)) {
          const word = text.slice(i, WORD.lastIndex);
          return { offset: i, message: `property name ${word} is not quoted`, fix: `write it in double quotes: "${word}"` };
        }
        return trailingComma(text, i, c) ?? unexpected(text, i, 'a property name in double quotes');
      case 'colon':
        if (c !== ':') return unexpected(text, i, "':' after the property name");
        i++;
        expect = 'value';
        break;
      case 'after-value': {
        const container = open.at(-1)!;
        const closer = container === '{' ? '}' : ']';
        if (c === ',') {
          i++;
          expect = container === '{' ? 'key' : 'value';
          break;
        }
        if (c === closer) {
          close(open, openedAt);
          i++;
          break;
        }
        const what = container === '{' ? 'property' : 'item';
        if (c === '"' || c === '{' || c === '[' || c === '-' || (c >= '0' && c <= '9') || /[A-Za-z]/.test(c)) {
          return {
            offset: i,
            message: `missing comma before this ${what}`,
            fix: `put a ',' between the ${what === 'item' ? 'items' : 'properties'}`,
          };
        }
        if (c === '}' || c === ']') {
          const line = lineOf(text, openedAt.at(-1)!);
          return {
            offset: i,
            message: `'${c}' does not match the '${container}' opened on line ${line}`,
            fix: `close that '${container}' with '${closer}' first, or remove this '${c}'`,
          };
        }
        return unexpected(text, i, `',' or '${closer}'`);
      }
    }
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line += 1;
    start = at + 1;
  }
  return { line, col: offset - start + 1 };
}

function lineOf(text: string, offset: number): number {
  return lineAndColumn(text, offset).line;
}

function close(open: unknown[], openedAt: number[]): void {
  open.pop();
  openedAt.pop();
}

/** A '}' or ']' right after a ',' (blanks between): the comma is the mistake, and where it is shown. */
function trailingComma(text: string, i: number, c: string): JsonSyntaxError | null {
  if (c !== '}' && c !== ']') return null;
  let j = i - 1;
  while (j >= 0 && WHITESPACE.has(text[j]!)) j--;
  if (text[j] !== ',') return null;
  return { offset: j, message: `trailing comma before '${c}'`, fix: 'remove this comma: JSON allows no comma after the last item' };
}

/** The end offset of the string starting at `start` (its opening quote), or the mistake in it. */
function scanString(text: string, start: number): number | JsonSyntaxError {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') return i + 1;
    if (c === '\\') {
      const e = text[i + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
          return { offset: i, message: 'a \\u escape needs four hex digits', fix: 'write it as \\u00e9, or the character itself' };
        i += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) {
        i += 1;
      } else {
        return {
          offset: i,
          message: `invalid escape \\${e ?? ''} in a string`,
          fix: 'write a backslash as \\\\; JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX',
        };
      }
    } else if (c === '\n' || c === '\r') {
      return {
        offset: start,
        message: 'this string is not closed on its line',
        fix: 'add the closing double quote; write a line break inside a string as \\n',
      };
    } else if (c < ' ') {
      return {
        offset: i,
        message: c === '\t' ? 'a tab inside a string' : 'a control character inside a string',
        fix: c === '\t' ? 'write it as \\t' : 'write it as a \\u escape',
      };
    }
  }
  return { offset: start, message: 'this string is never closed', fix: 'add the closing double quote' };
}

function unexpected(text: string, i: number, expected: string): JsonSyntaxError {
  const c = text[i]!;
  if (c === "'") return { offset: i, message: 'JSON strings take double quotes, not single quotes', fix: `write "text" instead of 'text'` };
  if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*'))
    return { offset: i, message: 'JSON has no comments', fix: 'remove the comment, or write the suite in YAML, which has # comments' };
  return {
    offset: i,
    message: `expected ${expected}, found ${describe(text, i)}`,
    fix: 'look for a missing comma, quote or bracket at or just before this position',
  };
}

function describe(text: string, i: number): string {
  const c = text.codePointAt(i)!;
  const char = String.fromCodePoint(c);
  return c < 0x20 || c === 0xfeff ? `the character U+${c.toString(16).toUpperCase().padStart(4, '0')}` : `'${char}'`;
}
