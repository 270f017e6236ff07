// Calibrating the judge: it is asked about every label of a labelled set (labels.ts) exactly as a
// run asks it about a turn or a conversation (the same request, prompt and model tiering, through
// the Judge port, so its verdict cache makes a second calibration free), and its verdict on each
// criterion is set against the human one. Per criterion and prompt (a turn and a whole conversation
// are different questions), the confusion table, agreement() of src/stats/agreement.ts and every
// disagreement. A label the judge could not score is counted as unscored, never as agreement; one
// it was not asked (the calibration was stopped) likewise, with the reason, so what was computed is
// kept and said.
import { agreement } from '../stats/agreement.ts';
import { judgeModels, type CriterionCalibration, type Disagreement } from './calibration-store.ts';
import { labelsHash, type Label, type LabelSet } from './labels.ts';
import { panelModelKey } from './panel.ts';
import { CONVERSATION_PROMPT_VERSION, fitTranscript, PROMPT_VERSION } from './prompt.ts';
import type { Judge, JudgePanelSpec, JudgeRequest, JudgeVerdict, PanelOutcome } from './types.ts';

/** The suite id calibration requests carry (the verdict cache does not key on it). */
export const CALIBRATION_SUITE_ID = 'judge-calibration';
/** Labels asked at once: a few, so a slow judge is not asked one question at a time. */
const CONCURRENCY = 4;
/** A disagreement keeps this much of the judge's reasons. */
const MAX_REASON = 500;

export interface CalibrateOptions {
  /** The judge models as configured (command line, else the suites' defaults.llm_judge; null: built-in). */
  model: string | null;
  fallbackModel: string | null;
  /**
   * The judge panel that answers, as panel.ts resolvePanel gives it for the command line and the
   * suites (null or absent: one judge model, with tiering). Its name is the calibration's model.
   */
  panel?: JudgePanelSpec | null;
  /** Only these criteria (default: every criterion the labels give a verdict for). */
  criteria?: string[];
  now: () => Date;
  /** Stops asking: the labels not yet asked are counted as unscored, and what was asked is kept. */
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** What the judge said about one label: a score per criterion, or why there is none. */
type Answer =
  | { status: 'scored'; scores: Record<string, number>; reason: string; panel?: PanelOutcome | undefined }
  | { status: 'unscored'; reason: string };

/** Why a label was not asked. */
export const NOT_ASKED_STOPPED = 'not asked: the calibration was stopped';

/** One calibration per criterion and prompt version, sorted by criterion; empty when no label has a wanted criterion. */
export async function calibrateJudge(set: LabelSet, judge: Judge, options: CalibrateOptions): Promise<CriterionCalibration[]> {
  const wanted = options.criteria === undefined ? null : new Set(options.criteria);
  const asked = set.labels
    .map((label) => ({ label, criteria: label.verdicts.map((v) => v.criterion).filter((c) => wanted === null || wanted.has(c)) }))
    .filter((entry) => entry.criteria.length > 0);
  const answers = await askAll(asked, judge, options);
  const calibratedAt = options.now().toISOString();
  const panel = options.panel ?? null;
  const models = panel === null ? judgeModels(options.model, options.fallbackModel) : { model: panelModelKey(panel), fallback_model: null };
  const source = set.path ?? set.files.join(', ');

  const groups = new Map<string, { criterion: string; prompt_version: string; entries: { label: Label; answer: Answer }[] }>();
  asked.forEach(({ label, criteria }, i) => {
    const prompt_version = label.subject.kind === 'conversation' ? CONVERSATION_PROMPT_VERSION : PROMPT_VERSION;
    for (const criterion of criteria) {
      const id = JSON.stringify([criterion, prompt_version]);
      const group = groups.get(id) ?? { criterion, prompt_version, entries: [] };
      group.entries.push({ label, answer: answers[i]! });
      groups.set(id, group);
    }
  });

  const calibrations = [...groups.values()].map(({ criterion, prompt_version, entries }): CriterionCalibration => {
    const confusion = { both_pass: 0, human_pass_judge_fail: 0, human_fail_judge_pass: 0, both_fail: 0 };
    const disagreements: Disagreement[] = [];
    const unscored: NonNullable<CriterionCalibration['unscored_labels']> = [];
    for (const { label, answer } of entries) {
      const human = label.verdicts.find((v) => v.criterion === criterion)!.human;
      const score = answer.status === 'scored' && Object.hasOwn(answer.scores, criterion) ? answer.scores[criterion]! : null;
      if (score === null) {
        const reason = answer.status === 'unscored' ? answer.reason : `the judge gave no score for ${JSON.stringify(criterion)}`;
        unscored.push({ label_id: label.id, file: label.file, line: label.line, reason });
        continue;
      }
      const judged = score >= label.pass_at ? 'pass' : 'fail';
      if (human === 'pass') confusion[judged === 'pass' ? 'both_pass' : 'human_pass_judge_fail']++;
      else confusion[judged === 'pass' ? 'human_fail_judge_pass' : 'both_fail']++;
      if (judged !== human) {
        const reason = answer.status === 'scored' ? answer.reason : '';
        disagreements.push({ label_id: label.id, file: label.file, line: label.line, human, judge: judged, score, reason });
      }
    }
    const labels = entries.map((e) => e.label);
    // A panel's stability on this criterion: how often its models differed on pass/fail, of the labels it scored.
    const outcomes = entries.flatMap(({ answer }) =>
      answer.status === 'scored' && answer.panel ? answer.panel.criteria.filter((o) => o.criterion === criterion) : [],
    );
    return {
      key: { ...models, prompt_version, criterion },
      labels: source,
      labels_hash: labelsHash(labels, criterion),
      calibrated_at: calibratedAt,
      n: entries.length - unscored.length,
      unscored: unscored.length,
      confusion,
      agreement: agreement(confusion),
      disagreements,
      unscored_labels: unscored,
      ...(panel === null
        ? {}
        : {
            panel: {
              models: panel.models,
              rule: panel.rule,
              disagreement_rate: outcomes.length === 0 ? null : outcomes.filter((o) => o.disagreed).length / outcomes.length,
            },
          }),
    };
  });
  return calibrations.sort((a, b) => compare(a.key.criterion, b.key.criterion) || compare(a.key.prompt_version, b.key.prompt_version));
}

async function askAll(asked: readonly { label: Label; criteria: string[] }[], judge: Judge, options: CalibrateOptions): Promise<Answer[]> {
  const answers: Answer[] = new Array<Answer>(asked.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < asked.length) {
      const i = next++;
      const { label, criteria } = asked[i]!;
      answers[i] = options.signal?.aborted ? { status: 'unscored', reason: NOT_ASKED_STOPPED } : await ask(label, criteria, judge, options);
      done++;
      options.onProgress?.(done, asked.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, asked.length) }, worker));
  return answers;
}

