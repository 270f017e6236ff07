import { describe, expect, it } from 'vitest';
import { applyPatch, PatchError, StateLimitError, StateMeter } from '../../src/agent/json-patch.ts';
import { estimateJson, MAX_STATE_BYTES, MAX_STATE_DEPTH } from '../../src/agent/limits.ts';

describe('applyPatch', () => {
  it('applies add, replace, remove, move, copy and test, leaving the input unchanged', () => {
    const state = { facts: { plan: 'basic' }, list: [1, 2], node: 'start' };
    const next = applyPatch(state, [
      { op: 'test', path: '/node', value: 'start' },
      { op: 'add', path: '/facts/email', value: 'a@b.c' },
      { op: 'replace', path: '/facts/plan', value: 'pro' },
      { op: 'add', path: '/list/-', value: 3 },
      { op: 'add', path: '/list/0', value: 0 },
      { op: 'remove', path: '/list/1' },
      { op: 'copy', from: '/facts/plan', path: '/tier' },
      { op: 'move', from: '/node', path: '/current_node' },
    ]);
    expect(next).toEqual({ facts: { plan: 'pro', email: 'a@b.c' }, list: [0, 2, 3], tier: 'pro', current_node: 'start' });
    expect(state).toEqual({ facts: { plan: 'basic' }, list: [1, 2], node: 'start' });
  });

  it('treats __proto__ and constructor as ordinary keys: no prototype is polluted', () => {
    const next = applyPatch({ facts: {} }, [
      { op: 'add', path: '/__proto__', value: { polluted: true } },
      { op: 'add', path: '/facts/constructor', value: { prototype: { polluted: true } } },
      { op: 'add', path: '/facts/__proto__', value: 'data' },
    ]) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
    expect(Object.hasOwn(next, '__proto__')).toBe(true);
    expect(Object.keys(next.facts as object)).toEqual(['constructor', '__proto__']);
  });

  it('refuses a path that does not exist, a failed test and a malformed operation, naming the operation', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'remove', path: '/b' }])).toThrow(
      new PatchError('operation 0 (remove "/b"): the path does not exist'),
    );
    expect(() => applyPatch({ a: 1 }, [{ op: 'replace', path: '/a/b', value: 1 }])).toThrow(/operation 0 \(replace "\/a\/b"\)/);
    expect(() => applyPatch({ a: {} }, [{ op: 'remove', path: '/a/__proto__' }])).toThrow(/does not exist/);
    expect(() => applyPatch({ a: 1 }, [{ op: 'add', path: '/x/y', value: 1 }])).toThrow(/does not exist/);
    expect(() => applyPatch({ a: 1 }, [{ op: 'test', path: '/a', value: 2 }])).toThrow(/failed/);
    expect(() => applyPatch({ a: [1] }, [{ op: 'add', path: '/a/5', value: 2 }])).toThrow(/out of range/);
    expect(() => applyPatch({}, [{ op: 'frobnicate', path: '/a' }])).toThrow(/unknown op "frobnicate"/);
    expect(() => applyPatch({}, [{ op: 'add', path: 'a', value: 1 }])).toThrow(/is not a JSON Pointer/);
    expect(() => applyPatch({}, { op: 'add' })).toThrow(/not a list/);
    expect(() => applyPatch({ a: { b: 1 } }, [{ op: 'move', from: '/a', path: '/a/c' }])).toThrow(/into itself/);
  });

  it('replaces the whole document at the empty path', () => {
    expect(applyPatch({ a: 1 }, [{ op: 'replace', path: '', value: { b: 2 } }])).toEqual({ b: 2 });
  });
});

describe('applyPatch in place', () => {
  it('changes the state it is given, copying in the values so the patch itself is never changed later', () => {
    const state = { facts: {} as Record<string, unknown> };
    const value = { nested: { n: 1 } };
    const patch = [{ op: 'add', path: '/facts/a', value }];
    expect(applyPatch(state, patch, { inPlace: true })).toBe(state);
    applyPatch(state, [{ op: 'replace', path: '/facts/a/nested/n', value: 2 }], { inPlace: true });
    expect(state.facts.a).toEqual({ nested: { n: 2 } });
    expect(value).toEqual({ nested: { n: 1 } });
  });
});

