// The agent's circuit breaker on its own and inside the retry loop: a dead or hanging agent stops
// being called after a few attempts; a slow or flaky one that still answers never trips it.
import { describe, expect, it } from 'vitest';
import { AgentBreaker, BREAKER_ATTEMPTS } from '../../src/agent/breaker.ts';
import { AttemptError, executeWithRetries, type Answer, type RetryOptions } from '../../src/agent/retry.ts';
import { AgentCallError, type AgentTurn } from '../../src/agent/types.ts';

const timedOut = (breaker: AgentBreaker, conversation: string): void =>
  breaker.attempted(conversation, 'timeout', 'TIMEOUT', 'no answer within the turn timeout of 2000 ms');

describe('AgentBreaker', () => {
  it('opens after consecutive unanswered attempts across conversations, naming the first failure', () => {
    const breaker = new AgentBreaker();
    for (let i = 0; i < BREAKER_ATTEMPTS - 1; i++) timedOut(breaker, `c${i % 3}`);
    expect(breaker.openCause()).toBeNull();
    breaker.attempted('c3', 'dropped', 'ENGINE_ERROR', 'the agent closed the connection');
    expect(breaker.openCause()).toEqual({
      code: 'TIMEOUT',
      message: `the agent gave no answer to ${BREAKER_ATTEMPTS} attempts in a row across 4 conversations (first: no answer within the turn timeout of 2000 ms)`,
    });
  });

  it('never opens for one conversation that keeps hanging: that test times out, the others go on', () => {
    const breaker = new AgentBreaker();
    for (let i = 0; i < 50; i++) timedOut(breaker, 'the-hanging-test');
    timedOut(breaker, 'another');
    expect(breaker.openCause()).toBeNull();
  });

  it('never opens for a slow agent whose timeouts are interleaved with answers, of any kind', () => {
    const breaker = new AgentBreaker();
    for (let round = 0; round < 100; round++) {
      for (let i = 0; i < BREAKER_ATTEMPTS - 1; i++) timedOut(breaker, `c${round}-${i}`);
      // A 500 or a reply that does not parse is an answer too: the agent is alive.
      if (round % 2 === 0) breaker.answered();
      else breaker.attempted(`c${round}`, 'answered', 'ENGINE_ERROR', 'answered 500');
    }
    expect(breaker.openCause()).toBeNull();
  });

  it('stays open once open, whatever comes after', () => {
    const breaker = new AgentBreaker();
    breaker.trip('ENGINE_ERROR', 'the agent could not be reached');
    breaker.answered();
    expect(breaker.openCause()?.message).toBe('the agent could not be reached');
  });
});

describe('executeWithRetries with a breaker', () => {
  const turn = { warnings: [] } as unknown as AgentTurn;
  const options = (breaker: AgentBreaker): RetryOptions => ({
    timeoutMs: 1_000,
    retries: 2,
    backoffMs: 1,
    random: () => 0,
    sleep: async () => {},
    token: undefined,
    breaker,
  });
  const refused = async (): Promise<Answer> => {
    throw new AttemptError('ENGINE_ERROR', 'POST http://127.0.0.1:1/execute failed: ECONNREFUSED', { kind: 'unreachable' });
  };

  it('makes no attempt once the circuit is open, and cuts a turn in its retries short, saying why', async () => {
    const breaker = new AgentBreaker();
    let attempts = 0;
    const counted = async (): Promise<Answer> => {
      attempts += 1;
      // Other conversations fail meanwhile: the circuit opens after this conversation's first attempt.
      for (let i = 0; i < BREAKER_ATTEMPTS; i++) breaker.attempted(`other-${i}`, 'unreachable', 'ENGINE_ERROR', 'ECONNREFUSED');
      return refused();
    };
    const cut = await executeWithRetries(counted, options(breaker), undefined, 'c1').catch((e: unknown) => e);
    expect(attempts).toBe(1);
    expect(cut).toBeInstanceOf(AgentCallError);
    expect((cut as AgentCallError).attempts).toBe(1);
    expect((cut as AgentCallError).message).toMatch(
      /^POST http:\/\/127\.0\.0\.1:1\/execute failed: ECONNREFUSED \(1 attempt; not retried: the agent gave no answer to \d+ attempts in a row across \d+ conversations \(first: ECONNREFUSED\)\)$/,
    );

    const never = await executeWithRetries(counted, options(breaker), undefined, 'c2').catch((e: unknown) => e);
    expect(attempts).toBe(1);
    expect((never as AgentCallError).attempts).toBe(0);
    expect((never as AgentCallError).message).toMatch(/^not attempted: the agent gave no answer/);
  });

  it('tells the breaker of answers, so a flaky agent that answers on retry keeps it closed', async () => {
    const breaker = new AgentBreaker();
    for (let c = 0; c < 20; c++) {
      let n = 0;
      const flaky = async (): Promise<Answer> => {
        n += 1;
        if (n < 3) throw new AttemptError('TIMEOUT', 'slow', { kind: 'timeout' });
        return { turn: { ...turn, warnings: [] }, status: 200 };
      };
      await executeWithRetries(flaky, options(breaker), undefined, `c${c}`);
    }
    expect(breaker.openCause()).toBeNull();
  });
});
