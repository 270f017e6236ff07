// Ids that differ only in their Unicode form (NFC and NFD twins) look identical wherever they are
// shown and are matched as one in results: validate refuses them at their line, with the fix.
import { describe, expect, it } from 'vitest';
import { suiteErrors } from '../helpers/suite-errors.ts';

const NFC = 'caf\u00e9';
const NFD = 'cafe\u0301';

const suite = (suiteId: string, testIds: readonly string[], turnIds: readonly string[] = ['t1']) =>
  [
    'version: v1',
    `suite_id: ${suiteId}`,
    'tests:',
    ...testIds.flatMap((id) => [
      `  - test_id: ${id}`,
      '    initial_node_id: start',
      '    turns:',
      ...turnIds.flatMap((turn) => [`      - turn_id: ${turn}`, '        user_input: Hello']),
    ]),
    '',
  ].join('\n');

const errorsOf = suiteErrors;

describe('ids that differ only in their Unicode form', () => {
  it('are one test_id: the second is refused at its line, naming both forms', async () => {
    expect(await errorsOf({ 'a.yaml': suite('s', [NFC, NFD]) })).toEqual([
      `a.yaml:9:14: tests[1].test_id: duplicate test_id '${NFD}', also used by tests[0] on line 4 (the same text in another Unicode form: U+0301 vs U+00E9; write both the same way, e.g. with precomposed characters) (give every test in a suite its own test_id)`,
    ]);
  });

  it('are one turn_id and one suite_id', async () => {
    const errors = await errorsOf({ 'a.yaml': suite(NFC, ['x'], [NFC, NFD]), 'b.yaml': suite(NFD, ['y']) });
    expect(errors).toEqual([
      expect.stringMatching(
        /^a\.yaml:9:18: tests\[0\]\.turns\[1\]\.turn_id: duplicate turn_id .* also used by turns\[0\] on line 7 \(the same text in another Unicode form: U\+0301 vs U\+00E9;/,
      ),
      expect.stringMatching(
        /^b\.yaml:2:11: suite_id: duplicate suite_id .*, already the suite_id of a\.yaml \(the same text in another Unicode form: U\+0301 vs U\+00E9;/,
      ),
    ]);
  });

  it('are still told apart from ids that really differ', async () => {
    expect(await errorsOf({ 'a.yaml': suite('s', [NFC, 'cafe']) })).toEqual([]);
  });
});
