// Judge calibrations for tests: a criterion's figures are computed by the product's agreement() from
// a confusion table of human labels against judge verdicts, never written by hand.
import { writeFile } from 'node:fs/promises';
import { askedCriteria, verdict, type ChatHandler } from '../fakes/openai-server.ts';
import {
  CALIBRATION_SCHEMA,
  type CalibrationFile,
  type CalibrationKey,
  type CriterionCalibration,
} from '../../src/judge/calibration-store.ts';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL } from '../../src/judge/config.ts';
import { PROMPT_VERSION } from '../../src/judge/prompt.ts';
import { agreement, type Confusion } from '../../src/stats/agreement.ts';

/** 40 labels, the judge agreeing on 37: kappa 0.85, its 95% lower bound about 0.69 (gates at 0.6). */
export const AGREEING: Confusion = { both_pass: 18, human_pass_judge_fail: 2, human_fail_judge_pass: 1, both_fail: 19 };
/** 40 labels, the judge agreeing on 22: kappa about 0.1 (never gates). */
export const DISAGREEING: Confusion = { both_pass: 11, human_pass_judge_fail: 9, human_fail_judge_pass: 9, both_fail: 11 };

/** The key of a criterion as a turn's judge check asks it with the built-in models. */
export function turnKey(criterion: string, over: Partial<CalibrationKey> = {}): CalibrationKey {
  return { model: DEFAULT_JUDGE_MODEL, fallback_model: DEFAULT_JUDGE_FALLBACK_MODEL, prompt_version: PROMPT_VERSION, criterion, ...over };
}

export function calibrationOf(key: CalibrationKey, confusion: Confusion): CriterionCalibration {
  const a = agreement(confusion);
  return {
    key,
    labels: 'labels.yaml',
    labels_hash: 'sha256:fixture',
    calibrated_at: '2026-12-01T10:00:00.000Z',
    n: a.n,
    unscored: 0,
    confusion,
    agreement: a,
    disagreements: [],
  };
}

export function calibrationFile(...calibrations: CriterionCalibration[]): CalibrationFile {
  return { schema: CALIBRATION_SCHEMA, calibrations };
}

export async function writeCalibration(path: string, ...calibrations: CriterionCalibration[]): Promise<void> {
  await writeFile(path, `${JSON.stringify(calibrationFile(...calibrations), null, 2)}\n`);
}

/** 24 labelled turns: `helpful` passes on the "good" ones, `tone` on the "polite" ones, independently. */
export function labelsText(): string {
  const lines = ['labels:'];
  for (let i = 0; i < 24; i++) {
    const helpful = i % 2 === 0;
    const polite = i % 4 < 2;
    lines.push(
      `  - id: label-${i}`,
      `    user: question ${i}`,
      `    assistant: a ${helpful ? 'good' : 'poor'} and ${polite ? 'polite' : 'rude'} answer ${i}`,
      `    verdicts: { helpful: ${helpful ? 'pass' : 'fail'}, tone: ${polite ? 'pass' : 'fail'} }`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Scores the assistant message it is shown: on a label, `helpful` high only for a "good" one (as the
 * humans said) and `tone` high only for a "rude" one (the opposite of the humans); on an agent's
 * reply (no label word in it), as `onReplies` says at the time of the question.
 */
export function judgeOfLabels(onReplies: () => Record<string, number>): ChatHandler {
  return (body) => {
    const user = String(body.messages.find((m: { role: string }) => m.role === 'user')?.content ?? '');
    const message = /<<<ASSISTANT_MESSAGE\n([\s\S]*?)\n>>>ASSISTANT_MESSAGE/.exec(user)?.[1] ?? '';
    const label = /good|poor/.test(message);
    const replies = onReplies();
    const score = (criterion: string): number => {
      if (!label) return replies[criterion] ?? 0.1;
      return criterion === 'helpful' ? (message.includes('good') ? 0.9 : 0.1) : message.includes('rude') ? 0.9 : 0.1;
    };
    return verdict(Object.fromEntries(askedCriteria(body).map((c) => [c, score(c)])), ['not what was asked']);
  };
}

/** judgeOfLabels failing every agent reply on both criteria. */
export const calibratedJudge: ChatHandler = judgeOfLabels(() => ({ helpful: 0.1, tone: 0.1 }));

/** A suite with a `helpful` check and a `tone` check, each on a turn of its own test (or only those named). */
export function suiteText(criteria: readonly string[] = ['helpful', 'tone']): string {
  const tests = criteria.flatMap((c) => [
    `  - test_id: ${c}_check`,
    '    initial_node_id: start',
    '    turns:',
    `      - turn_id: ${c}`,
    '        user_input: Hello',
    '        expected:',
    `          judge_criteria: { criteria: [${c}], assistant_quality_min: 0.7 }`,
  ]);
  return ['version: v1', 'suite_id: judged', 'defaults: { repeats: 2 }', 'tests:', ...tests, ''].join('\n');
}
