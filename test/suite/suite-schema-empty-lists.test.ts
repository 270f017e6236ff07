// An assertion list with nothing in it checks nothing: the suite schema refuses it at the file's line
// and column, with the fix, instead of letting the check pass.
import { describe, expect, it } from 'vitest';
import { suiteErrors } from '../helpers/suite-errors.ts';

const errorsOf = (name: string, text: string): Promise<string[]> => suiteErrors({ [name]: text });

describe('an assertion list with nothing in it is an error, not a pass', () => {
  const KEYS = [
    'tool_calls',
    'assistant_contains',
    'assistant_not_contains',
    'assistant_matches',
    'facts_add',
    'facts_update',
    'facts_remove',
    'forbidden_facts',
    'node_descriptor.options_contains',
  ];

  it.each(KEYS)('%s: [] names the line and the fix', async (key) => {
    const yaml = `version: v1
suite_id: s
tests:
  - test_id: t
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hi
        expected:
          ${key}: []
`;
    const path = /^\w+$/.test(key) ? key : `["${key}"]`;
    expect(await errorsOf('empty.yaml', yaml)).toEqual([
      `empty.yaml:10:${key.length + 13}: tests[0].turns[0].expected${path.startsWith('[') ? '' : '.'}${path}: is empty, so it checks nothing (list at least one item to check, or remove the key)`,
    ]);
  });

  it('applies to the final assertions and the judge criteria too, and to empty texts and options', async () => {
    const yaml = `version: v1
suite_id: s
tests:
  - test_id: t
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hi
        expected:
          assistant_contains: [""]
          node_descriptor.options_contains: [{}]
    final_assertions:
      judge_criteria: { criteria: [] }
`;
    expect(await errorsOf('final.yaml', yaml)).toEqual([
      'final.yaml:10:32: tests[0].turns[0].expected.assistant_contains[0]: is empty, so it checks nothing (write the text to check for, or remove this item)',
      'final.yaml:11:46: tests[0].turns[0].expected["node_descriptor.options_contains"][0]: gives neither id nor label, so it checks nothing; write id, label or both (check it against the suite JSON Schema printed by agent-eval schema)',
      'final.yaml:13:35: tests[0].final_assertions.judge_criteria.criteria: is empty, so it checks nothing (list at least one item to check, or remove the key)',
    ]);
  });
});
