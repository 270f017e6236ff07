import { describe, expect, it } from 'vitest';
import { gateSequential } from '../../src/compare/sequential.ts';
import { DESIGNS, emptyCell, judgeDesign, judgePr, outcomeOf, SEQUENTIAL, sequentialHead, trulyDropped } from '../../bench/seeded-gate.ts';
import { breakOne, CHECK, drawSeededPr, equalIcc, historyRandom, sidePasses, SMALL, suiteDrop } from '../../bench/seeded-population.ts';

const [fixed16, , sequential] = DESIGNS;

describe('judgeDesign (the three-verdict gate on one seeded PR)', () => {
  it('fails the check on a test that always passed and now always fails, at 16 runs', () => {
    const pr = drawSeededPr(1, 'break', CHECK, breakOne(1, 0), 0, 32);
    const { check, headCalls } = judgeDesign(pr, fixed16!, null);
    expect(outcomeOf(check)).toBe('fail');
    expect(headCalls).toBe(16 * pr.check.flat().length);
  });

  it('stops the sequential design at the first look once every suite is decided: a break costs 8 runs per test', () => {
    const pr = drawSeededPr(1, 'break', SMALL, breakOne(1, 0), 0, 32);
    const { check, headCalls } = judgeDesign(pr, sequential!, null);
    expect(outcomeOf(check)).toBe('fail');
    expect(headCalls).toBe(8 * pr.check.flat().length);
  });
});

describe('sequentialHead', () => {
  it('gives the verdicts gateSequential gives on the runs each suite reached', () => {
    for (const index of [0, 1]) {
      const pr = drawSeededPr(7, 'aa', CHECK, equalIcc(0.05), index, 32);
      const base = sidePasses(pr.base, 32);
      const stratum = (s: number, t: number, n: number) => ({
        headPassed: sidePasses(pr.head, n)[s]![t]!,
        headRuns: n,
        basePassed: base[s]![t]!,
        baseRuns: 32,
      });
      const mine = sequentialHead(pr, SEQUENTIAL, stratum, () => undefined, {});
      const product = gateSequential(
        pr.check.map((suite, s) => ({
          suiteId: `suite${s}`,
          tests: suite.map((_, t) => ({ testId: `t${t}`, looks: SEQUENTIAL.looks.slice(0, mine.reached[s]).map((n) => stratum(s, t, n)) })),
        })),
        { alpha: 0.025, minEffect: 0.05, minTestEffect: 0.5, midP: false, niLevel: 0.05 },
        SEQUENTIAL,
      );
      expect(mine.check.suites.map((v) => v.verdict)).toEqual(product.check.suites.map((v) => v.verdict));
      expect(product.suites.map((x) => x.reached)).toEqual(mine.reached);
    }
  });
});

describe('judgePr', () => {
  it('counts a PR whose suite truly fell by min-effect among the dropped ones, in every cell', () => {
    const pr = drawSeededPr(1, 'drop', SMALL, suiteDrop(5), 0, 32);
    expect(trulyDropped(pr.check)).toBe(true);
    const cells = Array.from({ length: 6 }, emptyCell);
    judgePr(pr, cells, () => historyRandom(1, 'drop', 0));
    for (const cell of cells) {
      expect(cell.prs).toBe(1);
      expect(cell.dropped).toBe(1);
      expect(cell.falsePass).toBe(cell.outcomes.pass);
    }
  });
});
