// One suite: why it got its verdict, the notes on its data, its tests' passes and first failures,
// and why its interval and its verdict may seem to disagree.
import type { ErroredRuns, SuiteComparison, SuiteReason, TestComparison, ValidityNote } from '../../compare/comparison-schema.ts';
import { level as levelText, percent, plural, points as signedNumber, pointsText as points, pValue } from '../../format.ts';
import { DRAFT_NOTE } from './drafts.ts';
import { SIMULATOR_FAULT } from './verdict.ts';

// --- one suite ---------------------------------------------------------------------------------

const TEST_NAMES: Record<NonNullable<SuiteComparison['test']>, string> = {
  'mcnemar-exact': 'exact McNemar test',
  'mcnemar-midp': 'mid-p McNemar test',
  'sign-flip-exact': 'exact sign-flip test over tests',
  'sign-flip-midp': 'mid-p sign-flip test over tests',
  'sign-flip-normal': 'sign-flip test over tests (normal approximation)',
  'fisher-exact': 'Fisher exact test',
};

type Evidence = Extract<SuiteReason, { code: 'significant_drop' }>['evidence'];

/** "exact McNemar test p = 0.0039, Holm-adjusted 0.012 over 3 suites (level α/2 = 0.0125)" */
function evidenceText(e: Evidence): string {
  return `${TEST_NAMES[e.test]} p = ${pValue(e.p_value)}, Holm-adjusted ${pValue(e.p_adjusted)} over ${plural(e.suites, 'suite')} (level α/2 = ${levelText(e.level)})`;
}

const onTests = (tests: number): string => `on ${plural(tests, 'common test')}`;
const intervalText = (ci: readonly [number, number]): string => `(95% interval [${signedNumber(ci[0])}, ${signedNumber(ci[1])}])`;

/** "ENGINE_ERROR×12, TIMEOUT×2" */
function codesText(codes: ErroredRuns['codes']): string {
  return Object.entries(codes)
    .map(([code, n]) => `${code}×${n}`)
    .join(', ');
}

/** "head: 12 of 30 runs errored (ENGINE_ERROR×12)", per side with errored runs. */
function erroredRunsText(sides: readonly ErroredRuns[]): string {
  return sides.map((s) => `${s.side}: ${s.errored} of ${s.attempted} runs errored (${codesText(s.codes)})`).join(', ');
}

/** What to fix when runs errored, and which infrastructure errored when the judge or the simulated user did. */
function infrastructure(reason: { judge: boolean; agent: boolean; errored: readonly ErroredRuns[] }): { fix: string; who: string } {
  if (reason.errored.some((s) => (s.codes['SIM_ERROR'] ?? 0) > 0)) {
    const others = [reason.agent ? 'the agent' : '', reason.judge ? 'the judge' : ''].filter(Boolean);
    const fix = others.length > 0 ? `fix the simulator model, ${others.join(' and ')}, or rerun` : 'fix the simulator model or rerun';
    return { fix, who: ` (${SIMULATOR_FAULT}${others.length > 0 ? `; also ${others.join(' and ')}` : ''})` };
  }
  const fix =
    reason.judge && reason.agent
      ? 'fix the target and the judge, or rerun'
      : reason.judge
        ? "fix the judge (see the runs' errors), or rerun"
        : 'fix the target or rerun';
  const who = reason.judge ? ` (${reason.agent ? 'the agent and the judge' : 'the judge could not score the checks'})` : '';
  return { fix, who };
}

/** A test and its passes on each side: "t5 16/16 → 0/16". */
function testRuns(t: { test_id: string; base: { passed: number; runs: number }; head: { passed: number; runs: number } }): string {
  return `${t.test_id} ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}`;
}

/**
 * A test's passes on each side, for the lists of failing tests: "passed 6/6 → 2/6". A test the
 * baseline has nothing to compare with says so ("new: 0/2 passed", "spec changed: 0/2 passed, not
 * compared with the base's 6/6"), and without a baseline "0/2 passed", rather than "passed — → 0/2",
 * which reads as a pass.
 */
