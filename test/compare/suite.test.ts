// One suite, base vs head: how its tests are paired before any verdict.
import { describe, expect, it } from 'vitest';
import { analyseSuite } from '../../src/compare/suite.ts';
import { suite, test, tests } from '../helpers/results.ts';

const analyse = (base: ReturnType<typeof suite>, head: ReturnType<typeof suite>) => analyseSuite(base, head, { quarantine: [] }).comparison;

describe('added, removed and changed tests', () => {
  it('counts common, added and removed tests; a changed test is both', () => {
    const base = suite('flow', [...tests('t', 10, 'PPPPPP'), test('old', 'FFFFF'), test('edited', 'PPPPP', { specHash: 'v1' })]);
    const head = suite('flow', [...tests('t', 10, 'PPPPPP'), test('new', 'PPPPP'), test('edited', 'FFFFF', { specHash: 'v2' })]);
    const s = analyse(base, head);
    expect(s.common_tests).toBe(10);
    expect(s.changed_tests).toBe(1);
    expect(s.added_tests).toBe(2);
    expect(s.removed_tests).toBe(2);
    const change = Object.fromEntries(s.tests.map((t) => [t.test_id, t.change]));
    expect(change).toMatchObject({ new: 'added', old: 'removed', edited: 'changed' });
  });
});

describe('duplicate test ids', () => {
  it('are flagged, not silently merged', () => {
    const s = analyse(suite('s', tests('t', 3, 'P')), suite('s', [...tests('t', 3, 'P'), test('t-1', 'F')]));
    expect(s.validity).toContainEqual({ code: 'duplicate_test_ids', side: 'head', tests: 1 });
  });
});
