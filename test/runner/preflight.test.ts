// The run against a dead, hanging or slow agent (in-memory agents on the real retry loop, with the
// run's breaker): the first call goes alone, an agent that cannot be reached stops the run at once,
// one that stops answering costs a few timeouts, and one that answers is never cut off.
import { describe, expect, it } from 'vitest';
import { AgentBreaker } from '../../src/agent/breaker.ts';
import { normaliseResult } from '../../src/agent/normalise.ts';
import { AttemptError, executeWithRetries, type Answer } from '../../src/agent/retry.ts';
import type { AgentClient, ExecuteRequest } from '../../src/agent/types.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { runSuites } from '../../src/runner/run.ts';
import { okResult } from '../fakes/agent-server.ts';
import { helloTests, plannedSuite, runOptions } from '../helpers/planned-suites.ts';

/** One suite of `tests` one-turn tests, one run each. */
const suite = (tests: number) => plannedSuite({ suite_id: 'support', defaults: { repeats: 1 }, tests: helloTests(tests) });

const OPTIONS = runOptions();

/** An agent whose every attempt is decided by `attempt`, on the real retry loop (no timer: failures are thrown). */
function fakeAgent(breaker: AgentBreaker, attempt: (request: ExecuteRequest, n: number) => Promise<Answer>) {
  const log: { event: 'start' | 'end'; conversation: string }[] = [];
  let calls = 0;
  const client: AgentClient = {
    target: OPTIONS.target,
    transport: 'http',
    conversation: () => ({
      execute: (request, signal) =>
        executeWithRetries(
          async () => {
            calls += 1;
            const conversation = request.test.conversation_id;
            log.push({ event: 'start', conversation });
            try {
              return await attempt(request, calls);
            } finally {
              log.push({ event: 'end', conversation });
            }
          },
          { timeoutMs: 60_000, retries: 2, backoffMs: 1, random: () => 0, sleep: async () => {}, token: undefined, breaker },
          signal,
          request.test.conversation_id,
        ),
      close: async () => {},
    }),
  };
  return { client, log, calls: () => calls };
}

async function run(tests: number, client: AgentClient, breaker: AgentBreaker): Promise<Results> {
  return runSuites([suite(tests)], OPTIONS, {
    client,
    judge: createJudge(resolveJudgeConfig({}, {})),
    logger: memoryLogger(),
    now: () => 0,
    signal: new AbortController().signal,
    breaker,
  });
}

const runs = (results: Results) => results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
const answer = async (): Promise<Answer> => ({ turn: normaliseResult(okResult()), status: 200 });
const hang = async (): Promise<Answer> => {
  throw new AttemptError('TIMEOUT', 'no answer within the turn timeout of 2000 ms', { kind: 'timeout' });
};

describe('the preflight: the first agent call of the run goes alone', () => {
  it('starts no other conversation before the first call settled, and keeps its answer as that run’s turn', async () => {
    const breaker = new AgentBreaker();
    const agent = fakeAgent(breaker, answer);
    const results = await run(8, agent.client, breaker);
    expect(agent.log.slice(0, 2).map((e) => e.event)).toEqual(['start', 'end']);
    expect(agent.calls()).toBe(8); // no extra request: the preflight is a run's own first turn
    expect(results.counts).toEqual({ planned: 8, passed: 8, failed: 0, errored: 0, skipped: 0 });
    expect(results.run.complete).toBe(true);
  });

  it('stops the run at once when the agent cannot be reached: the other runs are not attempted, and say why', async () => {
    const breaker = new AgentBreaker();
    const agent = fakeAgent(breaker, async () => {
      throw new AttemptError('ENGINE_ERROR', 'POST http://agent.test/execute failed: ECONNREFUSED', { kind: 'unreachable' });
    });
    const results = await run(20, agent.client, breaker);
    expect(agent.calls()).toBe(3); // the first turn and its two retries
    const [first, ...rest] = runs(results);
    expect(first!.error?.message).toBe('POST http://agent.test/execute failed: ECONNREFUSED (3 attempts, all failed)');
    expect(rest).toHaveLength(19);
    for (const r of rest) {
      expect(r).toMatchObject({ outcome: 'errored', codes: ['ENGINE_ERROR'], turns: [] });
      expect(r.error?.message).toMatch(
        /^not attempted: the agent could not be reached by the first request of the run \(POST http:\/\/agent\.test\/execute failed: ECONNREFUSED \(3 attempts, all failed\)\); check that it is running at the target URL$/,
      );
    }
    expect(results.counts).toEqual({ planned: 20, passed: 0, failed: 0, errored: 20, skipped: 0 });
    expect(results.warnings[0]).toMatch(/^19 of 20 planned runs not attempted: the agent could not be reached/);
    expect(results.run.complete).toBe(false);
    expect(results.run.incomplete_reason).toBe('19 of 20 planned runs not attempted: the agent stopped answering');
  });

  it('lets the run go on when the first call was answered with an error: the agent is there', async () => {
    const breaker = new AgentBreaker();
    const agent = fakeAgent(breaker, async (_request, n) => {
      if (n <= 3) throw new AttemptError('ENGINE_ERROR', 'answered 500', { status: 500 });
      return answer();
    });
    const results = await run(5, agent.client, breaker);
    expect(results.counts).toEqual({ planned: 5, passed: 4, failed: 0, errored: 1, skipped: 0 });
    expect(results.run.complete).toBe(true);
  });
});

describe('the agent circuit breaker in a run', () => {
  it('costs a hanging agent a few attempts, not three per run: the runs not started are not attempted', async () => {
    const breaker = new AgentBreaker();
    const agent = fakeAgent(breaker, hang);
    const results = await run(20, agent.client, breaker);
    // The preflight's 3 attempts, then the attempts in flight when the circuit opened: at most one per worker.
    expect(agent.calls()).toBeLessThanOrEqual(3 + OPTIONS.concurrency);
    const notAttempted = runs(results).filter((r) => r.error?.message.startsWith('not attempted: the agent gave no answer to'));
    expect(notAttempted.length).toBeGreaterThanOrEqual(20 - 1 - OPTIONS.concurrency);
    expect(results.counts.planned).toBe(results.counts.passed + results.counts.failed + results.counts.errored + results.counts.skipped);
    expect(results.counts.errored).toBe(20);
    expect(results.warnings[0]).toBe(`${notAttempted.length} of 20 planned runs not attempted: ${breaker.openCause()!.message}`);
    expect(breaker.openCause()!.message).toMatch(
      /^the agent gave no answer to \d+ attempts in a row across \d+ conversations \(first: no answer/,
    );
  });

  it('never trips for a slow agent whose timeouts are interleaved with answers', async () => {
    const breaker = new AgentBreaker();
    // Two attempts in three time out, in every conversation.
    const agent = fakeAgent(breaker, async (_request, n) => (n % 3 === 0 ? answer() : hang()));
    const results = await run(30, agent.client, breaker);
    expect(breaker.openCause()).toBeNull();
    expect(results.counts.passed + results.counts.errored).toBe(30);
    expect(runs(results).some((r) => r.error?.message.startsWith('not attempted'))).toBe(false);
    expect(results.run.complete).toBe(true);
  });
});
