// The engine's turn cycle, turn by turn, on the demo flow and on small flows written for a test.
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseResult } from '../../src/agent/normalise.ts';
import { createEngine, FlowStateError, MisrouteError, type Engine } from '../../src/reference-agent/engine.ts';
import { DEMO_FLOW_FILE, loadFlowFile, parseFlow, STAY_OPTION_ID, type Flow } from '../../src/reference-agent/flow.ts';
import { rulePolicy, type Policy } from '../../src/reference-agent/policy.ts';
import { ExecuteRequestSchema } from '../../src/reference-agent/protocol.ts';
import { factMap, initialState, nextState, play, requestBody, type ConversationState } from './helpers.ts';

let demo: Flow;
let engine: Engine;

beforeAll(async () => {
  demo = await loadFlowFile(DEMO_FLOW_FILE);
  engine = createEngine({ flow: demo });
});

function execute(target: Engine, state: ConversationState, message: string, context: Record<string, unknown> = {}) {
  return target.execute(ExecuteRequestSchema.parse(requestBody(state, message, context)));
}

describe('the seed example against the demo flow', () => {
  it('greets on "Hello" (start -> conv_1) and offers option opt_2 after "Option 2" (conv_1 -> conv_2)', async () => {
    const [t1, t2] = await play(engine, ['Hello', 'Option 2']);

    expect(t1!.tool_calls[0]).toMatchObject({ name: 'process_node', args: { current_node_id: 'start', next_node_id: 'conv_1' } });
    expect(t1!.current_node_id).toBe('conv_1');
    expect(t1!.assistant_message.toLowerCase()).toContain('welcome');
    expect(factMap(t1!.memory)).toEqual({ user_greeting: 'hello' });

    expect(t2!.tool_calls[0]).toMatchObject({ name: 'process_node', args: { current_node_id: 'conv_1', option_id: 'opt_2' } });
    expect(t2!.current_node_id).toBe('conv_2');
    expect(t2!.next_node_descriptor.options.map((o) => o.id)).toContain('opt_2');
    expect(t2!.flow_completed).toBe(false);
    expect(factMap(t2!.memory)).not.toHaveProperty('incorrect_price');
  });
});

