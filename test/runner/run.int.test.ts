// End-to-end runs of the engine: real suites, the real reference agent over HTTP and WebSocket,
// real clients; faults injected by the agent and classified by the harness.
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { AgentBreaker } from '../../src/agent/breaker.ts';
import { createAgentClient } from '../../src/agent/client.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { memoryLogger } from '../../src/logger.ts';
import { startReferenceAgent, type ReferenceAgentOptions } from '../../src/reference-agent/server.ts';
import { runSuites, type RunOptions } from '../../src/runner/run.ts';
import { planJobs, scheduleOrder, type PlannedSuite } from '../../src/runner/plan.ts';
import { repeatSeed } from '../../src/runner/repeat-seed.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { SuiteSchema, type Suite } from '../../src/suite/suite-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { startFakeAgent, okResult } from '../fakes/agent-server.ts';
import { startFakeOpenAi, verdict } from '../fakes/openai-server.ts';
import { helloTests, helloTurn, plannedFromFiles, plannedSuite, runOptions } from '../helpers/planned-suites.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function agent(options: ReferenceAgentOptions = {}): Promise<string> {
  const a = await startReferenceAgent(options);
  closers.push(a.close);
  return a.url;
}

async function demoSuites(): Promise<PlannedSuite[]> {
  const loaded = await loadSuites(['suites/'], { cwd: ROOT });
  expect(loaded.errors).toEqual([]);
  return plannedFromFiles(loaded);
}

const options = (target: string, overrides: Partial<RunOptions> = {}) => runOptions({ target, ...overrides });

async function run(
  suites: PlannedSuite[],
  opts: RunOptions,
  client: { timeoutMs?: number; retries?: number; judgeUrl?: string } = {},
  signal = new AbortController().signal,
): Promise<Results> {
  const judge = createJudge(resolveJudgeConfig(client.judgeUrl ? { apiKey: 'sk-test', baseUrl: client.judgeUrl, maxRetries: 0 } : {}, {}));
  return runSuites(suites, opts, {
    client: createAgentClient({
      target: opts.target,
      transport: opts.transport,
      timeoutMs: client.timeoutMs ?? 5000,
      retries: client.retries ?? 2,
      backoffMs: 1,
    }),
    judge,
    logger: memoryLogger(),
    now: Date.now,
    signal,
  });
}

const allRuns = (r: Results) => r.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
const codesOf = (r: Results) => new Set(allRuns(r).flatMap((run) => run.codes));

describe.each(['http', 'ws'] as const)('the demo suites over %s', (transport) => {
  it('pass against the reference agent, with every tool call captured', async () => {
    const target = await agent();
    const results = await run(await demoSuites(), options(target, { transport }));
    const failures = allRuns(results)
      .filter((r) => r.outcome !== 'passed')
      .map((r) => JSON.stringify(r.turns.flatMap((t) => t.assertions.filter((a) => a.status === 'failed'))));
    expect(failures).toEqual([]);
    expect(results.counts.planned).toBe(results.counts.passed);
    expect(results.run.complete).toBe(true);
    expect(results.suites.every((s) => s.suspect === undefined)).toBe(true);
    const calls = allRuns(results).flatMap((r) => r.turns.flatMap((t) => t.tool_calls));
    expect(calls.some((c) => c.name === 'process_node')).toBe(true);
    // Judge checks without a judge are skipped, never passed.
    const judged = allRuns(results)
      .flatMap((r) => [...r.turns.flatMap((t) => t.assertions), ...r.final.assertions])
      .filter((a) => a.key === 'judge_criteria');
    expect(judged.length).toBeGreaterThan(0);
    expect(judged.every((a) => a.status === 'skipped' && !a.pass && a.reason === 'skipped: no judge configured')).toBe(true);
  });
});

