// docs/protocol.md's examples on the wire: the product's own HTTP and WebSocket clients, against a
// loopback agent, send the documented request and read the documented replies (the fixtures of
// test/fixtures/protocol/) into the documented turn, and the documented error into a failed turn.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { AgentCallError, type AgentClientOptions, type ExecuteRequest } from '../../src/agent/types.ts';
import { okResult, startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';

const FIXTURES = new URL('../fixtures/protocol/', import.meta.url);
const json = <T = Record<string, unknown>>(file: string): T => JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as T;

const request = json<ExecuteRequest>('http-request.json');
const execute = json<{ id: string; traceparent: string }>('ws-execute.json');
const TOKEN = 'documented-agent-token';

let agent: FakeAgent;
beforeEach(async () => {
  agent = await startFakeAgent({ token: TOKEN });
});
afterEach(async () => {
  await agent.close();
});

function client(transport: 'http' | 'ws') {
  const options: AgentClientOptions = {
    target: agent.url,
    transport,
    token: TOKEN,
    timeoutMs: 10_000,
    retries: 0,
    headers: () => ({ traceparent: execute.traceparent }),
  };
  return createAgentClient(options);
}

const documentedTurn = {
  current_node_id: 'conv_2',
  flow_completed: false,
  assistant_message: 'Technical support here. Please restart your router and tell me how it goes.',
  facts: { user_greeting: 'hello' },
  warnings: [],
  unknown_blocks: [],
};

describe('the protocol examples on the wire', () => {
  it('HTTP: the client posts the documented request with the documented headers, and reads the documented reply', async () => {
    agent.reply({ body: json('http-reply.json') });
    const conversation = client('http').conversation(request.test.conversation_id);
    const { turn } = await conversation.execute(request);
    await conversation.close();
    const [sent] = agent.requests;
    expect(sent!.url).toBe('/execute');
    expect(sent!.body).toEqual(request);
    expect(sent!.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${TOKEN}`,
      traceparent: execute.traceparent,
    });
    expect(turn).toMatchObject(documentedTurn);
    expect(turn.tool_calls.map((c) => c.name)).toEqual(['process_node']);
  });

  it('WebSocket: the client sends the documented execute message, reads the documented events and result, and fails on the documented error', async () => {
    const events = ['ws-event-tool-use.json', 'ws-event-tool-result.json', 'ws-event-debug.json'].map((file) => json(file)['event']);
    const error = json<{ error: { code: string; message: string } }>('ws-error.json').error;
    agent.reply({ body: okResult() }, { events, body: json('ws-result.json')['result'] }, { error });
    const conversation = client('ws').conversation(request.test.conversation_id);
    // The example is the conversation's second turn.
    await conversation.execute({ ...request, context: { ...request.context, current_node_id: 'start', history: [] } });
    const { turn } = await conversation.execute(request);
    const failed = await conversation.execute(request).catch((e: unknown) => e);
    await conversation.close();

    const sent = agent.requests[1]!;
    expect(sent.url).toBe('/internal/agent/test');
    expect(sent.socket).toBe(1);
    const { id, ...rest } = sent.body;
    const { id: documentedId, ...documented } = execute as unknown as Record<string, unknown>;
    expect(rest).toEqual(documented);
    // `<conversation id>:<message number>:<random>`, as documented.
    expect(String(id).replace(/[0-9a-f]{8}$/, '')).toBe(String(documentedId).replace(/[0-9a-f]{8}$/, ''));

    expect(turn).toMatchObject(documentedTurn);
    expect(turn.tool_calls).toMatchObject([{ id: 'call_2_1', name: 'process_node', result: { next_node_id: 'conv_2' }, source: 'event' }]);
    expect(turn.prompt_snapshots).toHaveLength(1);

    expect(failed).toBeInstanceOf(AgentCallError);
    expect(failed).toMatchObject({ code: 'ENGINE_ERROR' });
    expect((failed as Error).message).toContain(`reported an error (${error.code}): ${error.message}`);
  });
});
