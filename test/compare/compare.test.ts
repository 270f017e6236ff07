// Comparison scenarios: what a user sees in the verdicts for typical pull requests.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS, type CompareOptions } from '../../src/compare/compare.ts';
import { ComparisonSchema, type Comparison, type SuiteComparison } from '../../src/compare/schema.ts';
import type { Results } from '../../src/results/schema.ts';
import { results, suite, test, tests } from './make-results.ts';

const OPTIONS: CompareOptions = {
  ...DEFAULT_COMPARE_OPTIONS,
  quarantine: [],
  now: new Date('2030-01-02T12:00:00Z'),
  baseline: { source: 'branch', commit: 'base-sha', distance: 0 },
};

/** Compares and checks the output against the comparison.json contract. */
function compare(base: Results | null, head: Results, options: Partial<CompareOptions> = {}): Comparison {
  return ComparisonSchema.parse(compareResults(base, head, { ...OPTIONS, ...options }));
}

function only(c: Comparison, suiteId: string): SuiteComparison {
  const s = c.suites.find((x) => x.suite_id === suiteId);
  if (s === undefined) throw new Error(`no suite ${suiteId}`);
  return s;
}

/** 10 tests x 5 runs, every run passing, and head with `broken` tests failing every run. */
function oneBroken(suiteId: string, runs = 5, broken = 1): { base: ReturnType<typeof suite>; head: ReturnType<typeof suite> } {
  const pass = 'P'.repeat(runs);
  return {
    base: suite(suiteId, tests('t', 10, pass)),
    head: suite(suiteId, [
      ...tests('t', 10 - broken, pass),
      ...Array.from({ length: broken }, (_, i) => test(`t-${10 - i}`, 'F'.repeat(runs))),
    ]),
  };
}

describe('one test breaks completely (10 tests x 5 repeats)', () => {
  const { base, head } = oneBroken('booking');
  const c = compare(results([base], 'base-sha'), results([head]));
  const s = only(c, 'booking');

  it('regresses the suite with the exact stratified p = 1/252 and fails the check', () => {
    expect(s.verdict).toBe('regressed');
    expect(s.test).toBe('stratified-exact');
    expect(s.p_value).toBeCloseTo(1 / 252, 12);
    expect(s.p_adjusted).toBeCloseTo(1 / 252, 12);
    expect(c.verdict).toBe('fail');
    expect(c.reason).toContain('booking');
  });

  it('shows the drop with its Wilson-MOVER interval', () => {
    expect(s.delta?.method).toBe('wilson-mover');
    expect(s.delta?.estimate).toBeCloseTo(-0.1, 12);
    // Same numbers as the reference case mover-strat-1.
    expect(s.delta?.ci[0]).toBeCloseTo(-0.23034473943495243, 9);
    expect(s.delta?.ci[1]).toBeCloseTo(0.04410153136745948, 9);
    expect(s.head?.ci_method).toBe('wilson-mover');
    expect(s.head?.pass_rate).toBeCloseTo(0.9, 12);
  });

  it('names the newly failing test with its Fisher p and its first failing turn', () => {
    const broken = s.tests.find((t) => t.test_id === 't-10');
    expect(broken?.change).toBe('newly_failing');
    expect(broken?.base).toEqual({ passed: 5, runs: 5, errored: 0 });
    expect(broken?.head).toEqual({ passed: 0, runs: 5, errored: 0 });
    expect(broken?.p_method).toBe('fisher-exact');
    expect(broken?.p_value).toBeCloseTo(1 / 252, 12);
    // Holm within the suite over 10 annotated tests.
    expect(broken?.p_adjusted).toBeCloseTo(10 / 252, 12);
    expect(broken?.first_failure).toEqual({
      turn_id: 't1',
      code: 'NODE_MISMATCH',
      key: 'next_node_id',
      expected: 'conv_2',
      actual: 'conv_1',
      reason: 'expected conv_2, got conv_1',
    });
    expect(s.tests.filter((t) => t.change === 'unchanged')).toHaveLength(9);
    expect(s.failure_codes).toEqual({ NODE_MISMATCH: { base: 0, head: 5 } });
  });

  it('is inconclusive, not regressed, when the drop is below the minimum effect', () => {
    const strict = only(compare(results([base]), results([head]), { minEffect: 0.2 }), 'booking');
    expect(strict.verdict).toBe('inconclusive');
    expect(strict.reason).toContain('smaller than the minimum effect');
  });
});

