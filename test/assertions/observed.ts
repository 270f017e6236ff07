// A turn's observed state for assertion tests: a quiet default, overridden per test.
import type { Observed } from '../../src/assertions/types.ts';
import type { ToolCall } from '../../src/results/results-schema.ts';

export function observed(overrides: Partial<Observed> = {}): Observed {
  return {
    scope: 'turn',
    assistant_message: 'Welcome! How can I help you today?',
    node_before: 'start',
    node_after: 'conv_1',
    flow_completed: false,
    tool_calls: [],
    facts_before: {},
    facts_after: {},
    facts_delta: { added: {}, updated: {}, removed: [] },
    next_node_descriptor: null,
    ...overrides,
  };
}

export function call(name: string, args: unknown): ToolCall {
  return { id: null, name, args, source: 'tool_calls' };
}
