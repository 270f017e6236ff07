// The PR comment: verdict first, then the numbers that justify it, then the detail a reviewer
// needs to act. Everything that came from an agent or a suite file goes through escape.ts.
import type { Comparison, SuiteComparison, TestComparison } from '../compare/comparison-schema.ts';
import { clip, jsonInline, mdCode, mdText } from './escape.ts';
import { type RunSummary } from '../results/summary.ts';
import { COMMENT_BODY_LIMIT, DEFAULT_COMMENT_MARKER } from './github-comment.ts';
import { redactUrl } from '../url.ts';
import {
  baselineSource,
  CI_METHOD_LABELS,
  deltaLabel,
  erroredCauseText,
  groupIdentical,
  PASS_RATE_DEFINITION,
  repeatsLabel,
  TEST_METHOD_LABELS,
  type TextFormat,
} from './format.ts';
import {
  buildRunModel,
  type CostView,
  type JudgeCalibrationView,
  type ReportModel,
  type PassKSuiteRow,
  type PerformanceRow,
  type RunModel,
  type SideCell,
  type SimulatedRow,
  testPText,
  type TestView,
} from './report-model.ts';
import { type BaselineNotCompared } from './wording/baseline.ts';
import { type CodeFormat } from './wording/code-format.ts';
import { brokenTestText, gateRuleText } from './wording/gate.ts';
import { minPassConsequenceText, passKMethodText } from './wording/pass-k.ts';
import { settleText, smallestPText } from './wording/power.ts';
import { SIMULATED_TESTS_HEADING, TURNS_TO_GOAL_METHOD } from './wording/simulated.ts';
import { firstFailureReasonText } from './wording/suite.ts';
import { PERFORMANCE_HEADING } from './wording/performance.ts';
import { duration, plural, shortSha, signedCount } from '../format.ts';

/** Codes and messages of agents and judges, escaped for Markdown. */
const MARKDOWN: TextFormat = { code: (code) => mdCode(code), message: (text) => mdText(text, 300) };

/** Commands and ids inside a sentence of the wording, as code spans. */
const MARKDOWN_CODE: CodeFormat = { code: (text) => mdCode(text, { max: 200 }) };

export interface CommentOptions {
  /** An HTML comment, emitted verbatim as the first line. */
  marker: string;
  /** Where the full HTML report can be opened; null shows where to find it instead. */
  reportUrl: string | null;
  maxLength?: number;
}

/** A block of the comment that can be cut when the comment is too long. */
interface Section {
  /** How the "cut" note names it. */
  name: string;
  /** Lower is cut first. */
  keep: number;
  head: string;
  items: string[];
  tail: string;
  /** Set for lists that can be shortened item by item rather than dropped whole. */
  itemNoun?: string;
  /** The items are table rows. */
  table?: boolean;
}

/** The PR comment and report.md, from the report model. */
export function renderComment(model: ReportModel, options: CommentOptions): string {
  const { comparison } = model;
  if (!/^<!--[\s\S]*-->$/.test(options.marker) || options.marker.slice(4, -3).includes('--')) {
    throw new Error(
      `comment marker must be a single HTML comment such as ${DEFAULT_COMMENT_MARKER}, got ${JSON.stringify(options.marker)}`,
    );
  }
  const limit = options.maxLength ?? COMMENT_BODY_LIMIT;

  // Like the check run's summary: the verdict, why, then what broke, before any table or statistics.
  let top = `${options.marker}\n## ${model.emoji} ${model.headline}`;
  if (model.headlineWhy !== null) top += `\n\n**Why:** ${mdText(model.headlineWhy, 500)}`;
  // Why runs errored, once: in the top, which no cut to the length limit drops.
  const errored = erroredLines(model);
  if (errored) top += `\n\n${errored}`;
  if (model.baselineHowTo !== null) top += `\n\n${model.baselineHowTo}`;
  const footer = [runFacts(comparison), reportLink(options.reportUrl)].join('\n\n');

  const broke = whatBrokeSections(model);
  const sections: Section[] = [
    broke.first,
    broke.rest,
    suiteTable(model),
    // Right under the pass rates: a latency or tokens verdict can fail the check on its own.
    performanceSection(model.performance, model.comparison.baseline.source !== 'none'),
    attentionSection(model),
    minPassSection(model),
    validitySection(model),
    quarantineSection(model),
    statisticsSection(model),
    fixedAndFlakySection(model),
    simulatedSection(model.simulated),
    judgeSection(model.judge, model.judgePanel(MARKDOWN)),
    ...judgeCalibrationSections(model.judgeCalibration),
    costSection(model),
    passKSection(model.passK.suites, 'Reliability: pass^k per suite (base → PR)'),
    processSection(model),
  ].filter((s): s is Section => s !== null);

  return fitToLimit(top, sections, footer, limit);
}

