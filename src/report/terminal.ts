// What `agent-eval run` prints when the run is over: the table of suites, then what failed and why
// (the failing tests with their first failure, the causes of errored runs, the retries). Plain text
// for a terminal or a CI log; ids and messages come from suite files and agents, so their control
// characters (terminal escapes) are replaced. Pass rates are defined as in report.md and the comment.
import { plural } from '../format.ts';
import { erroredGroups, whoErrored, type RunOutline, type RunSummary } from '../results/summary.ts';
import { erroredCauseText, PASS_RATE_DEFINITION } from './format.ts';
import {
  buildRunModel,
  type CostView,
  type JudgeCalibrationView,
  type PerformanceRow,
  type ReportModel,
  type RunModel,
  type SimulatedRow,
  type TestView,
} from './report-model.ts';
import { PERFORMANCE_HEADING } from './wording/performance.ts';
import { brokenTestText } from './wording/gate.ts';
import { settleText } from './wording/power.ts';
import { SIMULATED_TESTS_HEADING, TURNS_TO_GOAL_METHOD } from './wording/simulated.ts';
import { firstFailureReasonText } from './wording/suite.ts';
import { nothingEvaluatedText } from './wording/verdict.ts';

/** Failing tests listed after the table; the rest are counted (report.md lists every one). */
export const FAILING_TESTS_SHOWN = 20;

