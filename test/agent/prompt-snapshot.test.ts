// Prompt snapshots the agent offers (the result's `prompt_snapshot`, WebSocket `debug` events): kept
// once, read leniently, bounded with a visible note.
import { describe, expect, it } from 'vitest';
import { normaliseResult } from '../../src/agent/normalise.ts';
import { MAX_PROMPT_SNAPSHOT_BYTES } from '../../src/agent/prompt-snapshot.ts';

const base = { current_node_id: 'conv_1', assistant_message: 'Hi!' };
const snapshot = {
  model: 'gpt-x',
  messages: [
    { role: 'system', content: 'You are Acme support.' },
    { role: 'system', content: 'Known facts: {"name":"Ada"}' },
    { role: 'user', content: 'Hello' },
  ],
};
const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

describe('prompt snapshots', () => {
  it('keeps the result field as sent, once: in prompt_snapshots, not in the raw body', () => {
    const body = { ...base, prompt_snapshot: snapshot };
    const turn = normaliseResult(body);
    expect(turn.prompt_snapshots).toEqual([{ from: 'prompt_snapshot', snapshot }]);
    expect(turn.raw).toEqual(base);
    expect(turn.warnings).toEqual([]);
    expect(turn.unknown_blocks).toEqual([]);
  });

  it('changes nothing for an agent that offers none', () => {
    const body = { ...base };
    const turn = normaliseResult(body);
    expect(turn).not.toHaveProperty('prompt_snapshots');
    expect(turn.raw).toBe(body);
    expect(normaliseResult({ ...base, prompt_snapshot: null })).not.toHaveProperty('prompt_snapshots');
  });

  it('reads a WebSocket debug event, and keeps a snapshot also given in the result only once', () => {
    const other = { messages: [{ role: 'user', content: 'facts?' }] };
    const turn = normaliseResult({ ...base, prompt_snapshot: snapshot }, [
      { type: 'tool_use', id: 'c1', name: 'process_node', input: {} },
      { type: 'debug', prompt_snapshot: other },
      { type: 'debug', prompt_snapshot: snapshot },
    ]);
    expect(turn.prompt_snapshots).toEqual([
      { from: 'events[1].prompt_snapshot', snapshot: other },
      { from: 'events[2].prompt_snapshot', snapshot },
    ]);
    expect(turn.tool_calls.map((c) => c.name)).toEqual(['process_node']);
    expect(turn.warnings).toEqual([]);
  });

  it('keeps a snapshot of another shape, and a debug event without one, each with a warning', () => {
    const turn = normaliseResult({ ...base, prompt_snapshot: 'system: be nice' }, [
      { type: 'debug', timing_ms: 5 },
      { type: 'debug', prompt_snapshot: snapshot, timing_ms: 5 },
    ]);
    expect(turn.prompt_snapshots).toEqual([
      { from: 'events[1].prompt_snapshot', snapshot },
      { from: 'prompt_snapshot', snapshot: 'system: be nice' },
    ]);
    expect(turn.unknown_blocks).toEqual([{ where: 'events[0]', block: { type: 'debug', timing_ms: 5 } }]);
    expect(turn.warnings).toEqual([
      expect.stringMatching(/^events\[0\]: debug event without a `prompt_snapshot`; kept in unknown_blocks/),
      'events[1]: debug event fields other than prompt_snapshot are not read: timing_ms',
      'prompt_snapshot: not a prompt snapshot of the form {messages: [{role, content}], model?}; kept as sent',
    ]);
  });

  it('keeps `__proto__` inside a snapshot as an ordinary key', () => {
    const body = JSON.parse('{"current_node_id": "n", "prompt_snapshot": {"messages": [], "__proto__": {"polluted": true}}}') as unknown;
    const turn = normaliseResult(body);
    const kept = turn.prompt_snapshots?.[0]?.snapshot as Record<string, unknown>;
    expect(Object.hasOwn(kept, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('an oversized prompt snapshot', () => {
  // 40 messages of about 22 KiB: over three times what is kept.
  const history = Array.from({ length: 38 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i} `.repeat(3_000) }));
  const big = {
    model: 'gpt-x',
    messages: [{ role: 'system', content: 'You are Acme support.' }, ...history, { role: 'user', content: 'the latest message' }],
  };

  it('keeps the start and the end of the message list within the limit, marks the gap and says so', () => {
    const turn = normaliseResult({ ...base, prompt_snapshot: big });
    const [entry] = turn.prompt_snapshots!;
    expect(bytes(entry!.snapshot)).toBeLessThanOrEqual(MAX_PROMPT_SNAPSHOT_BYTES);
    const kept = entry!.snapshot as typeof big;
    expect(kept.model).toBe('gpt-x');
    expect(kept.messages[0]).toEqual(big.messages[0]);
    expect(kept.messages.at(-1)).toEqual({ role: 'user', content: 'the latest message' });
    const marker = kept.messages.find((m) => m.role === 'harness');
    expect(marker?.content).toMatch(/^\[\d+ messages left out here: the snapshot is over the 256 KiB kept per turn\]$/);
    // Whole messages either side of the marker, as sent.
    for (const m of kept.messages.filter((x) => x.role !== 'harness')) expect(big.messages).toContainEqual(m);
    expect(entry!.truncated).toMatch(
      /^the snapshot is 862\.6 KiB, over the 256 KiB kept per turn: \d+ of 40 messages left out \(a "harness" message marks where\)$/,
    );
    expect(turn.warnings).toEqual([`prompt_snapshot: ${entry!.truncated}`]);
  });

  it('shortens one huge message instead of dropping it', () => {
    const huge = {
      messages: [
        { role: 'system', content: 'é'.repeat(400_000) },
        { role: 'user', content: 'hi' },
      ],
    };
    const [entry] = normaliseResult({ ...base, prompt_snapshot: huge }).prompt_snapshots!;
    expect(bytes(entry!.snapshot)).toBeLessThanOrEqual(MAX_PROMPT_SNAPSHOT_BYTES);
    const kept = (entry!.snapshot as typeof huge).messages;
    expect(kept).toHaveLength(2);
    expect(kept[0]!.content).toMatch(/^é+… \[\d+(\.\d)? KiB more cut\]$/);
    expect(kept[1]).toEqual({ role: 'user', content: 'hi' });
    expect(entry!.truncated).toContain('1 long message shortened');
  });

  it('keeps the first part of the JSON text of a snapshot of another shape', () => {
    const [entry] = normaliseResult({ ...base, prompt_snapshot: { text: 'x'.repeat(600_000) } }).prompt_snapshots!;
    expect(typeof entry!.snapshot).toBe('string');
    expect(entry!.snapshot as string).toMatch(/^\{"text":"xxx.*… \[\d+(\.\d)? KiB more cut\]$/);
    expect(bytes(entry!.snapshot)).toBeLessThanOrEqual(MAX_PROMPT_SNAPSHOT_BYTES);
    expect(entry!.truncated).toMatch(/kept as the first 255\.5 KiB of its JSON text$/);
  });

  it('shares the limit among the snapshots of one turn', () => {
    const half = { messages: [{ role: 'system', content: 'a'.repeat(200_000) }] };
    const other = { messages: [{ role: 'system', content: 'b'.repeat(200_000) }] };
    const turn = normaliseResult({ ...base, prompt_snapshot: other }, [{ type: 'debug', prompt_snapshot: half }]);
    const entries = turn.prompt_snapshots!;
    expect(entries[0]).toEqual({ from: 'events[0].prompt_snapshot', snapshot: half });
    expect(entries[1]!.truncated).toMatch(/^the snapshot is 195\.4 KiB, over the 256 KiB kept per turn: 1 long message shortened$/);
    expect(entries.reduce((sum, e) => sum + bytes(e.snapshot), 0)).toBeLessThanOrEqual(MAX_PROMPT_SNAPSHOT_BYTES);
  });
});
