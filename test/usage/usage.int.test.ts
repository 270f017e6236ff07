// A loopback agent over both transports reporting its usage in each shape the protocol documents,
// and one reporting none: what each turn records.
import { afterEach, describe, expect, it } from 'vitest';
import { okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { harness, turnRequest } from '../agent/helpers.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const SHAPES: [string, Record<string, unknown>, unknown][] = [
  ['an object with input/output tokens', { usage: { input_tokens: 10, output_tokens: 2 } }, { input_tokens: 10, output_tokens: 2 }],
  ['an object with prompt/completion tokens', { usage: { prompt_tokens: 7, completion_tokens: 1 } }, { input_tokens: 7, output_tokens: 1 }],
  [
    'a list per model call, with models and cached tokens',
    {
      usage: [
        { model: 'gpt-4o', prompt_tokens: 100, completion_tokens: 5, prompt_tokens_details: { cached_tokens: 60 } },
        { model: 'gpt-4o-mini', input_tokens: 20, output_tokens: 3, cached_tokens: 0 },
      ],
    },
    {
      input_tokens: 120,
      output_tokens: 8,
      cached_tokens: 60,
      calls: 2,
      by_model: [
        { model: 'gpt-4o', calls: 1, input_tokens: 100, output_tokens: 5, cached_tokens: 60 },
        { model: 'gpt-4o-mini', calls: 1, input_tokens: 20, output_tokens: 3, cached_tokens: 0 },
      ],
    },
  ],
  [
    'OpenAI-style usage inside a tool trace',
    { tool_calls: [{ id: 'c1', name: 'summarise', args: {}, usage: { model: 'gpt-4o-mini', prompt_tokens: 9, completion_tokens: 4 } }] },
    { input_tokens: 9, output_tokens: 4, by_model: [{ model: 'gpt-4o-mini', calls: 1, input_tokens: 9, output_tokens: 4 }] },
  ],
  ['nothing (not reported, never 0)', {}, null],
];

describe.each(['http', 'ws'] as const)('usage reported over %s', (transport) => {
  it.each(SHAPES)('records %s', async (_shape, fields, expected) => {
    const agent = await startFakeAgent();
    closers.push(agent.close);
    agent.reply({ body: okResult(fields) });
    const h = harness(transport === 'ws' ? agent.url.replace(/^http/, 'ws') : agent.url, transport);
    closers.push(h.closeAll);
    const { turn } = await h.conversation().execute(turnRequest());
    expect(turn.usage).toEqual(expected);
    expect(turn.warnings).toEqual([]);
  });
});