async function ask(label: Label, criteria: string[], judge: Judge, options: CalibrateOptions): Promise<Answer> {
  const signal = options.signal;
  let verdict: JudgeVerdict;
  try {
    verdict = await judge.judge(calibrationRequest(label, criteria, options), signal);
  } catch (error) {
    // The judge throws only when it is stopped: this label was not answered.
    if (signal?.aborted) return { status: 'unscored', reason: NOT_ASKED_STOPPED };
    throw error;
  }
  if (verdict.status === 'scored') {
    const reason = clip(verdict.fail_reasons.join('; '));
    return { status: 'scored', scores: verdict.scores, reason, panel: verdict.panel };
  }
  return {
    status: 'unscored',
    reason: verdict.status === 'unscored' ? `${verdict.reason} (judge model ${verdict.model})` : verdict.reason,
  };
}

/**
 * The request a run makes for this turn or conversation (runner/conversation.ts askJudge): the
 * label's criteria, its pass_at as the mean's minimum (so the cheap model's failing verdict is
 * confirmed by the primary, as in a run), no per-criterion minimums.
 */
export function calibrationRequest(
  label: Label,
  criteria: string[],
  models: Pick<CalibrateOptions, 'model' | 'fallbackModel' | 'panel'>,
): JudgeRequest {
  const base = {
    suite_id: CALIBRATION_SUITE_ID,
    test_id: label.id,
    criteria,
    quality_min: label.pass_at,
    criteria_min: {},
    model: models.model,
    fallback_model: models.fallbackModel,
    panel: models.panel ?? null,
  };
  const subject = label.subject;
  if (subject.kind === 'turn') {
    return { ...base, turn_id: label.id, user_input: subject.user, assistant_message: subject.assistant, context_excerpt: subject.context };
  }
  const last = subject.turns.at(-1)!;
  return {
    ...base,
    turn_id: last.turn_id,
    user_input: last.user_input,
    assistant_message: last.assistant_message ?? '',
    context_excerpt: subject.context,
    // The newest turns within the final judge's size budget, as a run fits them.
    subject: { kind: 'conversation', transcript: fitTranscript(subject.turns) },
  };
}

function clip(text: string): string {
  return text.length <= MAX_REASON ? text : `${text.slice(0, MAX_REASON - 1)}…`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
