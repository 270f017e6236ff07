// The openai-chat adapter against a loopback OpenAI-compatible chat completions server with tools:
// one server for the file, each test choosing its replies.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_TOOL_ROUNDS, suitesWithToolResults, toolResultsOf } from '../../src/agent/openai-chat.ts';
import { AgentCallError, type ExecuteRequest } from '../../src/agent/types.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';
import { harness, rejectionOf, turnRequest } from './helpers.ts';

type Reply = { status?: number; body: unknown } | { raw: string };

let server: http.Server;
let base: string;
let script: ((request: Record<string, unknown>, n: number) => Reply) | null = null;
const received: { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const reply = script!(body, received.length);
      if ('raw' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(reply.raw);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  script = null;
});

const completion = (message: Record<string, unknown>, usage?: unknown) => ({
  body: {
    id: 'c',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
    usage,
  },
});
const toolCall = (id: string, name: string, args: unknown) => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});

/** A flow agent that routes with a process_node tool it does not run itself, then answers from the tool's result. */
function flowAgent(request: Record<string, unknown>): Reply {
  const messages = request.messages as Record<string, unknown>[];
  const last = messages.at(-1)!;
  if (last.role === 'tool') {
    const result = JSON.parse(String(last.content)) as { next_node_id: string };
    return completion({ content: `Now at ${result.next_node_id}.` }, { prompt_tokens: 20, completion_tokens: 5 });
  }
  return completion(
    { content: null, tool_calls: [toolCall('call_1', 'process_node', { option_id: 'opt_2' })] },
    { prompt_tokens: 10, completion_tokens: 3 },
  );
}

function withToolResults(results: Record<string, unknown> | undefined, request: ExecuteRequest = turnRequest()) {
  return harness(base, 'http', { protocol: 'openai-chat', model: 'agent-v1', toolResults: () => results })
    .conversation()
    .execute(request);
}

