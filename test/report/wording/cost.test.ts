// What each side used and cost, as the comment words it (wording/cost.ts): agent, judge and
// simulator per side, the change per run, unpriced models, and a hostile model name escaped.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../../src/compare/compare.ts';
import { DEFAULT_COMMENT_MARKER } from '../../../src/report/github-comment.ts';
import { renderComment } from '../../../src/report/markdown.ts';
import { buildReportModel } from '../../../src/report/report-model.ts';
import { makeResults } from '../../helpers/results.ts';

/** Pipes that split a GitHub table cell: every pipe not escaped with a backslash. */
function cellSeparators(row: string): number {
  return row.match(/(?<!\\)\|/g)?.length ?? 0;
}

describe('the cost of each side', () => {
  const model = (agent: string, perTurn: number, options: { judge?: boolean; simulator?: boolean } = {}) => {
    const r = makeResults(null, [{ suite_id: 'billing', tests: { refund: ['passed', 'passed'] } }], { judge: options.judge ?? false });
    for (const run of r.suites[0]!.tests[0]!.runs) {
      for (const turn of run.turns)
        turn.usage = {
          input_tokens: perTurn,
          output_tokens: 0,
          by_model: [{ model: agent, calls: 1, input_tokens: perTurn, output_tokens: 0 }],
        };
      if (options.simulator) run.simulator_usage = { calls: 1, input_tokens: 1000, output_tokens: 0, models: ['gpt-4o-mini'] };
    }
    return r;
  };
  const render = (base: ReturnType<typeof model> | null, head: ReturnType<typeof model>): string =>
    renderComment(
      buildReportModel(
        compareResults(base, head, {
          ...DEFAULT_COMPARE_OPTIONS,
          quarantine: [],
          now: new Date(0),
          baseline: { source: 'file', commit: null, distance: null },
        }),
      ),
      { marker: DEFAULT_COMMENT_MARKER, reportUrl: null },
    );

  it('shows each side split agent / judge / simulator in dollars, and the change per run', () => {
    // gpt-4o input: $2.50 per million; 2 runs × 2 turns × 100,000 tokens = $1.00 on base, 140,000 tokens a turn on the PR.
    const markdown = render(model('gpt-4o', 100_000), model('gpt-4o', 140_000, { simulator: true }));
    expect(markdown).toContain('### 💰 Cost');
    expect(markdown).toContain(
      '| Agent | 4 requests · 4 model calls · 400.0k in / 0 out · $1.00 | 4 requests · 4 model calls · 560.0k in / 0 out · $1.40 |',
    );
    expect(markdown).toContain('| Simulator | — (no simulator model called) | 2 calls · 2000 in / 0 out · $0.0003 |');
    expect(markdown).toContain('| Agent per run | $0.50 | $0.70 (\\+40%) |');
    expect(markdown).toContain('the built-in prices of 2025-06-01');
  });

  it('names the unpriced model instead of a sum, and says tokens were not reported rather than 0', () => {
    const head = model('acme-llm', 10);
    for (const run of head.suites[0]!.tests[0]!.runs) for (const turn of run.turns) delete turn.usage;
    const unpriced = render(model('acme-llm', 10), head);
    expect(unpriced).toContain('unpriced (model acme-llm)');
    expect(unpriced).toContain(
      '| Agent | 4 requests · 4 model calls · 40 in / 0 out · unpriced (model acme-llm) | 4 requests · tokens not reported |',
    );
    expect(unpriced).toContain('| **Total** | 40 tokens · unpriced (model acme-llm) | nothing reported |');
    expect(unpriced).not.toContain('$0.00');
  });

  it('escapes a hostile model name', () => {
    const markdown = render(null, model('x|<img src=x>`@admin', 10));
    const row = markdown.split('\n').find((l) => l.startsWith('| Agent |'))!;
    expect(cellSeparators(row)).toBe(3);
    expect(row).not.toContain('<img');
  });
});
