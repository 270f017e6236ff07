// The wording of the check and its suites (src/report/wording/): the codes comparison.json records
// become the sentences every report prints. The suite reasons of real comparisons are pinned by
// verdicts.test.ts; these are the notes and warnings around them.
import { describe, expect, it } from 'vitest';
import { intervalNoteText, suiteReasonText, validityText } from '../../src/report/wording/suite.ts';
import { comparisonReasonText } from '../../src/report/wording/verdict.ts';
import { warningText } from '../../src/report/wording/warnings.ts';

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
