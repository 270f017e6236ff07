// results.json (`agent-eval/results@1`): what a run produced. A baseline is a results file, so
// the comparison validates what it reads with these same schemas.
import { z } from 'zod';
import { FailureCodeSchema } from './failure-codes.ts';

export const RESULTS_SCHEMA = 'agent-eval/results@1';

export const ToolCallSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  args: z.unknown(),
  result: z.unknown().optional(),
  is_error: z.boolean().optional(),
  latency_ms: z.number().nullable().optional(),
  /** Where it was captured: the `tool_calls` field, content blocks, OpenAI-style calls, or streamed events. */
  source: z.enum(['tool_calls', 'content_block', 'openai', 'event']),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

export const FactsDeltaSchema = z.object({
  added: z.record(z.string(), z.unknown()),
  updated: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  removed: z.array(z.string()),
});
export type FactsDelta = z.infer<typeof FactsDeltaSchema>;

export const AssertionStatusSchema = z.enum(['passed', 'failed', 'skipped', 'unscored']);
export type AssertionStatus = z.infer<typeof AssertionStatusSchema>;

export const AssertionResultSchema = z.object({
  key: z.string(),
  /** True only when the check ran and passed; a skipped or unscored check is never a pass. An unscored check has code JUDGE_ERROR. */
  pass: z.boolean(),
  status: AssertionStatusSchema,
  code: FailureCodeSchema.optional(),
  expected: z.unknown().optional(),
  actual: z.unknown().optional(),
  reason: z.string(),
  /**
   * assistant_similar_to with judge_band, the similarity inside [min - band, min + band]: escalated
   * when the judge decided (same_meaning / different_meaning) or could not (unscored, JUDGE_ERROR);
   * not_escalated when the plain threshold was used, the reason saying why (no judge configured, ...).
   */
  escalation: z
    .object({
      escalated: z.boolean(),
      similarity: z.number(),
      min: z.number(),
      band: z.number(),
      verdict: z.enum(['same_meaning', 'different_meaning', 'unscored', 'not_escalated']),
      reason: z.string(),
      model: z.string().optional(),
      score: z.number().optional(),
      cached: z.boolean().optional(),
    })
    .optional(),
  /**
   * A judge check (judge_criteria, the grey band's same-meaning question) whose criteria do not all
   * gate: its status and reason are kept, but it neither fails nor errors its run. `calibration`
   * says why (the first criterion that does not gate): never calibrated, calibrated below
   * judge-min-agreement, or calibrated only for another model, fallback or prompt. Absent: it gates.
   */
  gates: z.literal(false).optional(),
  calibration: z.enum(['not_calibrated', 'below_threshold', 'stale']).optional(),
});
export type AssertionResult = z.infer<typeof AssertionResultSchema>;

export const CALIBRATION_STATUSES = ['gates', 'not_calibrated', 'below_threshold', 'stale'] as const;
export type CalibrationStatus = (typeof CALIBRATION_STATUSES)[number];

/**
 * How one judge criterion, as the run's judge asked it (model, fallback, prompt version), stood
 * against the judge calibration: its agreement with the human labels (Cohen's kappa with its
 * asymptotic interval, balanced accuracy with its MOVER-Wilson interval, both at `level`, over `n`
 * labels), null figures when it was never calibrated under this key. `changes`: for a stale one,
 * what differs from the closest calibration.
 */
export const CriterionCalibrationSummarySchema = z.object({
  key: z.object({ model: z.string(), fallback_model: z.string().nullable(), prompt_version: z.string(), criterion: z.string() }),
  status: z.enum(CALIBRATION_STATUSES),
  n: z.number().int().min(0).nullable(),
  level: z.number().nullable(),
  kappa: z.number().nullable(),
  kappa_ci: z.tuple([z.number(), z.number()]).nullable(),
  balanced_accuracy: z.number().nullable(),
  balanced_accuracy_ci: z.tuple([z.number(), z.number()]).nullable(),
  calibrated_at: z.string().nullable(),
  changes: z
    .array(
      z.object({ field: z.enum(['model', 'fallback_model', 'prompt_version']), was: z.string().nullable(), now: z.string().nullable() }),
    )
    .optional(),
});
export type CriterionCalibrationSummary = z.infer<typeof CriterionCalibrationSummarySchema>;

