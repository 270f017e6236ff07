// Adaptive repeats (`--repeats auto`): every test runs `min` times, then more runs go only where they
// can change the check, in a way that keeps the change the comparison measures unbiased.
//
// The rule. After the first round, each test with a baseline (same id and spec, scored runs on both
// sides; a "common" test) is given N, the number of its first runs the comparison measures its change
// on (recorded as `effect_runs`); any further runs only add to the significance tests.
//
// 1. N is chosen without looking at the test's own runs: N = max when the OTHER common tests of its
//    suite, in their first min runs, lost on average at least minEffect minus one standard error (the
//    error their remaining runs could still move that average by if nothing changed:
//    sqrt(sum of b(1 - b)(1/min - 1/max)) / their count, b = a test's base pass rate), else N = min.
//    A test with N = max gets a quarter more runs per round, and stops early, N becoming the runs it
//    has, once its suite regresses whatever it does: its runs so far all passing, every other test's
//    runs still to come passing, the suite still fails (the suite's sign-flip test at the strictest
//    Holm level, and the minimum effect). A suite too small for that test to ever reach the level
//    (2^-n above alpha/2 with n tests that can fall) gets no extra runs by this rule. So a suite whose first runs show a drop near the minimum effect gets up to
//    max runs on (nearly) every test, like fixed max repeats, and a suite that clearly did not drop
//    stops at min. Since a test's N depends only on the other tests, the pass rate of its first N runs
//    is an unbiased estimate of its pass rate, and so is the suite's change, the mean over its tests.
//    (Stopping a test because its own runs looked good, the earlier rule, showed a 5-point drop as 3.)
// 2. A test that could be broken (its base passed at least once and its first min runs fell from the
//    base rate by at least minTestEffect) keeps sampling, a quarter more runs per round, until its
//    per-test test (Fisher's, or the conditional beta-binomial allowing for the within-side
//    correlation the common tests show so far) rejects whatever the remaining runs give (at the
//    largest adjusted p the discrete Holm procedure could give it, every test that may still run
//    counting in full), cannot reach even the most lenient level (alpha/2, one test counted) when
//    every remaining run fails, or max. Its change stays measured on its first N runs.
// 3. A test without a baseline (none, a new test, or a changed spec) gets more runs, a quarter more
//    per round up to max, while its outcomes are mixed, to show how flaky it is; its N is min.
//
// Significance is the comparison's exact tests on all runs. No test stops because a result looks
// significant, only because the check's verdict is certain (rules 1 and 2) or nothing is left to
// decide; the runs after min go where the first runs suggested a drop, so their luck is diluted as in
// fixed repeats, but not proven harmless: the false alarms are measured. In the reference population
// (BENCHMARKS.md, figure 6) the check fails in 1.9% of no-change PRs at alpha 2.5% (fixed max
// repeats: 1.1%), and catches at least 98% of what fixed max repeats catch for 34-48% of their calls.
import type { Results, RunRecord, SimulatorUsage, SuiteResult, TestResult } from '../results/results-schema.ts';
import {
  DEFAULT_GATE_SETTINGS,
  splitAlpha,
  strictestSuiteLevel,
  countsAsSuiteDrop,
  countsAsTestDrop,
  perTestMember,
  suiteDropP,
} from '../compare/family.ts';
import { type Stratum } from '../stats/fisher.ts';
import { anovaIcc } from '../stats/dependence.ts';
import { discreteHolmBound } from '../stats/discrete-holm.ts';
import { atOrBelow } from '../stats/significance.ts';
import { addSimulatorUsage, countRuns, runSuites, type RunOptions, type RunPorts } from './run.ts';
import type { PlannedSuite } from './plan.ts';
import { planLook } from './sequential.ts';
import { sequentialDesign } from '../compare/sequential.ts';

/**
 * Repeats grow by a quarter each round (at least one run) where a test gets more runs (rules 1 to 3).
 * Bigger steps need fewer rounds but overshoot the repeats at which a verdict settles.
 */
const ROUND_GROWTH = 1.25;

/** How many standard errors above -minEffect the other tests' drop may stay for a test to get max runs (rule 1). */
export const EXTEND_WITHIN_STANDARD_ERRORS = 1;