/**
 * Assembles the comment; when it is too long, cuts the least important sections first (lists
 * item by item, keeping as many items as fit) and says what was cut, right below the headline.
 */
function fitToLimit(top: string, sections: Section[], footer: string, limit: number): string {
  const shown = sections.map((s) => s.items.length);
  const cuts: string[] = [];
  const assemble = (): string => {
    const note = cuts.length
      ? `> ✂️ Shortened to fit GitHub's ${COMMENT_BODY_LIMIT.toLocaleString('en-US')}-character comment limit; cut: ${cuts.join('; ')}. The full report has everything.`
      : '';
    const body = sections.map((s, i) => renderSection(s, shown[i]!)).filter((text) => text !== '');
    return `${[top, note, ...body, footer].filter((part) => part !== '').join('\n\n')}\n`;
  };

  let text = assemble();
  const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.keep - b.s.keep);
  for (const { s, i } of order) {
    if (text.length <= limit) break;
    const total = s.items.length;
    const cutIndex = cuts.length;
    const describe = (kept: number): string =>
      s.itemNoun && kept > 0 ? `${total - kept} of ${total} ${s.itemNoun}` : total > 1 && s.itemNoun ? `${s.name} (${total})` : s.name;
    if (s.itemNoun && total > 1) {
      // The largest number of items that still fits; the note's own length depends on it.
      let lo = 0;
      let hi = total - 1;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        shown[i] = mid;
        cuts[cutIndex] = describe(mid);
        if (assemble().length <= limit) lo = mid;
        else hi = mid - 1;
      }
      shown[i] = lo;
      cuts[cutIndex] = describe(lo);
    } else {
      shown[i] = 0;
      cuts[cutIndex] = describe(0);
    }
    text = assemble();
  }
  // Only reachable with a tiny limit: the headline and the facts alone are too long.
  return text.length <= limit ? text : `${clip(text, limit - 2)}\n`;
}

function renderSection(section: Section, shown: number): string {
  if (shown === 0) return '';
  const items = section.items.slice(0, shown);
  const hidden = section.items.length - shown;
  // After table rows the note needs a blank line, or it would be read as one more row.
  if (hidden > 0) items.push(`${section.table ? '\n' : ''}- … and ${hidden} more ${section.itemNoun ?? 'items'}: see the full report`);
  return `${section.head}${items.join('\n')}${section.tail}`;
}

// --- what broke: first, as in the check run's summary ------------------------------------------

/** Failing tests listed in the open; the rest follow in a collapsed list. */
const WHAT_BROKE_SHOWN = 10;

/**
 * Each broken test (it fails the check), then each newly failing test (each failing test without a
 * baseline), one line apiece with its passes, turn, code and reason; the first few in the open.
 */
function whatBrokeSections(model: ReportModel): { first: Section | null; rest: Section | null } {
  const { broken, failing, newTests, noun, counts } = model.whatBroke;
  // New suites have no baseline: their failing tests are listed as they are, after the ones that broke.
  const items = [...broken.map(brokenLine), ...failing.map(failingLine), ...newTests.map(failingLine)];
  if (items.length === 0) return { first: null, rest: null };

  const first: Section = {
    name: 'failing tests',
    keep: 90,
    head: `### ❌ ${[counts.broken, counts.failing, counts.newTests].filter(Boolean).join(' · ')}\n\n`,
    items: items.slice(0, WHAT_BROKE_SHOWN),
    tail: '',
    itemNoun: 'failing tests',
  };
  const more = items.slice(WHAT_BROKE_SHOWN);
  if (more.length === 0) return { first, rest: null };
  const rest: Section = {
    name: 'the rest of the failing tests',
    keep: 50,
    head: `<details>\n<summary>… and ${plural(more.length, `more ${noun}`)}</summary>\n\n`,
    items: more,
    tail: '\n\n</details>',
    itemNoun: 'failing tests',
  };
  return { first, rest };
}

/** " · turn `t2` · `NODE_MISMATCH` · reason": where a test first failed, and why, said once. */
function failureAt(f: TestComparison['first_failure']): string {
  if (f === null) return '';
  const at = f.turn_id === 'final' ? 'final assertions' : `turn ${mdCode(f.turn_id, { max: 60 })}`;
  return ` · ${at} · ${mdCode(f.code)} · ${mdText(firstFailureReasonText(f), 300)}`;
}

export function brokenLine({ test, firstFailure }: ReportModel['whatBroke']['broken'][number]): string {
  return `- **broken** ${brokenTestText(test, MARKDOWN_CODE)}${failureAt(firstFailure)}`;
}

