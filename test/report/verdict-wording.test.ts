// The one module that words verdicts: the codes comparison.json records become the sentences every
// report prints. The suite reasons of real comparisons are pinned by verdicts.test.ts; these are the
// notes and warnings around them.
import { describe, expect, it } from 'vitest';
import {
  comparisonReasonText,
  gateRuleText,
  intervalNoteText,
  rerunMergedNote,
  rerunNamedOnlyNote,
  suiteReasonText,
  validityText,
  warningText,
  testPassesText,
} from '../../src/report/verdict-wording.ts';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { regressedComparison } from '../fixtures/report/build.ts';

describe('verdict wording', () => {
  it('words the check-wide warnings', () => {
    expect(warningText({ code: 'run_incomplete', side: 'head', detail: 'interrupted by a signal' })).toBe(
      'the head run is incomplete: interrupted by a signal',
    );
    expect(warningText({ code: 'run_incomplete', side: 'base', detail: null })).toBe('the base run is incomplete');
    expect(warningText({ code: 'no_baseline', detail: 'the branch agent-eval-baselines does not exist yet' })).toBe(
      'No baseline: the branch agent-eval-baselines does not exist yet',
    );
  });

  it('words the validity notes, singular and plural', () => {
    expect(validityText({ code: 'no_scored_runs', tests: 1 })).toBe(
      '1 common test had no scored run on one side (all errored or skipped): not compared',
    );
    expect(validityText({ code: 'removed_were_failing', tests: 2 })).toBe(
      '2 removed tests were failing on base: the head pass rate looks better without them',
    );
    expect(validityText({ code: 'quarantined', tests: 3 })).toBe('3 quarantined tests: reported, never gating');
    expect(
      validityText({ code: 'errored_runs_left_out', errored: [{ side: 'base', errored: 2, attempted: 30, codes: { TIMEOUT: 2 } }] }),
    ).toBe(
      'base: 2 of 30 runs errored (TIMEOUT×2): left out of the pass rates; counted as passed or as failed they would not change the verdict',
    );
  });

  it('says which infrastructure decided an invalid suite and what to fix', () => {
    const reason = suiteReasonText({
      reasons: [
        { code: 'suspect_data', side: 'head', detail: 'the suite expects tool calls and none were captured in any turn' },
        {
          code: 'errored_runs_decide',
          errored: [{ side: 'head', errored: 4, attempted: 10, codes: { ENGINE_ERROR: 2, JUDGE_ERROR: 2 } }],
          left_out_regresses: false,
          counted_passed: false,
          counted_failed: true,
          judge: true,
          agent: true,
        },
      ],
    });
    expect(reason).toBe(
      'head: the suite expects tool calls and none were captured in any turn; ' +
        'head: 4 of 10 runs errored (ENGINE_ERROR×2, JUDGE_ERROR×2); if they had passed the suite would not regress, if they had failed it would: ' +
        'the errors decide, so the verdict is invalid. Infrastructure trouble (the agent and the judge), which says nothing about the agent; fix the target and the judge, or rerun',
    );
  });

  it('words a head that errors more as an infrastructure regression, naming the judge when it errored', () => {
    const reason = suiteReasonText({
      reasons: [
        {
          code: 'errors_differ',
          base: { errored: 1, runs: 60 },
          head: { errored: 15, runs: 60 },
          p_value: 0.00012,
          p_adjusted: 0.00024,
          suites: 2,
          level: 0.025,
          errored: [
            { side: 'head', errored: 15, attempted: 60, codes: { JUDGE_ERROR: 15 } },
            { side: 'base', errored: 1, attempted: 60, codes: { TIMEOUT: 1 } },
          ],
          judge: true,
          agent: true,
        },
      ],
    });
    expect(reason).toBe(
      "the PR's deployment errors more (25.0% of runs vs 1.7%, p = 1.2e-4): 15 of 60 runs of the common tests errored on head, 1 of 60 on base " +
        '(head JUDGE_ERROR×15, base TIMEOUT×1); exact test stratified by test, Holm-adjusted p = 2.4e-4 over 2 suites with errored runs (level α/2 = 0.025). ' +
        'An infrastructure regression (the agent and the judge), so the verdict is invalid; fix the target and the judge, or rerun',
    );
  });

  it('words the reason of the check and the note on an interval', () => {
    expect(comparisonReasonText({ code: 'suites_invalid', suites: ['a', 'b'] })).toBe(
      "2 suites (a, b) invalid: the data cannot be trusted, see each suite's reason",
    );
    expect(intervalNoteText({ interval_note: 'below_zero_not_significant', test: 'mcnemar-exact', p_adjusted: 0.031 })).toBe(
      'the interval lies wholly below 0, yet the exact McNemar test is not significant at its level (p = 0.031 after Holm); the gate uses the exact test; the interval is approximate',
    );
    expect(intervalNoteText({ interval_note: null, test: null, p_adjusted: null })).toBeNull();
  });
});

