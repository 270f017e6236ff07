// The a2a adapter against an A2A agent served with the official @a2a-js/sdk (streaming and not,
// with and without agent_eval.state): one server for the file, each test setting its behaviour.
import { setTimeout as delay } from 'node:timers/promises';
import { TaskState } from '@a2a-js/sdk';
import type { AgentExecutor } from '@a2a-js/sdk/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A2A_STATE_EXTENSION, AgentCardError, POLL_MS } from '../../src/agent/a2a.ts';
import { A2A_STATE_KEYS } from '../../src/agent/protocols.ts';
import { AgentCallError, type AgentClientOptions } from '../../src/agent/types.ts';
import {
  A2A_STATE_EXTENSION_URI,
  dataPart,
  replyWith,
  sampleTask,
  startA2aServer,
  taskWith,
  textPart,
  type A2aServer,
  type A2aServerOptions,
} from '../fakes/a2a-server.ts';
import { harness, rejectionOf, turnRequest } from './helpers.ts';

let server: A2aServer;
let executor: AgentExecutor;
const options: A2aServerOptions = { streaming: false, declaresState: false, returnImmediately: false };

beforeAll(async () => {
  server = await startA2aServer(() => executor, options);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  Object.assign(options, {
    streaming: false,
    declaresState: false,
    returnImmediately: false,
    interfaceUrl: undefined,
    raw: undefined,
    rawCard: undefined,
    cardStatus: undefined,
  });
});

const client = (overrides: Partial<AgentClientOptions> = {}) => harness(server.url, 'http', { protocol: 'a2a', retries: 0, ...overrides });

const state = {
  current_node_id: 'conv_2',
  facts: { issue: 'router' },
  tool_calls: [{ id: 'c1', name: 'process_node', args: { option_id: 'opt_2' } }],
};

