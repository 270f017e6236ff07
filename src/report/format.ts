// Labels of methods and facts shared by the reports, so every report words a method the same way.
// The verdicts and their reasons are worded in wording/, one file per subject.
import type { Comparison, ErroredCause, ProcessMetrics, SuiteComparison } from '../compare/comparison-schema.ts';
import { plural, tokens } from '../format.ts';

type DeltaMethod = NonNullable<SuiteComparison['delta']>['method'];
type TestMethod = NonNullable<SuiteComparison['test']>;
type CiMethod = NonNullable<NonNullable<SuiteComparison['base']>['ci_method']>;

const DELTA_METHOD_LABELS: Record<DeltaMethod, string> = {
  'newcombe-paired': 'Newcombe paired (method 10)',
  'wilson-mover': 'Wilson-MOVER over tests',
  'paired-t-wilson-mover': 'the wider of Wilson-MOVER and the paired t interval over tests',
  'newcombe-unpaired': 'Newcombe hybrid score (method 10, unpaired)',
  'wilson-mover-unpaired': 'Wilson-MOVER over tests, unpaired',
};

/** The delta's method, and where it was measured when not on every run. */
export function deltaLabel(delta: NonNullable<SuiteComparison['delta']>): string {
  const label = DELTA_METHOD_LABELS[delta.method];
  return delta.on === 'effect_runs' ? `${label}, on each test's effect runs (adaptive repeats: the change the verdict used)` : label;
}

export const TEST_METHOD_LABELS: Record<TestMethod, string> = {
  'mcnemar-exact': 'exact McNemar',
  'mcnemar-midp': 'mid-p McNemar',
  'sign-flip-exact': 'exact sign-flip test over tests',
  'sign-flip-midp': 'mid-p sign-flip test over tests',
  'sign-flip-normal': 'sign-flip test over tests, normal approximation (too many changed tests to enumerate)',
  'fisher-exact': 'Fisher exact',
};

export const CI_METHOD_LABELS: Record<CiMethod, string> = {
  wilson: 'Wilson',
  'wilson-mover': 'Wilson-MOVER over tests',
};

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
  const parts = [where];
  if (baseline.distance !== null && baseline.source === 'branch')
    parts.push(baseline.distance === 0 ? 'at the merge-base' : `${plural(baseline.distance, 'commit')} before the merge-base`);
  // A fresh baseline ran in this job: its age says nothing.
  if (baseline.source !== 'fresh' && baseline.age_ms != null) parts.push(`run ${ageText(baseline.age_ms)} ago`);
  if (baseline.behind != null) parts.push(`${plural(baseline.behind, 'commit')} behind the base`);
  return parts.join(', ');
}

/** An age as a reader says it: minutes, hours up to two days, then days. */
export function ageText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return plural(Math.max(1, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** A limit in days as `max-baseline-age` takes it: whole days, else hours. */
export function maxAgeText(days: number): string {
  return Number.isInteger(days) ? plural(days, 'day') : plural(Math.round(days * 24), 'hour');
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
