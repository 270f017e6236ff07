// What a turn did to the agent's memory, as fact assertions read it: added, changed and removed keys,
// every key data (a `__proto__` fact included).
import { describe, expect, it } from 'vitest';
import { computeFactsDelta } from '../../src/runner/facts-delta.ts';

describe('computeFactsDelta', () => {
  it('lists the keys added, the values changed with before and after, and the keys removed', () => {
    expect(computeFactsDelta({ name: 'Ada', plan: 'basic', city: 'Paris' }, { name: 'Ada', plan: 'pro', email: 'a@x' })).toEqual({
      added: { email: 'a@x' },
      updated: { plan: { from: 'basic', to: 'pro' } },
      removed: ['city'],
    });
  });

  it('sees no change in an equal nested value, and keeps a __proto__ fact as a key', () => {
    const after = JSON.parse('{"address": {"zip": "75001"}, "__proto__": "x"}') as Record<string, unknown>;
    const delta = computeFactsDelta({ address: { zip: '75001' } }, after);
    expect(delta.updated).toEqual({});
    expect(Object.keys(delta.added)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(delta.added)).toBe(Object.prototype);
  });
});