export interface AdaptiveSettings {
  min: number;
  max: number;
  /** Results of the base branch: with it, runs go where the comparison can still change. */
  baseline?: Results | null | undefined;
  /** The comparison's alpha, minimum effect and minimum test effect; default: the comparison's defaults. */
  alpha?: number | undefined;
  minEffect?: number | undefined;
  minTestEffect?: number | undefined;
  /** `sequential`: looks at min, 2 min, ... max, a suite stopping once decided (runner/sequential.ts); default adaptive. */
  design?: 'adaptive' | 'sequential' | undefined;
  /** Each test's within-side correlation from the baseline history, keyed `suite_id/test_id`, as the comparison will use it. */
  testDependence?: ReadonlyMap<string, number> | undefined;
}

/** The rule's parameters, all set. */
export interface AdaptiveRule {
  min: number;
  max: number;
  alpha: number;
  minEffect: number;
  minTestEffect: number;
}

/** A side's runs of one test: passes out of scored runs (errored and skipped runs are not scored). */
export interface RunTally {
  passed: number;
  scored: number;
}

/** One test as the rule sees it after a round. */
export interface TestProgress {
  /** Head runs so far, scored or not. */
  runs: number;
  /** Every scored head run so far. */
  head: RunTally;
  /** The scored head runs among the first `min` (repeats 0 .. min - 1). */
  early: RunTally;
  /** The base runs of the same test and spec; null when there is none. */
  base: RunTally | null;
}

const rate = (t: RunTally): number => t.passed / t.scored;

function isCommon(t: TestProgress): t is TestProgress & { base: RunTally } {
  return t.base !== null && t.base.scored > 0 && t.head.scored > 0;
}

/** The change of a test's first min runs from its base rate; null without both. */
function earlyChange(t: TestProgress): number | null {
  return isCommon(t) && t.early.scored > 0 ? rate(t.early) - rate(t.base) : null;
}

/**
 * Rule 1: for each test of one suite, whether it gets max runs. Decided from the other common tests'
 * first min runs and base rates only, never from the test's own runs.
 */
export function extendToMax(tests: readonly TestProgress[], rule: AdaptiveRule): boolean[] {
  const measured = tests.map((t) => {
    const change = earlyChange(t);
    if (change === null || !isCommon(t)) return null;
    const b = rate(t.base);
    return { change, spread: b * (1 - b) * (1 / t.early.scored - 1 / rule.max) };
  });
  const others = measured.filter((m) => m !== null);
  // The suite test (sign-flip over tests) reaches at best 2^-n with n tests whose base passed: when that
  // stays above the most lenient suite level, more runs cannot make the suite regress; broken tests
  // still get theirs (rule 2).
  const canFall = tests.filter((t) => isCommon(t) && t.base.passed > 0).length;
  if (0.5 ** canFall > splitAlpha(rule.alpha).suites) return tests.map(() => false);
  const total = others.reduce((sum, m) => sum + m.change, 0);
  const spread = others.reduce((sum, m) => sum + m.spread, 0);
  return tests.map((t, i) => {
    const own = measured[i];
    const count = others.length - (own ? 1 : 0);
    if (!isCommon(t) || count === 0) return false;
    const drop = (total - (own?.change ?? 0)) / count;
    const error = Math.sqrt(Math.max(0, spread - (own?.spread ?? 0))) / count;
    return countsAsSuiteDrop(drop - EXTEND_WITHIN_STANDARD_ERRORS * error, rule);
  });
}

/** Rule 2: a test whose first runs fell by at least minTestEffect from a base that passed at least once. */
function couldBeBroken(t: TestProgress, rule: AdaptiveRule): boolean {
  const change = earlyChange(t);
  return change !== null && t.base !== null && t.base.passed > 0 && countsAsTestDrop(change, rule);
}

function stratumOf(t: TestProgress & { base: RunTally }, moreRuns = 0, morePasses = 0): Stratum {
  return { headPassed: t.head.passed + morePasses, headRuns: t.head.scored + moreRuns, basePassed: t.base.passed, baseRuns: t.base.scored };
}

export interface RoundPlan {
  /** Per suite and test: the runs it should have after the next round (its runs now when it needs none). */
  targets: number[][];
  /** Per suite and test: why, for the debug log. */
  reasons: string[][];
  /** Rule 1's N per test, lowered to the runs a test has when its suite regresses whatever it does. */
  effectRuns: number[][];
}

