// The runner's half of the sequential design (compare/sequential.ts has the rule and its proof):
// after each look, the suites that are decided stop and every test of the others runs to the next
// look. The decision is the comparison's own gateSequential on the runs so far, so the runner stops a
// suite exactly when the comparison of these results would call it decided.
import type { Results, TestResult } from '../results/results-schema.ts';
import type { Stratum } from '../stats/fisher.ts';
import { batchDependence } from '../compare/baseline-batch.ts';
import { DEFAULT_GATE_SETTINGS, type GateSettings } from '../compare/family.ts';
import { gateSequential, headLooks, type SequentialDesign, type SequentialSuite } from '../compare/sequential.ts';
import { testKey } from '../stats/history-dependence.ts';

/** One planned test as the rule sees it after a look. */
export interface LookTest {
  testId: string;
  /** Its head runs so far (any outcome), by repeat. */
  head: TestResult | undefined;
  /** Its base runs, when the base has the same test and spec. */
  base: TestResult | undefined;
}

export interface LookPlan {
  /** Per suite and test: the runs it should have after the next look (its runs now when it stops). */
  targets: number[][];
  /** Per suite: why, for the log. */
  reasons: string[];
}

/** A test's strata at each look its head reached (headLooks), against all its base runs; empty without a scored base. */
export function lookStrata(head: TestResult | undefined, base: TestResult | undefined, design: SequentialDesign): (Stratum | null)[] {
  if (head === undefined || base === undefined) return [];
  const scored = base.runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
  if (scored.length === 0) return [];
  return headLooks(head, { passed: scored.filter((r) => r.outcome === 'passed').length, runs: scored.length }, design);
}

/**
 * The next look: each suite with a common test that is still open (neither a regression shown nor
 * its drops ruled out) and below the last look gets every test to the next look's runs; the others
 * stop. Tests without a base stay at their runs: they cannot be judged.
 */
export function planLook(
  suites: readonly { suiteId: string; tests: readonly LookTest[] }[],
  design: SequentialDesign,
  settings: Partial<GateSettings>,
  baseline: Results | null,
  testDependence?: ReadonlyMap<string, number>,
): LookPlan {
  const gate: GateSettings = { ...DEFAULT_GATE_SETTINGS, ...settings };
  const sequential: SequentialSuite[] = suites
    .map((s) => ({
      suiteId: s.suiteId,
      tests: s.tests
        .map((t) => ({
          testId: t.testId,
          looks: lookStrata(t.head, t.base, design),
          rho: testDependence?.get(testKey(s.suiteId, t.testId)),
        }))
        .filter((t) => t.looks.some((l) => l !== null)),
    }))
    .filter((s) => s.tests.length > 0);
  const states =
    sequential.length === 0
      ? new Map()
      : new Map(
          gateSequential(sequential, gate, design, {
            baselineDependence: baseline === null ? 0 : (batchDependence(baseline)?.used ?? 0),
          }).suites.map((x) => [x.suiteId, x]),
        );
  const runsOf = (t: LookTest): number => t.head?.runs.length ?? 0;
  const targets: number[][] = [];
  const reasons: string[] = [];
  for (const s of suites) {
    const state = states.get(s.suiteId);
    const now = s.tests.map(runsOf);
    if (state === undefined) {
      targets.push(now);
      reasons.push('no test with a baseline: nothing to decide');
      continue;
    }
    const next = design.looks[state.reached];
    if (state.state !== 'open' || next === undefined) {
      targets.push(now);
      reasons.push(
        state.state === 'regressed'
          ? `a regression is shown at look ${state.look + 1}`
          : state.state === 'ruled_out'
            ? `a drop of the minimum effects is ruled out at look ${state.look + 1}`
            : `open after the last look (${design.looks.at(-1)} runs per test)`,
      );
      continue;
    }
    const common = new Set(sequential.find((x) => x.suiteId === s.suiteId)?.tests.map((t) => t.testId));
    targets.push(s.tests.map((t, i) => (common.has(t.testId) ? Math.max(now[i] ?? 0, next) : (now[i] ?? 0))));
    reasons.push(`still open at look ${state.reached}: on to ${next} runs per test`);
  }
  return { targets, reasons };
}
