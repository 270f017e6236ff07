// Every report fixture through every renderer: the Markdown comment (report.md), report.html, the
// terminal, junit.xml, the check run and the job summary must show the same rows, numbers and
// verdict words, taken from the report model. Each expected row is a set of texts that must appear
// together on one line of what a reader sees (HTML and Markdown reduced to their visible text), so
// a renderer that recomputes a figure its own way, or drops a row, fails here.
import { describe, expect, it } from 'vitest';
import { prJobSummary, runJobSummary } from '../../src/action/job-summary.ts';
import { comparisonCost } from '../../src/compare/cost.ts';
import { DEFAULT_COMMENT_MARKER, withNoteLine } from '../../src/report/github-comment.ts';
import { renderHtml } from '../../src/report/html.ts';
import { renderJunit } from '../../src/report/junit.ts';
import { renderComment } from '../../src/report/markdown.ts';
import { prStatus } from '../../src/report/pr-status.ts';
import {
  buildReportModel,
  buildRunModel,
  costView,
  type PerformanceRow,
  type ReportModel,
  runPerformance,
  type RunModel,
  testPText,
  type TestView,
} from '../../src/report/report-model.ts';
import { brokenTestText } from '../../src/report/wording/gate.ts';
import { renderComparisonEnd, renderRunEnd } from '../../src/report/terminal.ts';
import { summarizeResults } from '../../src/results/summary.ts';
import { plural, signedCount } from '../../src/format.ts';
import { priceTable } from '../../src/usage/prices.ts';
import { reportStates, type ReportState } from '../fixtures/report/states.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';

type Renderer = 'markdown' | 'html' | 'terminal' | 'junit' | 'check run' | 'job summary';

