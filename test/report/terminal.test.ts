// The end of `agent-eval run` on a terminal, from a run summary: the table with the one pass-rate
// definition, the failing tests capped with a count, each error cause once, the retries.
import { describe, expect, it } from 'vitest';
import { buildReportModel, buildRunModel, runPerformance } from '../../src/report/report-model.ts';
import { renderComparisonEnd, renderRunEnd } from '../../src/report/terminal.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { summarizeResults } from '../../src/results/summary.ts';
import { makeResults } from '../helpers/results.ts';

const outcomes = (n: number, ...o: ('passed' | 'failed' | 'errored')[]) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`t${i}`, o]));

describe('renderRunEnd', () => {
  it('lists 20 failing tests with turn, code and reason, then counts the rest', () => {
    const results = ResultsSchema.parse(makeResults(null, [{ suite_id: 'routing', tests: outcomes(25, 'failed', 'passed') }]));
    const text = renderRunEnd(summarizeResults(results));
    expect(text).toContain(
      'failing tests (25):\n  routing › t0: 1 of 2 runs failed; turn t2: NODE_MISMATCH: expected node conv_2, got conv_3',
    );
    expect(text.match(/^ {2}routing › t\d+: /gm)).toHaveLength(20);
    expect(text).toContain('  … and 5 more failing tests (report.md lists every one)');
  });

  it('says each cause of errored runs once with its count, and counts the retries', () => {
    const results = ResultsSchema.parse(
      makeResults(null, [
        { suite_id: 'routing', tests: outcomes(3, 'errored', 'errored') },
        { suite_id: 'memory', tests: { m: ['passed'] } },
      ]),
    );
    const retried = results.suites[1]!.tests[0]!.runs[0]!;
    retried.turns[0]!.attempts = 3;
    retried.turns[1]!.attempts = 2;
    const text = renderRunEnd(summarizeResults(results));
    expect(text).toContain(
      'errored runs (6 of 7):\n  ENGINE_ERROR ×6: HTTP 502 from https://preview/execute <html>\n    first: routing › t0 #0',
    );
    // Said once where the errored runs are listed (the headline above names the first cause, as report.md's does).
    expect(text.slice(text.indexOf('errored runs (')).match(/HTTP 502/g)).toHaveLength(1);
    expect(text.split('\n')[0]).toBe(
      '⛔ No run failed, but 6 of 7 runs errored (ENGINE_ERROR: HTTP 502 from https://preview/execute <html>)',
    );
    expect(text).toContain('retries: 3 agent requests sent again (ENGINE_ERROR or TIMEOUT), in 2 turns of 1 run');
  });

  it('keeps terminal escapes of suite ids and agent messages out', () => {
    const results = ResultsSchema.parse(makeResults(null, [{ suite_id: 'evil\u001b[2J', tests: { t: ['errored'] } }]));
    results.suites[0]!.tests[0]!.runs[0]!.error!.message = 'boom\u001b]0;title\u0007';
    const text = renderRunEnd(summarizeResults(results));
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });
});

describe('latency and tokens on the terminal', () => {
  it('gives each suite a line per figure with the ratio and verdict, control characters of its id replaced', () => {
    const c = structuredClone(performanceStates()[0]!.comparison!);
    const checkout = c.suites.find((s) => s.suite_id === 'checkout')!;
    checkout.suite_id = 'check\u001b[31mout';
    const text = renderComparisonEnd(buildReportModel(c));
    expect(text).toMatch(
      /^ {2}check \[31mout latency per turn: p50 110 ms → 154 ms, p90 120 ms → 1[67]\d ms; p90 ×1\.4\d \[×1\.\d\d, ×1\.\d\d\] ❌ regressed$/m,
    );
    expect(text).not.toContain('\u001b');
    expect(text).toMatch(/^ {2}Ratio: Hodges-Lehmann over tests/m);
  });

  it('shows a run on its own its one side, without a ratio', () => {
    const head = performanceStates()[2]!.head;
    const text = renderRunEnd(buildRunModel(summarizeResults(head), { performance: runPerformance(head) }));
    expect(text).toContain('latency and tokens:\n  checkout latency per turn: p50 154 ms, p90 1');
    expect(text).toContain('  checkout tokens per conversation: 85\n');
    expect(text).not.toContain('×');
  });
});
