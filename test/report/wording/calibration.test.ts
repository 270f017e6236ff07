// The words of a calibration: a figure with its interval or why it is missing, and the gate at the
// minimum agreement, which only a kappa lower bound at or above it passes.
import { describe, expect, it } from 'vitest';
import type { CriterionCalibration } from '../../../src/judge/calibration-store.ts';
import {
  figureText,
  gateText,
  judgeText,
  missingFigureWhy,
  nothingToCalibrateText,
  observedText,
} from '../../../src/report/wording/calibration.ts';
import { agreement, type Confusion } from '../../../src/stats/agreement.ts';

function calibration(confusion: Confusion, low?: number): CriterionCalibration {
  const a = agreement(confusion);
  return {
    key: { model: 'm', fallback_model: null, prompt_version: 'p', criterion: 'c' },
    labels: 'l.yaml',
    labels_hash: 'h',
    calibrated_at: '2026-12-02T00:00:00.000Z',
    n: a.n,
    unscored: 0,
    confusion,
    agreement: low === undefined ? a : { ...a, kappa_ci: [low, 1] },
    disagreements: [],
  };
}

const MIXED = { both_pass: 10, human_pass_judge_fail: 1, human_fail_judge_pass: 1, both_fail: 10 };

describe('calibration wording', () => {
  it('gives a figure with its interval to two places, or n/a with the reason', () => {
    expect(figureText(0.8123, [0.6049, 0.9999], '')).toBe('0.81 [0.60, 1.00]');
    expect(figureText(0.5, null, '')).toBe('0.50');
    expect(figureText(null, null, 'no label scored')).toBe('n/a (no label scored)');
    expect(missingFigureWhy(calibration({ both_pass: 0, human_pass_judge_fail: 0, human_fail_judge_pass: 0, both_fail: 0 }))).toBe(
      'no label scored',
    );
    expect(missingFigureWhy(calibration({ both_pass: 0, human_pass_judge_fail: 0, human_fail_judge_pass: 2, both_fail: 3 }))).toBe(
      'every label is a human fail',
    );
  });

  it('gates exactly from the minimum agreement, judged on the lower bound of kappa', () => {
    expect(gateText(calibration(MIXED, 0.6), 0.6)).toEqual({ gates: true, text: 'gates: κ lower bound 0.60 ≥ 0.6' });
    expect(gateText(calibration(MIXED, 0.5999), 0.6)).toEqual({
      gates: false,
      text: 'below the agreement threshold: κ lower bound 0.5999 < 0.6, does not gate',
    });
    const oneSided = calibration({ both_pass: 4, human_pass_judge_fail: 0, human_fail_judge_pass: 0, both_fail: 0 });
    expect(gateText(oneSided, 0)).toEqual({ gates: false, text: 'does not gate: no interval for κ (every label is a human pass)' });
  });

  it('names the judge, the observed agreement and what had no verdict', () => {
    const c = calibration(MIXED);
    expect(judgeText(c)).toBe('m');
    expect(judgeText({ ...c, key: { ...c.key, fallback_model: 'f' } })).toBe('m (fallback f)');
    expect(observedText(c)).toBe('observed agreement 0.91 (20 of 22)');
    expect(nothingToCalibrateText('l.yaml', ['tone'])).toBe('no label of l.yaml has a verdict for "tone"');
  });
});
