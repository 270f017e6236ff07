// The prompt the reference agent's engine assembles for each turn: the node's instructions, the facts
// and the summary as system messages, the history window, the user's message, the tool results.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, HISTORY_WINDOW, type Engine } from '../../src/reference-agent/engine.ts';
import { DEMO_FLOW_FILE, loadFlowFile } from '../../src/reference-agent/flow.ts';
import { ExecuteRequestSchema } from '../../src/reference-agent/protocol.ts';
import { initialState, play, requestBody } from './helpers.ts';

let engine: Engine;
beforeAll(async () => {
  engine = createEngine({ flow: await loadFlowFile(DEMO_FLOW_FILE) });
});

describe('the engine prompt snapshot', () => {
  it('shows the last messages of the history, the summary of older ones, the facts and the tool results', async () => {
    const results = await play(engine, ['Hi, my name is ada', 'Option 2', 'menu', 'I was charged twice', 'my router is broken']);
    const last = results.at(-1)!;
    const snapshot = last.prompt_snapshot!;
    expect(snapshot.policy).toBe('rules');
    expect(snapshot).not.toHaveProperty('requests');
    const roles = snapshot.messages.map((m) => m.role);
    // system (instructions), system (facts), system (summary), the window, the user, system (tool results)
    expect(roles.slice(0, 3)).toEqual(['system', 'system', 'system']);
    expect(snapshot.messages[1]!.content).toContain('"name":"Ada"');
    expect(snapshot.messages[2]!.content).toMatch(/^Summary of earlier turns:\n/);
    const history = results.at(-2)!.history;
    expect(history.length).toBeGreaterThan(HISTORY_WINDOW);
    expect(snapshot.messages.slice(3, 3 + HISTORY_WINDOW)).toEqual(history.slice(-HISTORY_WINDOW));
    expect(snapshot.messages[3 + HISTORY_WINDOW]).toEqual({ role: 'user', content: 'my router is broken' });
    expect(snapshot.messages.at(-1)!.content).toMatch(/^Tool results this turn: /);
  });

  it('is left out when the request turns tracing off', async () => {
    const untraced = ExecuteRequestSchema.parse({ ...requestBody(initialState(), 'Hello'), params: { enable_tracing: false } });
    expect(await engine.execute(untraced)).not.toHaveProperty('prompt_snapshot');
  });
});
