// The thresholds of judge_criteria, as the judge_criteria assertion applies them: the mean of the
// declared criteria's scores must reach assistant_quality_min, each criterion in criteria_min its
// minimum, and with neither given the mean must reach DEFAULT_QUALITY_MIN. The judge's model tiering
// uses it to decide whether a cheap verdict fails and needs the primary model's confirmation.

/** The minimum mean score when a check gives no threshold; must equal the assertion's. */
export const DEFAULT_QUALITY_MIN = 0.7;

export interface ThresholdCheck {
  passed: boolean;
  /** Mean of the declared criteria's scores (of every score when none are declared); 0 when there are none. */
  mean: number;
  /** One line per threshold missed, e.g. `mean 0.55 < 0.7` or `tone 0.2 < 0.5`. */
  failures: string[];
}

export function checkThresholds(
  scores: Readonly<Record<string, number>>,
  criteria: readonly string[],
  qualityMin: number | null,
  criteriaMin: Readonly<Record<string, number>>,
): ThresholdCheck {
  // Own keys only: a criterion may be named `constructor` or `__proto__`.
  const scoreOf = (c: string): number | undefined => (Object.hasOwn(scores, c) ? scores[c] : undefined);
  const counted = criteria.length > 0 ? criteria.map((c) => scoreOf(c) ?? 0) : Object.values(scores);
  const mean = counted.length > 0 ? counted.reduce((a, b) => a + b, 0) / counted.length : 0;
  const minimums = Object.entries(criteriaMin);
  const meanMin = qualityMin ?? (minimums.length === 0 ? DEFAULT_QUALITY_MIN : null);
  const failures: string[] = [];
  for (const c of criteria) if (scoreOf(c) === undefined) failures.push(`${c} was not scored`);
  if (meanMin !== null && mean < meanMin) failures.push(`mean ${round(mean)} < ${meanMin}`);
  for (const [criterion, min] of minimums) {
    const score = scoreOf(criterion);
    if (score === undefined) failures.push(`${criterion} was not scored (minimum ${min})`);
    else if (score < min) failures.push(`${criterion} ${round(score)} < ${min}`);
  }
  return { passed: failures.length === 0, mean, failures };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
