// Content hashes of suites and tests: results carry them so a comparison can tell whether the base
// and head runs evaluated the same specification.
import { createHash } from 'node:crypto';
import type { Suite, SuiteTest } from './suite-schema.ts';

/** JSON with object keys sorted at every level, so the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  // Like JSON.stringify: NaN and Infinity become null; undefined only occurs inside containers.
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of the canonical JSON of a value. */
export function specHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** The hash of a whole suite. `$schema` is an editor hint, not content, so it does not count. */
export function suiteSpecHash(suite: Suite): string {
  const { $schema: _editorHint, ...content } = suite;
  return specHash({ ...content, suite_id: content.suite_id.normalize('NFC'), tests: content.tests.map(nfcIds) });
}

/**
 * Ids hashed in Unicode NFC, as results are matched (results/read.ts): the same id typed with a
 * precomposed é or with e + a combining accent is the same test, with the same hash.
 */
function nfcIds(test: SuiteTest): SuiteTest {
  return {
    ...test,
    test_id: test.test_id.normalize('NFC'),
    ...(test.turns ? { turns: test.turns.map((turn) => ({ ...turn, turn_id: turn.turn_id.normalize('NFC') })) } : {}),
  };
}

/** The hash of one test, including the suite defaults that change how it runs or is judged. */
export function testSpecHash(suite: Suite, test: SuiteTest): string {
  const defaults = suite.defaults;
  // min_pass is a reporting rule: changing it does not make the test another test.
  const { min_pass: _rule, ...behaviour } = test;
  return specHash({
    test: nfcIds(behaviour),
    // Keys left unset are left out, so adding a default key never changes the hash of a suite without it.
    defaults: {
      max_turns: defaults?.max_turns,
      repeats: defaults?.repeats,
      llm_judge: defaults?.llm_judge,
      dry_run: defaults?.dry_run,
      memory_pipeline: defaults?.memory_pipeline,
    },
  });
}
