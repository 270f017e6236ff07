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
import { anovaIcc, withinSideIcc } from '../stats/dependence.ts';
import { gridScore, signFlipExact, signFlipGrid } from '../stats/sign-flip.ts';
import { pairedMeanInterval } from '../stats/paired-t.ts';

/** One test that enters the gate: same id and spec on both sides, scored runs on both, not quarantined. */
export interface GateTest {
  testId: string;
  stratum: Stratum;
  /**
   * The runs the minimum effects are applied to, when they differ from the ones tested (e.g. the
   * first MIN runs of an adaptive run, which the stopping rule did not choose). Default: `stratum`.
   */
  effect?: Stratum | undefined;
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
}

export const DEFAULT_GATE_SETTINGS = {
  alpha: 0.025,
  minEffect: 0.05,
  minTestEffect: 0.5,
  midP: false,
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

export type GatedVerdict = 'regressed' | 'improved' | 'underpowered' | 'possible_regression' | 'unchanged';

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
  const members = suites.flatMap((s) => s.tests).map((t) => ({ t, member: perTestMember(t.stratum, rho) }));
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
      rho: rho,
      minP: member.support[0] ?? 1,
      counted,
      pAdjusted: counted ? (adjustedTests[i] ?? 1) : null,
      rejected,
      change,
      broke: rejected && countsAsTestDrop(change, settings),
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
        const broken = perTestMember({ ...st, headPassed: 0 }, rho);
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
    let verdict: GatedVerdict;
    if (anyBroke || (significantDrop && countsAsSuiteDrop(effect, settings))) verdict = 'regressed';
    else if (significantGain && countsAsSuiteRise(effect, settings) && !testDown) verdict = 'improved';
    else if (!canFail) verdict = 'underpowered';
    else if ((isDrop(effect) && countsAsSuiteDrop(effect, settings)) || testDown) verdict = 'possible_regression';
    else verdict = 'unchanged';
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
