// Adaptive repeats (`--repeats auto`): run every test `min` times, then spend more runs only where a
// verdict is still open, growing the repeats of those tests by a quarter each round (4, 5, 7, 9,
// 12, 15, 16) up to `max`.
//
// Stopping rule, checked after each round. Per test: k scored head runs so far, s passed (errored
// and skipped runs are not scored); r = max minus the runs planned so far.
//
// 1. Test without a baseline (no baseline, a new test, or a changed spec): decided when its scored
//    outcomes are all equal (all passed or all failed) or none was scored; a mixed test gets more
//    runs, up to max, to estimate its pass rate. No hypothesis is tested, so there is nothing for
//    repeated looks to inflate.
// 2. Test with a baseline (t of L base runs passed, same id and spec): its verdict is the
//    comparison's per-test test, one-sided Fisher exact of head runs against base runs: "worse" if
//    p <= alpha and the pass rate fell by at least minEffect, "better" likewise, else "no change".
//    Decided when
//    (a) certain: the verdict now equals the verdict at k + r runs for EVERY result of the r
//        remaining runs (p is monotone in the head passes, so 0..r extra passes cover them all), or
//    (b) futile: the verdict now is "no change" and the chance that the r remaining runs change
//        it is at most FLIP_TOLERANCE (5%), the remaining passes drawn from the Jeffreys posterior
//        predictive (beta-binomial with s + 1/2, k - s + 1/2).
// 3. Suite with a baseline (its gate: the stratified exact test and the minimum effect): settled when
//    (a) certain: read at both ends of the Holm range, alpha/m and alpha (so whatever the other
//        suites give), the verdict now equals the verdicts of the two extreme completions (every
//        remaining run of every test failing, or passing; the verdict is monotone in each test's
//        passes), or
//    (b) futile: with its p Holm-adjusted against the other suites' p-values as they are now (the
//        comparison's own verdict, were the run to end here), the verdict is "unchanged" or
//        "underpowered", and at most 5% of SUITE_DRAWS predicted completions (each test drawn as in
//        2b, the other suites held where they are) change it. Reading futility at both Holm ends
//        instead keeps a suite running whenever its p lies between alpha/m and alpha, although the
//        comparison would call it unchanged there unless every other suite also drops.
// A test gets more runs while r > 0 and it is undecided, or its suite is not settled and the test
// could still move the gate (every test except one whose head and base runs all agree, all passed
// or all failed, which adds nothing to the stratified test).
//
// Sequential looks: stopping when a result first looks significant would inflate false alarms, so
// the rule never does that. A significant verdict (test "worse"/"better", suite regressed, improved
// or inconclusive) only stops early when it is certain, i.e. no remaining outcome could change it;
// everything else that stops early is not significant now (futility). Run outcome for run outcome
// (repeat i of a test has the same conversation id either way), a verdict the adaptive run reaches
// by (a) is the one fixed `max` repeats would reach, and a futility stop can only miss a verdict, not
// add one: no alpha needs splitting across the looks for the per-test verdicts. The price is power:
// a futility stop might have turned significant with more runs; the 5% bound on that comes from the
// predictive model, not a frequentist guarantee, and the benchmark measures the agreement with fixed
// max repeats. For the suite gate the argument is not exact: a test stopped by futility enters the
// stratified test with fewer runs, which changes its null distribution (a test whose runs all
// passed on both sides is the exception: it adds nothing either way). Futility against the other
// suites' current p-values (3b) is re-checked every round: a suite that stopped as "unchanged"
// rejoins when the others' p-values move its Holm level, so the run ends only once every suite
// is certain, futile against the others' final p-values, or at max.
import { mulberry32 } from '../random.ts';
import type { Results, RunRecord, SuiteResult, TestResult } from '../results/schema.ts';
import { DEFAULT_COMPARE_OPTIONS } from '../compare/compare.ts';
import { countRuns as countTestRuns, scoredRuns } from '../compare/test-changes.ts';
import { fisherExact, minAttainablePValue, stratifiedExact, type Stratum } from '../stats/stratified.ts';
import type { ExactPValues } from '../stats/tails.ts';
import { moverDelta } from '../stats/mover.ts';
import { MIN_COMMON_TESTS } from '../compare/suite.ts';
import { atOrBelow } from '../stats/significance.ts';
import { holm } from '../stats/holm.ts';
import { countRuns, runSuites, type RunOptions, type RunPorts } from './run.ts';
import type { PlannedSuite } from './plan.ts';

