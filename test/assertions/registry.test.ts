import { describe, expect, it } from 'vitest';
import { ASSERTION_KEYS, AssertionsSchema, type Assertions } from '../../src/suite/suite-schema.ts';
import { AssertionResultSchema } from '../../src/results/results-schema.ts';
import { HANDLERS, runAssertions } from '../../src/assertions/registry.ts';
import { computeFactsDelta } from '../../src/runner/facts-delta.ts';
import { call, observed } from './observed.ts';

// One expectation per key of the spec, all met by `matching` below.
const every: Assertions = AssertionsSchema.parse({
  tool_call: { name: 'process_node', 'args.partial': { current_node_id: 'start' } },
  tool_calls: [{ name: 'process_node' }, { name: 'lookup_order' }],
  next_node_id: 'conv_1',
  assistant_contains: ['welcome'],
  assistant_not_contains: ['sorry'],
  assistant_matches: ['/^welcome/i'],
  assistant_similar_to: { text: 'Welcome!', min: 0.5 },
  facts_add: [{ key: 'customer_name', value: 'Ann' }],
  facts_update: [{ key: 'plan', value: 'pro' }],
  facts_remove: ['incorrect_price'],
  forbidden_facts: ['ssn'],
  'node_descriptor.options_contains': [{ id: 'opt_1' }],
  flow_completed: false,
  judge_criteria: { criteria: ['helpfulness'], assistant_quality_min: 0.7 },
});

const matching = observed({
  tool_calls: [call('process_node', { current_node_id: 'start', next_node_id: 'conv_1' }), call('lookup_order', { order_id: 'A1' })],
  facts_before: { plan: 'basic', incorrect_price: 12 },
  facts_after: { plan: 'pro', customer_name: 'Ann' },
  next_node_descriptor: { node_id: 'conv_1', options: [{ id: 'opt_1', label: 'Billing' }] },
  judge: { status: 'scored', model: 'm', scores: { helpfulness: 0.9 }, fail_reasons: [], cached: false, raw: '{}', requests: [] },
  similarity: { status: 'scored', value: 0.9 },
});

describe('the assertion registry', () => {
  it('has a handler for every assertion key of the spec, and no other', () => {
    const handlers: Record<string, unknown> = HANDLERS;
    for (const key of ASSERTION_KEYS) expect(typeof handlers[key], `handler for "${key}"`).toBe('function');
    expect(Object.keys(HANDLERS).sort()).toEqual([...ASSERTION_KEYS].sort());
  });

  it('runs every key given, in schema key order, each result valid for results.json', () => {
    for (const key of ASSERTION_KEYS) expect(every, `the test needs an expectation for "${key}"`).toHaveProperty([key]);
    const results = runAssertions(every, matching);
    expect(results.map((r) => r.key)).toEqual(ASSERTION_KEYS);
    for (const r of results) {
      expect(AssertionResultSchema.parse(r)).toEqual(r);
      expect(r, r.reason).toMatchObject({ pass: true, status: 'passed' });
      expect(r.reason).not.toMatch(/\n/);
    }
  });

  it('runs only the keys given, and nothing without expectations', () => {
    const results = runAssertions({ flow_completed: true, next_node_id: 'conv_2' }, matching);
    expect(results.map((r) => [r.key, r.code])).toEqual([
      ['next_node_id', 'NODE_MISMATCH'],
      ['flow_completed', 'NODE_MISMATCH'],
    ]);
    expect(runAssertions(undefined, matching)).toEqual([]);
    expect(runAssertions({}, matching)).toEqual([]);
  });
});

describe('computeFactsDelta', () => {
  it('lists added, updated and removed keys', () => {
    const before = { name: 'Ann', plan: 'basic', price: 12, address: { city: 'Paris' } };
    const after = { name: 'Ann', plan: 'pro', address: { city: 'Paris' }, order_id: 'A1' };
    expect(computeFactsDelta(before, after)).toEqual({
      added: { order_id: 'A1' },
      updated: { plan: { from: 'basic', to: 'pro' } },
      removed: ['price'],
    });
  });

  it('records any change at all, even one the fact assertions would call equal', () => {
    expect(computeFactsDelta({ name: 'ann', n: 4, tags: ['a'] }, { name: 'Ann', n: '4', tags: ['a', 'b'] }).updated).toEqual({
      name: { from: 'ann', to: 'Ann' },
      n: { from: 4, to: '4' },
      tags: { from: ['a'], to: ['a', 'b'] },
    });
  });

  it('is empty when nothing changed, whatever the key order', () => {
    expect(computeFactsDelta({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual({ added: {}, updated: {}, removed: [] });
  });
});