function failingLine(view: TestView): string {
  const t = view.test;
  return `- **${mdText(view.suiteId, 100)}** › ${mdCode(t.test_id, { max: 120 })}: ${mdText(view.passes, 200)}${testAnnotation(t)}${failureAt(t.first_failure)}`;
}

/** "- **suite** › `test`: passed 6/6 → 2/6 (or new: 0/2 passed) · turn `t2` · `NODE_MISMATCH` · reason": one failing test in a line, for the check run. */
export function failingTestLine({ suiteId, test: t, passes }: TestView): string {
  return `- **${mdText(suiteId, 100)}** › ${mdCode(t.test_id, { max: 120 })}: ${mdText(passes, 200)}${failureAt(t.first_failure)}`;
}

// --- the suite table: few, short columns, so no cell wraps -------------------------------------

/** No-break spaces: a cell of numbers stays on one line; the suite's name takes the wrapping. */
const oneLine = (text: string): string => text.replaceAll(' ', '\u00A0');

function suiteTable(model: ReportModel): Section {
  const rows = model.suites.map(({ suite: s, emoji, label, passRates, delta }) => {
    const cells = [mdText(s.suite_id, 100), `${emoji} ${label}`, oneLine(passRates), oneLine(delta ?? '—')];
    return `| ${cells.join(' | ')} |`;
  });
  return {
    name: 'suite rows',
    keep: 100,
    head: '| Suite | Verdict | Pass rate, base → PR | Δ (95% CI) |\n| --- | --- | --- | --- |\n',
    items: rows,
    tail: '',
    itemNoun: 'suites',
    table: true,
  };
}

/** "**Errored runs:** `ENGINE_ERROR` ×6: POST http://… failed: ECONNREFUSED", per side that has any. */
export function erroredLines(model: Pick<ReportModel, 'erroredIn'>): string {
  const head = model.erroredIn('head', MARKDOWN);
  const base = model.erroredIn('base', MARKDOWN);
  return [head ? `**Errored runs:** ${head}` : '', base ? `**Errored base runs:** ${base}` : ''].filter(Boolean).join('<br>\n');
}

// --- the statistics, collapsed: intervals, p-values, power, methods, failure codes -------------

function statisticsSection(model: ReportModel): Section {
  const { comparison } = model;
  const suites = model.suites.map((v) => v.suite);
  const rows = model.suites.map(({ suite: s, pHolm, significant, base, head }) => {
    const p = pHolm === null ? '—' : significant ? `**${pHolm}**` : pHolm;
    return `| ${mdText(s.suite_id, 100)} | ${sideCell(base)} | ${sideCell(head)} | ${p} |`;
  });
  const codes = failureCodeTable(model);
  const power = model.notJudged.some((g) => g.suites.some((v) => v.smallestP !== null || v.powerHint !== null));
  const contents = ['intervals', 'p-values', power ? 'power' : '', 'methods', codes ? 'failure codes' : ''].filter(Boolean);
  return {
    name: 'statistics',
    keep: 40,
    head:
      `<details>\n<summary>Statistics: ${contents.join(', ')}</summary>\n\n` +
      '| Suite | Base (95% CI) | PR (95% CI) | p (Holm) |\n| --- | --- | --- | --- |\n',
    items: rows,
    tail: [suiteNotes(model), methodsFootnote(comparison, suites), codes, '</details>']
      .filter(Boolean)
      .map((part) => `\n\n${part}`)
      .join(''),
    // Cut whole: the numbers behind the table, not a list to shorten.
  };
}

function sideCell(side: SideCell | null): string {
  return side === null ? '—' : `${side.rate}<br>${side.counts}`;
}

/**
 * Per suite, what qualifies its numbers: the tests Δ is on, why the interval and the verdict seem to
 * disagree, and for a suite that could not be judged how far its data go; identical notes said once.
 */
function suiteNotes(model: ReportModel): string {
  const notJudged = new Set(model.notJudged.flatMap((g) => g.suites));
  const notes = model.suites.flatMap((v) => {
    const s = v.suite;
    const parts: string[] = [];
    if (v.deltaOn !== null) parts.push(`${v.deltaOn}.`);
    if (v.intervalNote) parts.push(`${mdText(v.intervalNote, 300)}.`);
    if (notJudged.has(v) && v.smallestP !== null) parts.push(`${smallestPText(v.smallestP)}.`);
    if (notJudged.has(v) && v.powerHint) parts.push(`💡 ${mdText(v.powerHint, 400)}`);
    return parts.length ? [{ id: s.suite_id, text: parts.join(' ') }] : [];
  });
  return groupIdentical(notes, (n) => n.text)
    .map(({ key, items }) => `- ${items.map((n) => `**${mdText(n.id, 100)}**`).join(', ')}: ${key}`)
    .join('\n');
}

