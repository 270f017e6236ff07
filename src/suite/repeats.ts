// How many times each test runs, as a person asks for it: a fixed count or `auto` (adaptive
// repeats, runner/adaptive.ts), written the same way on the command line (`--repeats`), in the
// action's `repeats` input and in a `/eval rerun --repeats` comment.

/** `--repeats auto`: from `min` up to `max` runs per test. */
export interface AutoRepeats {
  auto: true;
  min: number;
  max: number;
  /**
   * `sequential` (`--repeats sequential`): looks at min, 2 min, ... max, each judged at its share of
   * the errors, a suite stopping once a regression is shown or ruled out (compare/sequential.ts).
   * Absent: adaptive repeats (runner/adaptive.ts).
   */
  design?: 'sequential';
}

/** `sequential`: 8 runs per test, then 16, 24 and 32 for the suites still open. */
export const DEFAULT_SEQUENTIAL_REPEATS: AutoRepeats = { auto: true, min: 8, max: 32, design: 'sequential' };

/**
 * Runs per test when neither --repeats (the action's `repeats`), the test nor its suite's defaults say.
 * At 16 the gate, valid when a side's runs are alike, catches what a default must
 * (BENCHMARKS.md, figure 8, reference population): a test falling from 0.9 to 0.1 in 95.5% of PRs
 * (12 runs: about 80%; 6 runs: 29%), one going from 1 to 0 in all of them, a uniform 10-point drop of
 * a suite in 87%, with false alarms at most 2.3% for within-side correlations up to 0.2. Cost: 16
 * agent calls per test (and turn) on each side, 2.7 times the 6 of earlier versions; `auto` spends
 * about 5-7 per test on the pull request for less power (figure 8, part 2).
 */
export const DEFAULT_REPEATS = 16;

/**
 * `auto`: 4 runs per test, up to 16 where the comparison is still open (runner/adaptive.ts). In the
 * reference population it catches at least 98% of what fixed 16 catches for 34-48% of its calls
 * (BENCHMARKS.md); baselines are then stored with 16 fixed runs.
 */
export const DEFAULT_AUTO_REPEATS: AutoRepeats = { auto: true, min: 4, max: 16 };

/**
 * The repeats a baseline is stored with: fixed, the max of `auto` (statistics design, 8d). Adaptive
 * runs spend runs where a comparison with the baseline is still open, which a baseline does not have;
 * stored with max fixed runs, every PR based on it compares against the precision of fixed max
 * repeats, which is what the adaptive rule is measured against. Its cost is paid once per default-
 * branch commit (only the suites a push affects run), not once per PR.
 */
export function baselineRepeats(repeats: number | AutoRepeats | null): number | null {
  return repeats !== null && typeof repeats === 'object' ? repeats.max : repeats;
}

/** The most repeats a suite may ask for; the same limit applies here. */
const MAX_REPEATS = 1000;

/**
 * `--repeats` text: `N` (a fixed count), `auto` (DEFAULT_AUTO_REPEATS), `auto:MIN-MAX` (e.g.
 * `auto:4-20`), `sequential` (DEFAULT_SEQUENTIAL_REPEATS) or `sequential:MIN-MAX`. Null when the text
 * is none of these or MIN > MAX.
 */
export function parseRepeats(text: string): number | AutoRepeats | null {
  const t = text.trim();
  const count = (digits: string): number | null => {
    const n = Number(digits);
    return Number.isSafeInteger(n) && n >= 1 && n <= MAX_REPEATS ? n : null;
  };
  if (/^\d+$/.test(t)) return count(t);
  if (t === 'auto') return { ...DEFAULT_AUTO_REPEATS };
  if (t === 'sequential') return { ...DEFAULT_SEQUENTIAL_REPEATS };
  const m = /^(auto|sequential):(\d+)-(\d+)$/.exec(t);
  if (!m) return null;
  const min = count(m[2] ?? '');
  const max = count(m[3] ?? '');
  if (min === null || max === null || min > max) return null;
  return m[1] === 'sequential' ? { auto: true, min, max, design: 'sequential' } : { auto: true, min, max };
}