export function testPassesText(t: Pick<TestComparison, 'base' | 'head' | 'change'>, baseline: boolean): string {
  const runs = (x: NonNullable<TestComparison['head']>): string => `${x.passed}/${x.runs}`;
  const errored = (t.base?.errored ?? 0) + (t.head?.errored ?? 0);
  const erroredNote = errored > 0 ? `, ${errored} errored` : '';
  const { base, head } = t;
  // Without a baseline every test is "added": nothing says which are new.
  if (!baseline && head !== null) return `${runs(head)} passed${erroredNote}`;
  if (head === null) return `removed${base === null ? '' : ` (the base passed ${runs(base)})`}${erroredNote}`;
  if (t.change === 'changed')
    return `spec changed: ${runs(head)} passed${base === null ? '' : `, not compared with the base's ${runs(base)}`}${erroredNote}`;
  if (base === null || t.change === 'added') return `new: ${runs(head)} passed${erroredNote}`;
  return `passed ${runs(base)} → ${runs(head)}${erroredNote}`;
}

/** The tests of a possible regression that fell without significance, short, for the terminal: "t5 16/16 → 0/16 (Fisher p = 0.018)". */
export function testsDownShortText(reason: Extract<SuiteReason, { code: 'tests_down_not_significant' }>, shown = 3): string {
  const tests = reason.tests
    .slice(0, shown)
    .map((t) => `${testRuns(t)} (${t.rho === undefined || t.rho === 0 ? 'Fisher' : 'beta-binomial'} p = ${pValue(t.p_value)})`);
  if (reason.tests.length > shown) tests.push(`${reason.tests.length - shown} more`);
  return `fell, not significant: ${tests.join(', ')}`;
}

/** "Fisher p", or the conditional beta-binomial p with the within-side correlation it allowed for. */
/** The per-test p's method, said once after the tests (one within-side correlation serves the whole check). */
function perTestMethod(tests: readonly { rho?: number | undefined }[]): string {
  const rho = tests.find((t) => t.rho !== undefined && t.rho > 0)?.rho;
  return rho === undefined ? "p: Fisher's exact test" : `p: conditional beta-binomial, runs of a side alike (ρ̂ = ${rho.toFixed(2)})`;
}

/** A non-inferiority bound with its level and method: "its one-sided 95% lower bound is −3.1 points (t over tests)". */
function boundText(r: { bound: number; level: number; method: 't' | 'model' }): string {
  const confidence = Number(((1 - r.level) * 100).toPrecision(4));
  const method = r.method === 't' ? 't over tests' : 'from the runs of its tests';
  return `its one-sided ${confidence}% lower bound is ${signedNumber(r.bound)} points (${method})`;
}