describe('one run per test: exact McNemar and Newcombe paired', () => {
  const base = suite('faq', tests('t', 20, 'P'));
  const head = suite('faq', [...tests('t', 13, 'P'), ...Array.from({ length: 7 }, (_, i) => test(`t-${20 - i}`, 'F'))]);

  it('regresses 20 tests with 7 breaks: p = 0.5^7', () => {
    const s = only(compare(results([base]), results([head])), 'faq');
    expect(s.test).toBe('mcnemar-exact');
    expect(s.p_value).toBeCloseTo(0.5 ** 7, 15);
    expect(s.delta?.method).toBe('newcombe-paired');
    expect(s.delta?.estimate).toBeCloseTo(-0.35, 12);
    expect(s.base?.ci_method).toBe('wilson');
    expect(s.verdict).toBe('regressed');
  });

  it('uses mid-p when asked and labels it', () => {
    const s = only(compare(results([base]), results([head]), { midP: true }), 'faq');
    expect(s.test).toBe('mcnemar-midp');
    expect(s.p_value).toBeCloseTo(0.5 ** 8, 15);
  });
});

describe('tiny suite: 3 tests, 1 run', () => {
  const c = compare(results([suite('tiny', tests('t', 3, 'P'))]), results([suite('tiny', tests('t', 3, 'F'))]));
  const s = only(c, 'tiny');

  it('is underpowered even when every test fails, and never fails the check', () => {
    expect(s.verdict).toBe('underpowered');
    expect(s.min_attainable_p).toBe(0.125);
    expect(c.verdict).toBe('inconclusive');
  });

  it('says what it would take, in numbers', () => {
    expect(s.power).toEqual({ level: 0.025, min_detectable_drop: null, repeats: 1, repeats_needed: 4, tests_needed: 155 });
    expect(s.power_hint).toContain('cannot detect any drop');
    expect(s.power_hint).toContain('Add 3 repeats (4 runs per test on each side)');
    expect(s.power_hint).toContain('155 tests');
  });
});

describe('noise only', () => {
  // Flaky tests failing now and then on both sides, no real change.
  const baseTests = [
    ...tests('stable', 6, 'PPPPP'),
    test('f-1', 'PPFPP'),
    test('f-2', 'PFPPP'),
    test('f-3', 'PPPPF'),
    test('f-4', 'FPPFP'),
  ];
  const headTests = [
    ...tests('stable', 6, 'PPPPP'),
    test('f-1', 'PPPFP'),
    test('f-2', 'PPPPP'),
    test('f-3', 'PFPPF'),
    test('f-4', 'PPFPF'),
  ];
  const c = compare(results([suite('noisy', baseTests)]), results([suite('noisy', headTests)]));
  const s = only(c, 'noisy');

  it('is unchanged and passes', () => {
    expect(s.verdict).toBe('unchanged');
    expect(s.p_value).toBeGreaterThan(0.2);
    expect(c.verdict).toBe('pass');
  });

  it('labels the flaky tests', () => {
    expect(s.tests.filter((t) => t.change === 'flaky').map((t) => t.test_id)).toEqual(['f-1', 'f-3', 'f-4']);
    expect(s.tests.find((t) => t.test_id === 'f-2')?.change).toBe('fixed');
  });
});

describe('added, removed and changed tests', () => {
  const base = suite('flow', [...tests('t', 10, 'PPPPP'), test('old', 'FFFFF'), test('edited', 'PPPPP', { specHash: 'v1' })]);
  const head = suite('flow', [...tests('t', 10, 'PPPPP'), test('new', 'PPPPP'), test('edited', 'FFFFF', { specHash: 'v2' })]);
  const s = only(compare(results([base]), results([head])), 'flow');

  it('counts common, added and removed tests; a changed test is both', () => {
    expect(s.common_tests).toBe(10);
    expect(s.changed_tests).toBe(1);
    expect(s.added_tests).toBe(2);
    expect(s.removed_tests).toBe(2);
    const change = Object.fromEntries(s.tests.map((t) => [t.test_id, t.change]));
    expect(change).toMatchObject({ new: 'added', old: 'removed', edited: 'changed' });
  });

  it('does not pair a changed test: its failures are not a regression', () => {
    expect(s.verdict).toBe('unchanged');
    expect(s.p_value).toBe(1);
    expect(s.validity).toContain('1 test changed spec since the base: compared as added and removed, not paired');
  });

  it('warns that a removed test was failing on base', () => {
    expect(s.validity.some((v) => v.includes('removed test was failing on base'))).toBe(true);
  });

  it('reports each side on its own tests', () => {
    expect(s.base?.tests).toBe(12);
    expect(s.head?.tests).toBe(12);
    expect(s.head?.pass_rate).toBeCloseTo(11 / 12, 12);
    expect(s.base?.pass_rate).toBeCloseTo(11 / 12, 12);
  });
});

