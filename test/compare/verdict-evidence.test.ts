// Never green without evidence: the verdicts of a new suite whose tests fail, a renamed suite, an
// agent that could not be reached, and errored runs that decide a verdict, as the comparison, the
// check run, the comment and the terminal tell them.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS, type CompareOptions } from '../../src/compare/compare.ts';
import { ComparisonSchema, type Comparison } from '../../src/compare/comparison-schema.ts';
import { decideGate } from '../../src/action/gate.ts';
import { prStatus, type PrStatus } from '../../src/report/pr-status.ts';
import { buildReportModel } from '../../src/report/report-model.ts';
import { renderHtml } from '../../src/report/html.ts';
import { renderComparisonEnd } from '../../src/report/terminal.ts';
import { suiteReasonText } from '../../src/report/wording/suite.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { results, suite, test, tests } from '../helpers/results.ts';

const OPTIONS: CompareOptions = {
  ...DEFAULT_COMPARE_OPTIONS,
  quarantine: [],
  now: new Date('2030-01-02T12:00:00Z'),
  baseline: { source: 'branch', commit: 'base-sha', distance: 0 },
};
const marker = '<!-- agent-eval:check=agent-eval -->';

function compare(base: Results | null, head: Results): Comparison {
  const baseline = base === null ? { source: 'none' as const, commit: null, distance: null } : OPTIONS.baseline;
  return ComparisonSchema.parse(compareResults(base, head, { ...OPTIONS, baseline }));
}

/** The check run and the comment of a comparison, with the default gate (fail-on significant-regression, fail-on-invalid). */
function published(c: Comparison): PrStatus {
  const conclusion = decideGate(c, 'significant-regression', true).conclusion;
  return prStatus({ kind: 'compared', comparison: c, conclusion, reportUrl: null }, { marker });
}

describe('a pull request that adds a suite whose every test fails', () => {
  const base = results([suite('routing', tests('r', 12, 'PPPPPP'))], 'base-sha');
  const head = results([suite('routing', tests('r', 12, 'PPPPPP')), suite('checkout', tests('c', 3, 'FFF'))]);
  const c = compare(base, head);
  const status = published(c);

  it('is not a pass: neutral, with the failing tests counted in the headline', () => {
    expect(c.verdict).toBe('inconclusive');
    expect(c.reason).toMatchObject({ code: 'not_all_judged', new: 1, new_failing: ['checkout'] });
    expect(status.conclusion).toBe('neutral');
    expect(status.title).toBe('Regression ruled out in 1 of 2 suites; 1 new with 3 failing tests');
    expect(status.summary).toContain('1 new suite with failing tests (checkout): no baseline to compare them with');
  });

  it('lists each failing test with its turn, code and reason in the check, the comment and the terminal', () => {
    const line = '**checkout** › `c-1`: new: 0/3 passed · turn `t1` · `NODE_MISMATCH` · expected conv\\_2, got conv\\_1';
    expect(status.summary).toContain('### ❌ 3 failing tests in new suites (no baseline to compare them with)');
    expect(status.summary).toContain(line);
    expect(status.comment).toContain('3 failing tests in new suites (no baseline to compare them with)');
    expect(status.comment).toContain(line);
    const model = buildReportModel(c);
    expect(model.suites.find((v) => v.suite.suite_id === 'checkout')?.reason).toBe(
      'new suite (3 tests, 3 failing): nothing to compare with, so its failing tests are listed as they are',
    );
    const terminal = renderComparisonEnd(model);
    expect(terminal.split('\n')[0]).toBe('⚠️ Regression ruled out in 1 of 2 suites; 1 new with 3 failing tests');
    expect(terminal).toContain('  checkout › c-1: new: 0/3 passed; turn t1: NODE_MISMATCH: expected conv_2, got conv_1');
  });

  it('annotates the failing turns as warnings', () => {
    const sources = [{ suite_id: 'checkout', file: 'suites/checkout.yaml', lines: { tests: new Map([['c-1', 4]]), turns: new Map() } }];
    const withSources = prStatus({ kind: 'compared', comparison: c, conclusion: 'neutral', reportUrl: null, sources }, { marker });
    expect(withSources.annotations).toEqual([
      expect.objectContaining({
        path: 'suites/checkout.yaml',
        start_line: 4,
        annotation_level: 'warning',
        title: 'Failing: checkout › c-1',
      }),
    ]);
  });

  it('still passes a new suite whose tests all pass, worded as before', () => {
    const passing = compare(base, results([suite('routing', tests('r', 12, 'PPPPPP')), suite('checkout', tests('c', 3, 'PPP'))]));
    expect(passing.verdict).toBe('pass');
    expect(published(passing)).toMatchObject({ conclusion: 'success', title: 'Regression ruled out in 1 suite (1 new)' });
    expect(buildReportModel(passing).failingNewTests).toEqual([]);
  });

  it('says "No suite to compare" with the failing tests when the new suite is all there is', () => {
    const alone = compare(base, results([suite('checkout', tests('c', 2, 'PF'))]));
    expect(alone.verdict).toBe('inconclusive');
    expect(published(alone).title).toBe('No suite to compare (1 new with 2 failing tests, 1 removed)');
  });
});

