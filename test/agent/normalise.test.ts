import { describe, expect, it } from 'vitest';
import { factsToMap, normaliseResult, ResultSchemaError } from '../../src/agent/normalise.ts';

const base = { current_node_id: 'conv_1' };

describe('normaliseResult: tool calls', () => {
  it('captures the tool_calls field with args, result and latency', () => {
    const turn = normaliseResult({
      ...base,
      tool_calls: [
        { id: 'call_1', name: 'process_node', args: { option_id: 2 }, result: { ok: true }, latency_ms: 12 },
        { name: 'get_full_history', args: {} },
      ],
    });
    expect(turn.tool_calls).toEqual([
      { id: 'call_1', name: 'process_node', args: { option_id: 2 }, result: { ok: true }, latency_ms: 12, source: 'tool_calls' },
      { id: null, name: 'get_full_history', args: {}, source: 'tool_calls' },
    ]);
    expect(turn.warnings).toEqual([]);
  });

  it('captures a message that mixes text, tool_use and tool_result blocks, pairing the result by id', () => {
    const turn = normaliseResult({
      ...base,
      messages: [
        {
          role: 'assistant',
          content: [
            { type: 'text', text: "I'll look that up." },
            { type: 'tool_use', id: 'toolu_1', name: 'lookup_order', input: { order: 'A1' } },
            { type: 'text', text: 'Based on the lookup...' },
            { type: 'tool_result', tool_use_id: 'toolu_1', content: { status: 'shipped' }, is_error: false },
          ],
        },
      ],
    });
    expect(turn.tool_calls).toEqual([
      {
        id: 'toolu_1',
        name: 'lookup_order',
        args: { order: 'A1' },
        result: { status: 'shipped' },
        is_error: false,
        source: 'content_block',
      },
    ]);
    expect(turn.unknown_blocks).toEqual([]);
    expect(turn.warnings).toEqual([]);
  });

  it('captures several tool_use blocks per message, untyped text blocks, plain-string content, and results in a later message', () => {
    const turn = normaliseResult({
      ...base,
      messages: [
        { role: 'user', content: 'Where are my orders?' },
        {
          role: 'assistant',
          content: [
            { text: 'Checking both.' },
            { type: 'tool_use', id: 'a', name: 'lookup_order', input: { order: 'A1' } },
            { type: 'tool_use', id: 'b', name: 'lookup_order', input: { order: 'B2' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'b', content: 'B2 delayed', is_error: true },
            { type: 'tool_result', tool_use_id: 'a', content: 'A1 shipped' },
          ],
        },
      ],
    });
    expect(turn.tool_calls.map((c) => [c.id, c.args, c.result, c.is_error])).toEqual([
      ['a', { order: 'A1' }, 'A1 shipped', undefined],
      ['b', { order: 'B2' }, 'B2 delayed', true],
    ]);
    expect(turn.warnings).toEqual([]);
  });

  it('captures OpenAI-style calls, parsing JSON-string arguments and keeping a bad one as the raw string with a warning', () => {
    const turn = normaliseResult({
      ...base,
      messages: [
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_a', type: 'function', function: { name: 'set_fact', arguments: '{"key":"name","value":"Ada"}' } },
            { id: 'call_b', type: 'function', function: { name: 'set_fact', arguments: '{"key": "city",' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_a', content: 'stored' },
        { role: 'tool', tool_call_id: 'call_b', content: 'error: bad arguments' },
      ],
    });
    expect(turn.tool_calls).toEqual([
      { id: 'call_a', name: 'set_fact', args: { key: 'name', value: 'Ada' }, result: 'stored', source: 'openai' },
      { id: 'call_b', name: 'set_fact', args: '{"key": "city",', result: 'error: bad arguments', source: 'openai' },
    ]);
    expect(turn.warnings).toHaveLength(1);
    expect(turn.warnings[0]).toContain('messages[0].tool_calls[1]');
    expect(turn.warnings[0]).toContain('not valid JSON');
  });

  it('refuses JSON-string arguments nested past the reply limit, which the reply itself could not carry', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const reply = (args: string) => ({
      ...base,
      messages: [
        { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: args } }] },
      ],
    });
    expect(() => normaliseResult(reply(deep))).toThrow(
      new ResultSchemaError('messages[0].tool_calls[0]: function.arguments is JSON nested deeper than 256 levels, as no reply may be'),
    );
    const legal = `${'['.repeat(256)}${']'.repeat(256)}`;
    expect(JSON.stringify(normaliseResult(reply(legal)).tool_calls[0]!.args)).toBe(legal);
  });

  it('captures tool_use and tool_result blocks streamed as WebSocket events, in every wrapping', () => {
    const turn = normaliseResult({ ...base }, [
      { type: 'tool_use', id: 'e1', name: 'process_node', input: { current_node_id: 'start' } },
      { block: { type: 'tool_result', tool_use_id: 'e1', content: { next: 'conv_1' } } },
      { content_block: { type: 'tool_use', id: 'e2', name: 'extract_facts', input: {} } },
      { message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'e2', content: [] }] } },
    ]);
    expect(turn.tool_calls).toEqual([
      { id: 'e1', name: 'process_node', args: { current_node_id: 'start' }, result: { next: 'conv_1' }, source: 'event' },
      { id: 'e2', name: 'extract_facts', args: {}, result: [], source: 'event' },
    ]);
    expect(turn.warnings).toEqual([]);
  });

  it('keeps one call when the same id is reported in tool_calls, as a block and as an event, merging result and latency', () => {
    const turn = normaliseResult(
      {
        ...base,
        tool_calls: [{ id: 'x', name: 'process_node', args: { option_id: 1 } }],
        messages: [
          {
            role: 'assistant',
            content: [
              { type: 'tool_use', id: 'x', name: 'process_node', input: { option_id: 1 } },
              { type: 'tool_result', tool_use_id: 'x', content: 'moved' },
            ],
          },
        ],
      },
      [{ type: 'tool_use', id: 'x', name: 'process_node', input: { option_id: 1 }, latency_ms: 5 }],
    );
    expect(turn.tool_calls).toEqual([{ id: 'x', name: 'process_node', args: { option_id: 1 }, result: 'moved', source: 'tool_calls' }]);
    expect(turn.warnings).toEqual([]);
  });

  it('merges latency from a later report and warns when a repeat of an id disagrees on args', () => {
    const turn = normaliseResult({
      ...base,
      tool_calls: [
        { id: 'y', name: 'lookup', args: { q: 1 } },
        { id: 'y', name: 'lookup', args: { q: 2 }, latency_ms: 7 },
      ],
    });
    expect(turn.tool_calls).toEqual([{ id: 'y', name: 'lookup', args: { q: 1 }, latency_ms: 7, source: 'tool_calls' }]);
    expect(turn.warnings.join('\n')).toContain('different args');
  });

  it('never merges calls without an id, even when they look identical', () => {
    const turn = normaliseResult({
      ...base,
      tool_calls: [{ name: 'lookup', args: { q: 1 } }],
      messages: [{ role: 'assistant', content: [{ type: 'tool_use', name: 'lookup', input: { q: 1 } }] }],
    });
    expect(turn.tool_calls).toHaveLength(2);
    expect(turn.tool_calls.map((c) => c.source)).toEqual(['tool_calls', 'content_block']);
  });

  it('keeps a tool result that matches no call, with a warning', () => {
    const turn = normaliseResult({
      ...base,
      messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'ghost', content: 'x' }] }],
    });
    expect(turn.tool_calls).toEqual([]);
    expect(turn.unknown_blocks).toEqual([
      { where: 'messages[0].content[0]', block: { type: 'tool_result', tool_use_id: 'ghost', content: 'x' } },
    ]);
    expect(turn.warnings[0]).toContain('"ghost"');
  });
});

