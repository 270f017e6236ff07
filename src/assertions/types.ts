// What every assertion handler receives: the observed state after a turn (or after the whole
// conversation, for final_assertions), plus the judge's verdict and similarity when the runner got one.
import type { Assertions, AssertionKey } from '../suite/suite-schema.ts';
import type { AssertionResult, FactsDelta, ToolCall } from '../results/results-schema.ts';
import type { Facts } from '../agent/types.ts';
import type { JudgeVerdict, Similarity } from '../judge/types.ts';

export interface Observed {
  scope: 'turn' | 'final';
  assistant_message: string | null;
  node_before: string | null;
  node_after: string | null;
  flow_completed: boolean | null;
  /** Turn: this turn's calls. Final: every call of the conversation, in order. */
  tool_calls: ToolCall[];
  facts_before: Facts;
  facts_after: Facts;
  facts_delta: FactsDelta;
  next_node_descriptor: unknown;
  /** Present when the runner asked the judge (judge_criteria). */
  judge?: JudgeVerdict;
  /** Present when the runner asked for the embedding similarity (assistant_similar_to). */
  similarity?: Similarity;
  /**
   * assistant_similar_to's grey band: present when the similarity fell inside it. The judge's
   * verdict on whether the message means the same as the reference, or a skipped verdict saying
   * why it was not asked (no judge configured, budget, ...).
   */
  escalation?: JudgeVerdict;
  /** Final judge_criteria: the turns the judge was shown, and the older ones elided to fit its budget. */
  judged_turns?: { included: string[]; elided: string[] };
  judge_defaults?: { criteria: string[] };
}

/** Every handler has this shape; a handler may return several results (one per expected item). */
export type AssertionHandler<K extends AssertionKey> = (expected: NonNullable<Assertions[K]>, observed: Observed) => AssertionResult[];
