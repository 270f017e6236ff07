import { describe, expect, it } from 'vitest';
import { DEFAULT_GATE_SETTINGS } from '../../src/compare/family.ts';
import { gateSequential, sequentialDesign, type SequentialSuite } from '../../src/compare/sequential.ts';
import type { Stratum } from '../../src/stats/fisher.ts';

const settings = DEFAULT_GATE_SETTINGS;
const design = sequentialDesign(8, 32);

/** A test whose head passes `passes(n)` of its first n runs at each look it reached, against base/baseRuns. */
function test(
  testId: string,
  reached: number,
  passes: (n: number) => number,
  base: number,
  baseRuns = 32,
): SequentialSuite['tests'][number] {
  const looks: Stratum[] = design.looks.slice(0, reached).map((n) => ({ headPassed: passes(n), headRuns: n, basePassed: base, baseRuns }));
  return { testId, looks };
}

const stable = (id: string, reached = 1) => test(id, reached, (n) => n, 32);

describe('sequentialDesign', () => {
  it('looks at min, 2 min, ... and max, spending an equal share of the errors at each look', () => {
    expect(sequentialDesign(8, 32)).toEqual({ looks: [8, 16, 24, 32], weights: [0.25, 0.25, 0.25, 0.25] });
    const odd = sequentialDesign(4, 10);
    expect(odd.looks).toEqual([4, 8, 10]);
    expect(odd.weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(sequentialDesign(16, 16)).toEqual({ looks: [16], weights: [1] });
  });

  it('refuses a design without runs', () => {
    expect(() => sequentialDesign(0, 8)).toThrow(/1 <= min <= max/);
    expect(() => sequentialDesign(9, 8)).toThrow(/1 <= min <= max/);
  });
});

describe('gateSequential', () => {
  it('decides a suite of tests that pass every run at the first look: every drop ruled out', () => {
    const suites = [{ suiteId: 's', tests: Array.from({ length: 12 }, (_, i) => stable(`t${i}`)) }];
    const judged = gateSequential(suites, settings, design);
    expect(judged.suites).toEqual([{ suiteId: 's', state: 'ruled_out', look: 0, reached: 1 }]);
    expect(judged.check.suites[0]?.verdict).toBe('unchanged');
    // Judged at the first look's share of the non-inferiority level, not the whole of it.
    expect(judged.check.suites[0]?.ni.level).toBeCloseTo(0.05 / 4, 12);
  });

  it('shows a test that broke at the look where it broke, at that look’s share of alpha', () => {
    const suites = [{ suiteId: 's', tests: [...Array.from({ length: 10 }, (_, i) => stable(`t${i}`)), test('broken', 1, () => 0, 32)] }];
    const judged = gateSequential(suites, settings, design);
    expect(judged.suites[0]).toMatchObject({ state: 'regressed', look: 0 });
    const s = judged.check.suites[0]!;
    expect(s.verdict).toBe('regressed');
    expect(s.tests.find((t) => t.testId === 'broken')?.broke).toBe(true);
    expect(s.levels.tests).toBeCloseTo(0.025 / 2 / 4, 12);
  });

  it('keeps a suite open while a flaky test cannot yet rule out its drop, then decides it at a later look', () => {
    // Half the base runs pass; 2 of the first 8 head runs, then about half: at 8 runs a 50-point drop
    // is not ruled out at the first look's level; at 32 it is. (Forty stable tests beside it let the
    // suite's own 5-point bound clear.)
    const flaky = (reached: number) => test('flaky', reached, (n) => (n === 8 ? 2 : n / 2 - 1), 8, 16);
    const others = (reached: number) => Array.from({ length: 40 }, (_, i) => stable(`t${i}`, reached));
    const early = gateSequential([{ suiteId: 's', tests: [...others(1), flaky(1)] }], settings, design);
    expect(early.suites[0]).toMatchObject({ state: 'open', look: 0, reached: 1 });
    expect(early.check.suites[0]?.verdict).toBe('undecided');
    expect(early.check.suites[0]?.tests.find((t) => t.testId === 'flaky')?.ni.ruledOut).toBe(false);
    const late = gateSequential([{ suiteId: 's', tests: [...others(4), flaky(4)] }], settings, design);
    expect(late.suites[0]).toMatchObject({ state: 'ruled_out' });
    expect(late.check.suites[0]?.verdict).toBe('unchanged');
  });

  it('never judges a suite at a look it did not reach', () => {
    // Suite b stopped at the first look; at later looks only a is judged, b keeps its first look's verdict.
    const suites = [
      { suiteId: 'a', tests: [stable('a1', 3), test('a2', 3, (n) => n / 2, 16)] },
      { suiteId: 'b', tests: Array.from({ length: 40 }, (_, i) => stable(`b${i}`, 1)) },
    ];
    const judged = gateSequential(suites, settings, design);
    expect(judged.suites.map((s) => [s.suiteId, s.reached])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(judged.suites.find((s) => s.suiteId === 'b')).toMatchObject({ state: 'ruled_out', look: 0 });
  });
});
