// The Judge port: LLM-judged quality of one assistant message against criteria.
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
}

export type JudgeVerdict =
  | { status: 'scored'; model: string; scores: Record<string, number>; fail_reasons: string[]; cached: boolean; raw: string }
  | { status: 'unscored'; model: string; raw: string; reason: string; cached: boolean }
  | { status: 'skipped'; reason: string };

export interface JudgeUsage {
  /** Requests to the server (chat and embeddings); the client's own retries of one request count once. */
  calls: number;
  /** Model verdicts served without a call (disk cache or an identical question earlier in the run)... */
  cache_hits: number;
  /** ...and those that needed one. */
  cache_misses: number;
  /** Verdicts returned as skipped (no judge, budget) and similarity checks skipped for the budget. */
  skipped: number;
  unscored: number;
  input_tokens: number;
  output_tokens: number;
}

export interface Judge {
  readonly configured: boolean;
  judge(request: JudgeRequest, signal?: AbortSignal): Promise<JudgeVerdict>;
  /** Cosine similarity of the embeddings of two texts; null when no embedding model is available. */
  similarity(a: string, b: string, signal?: AbortSignal): Promise<number | null>;
  usage(): JudgeUsage;
}
