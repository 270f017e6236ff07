// A judge check gates only when every criterion it asks is calibrated, under the key the judge asks
// it with, at or above the minimum agreement; the summary records each criterion looked up.
import { describe, expect, it } from 'vitest';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL } from '../../src/judge/config.ts';
import { createJudgeGating, withGate } from '../../src/judge/gating.ts';
import { CONVERSATION_PROMPT_VERSION, SAME_MEANING_PROMPT_VERSION } from '../../src/judge/prompt.ts';
import { agreement } from '../../src/stats/agreement.ts';
import { AGREEING, calibrationFile, calibrationOf, DISAGREEING, turnKey } from '../helpers/calibration.ts';

const options = { minAgreement: 0.6, judge: { model: null, fallbackModel: null }, file: 'cal.json', labels: null };
const turn = (criteria: string[]) => ({ model: null, fallback_model: null, criteria, subject: 'turn' as const });

describe('createJudgeGating', () => {
  const file = calibrationFile(calibrationOf(turnKey('helpful'), AGREEING), calibrationOf(turnKey('tone'), DISAGREEING));

  it('gates a check whose criteria all agree, and names the first reason one does not', () => {
    const gating = createJudgeGating(file, options);
    expect(gating.decide(turn(['helpful']))).toEqual({ gates: true });
    expect(gating.decide(turn(['helpful', 'tone']))).toEqual({ gates: false, calibration: 'below_threshold' });
    expect(gating.decide(turn(['helpful', 'tone', 'brief']))).toEqual({ gates: false, calibration: 'not_calibrated' });
  });

  it('takes the lower bound of kappa against the minimum: a stricter minimum stops the agreeing criterion', () => {
    const low = agreement(AGREEING).kappa_ci![0];
    expect(createJudgeGating(file, { ...options, minAgreement: low }).decide(turn(['helpful']))).toEqual({ gates: true });
    expect(createJudgeGating(file, { ...options, minAgreement: low + 0.01 }).decide(turn(['helpful']))).toEqual({
      gates: false,
      calibration: 'below_threshold',
    });
  });

  it('is stale when the judge asks with another model or prompt than the calibration was made with', () => {
    const gating = createJudgeGating(file, { ...options, judge: { model: 'gpt-5', fallbackModel: null } });
    expect(gating.decide(turn(['helpful']))).toEqual({ gates: false, calibration: 'stale' });
    // The suite's own model counts too, and the whole conversation is another prompt.
    const plain = createJudgeGating(file, options);
    expect(plain.decide({ ...turn(['helpful']), model: 'claude' })).toEqual({ gates: false, calibration: 'stale' });
    expect(plain.decide({ ...turn(['helpful']), subject: 'conversation' })).toEqual({ gates: false, calibration: 'stale' });
    expect(plain.summary().criteria.map((c) => [c.key.prompt_version, c.status, c.changes?.map((ch) => ch.field)])).toEqual([
      ['judge-prompt@1', 'stale', ['model', 'fallback_model']],
      [CONVERSATION_PROMPT_VERSION, 'stale', ['prompt_version']],
    ]);
  });

  it("looks a judge panel up under the panel's name, never under one model's calibration", () => {
    const panelKey = turnKey('helpful', { model: 'panel(majority):gpt-4.1,gpt-4o', fallback_model: null });
    const withPanel = calibrationFile(calibrationOf(turnKey('helpful'), AGREEING), calibrationOf(panelKey, AGREEING));
    const suitePanel = { ...turn(['helpful']), panel: { models: ['gpt-4o', 'gpt-4.1'], rule: 'majority' as const } };
    expect(createJudgeGating(withPanel, options).decide(suitePanel)).toEqual({ gates: true });
    // The single model's calibration says nothing of the panel.
    expect(createJudgeGating(file, options).decide(suitePanel)).toEqual({ gates: false, calibration: 'stale' });
    // --judge-panel-rule all makes it another panel; --judge-model replaces the suite's panel.
    const all = { ...options, judge: { ...options.judge, panelModels: null, panelRule: 'all' as const } };
    expect(createJudgeGating(withPanel, all).decide(suitePanel)).toEqual({ gates: false, calibration: 'stale' });
    const single = { ...options, judge: { model: DEFAULT_JUDGE_MODEL, fallbackModel: DEFAULT_JUDGE_FALLBACK_MODEL } };
    expect(createJudgeGating(withPanel, single).decide(suitePanel)).toEqual({ gates: true });
  });

  it('gates nothing without a calibration file, and never gates a check that names no criterion', () => {
    const gating = createJudgeGating(null, { ...options, file: null });
    expect(gating.decide(turn(['helpful']))).toEqual({ gates: false, calibration: 'not_calibrated' });
    expect(createJudgeGating(file, options).decide(turn([]))).toEqual({ gates: false, calibration: 'not_calibrated' });
    expect(gating.decide({ ...turn(['same_meaning']), subject: 'same_meaning' })).toEqual({ gates: false, calibration: 'not_calibrated' });
    expect(gating.summary().criteria[1]?.key.prompt_version).toBe(SAME_MEANING_PROMPT_VERSION);
  });

  it('summarizes each criterion once, in the order first asked, with its figures from the calibration', () => {
    const gating = createJudgeGating(file, options);
    gating.decide(turn(['tone', 'helpful']));
    gating.decide(turn(['helpful']));
    const a = agreement(AGREEING);
    const summary = gating.summary();
    expect(summary).toMatchObject({ min_agreement: 0.6, file: 'cal.json', labels: null });
    expect(summary.criteria.map((c) => [c.key.criterion, c.status])).toEqual([
      ['tone', 'below_threshold'],
      ['helpful', 'gates'],
    ]);
    expect(summary.criteria[1]).toMatchObject({
      n: 40,
      kappa: a.kappa,
      kappa_ci: a.kappa_ci,
      balanced_accuracy_ci: a.balanced_accuracy_ci,
    });
  });

  it('marks a result that does not gate, and leaves one that does as it was', () => {
    const result = { key: 'judge_criteria', pass: false, status: 'failed' as const, reason: 'below threshold' };
    expect(withGate(result, { gates: true })).toBe(result);
    expect(withGate(result, { gates: false, calibration: 'stale' })).toEqual({ ...result, gates: false, calibration: 'stale' });
  });
});
