// The gate from run counts alone (gateCheck): the verdict rules, and a seeded simulation of the
// reference population (4 suites of 10-50 tests; 35% always pass, 35% pass 98% of the time, 30%
// flaky with a pass rate from Beta(4, 2)) at 6 runs per test and side.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GATE_SETTINGS,
  detectsMinEffect,
  gateCheck,
  isDrop,
  splitAlpha,
  strictestSuiteLevel,
  countsAsSuiteDrop,
  countsAsSuiteRise,
  canDropByMinTestEffect,
  countsAsTestDrop,
  perTestMember,
  type GateSuite,
} from '../../src/compare/family.ts';
import { discreteHolm } from '../../src/stats/discrete-holm.ts';
import { mulberry32 } from '../../src/random.ts';

const settings = DEFAULT_GATE_SETTINGS;

function gateSuite(suiteId: string, tests: [number, number, number, number][]): GateSuite {
  return {
    suiteId,
    tests: tests.map(([headPassed, headRuns, basePassed, baseRuns], i) => ({
      testId: `t${i + 1}`,
      stratum: { headPassed, headRuns, basePassed, baseRuns },
    })),
  };
}

describe('the minimum effects, at their boundary', () => {
  it('counts a suite drop of exactly the minimum effect, also as a mean of fractions, and not one a hair smaller', () => {
    const minEffect = { minEffect: 0.05 };
    expect(countsAsSuiteDrop(-0.05, minEffect)).toBe(true);
    // 95% -> 90%: floating point writes this drop of 0.05 as 0.04999999999999993.
    expect(0.9 - 0.95).toBeGreaterThan(-0.05);
    expect(countsAsSuiteDrop(0.9 - 0.95, minEffect)).toBe(true);
    expect(countsAsSuiteDrop(-0.0499, minEffect)).toBe(false);
    expect(countsAsSuiteRise(0.05, minEffect)).toBe(true);
    expect(countsAsSuiteRise(0.0499, minEffect)).toBe(false);
  });

  it('counts a test drop of exactly the per-test minimum effect: 6/6 -> 3/6 at 0.5, not 6/6 -> 4/6', () => {
    const minTestEffect = { minTestEffect: 0.5 };
    expect(countsAsTestDrop(3 / 6 - 1, minTestEffect)).toBe(true);
    expect(countsAsTestDrop(4 / 6 - 1, minTestEffect)).toBe(false);
    expect(canDropByMinTestEffect(0.5, minTestEffect)).toBe(true);
    expect(canDropByMinTestEffect(2 / 6, minTestEffect)).toBe(false);
  });

  it('with a minimum effect of 0, any drop counts but no change is a drop', () => {
    expect(countsAsSuiteDrop(0, { minEffect: 0 })).toBe(true);
    expect(isDrop(0)).toBe(false);
    expect(isDrop(-0.01)).toBe(true);
  });

  it('sees the minimum effect when the smallest detectable drop is at most that large', () => {
    expect(detectsMinEffect(0.05, { minEffect: 0.05 })).toBe(true);
    expect(detectsMinEffect(0.051, { minEffect: 0.05 })).toBe(false);
    expect(detectsMinEffect(null, { minEffect: 0.05 })).toBe(false);
  });

  it("asks of a suite at worst the suites' half of alpha over the suites in the family", () => {
    expect(strictestSuiteLevel(0.025, 5)).toBeCloseTo(0.0025, 12);
    expect(strictestSuiteLevel(0.025, 0)).toBe(0.0125);
  });
});

