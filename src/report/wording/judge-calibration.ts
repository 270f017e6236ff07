// The judge calibration: which judge criteria gate the check, how well each agreed with the human
// labels (Cohen's kappa and balanced accuracy with their 95% intervals), and the judge checks that
// were reported but, their criterion not calibrated to gate, failed nothing.
import type { CriterionCalibrationSummary } from '../../results/results-schema.ts';
import { plural } from '../../format.ts';

// --- judge calibration ---------------------------------------------------------------------------

/** The log group of a run that calibrates its judge first. */
export const CALIBRATION_GROUP = 'Judge calibration';

/** What a judge check that does not gate does to the check. */
export const NOT_GATING = 'reported, never fails the check';

const STATUS_WORDS = {
  gates: 'gates',
  not_calibrated: 'not calibrated',
  below_threshold: 'below the agreement threshold',
  stale: 'calibration stale',
} as const satisfies Record<CriterionCalibrationSummary['status'], string>;

/** The status of a criterion (or of a judge check, by its first criterion that does not gate) in a few words. */
export function calibrationStatusText(status: CriterionCalibrationSummary['status']): string {
  return STATUS_WORDS[status];
}

const two = (x: number): string => x.toFixed(2);
const interval = (ci: readonly [number, number] | null): string => (ci === null ? '' : ` [${two(ci[0])}, ${two(ci[1])}]`);

/** Kappa and balanced accuracy with their intervals and the labels they are over, or null when not measured. */
export function agreementText(a: {
  kappa: number | null;
  kappa_ci: readonly [number, number] | null;
  balanced_accuracy: number | null;
  balanced_accuracy_ci: readonly [number, number] | null;
  n: number | null;
}): string | null {
  if (a.n === null) return null;
  const kappa = a.kappa === null ? 'κ n/a' : `κ ${two(a.kappa)}${interval(a.kappa_ci)}`;
  const accuracy =
    a.balanced_accuracy === null
      ? 'balanced accuracy n/a'
      : `balanced accuracy ${two(a.balanced_accuracy)}${interval(a.balanced_accuracy_ci)}`;
  return `${kappa}, ${accuracy} (n = ${a.n})`;
}

/**
 * What is said of one criterion after its name: "κ 0.82 [0.64, 0.95], balanced accuracy 0.90
 * [0.80, 0.96] (n = 40), gates"; "not calibrated: reported, never fails the check".
 */
export function criterionCalibrationText(c: CriterionCalibrationSummary, minAgreement: number): string {
  const agreement = agreementText(c);
  if (c.status === 'gates') return `${agreement ?? 'calibrated'}, gates`;
  if (c.status === 'not_calibrated') return `not calibrated: ${NOT_GATING}`;
  if (c.status === 'stale') {
    const changed = (c.changes ?? []).map((ch) => `${ch.field.replace('_', ' ')} ${ch.was ?? 'none'} → ${ch.now ?? 'none'}`).join(', ');
    return `calibration stale${changed ? ` (calibrated for ${changed})` : ''}: ${NOT_GATING}`;
  }
  const low = c.kappa_ci?.[0];
  const bound = low === undefined ? 'no interval for κ' : `κ lower bound ${two(low)} < ${minAgreement}`;
  return `${agreement ?? 'calibrated'}, below the agreement threshold (${bound}): ${NOT_GATING}`;
}

/** The criterion named, then what is said of it, as plain text (the terminal and the log): "`helpful` κ 0.82 …, gates". */
export function criterionCalibrationLine(c: CriterionCalibrationSummary, minAgreement: number): string {
  return `\`${c.key.criterion}\` ${criterionCalibrationText(c, minAgreement)}`;
}

/** How the figures are computed and what gates, for a report's methods. */
export function calibrationMethodText(minAgreement: number): string {
  return `Judge calibration: a judge criterion gates only when its Cohen's κ with the human labels (asymptotic 95% interval) has a lower bound of at least ${minAgreement} (judge-min-agreement), for the judge model, fallback and prompt version asked now; balanced accuracy is the mean of sensitivity and specificity, with a MOVER interval over Wilson intervals. Other judge checks are reported and never fail the check; calibrate with agent-eval judge calibrate --labels PATH.`;
}

/** A run with no stored calibration, said once before the run. */
export function noCalibrationFileText(path: string): string {
  return `No judge calibration at ${path}: judge checks are reported and never fail the check. Calibrate the judge with agent-eval judge calibrate --labels PATH (or judge-labels) to let them gate.`;
}

/** Labels given, but no judge to ask about them. */
export function noJudgeToCalibrateText(labels: string): string {
  return `judge labels ${labels} given but no judge is configured: nothing was calibrated, and judge checks are skipped.`;
}

/** Progress of the calibration, in the log group. */
export function calibrationProgressText(done: number, total: number): string {
  return `Judge calibration: ${done} of ${plural(total, 'question')} asked`;
}

/** What the calibration found, one line per criterion, in the log group. */
export function calibratedLines(
  calibrations: readonly { summary: CriterionCalibrationSummary; unscored: number }[],
  minAgreement: number,
): string[] {
  return calibrations.map(({ summary, unscored }) => {
    const left = unscored > 0 ? ` (${plural(unscored, 'label')} the judge could not score left out)` : '';
    return `Judge calibration: ${criterionCalibrationLine(summary, minAgreement)}${left}`;
  });
}

/** The heading of the judge checks that failed but gate nothing, listed apart from what broke. */
export function ungatedFailuresHeading(count: number): string {
  return `Judge checks that did not gate (${plural(count, 'failure')}, ${NOT_GATING})`;
}

/** One such check's reason, with why it did not gate. */
export function ungatedReasonText(reason: string, status: CriterionCalibrationSummary['status']): string {
  return `${reason} [${calibrationStatusText(status)}: ${NOT_GATING}]`;
}
