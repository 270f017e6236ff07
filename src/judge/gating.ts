// Which judge checks may fail a run: a judge check gates only when every criterion it asks is
// calibrated against human labels, under the very key the judge asks it with (model, fallback,
// prompt version, criterion), with the lower bound of Cohen's kappa at or above judge-min-agreement.
// Any other check is still reported as it came out, marked `gates: false` with the reason, and
// neither fails nor errors its run (assertions/outcome.ts). The runner asks this port; without one
// every judge check gates, as before calibration existed.
import type { CalibrationStatus, CriterionCalibrationSummary, JudgeCalibrationSummary } from '../results/results-schema.ts';
import { calibrationGate, gatesAt, type CalibrationFile, type CalibrationKey, type CriterionCalibration } from './calibration-store.ts';
import type { JudgeConfig } from './config.ts';
import type { JudgePanelSpec } from './types.ts';
import { judgeModelKey } from './judge.ts';
import { CONVERSATION_PROMPT_VERSION, PROMPT_VERSION, SAME_MEANING_PROMPT_VERSION } from './prompt.ts';

/** A judge check as the runner is about to ask it: the suite's judge models, the criteria, what is graded. */
export interface JudgeQuestion {
  /** defaults.llm_judge of the suite (the judge's own settings win, as the judge applies them). */
  model: string | null;
  fallback_model: string | null;
  criteria: readonly string[];
  subject: 'turn' | 'conversation' | 'same_meaning';
  /** defaults.llm_judge.panel of the suite: a panel is calibrated as one judge under its name (panelModelKey). */
  panel?: JudgePanelSpec | null;
}

export type GateDecision = { gates: true } | { gates: false; calibration: Exclude<CalibrationStatus, 'gates'> };

export interface JudgeGating {
  /** Whether a judge check of this question may fail its run. */
  decide(question: JudgeQuestion): GateDecision;
  /** Every criterion decided so far, in the order first asked: results.json's judge_calibration. */
  summary(): JudgeCalibrationSummary;
}

export interface JudgeGatingOptions {
  /** The lower 95% bound of kappa a criterion needs (judge-min-agreement). */
  minAgreement: number;
  /** The judge's own model settings (command line or action inputs), which win over the suite's. */
  judge: Pick<JudgeConfig, 'model' | 'fallbackModel'> & Partial<Pick<JudgeConfig, 'panelModels' | 'panelRule'>>;
  /** Where the calibration came from, for the summary (null: no file). */
  file: string | null;
  /** The label set calibrated before this run, when it was (null: the stored file). */
  labels: string | null;
}

// Why a check does not gate, when its criteria differ: the one a user can act on first.
const PRECEDENCE: readonly Exclude<CalibrationStatus, 'gates'>[] = ['not_calibrated', 'stale', 'below_threshold'];

const PROMPT_VERSIONS: Record<JudgeQuestion['subject'], string> = {
  turn: PROMPT_VERSION,
  conversation: CONVERSATION_PROMPT_VERSION,
  same_meaning: SAME_MEANING_PROMPT_VERSION,
};

/** The gating of `file`'s calibrations (null: nothing calibrated, so no judge check gates). */
export function createJudgeGating(file: CalibrationFile | null, options: JudgeGatingOptions): JudgeGating {
  const decided = new Map<string, CriterionCalibrationSummary>();
  const lookUp = (key: CalibrationKey): CriterionCalibrationSummary => {
    const id = JSON.stringify([key.criterion, key.prompt_version, key.model, key.fallback_model]);
    let entry = decided.get(id);
    if (entry === undefined) {
      entry = summarize(key, file, options.minAgreement);
      decided.set(id, entry);
    }
    return entry;
  };
  return {
    decide(question) {
      const models = judgeModelKey(
        { ...options.judge, panelModels: options.judge.panelModels ?? null, panelRule: options.judge.panelRule ?? null },
        { model: question.model, fallback_model: question.fallback_model, panel: question.panel ?? null },
      );
      const prompt_version = PROMPT_VERSIONS[question.subject];
      const statuses = question.criteria.map((criterion) => lookUp({ ...models, prompt_version, criterion }).status);
      const blocking = PRECEDENCE.find((s) => statuses.includes(s));
      // A check that asks no criterion has nothing calibrated.
      if (statuses.length === 0) return { gates: false, calibration: 'not_calibrated' };
      return blocking === undefined ? { gates: true } : { gates: false, calibration: blocking };
    },
    summary: () => ({
      min_agreement: options.minAgreement,
      file: options.file,
      labels: options.labels,
      criteria: [...decided.values()],
    }),
  };
}

function summarize(key: CalibrationKey, file: CalibrationFile | null, minAgreement: number): CriterionCalibrationSummary {
  const gate = calibrationGate(file, key, minAgreement);
  const none = {
    key,
    n: null,
    level: null,
    kappa: null,
    kappa_ci: null,
    balanced_accuracy: null,
    balanced_accuracy_ci: null,
    calibrated_at: null,
  };
  if (gate.status === 'not_calibrated') return { ...none, status: 'not_calibrated' };
  if (gate.status === 'stale') return { ...none, status: 'stale', changes: gate.changes };
  return summaryOfCalibration(gate.calibration, minAgreement);
}

/** A stored calibration as a run under its own key sees it: gates, or below the threshold. */
export function summaryOfCalibration(calibration: CriterionCalibration, minAgreement: number): CriterionCalibrationSummary {
  const { agreement, calibrated_at, key } = calibration;
  return {
    key,
    status: gatesAt(agreement, minAgreement) ? 'gates' : 'below_threshold',
    n: agreement.n,
    level: agreement.level,
    kappa: agreement.kappa,
    kappa_ci: agreement.kappa_ci,
    balanced_accuracy: agreement.balanced_accuracy,
    balanced_accuracy_ci: agreement.balanced_accuracy_ci,
    calibrated_at,
  };
}

/** The same decision for a result already made: the result marked `gates: false` when it does not gate. */
export function withGate<T extends object>(result: T, decision: GateDecision): T {
  return decision.gates ? result : { ...result, gates: false as const, calibration: decision.calibration };
}
