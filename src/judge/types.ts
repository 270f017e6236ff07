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
  /** The suite's judge panel (defaults.llm_judge.panel); the adapter applies the command line's first. */
  panel?: JudgePanelSpec | null;
}

/** Two or more judge models asked the same question, and how their verdicts combine (panel.ts). */
export interface JudgePanelSpec {
  models: string[];
  rule: JudgePanelRule;
}

export type JudgePanelRule = 'all' | 'majority';

/** One panel member's verdict on a question. */
export interface PanelMemberVerdict {
  model: string;
  status: 'scored' | 'unscored';
  /** Scored: the member's score per criterion. */
  scores?: Record<string, number>;
  /** Unscored: why (the judge timed out, its reply never parsed, ...). */
  reason?: string;
  cached: boolean;
}

/** How the panel decided one criterion at the check's threshold for it. */
export interface PanelCriterion {
  criterion: string;
  /** The criterion's own minimum, else the check's mean minimum; null: no threshold applies to it alone. */
  threshold: number | null;
  /** The score the thresholds are applied to: the minimum under `all`, the lower median under `majority` (panel.ts). */
  score: number;
  /** Members at or above the threshold, below it, and unscored. */
  passed: number;
  failed: number;
  unscored: number;
  /** Scored members differ on pass/fail at the threshold. */
  disagreed: boolean;
  /** The rule's pass/fail of this criterion; null without a threshold. */
  outcome: 'pass' | 'fail' | null;
}

/** What a panel's verdict carries beside the combined scores: every member's verdict, never resolved silently. */
export interface PanelOutcome {
  rule: JudgePanelRule;
  models: string[];
  members: PanelMemberVerdict[];
  criteria: PanelCriterion[];
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
      /** A judge panel's verdict: the members' verdicts behind the combined scores. */
      panel?: PanelOutcome;
    }
  /** Could not be scored: the judge failed (timed out, unreachable, refused) or its reply never parsed. */
  | { status: 'unscored'; model: string; raw: string; reason: string; cached: boolean; requests: JudgeExchange[]; panel?: PanelOutcome }
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
  /** Each judge panel that answered: how often its members disagreed, per criterion (panel.ts). */
  panels?: PanelStability[] | undefined;
}

/** Per criterion, over the checks the panel judged: in how many of them the members disagreed on pass/fail. */
export interface PanelStability {
  /** The panel's model key, e.g. `panel(majority):gpt-4.1,gpt-4o` (panelModelKey). */
  key: string;
  rule: JudgePanelRule;
  models: string[];
  criteria: PanelCriterionStability[];
}

export interface PanelCriterionStability {
  criterion: string;
  /** Checks where at least two members scored the criterion against a threshold... */
  checks: number;
  /** ...and those where they differed on pass/fail. */
  disagreed: number;
  /** disagreed / checks, with its Wilson score interval at `level`. */
  rate: number;
  ci: [number, number];
  level: number;
  method: 'wilson';
}

export interface Judge {
  readonly configured: boolean;
  judge(request: JudgeRequest, signal?: AbortSignal): Promise<JudgeVerdict>;
  /** Cosine similarity of the embeddings of two texts, or why there is none. */
  similarity(a: string, b: string, signal?: AbortSignal): Promise<Similarity>;
  usage(): JudgeUsage;
}
