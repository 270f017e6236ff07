// Each test's within-side dependence from its baseline history: the per-test ANOVA and Smith's
// variance against numpy, SciPy and R's aov (test/fixtures/stats/history-dependence-reference.json),
// the shrinkage toward the check's pooled estimate, and which batches count.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_ICC } from '../../src/stats/dependence.ts';
import {
  batchIcc,
  historyDependence,
  NO_HISTORY_RHO,
  type BatchCount,
  type DependenceSource,
  type HistoryBatch,
  type TestDependence,
} from '../../src/stats/history-dependence.ts';
import { mulberry32 } from '../../src/random.ts';

interface Reference {
  batch_icc: {
    id: string;
    batches: [number, number][];
    estimate: { icc: number; raw: number; variance: number; batches: number } | null;
  }[];
  history: {
    id: string;
    tests: Record<string, [number, number][]>;
    pooled: number | null;
    tau2: number;
    expected: Record<string, { rho: number; weight: number; sd: number; source: DependenceSource }>;
  }[];
}

const reference = JSON.parse(
  readFileSync(new URL('../fixtures/stats/history-dependence-reference.json', import.meta.url), 'utf8'),
) as Reference;

const TOLERANCE = 1e-9;
const counts = (batches: [number, number][]): BatchCount[] => batches.map(([passed, runs]) => ({ passed, runs }));

/** Batches of one test in the order they ran, each its own run, all of spec `spec`. */
const history = (batches: [number, number][], spec = 'spec-1', prefix = 'run'): HistoryBatch[] =>
  batches.map(([passed, runs], i) => ({
    passed,
    runs,
    run: `${prefix}-${i}`,
    specHash: spec,
    startedAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
  }));

describe('batchIcc', () => {
  for (const c of reference.batch_icc) {
    it(`matches the one-way ANOVA from raw runs and Smith's variance: ${c.id}`, () => {
      const e = batchIcc(counts(c.batches));
      if (c.estimate === null) {
        expect(e).toBeNull();
        return;
      }
      expect(e).not.toBeNull();
      expect(Math.abs(e!.icc - c.estimate.icc)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(e!.raw - c.estimate.raw)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(e!.variance - c.estimate.variance)).toBeLessThanOrEqual(TOLERANCE);
      expect(e!.batches).toBe(c.estimate.batches);
    });
  }

  it('is high for a test whose batches swing between all passed and all failed, about 0 for a steady one', () => {
    const swing = batchIcc(
      counts([
        [0, 16],
        [16, 16],
        [0, 16],
        [16, 16],
      ]),
    );
    const steady = batchIcc(
      counts([
        [12, 16],
        [13, 16],
        [11, 16],
        [12, 16],
        [12, 16],
        [13, 16],
      ]),
    );
    expect(swing!.icc).toBe(MAX_ICC);
    expect(steady!.icc).toBeLessThan(0.02);
  });

  it('is more certain with more batches', () => {
    const two = batchIcc(
      counts([
        [4, 16],
        [12, 16],
      ]),
    )!;
    const twenty = batchIcc(counts(Array.from({ length: 20 }, (_, i): [number, number] => [i % 2 === 0 ? 4 : 12, 16])))!;
    expect(twenty.variance).toBeLessThan(two.variance / 10);
  });
});