describe('applyPatch bounds', () => {
  /** `add /b [1,000 x's]`, then `copy /b -> /b/-` forty times: the state doubles with each copy. */
  const doubling = [
    { op: 'add', path: '/b', value: ['x'.repeat(1000)] },
    ...Array.from({ length: 40 }, () => ({ op: 'copy', from: '/b', path: '/b/-' })),
  ];

  it('refuses the doubling copy at the operation that would take the state past 10 MiB of JSON, naming it', () => {
    expect(() => applyPatch({}, doubling)).toThrow(
      new StateLimitError(`the state would exceed 10 MiB at operation 14 (copy "/b" -> "/b/-")`),
    );
    // Operation 14 is the first whose result is over the limit as JSON text.
    const before = applyPatch({}, doubling.slice(0, 14)) as { b: unknown[] };
    expect(JSON.stringify(before).length).toBeLessThanOrEqual(MAX_STATE_BYTES);
    expect(JSON.stringify({ b: [...before.b, before.b] }).length).toBeGreaterThan(MAX_STATE_BYTES);
  });

  it('leaves the state unchanged when a patch is refused, unless applied in place', () => {
    const state = { b: ['y'.repeat(1000)] };
    expect(() => applyPatch(state, doubling.slice(1))).toThrow(StateLimitError);
    expect(state).toEqual({ b: ['y'.repeat(1000)] });
  });

  it('refuses a value nested past 256 levels, whether added at once or level by level', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 300; i++) deep = [deep];
    expect(() => applyPatch({}, [{ op: 'add', path: '/a', value: deep }])).toThrow(
      new StateLimitError('the state would be nested deeper than 256 levels at operation 0 (add "/a")'),
    );
    const steps = Array.from({ length: 300 }, (_, i) => ({ op: 'add', path: `/a${'/a'.repeat(i)}`, value: {} }));
    expect(() => applyPatch({}, steps)).toThrow(
      /^the state would be nested deeper than 256 levels at operation 255 \(add "\/a(\/a){255}"\)$/,
    );
    // 256 levels, the root included, is within the limit.
    const state = applyPatch({}, steps.slice(0, 255));
    expect(estimateJson(state).depth).toBe(MAX_STATE_DEPTH);
  });

  it('bounds what the copies of one turn read, even when each copy is removed again', () => {
    const state = { big: 'x'.repeat(1024 * 1024) };
    const churn = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? { op: 'copy', from: '/big', path: '/tmp' } : { op: 'remove', path: '/tmp' },
    );
    // Nine copies of 1 MiB fit in 10 MiB; the tenth, operation 18, does not.
    expect(() => applyPatch(state, churn)).toThrow(
      new StateLimitError('the copies and moves of one turn would read more than 10 MiB at operation 18 (copy "/big" -> "/tmp")'),
    );
    expect(() => applyPatch(state, churn.slice(0, 18))).not.toThrow();
  });

  it('refuses a snapshot-sized state that is already over the limit before any operation', () => {
    expect(() => applyPatch({ big: 'x'.repeat(MAX_STATE_BYTES) }, [])).toThrow(new StateLimitError('the state is over 10 MiB'));
  });

  it('accepts a large state within the limits: replacing a 4 MiB value with another frees the first', () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `customer ${i}` }));
    const state = { rows, notes: 'n'.repeat(4 * 1024 * 1024) };
    expect(JSON.stringify(state).length).toBeGreaterThan(5 * 1024 * 1024);
    const next = applyPatch(state, [
      { op: 'replace', path: '/notes', value: 'm'.repeat(4 * 1024 * 1024) },
      { op: 'add', path: '/notes', value: 'o'.repeat(4 * 1024 * 1024) },
      { op: 'copy', from: '/rows/7', path: '/picked' },
      { op: 'move', from: '/rows/0', path: '/first' },
    ]) as typeof state & { picked: unknown; first: unknown };
    expect(next.notes).toHaveLength(4 * 1024 * 1024);
    expect(next.notes[0]).toBe('o');
    expect(next.picked).toEqual({ id: 7, name: 'customer 7' });
    expect(next.first).toEqual({ id: 0, name: 'customer 0' });
    expect(next.rows).toHaveLength(39_999);
  });

  it('does not let moves to and fro between depths refuse a state that stays shallow', () => {
    const state = { w: [1, 2, 3], p: { q: {} } };
    const trips = Array.from({ length: 200 }, () => [
      { op: 'move', from: '/w', path: '/p/q/w' },
      { op: 'move', from: '/p/q/w', path: '/w' },
    ]).flat();
    expect(applyPatch(state, trips)).toEqual(state);
  });

  it('keeps a running estimate without reading the rest of the state: many small deltas cost what they change', () => {
    let reads = 0;
    const huge = Array.from({ length: 20_000 }, (_, i) => i);
    const state = { facts: {} as Record<string, unknown>, list: [] as unknown[] };
    Object.defineProperty(state, 'log', { enumerable: true, get: () => (reads++, huge) });
    const meter = new StateMeter().measure(state);
    expect(reads).toBe(1);
    for (let i = 0; i < 2000; i++) {
      applyPatch(state, [{ op: 'add', path: `/facts/k${i}`, value: { n: i, tags: ['a', 'b'] } }], { inPlace: true, meter });
      applyPatch(state, [{ op: 'add', path: '/list/-', value: i }], { inPlace: true, meter });
      if (i % 3 === 0) applyPatch(state, [{ op: 'replace', path: `/facts/k${i}/n`, value: -i }], { inPlace: true, meter });
      if (i % 5 === 0) applyPatch(state, [{ op: 'remove', path: '/list/0' }], { inPlace: true, meter });
      if (i % 7 === 0) applyPatch(state, [{ op: 'copy', from: `/facts/k${i}`, path: `/facts/c${i}` }], { inPlace: true, meter });
      if (i % 11 === 0) applyPatch(state, [{ op: 'move', from: `/facts/k${i}`, path: `/facts/m${i}` }], { inPlace: true, meter });
    }
    // The large log was read once, to measure the state, and never again; the estimate is the state's.
    expect(reads).toBe(1);
    expect(meter.bytes).toBe(estimateJson(state).bytes);
    expect(meter.bytes).toBe(JSON.stringify(state).length + nonEmptyContainers(state));
  });
});

/** How many arrays and objects in `value` have members: estimateJson counts one separator more for each. */
function nonEmptyContainers(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const items = Object.values(value);
  return (items.length > 0 ? 1 : 0) + items.reduce((n: number, item) => n + nonEmptyContainers(item), 0);
}

describe('estimateJson', () => {
  it('is the length of the JSON text, plus a separator per non-empty container, and stops once past the limit', () => {
    const value = { a: [1, 'xy', null, true, false], b: { c: 1.5 }, e: [] };
    expect(estimateJson(value).bytes).toBe(JSON.stringify(value).length + 3);
    expect(estimateJson(value).depth).toBe(2);
    const wide = Array.from({ length: 1_000_000 }, () => ({ k: 'value' }));
    expect(estimateJson(wide, 100).bytes).toBeLessThan(1_000_000 + 200);
  });
});
