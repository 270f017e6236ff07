// The sequential design (`--repeats sequential`, `sequential:MIN-MAX`): every test of the PR runs
// MIN times, then the check is judged; a suite that is decided either way (a regression shown, or a
// drop of the minimum effects ruled out) stops, the others run MIN more per test and are judged
// again, up to MAX. The comparison and the runner judge the looks with this one function.
//
// Why it stays valid at every look. Each look j spends its own share w_j of both errors: the gate at
// look j holds the regression families to alpha * w_j and each non-inferiority bound to
// niLevel * w_j, with the shares summing to 1 (a Bonferroni split over the looks, the simplest
// alpha-spending rule: it needs no model of how the looks depend on each other). A suite is judged at
// a look only with the runs that look had, and only at looks it reached; so by the union bound a
// change-free suite fails the check at some look with probability at most sum_j alpha w_j = alpha, and
// a suite (or test) that truly fell by its minimum effect is ruled out at some look with probability at
// most niLevel. The shares are equal: the first look must be able to settle a test that passed all its
// runs on both sides (8 against 32 runs rules out a 50-point drop at 0.05 / 4, not at 0.05 / 10), and
// most suites are settled there.
//
// A suite's tests all reach the same looks (the suite stops as one): stopping a test because its own
// runs looked good would bias the suite's mean change, which its bound is computed on.
import type { TestResult } from '../results/results-schema.ts';
import type { Stratum } from '../stats/fisher.ts';
import {
  gateCheck,
  suiteVerdictOf,
  NI_LEVEL,
  type CheckVerdicts,
  type GateOptions,
  type GateSettings,
  type GateSuite,
  type SuiteVerdicts,
  type TestVerdict,
} from './family.ts';

export interface SequentialDesign {
  /** Head runs per test at each look, increasing; the last is the most a test runs. */
  looks: readonly number[];
  /** Each look's share of alpha and of the non-inferiority level; they sum to 1. */
  weights: readonly number[];
}

/** Looks at MIN, 2 MIN, ... and MAX, each spending an equal share of the errors. */
export function sequentialDesign(min: number, max: number): SequentialDesign {
  if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 1 && min <= max)) {
    throw new RangeError(`a sequential design needs whole numbers 1 <= min <= max, got ${min} and ${max}`);
  }
  const looks: number[] = [];
  for (let n = min; n < max; n += min) looks.push(n);
  looks.push(max);
  return { looks, weights: looks.map(() => 1 / looks.length) };
}

/**
 * A test's stratum at each look its head reached (its scored runs with repeat < the look's runs)
 * against `base`, its base's scored runs; a look counts as reached when the head has that many runs,
 * and is null when none of them was scored.
 */
export function headLooks(head: TestResult, base: { passed: number; runs: number }, design: SequentialDesign): (Stratum | null)[] {
  return design.looks.flatMap((n) => {
    if (head.runs.length < n) return [];
    const scored = head.runs.filter((r) => r.repeat < n && (r.outcome === 'passed' || r.outcome === 'failed'));
    const passed = scored.filter((r) => r.outcome === 'passed').length;
    return [scored.length > 0 ? { headPassed: passed, headRuns: scored.length, basePassed: base.passed, baseRuns: base.runs } : null];
  });
}

/** One common test of a sequential run: its runs at each look it reached, in order. */
export interface SequentialTest {
  testId: string;
  /** Per look reached: the stratum of its head runs up to that look (repeat < looks[j]) and its base runs. */
  looks: readonly (Stratum | null)[];
  rho?: number | undefined;
}

export interface SequentialSuite {
  suiteId: string;
  tests: readonly SequentialTest[];
}

export type LookState = 'regressed' | 'ruled_out' | 'open';

export interface SequentialVerdicts {
  /** The check as judged over the looks: each suite's verdict at the look that decided it, else at its last. */
  check: CheckVerdicts;
  /** Per suite: its state, the look (0-based) that decided it or its last, and how many looks it reached. */
  suites: { suiteId: string; state: LookState; look: number; reached: number }[];
}

const reachedOf = (s: SequentialSuite): number => Math.max(0, ...s.tests.map((t) => t.looks.length));

/** The suites as they stood at look j: each test with its runs up to that look (or its last, if it stopped earlier). */
function atLook(suites: readonly SequentialSuite[], j: number): GateSuite[] {
  return suites
    .map((s) => ({
      suiteId: s.suiteId,
      tests: s.tests.flatMap((t) => {
        const stratum = t.looks[Math.min(j, t.looks.length - 1)];
        return stratum && stratum.headRuns > 0 && stratum.baseRuns > 0 ? [{ testId: t.testId, stratum, rho: t.rho }] : [];
      }),
    }))
    .filter((s) => s.tests.length > 0);
}