/** Chance, under the predictive model, that more runs change a "no change" verdict; see the top. */
export const FLIP_TOLERANCE = 0.05;

/**
 * Repeats grow by a quarter each round (at least one run). Bigger steps need fewer rounds (less
 * waiting for the slowest conversation) but overshoot the repeats at which a test's verdict settles:
 * on the benchmark's very flaky workload, growing by half cost 2 points more of fixed max's calls
 * and doubling about 8; one run per round saved 2 points for twice the rounds.
 */
const ROUND_GROWTH = 1.25;

export interface AdaptiveSettings {
  min: number;
  max: number;
  /** Results of the base branch: with it, tests stop when their comparison is decided. */
  baseline?: Results | null | undefined;
  /** The comparison's alpha and minimum effect; default: the comparison's defaults. */
  alpha?: number | undefined;
  minEffect?: number | undefined;
}

export type TestVerdict = 'worse' | 'better' | 'no change';

export interface TestDecision {
  decided: boolean;
  /** Why, for the log. */
  reason: string;
}

/** A side's runs of one test: passes out of scored runs. */
export interface RunTally {
  passed: number;
  scored: number;
}

/** The per-test comparison's verdict: one-sided Fisher exact tests plus the minimum effect. */
export function testVerdict(head: RunTally, base: RunTally, alpha: number, minEffect: number): TestVerdict {
  const p = fisherExact({ headPassed: head.passed, headRuns: head.scored, basePassed: base.passed, baseRuns: base.scored });
  const delta = head.passed / head.scored - base.passed / base.scored;
  // The same slack the comparison uses: a drop of exactly minEffect counts.
  const slack = 1e-12;
  if (atOrBelow(p.less, alpha) && delta <= -minEffect + slack) return 'worse';
  if (atOrBelow(p.greater, alpha) && delta >= minEffect - slack) return 'better';
  return 'no change';
}

/**
 * Whether a test needs more runs (the rule at the top of this file). `remaining` is how many more
 * runs `max` allows; `base` is null when there is nothing to compare the test with.
 */
export function decideTest(
  head: RunTally,
  remaining: number,
  base: RunTally | null,
  settings: { alpha: number; minEffect: number },
): TestDecision {
  if (head.scored === 0) return { decided: true, reason: 'no scored run (all errored or skipped): more runs estimate nothing' };
  if (remaining <= 0) return { decided: true, reason: 'reached max repeats' };
  const failed = head.scored - head.passed;
  if (base === null || base.scored === 0) {
    return failed === 0 || head.passed === 0
      ? { decided: true, reason: `stable without a baseline (${head.passed}/${head.scored} passed)` }
      : { decided: false, reason: `mixed outcomes (${head.passed}/${head.scored} passed): estimating the rate` };
  }
  const { alpha, minEffect } = settings;
  const now = testVerdict(head, base, alpha, minEffect);
  const total = head.scored + remaining;
  const atMax = Array.from({ length: remaining + 1 }, (_, more) =>
    testVerdict({ passed: head.passed + more, scored: total }, base, alpha, minEffect),
  );
  if (atMax.every((v) => v === now)) return { decided: true, reason: `certain: "${now}" whatever the ${remaining} remaining runs give` };
  if (now !== 'no change') return { decided: false, reason: `"${now}" now, but the remaining runs could change it` };
  const pmf = predictivePasses(head, remaining);
  const flip = atMax.reduce((sum, v, more) => sum + (v === now ? 0 : (pmf[more] ?? 0)), 0);
  return flip <= FLIP_TOLERANCE
    ? { decided: true, reason: `"no change", and ${(flip * 100).toFixed(1)}% chance that more runs would change it` }
    : { decided: false, reason: `"no change" now, ${(flip * 100).toFixed(1)}% chance that more runs would change it` };
}

/**
 * Passes among `remaining` more runs, predicted from the head's runs so far: beta-binomial with the
 * Jeffreys posterior Beta(s + 1/2, k - s + 1/2). Built by the ratio of consecutive terms, then normalised.
 */