describe('normaliseResult: unknown content', () => {
  it('keeps a block of an unknown type with where it was found, and warns', () => {
    const thinking = { type: 'thinking', thinking: 'The user wants a refund.' };
    const turn = normaliseResult({
      ...base,
      messages: [
        { role: 'user', content: 'Refund please' },
        {
          role: 'assistant',
          content: [{ type: 'text', text: 'Sure.' }, { type: 'tool_use', id: 't', name: 'refund', input: {} }, thinking],
        },
      ],
    });
    expect(turn.tool_calls.map((c) => c.name)).toEqual(['refund']);
    expect(turn.unknown_blocks).toEqual([{ where: 'messages[1].content[2]', block: thinking }]);
    expect(turn.warnings).toHaveLength(1);
    expect(turn.warnings[0]).toContain('messages[1].content[2]');
    expect(turn.warnings[0]).toContain('"thinking"');
  });

  it('keeps malformed known blocks and unreadable events rather than dropping them', () => {
    const turn = normaliseResult({ ...base, messages: [{ role: 'assistant', content: [{ type: 'tool_use', id: 'n' }] }] }, [
      'ping',
      { type: 'progress', pct: 50 },
    ]);
    expect(turn.unknown_blocks.map((b) => b.where)).toEqual(['messages[0].content[0]', 'events[0]', 'events[1]']);
    expect(turn.warnings).toHaveLength(3);
  });
});