/** A row a reader must find: these texts on one line, in the renderers named. */
interface Row {
  what: string;
  texts: string[];
  /** Texts the line showing the row must not hold (a figure the model folds, shown unfolded). */
  not?: string[];
  /** Matched without regard to case: a phrase a renderer starts a sentence with. */
  caseless?: boolean;
  in: readonly Renderer[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** The visible text of HTML, one line per row, item, paragraph or heading. */
function htmlLines(html: string): string[] {
  const body = html.replace(/<(style|script|title)[^>]*>[\s\S]*?<\/\1>/g, '');
  return body
    .split(/<\/(?:tr|li|p|h[1-6]|summary|figcaption|header)>|\n/)
    .map((line) =>
      line
        // Cells and line breaks part words; inline tags (code, b) do not.
        .replace(/<\/?(?:td|th|br|div|ul|table|section)\b[^>]*>/g, ' ')
        .replace(/<[^>]+>/g, '')
        .replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The visible text of Markdown: its escapes, emphasis and code spans removed, then as HTML. */
function markdownLines(markdown: string): string[] {
  const plain = markdown
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\*\*|`/g, '')
    .replace(/[\u00a0]/g, ' ')
    .replace(/\u200d/g, '');
  return plain.split('\n').flatMap((line) => htmlLines(line));
}

/** Each testsuite of junit.xml as one line: its name and properties. */
function junitLines(xml: string): string[] {
  return xml
    .split('<testsuite ')
    .slice(1)
    .map((block) => {
      const head = block.slice(0, block.indexOf('<testcase') === -1 ? undefined : block.indexOf('<testcase'));
      return [...head.matchAll(/(?:name|value)="([^"]*)"/g)].map((m) => htmlLines(m[1]!).join(' ')).join(' | ');
    });
}

const ALL: readonly Renderer[] = ['markdown', 'html', 'terminal', 'check run', 'job summary'];
const DOCUMENTS: readonly Renderer[] = ['markdown', 'html', 'check run', 'job summary'];
/** The lists of what broke: report.html lists every test instead, with its own filters. */
const WHAT_BROKE: readonly Renderer[] = ['markdown', 'terminal', 'check run', 'job summary'];

/** What every renderer must show of a comparison, from its model. */
function comparisonRows(model: ReportModel, note: string | undefined): Row[] {
  const rows: Row[] = [{ what: 'headline', texts: [`${model.emoji} ${model.headline}`], in: ALL }];
  for (const v of model.suites) {
    const id = v.suite.suite_id;
    rows.push({ what: `suite ${id}`, texts: [id, v.label, ...v.passRates.split(' → ').filter((r) => r !== '—'), v.delta ?? ''], in: ALL });
    rows.push({ what: `verdict of ${id}`, texts: [id, v.label, v.reason], in: ['junit', 'html'] });
    if (model.notJudged.some((g) => g.suites.includes(v)))
      rows.push({ what: `why ${id} could not be judged`, texts: [id, v.label, v.reason], in: DOCUMENTS });
    if (v.pHolm !== null) rows.push({ what: `p (Holm) of ${id}`, texts: [id, v.pHolm], in: ALL });
    if (v.deltaOn !== null)
      rows.push({ what: `what Δ of ${id} is over`, texts: [id, v.deltaOn], in: ['markdown', 'check run', 'job summary'] });
    if (v.process !== null) {
      const { toolCallsPerTurn, latencyP50, latencyP95 } = v.process;
      const folded = [toolCallsPerTurn, latencyP50, latencyP95].filter((c) => !c.includes('→')).map((c) => `${c} → ${c}`);
      rows.push({
        what: `process metrics of ${id}`,
        texts: [id, toolCallsPerTurn, latencyP50, latencyP95, v.transitions],
        not: folded,
        in: DOCUMENTS,
      });
    }
    // Each side's rate, interval and what it is over, as the model words them (not recomputed).
    for (const [side, cell] of [
      ['base', v.base],
      ['PR', v.head],
    ] as const)
      if (cell !== null) rows.push({ what: `${side} side of ${id}`, texts: [id, cell.rate, cell.counts], in: DOCUMENTS });
    const top = v.topTools?.[0];
    if (top !== undefined) rows.push({ what: `the most called tool of ${id}`, texts: [id, `${top.name}×${top.calls}`], in: DOCUMENTS });
    // Equal sides are said once: "1.2k/400", never "1.2k/400 → 1.2k/400".
    if (v.tokens !== '')
      rows.push({ what: `tokens of ${id}`, texts: [id, v.tokens], not: v.tokens.includes('→') ? [] : [`${v.tokens} →`], in: DOCUMENTS });
  }
  for (const b of model.broken) rows.push({ what: `broken test ${b.test_id}`, texts: [brokenTestText(b)], in: ALL });
  // What broke is counted once, by the model: the same count in each list of it.
  const { counts } = model.whatBroke;
  if (counts.broken !== null) rows.push({ what: 'the broken tests counted', texts: [counts.broken], in: ALL });
  if (counts.failing !== null) rows.push({ what: 'the failing tests counted', texts: [counts.failing], in: WHAT_BROKE });
  if (counts.newTests !== null) rows.push({ what: 'the failing new tests counted', texts: [counts.newTests], in: WHAT_BROKE });
  if (model.headlineWhy !== null)
    rows.push({ what: 'why, under the headline', texts: [model.headlineWhy], in: ['markdown', 'check run', 'job summary'] });
  for (const w of model.warningsBelow)
    rows.push({ what: `warning ${w.code ?? w.suites.join(', ')}`, texts: [...w.suites, w.text], in: ALL });
  for (const q of model.quarantine.entries)
    rows.push({
      what: `quarantined ${q.testId}`,
      texts: [q.testId, q.reason, q.until, ...(q.expired === null ? [] : [q.expired])],
      in: DOCUMENTS,
    });
  if (model.quarantine.entries.length > 0)
    rows.push({ what: 'what quarantined means', texts: [model.quarantine.means], in: DOCUMENTS, caseless: true });
  if (model.coverageTotal !== null) rows.push({ what: 'transitions covered over all suites', texts: [model.coverageTotal], in: DOCUMENTS });
  if (model.judge !== null) rows.push({ what: 'the judge and its cost', texts: [model.judge], in: DOCUMENTS });
  const broken = (t: TestView): boolean => model.broken.some((b) => b.suite_id === t.suiteId && b.test_id === t.test.test_id);
  const failing = [...(model.failingWithoutBaseline ?? model.newlyFailing), ...model.failingNewTests].filter((t) => !broken(t));
  for (const t of failing) {
    rows.push({ what: `failing test ${t.suiteId} › ${t.test.test_id}`, texts: [t.suiteId, t.test.test_id, t.passes], in: ALL });
    // Its own p, worded once (testPText): the comment's line of it and report.html's per-test list.
    const p = testPText(t.test);
    if (p !== null) rows.push({ what: `p of ${t.suiteId} › ${t.test.test_id}`, texts: [t.test.test_id, t.passes, p], in: DOCUMENTS });
  }
  for (const r of model.simulated)
    rows.push({
      what: `simulated test ${r.testId}`,
      texts: [r.suiteId, r.testId, r.baseEndings ?? '', r.headEndings, r.turnsToGoal],
      in: ALL,
    });
  for (const r of model.failureCodes)
    rows.push({
      what: `failure code ${r.code} of ${r.suiteId}`,
      texts: [r.suiteId, r.code, String(r.base), String(r.head), signedCount(r.head - r.base)],
      in: DOCUMENTS,
    });
  for (const r of model.passK.suites)
    rows.push({ what: `pass^k of ${r.suiteId}`, texts: [r.suiteId, r.pass1, String(r.k), r.passK], in: DOCUMENTS });
  if (note !== undefined) rows.push({ what: 'the rerun note', texts: [note], in: ['markdown', 'html'] });
  rows.push(...calibrationRows(model.judgeCalibration, ALL));
  if (model.performance !== null) {
    rows.push(...performanceRows(model.performance.rows, true));
    const { ratio, definition, weak } = model.performance;
    for (const [what, text] of [
      ['the ratio method', ratio],
      ['what the latency and tokens are over', definition],
      ['why stored-baseline latency is weak', weak],
    ] as const)
      if (text !== null) rows.push({ what, texts: [text], in: ['markdown', 'html', 'terminal', 'job summary'], caseless: true });
  }
  return rows;
}

/**
 * Each suite's latency and tokens as the model words them: each figure's values, and with a base
 * its ratio and interval, verdict word and notes, on one line, in every renderer; junit.xml holds
 * them as properties of the suite. The check run's summary lists the gated figures (its text has the table).
 */
function performanceRows(rows: readonly Omit<PerformanceRow, 'data'>[], compared: boolean): Row[] {
  return rows.flatMap((r) =>
    [r.latency, r.tokens].map((f) => ({
      what: `${f.figure} of ${r.suiteId}`,
      texts: [
        r.suiteId,
        ...f.values,
        ...(compared && f.change !== null ? [f.change, f.verdict ?? ''] : []),
        ...[f.weak, f.floor].filter((n) => n !== null),
      ],
      in: compared ? [...ALL, 'junit'] : (['markdown', 'html', 'terminal', 'junit', 'job summary'] as const),
    })),
  );
}

/** Each judge criterion's row, and each test whose judge checks failed without gating, as the model words them. */
function calibrationRows(view: ReportModel['judgeCalibration'], where: readonly Renderer[]): Row[] {
  if (view === null) return [];
  const rows: Row[] = view.rows.map((r) => ({ what: `judge criterion ${r.criterion}`, texts: [r.criterion, r.text], in: where }));
  if (view.ungatedHeading !== null) rows.push({ what: 'the judge checks that did not gate', texts: [view.ungatedHeading], in: where });
  for (const u of view.ungated)
    rows.push({ what: `ungated judge check of ${u.testId}`, texts: [u.suiteId, u.testId, u.runs, u.reason, u.status], in: where });
  return rows;
}

/** What every renderer must show of a run on its own, from its model. */
function runRows(model: RunModel): Row[] {
  const docs: readonly Renderer[] = ['markdown', 'html', 'terminal', 'job summary'];
  const rows: Row[] = [
    { what: 'headline', texts: [`${model.emoji} ${model.headline}`], in: docs },
    { what: 'no baseline', texts: [model.noBaseline], in: ['markdown', 'html', 'job summary'] },
  ];
  for (const v of model.suites) {
    const s = v.stats;
    rows.push({ what: `suite ${s.suite_id}`, texts: [s.suite_id, String(s.tests), String(s.runs), v.passRate], in: docs });
    rows.push({ what: `suite ${s.suite_id} in junit`, texts: [s.suite_id], in: ['junit'] });
  }
  for (const r of model.simulated)
    rows.push({ what: `simulated test ${r.testId}`, texts: [r.suiteId, r.testId, r.headEndings, r.turnsToGoal], in: docs });
  for (const r of model.passK)
    rows.push({
      what: `pass^k of ${r.suiteId}`,
      texts: [r.suiteId, r.pass1, String(r.k), r.passK],
      in: ['markdown', 'html', 'job summary'],
    });
  const total = model.cost?.rows.find((r) => r.part === 'Total');
  if (total !== undefined) rows.push({ what: 'total cost', texts: [total.head], in: docs });
  for (const w of model.warnings)
    rows.push({
      what: `run warning ${w.text}`,
      texts: [...(w.suiteId === null ? [] : [w.suiteId]), w.text],
      in: ['markdown', 'html', 'job summary'],
    });
  const f = model.facts;
  rows.push({
    what: 'the run facts',
    texts: [f.commit ?? 'unknown', f.target, f.via, f.repeats, `took ${f.took}`],
    in: ['markdown', 'html', 'job summary'],
  });
  // The failed runs of each test and the causes of errored runs, as the model gathers them.
  for (const t of model.failedTests)
    rows.push({
      what: `failed runs of ${t.suiteId} › ${t.testId}`,
      texts: [t.suiteId, t.testId, `${t.failed.length} of ${plural(t.runs, 'run')} failed`],
      in: ['markdown', 'terminal', 'job summary'],
    });
  for (const c of model.erroredCauses)
    rows.push({ what: `errored runs of ${c.code}`, texts: [c.code, c.message], in: ['markdown', 'terminal', 'job summary'] });
  if (model.performance !== null) {
    rows.push(...performanceRows(model.performance.rows, false));
    rows.push({
      what: 'what the latency and tokens are over',
      texts: [model.performance.definition],
      in: ['markdown', 'html', 'terminal', 'job summary'],
    });
  }
  // The terminal names the judge only when one was configured, in the model's words.
  if (model.judge !== null)
    rows.push({
      what: 'the judge and its cost',
      texts: [model.judge],
      in: model.summary.judge?.configured === true ? docs : ['markdown', 'html', 'job summary'],
    });
  rows.push(...calibrationRows(model.judgeCalibration, docs));
  return rows;
}

/** Every renderer's output for one state, as lines of visible text. */
function rendered(state: ReportState): { rows: Row[]; lines: Record<Renderer, string[]> } {
  if (state.comparison !== null) {
    const model = buildReportModel(state.comparison, { judge: state.head.judge });
    const withNote = (text: string): string => (state.note === undefined ? text : withNoteLine(text, state.note, DEFAULT_COMMENT_MARKER));
    const comment = withNote(renderComment(model, { marker: DEFAULT_COMMENT_MARKER, reportUrl: null }));
    const status = prStatus(
      { kind: 'compared', comparison: state.comparison, conclusion: 'neutral', reportUrl: null, judge: state.head.judge },
      { marker: DEFAULT_COMMENT_MARKER },
    );
    return {
      rows: comparisonRows(model, state.note),
      lines: {
        markdown: markdownLines(comment),
        html: htmlLines(renderHtml(model, state.head, state.base, state.note === undefined ? {} : { note: state.note })),
        terminal: renderComparisonEnd(model).split('\n'),
        junit: junitLines(renderJunit(state.head, model)),
        'check run': markdownLines(`${status.summary}\n${status.text ?? ''}`),
        'job summary': markdownLines(prJobSummary(status)),
      },
    };
  }
  const cost = state.priced === true ? costView(comparisonCost(null, state.head, priceTable())) : null;
  const model = buildRunModel(summarizeResults(state.head), { cost, performance: runPerformance(state.head) });
  return {
    rows: runRows(model),
    lines: {
      markdown: markdownLines(runJobSummary(model)),
      html: htmlLines(renderHtml(model, state.head, null)),
      terminal: renderRunEnd(model).split('\n'),
      junit: junitLines(renderJunit(state.head)),
      'check run': [],
      'job summary': markdownLines(runJobSummary(model)),
    },
  };
}

/** The rows of `rows` that no line of `lines` shows whole. */
function missing(rows: readonly Row[], renderer: Renderer, lines: readonly string[]): string[] {
  return rows
    .filter((row) => row.in.includes(renderer))
    .filter((row) => {
      const has = (line: string, text: string): boolean =>
        row.caseless === true ? line.toLowerCase().includes(text.toLowerCase()) : line.includes(text);
      return !lines.some((line) => row.texts.every((t) => has(line, t)) && !(row.not ?? []).some((t) => has(line, t)));
    })
    .map((row) => `${row.what}: ${JSON.stringify(row.texts)}`);
}

describe('every renderer shows what the report model says', () => {
  const states = reportStates();

  it('covers every state a report can be in', () => {
    expect(states.map((s) => s.name)).toEqual([
      'a comparison',
      'a plain run',
      'a first pull request, no baseline',
      'a budget-stopped run, compared',
      'a budget-stopped run on its own',
      'a rerun that carried suites over',
      'a push that stores a baseline',
      'a sharded aggregate',
    ]);
  });

  for (const state of [...states, ...performanceStates()]) {
    it(`${state.name}: the same rows, numbers and verdict words in every output`, () => {
      const { rows, lines } = rendered(state);
      // The fixture is worth something only if it has rows beyond the headline.
      expect(rows.length).toBeGreaterThan(3);
      const gaps = Object.fromEntries(
        (Object.keys(lines) as Renderer[]).map((renderer) => [renderer, missing(rows, renderer, lines[renderer])]),
      );
      expect(gaps).toEqual(Object.fromEntries(Object.keys(lines).map((renderer) => [renderer, []])));
    });
  }

  it('annotates on the check run each test the model names, with its passes as the model words them', () => {
    for (const state of states) {
      if (state.comparison === null) continue;
      const model = buildReportModel(state.comparison, { judge: state.head.judge });
      // Every test of every suite on a line of its own, each turn on the line after it.
      const sources = state.comparison.suites.map((s) => ({
        suite_id: s.suite_id,
        file: `suites/${s.suite_id}.yaml`,
        lines: {
          tests: new Map(s.tests.map((t, i) => [t.test_id, 10 * i + 1])),
          turns: new Map(
            s.tests.map((t, i) => [t.test_id, new Map(t.first_failure === null ? [] : [[t.first_failure.turn_id, 10 * i + 2]])]),
          ),
        },
      }));
      const status = prStatus(
        { kind: 'compared', comparison: state.comparison, conclusion: 'neutral', reportUrl: null, judge: state.head.judge, sources },
        { marker: DEFAULT_COMMENT_MARKER },
      );
      const annotations = 'annotations' in status ? (status.annotations ?? []) : [];
      expect(
        annotations.map((a) => a.title),
        state.name,
      ).toEqual(
        model.annotated.map(
          (v) => `${v.newly ? 'Newly failing' : 'Failing'}${v.test.broke === true ? ' (broken)' : ''}: ${v.suiteId} › ${v.test.test_id}`,
        ),
      );
      for (const [i, a] of annotations.entries()) expect(a.message.toLowerCase()).toContain(model.annotated[i]!.passes.toLowerCase());
    }
    expect(states.some((s) => s.comparison !== null && buildReportModel(s.comparison).annotated.length > 0)).toBe(true);
  });

  it("plots in report.html each suite's Δ the model gives, with the model's tooltip and minimum effect", () => {
    for (const state of states) {
      if (state.comparison === null) continue;
      const model = buildReportModel(state.comparison, { judge: state.head.judge });
      const html = renderHtml(model, state.head, state.base);
      const tips = [...html.matchAll(/<g class="forest-row"[^>]*><title>([^<]*)<\/title>/g)].map((m) => htmlLines(m[1]!).join(' '));
      expect(tips, state.name).toEqual(model.forest.rows.map((r) => r.tip));
      expect(html).toContain(`minimum effect of ${model.forest.minEffectText}.</figcaption>`);
    }
  });

  it('fails when a renderer recomputes a figure its own way', () => {
    const state = states[0]!;
    const { rows, lines } = rendered(state);
    const delta = rows.find((r) => r.what === 'suite routing')!;
    // The delta as a renderer of its own would word it, in points without the model's interval.
    const recomputed = lines.terminal.map((line) => line.replace(/ pts \[[^\]]*\]/, ' pts'));
    expect(missing([delta], 'terminal', recomputed)).toHaveLength(1);
    expect(missing([delta], 'terminal', lines.terminal)).toEqual([]);
  });

  it('shows latency and tokens with every verdict the fixtures reach, and fails when a renderer recomputes or drops a figure', () => {
    const [fresh, stored, plain] = performanceStates().map(rendered);
    const words = (r: ReturnType<typeof rendered>): string[] =>
      r.rows.filter((row) => /^(latency|tokens) of /.test(row.what)).flatMap((row) => row.texts);
    // A slow-down of the limit shown, the tokens too, a weak latency, and a suite too small to show one.
    expect(words(fresh!)).toEqual(
      expect.arrayContaining(['regressed', 'undecided', expect.stringMatching(/^cannot fail the check: 3 tests/)]),
    );
    expect(words(stored!)).toEqual(expect.arrayContaining(['not gated', 'weak: stored baseline', 'regressed']));
    expect(words(plain!)).toEqual(expect.arrayContaining(['checkout', expect.stringMatching(/^p90 \d+ ms$/)]));
    const latency = fresh!.rows.find((r) => r.what === 'latency of checkout')!;
    expect(missing([latency], 'terminal', fresh!.lines.terminal)).toEqual([]);
    // The ratio rounded its own way, and the latency row left out of the comment.
    const recomputed = fresh!.lines.terminal.map((line) => line.replace(/×(\d)\.(\d)\d/g, '×$1.$2'));
    const dropped = fresh!.lines.markdown.filter((line) => !line.includes('Latency per turn'));
    expect(missing([latency], 'terminal', recomputed)).toHaveLength(1);
    expect(missing([latency], 'markdown', dropped)).toHaveLength(1);
  });

  it('fails when a renderer drops a row the model gives, or words a side its own way', () => {
    const { rows, lines } = rendered(states[0]!);
    const quarantined = rows.filter((r) => r.what.startsWith('quarantined '));
    const side = rows.find((r) => r.what === 'PR side of routing')!;
    expect(quarantined).toHaveLength(2);
    expect(missing([...quarantined, side], 'markdown', lines.markdown)).toEqual([]);
    // The quarantine list left out, and a side's runs counted without its tests.
    const dropped = lines.markdown.filter((line) => !line.includes('upstream sandbox flaky') && !line.includes('waiting for a fix'));
    const recounted = lines.markdown.map((line) => line.replace(/\d+ tests · /g, ''));
    expect(missing(quarantined, 'markdown', dropped)).toHaveLength(2);
    expect(missing([side], 'markdown', recounted)).toHaveLength(1);
  });
});
