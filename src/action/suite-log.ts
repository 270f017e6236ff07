// The action's log of a finished run: one foldable group per suite, headed by how many of its runs
// passed, holding a line per test that did not pass every run. The runs of all suites interleave
// while they play, so each suite's group is written once they have finished.
import { withGroup, type Logger } from '../logger.ts';
import type { Results, RunOutcome } from '../results/results-schema.ts';

export async function logSuites(logger: Logger, results: Results): Promise<void> {
  for (const suite of results.suites) {
    const runs = suite.tests.flatMap((t) => t.runs);
    const passed = runs.filter((r) => r.outcome === 'passed').length;
    const carried = suite.carried_from ? ` (carried over from ${suite.carried_from.commit.slice(0, 12)})` : '';
    await withGroup(logger, `Suite ${oneLine(suite.suite_id)}: ${passed} of ${runs.length} run(s) passed${carried}`, () => {
      for (const test of suite.tests) {
        const counts = countOutcomes(test.runs.map((r) => r.outcome));
        if (counts.passed === test.runs.length) continue;
        const codes = [...new Set(test.runs.flatMap((r) => r.codes))];
        const shown = (['passed', 'failed', 'errored', 'skipped'] as const).filter((o) => counts[o] > 0).map((o) => `${counts[o]} ${o}`);
        logger.info(`Test ${oneLine(test.test_id)}: ${shown.join(', ')}${codes.length > 0 ? ` (${codes.join(', ')})` : ''}`);
      }
      if (runs.length > 0 && passed === runs.length) logger.info(`Every run of its ${suite.tests.length} test(s) passed.`);
    });
  }
}

/** An id from a suite file on one line: a line break in it would end the group's name and start a workflow command. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').slice(0, 200);
}

function countOutcomes(outcomes: readonly RunOutcome[]): Record<RunOutcome, number> {
  const counts: Record<RunOutcome, number> = { passed: 0, failed: 0, errored: 0, skipped: 0 };
  for (const o of outcomes) counts[o] += 1;
  return counts;
}
