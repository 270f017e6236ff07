// The agent protocol as the reference agent serves it: the request it accepts (validated, with the
// protocol's defaults filled in) and the ExecutionResult it returns.
import { z } from 'zod';

export const MEMORY_STAGES = ['facts', 'summarize', 'resummarize'] as const;
export type MemoryStage = (typeof MEMORY_STAGES)[number];

const HistoryEntrySchema = z.looseObject({ role: z.string(), content: z.unknown() });

const FactsSchema = z.union([z.array(z.looseObject({ key: z.string(), value: z.unknown() })), z.record(z.string(), z.unknown())]);
/** Checked by FactsSchema but kept as sent: zod would leave a fact named `__proto__` out of the map it returns. */
const FactsAsSent = z.custom<z.infer<typeof FactsSchema>>((value) => FactsSchema.safeParse(value).success, {
  error: 'must be a list of {key, value} entries or a map of facts',
});

export const ExecuteRequestSchema = z.looseObject({
  context: z.looseObject({
    current_node_id: z.string().min(1).nullable(),
    latest_user_message: z.string(),
    history: z.array(HistoryEntrySchema).default([]),
    memory: z
      .looseObject({
        turn_index: z.int().min(0).default(0),
        facts: FactsAsSent.optional(),
        summary: z.looseObject({ level: z.int().min(0), chunks: z.array(z.unknown()) }).optional(),
      })
      .prefault({}),
    dry_run: z.boolean().default(false),
    memory_pipeline: z
      .looseObject({
        enabled: z.boolean().default(true),
        stages: z.array(z.enum(MEMORY_STAGES)).default([...MEMORY_STAGES]),
      })
      .prefault({}),
  }),
  params: z
    .looseObject({
      temperature: z.number().optional(),
      top_p: z.number().optional(),
      seed: z.int().nullish(),
      enable_tracing: z.boolean().default(true),
    })
    .prefault({}),
  test: z
    .looseObject({
      suite_id: z.string().optional(),
      test_id: z.string().optional(),
      turn_id: z.string().optional(),
      repeat: z.int().optional(),
      conversation_id: z.string().optional(),
    })
    .optional(),
});

export type ExecuteRequest = z.infer<typeof ExecuteRequestSchema>;

/** Why a body is not an execute request, one line per problem (at most five). */
export function describeRequestIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
}

export interface ToolCallRecord {
  id: string;
  name: string;
  args: Record<string, unknown>;
  result: unknown;
  is_error?: boolean;
  latency_ms: number;
}

export interface NodeDescriptor {
  node_id: string;
  type: 'start' | 'conversation' | 'stop';
  prompt: string;
  /** Conversation nodes also list the hidden "-1" stay option, marked hidden. */
  options: { id: string; label: string; hidden?: true }[];
}

export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: unknown; is_error?: boolean };

export interface ExecutionResult {
  current_node_id: string;
  flow_completed: boolean;
  history: { role: string; content: unknown }[];
  memory: Record<string, unknown>;
  assistant_message: string;
  tool_calls: ToolCallRecord[];
  next_node_descriptor: NodeDescriptor;
  messages: { role: 'assistant'; content: ContentBlock[] }[];
  trace_id: string | null;
  /** Degraded decisions of this turn (a model policy that fell back to the flow's rules); empty when none. */
  warnings: string[];
  /** The prompt the engine assembled for the turn, when the request's params.enable_tracing is on. */
  prompt_snapshot?: PromptSnapshot;
}

/**
 * What the agent assembled for its decisions this turn: the prompt of the reply (the node's
 * instructions, the known facts and the summary as system messages, the history window and the
 * user's message, then this turn's tool results), and every request sent to a model, as sent.
 */
export interface PromptSnapshot {
  /** The policy that decided: "rules", or "model:<name>". */
  policy: string;
  /** The model of the last request sent; absent when the rules decided everything. */
  model?: string;
  messages: { role: string; content: unknown }[];
  /** Each request sent to the model this turn, in order; absent with the rules, which ask none. */
  requests?: { step: string; model: string; messages: { role: string; content: string }[] }[];
}