describe('gateCheck', () => {
  it('splits one alpha evenly between the suite family and the test family', () => {
    expect(splitAlpha(0.025)).toEqual({ suites: 0.0125, tests: 0.0125 });
    const check = gateCheck([gateSuite('s', [[6, 6, 6, 6]])], settings);
    expect(check.alphaSuites + check.alphaTests).toBe(0.025);
  });

  it('regresses a suite on one broken test that the suite test cannot see', () => {
    // 1 of 40 tests breaks: a 2.5-point drop, under the suite's 5-point minimum effect.
    const check = gateCheck(
      [gateSuite('s', [[0, 6, 6, 6], ...Array.from({ length: 39 }, (): [number, number, number, number] => [6, 6, 6, 6])])],
      settings,
    );
    const [s] = check.suites;
    expect(s?.verdict).toBe('regressed');
    expect(s?.tests[0]).toMatchObject({ broke: true, rejected: true, counted: true });
    expect(check.testFamily).toEqual({ tests: 40, counted: 1 });
  });

  it('needs the per-test minimum effect: 8/8 → 2/8 (p = 0.0035) is broken at 0.5, not at 0.8', () => {
    const suites = [gateSuite('s', [[2, 8, 8, 8], ...Array.from({ length: 39 }, (): [number, number, number, number] => [8, 8, 8, 8])])];
    expect(gateCheck(suites, settings).suites[0]?.tests[0]?.broke).toBe(true);
    expect(gateCheck(suites, { ...settings, minTestEffect: 0.8 }).suites[0]?.tests[0]?.broke).toBe(false);
  });

  it('calls a suite underpowered only when no outcome could fail it', () => {
    // One test, 3 runs: 1/C(6, 3) = 0.05 > 0.0125 for the suite and the test alike.
    expect(gateCheck([gateSuite('s', [[3, 3, 3, 3]])], settings).suites[0]?.verdict).toBe('underpowered');
    // 4 runs: 1/70 = 0.014 is still above 0.0125.
    expect(gateCheck([gateSuite('s', [[4, 4, 4, 4]])], settings).suites[0]?.verdict).toBe('underpowered');
    // 5 runs: 1/252 can reach 0.0125; one test cannot rule out a 5-point drop of its suite: undecided.
    expect(gateCheck([gateSuite('s', [[5, 5, 5, 5]])], settings).suites[0]?.verdict).toBe('undecided');
  });

  it('applies the minimum effects to the effect runs when given (adaptive repeats)', () => {
    const suite: GateSuite = {
      suiteId: 's',
      tests: [
        // Tested on all 8 runs; the first 4 runs say the drop is 0.25, under the 0.5 test minimum.
        {
          testId: 'a',
          stratum: { headPassed: 2, headRuns: 8, basePassed: 8, baseRuns: 8 },
          effect: { headPassed: 3, headRuns: 4, basePassed: 4, baseRuns: 4 },
        },
        ...Array.from({ length: 20 }, (_, i) => ({ testId: `b${i}`, stratum: { headPassed: 8, headRuns: 8, basePassed: 8, baseRuns: 8 } })),
      ],
    };
    const [s] = gateCheck([suite], settings).suites;
    expect(s?.tests[0]?.rejected).toBe(true);
    expect(s?.tests[0]?.broke).toBe(false);
    expect(s?.effect).toBeCloseTo(-0.25 / 21, 12);
  });
});

describe('the per-test family: one more unchanged test never turns a broken test into a pass', () => {
  // 1 of 40 tests breaks: a 2.5-point drop, under the suite's minimum effect; only the test can fail it.
  const broken = gateSuite('pay', [[0, 6, 6, 6], ...Array.from({ length: 39 }, (): [number, number, number, number] => [6, 6, 6, 6])]);
  const withFlaky = (n: number, table: [number, number, number, number]): GateSuite[] => [
    broken,
    gateSuite(
      'other',
      Array.from({ length: n }, () => table),
    ),
  ];

  it('keeps 6/6 → 0/6 broken beside 1 to 50 unchanged flaky tests of 8 runs (Tarone dropped it from 11 on)', () => {
    // 4/8 → 4/8 can reach p = 1/C(16, 8), below the broken test's 1/924: Tarone's m* counted each.
    for (let n = 1; n <= 50; n++) {
      const check = gateCheck(withFlaky(n, [4, 8, 4, 8]), settings);
      expect(check.suites[0]?.tests[0], `${n} flaky tests`).toMatchObject({ rejected: true, broke: true });
      expect(check.suites[0]?.verdict).toBe('regressed');
      expect(check.suites[1]?.tests.some((t) => t.broke)).toBe(false);
    }
  });

  it('leaves the adjusted p of 6/6 → 0/6 exactly as it was beside tests that cannot reach it', () => {
    // 5/6 → 5/6 and 2/6 → 2/6 reach no p below 210/924 and 28/924: nothing to add at 1/924.
    for (let n = 1; n <= 50; n++) {
      for (const table of [
        [5, 6, 5, 6],
        [2, 6, 2, 6],
      ] as [number, number, number, number][]) {
        const test = gateCheck(withFlaky(n, table), settings).suites[0]?.tests[0];
        expect(test?.pAdjusted).toBe(test?.p);
        expect(test?.broke).toBe(true);
      }
    }
  });

  it('counts in full tests that can reach the broken test’s own p: 11 flaky 3/6 → 3/6 make 12/924 > 0.0125', () => {
    // No procedure valid under any dependence can do otherwise: each could have produced 1/924.
    expect(gateCheck(withFlaky(10, [3, 6, 3, 6]), settings).suites[0]?.verdict).toBe('regressed');
    const check = gateCheck(withFlaky(11, [3, 6, 3, 6]), settings);
    expect(check.suites[0]?.tests[0]?.pAdjusted).toBeCloseTo(12 / 924, 12);
    expect(check.suites[0]?.tests[0]?.broke).toBe(false);
    expect(check.suites[0]?.verdict).not.toBe('regressed');
  });
});

