// One suite's wording: its validity notes, why an invalid suite is invalid, the note on its interval,
// and a test's passes in the lists of failing tests.
import { describe, expect, it } from 'vitest';
import { intervalNoteText, suiteReasonText, testPassesText, validityText } from '../../../src/report/wording/suite.ts';

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

describe('the notes and reasons of a suite', () => {
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

  it('words the note on an interval that seems to disagree with the verdict', () => {
    expect(intervalNoteText({ interval_note: 'below_zero_not_significant', test: 'mcnemar-exact', p_adjusted: 0.031 })).toBe(
      'the interval lies wholly below 0, yet the exact McNemar test is not significant at its level (p = 0.031 after Holm); the gate uses the exact test; the interval is approximate',
    );
    expect(intervalNoteText({ interval_note: null, test: null, p_adjusted: null })).toBeNull();
  });
});