/**
 * Judges every look of a sequential run. At look j the gate runs on the runs each suite had then, at
 * its share of the errors; a suite is decided at the first look, among those it reached, that shows a
 * regression, or at which its drop and every test's are ruled out (each test's at any look so far).
 */
export function gateSequential(
  suites: readonly SequentialSuite[],
  settings: GateSettings,
  design: SequentialDesign,
  options: GateOptions = {},
): SequentialVerdicts {
  const niLevel = settings.niLevel ?? NI_LEVEL;
  const reached = new Map(suites.map((s) => [s.suiteId, reachedOf(s)]));
  const lastLook = Math.max(0, ...reached.values()) - 1;
  const decided = new Map<string, { state: LookState; look: number; verdicts: SuiteVerdicts }>();
  const lastSeen = new Map<string, { look: number; verdicts: SuiteVerdicts }>();
  const suiteRuled = new Map<string, SuiteVerdicts['ni']>();
  const testRuled = new Map<string, Map<string, TestVerdict['ni']>>();
  let last: CheckVerdicts | null = null;
  for (let j = 0; j <= lastLook; j++) {
    const weight = design.weights[Math.min(j, design.weights.length - 1)] ?? 1;
    const gated = atLook(suites, j);
    if (gated.length === 0) continue;
    const check = gateCheck(gated, { ...settings, alpha: settings.alpha * weight, niLevel: niLevel * weight }, options);
    last = check;
    for (const v of check.suites) {
      if ((reached.get(v.suiteId) ?? 0) <= j || decided.has(v.suiteId)) continue;
      lastSeen.set(v.suiteId, { look: j, verdicts: v });
      if (v.verdict === 'regressed') {
        decided.set(v.suiteId, { state: 'regressed', look: j, verdicts: v });
        continue;
      }
      if (v.ni.ruledOut && !suiteRuled.has(v.suiteId)) suiteRuled.set(v.suiteId, v.ni);
      const tests = testRuled.get(v.suiteId) ?? new Map<string, TestVerdict['ni']>();
      testRuled.set(v.suiteId, tests);
      for (const t of v.tests) if (t.ni.ruledOut && !tests.has(t.testId)) tests.set(t.testId, t.ni);
      const combined = combine(v, suiteRuled.get(v.suiteId), tests, settings);
      if (combined.verdict === 'unchanged' || combined.verdict === 'improved') {
        decided.set(v.suiteId, { state: 'ruled_out', look: j, verdicts: combined });
      }
    }
  }
  if (last === null) throw new RangeError('gateSequential: no look has a test with scored runs on both sides');
  const judged = [...lastSeen.entries()].map(([suiteId, seen]) => {
    const d = decided.get(suiteId);
    if (d) return { suiteId, state: d.state, look: d.look, verdicts: d.verdicts };
    const verdicts = combine(seen.verdicts, suiteRuled.get(suiteId), testRuled.get(suiteId) ?? new Map(), settings);
    return { suiteId, state: 'open' as const, look: seen.look, verdicts };
  });
  const order = new Map(suites.map((s, i) => [s.suiteId, i]));
  judged.sort((a, b) => (order.get(a.suiteId) ?? 0) - (order.get(b.suiteId) ?? 0));
  return {
    check: { ...last, suites: judged.map((x) => x.verdicts) },
    suites: judged.map(({ suiteId, state, look }) => ({ suiteId, state, look, reached: reached.get(suiteId) ?? 0 })),
  };
}

/** A look's verdicts with the bounds ruled out at this or an earlier look, and the verdict they give. */
function combine(
  v: SuiteVerdicts,
  suiteNi: SuiteVerdicts['ni'] | undefined,
  testNi: ReadonlyMap<string, TestVerdict['ni']>,
  settings: GateSettings,
): SuiteVerdicts {
  const tests = v.tests.map((t) => ({ ...t, ni: testNi.get(t.testId) ?? t.ni }));
  const ni = suiteNi ?? v.ni;
  const facts = { ...v.facts, suiteRuledOut: ni.ruledOut, everyTestRuledOut: tests.every((t) => t.ni.ruledOut) };
  return { ...v, tests, ni, facts, verdict: suiteVerdictOf(facts, settings) };
}