function predictivePasses(head: RunTally, remaining: number): number[] {
  const a = head.passed + 0.5;
  const b = head.scored - head.passed + 0.5;
  const weights = [1];
  for (let x = 0; x < remaining; x++) {
    weights.push((weights[x] ?? 0) * ((remaining - x) / (x + 1)) * ((x + a) / (remaining - x - 1 + b)));
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

function tally(test: TestResult): RunTally {
  const c = countTestRuns(test);
  return { passed: c.passed, scored: scoredRuns(c) };
}

/** One test of a suite as the decisions see it after a round. */
export interface TestState {
  head: RunTally;
  /** Runs max still allows (planned runs count, scored or not). */
  remaining: number;
  /** The base runs of the same test (same id and spec); null when there is none. */
  base: RunTally | null;
}

/** The suite verdicts of the comparison, with the direction of an inconclusive one. */
type SuiteVerdict = 'regressed' | 'inconclusive drop' | 'unchanged' | 'underpowered' | 'inconclusive rise' | 'improved' | 'no gate';

/** A gating suite's one-sided p-values: "worse" (p) and "better" (pImproved). */
export interface GateP {
  p: number;
  pImproved: number;
}

/** Whether a suite's one-sided p-values are significant: a drop, a rise. */
type Significance = (p: ExactPValues) => { drop: boolean; rise: boolean };

/** At a fixed level of the Holm-adjusted p: Holm puts a suite's level between alpha/m and alpha. */
const atLevel =
  (level: number): Significance =>
  (p) => ({ drop: atOrBelow(p.less, level), rise: atOrBelow(p.greater, level) });

/** Holm-adjusted together with the other suites' p-values, as the comparison does. */
const againstOthers =
  (others: readonly GateP[], alpha: number): Significance =>
  (p) => ({
    drop: atOrBelow(holm([p.less, ...others.map((o) => o.p)])[0] ?? 1, alpha),
    rise: atOrBelow(holm([p.greater, ...others.map((o) => o.pImproved)])[0] ?? 1, alpha),
  });

/** The comparison's verdict of one suite (settleVerdict); `familyLevel` is alpha/m. */
function suiteVerdict(strata: readonly Stratum[], significance: Significance, familyLevel: number, minEffect: number): SuiteVerdict {
  if (strata.length < MIN_COMMON_TESTS) return 'no gate';
  const { drop, rise } = significance(stratifiedExact(strata));
  const delta = moverDelta(strata).estimate;
  const slack = 1e-12;
  if (drop) return delta <= -minEffect + slack ? 'regressed' : 'inconclusive drop';
  if (rise) return delta >= minEffect - slack ? 'improved' : 'inconclusive rise';
  return atOrBelow(minAttainablePValue(strata), familyLevel) ? 'unchanged' : 'underpowered';
}

/** Draws of the remaining runs used to estimate how likely a suite verdict is to change. */
const SUITE_DRAWS = 200;

type CommonTest = TestState & { base: RunTally };

/** The tests that enter the suite's stratified test: scored runs on both sides. */
function commonTests(tests: readonly TestState[]): CommonTest[] {
  return tests.filter((t): t is CommonTest => t.base !== null && t.base.scored > 0 && t.head.scored > 0);
}

/** Strata of the common tests with `extra(t, i)` more head passes, at max repeats when `atMax`. */
function strataWith(common: readonly CommonTest[], extra: (t: TestState, i: number) => number, atMax: boolean): Stratum[] {
  return common.map((t, i) => ({
    headPassed: t.head.passed + extra(t, i),
    headRuns: t.head.scored + (atMax ? t.remaining : 0),
    basePassed: t.base.passed,
    baseRuns: t.base.scored,
  }));
}

/** A suite's gate p-values from its runs so far; null when it has too few common tests to gate. */
function currentGate(tests: readonly TestState[]): GateP | null {
  const common = commonTests(tests);
  if (common.length < MIN_COMMON_TESTS) return null;
  const p = stratifiedExact(strataWith(common, () => 0, false));
  return { p: p.less, pImproved: p.greater };
}

/**
 * Whether a suite's gate verdict is settled (rule 3 at the top). `others` are the current gate
 * p-values of the other suites that gate (Holm's m is one more); `seed` makes the predicted
 * completions reproducible.
 */
export function decideSuite(
  tests: readonly TestState[],
  settings: { alpha: number; minEffect: number; others: readonly GateP[]; seed: number },
): TestDecision {
  const { alpha, minEffect, others } = settings;
  const common = commonTests(tests);
  const familyLevel = alpha / (others.length + 1);
  const bothEnds = (strata: readonly Stratum[]): string =>
    [familyLevel, alpha].map((level) => suiteVerdict(strata, atLevel(level), familyLevel, minEffect)).join(' / ');
  const holmVerdict = (strata: readonly Stratum[]): SuiteVerdict =>
    suiteVerdict(strata, againstOthers(others, alpha), familyLevel, minEffect);
  const nowStrata = strataWith(common, () => 0, false);
  const now = bothEnds(nowStrata);
  if (now.includes('no gate')) return { decided: true, reason: 'no gate: fewer common tests than the comparison needs' };
  if (common.every((t) => t.remaining <= 0)) return { decided: true, reason: `"${now}" at max repeats` };
  // The verdict is monotone in each test's passes, so the two extreme completions bound all others.
  const allFail = bothEnds(strataWith(common, () => 0, true));
  const allPass = bothEnds(strataWith(common, (t) => t.remaining, true));
  if (allFail === now && allPass === now) return { decided: true, reason: `certain: "${now}" whatever the remaining runs give` };
  const expected = holmVerdict(nowStrata);
  if (expected !== 'unchanged' && expected !== 'underpowered') {
    return { decided: false, reason: `"${expected}" now, but the remaining runs could change it` };
  }
  const predictive = common.map((t) => cumulative(predictivePasses(t.head, t.remaining)));
  const random = mulberry32(settings.seed);
  // Each draw costs a stratified test over the suite; stop drawing once the tolerance is exceeded.
  const allowed = Math.floor(FLIP_TOLERANCE * SUITE_DRAWS);
  let flips = 0;
  let draws = 0;
  while (draws < SUITE_DRAWS && flips <= allowed) {
    draws += 1;
    const completion = strataWith(common, (_, i) => sample(predictive[i] ?? [1], random()), true);
    if (holmVerdict(completion) !== expected) flips += 1;
  }
  return flips <= allowed
    ? { decided: true, reason: `"${expected}", and ${flips} of ${SUITE_DRAWS} predicted completions change it` }
    : { decided: false, reason: `"${expected}" now, ${flips} of the first ${draws} predicted completions change it` };
}

/** Head and base runs all agree (all passed, or all failed): the test adds nothing to the stratified test. */
function addsNothingToGate(state: TestState): boolean {
  const allEqual = (t: RunTally): boolean => t.passed === 0 || t.passed === t.scored;
  return state.base !== null && allEqual(state.head) && allEqual(state.base) && (state.head.passed === 0) === (state.base.passed === 0);
}

function cumulative(pmf: readonly number[]): number[] {
  let sum = 0;
  return pmf.map((p) => (sum += p));
}

/** Inverse-CDF draw: the first support point whose cumulative probability reaches u. */
function sample(cdf: readonly number[], u: number): number {
  const i = cdf.findIndex((c) => u <= c);
  return i === -1 ? cdf.length - 1 : i;
}

/**
 * Runs the suites with adaptive repeats (the rule at the top of this file). Each round is one
 * runSuites call over the tests that need more runs, with the runs of earlier rounds passed as
 * `resume`, so no conversation is sent twice. A test's own `repeats` in the spec is not used.
 * Interrupted in any round, it returns what it has, marked incomplete.
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
  const thresholds = {
    alpha: settings.alpha ?? DEFAULT_COMPARE_OPTIONS.alpha,
    minEffect: settings.minEffect ?? DEFAULT_COMPARE_OPTIONS.minEffect,
  };
  const baseTests = baselineIndex(settings.baseline ?? null);

  const finished = new Map<string, RunRecord>(options.resume ?? []);
  const latest = new Map<string, Map<string, TestResult>>();
  const firstSuiteResult = new Map<string, SuiteResult>();
  const rounds: Results[] = [];
  let calls = 0;
  let open: PlannedSuite[] = [...suites];
  let repeats = min;

  const onRunFinished: RunPorts['onRunFinished'] = async (job, record, progress) => {
    if (finished.get(job.conversationId) === record) return; // kept from an earlier round
    calls += record.turns.reduce((n, turn) => n + turn.attempts, 0);
    await ports.onRunFinished?.(job, record, progress);
  };

  // The first round always runs: interrupted before it starts, it records every run as skipped.
  for (;;) {
    const round = await runSuites(open, { ...options, repeats, resume: finished }, { ...ports, onRunFinished });
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
    if (!round.run.complete || repeats >= max) break;

    // Every test is looked at again, not only the last round's: a settled test rejoins when its
    // suite's verdict is still open.
    const states = suites.map((planned) =>
      planned.suite.tests.flatMap((spec) => {
        const test = latest.get(planned.suite.suite_id)?.get(spec.test_id);
        if (test === undefined) return [];
        const base = baseTests.get(planned.suite.suite_id)?.get(test.test_id);
        const state: TestState = {
          head: tally(test),
          remaining: max - test.runs.length,
          base: base !== undefined && base.spec_hash === test.spec_hash ? tally(base) : null,
        };
        return [{ spec, state }];
      }),
    );
    const gates = states.map((tests) => currentGate(tests.map((t) => t.state)));
    const next: PlannedSuite[] = [];
    let undecided = 0;
    suites.forEach((planned, suiteIndex) => {
      const tests = states[suiteIndex] ?? [];
      const suiteId = planned.suite.suite_id;
      const suite = decideSuite(
        tests.map((t) => t.state),
        {
          ...thresholds,
          others: gates.filter((gate, i): gate is GateP => gate !== null && i !== suiteIndex),
          seed: rounds.length * 7919 + suiteIndex,
        },
      );
      if (!suite.decided) ports.logger.debug(`adaptive repeats: suite ${suiteId}: ${suite.reason}`);
      const keep = tests.filter(({ spec, state }) => {
        const decision = decideTest(state.head, state.remaining, state.base, thresholds);
        ports.logger.debug(`adaptive repeats: ${suiteId}/${spec.test_id}: ${decision.reason}`);
        return state.remaining > 0 && !(decision.decided && (suite.decided || addsNothingToGate(state)));
      });
      if (keep.length > 0) {
        next.push({ ...planned, suite: { ...planned.suite, tests: keep.map((t) => t.spec) } });
        undecided += keep.length;
      }
    });
    if (next.length === 0) break;
    repeats = Math.min(max, Math.ceil(repeats * ROUND_GROWTH));
    ports.logger.info(`adaptive repeats: round ${rounds.length + 1}, ${undecided} test(s) undecided, running them to ${repeats} repeats`);
    open = next;
  }
  const results = mergeRounds(suites, rounds, latest, firstSuiteResult, { min, max, calls }, ports);
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

/** One results file for all rounds: each test's runs from its last round, which include the earlier ones. */
function mergeRounds(
  suites: readonly PlannedSuite[],
  rounds: readonly Results[],
  latest: ReadonlyMap<string, ReadonlyMap<string, TestResult>>,
  firstSuiteResult: ReadonlyMap<string, SuiteResult>,
  adaptive: { min: number; max: number; calls: number },
  ports: RunPorts,
): Results {
  const first = rounds[0];
  const last = rounds.at(-1);
  if (first === undefined || last === undefined) throw new Error('adaptive repeats: no round ran');
  const merged: SuiteResult[] = [];
  for (const planned of suites) {
    const summary = firstSuiteResult.get(planned.suite.suite_id);
    if (summary === undefined) continue;
    const tests = planned.suite.tests
      .map((spec) => latest.get(planned.suite.suite_id)?.get(spec.test_id))
      .filter((t): t is TestResult => t !== undefined);
    // The first round saw every test of the suite, so its suite-level checks (suspect data) stand.
    merged.push({ ...summary, tests });
  }
  const complete = last.run.complete && !ports.signal.aborted;
  const counts = countRuns(merged);
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
    warnings,
    suites: merged,
  };
}
