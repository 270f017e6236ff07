// The Judge port: LLM-judged quality of one assistant message (or of a whole conversation) against
// criteria, and whether a message means the same as a reference answer.
import type { ChatMessage } from '../openai/client.ts';
import type { ModelTokens } from '../usage/usage.ts';

export interface JudgeRequest {
  suite_id: string;
  test_id: string;
  turn_id: string;
  criteria: string[];
  /** Thresholds: the mean and per-criterion minimums (0..1). */
  quality_min: number | null;
  criteria_min: Record<string, number>;
  /** Model preference from the suite (defaults.llm_judge); the adapter applies tiering and overrides. */
  model: string | null;
  fallback_model: string | null;
  user_input: string;
  assistant_message: string;
  /** Node prompt, facts: context excerpt for the judge. */
  context_excerpt: string;
  /** What is graded; absent: the one assistant message. */
  subject?: JudgeSubject;
}

/**
 * - same_meaning: whether assistant_message means the same as `reference` (assistant_similar_to's
 *   grey band); the one criterion is SAME_MEANING.criterion.
 * - conversation: the whole conversation (final_assertions), already fitted to the size budget.
 */
export type JudgeSubject = { kind: 'same_meaning'; reference: string } | { kind: 'conversation'; transcript: Transcript };

/** One turn as the final judge sees it: tool calls are summarised when the prompt is built. */
export interface TranscriptTurn {
  turn_id: string;
  user_input: string;
  assistant_message: string | null;
  tool_calls: { name: string; args: unknown }[];
}

/** The turns the final judge sees, oldest first, and the ids of the older turns left out to fit its budget. */
export interface Transcript {
  /** Turns in the whole conversation. */
  total: number;
  turns: TranscriptTurn[];
  elided: string[];
}

/**
 * One question the judge put to a model: the exact messages sent, and the text of the reply (null
 * when none came). A retry or a looser response_format sends the same messages again.
 */
export interface JudgeExchange {
  model: string;
  messages: ChatMessage[];
  reply: string | null;
}

/**
 * `requests`: every question sent for the verdict, in order (the cheap model's before the primary's,
 * a re-ask after its invalid reply); empty when the verdict came from a cache.
 */
export type JudgeVerdict =
  | {
      status: 'scored';
      model: string;
      scores: Record<string, number>;
      fail_reasons: string[];
      cached: boolean;
      raw: string;
      requests: JudgeExchange[];
    }
  /** Could not be scored: the judge failed (timed out, unreachable, refused) or its reply never parsed. */
  | { status: 'unscored'; model: string; raw: string; reason: string; cached: boolean; requests: JudgeExchange[] }
  | { status: 'skipped'; reason: string };

/** An embedding similarity, or why there is none: not configured or over budget (skipped), or a request that failed. */
export type Similarity = { status: 'scored'; value: number } | { status: 'skipped'; reason: string } | { status: 'failed'; reason: string };

export interface JudgeUsage {
  /** Requests to the server (chat and embeddings); the client's own retries of one request count once. */
  calls: number;
  /** Model verdicts served without a call (disk cache or an identical question earlier in the run)... */
  cache_hits: number;
  /** ...and those that needed one. */
  cache_misses: number;
  /** Verdicts returned as skipped (no judge, budget) and similarity checks skipped for the budget. */
  skipped: number;
  /** Checks that could not be scored (judge failed or its reply never parsed): JUDGE_ERROR. */
  unscored: number;
  input_tokens: number;
  output_tokens: number;
  /** Tokens per model asked (chat and embeddings); absent when no model answered. */
  by_model?: ModelTokens[] | undefined;
}

export interface Judge {
  readonly configured: boolean;
  judge(request: JudgeRequest, signal?: AbortSignal): Promise<JudgeVerdict>;
  /** Cosine similarity of the embeddings of two texts, or why there is none. */
  similarity(a: string, b: string, signal?: AbortSignal): Promise<Similarity>;
  usage(): JudgeUsage;
}
