// Per-suite figures of one results file, for the reports of a run without a baseline and for the
// run views of the HTML report. Pass rates follow the comparison's rules: equal weight per test,
// errored and skipped runs excluded.
import type { AssertionResult, RunRecord } from '../results/results-schema.ts';
import { isGatingFailure } from '../results/judge-gates.ts';
import type { RunOutline, RunSummary, SuiteSummary } from '../results/summary.ts';
import { moverPassRate } from '../stats/mover.ts';
import { DEFAULT_PASS_K, meanPassHatK } from '../stats/pass-k.ts';
import { wilson } from '../stats/wilson.ts';

export interface SuiteRunStats {
  suite_id: string;
  file: string;
  suspect: string | null;
  tests: number;
  runs: number;
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
  /** Mean over tests of each test's pass fraction over its scored runs; null with none scored. */
  pass_rate: number | null;
  ci: [number, number] | null;
  ci_method: 'wilson' | 'wilson-mover' | null;
  /**
   * pass^1 and pass^k (k: the suite's defaults.pass_k, else 3): the mean over tests with at least k
   * scored runs of C(c,k)/C(n,k), as the comparison computes it per side; null with no such test.
   */
  pass_k: { k: number; pass_1: number | null; pass_k: number | null; tests: number };
  /** Runs carrying each failure code. */
  codes: Map<string, number>;
  /** Checks that did not run or could not be scored, by reason: never counted as passes. */
  not_checked: Map<string, number>;
  unknown_blocks: number;
  warnings: string[];
}

/**
 * A suite's row figures: runs per failure code, checks not run by reason (in order of first
 * appearance), and the pass rate. From the summary, so a streamed run needs no turns in memory.
 */
export function suiteRunStats(suite: SuiteSummary): SuiteRunStats {
  const runs = suite.tests.flatMap((t) => t.runs);
  const count = (outcome: RunOutline['outcome']): number => runs.filter((r) => r.outcome === outcome).length;
  const codes = new Map<string, number>();
  for (const r of runs) for (const code of new Set(r.codes)) codes.set(code, (codes.get(code) ?? 0) + 1);
  const notChecked = new Map<string, number>();
  for (const n of suite.notChecked) {
    const reason = `${n.status}: ${n.key}: ${n.reason}`;
    notChecked.set(reason, (notChecked.get(reason) ?? 0) + n.count);
  }
  return {
    suite_id: suite.suite_id,
    file: suite.file,
    suspect: suite.suspect ?? null,
    tests: suite.tests.length,
    runs: runs.length,
    passed: count('passed'),
    failed: count('failed'),
    errored: count('errored'),
    skipped: count('skipped'),
    ...passRate(suite.tests.map((t) => t.runs.map((r) => r.outcome))),
    pass_k: passK(suite),
    codes,
    not_checked: notChecked,
    unknown_blocks: suite.unknownBlocks,
    warnings: suite.turnWarnings,
  };
}

/**
 * Equal weight per test, scored runs only. Wilson on the tests when every test ran once; with
 * repeats, the Wilson-MOVER interval over tests, since repeats of one test are not independent
 * draws and pooling them would give a falsely narrow interval.
 */
function passRate(tests: readonly (readonly RunOutline['outcome'][])[]): Pick<SuiteRunStats, 'pass_rate' | 'ci' | 'ci_method'> {
  const perTest = tests
    .map((outcomes) => {
      const scored = outcomes.filter((o) => o === 'passed' || o === 'failed');
      return { passed: scored.filter((o) => o === 'passed').length, runs: scored.length };
    })
    .filter((t) => t.runs > 0);
  if (perTest.length === 0) return { pass_rate: null, ci: null, ci_method: null };
  if (perTest.every((t) => t.runs === 1)) {
    const w = wilson(perTest.filter((t) => t.passed === 1).length, perTest.length);
    return { pass_rate: w.estimate, ci: [w.lower, w.upper], ci_method: 'wilson' };
  }
  const m = moverPassRate(perTest);
  return { pass_rate: m.estimate, ci: [m.lower, m.upper], ci_method: 'wilson-mover' };
}

function passK(suite: SuiteSummary): SuiteRunStats['pass_k'] {
  const k = suite.pass_k ?? DEFAULT_PASS_K;
  const tests = suite.tests.map((t) => {
    const passed = t.runs.filter((r) => r.outcome === 'passed').length;
    return { passed, runs: passed + t.runs.filter((r) => r.outcome === 'failed').length };
  });
  const chosen = meanPassHatK(tests, k);
  return { k, pass_1: meanPassHatK(tests, 1).mean, pass_k: chosen.mean, tests: chosen.tests };
}

export function runStats(summary: RunSummary): SuiteRunStats[] {
  return summary.suites.map(suiteRunStats);
}

/** The first assertion that failed in a run (turn order, then the final assertions), for reports. */
export function firstFailure(run: RunRecord): { turn_id: string; assertion: AssertionResult } | null {
  for (const turn of run.turns) {
    const failed = turn.assertions.find(isGatingFailure);
    if (failed) return { turn_id: turn.turn_id, assertion: failed };
  }
  const final = run.final.assertions.find(isGatingFailure);
  return final ? { turn_id: 'final', assertion: final } : null;
}
