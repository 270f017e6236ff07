// An AG-UI endpoint in front of an agent that speaks execute (the reference agent): each AG-UI run
// becomes one POST /execute, and its ExecutionResult is streamed back as AG-UI events built with
// the official @ag-ui/encoder, the node as STEP_STARTED and the memory as STATE_SNAPSHOT (with the
// node at /current_node and the facts at /facts). What a team wrapping its flow engine would write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';

export interface AgUiWrapper {
  url: string;
  close(): Promise<void>;
}

export async function startAgUiWrapper(executeUrl: string): Promise<AgUiWrapper> {
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      void answer(JSON.parse(text) as RunAgentInput, req.headers.accept, res, executeUrl).catch((e: unknown) => {
        res.destroy(e instanceof Error ? e : new Error(String(e)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function answer(input: RunAgentInput, accept: string | undefined, res: http.ServerResponse, executeUrl: string): Promise<void> {
  const { current_node: node, ...memory } = (input.state ?? {}) as Record<string, unknown>;
  const harness = (input.forwardedProps as { agent_eval?: Record<string, unknown> } | undefined)?.agent_eval ?? {};
  const messages = input.messages.map((m) => ({ role: m.role, content: m.content }));
  const latest = messages.pop();
  const reply = await fetch(`${executeUrl}/execute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      context: {
        current_node_id: typeof node === 'string' ? node : harness.current_node_id,
        latest_user_message: latest?.content ?? '',
        history: messages,
        memory,
        dry_run: harness.dry_run ?? false,
        memory_pipeline: harness.memory_pipeline ?? { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
      },
      params: { temperature: 0, top_p: 1, seed: harness.seed ?? null, enable_tracing: false },
      test: harness.test,
    }),
  });
  const result = (await reply.json()) as {
    current_node_id: string;
    assistant_message?: string;
    memory?: Record<string, unknown>;
    tool_calls?: { id: string; name: string; args: unknown; result?: unknown }[];
  };
  const encoder = new EventEncoder(accept === undefined ? {} : { accept });
  res.writeHead(200, { 'content-type': encoder.getContentType() });
  const run = { threadId: input.threadId, runId: input.runId };
  const events: BaseEvent[] = [
    { type: EventType.RUN_STARTED, ...run },
    { type: EventType.STEP_STARTED, stepName: result.current_node_id },
    { type: EventType.STATE_SNAPSHOT, snapshot: { ...result.memory, current_node: result.current_node_id } },
  ] as BaseEvent[];
  for (const call of result.tool_calls ?? []) {
    events.push(
      { type: EventType.TOOL_CALL_START, toolCallId: call.id, toolCallName: call.name } as BaseEvent,
      { type: EventType.TOOL_CALL_ARGS, toolCallId: call.id, delta: JSON.stringify(call.args ?? {}) } as BaseEvent,
      { type: EventType.TOOL_CALL_END, toolCallId: call.id } as BaseEvent,
    );
    if (call.result !== undefined)
      events.push({
        type: EventType.TOOL_CALL_RESULT,
        messageId: `${call.id}-r`,
        toolCallId: call.id,
        content: JSON.stringify(call.result),
      } as BaseEvent);
  }
  if (result.assistant_message) {
    const messageId = `${input.runId}-a`;
    events.push(
      { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' } as BaseEvent,
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: result.assistant_message } as BaseEvent,
      { type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent,
    );
  }
  events.push(
    { type: EventType.STEP_FINISHED, stepName: result.current_node_id } as BaseEvent,
    { type: EventType.RUN_FINISHED, ...run } as BaseEvent,
  );
  for (const event of events) res.write(encoder.encodeSSE(event));
  res.end();
}
