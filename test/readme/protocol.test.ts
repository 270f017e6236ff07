// docs/protocol.md shows an agent author one turn over HTTP and over WebSocket. Its examples are the
// fixtures in test/fixtures/protocol/, and this file checks that they are true: the request is what
// the runner sends for that turn of the demo suite, the reference agent accepts it, each reply
// normalises with no warning into the turn the doc describes, and the doc holds every fixture verbatim.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseResult } from '../../src/agent/normalise.ts';
import { AgentCallError, type AgentClient, type AgentTurn, type ExecuteRequest } from '../../src/agent/types.ts';
import type { Judge } from '../../src/judge/types.ts';
import { createEngine } from '../../src/reference-agent/engine.ts';
import { DEMO_FLOW_FILE, loadFlowFile } from '../../src/reference-agent/flow.ts';
import { ExecuteRequestSchema } from '../../src/reference-agent/protocol.ts';
import { playConversation } from '../../src/runner/conversation.ts';
import { FULL_MEMORY_PIPELINE } from '../../src/runner/isolation.ts';
import { planJobs } from '../../src/runner/plan.ts';
import { loadSuites } from '../../src/suite/loader.ts';

const FIXTURES = new URL('../fixtures/protocol/', import.meta.url);
const DOC = new URL('../../docs/protocol.md', import.meta.url);
const FILES = [
  'http-request.json',
  'http-reply.json',
  'ws-execute.json',
  'ws-event-tool-use.json',
  'ws-event-tool-result.json',
  'ws-event-debug.json',
  'ws-result.json',
  'ws-error.json',
] as const;

const text = (file: string): string => readFileSync(new URL(file, FIXTURES), 'utf8');
const json = <T = Record<string, unknown>>(file: string): T => JSON.parse(text(file)) as T;

/** A judge that is not configured: the demo turns shown ask none. */
const noJudge: Judge = {
  configured: false,
  judge: () => Promise.reject(new Error('no judge in this test')),
  similarity: () => Promise.reject(new Error('no judge in this test')),
  usage: () => {
    throw new Error('no judge in this test');
  },
};

/** The requests the runner sends for demo_routing › technical_support_resolved, answered by the reference engine. */
async function runnerRequests(): Promise<ExecuteRequest[]> {
  const engine = createEngine({ flow: await loadFlowFile(DEMO_FLOW_FILE), now: () => 0 });
  const suitesDir = new URL('../../suites/', import.meta.url).pathname;
  const { suites } = await loadSuites(['demo-routing.yaml'], { cwd: suitesDir });
  const planned = planJobs(suites, { repeats: 1 }).find((j) => j.test.test_id === 'technical_support_resolved')!;
  // The fresh id the run mints for the conversation, as the examples show it.
  const job = { ...planned, threadId: '6f1c2a9e-4b7d-4e38-a5c1-93d0e2b7f416' };
  const sent: ExecuteRequest[] = [];
  const client: AgentClient = {
    target: 'http://agent.test',
    transport: 'http',
    conversation: () => ({
      async execute(request) {
        sent.push(structuredClone(request));
        // Two turns are enough: the example is the second.
        if (sent.length > 2) throw new AgentCallError('ENGINE_ERROR', 'the example stops here', 1);
        const reply = await engine.execute(ExecuteRequestSchema.parse(structuredClone(request)));
        return { turn: normaliseResult(JSON.parse(JSON.stringify(reply))), attempts: 1, latency_ms: 0 };
      },
      close: () => Promise.resolve(),
    }),
  };
  await playConversation(
    job,
    { dryRun: false, memoryPipeline: FULL_MEMORY_PIPELINE, enableTracing: true, judgeFailedTurns: false },
    { client, judge: noJudge, now: () => 0, signal: new AbortController().signal },
  );
  return sent;
}

/** What docs/protocol.md says the example reply becomes, over either transport. */
function expectTheDocumentedTurn(turn: AgentTurn): void {
  expect(turn.warnings).toEqual([]);
  expect(turn.unknown_blocks).toEqual([]);
  expect(turn).toMatchObject({
    current_node_id: 'conv_2',
    flow_completed: false,
    assistant_message: 'Technical support here. Please restart your router and tell me how it goes.',
    facts: { user_greeting: 'hello' },
    trace_id: 'd5bf982310890b1a15e9c69df001f069',
  });
  expect(turn.tool_calls).toHaveLength(1);
  expect(turn.tool_calls[0]).toMatchObject({
    id: 'call_2_1',
    name: 'process_node',
    args: { current_node_id: 'conv_1', option_id: 'opt_2' },
    result: { next_node_id: 'conv_2' },
  });
  expect(turn.prompt_snapshots?.map((s) => (s.snapshot as { model: string }).model)).toEqual(['gpt-4.1-mini']);
  expect((turn.next_node_descriptor as { options: unknown[] }).options).toHaveLength(3);
}

describe('the protocol examples', () => {
  let requests: ExecuteRequest[];
  beforeAll(async () => {
    requests = await runnerRequests();
  });

  it('show the request the runner sends for the second turn of the demo routing test', () => {
    expect(requests[1]).toEqual(json('http-request.json'));
  });

  it('show a request the reference agent accepts as sent, with nothing left to default', () => {
    const request = json('http-request.json');
    const parsed = ExecuteRequestSchema.safeParse(request);
    expect(parsed.success && parsed.data).toEqual(request);
  });

  it('send the same body over WebSocket, with the message type, its id and the trace context', () => {
    const { type, id, traceparent, ...body } = json<{ type: string; id: string; traceparent: string; test: { conversation_id: string } }>(
      'ws-execute.json',
    );
    expect(type).toBe('execute');
    expect(body).toEqual(json('http-request.json'));
    // The client names each message `<conversation id>:<messages sent on the socket>:<random>`.
    const conversationId = body.test.conversation_id;
    expect(id).toMatch(new RegExp(`^${conversationId}:2:[0-9a-f]{8}$`));
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
  });

  it('show an HTTP reply that becomes the documented turn with no warning', () => {
    const turn = normaliseResult(json('http-reply.json'));
    expectTheDocumentedTurn(turn);
    expect(turn.tool_calls[0]).toMatchObject({ source: 'tool_calls', latency_ms: 3 });
    expect(turn.usage).toEqual({ input_tokens: 412, output_tokens: 23 });
  });

  it('show WebSocket messages for the turn that become the same turn with no warning', () => {
    const id = json('ws-execute.json')['id'];
    const events = ['ws-event-tool-use.json', 'ws-event-tool-result.json', 'ws-event-debug.json'].map((file) => json(file));
    const result = json('ws-result.json');
    for (const message of [...events, result]) expect(message['id']).toBe(id);
    expect(events.map((e) => e['type'])).toEqual(['event', 'event', 'event']);
    expect(result['type']).toBe('result');
    const turn = normaliseResult(
      result['result'],
      events.map((e) => e['event']),
    );
    expectTheDocumentedTurn(turn);
    expect(turn.tool_calls[0]).toMatchObject({ source: 'event' });
  });

  it('show an error message the client reads', () => {
    const message = json<{ type: string; id: string; error: { code: string; message: string } }>('ws-error.json');
    expect(message).toEqual({
      type: 'error',
      id: json('ws-execute.json')['id'],
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it.each(FILES)('are in docs/protocol.md verbatim: %s', (file) => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc).toContain(`\`\`\`json\n${text(file).trim()}\n\`\`\``);
  });
});