describe('historyDependence', () => {
  for (const c of reference.history) {
    it(`matches the pooled estimate and the shrinkage computed with numpy: ${c.id}`, () => {
      const got = historyDependence(new Map(Object.entries(c.tests).map(([key, batches]) => [key, history(batches)])));
      if (c.pooled === null) expect(got.pooled).toBeNull();
      else expect(Math.abs(got.pooled! - c.pooled)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(got.tau2 - c.tau2)).toBeLessThanOrEqual(TOLERANCE);
      for (const [key, want] of Object.entries(c.expected)) {
        const test = got.tests.get(key)!;
        expect(Math.abs(test.rho - want.rho)).toBeLessThanOrEqual(TOLERANCE);
        expect(Math.abs(test.weight - want.weight)).toBeLessThanOrEqual(TOLERANCE);
        expect(Math.abs(test.sd - want.sd)).toBeLessThanOrEqual(TOLERANCE);
        expect(test.source).toBe(want.source);
      }
    });
  }

  /** A check whose tests differ in dependence (tau^2 > 0), plus the tests under study. */
  const check = (extra: Record<string, HistoryBatch[]>): Map<string, HistoryBatch[]> =>
    new Map([
      [
        's/alike',
        history([
          [0, 16],
          [16, 16],
          [2, 16],
          [15, 16],
          [1, 16],
          [14, 16],
        ]),
      ],
      [
        's/steady',
        history([
          [12, 16],
          [13, 16],
          [11, 16],
          [12, 16],
          [12, 16],
          [13, 16],
        ]),
      ],
      [
        's/flaky',
        history([
          [7, 16],
          [9, 16],
          [8, 16],
          [10, 16],
          [6, 16],
          [9, 16],
          [8, 16],
        ]),
      ],
      ...Object.entries(extra),
    ]);

  it('pulls a 2-batch estimate toward the pool more than a 20-batch one', () => {
    const alternating = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [i % 2 === 0 ? 4 : 12, 16]);
    const got = historyDependence(check({ 's/two': history(alternating(2)), 's/twenty': history(alternating(20)) }));
    const two = got.tests.get('s/two')!;
    const twenty = got.tests.get('s/twenty')!;
    expect(got.tau2).toBeGreaterThan(0);
    expect(two.source).toBe('own history');
    expect(two.weight).toBeLessThan(twenty.weight);
    // The share of the distance from its own estimate to the pool that shrinkage took away.
    const pulled = (t: typeof two): number => (t.own!.icc - t.rho) / (t.own!.icc - got.pooled!);
    expect(pulled(two)).toBeGreaterThan(pulled(twenty) + 0.2);
    // And says it is less sure of it.
    expect(two.sd).toBeGreaterThan(twenty.sd * 2);
    expect(twenty.batches).toBe(20);
  });

  it('counts a batch carried over into later baselines once', () => {
    const batches = history([
      [4, 16],
      [12, 16],
      [5, 16],
    ]);
    // Three later baselines that did not rerun the suite copy the last batch forward.
    const carried = [1, 2, 3].map((d) => ({ ...batches[2]!, startedAt: new Date(Date.UTC(2026, 10, 10 + d)).toISOString() }));
    const once = historyDependence(check({ 's/t': batches }));
    const withCopies = historyDependence(check({ 's/t': [...batches, ...carried] }));
    expect(withCopies.tests.get('s/t')!.batches).toBe(3);
    expect(withCopies.tests.get('s/t')).toEqual(once.tests.get('s/t'));
    expect(withCopies.pooled).toBe(once.pooled);
    expect(withCopies.batches).toBe(once.batches);
    // Counted as batches of their own, the copies would change the estimate.
    const asOwn = historyDependence(
      check({
        's/t': [
          ...batches,
          ...history(
            [
              [5, 16],
              [5, 16],
              [5, 16],
            ],
            'spec-1',
            'other',
          ),
        ],
      }),
    );
    expect(asOwn.tests.get('s/t')!.own!.raw).not.toBeCloseTo(once.tests.get('s/t')!.own!.raw, 3);
  });

  it('drops the batches of an earlier spec of the test', () => {
    // Swinging before the test was rewritten, steady since.
    const before = history(
      [
        [0, 16],
        [16, 16],
        [0, 16],
        [16, 16],
      ],
      'spec-old',
      'old',
    );
    const after = history(
      [
        [12, 16],
        [13, 16],
        [11, 16],
        [12, 16],
      ],
      'spec-new',
      'new',
    ).map((b) => ({
      ...b,
      startedAt: new Date(Date.UTC(2026, 10, 20) + Date.parse(b.startedAt) - Date.UTC(2026, 10, 1)).toISOString(),
    }));
    const newest = historyDependence(check({ 's/t': [...before, ...after] }));
    expect(newest.tests.get('s/t')!.batches).toBe(4);
    expect(newest.tests.get('s/t')!.own!.icc).toBeLessThan(0.05);
    // The head's spec decides when given: the old one here (a revert) keeps only its batches.
    const reverted = historyDependence(check({ 's/t': [...before, ...after] }), { specHashes: new Map([['s/t', 'spec-old']]) });
    expect(reverted.tests.get('s/t')!.own!.icc).toBe(MAX_ICC);
    // A spec no batch ran: no history of its own.
    const rewritten = historyDependence(check({ 's/t': [...before, ...after] }), { specHashes: new Map([['s/t', 'spec-3']]) });
    expect(rewritten.tests.get('s/t')).toMatchObject({ batches: 0, own: null, source: 'check history', rho: rewritten.pooled });
  });

  it('gives a test without history, or without mixed outcomes, the pooled estimate', () => {
    const got = historyDependence(
      check({
        's/always': history([
          [16, 16],
          [16, 16],
          [16, 16],
        ]),
        's/once': history([[5, 16]]),
      }),
      {
        tests: ['s/new'],
      },
    );
    expect(got.pooled).toBeGreaterThan(0);
    for (const key of ['s/always', 's/once', 's/new'])
      expect(got.tests.get(key)).toMatchObject({ rho: got.pooled, source: 'check history', own: null, weight: 0, sd: Math.sqrt(got.tau2) });
    expect(got.tau2).toBeGreaterThan(0);
    expect(got.fallback).toEqual({ rho: got.pooled, source: 'check history' });
  });

  it('assumes NO_HISTORY_RHO when no test has any history', () => {
    const none = historyDependence(new Map(), { tests: ['s/a', 's/b'] });
    expect(none.pooled).toBeNull();
    expect(none.batches).toBe(0);
    expect(none.tests.get('s/a')).toEqual({ rho: NO_HISTORY_RHO, source: 'assumed', batches: 0, own: null, weight: 0, sd: 0 });
    expect(none.fallback).toEqual({ rho: NO_HISTORY_RHO, source: 'assumed' });
    // History without a single mixed outcome says nothing about dependence either.
    const stable = historyDependence(
      new Map([
        [
          's/a',
          history([
            [16, 16],
            [16, 16],
          ]),
        ],
      ]),
    );
    expect(stable.tests.get('s/a')).toMatchObject({ rho: NO_HISTORY_RHO, source: 'assumed', batches: 2 });
  });

  it('tells the tests whose runs are alike from the others in an uneven check, and says how unsure it is', () => {
    const random = mulberry32(3);
    const alike = new Set<string>();
    const batches = new Map<string, HistoryBatch[]>();
    for (let i = 0; i < 40; i++) {
      const p = 0.3 + (0.6 * i) / 40;
      // A fifth of the tests at ICC 0.3: each batch's own pass probability p +- sqrt(rho p (1 - p)).
      const rho = i % 5 === 0 ? 0.3 : 0;
      if (rho > 0) alike.add(`s/${i}`);
      const counts = Array.from({ length: 10 }, (): [number, number] => {
        const q = p + (random() < 0.5 ? -1 : 1) * Math.sqrt(rho * p * (1 - p));
        return [Array.from({ length: 16 }).filter(() => random() < q).length, 16];
      });
      batches.set(`s/${i}`, history(counts));
    }
    const got = historyDependence(batches);
    const mean = (alikeOnes: boolean, value: (t: TestDependence) => number): number => {
      const chosen = [...got.tests].filter(([key]) => alike.has(key) === alikeOnes).map(([, t]) => value(t));
      return chosen.reduce((sum, x) => sum + x, 0) / chosen.length;
    };
    expect(mean(true, (t) => t.rho)).toBeGreaterThan(0.1);
    expect(mean(false, (t) => t.rho)).toBeLessThan(0.04);
    // Shrinkage pulls the alike tests below their 0.3; one-sided 95% upper bounds come closer.
    expect(mean(true, (t) => t.rho)).toBeLessThan(0.3);
    expect(mean(true, (t) => t.rho + 1.645 * t.sd)).toBeGreaterThan(mean(true, (t) => t.rho) + 0.05);
  });

  it('gives every test the pool when the tests differ no more than their estimates do by chance', () => {
    const even = historyDependence(
      new Map([
        [
          'a/1',
          history([
            [8, 16],
            [9, 16],
            [7, 16],
            [8, 16],
          ]),
        ],
        [
          'a/2',
          history([
            [12, 16],
            [11, 16],
            [13, 16],
          ]),
        ],
      ]),
    );
    expect(even.tau2).toBe(0);
    for (const t of even.tests.values()) expect(t).toMatchObject({ rho: even.pooled, source: 'check history', weight: 0 });
  });
});