/**
 * Whether suite `tests` regresses whatever test `i` does: its head runs so far all passing, every
 * other test's runs still to come (up to `reach`) passing too, the gate's suite test at the
 * strictest Holm level and its minimum effect on the first N runs. The decision looks at the other
 * tests only, so stopping test i there keeps its N independent of its own outcomes; and no completion
 * to max repeats could undo the regression, so the stop adds no false alarm.
 */
function regressesWithout(
  tests: readonly TestProgress[],
  i: number,
  effectRuns: readonly number[],
  reach: (j: number) => number,
  strictLevel: number,
  rule: AdaptiveRule,
): boolean {
  const strata: Stratum[] = [];
  let change = 0;
  let counted = 0;
  tests.forEach((t, j) => {
    if (!isCommon(t)) return;
    const base = rate(t.base);
    if (j === i) {
      strata.push(stratumOf(t, 0, t.head.scored - t.head.passed));
      change += 1 - base;
    } else {
      const more = Math.max(0, reach(j) - t.runs);
      strata.push(stratumOf(t, more, more));
      const n = effectRuns[j] ?? rule.min;
      // The effect runs of a test measured on its first min runs are done; the others end with its last run.
      change += (n <= rule.min && t.early.scored > 0 ? rate(t.early) : (t.head.passed + more) / (t.head.scored + more)) - base;
    }
    counted += 1;
  });
  return counted > 0 && countsAsSuiteDrop(change / counted, rule) && atOrBelow(suiteDropP(strata), strictLevel);
}

/**
 * The next round (rules 1 to 3): per test, the runs it should have, from `effectRuns`, rule 1's N.
 * A test given max runs gets them a quarter more per round, so that it can stop once its suite
 * regresses whatever it does (regressesWithout).
 */
export function planRound(
  suites: readonly (readonly TestProgress[])[],
  effectRuns: readonly (readonly number[])[],
  rule: AdaptiveRule,
): RoundPlan {
  const testAlpha = splitAlpha(rule.alpha).tests;
  const gating = suites.filter((tests) => tests.some(isCommon)).length;
  const strictLevel = strictestSuiteLevel(rule.alpha, gating);
  const grow = (runs: number): number => Math.min(rule.max, Math.max(runs + 1, Math.ceil(runs * ROUND_GROWTH)));
  const n = effectRuns.map((tests) => [...tests]);
  const all = suites.flatMap((tests, s) => tests.map((t, i) => ({ t, s, i })));
  // The per-test tests allow for the within-side correlation the common tests show so far, as the comparison's will.
  // The ANOVA estimate itself, as the comparison of an adaptive run allows for (compare/family.ts).
  const rho = anovaIcc(all.flatMap(({ t }) => (isCommon(t) ? [stratumOf(t)] : []))).icc;
  const mayRun = (t: TestProgress, s: number, i: number): boolean =>
    t.runs < rule.max && (t.runs < (n[s]?.[i] ?? rule.min) || couldBeBroken(t, rule));
  // Rule 1's early stop, per suite, before the targets: a stopped test's N becomes its runs.
  suites.forEach((tests, s) => {
    const reach = (j: number): number => (mayRun(tests[j]!, s, j) ? rule.max : tests[j]!.runs);
    tests.forEach((t, i) => {
      const target = n[s]?.[i] ?? rule.min;
      if (isCommon(t) && t.runs < target && regressesWithout(tests, i, n[s] ?? [], reach, strictLevel, rule)) n[s]![i] = t.runs;
    });
  });
  // For the discrete Holm procedure once every test that may still run has run: a settled test
  // counts with the p-values its runs allow, one that may still run with any.
  let settled: number[][] | undefined;
  const settledSupports = (): number[][] =>
    (settled ??= all.flatMap(({ t, s, i }) => (isCommon(t) && !mayRun(t, s, i) ? [[...perTestMember(stratumOf(t), rho).support]] : [])));
  const unsettled = all.filter(({ t, s, i }) => isCommon(t) && mayRun(t, s, i)).length;
  const targets = suites.map((tests) => tests.map((t) => t.runs));
  const reasons = suites.map((tests) => tests.map(() => ''));
  for (const { t, s, i } of all) {
    const target = n[s]?.[i] ?? rule.min;
    const set = (runs: number, reason: string): void => {
      targets[s]![i] = runs;
      reasons[s]![i] = reason;
    };
    if (t.runs >= rule.max) {
      set(t.runs, 'reached max repeats');
    } else if (!isCommon(t)) {
      const mixed = t.head.passed > 0 && t.head.passed < t.head.scored;
      if (mixed)
        set(grow(t.runs), `no baseline, mixed outcomes (${t.head.passed}/${t.head.scored} passed): more runs show how flaky it is`);
      else
        set(
          t.runs,
          t.head.scored === 0 ? 'no scored run (all errored or skipped)' : `no baseline, stable (${t.head.passed}/${t.head.scored} passed)`,
        );
    } else if (couldBeBroken(t, rule)) {
      const remaining = rule.max - t.runs;
      const worst = perTestMember(stratumOf(t, remaining, remaining), rho).p;
      const certain = atOrBelow(discreteHolmBound(worst, settledSupports(), unsettled), testAlpha);
      const futile = !atOrBelow(perTestMember(stratumOf(t, remaining, 0), rho).p, testAlpha);
      const extension = Math.min(target, grow(t.runs));
      if (certain) set(Math.max(t.runs, extension), `broken whatever the ${remaining} remaining runs give`);
      else if (futile) set(Math.max(t.runs, extension), `cannot be shown broken even if the ${remaining} remaining runs fail`);
      else
        set(
          grow(t.runs),
          `may be broken (${t.early.passed}/${t.early.scored} in its first runs, base ${t.base.passed}/${t.base.scored}): sampling on`,
        );
    } else if (t.runs < target) {
      set(grow(t.runs), `its suite's other tests dropped by about the minimum effect in their first runs: on to ${target} runs`);
    } else {
      set(t.runs, target < rule.max && target > rule.min ? 'its suite regresses whatever it does' : 'settled');
    }
  }
  return { targets, reasons, effectRuns: n };
}