/** The run's judge calibration: the threshold, the file it came from (null: none), each criterion the judge checks asked. */
export const JudgeCalibrationSummarySchema = z.object({
  min_agreement: z.number(),
  file: z.string().nullable(),
  /** The label set calibrated before this run (judge-labels); null: the stored calibration file was read. */
  labels: z.string().nullable(),
  criteria: z.array(CriterionCalibrationSummarySchema),
});
export type JudgeCalibrationSummary = z.infer<typeof JudgeCalibrationSummarySchema>;

/**
 * A judge panel's verdict (judge/panel.ts): every member's verdict, and per criterion the threshold
 * each member passed or failed, how many did each, whether they disagreed, and the score the rule
 * gave (minimum under all, the (⌊n/2⌋+1)-th highest under majority) with its pass/fail.
 */
export const JudgePanelRecordSchema = z.object({
  rule: z.enum(['all', 'majority']),
  models: z.array(z.string()),
  members: z.array(
    z.object({
      model: z.string(),
      status: z.enum(['scored', 'unscored']),
      scores: z.record(z.string(), z.number()).optional(),
      reason: z.string().optional(),
      cached: z.boolean(),
    }),
  ),
  criteria: z.array(
    z.object({
      criterion: z.string(),
      threshold: z.number().nullable(),
      score: z.number(),
      passed: z.number().int().min(0),
      failed: z.number().int().min(0),
      unscored: z.number().int().min(0),
      disagreed: z.boolean(),
      outcome: z.enum(['pass', 'fail']).nullable(),
    }),
  ),
});

export const JudgeRecordSchema = z.object({
  model: z.string(),
  status: z.enum(['passed', 'failed', 'unscored', 'skipped']),
  scores: z.record(z.string(), z.number()).optional(),
  mean: z.number().optional(),
  fail_reasons: z.array(z.string()).optional(),
  raw: z.string().optional(),
  cached: z.boolean().optional(),
  reason: z.string().optional(),
  /** A judge panel's verdict: the members' verdicts behind the scores; absent: one judge model. */
  panel: JudgePanelRecordSchema.optional(),
});

/**
 * A judge panel's stability over the checks this run judged (judge/panel.ts): per criterion, the
 * checks at least two members scored against a threshold, those they disagreed on, the share and
 * its Wilson score interval at `level`.
 */
export const PanelStabilitySchema = z.object({
  key: z.string(),
  rule: z.enum(['all', 'majority']),
  models: z.array(z.string()),
  criteria: z.array(
    z.object({
      criterion: z.string(),
      checks: z.number().int().min(1),
      disagreed: z.number().int().min(0),
      rate: z.number().min(0).max(1),
      ci: z.tuple([z.number(), z.number()]),
      level: z.number(),
      method: z.literal('wilson'),
    }),
  ),
});
export type PanelStabilityRecord = z.infer<typeof PanelStabilitySchema>;
export type JudgeRecord = z.infer<typeof JudgeRecordSchema>;

/** Tokens of one model (model null: calls whose model was not named); cached_tokens are part of input_tokens. */
export const ModelTokensSchema = z.object({
  model: z.string().nullable(),
  calls: z.number().int().min(0),
  input_tokens: z.number().int().min(0),
  output_tokens: z.number().int().min(0),
  cached_tokens: z.number().int().min(0).optional(),
});

/**
 * The tokens the agent reported for a turn (src/usage/usage.ts): summed over its model calls
 * (`calls`, absent: 1), per model in `by_model` when the agent named any. Absent: not reported.
 */
export const TurnUsageSchema = z.object({
  input_tokens: z.number(),
  output_tokens: z.number(),
  cached_tokens: z.number().int().min(0).optional(),
  calls: z.number().int().min(0).optional(),
  by_model: z.array(ModelTokensSchema).optional(),
});

