// The seed each repeat of a test sends: pinned, so a rerun (or a stored baseline recorded by an
// older version) plays the same draws; distinct across repeats; repeat 0 keeps the test's seed.
import { describe, expect, it } from 'vitest';
import { fmix32, mix31, repeatSeed } from '../../src/runner/repeat-seed.ts';

describe('repeatSeed', () => {
  it('gives the documented values', () => {
    // fmix32 as published with MurmurHash3.
    expect(fmix32(1)).toBe(0x514e28b7);
    expect(fmix32(2)).toBe(0x30f4c306);
    expect(repeatSeed(42, 0)).toBe(42);
    expect(repeatSeed(42, 1)).toBe(1364076701);
    expect(repeatSeed(42, 2)).toBe(821347116);
    expect(repeatSeed(42, 3)).toBe(1930306858);
    expect(repeatSeed(0, 1)).toBe(1364076727);
    expect(repeatSeed(7, 999)).toBe(1485568366);
    expect(repeatSeed(-1, 1)).toBe(783406920);
    expect(repeatSeed(2 ** 40 + 5, 3)).toBe(1930306821);
  });

  it('keeps repeat 0 at the test seed, whatever integer it is', () => {
    for (const seed of [0, 42, -7, 2 ** 31, 2 ** 40 + 5, Number.MAX_SAFE_INTEGER]) expect(repeatSeed(seed, 0)).toBe(seed);
  });

  it('gives repeats 0 to 999 distinct seeds, each a non-negative 32-bit signed integer after repeat 0', () => {
    for (const seed of [0, 42, -1, 2 ** 31 - 1, 2 ** 40 + 5]) {
      const seeds = Array.from({ length: 1000 }, (_, i) => repeatSeed(seed, i));
      expect(new Set(seeds).size).toBe(1000);
      for (const s of seeds.slice(1)) {
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(2 ** 31 - 1);
      }
    }
  });

  it('is the same on every call', () => {
    const first = Array.from({ length: 50 }, (_, i) => repeatSeed(123, i));
    expect(Array.from({ length: 50 }, (_, i) => repeatSeed(123, i))).toEqual(first);
  });

  it('sends null on every repeat of a test without a seed', () => {
    expect([0, 1, 5].map((i) => repeatSeed(undefined, i))).toEqual([null, null, null]);
    expect(repeatSeed(null, 3)).toBeNull();
  });

  it('mixes within 31 bits without collisions and keeps 0 at 0', () => {
    expect(mix31(0)).toBe(0);
    const seen = new Set<number>();
    for (let i = 0; i < 100_000; i += 1) seen.add(mix31(i));
    expect(seen.size).toBe(100_000);
  });
});
