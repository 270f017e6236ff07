// WebSocket-only behaviour: one socket per conversation, streamed events, drops and stray messages.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAgent, okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { harness, type Harness, turnRequest } from './helpers.ts';

describe('WebSocket transport', () => {
  let fake: FakeAgent;
  let h: Harness;

  beforeEach(async () => {
    fake = await startFakeAgent();
    h = harness(fake.url, 'ws');
  });
  afterEach(async () => {
    await h.closeAll();
    await fake.close();
  });

  it('opens one socket per conversation, on the first turn, and reuses it for every turn', async () => {
    const first = h.conversation('conv-a');
    const second = h.conversation('conv-b');
    expect(fake.connections()).toBe(0);
    await first.execute(turnRequest('t1'));
    await first.execute(turnRequest('t2'));
    await second.execute(turnRequest('t1'));
    expect(fake.connections()).toBe(2);
    expect(fake.requests.map((r) => r.socket)).toEqual([1, 1, 2]);
    const ids = fake.requests.map((r) => r.body.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('captures tool_use and tool_result blocks streamed as events before the result', async () => {
    fake.reply({
      events: [
        { type: 'tool_use', id: 'ev1', name: 'process_node', input: { current_node_id: 'start', next_node_id: 'conv_1' } },
        { type: 'tool_result', tool_use_id: 'ev1', content: { ok: true } },
      ],
      body: okResult(),
    });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.turn.tool_calls).toEqual([
      {
        id: 'ev1',
        name: 'process_node',
        args: { current_node_id: 'start', next_node_id: 'conv_1' },
        result: { ok: true },
        source: 'event',
      },
    ]);
  });

  it('treats a socket dropped mid-turn as ENGINE_ERROR and retries on a new socket', async () => {
    fake.reply({ events: [{ type: 'tool_use', id: 'lost', name: 'process_node', input: {} }], drop: true }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(2);
    expect(fake.connections()).toBe(2);
    expect(fake.requests.map((r) => r.socket)).toEqual([1, 2]);
    expect(outcome.turn.warnings[0]).toMatch(/ENGINE_ERROR: the WebSocket .* closed mid-turn/);
    // The events of the failed attempt belong to that attempt only.
    expect(outcome.turn.tool_calls).toEqual([]);
  });

  it('replaces a socket that sent a frame that is not JSON', async () => {
    fake.reply({ raw: 'garbage frame' }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(2);
    expect(fake.connections()).toBe(2);
    expect(outcome.turn.warnings[0]).toContain('garbage frame');
  });

  it('keeps the socket when the agent answered with a result that fails the schema', async () => {
    fake.reply({ body: { current_node_id: ['not', 'a', 'string'] } }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(2);
    expect(fake.connections()).toBe(1);
  });

  it('notes messages for another request and keeps messages of an unknown type for this one', async () => {
    fake.reply((request) => ({
      messages: [
        { type: 'result', id: 'someone-else', result: okResult() },
        { type: 'progress', id: request.body.id, percent: 50 },
      ],
      body: okResult(),
    }));
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.turn.unknown_blocks).toEqual([
      { where: 'websocket[1]', block: expect.objectContaining({ type: 'progress', percent: 50 }) },
    ]);
    const warnings = outcome.turn.warnings.join('\n');
    expect(warnings).toContain('another request');
    expect(warnings).toContain('"progress"');
  });

  it('maps an agent-reported TIMEOUT error to TIMEOUT', async () => {
    fake.reply({ error: { message: 'model took too long', code: 'TIMEOUT' } }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.turn.warnings[0]).toMatch(/failed with TIMEOUT: .*model took too long/);
  });
  it('sends each turn its own traceparent in the execute message, not only the handshake one', async () => {
    const spans = ['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', '00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01'];
    let turn = 0;
    await h.closeAll();
    h = harness(fake.url, 'ws', { headers: () => ({ traceparent: spans[turn]! }) });
    const conversation = h.conversation();
    await conversation.execute(turnRequest('t1'));
    turn = 1;
    await conversation.execute(turnRequest('t2'));
    expect(fake.connections()).toBe(1);
    expect(fake.requests.map((r) => r.body.traceparent)).toEqual(spans);
    expect(fake.requests[1]?.headers.traceparent).toBe(spans[0]);
  });
});
