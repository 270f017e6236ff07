// The full report: one self-contained HTML file (inline CSS and script, no external assets) with
// the suite table, a forest plot of the deltas, and the turns of every test that failed or changed
// (passing tests get one row each, so the file stays small at thousands of tests). Links go only
// to the run's own artifact records next to the report (artifacts/*.jsonl). A Content Security
// Policy pinned to the hashes of the inline style and script means that even a slip in escaping
// could not run or load anything.
import { createHash } from 'node:crypto';
import type { Comparison } from '../compare/comparison-schema.ts';
import { type Results, type RunRecord, type TurnRecord } from '../results/results-schema.ts';
import { FAILURE_CODES } from '../results/failure-codes.ts';
import { isGatingFailure } from '../results/judge-gates.ts';
import type { ArtifactLocation, ArtifactLookup } from '../results/artifact-index.ts';
import { clip, escapeHtml } from './escape.ts';
import { baselineSource, CI_METHOD_LABELS, PASS_RATE_DEFINITION, repeatsLabel } from './format.ts';
import {
  buildRunModel,
  type CostView,
  type JudgeCalibrationView,
  type PerformanceRow,
  type ReportModel,
  runPerformance,
  type RunModel,
  type SideCell,
  type SimulatedRow,
  type ToolCalls,
  testRows,
  type TestRow,
} from './report-model.ts';
import { type BaselineNotCompared } from './wording/baseline.ts';
import { type CodeFormat } from './wording/code-format.ts';
import { brokenRuleText, brokenTestText, gateRuleText } from './wording/gate.ts';
import { minPassConsequenceText, passKMethodText } from './wording/pass-k.ts';
import { settleText, smallestPText } from './wording/power.ts';
import { endingText, SIMULATED_TESTS_HEADING, TURNS_TO_GOAL_METHOD } from './wording/simulated.ts';
import { PERFORMANCE_HEADING } from './wording/performance.ts';
import { duration, milliseconds, plural, points, pointsText, shortSha, signedCount } from '../format.ts';
import { summarizeResults } from '../results/summary.ts';
import { redactUrl } from '../url.ts';

const h = escapeHtml;

/** Longest JSON or text shown for one value; longer ones say how much is left out (results.json has it all). */
const MAX_VALUE_CHARS = 100_000;

export interface HtmlOptions {
  /** Where each head turn's artifact record is (see readArtifactIndex); without it, no links. */
  artifacts?: ArtifactLookup | null;
  /** Why these suites ran, or what a rerun carried over: shown under the headline. */
  note?: string | null | undefined;
  /** Without a comparison: a baseline the run was given but could not be compared with. */
  baselineNotCompared?: BaselineNotCompared | null | undefined;
}

/**
 * report.html: from the report model of the comparison, or of the run on its own (null: the run's
 * model built from `head`, with `options.baselineNotCompared`).
 */
