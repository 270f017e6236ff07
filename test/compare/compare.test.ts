// Comparison scenarios: what a user sees in the verdicts for typical pull requests.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS, type CompareOptions } from '../../src/compare/compare.ts';
import { ComparisonSchema, type Comparison, type SuiteComparison } from '../../src/compare/comparison-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { mulberry32 } from '../../src/random.ts';
import { results, suite, test, tests } from '../helpers/results.ts';
import { deltaLabel } from '../../src/report/format.ts';
import { powerHintText } from '../../src/report/wording/power.ts';
import { intervalNoteText, suiteReasonText, validityText } from '../../src/report/wording/suite.ts';
import { comparisonReasonText } from '../../src/report/wording/verdict.ts';
import { warningText } from '../../src/report/wording/warnings.ts';

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

  it('regresses the suite on its broken test and fails the check; one test of ten is no evidence that the suite fell', () => {
    expect(s.verdict).toBe('regressed');
    // The sign-flip test over tests: one test changed, down, so p = 1/2.
    expect(s.test).toBe('sign-flip-exact');
    expect(s.p_value).toBe(0.5);
    expect(s.p_adjusted).toBe(0.5);
    expect(c.verdict).toBe('fail');
    expect(comparisonReasonText(c.reason)).toBe('1 test broke (booking › t-10); 1 suite (booking) regressed');
  });

  it('shows the drop with the wider of the Wilson-MOVER and the paired t intervals', () => {
    expect(s.delta?.method).toBe('paired-t-wilson-mover');
    expect(s.delta?.estimate).toBeCloseTo(-0.1, 12);
    // Wilson-MOVER (the reference case mover-strat-1) is [-0.2303, 0.0441]; the paired t interval over
    // the ten changes (nine 0, one -1: sd 0.3162, standard error 0.1), -0.1 +- t(0.975, 9) x 0.1 with
    // t(0.975, 9) = 2.2621571627409915 (SciPy t.ppf), is wider on both sides.
    expect(s.delta?.ci[0]).toBeCloseTo(-0.32621571627409915, 9);
    expect(s.delta?.ci[1]).toBeCloseTo(0.12621571627409915, 9);
    expect(s.head?.ci_method).toBe('wilson-mover');
    expect(s.head?.pass_rate).toBeCloseTo(0.9, 12);
  });

  it('names the broken test with its Fisher p, its discrete Holm adjustment and its first failing turn', () => {
    const broken = s.tests.find((t) => t.test_id === 't-10');
    expect(broken?.change).toBe('newly_failing');
    expect(broken?.broke).toBe(true);
    expect(broken?.base).toEqual({ passed: 5, runs: 5, errored: 0 });
    expect(broken?.head).toEqual({ passed: 0, runs: 5, errored: 0 });
    expect(broken?.p_method).toBe('fisher-exact');
    expect(broken?.p_value).toBeCloseTo(1 / 252, 12);
    expect(broken?.min_p).toBeCloseTo(1 / 252, 12);
    // The 9 tests that passed every run on both sides cannot reach any p below 1: they add nothing.
    expect(broken?.p_adjusted).toBeCloseTo(1 / 252, 12);
    expect(s.tests.filter((t) => t.test_id !== 't-10').every((t) => t.min_p === 1 && t.p_adjusted === null && t.broke === false)).toBe(
      true,
    );
    expect(c.families?.tests).toEqual({
      alpha: 0.0125,
      method: 'discrete-holm',
      size: 10,
      counted: 1,
      // Every test passed every run, but the broken one, whose sides are wholly apart: nothing to estimate a correlation from.
      dependence: {
        icc: 0,
        icc_tests: 0,
        f_p_value: 1,
        mean_mid_p: 1,
        calibrated: 0,
        used: 0,
        baseline_batch: { icc: 0, tests: 0, f_p_value: 1, mean_mid_p: 1, calibrated: 0, used: 0 },
      },
    });
    expect(c.broken_tests).toEqual([
      {
        suite_id: 'booking',
        test_id: 't-10',
        base: { passed: 5, runs: 5 },
        head: { passed: 0, runs: 5 },
        p_value: expect.closeTo(1 / 252, 12) as number,
        p_adjusted: expect.closeTo(1 / 252, 12) as number,
      },
    ]);
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
    expect(suiteReasonText(s)).toContain("1 test broke: t-10 5/5 → 0/5 (p = 0.0040, adjusted 0.0040); p: Fisher's exact test");
  });

  it('still fails on the broken test when the suite minimum effect is not reached', () => {
    const strict = compare(results([base]), results([head]), { minEffect: 0.2 });
    expect(only(strict, 'booking').verdict).toBe('regressed');
    expect(suiteReasonText(only(strict, 'booking'))).not.toContain('on 10 common tests');
  });

  it('is inconclusive, never ✅, when neither minimum effect is reached but a drop of the suite minimum is not ruled out', () => {
    const strict = only(compare(results([base]), results([head]), { minEffect: 0.2, minTestEffect: 1.01 }), 'booking');
    expect(strict.verdict).toBe('undecided');
    expect(suiteReasonText(strict)).toBe(
      'no regression shown, none ruled out: −10.0 points on 10 common tests; its one-sided 95% lower bound is −28.3 points (t over tests), which does not exclude a drop of 20 points; more runs per test, or more tests, may settle it (runs alike within a side limit what runs alone can do)',
    );
  });
});

