// Simulated tests under the gate, end to end in memory (the reference agent's engine, the demo
// suite, the built-in simulator, the real comparison): a PR that misroutes one option regresses;
// an unchanged PR passes, its base and head runs seeing the same user messages run for run; a
// simulator that fails makes runs errored with SIM_ERROR, which never count against the agent.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { runSuites, type RunOptions, type RunPorts } from '../../src/runner/run.ts';
import type { PlannedSuite } from '../../src/runner/plan.ts';
import { SimulatorError } from '../../src/simulator/types.ts';
import { builtinOnly } from '../../src/simulator/builtin.ts';
import { TURNS_TO_GOAL_METHOD } from '../../src/report/wording/simulated.ts';
import { suiteReasonText } from '../../src/report/wording/suite.ts';
import { comparisonReasonText, SIMULATOR_FAULT } from '../../src/report/wording/verdict.ts';
import { buildReportModel } from '../../src/report/report-model.ts';
import { renderComment } from '../../src/report/markdown.ts';
import { DEFAULT_COMMENT_MARKER } from '../../src/report/github-comment.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { engineClient } from '../helpers/engine-client.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const options: RunOptions = {
  concurrency: 4,
  repeats: 6,
  target: 'http://reference-agent.test',
  transport: 'http',
  commit: null,
  dryRun: false,
  memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
  enableTracing: false,
  judgeFailedTurns: false,
};

async function demoSimulated(): Promise<PlannedSuite[]> {
  const loaded = await loadSuites(['suites/demo-simulated.yaml'], { cwd: ROOT });
  expect(loaded.errors).toEqual([]);
  return loaded.suites;
}

async function play(misroute: Record<string, string> = {}, ports: Partial<RunPorts> = {}): Promise<Results> {
  return runSuites(await demoSimulated(), options, {
    client: await engineClient({ misroute }),
    judge: createJudge(resolveJudgeConfig({}, {})),
    logger: memoryLogger(),
    now: () => 0,
    signal: new AbortController().signal,
    ...ports,
  });
}

// Three simulated tests at 6 runs rule out a 30-point drop of the suite (not the default 5).
const compare = (base: Results, head: Results) =>
  compareResults(base, head, {
    ...DEFAULT_COMPARE_OPTIONS,
    minEffect: 0.3,
    quarantine: [],
    now: new Date('2030-01-02T12:00:00Z'),
    baseline: { source: 'branch', commit: 'base-sha', distance: 0 },
  });

const userMessages = (r: Results) =>
  r.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.map((run) => run.turns.map((turn) => turn.user_input))));

let unchanged: Results;
beforeAll(async () => {
  unchanged = await play();
});

describe('simulated tests under the gate', () => {
  it('regress when the PR misroutes one option (booking a technician ends the flow), and the broken test is named', async () => {
    const base = unchanged;
    const head = await play({ 'conv_2/opt_2': 'end' });
    const technician = head.suites[0]!.tests.find((t) => t.test_id === 'technician_for_broken_internet')!;
    expect(technician.runs.map((r) => r.ending)).toEqual(Array(6).fill('user_ended'));
    expect(technician.runs.every((r) => r.codes.includes('GOAL_NOT_REACHED'))).toBe(true);
    const comparison = compare(base, head);
    expect(comparison.verdict).toBe('fail');
    const suite = comparison.suites[0]!;
    expect(suite.verdict).toBe('regressed');
    expect(JSON.stringify(suite.reasons)).toContain('technician_for_broken_internet');
    // The comment shows the ending mix of each side and the turns to the goal, base → PR.
    const comment = renderComment(buildReportModel(comparison), { marker: DEFAULT_COMMENT_MARKER, reportUrl: null });
    expect(comment).toContain('### 🗣️ Simulated tests');
    expect(comment).toContain(
      '| **demo\\_simulated** › `technician_for_broken_internet` | goal_reached ×6 | user_ended ×6 | 4 (n = 6) → not reached |',
    );
    expect(comment).toContain(
      '| **demo\\_simulated** › `cancellation_keeps_discount` | goal_reached ×6 | goal_reached ×6 | 3 (n = 6) → 3 (n = 6) |',
    );
    expect(comment).toContain(TURNS_TO_GOAL_METHOD);
  });

  it('pass on an unchanged PR, base and head seeing the same user messages run for run (common random numbers)', async () => {
    const base = unchanged;
    const head = await play();
    expect(userMessages(head)).toEqual(userMessages(base));
    // ... and the messages do vary between the repeats of a test.
    const technician = head.suites[0]!.tests[0]!.runs.map((r) => r.turns[1]!.user_input);
    expect(new Set(technician).size).toBeGreaterThan(1);
    expect(compare(base, head).verdict).toBe('pass');
  });

  it('never count a failing simulator against the agent: its runs are errored (SIM_ERROR), out of the pass rates, and many make the suite not compared', async () => {
    const base = unchanged;
    const failing = {
      name: 'broken-model',
      next: async () => {
        throw new SimulatorError('the simulator model answered 503');
      },
    };
    const head = await play({}, { simulatorFor: () => failing });
    const runs = head.suites[0]!.tests.flatMap((t) => t.runs);
    expect(runs.every((r) => r.outcome === 'errored' && r.ending === 'sim_error' && r.codes.join() === 'SIM_ERROR')).toBe(true);
    expect(head.counts).toMatchObject({ passed: 0, failed: 0, errored: 18 });
    const comparison = compare(base, head);
    expect(comparison.verdict).toBe('invalid');
    expect(comparison.suites[0]!.verdict).toBe('invalid');
    // Worded as the simulator's fault, never the agent's.
    const why = comparisonReasonText(comparison.reason);
    expect(why).toContain(SIMULATOR_FAULT);
    expect(why).not.toContain('the agent could not be reached');
  });

  it('word a significant excess of SIM_ERROR runs on the PR side as a simulator fault: the suite is not compared, never regressed', async () => {
    const base = unchanged;
    let asked = 0;
    const builtin = builtinOnly()(undefined);
    // Every other request fails twice in a row: about half the head runs end as sim_error.
    const flaky = {
      name: 'flaky',
      next: async (request: Parameters<typeof builtin.next>[0], signal: AbortSignal) => {
        asked += 1;
        if (request.transcript.length === 1 && request.repeat % 2 === 0) throw new SimulatorError('the simulator model answered 503');
        return builtin.next(request, signal);
      },
    };
    const head = await play({}, { simulatorFor: () => flaky });
    expect(asked).toBeGreaterThan(0);
    const runs = head.suites[0]!.tests.flatMap((t) => t.runs);
    expect(runs.filter((r) => r.ending === 'sim_error')).toHaveLength(9);
    // The other runs are scored as usual: none failed.
    expect(runs.filter((r) => r.outcome === 'passed')).toHaveLength(9);
    const comparison = compare(base, head);
    const suite = comparison.suites[0]!;
    expect(suite.verdict).toBe('invalid');
    const reasons = suite.reasons.map((r) => suiteReasonText({ ...suite, reasons: [r] }));
    expect(reasons.join('\n')).toContain(SIMULATOR_FAULT);
    expect(reasons.join('\n')).not.toContain("the PR's deployment errors more");
  });
});
