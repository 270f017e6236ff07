// Shared set-up for the transport tests: a request body, a client against the fake, a sleep recorder.
import { createAgentClient } from '../../src/agent/client.ts';
import type { AgentClient, AgentClientOptions, AgentConversation, ExecuteRequest } from '../../src/agent/types.ts';

export function turnRequest(turnId = 't1'): ExecuteRequest {
  return {
    context: {
      current_node_id: 'start',
      latest_user_message: 'Hello',
      history: [],
      memory: { turn_index: 0, facts: [], summary: { level: 0, chunks: [] } },
      dry_run: false,
      memory_pipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    },
    params: { temperature: 0, top_p: 1, seed: 42, enable_tracing: true },
    test: { suite_id: 's', test_id: 't', turn_id: turnId, repeat: 0, conversation_id: 'conv-1' },
  };
}

export interface Harness {
  client: AgentClient;
  /** Backoff waits the client asked for, in ms; the waits themselves are skipped. */
  sleeps: number[];
  conversation(id?: string): AgentConversation;
  closeAll(): Promise<void>;
}

export function harness(target: string, transport: 'http' | 'ws', overrides: Partial<AgentClientOptions> = {}): Harness {
  const sleeps: number[] = [];
  const opened: AgentConversation[] = [];
  const client = createAgentClient({
    target,
    transport,
    timeoutMs: 10_000,
    retries: 2,
    backoffMs: 100,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  return {
    client,
    sleeps,
    conversation: (id = 'conv-1') => {
      const conversation = client.conversation(id);
      opened.push(conversation);
      return conversation;
    },
    closeAll: async () => {
      await Promise.all(opened.map((c) => c.close()));
    },
  };
}

/** The rejection of a promise, for assertions on its fields. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected the promise to reject, but it resolved');
}
