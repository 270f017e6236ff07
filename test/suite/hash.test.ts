import { describe, expect, it } from 'vitest';
import { canonicalJson, specHash, suiteSpecHash, testSpecHash } from '../../src/suite/hash.ts';
import type { Suite } from '../../src/suite/suite-schema.ts';

function suite(overrides: Partial<Suite> = {}): Suite {
  return {
    version: 'v1',
    suite_id: 'billing',
    defaults: { max_turns: 10 },
    tests: [
      { test_id: 'a', initial_node_id: 'start', turns: [{ turn_id: 't1', user_input: 'Hello' }] },
      { test_id: 'b', initial_node_id: 'start', turns: [{ turn_id: 't1', user_input: 'Bye' }] },
    ],
    ...overrides,
  };
}

describe('specHash', () => {
  it('does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(specHash({ b: 1, a: 2 })).toBe(specHash({ a: 2, b: 1 }));
  });

  it('changes with any value and is sha256 hex', () => {
    expect(specHash({ a: 1 })).not.toBe(specHash({ a: 2 }));
    expect(specHash([1, 2])).not.toBe(specHash([2, 1]));
    expect(specHash({ a: 1 })).toBe('015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862');
  });

  it('ignores undefined properties, like JSON', () => {
    expect(specHash({ a: 1, b: undefined })).toBe(specHash({ a: 1 }));
  });
});

describe('suite and test hashes', () => {
  const base = suite();
  const [testA, testB] = base.tests;
  if (!testA || !testB) throw new Error('fixture needs two tests');

  it('a test hash changes with the defaults that affect the test', () => {
    const before = testSpecHash(base, testA);
    expect(testSpecHash(suite({ defaults: { max_turns: 11 } }), testA)).not.toBe(before);
    expect(testSpecHash(suite({ defaults: { max_turns: 10, repeats: 3 } }), testA)).not.toBe(before);
    expect(testSpecHash(suite({ defaults: { max_turns: 10, llm_judge: { model: 'gpt-5' } } }), testA)).not.toBe(before);
  });

  it('a test hash ignores other tests and the suite description', () => {
    const before = testSpecHash(base, testA);
    const changedOther = suite({ tests: [testA, { ...testB, turns: [{ turn_id: 't1', user_input: 'Changed' }] }] });
    expect(testSpecHash(changedOther, testA)).toBe(before);
    expect(testSpecHash(suite({ description: 'new words' }), testA)).toBe(before);
    expect(testSpecHash(base, { ...testA, seed: 7 })).not.toBe(before);
  });

  it('the suite hash covers the content but not the editor $schema hint', () => {
    const before = suiteSpecHash(base);
    expect(suiteSpecHash(suite({ $schema: './suite.schema.json' }))).toBe(before);
    expect(suiteSpecHash(suite({ description: 'new words' }))).not.toBe(before);
  });

  it('ids in another Unicode form (NFC and NFD) hash the same: a baseline in one form pairs with a pull request in the other', () => {
    const twin = (id: string) =>
      suite({
        suite_id: `s_${id}`,
        tests: [{ test_id: id, initial_node_id: 'start', turns: [{ turn_id: id, user_input: 'caf\u00e9' }] }],
      });
    const [nfc, nfd] = [twin('caf\u00e9'), twin('cafe\u0301')];
    expect(testSpecHash(nfd, nfd.tests[0]!)).toBe(testSpecHash(nfc, nfc.tests[0]!));
    expect(suiteSpecHash(nfd)).toBe(suiteSpecHash(nfc));
    // What the agent is sent is content: another form there is another spec.
    const sent = suite({ tests: [{ test_id: 'a', initial_node_id: 'start', turns: [{ turn_id: 't1', user_input: 'cafe\u0301' }] }] });
    const same = suite({ tests: [{ test_id: 'a', initial_node_id: 'start', turns: [{ turn_id: 't1', user_input: 'caf\u00e9' }] }] });
    expect(testSpecHash(sent, sent.tests[0]!)).not.toBe(testSpecHash(same, same.tests[0]!));
  });
});
