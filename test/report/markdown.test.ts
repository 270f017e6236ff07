import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { COMMENT_BODY_LIMIT, DEFAULT_COMMENT_MARKER } from '../../src/report/github-comment.ts';
import { renderComment, renderRunSummary } from '../../src/report/markdown.ts';
import { manyFailingComparison, regressedComparison } from '../fixtures/report/build.ts';
import { makeResults, JUDGE_USAGE } from '../helpers/results.ts';
import { summarizeResults } from '../../src/results/summary.ts';
import { buildReportModel, buildRunModel, runPerformance } from '../../src/report/report-model.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';

/** Pipes that split a GitHub table cell: every pipe not escaped with a backslash. */
function cellSeparators(row: string): number {
  return row.match(/(?<!\\)\|/g)?.length ?? 0;
}

/** The text GitHub renders as Markdown/HTML: everything except code spans (whose content is literal). */
function outsideCodeSpans(markdown: string): string {
  return markdown.replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

function suiteRows(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| Suite | Verdict |'));
  const rows: string[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!);
  return rows;
}

describe('renderComment', () => {
  const comparison = ComparisonSchema.parse(regressedComparison());
  const markdown = renderComment(buildReportModel(comparison, { judge: JUDGE_USAGE, judgePrices: { input: 1.25, output: 10 } }), {
    marker: DEFAULT_COMMENT_MARKER,
    reportUrl: null,
  });

  it('matches the reviewed rendering of a regressed comparison with hostile text', async () => {
    await expect(markdown).toMatchFileSnapshot('./__snapshots__/regressed-comment.md');
  });

  it('leads with the marker and the verdict', () => {
    const [marker, title] = markdown.split('\n');
    expect(marker).toBe(DEFAULT_COMMENT_MARKER);
    expect(title).toBe('## ❌ Significant regression in 1 of 3 suites');
  });

  it('opens like the check run: the verdict, why, what broke, then the table, and the statistics collapsed', () => {
    const at = (text: string): number => {
      const i = markdown.indexOf(text);
      expect(i, text).toBeGreaterThan(-1);
      return i;
    };
    const order = [
      '## ❌ Significant regression',
      '**Why:**',
      '### ❌ 9 newly failing tests',
      '| Suite | Verdict |',
      '<summary>Statistics: intervals, p-values, power, methods, failure codes</summary>',
      '| Suite | Base (95% CI) | PR (95% CI) | p (Holm) |',
      'Delta: Newcombe paired',
      '**Failure codes**',
      '💡 This suite cannot detect any drop',
    ].map(at);
    expect(order.slice(0, 6)).toEqual([...order.slice(0, 6)].sort((a, b) => a - b));
    const statistics = markdown.slice(at('<summary>Statistics'), markdown.indexOf('</details>', at('<summary>Statistics')));
    for (const inside of ['Delta: Newcombe paired', '| `FACT_DRIFT` | 1 | 6 | +5 |', '💡 This suite', '**0.012**', '2 errored'])
      expect(statistics).toContain(inside);
  });

  it('lists the regressed suite first, one short row per suite: verdict, pass rates, Δ with its interval', () => {
    const rows = suiteRows(markdown);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(cellSeparators(row)).toBe(5);
    // The cells of numbers hold no-break spaces, so they never wrap.
    expect(rows[0]).toContain('| ❌ regressed | 95.0%\u00A0→\u00A060.0% | −36.8\u00A0pts\u00A0[−58.0,\u00A0−13.8] |');
    expect(rows.join('\n')).not.toContain('<br>');
  });

  it('escapes hostile suite, test and agent text', () => {
    const rendered = outsideCodeSpans(markdown);
    expect(rendered).not.toMatch(/<script/i);
    expect(rendered).not.toMatch(/<img/i);
    expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const handle of ['octocat', 'admin', 'payments-team']) expect(rendered).not.toContain(`@${handle}`);
    expect(rendered).toContain('@\u200Doctocat');
    // A fence at the start of a line would swallow the rest of the comment.
    expect(markdown).not.toMatch(/^\s*```/m);
    // The comment's own tags balance.
    expect(rendered.match(/<details/g)?.length).toBe(rendered.match(/<\/details>/g)?.length);
    // The test id's line break does not end the list item.
    expect(markdown).toContain('``refund⏎| injected | row |` @org/team``');
  });

  it('gives each failing test one line, with its turn, code and reason: the mismatch said once', () => {
    expect(markdown).toContain('› `checkout_1`: passed 1/1 → 0/1 · final assertions · `FACT_DRIFT` · fact card was not added\n');
    expect(markdown.match(/fact card was not added/g)).toHaveLength(6);
    expect(markdown).toContain(': passed 1/1 → 0/1 · turn `t2` · `NODE_MISMATCH` · expected \\*\\*bold');
    expect(markdown).toContain('› `quarantined_one`: passed 1/1 → 0/1 (🧊 quarantined, does not gate)');
  });

  it('reports the failure codes, quarantine, flaky tests, judge cost, power hint and run facts', () => {
    expect(markdown).toContain('| `FACT_DRIFT` | 1 | 6 | +5 |');
    expect(markdown).toContain('⚠️ expired: remove it or extend it');
    expect(markdown).toContain('**🎲 Flaky (1)**');
    expect(markdown).toContain('≈ $0.23');
    expect(markdown).toContain('💡 This suite cannot detect any drop: even if all 3 common tests failed, p would stay above 0.0042.');
    expect(markdown).toContain('base `1111111` (from the baseline branch, 2 commits before the merge-base) · PR `2222222`');
    expect(markdown).toContain('1 test changed spec since the base: compared as added and removed, not paired');
    expect(markdown).toContain('Transitions covered over all suites: 17 of 20');
  });

  it('links the full report when a URL is given and refuses unsafe ones', () => {
    const linked = renderComment(buildReportModel(comparison), {
      marker: DEFAULT_COMMENT_MARKER,
      reportUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(linked).toContain('📄 [Full report](https://github.com/o/r/actions/runs/1)');
    const unsafe = renderComment(buildReportModel(comparison), { marker: DEFAULT_COMMENT_MARKER, reportUrl: 'javascript:void(0)' });
    expect(unsafe).not.toContain('void(0)');
    expect(unsafe).toContain('📄 Full report: `report.html`');
  });

  it('rejects a marker that is not an HTML comment', () => {
    expect(() => renderComment(buildReportModel(comparison), { marker: 'agent-eval', reportUrl: null })).toThrow(/single HTML comment/);
  });
});

describe('renderComment with 500 newly failing tests', () => {
  const comparison = ComparisonSchema.parse(manyFailingComparison(500));
  const markdown = renderComment(buildReportModel(comparison, { judge: JUDGE_USAGE }), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null });

  it('stays under the GitHub limit and says what was cut', () => {
    expect(markdown.length).toBeLessThan(COMMENT_BODY_LIMIT);
    // It uses the room it has rather than dropping everything.
    expect(markdown.length).toBeGreaterThan(COMMENT_BODY_LIMIT - 3000);
    const note = markdown.split('\n').find((l) => l.startsWith('> ✂️'));
    // The statistics go before any failing test does.
    expect(note).toMatch(/cut: process metrics; fixed and flaky tests; judge usage; statistics; \d+ of 491 failing tests\./);
    expect(markdown).toMatch(/- … and \d+ more failing tests: see the full report/);
  });

  it('keeps the headline, the first failing tests in the open, the rest counted, the suite table and the run facts', () => {
    expect(markdown.split('\n')[1]).toBe('## ❌ Significant regression in 1 of 3 suites');
    expect(suiteRows(markdown)).toHaveLength(3);
    const open = markdown.slice(markdown.indexOf('### ❌ 501 newly failing tests'), markdown.indexOf('<details>'));
    expect(open.match(/^- \*\*/gm)).toHaveLength(10);
    expect(markdown).toContain('<summary>… and 491 more newly failing tests</summary>');
    expect(markdown).toContain('took 2m 14s');
    expect(markdown.trimEnd().endsWith('failing or changed test)')).toBe(true);
  });

  it('honours a smaller limit', () => {
    const small = renderComment(buildReportModel(comparison), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null, maxLength: 10_000 });
    expect(small.length).toBeLessThanOrEqual(10_000);
    expect(suiteRows(small)).toHaveLength(3);
    expect(small).toContain('### ❌ 501 newly failing tests');
  });
});

describe('renderRunSummary', () => {
  const results = ResultsSchema.parse(
    makeResults(
      'abcdef0123456789abcdef0123456789abcdef01',
      [
        { suite_id: 'billing', tests: { a: ['passed'], b: ['passed'], c: ['failed'], d: ['errored'] } },
        {
          suite_id: 'onboarding @team',
          tests: { x: ['passed', 'passed', 'failed'], y: ['passed', 'passed', 'passed'] },
          suspect: 'the suite expects tool calls and none were captured',
        },
      ],
      { judge: true },
    ),
  );
  const markdown = renderRunSummary(summarizeResults(results));

  it('matches the reviewed rendering', async () => {
    await expect(markdown).toMatchFileSnapshot('./__snapshots__/run-summary.md');
  });

  it('flags suspect data, checks not run, and lists failing runs with their first failure', () => {
    expect(markdown).toContain('suspect data: the suite expects tool calls and none were captured');
    expect(markdown).toMatch(/\d+× not checked \(skipped: judge\\_criteria: no judge configured\)/);
    expect(markdown).toContain('**billing** › `c`: 1 of 1 run failed (#0) `NODE_MISMATCH`');
    expect(markdown).toContain('- ⛔ `ENGINE_ERROR`: HTTP 502 from https://preview/execute &lt;html&gt;\n  - run: `billing › d #0`');
    expect(markdown.split('\n')[0]).toBe('## ❌ 2 of 10 runs failed');
  });

  it('says each failure once: repeats that failed alike share an item, runs that errored alike share their cause', () => {
    const down = ResultsSchema.parse(
      makeResults(null, [
        { suite_id: 'routing', tests: { a: ['failed', 'failed', 'passed'], b: ['errored', 'errored'] } },
        { suite_id: 'memory', tests: { c: ['errored', 'errored', 'errored', 'errored'] } },
      ]),
    );
    const text = renderRunSummary(summarizeResults(down));
    expect(text).toContain('**routing** › `a`: 2 of 3 runs failed (#0, #1) `NODE_MISMATCH`');
    expect(text.match(/expected node conv\\_2/g)).toHaveLength(1);
    expect(text.match(/HTTP 502/g)).toHaveLength(1);
    expect(text).toContain(
      '- ⛔ `ENGINE_ERROR` ×6: HTTP 502 from https://preview/execute &lt;html&gt;\n  - runs: `routing › b #0`, `routing › b #1`, `memory › c #0`, `memory › c #1`, `memory › c #2` and 1 more',
    );
  });

  it('says when a run first failed at its final assertions, from the run summary alone', () => {
    const failedAtTheEnd = ResultsSchema.parse(makeResults(null, [{ suite_id: 'billing', tests: { a: ['failed'] } }]));
    const run = failedAtTheEnd.suites[0]!.tests[0]!.runs[0]!;
    for (const turn of run.turns) turn.assertions = turn.assertions.filter((a) => a.status !== 'failed');
    run.final = {
      assertions: [{ key: 'final_node', pass: false, status: 'failed', reason: 'ended at the menu', expected: 'done', actual: 'menu' }],
    };
    expect(renderRunSummary(summarizeResults(failedAtTheEnd))).toContain(
      'at final assertions · `final_node`: expected `"done"`, got `"menu"` · ended at the menu',
    );
  });
});

describe('the latency and tokens table', () => {
  const [fresh, stored, plain] = performanceStates();
  const comment = (state: typeof fresh): string =>
    renderComment(buildReportModel(state!.comparison!), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null });
  const tableOf = (markdown: string): string[] => {
    const lines = markdown.split('\n');
    const start = lines.findIndex((l) => l === '### ⏱️ Latency and tokens');
    return start === -1 ? [] : lines.slice(start + 2).filter((l, i, all) => all.slice(0, i + 1).every((x) => x.startsWith('|')));
  };

  it('shows base → PR median and p90, the ratio with its interval, and the verdict, with the method once under it', () => {
    const markdown = comment(fresh);
    const rows = tableOf(markdown);
    expect(rows[0]).toBe('| Suite | Figure | Base → PR | Ratio (95% CI) | Verdict |');
    // Cells of numbers keep on one line: their spaces are no-break spaces.
    const checkout = rows.find((r) => r.startsWith('| checkout | Latency per turn |'))!.replaceAll('\u00a0', ' ');
    expect(checkout).toMatch(/\| p50 110 ms → 154 ms<br>p90 120 ms → 1[67]\d ms \| p90 ×1\.4\d \[×1\.\d\d, ×1\.\d\d\] \|/);
    expect(checkout).toMatch(/\| ❌ regressed \|$/);
    // The method once, under the table, not in its rows.
    expect(rows.filter((r) => r.includes('Hodges'))).toEqual([]);
    expect(markdown.split('### ⏱️ Latency and tokens')[1]!.match(/Ratio: Hodges-Lehmann over tests/g)).toHaveLength(1);
  });

  it('says next to a latency figure against a stored baseline that it is weak, and why once below', () => {
    const markdown = comment(stored);
    expect(tableOf(markdown).find((r) => r.startsWith('| checkout | Latency per turn |'))).toContain(
      'not gated<br><sub>weak: stored baseline</sub>',
    );
    expect(markdown).toContain('Latency against a stored baseline is weak evidence');
  });

  it('escapes a suite id, and is left out when no side has latency data', () => {
    const c = structuredClone(fresh!.comparison!);
    c.suites[0]!.suite_id = 'a|b *x* <img src=y>';
    const row = tableOf(renderComment(buildReportModel(c), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null }))[2]!;
    expect(cellSeparators(row)).toBe(6);
    expect(outsideCodeSpans(row)).not.toMatch(/<img|\*x\*/);
    for (const s of c.suites)
      for (const side of [s.performance!.base, s.performance!.head]) Object.assign(side!, { median_ms: null, p90_ms: null });
    expect(renderComment(buildReportModel(c), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null })).not.toContain('Latency and tokens');
  });

  it("shows a run on its own its one side's figures", () => {
    const markdown = renderRunSummary(buildRunModel(summarizeResults(plain!.head), { performance: runPerformance(plain!.head) }));
    const rows = tableOf(markdown);
    expect(rows[0]).toBe('| Suite | Figure | Run |');
    expect(rows).toContain('| checkout | Tokens per conversation | 85 |');
  });
});