/**
 * One decision between rounds: rule 1's N for every test (chosen after the first round, lowered only
 * where a suite regresses whatever the test does) and the next round's targets. Pure, so the
 * benchmark drives the same rule without an agent.
 */
export function nextRound(
  progress: readonly (readonly TestProgress[])[],
  effectRuns: readonly (readonly number[])[] | null,
  rule: AdaptiveRule,
): { effectRuns: number[][]; plan: RoundPlan } {
  const n =
    effectRuns ??
    progress.map((tests) => {
      const extend = extendToMax(tests, rule);
      return tests.map((_, i) => (extend[i] ? rule.max : rule.min));
    });
  const plan = planRound(progress, n, rule);
  return { effectRuns: plan.effectRuns, plan };
}

function tally(test: TestResult, below?: number): RunTally {
  const runs = below === undefined ? test.runs : test.runs.filter((r) => r.repeat < below);
  const passed = runs.filter((r) => r.outcome === 'passed').length;
  return { passed, scored: passed + runs.filter((r) => r.outcome === 'failed').length };
}

/**
 * Runs the suites with adaptive repeats (the rule at the top of this file). Each round is one
 * runSuites call over the tests that need more runs, each to its own target, with the runs of earlier
 * rounds passed as `resume`, so no conversation is sent twice. A test's own `repeats` in the spec is
 * not used. Interrupted in any round, it returns what it has, marked incomplete.
 */
