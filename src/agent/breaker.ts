// The agent's circuit breaker, shared by every conversation of one run against one target, so a
// dead or hanging agent costs a few timeouts, not three per turn of every run.
//
// It counts attempts that got no answer at all: no connection, a connection lost before the answer,
// or no answer within the turn timeout. It opens after BREAKER_ATTEMPTS of them in a row, from at
// least BREAKER_CONVERSATIONS different conversations, with no answer in between; any answer (even
// a 500 or a reply that does not parse: the agent is alive) ends the streak. Requiring several
// conversations keeps one test whose input makes the agent hang from stopping a healthy run: that
// test's runs are TIMEOUT, the others go on. Once open it stays open for the run: attempts not yet
// made fail at once with the cause, and the runner records the runs not started as not attempted.
import type { AgentBreakerPort, AttemptKind, BreakerCause } from './types.ts';

export const BREAKER_ATTEMPTS = 6;
export const BREAKER_CONVERSATIONS = 3;

type AgentFailureCode = BreakerCause['code'];

export class AgentBreaker implements AgentBreakerPort {
  #streak = 0;
  #conversations = new Set<string>();
  #first: { code: AgentFailureCode; message: string } | null = null;
  #open: BreakerCause | null = null;

  /** The cause once the circuit is open; null while it is closed. */
  openCause(): BreakerCause | null {
    return this.#open;
  }

  /** An attempt got an answer: the agent is alive. */
  answered(): void {
    if (this.#open !== null) return;
    this.#streak = 0;
    this.#conversations.clear();
    this.#first = null;
  }

  /** An attempt of `conversationId` ended as `kind`. */
  attempted(conversationId: string, kind: AttemptKind, code: AgentFailureCode, message: string): void {
    if (kind === 'answered') {
      this.answered();
      return;
    }
    if (this.#open !== null) return;
    this.#streak += 1;
    this.#conversations.add(conversationId);
    this.#first ??= { code, message };
    if (this.#streak >= BREAKER_ATTEMPTS && this.#conversations.size >= BREAKER_CONVERSATIONS) {
      this.#open = {
        code: this.#first.code,
        message: `the agent gave no answer to ${this.#streak} attempts in a row across ${this.#conversations.size} conversations (first: ${this.#first.message})`,
      };
    }
  }

  /** Opens the circuit at once (the first request of the run could not connect). */
  trip(code: AgentFailureCode, message: string): void {
    this.#open ??= { code, message };
  }
}
