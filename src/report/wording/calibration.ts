// What `agent-eval judge calibrate` says of a calibration: per criterion, the labels counted, Cohen's
// kappa and balanced accuracy with their 95% intervals and methods, the confusion table, whether it
// would gate at judge-min-agreement, the disagreements and the labels the judge could not score.
import { gatesAt, type CriterionCalibration } from '../../judge/calibration-store.ts';
import { plural } from '../../format.ts';

// --- judge calibrate -----------------------------------------------------------------------------

export const CALIBRATION_HEADING = 'Judge calibration';

/** The figures' methods, as every figure is labelled with one. */
export const KAPPA_METHOD = 'asymptotic SE of Fleiss, Cohen & Everitt 1969';
export const BALANCED_ACCURACY_METHOD = 'MOVER over Wilson intervals';

export const METHODS_TEXT =
  "Cohen's κ is the judge's agreement with the human labels beyond chance; its interval is κ ± z·SE with the asymptotic SE of Fleiss, Cohen & Everitt (1969), as statsmodels' cohens_kappa, clipped to [-1, 1]. Balanced accuracy is the mean of the judge's sensitivity (on the labels humans passed) and specificity (on those they failed); its interval is the MOVER combination of the two Wilson intervals. A label the judge could not score is counted apart, never as agreement.";

const two = (x: number): string => x.toFixed(2);

/** `0.82 [0.64, 0.95]`, or `n/a (why)` when the labels cannot measure it. */
export function figureText(value: number | null, ci: readonly [number, number] | null, why: string): string {
  if (value === null) return `n/a (${why})`;
  return ci === null ? two(value) : `${two(value)} [${two(ci[0])}, ${two(ci[1])}]`;
}

/** Why kappa and balanced accuracy are missing: no label scored, or the humans gave one verdict only. */
export function missingFigureWhy(c: Pick<CriterionCalibration, 'n' | 'confusion'>): string {
  if (c.n === 0) return 'no label scored';
  const humanPass = c.confusion.both_pass + c.confusion.human_pass_judge_fail;
  return humanPass === 0 ? 'every label is a human fail' : 'every label is a human pass';
}

export function kappaText(c: CriterionCalibration): string {
  return figureText(c.agreement.kappa, c.agreement.kappa_ci, missingFigureWhy(c));
}

export function balancedAccuracyText(c: CriterionCalibration): string {
  return figureText(c.agreement.balanced_accuracy, c.agreement.balanced_accuracy_ci, missingFigureWhy(c));
}

/** The interval's level, e.g. `95%`. */
export function levelText(c: CriterionCalibration): string {
  return `${Number((c.agreement.level * 100).toFixed(1))}%`;
}

/** Whether the criterion would gate at `minAgreement`, and why not. */
export function gateText(c: CriterionCalibration, minAgreement: number): { gates: boolean; text: string } {
  const low = c.agreement.kappa_ci?.[0] ?? null;
  if (low === null) return { gates: false, text: `does not gate: no interval for κ (${missingFigureWhy(c)})` };
  if (gatesAt(c.agreement, minAgreement))
    return { gates: true, text: `gates: κ lower bound ${boundText(low, minAgreement)} ≥ ${minAgreement}` };
  return {
    gates: false,
    text: `below the agreement threshold: κ lower bound ${boundText(low, minAgreement)} < ${minAgreement}, does not gate`,
  };
}

/** The bound to two places, or to as many more as it takes not to read as the threshold's other side (0.5999 < 0.6). */
function boundText(low: number, min: number): string {
  for (let digits = 2; digits < 8; digits++) {
    const shown = low.toFixed(digits);
    if (Number(shown) >= min === low >= min) return shown;
  }
  return String(low);
}

/** The judge asked: `gpt-4.1 (fallback gpt-4.1-mini)`. */
export function judgeText(c: CriterionCalibration): string {
  return c.key.fallback_model === null ? c.key.model : `${c.key.model} (fallback ${c.key.fallback_model})`;
}

/** A judge panel's stability on the criterion, or null without a panel. */
export function panelText(c: CriterionCalibration): string | null {
  if (!c.panel) return null;
  const rate = c.panel.disagreement_rate;
  const differed =
    rate === null ? 'no label scored' : `its models differed on pass/fail for ${Number((rate * 100).toFixed(1))}% of the labels scored`;
  return `judge panel (${c.panel.rule}) of ${c.panel.models.join(', ')}: ${differed}`;
}

export function countsText(c: CriterionCalibration): string {
  const unscored = c.unscored > 0 ? `, ${c.unscored} the judge could not score (left out)` : '';
  return `${plural(c.n, 'label')} scored${unscored}`;
}

export function observedText(c: CriterionCalibration): string {
  if (c.agreement.observed === null) return 'observed agreement n/a (no label scored)';
  const agreed = c.confusion.both_pass + c.confusion.both_fail;
  return `observed agreement ${two(c.agreement.observed)} (${agreed} of ${c.n})`;
}

/** A disagreement's verdicts: `human pass, judge fail (score 0.20)`. */
export function disagreementVerdictText(d: CriterionCalibration['disagreements'][number]): string {
  return `human ${d.human}, judge ${d.judge}${d.score === null ? '' : ` (score ${two(d.score)})`}`;
}

export function disagreementsHeading(count: number): string {
  return count === 0 ? 'No disagreements.' : `Disagreements (${count}):`;
}

export function unscoredHeading(count: number): string {
  return `Labels the judge could not score (${count}, left out of the figures):`;
}

export function moreText(count: number, where: string): string {
  return `… and ${count} more (all are in ${where})`;
}

/** The command found no label with a criterion to calibrate. */
export function nothingToCalibrateText(path: string, criteria: readonly string[] | undefined): string {
  return criteria === undefined
    ? `the judge labels ${path} have no verdicts to calibrate on`
    : `no label of ${path} has a verdict for ${criteria.map((c) => JSON.stringify(c)).join(', ')}`;
}

/** A calibration stopped before every label was asked. */
export function stoppedText(unasked: number): string {
  return `The calibration was stopped: ${plural(unasked, 'label')} not asked (counted as unscored); the verdicts given are cached, so running it again asks only the rest.`;
}

/** What was written. */
export function writtenText(store: string, report: string): string {
  return `Calibration written to ${store}; report: ${report}`;
}