describe('faults', () => {
  it('accounts for every planned run and classifies each fault', async () => {
    const target = await agent({ errorRate: 0.2, timeoutRate: 0.05, malformedRate: 0.05, dropRate: 0.05, seed: 11 });
    const results = await run(await demoSuites(), options(target, { repeats: 3 }), { timeoutMs: 400, retries: 2 });
    const c = results.counts;
    expect(c.planned).toBe(c.passed + c.failed + c.errored + c.skipped);
    expect(c.planned).toBe(allRuns(results).length);
    for (const r of allRuns(results)) {
      for (const t of r.turns) expect(t.attempts).toBeLessThanOrEqual(3);
      if (r.outcome === 'errored') {
        expect(['ENGINE_ERROR', 'TIMEOUT']).toContain(r.error?.code);
        expect(r.turns.at(-1)?.error?.code).toBe(r.error?.code);
        expect(r.turns.at(-1)?.attempts).toBe(3);
        // The last attempt's failure is the turn's error; the two before it are on record too.
        expect(r.turns.at(-1)?.warnings).toHaveLength(2);
        expect(r.turns.at(-1)?.warnings.every((w) => /^attempt [12] of 3 failed with (ENGINE_ERROR|TIMEOUT): .+; retried$/.test(w))).toBe(
          true,
        );
      }
    }
    // Retries absorbed most faults: some turns needed more than one attempt and still passed.
    expect(allRuns(results).some((r) => r.outcome === 'passed' && r.turns.some((t) => t.attempts > 1))).toBe(true);
    expect(c.failed).toBe(0); // transport faults are never assertion failures
  });

  it('ends a conversation with ENGINE_ERROR when every attempt fails, and TIMEOUT when the agent hangs', async () => {
    const suites = (await demoSuites()).filter((s) => s.suite.suite_id === 'flow_customer_support_v1');
    // One run: the records asserted are those of one conversation.
    const failing = await run(suites, options(await agent({ errorRate: 1, seed: 1 }), { repeats: 1 }), { retries: 1 });
    expect(allRuns(failing).map((r) => [r.outcome, r.codes])).toEqual([['errored', ['ENGINE_ERROR']]]);
    expect(allRuns(failing)[0]!.turns).toHaveLength(1); // the conversation ended at the failed turn
    // Both attempts are on record: the last as the turn's error, the first as a warning.
    const failed = allRuns(failing)[0]!.turns[0]!;
    expect(failed.error?.message).toMatch(/answered 500 .*INJECTED_ERROR.*\(2 attempts, all failed\)$/s);
    expect(failed.warnings).toEqual([
      expect.stringMatching(/^attempt 1 of 2 failed with ENGINE_ERROR: .*answered 500 .*INJECTED_ERROR.*; retried$/s),
    ]);
    const hanging = await run(suites, options(await agent({ timeoutRate: 1, seed: 1 }), { repeats: 1 }), { retries: 0, timeoutMs: 150 });
    expect(allRuns(hanging).map((r) => [r.outcome, r.codes])).toEqual([['errored', ['TIMEOUT']]]);
  });
});

describe.each(['http', 'ws'] as const)('a dead or hanging agent over %s', (transport) => {
  const oneTurnTests = (n: number) =>
    plannedSuite({
      ...base,
      suite_id: 'hang',
      defaults: { repeats: 1 },
      tests: helloTests(n),
    });
  const withBreaker = async (target: string, timeoutMs: number) => {
    const breaker = new AgentBreaker();
    return runSuites([oneTurnTests(20)], options(target, { transport }), {
      client: createAgentClient({ target, transport, timeoutMs, retries: 2, backoffMs: 1, breaker }),
      judge: createJudge(resolveJudgeConfig({}, {})),
      logger: memoryLogger(),
      now: Date.now,
      signal: new AbortController().signal,
      breaker,
    });
  };

  it('stops calling an agent that accepts connections and never answers after a few attempts', async () => {
    const fake = await startFakeAgent();
    closers.push(fake.close);
    fake.reply(...Array.from({ length: 200 }, () => ({ hang: true })));
    const results = await withBreaker(fake.url, 300);
    // Whatever the timing: the first turn's 3 attempts alone, at most 3 of one more conversation and 1
    // of a third before the circuit opens (6 in a row from 3 conversations), and at most 3 other
    // workers' attempts in flight then. Without the breaker it is 60.
    expect(fake.requests.length).toBeLessThanOrEqual(3 + 3 + 1 + 3);
    expect(results.counts).toMatchObject({ planned: 20, errored: 20 });
    expect(results.warnings[0]).toMatch(/^\d+ of 20 planned runs not attempted: the agent gave no answer to \d+ attempts in a row/);
    expect(results.run.complete).toBe(false);
  });

  it('stops the run at its first request when nothing listens at the target', async () => {
    const fake = await startFakeAgent();
    const url = fake.url;
    await fake.close();
    const results = await withBreaker(url, 5000);
    const notAttempted = allRuns(results).filter((r) => r.error?.message.startsWith('not attempted: the agent could not be reached'));
    expect(notAttempted).toHaveLength(19);
    expect(results.warnings[0]).toMatch(/^19 of 20 planned runs not attempted: .*ECONNREFUSED/);
  });
});