describe('normaliseResult: facts, assistant message, usage', () => {
  it('accepts facts as a list of {key, value} and as a map', () => {
    const fromList = normaliseResult({
      ...base,
      memory: {
        facts: [
          { key: 'name', value: 'Ada' },
          { key: 'plan', value: 'pro' },
        ],
      },
    });
    const fromMap = normaliseResult({ ...base, memory: { facts: { name: 'Ada', plan: 'pro' } } });
    expect(fromList.facts).toEqual({ name: 'Ada', plan: 'pro' });
    expect(fromMap.facts).toEqual({ name: 'Ada', plan: 'pro' });
    // The memory itself goes back to the agent unchanged, in the agent's own shape.
    expect(fromList.memory.facts).toEqual([
      { key: 'name', value: 'Ada' },
      { key: 'plan', value: 'pro' },
    ]);
    expect(factsToMap(undefined)).toEqual({});
  });

  it('warns about a fact listed twice and keeps the last value', () => {
    const turn = normaliseResult({
      ...base,
      memory: {
        facts: [
          { key: 'city', value: 'Paris' },
          { key: 'city', value: 'Lyon' },
        ],
      },
    });
    expect(turn.facts).toEqual({ city: 'Lyon' });
    expect(turn.warnings[0]).toContain('"city"');
  });

  it('takes assistant_message from the field when present', () => {
    const turn = normaliseResult({ ...base, assistant_message: 'Explicit', history: [{ role: 'assistant', content: 'From history' }] });
    expect(turn.assistant_message).toBe('Explicit');
  });

  it('falls back to the last assistant entry of the history, string or text blocks', () => {
    const fromString = normaliseResult({
      ...base,
      history: [
        { role: 'assistant', content: 'Older' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Newest' },
      ],
    });
    expect(fromString.assistant_message).toBe('Newest');
    const fromBlocks = normaliseResult({
      ...base,
      history: [
        { role: 'user', content: 'Hi' },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Hello' },
            { type: 'tool_use', id: 'q', name: 'n', input: {} },
            { type: 'text', text: 'there' },
          ],
        },
      ],
    });
    expect(fromBlocks.assistant_message).toBe('Hello\nthere');
    // history is never scanned for tool calls: those belong to earlier turns.
    expect(fromBlocks.tool_calls).toEqual([]);
    expect(normaliseResult({ ...base }).assistant_message).toBeNull();
  });

  it('reads usage in either naming', () => {
    expect(normaliseResult({ ...base, usage: { input_tokens: 10, output_tokens: 3 } }).usage).toEqual({
      input_tokens: 10,
      output_tokens: 3,
    });
    expect(normaliseResult({ ...base, usage: { prompt_tokens: 8, completion_tokens: 2 } }).usage).toEqual({
      input_tokens: 8,
      output_tokens: 2,
    });
    expect(normaliseResult({ ...base }).usage).toBeNull();
  });

  it('reads a list of usage entries per model call, with models and cached tokens', () => {
    const turn = normaliseResult({
      ...base,
      usage: [
        { model: 'gpt-4o', prompt_tokens: 100, completion_tokens: 20, prompt_tokens_details: { cached_tokens: 40 } },
        { model: 'gpt-4o-mini', input_tokens: 50, output_tokens: 5 },
        { model: 'gpt-4o', input_tokens: 10, output_tokens: 1, cached_tokens: 0 },
      ],
    });
    expect(turn.usage).toEqual({
      input_tokens: 160,
      output_tokens: 26,
      cached_tokens: 40,
      calls: 3,
      by_model: [
        { model: 'gpt-4o', calls: 2, input_tokens: 110, output_tokens: 21, cached_tokens: 40 },
        { model: 'gpt-4o-mini', calls: 1, input_tokens: 50, output_tokens: 5 },
      ],
    });
    expect(turn.warnings).toEqual([]);
  });

  it('adds the OpenAI-style usage inside tool traces and messages to the result usage', () => {
    const turn = normaliseResult({
      ...base,
      usage: { model: 'gpt-4o', input_tokens: 30, output_tokens: 3 },
      tool_calls: [{ id: 'c1', name: 'summarise', args: {}, usage: { model: 'gpt-4o-mini', prompt_tokens: 7, completion_tokens: 2 } }],
      messages: [{ role: 'assistant', content: 'ok', usage: { prompt_tokens: 5, completion_tokens: 1 } }],
    });
    expect(turn.usage).toEqual({
      input_tokens: 42,
      output_tokens: 6,
      calls: 3,
      by_model: [
        { model: 'gpt-4o', calls: 1, input_tokens: 30, output_tokens: 3 },
        { model: 'gpt-4o-mini', calls: 1, input_tokens: 7, output_tokens: 2 },
        { model: null, calls: 1, input_tokens: 5, output_tokens: 1 },
      ],
    });
  });

  it('keeps the readable entries of a usage list and names the ones it could not read', () => {
    const turn = normaliseResult({
      ...base,
      assistant_message: 'kept',
      usage: [{ input_tokens: 3, output_tokens: 1 }, 'many', { input_tokens: 4, output_tokens: 2, cached_tokens: 9 }],
    });
    expect(turn.usage).toEqual({ input_tokens: 3, output_tokens: 1 });
    expect(turn.warnings).toEqual([
      'usage[1] is not a usage object; token counts not recorded: "many"',
      'usage[2].cached_tokens is 9, not a whole number of tokens from 0 to 1,000,000,000 (cached tokens no more than input); token counts not recorded',
    ]);
  });
});

