// Each suite's pass rate (run-stats.ts): the mean over tests of each test's pass fraction, errored
// runs left out, with the interval its repeats call for; the terminal and report.md show the same.
import { describe, expect, it } from 'vitest';
import { renderRunSummary } from '../../src/report/markdown.ts';
import { renderRunEnd } from '../../src/report/terminal.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { summarizeResults } from '../../src/results/summary.ts';
import { makeResults } from '../helpers/results.ts';

describe('the pass rate of a suite', () => {
  it('shows the per-test mean pass rate the reports use, not passed runs over scored runs', () => {
    // a: 1 of 3 runs passed, b: 1 of 1: runs pooled would say 50%, the mean of the tests says 66.7%.
    const results = ResultsSchema.parse(
      makeResults(null, [{ suite_id: 'routing', tests: { a: ['passed', 'failed', 'failed'], b: ['passed'] } }]),
    );
    const text = renderRunEnd(summarizeResults(results));
    expect(text).toMatch(/^routing +2 +4 +2 +2 +0 +0 +66\.7% +NODE_MISMATCH×2$/m);
    expect(text).toContain("pass rate: mean over tests of each test's pass fraction, errored and skipped runs left out");
  });

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

  it('gives each suite its pass rate with the right interval, over scored runs only', () => {
    // billing: 2 of 3 scored tests passed (the errored run is left out): Wilson 2/3 = [20.8, 93.9].
    expect(markdown).toContain('| billing | 4 | 4 | 66.7% [20.8, 93.9] | 1 | 1 | 0 |');
    // onboarding has repeats: mean of 2/3 and 3/3, with the Wilson-MOVER interval over tests.
    expect(markdown).toMatch(/\| onboarding @\u200Dteam ⚠️ suspect \| 2 \| 6 \| 83\.3% \[\d+\.\d, \d+\.\d\] \|/);
    expect(markdown).toContain('interval: Wilson / Wilson-MOVER over tests');
  });
});
