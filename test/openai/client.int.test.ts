// Function tools through the model client, against the loopback OpenAI-compatible server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModelClient, ModelApiError, type ChatRequest } from '../../src/openai/client.ts';
import { content, startFakeOpenAi, toolCall, type FakeOpenAiServer } from '../fakes/openai-server.ts';

const KEY = 'sk-tools-secret-777';
let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAi();
});
afterEach(() => server.close());

const client = () => createModelClient({ apiKey: KEY, baseURL: server.baseURL, maxRetries: 0, timeoutMs: 10_000, purpose: 'agent model' });
const parameters = {
  type: 'object',
  properties: { choice: { type: 'string', enum: ['a', 'b'] } },
  required: ['choice'],
  additionalProperties: false,
};
const request: ChatRequest = {
  model: 'm',
  messages: [{ role: 'user', content: 'pick' }],
  seed: 3,
  tools: [{ name: 'pick', description: 'Pick one.', parameters }],
  toolChoice: { name: 'pick' },
};

describe('the model client with function tools', () => {
  it('sends the tools and the forced choice, and returns the calls with parsed arguments', async () => {
    server.enqueue(toolCall('pick', { choice: 'b' }));
    const reply = await client().chat(request);
    expect(reply.toolCalls).toEqual([{ id: expect.any(String), name: 'pick', arguments: { choice: 'b' } }]);
    expect(reply.content).toBe('');
    const body = server.chatRequests()[0]!.body;
    expect(body.tools).toEqual([{ type: 'function', function: { name: 'pick', description: 'Pick one.', parameters } }]);
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'pick' } });
    expect(body.seed).toBe(3);
  });

  it('refuses a call whose arguments are not a JSON object', async () => {
    server.enqueue(toolCall('pick', 'choice=b'));
    const error = await client()
      .chat(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelApiError);
    expect((error as Error).message).toBe('the model called pick with arguments that are not a JSON object: choice=b');
  });

  it('sends no tool fields without tools, and names its purpose in errors', async () => {
    server.enqueue(content('plain'));
    const reply = await client().chat({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    expect(reply).toEqual({ content: 'plain', usage: { input_tokens: 100, output_tokens: 20 } });
    expect(Object.keys(server.chatRequests()[0]!.body)).toEqual(['model', 'messages']);
    const url = server.baseURL;
    await server.close();
    server = await startFakeOpenAi(); // for afterEach
    const unreachable = createModelClient({ apiKey: KEY, baseURL: url, maxRetries: 0, timeoutMs: 10_000, purpose: 'agent model' });
    await expect(unreachable.chat(request)).rejects.toThrow(/cannot reach the agent model server/);
  });
});
