// How many times each test runs, as a person asks for it: a fixed count or `auto` (adaptive
// repeats, runner/adaptive.ts), written the same way on the command line (`--repeats`), in the
// action's `repeats` input and in a `/eval rerun --repeats` comment.

/** `--repeats auto`: from `min` up to `max` runs per test. */
export interface AutoRepeats {
  auto: true;
  min: number;
  max: number;
}

/** min 4: the fewest runs a side needs for one broken test to reach p <= 0.025 (statistics design, 5.1). */
export const DEFAULT_AUTO_REPEATS: AutoRepeats = { auto: true, min: 4, max: 16 };

/** The most repeats a suite may ask for; the same limit applies here. */
const MAX_REPEATS = 1000;

/**
 * `--repeats` text: `N` (a fixed count), `auto` (DEFAULT_AUTO_REPEATS), or `auto:MIN-MAX`
 * (e.g. `auto:4-20`). Null when the text is none of these or MIN > MAX.
 */
export function parseRepeats(text: string): number | AutoRepeats | null {
  const t = text.trim();
  const count = (digits: string): number | null => {
    const n = Number(digits);
    return Number.isSafeInteger(n) && n >= 1 && n <= MAX_REPEATS ? n : null;
  };
  if (/^\d+$/.test(t)) return count(t);
  if (t === 'auto') return { ...DEFAULT_AUTO_REPEATS };
  const m = /^auto:(\d+)-(\d+)$/.exec(t);
  if (!m) return null;
  const min = count(m[1] ?? '');
  const max = count(m[2] ?? '');
  return min === null || max === null || min > max ? null : { auto: true, min, max };
}