/** The user simulator's model calls of a run; absent: no simulator ran. */
export const SimulatorUsageSchema = z.object({
  calls: z.number(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  models: z.array(z.string()),
});

export type SimulatorUsage = z.infer<typeof SimulatorUsageSchema>;

export const UnknownBlockSchema = z.object({ where: z.string(), block: z.unknown() });

export const TurnRecordSchema = z.object({
  turn_id: z.string(),
  user_input: z.string(),
  assistant_message: z.string().nullable(),
  node_before: z.string().nullable(),
  node_after: z.string().nullable(),
  flow_completed: z.boolean().nullable(),
  tool_calls: z.array(ToolCallSchema),
  facts_delta: FactsDeltaSchema,
  next_node_descriptor: z.unknown().optional(),
  assertions: z.array(AssertionResultSchema),
  judge: JudgeRecordSchema.nullable(),
  latency_ms: z.number(),
  attempts: z.number().int(),
  trace_id: z.string().nullable(),
  usage: TurnUsageSchema.optional(),
  unknown_blocks: z.array(UnknownBlockSchema),
  warnings: z.array(z.string()),
  error: z.object({ code: FailureCodeSchema, message: z.string() }).optional(),
});
export type TurnRecord = z.infer<typeof TurnRecordSchema>;

export const RunOutcomeSchema = z.enum(['passed', 'failed', 'errored', 'skipped']);
export type RunOutcome = z.infer<typeof RunOutcomeSchema>;

/**
 * How a simulated conversation ended (absent on scripted runs): the goal held (`goal_reached`), the
 * simulated user called its end tool (`user_ended`, advisory), the turn cap (`max_turns`), an
 * invariant or `within` broke (`invariant_broken`), the agent call failed (`engine_error`), or the
 * simulator failed twice in a row (`sim_error`).
 */
export const ENDINGS = ['goal_reached', 'user_ended', 'max_turns', 'invariant_broken', 'engine_error', 'sim_error'] as const;
export const EndingSchema = z.enum(ENDINGS);
export type Ending = z.infer<typeof EndingSchema>;

/** Tokens a model-backed simulator spent on one run (absent when none ran), counted apart from the agent's and the judge's. */
export const RunRecordSchema = z.object({
  repeat: z.number().int().min(0),
  /** The run key: the same for this (suite, test, repeat) on every run (resume, shards, adaptive rounds). */
  conversation_id: z.string(),
  /**
   * The id the agent saw for this conversation (execute conversation_id, AG-UI threadId, A2A
   * contextId): fresh for every run, to find the thread in the agent's own logs. Absent on a run
   * never started, and in results written before runs recorded it.
   */
  thread_id: z.string().optional(),
  /** params.seed the run sent (null: none); absent in results written before runs recorded it. */
  seed: z.number().int().nullable().optional(),
  outcome: RunOutcomeSchema,
  codes: z.array(FailureCodeSchema),
  duration_ms: z.number(),
  turns: z.array(TurnRecordSchema),
  final: z.object({ assertions: z.array(AssertionResultSchema) }),
  skipped_reason: z.string().optional(),
  error: z.object({ code: FailureCodeSchema, message: z.string() }).optional(),
  /** Set on a run that was never started: `budget` when the run's token or dollar budget was spent. */
  not_run: z.literal('budget').optional(),
  /** Simulated tests only: how the conversation ended. */
  ending: EndingSchema.optional(),
  /** Simulated tests with a model-backed simulator only. */
  simulator_usage: SimulatorUsageSchema.optional(),
});
export type RunRecord = z.infer<typeof RunRecordSchema>;

export const TestResultSchema = z.object({
  test_id: z.string(),
  spec_hash: z.string(),
  /** The line of the test in its suite file (SuiteResult.file). */
  line: z.number().int().positive().optional(),
  tags: z.array(z.string()).optional(),
  runs: z.array(RunRecordSchema),
  /**
   * Adaptive repeats: the comparison measures this test's change (the minimum effects) on its first
   * `effect_runs` runs (repeat < effect_runs, scored ones), which the stopping rule chose without
   * looking at this test's outcomes, so the estimate is unbiased; the later runs only add to the
   * significance tests. Absent: every run.
   */
  effect_runs: z.number().int().min(1).optional(),
  /** The suite's min_pass rule for this test ("k/n" as numbers); absent: none. */
  min_pass: z.object({ passes: z.number().int().min(1), runs: z.number().int().min(1) }).optional(),
});
export type TestResult = z.infer<typeof TestResultSchema>;

export const SuiteResultSchema = z.object({
  suite_id: z.string(),
  file: z.string(),
  spec_hash: z.string(),
  /** The suite expects tool calls somewhere and the run captured none at all: data are suspect. */
  suspect: z.string().optional(),
  /**
   * Not run in this run: copied from an earlier baseline because no change since then affects the
   * suite. `commit` and `run_id` name the run that actually produced the records.
   */
  carried_from: z.object({ commit: z.string(), run_id: z.string() }).optional(),
  /** A captured draft (metadata.capture.status: draft): reported, never gating, never stored in a baseline. */
  draft: z.literal(true).optional(),
  /** The suite's defaults.pass_k (the k of pass^k); absent: the default, 3. */
  pass_k: z.number().int().min(1).optional(),
  tests: z.array(TestResultSchema),
});
export type SuiteResult = z.infer<typeof SuiteResultSchema>;

export const CountsSchema = z.object({
  planned: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  errored: z.number().int(),
  skipped: z.number().int(),
});
export type Counts = z.infer<typeof CountsSchema>;

export const ResultsSchema = z.object({
  schema: z.literal(RESULTS_SCHEMA),
  tool: z.object({ name: z.string(), version: z.string() }),
  run: z.object({
    id: z.string(),
    started_at: z.string(),
    finished_at: z.string(),
    target: z.string(),
    transport: z.enum(['http', 'ws']),
    /** The framework protocol the agent spoke (docs/protocol.md#framework-protocols-ag-ui-openai-compatible-chat-and-a2a); absent: this product's own (execute). */
    protocol: z.enum(['ag-ui', 'a2a', 'openai-chat']).optional(),
    commit: z.string().nullable(),
    repeats: z.number().int().nullable(),
    concurrency: z.number().int(),
    complete: z.boolean(),
    incomplete_reason: z.string().optional(),
    shard: z.object({ index: z.number().int(), total: z.number().int() }).optional(),
    /**
     * `--repeats auto`: each test ran min..max times (repeats is then null). rounds: runSuites calls;
     * calls: agent requests sent, retries included, runs resumed from an earlier run not counted.
     */
    adaptive: z
      .object({
        min: z.number().int(),
        max: z.number().int(),
        rounds: z.number().int(),
        calls: z.number().int(),
        /** `sequential`: looks at min, 2 min, ... max, each judged at its share of the errors (compare/sequential.ts); absent: adaptive repeats. */
        design: z.enum(['adaptive', 'sequential']).optional(),
      })
      .optional(),
    /** The spending budget of the run (src/usage/budget.ts); absent: none. */
    budget: z
      .object({
        usd: z.number().nullable(),
        tokens: z.number().nullable(),
        spent_tokens: z.number(),
        spent_usd: z.number().nullable(),
        usd_enforced: z.boolean(),
        unpriced: z.array(z.string()),
        reached: z.boolean(),
        runs_without_agent_usage: z.number().int(),
        /** Set when repeats were lowered before the run so the estimate fits: from, to, and the estimate. */
        lowered: z
          .object({
            from: z.number().int(),
            to: z.number().int(),
            estimate_usd: z.number().nullable(),
            estimate_tokens: z.number().nullable(),
          })
          .optional(),
      })
      .optional(),
  }),
  counts: CountsSchema,
  judge: z
    .object({
      configured: z.boolean(),
      calls: z.number().int(),
      cache_hits: z.number().int(),
      cache_misses: z.number().int(),
      skipped: z.number().int(),
      unscored: z.number().int(),
      input_tokens: z.number().int(),
      output_tokens: z.number().int(),
      /** Per model asked (chat and embeddings), for the prices; absent in results of earlier versions. */
      by_model: z.array(ModelTokensSchema).optional(),
      /** Each judge panel that answered: per criterion, in how many checks its members disagreed on pass/fail; absent: no panel. */
      panels: z.array(PanelStabilitySchema).optional(),
    })
    .optional(),
  /**
   * Tokens the model-backed simulator spent, summed over the run's records (runs resumed from an
   * earlier run included), counted apart from the agent's and the judge's; absent when none ran.
   */
  simulator: SimulatorUsageSchema.optional(),
  /** Which judge criteria gated the run and how well each agreed with the human labels; absent: no judge calibration was looked up. */
  judge_calibration: JudgeCalibrationSummarySchema.optional(),
  warnings: z.array(z.string()),
  suites: z.array(SuiteResultSchema),
});
export type Results = z.infer<typeof ResultsSchema>;
