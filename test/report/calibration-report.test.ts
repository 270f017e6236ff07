// The report of a judge calibration: the figures with their intervals and methods, the confusion
// table, the gate at the minimum agreement, and the disagreements with untrusted text escaped.
import { describe, expect, it } from 'vitest';
import { CALIBRATION_SCHEMA, type CriterionCalibration } from '../../src/judge/calibration-store.ts';
import { renderCalibrationMarkdown, renderCalibrationTerminal } from '../../src/report/calibration-report.ts';
import { agreement, type Confusion } from '../../src/stats/agreement.ts';

function calibration(confusion: Confusion, over: Partial<CriterionCalibration> = {}): CriterionCalibration {
  return {
    key: { model: 'gpt-4.1', fallback_model: 'gpt-4.1-mini', prompt_version: 'judge-prompt@1', criterion: 'polite' },
    labels: 'labels.yaml',
    labels_hash: 'sha256:00',
    calibrated_at: '2026-12-02T06:00:00.000Z',
    n: Object.values(confusion).reduce((a, b) => a + b, 0),
    unscored: 0,
    confusion,
    agreement: agreement(confusion),
    disagreements: [],
    unscored_labels: [],
    ...over,
  };
}

const HOSTILE = { label_id: 'evil\u001b[31m|`x`', file: 'labels.yaml', line: 7, human: 'pass', judge: 'fail', score: 0.25 } as const;

describe('renderCalibrationTerminal', () => {
  it('prints the figures of agreement() with their intervals and methods, the table and the gate', () => {
    const c = calibration({ both_pass: 18, human_pass_judge_fail: 2, human_fail_judge_pass: 1, both_fail: 19 });
    const a = c.agreement;
    const text = renderCalibrationTerminal([c], 0.6);
    const two = (x: number) => x.toFixed(2);
    expect(text).toContain('polite (judge-prompt@1, judge gpt-4.1 (fallback gpt-4.1-mini)): 40 labels scored\n');
    expect(text).toContain(
      `Cohen's κ ${two(a.kappa!)} [${two(a.kappa_ci![0])}, ${two(a.kappa_ci![1])}] (95% interval; asymptotic SE of Fleiss, Cohen & Everitt 1969)`,
    );
    expect(text).toContain(
      `balanced accuracy ${two(a.balanced_accuracy!)} [${two(a.balanced_accuracy_ci![0])}, ${two(a.balanced_accuracy_ci![1])}] (95% interval; MOVER over Wilson intervals)`,
    );
    expect(text).toContain('observed agreement 0.93 (37 of 40)');
    expect(text).not.toContain('judge panel');
    const panel = { models: ['judge-a', 'judge-b'], rule: 'all' as const, disagreement_rate: 0.125 };
    expect(renderCalibrationTerminal([{ ...c, panel }], 0.6)).toContain(
      '  judge panel (all) of judge-a, judge-b: its models differed on pass/fail for 12.5% of the labels scored\n',
    );
    expect(text).toContain('  human pass          18          2\n  human fail           1         19\n');
    expect(text).toContain(`gates: κ lower bound ${two(a.kappa_ci![0])} ≥ 0.6`);
    expect(renderCalibrationTerminal([c], 0.95)).toContain(
      `below the agreement threshold: κ lower bound ${two(a.kappa_ci![0])} < 0.95, does not gate`,
    );
  });

  it('says why there is no kappa when the humans gave one verdict only, and never gates then', () => {
    const c = calibration({ both_pass: 9, human_pass_judge_fail: 1, human_fail_judge_pass: 0, both_fail: 0 });
    const text = renderCalibrationTerminal([c], 0);
    expect(text).toContain("Cohen's κ n/a (every label is a human pass)");
    expect(text).toContain('does not gate: no interval for κ (every label is a human pass)');
  });

  it('keeps control characters of labels and reasons from the terminal, and lists a bounded number', () => {
    const disagreements = Array.from({ length: 3 }, (_, i) => ({ ...HOSTILE, line: i + 1, reason: 'rude\u001b]0;owned\u0007' }));
    const unscored_labels = [{ label_id: 'late', file: 'labels.yaml', line: 9, reason: 'judge timed out after 30 s' }];
    const c = calibration(
      { both_pass: 5, human_pass_judge_fail: 3, human_fail_judge_pass: 0, both_fail: 5 },
      { disagreements, unscored: 1, unscored_labels },
    );
    const text = renderCalibrationTerminal([c], 0.6, { listed: 2, where: 'cal.json' });
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(text).toContain('    labels.yaml:1 evil [31m|`x`: human pass, judge fail (score 0.25): rude ]0;owned \n');
    expect(text).toContain('    … and 1 more (all are in cal.json)');
    expect(text).toContain('13 labels scored, 1 the judge could not score (left out)');
    expect(text).toContain(
      'Labels the judge could not score (1, left out of the figures):\n    labels.yaml:9 late: judge timed out after 30 s',
    );
  });
});

describe('renderCalibrationMarkdown', () => {
  it('has a row per criterion, a table per criterion, and escapes what labels and the judge wrote', () => {
    const c = calibration(
      { both_pass: 5, human_pass_judge_fail: 1, human_fail_judge_pass: 0, both_fail: 5 },
      { disagreements: [{ ...HOSTILE, reason: '<img src=x onerror=alert(1)> @team **bold**' }] },
    );
    const md = renderCalibrationMarkdown({ schema: CALIBRATION_SCHEMA, calibrations: [c] }, 0.6);
    expect(md).toMatch(/^# Judge calibration\n/);
    expect(md).toContain('| `polite` | `judge-prompt@1` | `gpt-4.1 (fallback gpt-4.1-mini)` | 11 | 0 |');
    expect(md).toContain('| human pass | 5 | 1 |\n| human fail | 0 | 5 |');
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt; @\u200Dteam \\*\\*bold\\*\\*');
    expect(md).not.toContain('<img');
    // The label id stays inside its code span, backticks and all.
    expect(md).toContain('`` evil\u001b[31m|`x` ``');
    expect(md).toContain('Methods: ');
    expect(renderCalibrationMarkdown({ schema: CALIBRATION_SCHEMA, calibrations: [] }, 0.6)).toContain('No criterion was calibrated.');
  });
});
