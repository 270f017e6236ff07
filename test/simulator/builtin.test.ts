// The built-in simulated user: deterministic per seed, repeat and transcript; it picks the option
// toward its goal, discloses what it knows when asked, says "I don't know" to what it must not
// invent, ends when the flow is over, and varies its wording by seed.
import { describe, expect, it } from 'vitest';
import { builtinOnly, builtinReply, createBuiltinSimulator } from '../../src/simulator/builtin.ts';
import type { SimulatedTurn, SimulatorRequest } from '../../src/simulator/types.ts';

const menu = {
  node_id: 'conv_1',
  type: 'conversation',
  prompt: 'How can I help? 1) Billing 2) Technical support 3) Cancel my subscription',
  options: [
    { id: 'opt_1', label: 'Billing' },
    { id: 'opt_2', label: 'Technical support' },
    { id: 'opt_3', label: 'Cancel my subscription' },
    { id: '-1', label: 'Stay in this node', hidden: true },
  ],
};

const turn = (overrides: Partial<SimulatedTurn> = {}): SimulatedTurn => ({
  user: 'hello',
  assistant: 'Welcome!',
  node: 'conv_1',
  flow_completed: false,
  descriptor: menu,
  ...overrides,
});

const request = (overrides: Partial<SimulatorRequest> = {}): SimulatorRequest => ({
  persona: 'A customer',
  goal: 'My internet is down: I need technical help',
  knows: {},
  unknown: [],
  transcript: [turn()],
  seed: 1,
  repeat: 0,
  initial_node: 'start',
  model: null,
  temperature: null,
  ...overrides,
});

const text = (r: SimulatorRequest): string => {
  const reply = builtinReply(r);
  if (reply.kind !== 'message') throw new Error(`ended: ${reply.reason}`);
  return reply.text;
};

describe('the built-in simulator', () => {
  it('picks the option whose label shares words with the goal (technical ~ technician)', () => {
    expect(text(request()).toLowerCase()).toContain('technical support');
    expect(text(request({ goal: 'Book a technician visit' })).toLowerCase()).toContain('technical support');
    expect(text(request({ goal: 'I want to cancel' })).toLowerCase()).toContain('cancel my subscription');
  });

  it('opens with its goal when nothing was said yet', () => {
    expect(text(request({ transcript: [] })).toLowerCase()).toContain('my internet is down: i need technical help');
  });

  it('is deterministic per seed and repeat, and varies its wording across seeds', () => {
    expect(text(request())).toBe(text(request()));
    const wordings = new Set(Array.from({ length: 40 }, (_, seed) => text(request({ seed }))));
    expect(wordings.size).toBeGreaterThan(5);
    const repeats = new Set(Array.from({ length: 40 }, (_, repeat) => text(request({ repeat }))));
    expect(repeats.size).toBeGreaterThan(5);
    // Every wording still names the option, whatever the casing.
    for (const wording of wordings) expect(wording.toLowerCase()).toContain('technical support');
  });

  it('discloses what it knows when asked (once), and says it does not know what it must not invent', () => {
    const asked = turn({ assistant: 'Please tell me your order number and the email address of your account.', descriptor: {} });
    const knows = { order_number: 'AB-12345', email: 'ana@example.com' };
    expect(text(request({ knows, transcript: [asked] }))).toBe('my order number is AB-12345 and my email is ana@example.com');
    const again = turn({ ...asked, user: 'my order number is AB-12345' });
    expect(text(request({ knows, transcript: [again, asked] }))).toBe('my email is ana@example.com');
    expect(text(request({ unknown: ['order number'], transcript: [asked] }))).toBe("I don't know order number");
  });

  it('ends when the flow is complete, when nothing leads toward the goal, and when no option is offered', () => {
    expect(builtinReply(request({ transcript: [turn({ flow_completed: true })] }))).toEqual({
      kind: 'end',
      reason: 'the flow is complete',
    });
    expect(builtinReply(request({ goal: 'Order a pizza' }))).toEqual({
      kind: 'end',
      reason: 'no option of node "conv_1" leads toward the goal',
    });
    expect(builtinReply(request({ transcript: [turn({ descriptor: 'not a descriptor' })] }))).toEqual({
      kind: 'end',
      reason: 'node "conv_1" offers no option',
    });
  });

  it('runs a test that names a model only when a model server is configured: otherwise every request fails, saying how to configure one', async () => {
    const simulatorFor = builtinOnly();
    expect(simulatorFor(undefined)).toBe(simulatorFor('builtin'));
    expect(simulatorFor(undefined).name).toBe('builtin');
    await expect(simulatorFor({ model: 'gpt-4o-mini' }).next(request(), new AbortController().signal)).rejects.toThrow(
      'no simulator model server is configured',
    );
    expect(await createBuiltinSimulator().next(request(), new AbortController().signal)).toEqual(builtinReply(request()));
  });
});
