// The gate's two families, from run counts alone (statistics design, sections 6-8b): what the
// comparison, the adaptive repeats and the benchmark all ask "would this fail the check?".
//
// One alpha for the whole check, split evenly (a union bound keeps the family-wise error <= alpha):
//   suites: the exact McNemar test (one run per test and side) or the exact sign-flip test over tests
//           (repeats) per suite, Holm over the suites, at alpha/2: tests, not runs, are the unit, so
//           runs of a side that are alike (same deployment, same day) cannot inflate the evidence;
//   tests:  a one-sided conditional beta-binomial test per test (Fisher's exact test when the runs of
//           a side are independent), with the within-side correlation of runs estimated from the
//           other tests of the check (stats/dependence.ts), and the discrete Holm procedure over
//           every test of the check (all suites), at alpha/2.
// A suite regresses when its Holm-adjusted p <= alpha/2 and its pass rate fell by at least
// minEffect, or when one of its tests broke: its discrete Holm adjusted p <= alpha/2 and its pass
// rate fell by at least minTestEffect. Every suite with at least one common test is judged, however
// small. Discrete Holm counts a test only as far as its runs can reach a small p, so tests that pass
// or fail every run, or flaky tests that cannot reach a broken test's p, do not dilute the level;
// unlike Tarone's m*, which it replaced, one more such test never turns a broken test into a pass.
import { holm } from '../stats/holm.ts';
import { mcnemarExact } from '../stats/mcnemar.ts';
import { moverDelta } from '../stats/mover.ts';
import { newcombePaired } from '../stats/newcombe.ts';
import { atOrBelow } from '../stats/significance.ts';
import { type Stratum } from '../stats/fisher.ts';
import { attainableAtOrBelow, discreteBonferroniSum, discreteHolm, type DiscreteTest } from '../stats/discrete-holm.ts';
import { conditionalBetaBinomial } from '../stats/beta-binomial.ts';
import { anovaIcc, MAX_ICC, withinSideIcc } from '../stats/dependence.ts';
import { gridScore, signFlipExact, signFlipGrid } from '../stats/sign-flip.ts';
import { pairedMeanInterval } from '../stats/paired-t.ts';
import { exactLowerBound, exactNonInferiority, suiteNonInferiorityBound } from '../stats/non-inferiority.ts';

/** One test that enters the gate: same id and spec on both sides, scored runs on both, not quarantined. */
export interface GateTest {
  testId: string;
  stratum: Stratum;
  /**
   * The runs the minimum effects are applied to, when they differ from the ones tested (e.g. the
   * first MIN runs of an adaptive run, which the stopping rule did not choose). Default: `stratum`.
   */
  effect?: Stratum | undefined;
  /**
   * The within-side correlation of this test's runs, estimated from its own history on the default
   * branch (stats/history-dependence.ts). Unset: the check's estimate from the PR's own data.
   */
  rho?: number | undefined;
}

export interface GateSuite {
  suiteId: string;
  /** At least one. */
  tests: readonly GateTest[];
}

export interface GateSettings {
  /** One-sided family-wise level of the whole check; each family gets half. */
  alpha: number;
  /** Smallest drop of a suite's pass rate (0..1) that can fail it. */
  minEffect: number;
  /** Smallest drop of one test's pass rate (0..1) that makes a rejected test broken. */
  minTestEffect: number;
  /** Mid-p suite tests (more sensitive, no longer guaranteed within alpha). The per-test family stays exact: discrete Holm needs exact p-values. */
  midP: boolean;
  /**
   * One-sided level of each non-inferiority bound, the ✅ side's error: a suite whose pass rate truly
   * fell by minEffect, or with a test that truly fell by minTestEffect, is called unchanged in at most
   * this share of PRs. Default NI_LEVEL.
   */
  niLevel?: number | undefined;
}

/** The ✅ side's error rate: a true drop of the minimum effect gets ✅ in at most 5% of pull requests. */
export const NI_LEVEL = 0.05;

