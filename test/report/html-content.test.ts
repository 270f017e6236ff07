// What report.html says, as text: the tokens column holds numbers or nothing, and a failure reason
// several runs share is written once (an agent that was down is not one paragraph per run).
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { renderHtml } from '../../src/report/html.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { regressedComparison } from '../fixtures/report/build.ts';
import { BASE_SHA, HEAD_SHA, makeResults } from '../helpers/results.ts';
import { modelOf } from '../../src/report/report-model.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';

const DOWN = 'POST http://127.0.0.1:9/execute failed: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:9)';

/** Every head run errored at its first turn with the same error, as when the agent is down. */
function agentDown(): Results {
  const head = makeResults(HEAD_SHA, [
    { suite_id: 'routing', tests: { a: ['passed', 'passed', 'passed'], b: ['passed', 'passed'] } },
    { suite_id: 'memory', tests: { c: ['passed'] } },
  ]);
  let errored = 0;
  for (const s of head.suites)
    for (const t of s.tests)
      for (const r of t.runs) {
        const first = r.turns[0]!;
        r.turns = [
          {
            ...first,
            assistant_message: null,
            tool_calls: [],
            assertions: [],
            judge: null,
            error: { code: 'ENGINE_ERROR', message: DOWN },
          },
        ];
        r.outcome = 'errored';
        r.codes = ['ENGINE_ERROR'];
        r.error = { code: 'ENGINE_ERROR', message: DOWN };
        errored += 1;
      }
  head.counts = { planned: errored, passed: 0, failed: 0, errored, skipped: 0 };
  return head;
}

/** Text between tags, for counting what a reader sees. */
const visible = (html: string) =>
  html
    .slice(html.indexOf('<body>'))
    .replace(/<script>[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ');

describe('report.html', () => {
  it('shows tokens as numbers, or nothing when the agent reported none (never n/a/n/a)', () => {
    const comparison = ComparisonSchema.parse(regressedComparison());
    const html = renderHtml(modelOf(comparison), makeResults(HEAD_SHA, []), null);
    // Equal sides are said once, as in the comment.
    expect(html).toContain('<td>12.0k/3400</td>');
    expect(html).not.toContain('12.0k/3400 → 12.0k/3400');

    for (const s of comparison.suites) {
      s.process.head = { ...s.process.head!, input_tokens: null, output_tokens: null };
      s.process.base = { ...s.process.base!, input_tokens: null, output_tokens: null };
    }
    const none = renderHtml(modelOf(comparison), makeResults(HEAD_SHA, []), null);
    expect(none).not.toContain('n/a/n/a');
    const rows = [...none.matchAll(/<section id="process">[\s\S]*?<\/section>/g)][0]![0];
    // Tokens is the 7th of 8 cells: empty in every suite's row.
    for (const row of rows.match(/<tr><td>[\s\S]*?<\/tr>/g)!) expect(row.match(/<td>[\s\S]*?<\/td>/g)![6]).toBe('<td></td>');

    comparison.suites[0]!.process.head = { ...comparison.suites[0]!.process.head!, input_tokens: 500, output_tokens: null };
    expect(renderHtml(modelOf(comparison), makeResults(HEAD_SHA, []), null)).toContain('<td>— → 500/—</td>');
  });

  it('says a failure reason that runs share once, in the header and at its first run, without a comparison', () => {
    const html = renderHtml(null, agentDown(), null);
    expect(visible(html).split('ECONNREFUSED (connect').length - 1).toBe(2);
    expect(html).toContain('6 of 6 runs errored (ENGINE_ERROR: POST http://127.0.0.1:9/execute failed');
    // The other runs point at it; the turn where it happened says so without repeating it.
    expect(html.match(/ENGINE_ERROR: same error as /g)).toHaveLength(5);
    expect(html).toContain('same error as routing › a head #0.');
    expect(html).toContain("⛔ ENGINE_ERROR here (the run's error, above)");
  });

  it('says a failure reason that runs share once, with a count in the header, with a comparison', () => {
    const base = makeResults(BASE_SHA, [
      { suite_id: 'routing', tests: { a: ['passed', 'passed', 'passed'], b: ['passed', 'passed'] } },
      { suite_id: 'memory', tests: { c: ['passed'] } },
    ]);
    const head = agentDown();
    const comparison = compareResults(base, head, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date('2030-01-02T00:00:00.000Z'),
      baseline: { source: 'branch', commit: BASE_SHA, distance: 0 },
    });
    const html = renderHtml(modelOf(comparison), head, base);
    expect(html).toContain(`<b>Errored runs:</b> ENGINE_ERROR ×6: ${DOWN}`);
    expect(visible(html).split('ECONNREFUSED (connect').length - 1).toBe(2);
  });
});

describe('report.html: reliability, min_pass and cost', () => {
  it('shows pass^1 and pass^k per test and side, the tests below min_pass, and the cost per side', () => {
    const base = makeResults(BASE_SHA, [{ suite_id: 'routing', tests: { a: ['passed', 'passed', 'passed', 'passed'] } }]);
    const head = makeResults(HEAD_SHA, [{ suite_id: 'routing', tests: { a: ['passed', 'passed', 'passed', 'failed'] } }]);
    head.suites[0]!.tests[0]!.min_pass = { passes: 4, runs: 4 };
    const comparison = compareResults(base, head, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date(0),
      baseline: { source: 'file', commit: BASE_SHA, distance: null },
    });
    const html = renderHtml(modelOf(comparison), head, base);
    // pass^3 on the PR: C(3,3)/C(4,3) = 25%.
    expect(html).toContain(
      '<tr><td>routing</td><td>a</td><td>100.0%</td><td>75.0%</td><td>3</td><td>100.0%</td><td>25.0%</td><td>4/4 <b class="warn">below</b></td></tr>',
    );
    expect(html).toContain('routing › a passed 3 of 4 runs (min_pass 4/4)');
    expect(html).toContain('<section id="cost"><h2>Cost</h2>');
  });
});

describe('report.html: latency and tokens', () => {
  it('lays out each figure with its ratio, why it got its verdict, and escapes the suite id', () => {
    const state = performanceStates()[1]!;
    const c = structuredClone(state.comparison!);
    c.suites.find((s) => s.suite_id === 'checkout')!.suite_id = '<b>checkout</b>';
    const html = renderHtml(modelOf(c), state.head, state.base);
    const section = html.slice(
      html.indexOf('<section id="performance">'),
      html.indexOf('</section>', html.indexOf('<section id="performance">')),
    );
    expect(section).toContain(
      '<td>&lt;b&gt;checkout&lt;/b&gt;</td><td>Tokens per conversation</td><td>70 → 85</td><td>×1.21 [×1.21, ×1.21]',
    );
    expect(section).toContain('a significant rise of at least ×1.20 (fail-on-tokens), which fails the check');
    expect(section).toMatch(/not gated<br><small class="warn">weak: stored baseline<\/small>/);
    expect(section).not.toContain('<b>checkout');
  });

  it("shows a run on its own its one side's figures", () => {
    const head = performanceStates()[2]!.head;
    const html = renderHtml(null, head, null);
    expect(html).toContain('<th>Suite</th><th>Figure</th><th>Run</th>');
    expect(html).toContain('<td>checkout</td><td>Tokens per conversation</td><td>85</td>');
  });
});