// --- the reference population --------------------------------------------------------------------

interface Pr {
  suites: number[][];
}

/** Beta(4, 2) is the 4th smallest of 5 uniforms. */
function beta42(random: () => number): number {
  return [random(), random(), random(), random(), random()].sort((a, b) => a - b)[3]!;
}

function drawPr(random: () => number): Pr {
  return {
    suites: Array.from({ length: 4 }, () =>
      Array.from({ length: 10 + Math.floor(random() * 41) }, () => {
        const u = random();
        return u < 0.35 ? 1 : u < 0.7 ? 0.98 : beta42(random);
      }),
    ),
  };
}

function passes(p: number, runs: number, random: () => number): number {
  let n = 0;
  for (let i = 0; i < runs; i++) if (random() < p) n++;
  return n;
}

/** Whether the check fails for one PR, with head pass rates `head` (same shape as the PR's). */
function fails(pr: Pr, head: number[][], runs: number, random: () => number): boolean {
  const suites = pr.suites.map((rates, k) =>
    gateSuite(
      `s${k}`,
      rates.map((p, i): [number, number, number, number] => [passes(head[k]![i]!, runs, random), runs, passes(p, runs, random), runs]),
    ),
  );
  return gateCheck(suites, settings).suites.some((s) => s.verdict === 'regressed');
}

// A smoke check of the rates that figures 7, 8 and 10 of BENCHMARKS.md measure over thousands of PRs.
describe('the reference population at 6 runs per test and side (seeded)', () => {
  it('keeps A/A false alarms per PR at or below alpha', () => {
    const random = mulberry32(13);
    const prs = 150;
    let alarms = 0;
    for (let i = 0; i < prs; i++) {
      const pr = drawPr(random);
      if (fails(pr, pr.suites, 6, random)) alarms++;
    }
    expect(alarms / prs).toBeLessThanOrEqual(settings.alpha);
  });

  it('catches one test that always passed and now always fails in at least 90% of PRs', () => {
    const random = mulberry32(14);
    const prs = 40;
    let caught = 0;
    for (let i = 0; i < prs; i++) {
      const pr = drawPr(random);
      const stable = pr.suites.flatMap((rates, k) => rates.flatMap((p, t) => (p === 1 ? [[k, t] as const] : [])));
      const [k, t] = stable[Math.floor(random() * stable.length)]!;
      const head = pr.suites.map((rates, j) => rates.map((p, i) => (j === k && i === t ? 0 : p)));
      if (fails(pr, head, 6, random)) caught++;
    }
    expect(caught / prs).toBeGreaterThanOrEqual(0.9);
  });
});

