// The ag-ui adapter against an AG-UI server built with the official @ag-ui/encoder (SSE and
// protobuf), its parsing cross-checked with the official @ag-ui/client. One server for the file;
// each test sets the events it streams.
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { HttpAgent } from '@ag-ui/client';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { AGUI_MEDIA_TYPE, EventEncoder } from '@ag-ui/encoder';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FrameSplitter } from '../../src/agent/ag-ui.ts';
import { MAX_EVENTS_PER_TURN } from '../../src/agent/limits.ts';
import { AgentCallError, type AgentClientOptions } from '../../src/agent/types.ts';
import type { StreamedRun } from '../../src/results/read.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { agentEval } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { harness, rejectionOf, turnRequest } from './helpers.ts';

type Script = (input: RunAgentInput, write: (event: BaseEvent | string) => boolean, res: http.ServerResponse) => void;

let server: http.Server;
let url: string;
let script: Script;
let binary = false;
/** The content type the server answers with, when not the encoder's. */
let contentType: string | null = null;
const inputs: RunAgentInput[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const input = JSON.parse(text) as RunAgentInput;
      inputs.push(input);
      const encoder = new EventEncoder(binary ? { accept: AGUI_MEDIA_TYPE } : {});
      res.writeHead(200, { 'content-type': contentType ?? encoder.getContentType() });
      const write = (event: BaseEvent | string): boolean =>
        res.write(typeof event === 'string' ? event : binary ? encoder.encodeBinary(event) : encoder.encodeSSE(event));
      script(input, write, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  inputs.length = 0;
  binary = false;
  contentType = null;
});

const run = (input: RunAgentInput) => ({ threadId: input.threadId, runId: input.runId });

/** A flow agent: routes with process_node from conv_1 to conv_2, learns a fact, answers. */
function flowEvents(input: RunAgentInput): BaseEvent[] {
  const state = (input.state ?? {}) as Record<string, unknown>;
  return [
    { type: EventType.RUN_STARTED, ...run(input) },
    { type: EventType.STEP_STARTED, stepName: 'conv_1' },
    { type: EventType.STEP_FINISHED, stepName: 'conv_1' },
    { type: EventType.STATE_SNAPSHOT, snapshot: { ...state, current_node: 'conv_2', facts: { user_greeting: 'hello' } } },
    { type: EventType.STATE_DELTA, delta: [{ op: 'add', path: '/facts/issue', value: 'router' }] },
    { type: EventType.TOOL_CALL_START, toolCallId: 'tc1', toolCallName: 'process_node', parentMessageId: 'm1' },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: 'tc1', delta: '{"option_id":' },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: 'tc1', delta: '"opt_2"}' },
    { type: EventType.TOOL_CALL_END, toolCallId: 'tc1' },
    { type: EventType.TOOL_CALL_RESULT, messageId: 'm-tool', toolCallId: 'tc1', content: '{"next_node_id":"conv_2"}' },
    { type: EventType.STEP_STARTED, stepName: 'conv_2' },
    { type: EventType.TEXT_MESSAGE_START, messageId: 'm1', role: 'assistant' },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'm1', delta: 'Technical support ' },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'm1', delta: 'here.' },
    { type: EventType.TEXT_MESSAGE_END, messageId: 'm1' },
    { type: EventType.STEP_FINISHED, stepName: 'conv_2' },
    { type: EventType.RUN_FINISHED, ...run(input) },
  ] as BaseEvent[];
}

function stream(events: (input: RunAgentInput) => (BaseEvent | string)[], end = true): Script {
  return (input, write, res) => {
    for (const event of events(input)) write(event);
    if (end) res.end();
    else res.destroy();
  };
}

const client = (overrides: Partial<AgentClientOptions> = {}) => harness(url, 'http', { protocol: 'ag-ui', retries: 0, ...overrides });

