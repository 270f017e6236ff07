// Simulated tests in every report: the terminal, report.md, the comment, report.html (the failing
// transcript with each violation marked on its turn) and JUnit show the endings, the ending mix and
// the median agent turns to the goal, base → PR. Played in memory against the reference agent's
// engine; a PR that misroutes "book a technician" to the end of the flow, and one whose agent
// enters a forbidden node.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../../src/compare/compare.ts';
import { resolveJudgeConfig } from '../../../src/judge/config.ts';
import { createJudge } from '../../../src/judge/judge.ts';
import { memoryLogger } from '../../../src/logger.ts';
import { renderHtml } from '../../../src/report/html.ts';
import { renderJunit } from '../../../src/report/junit.ts';
import { renderRunSummary } from '../../../src/report/markdown.ts';
import { buildReportModel } from '../../../src/report/report-model.ts';
import { renderComparisonEnd, renderRunEnd } from '../../../src/report/terminal.ts';
import type { Results } from '../../../src/results/results-schema.ts';
import { summarizeResults } from '../../../src/results/summary.ts';
import { runSuites } from '../../../src/runner/run.ts';
import { loadSuites } from '../../../src/suite/loader.ts';
import { engineClient } from '../../helpers/engine-client.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function play(misroute: Record<string, string> = {}): Promise<Results> {
  const loaded = await loadSuites(['suites/demo-simulated.yaml'], { cwd: ROOT });
  return runSuites(
    loaded.suites,
    {
      concurrency: 2,
      repeats: 2,
      target: 'http://reference-agent.test',
      transport: 'http',
      commit: null,
      dryRun: false,
      memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
      enableTracing: false,
      judgeFailedTurns: false,
    },
    {
      client: await engineClient({ misroute }),
      judge: createJudge(resolveJudgeConfig({}, {})),
      logger: memoryLogger(),
      now: () => 0,
      signal: new AbortController().signal,
    },
  );
}

let base: Results;
let head: Results;
beforeAll(async () => {
  base = await play();
  // Booking a technician ends the flow; choosing the discount leads to the forbidden cancellation.
  head = await play({ 'conv_2/opt_2': 'end', 'cancel/opt_1': 'cancelled' });
});

const model = () =>
  buildReportModel(
    compareResults(base, head, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date('2030-01-02T12:00:00Z'),
      baseline: { source: 'branch', commit: 'base-sha', distance: 0 },
    }),
  );

describe('simulated tests in the reports', () => {
  it('the terminal lists each simulated test with its endings and turns to the goal, after a run and after a comparison', () => {
    const end = renderRunEnd(summarizeResults(head));
    expect(end).toContain('simulated tests (3):');
    expect(end).toContain('  demo_simulated › technician_for_broken_internet: user_ended ×2; turns to the goal not reached');
    expect(end).toContain('  demo_simulated › cancellation_keeps_discount: invariant_broken ×2; turns to the goal not reached');
    expect(end).toContain('  demo_simulated › refund_with_order_number: goal_reached ×2; turns to the goal 4 (n = 2)');
    const compared = renderComparisonEnd(model());
    expect(compared).toContain(
      '  demo_simulated › technician_for_broken_internet: goal_reached ×2 → user_ended ×2; turns to the goal 4 (n = 2) → not reached',
    );
  });

  it('report.md of a run has the simulated tests table', () => {
    const md = renderRunSummary(summarizeResults(head));
    expect(md).toContain('### 🗣️ Simulated tests');
    expect(md).toContain('| **demo\\_simulated** › `cancellation_keeps_discount` | invariant_broken ×2 | not reached |');
  });

  it('report.html shows the endings, and the failing transcript with the violation marked on its turn', () => {
    const html = renderHtml(model(), head, base);
    expect(html).toContain('<section id="simulated"><h2>Simulated tests</h2>');
    expect(html).toContain('<td>goal_reached ×2</td><td>invariant_broken ×2</td><td>3 (n = 2) → not reached</td>');
    expect(html).toContain('ending <code>invariant_broken</code>');
    expect(html).toContain('invariant_broken: an invariant or `within` broke');
    // The turn that entered the forbidden node carries the mark; the turns before it do not.
    expect(html).toMatch(
      /<div class="turn violated"><h5>Turn sim_3 · cancel → cancelled \(flow completed\) · <span class="violation">⛔ violation: invariants\.never_nodes \(NODE_MISMATCH\)<\/span>/,
    );
    expect(html).toMatch(/<div class="turn"><h5>Turn sim_2 · conv_1 → cancel ·/);
  });

  it('JUnit names the ending of each failed simulated run', () => {
    const xml = renderJunit(head, model());
    expect(xml).toContain('message="GOAL_NOT_REACHED (ending user_ended) at final assertions: success_when:');
    expect(xml).toContain('ending: invariant_broken: an invariant or `within` broke');
  });
});