/** Names the methods actually used, from the comparison itself, so the footnote cannot drift. */
function methodsFootnote(comparison: Comparison, suites: SuiteComparison[]): string {
  const used = (labels: (string | null)[]): string => {
    const byLabel = new Map<string, string[]>();
    labels.forEach((label, i) => {
      if (label !== null) byLabel.set(label, [...(byLabel.get(label) ?? []), suites[i]!.suite_id]);
    });
    if (byLabel.size <= 1) return [...byLabel.keys()].join('');
    return [...byLabel].map(([label, ids]) => `${label} for ${ids.map((id) => mdText(id, 60)).join(', ')}`).join(' / ');
  };
  const delta = used(suites.map((s) => (s.delta ? deltaLabel(s.delta) : null)));
  // Only the tests behind the p (Holm) column: a suite outside the Holm family shows no p-value.
  const test = used(suites.map((s) => (s.test && s.p_adjusted !== null ? TEST_METHOD_LABELS[s.test] : null)));
  const rates = used(suites.map((s) => s.head?.ci_method ?? s.base?.ci_method ?? null).map((m) => (m ? CI_METHOD_LABELS[m] : null)));
  const tested = suites.filter((s) => s.p_adjusted !== null).length;
  const parts = [
    delta ? `Delta: ${delta}` : '',
    test ? `p: ${test}, one-sided (PR worse), Holm-adjusted over ${plural(tested, 'suite')}` : '',
    rates ? `pass rates: ${PASS_RATE_DEFINITION} (${rates}, 95% intervals), errored runs excluded` : '',
  ].filter(Boolean);
  return `<sub>${[...parts].join('; ')}${parts.length > 0 ? '. ' : ''}${gateRuleText(comparison)}</sub>`;
}

/** Runs with each failure code, per suite and side, as report.html lists them. */
function failureCodeTable(model: ReportModel): string {
  const rows = model.failureCodes.map(
    (r) => `| ${mdText(r.suiteId, 100)} | ${mdCode(r.code, { inTable: true })} | ${r.base} | ${r.head} | ${signedCount(r.head - r.base)} |`,
  );
  if (rows.length === 0) return '';
  return `**Failure codes** (runs with each code)\n\n| Suite | Code | Base | PR | Change |\n| --- | --- | ---: | ---: | ---: |\n${rows.join('\n')}`;
}

// --- suites needing attention, validity ------------------------------------------------------

function attentionSection(model: ReportModel): Section | null {
  if (model.notJudged.length === 0) return null;
  const items = model.notJudged.map(({ suites: same }) => {
    const v = same[0]!;
    const names = same.map((x) => `**${mdText(x.suite.suite_id, 100)}**`).join(', ');
    const what = same.length > 1 ? `${v.label}, ${same.length} suites` : v.label;
    // What it can detect is in the statistics; here only what to do.
    const settle = v.settleRepeats === null ? [] : [`  - ${settleText(v.settleRepeats, MARKDOWN_CODE)}`];
    return [`- ${v.emoji} ${names} (${what}): ${mdText(v.reason, 700)}`, ...settle].join('\n');
  });
  return {
    name: 'suites that could not be judged',
    keep: 80,
    head: '### Could not be judged\n\n',
    items,
    tail: '',
    itemNoun: 'suites that could not be judged',
  };
}

function validitySection(model: ReportModel): Section | null {
  // What the comment's top already says is not repeated.
  const items = model.warningsBelow.map(
    (w) => `- ⚠️ ${w.suites.length > 0 ? `${w.suites.map((id) => `**${mdText(id, 100)}**`).join(', ')}: ` : ''}${mdText(w.text, 400)}`,
  );
  if (items.length === 0) return null;
  return { name: 'validity warnings', keep: 70, head: '### ⚠️ Validity warnings\n\n', items, tail: '', itemNoun: 'validity warnings' };
}

// --- tests -----------------------------------------------------------------------------------

function testAnnotation(t: TestComparison): string {
  const notes: string[] = [];
  if (t.broke === true) notes.push('**broken**, fails the check');
  const p = testPText(t);
  if (p !== null) notes.push(p);
  if (t.quarantined) notes.push('🧊 quarantined, does not gate');
  return notes.length ? ` (${notes.join(', ')})` : '';
}

