// The preflight: the first agent call of a run goes alone, before any other conversation starts.
// The protocol defines one request, a turn (POST /execute, or an execute message over WebSocket),
// and nothing cheaper: a health path or a HEAD request would probe something an agent need not
// serve. So the preflight is the first turn of the first conversation played, kept as that run's
// first turn like any other: it costs no extra call and sends nothing a run would not send.
// When it cannot connect at all (refused, no such host, TLS refused) after its retries, the agent's
// circuit opens at once and no other run is attempted; any answer, even an error, lets the run go on.
import type { AgentBreaker } from '../agent/breaker.ts';
import { AgentCallError, type AgentClient, type AgentConversation } from '../agent/types.ts';

export class Preflight {
  readonly #breaker: AgentBreaker;
  #claimed = false;
  #settled = false;
  #release!: () => void;
  /** Resolves once the preflight call settled (or its conversation ended without one). */
  readonly done: Promise<void>;

  constructor(breaker: AgentBreaker) {
    this.#breaker = breaker;
    this.done = new Promise<void>((resolve) => (this.#release = resolve));
  }

  /** True for the first conversation of the run to be played, which goes alone; the others wait for `done`. */
  claim(): boolean {
    if (this.#claimed) return false;
    this.#claimed = true;
    return true;
  }

  /** Lets the waiting conversations go (also when the first conversation made no call). */
  settle(): void {
    this.#settled = true;
    this.#release();
  }

  /** The client whose first call is the preflight. */
  wrap(client: AgentClient): AgentClient {
    return {
      target: client.target,
      transport: client.transport,
      url: client.url,
      conversation: (id) => this.#conversation(client.conversation(id)),
    };
  }

  #conversation(inner: AgentConversation): AgentConversation {
    return {
      execute: async (request, signal) => {
        if (this.#settled) return inner.execute(request, signal);
        try {
          return await inner.execute(request, signal);
        } catch (e) {
          if (e instanceof AgentCallError && e.kind === 'unreachable' && !signal?.aborted) {
            this.#breaker.trip(
              e.code,
              `the agent could not be reached by the first request of the run (${e.message}); check that it is running at the target URL`,
            );
          }
          throw e;
        } finally {
          this.settle();
        }
      },
      close: () => inner.close(),
    };
  }
}
