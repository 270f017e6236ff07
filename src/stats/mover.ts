// Wilson-MOVER intervals for suites with repeats: the pass rate is the mean over tests of each test's
// pass fraction (equal weight per test, so a test with more runs does not count more), and its
// interval combines per-test Wilson limits by square-and-add (the MOVER construction of Zou & Donner,
// applied to a mean over tests). Runs of one test are treated as independent given the test; the
// between-test correlation of repeats never enters, because each test gets its own interval.
// With one test it equals the Wilson interval (pass rate) and Newcombe's hybrid score (delta).
import { wilson, Z_95, type Interval } from './wilson.ts';
import type { Stratum } from './fisher.ts';

export interface TestRuns {
  passed: number;
  runs: number;
}

/** Mean over tests of passed/runs, with its Wilson-MOVER interval (every test needs runs >= 1). */
export function moverPassRate(tests: readonly TestRuns[], z: number = Z_95): Interval {
  if (tests.length === 0) throw new RangeError('moverPassRate: no tests');
  const limits = tests.map((t) => wilson(t.passed, t.runs, z));
  const n = tests.length;
  const estimate = mean(limits.map((l) => l.estimate));
  const below = Math.sqrt(sum(limits.map((l) => (l.estimate - l.lower) ** 2))) / n;
  const above = Math.sqrt(sum(limits.map((l) => (l.upper - l.estimate) ** 2))) / n;
  return { estimate, lower: Math.max(0, estimate - below), upper: Math.min(1, estimate + above) };
}

/** Mean over tests of (head pass fraction - base pass fraction), with its Wilson-MOVER interval. */
export function moverDelta(strata: readonly Stratum[], z: number = Z_95): Interval {
  if (strata.length === 0) throw new RangeError('moverDelta: no tests');
  const n = strata.length;
  const sides = strata.map((s) => ({ head: wilson(s.headPassed, s.headRuns, z), base: wilson(s.basePassed, s.baseRuns, z) }));
  const estimate = mean(sides.map(({ head, base }) => head.estimate - base.estimate));
  const below = Math.sqrt(sum(sides.map(({ head, base }) => (head.estimate - head.lower) ** 2 + (base.upper - base.estimate) ** 2))) / n;
  const above = Math.sqrt(sum(sides.map(({ head, base }) => (head.upper - head.estimate) ** 2 + (base.estimate - base.lower) ** 2))) / n;
  return { estimate, lower: Math.max(-1, estimate - below), upper: Math.min(1, estimate + above) };
}

/**
 * Head's mean pass rate minus base's, over different tests (no test in common): the two sides'
 * Wilson-MOVER intervals combined by square-and-add, as Newcombe's hybrid score combines two Wilson
 * intervals. Approximate, for information only: no test is paired.
 */
export function moverUnpairedDelta(head: readonly TestRuns[], base: readonly TestRuns[], z: number = Z_95): Interval {
  const h = moverPassRate(head, z);
  const b = moverPassRate(base, z);
  const estimate = h.estimate - b.estimate;
  return {
    estimate,
    lower: Math.max(-1, estimate - Math.sqrt((h.estimate - h.lower) ** 2 + (b.upper - b.estimate) ** 2)),
    upper: Math.min(1, estimate + Math.sqrt((h.upper - h.estimate) ** 2 + (b.estimate - b.lower) ** 2)),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function mean(values: readonly number[]): number {
  return sum(values) / values.length;
}