/** Simulated tests: the ending mix of each side and the median agent turns to the goal, base → PR. */
function simulatedSection(rows: readonly SimulatedRow[]): Section | null {
  if (rows.length === 0) return null;
  const withBase = rows.some((r) => r.baseEndings !== null);
  const items = rows.map((r) => {
    const endings = withBase ? [r.baseEndings ?? '—', r.headEndings] : [r.headEndings];
    return `| **${mdText(r.suiteId, 100)}** › ${mdCode(r.testId, { inTable: true, max: 120 })} | ${endings.join(' | ')} | ${r.turnsToGoal} |`;
  });
  const columns = withBase
    ? '| Test | Endings, base | Endings, PR | Turns to the goal, base → PR |\n| --- | --- | --- | --- |'
    : '| Test | Endings | Turns to the goal |\n| --- | --- | --- |';
  return {
    name: 'simulated tests',
    keep: 35,
    head: `### 🗣️ ${SIMULATED_TESTS_HEADING}\n\n${columns}\n`,
    items,
    tail: `\n\n<sub>${TURNS_TO_GOAL_METHOD}</sub>`,
    itemNoun: 'simulated tests',
    table: true,
  };
}

function fixedAndFlakySection(model: ReportModel): Section | null {
  const line = ({ suiteId, test: t, passes }: TestView): string =>
    `- **${mdText(suiteId, 100)}** › ${mdCode(t.test_id, { max: 120 })}: ${mdText(passes, 200)}${testAnnotation(t)}`;
  const fixed = model.fixed.map(line);
  const flaky = model.flaky.map(line);
  if (fixed.length + flaky.length === 0) return null;
  const items = [
    ...(fixed.length ? [`**✅ Fixed (${fixed.length})**`, ...fixed] : []),
    ...(flaky.length ? [`${fixed.length ? '\n' : ''}**🎲 Flaky (${flaky.length})**`, ...flaky] : []),
  ];
  return {
    name: 'fixed and flaky tests',
    keep: 20,
    head: `<details>\n<summary>${plural(fixed.length, 'fixed test')} · ${plural(flaky.length, 'flaky test')}</summary>\n\n`,
    items,
    tail: '\n\n</details>',
  };
}

function quarantineSection(model: ReportModel): Section | null {
  const { entries, means } = model.quarantine;
  if (entries.length === 0) return null;
  const items = entries.map(
    (q) =>
      `- ${mdCode(q.testId, { max: 120 })}: ${mdText(q.reason, 200)} (until ${mdText(q.until, 40)})${q.expired === null ? '' : ` ⚠️ ${q.expired}`}`,
  );
  return {
    name: 'quarantine list',
    keep: 62,
    head: `**🧊 Quarantined** (${means})\n\n`,
    items,
    tail: '',
    itemNoun: 'quarantine entries',
  };
}

// --- latency and tokens ----------------------------------------------------------------------

/**
 * Each suite's latency per turn and tokens per conversation: base → PR (a run on its own: its one
 * side), the ratio with its interval, and the verdict, with a weak or floor note beside it; the
 * method once, under the table.
 */
function performanceSection(
  performance: {
    rows: readonly Omit<PerformanceRow, 'data'>[];
    definition: string;
    ratio?: string | null;
    intervalHeading?: string;
    weak?: string | null;
  } | null,
  withBase: boolean,
  headLabel = 'PR',
): Section | null {
  if (performance === null) return null;
  const rows = performance.rows.flatMap((r) =>
    [r.latency, r.tokens].map((f) => {
      const values = f.values.map(oneLine).join('<br>');
      if (!withBase) return `| ${mdText(r.suiteId, 100)} | ${f.name} | ${values} |`;
      const notes = [f.weak, f.floor].filter((n): n is string => n !== null).map((n) => `<br><sub>${mdText(n, 200)}</sub>`);
      const verdict = f.verdict === null ? '—' : `${f.emoji ? `${f.emoji} ` : ''}${f.verdict}${notes.join('')}`;
      return `| ${mdText(r.suiteId, 100)} | ${f.name} | ${values} | ${f.change === null ? '—' : oneLine(f.change)} | ${verdict} |`;
    }),
  );
  const columns = withBase
    ? `| Suite | Figure | Base → PR | Ratio (${performance.intervalHeading ?? ''}) | Verdict |\n| --- | --- | --- | --- | --- |\n`
    : `| Suite | Figure | ${headLabel} |\n| --- | --- | --- |\n`;
  const notes = [performance.ratio ?? '', performance.definition, performance.weak ?? '']
    .filter(Boolean)
    .map((n) => `${mdText(n.charAt(0).toUpperCase() + n.slice(1), 800)}.`)
    .join('<br>');
  return {
    name: 'latency and tokens',
    keep: 45,
    head: `### ⏱️ ${PERFORMANCE_HEADING}\n\n${columns}`,
    items: rows,
    tail: `\n\n<sub>${notes}</sub>`,
    itemNoun: 'latency and tokens rows',
    table: true,
  };
}

