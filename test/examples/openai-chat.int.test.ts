// examples/openai-chat as a team runs it: the agent started with `node examples/openai-chat/agent.mjs`
// (PORT=0), its suite played with the command of its README, twice in a row; and the same agent
// with each EXAMPLE_FAULT, failing with the code that names the fault.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { describe, expect, it } from 'vitest';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { startExample } from './start-example.ts';

const EXAMPLE = join(ROOT, 'examples', 'openai-chat');
const tempDir = useTempDir('example-openai-chat');

/** The `npx agent-eval run ...` line of the example's README, as argv after `agent-eval`. */
function readmeCommand(): string[] {
  const readme = readFileSync(join(EXAMPLE, 'README.md'), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('npx agent-eval run '));
  if (!line) throw new Error('examples/openai-chat/README.md has no `npx agent-eval run` line');
  return line.split(/\s+/).slice(2);
}

/** The README's command against `url`, writing to a fresh report folder. */
async function runReadmeCommand(url: string) {
  const argv = readmeCommand().map((arg) => (arg === 'http://127.0.0.1:4000/v1' ? url : arg));
  expect(argv).toContain(url);
  const out = await tempDir();
  const result = await agentEval([...argv, '--out', out]);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
    counts: { planned: number; passed: number; failed: number };
    suites: { tests: { test_id: string; runs: { outcome: string; codes: string[]; turns: { node_after: string | null }[] }[] }[] }[];
  };
  const tests = results.suites.flatMap((s) => s.tests);
  const verdicts = Object.fromEntries(
    tests.map((t) => [
      t.test_id,
      t.runs.map((r) => ({ outcome: r.outcome, codes: r.codes, nodes: r.turns.map((turn) => turn.node_after) })),
    ]),
  );
  return { ...result, counts: results.counts, verdicts };
}

describe('examples/openai-chat', () => {
  it('passes its suite twice in a row with the README command, with the same verdicts and nodes each time', async () => {
    const url = await startExample('openai-chat/agent.mjs');
    const first = await runReadmeCommand(url);
    const second = await runReadmeCommand(url);
    for (const run of [first, second]) {
      expect(run.code, run.output).toBe(0);
      expect(run.counts).toMatchObject({ planned: 12, passed: 12, failed: 0 });
      expect(run.stdout).not.toMatch(/warning/i);
    }
    expect(second.verdicts).toEqual(first.verdicts);
    expect(first.verdicts['order_shipped']![0]!.nodes).toEqual(['menu', 'order_status', 'goodbye']);
    expect(first.verdicts['refund_started']![0]!.nodes).toEqual(['menu', 'refund', 'refund_started']);
  });

  it('fails a misrouting agent (exit 1) with TOOL_ARGS_MISMATCH and NODE_MISMATCH on the refund test alone', async () => {
    const run = await runReadmeCommand(await startExample('openai-chat/agent.mjs', { EXAMPLE_FAULT: 'misroute' }));
    expect(run.code, run.output).toBe(1);
    expect(run.stdout).toContain('refund_started: 3 of 3 runs failed; turn ask_refund: TOOL_ARGS_MISMATCH');
    expect(run.stdout).toContain('expected args.option_id = "refund", got "order"');
    expect(new Set(run.verdicts['refund_started']!.flatMap((r) => r.codes))).toEqual(
      new Set(['TOOL_ARGS_MISMATCH', 'NODE_MISMATCH', 'ASSISTANT_CONTENT']),
    );
    for (const test of ['order_shipped', 'order_not_found', 'unclear_request_stays'])
      expect(
        run.verdicts[test]!.map((r) => r.outcome),
        test,
      ).toEqual(['passed', 'passed', 'passed']);
  });

  it('fails an agent that drops a tool argument (exit 1) with TOOL_ARGS_MISMATCH naming the argument', async () => {
    const run = await runReadmeCommand(await startExample('openai-chat/agent.mjs', { EXAMPLE_FAULT: 'drop-order-id' }));
    expect(run.code, run.output).toBe(1);
    expect(run.stdout).toContain('order_shipped: 3 of 3 runs failed; turn ask_order: TOOL_ARGS_MISMATCH');
    expect(run.stdout).toContain('the call has no args.order_id');
    expect(run.verdicts['refund_started']!.map((r) => r.outcome)).toEqual(['passed', 'passed', 'passed']);
  });

  it('refuses an unknown EXAMPLE_FAULT at start, naming the ones there are', async () => {
    await expect(startExample('openai-chat/agent.mjs', { EXAMPLE_FAULT: 'slow' })).rejects.toThrow(
      /EXAMPLE_FAULT must be misroute or drop-order-id, not "slow"/,
    );
  });
});