export async function runAdaptive(
  suites: readonly PlannedSuite[],
  options: Omit<RunOptions, 'repeats'>,
  settings: AdaptiveSettings,
  ports: RunPorts,
): Promise<Results> {
  const { min, max } = settings;
  if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 1 && min <= max)) {
    throw new RangeError(`adaptive repeats need whole numbers 1 <= min <= max, got min ${min}, max ${max}`);
  }
  // A shard sees only some runs of a test, so it cannot decide whether the test needs more.
  if (options.shard !== undefined)
    throw new Error('adaptive repeats cannot be combined with sharding: run all shards with a fixed repeat count');
  const rule: AdaptiveRule = {
    min,
    max,
    alpha: settings.alpha ?? DEFAULT_GATE_SETTINGS.alpha,
    minEffect: settings.minEffect ?? DEFAULT_GATE_SETTINGS.minEffect,
    minTestEffect: settings.minTestEffect ?? DEFAULT_GATE_SETTINGS.minTestEffect,
  };
  const baseTests = baselineIndex(settings.baseline ?? null);
  const sequential = settings.design === 'sequential' ? sequentialDesign(min, max) : null;

  const finished = new Map<string, RunRecord>(options.resume ?? []);
  const latest = new Map<string, Map<string, TestResult>>();
  const firstSuiteResult = new Map<string, SuiteResult>();
  const rounds: Results[] = [];
  let calls = 0;
  // Per suite and test: the runs the next round should reach; the first round: min for every test.
  let targets = suites.map((planned) => planned.suite.tests.map(() => min));
  let effectRuns: number[][] | null = null;

  const onRunFinished: RunPorts['onRunFinished'] = async (job, record, progress) => {
    if (finished.get(job.conversationId) === record) return; // kept from an earlier round
    calls += record.turns.reduce((n, turn) => n + turn.attempts, 0);
    await ports.onRunFinished?.(job, record, progress);
  };

  for (;;) {
    // Each test that needs more runs, with its target as its repeats (the round sets no override).
    const open: PlannedSuite[] = suites.flatMap((planned, s) => {
      const tests = planned.suite.tests.flatMap((spec, i) => {
        const done = latest.get(planned.suite.suite_id)?.get(spec.test_id)?.runs.length ?? 0;
        const target = targets[s]?.[i] ?? done;
        return target > done || rounds.length === 0 ? [{ ...spec, repeats: target }] : [];
      });
      return tests.length > 0 ? [{ ...planned, suite: { ...planned.suite, tests } }] : [];
    });
    if (open.length === 0) break;
    if (rounds.length > 0) {
      const count = open.reduce((n, p) => n + p.suite.tests.length, 0);
      ports.logger.info(`adaptive repeats: round ${rounds.length + 1}, ${count} test(s) get more runs`);
    }
    // The first round always runs: interrupted before it starts, it records every run as skipped.
    const round = await runSuites(open, { ...options, repeats: null, resume: finished }, { ...ports, onRunFinished });
    rounds.push(round);
    for (const suite of round.suites) {
      if (!firstSuiteResult.has(suite.suite_id)) firstSuiteResult.set(suite.suite_id, suite);
      const tests = latest.get(suite.suite_id) ?? new Map<string, TestResult>();
      latest.set(suite.suite_id, tests);
      for (const test of suite.tests) {
        tests.set(test.test_id, test);
        for (const run of test.runs) finished.set(run.conversation_id, run);
      }
    }
    if (!round.run.complete) break;

    const progress = suites.map((planned) =>
      planned.suite.tests.map((spec): TestProgress => {
        const test = latest.get(planned.suite.suite_id)?.get(spec.test_id);
        const base = baseTests.get(planned.suite.suite_id)?.get(spec.test_id);
        return {
          runs: test?.runs.length ?? 0,
          head: test ? tally(test) : { passed: 0, scored: 0 },
          early: test ? tally(test, min) : { passed: 0, scored: 0 },
          base: test !== undefined && base !== undefined && base.spec_hash === test.spec_hash ? tally(base) : null,
        };
      }),
    );
    if (sequential !== null) {
      const look = planLook(
        suites.map((planned) => ({
          suiteId: planned.suite.suite_id,
          tests: planned.suite.tests.map((spec) => {
            const head = latest.get(planned.suite.suite_id)?.get(spec.test_id);
            const base = baseTests.get(planned.suite.suite_id)?.get(spec.test_id);
            return { testId: spec.test_id, head, base: head !== undefined && base?.spec_hash === head.spec_hash ? base : undefined };
          }),
        })),
        sequential,
        { alpha: rule.alpha, minEffect: rule.minEffect, minTestEffect: rule.minTestEffect },
        settings.baseline ?? null,
        settings.testDependence,
      );
      suites.forEach((planned, s) => ports.logger.debug(`sequential design: ${planned.suite.suite_id}: ${look.reasons[s] ?? ''}`));
      targets = look.targets;
      continue;
    }
    // Rule 1 is applied once, after the first round.
    const decided = nextRound(progress, effectRuns, rule);
    effectRuns = decided.effectRuns;
    const { plan } = decided;
    suites.forEach((planned, s) =>
      planned.suite.tests.forEach((spec, i) => {
        const reason = plan.reasons[s]?.[i];
        if (reason) ports.logger.debug(`adaptive repeats: ${planned.suite.suite_id}/${spec.test_id}: ${reason}`);
      }),
    );
    targets = plan.targets;
  }
  const results = mergeRounds(
    suites,
    rounds,
    latest,
    firstSuiteResult,
    { min, max, calls, ...(sequential ? { design: 'sequential' as const } : {}) },
    // The sequential design measures every change on all runs: its looks are judged at their own levels.
    sequential ? 'all' : effectRuns,
    ports,
  );
  // Runs resumed from an earlier run that no round reached (the test was decided with fewer) are
  // not in these results; say so rather than drop them silently.
  const kept = new Set(results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.map((r) => r.conversation_id))));
  const unused = [...(options.resume?.keys() ?? [])].filter((id) => !kept.has(id)).length;
  if (unused > 0) {
    results.warnings.push(
      `${unused} run(s) from the resumed run are not in these results: their tests were decided with fewer repeats (the runs stay in the resumed file)`,
    );
  }
  return results;
}