// --- process, judge, facts -------------------------------------------------------------------

function processSection(model: ReportModel): Section | null {
  const rows = model.suites
    .filter((v) => v.process !== null)
    .map(({ suite: s, process, tokens: tok, transitions, topTools }) => {
      const { toolCallsPerTurn: perTurn, latencyP50: p50, latencyP95: p95 } = process!;
      const tools =
        topTools === null ? '—' : topTools.map((t) => `${mdCode(t.name, { inTable: true, max: 40 })}×${t.calls}`).join(' ') || 'none';
      const coverage = transitions;
      return `| ${mdText(s.suite_id, 100)} | ${perTurn} | ${tools} | ${p50} | ${p95} | ${tok} | ${coverage} |`;
    });
  if (rows.length === 0) return null;
  const overall = model.coverageTotal === null ? '' : `\n\n${model.coverageTotal}`;
  return {
    name: 'process metrics',
    keep: 10,
    head:
      '<details>\n<summary>Process metrics (base → PR)</summary>\n\n' +
      '| Suite | Tool calls / turn | Top tools (PR) | Latency p50 | Latency p95 | Tokens in/out | Transitions covered |\n' +
      '| --- | --- | --- | --- | --- | --- | --- |\n',
    items: rows,
    tail: `${overall}\n\n</details>`,
  };
}

/** Tests below their min_pass on the PR: a failure with min-pass-fails, else a warning. */
function minPassSection(model: ReportModel): Section | null {
  const { breaches, fails } = model.minPass;
  if (breaches.length === 0) return null;
  const failing = model.minPass.failsCheck;
  return {
    name: 'tests below min_pass',
    keep: 75,
    head: `### ${failing ? '❌' : '⚠️'} ${plural(breaches.length, 'test')} below min_pass\n\n`,
    items: breaches.map((b) => `- ${mdText(b.text, 300)}`),
    tail: `\n\n${mdText(minPassConsequenceText(fails), 300)}`,
    itemNoun: 'tests below min_pass',
  };
}

/** pass^1 and pass^k per suite, base → PR (or the run's own), collapsed. */
function passKSection(passK: readonly PassKSuiteRow[], heading: string): Section | null {
  if (passK.length === 0) return null;
  return {
    name: 'pass^k',
    keep: 12,
    head: `<details>\n<summary>${heading}</summary>\n\n| Suite | pass^1 | k | pass^k |\n| --- | --- | --- | --- |\n`,
    items: passK.map((r) => `| ${mdText(r.suiteId, 100)} | ${r.pass1} | ${r.k} | ${r.passK} |`),
    tail: `\n\n${mdText(passKMethodText(), 500)}\n\n</details>`,
    table: true,
    itemNoun: 'suites',
  };
}

/** What each side used and cost, and the agent's change per run. */
function costSection(model: ReportModel): Section | null {
  return model.cost === null ? null : costTable(model.cost, 'PR');
}

/** The cost table of a comparison (Base and PR columns) or of one run (its own column, `headLabel`). */
function costTable(cost: CostView, headLabel: string): Section {
  const withBase = cost.rows.some((r) => r.base !== null);
  const cell = (text: string): string => mdText(text, 300);
  const rows = cost.rows.map((r) => {
    const part = r.part === 'Total' ? '**Total**' : r.part;
    return withBase ? `| ${part} | ${cell(r.base ?? '—')} | ${cell(r.head)} |` : `| ${part} | ${cell(r.head)} |`;
  });
  if (cost.perRun !== null)
    rows.push(`| Agent per run | ${cell(cost.perRun.base)} | ${cell(cost.perRun.head)} (${cell(cost.perRun.change)}) |`);
  // Per suite only when there are several: with one it repeats the agent row.
  if (cost.suites.length > 1)
    for (const s of cost.suites) {
      const name = `Suite ${mdText(s.suiteId, 100)}`;
      rows.push(withBase ? `| ${name} | ${cell(s.base ?? '—')} | ${cell(s.head)} |` : `| ${name} | ${cell(s.head)} |`);
    }
  return {
    name: 'cost',
    keep: 25,
    head: withBase
      ? `### 💰 Cost\n\n| | Base | ${headLabel} |\n| --- | --- | --- |\n`
      : `### 💰 Cost\n\n| | ${headLabel} |\n| --- | --- |\n`,
    items: rows,
    itemNoun: 'cost rows',
    tail: `${cost.budget === null ? '' : `\n\n${mdText(cost.budget, 600)}`}\n\n<sub>${mdText(cost.method, 400)}</sub>`,
    table: true,
  };
}

/**
 * Each judge criterion's agreement and whether it gates, then the judge checks that failed without
 * gating: apart from what broke, since they fail nothing.
 */