function suiteReasonPart(reason: SuiteReason): string {
  switch (reason.code) {
    case 'tests_broke': {
      const shown = 5;
      const tests = reason.tests
        .slice(0, shown)
        .map((t) => `${testRuns(t)} (p = ${pValue(t.p_value)}${t.p_adjusted === undefined ? '' : `, adjusted ${pValue(t.p_adjusted)}`})`);
      const rule =
        reason.tarone_m === undefined
          ? `its p adjusted by discrete Holm over the tests of the check is ≤ ${levelText(reason.level)} (α/2)`
          : `its Fisher p ≤ ${levelText(reason.level)} (α/2 over Tarone's m* = ${reason.tarone_m}: the tests of the check that could reach significance)`;
      return (
        `${plural(reason.tests.length, 'test')} broke: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
        `a test breaks when ${rule} and its pass rate fell by at least ${points(reason.min_test_effect)}`
      );
    }
    case 'significant_drop':
      return `pass rate fell by ${points(-reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
    case 'significant_rise':
      return `pass rate rose by ${points(reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
    case 'cannot_fail':
      return (
        `this suite cannot fail the check: even if every common test failed every run, p would be ${pValue(reason.min_attainable_p)}, ` +
        `above its level ${levelText(reason.level)} (α/2 over ${plural(reason.suites, 'suite')}), and no single test could be flagged as broken` +
        (reason.change < 0
          ? `; observed change ${signedNumber(reason.change)} points ${intervalText(reason.ci)} ${onTests(reason.tests)}`
          : '')
      );
    case 'drop_not_significant':
      return (
        `pass rate fell by ${points(-reason.change)} ${intervalText(reason.ci)} ${onTests(reason.tests)}, but not significantly: ${evidenceText(reason.evidence)}; ` +
        'more runs per test would settle it'
      );
    case 'tests_down_not_significant': {
      const shown = 5;
      const tests = reason.tests
        .slice(0, shown)
        .map(
          (t) =>
            `${testRuns(t)} (down ${points(-t.change)}, ` +
            `p = ${pValue(t.p_value)}${t.p_adjusted === null ? ', cannot reach the level' : `, adjusted ${pValue(t.p_adjusted)}`})`,
        );
      if (reason.tests.length > shown) tests.push(`${reason.tests.length - shown} more`);
      return (
        `${plural(reason.tests.length, 'test')} fell by at least ${points(reason.min_test_effect)}, but not significantly: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
        `a test breaks only when its p adjusted by discrete Holm over the tests of the check is ≤ ${levelText(reason.level)} (α/2); ` +
        'more runs per test would settle it'
      );
    }
    case 'no_drop_of_min_effect': {
      const small =
        reason.significant === null
          ? `; ${evidenceText(reason.evidence)}`
          : `; a significant ${reason.significant} (${evidenceText(reason.evidence)}), smaller than the minimum effect of ${points(reason.min_effect)}`;
      return `no drop of ${points(reason.min_effect)} or more: ${signedNumber(reason.change)} points ${onTests(reason.tests)}${small}`;
    }
    case 'drop_ruled_out': {
      const weakest = reason.weakest === null ? '' : ` (nearest: ${reason.weakest.test_id}, ${signedNumber(reason.weakest.bound)} points)`;
      return (
        `a drop of ${points(reason.min_effect)} or more is ruled out: ${signedNumber(reason.change)} points ${onTests(reason.tests)}; ` +
        `${boundText(reason)}; so is a drop of ${points(reason.min_test_effect)} for each test${weakest}`
      );
    }
    case 'drop_not_ruled_out': {
      const shown = reason.open_tests.slice(0, 5).map((t) => `${testRuns(t)} (bound ${signedNumber(t.bound)} points)`);
      if (reason.open > shown.length) shown.push(`${reason.open - shown.length} more`);
      const suite = reason.suite_ruled_out
        ? `a drop of ${points(reason.min_effect)} is excluded for the suite: ${boundText(reason)}`
        : `${signedNumber(reason.change)} points ${onTests(reason.tests)}; ${boundText(reason)}, which does not exclude a drop of ${points(reason.min_effect)}`;
      const which = `${plural(reason.open, 'test')}: ${shown.join(', ')}`;
      const tests =
        reason.open === 0
          ? ''
          : reason.suite_ruled_out
            ? `; but a drop of ${points(reason.min_test_effect)} is not excluded for ${which}`
            : `; nor is a drop of ${points(reason.min_test_effect)} excluded for ${which}`;
      // Runs narrow a bound only down to a side's own random effect; tests narrow a suite's further.
      return `no regression shown, none ruled out: ${suite}${tests}; more runs per test, or more tests, may settle it (runs alike within a side limit what runs alone can do)`;
    }
    case 'suspect_data':
      return `${reason.side}: ${reason.detail}`;
    case 'errors_differ': {
      const { fix, who } = infrastructure(reason);
      const rate = (s: { errored: number; runs: number }): string => percent(s.runs === 0 ? null : s.errored / s.runs);
      const causes = reason.errored.map((s) => `${s.side} ${codesText(s.codes)}`).join(', ');
      return (
        `${reason.agent || reason.judge ? "the PR's deployment errors more" : 'the PR side errors more'} (${rate(reason.head)} of runs vs ${rate(reason.base)}, p = ${pValue(reason.p_value)}): ` +
        `${reason.head.errored} of ${reason.head.runs} runs of the common tests errored on head, ${reason.base.errored} of ${reason.base.runs} on base (${causes}); ` +
        `exact test stratified by test, Holm-adjusted p = ${pValue(reason.p_adjusted)} over ${plural(reason.suites, 'suite')} with errored runs ` +
        `(level α/2 = ${levelText(reason.level)}). An infrastructure regression${who}, so the verdict is invalid; ${fix}`
      );
    }
    case 'errored_runs_decide': {
      const would = (yes: boolean): string => (yes ? 'would' : 'would not');
      const { fix, who } = infrastructure(reason);
      const regress = (yes: boolean): string => `${would(yes)} regress`;
      // The two extremes disagree (the usual case), or agree with each other but not with the errors left out.
      const what =
        reason.counted_passed !== reason.counted_failed
          ? `if they had passed the suite ${regress(reason.counted_passed)}, if they had failed it ${would(reason.counted_failed)}`
          : `whether they had passed or failed the suite ${regress(reason.counted_passed)}, but left out it ${reason.left_out_regresses ? 'regresses' : 'does not'}`;
      return (
        `${erroredRunsText(reason.errored)}; ${what}: the errors decide, so the verdict is invalid. ` +
        `Infrastructure trouble${who}, which says nothing about the agent; ${fix}`
      );
    }
    case 'new_suite':
      return reason.failing
        ? `new suite (${plural(reason.tests, 'test')}, ${reason.failing} failing): nothing to compare with, so its failing tests are listed as they are`
        : `new suite (${plural(reason.tests, 'test')}): nothing to compare with`;
    case 'suite_removed':
      return `suite removed (it had ${plural(reason.tests, 'test')})`;
    case 'budget': {
      const sides = (['head', 'base'] as const)
        .filter((side) => reason.not_run[side] > 0)
        .map((side) => `${reason.not_run[side]} of ${reason.planned[side]} planned runs ${side === 'head' ? 'on the PR' : 'on the base'}`);
      return `not compared (budget): the spending budget was spent before ${sides.join(' and ')} could start, so this suite is left out of the gate (never regressed, never passed); its finished runs are kept. Raise budget-usd / budget-tokens (--budget-usd / --budget-tokens) or lower the repeats to compare it`;
    }
    case 'no_common_tests':
      return (
        'no common test with scored runs on both sides (same id and spec, not quarantined), so nothing to pair and no gate' +
        (reason.unpaired ? '; the unpaired comparison shown is for information only' : '')
      );
  }
}

/** Why a suite got its verdict, in one sentence: its findings joined. */
export function suiteReasonText(suite: Pick<SuiteComparison, 'reasons'>): string {
  return suite.reasons.map(suiteReasonPart).join('; ');
}

export function validityText(note: ValidityNote): string {
  const tests = (n: number, noun = 'test'): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  switch (note.code) {
    case 'specs_changed':
      return `${tests(note.tests)} changed spec since the base: compared as added and removed, not paired`;
    case 'no_scored_runs':
      return `${tests(note.tests, 'common test')} had no scored run on one side (all errored or skipped): not compared`;
    case 'removed_were_failing':
      return `${note.tests} removed test${note.tests === 1 ? ' was' : 's were'} failing on base: the head pass rate looks better without ${note.tests === 1 ? 'it' : 'them'}`;
    case 'quarantined':
      return `${tests(note.tests, 'quarantined test')}: reported, never gating`;
    case 'draft':
      return DRAFT_NOTE;
    case 'duplicate_test_ids':
      return `${note.side}: ${note.tests} duplicate test id(s); only the last entry of each was compared`;
    case 'errored_runs_left_out':
      return note.p_value === undefined
        ? `${erroredRunsText(note.errored)}: left out of the pass rates; counted as passed or as failed they would not change the verdict`
        : `${erroredRunsText(note.errored)}: left out of the pass rates; the head does not error significantly more than the base ` +
            `(exact test stratified by test p = ${pValue(note.p_value)}, Holm-adjusted ${pValue(note.p_adjusted ?? note.p_value)})`;
    case 'suite_renamed':
      return `suite ${note.from} renamed to ${note.to}: compared as one suite on the ${tests(note.tests, 'test id')} they share`;
  }
}

/** Why a test's first failure failed: the assertion's own reason, or which run failed without one. */
export function firstFailureReasonText(f: NonNullable<TestComparison['first_failure']>): string {
  if (f.without_assertion === undefined) return f.reason;
  const { repeat, codes } = f.without_assertion;
  return `run ${repeat} failed without a failed assertion (codes: ${codes.join(', ') || 'none'})`;
}

/** Why the interval and the verdict seem to disagree; null when they do not. */
export function intervalNoteText(suite: Pick<SuiteComparison, 'interval_note' | 'test' | 'p_adjusted'>): string | null {
  const test = suite.test === null ? 'exact test' : TEST_NAMES[suite.test];
  switch (suite.interval_note ?? null) {
    case null:
      return null;
    case 'reaches_zero_broken_test':
      return 'the interval for the average change reaches 0 because the drop is concentrated in the broken test; the gate uses the exact per-test test (Fisher, discrete Holm); the interval is approximate';
    case 'reaches_zero':
      return `the interval reaches 0, but the gate uses the ${test}, which is exact; the interval is approximate`;
    case 'below_zero_small_drop':
      return 'the interval lies wholly below 0: the drop is significant, but smaller than the minimum effect, so it does not fail the check';
    case 'below_zero_not_significant':
      return `the interval lies wholly below 0, yet the ${test} is not significant at its level (p = ${pValue(suite.p_adjusted)} after Holm); the gate uses the exact test; the interval is approximate`;
  }
}