describe('a renamed suite (bl_suite_old on the base, bl_suite on the PR, the same test ids)', () => {
  const base = results([suite('bl_suite_old', tests('t', 12, 'P'))], 'base-sha');
  const head = results([suite('bl_suite', tests('t', 12, 'F'))]);
  const c = compare(base, head);
  const status = published(c);

  it('is compared as one suite: every test failing 12/12 regresses it and fails the check', () => {
    expect(c.suites.map((s) => [s.suite_id, s.verdict, s.renamed_from])).toEqual([['bl_suite', 'regressed', 'bl_suite_old']]);
    expect(c.verdict).toBe('fail');
    expect(status.conclusion).toBe('failure');
    expect(status.title).toBe('Significant regression in 1 of 1 suite');
  });

  it('says the suite was renamed, and lists its newly failing tests', () => {
    const note = 'suite bl_suite_old renamed to bl_suite: compared as one suite on the 12 test ids they share';
    expect(status.comment).toContain(`**bl\\_suite**: ${note.replaceAll('_', '\\_')}`);
    expect(status.comment).toContain('12 newly failing tests');
    expect(status.summary).toContain('**bl\\_suite** › `t-1`: passed 1/1 → 0/1 · turn `t1` · `NODE_MISMATCH`');
    expect(renderComparisonEnd(buildReportModel(c))).toContain(`warning: bl_suite: ${note}`);
  });

  it('leaves suites that share few test ids apart: one new, one removed', () => {
    const apart = compare(base, results([suite('other', [...tests('t', 2, 'P'), ...tests('u', 10, 'P')])]));
    expect(apart.suites.map((s) => [s.suite_id, s.verdict])).toEqual([
      ['other', 'new'],
      ['bl_suite_old', 'removed'],
    ]);
  });
});

