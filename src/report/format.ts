// Labels and orderings shared by the Markdown, HTML and JUnit reports, so every report
// words a verdict and a method the same way.
import type { Comparison, SuiteComparison, SuiteVerdict, TestChange } from '../compare/schema.ts';
import { plural } from '../format.ts';

type DeltaMethod = NonNullable<SuiteComparison['delta']>['method'];
type TestMethod = NonNullable<SuiteComparison['test']>;
type CiMethod = NonNullable<NonNullable<SuiteComparison['base']>['ci_method']>;

export const DELTA_METHOD_LABELS: Record<DeltaMethod, string> = {
  'newcombe-paired': 'Newcombe paired (method 10)',
  'wilson-mover': 'Wilson-MOVER over tests',
  'newcombe-unpaired': 'Newcombe hybrid score (method 10, unpaired)',
};

export const TEST_METHOD_LABELS: Record<TestMethod, string> = {
  'mcnemar-exact': 'exact McNemar',
  'mcnemar-midp': 'mid-p McNemar',
  'stratified-exact': 'exact conditional test stratified by test id',
  'stratified-midp': 'mid-p conditional test stratified by test id',
  'fisher-exact': 'Fisher exact',
};

export const CI_METHOD_LABELS: Record<CiMethod, string> = {
  wilson: 'Wilson',
  'wilson-mover': 'Wilson-MOVER over tests',
};

export const VERDICT_LABELS: Record<SuiteVerdict, { emoji: string; label: string }> = {
  regressed: { emoji: '❌', label: 'regressed' },
  invalid: { emoji: '⛔', label: 'invalid' },
  underpowered: { emoji: '🔍', label: 'underpowered' },
  inconclusive: { emoji: '❔', label: 'inconclusive' },
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

export function sortSuites<T extends { verdict: SuiteVerdict }>(suites: readonly T[]): T[] {
  return [...suites].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
}

/** "3 of 5" style counts of suite verdicts. */
export function verdictCounts(suites: readonly { verdict: SuiteVerdict }[]): Record<SuiteVerdict, number> {
  const counts = Object.fromEntries(VERDICT_ORDER.map((v) => [v, 0])) as Record<SuiteVerdict, number>;
  for (const s of suites) counts[s.verdict] += 1;
  return counts;
}

/** The one sentence a reviewer reads first, without the emoji. */
export function headline(comparison: Comparison): string {
  const m = comparison.suites.length;
  const n = verdictCounts(comparison.suites);
  const suites = plural(m, 'suite');
  switch (comparison.verdict) {
    case 'fail':
      return `Significant regression in ${n.regressed} of ${suites}`;
    case 'invalid':
      return `Invalid comparison: ${n.invalid} of ${suites} could not be judged reliably`;
    case 'inconclusive': {
      const open = n.underpowered + n.inconclusive;
      return open > 0
        ? `Inconclusive: no significant regression found, but ${open} of ${suites} could not be judged`
        : 'Inconclusive: no significant regression found';
    }
    case 'pass': {
      if (m === 0) return 'No suites to compare';
      const extras = [n.improved > 0 ? `${n.improved} improved` : '', n.new > 0 ? `${n.new} new` : ''].filter(Boolean);
      return `No significant regression in ${suites}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    }
  }
}

export function baselineSource(baseline: Comparison['baseline']): string {
  const where = {
    branch: 'from the baseline branch',
    file: 'from a baseline file',
    fresh: 'run fresh on the base commit',
    none: 'none',
  }[baseline.source];
  if (baseline.distance === null || baseline.source !== 'branch') return where;
  return baseline.distance === 0 ? `${where}, at the merge-base` : `${where}, ${plural(baseline.distance, 'commit')} before the merge-base`;
}

/** How many runs each test got: fixed, from the suites, or adaptive (with the agent calls it took). */
export function repeatsLabel(run: {
  repeats: number | null;
  adaptive?: { min: number; max: number; rounds: number; calls: number } | undefined;
}): string {
  if (run.adaptive)
    return `adaptive repeats ${run.adaptive.min} to ${run.adaptive.max} (${plural(run.adaptive.rounds, 'round')}, ${plural(run.adaptive.calls, 'agent call')})`;
  return run.repeats === null ? 'repeats per suite spec' : plural(run.repeats, 'repeat');
}
