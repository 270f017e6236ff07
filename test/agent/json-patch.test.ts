import { describe, expect, it } from 'vitest';
import { applyPatch, PatchError } from '../../src/agent/json-patch.ts';

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