export const DEFAULT_GATE_SETTINGS = {
  alpha: 0.025,
  minEffect: 0.05,
  minTestEffect: 0.5,
  midP: false,
  niLevel: NI_LEVEL,
} as const satisfies GateSettings;

// --- the rules, once: the comparison, the adaptive repeats and the benchmark call these -----------

/** The two families' shares of the check's alpha: alpha/2 for the suites (Holm), alpha/2 for the tests (discrete Holm). */
export function splitAlpha(alpha: number): { suites: number; tests: number } {
  return { suites: alpha / 2, tests: alpha / 2 };
}

/** The level Holm asks of a suite at worst: the suites' alpha/2 divided by the suites in the family. */
export function strictestSuiteLevel(alpha: number, suitesInFamily: number): number {
  return splitAlpha(alpha).suites / Math.max(1, suitesInFamily);
}

// Means of fractions carry rounding error: a drop of exactly minEffect must count as minEffect.
const SLACK = 1e-12;

/** A suite's change (head minus base pass rate) is a drop that can fail the check: it fell by at least minEffect. */
export function countsAsSuiteDrop(change: number, settings: Pick<GateSettings, 'minEffect'>): boolean {
  return change <= -settings.minEffect + SLACK;
}

/** A suite's change is a rise that can be called improved: it rose by at least minEffect. */
export function countsAsSuiteRise(change: number, settings: Pick<GateSettings, 'minEffect'>): boolean {
  return change >= settings.minEffect - SLACK;
}

/** A test's change is a drop that can make it broken: it fell by at least minTestEffect. */
export function countsAsTestDrop(change: number, settings: Pick<GateSettings, 'minTestEffect'>): boolean {
  return change <= -settings.minTestEffect + SLACK;
}

/** A test passing at `baseRate` on the base has room to fall by minTestEffect. */
export function canDropByMinTestEffect(baseRate: number, settings: Pick<GateSettings, 'minTestEffect'>): boolean {
  return baseRate >= settings.minTestEffect - SLACK;
}

/** A change below zero at all, beyond rounding error. */
export function isDrop(change: number): boolean {
  return change < -SLACK;
}

/**
 * The tests that fell by at least minTestEffect without breaking (not significant under the
 * family): a drop that large is never shown as ✅, only as a possible regression.
 */
export function testsDownNotBroken(tests: readonly TestVerdict[], settings: Pick<GateSettings, 'minTestEffect'>): TestVerdict[] {
  return tests.filter((t) => !t.broke && countsAsTestDrop(t.change, settings));
}

/** The smallest drop detected in 80% of runs (null: none) is within the minimum effect. */
export function detectsMinEffect(minDetectableDrop: number | null, settings: Pick<GateSettings, 'minEffect'>): boolean {
  return minDetectableDrop !== null && minDetectableDrop <= settings.minEffect + SLACK;
}

/**
 * regressed (❌): a drop shown (false alarms <= alpha). unchanged (✅): a drop of minEffect (the suite)
 * and of minTestEffect (each test) ruled out by non-inferiority bounds (false ✅ <= niLevel). improved
 * (📈): a rise shown and every test's drop ruled out. The rest (⚠️) are neither: underpowered (no
 * outcome could fail the check), possible_regression (a drop seen but not shown), undecided (no drop
 * seen, none ruled out).
 */
export type GatedVerdict = 'regressed' | 'improved' | 'underpowered' | 'possible_regression' | 'unchanged' | 'undecided';

/** A one-sided non-inferiority test: the data rule out a drop of `margin` or more at `level`. */
export interface NonInferiority {
  margin: number;
  level: number;
  ruledOut: boolean;
}

