// Drives the reference agent the way a harness does: the caller keeps the state and sends it back.
import type { Engine } from '../../src/reference-agent/engine.ts';
import { ExecuteRequestSchema, type ExecutionResult } from '../../src/reference-agent/protocol.ts';

export interface ConversationState {
  current_node_id: string | null;
  history: { role: string; content: unknown }[];
  memory: Record<string, unknown>;
}

export function initialState(node = 'start', memory: Record<string, unknown> = {}): ConversationState {
  return { current_node_id: node, history: [], memory };
}

/** A full execute body with the protocol's defaults; `context` overrides them. */
export function requestBody(
  state: ConversationState,
  message: string,
  context: Record<string, unknown> = {},
  turnId = 't',
): Record<string, unknown> {
  return {
    context: {
      ...state,
      latest_user_message: message,
      dry_run: false,
      memory_pipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
      ...context,
    },
    params: { temperature: 0, top_p: 1, seed: 42, enable_tracing: true },
    test: { suite_id: 's', test_id: 't', turn_id: turnId, repeat: 0, conversation_id: 'conversation-1' },
  };
}

export function nextState(result: ExecutionResult): ConversationState {
  return { current_node_id: result.current_node_id, history: result.history, memory: result.memory };
}

export function factMap(memory: Record<string, unknown>): Record<string, unknown> {
  const facts = memory.facts as { key: string; value: unknown }[];
  return Object.fromEntries(facts.map((f) => [f.key, f.value]));
}

/** Plays the messages in order and returns every result. */
export async function play(engine: Engine, messages: string[], start: ConversationState = initialState()): Promise<ExecutionResult[]> {
  const results: ExecutionResult[] = [];
  let state = start;
  for (const message of messages) {
    const result = await engine.execute(ExecuteRequestSchema.parse(requestBody(state, message)));
    results.push(result);
    state = nextState(result);
  }
  return results;
}