describe('a broken test among many flaky ones', () => {
  // 6 runs per side: the drop is 1.4 points of the suite, far below the suite's minimum effect,
  // and the stratified test drowns in the flaky tests' noise; the per-test family still sees it.
  const flaky = ['PPFPPP', 'PFPPFP', 'FPPPPF', 'PPPFPP', 'PFPFPP', 'PPPPPF'];
  const base = suite('big', [
    test('broken', 'PPPPPP'),
    ...Array.from({ length: 40 }, (_, i) => test(`f-${i}`, flaky[i % 6]!)),
    ...tests('d', 30, 'PPPPPP'),
  ]);
  const head = suite('big', [
    test('broken', 'FFFFFF'),
    ...Array.from({ length: 40 }, (_, i) => test(`f-${i}`, flaky[(i + 1) % 6]!)),
    ...tests('d', 30, 'PPPPPP'),
  ]);
  const c = compare(results([base]), results([head]));
  const s = only(c, 'big');

  it('fails the check on the broken test and names it first', () => {
    expect(s.verdict).toBe('regressed');
    expect(c.verdict).toBe('fail');
    expect(s.p_adjusted).toBeGreaterThan(0.0125);
    expect(c.broken_tests?.map((t) => t.test_id)).toEqual(['broken']);
    expect(s.tests.find((t) => t.test_id === 'broken')?.p_value).toBeCloseTo(1 / 924, 12);
  });

  it('explains why the interval of the average change reaches 0', () => {
    expect(s.delta?.ci[1]).toBeGreaterThan(0);
    expect(intervalNoteText(s)).toContain('concentrated in the broken test');
  });
});

