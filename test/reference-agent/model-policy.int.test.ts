import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModelClient } from '../../src/openai/client.ts';
import { loadFlowFile, type ConversationNode, type Flow } from '../../src/reference-agent/flow.ts';
import { modelPolicy } from '../../src/reference-agent/model-policy.ts';
import { rulePolicy, type PolicyTurn, type StartNode } from '../../src/reference-agent/policy.ts';
import {
  content,
  forcedFunction,
  functionParameters,
  httpError,
  startFakeOpenAi,
  toolCall,
  type FakeOpenAiServer,
} from '../fakes/openai-server.ts';

const KEY = 'sk-test-model-policy-secret';
let fake: FakeOpenAiServer;
let flow: Flow;
let node: ConversationNode;

beforeEach(async () => {
  fake = await startFakeOpenAi();
  flow = await loadFlowFile('src/reference-agent/flows/customer-support.yaml');
  const found = flow.nodes.find((n): n is ConversationNode => n.type === 'conversation' && n.options.length > 1);
  if (!found) throw new Error('the demo flow has no conversation node with options');
  node = found;
});
afterEach(() => fake.close());

function policy() {
  const chat = createModelClient({ apiKey: KEY, baseURL: fake.baseURL, maxRetries: 0, timeoutMs: 10_000 });
  return modelPolicy({ chat, model: 'gpt-test' });
}
const turn = (userMessage: string, at: PolicyTurn['node'] = node): PolicyTurn => ({
  flow,
  node: at,
  userMessage,
  history: [],
  facts: {},
  seed: 7,
  warnings: [],
});

describe('modelPolicy routing', () => {
  it('takes the option of a forced process_node call, even when the rules would stay', async () => {
    const target = node.options[1]!.id;
    fake.enqueue(toolCall('process_node', { current_node_id: node.id, option_id: target }));
    const t = turn('zzz');
    expect(await rulePolicy().chooseOption(t, node)).toBe('-1');
    expect(await policy().chooseOption(t, node)).toBe(target);
    expect(t.warnings).toEqual([]);

    const body = fake.chatRequests()[0]!.body;
    expect(forcedFunction(body)).toBe('process_node');
    expect(body.temperature).toBe(0);
    expect(body.seed).toBe(7);
    const parameters = functionParameters(body, 'process_node');
    expect(parameters?.properties?.current_node_id?.enum).toEqual([node.id]);
    expect(parameters?.properties?.option_id?.enum).toEqual([...node.options.map((o) => o.id), '-1']);
    expect(parameters?.required).toEqual(['current_node_id', 'option_id']);
  });

  it('asks a start node for next_node_id, with the one node it may lead to', async () => {
    const start = flow.nodes.find((n): n is StartNode => n.type === 'start')!;
    const t = turn('Hello', start);
    expect(await policy().chooseNext(t, start)).toBe(start.next);
    const parameters = functionParameters(fake.chatRequests()[0]!.body, 'process_node');
    expect(parameters?.properties).toEqual({
      current_node_id: { type: 'string', enum: [start.id] },
      next_node_id: { type: 'string', enum: [start.next] },
    });
    expect(t.warnings).toEqual([]);
  });

  it('sends no seed when the request gave none', async () => {
    await policy().chooseOption({ ...turn('zzz'), seed: undefined }, node);
    expect(fake.chatRequests()[0]!.body).not.toHaveProperty('seed');
  });

  it.each([
    [
      'a call about another node',
      toolCall('process_node', { current_node_id: 'x', option_id: 'opt_1' }),
      /named node "x", not the current node/,
    ],
    ['an option id outside the enum', toolCall('process_node', { option_id: 'opt_99' }), /chose option_id "opt_99", which is not one of/],
    ['arguments that are not JSON', toolCall('process_node', '{option_id: opt_1'), /arguments that are not a JSON object/],
    ['a text answer instead of the call', content('{"option_id": "opt_1"}'), /did not call process_node/],
    ['a server error', httpError(500, 'upstream exploded'), /upstream exploded/],
  ])('falls back to the rules with a warning on %s', async (_what, reply, why) => {
    fake.enqueue(reply);
    const keyword = node.options[0]!.keywords[0]!;
    const t = turn(`I want ${keyword}`);
    expect(await policy().chooseOption(t, node)).toBe(await rulePolicy().chooseOption(t, node));
    expect(t.warnings).toHaveLength(1);
    expect(t.warnings[0]).toMatch(new RegExp(`^model policy: option choice at node "${node.id}" fell back to the flow's rules`));
    expect(t.warnings[0]).toMatch(why);
  });

  it('never puts the API key in a warning, even when the server echoes it', async () => {
    fake.enqueue(httpError(401, `Incorrect API key provided: ${KEY}`));
    const t = turn('zzz');
    await policy().chooseOption(t, node);
    expect(t.warnings).toHaveLength(1);
    expect(t.warnings.join('\n')).not.toContain(KEY);
  });
});

describe('modelPolicy facts and replies', () => {
  it('reads facts from a JSON answer and falls back, with a warning, on an unknown key', async () => {
    const key = flow.facts[0]!.key;
    fake.enqueue(
      content(JSON.stringify({ facts: [{ key, value: 'Ada' }] })),
      content(JSON.stringify({ facts: [{ key: 'shoe_size', value: '9' }] })),
    );
    const t = turn('zzz');
    expect(await policy().extractFacts(t)).toEqual([{ key, value: 'Ada' }]);
    expect(await policy().extractFacts(t)).toEqual([]);
    expect(t.warnings).toEqual([
      `model policy: fact extraction at node "${node.id}" fell back to the flow's rules (unknown fact key "shoe_size")`,
    ]);
    expect(fake.chatRequests()[0]!.body.response_format).toEqual({ type: 'json_object' });
  });
});