export function renderHtml(given: ReportModel | RunModel | null, head: Results, base: Results | null, options: HtmlOptions = {}): string {
  const run =
    given ??
    buildRunModel(summarizeResults(head), { baselineNotCompared: options.baselineNotCompared ?? null, performance: runPerformance(head) });
  const model = 'comparison' in run ? run : null;
  const comparison = model?.comparison ?? null;
  // An errored run (the agent or the judge failed), or one that stopped before its end, is never
  // shown under a green mark: the model's emoji and headline say so.
  const title = `${run.emoji} ${run.headline}`;
  const body = [
    `<header><h1>${h(title)}</h1>${options.note ? `<p class="note">ℹ️ ${h(options.note)}</p>` : ''}${model ? `<p class="reason">${h(model.why)}</p>` : ''}${model ? erroredNote(model) : ''}${runFacts(comparison, head, model ? null : (run as RunModel))}${run.judge === null ? '' : `<p class="facts">Judge: ${h(run.judge)}.</p>`}${run
      .judgePanel({ code: (t) => `<code>${h(t)}</code>`, message: h })
      .map((line) => `<p class="facts">${line}.</p>`)
      .join('')}</header>`,
    model ? comparisonSections(model) : runSections(run as RunModel),
    simulatedSection(run.simulated),
    judgeCalibrationSection(run.judgeCalibration),
    testsSection(testRows(comparison, head, base), options.artifacts ?? null),
    `<footer>agent-eval ${h(head.tool.version)} · ${h(head.run.id)}</footer>`,
  ].join('\n');
  const csp = [
    "default-src 'none'",
    `style-src '${sha256(STYLE)}'`,
    `script-src '${sha256(SCRIPT)}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${h(`agent-eval: ${title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Why runs errored, each cause once with its count (the runs below then say "same error"). */
function erroredNote(model: ReportModel): string {
  const lines = [
    ['Errored runs', model.erroredIn('head')],
    ['Errored base runs', model.erroredIn('base')],
  ].filter((l): l is [string, string] => l[1] !== null);
  return lines.map(([label, line]) => `<p class="warn">⛔ <b>${label}:</b> ${h(line)}</p>`).join('');
}

function runFacts(comparison: Comparison | null, head: Results, run: RunModel | null): string {
  const facts: string[] = [];
  if (comparison) {
    const b = comparison.baseline;
    // Without a baseline the headline says so, once.
    if (b.source !== 'none') facts.push(`base <code>${h(shortSha(b.commit) ?? 'unknown')}</code> (${h(baselineSource(b))})`);
  }
  if (run !== null) {
    // A run on its own: its model's facts.
    const f = run.facts;
    facts.push(
      `head <code>${h(f.commit ?? 'unknown')}</code>`,
      `target <code>${h(f.target)}</code> (${h(f.via)})`,
      h(f.repeats),
      `took ${h(f.took)}`,
    );
  } else {
    facts.push(
      `head <code>${h(shortSha(head.run.commit) ?? 'unknown')}</code>`,
      `target <code>${h(redactUrl(head.run.target))}</code> (${h(head.run.protocol ?? head.run.transport)})`,
      h(repeatsLabel(head.run)),
      `took ${h(duration(comparison?.duration_ms ?? (Date.parse(head.run.finished_at) - Date.parse(head.run.started_at) || null)))}`,
    );
  }
  if (comparison) facts.push(`α = ${comparison.alpha}, minimum effect ${pointsText(comparison.min_effect)}`);
  const incomplete = head.run.complete
    ? ''
    : `<p class="warn">⛔ The head run is incomplete: ${h(head.run.incomplete_reason ?? 'no reason recorded')}</p>`;
  return `<p class="facts">${facts.join(' · ')}</p>${incomplete}`;
}

// --- with a comparison -------------------------------------------------------------------------

function comparisonSections(model: ReportModel): string {
  const c = model.comparison;
  const rows = model.suites.map((v) => {
    const { suite: s, emoji, label } = v;
    const note = v.intervalNote ? `<br><small class="warn">${h(v.intervalNote)}</small>` : '';
    return `<tr data-verdict="${s.verdict}"><td>${h(s.suite_id)}</td><td>${side(v.base)}</td><td>${side(v.head)}</td><td>${h(v.delta ?? '—')}<br><small>${h(v.method)}</small>${note}</td><td>${v.p}</td><td class="${v.significant ? 'sig' : ''}">${h(v.pHolm ?? '—')}</td><td>${v.testCounts}</td><td class="verdict ${s.verdict}">${emoji} ${label}</td></tr>`;
  });
  const table = `<table class="suites"><thead><tr><th>Suite</th><th>Base</th><th>PR</th><th>Delta (95% CI)</th><th>p</th><th>p (Holm)</th><th>Tests common / added / removed</th><th>Verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  // Suites told the same thing share one item: the sentence once, with the suites it concerns.
  const reasons = model.groups.map(({ suites: same }) => {
    const v = same[0]!;
    const notes = [`<li><b>${same.map((x) => h(x.suite.suite_id)).join('</b>, <b>')}</b> (${v.emoji} ${h(v.label)}): ${h(v.reason)}`];
    if (v.smallestP !== null) notes.push(`<br><small>${h(smallestPText(v.smallestP))}</small>`);
    if (v.settleRepeats !== null) notes.push(`<br>${settleText(v.settleRepeats, HTML_CODE)}`);
    if (v.powerHint) notes.push(`<br>💡 ${h(v.powerHint)}`);
    return `${notes.join('')}</li>`;
  });
  const warnings = model.warnings.map(
    (w) => `<li>⚠️ ${w.suites.length > 0 ? `<b>${w.suites.map((id) => h(id)).join('</b>, <b>')}</b>: ` : ''}${h(w.text)}</li>`,
  );
  const quarantine = model.quarantine.entries.map(
    (q) =>
      `<li><code>${h(q.testId)}</code>: ${h(q.reason)} (until ${h(q.until)})${q.expired === null ? '' : ` <b class="warn">${h(q.expired)}</b>`}</li>`,
  );
  const broken = model.broken.map((t) => `<li>${brokenTestText(t, HTML_CODE)}</li>`);
  const brokenRule = brokenRuleText(c);
  return [
    broken.length
      ? `<section id="broken"><h2>❌ ${h(model.whatBroke.counts.broken ?? '')}</h2><ul>${broken.join('')}</ul>${brokenRule ? `<p class="note">${h(brokenRule)}</p>` : ''}</section>`
      : '',
    `<section id="suites"><h2>Suites</h2>${table}<p class="note">Pass rates: ${PASS_RATE_DEFINITION}, with 95% intervals, errored runs excluded. p: one-sided (head worse); p (Holm): adjusted over the suites. ${h(gateRuleText(c))}</p>`,
    forestPlot(model.forest),
    `<ul class="reasons">${reasons.join('')}</ul></section>`,
    warnings.length ? `<section id="warnings"><h2>Validity warnings</h2><ul>${warnings.join('')}</ul></section>` : '',
    quarantine.length
      ? `<section id="quarantine"><h2>Quarantined tests</h2><p class="note">${h(capitalised(model.quarantine.means))}.</p><ul>${quarantine.join('')}</ul></section>`
      : '',
    minPassHtml(model),
    reliabilityHtml(model.passK),
    costHtml(model.cost),
    performanceHtml(model.performance, model.comparison.baseline.source !== 'none'),
    failureCodes(model),
    processMetrics(model),
  ].join('\n');
}

/** Each suite's latency and tokens: base → PR (a run on its own: its side), the ratio, the verdict and why; the method once. */
function performanceHtml(
  performance: {
    rows: readonly Omit<PerformanceRow, 'data'>[];
    definition: string;
    ratio?: string | null;
    intervalHeading?: string;
    weak?: string | null;
  } | null,
  withBase: boolean,
  headLabel = 'PR',
): string {
  if (performance === null) return '';
  const rows = performance.rows.flatMap((r) =>
    [r.latency, r.tokens].map((f) => {
      const values = f.values.map((v) => h(v)).join('<br>');
      if (!withBase) return `<tr><td>${h(r.suiteId)}</td><td>${h(f.name)}</td><td>${values}</td></tr>`;
      const notes = [f.weak, f.floor].filter((n): n is string => n !== null).map((n) => `<br><small class="warn">${h(n)}</small>`);
      const verdict = f.verdict === null ? '—' : `${f.emoji ? `${f.emoji} ` : ''}${h(f.verdict)}${notes.join('')}`;
      const reason = f.reason === null ? '' : `<br><small>${h(f.reason)}</small>`;
      return `<tr><td>${h(r.suiteId)}</td><td>${h(f.name)}</td><td>${values}</td><td>${h(f.change ?? '—')}${reason}</td><td>${verdict}</td></tr>`;
    }),
  );
  const head = withBase
    ? `<th>Base → PR</th><th>Ratio (${h(performance.intervalHeading ?? '')})</th><th>Verdict</th>`
    : `<th>${h(headLabel)}</th>`;
  const notes = [performance.ratio ?? '', performance.definition, performance.weak ? capitalised(performance.weak) : '']
    .filter(Boolean)
    .map((n) => `${h(n)}.`)
    .join(' ');
  return `<section id="performance"><h2>${h(PERFORMANCE_HEADING)}</h2><table class="performance"><thead><tr><th>Suite</th><th>Figure</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table><p class="note">${notes}</p></section>`;
}

/** Tests below their min_pass on the PR. */
function minPassHtml(model: ReportModel): string {
  const { breaches, fails } = model.minPass;
  if (breaches.length === 0) return '';
  const icon = model.minPass.failsCheck ? '❌' : '⚠️';
  return `<section id="min-pass"><h2>${icon} ${h(plural(breaches.length, 'test'))} below min_pass</h2><ul>${breaches.map((b) => `<li>${h(b.text)}</li>`).join('')}</ul><p class="note">${h(minPassConsequenceText(fails))}</p></section>`;
}

/** pass^1 and pass^k per test and side (C(c,k)/C(n,k) from the scored runs), after each suite's mean. */
function reliabilityHtml(passK: ReportModel['passK']): string {
  if (passK.tests.length === 0) return '';
  const means = passK.suites.map((r) => `<tr><td>${h(r.suiteId)}</td><td>${h(r.pass1)}</td><td>${r.k}</td><td>${h(r.passK)}</td></tr>`);
  const rows = passK.tests.map((t) => {
    const rule = t.minPass === null ? '' : `${h(t.minPass)}${t.belowMinPass ? ' <b class="warn">below</b>' : ''}`;
    return `<tr><td>${h(t.suiteId)}</td><td>${h(t.testId)}</td><td>${t.base1}</td><td>${t.head1}</td><td>${t.k}</td><td>${t.baseK}</td><td>${t.headK}</td><td>${rule}</td></tr>`;
  });
  const suites = means.length
    ? `<table><thead><tr><th>Suite</th><th>pass^1, base → PR</th><th>k</th><th>pass^k, base → PR</th></tr></thead><tbody>${means.join('')}</tbody></table>`
    : '';
  return `<section id="reliability"><h2>Reliability: pass^k per suite and test</h2>${suites}<table><thead><tr><th>Suite</th><th>Test</th><th>Base pass^1</th><th>PR pass^1</th><th>k</th><th>Base pass^k</th><th>PR pass^k</th><th>min_pass</th></tr></thead><tbody>${rows.join('')}</tbody></table><p class="note">${h(passKMethodText())}</p></section>`;
}

/** What each side used and cost. */
function costHtml(cost: CostView | null, headLabel = 'PR'): string {
  if (cost === null) return '';
  const withBase = cost.rows.some((r) => r.base !== null);
  const cells = (base: string | null, head: string): string => `${withBase ? `<td>${h(base ?? '—')}</td>` : ''}<td>${head}</td>`;
  const rows = cost.rows.map((r) => `<tr><th>${h(r.part)}</th>${cells(r.base, h(r.head))}</tr>`);
  if (cost.perRun !== null)
    rows.push(`<tr><th>Agent per run</th>${cells(cost.perRun.base, `${h(cost.perRun.head)} (${h(cost.perRun.change)})`)}</tr>`);
  for (const s of cost.suites) rows.push(`<tr><th>Suite ${h(s.suiteId)} (agent + simulator)</th>${cells(s.base, h(s.head))}</tr>`);
  return `<section id="cost"><h2>Cost</h2><table><thead><tr><th></th>${withBase ? '<th>Base</th>' : ''}<th>${h(headLabel)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>${cost.budget === null ? '' : `<p>${h(cost.budget)}</p>`}<p class="note">${h(cost.method)}</p></section>`;
}

/** Each judge criterion's agreement and whether it gates, then the judge checks that failed without gating. */
function judgeCalibrationSection(view: JudgeCalibrationView | null): string {
  if (view === null || (view.rows.length === 0 && view.ungatedHeading === null)) return '';
  const rows = view.rows.map((r) => `<li><code>${h(r.criterion)}</code>${r.scope ? ` (${h(r.scope)})` : ''} ${h(r.text)}</li>`);
  const ungated = view.ungated.map(
    (u) =>
      `<li>${h(u.suiteId)} › <code>${h(u.testId)}</code>: ${h(u.runs)}, first at ${h(u.where)} · <code>${h(u.key)}</code> · ${h(u.reason)} (${h(u.status)}: ${h(view.notGating)})</li>`,
  );
  return `<section id="judge-calibration"><h2>Judge calibration</h2>${rows.length > 0 ? `<ul>${rows.join('')}</ul>` : ''}${
    view.ungatedHeading === null ? '' : `<h3>${h(view.ungatedHeading)}</h3><ul>${ungated.join('')}</ul>`
  }<p class="note">${h(view.method)}</p></section>`;
}

/** Each simulated test's ending mix and median agent turns to the goal (base → PR with a baseline). */
function simulatedSection(rows: readonly SimulatedRow[]): string {
  if (rows.length === 0) return '';
  const withBase = rows.some((r) => r.baseEndings !== null);
  const cells = rows.map((r) => {
    const endings = withBase ? [r.baseEndings ?? '—', r.headEndings] : [r.headEndings];
    return `<tr><td>${h(r.suiteId)} › <code>${h(r.testId)}</code></td>${endings.map((e) => `<td>${h(e)}</td>`).join('')}<td>${h(r.turnsToGoal)}</td></tr>`;
  });
  const columns = withBase
    ? '<th>Test</th><th>Endings, base</th><th>Endings, PR</th><th>Turns to the goal, base → PR</th>'
    : '<th>Test</th><th>Endings</th><th>Turns to the goal</th>';
  return `<section id="simulated"><h2>${h(SIMULATED_TESTS_HEADING)}</h2><table class="simulated"><thead><tr>${columns}</tr></thead><tbody>${cells.join('')}</tbody></table><p class="note">${h(TURNS_TO_GOAL_METHOD)}</p></section>`;
}

/** Commands and ids inside a sentence of the wording, as <code>. */
const HTML_CODE: CodeFormat = { code: (text) => `<code>${h(text)}</code>` };

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function side(s: SideCell | null): string {
  if (s === null) return '—';
  return `${h(s.rate)}<br><small>${h([s.counts, s.toolCalls, s.method ?? ''].filter(Boolean).join(' · '))}</small>`;
}

/** Each suite's delta and interval against zero, with the band of drops too small to fail. */
function forestPlot({ rows: suites, minEffect, minEffectText }: ReportModel['forest']): string {
  const rowHeight = 30;
  const labelWidth = 230;
  const width = 760;
  const plotLeft = labelWidth + 10;
  const plotRight = width - 20;
  const top = 20;
  const height = top + suites.length * rowHeight + 40;
  const values = suites.flatMap((s) => (s.delta ? [s.delta.ci[0], s.delta.ci[1], s.delta.estimate] : []));
  const lo = Math.max(-1, Math.min(-minEffect * 2, -0.1, ...values) - 0.05);
  const hi = Math.min(1, Math.max(0.1, ...values) + 0.05);
  const x = (v: number): number => plotLeft + ((v - lo) / (hi - lo)) * (plotRight - plotLeft);
  const f = (n: number): string => n.toFixed(1);
  const bottom = top + suites.length * rowHeight;
  const step = hi - lo > 1 ? 0.25 : hi - lo > 0.5 ? 0.1 : 0.05;
  const ticks: string[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) {
    ticks.push(
      `<line x1="${f(x(t))}" x2="${f(x(t))}" y1="${bottom}" y2="${bottom + 5}" stroke="currentColor"/><text x="${f(x(t))}" y="${bottom + 18}" text-anchor="middle">${points(t)}</text>`,
    );
  }
  const rows = suites.map((s, i) => {
    const y = top + i * rowHeight + rowHeight / 2;
    const label = `<text x="${labelWidth}" y="${y + 4}" text-anchor="end">${h(clip(s.suiteId, 32))}</text>`;
    const tip = `<title>${h(s.tip)}</title>`;
    if (!s.delta) {
      return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<text x="${plotLeft}" y="${y + 4}" class="muted">no delta (${s.label})</text></g>`;
    }
    const [l, u] = s.delta.ci;
    return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<line x1="${f(x(l))}" x2="${f(x(u))}" y1="${y}" y2="${y}" class="ci ${s.verdict}" stroke-width="2"/><rect x="${f(x(s.delta.estimate) - 5)}" y="${y - 5}" width="10" height="10" class="point ${s.verdict}"/></g>`;
  });
  return `<figure class="forest"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Forest plot of the pass-rate change per suite">
<rect x="${f(x(-minEffect))}" y="${top}" width="${f(x(0) - x(-minEffect))}" height="${bottom - top}" class="band"><title>drops smaller than the minimum effect (${minEffectText}) never fail the check</title></rect>
<line x1="${f(x(-minEffect))}" x2="${f(x(-minEffect))}" y1="${top}" y2="${bottom}" class="min-effect" stroke-dasharray="4 3"/>
<line x1="${f(x(0))}" x2="${f(x(0))}" y1="${top - 8}" y2="${bottom}" class="zero"/>
<line x1="${plotLeft}" x2="${plotRight}" y1="${bottom}" y2="${bottom}" stroke="currentColor"/>
${ticks.join('')}
${rows.join('\n')}
</svg><figcaption>Change in pass rate (points) with its 95% interval. Shaded: drops smaller than the minimum effect of ${minEffectText}.</figcaption></figure>`;
}

function failureCodes(model: ReportModel): string {
  const rows = model.failureCodes.map(
    (r) =>
      `<tr><td>${h(r.suiteId)}</td><td><code>${h(r.code)}</code></td><td>${r.base}</td><td>${r.head}</td><td>${signedCount(r.head - r.base)}</td></tr>`,
  );
  if (rows.length === 0) return '';
  return `<section id="codes"><h2>Failure codes</h2><p class="note">Runs with each code.</p><table><thead><tr><th>Suite</th><th>Code</th><th>Base</th><th>PR</th><th>Change</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function processMetrics(model: ReportModel): string {
  const rows = model.suites.map(({ suite: s, tokens, process, transitions, tools: used, notExercised }) => {
    const tools = (side: ToolCalls[] | null): string =>
      side === null ? '—' : side.map((t) => `${t.name}×${t.calls}`).join(', ') || 'none';
    const { base, head } = used;
    const missing = notExercised.length
      ? `<br><small>not exercised: ${notExercised.map((m) => `<code>${h(m)}</code>`).join(' ')}</small>`
      : '';
    const cells =
      process === null ? ['—', '—', '—', '—'] : [process.turns, process.toolCallsPerTurn, process.latencyP50, process.latencyP95];
    const [turns, perTurn, p50, p95] = cells.map((c) => h(c));
    return `<tr><td>${h(s.suite_id)}</td><td>${turns}</td><td>${perTurn}</td><td>${h(tools(base))}<br>→ ${h(tools(head))}</td><td>${p50}</td><td>${p95}</td><td>${h(tokens)}</td><td>${h(transitions)}${missing}</td></tr>`;
  });
  const overall = model.coverageTotal === null ? '' : `<p class="note">${h(model.coverageTotal)}</p>`;
  return `<section id="process"><h2>Process metrics (base → head)</h2>${overall}<table><thead><tr><th>Suite</th><th>Turns</th><th>Tool calls / turn</th><th>Tools</th><th>Latency p50</th><th>Latency p95</th><th>Tokens in/out</th><th>Transitions covered</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

// --- without a comparison ----------------------------------------------------------------------

function runSections(model: RunModel): string {
  const rows = model.suites.map(({ stats: s, passRate, interval, codes: byCode }) => {
    const codes = byCode.map(({ code, runs }) => `<code>${h(code)}</code>×${runs}`).join(' ') || '—';
    const suspect = s.suspect ? `<br><small class="warn">⚠️ suspect: ${h(s.suspect)}</small>` : '';
    const notChecked = [...s.not_checked].map(([reason, n]) => `${n}× ${h(reason)}`).join('<br>') || '0';
    return `<tr><td>${h(s.suite_id)}${suspect}</td><td>${s.tests}</td><td>${s.runs}</td><td>${h(`${passRate} ${interval}`.trim())}${s.ci_method ? `<br><small>${CI_METHOD_LABELS[s.ci_method]}</small>` : ''}</td><td>${s.failed}</td><td>${s.errored}</td><td>${s.skipped}</td><td>${codes}</td><td><small>${notChecked}</small></td></tr>`;
  });
  const warnings = model.warnings.map((w) => `<li>${w.icon} ${w.suiteId === null ? '' : `<b>${h(w.suiteId)}</b>: `}${h(w.text)}</li>`);
  return [
    `<section id="suites"><h2>Suites</h2><p class="note">${h(model.noBaseline)}. Pass rates: mean over tests of each test's pass fraction, errored and skipped runs excluded, 95% interval.</p><table class="suites"><thead><tr><th>Suite</th><th>Tests</th><th>Runs</th><th>Pass rate</th><th>Failed</th><th>Errored</th><th>Skipped</th><th>Codes</th><th>Checks not run</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    runReliabilityHtml(model.passK),
    performanceHtml(model.performance, false, 'Run'),
    model.cost === null ? '' : costHtml(model.cost, 'Run'),
    warnings.length ? `<section id="warnings"><h2>Warnings</h2><ul>${warnings.join('')}</ul></section>` : '',
  ].join('\n');
}

/** pass^1 and pass^k per suite of a run on its own. */
function runReliabilityHtml(passK: RunModel['passK']): string {
  if (passK.length === 0) return '';
  const rows = passK.map(
    (r) => `<tr><td>${h(r.suiteId)}</td><td>${h(r.pass1)}</td><td>${r.k}</td><td>${h(r.passK)}</td><td>${r.tests}</td></tr>`,
  );
  return `<section id="reliability"><h2>Reliability: pass^k per suite</h2><table><thead><tr><th>Suite</th><th>pass^1</th><th>k</th><th>pass^k</th><th>Tests with k runs</th></tr></thead><tbody>${rows.join('')}</tbody></table><p class="note">${h(passKMethodText())}</p></section>`;
}

// --- per test ------------------------------------------------------------------------------------

/**
 * Characters of transcripts (turns) one report holds at most. Past it, runs are listed without
 * their turns: a browser cannot open a file of hundreds of MB, and V8 cannot even build one.
 */
const MAX_TRANSCRIPT_CHARS = 10_000_000;

interface RenderContext {
  artifacts: ArtifactLookup | null;
  /** Transcript characters still allowed. */
  budget: number;
  /** Runs whose turns were left out for the size limit. */
  cut: number;
  /** Where each run error (code and message) was shown in full: later runs with it say "same error as". */
  errorsShown: Map<string, { test: TestRow; side: 'head' | 'base'; repeat: number }>;
}

function testsSection(views: readonly TestRow[], artifacts: ArtifactLookup | null): string {
  const verdictCounts = new Map<string, { label: string; count: number }>();
  const codeCounts = new Map<string, number>();
  for (const v of views) {
    verdictCounts.set(v.verdict, { label: v.label, count: (verdictCounts.get(v.verdict)?.count ?? 0) + 1 });
    for (const c of v.codes) codeCounts.set(c, (codeCounts.get(c) ?? 0) + 1);
  }
  const order: readonly string[] = FAILURE_CODES;
  const codes = [...codeCounts.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const chip = (filter: string, value: string, label: string, count: number): string =>
    `<button type="button" class="chip" data-filter="${filter}" data-value="${h(value)}" aria-pressed="${value === 'all'}">${h(label)} <small>${count}</small></button>`;
  const filters = [
    `<div class="filters" role="group" aria-label="Filter by verdict"><span>Verdict:</span>${chip('verdict', 'all', 'all', views.length)}${[
      ...verdictCounts,
    ]
      .map(([v, { label, count }]) => chip('verdict', v, label, count))
      .join('')}</div>`,
    `<div class="filters" role="group" aria-label="Filter by failure code"><span>Failure code:</span>${chip('code', 'all', 'all', views.length)}${codes
      .map((c) => chip('code', c, c, codeCounts.get(c) ?? 0))
      .join('')}</div>`,
  ].join('');
  const badge = (v: TestRow): string => `<span class="badge ${h(v.verdict)}">${h(v.label)}</span>`;
  const ctx: RenderContext = { artifacts, budget: MAX_TRANSCRIPT_CHARS, cut: 0, errorsShown: new Map() };
  const quiet: string[] = [];
  const loud: { v: TestRow; attrs: string; head: string }[] = [];
  for (const v of views) {
    const attrs = `data-verdict="${h(v.verdict)}" data-codes="${h(v.codes.join(' '))}"`;
    if (v.quiet) {
      quiet.push(
        `<tr class="test" ${attrs}><td>${badge(v)}</td><td>${h(v.suiteId)}</td><td>${h(v.testId)}</td><td>${v.basePassed}</td><td>${v.headPassed}</td></tr>`,
      );
    } else {
      // Head failures first, over all tests, so the size budget goes to them before any base run.
      loud.push({
        v,
        attrs,
        head: v.head ? runsView(v.head.runs, 'head', v, failedOrErrored, ctx) : '<p class="muted">Not run on head.</p>',
      });
    }
  }
  const detailed = loud.map(({ v, attrs, head }) => {
    const p = v.p === null ? '' : ` · ${h(v.p)}${v.broken ? ' · <b class="sig">broken</b>' : ''}`;
    const quarantined = v.quarantined ? ' · <span class="badge">quarantined</span>' : '';
    const codeList = v.codes.map((c) => `<code>${h(c)}</code>`).join(' ');
    const summary = `<summary>${badge(v)} ${h(v.suiteId)} › <b>${h(v.testId)}</b> · ${h(v.passes)}${p}${quarantined} ${codeList}</summary>`;
    // When the outcome changed, one base run in full is the reference to read the head runs against.
    const reference =
      v.verdict === 'newly_failing'
        ? v.base?.runs.find((r) => r.outcome === 'passed')
        : v.verdict === 'fixed'
          ? v.base?.runs.find(failedOrErrored)
          : undefined;
    const baseRuns = v.base
      ? `<details class="base-runs"><summary>Base runs (${v.base.runs.length})</summary>${runsView(v.base.runs, 'base', v, (r) => r === reference, ctx)}</details>`
      : '';
    return `<details class="test" ${attrs}>${summary}<div class="test-body">${head}${baseRuns}</div></details>`;
  });
  const notes = [
    `<p class="note">Tests that failed, errored, are flaky, changed or were fixed are listed below with every turn of each failing head run (and of one base run when the outcome changed), other runs one line each.${
      quiet.length
        ? ` The other ${plural(quiet.length, 'test')}, passing, ${quiet.length === 1 ? 'is' : 'are'} summarised in one row each at the end.`
        : ''
    } <code>results.json</code> has every turn of every run${artifacts ? ', and each head turn shown here links to its raw record in <code>artifacts/</code>' : ''}.</p>`,
  ];
  if (ctx.cut > 0) {
    notes.push(
      `<p class="warn">⚠️ The turns of ${plural(ctx.cut, 'more run')} are left out (listed one line each) to keep this file small enough to open: ${Math.round(MAX_TRANSCRIPT_CHARS / 1_000_000)} million characters of transcripts at most. They are in <code>results.json</code>.</p>`,
    );
  }
  const quietTable = quiet.length
    ? `<h3 id="passing">Passing tests (${quiet.length}), summarised</h3><table class="passing"><thead><tr><th>Verdict</th><th>Suite</th><th>Test</th><th>Base passed</th><th>Head passed</th></tr></thead><tbody>${quiet.join('\n')}</tbody></table>`
    : '';
  return `<section id="tests"><h2>Tests</h2>${notes.join('')}${filters}<p id="shown" class="note">${plural(views.length, 'test')} shown</p>${detailed.join('\n')}${quietTable}</section>`;
}

function failedOrErrored(run: RunRecord): boolean {
  return run.outcome === 'failed' || run.outcome === 'errored';
}

/**
 * The runs of one side: those `inFull` picks with every turn (while the size budget lasts), the
 * rest one line each. Head turns link to their artifact record when one is known.
 */
function runsView(
  runs: readonly RunRecord[],
  sideName: 'head' | 'base',
  test: TestRow,
  inFull: (run: RunRecord) => boolean,
  ctx: RenderContext,
): string {
  const full: string[] = [];
  const lines: string[] = [];
  for (const run of runs) {
    const where = (turnId: string): ArtifactLocation | null =>
      sideName === 'head' && ctx.artifacts
        ? ctx.artifacts({ suite_id: test.suiteId, test_id: test.testId, repeat: run.repeat, conversation_id: run.conversation_id }, turnId)
        : null;
    const codes = run.codes.map((c) => ` <code>${h(c)}</code>`).join('');
    const ending = run.ending ? ` · ending <code>${h(run.ending)}</code>` : '';
    const head = `${h(sideName)} #${run.repeat} · ${h(run.outcome)} · ${h(milliseconds(run.duration_ms))}${codes}${ending}`;
    const id = ` <small class="muted">${h(run.conversation_id)}</small>`;
    const notes: string[] = [];
    if (run.skipped_reason) notes.push(`<p class="muted">Skipped: ${h(run.skipped_reason)}</p>`);
    if (run.ending && run.ending !== 'goal_reached') notes.push(`<p class="warn">${h(endingText(run.ending))}</p>`);
    const errorKey = run.error ? `${run.error.code}\n${run.error.message}` : null;
    // An error several runs share (an agent that was down) is shown in full once; the others point there.
    const sameAs = errorKey === null ? undefined : ctx.errorsShown.get(errorKey);
    if (run.error && sameAs !== undefined) {
      const where = sameAs.test === test ? '' : `${sameAs.test.suiteId} › ${sameAs.test.testId} `;
      notes.push(`<p class="muted">${h(run.error.code)}: same error as ${h(`${where}${sameAs.side} #${sameAs.repeat}`)}.</p>`);
    } else if (run.error && errorKey !== null) {
      notes.push(`<p class="warn">${h(run.error.code)}: ${h(run.error.message)}</p>`);
      ctx.errorsShown.set(errorKey, { test, side: sideName, repeat: run.repeat });
    }
    const wanted = inFull(run) && run.turns.length > 0 && sameAs === undefined;
    if (wanted && ctx.budget > 0) {
      const turns = run.turns.map((t) => turnView(t, where(t.turn_id), run.conversation_id, run.error, run.ending !== undefined)).join('');
      ctx.budget -= turns.length;
      const finalAt = where('final');
      const final = run.final.assertions.length
        ? `<h5>Final assertions${finalAt ? ` · ${artifactLink(finalAt, run.conversation_id, 'final')}` : ''}</h5>${assertionsTable(run.final.assertions)}`
        : '';
      const open = sideName === 'head' ? ' open' : '';
      full.push(`<details class="run ${run.outcome}"${open}><summary>${head}${id}</summary>${notes.join('')}${turns}${final}</details>`);
      continue;
    }
    if (wanted) ctx.cut += 1;
    const links = run.turns.flatMap((t) => {
      const at = where(t.turn_id);
      return at ? [artifactLink(at, run.conversation_id, t.turn_id, t.turn_id)] : [];
    });
    // A passing run's line stays short (there can be tens of thousands); its links carry the conversation id.
    lines.push(
      `<li class="${run.outcome}">${head}${run.outcome === 'passed' ? '' : id}${links.length ? ` · artifacts: ${links.join(' ')}` : ''}${notes.join('')}</li>`,
    );
  }
  return `${full.join('')}${lines.length ? `<ul class="runs">${lines.join('')}</ul>` : ''}`;
}

/** A relative link to a turn's line in the artifact JSONL, greppable by conversation and turn id. */
function artifactLink(at: ArtifactLocation, conversationId: string, turnId: string, label?: string, kind = 'artifact'): string {
  const text = `artifact: ${at.path} line ${at.line}`;
  return `<a class="${kind}" href="${h(at.path)}" data-line="${at.line}" data-conversation-id="${h(conversationId)}" data-turn-id="${h(turnId)}"${label ? ` title="${h(text)}"` : ''}>${h(label ?? text)}</a>`;
}

function turnView(
  t: TurnRecord,
  artifact: ArtifactLocation | null,
  conversationId: string,
  runError?: RunRecord['error'],
  simulated = false,
): string {
  const tools = t.tool_calls.length
    ? `<table class="tools"><thead><tr><th>Tool</th><th>Arguments</th><th>Result</th><th>Latency</th></tr></thead><tbody>${t.tool_calls
        .map(
          (c) =>
            `<tr${c.is_error ? ' class="failed"' : ''}><td><code>${h(c.name)}</code><br><small class="muted">${h(c.id ?? '')} ${h(c.source)}</small></td><td>${json(c.args)}</td><td>${c.result === undefined ? '<span class="muted">no result</span>' : json(c.result)}</td><td>${h(milliseconds(c.latency_ms ?? null))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="muted">No tool calls captured.</p>';
  const d = t.facts_delta;
  const memory = [
    ...Object.entries(d.added).map(([k, v]) => `<li>+ <code>${h(k)}</code> = ${json(v, true)}</li>`),
    ...Object.entries(d.updated).map(([k, v]) => `<li>~ <code>${h(k)}</code>: ${json(v.from, true)} → ${json(v.to, true)}</li>`),
    ...d.removed.map((k) => `<li>− <code>${h(k)}</code></li>`),
  ];
  const judge = t.judge
    ? `<div class="judge"><b>Judge</b> ${h(t.judge.model)} · ${h(t.judge.status)}${t.judge.mean !== undefined ? ` · mean ${t.judge.mean.toFixed(2)}` : ''}${t.judge.cached ? ' · cached' : ''}${
        t.judge.scores
          ? `<br>${Object.entries(t.judge.scores)
              .map(([k, v]) => `${h(k)} ${v.toFixed(2)}`)
              .join(' · ')}`
          : ''
      }${t.judge.fail_reasons?.length ? `<ul>${t.judge.fail_reasons.map((r) => `<li>${h(r)}</li>`).join('')}</ul>` : ''}${t.judge.reason ? `<p>${h(t.judge.reason)}</p>` : ''}${
        t.judge.raw ? `<details><summary>raw verdict</summary>${text(t.judge.raw)}</details>` : ''
      }</div>`
    : '';
  const extras = [
    // The run's error is shown above the turns: here only where it happened.
    t.error
      ? t.error.code === runError?.code && t.error.message === runError.message
        ? `<p class="warn">⛔ ${h(t.error.code)} here (the run's error, above)</p>`
        : `<p class="warn">${h(t.error.code)}: ${h(t.error.message)}</p>`
      : '',
    ...t.warnings.map((w) => `<p class="warn">⚠️ ${h(w)}</p>`),
    t.unknown_blocks.length
      ? `<details><summary>⚠️ ${plural(t.unknown_blocks.length, 'unknown content block')}</summary>${json(t.unknown_blocks)}</details>`
      : '',
  ].join('');
  const nodes = `${h(t.node_before ?? '?')} → ${h(t.node_after ?? '?')}${t.flow_completed ? ' (flow completed)' : ''}`;
  // A turn the agent never answered has no latency to show.
  const latency = t.error === undefined ? milliseconds(t.latency_ms) : 'latency n/a';
  // A simulated conversation marks the turn where an invariant (or `within`) broke, in its heading.
  const violations = simulated ? t.assertions.filter(isGatingFailure).map((a) => `${a.key} (${a.code ?? 'failed'})`) : [];
  const violation = violations.length ? ` · <span class="violation">⛔ violation: ${h(violations.join(', '))}</span>` : '';
  return `<div class="turn${violations.length ? ' violated' : ''}"><h5>Turn ${h(t.turn_id)} · ${nodes}${violation} · ${h(latency)}${t.attempts > 1 ? ` · ${t.attempts} attempts` : ''}${t.trace_id ? ` · trace <code>${h(t.trace_id)}</code>` : ''}${artifact ? ` · ${artifactLink(artifact, conversationId, t.turn_id)}` : ''}${artifact?.prompt_snapshot ? ` · ${artifactLink(artifact, conversationId, t.turn_id, 'prompt snapshot', 'artifact prompt-snapshot')}` : ''}</h5>
<div class="msg user"><b>User</b>${text(t.user_input)}</div><div class="msg assistant"><b>Assistant</b>${t.assistant_message === null ? '<p class="muted">no message</p>' : text(t.assistant_message)}</div>
${tools}${memory.length ? `<div class="memory"><b>Memory</b><ul>${memory.join('')}</ul></div>` : ''}${assertionsTable(t.assertions)}${judge}${extras}</div>`;
}

function assertionsTable(assertions: TurnRecord['assertions']): string {
  if (assertions.length === 0) return '';
  const icon = { passed: '✅', failed: '❌', skipped: '⏭️', unscored: '❔' };
  return `<table class="assertions"><thead><tr><th></th><th>Assertion</th><th>Code</th><th>Expected</th><th>Actual</th><th>Reason</th></tr></thead><tbody>${assertions
    .map(
      (a) =>
        `<tr class="${a.status}"><td>${icon[a.status]}</td><td><code>${h(a.key)}</code></td><td>${a.code ? `<code>${h(a.code)}</code>` : ''}</td><td>${a.expected === undefined ? '' : json(a.expected, true)}</td><td>${a.actual === undefined ? '' : json(a.actual, true)}</td><td>${h(a.reason)}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

function text(value: string): string {
  return `<pre>${h(limit(value))}</pre>`;
}

function json(value: unknown, inline = false): string {
  let out: string;
  try {
    out = inline ? (JSON.stringify(value) ?? String(value)) : (JSON.stringify(value, null, 2) ?? String(value));
  } catch {
    out = String(value);
  }
  return inline && out.length < 120 ? `<code>${h(out)}</code>` : `<pre>${h(limit(out))}</pre>`;
}

function limit(value: string): string {
  return value.length <= MAX_VALUE_CHARS
    ? value
    : `${value.slice(0, MAX_VALUE_CHARS)}\n… ${value.length - MAX_VALUE_CHARS} more characters in results.json`;
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#656d76;--bg:#fff;--line:#d0d7de;--bad:#cf222e;--good:#1a7f37;--warn:#9a6700;--band:rgba(207,34,46,.10);--chip:#f6f8fa}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#8d96a0;--bg:#0d1117;--line:#30363d;--bad:#f85149;--good:#3fb950;--warn:#d29922;--band:rgba(248,81,73,.15);--chip:#161b22}}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;padding:16px 24px;max-width:1200px;overflow-wrap:anywhere}
.violation{color:var(--bad);font-weight:600}
.turn.violated{border-left:4px solid var(--bad);padding-left:8px}
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.2em;border-bottom:1px solid var(--line);padding-bottom:4px;margin-top:1.6em}h5{margin:.4em 0;font-size:1em}
table{border-collapse:collapse;margin:8px 0;width:100%}th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}th{background:var(--chip)}
code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}pre{white-space:pre-wrap;word-break:break-word;margin:4px 0;max-height:24em;overflow:auto;background:var(--chip);padding:6px;border-radius:4px}
.muted,.note,small{color:var(--muted)}.warn{color:var(--warn)}.sig{font-weight:bold;color:var(--bad)}
.verdict.regressed,.badge.newly_failing,.badge.failed,tr.failed td:first-child{color:var(--bad)}.verdict.improved,.badge.fixed,.badge.passed{color:var(--good)}
.verdict.invalid,.verdict.possible_regression,.verdict.underpowered,.verdict.inconclusive,.badge.flaky,.badge.errored{color:var(--warn)}
.badge{font-weight:600;border:1px solid var(--line);border-radius:10px;padding:0 6px;font-size:12px}
.forest svg{max-width:100%;height:auto;color:var(--fg);font-size:12px}.forest text{fill:currentColor}.forest .muted{fill:var(--muted)}
.forest .band{fill:var(--band)}.forest .zero{stroke:currentColor}.forest .min-effect{stroke:var(--bad)}
.forest .ci{stroke:currentColor}.forest .point{fill:currentColor}.forest .regressed{stroke:var(--bad);fill:var(--bad)}.forest .improved{stroke:var(--good);fill:var(--good)}
.filters{margin:6px 0;display:flex;flex-wrap:wrap;gap:6px;align-items:center}.chip{border:1px solid var(--line);background:var(--chip);color:var(--fg);border-radius:14px;padding:2px 10px;cursor:pointer}
.chip[aria-pressed=true]{outline:2px solid var(--fg)}
details.test{border:1px solid var(--line);border-radius:6px;margin:6px 0;padding:4px 8px}details.test>summary{cursor:pointer}
details.run{margin:6px 0 6px 12px}.turn{border-left:3px solid var(--line);margin:8px 0 8px 8px;padding-left:10px}
.msg b,.memory b{display:block;font-size:12px;color:var(--muted)}.judge{margin:6px 0}
a.artifact{font-weight:normal;font-size:12px;color:inherit}table.passing td{padding:2px 8px}ul.runs{margin:4px 0 4px 12px;padding-left:16px}ul.runs li.failed,ul.runs li.errored{color:var(--bad)}
footer{margin-top:2em;color:var(--muted);font-size:12px}
`;

// Filters: one choice per group; a test is shown when it matches every group.
const SCRIPT = `
(function () {
  var state = { verdict: 'all', code: 'all' };
  var tests = Array.prototype.slice.call(document.querySelectorAll('.test'));
  var shown = document.getElementById('shown');
  function apply() {
    var n = 0;
    tests.forEach(function (t) {
      var codes = (t.getAttribute('data-codes') || '').split(' ');
      var ok = (state.verdict === 'all' || t.getAttribute('data-verdict') === state.verdict) &&
        (state.code === 'all' || codes.indexOf(state.code) !== -1);
      t.hidden = !ok;
      if (ok) n += 1;
    });
    shown.textContent = n + ' of ' + tests.length + ' tests shown';
  }
  document.querySelectorAll('button[data-filter]').forEach(function (button) {
    button.addEventListener('click', function () {
      var group = button.getAttribute('data-filter');
      state[group] = button.getAttribute('data-value');
      document.querySelectorAll('button[data-filter="' + group + '"]').forEach(function (other) {
        other.setAttribute('aria-pressed', String(other === button));
      });
      apply();
    });
  });
  apply();
})();
`;
