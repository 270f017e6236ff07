// The labels of verdicts and test changes, their emoji, and the order suites appear in every report.
import type { Comparison, SuiteVerdict, TestChange } from '../../compare/comparison-schema.ts';

// --- labels ------------------------------------------------------------------------------------

// ✅ only for what the data back: a suite that could have failed the check and shows no drop of the
// minimum effect. Possible regressions and underpowered suites are warnings (a neutral check).
export const VERDICT_LABELS: Record<SuiteVerdict, { emoji: string; label: string }> = {
  regressed: { emoji: '❌', label: 'regressed' },
  invalid: { emoji: '⛔', label: 'invalid' },
  possible_regression: { emoji: '⚠️', label: 'possible regression' },
  underpowered: { emoji: '⚠️', label: 'underpowered' },
  undecided: { emoji: '⚠️', label: 'undecided' },
  inconclusive: { emoji: '❔', label: 'not compared' },
  improved: { emoji: '📈', label: 'improved' },
  new: { emoji: '🆕', label: 'new' },
  removed: { emoji: '➖', label: 'removed' },
  unchanged: { emoji: '✅', label: 'unchanged' },
};

/** Most urgent first: the order suites appear in every report. */
export const VERDICT_ORDER: readonly SuiteVerdict[] = Object.keys(VERDICT_LABELS) as SuiteVerdict[];

export const CHANGE_LABELS: Record<TestChange, string> = {
  newly_failing: 'newly failing',
  fixed: 'fixed',
  flaky: 'flaky',
  unchanged: 'unchanged',
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  no_data: 'no data',
};

export const OVERALL_EMOJI: Record<Comparison['verdict'], string> = {
  fail: '❌',
  invalid: '⛔',
  inconclusive: '⚠️',
  pass: '✅',
};

/** Suite verdicts the gate could not judge: they keep the headline from ✅. */
export const NOT_JUDGED: readonly SuiteVerdict[] = ['possible_regression', 'undecided', 'underpowered', 'inconclusive'];

export function sortSuites<T extends { verdict: SuiteVerdict }>(suites: readonly T[]): T[] {
  return [...suites].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
}

/** How many suites got each verdict. */
export function verdictCounts(suites: readonly { verdict: SuiteVerdict }[]): Record<SuiteVerdict, number> {
  const counts = Object.fromEntries(VERDICT_ORDER.map((v) => [v, 0])) as Record<SuiteVerdict, number>;
  for (const s of suites) counts[s.verdict] += 1;
  return counts;
}