function judgeCalibrationSections(view: JudgeCalibrationView | null): Section[] {
  if (view === null) return [];
  const sections: Section[] = [];
  if (view.rows.length > 0)
    sections.push({
      name: 'judge calibration',
      keep: 35,
      head: '**Judge calibration:**\n\n',
      items: view.rows.map((r) => `- ${mdCode(r.criterion, { max: 100 })}${r.scope ? ` (${r.scope})` : ''} ${mdText(r.text, 300)}`),
      tail: `\n\n<sub>${mdText(view.method, 800)}</sub>`,
      itemNoun: 'criteria',
    });
  if (view.ungatedHeading !== null)
    sections.push({
      name: 'judge checks that did not gate',
      keep: 40,
      head: `<details>\n<summary><b>${mdText(view.ungatedHeading, 200)}</b></summary>\n\n`,
      items: view.ungated.map(
        (u) =>
          `- **${mdText(u.suiteId, 100)}** › ${mdCode(u.testId, { max: 120 })}: ${u.runs}, first at ${mdText(u.where, 80)} · ${mdCode(u.key, { max: 60 })} · ${mdText(u.reason, 300)} (${mdText(u.status, 60)}: ${view.notGating})`,
      ),
      tail: '\n\n</details>',
      itemNoun: 'tests',
    });
  return sections;
}

function judgeSection(judge: string | null, panels: readonly string[]): Section | null {
  // Each panel line its own paragraph.
  const items = [...(judge === null ? [] : [`**Judge:** ${judge}.`]), ...panels.map((line) => `\n${line}.`)];
  return items.length === 0 ? null : { name: 'judge usage', keep: 30, head: '', items, tail: '' };
}

function runFacts(c: Comparison): string {
  const sha = (s: string | null): string => {
    const short = shortSha(s);
    return short === null ? 'unknown commit' : mdCode(short, { max: 40 });
  };
  const facts = [
    // Without a baseline the headline says so, once.
    c.baseline.source === 'none' ? '' : `base ${sha(c.baseline.commit)} (${baselineSource(c.baseline)})`,
    `PR ${sha(c.head.commit)}`,
    `target ${mdCode(redactUrl(c.head.target), { max: 120 })}`,
    repeatsLabel(c.head),
    `took ${duration(c.duration_ms)}`,
  ];
  return `<sub>${facts.filter(Boolean).join(' · ')}</sub>`;
}

function reportLink(url: string | null): string {
  if (url !== null && /^https?:\/\/[^\s<>()]+$/i.test(url))
    return `📄 [Full report](${url}) (turns, tool calls and judge verdicts of every failing or changed test)`;
  return "📄 Full report: `report.html` in this run's `agent-eval-report` artifact (turns, tool calls and judge verdicts of every failing or changed test)";
}

// --- a run without a baseline ----------------------------------------------------------------

