// Calibration: drafts replayed through the runner against an in-memory flaky agent. A check that
// held 3 of 6 times is dropped, one that held 6 of 6 is kept, each decision written beside it,
// and a test that keeps failing is reported, not written.
import { describe, expect, it } from 'vitest';
import { normaliseResult } from '../../src/agent/normalise.ts';
import type { AgentClient, ExecuteRequest } from '../../src/agent/types.ts';
import type { Judge } from '../../src/judge/types.ts';
import { calibrateAll, floorOf, type Replay } from '../../src/capture/calibrate.ts';
import { deriveSuite } from '../../src/capture/derive.ts';
import { deriveSimulation } from '../../src/capture/simulate.ts';
import type { Conversation } from '../../src/capture/read.ts';
import { renderSuite } from '../../src/capture/write.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import { FULL_MEMORY_PIPELINE } from '../../src/runner/isolation.ts';
import { runSuites } from '../../src/runner/run.ts';
import { reply } from './lines.ts';

/** Always routes start -> conv_1; picks option opt_1 on even repeats and opt_2 on odd ones (3 of 6), or always opt_1 when steady. */
function flakyAgent(options: { breakNode?: boolean; steady?: boolean } = {}): AgentClient {
  return {
    target: 'memory://flaky',
    transport: 'http',
    conversation: () => ({
      execute: async (request: ExecuteRequest) => {
        const odd = !options.steady && request.test.repeat % 2 === 1;
        const node = options.breakNode && request.test.repeat !== 0 ? 'elsewhere' : 'conv_1';
        const body = reply(node, { current_node_id: 'start', option_id: odd ? 'opt_2' : 'opt_1' });
        return { turn: normaliseResult(body), attempts: 1, latency_ms: 1 };
      },
      close: async () => {},
    }),
  };
}

/** A judge whose only work is similarity: the values given, one per call, in order. */
function similarityJudge(values: number[]): Judge {
  const none = createJudge(resolveJudgeConfig({}, {}));
  return {
    configured: true,
    judge: none.judge,
    usage: none.usage,
    similarity: async () => ({ status: 'scored', value: values.shift() ?? 0 }),
  };
}

function replayOn(client: AgentClient, judge: Judge = createJudge(resolveJudgeConfig({}, {}))): Replay {
  return (suites, runs) =>
    runSuites(
      suites,
      {
        concurrency: 2,
        repeats: runs,
        target: client.target,
        transport: 'http',
        commit: null,
        dryRun: false,
        memoryPipeline: FULL_MEMORY_PIPELINE,
        enableTracing: false,
        judgeFailedTurns: false,
      },
      {
        client,
        judge,
        logger: memoryLogger(),
        now: () => 0,
        signal: new AbortController().signal,
      },
    );
}

const captured: Conversation = {
  id: 'c1',
  file: 'export.jsonl',
  suiteId: null,
  testId: null,
  repeat: null,
  turnsLeftOut: 0,
  cut: null,
  turns: [
    {
      at: 'export.jsonl:1',
      turnId: 'greet',
      request: { current_node_id: 'start', latest_user_message: 'Hello', memory: {} },
      response: reply('conv_1', { current_node_id: 'start', option_id: 'opt_1' }),
    },
  ],
};

