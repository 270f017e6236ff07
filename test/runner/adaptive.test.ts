// The adaptive stopping rule on its own (no agent): which tests get more runs, and that the change the
// comparison measures on the effect runs is unbiased, unlike stopping a test when its own runs look good.
import { describe, expect, it } from 'vitest';
import { extendToMax, nextRound, planRound, type AdaptiveRule, type TestProgress } from '../../src/runner/adaptive.ts';
import { DEFAULT_GATE_SETTINGS } from '../../src/compare/family.ts';
import { mulberry32 } from '../../src/random.ts';

const RULE: AdaptiveRule = { min: 4, max: 16, ...DEFAULT_GATE_SETTINGS };

/** A test after its first round: `early` passes of 4 head runs, `base` passes of 16. */
const after = (early: number, base: number, runs = 4): TestProgress => ({
  runs,
  head: { passed: early, scored: runs },
  early: { passed: early, scored: 4 },
  base: { passed: base, scored: 16 },
});

describe('extendToMax (rule 1)', () => {
  it('gives max runs to the tests of a suite whose other tests dropped by the minimum effect, not to an unchanged suite', () => {
    const unchanged = Array.from({ length: 10 }, () => after(4, 16));
    expect(extendToMax(unchanged, RULE)).toEqual(unchanged.map(() => false));
    // Two of ten stable tests fail half their first runs: the mean of the others falls by 1/9 or 1/10.
    const dropped = [after(2, 16), after(2, 16), ...Array.from({ length: 8 }, () => after(4, 16))];
    expect(extendToMax(dropped, RULE)).toEqual(dropped.map(() => true));
  });

  it("never looks at the test's own runs", () => {
    const random = mulberry32(7);
    for (let trial = 0; trial < 200; trial++) {
      const tests = Array.from({ length: 3 + Math.floor(random() * 10) }, () => after(Math.floor(random() * 5), Math.floor(random() * 17)));
      const i = Math.floor(random() * tests.length);
      const decided = extendToMax(tests, RULE)[i];
      for (let own = 0; own <= 4; own++) {
        const changed = tests.map((t, j) => (j === i ? after(own, t.base!.passed) : t));
        expect(extendToMax(changed, RULE)[i]).toBe(decided);
      }
    }
  });

  it('extends nothing that has no baseline, and a lone common test never (there is nothing else to look at)', () => {
    const noBase: TestProgress = { ...after(2, 0), base: null };
    expect(extendToMax([noBase, after(0, 16)], RULE)).toEqual([false, false]);
  });
});

describe('planRound (rules 2 and 3)', () => {
  it('keeps sampling a test that may be broken until the Fisher test is certain, then stops', () => {
    const broken = (failed: number) => ({ ...after(0, 16, failed), head: { passed: 0, scored: failed } });
    const plan = (failed: number) => planRound([[broken(failed)]], [[4]], RULE);
    expect(plan(4).targets[0]).toEqual([5]);
    expect(plan(4).reasons[0]![0]).toMatch(/^may be broken/);
    // 0/7 against 16/16 with 9 more passes would be 9/16: p = C(16,7)/C(32,7) = 0.0034 <= 0.0125.
    expect(plan(7).targets[0]).toEqual([7]);
    expect(plan(7).reasons[0]![0]).toMatch(/^broken whatever/);
  });

  it('stops sampling a test that cannot be shown broken however the remaining runs go', () => {
    // 0/4 against 10/16 fell by 62 points: a candidate, and 0/16 against 10/16 would be broken.
    expect(planRound([[after(0, 10)]], [[4]], RULE).reasons[0]![0]).toMatch(/^may be broken/);
    // Its later runs passed: at 10/14, even two more failures leave 10/16 against 10/16.
    const nearlyDone = { ...after(0, 10), runs: 14, head: { passed: 10, scored: 14 } };
    expect(planRound([[nearlyDone]], [[4]], RULE).reasons[0]![0]).toMatch(/^cannot be shown broken/);
  });

  it('grows a test without a baseline while its outcomes are mixed', () => {
    const fresh = (passed: number): TestProgress => ({ runs: 4, head: { passed, scored: 4 }, early: { passed, scored: 4 }, base: null });
    expect(planRound([[fresh(2), fresh(4), fresh(0)]], [[4, 4, 4]], RULE).targets[0]).toEqual([5, 4, 4]);
  });
});

describe('the effect runs are unbiased', () => {
  /** Drives nextRound to the end, as runAdaptive does, over a suite's drawn runs: each test's effect runs. */
  function effectRunsOf(baseRuns: readonly boolean[][], headRuns: readonly boolean[][]): number[] {
    const passes = (runs: readonly boolean[], n: number) => runs.slice(0, n).filter(Boolean).length;
    let runs = headRuns.map(() => 4);
    let effect: number[][] | null = null;
    for (;;) {
      const progress = [
        headRuns.map((h, i) => ({
          runs: runs[i]!,
          head: { passed: passes(h, runs[i]!), scored: runs[i]! },
          early: { passed: passes(h, 4), scored: 4 },
          base: { passed: passes(baseRuns[i]!, 16), scored: 16 },
        })),
      ];
      const next = nextRound(progress, effect, RULE);
      effect = next.effectRuns;
      const targets = next.plan.targets[0]!;
      if (targets.every((t, i) => t <= runs[i]!)) return effect[0]!;
      runs = targets.map((t, i) => Math.max(t, runs[i]!));
    }
  }

  /**
   * A suite of 30 tests, 10 stable (p = 1 -> 0.95), 10 rarely failing (0.98 -> 0.93), 10 flaky
   * (0.7 -> 0.65): a 5-point drop of every test. Each replicate draws base and head runs, applies the
   * rule, and measures the suite's change on the effect runs; stopping a test as soon as its own first
   * runs all pass (an earlier rule) is measured beside it. 40 seeded replicates: the rule's mean is
   * within three standard errors of the true drop and the shortcut's is not. The mean change over
   * 2000 PRs of the reference population is in figure 6 of BENCHMARKS.md (`npm run bench -- --only adaptive`).
   */
  it('measures a 5-point drop as 5 points on average; stopping tests on their own good runs shows less', () => {
    const base = [...Array(10).fill(1), ...Array(10).fill(0.98), ...Array(10).fill(0.7)] as number[];
    const head = base.map((p) => p - 0.05);
    const random = mulberry32(2026);
    const passes = (runs: readonly boolean[], n: number) => runs.slice(0, n).filter(Boolean).length;
    const viaRule: number[] = [];
    const viaOwnStop: number[] = [];
    for (let r = 0; r < 40; r++) {
      const baseRuns = base.map((p) => Array.from({ length: 16 }, () => random() < p));
      const headRuns = head.map((p) => Array.from({ length: 16 }, () => random() < p));
      const effect = effectRunsOf(baseRuns, headRuns);
      const change = (n: (i: number) => number) =>
        headRuns.reduce((sum, h, i) => sum + passes(h, n(i)) / n(i) - passes(baseRuns[i]!, 16) / 16, 0) / head.length;
      viaRule.push(change((i) => effect[i]!));
      viaOwnStop.push(change((i) => (passes(headRuns[i]!, 4) === 4 ? 4 : 16)));
    }
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const standardError = (xs: readonly number[]) =>
      Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1) / xs.length);
    expect(Math.abs(mean(viaRule) + 0.05)).toBeLessThan(3 * standardError(viaRule));
    expect(mean(viaOwnStop) + 0.05).toBeGreaterThan(3 * standardError(viaOwnStop));
  });
});