describe('openai-chat adapter', () => {
  it('answers a tool call with the canned result, asks again, and reads the node, tool call, text and usage', async () => {
    script = flowAgent;
    const { turn } = await withToolResults({ process_node: { next_node_id: 'conv_2' } });
    expect(received.map((r) => r.url)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(received[0]!.body).toMatchObject({
      model: 'agent-v1',
      temperature: 0,
      top_p: 1,
      seed: 42,
      messages: [{ role: 'user', content: 'Hello' }],
    });
    expect(received[1]!.body.messages).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: null, tool_calls: [toolCall('call_1', 'process_node', { option_id: 'opt_2' })] },
      { role: 'tool', tool_call_id: 'call_1', content: '{"next_node_id":"conv_2"}' },
    ]);
    expect(turn.tool_calls).toEqual([
      { id: 'call_1', name: 'process_node', args: { option_id: 'opt_2' }, result: { next_node_id: 'conv_2' }, source: 'openai' },
    ]);
    expect(turn.current_node_id).toBe('conv_2');
    expect(turn.assistant_message).toBe('Now at conv_2.');
    expect(turn.usage).toEqual({ input_tokens: 30, output_tokens: 8 });
    expect(turn.warnings).toEqual([]);
  });

  it('replays the whole conversation on the next turn from the history it returned', async () => {
    script = flowAgent;
    const first = await withToolResults({ process_node: { next_node_id: 'conv_2' } });
    const next = turnRequest('t2');
    next.context.history = first.turn.history;
    next.context.latest_user_message = 'It works';
    next.context.current_node_id = first.turn.current_node_id;
    received.length = 0;
    script = () => completion({ content: 'Glad to hear it.' });
    const { turn } = await withToolResults(undefined, next);
    const messages = received[0]!.body.messages as unknown[];
    expect(messages).toHaveLength(5);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'It works' });
    // No process_node call this turn: the node stays where it was.
    expect(turn.current_node_id).toBe('conv_2');
    expect(turn.history).toHaveLength(6);
  });

  it('ends the turn at a call the suite gives no result for, and says so', async () => {
    script = flowAgent;
    const { turn } = await withToolResults({ other_tool: 1 });
    expect(received).toHaveLength(1);
    expect(turn.tool_calls.map((c) => [c.name, c.result])).toEqual([['process_node', undefined]]);
    expect(turn.assistant_message).toBeNull();
    expect(turn.warnings.join('\n')).toContain('the agent asked for "process_node", which the turn\'s tool_results do not give');
  });

  it('fails the turn with ENGINE_ERROR when the agent never stops asking for tools', async () => {
    script = (_req, n) => completion({ content: null, tool_calls: [toolCall(`c${n}`, 'lookup', {})] });
    const error = await rejectionOf(
      harness(base, 'http', { protocol: 'openai-chat', retries: 0, toolResults: () => ({ lookup: 'x' }) })
        .conversation()
        .execute(turnRequest()),
    );
    expect(error).toBeInstanceOf(AgentCallError);
    expect((error as AgentCallError).code).toBe('ENGINE_ERROR');
    expect((error as Error).message).toContain(`after ${MAX_TOOL_ROUNDS} rounds`);
    expect(received).toHaveLength(MAX_TOOL_ROUNDS);
  });

  it('refuses a body that is not a chat completion, and keeps arguments that are not JSON as text with a warning', async () => {
    script = () => ({ body: { error: 'nope' } });
    const h = harness(base, 'http', { protocol: 'openai-chat', retries: 0 });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect((error as Error).message).toMatch(/is not a chat completion \(choices: /);

    script = () => completion({ content: 'ok', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{bad' } }] });
    const { turn } = await withToolResults({});
    expect(turn.tool_calls[0]!.args).toBe('{bad');
    expect(turn.warnings.join('\n')).toContain('function.arguments is not valid JSON');
  });

  it('refuses nesting deeper than the limit and does not retry a rejected token', async () => {
    script = () => ({ raw: `${'['.repeat(300)}${']'.repeat(300)}` });
    const error = await rejectionOf(harness(base, 'http', { protocol: 'openai-chat', retries: 0 }).conversation().execute(turnRequest()));
    expect((error as Error).message).toContain('nested deeper than 256 levels');

    // Arguments are a JSON string inside the reply: their own nesting is held to the same limit.
    const deepArgs = { id: 'c1', type: 'function', function: { name: 'lookup', arguments: `${'{"a":'.repeat(300)}1${'}'.repeat(300)}` } };
    script = () => completion({ content: null, tool_calls: [deepArgs] });
    const nested = await rejectionOf(harness(base, 'http', { protocol: 'openai-chat', retries: 0 }).conversation().execute(turnRequest()));
    expect((nested as AgentCallError).code).toBe('ENGINE_ERROR');
    expect((nested as Error).message).toContain(
      'answered 200, but round 1 tool_calls[0]: function.arguments is JSON nested deeper than 256 levels',
    );

    script = () => ({ status: 401, body: { error: 'bad key' } });
    const denied = await rejectionOf(
      harness(base, 'http', { protocol: 'openai-chat', token: 'sekret' }).conversation().execute(turnRequest()),
    );
    expect((denied as AgentCallError).attempts).toBe(1);
    expect(received.at(-1)!.headers.authorization).toBe('Bearer sekret');
    expect((denied as Error).message).toContain('check the agent token');
  });
});

describe('toolResultsOf', () => {
  it("gives each turn its own tool_results over its suite's defaults", () => {
    const suite = SuiteSchema.parse({
      version: 'v1',
      suite_id: 's',
      defaults: { tool_results: { lookup: { plan: 'basic' }, process_node: { next_node_id: 'a' } } },
      tests: [
        {
          test_id: 't',
          initial_node_id: 'start',
          turns: [
            { turn_id: 'one', user_input: 'x', tool_results: { process_node: { next_node_id: 'b' } } },
            { turn_id: 'two', user_input: 'y' },
          ],
        },
      ],
    });
    const of = toolResultsOf([{ suite }]);
    const test = { suite_id: 's', test_id: 't', repeat: 0, conversation_id: 'c' };
    expect(of({ ...test, turn_id: 'one' })).toEqual({ lookup: { plan: 'basic' }, process_node: { next_node_id: 'b' } });
    expect(of({ ...test, turn_id: 'two' })).toEqual({ lookup: { plan: 'basic' }, process_node: { next_node_id: 'a' } });
    expect(of({ ...test, turn_id: 'three' })).toBeUndefined();
  });
});

describe('suitesWithToolResults', () => {
  it('names the suites that give tool_results, in a turn or in defaults', () => {
    const parse = (extra: Record<string, unknown>, turn: Record<string, unknown> = {}) =>
      SuiteSchema.parse({
        version: 'v1',
        suite_id: 's',
        ...extra,
        tests: [{ test_id: 't', initial_node_id: 'a', turns: [{ turn_id: 'x', user_input: 'y', ...turn }] }],
      });
    expect(
      suitesWithToolResults([
        { file: 'none.yaml', suite: parse({}) },
        { file: 'turn.yaml', suite: parse({}, { tool_results: { f: 1 } }) },
        { file: 'defaults.yaml', suite: parse({ defaults: { tool_results: { f: 1 } } }) },
      ]),
    ).toEqual(['turn.yaml', 'defaults.yaml']);
  });
});