describe('new and removed suites, no baseline', () => {
  it('marks suites new or removed', () => {
    const c = compare(
      results([suite('kept', tests('t', 5, 'P')), suite('gone', tests('g', 2, 'P'))]),
      results([suite('kept', tests('t', 5, 'P')), suite('fresh', tests('f', 2, 'P'))]),
    );
    expect(c.suites.map((s) => [s.suite_id, s.verdict])).toEqual([
      ['kept', 'underpowered'],
      ['fresh', 'new'],
      ['gone', 'removed'],
    ]);
    expect(only(c, 'fresh').head?.pass_rate).toBe(1);
  });

  it('is inconclusive without a baseline', () => {
    const c = compare(null, results([suite('s', tests('t', 10, 'PPPPP'))]), { baseline: { source: 'none', commit: null, distance: null } });
    expect(c.verdict).toBe('inconclusive');
    expect(c.suites[0]?.verdict).toBe('new');
    expect(c.totals).toEqual({ base_pass_rate: null, head_pass_rate: 1, delta: null });
  });

  it('is inconclusive with fewer than 3 common tests, showing an unpaired comparison for information', () => {
    const base = suite('rewritten', [test('a', 'P'), test('b', 'P'), test('x', 'P'), test('y', 'P')]);
    const head = suite('rewritten', [test('a', 'F'), test('b', 'P'), test('p', 'F'), test('q', 'F')]);
    const s = only(compare(results([base]), results([head])), 'rewritten');
    expect(s.verdict).toBe('inconclusive');
    expect(s.delta?.method).toBe('newcombe-unpaired');
    expect(s.test).toBe('fisher-exact');
    expect(s.p_adjusted).toBeNull();
    expect(s.delta?.estimate).toBeCloseTo(-0.75, 12);
  });
});

describe('invalid data', () => {
  it('mass ENGINE_ERROR on head makes the suite invalid, not regressed', () => {
    // 4 of 10 tests errored on every run: 40% of runs, above the 20% limit.
    const base = suite('api', tests('t', 10, 'PPP'));
    const head = suite('api', [...tests('t', 6, 'PPP'), ...Array.from({ length: 4 }, (_, i) => test(`t-${10 - i}`, 'EEE'))]);
    const c = compare(results([base]), results([head]));
    const s = only(c, 'api');
    expect(s.verdict).toBe('invalid');
    expect(s.reason).toContain('head: 12 of 30 runs errored (ENGINE_ERROR×12), above the 20% limit');
    expect(s.p_adjusted).toBeNull();
    expect(s.head?.errored).toBe(12);
    expect(s.failure_codes.ENGINE_ERROR).toEqual({ base: 0, head: 12 });
    expect(s.tests.find((t) => t.test_id === 't-10')?.change).toBe('no_data');
    expect(c.verdict).toBe('invalid');
  });

  it('keeps a few errored runs out of the pass rate and reports them apart', () => {
    const base = suite('api', tests('t', 10, 'PPPPP'));
    const head = suite('api', [...tests('t', 9, 'PPPPP'), test('t-10', 'PPPPE')]);
    const s = only(compare(results([base]), results([head])), 'api');
    expect(s.verdict).toBe('unchanged');
    expect(s.head?.pass_rate).toBe(1);
    expect(s.head?.errored).toBe(1);
    expect(s.tests.find((t) => t.test_id === 't-10')?.head).toEqual({ passed: 4, runs: 4, errored: 1 });
  });

  it('a head that captured zero tool calls where the suite expects some is invalid', () => {
    const { base, head } = oneBroken('tools');
    const suspect = { ...head, suspect: 'the suite expects tool calls and none were captured in any turn' };
    const c = compare(results([base]), results([suspect]));
    const s = only(c, 'tools');
    expect(s.verdict).toBe('invalid');
    expect(s.reason).toBe('head: the suite expects tool calls and none were captured in any turn');
    expect(c.verdict).toBe('invalid');
  });

  it('a regression elsewhere still fails the check', () => {
    const broken = oneBroken('broken');
    const head = suite('api', tests('t', 10, 'EEE'));
    const c = compare(results([broken.base, suite('api', tests('t', 10, 'PPP'))]), results([broken.head, head]));
    expect(only(c, 'api').verdict).toBe('invalid');
    expect(c.verdict).toBe('fail');
  });
});