describe('a flow that completes too early', () => {
  it('fails the run with NODE_MISMATCH on the turn that ended it and sends no more turns, instead of erroring', async () => {
    const suites = (await demoSuites()).filter((s) => s.suite.suite_id === 'demo_routing');
    const only = suites.map((s) => ({
      ...s,
      suite: { ...s.suite, tests: s.suite.tests.filter((t) => t.test_id === 'technical_support_resolved') },
    }));
    const results = await run(only, options(await agent({ misroute: { opt_2: 'end' } })), { retries: 0 });
    const [record] = allRuns(results);
    expect(record!.outcome).toBe('failed');
    expect(record!.codes).toContain('NODE_MISMATCH');
    expect(record!.codes).not.toContain('ENGINE_ERROR');
    expect(record!.error).toBeUndefined();
    expect(record!.turns.map((t) => t.turn_id)).toEqual(['greet', 'choose_technical']);
    const ended = record!.turns[1]!.assertions.find((a) => a.key === 'flow_completed' && a.reason.startsWith('the flow completed'));
    expect(ended).toMatchObject({ status: 'failed', code: 'NODE_MISMATCH' });
    expect(ended!.reason).toMatch(
      /the flow completed at node "end" after turn "choose_technical", but the test has 1 more turn\(s\) \(fixed\); they were not sent/,
    );
  });
});

const base = { version: 'v1', tests: [] as unknown[] };

