// Scripted derivation: structural checks only, with what was left out said beside the check.
import { describe, expect, it } from 'vitest';
import { deriveSuite, safeStem, stableArgs } from '../../src/capture/derive.ts';
import type { Conversation } from '../../src/capture/read.ts';
import { reply } from './lines.ts';

function conversation(
  id: string,
  turns: { node: string | null; user: string; memory?: unknown; reply: Record<string, unknown> }[],
): Conversation {
  return {
    id,
    file: 'export.jsonl',
    suiteId: null,
    testId: null,
    repeat: null,
    turnsLeftOut: 0,
    cut: null,
    turns: turns.map((t, i) => ({
      at: `export.jsonl:${i + 1}`,
      turnId: null,
      request: { current_node_id: t.node, latest_user_message: t.user, memory: t.memory ?? { facts: [] } },
      response: t.reply,
    })),
  };
}

describe('deriveSuite', () => {
  it('checks the node, the first tool call with its stable arguments, short facts and the completion; never the text', () => {
    const derived = deriveSuite(
      conversation('c-1', [
        {
          node: 'start',
          user: 'Hello',
          memory: { facts: [{ key: 'plan', value: 'pro' }] },
          reply: reply('conv_1', { current_node_id: 'start' }, [
            { key: 'plan', value: 'pro' },
            { key: 'greeting', value: 'hello' },
          ]),
        },
        {
          node: 'conv_1',
          user: 'Refund order 12345678 please',
          memory: {
            facts: [
              { key: 'plan', value: 'pro' },
              { key: 'greeting', value: 'hello' },
            ],
          },
          reply: reply(
            'refund',
            {
              option_id: 'opt_1',
              request_id: '3f2b8c1e-1d2a-4c55-9f00-0a1b2c3d4e5f',
              at: '2026-11-27T10:00:00Z',
              note: 'the customer is upset',
              confirm: true,
              count: 2,
            },
            [
              { key: 'plan', value: 'gold' },
              { key: 'greeting', value: 'hello' },
              { key: 'order_id', value: '12345678' },
            ],
            { flow_completed: true },
          ),
        },
      ]),
      '2026-11-27T12:00:00.000Z',
    );
    const test = derived.suite.tests[0]!;
    expect(test.initial_node_id).toBe('start');
    expect(test.memory).toEqual({ facts: [{ key: 'plan', value: 'pro' }] });
    expect(test.turns!.map((t) => t.turn_id)).toEqual(['turn_1', 'turn_2']);
    expect(test.turns![0]!.expected).toEqual({
      next_node_id: 'conv_1',
      tool_call: { name: 'process_node', 'args.partial': { current_node_id: 'start' } },
      facts_add: [{ key: 'greeting', value: 'hello' }],
    });
    expect(test.turns![1]!.expected).toEqual({
      next_node_id: 'refund',
      tool_call: { name: 'process_node', 'args.partial': { option_id: 'opt_1', confirm: true, count: 2 } },
      facts_update: [{ key: 'plan', value: 'gold' }],
    });
    expect(JSON.stringify(test.turns)).not.toMatch(/assistant_contains|Now at/);
    expect(test.final_assertions).toEqual({ flow_completed: true });
    expect(derived.suite.metadata).toEqual({
      capture: { from: { file: 'export.jsonl', conversation_id: 'c-1' }, at: '2026-11-27T12:00:00.000Z', status: 'draft' },
    });
    const notes = derived.notes.map((n) => `${n.path.join('.')}: ${n.text}`);
    expect(notes).toContain(
      'tests.0.turns.1.expected.tool_call: arguments not compared: request_id (an id), at (a time), note (free text)',
    );
    expect(notes).toContain(
      'tests.0.turns.1.turn_id: facts not checked (their values are free text, long or personal): order_id\nthe agent replied: "Now at refund." (text is never checked word for word; with a judge key, capture compares it by similarity)',
    );
  });

  it('with a judge and no embeddings, adds a judge criterion of what the reply does beside the quote, never its text', () => {
    const menu = { options: [{ id: 'opt_2', label: 'Technical support' }] };
    const derived = deriveSuite(
      conversation('c-2', [
        { node: 'start', user: 'Hello', reply: reply('conv_1', { current_node_id: 'start' }, [], { next_node_descriptor: menu }) },
        {
          node: 'conv_1',
          user: 'Option 2',
          reply: reply('end', { current_node_id: 'conv_1', option_id: 'opt_2' }, [], { flow_completed: true, assistant_message: 'Bye!' }),
        },
      ]),
      'now',
      { similarity: false, judge: true },
    );
    const [first, second] = derived.suite.tests[0]!.turns!;
    expect(first!.expected?.judge_criteria).toEqual({
      criteria: ["The reply answers the user's message and moves the user on to conv 1."],
    });
    expect(second!.expected?.judge_criteria).toEqual({
      criteria: [`The reply acknowledges the user's choice "Technical support" and moves the user on to end, closing the conversation.`],
    });
    expect(JSON.stringify(derived.suite)).not.toContain('Bye!');
    const notes = derived.notes.map((n) => n.text).join('\n');
    expect(notes).toContain('the agent replied: "Bye!"');
    expect(notes).toContain(
      'judge_criteria: what the reply must do, derived from the choice and the node after the turn; the judge grades it',
    );
    // With embeddings the reply is compared by similarity instead.
    const similar = deriveSuite(conversation('c-3', [{ node: 'start', user: 'Hi', reply: reply('a', {}) }]), 'now', {
      similarity: true,
      judge: true,
    });
    expect(similar.suite.tests[0]!.turns![0]!.expected).not.toHaveProperty('judge_criteria');
    expect(similar.suite.tests[0]!.turns![0]!.expected).toHaveProperty('assistant_similar_to');
  });

  it('names the file safely whatever the conversation id', () => {
    expect(safeStem('plain-id_1')).toBe('plain-id_1');
    expect(safeStem('../x')).toMatch(/^x-[0-9a-f]{12}$/);
    expect(safeStem('../../etc/passwd')).toMatch(/^etc_passwd-[0-9a-f]{12}$/);
    expect(safeStem('..')).toMatch(/^conversation-[0-9a-f]{12}$/);
    expect(deriveSuite(conversation('../x', [{ node: 'start', user: 'Hi', reply: reply('a', {}) }]), 'now').fileName).toMatch(
      /^x-[0-9a-f]{12}\.yaml$/,
    );
  });

  it('refuses a conversation whose first turn has no node, naming the line', () => {
    expect(() => deriveSuite(conversation('c', [{ node: null, user: 'Hi', reply: reply('a', {}) }]), 'now')).toThrow(
      "export.jsonl:1: the first turn's request has no context.current_node_id",
    );
  });
});

describe('stableArgs', () => {
  it('keeps identifiers, booleans and small numbers; drops ids, times, free text and nested values', () => {
    expect(
      stableArgs({ node: 'conv_2', ok: false, n: 3, id: 'x', ts: 1764240000, big: 123456, text: 'two words', nested: { a: 1 } }),
    ).toEqual({
      kept: { node: 'conv_2', ok: false, n: 3 },
      dropped: [
        { name: 'id', why: 'an id' },
        { name: 'ts', why: 'a time' },
        { name: 'big', why: 'a measured number' },
        { name: 'text', why: 'free text' },
        { name: 'nested', why: 'a nested value' },
      ],
    });
  });
});