describe('a2a adapter', () => {
  it('finds the endpoint in the Agent Card and reads a completed task: the artifact then the final message, node, facts and tool calls from agent_eval.state', async () => {
    executor = taskWith(() => ({
      parts: [textPart('Technical support here.'), dataPart({ agent_eval: { state } })],
      artifact: [dataPart({ ticket: 7 })],
    }));
    const h = client();
    const { turn } = await h.conversation().execute(turnRequest());
    expect(server.requests.map((r) => r.method)).toEqual(['SendMessage']);
    expect(server.requests[0]!.params.message).toMatchObject({ contextId: 'conv-1', role: 'ROLE_USER', parts: [{ text: 'Hello' }] });
    // The artifact's data part, then the final status message's text; the state holder is not said.
    expect(turn.assistant_message).toBe('{"ticket":7}\nTechnical support here.');
    expect(turn.current_node_id).toBe('conv_2');
    expect(turn.facts).toEqual({ issue: 'router' });
    expect(turn.tool_calls).toEqual([{ id: 'c1', name: 'process_node', args: { option_id: 'opt_2' }, source: 'tool_calls' }]);
    expect((turn.raw as { artifacts: unknown[] }).artifacts).toEqual([
      { artifactId: 'a1', name: 'result', parts: [{ data: { ticket: 7 }, mediaType: 'application/json' }] },
    ]);
    expect(await h.client.declares!(new AbortController().signal)).toEqual([]);
  });

  it('streams when the card offers it, with the same turn as without', async () => {
    executor = taskWith(() => ({ parts: [textPart('Streamed.')], artifact: [textPart('from the artifact')] }));
    options.streaming = true;
    const { turn } = await client().conversation().execute(turnRequest());
    expect(server.requests.map((r) => r.method)).toEqual(['SendStreamingMessage']);
    expect(turn.assistant_message).toBe('from the artifact\nStreamed.');
    // No agent_eval.state: the node and facts stay as they were.
    expect(turn.current_node_id).toBe('start');
    expect(turn.facts).toEqual({});
    expect(turn.warnings).toEqual([]);
  });

  it('reads a direct message reply, with agent_eval.state in its metadata, and keeps one context per conversation', async () => {
    executor = replyWith(() => ({
      parts: [textPart('Hi!')],
      metadata: { agent_eval: { state: { current_node_id: 'menu', facts: [{ key: 'name', value: 'Ada' }] } } },
    }));
    options.declaresState = true;
    const h = client();
    const { turn } = await h.conversation().execute(turnRequest());
    await h.conversation('conv-2').execute({ ...turnRequest(), test: { ...turnRequest().test, conversation_id: 'conv-2' } });
    expect(server.requests.map((r) => (r.params.message as { contextId: string }).contextId)).toEqual(['conv-1', 'conv-2']);
    expect(turn.current_node_id).toBe('menu');
    expect(turn.facts).toEqual({ name: 'Ada' });
    expect(await h.client.declares!(new AbortController().signal)).toEqual([...A2A_STATE_KEYS]);
    expect(A2A_STATE_EXTENSION).toBe(A2A_STATE_EXTENSION_URI);
  });

  it('polls GetTask while a task is still working', async () => {
    executor = {
      execute: async (context, bus) => {
        const ids = { taskId: context.taskId, contextId: context.contextId };
        bus.publish({
          kind: 'task',
          data: {
            id: context.taskId,
            contextId: context.contextId,
            status: { state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: undefined },
            artifacts: [],
            history: [],
            metadata: undefined,
          },
        });
        await delay(20);
        bus.publish({
          kind: 'statusUpdate',
          data: {
            ...ids,
            metadata: undefined,
            status: {
              state: TaskState.TASK_STATE_COMPLETED,
              timestamp: undefined,
              message: {
                messageId: 'done',
                contextId: context.contextId,
                taskId: context.taskId,
                role: 2,
                parts: [textPart('Done.')],
                metadata: undefined,
                extensions: [],
                referenceTaskIds: [],
              },
            },
          },
        });
        bus.finished();
      },
      cancelTask: async () => undefined,
    };
    options.returnImmediately = true;
    const h = client({ sleep: () => delay(5) });
    const { turn } = await h.conversation().execute(turnRequest());
    expect(server.requests[0]!.method).toBe('SendMessage');
    expect(server.requests.slice(1).every((r) => r.method === 'GetTask')).toBe(true);
    expect(server.requests.length).toBeGreaterThan(1);
    expect(turn.assistant_message).toBe('Done.');
    expect(POLL_MS).toBeGreaterThan(0);
  });

  it('fails the turn on a failed task and on a JSON-RPC error, and refuses a card whose interface is on another origin', async () => {
    executor = taskWith(() => ({ parts: [textPart('model unavailable')], state: TaskState.TASK_STATE_FAILED }));
    const failed = await rejectionOf(client().conversation().execute(turnRequest()));
    expect(failed).toBeInstanceOf(AgentCallError);
    expect((failed as Error).message).toContain('the task ended TASK_STATE_FAILED: "model unavailable"');

    executor = replyWith(() => ({ parts: [textPart('x')] }));
    const wrongVersion = (await rejectionOf(
      client({ headers: () => ({ 'a2a-version': '9.9' }), retries: 2 })
        .conversation()
        .execute(turnRequest()),
    )) as AgentCallError;
    expect(wrongVersion.message).toMatch(/JSON-RPC error -?\d+: .*9\.9/);
    // A refused request is not sent again: no retry fixes it; an internal error may pass.
    expect(wrongVersion.attempts).toBe(1);
    options.raw = (res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'database busy' } }));
    const internal = (await rejectionOf(client({ retries: 1 }).conversation().execute(turnRequest()))) as AgentCallError;
    expect(internal.message).toContain('JSON-RPC error -32603: "database busy"');
    expect(internal.attempts).toBe(2);
    options.raw = undefined;

    options.interfaceUrl = 'http://agents.example.com/rpc';
    const elsewhere = (await rejectionOf(client({ retries: 2 }).conversation().execute(turnRequest()))) as AgentCallError;
    expect(elsewhere.message).toContain("is not on the target's origin");
    expect(elsewhere.attempts).toBe(1);
  });

  const sse = (result: unknown) => `data: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result })}\n\n`;
  const working = { statusUpdate: { taskId: 't', contextId: 'conv-1', status: { state: 'TASK_STATE_WORKING' } } };

  it('fails a stream that closes before the task finished, and cuts an endless one', async () => {
    options.streaming = true;
    options.raw = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(sse({ task: { id: 't', contextId: 'conv-1', status: { state: 'TASK_STATE_WORKING' } } }));
    };
    const early = await rejectionOf(client().conversation().execute(turnRequest()));
    expect((early as Error).message).toContain('the answer ended before the task finished (TASK_STATE_WORKING)');

    options.raw = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const more = (): void => {
        while (!res.destroyed && res.write(sse(working)));
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    };
    const endless = await rejectionOf(client().conversation().execute(turnRequest()));
    expect((endless as Error).message).toContain('more than 10000 responses');
  });

  it('bounds what a polled task keeps: each poll within the reply limit, but new artifacts past 10 MiB in all fail the turn', async () => {
    // Every answer is a working task with one more 2 MiB artifact, each under its own id.
    let polls = 0;
    const artifact = (n: number) => ({ artifactId: `a${n}`, parts: [{ text: 'y'.repeat(2 * 1024 * 1024) }] });
    // SendMessage answers {task}, GetTask the task itself.
    const answer = (task: unknown) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: server.requests.at(-1)!.method === 'GetTask' ? task : { task } });
    options.raw = (res) => {
      const artifacts = Array.from({ length: Math.min(++polls, 2) }, (_, i) => artifact(polls - i));
      const task = { id: 't', contextId: 'conv-1', status: { state: 'TASK_STATE_WORKING' }, artifacts };
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer(task));
    };
    const error = await rejectionOf(client().conversation().execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect((error as AgentCallError).code).toBe('ENGINE_ERROR');
    // Five artifacts of 2 MiB fit in 10 MiB with room to spare for nothing else: the fifth poll brings the sixth.
    expect((error as Error).message).toContain(
      'the task\'s artifacts and status messages came to more than the 10 MiB one turn may keep, at artifact "a5" (response 5)',
    );
    expect(server.requests).toHaveLength(5);

    // The same artifact polled again and again replaces itself: the task finishes.
    polls = 0;
    options.raw = (res) => {
      const state = ++polls < 8 ? 'TASK_STATE_WORKING' : 'TASK_STATE_COMPLETED';
      const task = { id: 't', contextId: 'conv-1', status: { state }, artifacts: [artifact(0)] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer(task));
    };
    const { turn } = await client().conversation().execute(turnRequest());
    expect(turn.assistant_message).toHaveLength(2 * 1024 * 1024);
  });

  it('keeps an agent_eval.state that is not an object out, with a warning, and reads nothing from malformed tool calls', async () => {
    executor = replyWith(() => ({
      parts: [textPart('ok'), dataPart({ agent_eval: { state: { tool_calls: [{ args: {} }, 'x'] } } })],
      metadata: { agent_eval: { state: 'conv_9' } },
    }));
    const { turn } = await client().conversation().execute(turnRequest());
    expect(turn.current_node_id).toBe('start');
    expect(turn.tool_calls).toEqual([]);
    expect(turn.warnings.join('\n')).toContain('agent_eval.state is not an object');
    expect(turn.warnings.join('\n')).toContain('agent_eval.state.tool_calls[0] has no string name');
  });

  it('says the card could not be read when the run needs it, as a user error', async () => {
    options.raw = undefined;
    const h = harness('http://127.0.0.1:9', 'http', { protocol: 'a2a', retries: 0 });
    const error = await rejectionOf(h.client.declares!(new AbortController().signal));
    expect(error).toBeInstanceOf(AgentCardError);
    expect((error as Error).message).toMatch(
      /the card could not be read: GET http:\/\/127\.0\.0\.1:9\/\.well-known\/agent-card\.json failed: ECONNREFUSED/,
    );
  });

  it('refuses an A2A 0.3 card and one without a JSONRPC interface, saying what it speaks, without retrying', async () => {
    options.rawCard = { name: 'old', url: `${server.url}/rpc`, protocolVersion: '0.3.0', preferredTransport: 'JSONRPC', capabilities: {} };
    const legacy = (await rejectionOf(client({ retries: 2 }).conversation().execute(turnRequest()))) as AgentCallError;
    expect(legacy.message).toContain(
      'the Agent Card gives a url and no supportedInterfaces, and protocolVersion "0.3.0", so it is an A2A 0.3.0 card; agent-eval speaks A2A 1.0 JSON-RPC (A2A 0.3 is not supported yet)',
    );
    expect(legacy.attempts).toBe(1);
    options.rawCard = {
      name: 'grpc',
      supportedInterfaces: [{ url: `${server.url}/grpc`, protocolBinding: 'GRPC', protocolVersion: '1.0' }],
    };
    const grpc = await rejectionOf(client().conversation().execute(turnRequest()));
    expect((grpc as Error).message).toContain('offers no A2A 1.0 JSONRPC interface (it offers GRPC 1.0)');
    expect(server.requests).toEqual([]);
  });

  it.each([false, true])(
    'reads the answer of a task run like the a2a-js sample agent from its artifact, its "working" text kept as progress (streaming: %s)',
    async (streaming) => {
      options.streaming = streaming;
      executor = sampleTask(() => ({ artifact: [textPart('Your router is restarting.'), dataPart({ ticket: 7 })] }));
      const { turn } = await client().conversation().execute(turnRequest());
      expect(turn.assistant_message).toBe('Your router is restarting.\n{"ticket":7}');
      const raw = turn.raw as { progress: { state: string; text: string }[]; state: string };
      expect(raw.progress.map((p) => p.text)).toEqual(['Processing your question']);
      expect(raw.state).toBe('TASK_STATE_COMPLETED');
      expect(turn.warnings).toEqual([]);
    },
  );

  it.each([false, true])(
    "continues a task left input-required with the next user turn, whose reply is that turn's artifact alone (streaming: %s)",
    async (streaming) => {
      options.streaming = streaming;
      let turns = 0;
      executor = sampleTask(
        () =>
          ++turns === 1
            ? { artifact: [textPart('Checking.')], question: 'Which router model?' }
            : { artifact: [textPart('Booked a fix.')] },
        () => `a${turns}`,
      );
      const conversation = client().conversation();
      const first = await conversation.execute(turnRequest('t1'));
      expect(first.turn.assistant_message).toBe('Checking.\nWhich router model?');
      const second = await conversation.execute(turnRequest('t2'));
      expect(second.turn.assistant_message).toBe('Booked a fix.');
      const sent = server.requests.filter((r) => r.method.startsWith('Send')).map((r) => r.params.message as { taskId?: string });
      expect(sent[0]!.taskId).toBeUndefined();
      const task = (first.turn.raw as { task: { id: string } | null }).task;
      expect(sent[1]!.taskId).toBe(task?.id);
      // The task finished: the turn after starts a new one.
      const third = await conversation.execute(turnRequest('t3'));
      expect(third.turn.assistant_message).toBe('Booked a fix.');
      expect(server.requests.filter((r) => r.method.startsWith('Send')).at(-1)!.params.message).not.toHaveProperty('taskId');
    },
  );

  it('keeps a part of an unknown kind with a warning, and says file parts in the reply', async () => {
    options.raw = (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          result: {
            task: {
              id: 'task-1',
              contextId: 'conv-1',
              status: { state: 'TASK_STATE_COMPLETED' },
              artifacts: [
                {
                  artifactId: 'r',
                  parts: [
                    { text: 'Here is the invoice.' },
                    { url: 'https://files.example/invoice.pdf', filename: 'invoice.pdf', mediaType: 'application/pdf' },
                    { video: { frames: 3 } },
                  ],
                },
              ],
            },
          },
        }),
      );
    const { turn } = await client().conversation().execute(turnRequest());
    expect(turn.assistant_message).toBe('Here is the invoice.\n[file invoice.pdf application/pdf: https://files.example/invoice.pdf]');
    expect(turn.unknown_blocks).toEqual([{ where: 'artifact "r" part 2', block: { video: { frames: 3 } } }]);
    expect(turn.warnings.join('\n')).toContain('artifact "r" part 2 is of a kind agent-eval does not read');
  });

  it('reads a card that gives a url and protocolVersion 1.0 without supportedInterfaces', async () => {
    options.rawCard = { name: 'url card', url: `${server.url}/rpc`, protocolVersion: '1.0', capabilities: { streaming: false } };
    executor = sampleTask(() => ({ artifact: [textPart('Hello from the url.')] }));
    const { turn } = await client().conversation().execute(turnRequest());
    expect(turn.assistant_message).toBe('Hello from the url.');
    expect(server.requests.map((r) => r.method)).toEqual(['SendMessage']);
  });

  it('stops the run before the first turn when the agent refuses its card, naming the refusal; an agent not reached is left to the turns', async () => {
    options.cardStatus = 404;
    const refused = await rejectionOf(client().client.declares!(new AbortController().signal, false));
    expect(refused).toBeInstanceOf(AgentCardError);
    expect((refused as Error).message).toMatch(/the A2A Agent Card could not be used: the Agent Card was refused: GET .* answered 404/);
    const unreached = harness('http://127.0.0.1:9', 'http', { protocol: 'a2a', retries: 0 });
    expect(await unreached.client.declares!(new AbortController().signal, false)).toEqual([]);
  });

  it('gives no reply, with a warning quoting it, for a task that finished with only working status text', async () => {
    options.raw = (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          result: {
            task: {
              id: 'task-1',
              contextId: 'conv-1',
              status: { state: 'TASK_STATE_COMPLETED' },
              history: [{ messageId: 'm1', role: 'ROLE_AGENT', parts: [{ text: 'Processing your question' }] }],
            },
          },
        }),
      );
    const { turn } = await client().conversation().execute(turnRequest());
    expect(turn.assistant_message).toBeNull();
    expect(turn.warnings.join('\n')).toContain(
      'the task finished with no artifact and no final status message; its status messages ("Processing your question") are progress, not the reply',
    );
  });

  it('polls a continued task past the question it was left with, until this turn ends it', async () => {
    options.returnImmediately = true;
    let turns = 0;
    executor = sampleTask(
      () =>
        ++turns === 1 ? { artifact: [textPart('Checking.')], question: 'Which router model?' } : { artifact: [textPart('Booked a fix.')] },
      () => `a${turns}`,
    );
    const conversation = client().conversation();
    expect((await conversation.execute(turnRequest('t1'))).turn.assistant_message).toBe('Checking.\nWhich router model?');
    expect((await conversation.execute(turnRequest('t2'))).turn.assistant_message).toBe('Booked a fix.');
  });
});
