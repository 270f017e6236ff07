// What every report says of a judge criterion: its agreement with the interval and n when measured,
// whether it gates, and what a check that does not gate does.
import { describe, expect, it } from 'vitest';
import type { CriterionCalibrationSummary } from '../../../src/results/results-schema.ts';
import { criterionCalibrationLine, noCalibrationFileText, ungatedFailuresHeading } from '../../../src/report/wording/judge-calibration.ts';

const key = (criterion: string) => ({ model: 'gpt-4.1', fallback_model: 'gpt-4.1-mini', prompt_version: 'judge-prompt@1', criterion });
const measured = {
  n: 40,
  level: 0.95,
  kappa: 0.82,
  kappa_ci: [0.64, 0.95] as [number, number],
  balanced_accuracy: 0.9,
  balanced_accuracy_ci: [0.8, 0.96] as [number, number],
  calibrated_at: '2026-12-01T10:00:00.000Z',
};
const none = {
  n: null,
  level: null,
  kappa: null,
  kappa_ci: null,
  balanced_accuracy: null,
  balanced_accuracy_ci: null,
  calibrated_at: null,
};

describe('judge calibration wording', () => {
  it('words each status as the issue asks', () => {
    const rows: CriterionCalibrationSummary[] = [
      { key: key('helpful'), status: 'gates', ...measured },
      { key: key('tone'), status: 'not_calibrated', ...none },
      { key: key('brief'), status: 'below_threshold', ...measured, kappa_ci: [0.41, 0.95] },
      { key: key('kind'), status: 'stale', ...none, changes: [{ field: 'model', was: 'gpt-4.1', now: 'gpt-5' }] },
    ];
    expect(rows.map((r) => criterionCalibrationLine(r, 0.6))).toEqual([
      '`helpful` κ 0.82 [0.64, 0.95], balanced accuracy 0.90 [0.80, 0.96] (n = 40), gates',
      '`tone` not calibrated: reported, never fails the check',
      '`brief` κ 0.82 [0.41, 0.95], balanced accuracy 0.90 [0.80, 0.96] (n = 40), below the agreement threshold (κ lower bound 0.41 < 0.6): reported, never fails the check',
      '`kind` calibration stale (calibrated for model gpt-4.1 → gpt-5): reported, never fails the check',
    ]);
  });

  it('says where the calibration is missing, and counts the checks that did not gate', () => {
    expect(noCalibrationFileText('.agent-eval/judge-calibration.json')).toMatch(
      /^No judge calibration at \.agent-eval\/judge-calibration\.json: judge checks are reported and never fail the check\./,
    );
    expect(ungatedFailuresHeading(1)).toBe('Judge checks that did not gate (1 failure, reported, never fails the check)');
  });
});
