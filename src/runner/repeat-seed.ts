// The seed each repeat of a test sends as params.seed. Repeats that all sent the test's one seed
// would be one draw measured N times (an agent that honours the seed answers them alike), which
// breaks the independence every p-value of the comparison assumes. So repeat i (0-based, as
// `test.repeat` in the request) sends its own seed, a pure function of (the test's seed, i): the
// base and the pull request play the same seed for the same repeat, and a rerun reproduces run i.
//
//   seed(0) = the test's seed, unchanged (a single-repeat run sends what it always did)
//   seed(i) = (the test's seed mod 2^31) XOR mix31(i)        for i >= 1
//   mix31(i) = fmix32(i), Murmur3's 32-bit finaliser, applied again while the result is >= 2^31
//
// Walking fmix32 (a permutation of the 32-bit integers) until it lands below 2^31 is a permutation of
// 0 .. 2^31 - 1 with mix31(0) = 0, so repeats 0 .. 2^31 - 1 of a test all get distinct seeds, and a
// derived seed fits a signed 32-bit integer (0 .. 2147483647), which any model API or sampler takes.
// A test without a seed sends null on every repeat: the agent samples as it does when unseeded.

const LOW_31_BITS = 0x7fffffff;

/** Murmur3's 32-bit finaliser: a permutation of 0 .. 2^32 - 1 with good avalanche. */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** fmix32 restricted to 0 .. 2^31 - 1 by cycle walking (about two steps on average). */
export function mix31(value: number): number {
  let x = value & LOW_31_BITS;
  do x = fmix32(x);
  while (x > LOW_31_BITS);
  return x;
}

/** params.seed of repeat `repeat` (0-based) of a test whose spec says `seed` (null: the test has none). */
export function repeatSeed(seed: number | null | undefined, repeat: number): number | null {
  if (seed === null || seed === undefined) return null;
  if (repeat === 0) return seed;
  // `& LOW_31_BITS` is the seed mod 2^31 for any safe integer, negative ones included.
  return ((seed & LOW_31_BITS) ^ mix31(repeat)) >>> 0;
}