export interface TestVerdict {
  testId: string;
  stratum: Stratum;
  /** One-sided p of "head is worse": conditional beta-binomial allowing for `rho` (Fisher's exact test at rho = 0). */
  p: number;
  /** The within-side correlation of runs the test allowed for. */
  rho: number;
  /** The smallest p the test could reach given its margins. */
  minP: number;
  /** Whether the test could reach the level (alpha/2) at all: its smallest attainable p is at or below it. */
  counted: boolean;
  /** The discrete Holm adjusted p for counted tests; null for those that cannot reach significance. */
  pAdjusted: number | null;
  rejected: boolean;
  /** Head pass fraction minus base pass fraction, of the effect runs. */
  change: number;
  /** Rejected and fell by at least minTestEffect: fails the check. */
  broke: boolean;
  /**
   * Whether a drop of minTestEffect is ruled out: the exact unconditional test on the Miettinen-Nurminen
   * score (Chan 1998) on `stratum` (the runs its change is measured on), runs of a side alike to `rho`.
   * Its bound (testBound) is computed only for the tests a report names: a bisection over the test,
   * too slow for every test of every look.
   */
  ni: NonInferiority & { p: number; stratum: Stratum; rho: number };
}

export type SuiteTestName = 'mcnemar-exact' | 'mcnemar-midp' | 'sign-flip-exact' | 'sign-flip-midp' | 'sign-flip-normal';

export interface SuiteVerdicts {
  suiteId: string;
  verdict: GatedVerdict;
  test: SuiteTestName;
  p: number;
  pImproved: number;
  /** Holm over the suites of the check. */
  pAdjusted: number;
  pAdjustedImproved: number;
  significantDrop: boolean;
  significantGain: boolean;
  delta: {
    estimate: number;
    lower: number;
    upper: number;
    method: 'newcombe-paired' | 'wilson-mover' | 'paired-t-wilson-mover';
    /** Measured on the effect runs (adaptive repeats): the change the verdict used. */
    onEffectRuns?: boolean;
  };
  /** The change the minimum effect is applied to: the delta's estimate unless effect runs were given. */
  effect: number;
  /** The smallest p the suite test could reach if every head run failed; above `level` it cannot regress alone. */
  minAttainable: number;
  /** alpha/2 divided by the number of suites: the level Holm asks of a suite at worst. */
  level: number;
  /** Whether some outcome of the head runs could fail the check here: the suite test can reach its level, or one test breaking completely would be flagged. */
  canFail: boolean;
  /** Whether a drop of minEffect is ruled out: the smaller of the t bound over tests and the model bound. */
  ni: NonInferiority & { bound: number; method: 't' | 'model' };
  /** What the verdict was decided from (the sequential design decides again over its looks). */
  facts: VerdictFacts;
  /** The levels the two families were held to for this suite: alpha/2 each in a fixed design, a look's share in a sequential one. */
  levels: { suites: number; tests: number };
  tests: TestVerdict[];
  strata: Stratum[];
}

export interface CheckVerdicts {
  alphaSuites: number;
  alphaTests: number;
  suites: SuiteVerdicts[];
  /** The discrete Holm family: every gating test of the check, and how many could reach alpha/2 at all. */
  testFamily: { tests: number; counted: number };
  /**
   * The within-side correlation of runs estimated from `tests` of the check's tests (stats/dependence.ts),
   * and what the per-test tests allowed for (`used`: the calibrated estimate when the data show
   * dependence, the ANOVA one under adaptive repeats, else 0; the baseline batch's when larger).
   */
  dependence: { icc: number; tests: number; fP: number; meanMidP?: number; calibrated?: number; used: number };
}

function rate(passed: number, runs: number): number {
  return passed / runs;
}

function changeOf(s: Stratum): number {
  return rate(s.headPassed, s.headRuns) - rate(s.basePassed, s.baseRuns);
}

/** Judges every suite and test of one check. Suites with no test are refused: they have no gate. */
export interface GateOptions {
  /** What the baseline's own batch showed (its two halves compared; compare/baseline-batch.ts): allowed for when larger. */
  baselineDependence?: number | undefined;
}

