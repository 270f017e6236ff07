// The comment of a pull request compared with nothing (no stored baseline, no baseline-target-url):
// nothing can be called a regression, but the failing tests are named with their turn and reason,
// the base shows "—", and the comment says how to get a baseline.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../../src/compare/compare.ts';
import type { Comparison } from '../../../src/compare/comparison-schema.ts';
import { renderComment } from '../../../src/report/markdown.ts';
import type { Results } from '../../../src/results/results-schema.ts';
import { BASE_SHA, HEAD_SHA, HOSTILE_SUITE, makeResults } from '../../helpers/results.ts';
import { buildReportModel } from '../../../src/report/report-model.ts';

const marker = '<!-- agent-eval:check=agent-eval -->';
const HOW_TO = 'a push to the default branch stores one';

function comment(base: Results | null, head: Results, baseline: Comparison['baseline']): string {
  const comparison = compareResults(base, head, { ...DEFAULT_COMPARE_OPTIONS, quarantine: [], now: new Date('2030-01-02'), baseline });
  return renderComment(buildReportModel(comparison), { marker, reportUrl: null });
}

const head = makeResults(HEAD_SHA, [
  { suite_id: 'routing', tests: { billing: ['failed', 'passed', 'failed'], greeting: ['passed', 'passed', 'passed'] } },
  { suite_id: HOSTILE_SUITE, tests: { refund: ['failed'] } },
]);
const NONE = { source: 'none', commit: null, distance: null } as const;

describe('the comment without a baseline', () => {
  it('lists each failing test once: suite › test, its passes (never "passed" alone), turn, code and reason', () => {
    const body = comment(null, head, NONE);
    expect(body).toContain('### ❌ 2 failing tests\n');
    const billing = body.split('\n').find((line) => line.includes('› `billing`'));
    expect(billing).toMatch(/^- \*\*routing\*\* › `billing`: 1\/3 passed · turn `t2` · `NODE_MISMATCH` · \S/);
    expect(body).not.toContain('› `greeting`');
    expect(body).toMatch(/\| routing \| 🆕 new \| —\s→\s66\.7% \| — \|/);
    expect(body).toContain(HOW_TO);
    expect(body).toContain('`baseline-target-url`');
  });

  it('says there is no baseline once, with its cause, and how to get one', () => {
    const comparison = compareResults(null, head, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date('2030-01-02'),
      baseline: NONE,
    });
    comparison.warnings.push({ code: 'no_baseline', detail: 'the branch agent-eval-baselines does not exist yet' });
    const body = renderComment(buildReportModel(comparison), { marker, reportUrl: null });
    expect(body.match(/no baseline/gi)).toHaveLength(1);
    expect(body).toContain('**Why:** the branch agent-eval-baselines does not exist yet');
    expect(body).toContain(HOW_TO);
  });

  it('escapes suite ids from the suite files', () => {
    const body = comment(null, head, NONE);
    expect(body).toContain('› `refund`');
    expect(body).not.toContain('<script>');
    expect(body).not.toMatch(/(^|[^`\\])@octocat/);
  });

  it('says how to get a baseline even when no test failed', () => {
    const passing = makeResults(HEAD_SHA, [{ suite_id: 'routing', tests: { greeting: ['passed'] } }]);
    const body = comment(null, passing, NONE);
    expect(body).not.toContain('failing test');
    expect(body).toContain(HOW_TO);
  });

  it('keeps to newly failing tests and names the fresh baseline when there is one', () => {
    const base = makeResults(BASE_SHA, [
      { suite_id: 'routing', tests: { billing: ['passed', 'passed', 'passed'], greeting: ['passed', 'passed', 'passed'] } },
      { suite_id: HOSTILE_SUITE, tests: { refund: ['passed'] } },
    ]);
    const body = comment(base, head, { source: 'fresh', commit: BASE_SHA, distance: null });
    expect(body).not.toContain(HOW_TO);
    expect(body).not.toContain('no baseline to tell which are new');
    expect(body).toContain(`base \`${BASE_SHA.slice(0, 7)}\` (run fresh against the base deployment in this job)`);
  });
});