describe('process_node and transitions', () => {
  it('stays in a conversation node with option "-1" when no option matches, and says so', async () => {
    const result = await execute(engine, initialState('conv_1'), 'Blorp zeep');
    expect(result.tool_calls[0]?.args).toEqual({ current_node_id: 'conv_1', option_id: STAY_OPTION_ID });
    expect(result.current_node_id).toBe('conv_1');
    expect(result.assistant_message).toMatch(/^Sorry, I didn't catch that\. You can choose/);
  });

  it('describes the next node with its options and the hidden stay option', async () => {
    const result = await execute(engine, initialState('conv_1'), 'option 3');
    expect(result.next_node_descriptor).toMatchObject({ node_id: 'cancel', type: 'conversation' });
    expect(result.next_node_descriptor.options).toEqual([
      { id: 'opt_1', label: 'Accept the discount' },
      { id: 'opt_2', label: 'Cancel anyway' },
      { id: 'opt_3', label: 'Back to the main menu' },
      { id: '-1', label: 'Stay in this node', hidden: true },
    ]);
    expect(result.tool_calls[0]?.result).toMatchObject({ next_node_id: 'cancel', instructions: expect.stringContaining('node "cancel"') });
  });

  it('matches option keywords as whole words: "option 20" is not "option 2"', async () => {
    const result = await execute(engine, initialState('conv_1'), 'option 20');
    expect(result.current_node_id).toBe('conv_1');
  });

  it('completes the flow at a stop node, and refuses to execute from one', async () => {
    const result = await execute(engine, initialState('cancel'), 'cancel anyway');
    expect(result).toMatchObject({ current_node_id: 'cancelled', flow_completed: true });
    expect(result.next_node_descriptor).toMatchObject({ type: 'stop', options: [] });

    await expect(execute(engine, nextState(result), 'hello?')).rejects.toThrow(FlowStateError);
    await expect(execute(engine, nextState(result), 'hello?')).rejects.toThrow(/"cancelled" is a stop node/);
    await expect(execute(engine, { ...initialState(), current_node_id: null }, 'hi')).rejects.toThrow(/flow has completed/);
    await expect(execute(engine, initialState('nowhere'), 'hi')).rejects.toThrow(/"nowhere" is not a node of flow "acme_support"/);
  });

  it('misroutes a chosen option to the wrong node, while process_node still names the option', async () => {
    const broken = createEngine({ flow: demo, misroute: { opt_2: 'billing' } });
    const result = await execute(broken, initialState('conv_1'), 'Option 2');
    expect(result.tool_calls[0]?.args).toEqual({ current_node_id: 'conv_1', option_id: 'opt_2' });
    expect(result.current_node_id).toBe('billing');

    const scoped = createEngine({ flow: demo, misroute: { 'conv_2/opt_2': 'end' } });
    expect((await execute(scoped, initialState('conv_1'), 'Option 2')).current_node_id).toBe('conv_2');
    expect((await execute(scoped, initialState('conv_2'), 'Option 2')).current_node_id).toBe('end');
  });

  it('rejects a misroute that names no option or no node', () => {
    expect(() => createEngine({ flow: demo, misroute: { opt_9: 'end' } })).toThrow(MisrouteError);
    expect(() => createEngine({ flow: demo, misroute: { opt_2: 'nowhere' } })).toThrow(/no node "nowhere"/);
  });
});

describe('facts', () => {
  it('adds facts from the rules, corrects a restated one, and leaves an equal restatement alone', async () => {
    const [t1, t2, t3] = await play(engine, ['Hi, my name is ada', 'Actually my name is Grace', 'my name is GRACE']);
    expect(factMap(t1!.memory)).toEqual({ user_greeting: 'hi', name: 'Ada' });
    expect(t1!.assistant_message).toContain('Nice to meet you, Ada.');
    expect(factMap(t2!.memory)).toEqual({ user_greeting: 'hi', name: 'Grace' });
    expect(t2!.assistant_message).toContain('Sorry about that, Grace: I have corrected your name.');
    expect(factMap(t3!.memory)).toEqual({ user_greeting: 'hi', name: 'Grace' });
    expect(t3!.assistant_message).not.toContain('corrected');
  });

  it('forgets a fact on request, and says when there was nothing to forget', async () => {
    const seeded = initialState('conv_1', { turn_index: 3, facts: { name: 'Ada', phone: '+1 555 0100' } });
    const result = await execute(engine, seeded, 'Please forget my phone number');
    expect(factMap(result.memory)).toEqual({ name: 'Ada' });
    expect(result.assistant_message).toContain('Done: I have deleted your phone number.');

    const again = await execute(engine, nextState(result), 'forget my phone');
    expect(factMap(again.memory)).toEqual({ name: 'Ada' });
    expect(again.assistant_message).toContain('There was no phone number on file to forget.');
  });

  it('applies statements in the order the message makes them', async () => {
    const seeded = initialState('conv_1', { facts: [] });
    const result = await execute(engine, seeded, 'my number is 0123 456 789, no wait, forget my number');
    expect(factMap(result.memory)).toEqual({});
  });

  it('fills prompts from facts, with the fallback when a fact is missing', async () => {
    const withPlan = await execute(engine, initialState('cancel', { facts: [{ key: 'plan', value: 'pro' }] }), 'accept');
    expect(withPlan.assistant_message).toContain('applied to your pro plan');
    const without = await execute(engine, initialState('cancel'), 'accept');
    expect(without.assistant_message).toContain('applied to your current plan');
  });
});

describe('memory pipeline', () => {
  const small = parseFlow({
    flow_id: 'small',
    nodes: [
      { id: 'start', type: 'start', next: 'chat' },
      { id: 'chat', type: 'conversation', prompt: 'Go on.', options: [{ id: 'bye', label: 'Bye', next: 'end', keywords: ['bye'] }] },
      { id: 'end', type: 'stop', prompt: 'Bye.' },
    ],
    facts: [{ key: 'color', pattern: 'my favourite colou?r is (\\w+)', transform: 'lower' }],
    summary: { every_turns: 2, fold_after: 3 },
  });
  const smallEngine = createEngine({ flow: small });

  it('writes a summary chunk every N turns and folds chunks into a higher level', async () => {
    const results = await play(smallEngine, ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']);
    const summaries = results.map(
      (r) => r.memory.summary as { level: number; chunks: { level: number; from_turn: number; to_turn: number; text: string }[] },
    );
    expect(summaries[0]).toEqual({ level: 0, chunks: [] });
    expect(summaries[1]!.chunks).toEqual([
      { level: 0, from_turn: 1, to_turn: 2, text: 'Turns 1-2: the user said "one"; "two"; the conversation is now at chat.' },
    ]);
    expect(summaries[3]!.chunks.map((c) => [c.from_turn, c.to_turn])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // The third chunk (turns 5-6) triggers the fold: one level-1 chunk covering turns 1-6.
    expect(summaries[5]!.level).toBe(1);
    expect(summaries[5]!.chunks).toHaveLength(1);
    expect(summaries[5]!.chunks[0]).toMatchObject({ level: 1, from_turn: 1, to_turn: 6 });
    expect(summaries[5]!.chunks[0]!.text).toMatch(/^Summary of turns 1-6: Turns 1-2: .*"six"/);
    expect(summaries[7]!.chunks.map((c) => [c.level, c.from_turn, c.to_turn])).toEqual([
      [1, 1, 6],
      [0, 7, 8],
    ]);
    expect(results.map((r) => r.memory.turn_index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('folds seeded chunks of a foreign shape as text instead of failing the turn', async () => {
    const seeded = initialState('chat', { turn_index: 10, summary: { level: 0, chunks: ['the user likes tea', { note: 'x' }, 'more'] } });
    const result = await execute(smallEngine, seeded, 'hello');
    const summary = result.memory.summary as { level: number; chunks: { text: string }[] };
    expect(summary.level).toBe(1);
    expect(summary.chunks[0]!.text).toContain('the user likes tea');
  });

  it('commits nothing on a dry run: facts, summary and turn_index stay as they were', async () => {
    const before = initialState('chat', { turn_index: 5, facts: [{ key: 'color', value: 'red' }], summary: { level: 0, chunks: [] } });
    const result = await execute(smallEngine, before, 'my favourite colour is Blue', { dry_run: true });
    expect(result.memory).toEqual({ turn_index: 5, facts: [{ key: 'color', value: 'red' }], summary: { level: 0, chunks: [] } });
    // The turn itself still happens: the reply and the verbatim history.
    expect(result.history.slice(-2)).toEqual([
      { role: 'user', content: 'my favourite colour is Blue' },
      { role: 'assistant', content: result.assistant_message },
    ]);
    expect(result.assistant_message).toContain('your color is now blue');
  });

  it('skips every stage when the pipeline is disabled, but still counts the turn', async () => {
    const result = await execute(smallEngine, initialState('chat', { turn_index: 1 }), 'my favourite color is green', {
      memory_pipeline: { enabled: false, stages: ['facts', 'summarize', 'resummarize'] },
    });
    expect(result.memory).toMatchObject({ turn_index: 2, facts: [], summary: { level: 0, chunks: [] } });
  });

  it('runs only the listed stages', async () => {
    const onlySummary = await execute(smallEngine, initialState('chat', { turn_index: 1 }), 'my favourite color is green', {
      memory_pipeline: { enabled: true, stages: ['summarize'] },
    });
    expect(onlySummary.memory.facts).toEqual([]);
    expect((onlySummary.memory.summary as { chunks: unknown[] }).chunks).toHaveLength(1);

    const onlyFacts = await execute(smallEngine, initialState('chat', { turn_index: 1 }), 'my favourite color is green', {
      memory_pipeline: { enabled: true, stages: ['facts'] },
    });
    expect(onlyFacts.memory.facts).toEqual([{ key: 'color', value: 'green' }]);
    expect((onlyFacts.memory.summary as { chunks: unknown[] }).chunks).toHaveLength(0);
  });
});

describe('tool calls and content blocks', () => {
  it('calls process_node first, then get_full_history and search_knowledge_bases as the rules say', async () => {
    const [, second] = await play(engine, ['Hello', 'What did I say earlier? My router is broken']);
    expect(second!.tool_calls.map((c) => c.name)).toEqual(['process_node', 'get_full_history', 'search_knowledge_bases']);
    expect(second!.tool_calls[1]?.result).toEqual({
      messages: [{ role: 'user', content: 'Hello' }, expect.objectContaining({ role: 'assistant' })],
    });
    expect(second!.tool_calls[2]?.result).toEqual({ articles: [expect.objectContaining({ id: 'kb_router' })] });
    expect(second!.assistant_message).toContain('Earlier you said: "Hello".');
    expect(second!.assistant_message).toContain('Unplug the router for 30 seconds');
    for (const call of second!.tool_calls) expect(call.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('measures each call with the clock it is given', async () => {
    let tick = 0;
    const clocked = createEngine({ flow: demo, now: () => (tick += 2.5) });
    const result = await execute(clocked, initialState('conv_1'), 'What did I say earlier?');
    expect(result.tool_calls.map((c) => [c.name, c.latency_ms])).toEqual([
      ['process_node', 2.5],
      ['get_full_history', 2.5],
    ]);
  });

  it('reports the same calls as tool_use/tool_result blocks in messages, ending with the text', async () => {
    const [, second] = await play(engine, ['Hello', 'my router is broken']);
    const blocks = second!.messages[0]!.content;
    expect(blocks.map((b) => b.type)).toEqual(['tool_use', 'tool_result', 'tool_use', 'tool_result', 'text']);
    expect(blocks[0]).toEqual({ type: 'tool_use', id: 'call_2_1', name: 'process_node', input: second!.tool_calls[0]!.args });
    expect(blocks[1]).toEqual({ type: 'tool_result', tool_use_id: 'call_2_1', content: second!.tool_calls[0]!.result });
    expect(blocks[4]).toEqual({ type: 'text', text: second!.assistant_message });

    // The harness captures one list from either path: the field alone, the blocks alone, or both.
    const both = normaliseResult(second);
    const { tool_calls: _field, ...blocksOnly } = second!;
    const fromBlocks = normaliseResult(blocksOnly);
    const summary = (calls: typeof both.tool_calls) => calls.map((c) => ({ id: c.id, name: c.name, args: c.args, result: c.result }));
    expect(summary(both.tool_calls)).toEqual(summary(fromBlocks.tool_calls));
    expect(both.tool_calls.map((c) => c.name)).toEqual(['process_node', 'search_knowledge_bases']);
    expect(both.warnings).toEqual([]);
  });

  it('takes the trace id from a W3C traceparent, and sends none when tracing is off', async () => {
    const request = ExecuteRequestSchema.parse(requestBody(initialState(), 'Hello'));
    const traced = await engine.execute(request, { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' });
    expect(traced.trace_id).toBe('0af7651916cd43dd8448eb211c80319c');
    expect((await engine.execute(request)).trace_id).toMatch(/^[0-9a-f]{32}$/);
    const untraced = ExecuteRequestSchema.parse({ ...requestBody(initialState(), 'Hello'), params: { enable_tracing: false } });
    expect((await engine.execute(untraced)).trace_id).toBeNull();
  });
});

describe('the Policy port', () => {
  it('lets another policy choose options and write replies', async () => {
    const calls: string[] = [];
    const scripted: Policy = {
      ...rulePolicy(),
      name: 'scripted',
      async chooseOption(turn, node) {
        calls.push(`${node.id}:${turn.userMessage}`);
        return 'opt_4';
      },
      async reply({ next }) {
        return `now at ${next.id}`;
      },
    };
    const custom = createEngine({ flow: demo, policy: scripted });
    const result = await execute(custom, initialState('conv_1'), 'anything');
    expect(calls).toEqual(['conv_1:anything']);
    expect(result).toMatchObject({ current_node_id: 'end', flow_completed: true, assistant_message: 'now at end' });
  });

  it("gives the policy the request's seed, and returns the warnings it records for the turn", async () => {
    const seeds: (number | undefined)[] = [];
    const degraded: Policy = {
      ...rulePolicy(),
      async chooseNext(turn, node) {
        seeds.push(turn.seed);
        turn.warnings.push('next node from the rules');
        return node.next;
      },
    };
    const result = await execute(createEngine({ flow: demo, policy: degraded }), initialState(), 'Hello');
    expect(seeds).toEqual([42]);
    expect(result.warnings).toEqual(['next node from the rules']);
    expect((await execute(engine, initialState(), 'Hello')).warnings).toEqual([]);
  });

  it('stays, and marks the process_node result as an error, when a policy names a next node the start node lacks', async () => {
    const confused: Policy = { ...rulePolicy(), chooseNext: async () => 'billing' };
    const result = await execute(createEngine({ flow: demo, policy: confused }), initialState(), 'Hello');
    expect(result.current_node_id).toBe('start');
    expect(result.tool_calls[0]).toMatchObject({
      is_error: true,
      args: { next_node_id: 'billing' },
      result: { error: 'start node "start" leads only to "conv_1", not "billing"; staying in the node' },
    });
  });

  it('stays, and marks the process_node result as an error, when a policy names an option the node lacks', async () => {
    const confused: Policy = { ...rulePolicy(), chooseOption: async () => 'opt_99' };
    const result = await execute(createEngine({ flow: demo, policy: confused }), initialState('conv_1'), 'hello');
    expect(result.current_node_id).toBe('conv_1');
    expect(result.tool_calls[0]).toMatchObject({
      is_error: true,
      result: { error: 'node "conv_1" has no option "opt_99"; staying in the node' },
    });
  });
});