describe('failure codes from crafted suites', () => {
  it('NODE_MISMATCH, TOOL_ARGS_MISMATCH, ASSISTANT_CONTENT and FACT_DRIFT; assertion failures do not stop the conversation', async () => {
    const target = await agent();
    const suite = plannedSuite({
      ...base,
      suite_id: 'crafted',
      tests: [
        {
          test_id: 'node',
          initial_node_id: 'start',
          turns: [helloTurn({ next_node_id: 'conv_9' }), { turn_id: 't2', user_input: 'Option 2', expected: { next_node_id: 'conv_2' } }],
        },
        {
          test_id: 'tool',
          initial_node_id: 'start',
          turns: [helloTurn({ tool_call: { name: 'process_node', 'args.partial': { next_node_id: 'conv_7' } } })],
        },
        { test_id: 'content', initial_node_id: 'start', turns: [helloTurn({ assistant_contains: ['goodbye forever'] })] },
        { test_id: 'facts', initial_node_id: 'start', turns: [helloTurn({ facts_add: [{ key: 'user_greeting', value: 'hi there' }] })] },
      ],
    });
    const results = await run([suite], options(target));
    const byTest = Object.fromEntries(results.suites[0]!.tests.map((t) => [t.test_id, t.runs[0]!]));
    expect(byTest.node!.codes).toEqual(['NODE_MISMATCH']);
    expect(byTest.node!.turns).toHaveLength(2);
    expect(byTest.node!.turns[1]!.assertions[0]!.pass).toBe(true);
    expect(byTest.tool!.codes).toEqual(['TOOL_ARGS_MISMATCH']);
    expect(byTest.content!.codes).toEqual(['ASSISTANT_CONTENT']);
    expect(byTest.facts!.codes).toEqual(['FACT_DRIFT']);
  });

  it('NODE_MISMATCH from a misrouted option (the regression a PR would introduce)', async () => {
    const suites = (await demoSuites()).filter((s) => s.suite.suite_id === 'flow_customer_support_v1');
    const results = await run(suites, options(await agent({ misroute: { opt_2: 'conv_1' } })));
    expect(codesOf(results)).toContain('NODE_MISMATCH');
  });

  it('FLAKY when the repeats of one test disagree', async () => {
    const suites = (await demoSuites()).filter((s) => s.suite.suite_id === 'flow_customer_support_v1');
    const results = await run(suites, options(await agent({ nondeterministicRate: 0.5, seed: 3 }), { repeats: 8 }));
    const outcomes = allRuns(results).map((r) => r.outcome);
    expect(outcomes).toContain('passed');
    expect(outcomes).toContain('failed');
    for (const r of allRuns(results)) expect(r.codes.includes('FLAKY')).toBe(r.outcome === 'failed');
  });

  it('QUALITY_JUDGE_FAIL from a judge that scores below the threshold; the verdict is in the turn record', async () => {
    const judge = await startFakeOpenAi({ chat: () => verdict({ helpfulness: 0.2 }, ['rambles']) });
    closers.push(judge.close);
    const suite = plannedSuite({
      ...base,
      suite_id: 'judged',
      tests: [
        {
          test_id: 'q',
          initial_node_id: 'start',
          turns: [helloTurn({ judge_criteria: { assistant_quality_min: 0.7, criteria: ['helpfulness'] } })],
        },
      ],
    });
    const results = await run([suite], options(await agent()), { judgeUrl: judge.baseURL });
    const runRecord = allRuns(results)[0]!;
    expect(runRecord.codes).toEqual(['QUALITY_JUDGE_FAIL']);
    expect(runRecord.turns[0]!.judge).toMatchObject({ status: 'failed', scores: { helpfulness: 0.2 }, fail_reasons: ['rambles'] });
    // Tiering: the cheap model's failing verdict is confirmed by the primary model.
    expect(results.judge).toMatchObject({ configured: true, calls: 2 });
    expect(judge.chatRequests().map((r) => r.body.model)).toEqual(['gpt-4.1-mini', 'gpt-4.1']);
  });
});

describe('data capture validation', () => {
  it('marks a suite suspect when it expects tool calls and the run captured none', async () => {
    const fake = await startFakeAgent();
    closers.push(fake.close);
    fake.reply(() => ({ body: okResult({ tool_calls: [] }) }));
    const suite = plannedSuite({
      ...base,
      suite_id: 'capture',
      tests: [{ test_id: 't', initial_node_id: 'start', turns: [helloTurn({ tool_call: { name: 'process_node' } })] }],
    });
    const results = await run([suite], options(fake.url, { repeats: 1 }));
    expect(results.suites[0]!.suspect).toMatch(/expects tool calls but 1 answered turn\(s\) captured none/);
    expect(results.warnings.some((w) => w.startsWith('SUSPECT DATA in suite capture'))).toBe(true);
  });
});