export function gateCheck(suites: readonly GateSuite[], settings: GateSettings, options: GateOptions = {}): CheckVerdicts {
  for (const s of suites) if (s.tests.length === 0) throw new RangeError(`gateCheck: suite ${s.suiteId} has no gating test`);
  const { suites: alphaSuites, tests: alphaTests } = splitAlpha(settings.alpha);

  // The per-test family over all suites, every test allowing for the within-side correlation of runs
  // the check's tests show (0 unless the data show it: stats/dependence.ts).
  // Fixed repeats allow for the calibrated estimate when the data show dependence; adaptive runs leave
  // most head tests at a few runs, where the calibrated estimate runs low and the data seldom show the
  // dependence that is there, so they allow for the ANOVA estimate itself (BENCHMARKS.md, figure 8).
  const strata = suites.flatMap((s) => s.tests.map((t) => t.stratum));
  const adaptive = suites.some((s) => s.tests.some((t) => t.effect !== undefined));
  const estimate: CheckVerdicts['dependence'] = adaptive ? { ...anovaIcc(strata), used: 0 } : withinSideIcc(strata);
  const rho = Math.max(adaptive ? estimate.icc : estimate.used, options.baselineDependence ?? 0);
  // A test with its own history allows for its own correlation; the others for the check's.
  const rhoOf = (t: GateTest): number => t.rho ?? rho;
  const niLevel = settings.niLevel ?? NI_LEVEL;
  const members = suites.flatMap((s) => s.tests).map((t) => ({ t, member: perTestMember(t.stratum, rhoOf(t)) }));
  const family = members.map((m) => m.member);
  const adjustedTests = discreteHolm(family);
  const familySum = discreteBonferroniSum(family);
  const testJudgements = members.map(({ t, member }, i): TestVerdict => {
    const counted = atOrBelow(member.support[0] ?? 1, alphaTests);
    const rejected = atOrBelow(adjustedTests[i] ?? 1, alphaTests);
    const change = changeOf(t.effect ?? t.stratum);
    return {
      testId: t.testId,
      stratum: t.stratum,
      p: member.p,
      rho: rhoOf(t),
      minP: member.support[0] ?? 1,
      counted,
      pAdjusted: counted ? (adjustedTests[i] ?? 1) : null,
      rejected,
      change,
      broke: rejected && countsAsTestDrop(change, settings),
      ni: testNonInferiority(t.effect ?? t.stratum, rhoOf(t), settings.minTestEffect, niLevel),
    };
  });

  // The suite family.
  const statistics = suites.map((s) => suiteStatistics(s, settings.midP));
  const adjusted = holm(statistics.map((x) => x.p));
  const adjustedImproved = holm(statistics.map((x) => x.pImproved));
  const level = strictestSuiteLevel(settings.alpha, suites.length);

  let offset = 0;
  const judged = suites.map((s, k): SuiteVerdicts => {
    const tests = testJudgements.slice(offset, offset + s.tests.length);
    const firstIndex = offset;
    offset += s.tests.length;
    const stats = statistics[k]!;
    const pAdjusted = adjusted[k] ?? 1;
    const pAdjustedImproved = adjustedImproved[k] ?? 1;
    const significantDrop = atOrBelow(pAdjusted, alphaSuites);
    const significantGain = atOrBelow(pAdjustedImproved, alphaSuites);
    const adaptive = s.tests.some((t) => t.effect !== undefined);
    const effect = adaptive ? mean(tests.map((t) => t.change)) : stats.delta.estimate;
    // Under adaptive repeats the change shown is the one the verdict used: on the effect runs, with its interval.
    const delta = adaptive ? { ...changeInterval(s.tests.map((t) => t.effect ?? t.stratum)), onEffectRuns: true } : stats.delta;
    const minAttainable = stats.minAttainable * (settings.midP ? 0.5 : 1);
    // Only asked when the suite test alone cannot reach its level.
    const testCanBreak = (): boolean =>
      s.tests.some((t, j) => {
        const st = t.stratum;
        if (st.headRuns === 0 || st.basePassed === 0) return false;
        if (!canDropByMinTestEffect(rate(st.basePassed, st.baseRuns), settings)) return false;
        // Above alpha/2 it fails whatever the other tests are; the procedure is then not needed.
        const broken = perTestMember({ ...st, headPassed: 0 }, rhoOf(t));
        if (!atOrBelow(broken.p, alphaTests)) return false;
        // The discrete Bonferroni sum bounds the adjusted p: when it is within alpha/2 the test
        // would be rejected, and the whole procedure (linear in the family) is needed only otherwise.
        const own = family[firstIndex + j]!;
        const bound = familySum(broken.p) - attainableAtOrBelow(own.support, broken.p) + broken.p;
        if (atOrBelow(bound, alphaTests)) return true;
        // Only tests with a smaller p could step out before it and lower the sum.
        if (!family.some((m, i) => i !== firstIndex + j && m.p < broken.p)) return false;
        const withBreak = family.map((m, i) => (i === firstIndex + j ? broken : m));
        return atOrBelow(discreteHolm(withBreak)[firstIndex + j] ?? 1, alphaTests);
      });
    const anyBroke = tests.some((t) => t.broke);
    const canFail = atOrBelow(minAttainable, level) || testCanBreak();
    const testDown = testsDownNotBroken(tests, settings).length > 0;
    const ni = suiteNonInferiority(s.tests, rhoOf, settings.minEffect, niLevel);
    const everyTestRuledOut = tests.every((t) => t.ni.ruledOut);
    const facts: VerdictFacts = {
      anyBroke,
      significantDrop,
      significantGain,
      effect,
      testDown,
      everyTestRuledOut,
      suiteRuledOut: ni.ruledOut,
      canFail,
    };
    const verdict = suiteVerdictOf(facts, settings);
    return {
      suiteId: s.suiteId,
      verdict,
      test: stats.test,
      p: stats.p,
      pImproved: stats.pImproved,
      pAdjusted,
      pAdjustedImproved,
      significantDrop,
      significantGain,
      delta,
      effect,
      minAttainable,
      level,
      canFail,
      ni,
      facts,
      levels: { suites: alphaSuites, tests: alphaTests },
      tests,
      strata: stats.strata,
    };
  });

  return {
    alphaSuites,
    alphaTests,
    suites: judged,
    testFamily: { tests: members.length, counted: testJudgements.filter((t) => t.counted).length },
    dependence: { ...estimate, used: rho },
  };
}