describe('small suites gate', () => {
  it('regresses a 2-test suite where one test goes 5/5 → 0/5', () => {
    const c = compare(
      results([suite('pair', [test('a', 'PPPPP'), test('b', 'PPPPP')])]),
      results([suite('pair', [test('a', 'FFFFF'), test('b', 'PPPPP')])]),
    );
    expect(only(c, 'pair').verdict).toBe('regressed');
    expect(c.verdict).toBe('fail');
  });

  it("fails the seed's one-test example, 8/8 → 0/8", () => {
    const c = compare(results([suite('seed', [test('only', 'PPPPPPPP')])]), results([suite('seed', [test('only', 'FFFFFFFF')])]));
    const s = only(c, 'seed');
    expect(s.verdict).toBe('regressed');
    expect(s.common_tests).toBe(1);
    // One test is no evidence about the suite (sign-flip p = 1/2); the test itself broke: Fisher p = 1/12870.
    expect(s.p_value).toBe(0.5);
    expect(s.tests[0]?.p_value).toBeCloseTo(1 / 12870, 15);
    expect(s.tests[0]?.broke).toBe(true);
    expect(c.verdict).toBe('fail');
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

describe('possible regression: a drop of the minimum effect that is not significant', () => {
  // 6 of 20 tests break, p = 1/64 = 0.016 > alpha/2.
  const base = suite('faq', tests('t', 20, 'P'));
  const head = suite('faq', [...tests('t', 14, 'P'), ...Array.from({ length: 6 }, (_, i) => test(`t-${20 - i}`, 'F'))]);
  const c = compare(results([base]), results([head]));
  const s = only(c, 'faq');

  it('is a possible regression, never unchanged, and the check is neutral', () => {
    expect(s.verdict).toBe('possible_regression');
    expect(s.p_adjusted).toBeCloseTo(1 / 64, 15);
    expect(c.verdict).toBe('inconclusive');
    expect(comparisonReasonText(c.reason)).toBe('no suite could be judged; 1 possible regression (faq)');
  });

  it('gives the drop, its interval, p and what would settle it', () => {
    expect(suiteReasonText(s)).toMatch(
      /^pass rate fell by 30 points \(95% interval \[−51\.9, −7\.7\]\) on 20 common tests, but not significantly: exact McNemar test p = 0\.016/,
    );
    expect(suiteReasonText(s)).toContain('more runs per test would settle it');
    expect(s.power?.repeats_needed).toBeGreaterThan(1);
  });

  it('explains the interval wholly below 0 next to a verdict that is not a regression', () => {
    expect(s.delta?.ci[1]).toBeLessThan(0);
    expect(intervalNoteText(s)).toContain('the gate uses the exact test; the interval is approximate');
  });
});

describe('tiny suite: 3 tests, 1 run', () => {
  const c = compare(
    results([suite('tiny', tests('t', 3, 'P'))]),
    results([suite('tiny', [test('t-1', 'P'), test('t-2', 'F'), test('t-3', 'F')])]),
  );
  const s = only(c, 'tiny');

  it('is underpowered, shows its drop, and never passes with ✅', () => {
    expect(s.verdict).toBe('underpowered');
    expect(s.min_attainable_p).toBe(0.125);
    expect(s.delta?.estimate).toBeCloseTo(-2 / 3, 12);
    expect(suiteReasonText(s)).toContain('observed change −66.7 points');
    expect(c.verdict).toBe('inconclusive');
  });

  it('says what it would take', () => {
    expect(s.power?.level).toBe(0.0125);
    expect(s.power?.repeats).toBe(1);
    expect(powerHintText(s.power, c.min_effect)).toContain('cannot detect any drop');
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

  it('shows no regression, but 5 runs of 10 tests cannot rule out a 5-point drop: inconclusive, not ✅', () => {
    expect(s.verdict).toBe('undecided');
    expect(s.reasons[0]).toMatchObject({ code: 'drop_not_ruled_out', suite_ruled_out: false, min_effect: 0.05 });
    expect(s.p_value).toBeGreaterThan(0.2);
    expect(s.interval_note).toBeNull();
    expect(c.verdict).toBe('inconclusive');
    expect(c.broken_tests).toEqual([]);
  });

  it('labels the flaky tests', () => {
    expect(s.tests.filter((t) => t.change === 'flaky').map((t) => t.test_id)).toEqual(['f-1', 'f-3', 'f-4']);
    expect(s.tests.find((t) => t.test_id === 'f-2')?.change).toBe('fixed');
  });
});

describe('added, removed and changed tests', () => {
  const base = suite('flow', [...tests('t', 10, 'PPPPPP'), test('old', 'FFFFF'), test('edited', 'PPPPP', { specHash: 'v1' })]);
  const head = suite('flow', [...tests('t', 10, 'PPPPPP'), test('new', 'PPPPP'), test('edited', 'FFFFF', { specHash: 'v2' })]);
  const s = only(compare(results([base]), results([head])), 'flow');

  it('does not pair a changed test: its failures are not a regression', () => {
    expect(s.verdict).toBe('unchanged');
    expect(s.p_value).toBe(1);
    expect(s.tests.find((t) => t.test_id === 'edited')?.broke).toBe(false);
    expect(s.validity.map(validityText)).toContain('1 test changed spec since the base: compared as added and removed, not paired');
  });

  it('warns that a removed test was failing on base', () => {
    expect(s.validity.map(validityText).some((v) => v.includes('removed test was failing on base'))).toBe(true);
  });

  it('reports each side on its own tests', () => {
    expect(s.base?.tests).toBe(12);
    expect(s.head?.tests).toBe(12);
    expect(s.head?.pass_rate).toBeCloseTo(11 / 12, 12);
    expect(s.base?.pass_rate).toBeCloseTo(11 / 12, 12);
  });
});

describe('new and removed suites, no baseline', () => {
  it('marks suites new or removed, and a removed suite keeps the check from ✅', () => {
    const c = compare(
      results([suite('kept', tests('t', 12, 'PPPPPP')), suite('gone', tests('g', 2, 'P'))]),
      results([suite('kept', tests('t', 12, 'PPPPPP')), suite('fresh', tests('f', 2, 'P'))]),
    );
    expect(c.suites.map((s) => [s.suite_id, s.verdict])).toEqual([
      ['kept', 'unchanged'],
      ['fresh', 'new'],
      ['gone', 'removed'],
    ]);
    expect(only(c, 'fresh').head?.pass_rate).toBe(1);
    expect(c.verdict).toBe('inconclusive');
    expect(comparisonReasonText(c.reason)).toBe('a drop ruled out in 1 of 3 suites; 1 new; 1 suite (gone) removed');
  });

  it('passes with a new suite next to a judged one', () => {
    const c = compare(
      results([suite('kept', tests('t', 12, 'PPPPPP'))]),
      results([suite('kept', tests('t', 12, 'PPPPPP')), suite('fresh', tests('f', 2, 'P'))]),
    );
    expect(c.verdict).toBe('pass');
    expect(comparisonReasonText(c.reason)).toBe('no regression: a drop of the minimum effects ruled out in every suite (1 judged; 1 new)');
  });

  it('is inconclusive without a baseline', () => {
    const c = compare(null, results([suite('s', tests('t', 10, 'PPPPP'))]), { baseline: { source: 'none', commit: null, distance: null } });
    expect(c.verdict).toBe('inconclusive');
    expect(c.suites[0]?.verdict).toBe('new');
    expect(c.totals).toEqual({ base_pass_rate: null, head_pass_rate: 1, delta: null });
  });

  it('gates 2 common tests; a suite with none gets an unpaired comparison for information', () => {
    const base = suite('rewritten', [test('a', 'P'), test('b', 'P'), test('x', 'P'), test('y', 'P')]);
    const head = suite('rewritten', [test('a', 'F'), test('b', 'P'), test('p', 'F'), test('q', 'F')]);
    expect(only(compare(results([base]), results([head])), 'rewritten').verdict).toBe('underpowered');

    const s = only(
      compare(results([suite('r', [test('x', 'P'), test('y', 'P')])]), results([suite('r', [test('p', 'F'), test('q', 'P')])])),
      'r',
    );
    expect(s.verdict).toBe('inconclusive');
    expect(s.delta?.method).toBe('newcombe-unpaired');
    expect(s.test).toBe('fisher-exact');
    expect(s.p_adjusted).toBeNull();
    expect(s.delta?.estimate).toBeCloseTo(-0.5, 12);
  });

  it('shows an unpaired delta with repeats too', () => {
    const s = only(
      compare(results([suite('r', [test('x', 'PPPP'), test('y', 'PPPF')])]), results([suite('r', [test('p', 'FFPP'), test('q', 'PPPP')])])),
      'r',
    );
    expect(s.verdict).toBe('inconclusive');
    expect(s.delta?.method).toBe('wilson-mover-unpaired');
    expect(s.delta?.estimate).toBeCloseTo(0.75 - 0.875, 12);
    expect(s.test).toBeNull();
  });
});

describe('errored runs: invalid only when the head errors significantly more', () => {
  it('mass ENGINE_ERROR on head makes the suite invalid, not regressed', () => {
    // 4 of 10 tests errored on every run: the head errors far more than the base.
    const base = suite('api', tests('t', 10, 'PPP'));
    const head = suite('api', [...tests('t', 6, 'PPP'), ...Array.from({ length: 4 }, (_, i) => test(`t-${10 - i}`, 'EEE'))]);
    const c = compare(results([base]), results([head]));
    const s = only(c, 'api');
    expect(s.verdict).toBe('invalid');
    expect(suiteReasonText(s)).toBe(
      "the PR's deployment errors more (40.0% of runs vs 0.0%, p = 6.3e-6): 12 of 30 runs of the common tests errored on head, 0 of 30 on base (head ENGINE_ERROR×12); " +
        'exact test stratified by test, Holm-adjusted p = 6.3e-6 over 1 suite with errored runs (level α/2 = 0.0125). An infrastructure regression, so the verdict is invalid; fix the target or rerun',
    );
    // comparison.json records the finding as a code and its facts; the sentence above is the reports'.
    // Each errored test alone: 0 of 3 head runs not errored vs 3 of 3 on base, 1/C(6, 3) = 1/20.
    expect(s.reasons).toEqual([
      {
        code: 'errors_differ',
        base: { errored: 0, runs: 30 },
        head: { errored: 12, runs: 30 },
        p_value: expect.closeTo(1 / 20 ** 4, 15) as number,
        p_adjusted: expect.closeTo(1 / 20 ** 4, 15) as number,
        suites: 1,
        level: 0.0125,
        errored: [{ side: 'head', errored: 12, attempted: 30, codes: { ENGINE_ERROR: 12 } }],
        judge: false,
        agent: true,
      },
    ]);
    expect(s.p_adjusted).toBeNull();
    expect(s.head?.errored).toBe(12);
    expect(s.failure_codes.ENGINE_ERROR).toEqual({ base: 0, head: 12 });
    expect(s.tests.find((t) => t.test_id === 't-10')?.change).toBe('no_data');
    expect(c.verdict).toBe('invalid');
  });

  it('keeps the verdict when the errored runs could not change it, and reports them', () => {
    const base = suite('api', tests('t', 10, 'PPPPPP'));
    const head = suite('api', [...tests('t', 9, 'PPPPPP'), test('t-10', 'PPPPPE')]);
    const s = only(compare(results([base]), results([head])), 'api');
    expect(s.verdict).toBe('unchanged');
    expect(s.head?.pass_rate).toBe(1);
    expect(s.head?.errored).toBe(1);
    expect(s.tests.find((t) => t.test_id === 't-10')?.head).toEqual({ passed: 5, runs: 5, errored: 1 });
    expect(s.validity.map(validityText)).toContain(
      'head: 1 of 60 runs errored (ENGINE_ERROR×1): left out of the pass rates; the head does not error significantly more than the base (exact test stratified by test p = 0.50, Holm-adjusted 0.50)',
    );
  });

  it('a test broken 1 → 0 with 10% of runs errored at random on both sides regresses, never invalid (seeded)', () => {
    // 20 tests x 6 runs passing on base; on head one test fails every run. Each run errors with
    // probability 0.1 on either side. Judged by the worst case over the errored runs (every errored
    // run counted as passed, or as failed), 9 of 40 such pull requests were called invalid; the rate
    // over 1000 PRs is in figure 8 (4) of BENCHMARKS.md.
    const random = mulberry32(11);
    const runs = (letter: string): string => Array.from({ length: 6 }, () => (random() < 0.1 ? 'E' : letter)).join('');
    const side = (broken: boolean): ReturnType<typeof suite> =>
      suite(
        'checkout',
        Array.from({ length: 20 }, (_, i) => test(`t${i}`, runs(broken && i === 0 ? 'F' : 'P'))),
      );
    const verdicts = new Map<string, number>();
    for (let pr = 0; pr < 20; pr++) {
      const c = compare(results([side(false)]), results([side(true)]));
      const s = only(c, 'checkout');
      verdicts.set(s.verdict, (verdicts.get(s.verdict) ?? 0) + 1);
    }
    expect(Object.fromEntries(verdicts)).toEqual({ regressed: 20 });
  });

  it('a head erroring 40% of its runs against none on base is invalid with the error rates and their p', () => {
    // 20 tests x 6 runs: on head, 2 or 3 runs of each test errored (48 of 120); the rest pass on both sides.
    const base = suite('billing', tests('t', 20, 'PPPPPP'));
    const head = suite(
      'billing',
      Array.from({ length: 20 }, (_, i) => test(`t-${i + 1}`, i < 8 ? 'EEEPPP' : 'EEPPPP')),
    );
    const c = compare(results([base]), results([head]));
    const s = only(c, 'billing');
    expect(s.verdict).toBe('invalid');
    const reason = s.reasons[0];
    expect(reason).toMatchObject({
      code: 'errors_differ',
      base: { errored: 0, runs: 120 },
      head: { errored: 48, runs: 120 },
      suites: 1,
      level: 0.0125,
    });
    // Per test, the chance that the errors all fall on head: 1/11 with 3 errored runs, 5/22 with 2.
    expect(reason?.code === 'errors_differ' && reason.p_value).toBeCloseTo((1 / 11) ** 8 * (5 / 22) ** 12, 25);
    expect(suiteReasonText(s)).toMatch(/^the PR's deployment errors more \(40\.0% of runs vs 0\.0%, p = [0-9.]+e-\d+\): 48 of 120 runs/);
    // An infrastructure regression is invalid: fail-on-invalid (the default) fails the check on it.
    expect(c.verdict).toBe('invalid');
    expect(c.reason).toEqual({ code: 'suites_invalid', suites: ['billing'] });
  });

  it('a third of the runs errored on one run per test is still judged when it cannot matter', () => {
    // The fixed 20% rule made this invalid; counted either way, the errored runs change nothing.
    const base = suite('faq', tests('t', 12, 'P'));
    const head = suite('faq', [...tests('t', 8, 'P'), ...Array.from({ length: 4 }, (_, i) => test(`t-${12 - i}`, 'E'))]);
    const c = compare(results([base]), results([head]));
    expect(only(c, 'faq').verdict).not.toBe('invalid');
    expect(c.verdict).not.toBe('invalid');
  });

  it('random agent errors on both sides seldom make a comparison invalid (seeded; the 20% rule: 32% at 1 run)', () => {
    // 20 seeded PRs: the 20% rule would have called about 6 of them invalid. The rate over 1000 PRs
    // is in figure 8 (4) of BENCHMARKS.md (errors on both sides: 0.8% invalid).
    const random = mulberry32(8);
    const prs = 20;
    let invalid = 0;
    for (let pr = 0; pr < prs; pr++) {
      // 4 suites of 10-50 tests, pass rates 1, 0.98 or about 2/3; every run errors with probability 0.1.
      const rates = Array.from({ length: 4 }, () =>
        Array.from({ length: 10 + Math.floor(random() * 41) }, () => [1, 0.98, 0.67][Math.floor(random() * 3)]!),
      );
      const side = (): Results =>
        results(
          rates.map((ts, k) =>
            suite(
              `s${k}`,
              ts.map((p, i) => test(`t${i}`, random() < 0.1 ? 'E' : random() < p ? 'P' : 'F')),
            ),
          ),
        );
      if (compare(side(), side()).verdict === 'invalid') invalid++;
    }
    expect(invalid / prs).toBeLessThanOrEqual(0.05);
  });

  it('a head that captured zero tool calls where the suite expects some is invalid', () => {
    const { base, head } = oneBroken('tools');
    const suspect = { ...head, suspect: 'the suite expects tool calls and none were captured in any turn' };
    const c = compare(results([base]), results([suspect]));
    const s = only(c, 'tools');
    expect(s.verdict).toBe('invalid');
    expect(suiteReasonText(s)).toBe('head: the suite expects tool calls and none were captured in any turn');
    // Its numbers are still shown, unadjusted.
    expect(s.delta?.estimate).toBeCloseTo(-0.1, 12);
    expect(s.p_adjusted).toBeNull();
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
  const { base, head } = oneBroken('booking', 8);

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
    expect(row?.broke).toBe(false);
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
    expect(c.warnings.map(warningText)).toEqual([
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
    expect(c.warnings.map(warningText)).toEqual(['quarantine entry for booking/t-99 matches no test in the head results: check the id']);
  });
});

describe('one alpha for the check: Holm over suites and discrete Holm over tests, alpha/2 each', () => {
  it('adjusts the suite p-values over the suites that gate, at alpha/2', () => {
    const a = oneBroken('a', 5, 8); // 8 of 10 tests down: sign-flip p = 1/256
    const b = oneBroken('b', 4, 7); // 7 of 10: p = 1/128
    const quiet = suite('quiet', tests('t', 10, 'PPPPPP'));
    const c = compare(results([a.base, b.base, quiet]), results([a.head, b.head, quiet]));
    expect(c.families?.suites).toEqual({ alpha: 0.0125, method: 'holm', size: 3 });
    expect(only(c, 'a').p_value).toBeCloseTo(1 / 256, 12);
    expect(only(c, 'a').p_adjusted).toBeCloseTo(3 / 256, 12);
    expect(only(c, 'b').p_value).toBeCloseTo(1 / 128, 12);
    expect(only(c, 'b').p_adjusted).toBeCloseTo(2 / 128, 12);
    expect(only(c, 'quiet').p_adjusted).toBe(1);
    expect(c.suites.map((s) => [s.suite_id, s.verdict])).toEqual([
      ['a', 'regressed'],
      ['b', 'possible_regression'],
      ['quiet', 'unchanged'],
    ]);
    expect(suiteReasonText(only(c, 'b'))).toContain('Holm-adjusted 0.016 over 3 suites (level α/2 = 0.0125)');
    // So many tests apart on the two sides look like runs that are alike within a side: no single test
    // is called broken (each allows for the correlation the others show); the suites carry the verdict.
    expect(c.broken_tests).toEqual([]);
    expect(c.verdict).toBe('fail');
  });

  it('leaves new, removed and invalid suites out of the families', () => {
    const a = oneBroken('a', 4);
    const c = compare(
      results([a.base, suite('gone', tests('g', 3, 'P'))]),
      results([a.head, suite('new', tests('n', 3, 'P')), suite('bad', tests('b', 5, 'E'))]),
    );
    expect(only(c, 'a').p_adjusted).toBe(0.5);
    // One test of ten down is no evidence about the suite; the test itself, 4/4 -> 0/4, has Fisher p = 1/70 > 0.0125.
    expect(only(c, 'a').tests.find((t) => t.test_id === 't-10')?.p_value).toBeCloseTo(1 / 70, 12);
    expect(only(c, 'a').verdict).toBe('possible_regression');
    expect(c.families?.suites.size).toBe(1);
  });
});

describe('the families are fixed before the data', () => {
  it("keeps a suite that turns out invalid in Holm's family and its tests in the per-test family", () => {
    const a = oneBroken('a', 5, 8); // 8 of 10 tests down: sign-flip p = 1/256
    // b: the head errors in most runs where the base errored in none: invalid (errors_differ).
    const b = { base: suite('b', tests('t', 10, 'PPPPPP')), head: suite('b', tests('t', 10, 'PEEEEE')) };
    const c = compare(results([a.base, b.base]), results([a.head, b.head]));
    expect(only(c, 'b').verdict).toBe('invalid');
    expect(c.families?.suites.size).toBe(2);
    expect(c.families?.tests.size).toBe(20);
    // Holm over both suites: 2/256, as if b had been judged.
    expect(only(c, 'a').p_adjusted).toBeCloseTo(2 / 256, 12);
    expect(only(c, 'a').verdict).toBe('regressed');
  });
});

describe('improvements', () => {
  it('calls a significant rise of at least the minimum effect improved, from the other tail', () => {
    const { base, head } = oneBroken('s', 5, 8);
    const c = compare(results([head]), results([base]));
    const s = only(c, 's');
    expect(s.verdict).toBe('improved');
    expect(s.p_value).toBeCloseTo(1, 12);
    expect(s.p_value_improved).toBeCloseTo(1 / 256, 12);
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
    expect(c.min_test_effect).toBe(0.5);
  });
});

describe('adaptive runs: the minimum effects read the first effect_runs runs of each test', () => {
  // Base: 10 tests, 16 passing runs each. Head: the same, but one test's runs after its first 4
  // (runs a stopping rule added) all failed. Significance uses every run; the change the minimum
  // effects apply to is measured on the first 4, which the rule chose without seeing this test.
  const base = suite('billing', tests('t', 10, 'P'.repeat(16)));
  const headTests = [...tests('t', 9, 'P'.repeat(16)), test('t-10', 'PPPP' + 'F'.repeat(12))];
  const t10 = (c: Comparison) => only(c, 'billing').tests.find((t) => t.test_id === 't-10')!;

  it('does not call a test broken from runs the stopping rule added', () => {
    const head = suite(
      'billing',
      headTests.map((t) => (t.test_id === 't-10' ? { ...t, effect_runs: 4 } : t)),
    );
    const c = compare(results([base], 'base-sha'), results([head]));
    expect(t10(c).broke ?? false).toBe(false);
    expect(c.broken_tests ?? []).toEqual([]);
  });

  it('shows the change the verdict used, on the effect runs, labelled', () => {
    const head = suite(
      'billing',
      headTests.map((t) => (t.test_id === 't-10' ? { ...t, effect_runs: 4 } : t)),
    );
    const s = only(compare(results([base], 'base-sha'), results([head])), 'billing');
    // On every run the suite fell by 7.5 points (t-10 at 4/16); on the effect runs it did not fall.
    expect(s.delta).toMatchObject({ estimate: 0, on: 'effect_runs' });
    expect(deltaLabel(s.delta!)).toBe(
      "the wider of Wilson-MOVER and the paired t interval over tests, on each test's effect runs (adaptive repeats: the change the verdict used)",
    );
  });

  it('judges the same runs on all of them when the head ran fixed repeats: 16/16 -> 4/16 broke', () => {
    const c = compare(results([base], 'base-sha'), results([suite('billing', headTests)]));
    expect(t10(c).broke).toBe(true);
    expect(only(c, 'billing').verdict).toBe('regressed');
  });
});

describe('pass^k and min_pass', () => {
  /** A test with a min_pass rule. */
  const ruled = (id: string, outcomes: string, rule = { passes: 5, runs: 6 }) => ({ ...test(id, outcomes), min_pass: rule });

  it('gives each side the mean over tests of C(c,k)/C(n,k), for k = 1 and the suite k, leaving out tests with fewer than k runs', () => {
    const base = results([{ ...suite('s', [test('a', 'PPPPPP'), test('b', 'PPPFFF'), test('short', 'PP')]), pass_k: 2 }]);
    const head = results([{ ...suite('s', [test('a', 'PPPPPF'), test('b', 'PPPFFF'), test('short', 'PP')]), pass_k: 2 }]);
    const p = only(compare(base, head), 's').pass_k!;
    expect(p.k).toBe(2);
    // base: a 1, b C(3,2)/C(6,2) = 3/15; head: a C(5,2)/C(6,2) = 10/15, b 3/15. "short" has 2 runs: counted for k = 2 too.
    expect(p.base!.pass_k).toBeCloseTo((1 + 3 / 15 + 1) / 3, 12);
    expect(p.head!.pass_k).toBeCloseTo((10 / 15 + 3 / 15 + 1) / 3, 12);
    expect(p.head!.pass_1).toBeCloseTo((5 / 6 + 3 / 6 + 1) / 3, 12);
    expect(p.head!.tests).toBe(3);
    // The default k is 3: the two-run test has no value then.
    const byDefault = only(
      compare(
        results([suite('s', [test('a', 'PPPPPP'), test('short', 'PP')])]),
        results([suite('s', [test('a', 'PPPPPP'), test('short', 'PP')])]),
      ),
      's',
    ).pass_k!;
    expect(byDefault).toMatchObject({ k: 3, head: { pass_k: 1, tests: 1 } });
  });

  it('names a test below its min_pass as a warning, and fails the check on it only with min-pass-fails', () => {
    const base = results([suite('s', [ruled('flaky', 'PPPPPP'), ruled('fine', 'PPPPPP')])]);
    const head = results([suite('s', [ruled('flaky', 'PPPPFF'), ruled('fine', 'PPPPPF')])]);
    const shown = compare(base, head);
    expect(only(shown, 's').tests.find((t) => t.test_id === 'flaky')!.min_pass).toEqual({ passes: 5, runs: 6, breached: true });
    expect(only(shown, 's').tests.find((t) => t.test_id === 'fine')!.min_pass).toEqual({ passes: 5, runs: 6, breached: false });
    expect(shown.verdict).not.toBe('fail');
    expect(shown.min_pass_fails).toBe(false);

    const failing = compare(base, head, { minPassFails: true });
    expect(failing.verdict).toBe('fail');
    expect(failing.reason).toEqual({
      code: 'min_pass_breached',
      tests: [{ suite_id: 's', test_id: 'flaky', passed: 4, runs: 6, min_passes: 5, min_runs: 6 }],
    });
    expect(comparisonReasonText(failing.reason)).toBe(
      's › flaky passed 4 of 6 runs (min_pass 5/6); min-pass-fails is on, so the check fails (no suite regressed)',
    );
  });

  it('judges a test with other than n runs by its pass fraction against k/n', () => {
    const head = results([suite('s', [ruled('a', 'PPPPPPPPPF'), ruled('b', 'PPPPPPPPFF')])]);
    const rows = only(compare(null, head), 's').tests;
    // 9/10 >= 5/6; 8/10 < 5/6.
    expect(rows.map((t) => t.min_pass?.breached)).toEqual([false, true]);
  });
});