describe('calibrateAll', () => {
  it('drops the check that held 3 of 6 times, keeps the one that held 6 of 6, and says so beside each', async () => {
    const [c] = await calibrateAll([deriveSuite(captured, 'now')], 6, replayOn(flakyAgent()));
    expect(c!.refused).toBeNull();
    expect(c!.checks).toEqual([
      { check: 'turn greet: next_node_id', held: 6, scored: 6, kept: true },
      { check: 'turn greet: tool_call', held: 3, scored: 6, kept: false },
      { check: 'final: flow_completed', held: 6, scored: 6, kept: true },
    ]);
    const test = c!.suite!.suite.tests[0]!;
    expect(test.turns![0]!.expected).toEqual({ next_node_id: 'conv_1' });
    expect(c!.suite!.suite.metadata).toMatchObject({ capture: { status: 'draft', calibrated: { runs: 6, pass_rate: 1 } } });
    const text = renderSuite(c!.suite!);
    expect(text).toContain('# dropped tool_call: held in only 3 of 6 runs (floor 5 of 6)\n');
    expect(text).toContain('# calibrated: held in 6 of 6 runs (floor 5 of 6)\n          next_node_id: conv_1');
  });

  it('reports a test whose runs still fail, and writes nothing for it', async () => {
    const [c] = await calibrateAll([deriveSuite(captured, 'now')], 6, replayOn(flakyAgent({ breakNode: true })));
    expect(c!.suite).toBeNull();
    expect(c!.refused).toBe('only 1 of its 3 checks held, so the conversation does not play out the same on the target');
    expect(c!.checks.map((k) => [k.check, k.held])).toEqual([
      ['turn greet: next_node_id', 1],
      ['turn greet: tool_call', 3],
      ['final: flow_completed', 6],
    ]);
  });

  it('loosens a reply similarity below the lowest observed value instead of dropping it', async () => {
    const draft = deriveSuite(captured, 'now', { similarity: true });
    expect(draft.suite.tests[0]!.turns![0]!.expected?.assistant_similar_to).toEqual({ text: 'Now at conv_1.', min: 0.8 });
    // Concurrency 2: which run gets which value does not matter, only the lowest does.
    const [c] = await calibrateAll([draft], 6, replayOn(flakyAgent(), similarityJudge([0.93, 0.74, 0.88, 0.71, 0.9, 0.95])));
    expect(c!.checks.find((k) => k.check === 'turn greet: assistant_similar_to')).toEqual({
      check: 'turn greet: assistant_similar_to',
      held: 6,
      scored: 6,
      kept: true,
      loosened: 0.69,
    });
    expect(c!.suite!.suite.tests[0]!.turns![0]!.expected?.assistant_similar_to).toEqual({ text: 'Now at conv_1.', min: 0.69 });
    expect(renderSuite(c!.suite!)).toContain(
      '# loosened: min 0.8 -> 0.69, below the lowest similarity observed (0.710) in 6 of 6 runs; it held at 0.8 in 4\n',
    );
    expect(c!.passed).toBe(6);
  });

  it('calibrates a simulated draft per success_when key: 3 of 6 dropped, 6 of 6 kept, each said beside it', async () => {
    const draft = deriveSimulation(captured, 'now');
    expect(draft.suite.tests[0]!.simulation!.success_when).toEqual({
      next_node_id: 'conv_1',
      tool_calls: [{ name: 'process_node', 'args.partial': { current_node_id: 'start', option_id: 'opt_1' } }],
    });
    const [c] = await calibrateAll([draft], 6, replayOn(flakyAgent()));
    expect(c!.refused).toBeNull();
    expect(c!.checks).toEqual([
      { check: 'final: flow_completed', held: 6, scored: 6, kept: true },
      { check: 'success_when: next_node_id', held: 6, scored: 6, kept: true },
      { check: 'success_when: tool_calls', held: 3, scored: 6, kept: false },
    ]);
    const sim = c!.suite!.suite.tests[0]!.simulation!;
    expect(sim.success_when).toEqual({ next_node_id: 'conv_1' });
    expect(c!.passed).toBe(6);
    const text = renderSuite(c!.suite!);
    expect(text).toContain('# dropped tool_calls: held in only 3 of 6 runs (floor 5 of 6)\n');
    expect(text).toContain('# calibrated: held in 6 of 6 runs (floor 5 of 6)\n        next_node_id: conv_1');
  });

  it("drops a simulated draft's judge success criterion the judge never passed", async () => {
    const draft = deriveSimulation(captured, 'now', { judge: true });
    expect(draft.suite.tests[0]!.simulation!.success).toBe(
      'The agent helps the user with what they asked for and brings the conversation to conv 1.',
    );
    // No judge on the calibration side: `success` is never passed, so it cannot be kept.
    const [c] = await calibrateAll([draft], 6, replayOn(flakyAgent({ steady: true })));
    expect(c!.checks.find((k) => k.check === 'success')).toEqual({ check: 'success', held: 0, scored: 6, kept: false });
    expect(c!.suite!.suite.tests[0]!.simulation!.success).toBeUndefined();
    expect(renderSuite(c!.suite!)).toContain('# dropped success: the judge passed it in only 0 of 6 runs (floor 5 of 6)\n      goal: ');
  });

  it('reports a simulated draft whose goal never holds, and writes nothing for it', async () => {
    const [c] = await calibrateAll([deriveSimulation(captured, 'now')], 6, replayOn(flakyAgent({ breakNode: true })));
    expect(c!.suite).toBeNull();
    expect(c!.refused).toBe('none of its success_when checks held often enough, so the goal is not reached on the target');
    expect(c!.checks.map((k) => [k.check, k.held])).toEqual([
      ['final: flow_completed', 6],
      ['success_when: next_node_id', 1],
      ['success_when: tool_calls', 3],
    ]);
  });

  it('takes all but one run as the floor', () => {
    expect([2, 3, 6, 10].map(floorOf)).toEqual([1, 2, 5, 9]);
  });
});
