// The suite spec v1: the seed's format plus the documented additions. Every type in the product
// that describes a suite is inferred from these schemas, never written twice.
//
// The schemas only validate: the loader keeps the file's own data (zod leaves a `__proto__` key out
// of the records it returns, and every key of a suite is data), so nothing here may default or
// transform a value.
import { z } from 'zod';

const id = z.string().min(1, 'must not be empty');

/** An assertion list (or text) with nothing in it checks nothing, so it is refused, never passed. */
export const CHECKS_NOTHING = 'is empty, so it checks nothing';
const checkList = <T extends z.ZodType>(item: T) => z.array(item).min(1, CHECKS_NOTHING);
const checkText = z.string().min(1, CHECKS_NOTHING);

export const FactSchema = z.strictObject({
  key: id.describe('Fact key, e.g. "customer_name".'),
  value: z.unknown().describe('Expected value; compared by deep equality (strings case-insensitively).'),
});

export const ExpectedToolCallSchema = z.strictObject({
  name: id.describe('Tool name, e.g. "process_node".'),
  'args.partial': z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Each listed argument must be present with this value; others are ignored.'),
});

export const JudgeCriteriaSchema = z.strictObject({
  assistant_quality_min: z.number().min(0).max(1).optional().describe('Minimum mean score (0..1) over the criteria.'),
  criteria: checkList(id).optional().describe('Criteria to score; defaults to defaults.llm_judge.criteria.'),
  criteria_min: z.record(z.string(), z.number().min(0).max(1)).optional().describe('Per-criterion minimum scores (0..1).'),
});

export const SimilaritySchema = z.strictObject({
  text: id.describe('Reference answer.'),
  min: z.number().min(-1).max(1).describe('Minimum cosine similarity of the embeddings.'),
  judge_band: z
    .number()
    .gt(0, 'must be above 0; leave judge_band out to use the plain threshold')
    .max(1)
    .optional()
    .describe(
      'Grey band: a similarity within [min - judge_band, min + judge_band] is decided by the LLM judge (does the message mean the same as text?). Without a judge the plain threshold is used, and the result says so.',
    ),
});

/** Assertion keys, usable per turn (`expected`) and at the end of a test (`final_assertions`). */
export const AssertionsSchema = z.strictObject({
  tool_call: ExpectedToolCallSchema.optional().describe('Expected first tool invocation (name + partial args).'),
  tool_calls: checkList(ExpectedToolCallSchema)
    .optional()
    .describe('Expected tool calls in this order (other calls may come between them).'),
  next_node_id: id.optional().describe('Node the conversation must be in after the turn.'),
  assistant_contains: checkList(checkText).optional().describe('Substrings that must appear in the assistant message (case-insensitive).'),
  assistant_not_contains: checkList(checkText)
    .optional()
    .describe('Substrings that must not appear in the assistant message (case-insensitive).'),
  assistant_matches: checkList(checkText)
    .optional()
    .describe(
      'Regular expressions in RE2 syntax (no backreferences or lookaround) the assistant message must match somewhere; write /pattern/i to add flags (i, m, s).',
    ),
  assistant_similar_to: SimilaritySchema.optional().describe('Embedding similarity to a reference answer.'),
  facts_add: checkList(FactSchema).optional().describe('Facts that must be added by the turn.'),
  facts_update: checkList(FactSchema).optional().describe('Facts whose value must change to the given one.'),
  facts_remove: checkList(id).optional().describe('Fact keys that must be removed by the turn.'),
  forbidden_facts: checkList(id).optional().describe('Fact keys that must not be present.'),
  'node_descriptor.options_contains': checkList(
    z
      .strictObject({
        id: id.optional(),
        label: z.string().optional(),
      })
      // An option with neither field would match any option.
      .refine(
        (option) => option.id !== undefined || option.label !== undefined,
        'gives neither id nor label, so it checks nothing; write id, label or both',
      ),
  )
    .optional()
    .describe('Options the next node descriptor must offer (matched on the given fields).'),
  flow_completed: z.boolean().optional().describe('Whether the flow must have reached a stop node.'),
  judge_criteria: JudgeCriteriaSchema.optional().describe('LLM-judged qualitative thresholds.'),
});

/** Canned results of the tools an openai-chat agent asks for without running them: tool name -> result. */
export const ToolResultsSchema = z
  .record(z.string(), z.unknown())
  .describe(
    "Canned tool results for --protocol openai-chat: tool name -> the result sent back (as a tool message) whenever the agent calls that tool; the turn's win over defaults.tool_results.",
  );

export const TurnSchema = z.strictObject({
  turn_id: id,
  user_input: z.string(),
  expected: AssertionsSchema.optional(),
  tool_results: ToolResultsSchema.optional(),
});

export const MemorySchema = z.strictObject({
  turn_index: z.int().min(0).optional(),
  facts: z
    .union([z.array(FactSchema), z.record(z.string(), z.unknown())])
    .optional()
    .describe('Seeded facts, as a list of {key, value} or a map.'),
  summary: z
    .strictObject({
      level: z.int().min(0),
      chunks: z.array(z.unknown()),
    })
    .optional(),
});

