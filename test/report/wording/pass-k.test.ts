// pass^k and min_pass as the comment words them (wording/pass-k.ts).
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../../src/compare/compare.ts';
import { DEFAULT_COMMENT_MARKER } from '../../../src/report/github-comment.ts';
import { renderComment } from '../../../src/report/markdown.ts';
import { buildReportModel } from '../../../src/report/report-model.ts';
import { results, suite, test } from '../../helpers/results.ts';

describe('pass^k and min_pass', () => {
  const rendered = (minPassFails: boolean): string => {
    const ruled = (id: string, outcomes: string) => ({ ...test(id, outcomes), min_pass: { passes: 5, runs: 6 } });
    const base = results([suite('routing', [ruled('refund', 'PPPPPP'), ruled('greet', 'PPPPPP')])]);
    const head = results([suite('routing', [ruled('refund', 'PPPPFF'), ruled('greet', 'PPPPPP')])]);
    const comparison = compareResults(base, head, {
      ...DEFAULT_COMPARE_OPTIONS,
      minPassFails,
      quarantine: [],
      now: new Date(0),
      baseline: { source: 'file', commit: null, distance: null },
    });
    return renderComment(buildReportModel(comparison), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null });
  };

  it('names a test below its min_pass as a warning, and says the gate is what fails checks', () => {
    const markdown = rendered(false);
    expect(markdown).toContain('### ⚠️ 1 test below min_pass\n\n- routing › refund passed 4 of 6 runs (min\\_pass 5/6)');
    expect(markdown).toContain('set min-pass-fails: true to fail it on min\\_pass too');
    expect(markdown.split('\n')[1]).not.toContain('below min_pass');
  });

  it('fails with the rule named in the headline when min-pass-fails is on', () => {
    const markdown = rendered(true);
    expect(markdown.split('\n')[1]).toBe('## ❌ 1 test below min_pass');
    expect(markdown).toContain('### ❌ 1 test below min_pass');
  });

  it('shows pass^1 and pass^k per suite, base → PR, labelled with the estimator', () => {
    const markdown = rendered(false);
    // refund: C(4,3)/C(6,3) = 4/20 on the PR; greet 1: mean 60%.
    expect(markdown).toContain('| routing | 100.0% → 83.3% | 3 | 100.0% → 60.0% |');
    expect(markdown).toContain('C(c,k)/C(n,k)');
  });
});