describe('ag-ui adapter', () => {
  it('sends one run per turn and reads node, state, facts, tool calls and text; @ag-ui/client reads the same stream alike', async () => {
    script = stream(flowEvents);
    const request = turnRequest();
    const { turn } = await client().conversation().execute(request);
    expect(inputs[0]).toMatchObject({
      threadId: 'conv-1',
      runId: 'conv-1-t1',
      // A test that seeds no memory: the agent starts from an empty state, not the execute protocol's memory shape.
      state: {},
      messages: [{ id: 'conv-1-m0', role: 'user', content: 'Hello' }],
    });
    expect(turn.current_node_id).toBe('conv_2');
    expect(turn.facts).toEqual({ user_greeting: 'hello', issue: 'router' });
    expect(turn.tool_calls).toEqual([
      { id: 'tc1', name: 'process_node', args: { option_id: 'opt_2' }, result: { next_node_id: 'conv_2' }, source: 'event' },
    ]);
    expect(turn.assistant_message).toBe('Technical support here.');
    expect(turn.warnings).toEqual([]);

    // The official client, against the same server and the same state.
    const agent = new HttpAgent({
      url,
      threadId: 'conv-1',
      initialState: {},
      initialMessages: [{ id: 'u', role: 'user', content: 'Hello' }],
    });
    await agent.runAgent({ runId: 'conv-1-t1' });
    expect(agent.state).toEqual(turn.memory);
    const assistant = agent.messages.filter((m) => m.role === 'assistant');
    expect(assistant.map((m) => m.content).filter(Boolean)).toEqual([turn.assistant_message]);
    const calls = assistant.flatMap((m) => ('toolCalls' in m ? (m.toolCalls ?? []) : []));
    expect(calls.map((c) => ({ id: c.id, name: c.function.name, args: JSON.parse(c.function.arguments) as unknown }))).toEqual(
      turn.tool_calls.map((c) => ({ id: c.id, name: c.name, args: c.args })),
    );
  });

  it('reads the same turn from the protobuf encoding', async () => {
    script = stream(flowEvents);
    const sse = (await client().conversation().execute(turnRequest())).turn;
    binary = true;
    const proto = (await client().conversation().execute(turnRequest())).turn;
    expect(proto.current_node_id).toBe(sse.current_node_id);
    expect(proto.facts).toEqual(sse.facts);
    expect(proto.tool_calls).toEqual(sse.tool_calls);
    expect(proto.assistant_message).toBe(sse.assistant_message);
  });

  it('sends the state back on the next turn and reads the node from a state path when told', async () => {
    script = stream(flowEvents);
    const h = client({ nodeFrom: { kind: 'state', pointer: ['current_node'], text: '/current_node' }, factsPath: '/facts' });
    const first = (await h.conversation().execute(turnRequest())).turn;
    const next = turnRequest('t2');
    next.context.memory = first.memory;
    next.context.history = first.history;
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          {
            type: EventType.STATE_DELTA,
            delta: [
              { op: 'replace', path: '/current_node', value: 'conv_3' },
              { op: 'remove', path: '/facts/issue' },
            ],
          },
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as BaseEvent[],
    );
    const second = (await h.conversation().execute(next)).turn;
    expect(inputs[1]!.state).toEqual(first.memory);
    expect(inputs[1]!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(second.current_node_id).toBe('conv_3');
    expect(second.facts).toEqual({ user_greeting: 'hello' });
  });

  it('keeps a JSON Patch through __proto__ as data, without polluting any prototype', async () => {
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          { type: EventType.STATE_SNAPSHOT, snapshot: { facts: {} } },
          { type: EventType.STATE_DELTA, delta: [{ op: 'add', path: '/facts/__proto__', value: { polluted: true } }] },
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as BaseEvent[],
    );
    const { turn } = await client().conversation().execute(turnRequest());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(turn.facts, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(turn.facts)).toBe(Object.prototype);
  });

  it('applies thousands of small deltas to a large state, keeping the events as they came', async () => {
    const log = Array.from({ length: 50_000 }, (_, i) => i);
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          { type: EventType.STATE_SNAPSHOT, snapshot: { facts: {}, log } },
          ...Array.from({ length: 2000 }, (_, i) => ({
            type: EventType.STATE_DELTA,
            delta: [{ op: 'add', path: `/facts/k${i}`, value: { n: i } }],
          })),
          { type: EventType.STATE_DELTA, delta: [{ op: 'replace', path: '/facts/k0/n', value: -1 }] },
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as BaseEvent[],
    );
    const { turn } = await client().conversation().execute(turnRequest());
    expect(Object.keys(turn.facts)).toHaveLength(2000);
    expect(turn.facts.k0).toEqual({ n: -1 });
    const events = (turn.raw as { events: { delta?: { value: unknown }[] }[] }).events;
    expect(events[2]!.delta![0]!.value).toEqual({ n: 0 });
  });

  it('keeps an event of an unknown type with a warning, and RAW, CUSTOM, reasoning and activity events without one', async () => {
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          `data: ${JSON.stringify({ type: 'FUTURE_EVENT', payload: 1 })}\n\n`,
          { type: EventType.CUSTOM, name: 'handoff', value: { to: 'billing' } },
          { type: EventType.RAW, event: { event: 'on_chain_start', name: 'conv_1' }, source: 'langgraph' },
          { type: EventType.REASONING_START, messageId: 'r1' },
          { type: EventType.REASONING_MESSAGE_CHUNK, messageId: 'r1', delta: 'thinking' },
          { type: EventType.REASONING_END, messageId: 'r1' },
          { type: EventType.ACTIVITY_SNAPSHOT, messageId: 'a1', activityType: 'PLAN', content: { steps: [] } },
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as (BaseEvent | string)[],
    );
    const { turn } = await client().conversation().execute(turnRequest());
    expect(turn.unknown_blocks.map((b) => b.where)).toEqual(['events[1]']);
    expect(turn.warnings).toHaveLength(1);
    expect(turn.warnings[0]).toContain('unknown event type "FUTURE_EVENT"; kept in unknown_blocks');
    const kept = (turn.raw as { events: { type: string }[] }).events.map((e) => e.type);
    expect(kept).toEqual([
      'RUN_STARTED',
      'FUTURE_EVENT',
      'CUSTOM',
      'RAW',
      'REASONING_START',
      'REASONING_MESSAGE_CHUNK',
      'REASONING_END',
      'ACTIVITY_SNAPSHOT',
      'RUN_FINISHED',
    ]);
    expect(turn.current_node_id).toBe('start');
  });

  it('keeps text of a message that was never started, and warns', async () => {
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'ghost', delta: 'Hello there.' },
          { type: EventType.TEXT_MESSAGE_END, messageId: 'ghost' },
          { type: EventType.TEXT_MESSAGE_END, messageId: 'other' },
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as BaseEvent[],
    );
    const { turn } = await client().conversation().execute(turnRequest());
    expect(turn.assistant_message).toBe('Hello there.');
    expect(turn.unknown_blocks.map((b) => b.where)).toEqual(['events[1]', 'events[3]']);
    expect(turn.warnings[0]).toContain('TEXT_MESSAGE_CONTENT for "ghost", which no TEXT_MESSAGE_START began');
    expect(turn.warnings[1]).toContain('TEXT_MESSAGE_END for "other", which no TEXT_MESSAGE_START began');
  });

  it("sends only the seeded state on the first turn, and a map of facts takes the agent's own STATE_DELTA", async () => {
    // An agent whose facts are a map, as a LangGraph state annotation declares them: it adds a key.
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          { type: EventType.STATE_SNAPSHOT, snapshot: { facts: {}, ...(input.state as object) } },
          { type: EventType.STATE_DELTA, delta: [{ op: 'add', path: '/facts/intent', value: 'billing' }] },
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as BaseEvent[],
    );
    const seeded = turnRequest();
    seeded.context.memory = { turn_index: 0, facts: { plan: 'pro' }, summary: { level: 0, chunks: [] } };
    const first = (await client().conversation().execute(seeded)).turn;
    expect(inputs[0]!.state).toEqual({ facts: { plan: 'pro' } });
    expect(first.facts).toEqual({ plan: 'pro', intent: 'billing' });
    expect(first.warnings).toEqual([]);

    // A later turn sends back the state the agent left, whole.
    const next = turnRequest('t2');
    next.context.history = [{ role: 'user', content: 'Hello' }];
    next.context.memory = first.memory;
    await client().conversation().execute(next);
    expect(inputs[1]!.state).toEqual({ facts: { plan: 'pro', intent: 'billing' } });

    // Facts as a list of {key, value} read alike.
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          { type: EventType.STATE_SNAPSHOT, snapshot: { facts: [{ key: 'plan', value: 'pro' }, { nokey: 1 }] } },
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as BaseEvent[],
    );
    const listed = (await client().conversation().execute(turnRequest())).turn;
    expect(listed.facts).toEqual({ plan: 'pro' });
    expect(listed.warnings[0]).toContain('is not a {key, value} entry');
  });

  it('does not retry a protobuf stream that does not decode, and names the cause', async () => {
    binary = true;
    // JSON where length-prefixed protobuf was announced: "{\"ty" reads as a length of about 2 GB.
    script = (_input, write, res) => {
      write('{"type":"RUN_STARTED"}');
      res.end();
    };
    const error = await failure(script, { retries: 2 });
    expect(inputs).toHaveLength(1);
    expect(error.message).toContain(
      'the protobuf stream ended inside a frame: its 4-byte big-endian length says 2065855609 bytes, 18 came',
    );
    expect(error.message).toContain('(not retried)');

    // A whole frame whose bytes are not an event.
    inputs.length = 0;
    const garbage = Buffer.from([0, 0, 0, 3, 0xff, 0xff, 0xff]);
    const frame = await failure((_input, _write, res) => res.end(garbage), { retries: 2 });
    expect(inputs).toHaveLength(1);
    expect(frame.message).toContain('protobuf frame 0 (3 bytes) is not an AG-UI event');
  });

  const failure = async (events: Script, overrides: Partial<AgentClientOptions> = {}): Promise<AgentCallError> => {
    script = events;
    const error = await rejectionOf(client(overrides).conversation().execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect((error as AgentCallError).code).toBe('ENGINE_ERROR');
    return error as AgentCallError;
  };

  it('fails the turn on RUN_ERROR mid-run, a patch of a missing path, an invalid event and a stream closed early', async () => {
    const runError = await failure(
      stream(
        (input) =>
          [
            { type: EventType.RUN_STARTED, ...run(input) },
            { type: EventType.RUN_ERROR, message: 'model quota exceeded', code: 'QUOTA' },
            { type: EventType.RUN_FINISHED, ...run(input) },
          ] as BaseEvent[],
      ),
    );
    expect(runError.message).toContain('RUN_ERROR QUOTA: "model quota exceeded"');

    const missing = await failure(
      stream(
        (input) =>
          [
            { type: EventType.RUN_STARTED, ...run(input) },
            { type: EventType.STATE_DELTA, delta: [{ op: 'replace', path: '/facts/nothing/here', value: 1 }] },
          ] as BaseEvent[],
      ),
    );
    expect(missing.message).toContain('events[1] STATE_DELTA does not apply to the state: operation 0 (replace "/facts/nothing/here")');

    contentType = 'application/json';
    const notAStream = await failure((_input, _write, res) => res.end('{"detail":"Not Found"}'));
    contentType = null;
    expect(notAStream.message).toContain(
      'not an AG-UI event stream (text/event-stream or application/vnd.ag-ui.event+proto): {"detail":"Not Found"}',
    );

    const invalid = await failure(stream(() => [`data: ${JSON.stringify({ type: 'STEP_STARTED' })}\n\n`]));
    expect(invalid.message).toContain('events[0] is not a valid STEP_STARTED event (stepName:');

    const early = await failure(stream(flowEvents, false));
    expect(early.message).toMatch(/closed before the whole answer|ECONNRESET/);
    const ended = await failure(stream((input) => flowEvents(input).slice(0, -1)));
    expect(ended.message).toContain('the event stream ended before RUN_FINISHED (after 16 events)');
  });

  it('cuts an endless stream at the event limit', async () => {
    const endless = await failure((input, write, res) => {
      write({ type: EventType.RUN_STARTED, ...run(input) } as BaseEvent);
      const more = (): void => {
        while (!res.destroyed && write({ type: EventType.TEXT_MESSAGE_CHUNK, messageId: 'm', delta: 'la' } as BaseEvent));
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    });
    expect(endless.message).toContain(`the run sent more than ${MAX_EVENTS_PER_TURN} events`);
  });

  it('cuts a 50 MiB event at the size limit', async () => {
    const huge = await failure((input, write, res) => {
      write({ type: EventType.RUN_STARTED, ...run(input) } as BaseEvent);
      write('data: {"type":"TEXT_MESSAGE_CHUNK","delta":"');
      const block = 'x'.repeat(1024 * 1024);
      let sent = 0;
      const more = (): void => {
        while (!res.destroyed && sent < 50 && write(block)) sent++;
        if (!res.destroyed && sent < 50) res.once('drain', more);
        else if (!res.destroyed) res.end('"}\n\n');
      };
      more();
    });
    expect(huge.message).toContain('more than the 10 MiB a reply may have');
  });
});

