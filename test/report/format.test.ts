// The labels of methods the reports share (format.ts): named from the comparison itself, in the
// comment's footnote, so a method used is the method said.
import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { DEFAULT_COMMENT_MARKER } from '../../src/report/github-comment.ts';
import { renderComment } from '../../src/report/markdown.ts';
import { buildReportModel } from '../../src/report/report-model.ts';
import { regressedComparison } from '../fixtures/report/build.ts';

describe('the labels of the methods', () => {
  const comparison = ComparisonSchema.parse(regressedComparison());
  const markdown = renderComment(buildReportModel(comparison), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null });

  it('names the methods from the comparison, not from a fixed text', () => {
    expect(markdown).toContain('Delta: Newcombe paired (method 10) for');
    expect(markdown).toContain('Wilson-MOVER over tests for billing');
    const single = structuredClone(comparison);
    single.suites = single.suites.filter((s) => s.suite_id !== 'billing');
    for (const s of single.suites) s.test = 'mcnemar-midp';
    const text = renderComment(buildReportModel(single), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null });
    expect(text).toContain('Delta: Newcombe paired (method 10); p: mid-p McNemar, one-sided (PR worse), Holm-adjusted over 2 suites');
  });
});
