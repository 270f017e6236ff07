import { describe, expect, it } from 'vitest';
import { toolCall, toolCalls } from '../../src/assertions/tools.ts';
import { call, observed } from './observed.ts';

describe('tool_call', () => {
  const start = call('process_node', { current_node_id: 'start', next_node_id: 'conv_1' });

  it('passes when the first call has the name and contains the partial args', () => {
    const [r] = toolCall({ name: 'process_node', 'args.partial': { current_node_id: 'start' } }, observed({ tool_calls: [start] }));
    expect(r).toMatchObject({
      key: 'tool_call',
      pass: true,
      status: 'passed',
      reason: 'first tool call is "process_node" with the expected args',
    });
    expect(r?.code).toBeUndefined();
  });

  it('fails on another name, looking only at the first call', () => {
    const calls = [call('get_full_history', {}), start];
    const [r] = toolCall({ name: 'process_node' }, observed({ tool_calls: calls }));
    expect(r).toMatchObject({
      pass: false,
      status: 'failed',
      code: 'TOOL_ARGS_MISMATCH',
      reason: 'expected first tool call "process_node", got "get_full_history"',
      actual: { name: 'get_full_history', args: {} },
    });
  });

  it('fails when no call was captured', () => {
    const [r] = toolCall({ name: 'process_node' }, observed({ tool_calls: [] }));
    expect(r).toMatchObject({ code: 'TOOL_ARGS_MISMATCH', reason: 'no tool call was captured', actual: null });
  });

  it('does not take a numeric string for a number', () => {
    const [r] = toolCall(
      { name: 'process_node', 'args.partial': { option_id: 2 } },
      observed({ tool_calls: [call('process_node', { current_node_id: 'conv_1', option_id: '2' })] }),
    );
    expect(r).toMatchObject({ code: 'TOOL_ARGS_MISMATCH', reason: 'first tool call "process_node": expected args.option_id = 2, got "2"' });
  });

  it('names a missing argument', () => {
    const [r] = toolCall({ name: 'process_node', 'args.partial': { option_id: -1 } }, observed({ tool_calls: [start] }));
    expect(r?.reason).toBe('first tool call "process_node": expected args.option_id = -1, but the call has no args.option_id');
  });

  it('matches nested objects as subsets, and names the nested path that differs', () => {
    const lookup = call('lookup', { customer: { name: 'Ann', tier: 'gold' }, items: [{ sku: 'A', qty: 1 }] });
    expect(toolCall({ name: 'lookup', 'args.partial': { customer: { name: 'Ann' } } }, observed({ tool_calls: [lookup] }))[0]?.pass).toBe(
      true,
    );
    expect(toolCall({ name: 'lookup', 'args.partial': { items: [{ sku: 'A' }] } }, observed({ tool_calls: [lookup] }))[0]?.pass).toBe(true);
    expect(toolCall({ name: 'lookup', 'args.partial': { customer: { name: 'ann' } } }, observed({ tool_calls: [lookup] }))[0]?.reason).toBe(
      'first tool call "lookup": expected args.customer.name = "ann", got "Ann"',
    );
    expect(toolCall({ name: 'lookup', 'args.partial': { items: [{ sku: 'B' }] } }, observed({ tool_calls: [lookup] }))[0]?.reason).toBe(
      'first tool call "lookup": expected args.items[0].sku = "B", got "A"',
    );
    // An array must have the same length: a listed subset of elements is not enough.
    expect(toolCall({ name: 'lookup', 'args.partial': { items: [] } }, observed({ tool_calls: [lookup] }))[0]?.reason).toBe(
      'first tool call "lookup": expected args.items = [], got [{"sku":"A","qty":1}]',
    );
  });

  it('fails partial args against a call whose args are not an object, but needs nothing of them with no partial', () => {
    const odd = call('process_node', null);
    expect(toolCall({ name: 'process_node', 'args.partial': { a: 1 } }, observed({ tool_calls: [odd] }))[0]?.reason).toBe(
      'first tool call "process_node": expected args = {"a":1}, got null',
    );
    expect(toolCall({ name: 'process_node', 'args.partial': {} }, observed({ tool_calls: [odd] }))[0]?.pass).toBe(true);
  });

  it('keeps long args small in actual', () => {
    const [r] = toolCall({ name: 'x' }, observed({ tool_calls: [call('x', { text: 'y'.repeat(1000) })] }));
    expect(typeof (r?.actual as { args: unknown }).args).toBe('string');
    expect((r?.actual as { args: string }).args.length).toBeLessThanOrEqual(201);
  });
});

describe('tool_calls', () => {
  const calls = [
    call('process_node', { current_node_id: 'conv_1', option_id: 'opt_2' }),
    call('get_full_history', {}),
    call('lookup_order', { order_id: 'A1' }),
  ];

  it('passes an ordered subsequence with other calls between', () => {
    const [r] = toolCalls(
      [{ name: 'process_node', 'args.partial': { option_id: 'opt_2' } }, { name: 'lookup_order' }],
      observed({ tool_calls: calls }),
    );
    expect(r).toMatchObject({ key: 'tool_calls', pass: true, reason: 'all 2 expected tool calls found in order among 3' });
    expect(r?.actual).toEqual(calls.map((c) => ({ name: c.name, args: c.args })));
  });

  it('fails the wrong order, naming the first expected call not found', () => {
    const [r] = toolCalls([{ name: 'lookup_order' }, { name: 'process_node' }], observed({ tool_calls: calls }));
    expect(r).toMatchObject({
      code: 'TOOL_ARGS_MISMATCH',
      reason:
        'expected tool call 2 of 2 "process_node" not found after call 3 "lookup_order": "process_node" came only earlier (call 1), out of order; calls: process_node, get_full_history, lookup_order',
    });
  });

  it('explains a later call of that name with other args', () => {
    const [r] = toolCalls(
      [{ name: 'process_node' }, { name: 'lookup_order', 'args.partial': { order_id: 'B2' } }],
      observed({ tool_calls: calls }),
    );
    expect(r?.reason).toBe(
      'expected tool call 2 of 2 "lookup_order" not found after call 1 "process_node": call 3 "lookup_order" differs: expected args.order_id = "B2", got "A1"; calls: process_node, get_full_history, lookup_order',
    );
  });

  it('names a call that never came', () => {
    const [r] = toolCalls([{ name: 'send_email' }], observed({ tool_calls: calls }));
    expect(r?.reason).toBe(
      'expected tool call 1 of 1 "send_email" not found: no "send_email" call was captured; calls: process_node, get_full_history, lookup_order',
    );
  });

  it('does not match one captured call to two expected ones', () => {
    const [r] = toolCalls([{ name: 'lookup_order' }, { name: 'lookup_order' }], observed({ tool_calls: calls }));
    expect(r?.pass).toBe(false);
    expect(r?.reason).toContain('expected tool call 2 of 2 "lookup_order" not found after call 3 "lookup_order"');
  });

  it('fails when no call was captured', () => {
    const [r] = toolCalls([{ name: 'process_node' }], observed({ tool_calls: [] }));
    expect(r).toMatchObject({ code: 'TOOL_ARGS_MISMATCH', reason: 'no tool call was captured' });
  });
});
