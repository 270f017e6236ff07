import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModelClient } from '../../src/judge/openai.ts';
import { loadFlowFile, type ConversationNode, type Flow } from '../../src/reference-agent/flow.ts';
import { modelPolicy } from '../../src/reference-agent/model-policy.ts';
import { rulePolicy, type PolicyTurn } from '../../src/reference-agent/policy.ts';
import { content, httpError, startFakeOpenAi, type FakeOpenAiServer } from '../fakes/openai-server.ts';

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
  return modelPolicy({ chat, model: 'gpt-test', seed: 7 });
}
const turn = (userMessage: string): PolicyTurn => ({ flow, node, userMessage, history: [], facts: {} });

describe('modelPolicy', () => {
  it('takes the option the model picks, even when the rules would stay', async () => {
    const target = node.options[1]!.id;
    fake.enqueue(content(JSON.stringify({ current_node_id: node.id, option_id: target })));
    const p = policy();
    expect(await rulePolicy().chooseOption(turn('zzz'), node)).toBe('-1');
    expect(await p.chooseOption(turn('zzz'), node)).toBe(target);
    expect(p.takeWarnings()).toEqual([]);
    const body = fake.chatRequests()[0]!.body as { temperature?: number; seed?: number };
    expect(body.temperature).toBe(0);
    expect(body.seed).toBe(7);
  });

  it('falls back to the rules with a warning on a garbage answer', async () => {
    fake.enqueue(content('not json at all'));
    const p = policy();
    expect(await p.chooseOption(turn('zzz'), node)).toBe('-1');
    const warnings = p.takeWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/option choice fell back to rules/);
  });

  it('never puts the API key in a warning, even when the server echoes it', async () => {
    fake.enqueue(httpError(401, `Incorrect API key provided: ${KEY}`));
    const p = policy();
    await p.chooseOption(turn('zzz'), node);
    const warnings = p.takeWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings.join('\n')).not.toContain(KEY);
  });
});