describe('an agent that cannot be reached: every run errored', () => {
  const head = results([suite('routing', tests('r', 12, 'E'))]);
  const why =
    'no run was scored (12 of 12 runs errored), so nothing was evaluated; check that the agent is running at the target URL, then rerun';
  const title = 'Nothing was evaluated: the agent could not be reached (12 of 12 runs errored)';

  it('on a first pull request: invalid, a failed check, and the cause in the first lines', () => {
    const c = compare(null, head);
    expect(c.verdict).toBe('invalid');
    expect(c.reason).toEqual({ code: 'nothing_evaluated', errored: 12, runs: 12, agent: true, judge: false });
    const status = published(c);
    expect(status.conclusion).toBe('failure');
    expect(status.title).toBe(title);
    // The headline, why, and the cause, once.
    const top = ['**Why:** ' + why, '**Errored runs:** `ENGINE_ERROR` ×12: HTTP 502 from the target'];
    expect(status.summary.split('\n\n').slice(0, 3)).toEqual([`## ⛔ ${title}`, ...top]);
    expect(status.comment?.split('\n\n').slice(0, 3)).toEqual([`${marker}\n## ⛔ ${title}`, ...top]);
    expect(decideGate(c, 'significant-regression', true).failure).toBe(`The comparison is invalid: ${why}`);
    expect(decideGate(c, 'significant-regression', false).conclusion).toBe('neutral');
    const terminal = renderComparisonEnd(buildReportModel(c)).split('\n');
    expect(terminal.slice(0, 3)).toEqual([`⛔ ${title}`, why, 'errored runs: ENGINE_ERROR ×12: HTTP 502 from the target']);
  });

  it('with a baseline and one repeat: invalid too, never "No suite could be judged"', () => {
    const c = compare(results([suite('routing', tests('r', 12, 'P'))], 'base-sha'), head);
    expect(c.verdict).toBe('invalid');
    expect(published(c)).toMatchObject({ conclusion: 'failure', title });
  });

  it('shows the latency of runs that all errored as n/a, not 0 ms', () => {
    const c = compare(results([suite('routing', tests('r', 12, 'P'))], 'base-sha'), head);
    expect(c.suites[0]?.process.head).toMatchObject({ latency_p50_ms: null, latency_p95_ms: null });
    expect(published(c).comment).toContain('| 100 ms → n/a | 100 ms → n/a |');
  });

  it('says the judge, not the agent, when only judge checks errored', () => {
    const judged = results([suite('routing', tests('r', 2, 'E'))]);
    for (const run of judged.suites[0]!.tests.flatMap((t) => t.runs)) {
      run.codes = ['JUDGE_ERROR'];
      run.error = { code: 'JUDGE_ERROR', message: 'judge timed out after 30 s' };
    }
    expect(published(compare(null, judged)).title).toBe('Nothing was evaluated: the judge could not score any run (2 of 2 runs errored)');
  });

  it('leaves a run with any scored run to the usual verdicts', () => {
    const partly = compare(null, results([suite('routing', [...tests('r', 11, 'E'), ...tests('s', 1, 'P')])]));
    expect(partly.reason.code).toBe('no_baseline');
  });
});

describe('errored runs that decide a verdict', () => {
  const decide = (left_out_regresses: boolean, counted_passed: boolean, counted_failed: boolean): string =>
    suiteReasonText({
      reasons: [
        {
          code: 'errored_runs_decide',
          errored: [{ side: 'head', errored: 3, attempted: 12, codes: { TIMEOUT: 3 } }],
          left_out_regresses,
          counted_passed,
          counted_failed,
          judge: false,
          agent: true,
        },
      ],
    });

  it('are explained in plain words: what passing and failing them would do, and that the errors decide', () => {
    expect(decide(false, false, true)).toBe(
      'head: 3 of 12 runs errored (TIMEOUT×3); if they had passed the suite would not regress, if they had failed it would: ' +
        'the errors decide, so the verdict is invalid. Infrastructure trouble, which says nothing about the agent; fix the target or rerun',
    );
  });

  it('name the runs left out when passing and failing them agree', () => {
    expect(decide(false, true, true)).toContain(
      'whether they had passed or failed the suite would regress, but left out it does not: the errors decide, so the verdict is invalid',
    );
  });
});