describe('a test that fell by min-test-effect without breaking', () => {
  it('keeps a suite that rose significantly from being called improved', () => {
    // 12 tests rose 0/6 -> 6/6; one fell 6/6 -> 1/6 (Fisher p = 7/924, adjusted over the 12 rising tests
    // that can reach it: not broken). Even at 0/6 it could not break (13/924 > 0.0125), and one falling
    // test is no evidence about the suite (sign-flip p >= 1/2): underpowered, never improved.
    const rising: [number, number, number, number][] = Array.from({ length: 12 }, () => [6, 6, 0, 6]);
    const [judged] = gateCheck([gateSuite('s', [...rising, [1, 6, 6, 6]])], settings).suites;
    expect(judged?.tests.at(-1)).toMatchObject({ broke: false });
    expect(judged?.significantGain).toBe(true);
    expect(judged?.verdict).toBe('underpowered');
  });

  it('calls a suite with a test down by min-test-effect a possible regression where the test could have broken', () => {
    // 12 stable tests, 6/6 on both sides; one fell 6/6 -> 2/6: Fisher p = 0.03, not broken, but it could have been at 0/6.
    const stable: [number, number, number, number][] = Array.from({ length: 12 }, () => [6, 6, 6, 6]);
    const [judged] = gateCheck([gateSuite('s', [...stable, [2, 6, 6, 6]])], settings).suites;
    expect(judged?.tests.at(-1)).toMatchObject({ broke: false });
    expect(judged?.verdict).toBe('possible_regression');
  });

  it('calls the suite improved only when each test’s drop of min-test-effect is ruled out', () => {
    // 4/6 against 6/6 does not rule out a 50-point drop; 15/16 against 16/16 does.
    const rising: [number, number, number, number][] = Array.from({ length: 12 }, () => [6, 6, 0, 6]);
    expect(gateCheck([gateSuite('s', [...rising, [4, 6, 6, 6]])], settings).suites[0]?.verdict).not.toBe('improved');
    const risingMore: [number, number, number, number][] = Array.from({ length: 12 }, () => [16, 16, 0, 16]);
    expect(gateCheck([gateSuite('s', [...risingMore, [15, 16, 16, 16]])], settings).suites[0]?.verdict).toBe('improved');
  });
});

describe('the within-side correlation the per-test tests allow for', () => {
  // Seven flaky tests whose sides differ a little more than independent runs would: an estimate of
  // about 0.01 that the F test does not confirm (p = 0.40).
  const weak: [number, number, number, number][] = [
    [3, 6, 4, 6],
    [5, 6, 3, 6],
    [2, 6, 4, 6],
    [4, 6, 2, 6],
    [1, 6, 3, 6],
    [5, 6, 4, 6],
    [3, 6, 5, 6],
  ];

  it('is 0 with fixed repeats when the F test does not see dependence', () => {
    const d = gateCheck([gateSuite('s', weak)], settings).dependence;
    expect(d.icc).toBeGreaterThan(0);
    expect(d.fP).toBeGreaterThan(0.05);
    expect(d.used).toBe(0);
  });

  it('is the estimate itself under adaptive repeats, whose few runs per test hide dependence from the F test', () => {
    const suite = gateSuite('s', weak);
    const adaptive = { ...suite, tests: suite.tests.map((t) => ({ ...t, effect: t.stratum })) };
    const d = gateCheck([adaptive], settings).dependence;
    expect(d.used).toBe(d.icc);
    expect(d.used).toBeGreaterThan(0);
  });
});

describe('whether a suite could fail', () => {
  // The shortcut (the discrete Bonferroni sum first, the whole procedure only when a smaller p could
  // step out) against the whole procedure for every test of every suite.
  it('is the same as running discrete Holm with each test broken in turn', () => {
    const random = mulberry32(17);
    for (let round = 0; round < 30; round++) {
      const suites: GateSuite[] = Array.from({ length: 6 }, (_, k) =>
        gateSuite(
          `s${k}`,
          Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
            const runs = 3 + Math.floor(random() * 5);
            const p = random() < 0.5 ? 1 : random();
            const draw = (q: number): number => Array.from({ length: runs }).filter(() => random() < q).length;
            return [draw(random() < 0.1 ? 0 : p), runs, draw(p), runs];
          }),
        ),
      );
      const check = gateCheck(suites, settings);
      const rho = check.dependence.used;
      const family = suites.flatMap((s) => s.tests.map((t) => perTestMember(t.stratum, rho)));
      let offset = 0;
      for (const [k, suite] of suites.entries()) {
        const judged = check.suites[k]!;
        const brute = suite.tests.some((t, j) => {
          const st = t.stratum;
          if (st.headRuns === 0 || st.basePassed === 0 || !canDropByMinTestEffect(st.basePassed / st.baseRuns, settings)) return false;
          const broken = perTestMember({ ...st, headPassed: 0 }, rho);
          const withBreak = family.map((m, i) => (i === offset + j ? broken : m));
          return (discreteHolm(withBreak)[offset + j] ?? 1) <= splitAlpha(settings.alpha).tests * (1 + 1e-12);
        });
        offset += suite.tests.length;
        const suiteCan = judged.minAttainable <= judged.level * (1 + 1e-12);
        expect(judged.canFail, `round ${round}, suite ${k}`).toBe(suiteCan || brute);
      }
    }
  });
});