/**
 * The suite test and the delta with its interval: McNemar and Newcombe with one run each; with
 * repeats, the sign-flip test over tests and the wider of the Wilson-MOVER interval (right when runs
 * are independent) and the paired t interval over tests (right when they are not).
 */
function suiteStatistics(
  suite: GateSuite,
  midP: boolean,
): { p: number; pImproved: number; test: SuiteTestName; delta: SuiteVerdicts['delta']; strata: Stratum[]; minAttainable: number } {
  const strata = suite.tests.map((t) => t.stratum);
  if (strata.every((s) => s.headRuns === 1 && s.baseRuns === 1)) {
    const count = (head: number, base: number): number => strata.filter((s) => s.headPassed === head && s.basePassed === base).length;
    const table = { a: count(1, 1), b: count(1, 0), c: count(0, 1), d: count(0, 0) };
    const ci = newcombePaired(table);
    const test = mcnemarExact(table.b, table.c);
    return {
      p: midP ? test.midLess : test.less,
      pImproved: midP ? test.midGreater : test.greater,
      test: midP ? 'mcnemar-midp' : 'mcnemar-exact',
      delta: { ...ci, method: 'newcombe-paired' },
      strata,
      minAttainable: 0.5 ** (table.a + table.c),
    };
  }
  const changes = strata.map(changeOf);
  const delta = changeInterval(strata);
  const grid = signFlipGrid(strata.flatMap((s) => [s.headRuns, s.baseRuns]));
  const test = signFlipExact(changes.map((d) => gridScore(d, grid)));
  return {
    p: midP ? test.midLess : test.less,
    pImproved: midP ? test.midGreater : test.greater,
    // Thousands of changed tests on a fine grid: the same permutation distribution, taken as normal.
    test: test.approximate ? 'sign-flip-normal' : midP ? 'sign-flip-midp' : 'sign-flip-exact',
    delta,
    strata,
    // Every head run failing: each test whose base passed at least once falls, the most extreme sum.
    minAttainable: 0.5 ** strata.filter((s) => s.basePassed > 0 && s.headRuns > 0).length,
  };
}

