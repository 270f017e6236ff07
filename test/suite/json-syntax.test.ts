// A .json suite that is not JSON, as a user writes one by hand: an error at the file's line and
// column that says what is wrong there, with the fix.
import { describe, expect, it } from 'vitest';
import { suiteErrors } from '../helpers/suite-errors.ts';
import { findJsonSyntaxError } from '../../src/suite/json-syntax.ts';

const errorsOf = (name: string, text: string): Promise<string[]> => suiteErrors({ [name]: text });

const JSON_SUITE = (turn: string) => `{
  "version": "v1",
  "suite_id": "s",
  "tests": [
    {
      "test_id": "t",
      "initial_node_id": "start",
      "turns": [${turn}]
    }
  ]
}
`;

describe('a .json suite is read as JSON', () => {
  it.each([
    [
      'a trailing comma in an object',
      '{ "turn_id": "t1", "user_input": "Hi", }',
      "s.json:8:54: JSON syntax error: trailing comma before '}' (remove this comma: JSON allows no comma after the last item)",
    ],
    [
      'a trailing comma in a list',
      '{ "turn_id": "t1", "user_input": "Hi" },',
      "s.json:8:56: JSON syntax error: trailing comma before ']' (remove this comma: JSON allows no comma after the last item)",
    ],
    [
      'single quotes',
      "{ 'turn_id': 't1' }",
      's.json:8:19: JSON syntax error: JSON strings take double quotes, not single quotes (write "text" instead of \'text\')',
    ],
    [
      'an unquoted property name',
      '{ turn_id: "t1" }',
      's.json:8:19: JSON syntax error: property name turn_id is not quoted (write it in double quotes: "turn_id")',
    ],
    [
      'an unquoted value',
      '{ "turn_id": t1 }',
      's.json:8:30: JSON syntax error: unquoted text \'t1\' is not a JSON value (quote it: "t1" (JSON knows only true, false and null unquoted))',
    ],
    [
      'a comment',
      '// the greeting\n{ "turn_id": "t1" }',
      's.json:8:17: JSON syntax error: JSON has no comments (remove the comment, or write the suite in YAML, which has # comments)',
    ],
    [
      'a missing closing quote',
      '{ "turn_id": "t1 }',
      's.json:8:30: JSON syntax error: this string is not closed on its line (add the closing double quote; write a line break inside a string as \\n)',
    ],
  ])('%s is a JSON error at its line and column', async (_name, turn, expected) => {
    expect(await errorsOf('s.json', JSON_SUITE(turn))).toEqual([expected]);
  });

  it('names the opening bracket that is never closed', async () => {
    expect(await errorsOf('cut.json', '{\n  "version": "v1",\n  "tests": [\n')).toEqual([
      "cut.json:3:12: JSON syntax error: this '[' is never closed: the file ends first (add the missing ']' (and check for a missing comma or quote before it))",
    ]);
  });

  it('still places schema errors of a valid JSON file at their line and column', async () => {
    const errors = await errorsOf('typed.json', JSON_SUITE('{ "turn_id": "t1", "user_input": 42 }'));
    expect(errors).toEqual(['typed.json:8:50: tests[0].turns[0].user_input: expected a string, got the number 42 (quote it: "42")']);
  });

  it('accepts a byte order mark an editor may write', async () => {
    expect(await errorsOf('bom.json', `\uFEFF${JSON_SUITE('{ "turn_id": "t1", "user_input": "Hi" }')}`)).toEqual([]);
  });

  it('explains exactly the texts JSON.parse refuses (a seeded sweep of one-character edits)', () => {
    const base = JSON.stringify({ a: [1, -2.5e3, true, null, 'x\\y\n'], b: { c: [], d: {} }, e: 0 }, null, 1);
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', ' ', '\n', 'a', '1', '0', '-', '.', 'e', 't', "'", '/', '\t', 'u'];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let k = 0; k < 3000; k++) {
      const at = next(base.length);
      const text = base.slice(0, at) + alphabet[next(alphabet.length)] + base.slice(at + next(2));
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(findJsonSyntaxError(text) === null, text).toBe(valid);
    }
  });

  it('scans hostile nesting without overflowing the stack', () => {
    expect(findJsonSyntaxError(`${'['.repeat(1_000_000)}`)).toMatchObject({ offset: 999_999 });
  });
});