describe('seeds', () => {
  it('sends each repeat of a test its own seed on every turn, and records it on the run', async () => {
    const fake = await startFakeAgent();
    closers.push(fake.close);
    const twoTurns = [helloTurn({}), { turn_id: 't2', user_input: 'Option 2' }];
    const suite = plannedSuite({
      ...base,
      suite_id: 'seeded',
      tests: [
        { test_id: 'seeded', initial_node_id: 'start', seed: 42, turns: twoTurns },
        { test_id: 'unseeded', initial_node_id: 'start', turns: [helloTurn({})] },
      ],
    });
    const results = await run([suite], options(fake.url, { repeats: 6 }));

    const sent = fake.requests.map((q) => ({
      test: (q.body.test as { test_id: string }).test_id,
      repeat: (q.body.test as { repeat: number }).repeat,
      seed: (q.body.params as { seed: number | null }).seed,
    }));
    const seeded = sent.filter((q) => q.test === 'seeded');
    expect(seeded).toHaveLength(12);
    // Both turns of a run send the run's seed; the six runs send six different seeds, the first the test's own.
    for (const q of seeded) expect(q.seed).toBe(repeatSeed(42, q.repeat));
    expect(new Set(seeded.map((q) => q.seed)).size).toBe(6);
    expect(seeded.find((q) => q.repeat === 0)?.seed).toBe(42);
    // A test without a seed sends none, on every repeat.
    expect(sent.filter((q) => q.test === 'unseeded').map((q) => q.seed)).toEqual([null, null, null, null, null, null]);

    const [seededTest, unseededTest] = results.suites[0]!.tests;
    expect(seededTest!.runs.map((r) => r.seed)).toEqual([0, 1, 2, 3, 4, 5].map((i) => repeatSeed(42, i)));
    expect(unseededTest!.runs.map((r) => r.seed)).toEqual([null, null, null, null, null, null]);
  });
});

describe('interruption', () => {
  it('keeps what finished, marks the rest skipped and the run incomplete', async () => {
    const target = await agent({ latencyMs: 30 });
    const controller = new AbortController();
    const suites = await demoSuites();
    let finished = 0;
    const results = await runSuites(suites, options(target, { concurrency: 1, repeats: 3 }), {
      client: createAgentClient({ target, transport: 'http', timeoutMs: 5000, retries: 0 }),
      judge: createJudge(resolveJudgeConfig({}, {})),
      logger: memoryLogger(),
      now: Date.now,
      signal: controller.signal,
      onRunFinished: () => {
        finished += 1;
        if (finished === 2) controller.abort();
      },
    });
    expect(results.run.complete).toBe(false);
    expect(results.counts.passed).toBeGreaterThanOrEqual(2);
    expect(results.counts.skipped).toBeGreaterThan(0);
    expect(results.counts.planned).toBe(results.counts.passed + results.counts.failed + results.counts.errored + results.counts.skipped);
    expect(results.warnings[0]).toMatch(/^run interrupted/);
  });
});

describe('planning', () => {
  const suite = (turns: number[]): Suite =>
    SuiteSchema.parse({
      ...base,
      suite_id: 's',
      tests: turns.map((n, i) => ({
        test_id: `t${i}`,
        initial_node_id: 'start',
        turns: Array.from({ length: n }, (_, k) => ({ turn_id: `k${k}`, user_input: 'x' })),
      })),
    });

  it('starts the longest conversations first', () => {
    const jobs = planJobs([{ file: 'f', suite: suite([1, 5, 3]), specHash: '', testHashes: {} }], { repeats: 1 });
    expect(scheduleOrder(jobs).map((j) => j.test.test_id)).toEqual(['t1', 't2', 't0']);
  });

  it('splits the plan into disjoint shards that cover it exactly once', () => {
    const p = [{ file: 'f', suite: suite(Array.from({ length: 40 }, () => 2)), specHash: '', testHashes: {} }];
    const all = planJobs(p, { repeats: 3 })
      .map((j) => j.conversationId)
      .sort();
    const shards = [1, 2, 3].map((index) => planJobs(p, { repeats: 3, shard: { index, total: 3 } }).map((j) => j.conversationId));
    expect(shards.every((s) => s.length > 0)).toBe(true);
    expect(shards.flat().sort()).toEqual(all);
  });

  it('names each conversation as every earlier version did, so --resume and shards keep matching', () => {
    const jobs = planJobs([{ file: 'f', suite: suite([1]), specHash: '', testHashes: {} }], { repeats: 2 });
    expect(jobs.map((j) => j.conversationId)).toEqual(['e7e3987d-dc53-33a8-bf1d-731999ebae09', 'cfc88128-8360-e7fa-b416-90e642892b9b']);
  });
});
