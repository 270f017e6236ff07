// End-to-end runs of the engine: real suites, the real reference agent over HTTP and WebSocket,
// real clients; faults injected by the agent and classified by the harness.
import { describe, expect, it } from 'vitest';
import { AgentBreaker } from '../../src/agent/breaker.ts';
import { createAgentClient } from '../../src/agent/client.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { ReferenceAgentOptions } from '../../src/reference-agent/server.ts';
import { runSuites } from '../../src/runner/run.ts';
import { planJobs, scheduleOrder } from '../../src/runner/plan.ts';
import { SuiteSchema, type Suite } from '../../src/suite/suite-schema.ts';
import { okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { helloTests, helloTurn, plannedSuite } from '../helpers/planned-suites.ts';
import { allRuns, demoSuites, options, referenceAgent, run, useClosers } from './helpers.ts';

const closers = useClosers();
const agent = (options: ReferenceAgentOptions = {}) => referenceAgent(closers, options);

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

const base = { version: 'v1', tests: [] as unknown[] };

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