/** The change of a suite with repeats: the wider of Wilson-MOVER and the paired t interval over its tests (one test: Wilson-MOVER). */
function changeInterval(strata: readonly Stratum[]): SuiteVerdicts['delta'] {
  const mover = moverDelta(strata);
  const paired = pairedMeanInterval(strata.map(changeOf));
  if (paired === null) return { ...mover, method: 'wilson-mover' };
  return {
    estimate: mover.estimate,
    lower: Math.max(-1, Math.min(mover.lower, paired.lower)),
    upper: Math.min(1, Math.max(mover.upper, paired.upper)),
    method: 'paired-t-wilson-mover',
  };
}

/** What a suite's verdict is decided from. */
export interface VerdictFacts {
  anyBroke: boolean;
  significantDrop: boolean;
  significantGain: boolean;
  /** The change the minimum effect is applied to. */
  effect: number;
  /** A test fell by minTestEffect without breaking. */
  testDown: boolean;
  everyTestRuledOut: boolean;
  suiteRuledOut: boolean;
  canFail: boolean;
}

/** A suite's verdict, first match wins: a drop shown (❌), a rise shown (📈), a drop ruled out (✅), else one of the ⚠️ kinds. */
export function suiteVerdictOf(f: VerdictFacts, settings: Pick<GateSettings, 'minEffect'>): GatedVerdict {
  if (f.anyBroke || (f.significantDrop && countsAsSuiteDrop(f.effect, settings))) return 'regressed';
  if (f.significantGain && countsAsSuiteRise(f.effect, settings) && !f.testDown && f.everyTestRuledOut) return 'improved';
  if (f.suiteRuledOut && f.everyTestRuledOut) return 'unchanged';
  if (!f.canFail) return 'underpowered';
  if ((isDrop(f.effect) && countsAsSuiteDrop(f.effect, settings)) || f.testDown) return 'possible_regression';
  return 'undecided';
}

/** Whether one test's drop of `margin` or more is ruled out, from the runs its change is measured on. */
export function testNonInferiority(s: Stratum, rho: number, margin: number, level: number): TestVerdict['ni'] {
  // Rounded up to the next 0.01: a little more cautious, and the exact test's tables are cached per
  // rho, where an estimate that differs in every check would recompute them for every test.
  const allowed = Math.min(MAX_ICC, Math.ceil(rho * 100 - 1e-9) / 100);
  const { p } = exactNonInferiority(s, margin, allowed);
  return { p, margin, level, ruledOut: atOrBelow(p, level), stratum: s, rho: allowed };
}

/** A test's one-sided lower bound of its change at its non-inferiority level: above -margin exactly when ruled out. */
export function testBound(ni: TestVerdict['ni']): number {
  return exactLowerBound(ni.stratum, ni.level, ni.rho);
}

/** Whether a suite's drop of `margin` or more is ruled out: the change over its tests, each test's runs alike to its rho. */
export function suiteNonInferiority(
  tests: readonly GateTest[],
  rhoOf: (t: GateTest) => number,
  margin: number,
  level: number,
): SuiteVerdicts['ni'] {
  const b = suiteNonInferiorityBound(
    tests.map((t) => ({ stratum: t.stratum, effect: t.effect, rho: rhoOf(t) })),
    level,
    margin,
  );
  return { bound: b.bound, method: b.method, margin, level, ruledOut: b.bound > -margin + SLACK };
}

/** The suite test's one-sided p of "head is worse" (exact, not mid-p): what the adaptive repeats ask before stopping a suite. */
export function suiteDropP(strata: readonly Stratum[]): number {
  return suiteStatistics({ suiteId: '', tests: strata.map((stratum) => ({ testId: '', stratum })) }, false).p;
}

/** One test of the per-test family: its one-sided conditional beta-binomial p (Fisher's at rho = 0) and the p-values its margins allow. */
export function perTestMember(s: Stratum, rho: number): DiscreteTest {
  return conditionalBetaBinomial(s, rho);
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}
