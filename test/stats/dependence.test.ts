// The within-side intraclass correlation against a one-way ANOVA computed from the raw runs with numpy
// and the calibrated estimate against SciPy's pmfs and brentq (test/fixtures/stats/dependence-reference.json),
// and what the gate relies on.
import { describe, expect, it } from 'vitest';
import { anovaIcc, MAX_ICC, withinSideIcc, type DependenceEstimate } from '../../src/stats/dependence.ts';
import { mulberry32 } from '../../src/random.ts';
import { dependenceReference, stratumOf, TOLERANCE } from './dependence-reference.ts';

describe('withinSideIcc', () => {
  for (const c of dependenceReference.icc) {
    it(`matches the ANOVA from raw runs and the calibration by SciPy: ${c.id}`, () => {
      const e = withinSideIcc(c.tests.map(stratumOf));
      expect(Math.abs(e.icc - c.icc)).toBeLessThanOrEqual(TOLERANCE);
      expect(e.tests).toBe(c.mixed_tests);
      // SciPy's f.sf against 1 - cdf: absolute tolerance (reported, not used for the gate).
      expect(Math.abs(e.fP - c.f_p_value)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(e.meanMidP - c.mean_mid_p)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(e.calibrated - c.calibrated)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(e.used - c.used)).toBeLessThanOrEqual(TOLERANCE);
    });
  }

  it('anovaIcc, what adaptive repeats allow for, is the ANOVA part alone', () => {
    for (const c of dependenceReference.icc) {
      const a = anovaIcc(c.tests.map(stratumOf));
      expect(Math.abs(a.icc - c.icc)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(a.fP - c.f_p_value)).toBeLessThanOrEqual(TOLERANCE);
      expect(a.tests).toBe(c.mixed_tests);
    }
  });

  it('is near 0 for independent runs and near rho for correlated ones (120 tests, 16 runs a side)', () => {
    const random = mulberry32(11);
    const draw = (p: number, runs: number): number => Array.from({ length: runs }).filter(() => random() < p).length;
    const estimate = (rho: number): DependenceEstimate => {
      const strata = Array.from({ length: 120 }, (_, i) => {
        const p = 0.3 + (0.6 * i) / 120;
        // A side's own pass probability: p moved by +-sqrt(rho p (1 - p)), a two-point mixture with that variance.
        const side = (): number => Math.min(1, Math.max(0, p + (random() < 0.5 ? -1 : 1) * Math.sqrt(rho * p * (1 - p))));
        return { headPassed: draw(side(), 16), headRuns: 16, basePassed: draw(side(), 16), baseRuns: 16 };
      });
      return withinSideIcc(strata);
    };
    const independent = estimate(0);
    const alike = estimate(0.2);
    expect(independent.icc).toBeLessThan(0.04);
    expect(independent.used).toBeLessThan(0.04);
    expect(alike.icc).toBeGreaterThan(0.1);
    expect(alike.icc).toBeLessThan(0.3);
    expect(alike.calibrated).toBeGreaterThan(0.1);
    expect(alike.calibrated).toBeLessThan(0.3);
    // Used because the tests' mean mid-p at 0 lies well below 1/2.
    expect(alike.meanMidP).toBeLessThan(0.45);
    expect(alike.used).toBe(alike.calibrated);
  });

  it('lets a broken test that is not wholly apart barely move the calibrated estimate, where it moves the ANOVA one', () => {
    const random = mulberry32(5);
    const draw = (p: number, runs: number): number => Array.from({ length: runs }).filter(() => random() < p).length;
    const unchanged = Array.from({ length: 60 }, (_, i) => {
      const p = 0.5 + (0.45 * i) / 60;
      return { headPassed: draw(p, 16), headRuns: 16, basePassed: draw(p, 16), baseRuns: 16 };
    });
    const flipped = [...unchanged, { headPassed: 1, headRuns: 16, basePassed: 15, baseRuns: 16 }];
    const before = withinSideIcc(unchanged);
    const after = withinSideIcc(flipped);
    expect(after.icc - before.icc).toBeGreaterThan(0.02);
    expect(after.calibrated - before.calibrated).toBeLessThan(after.icc - before.icc);
    expect(after.used).toBeLessThan(0.02);
  });

  it('leaves out tests whose sides are wholly apart: broken tests do not read as dependence', () => {
    const apart = [
      { headPassed: 6, headRuns: 6, basePassed: 0, baseRuns: 6 },
      { headPassed: 0, headRuns: 6, basePassed: 6, baseRuns: 6 },
    ];
    expect(withinSideIcc(apart)).toMatchObject({ icc: 0, tests: 0, calibrated: 0, used: 0 });
  });

  it('stays at or below MAX_ICC', () => {
    const nearlyApart = [
      { headPassed: 6, headRuns: 6, basePassed: 1, baseRuns: 6 },
      { headPassed: 0, headRuns: 6, basePassed: 5, baseRuns: 6 },
      { headPassed: 1, headRuns: 6, basePassed: 6, baseRuns: 6 },
      { headPassed: 5, headRuns: 6, basePassed: 0, baseRuns: 6 },
      { headPassed: 6, headRuns: 6, basePassed: 1, baseRuns: 6 },
    ];
    expect(withinSideIcc(nearlyApart).icc).toBeLessThanOrEqual(MAX_ICC);
    expect(withinSideIcc(nearlyApart).icc).toBeGreaterThan(0.5);
  });
});