/** The agent's memory stages, in the order the seed's `memory_pipeline.stages` names them. */
export const MEMORY_STAGES = ['facts', 'summarize', 'resummarize'] as const;

export const DryRunSchema = z
  .boolean()
  .describe('Sent as context.dry_run: the agent runs each turn without committing fact or summary updates (turn_index stays).');

export const MemoryPipelineSchema = z
  .strictObject({
    enabled: z.boolean().describe('false: the agent runs no memory stage.'),
    stages: z
      .array(z.enum(MEMORY_STAGES))
      .min(1, 'lists no stage; to run none write enabled: false')
      .optional()
      .describe('The stages that run (default: all of facts, summarize, resummarize).'),
  })
  .describe('Sent as context.memory_pipeline: which memory stages the agent runs, to isolate other behaviour.');

/** "k/n": at least k passes in n runs, 1 <= k <= n <= 1000. */
export const MIN_PASS_PATTERN = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/;

/** A per-test k-of-n rule (docs/statistics.md#passk-and-min_pass); reported, and failing the check only with min-pass-fails. */
export const MinPassSchema = z
  .string()
  .regex(MIN_PASS_PATTERN, { error: 'min_pass must be "k/n", e.g. "5/6": at least k passes in n runs' })
  .refine(
    (text) => {
      const [, k, n] = MIN_PASS_PATTERN.exec(text) ?? [];
      return Number(k) >= 1 && Number(k) <= Number(n) && Number(n) <= 1000;
    },
    { error: 'min_pass "k/n" needs 1 <= k <= n <= 1000' },
  )
  .describe('At least k passes in n runs on the pull request, as "k/n" (e.g. "5/6"); a test below it is named in the comment.');

/** min_pass as numbers. */
export function parseMinPass(text: string): { passes: number; runs: number } {
  const [, k, n] = MIN_PASS_PATTERN.exec(text) ?? [];
  return { passes: Number(k), runs: Number(n) };
}
/**
 * The checks a simulated conversation applies on every agent turn (`invariants`) or to decide that
 * the goal is reached (`success_when`): the deterministic assertion keys (no judge, no
 * embeddings), so that a simulated run's turn-level verdicts cost nothing and never wait on a model.
 */
const TurnCheckSchema = AssertionsSchema.omit({ judge_criteria: true, assistant_similar_to: true });

export const InvariantsSchema = TurnCheckSchema.extend({
  never_tools: checkList(id).optional().describe('Tools the agent must never call (TOOL_ARGS_MISMATCH when it does).'),
  never_nodes: checkList(id).optional().describe('Nodes the conversation must never enter (NODE_MISMATCH when it does).'),
});

export const SIMULATION_DEFAULT_MAX_TURNS = 12;

export const SimulatorSpecSchema = z.union([
  z.literal('builtin').describe('The built-in simulator: no model, deterministic per seed and repeat.'),
  z.strictObject({
    model: id.describe('Chat model of an OpenAI-compatible server (--simulator-model wins over it).'),
    temperature: z.number().min(0).max(2).optional().describe('Sampling temperature of the simulator model (default 0.7).'),
  }),
]);

export const SimulationSchema = z.strictObject({
  persona: checkText.describe('Who the simulated user is (the simulator sees it; the judge never does).'),
  goal: checkText.describe('What the simulated user wants from the conversation.'),
  knows: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe('Facts the user discloses when the agent asks for them, e.g. { order_number: AB-12345 }.'),
  unknown: checkList(checkText).optional().describe('Things the user must answer "I don\'t know" to, never invent.'),
  opening: checkText.optional().describe('A fixed first user message; without it the simulator writes the first message.'),
  success_when: TurnCheckSchema.describe(
    'Checked after every agent turn (from min_turns on): when every check passes, the run ends as goal_reached.',
  ),
  invariants: InvariantsSchema.optional().describe(
    'Checked on every agent turn; a violation ends the run as failed (invariant_broken) with the code of the broken check.',
  ),
  within: checkList(
    z.strictObject({
      node: id.describe('Node the conversation must reach.'),
      turns: z.int().min(1).describe('Within this many agent turns.'),
    }),
  )
    .optional()
    .describe('Nodes the conversation must reach within a number of agent turns (NODE_MISMATCH otherwise).'),
  max_turns: z
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe(
      `Agent turns at most (default: defaults.max_turns, else ${SIMULATION_DEFAULT_MAX_TURNS}); the goal not reached by then fails with GOAL_NOT_REACHED.`,
    ),
  min_turns: z.int().min(1).max(100).optional().describe('No goal_reached before this many agent turns (default 1).'),
  success: checkText
    .optional()
    .describe('A criterion the LLM judge grades over the whole transcript after the run; the judge never sees the persona.'),
  simulator: SimulatorSpecSchema.optional().describe(
    'builtin (the default when no simulator model is configured), or {model, temperature} for an OpenAI-compatible chat model.',
  ),
});