describe('quarantine', () => {
  const { base, head } = oneBroken('booking');

  it('reports a quarantined broken test but does not gate on it', () => {
    const c = compare(results([base]), results([head]), {
      quarantine: [{ test_id: 'booking/t-10', reason: 'upstream outage, JIRA-1', expires: '2030-01-31' }],
    });
    const s = only(c, 'booking');
    expect(s.verdict).toBe('unchanged');
    expect(s.p_value).toBe(1);
    expect(s.quarantined_tests).toBe(1);
    const row = s.tests.find((t) => t.test_id === 't-10');
    expect(row?.quarantined).toBe(true);
    expect(row?.change).toBe('newly_failing');
    expect(c.verdict).toBe('pass');
    expect(c.quarantine).toEqual([{ test_id: 'booking/t-10', reason: 'upstream outage, JIRA-1', expires: '2030-01-31', expired: false }]);
    expect(c.warnings).toEqual([]);
  });

  it('an expired entry warns and the test gates again', () => {
    const c = compare(results([base]), results([head]), {
      quarantine: [{ test_id: 't-10', suite_id: 'booking', reason: 'flaky', expires: '2030-01-01' }],
    });
    expect(only(c, 'booking').verdict).toBe('regressed');
    expect(c.quarantine[0]?.expired).toBe(true);
    expect(c.warnings).toEqual([
      'quarantine entry for booking/t-10 expired on 2030-01-01: the test gates again; fix it or renew the entry (reason given: flaky)',
    ]);
  });

  it('an entry applies through its expiry day (UTC)', () => {
    const c = compare(results([base]), results([head]), {
      quarantine: [{ test_id: 't-10', reason: 'flaky', expires: '2030-01-02' }],
      now: new Date('2030-01-02T23:59:59Z'),
    });
    expect(only(c, 'booking').verdict).toBe('unchanged');
  });

  it('warns about an entry that matches no test', () => {
    const c = compare(results([base]), results([head]), {
      quarantine: [{ test_id: 'booking/t-99', reason: 'typo', expires: '2030-12-31' }],
    });
    expect(c.warnings).toEqual(['quarantine entry for booking/t-99 matches no test in the head results: check the id']);
  });
});

describe('Holm over several suites', () => {
  it('adjusts the p-values over the suites that gate', () => {
    const a = oneBroken('a', 5); // p = 1/252
    const b = oneBroken('b', 4); // p = 1/70
    const quiet = suite('quiet', tests('t', 10, 'PPPP'));
    const c = compare(results([a.base, b.base, quiet]), results([a.head, b.head, quiet]));
    expect(only(c, 'a').p_adjusted).toBeCloseTo(3 / 252, 12);
    expect(only(c, 'b').p_value).toBeCloseTo(1 / 70, 12);
    // Raw 0.014 would pass alone; Holm over three suites makes it 2/70 = 0.029 > 0.025.
    expect(only(c, 'b').p_adjusted).toBeCloseTo(2 / 70, 12);
    expect(only(c, 'quiet').p_adjusted).toBe(1);
    expect(c.suites.map((s) => s.verdict)).toEqual(['regressed', 'unchanged', 'unchanged']);
    expect(only(c, 'b').reason).toContain('Holm-adjusted 0.029 over 3 suites');
    expect(c.verdict).toBe('fail');
  });

  it('leaves new, removed and invalid suites out of the family', () => {
    const a = oneBroken('a', 4);
    const c = compare(
      results([a.base, suite('gone', tests('g', 3, 'P'))]),
      results([a.head, suite('new', tests('n', 3, 'P')), suite('bad', tests('b', 5, 'E'))]),
    );
    expect(only(c, 'a').p_adjusted).toBeCloseTo(1 / 70, 12);
    expect(only(c, 'a').verdict).toBe('regressed');
  });
});

describe('improvements', () => {
  it('calls a significant rise of at least the minimum effect improved, from the other tail', () => {
    const { base, head } = oneBroken('s');
    const c = compare(results([head]), results([base]));
    const s = only(c, 's');
    expect(s.verdict).toBe('improved');
    expect(s.p_value).toBeCloseTo(1, 12);
    expect(s.p_value_improved).toBeCloseTo(1 / 252, 12);
    expect(c.verdict).toBe('pass');
  });
});

describe('totals and run facts', () => {
  it('weights each test equally across suites', () => {
    const a = oneBroken('a', 5);
    const c = compare(results([a.base]), results([a.head]));
    expect(c.totals.base_pass_rate).toBe(1);
    expect(c.totals.head_pass_rate).toBeCloseTo(0.9, 12);
    expect(c.totals.delta).toBeCloseTo(-0.1, 12);
    expect(c.head).toEqual({ commit: 'head-sha', target: 'http://127.0.0.1:8080', repeats: null });
    expect(c.baseline).toEqual({ source: 'branch', commit: 'base-sha', distance: 0 });
    expect(c.duration_ms).toBe(90_000);
    expect(c.alpha).toBe(0.025);
    expect(c.min_effect).toBe(0.05);
  });
});
