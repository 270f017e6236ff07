// The reference agent's memory: a correction replaces a fact, restating it changes nothing, a forget
// request removes it; summary chunks every N turns, folded a level higher once there are enough.
import { describe, expect, it } from 'vitest';
import { mergeFacts, readFacts, resummarize, summarizeTurns, type Summary } from '../../src/reference-agent/memory.ts';

describe('mergeFacts', () => {
  it('adds, corrects, ignores a restatement, and forgets, saying what changed', () => {
    const facts = readFacts({ name: 'Ada', city: 'Paris' });
    const { facts: merged, changes } = mergeFacts(facts, [
      { key: 'city', value: ' paris ' },
      { key: 'name', value: 'Ada L.' },
      { key: 'email', value: 'ada@example.com' },
      { key: 'phone', forget: true },
      { key: 'city', forget: true },
    ]);
    expect(merged).toEqual([
      { key: 'name', value: 'Ada L.' },
      { key: 'email', value: 'ada@example.com' },
    ]);
    expect(changes.map((c) => `${c.kind} ${c.key}`)).toEqual(['updated name', 'added email', 'not_found phone', 'removed city']);
  });

  it('reads facts sent as a list, the latest entry of a key winning', () => {
    expect(readFacts([{ key: 'a', value: 1 }, { key: 'b', value: 2 }, { key: 'a', value: 3 }, 'junk'])).toEqual([
      { key: 'b', value: 2 },
      { key: 'a', value: 3 },
    ]);
  });
});

describe('summaries', () => {
  const history = [1, 2, 3, 4].map((i) => ({ role: 'user', content: `message ${i}` }));

  it('writes a chunk once every N turns, covering those turns', () => {
    const empty: Summary = { level: 0, chunks: [] };
    expect(summarizeTurns(empty, history.slice(0, 1), 1, 2, 'start')).toBe(empty);
    const summary = summarizeTurns(empty, history.slice(0, 2), 2, 2, 'conv_1');
    expect(summary.chunks).toEqual([
      { level: 0, from_turn: 1, to_turn: 2, text: 'Turns 1-2: the user said "message 1"; "message 2"; the conversation is now at conv_1.' },
    ]);
  });

  it('folds the chunks into one a level higher', () => {
    const chunks = [
      { level: 0, from_turn: 1, to_turn: 2, text: 'first' },
      { level: 0, from_turn: 3, to_turn: 4, text: 'second' },
    ];
    expect(resummarize({ level: 0, chunks }, 3).chunks).toHaveLength(2);
    expect(resummarize({ level: 0, chunks }, 2)).toEqual({
      level: 1,
      chunks: [{ level: 1, from_turn: 1, to_turn: 4, text: 'Summary of turns 1-4: first second' }],
    });
  });
});
