// Simulation capture: one conversation becomes a simulated user with a goal, every field derived
// from the conversation without a model, and each choice said beside its field.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DeriveError } from '../../src/capture/derive.ts';
import type { Conversation } from '../../src/capture/read.ts';
import { deriveSimulation } from '../../src/capture/simulate.ts';
import { renderSuite } from '../../src/capture/write.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';
import { reply } from './lines.ts';

function conversation(turns: { node: string | null; user: string; memory?: unknown; reply: Record<string, unknown> }[]): Conversation {
  return {
    id: 'c-7',
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

const menu = {
  options: [
    { id: 'opt_1', label: 'Billing' },
    { id: 'opt_2', label: 'Technical support' },
    { id: 'stay', label: 'Stay', hidden: true },
  ],
};
const orderFact = { key: 'order_id', value: 'AB-12345' };

const booking = conversation([
  { node: 'start', user: 'Hi there', reply: reply('conv_1', { current_node_id: 'start' }, [], { next_node_descriptor: menu }) },
  {
    node: 'conv_1',
    user: 'my internet is down',
    reply: reply('conv_2', { current_node_id: 'conv_1', option_id: 'opt_2' }, [], {
      next_node_descriptor: { options: [{ id: 'book', label: 'Book a technician' }] },
    }),
  },
  {
    node: 'conv_2',
    user: 'Yes book it, my order is AB-12345',
    reply: reply(
      'technician_booked',
      {},
      [orderFact, { key: 'status', value: 'booked' }, { key: 'note', value: 'a visit in the morning, ring twice' }],
      {
        tool_calls: [
          { name: 'process_node', args: { current_node_id: 'conv_2', option_id: 'book' } },
          { name: 'book_visit', args: { slot: 'morning', visit_id: '7f1c2a9e-1b2c-4d5e-8f90-123456789abc', note: 'ring twice please' } },
        ],
      },
    ),
  },
]);

describe('deriveSimulation', () => {
  it('derives persona, goal, knows, opening, success_when and max_turns from the conversation', () => {
    const derived = deriveSimulation(booking, '2026-11-27T12:00:00.000Z');
    const test = derived.suite.tests[0]!;
    expect(test.turns).toBeUndefined();
    expect(test.initial_node_id).toBe('start');
    expect(test.simulation).toEqual({
      persona: 'A user who asks for Technical support, then Book a technician and gives their order id when asked.',
      goal: 'Technical support, then Book a technician: reach technician booked and have the agent call book_visit.',
      knows: { order_id: 'AB-12345' },
      opening: 'Hi there',
      success_when: {
        next_node_id: 'technician_booked',
        tool_calls: [{ name: 'book_visit', 'args.partial': { slot: 'morning' } }],
        facts_add: [orderFact, { key: 'status', value: 'booked' }],
      },
      max_turns: 6,
    });
    expect(test.final_assertions).toEqual({ flow_completed: false });
    expect(derived.suite.metadata).toEqual({
      capture: { from: { file: 'export.jsonl', conversation_id: 'c-7' }, at: '2026-11-27T12:00:00.000Z', status: 'draft' },
    });

    const text = renderSuite(derived);
    expect(SuiteSchema.safeParse(parse(text)).success).toBe(true);
    expect(text).toContain(
      "# derived from the user's 3 messages (no model wrote it): the options they chose (2 by the label the agent offered) and the facts they gave\n",
    );
    expect(text).toContain('# the facts the conversation added whose values the user wrote (after the scrub): order_id\n');
    expect(text).toContain("# the user's first message (after the scrub)\n      opening: Hi there\n");
    expect(text).toContain(
      "# tool_calls: the decisive tool call (the conversation's last) with its stable arguments; arguments not compared: visit_id (an id), note (free text)\n",
    );
    expect(text).toContain('# facts not checked (their values are free text, long or personal): note\n');
    expect(text).toContain("# twice the captured conversation's 3 turns, at least 6\n      max_turns: 6\n");
  });

  it("checks over the whole conversation what the goal turn cannot hold, and takes the user's words where no option was offered", () => {
    const derived = deriveSimulation(
      conversation([
        { node: 'start', user: 'Refund, order AB-12345', reply: reply('refund', { current_node_id: 'start' }, [orderFact]) },
        { node: 'refund', user: "That's\nall, thanks", reply: { ...reply('end', {}, [orderFact]), tool_calls: [], flow_completed: true } },
      ]),
      'now',
    );
    const test = derived.suite.tests[0]!;
    expect(test.simulation).toMatchObject({
      persona: "A user who asks for That's all, thanks and gives their order id when asked.",
      goal: "That's all, thanks: reach end and have the agent call process_node.",
      success_when: { next_node_id: 'end' },
    });
    expect(test.final_assertions).toEqual({
      tool_calls: [{ name: 'process_node', 'args.partial': { current_node_id: 'start' } }],
      facts_add: [orderFact],
      flow_completed: true,
    });
    const text = renderSuite(derived);
    expect(text).toContain(
      "# the decisive tool call (the conversation's last) came on turn 1 of 2, before the goal turn, so it is checked over the whole conversation\n",
    );
  });

  it('with a judge configured, adds a success criterion from the choices and the final node, never the text', () => {
    const sim = deriveSimulation(booking, 'now', { judge: true }).suite.tests[0]!.simulation!;
    expect(sim.success).toBe(
      'The agent helps the user with Technical support, then Book a technician and brings the conversation to technician booked.',
    );
  });

  it('sets max_turns to twice the turns, at least 6 and at most 100', () => {
    const long = (n: number) =>
      conversation(
        Array.from({ length: n }, (_, i) => ({
          node: `n${i}`,
          user: `step ${i}`,
          reply: reply(`n${i + 1}`, { current_node_id: `n${i}` }),
        })),
      );
    expect(deriveSimulation(long(1), 'now').suite.tests[0]!.simulation!.max_turns).toBe(6);
    expect(deriveSimulation(long(7), 'now').suite.tests[0]!.simulation!.max_turns).toBe(14);
    const many = deriveSimulation(long(80), 'now').suite.tests[0]!.simulation!;
    expect(many.max_turns).toBe(100);
    expect(many.goal).toMatch(/, then 67 more: reach n80 and have the agent call process_node\.$/);
  });

  it('refuses a conversation with no goal to reach', () => {
    const noGoal = conversation([
      { node: 'start', user: 'Hi', reply: { current_node_id: null, assistant_message: 'Hello', tool_calls: [], memory: { facts: [] } } },
    ]);
    expect(() => deriveSimulation(noGoal, 'now')).toThrow(DeriveError);
    expect(() => deriveSimulation(noGoal, 'now')).toThrow(
      'export.jsonl:1: the last turn reached no node and the conversation made no tool call, so there is no goal to reach',
    );
  });
});
