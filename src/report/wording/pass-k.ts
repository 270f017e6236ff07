// pass^k and min_pass: how reliability is estimated, and the tests below their min_pass.
import { plural } from '../../format.ts';

// --- pass^k and min_pass ---------------------------------------------------------------------------

/** One test below its min_pass: "suite › test passed 3 of 6 runs (min_pass 5/6)". */
export function minPassBreachText(t: {
  suite_id: string;
  test_id: string;
  passed: number;
  runs: number;
  min_passes: number;
  min_runs: number;
}): string {
  return `${t.suite_id} › ${t.test_id} passed ${t.passed} of ${plural(t.runs, 'run')} (min_pass ${t.min_passes}/${t.min_runs})`;
}

/** What a min_pass breach does to the check. */
export function minPassConsequenceText(fails: boolean): string {
  return fails
    ? 'min-pass-fails is on: a test below its min_pass fails the check.'
    : 'Shown as a warning: the check fails only on a significant drop (or a broken test); set min-pass-fails: true to fail it on min_pass too.';
}

/** How pass^k is computed, where it is shown. */
export function passKMethodText(): string {
  return "pass^k: the chance that k attempts all pass, estimated per test without bias as C(c,k)/C(n,k) from n scored runs with c passes (no value with fewer than k runs), then averaged over the suite's tests; pass^1 is the mean pass fraction, k is the suite's (defaults.pass_k, default 3).";
}
