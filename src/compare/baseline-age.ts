// How old a baseline is, and when it is too old. A stored baseline is reused by every pull request
// on its commit for days: the agent's model providers move on meanwhile, so an old one is said so.
import type { Results } from '../results/results-schema.ts';
import type { Comparison, ComparisonWarning } from './comparison-schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default `max-baseline-age`, in days. */
export const DEFAULT_MAX_BASELINE_AGE_DAYS = 7;

export const MAX_BASELINE_AGE_RULE = 'an age such as 7d, 36h or a number of days (0: no limit)';

/** `7d`, `36h` or a number of days, as days; 0 disables the limit; undefined when not an age. */
export function parseBaselineAge(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([dh]?)$/i.exec(text.trim());
  if (!m?.[1]) return undefined;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return undefined;
  return m[2]?.toLowerCase() === 'h' ? n / 24 : n;
}

/** When the baseline ran (its run's end, the moment its pass rates describe), and its age at `now`. */
export function baselineAge(base: Results, now: Date): { run_at: string; age_ms: number } | null {
  const at = base.run.finished_at || base.run.started_at;
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return null;
  return { run_at: at, age_ms: Math.max(0, now.getTime() - ms) };
}

/** The warning of a baseline older than `maxDays` (0: never); null when it is young enough or its age unknown. */
export function staleBaselineWarning(baseline: Comparison['baseline'], maxDays: number): ComparisonWarning | null {
  const age = baseline.age_ms ?? null;
  if (maxDays <= 0 || age === null) return null;
  if (baseline.source !== 'branch' && baseline.source !== 'file') return null;
  if (age <= maxDays * DAY_MS) return null;
  return { code: 'baseline_stale', source: baseline.source, age_ms: age, max_days: maxDays };
}