export const TestSchema = z.strictObject({
  test_id: id,
  description: z.string().optional(),
  initial_node_id: id,
  seed: z
    .int()
    .optional()
    .describe(
      'Sent to the agent as params.seed by the first run (repeat 0); each later repeat sends its own seed derived from it and the repeat (docs/statistics.md#how-many-runs-per-test).',
    ),
  memory: MemorySchema.optional().describe('Memory the conversation starts with.'),
  tags: z.array(id).optional(),
  repeats: z.int().min(1).max(1000).optional().describe('Runs of this test; overrides defaults.repeats.'),
  dry_run: DryRunSchema.optional().describe('Overrides defaults.dry_run for this test.'),
  memory_pipeline: MemoryPipelineSchema.optional().describe('Overrides defaults.memory_pipeline for this test (the whole object).'),
  min_pass: MinPassSchema.optional(),
  turns: z
    .array(TurnSchema)
    .min(1, 'a test needs at least one turn')
    .optional()
    .describe('A scripted conversation (a test has turns or simulation).'),
  simulation: SimulationSchema.optional().describe('A simulated user with a goal (a test has turns or simulation, never both).'),
  final_assertions: AssertionsSchema.optional(),
});

export const JudgePanelSchema = z
  .strictObject({
    models: z
      .array(id)
      .min(2, 'a judge panel needs at least two models')
      .refine((models) => new Set(models).size === models.length, 'each model may appear once in a judge panel')
      .describe("The judge models asked every question; each passes or fails each criterion at the check's thresholds."),
    rule: z
      .enum(['all', 'majority'])
      .optional()
      .describe('all: a criterion passes only when every model passes it; majority (default): when more than half do, a tie fails.'),
  })
  .describe('A judge panel in place of model and fallback_model (no tiering); disagreements are reported with each check.');

export const LlmJudgeDefaultsSchema = z.strictObject({
  model: id.optional().describe('Primary judge model (complex criteria, confirming failures).'),
  fallback_model: id.optional().describe('Cheaper model for simple criteria.'),
  criteria: z.array(id).optional(),
  panel: JudgePanelSchema.optional(),
});

export const SuiteSchema = z.strictObject({
  $schema: z.string().optional().describe('Path or URL of suite.schema.json, for editors.'),
  version: z.literal('v1', { error: 'version must be "v1", the only suite spec version this tool reads' }),
  suite_id: id,
  description: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  affects: z.array(id).optional().describe('Globs of repository paths whose change makes this suite affected on a pull request.'),
  defaults: z
    .strictObject({
      max_turns: z.int().min(1).optional(),
      repeats: z.int().min(1).max(1000).optional(),
      pass_k: z
        .int()
        .min(1)
        .max(100)
        .optional()
        .describe('The k of pass^k (the chance that k attempts all pass) shown per test and suite; default 3.'),
      min_pass: MinPassSchema.optional().describe('min_pass of every test that does not set its own.'),
      llm_judge: LlmJudgeDefaultsSchema.optional(),
      dry_run: DryRunSchema.optional().describe('context.dry_run for every test; overrides --dry-run and the dry-run input.'),
      memory_pipeline: MemoryPipelineSchema.optional().describe(
        'context.memory_pipeline for every test; overrides --memory-pipeline and the memory-pipeline input.',
      ),
      tool_results: ToolResultsSchema.optional(),
    })
    .optional(),
  tests: z.array(TestSchema).min(1, 'a suite needs at least one test'),
});

export type Suite = z.infer<typeof SuiteSchema>;
export type SuiteTest = z.infer<typeof TestSchema>;
export type SuiteTurn = z.infer<typeof TurnSchema>;
export type Simulation = z.infer<typeof SimulationSchema>;
export type Invariants = z.infer<typeof InvariantsSchema>;
export type SimulatorSpec = z.infer<typeof SimulatorSpecSchema>;
export type Assertions = z.infer<typeof AssertionsSchema>;
export type AssertionKey = keyof Assertions;
export type ExpectedToolCall = z.infer<typeof ExpectedToolCallSchema>;
export type ExpectedFact = z.infer<typeof FactSchema>;
export type JudgeCriteria = z.infer<typeof JudgeCriteriaSchema>;
export type SeedMemory = z.infer<typeof MemorySchema>;
export type MemoryPipelineSpec = z.infer<typeof MemoryPipelineSchema>;

/** Every assertion key of the spec, in schema order; the assertion registry must cover all. */
export const ASSERTION_KEYS = Object.keys(AssertionsSchema.shape) as AssertionKey[];

export const SUITE_SCHEMA_ID = 'https://github.com/agent-eval/agent-eval-action/suites/suite.schema.json';

/** The JSON Schema for editors, generated from the zod schema (committed as suites/suite.schema.json). */
export function suiteJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(SuiteSchema, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
  return { ...schema, $id: SUITE_SCHEMA_ID, title: 'agent-eval suite (spec v1)' };
}
