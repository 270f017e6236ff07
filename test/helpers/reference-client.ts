// The reference agent's turns (faults, delay, slow nodes and all: createReferenceTurns) behind the
// AgentClient port, in process: no server, no socket. Each turn goes through the harness's own retry
// loop (executeWithRetries), so its latency is measured as the HTTP client measures it, on the clock
// given; with a VirtualClock as both that clock and the agent's sleep, latencies are exact.
import { normaliseResult } from '../../src/agent/normalise.ts';
import { AttemptError, executeWithRetries, type Answer } from '../../src/agent/retry.ts';
import type { AgentClient } from '../../src/agent/types.ts';
import { createReferenceTurns, type ReferenceAgentOptions } from '../../src/reference-agent/server.ts';

export interface ReferenceClientOptions extends Omit<ReferenceAgentOptions, 'sleep' | 'host' | 'port' | 'token'> {
  /** The agent waits on `sleep`; the harness measures on `now`. */
  clock: { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void> };
  /** Default 'http://reference-agent.test'. */
  target?: string;
  timeoutMs?: number;
  retries?: number;
}

export async function referenceClient(options: ReferenceClientOptions): Promise<AgentClient> {
  const { clock } = options;
  const turns = await createReferenceTurns({ ...options, sleep: (ms, signal) => clock.sleep(ms, signal) });
  const retry = {
    timeoutMs: options.timeoutMs ?? 30_000,
    retries: options.retries ?? 0,
    backoffMs: 0,
    random: () => 0,
    sleep: clock.sleep,
    now: clock.now,
    token: undefined,
  };
  const attempt = async (request: unknown, signal: AbortSignal): Promise<Answer> => {
    // Through JSON both ways, as over the wire.
    const outcome = await turns.execute(JSON.parse(JSON.stringify(request)), undefined, signal);
    if (outcome.kind === 'silent') throw signal.reason;
    if (outcome.kind === 'error')
      throw new AttemptError('ENGINE_ERROR', `the agent answered ${outcome.status}: ${outcome.message}`, { status: outcome.status });
    if (outcome.fault !== null) throw new AttemptError('ENGINE_ERROR', `injected ${outcome.fault} answer`, { status: 200 });
    return { turn: normaliseResult(JSON.parse(JSON.stringify(outcome.result))), status: 200 };
  };
  return {
    target: options.target ?? 'http://reference-agent.test',
    transport: 'http',
    conversation: () => ({
      execute: (request, signal) => executeWithRetries((s) => attempt(request, s), retry, signal, request.test.conversation_id),
      close: async () => {},
    }),
  };
}
