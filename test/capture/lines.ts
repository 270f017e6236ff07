// Export lines in the protocol's shape ({conversation_id, request, response}) for the capture tests.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TurnSpec {
  node: string | null;
  user: string;
  memory?: unknown;
  reply: Record<string, unknown>;
}

export function exportLine(conversationId: string, turn: TurnSpec, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    conversation_id: conversationId,
    request: {
      context: { current_node_id: turn.node, latest_user_message: turn.user, history: [], memory: turn.memory ?? { facts: [] } },
      params: { temperature: 0, top_p: 1, seed: null, enable_tracing: false },
    },
    response: turn.reply,
    ...extra,
  });
}

/** A reply of a flow agent: the node after the turn, one process_node call, the facts after it. */
export function reply(
  node: string,
  args: Record<string, unknown>,
  facts: { key: string; value: unknown }[] = [],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    current_node_id: node,
    flow_completed: false,
    assistant_message: `Now at ${node}.`,
    memory: { facts },
    tool_calls: [{ id: `call_${node}`, name: 'process_node', args }],
    ...extra,
  };
}

export async function writeLines(dir: string, name: string, lines: readonly string[]): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}
