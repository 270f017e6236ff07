// The spending budget as the comment words it (wording/budget.ts): enforced or not, and tiny amounts.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../../src/compare/compare.ts';
import { DEFAULT_COMMENT_MARKER } from '../../../src/report/github-comment.ts';
import { renderComment } from '../../../src/report/markdown.ts';
import { buildReportModel } from '../../../src/report/report-model.ts';
import { makeResults } from '../../helpers/results.ts';

describe('the spending budget', () => {
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

  it('says a dollar budget is not enforced while a model is unpriced', () => {
    const head = model('acme-llm', 10);
    head.run.budget = {
      usd: 1,
      tokens: null,
      spent_tokens: 40,
      spent_usd: null,
      usd_enforced: false,
      unpriced: ['acme-llm'],
      reached: false,
      runs_without_agent_usage: 0,
    };
    expect(render(null, head)).toContain(
      'Budget $1.00: 40 tokens spent; not reached; the dollar budget is not enforced: unpriced (model acme-llm).',
    );
  });

  it('shows a tiny budget and its spending with enough digits to tell them apart', () => {
    const head = model('gpt-4o', 10);
    head.run.budget = {
      usd: 0.0005,
      tokens: null,
      spent_tokens: 200,
      spent_usd: 0.00052,
      usd_enforced: true,
      unpriced: [],
      reached: true,
      runs_without_agent_usage: 0,
    };
    const markdown = render(null, head);
    expect(markdown).toContain('Budget $0.0005: 200 tokens · $0.00052 spent; reached');
    expect(markdown).not.toContain('$0.00 ');
  });
});