describe('normaliseResult: schema mismatch', () => {
  it.each([
    ['a string', 'oops'],
    ['an array', []],
    ['null', null],
    ['a missing current_node_id', { assistant_message: 'hi' }],
    ['a numeric node id', { current_node_id: 42 }],
    ['history that is not a list', { current_node_id: 'a', history: 'nope' }],
    ['a tool call without a name', { current_node_id: 'a', tool_calls: [{ args: {} }] }],
    ['facts of the wrong type', { current_node_id: 'a', memory: { facts: 'name=Ada' } }],
  ])('rejects %s as ENGINE_ERROR', (_label, body) => {
    let error: unknown;
    try {
      normaliseResult(body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ResultSchemaError);
    expect((error as ResultSchemaError).code).toBe('ENGINE_ERROR');
  });

  it('names the offending field', () => {
    expect(() => normaliseResult({ current_node_id: 42 })).toThrow(/current_node_id/);
  });
});

describe("normaliseResult: the agent's own warnings", () => {
  it("carries a top-level warnings list into the turn, marked as the agent's, ahead of the harness's own", () => {
    const turn = normaliseResult({
      ...base,
      warnings: ['model policy: option choice fell back to rules'],
      messages: [{ role: 'assistant', content: [{ type: 'image' }] }],
    });
    expect(turn.warnings).toHaveLength(2);
    expect(turn.warnings[0]).toBe('agent: model policy: option choice fell back to rules');
    expect(turn.warnings[1]).toContain('unknown content block type "image"');
  });

  it('keeps a malformed warnings field visible instead of failing the turn or dropping it', () => {
    expect(normaliseResult({ ...base, warnings: 'degraded' }).warnings).toEqual(['agent: warnings is not a list of strings: "degraded"']);
    expect(normaliseResult({ ...base, warnings: ['ok', { code: 7 }] }).warnings).toEqual([
      'agent: ok',
      'agent: warnings[1] is not a string: {"code":7}',
    ]);
    expect(normaliseResult({ ...base, warnings: [] }).warnings).toEqual([]);
  });
});

describe('normaliseResult: numbers the agent reports', () => {
  it('keeps plausible token counts, in either naming', () => {
    expect(normaliseResult({ ...base, usage: { input_tokens: 10, output_tokens: 0 } }).usage).toEqual({
      input_tokens: 10,
      output_tokens: 0,
    });
    expect(normaliseResult({ ...base, usage: { prompt_tokens: 4, completion_tokens: 5 } }).usage).toEqual({
      input_tokens: 4,
      output_tokens: 5,
    });
  });

  it('does not record a negative, fractional or overflowing count, and says so on the turn', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ input_tokens: -5, output_tokens: 3 }, 'usage.input_tokens is -5'],
      [{ input_tokens: 2, output_tokens: 1.5 }, 'usage.output_tokens is 1.5'],
      [{ prompt_tokens: 1e308, completion_tokens: 1 }, 'usage.prompt_tokens is 1e+308'],
    ];
    for (const [usage, named] of cases) {
      const turn = normaliseResult({ ...base, assistant_message: 'kept', usage });
      expect(turn.usage).toBeNull();
      expect(turn.assistant_message).toBe('kept');
      expect(turn.warnings).toEqual([`${named}, not a whole number of tokens from 0 to 1,000,000,000; token counts not recorded`]);
    }
  });

  it('does not record a tool latency that is not a duration, and keeps the call', () => {
    const turn = normaliseResult({ ...base, tool_calls: [{ id: 'c', name: 'process_node', args: {}, latency_ms: -5000 }] });
    expect(turn.tool_calls).toEqual([{ id: 'c', name: 'process_node', args: {}, source: 'tool_calls' }]);
    expect(turn.warnings).toEqual(['tool_calls[0].latency_ms is -5000, not a duration from 0 to 86,400,000 ms; not recorded']);
  });
});