/** Ids and messages from suite files and agents: no control characters reach the terminal. */
export function terminalText(text: string, max = 300): string {
  const plain = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/**
 * The end of a run on the terminal: the headline, the table, then what failed, what errored and
 * what was retried. A summary alone is shown through its model (buildRunModel).
 */
export function renderRunEnd(given: RunSummary | RunModel, options: { failingTestsShown?: number } = {}): string {
  const model = 'headline' in given ? given : buildRunModel(given);
  const { summary } = model;
  // When nothing was evaluated, the line that says which infrastructure failed is the headline.
  const nothingEvaluated = nothingEvaluatedLine(summary);
  return [
    nothingEvaluated || `${model.emoji} ${terminalText(model.headline, 600)}`,
    runTable(model),
    simulatedLines(model.simulated),
    performanceLines(model.performance, false).join('\n'),
    whatFailed(model, options.failingTestsShown ?? FAILING_TESTS_SHOWN),
    ...(model.cost === null ? [] : [costLines(model.cost).join('\n')]),
    judgeCalibrationLines(model.judgeCalibration).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Each simulated test's ending mix (base → PR with a baseline) and median agent turns to the goal. */
function simulatedLines(rows: readonly SimulatedRow[]): string {
  if (rows.length === 0) return '';
  const withBase = rows.some((r) => r.baseEndings !== null);
  const lines = rows.map((r) => {
    const endings = withBase ? `${r.baseEndings ?? '—'} → ${r.headEndings}` : r.headEndings;
    return `  ${terminalText(`${r.suiteId} › ${r.testId}`, 160)}: ${endings}; turns to the goal ${r.turnsToGoal}`;
  });
  const heading = `${SIMULATED_TESTS_HEADING.toLowerCase()} (${rows.length}${withBase ? '; endings and turns to the goal base → PR' : ''}):`;
  return [heading, ...lines, TURNS_TO_GOAL_METHOD].join('\n');
}

/**
 * Each suite's latency per turn and tokens per conversation, a line apiece: base → PR (a run on its
 * own: its side), the ratio with its interval and the verdict, a weak or floor note beside it; the
 * method once, under them.
 */
export function performanceLines(
  performance: { rows: readonly Omit<PerformanceRow, 'data'>[]; definition: string; ratio?: string | null; weak?: string | null } | null,
  withBase: boolean,
): string[] {
  if (performance === null) return [];
  const lines = performance.rows.flatMap((r) =>
    [r.latency, r.tokens].map((f) => {
      const figures = `  ${terminalText(r.suiteId, 80)} ${f.name.toLowerCase()}: ${f.values.join(', ')}`;
      if (!withBase || f.change === null) return figures;
      const notes = [f.weak, f.floor].filter((n): n is string => n !== null);
      const verdict = `${f.emoji ? `${f.emoji} ` : ''}${f.verdict ?? ''}`;
      return `${figures}; ${f.change} ${verdict}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    }),
  );
  const notes = [performance.ratio ?? '', performance.definition, performance.weak ?? ''].filter(Boolean).map((n) => `  ${n}`);
  return [`${PERFORMANCE_HEADING.toLowerCase()}${withBase ? ' (base → PR)' : ''}:`, ...lines, ...notes];
}

/** Above the table when no run was scored and some errored: which infrastructure failed, and its first cause. */
function nothingEvaluatedLine(summary: RunSummary): string {
  const c = summary.counts;
  const groups = erroredGroups(summary.suites);
  const first = groups[0];
  if (c.passed + c.failed > 0 || first === undefined) return '';
  return `${nothingEvaluatedText(whoErrored(groups))}: ${c.errored} of ${plural(c.planned, 'run')} errored; first cause: ${first.code}: ${terminalText(first.message)}`;
}

/** The table of suites: what ran, what passed, what was not checked; pass rates as every report defines them. */
export function runTable(given: RunSummary | RunModel): string {
  const model = 'headline' in given ? given : buildRunModel(given);
  const { summary } = model;
  const rows: string[][] = [['suite', 'tests', 'runs', 'passed', 'failed', 'errored', 'skipped', 'pass rate', 'codes']];
  for (const { stats, passRate, codes } of model.suites) {
    rows.push([
      terminalText(stats.suite_id, 80) + (stats.suspect ? ' (SUSPECT)' : ''),
      String(stats.tests),
      String(stats.runs),
      String(stats.passed),
      String(stats.failed),
      String(stats.errored),
      String(stats.skipped),
      passRate,
      codes.map(({ code, runs }) => `${code}×${runs}`).join(' ') || '-',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  lines.push(`pass rate: ${PASS_RATE_DEFINITION}, errored and skipped runs left out (as in report.md and the PR comment)`);

  const c = summary.counts;
  lines.push('', `${c.planned} planned: ${c.passed} passed, ${c.failed} failed, ${c.errored} errored, ${c.skipped} skipped`);
  const notChecked = countNotChecked(summary, 'skipped');
  const unscored = countNotChecked(summary, 'unscored');
  if (notChecked.total > 0) {
    lines.push(
      `not checked: ${notChecked.total} assertion(s) skipped (${[...notChecked.reasons].map(([r, k]) => `${k}× ${terminalText(r, 200)}`).join('; ')})`,
    );
  }
  if (unscored.total > 0) {
    const [reason, n] = [...unscored.reasons].sort((a, b) => b[1] - a[1])[0]!;
    const others = unscored.reasons.size > 1 ? ` and ${unscored.reasons.size - 1} other cause(s)` : '';
    lines.push(
      `judge errors: ${unscored.total} check(s) could not be scored (JUDGE_ERROR; ${n}× ${terminalText(reason, 200)}${others}); their runs are errored, never passed`,
    );
  }
  // The judge line as every report words it (model.judge); a judge that was not configured is not mentioned here.
  if (summary.judge?.configured && model.judge !== null) lines.push(`judge: ${terminalText(model.judge, 600)}`);
  lines.push(...model.judgePanel(TERMINAL_NAMES));
  return lines.join('\n');
}

/**
 * After the table: each failing test (suite › test) with the turn, code and reason of its first
 * failure, capped with a count of the rest; each cause of errored runs once with its count and the
 * first run it ended; and how many agent requests were retried.
 */
export function whatFailed(given: RunSummary | RunModel, shown = FAILING_TESTS_SHOWN): string {
  const model = 'headline' in given ? given : buildRunModel(given);
  const sections: string[] = [];
  const failing = model.failedTests;
  if (failing.length > 0) {
    const lines = failing
      .slice(0, shown)
      .map(
        (f) =>
          `  ${terminalText(`${f.suiteId} › ${f.testId}`, 160)}: ${f.failed.length} of ${plural(f.runs, 'run')} failed${firstFailure(f.failed[0]!)}`,
      );
    if (failing.length > shown) lines.push(`  … and ${plural(failing.length - shown, 'more failing test')} (report.md lists every one)`);
    sections.push(`failing tests (${failing.length}):\n${lines.join('\n')}`);
  }

  // The most frequent causes first.
  const causes = [...model.erroredCauses].sort((a, b) => b.runs.length - a.runs.length);
  if (causes.length > 0) {
    const lines = causes.slice(0, 5).map(({ code, message, runs }) => {
      const cause = erroredCauseText({ code, message, runs: runs.length }, { code: (c) => c, message: (m) => terminalText(m) });
      const first = runs[0]!;
      return `  ${cause}\n    first: ${terminalText(`${first.suite_id} › ${first.test_id} #${first.repeat}`, 160)}`;
    });
    if (causes.length > 5) lines.push(`  … and ${plural(causes.length - 5, 'other cause')} (report.md lists every one)`);
    const errored = causes.reduce((n, c) => n + c.runs.length, 0);
    sections.push(`errored runs (${errored} of ${model.summary.counts.planned}):\n${lines.join('\n')}`);
  }

  const { attempts, turns, runs } = model.retries;
  sections.push(
    attempts === 0
      ? 'retries: none (no agent request had to be sent again)'
      : `retries: ${plural(attempts, 'agent request')} sent again (ENGINE_ERROR or TIMEOUT), in ${plural(turns, 'turn')} of ${plural(runs, 'run')}`,
  );
  return sections.join('\n');
}

/** "; turn t2: NODE_MISMATCH: expected node conv_2, got billing" */
function firstFailure(run: RunOutline): string {
  const f = run.firstFailure;
  if (!f) return run.codes.length > 0 ? ` (${run.codes.join(', ')})` : '';
  const at = f.turnId === null ? 'final assertions' : `turn ${terminalText(f.turnId, 60)}`;
  const code = f.assertion.code ?? run.codes[0] ?? 'failed';
  return `; ${at}: ${code}: ${terminalText(f.assertion.reason, 240)}`;
}

function countNotChecked(summary: RunSummary, status: 'skipped' | 'unscored'): { total: number; reasons: Map<string, number> } {
  const reasons = new Map<string, number>();
  let total = 0;
  for (const s of summary.suites)
    for (const n of s.notChecked) {
      if (n.status !== status) continue;
      total += n.count;
      reasons.set(n.reason, (reasons.get(n.reason) ?? 0) + n.count);
    }
  return { total, reasons };
}

/**
 * What `agent-eval compare` prints: the verdict, the broken tests, one line per suite (with the note
 * on its interval and how to settle a possible regression), why, and the warnings.
 */
export function renderComparisonEnd(model: ReportModel): string {
  const lines = [`${model.emoji} ${model.headline}`];
  // Nothing was evaluated: the cause is what to fix, so it comes first, not after the suites.
  const causeFirst = model.nothingEvaluated;
  if (causeFirst) {
    lines.push(terminalText(model.why, Number.MAX_SAFE_INTEGER));
    const cause = model.erroredIn('head', { code: (c) => c, message: (m) => terminalText(m) });
    if (cause !== null) lines.push(`errored runs: ${cause}`);
  }
  const { broken, failing, counts, newTests } = model.whatBroke;
  for (const { test } of broken) lines.push(`  broken: ${terminalText(brokenTestText(test))}`);
  const width = Math.max(...model.suites.map((v) => v.label.length), 0);
  for (const v of model.suites) {
    const s = v.suite;
    const delta = v.delta === null ? '' : `  ${v.delta}`;
    const p = v.pHolm === null ? '' : `  p(Holm) ${v.pHolm}`;
    lines.push(`  ${v.emoji} ${v.label.padEnd(width)} ${terminalText(s.suite_id)}: ${v.passRates}${delta}${p}`);
    if (v.intervalNote) lines.push(`      note: ${terminalText(v.intervalNote)}`);
    for (const text of v.testsDown) lines.push(`      ${terminalText(text, 400)}`);
    if (v.settleRepeats !== null) lines.push(`      ${settleText(v.settleRepeats)}`);
  }
  // The tests that newly fail (every failing test without a baseline), then those with nothing to compare with.
  if (counts.failing !== null) lines.push(`${counts.failing}:`, ...failingLines(failing));
  if (counts.newTests !== null) lines.push(`${counts.newTests}:`, ...failingLines(newTests));
  for (const b of model.minPass.breaches) lines.push(`  below min_pass: ${terminalText(b.text, 240)}`);
  const simulated = simulatedLines(model.simulated);
  if (simulated !== '') lines.push(simulated);
  lines.push(...performanceLines(model.performance, model.comparison.baseline.source !== 'none'));
  if (!causeFirst) lines.push(terminalText(model.why, Number.MAX_SAFE_INTEGER));
  for (const w of model.warnings) {
    const where = w.suites.length > 0 ? `${w.suites.join(', ')}: ` : '';
    lines.push(`warning: ${terminalText(`${where}${w.text}`, Number.MAX_SAFE_INTEGER)}`);
  }
  if (model.cost) lines.push(...costLines(model.cost));
  lines.push(...model.judgePanel(TERMINAL_NAMES));
  lines.push(...judgeCalibrationLines(model.judgeCalibration));
  return lines.join('\n');
}

/** Each judge criterion's agreement and whether it gates, then the judge checks that failed without gating. */
export function judgeCalibrationLines(view: JudgeCalibrationView | null): string[] {
  if (view === null) return [];
  const lines = view.rows.map(
    (r) => `judge calibration: \`${terminalText(r.criterion, 100)}\`${r.scope ? ` (${r.scope})` : ''} ${terminalText(r.text, 300)}`,
  );
  if (view.ungatedHeading !== null) {
    lines.push(`${view.ungatedHeading}:`);
    for (const u of view.ungated.slice(0, FAILING_TESTS_SHOWN))
      lines.push(
        `  ${terminalText(`${u.suiteId} › ${u.testId}`, 160)}: ${u.runs}, first at ${terminalText(u.where, 80)}: ${terminalText(u.key, 60)}: ${terminalText(u.reason, 240)} (${u.status})`,
      );
    const more = view.ungated.length - FAILING_TESTS_SHOWN;
    if (more > 0) lines.push(`  … and ${plural(more, 'more test')} (report.md lists every one)`);
  }
  return lines;
}

/** Names (judge models, criteria) in a terminal line: control characters stripped. */
const TERMINAL_NAMES = { code: (t: string) => terminalText(t, 120), message: (t: string) => terminalText(t, 300) };

/** One line per failing test with its passes and first failure, capped with a count of the rest. */
function failingLines(tests: readonly TestView[]): string[] {
  const lines = tests.slice(0, FAILING_TESTS_SHOWN).map(({ suiteId, test: t, passes }) => {
    const f = t.first_failure;
    const at =
      f === null
        ? ''
        : `; ${f.turn_id === 'final' ? 'final assertions' : `turn ${terminalText(f.turn_id, 60)}`}: ${f.code}: ${terminalText(firstFailureReasonText(f), 240)}`;
    return `  ${terminalText(`${suiteId} › ${t.test_id}`, 160)}: ${passes}${at}`;
  });
  const more = tests.length - FAILING_TESTS_SHOWN;
  if (more > 0) lines.push(`  … and ${plural(more, 'more failing test')} (report.md lists every one)`);
  return lines;
}

/** A run on its own: each suite's pass^1 and pass^k, one line apiece (report.md has the same table). */
export function passKLines(passK: RunModel['passK']): string[] {
  return passK.map((r) => `pass^k ${terminalText(r.suiteId, 80)}: pass^1 ${r.pass1}, pass^${r.k} ${r.passK}`);
}

/** The total a run or a comparison used and cost (base → PR when there is a base), and its budget. */
export function costLines(cost: CostView): string[] {
  const total = cost.rows.find((r) => r.part === 'Total');
  if (total === undefined) return [];
  const lines = [`cost: ${terminalText(total.base === null ? total.head : `base ${total.base} → PR ${total.head}`, 400)}`];
  if (cost.budget !== null) lines.push(terminalText(cost.budget, 600));
  return lines;
}