describe('a test that fell by 83 points without significance, among 120 stable tests', () => {
  // Six tests flaky on both sides (3/6) can reach p = 1/924 each, so under discrete Holm the drop's
  // Fisher p of 7/924 adjusts to 13/924, above α/2 = 0.0125: the test does not break.
  const suiteOf = (dropped: string): Results =>
    results(
      [suite('routing', [...tests('stable', 120, 'PPPPPP'), ...tests('flaky', 6, 'PPPFFF'), ...tests('t', 1, dropped)])],
      dropped === 'PPPPPP' ? 'base-sha' : 'head-sha',
    );
  const c = compare(suiteOf('PPPPPP'), suiteOf('PFFFFF'));
  const status = published(c);

  it('is a possible regression, never ✅: a neutral check naming the test and its runs', () => {
    const s = c.suites[0]!;
    expect(s.tests.find((t) => t.test_id === 't-1')).toMatchObject({ broke: false });
    expect(s.verdict).toBe('possible_regression');
    expect(c.verdict).toBe('inconclusive');
    expect(c.reason).toMatchObject({ code: 'not_all_judged', possible_regression: ['routing'] });
    expect(status.conclusion).toBe('neutral');
    const reason = suiteReasonText(s);
    expect(reason).toContain(
      "1 test fell by at least 50 points, but not significantly: t-1 6/6 → 1/6 (down 83.3 points, p = 0.0076, adjusted 0.014); p: Fisher's exact test",
    );
    expect(reason).not.toContain('pass rate fell');
    expect(status.comment).toContain('possible regression');
    expect(status.comment).toContain('t-1 6/6 → 1/6 (down 83.3 points');
  });

  it('is undecided, not ✅, when the test held: at 6 runs the flaky tests cannot rule out their own 50-point drops', () => {
    const held = compare(suiteOf('PPPPPP'), suiteOf('PPPPPF'));
    const s = held.suites[0]!;
    expect(s.verdict).toBe('undecided');
    // The six flaky tests and t-1 itself (5/6 against 6/6).
    expect(s.reasons[0]).toMatchObject({ code: 'drop_not_ruled_out', suite_ruled_out: true, open: 7 });
    expect(held.verdict).toBe('inconclusive');
    expect(suiteReasonText(s)).toContain(
      'but a drop of 50 points is not excluded for 7 tests: t-1 6/6 → 5/6 (bound −58.2 points), flaky-1 3/6 → 3/6',
    );
  });
});

describe('a pull request that adds a failing test to a suite the baseline has', () => {
  // 6 runs per test: each common test could be shown broken (6/6 -> 0/6), so the suite is judged.
  const base = results([suite('routing', tests('r', 12, 'PPPPPP'))], 'base-sha');
  const head = results([suite('routing', [...tests('r', 12, 'PPPPPP'), test('r-new', 'FFF')])]);
  const c = compare(base, head);
  const status = published(c);

  it('is not a pass: neutral, with the failing test counted in the headline and the reason', () => {
    expect(c.suites[0]?.verdict).toBe('unchanged');
    expect(c.verdict).toBe('inconclusive');
    expect(c.reason).toMatchObject({ code: 'not_all_judged', added_failing: ['routing'] });
    expect(status.conclusion).toBe('neutral');
    expect(status.title).toBe('Regression ruled out in 1 of 1 suite; 1 new or changed test failing');
    expect(status.summary).toContain('new or changed tests failing in 1 suite (routing): no baseline to compare them with');
  });

  it('lists it with its turn, code and reason in the check, the comment and the terminal', () => {
    const line = '**routing** › `r-new`: new: 0/3 passed · turn `t1` · `NODE_MISMATCH` · expected conv\\_2, got conv\\_1';
    const heading = '1 failing test new or changed in this pull request (no baseline to compare them with)';
    expect(status.summary).toContain(`### ❌ ${heading}`);
    expect(status.summary).toContain(line);
    expect(status.comment).toContain(heading);
    expect(status.comment).toContain(line);
    const terminal = renderComparisonEnd(buildReportModel(c));
    expect(terminal).toContain(`${heading}:\n  routing › r-new: new: 0/3 passed; turn t1: NODE_MISMATCH: expected conv_2, got conv_1`);
    expect(renderHtml(buildReportModel(c), head, base)).toContain('routing › <b>r-new</b> · new: 0/3 passed');
  });

  it('counts a test whose spec changed and now fails the same way', () => {
    const changed = compare(
      base,
      results([
        suite('routing', [...tests('r', 12, 'PPPPPP').filter((t) => t.test_id !== 'r-4'), test('r-4', 'PPF', { specHash: 'spec-r-4-v2' })]),
      ]),
    );
    expect(changed.suites[0]?.verdict).toBe('unchanged');
    expect(changed.verdict).toBe('inconclusive');
    expect(changed.reason).toMatchObject({ code: 'not_all_judged', added_failing: ['routing'] });
    expect(buildReportModel(changed).failingNewTests.map((v) => v.test.test_id)).toEqual(['r-4']);
  });

  it('still passes when the added test passes', () => {
    const passing = compare(base, results([suite('routing', [...tests('r', 12, 'PPPPPP'), test('r-new', 'PPP')])]));
    expect(passing.verdict).toBe('pass');
    expect(buildReportModel(passing).failingNewTests).toEqual([]);
  });
});