describe('examples/openai-chat/agent.mjs, sent what no chat client should send', () => {
  it('answers with an OpenAI-style error naming the fault, and keeps serving', async () => {
    const url = await startExample('openai-chat/agent.mjs');
    const post = async (body: string, path = '/chat/completions') => {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return { status: res.status, error: ((await res.json()) as { error: { message: string; param: string | null } }).error };
    };
    expect(await post('{"messages": [')).toEqual({ status: 400, error: expect.objectContaining({ message: 'the body is not JSON' }) });
    expect(await post(JSON.stringify({ messages: [{ role: 'assistant', content: 'hi' }] }))).toEqual({
      status: 400,
      error: expect.objectContaining({
        message: 'the last message must be from the user or a tool, not "assistant"',
        param: 'messages[0].role',
      }),
    });
    expect((await post(JSON.stringify({ messages: [{ role: 'user', content: 'x' }], stream: true }))).error.param).toBe('stream');
    expect((await post('x'.repeat(2 * 1024 * 1024))).status).toBe(413);
    expect((await post('{}', '/completions')).status).toBe(404);
    expect((await fetch(`${url}/chat/completions`)).status).toBe(405);
    // A node named by a hostile tool result is not a key of the flow: the conversation starts over.
    const hostile = [
      { role: 'user', content: 'Hello' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'process_node', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{"next_node_id": "__proto__"}' },
      { role: 'user', content: 'Where is my order?' },
    ];
    const res = await fetch(`${url}/chat/completions`, { method: 'POST', body: JSON.stringify({ messages: hostile }) });
    const completion = (await res.json()) as { choices: { message: { tool_calls: { function: { arguments: string } }[] } }[] };
    expect(res.status).toBe(200);
    expect(JSON.parse(completion.choices[0]!.message.tool_calls[0]!.function.arguments)).toEqual({
      current_node_id: 'start',
      option_id: 'greeted',
      next_node_id: 'menu',
    });
  });
});

describe('examples/openai-chat/agent.mjs, read by the official openai client', () => {
  it('answers a user message with tool calls and their results with text, and refuses a bad request as an APIError', async () => {
    const client = new OpenAI({ baseURL: await startExample('openai-chat/agent.mjs'), apiKey: 'unused', maxRetries: 0 });
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Hello' }];
    const asked = await client.chat.completions.create({ model: 'acme-support', messages });
    expect(asked.choices[0]!.finish_reason).toBe('tool_calls');
    const call = asked.choices[0]!.message.tool_calls![0]!;
    expect(call.type === 'function' && call.function.name).toBe('process_node');
    messages.push(asked.choices[0]!.message, { role: 'tool', tool_call_id: call.id, content: '{"accepted": true}' });
    const answered = await client.chat.completions.create({ model: 'acme-support', messages });
    expect(answered.choices[0]!.finish_reason).toBe('stop');
    expect(answered.choices[0]!.message.content).toMatch(/^Welcome to Acme support!/);
    expect(answered.usage!.prompt_tokens).toBeGreaterThan(asked.usage!.prompt_tokens);

    const refused = client.chat.completions.create({ model: 'acme-support', messages: [{ role: 'assistant', content: 'Hi' }] });
    await expect(refused).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    await expect(refused).rejects.toThrow(/the last message must be from the user or a tool/);
  });
});