function baselineIndex(baseline: Results | null): Map<string, Map<string, TestResult>> {
  return new Map((baseline?.suites ?? []).map((s) => [s.suite_id, new Map(s.tests.map((t) => [t.test_id, t]))]));
}

/**
 * One results file for all rounds: each test's runs from its last round, which include the earlier
 * ones, and its effect runs (rule 1; min when the run stopped before rule 1 was applied).
 */
function mergeRounds(
  suites: readonly PlannedSuite[],
  rounds: readonly Results[],
  latest: ReadonlyMap<string, ReadonlyMap<string, TestResult>>,
  firstSuiteResult: ReadonlyMap<string, SuiteResult>,
  adaptive: { min: number; max: number; calls: number; design?: 'sequential' },
  effectRuns: readonly (readonly number[])[] | null | 'all',
  ports: RunPorts,
): Results {
  const first = rounds[0];
  const last = rounds.at(-1);
  if (first === undefined || last === undefined) throw new Error('adaptive repeats: no round ran');
  const merged: SuiteResult[] = [];
  suites.forEach((planned, s) => {
    const summary = firstSuiteResult.get(planned.suite.suite_id);
    if (summary === undefined) return;
    const tests = planned.suite.tests.flatMap((spec, i) => {
      const test = latest.get(planned.suite.suite_id)?.get(spec.test_id);
      if (test === undefined) return [];
      if (effectRuns === 'all') return [test];
      const n = effectRuns?.[s]?.[i] ?? adaptive.min;
      // A run interrupted on the way to N measures what it has.
      return [{ ...test, effect_runs: Math.max(1, Math.min(n, test.runs.length)) }];
    });
    // The first round saw every test of the suite, so its suite-level checks (suspect data) stand.
    merged.push({ ...summary, tests });
  });
  const complete = last.run.complete && !ports.signal.aborted;
  const counts = countRuns(merged);
  // Every round's records, not only the last round's tests: what the simulator spent on the whole run.
  const simulator = merged
    .flatMap((s) => s.tests.flatMap((t) => t.runs))
    .reduce<SimulatorUsage | null>((total, r) => (r.simulator_usage ? addSimulatorUsage(total, r.simulator_usage) : total), null);
  const warnings = [...new Set(rounds.flatMap((r) => r.warnings))];
  if (!complete) {
    warnings.unshift(
      `adaptive repeats interrupted in round ${rounds.length}: ${counts.skipped} of ${counts.planned} planned runs did not finish; results are incomplete`,
    );
  }
  const { incomplete_reason: lastReason, ...lastRun } = last.run;
  return {
    ...last,
    run: {
      ...lastRun,
      id: first.run.id,
      started_at: first.run.started_at,
      repeats: null,
      complete,
      ...(complete ? {} : { incomplete_reason: lastReason ?? 'interrupted by a signal' }),
      adaptive: { ...adaptive, rounds: rounds.length },
    },
    counts,
    ...(simulator ? { simulator } : {}),
    warnings,
    suites: merged,
  };
}