/** The hostile delta: `add /b`, then `copy /b -> /b/-` forty times, each copy doubling the state (2 KB of patch). */
const DOUBLING = [
  { op: 'add', path: '/b', value: ['x'.repeat(1000)] },
  ...Array.from({ length: 40 }, () => ({ op: 'copy', from: '/b', path: '/b/-' })),
];

describe('ag-ui state bounds', () => {
  const refused = async (events: BaseEvent[]): Promise<AgentCallError> => {
    script = stream(
      (input) =>
        [{ type: EventType.RUN_STARTED, ...run(input) }, ...events, { type: EventType.RUN_FINISHED, ...run(input) }] as BaseEvent[],
    );
    const error = await rejectionOf(client().conversation().execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect((error as AgentCallError).code).toBe('ENGINE_ERROR');
    return error as AgentCallError;
  };

  it('refuses the 41-operation doubling STATE_DELTA at the copy that would pass 10 MiB, over SSE and protobuf', async () => {
    expect(JSON.stringify(DOUBLING).length).toBeLessThan(3000);
    const before = process.memoryUsage().heapUsed;
    for (const encoding of ['sse', 'protobuf']) {
      binary = encoding === 'protobuf';
      const error = await refused([{ type: EventType.STATE_DELTA, delta: DOUBLING } as BaseEvent]);
      expect(error.message).toContain('events[1] STATE_DELTA refused: the state would exceed 10 MiB at operation 14 (copy "/b" -> "/b/-")');
    }
    // The state was cut at 10 MiB of JSON, not left to double 40 times.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(300 * 1024 * 1024);
  });

  it('refuses a delta that nests the state past 256 levels, and counts a snapshot as the start of the estimate', async () => {
    let deep: unknown = {};
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const error = await refused([
      { type: EventType.STATE_SNAPSHOT, snapshot: { x: deep } },
      // The snapshot already holds 202 levels: the value adds 100 more under /x.
      { type: EventType.STATE_DELTA, delta: [{ op: 'copy', from: '/x', path: `/x${'/a'.repeat(100)}/b` }] },
    ] as BaseEvent[]);
    expect(error.message).toContain(
      'events[2] STATE_DELTA refused: the state would be nested deeper than 256 levels at operation 0 (copy "/x" -> "/x/a/a',
    );
  });

  it('keeps a large legal state over many deltas that copy and replace within it', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, note: 'n'.repeat(100) }));
    script = stream(
      (input) =>
        [
          { type: EventType.RUN_STARTED, ...run(input) },
          { type: EventType.STATE_SNAPSHOT, snapshot: { facts: {}, rows } },
          ...Array.from({ length: 500 }, (_, i) => ({
            type: EventType.STATE_DELTA,
            delta: [
              { op: 'copy', from: `/rows/${i}`, path: `/facts/r${i}` },
              { op: 'replace', path: `/rows/${i}/note`, value: 'done' },
            ],
          })),
          { type: EventType.RUN_FINISHED, ...run(input) },
        ] as BaseEvent[],
    );
    const { turn } = await client().conversation().execute(turnRequest());
    expect(JSON.stringify(turn.memory).length).toBeGreaterThan(2 * 1024 * 1024);
    expect(Object.keys(turn.facts)).toHaveLength(500);
    expect(turn.facts.r499).toEqual({ id: 499, note: 'n'.repeat(100) });
    expect((turn.memory.rows as { note: string }[])[499]!.note).toBe('done');
  });

  it('refuses the run through the CLI as ENGINE_ERROR naming the operation, and writes the other runs, the results and the report', async () => {
    // Only the test "hostile" gets the doubling delta; every other test gets the flow agent's answer.
    script = stream((input) => {
      const test = (input.forwardedProps as { agent_eval: { test: { test_id: string } } }).agent_eval.test;
      if (test.test_id !== 'hostile') return flowEvents(input);
      return [
        { type: EventType.RUN_STARTED, ...run(input) },
        { type: EventType.STATE_DELTA, delta: DOUBLING },
        { type: EventType.RUN_FINISHED, ...run(input) },
      ] as BaseEvent[];
    });
    const dir = await tempDir('ag-ui-bounds');
    {
      const tests = ['before', 'hostile', 'after']
        .map(
          (id) =>
            `  - test_id: ${id}\n    initial_node_id: conv_1\n    turns:\n      - turn_id: t1\n        user_input: hello\n        expected:\n          next_node_id: conv_2\n`,
        )
        .join('');
      await writeFile(join(dir, 'flow.yaml'), `version: v1\nsuite_id: flow\ndefaults: { repeats: 2 }\ntests:\n${tests}`);
      const before = process.memoryUsage().heapUsed;
      const r = await agentEval(
        ['run', '--protocol', 'ag-ui', '--target', url, '--retries', '0', '--concurrency', '2', '--out', 'out', 'flow.yaml'],
        { cwd: dir },
      );
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(400 * 1024 * 1024);
      expect(r.code, r.stderr).toBe(1);
      const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
      expect(results.run.complete).toBe(true);
      expect(results.counts).toMatchObject({ planned: 6, passed: 4, errored: 2 });
      const runs = (await readFile(join(dir, 'out', 'results.jsonl'), 'utf8')).trim().split('\n');
      expect(runs).toHaveLength(6);
      const hostile = runs.map((l) => JSON.parse(l) as StreamedRun).filter((l) => l.test_id === 'hostile');
      expect(hostile).toHaveLength(2);
      for (const line of hostile) {
        expect(line.run.outcome).toBe('errored');
        expect(line.run.error?.code).toBe('ENGINE_ERROR');
        expect(line.run.error?.message).toContain(
          'STATE_DELTA refused: the state would exceed 10 MiB at operation 14 (copy "/b" -> "/b/-")',
        );
      }
      expect(await readFile(join(dir, 'out', 'report.md'), 'utf8')).toContain('hostile');
    }
  }, 60_000);
});

describe('FrameSplitter', () => {
  it('splits length-prefixed frames across chunks, and holds a partial frame', () => {
    const frame = (bytes: number[]) => {
      const b = Buffer.alloc(4 + bytes.length);
      b.writeUInt32BE(bytes.length, 0);
      Buffer.from(bytes).copy(b, 4);
      return b;
    };
    const all = Buffer.concat([frame([1, 2, 3]), frame([]), frame([9])]);
    const splitter = new FrameSplitter();
    const out = [...splitter.push(all.subarray(0, 2)), ...splitter.push(all.subarray(2, 9)), ...splitter.push(all.subarray(9, 14))];
    expect(out.map((f) => [...f])).toEqual([[1, 2, 3], []]);
    expect(splitter.pending).toBe(3);
    expect([...splitter.push(all.subarray(14))].map((f) => [...f])).toEqual([[9]]);
    expect(splitter.pending).toBe(0);
  });
});
