// What a number of runs can and cannot decide, before any call is made (issue: honest floors). Two
// floors, each at its best case, with independent runs:
//   - a single test can fail the check only if its smallest one-sided p (every base run passed, every
//     head run failed: Fisher's 1 / C(K + L, K)) reaches the test family's level, alpha/2;
//   - a single test's drop of min-test-effect can be ruled out (✅) only if its smallest
//     non-inferiority p (every run passed on both sides) reaches the non-inferiority level.
// Below either floor the check cannot give that verdict whatever the agent does; the log and the
// comment say so, and how many runs per test would lift it.
import { splitAlpha, NI_LEVEL, type GateSettings } from './family.ts';
import type { ComparisonWarning } from './comparison-schema.ts';
import { exactNonInferiority } from '../stats/non-inferiority.ts';
import { atOrBelow } from '../stats/significance.ts';

export interface DesignFloors {
  headRuns: number;
  baseRuns: number;
  /** Fisher's p when every base run passed and every head run failed. */
  smallestBreakP: number;
  canBreak: boolean;
  /** The fewest head runs (against baseRuns) at which one test can fail the check; null: none up to MAX_FLOOR_RUNS. */
  runsToBreak: number | null;
  /** The non-inferiority p when every run passed on both sides. */
  smallestRuleOutP: number;
  canRuleOut: boolean;
  /** The fewest head runs (against baseRuns) at which a test's drop of min-test-effect can be ruled out. */
  runsToRuleOut: number | null;
}

/** The search for the runs that lift a floor stops here. */
export const MAX_FLOOR_RUNS = 1000;

/** 1 / C(K + L, K), in logs to stay finite for large K and L. */
function fisherFloor(k: number, l: number): number {
  let log = 0;
  for (let i = 1; i <= k; i++) log += Math.log(l + i) - Math.log(i);
  return Math.exp(-log);
}

const ruleOutFloor = (k: number, l: number, margin: number): number =>
  exactNonInferiority({ headPassed: k, headRuns: k, basePassed: l, baseRuns: l }, margin, 0).p;

/** The smallest k in 1..MAX_FLOOR_RUNS with ok(k), for ok monotone in k; null if none. */
function fewest(ok: (k: number) => boolean): number | null {
  if (!ok(MAX_FLOOR_RUNS)) return null;
  let lo = 1;
  let hi = MAX_FLOOR_RUNS;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The floors of K head runs per test against L base runs per test, at the gate's levels. */
export function designFloors(
  headRuns: number,
  baseRuns: number,
  settings: Pick<GateSettings, 'alpha' | 'minTestEffect' | 'niLevel'>,
): DesignFloors {
  const level = splitAlpha(settings.alpha).tests;
  const niLevel = settings.niLevel ?? NI_LEVEL;
  const smallestBreakP = fisherFloor(headRuns, baseRuns);
  const smallestRuleOutP = ruleOutFloor(headRuns, baseRuns, settings.minTestEffect);
  const canBreak = atOrBelow(smallestBreakP, level);
  const canRuleOut = atOrBelow(smallestRuleOutP, niLevel);
  return {
    headRuns,
    baseRuns,
    smallestBreakP,
    canBreak,
    runsToBreak: canBreak ? headRuns : fewest((k) => atOrBelow(fisherFloor(k, baseRuns), level)),
    smallestRuleOutP,
    canRuleOut,
    runsToRuleOut: canRuleOut ? headRuns : fewest((k) => atOrBelow(ruleOutFloor(k, baseRuns, settings.minTestEffect), niLevel)),
  };
}

/** The most frequent value (the larger on a tie); null for none. */
export function mostCommon(values: Iterable<number>): number | null {
  const tally = new Map<number, number>();
  for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
  return [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
}

/** The design_floor warning of K head runs against L base runs: what they cannot decide; null when they can decide both ways. */
export function floorWarning(
  headRuns: number,
  baseRuns: number,
  settings: Pick<GateSettings, 'alpha' | 'minTestEffect' | 'niLevel'>,
): Extract<ComparisonWarning, { code: 'design_floor' }> | null {
  const f = designFloors(headRuns, baseRuns, settings);
  if (f.canBreak && f.canRuleOut) return null;
  return {
    code: 'design_floor',
    head_runs: f.headRuns,
    base_runs: f.baseRuns,
    can_break: f.canBreak,
    smallest_break_p: f.smallestBreakP,
    runs_to_break: f.runsToBreak,
    can_rule_out: f.canRuleOut,
    smallest_rule_out_p: f.smallestRuleOutP,
    runs_to_rule_out: f.runsToRuleOut,
    level: splitAlpha(settings.alpha).tests,
    ni_level: settings.niLevel ?? NI_LEVEL,
    min_test_effect: settings.minTestEffect,
  };
}
