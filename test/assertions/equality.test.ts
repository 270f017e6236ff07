// How expected values are compared with what the agent did: tool arguments as a subset (naming the
// first place they differ), fact values loosely (case and surrounding spaces), everything else exactly.
import { describe, expect, it } from 'vitest';
import { deepEqual, factValuesEqual, findSubsetMismatch } from '../../src/assertions/equality.ts';

describe('findSubsetMismatch', () => {
  it('accepts extra keys in the actual value, but not a list of another length', () => {
    expect(findSubsetMismatch({ customer: { name: 'Ada' } }, { customer: { name: 'Ada', id: 7 }, extra: true }, 'args')).toBeNull();
    expect(findSubsetMismatch({ items: [1, 2] }, { items: [1, 2, 3] }, 'args')).toMatchObject({ path: 'args.items', missing: false });
  });

  it('names the path of the first difference, and whether the key is missing', () => {
    expect(findSubsetMismatch({ items: [{ sku: 'a' }, { sku: 'b' }] }, { items: [{ sku: 'a' }, { sku: 'c' }] }, 'args')).toEqual({
      path: 'args.items[1].sku',
      expected: 'b',
      actual: 'c',
      missing: false,
    });
    expect(findSubsetMismatch({ 'order id': 1 }, {}, 'args')).toEqual({
      path: 'args["order id"]',
      expected: 1,
      actual: undefined,
      missing: true,
    });
  });

  it('treats an inherited property as missing, not as present', () => {
    expect(findSubsetMismatch(JSON.parse('{"constructor": "x"}'), {}, 'args')).toMatchObject({ path: 'args.constructor', missing: true });
  });
});

describe('deepEqual and factValuesEqual', () => {
  it('compares exactly, or facts ignoring case and surrounding spaces', () => {
    expect(deepEqual({ a: [1, 'x'] }, { a: [1, 'x'] })).toBe(true);
    expect(deepEqual({ a: 'X' }, { a: 'x' })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(factValuesEqual({ city: ' Paris ' }, { city: 'paris' })).toBe(true);
    expect(factValuesEqual(['A'], 'A')).toBe(false);
  });
});