describe('the per-test rule, as each version of comparison.json recorded it', () => {
  const broke = (extra: { tarone_m?: number; level: number; p_adjusted?: number }) =>
    suiteReasonText({
      reasons: [
        {
          code: 'tests_broke',
          tests: [
            {
              test_id: 'checkout',
              base: { passed: 6, runs: 6 },
              head: { passed: 0, runs: 6 },
              p_value: 1 / 924,
              ...(extra.p_adjusted === undefined ? {} : { p_adjusted: extra.p_adjusted }),
            },
          ],
          level: extra.level,
          ...(extra.tarone_m === undefined ? {} : { tarone_m: extra.tarone_m }),
          min_test_effect: 0.5,
        },
      ],
    });

  it('words the discrete Holm rule with each broken test’s adjusted p', () => {
    expect(broke({ level: 0.0125, p_adjusted: 0.002 })).toBe(
      "1 test broke: checkout 6/6 → 0/6 (p = 0.0011, adjusted 0.0020); p: Fisher's exact test; a test breaks when its p adjusted by discrete Holm over the tests of the check is ≤ 0.0125 (α/2) and its pass rate fell by at least 50 points",
    );
    const c = regressedComparison();
    c.families = {
      suites: { alpha: 0.0125, method: 'holm', size: 3 },
      tests: { alpha: 0.0125, method: 'discrete-holm', size: 32, counted: 4 },
    };
    expect(gateRuleText(c)).toContain(
      "its one-sided p (Fisher's exact test, or a conditional beta-binomial test where the other tests show a side's runs alike), adjusted by discrete Holm over the 32 tests of this check (each counted only as far as its runs can reach that p), is ≤ 0.0125 (α/2)",
    );
  });

  it("still words files of earlier versions, judged with Tarone's m*", () => {
    expect(broke({ level: 0.0125 / 3, tarone_m: 3 })).toContain(
      "(p = 0.0011); p: Fisher's exact test; a test breaks when its Fisher p ≤ 0.004167 (α/2 over Tarone's m* = 3: the tests of the check that could reach significance)",
    );
    const c = regressedComparison();
    c.families = {
      suites: { alpha: 0.0125, method: 'holm', size: 3 },
      tests: { alpha: 0.0125, method: 'tarone', size: 32, counted: 1, m: 1, level: 0.0125 },
    };
    expect(ComparisonSchema.parse(c).families?.tests.method).toBe('tarone');
    expect(gateRuleText(c)).toContain("its one-sided Fisher p ≤ 0.0125 (α/2 = 0.0125 over Tarone's m* = 1");
  });

  it('words what /eval rerun of named suites judged: the suites run again, those carried over and from which run', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
    expect(
      rerunMergedNote({
        rerun: ['routing'],
        carried: ids(7),
        from: { workflowRun: { id: 88, attempt: 2 }, finishedAt: '2026-03-01T11:58:31.020Z' },
      }),
    ).toBe(
      '/eval rerun: the whole check (8 suites) is compared with the baseline. Ran again now: routing. Carried over from the earlier run of this head (workflow run 88, attempt 2, finished 2026-03-01 11:58 UTC): s1, s2, s3, s4, s5 and 2 more.',
    );
    // A run without a stamp and a time that does not parse: neither is made up.
    expect(rerunMergedNote({ rerun: ids(2), carried: ['billing'], from: { workflowRun: null, finishedAt: 'yesterday' } })).toBe(
      '/eval rerun: the whole check (3 suites) is compared with the baseline. Ran again now: s1, s2. Carried over from the earlier run of this head: billing.',
    );
    expect(rerunNamedOnlyNote({ kind: 'no-earlier-run', reason: 'none is kept for #7 at aaaaaaa' })).toBe(
      '/eval rerun: only the named suites were judged: no earlier run of this head was found (none is kept for #7 at aaaaaaa); comment /eval rerun without suites to judge the whole check (a run keeps its results for this when its job has contents: write).',
    );
    expect(rerunNamedOnlyNote({ kind: 'fresh-baseline' })).toMatch(
      /^\/eval rerun: only the named suites were judged: .*not supported yet with baseline-target-url/,
    );
  });
});

describe('testPassesText: a test in the lists of failing tests', () => {
  const side = (passed: number, runs: number, errored = 0) => ({ passed, runs, errored });

  it('says a test the baseline lacks is new and how many of its runs passed, never "passed — → 0/2"', () => {
    expect(testPassesText({ base: null, head: side(0, 2), change: 'added' }, true)).toBe('new: 0/2 passed');
  });

  it('says a test whose spec changed is not compared with the old one', () => {
    expect(testPassesText({ base: side(6, 6), head: side(0, 2), change: 'changed' }, true)).toBe(
      "spec changed: 0/2 passed, not compared with the base's 6/6",
    );
  });

  it('shows both sides of a compared test, and the errored runs', () => {
    expect(testPassesText({ base: side(6, 6), head: side(2, 6, 1), change: 'newly_failing' }, true)).toBe('passed 6/6 → 2/6, 1 errored');
  });

  it('without a baseline, says only how many runs passed (nothing says which tests are new)', () => {
    expect(testPassesText({ base: null, head: side(1, 3), change: 'added' }, false)).toBe('1/3 passed');
  });
});
