// The A/A check of a baseline's batch: its halves compared, and what the comparison does with it.
import { describe, expect, it } from 'vitest';
import { batchDependence, batchHalves } from '../../src/compare/baseline-batch.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { warningText } from '../../src/report/wording/warnings.ts';
import { results, suite, test, tests } from '../helpers/results.ts';

const OPTIONS = {
  ...DEFAULT_COMPARE_OPTIONS,
  quarantine: [],
  now: new Date('2026-01-01T00:00:00Z'),
  baseline: { source: 'file' as const, commit: null, distance: null },
};

// 30 flaky tests whose first 8 runs mostly passed and last 8 mostly failed: the batch drifted.
const drifted = suite(
  'routing',
  Array.from({ length: 30 }, (_, i) => test(`d-${i}`, (i % 2 === 0 ? 'PPPPPPPF' : 'PPPPPPFP') + (i % 3 === 0 ? 'FFFFFFPF' : 'FFFFFPFF'))),
);
// The same pass counts, spread evenly over the runs.
const steady = suite(
  'routing',
  Array.from({ length: 30 }, (_, i) => test(`d-${i}`, (i % 2 === 0 ? 'PFPFPFPF' : 'FPFPFPFP') + (i % 3 === 0 ? 'PFPFPFPF' : 'FPFPFPFP'))),
);

describe('batchHalves', () => {
  it('splits each test by repeat index, first half against second, and skips tests with fewer than 4 runs', () => {
    const halves = batchHalves(results([suite('s', [test('a', 'PPPFFF'), test('b', 'PFP')])]));
    expect(halves).toEqual([{ basePassed: 3, baseRuns: 3, headPassed: 0, headRuns: 3 }]);
    expect(batchHalves(results([suite('s', [test('b', 'PFP')])]))).toBeNull();
  });
});

describe('batchDependence', () => {
  it('finds a batch that drifted, and none in a steady one', () => {
    const d = batchDependence(results([drifted]))!;
    expect(d.fP).toBeLessThan(0.05);
    expect(d.used).toBeGreaterThan(0.3);
    expect(batchDependence(results([steady]))!.used).toBe(0);
  });

  it('leaves alone a batch of a few tests whose halves differ by chance (its F test does not reject)', () => {
    // Six flaky tests: their halves' mean mid-p lies a standard error below 1/2 (the check's own gate
    // would allow for 0.16), but the F test's p is 0.16: used, that noise would hide a broken test.
    const few = suite(
      'routing',
      ['PPFPPPPPPFPFPFFP', 'PPPFPPPFPPPPPPPP', 'FFFPPPPFPPFPPPFF', 'PFFPPFFFFFFPFFFF', 'FFFPPFFPFPFFFFFF', 'PFFPFFPFFPPPPPPF'].map(
        (runs, i) => test(`f-${i}`, runs),
      ),
    );
    const d = batchDependence(results([few]))!;
    expect(d.tests).toBe(6);
    expect(d.fP).toBeGreaterThan(0.05);
    expect(d.calibrated).toBeGreaterThan(0.15);
    expect(d.used).toBe(0);
  });

  it('makes the comparison allow for it and say so', () => {
    const c = compareResults(results([drifted], 'base-sha'), results([drifted]), OPTIONS);
    const dependence = c.families?.tests.method === 'discrete-holm' ? c.families.tests.dependence : undefined;
    expect(dependence?.baseline_batch?.used).toBeGreaterThan(0.3);
    expect(dependence?.used).toBe(dependence?.baseline_batch?.used);
    const warning = c.warnings.find((w) => w.code === 'baseline_batch_dependent');
    expect(warning).toBeDefined();
    expect(warningText(warning!)).toMatch(/^the baseline's runs are not independent: the first and second halves/);
    const quiet = compareResults(results([steady], 'base-sha'), results([steady]), OPTIONS);
    expect(quiet.warnings.some((w) => w.code === 'baseline_batch_dependent')).toBe(false);
  });

  it('keeps a broken test broken when the batch is steady', () => {
    const stable = tests('s', 20, 'PPPPPPPPPPPPPPPP');
    const broken = (t: typeof stable) => [...t.slice(0, 19), test('s-20', 'FFFFFFFFFFFFFFFF')];
    const steadyBase = suite('routing', [...steady.tests, ...stable]);
    const c = compareResults(results([steadyBase], 'base-sha'), results([suite('routing', [...steady.tests, ...broken(stable)])]), OPTIONS);
    expect(c.broken_tests?.map((t) => t.test_id)).toEqual(['s-20']);
  });
});
