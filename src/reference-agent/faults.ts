// Fault injection for testing a harness against a misbehaving agent. Every decision is drawn from
// a PRNG seeded by (seed, run, turn, attempt, fault, the request's params.seed), where the run is
// the request's suite, test and repeat (not its conversation id, which is fresh on every run), so a run
// is reproducible, a run sent another seed draws other faults (as a model would sample otherwise),
// and a retry (the next attempt) draws again and can succeed. A turn's latency is drawn the same way.
import { didYouMean } from '../did-you-mean.ts';
import { UserError } from '../errors.ts';
import { mulberry32 } from '../random.ts';
import { STAY_OPTION_ID, type Flow } from './flow.ts';
import type { Policy } from './policy.ts';

export interface FaultOptions {
  /** Added to every answer (ms): the median turn's delay when jittered. */
  latencyMs?: number;
  /**
   * Spread of the delay: each turn's is latencyMs times exp(latencyJitter * Z), Z a standard normal
   * drawn per run, turn and attempt (lognormal multiplicative noise; the median stays latencyMs).
   */
  latencyJitter?: number;
  /** Node id -> factor: a turn that ends at the node (stays there included) takes factor times the delay. */
  slowNodes?: Readonly<Record<string, number>>;
  /** Share of turns answered with an error (HTTP 500, WebSocket `error`). */
  errorRate?: number;
  /** Share of turns never answered (until the client gives up or the server closes). */
  timeoutRate?: number;
  /** Share of turns answered with a body that is not JSON or not an ExecutionResult. */
  malformedRate?: number;
  /** Share of turns whose connection is cut mid-turn. */
  dropRate?: number;
  /** Share of turns where a different option than the rules' choice is taken. */
  nondeterministicRate?: number;
  seed?: number;
}

export type Fault = 'drop' | 'error' | 'timeout' | 'malformed';

export interface TurnFaults {
  /** At most one transport fault per attempt; drop, error, timeout and malformed are drawn in that order. */
  fault: Fault | null;
  malformed: 'not_json' | 'wrong_shape';
  /** When set, the turn takes a random other option, drawn from this. */
  divergence: (() => number) | null;
}

export interface TurnKey {
  /** The run the turn belongs to, the same on every run of the suite: runKey(request.test). */
  run: string;
  turnId: string;
  attempt: number;
  /** The request's params.seed; null or absent: none was sent. */
  requestSeed?: number | null | undefined;
}

/** What faults are keyed by: the request's suite, test and repeat (empty for a request that names none). */
export function runKey(
  test: { suite_id?: string | undefined; test_id?: string | undefined; repeat?: number | undefined } | undefined,
): string {
  return test ? `${test.suite_id ?? ''}\u0000${test.test_id ?? ''}\u0000${test.repeat ?? ''}` : '';
}

/** 32-bit FNV-1a of a string, to seed the PRNG from a key. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function stream(options: FaultOptions, key: TurnKey, name: string): () => number {
  // Without a request seed the key is what it always was, so unseeded runs draw as before.
  const requestSeed = key.requestSeed === null || key.requestSeed === undefined ? '' : `\u0000${key.requestSeed}`;
  return mulberry32(fnv1a(`${options.seed ?? 0}\u0000${key.run}\u0000${key.turnId}\u0000${key.attempt}\u0000${name}${requestSeed}`));
}

export function planFaults(options: FaultOptions, key: TurnKey): TurnFaults {
  const hits = (name: string, rate: number | undefined): boolean => rate !== undefined && rate > 0 && stream(options, key, name)() < rate;
  let fault: Fault | null = null;
  if (hits('drop', options.dropRate)) fault = 'drop';
  else if (hits('error', options.errorRate)) fault = 'error';
  else if (hits('timeout', options.timeoutRate)) fault = 'timeout';
  else if (hits('malformed', options.malformedRate)) fault = 'malformed';
  const divergence = hits('nondeterministic', options.nondeterministicRate) ? stream(options, key, 'divergent-option') : null;
  return { fault, malformed: stream(options, key, 'malformed-kind')() < 0.5 ? 'not_json' : 'wrong_shape', divergence };
}

/**
 * The delay of one turn (ms): latencyMs, times the factor of the node the turn ended at (null: it
 * ended nowhere, e.g. an injected error), times the turn's lognormal draw. 0 without latencyMs.
 */
export function turnDelay(options: FaultOptions, key: TurnKey, endNode: string | null): number {
  const base = options.latencyMs ?? 0;
  if (base <= 0) return 0;
  const factor = endNode === null ? 1 : (options.slowNodes?.[endNode] ?? 1);
  const sigma = options.latencyJitter ?? 0;
  if (sigma <= 0) return base * factor;
  // Box-Muller from two draws of the turn's own stream; 1 - u keeps the logarithm finite.
  const random = stream(options, key, 'latency');
  const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return base * factor * Math.exp(sigma * z);
}

/** A slow node that names no node of the flow. */
export class SlowNodeError extends UserError {
  override name = 'SlowNodeError';
}

/** Refuses a slow node the flow does not have, naming the flow's nodes (and the likely one). */
export function checkSlowNodes(flow: Flow, slowNodes: Readonly<Record<string, number>>): void {
  const nodeIds = flow.nodes.map((n) => n.id);
  for (const [node, factor] of Object.entries(slowNodes)) {
    if (nodeIds.includes(node)) continue;
    const guess = didYouMean(node, nodeIds);
    throw new SlowNodeError(
      `slow node ${node}=${factor}: no node "${node}" in flow "${flow.flow_id}"${guess ? ` (did you mean "${guess}"?)` : ''}; nodes: ${nodeIds.join(', ')}`,
    );
  }
}

/** A policy that takes another option than `base` would (any other option, or staying). */
export function divergentPolicy(base: Policy, random: () => number): Policy {
  return {
    ...base,
    name: `${base.name}+divergent`,
    async chooseOption(turn, node) {
      const intended = await base.chooseOption(turn, node);
      const others = [...node.options.map((o) => o.id), STAY_OPTION_ID].filter((id) => id !== intended);
      return others[Math.floor(random() * others.length)] ?? intended;
    },
  };
}

/** Counts the attempts at each (conversation, turn): a retry is a new attempt with new draws. */
export class AttemptCounter {
  private readonly seen = new Map<string, number>();
  private readonly limit: number;

  constructor(limit = 100_000) {
    this.limit = limit;
  }

  next(conversationId: string, turnId: string): number {
    const key = `${conversationId}\u0000${turnId}`;
    const attempt = (this.seen.get(key) ?? 0) + 1;
    this.seen.delete(key);
    this.seen.set(key, attempt);
    // A long-running server forgets the oldest conversations rather than growing without bound.
    if (this.seen.size > this.limit) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return attempt;
  }
}
