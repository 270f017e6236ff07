import { STORED_BASELINE_LATENCY, STORED_BASELINE_LATENCY_GATING } from '../../src/report/wording/performance-gate.ts';
// One model feeds every text: the comment (report.md), the check run, report.html and the terminal
// say the same verdict, the same reasons and the same rule, built once from the comparison.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import type { Comparison } from '../../src/compare/comparison-schema.ts';
import { renderHtml } from '../../src/report/html.ts';
import { renderComment } from '../../src/report/markdown.ts';
import { prStatus } from '../../src/report/pr-status.ts';
import { buildReportModel } from '../../src/report/report-model.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';
import { renderComparisonEnd } from '../../src/report/terminal.ts';
import { gateRuleText } from '../../src/report/wording/gate.ts';
import { settleText } from '../../src/report/wording/power.ts';
import type { SuiteResult } from '../../src/results/results-schema.ts';
import { results, suite, test, tests } from '../helpers/results.ts';

const marker = '<!-- agent-eval:check=agent-eval -->';

function compare(base: SuiteResult[], head: SuiteResult[]): Comparison {
  return compareResults(results(base, 'base-sha'), results(head), {
    ...DEFAULT_COMPARE_OPTIONS,
    quarantine: [],
    now: new Date('2030-01-02T00:00:00Z'),
    baseline: { source: 'branch', commit: 'base-sha', distance: 0 },
  });
}

// One test broke in a suite of 71 (a regression), and 6 of 20 one-run tests fail (a possible regression).
const big = (head: boolean): SuiteResult => suite('support', [test('checkout', head ? 'FFFFFF' : 'PPPPPP'), ...tests('d', 70, 'PPPPPP')]);
const oneRun = (broken: number): SuiteResult =>
  suite('faq', [...Array.from({ length: broken }, (_, i) => test(`t-${i + 1}`, 'F')), ...tests('t', 20, 'P').slice(broken)]);
const comparison = compare([big(false), oneRun(0)], [big(true), oneRun(6)]);
const model = buildReportModel(comparison);

const comment = renderComment(model, { marker, reportUrl: null });
const check = prStatus({ kind: 'compared', comparison, conclusion: 'failure', reportUrl: null }, { marker });
const html = renderHtml(model, results([big(true), oneRun(6)]), null);
const terminal = renderComparisonEnd(model);
const unescape = (text: string): string => text.replaceAll('&#39;', "'").replaceAll('&gt;', '>').replaceAll('&lt;', '<');

describe('the report model', () => {
  it('orders the suites most urgent first, with their reason and advice worded once', () => {
    expect(model.suites.map((v) => [v.suite.suite_id, v.label])).toEqual([
      ['support', 'regressed'],
      ['faq', 'possible regression'],
    ]);
    const faq = model.suites[1]!;
    expect(faq.settleRepeats).toBeGreaterThan(1);
    expect(faq.reason).toMatch(/^pass rate fell by 30 points .* but not significantly/);
    expect(model.notJudged.map((g) => g.suites.map((v) => v.suite.suite_id))).toEqual([['faq']]);
    expect(model.broken.map((t) => t.test_id)).toEqual(['checkout']);
  });

  it('gives the comment, the check run, report.html and the terminal the same headline and reason', () => {
    for (const text of [comment, check.summary, html, terminal]) {
      expect(text).toContain(model.headline);
      expect(unescape(text)).toContain(model.why);
    }
    expect(check.title).toBe(model.headline);
  });

  it('states the same broken test, with its p, everywhere', () => {
    const line = 'support › checkout: 6/6 → 0/6, p = ';
    expect(comment).toContain('`support › checkout`: 6/6 → 0/6, p = ');
    expect(check.summary).toContain('`support › checkout`: 6/6 → 0/6, p = ');
    expect(unescape(html)).toContain('<code>support › checkout</code>: 6/6 → 0/6, p = ');
    expect(terminal).toContain(`broken: ${line}`);
  });

  it('states the gate rule and the advice to settle a possible regression in the same words', () => {
    const rule = gateRuleText(comparison);
    expect(comment).toContain(rule);
    expect(unescape(html)).toContain(rule);
    const repeats = model.suites[1]!.settleRepeats!;
    expect(terminal).toContain(settleText(repeats));
    expect(comment).toContain(settleText(repeats, { code: (t) => `\`${t}\`` }));
    expect(html).toContain(settleText(repeats, { code: (t) => `<code>${t}</code>` }));
  });
});

describe('the latency and tokens rows', () => {
  it('words each figure once for every report, and leaves the section out without latency data', () => {
    const c = structuredClone(performanceStates()[0]!.comparison!);
    const model = buildReportModel(c);
    const checkout = model.performance!.rows.find((r) => r.suiteId === 'checkout')!;
    const data = c.suites.find((s) => s.suite_id === 'checkout')!.performance!;
    expect(checkout.latency).toMatchObject({ name: 'Latency per turn', verdict: 'regressed', emoji: '❌', weak: null });
    expect(checkout.latency.values).toEqual(['p50 110 ms → 154 ms', `p90 120 ms → ${Math.round(data.head!.p90_ms!)} ms`]);
    expect(checkout.tokens).toMatchObject({ values: ['70 → 85'], verdict: 'not gated', emoji: '' });
    // billing has 3 tests: its latency can never fail the check, which its row says.
    expect(model.performance!.rows.find((r) => r.suiteId === 'billing')!.latency.floor).toBe(
      'cannot fail the check: 3 tests, smallest p 0.13',
    );
    for (const s of c.suites) delete s.performance;
    expect(buildReportModel(c).performance).toBeNull();
  });

  it('says stored-baseline latency is weak, and whether it gates all the same', () => {
    const c = structuredClone(performanceStates()[1]!.comparison!);
    expect(c.performance!.latency_gates).toBe(false);
    expect(buildReportModel(c).performance!.weak).toBe(STORED_BASELINE_LATENCY);
    c.performance!.latency_gates = true;
    expect(buildReportModel(c).performance!.weak).toBe(STORED_BASELINE_LATENCY_GATING);
    expect(STORED_BASELINE_LATENCY_GATING).not.toContain('does not gate');
  });
});
