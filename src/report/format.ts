// Labels and orderings shared by the Markdown, HTML and JUnit reports, so every report
// words a verdict and a method the same way.
import type { Comparison, ErroredCause, ProcessMetrics, SuiteComparison, SuiteVerdict, TestChange } from '../compare/comparison-schema.ts';
import { plural, tokens } from '../format.ts';

type DeltaMethod = NonNullable<SuiteComparison['delta']>['method'];
type TestMethod = NonNullable<SuiteComparison['test']>;
type CiMethod = NonNullable<NonNullable<SuiteComparison['base']>['ci_method']>;

export const DELTA_METHOD_LABELS: Record<DeltaMethod, string> = {
  'newcombe-paired': 'Newcombe paired (method 10)',
  'wilson-mover': 'Wilson-MOVER over tests',
  'newcombe-unpaired': 'Newcombe hybrid score (method 10, unpaired)',
  'wilson-mover-unpaired': 'Wilson-MOVER over tests, unpaired',
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

// ✅ only for what the data back: a suite that could have failed the check and shows no drop of the
// minimum effect. Possible regressions and underpowered suites are warnings (a neutral check).
export const VERDICT_LABELS: Record<SuiteVerdict, { emoji: string; label: string }> = {
  regressed: { emoji: '❌', label: 'regressed' },
  invalid: { emoji: '⛔', label: 'invalid' },
  possible_regression: { emoji: '⚠️', label: 'possible regression' },
  underpowered: { emoji: '⚠️', label: 'underpowered' },
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

export function sortSuites<T extends { verdict: SuiteVerdict }>(suites: readonly T[]): T[] {
  return [...suites].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
}

/** "3 of 5" style counts of suite verdicts. */
export function verdictCounts(suites: readonly { verdict: SuiteVerdict }[]): Record<SuiteVerdict, number> {
  const counts = Object.fromEntries(VERDICT_ORDER.map((v) => [v, 0])) as Record<SuiteVerdict, number>;
  for (const s of suites) counts[s.verdict] += 1;
  return counts;
}

/** Suites the gate could not judge: they keep the headline from ✅. */
const NOT_JUDGED: readonly SuiteVerdict[] = ['possible_regression', 'underpowered', 'inconclusive'];

/**
 * The one sentence a reviewer reads first, without the emoji. It counts the suites that were judged
 * (unchanged or improved) and names what the others are, so a ✅ never stands for a suite that could
 * not be judged.
 */
export function headline(comparison: Comparison): string {
  const m = comparison.suites.length;
  const n = verdictCounts(comparison.suites);
  const suites = plural(m, 'suite');
  const judged = n.unchanged + n.improved;
  const notJudged = NOT_JUDGED.reduce((k, v) => k + n[v], 0);
  const breakdown = NOT_JUDGED.filter((v) => n[v] > 0).map((v) => `${n[v]} ${VERDICT_LABELS[v].label}`);
  const extras = [
    n.improved > 0 ? `${n.improved} improved` : '',
    n.new > 0 ? `${n.new} new` : '',
    n.removed > 0 ? `${n.removed} removed` : '',
  ].filter(Boolean);
  switch (comparison.verdict) {
    case 'fail': {
      const broken = comparison.broken_tests?.length ?? 0;
      return `Significant regression in ${n.regressed} of ${suites}${broken > 0 ? ` (${plural(broken, 'broken test')})` : ''}`;
    }
    case 'invalid':
      return `Invalid comparison: ${n.invalid} of ${suites} could not be judged reliably`;
    case 'inconclusive': {
      if (comparison.baseline.source === 'none') return 'No baseline: nothing to compare with';
      if (judged === 0)
        return notJudged > 0
          ? `No suite could be judged (${breakdown.join(', ')})`
          : `No suite to compare${extras.length ? ` (${extras.join(', ')})` : ''}`;
      const open = notJudged > 0 ? `; ${notJudged} could not be judged (${breakdown.join(', ')})` : '';
      const other = [n.new > 0 ? `${n.new} new` : '', n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
      return `No significant regression in ${judged} of ${suites}${open}${other.length ? `; ${other.join(', ')}` : ''}`;
    }
    case 'pass': {
      if (m === 0) return 'No suites to compare';
      return `No significant regression in ${plural(judged, 'suite')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    }
  }
}

/**
 * Runs per test and side that would settle a possible regression: what the power advice asks for,
 * or twice the runs there are now when that is already met (the drop seen was not significant).
 */
export function settleRepeats(s: SuiteComparison): number {
  const now = s.power?.repeats ?? 1;
  const needed = s.power?.repeats_needed ?? 0;
  return Math.min(1000, needed > now ? needed : now * 2);
}

export function baselineSource(baseline: Comparison['baseline']): string {
  const where = {
    branch: 'from the baseline branch',
    file: 'from a baseline file',
    fresh: 'run fresh against the base deployment in this job',
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
    return (
      `adaptive repeats ${run.adaptive.min} to ${run.adaptive.max} (${plural(run.adaptive.rounds, 'round')}, ${plural(run.adaptive.calls, 'agent call')}); ` +
      'Δ from the first runs of each test that the stopping rule chose before seeing them, p from every run'
    );
  return run.repeats === null ? 'repeats per suite spec' : plural(run.repeats, 'repeat');
}

/** How a report writes untrusted text: Markdown escapes it, a terminal strips control characters. */
export interface TextFormat {
  code: (text: string) => string;
  message: (text: string) => string;
}

const PLAIN: TextFormat = { code: (t) => t, message: (t) => t };

/**
 * One cause of errored runs, said once with how many runs it ended, e.g. "ENGINE_ERROR ×6: POST
 * http://127.0.0.1:9/execute failed: ECONNREFUSED": the same sentence is never repeated per run.
 */
export function erroredCauseText(cause: Pick<ErroredCause, 'code' | 'message' | 'runs'>, format: TextFormat = PLAIN): string {
  return `${format.code(cause.code)}${cause.runs > 1 ? ` ×${cause.runs}` : ''}: ${format.message(cause.message)}`;
}

/**
 * Why one side's runs errored, in a line: the most frequent cause (its message is what to fix, with
 * the target it names), and how many other causes there are. Null when no run of that side errored.
 */
export function erroredLine(comparison: Pick<Comparison, 'errors'>, side: ErroredCause['side'], format: TextFormat = PLAIN): string | null {
  const causes = (comparison.errors ?? []).filter((e) => e.side === side);
  const first = causes[0];
  if (first === undefined) return null;
  const others = causes.length - 1;
  return `${erroredCauseText(first, format)}${others > 0 ? ` (and ${plural(others, 'other cause')})` : ''}`;
}

/** The tokens of one side as "in/out", or nothing when the agent reported none ("n/a/n/a" says nothing). */
export function tokensInOut(m: Pick<ProcessMetrics, 'input_tokens' | 'output_tokens'>): string {
  if (m.input_tokens === null && m.output_tokens === null) return '';
  const one = (n: number | null): string => (n === null ? '—' : tokens(n));
  return `${one(m.input_tokens)}/${one(m.output_tokens)}`;
}

/** Items with the same key, together in order of first appearance: a sentence said once, with whom it concerns. */
export function groupIdentical<T>(items: readonly T[], keyOf: (item: T) => string): { key: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, members]) => ({ key, items: members }));
}

/** The definition every report gives its pass rates, so the terminal, report.md and the comment agree. */
export const PASS_RATE_DEFINITION = "mean over tests of each test's pass fraction";