/** report.md for a run with nothing to compare against: pass rates, codes and what was not checked. */
export function renderRunSummary(
  given: RunModel | RunSummary,
  options: { maxLength?: number; cost?: CostView | null; baselineNotCompared?: BaselineNotCompared | null } = {},
): string {
  // A summary alone: its model with the options' cost and baseline (the push's job summary, `agent-eval run`).
  const model = 'headline' in given ? given : buildRunModel(given, options);
  const { summary } = model;
  const stats = model.suites.map((v) => v.stats);
  const c = summary.counts;
  const headline = model.headlineIn({ code: (code) => mdCode(code), message: (text) => mdText(text, 400) });
  const top = `## ${model.emoji} ${headline}\n\n<sub>${mdText(model.noBaseline, 600)}. Compare with a baseline to gate on regressions.</sub>`;

  const rows = model.suites.map(({ stats: s, passRate, interval, codes: byCode, notChecked }) => {
    const rate = `${passRate} ${interval}`.trim();
    const codes = byCode.map(({ code, runs }) => `${mdCode(code, { inTable: true })}×${runs}`).join(' ') || '—';
    const suite = `${mdText(s.suite_id, 100)}${s.suspect ? ' ⚠️ suspect' : ''}`;
    return `| ${suite} | ${s.tests} | ${s.runs} | ${rate} | ${s.failed} | ${s.errored} | ${s.skipped} | ${notChecked} | ${codes} |`;
  });
  const methods = [...new Set(stats.map((s) => s.ci_method).filter((m) => m !== null))].map((m) => CI_METHOD_LABELS[m]);
  const table: Section = {
    name: 'suite rows',
    keep: 100,
    head: '| Suite | Tests | Runs | Pass rate (95% CI) | Failed | Errored | Skipped | Checks not run | Codes |\n| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |\n',
    items: rows,
    tail: `\n\n<sub>Pass rate: mean over tests of each test's pass fraction; errored and skipped runs excluded${methods.length ? `; interval: ${methods.join(' / ')}` : ''}.</sub>`,
    itemNoun: 'suites',
    table: true,
  };

  const warnings = model.warnings.map(
    (w) => `- ${w.icon} ${w.suiteId === null ? '' : `**${mdText(w.suiteId, 100)}**: `}${mdText(w.text, 400)}`,
  );

  const failing = [...failedTests(model.failedTests), ...erroredRuns(model.erroredCauses)];

  // As in the PR comment: what failed first, then the table.
  const sections: Section[] = [];
  if (failing.length) {
    sections.push({
      name: 'failing runs',
      keep: 60,
      head: `<details open>\n<summary><b>${[c.failed > 0 ? plural(c.failed, 'failed run') : '', c.errored > 0 ? plural(c.errored, 'errored run') : ''].filter(Boolean).join(' · ')}</b></summary>\n\n`,
      items: failing,
      tail: '\n\n</details>',
      itemNoun: 'failing tests or error causes',
    });
  }
  sections.push(table);
  const reliability = passKSection(model.passK, 'Reliability: pass^k per suite');
  if (reliability) sections.push(reliability);
  const simulated = simulatedSection(model.simulated);
  if (simulated) sections.push(simulated);
  const performance = performanceSection(model.performance, false, 'Run');
  if (performance) sections.push(performance);
  if (model.cost) sections.push(costTable(model.cost, 'Run'));
  if (warnings.length)
    sections.push({ name: 'warnings', keep: 70, head: '### ⚠️ Warnings\n\n', items: warnings, tail: '', itemNoun: 'warnings' });
  const judge = judgeSection(model.judge, model.judgePanel(MARKDOWN));
  if (judge) sections.push(judge);
  sections.push(...judgeCalibrationSections(model.judgeCalibration));

  const f = model.facts;
  const facts = [
    `commit ${f.commit === null ? 'unknown' : mdCode(f.commit, { max: 40 })}`,
    `target ${mdCode(f.target, { max: 120 })} (${f.via})`,
    f.repeats,
    `took ${f.took}`,
  ];
  return fitToLimit(top, sections, `<sub>${facts.join(' · ')}</sub>`, options.maxLength ?? COMMENT_BODY_LIMIT);
}

/**
 * The failed runs of each test: one item per test and first failure, so a failure its repeats share
 * is said once, with the runs it concerns.
 */
function failedTests(tests: RunModel['failedTests']): string[] {
  return tests.flatMap((t) =>
    groupIdentical(t.failed, (r) => failureText(r.firstFailure)).map(({ key, items: runs }) => {
      const codes = [...new Set(runs.flatMap((r) => r.codes))].map((code) => mdCode(code)).join(' ');
      const which = runs.map((r) => `#${r.repeat}`).join(', ');
      const head = `- **${mdText(t.suiteId, 100)}** › ${mdCode(t.testId, { max: 120 })}: ${runs.length} of ${plural(t.runs, 'run')} failed (${clip(which, 80)}) ${codes}`;
      return key === '' ? head : `${head}\n  - ${key}`;
    }),
  );
}

function failureText(f: RunSummary['suites'][number]['tests'][number]['runs'][number]['firstFailure']): string {
  if (!f) return '';
  const values: string[] = [];
  if (f.assertion.expected !== undefined) values.push(`expected ${mdCode(jsonInline(f.assertion.expected), { max: 200 })}`);
  if (f.assertion.actual !== undefined) values.push(`got ${mdCode(jsonInline(f.assertion.actual), { max: 200 })}`);
  const at = f.turnId === null ? 'final assertions' : `turn ${mdCode(f.turnId, { max: 60 })}`;
  return `at ${at} · ${mdCode(f.assertion.key, { max: 60 })}${values.length ? `: ${values.join(', ')}` : ''} · ${mdText(f.assertion.reason, 300)}`;
}

/** The errored runs, one item per cause (code and message) with the runs it ended: an agent that was down is one line, not one per run. */
function erroredRuns(causes: RunModel['erroredCauses']): string[] {
  return causes.map(({ code, message, runs }) => {
    const shown = runs.slice(0, 5).map((r) => mdCode(`${r.suite_id} › ${r.test_id} #${r.repeat}`, { max: 120 }));
    const more = runs.length > shown.length ? ` and ${runs.length - shown.length} more` : '';
    return `- ⛔ ${erroredCauseText({ code, message, runs: runs.length }, MARKDOWN)}\n  - ${runs.length === 1 ? 'run' : 'runs'}: ${shown.join(', ')}${more}`;
  });
}
