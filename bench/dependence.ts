// Figure 8, dependence: the gate's false alarms and power per PR when a test's runs within one side
// are correlated (intraclass correlation rho: each side draws the test's own pass probability from a
// Beta distribution with mean p and variance rho p (1 - p), then its runs from that), beside the
// previous gate (the stratified exact test per suite and Fisher's exact test per test), on the same
// draws. The gate is the product's gateCheck (compare/family.ts) on the run counts; the previous one
// is rebuilt from the same src/stats functions it used. PRs: 4 suites of 10-50 tests, 35% always
// passing, 35% at 0.98, 30% flaky (Beta(4, 2)), as in the reference population (bench/population.ts).
// Beside it, in the same run: (1) how often a suite's displayed 95% interval covers the true change
// for suites of flaky tests, with the previous Wilson-MOVER interval; (2) adaptive repeats (the
// product's runAdaptive, as in bench/gate.ts) with each side's rates drawn from the Beta of
// correlation rho: false alarms per PR and power; (3) the power hint delivered: the runs per side
// powerAdvice asks for after 3 or 6 observed runs, then the suite's true rates at that many runs;
// (4) stored baselines shared by many PRs, errored runs and small suites (bench/dependence-baselines.ts).
import {
  DEFAULT_GATE_SETTINGS,
  countsAsSuiteDrop,
  countsAsTestDrop,
  gateCheck,
  strictestSuiteLevel,
  suiteDropP,
  type GateSuite,
} from '../src/compare/family.ts';
import { wilson } from '../src/stats/wilson.ts';
import { moverDelta } from '../src/stats/mover.ts';
import { powerAdvice } from '../src/stats/power.ts';
import { atOrBelow } from '../src/stats/significance.ts';
import { mulberry32 } from '../src/random.ts';
import { DEFAULT_REPEATS } from '../src/suite/repeats.ts';
import { beta42, drawPullRequest, drawTest, SUITES_PER_PR } from './population.ts';
import { previousGateFails, sideRate } from './dependence-model.ts';
import { PART_FOUR_RUNS, PART_FOUR_SEED, partFour, QUICK_STORED, STORED } from './dependence-baselines.ts';
import { adaptiveHead, AUTO, AUTO_BASELINE_RUNS, compareAsAction, comparisonFails, gateFails, resultsOf } from './gate.ts';
import type { Figure } from './figure.ts';
import { serveWorker, simulateInWorkers } from './workers.ts';

const SEED = 20_261_127;
const PRS = 1000;
const QUICK_PRS = 20;
/** The A/A rows hold the target of the false alarms: four times the PRs, for an interval that can tell 2% from 2.5%. */
const AA_FACTOR = 4;
const ALPHA = DEFAULT_GATE_SETTINGS.alpha;

interface Cell {
  scenario: string;
  what: string;
  rho: number;
  runs: number;
  /** Head rates from base rates; `pick` chooses a test or suite. */
  head: (base: number[][], pick: () => number) => { base: number[][]; head: number[][] };
}

const same = (base: number[][]) => ({ base, head: base.map((s) => [...s]) });
const oneTest = (from: number, to: number) => (base: number[][], pick: () => number) => {
  const s = Math.floor(pick() * base.length);
  const t = Math.floor(pick() * base[s]!.length);
  const b = base.map((x) => [...x]);
  b[s]![t] = from;
  const h = b.map((x) => [...x]);
  h[s]![t] = to;
  return { base: b, head: h };
};
const uniformDrop = (points: number) => (base: number[][], pick: () => number) => {
  const s = Math.floor(pick() * base.length);
  return { base, head: base.map((x, i) => (i === s ? x.map((p) => Math.max(0, p - points / 100)) : [...x])) };
};
const drift = (points: number) => (base: number[][]) => ({
  base,
  head: base.map((x) => x.map((p) => (p > 0 && p < 0.98 ? Math.max(0, p - points / 100) : p))),
});

const CELLS: Cell[] = [
  ...[0, 0.02, 0.05, 0.1, 0.2].flatMap((rho) => [6, 16].map((runs) => ({ scenario: 'aa', what: 'no change', rho, runs, head: same }))),
  ...[2, 5].flatMap((d) =>
    [6, 16].map((runs) => ({
      scenario: `drift${d}`,
      what: `head-side drift: flaky tests ${d} points lower`,
      rho: 0,
      runs,
      head: drift(d),
    })),
  ),
  // The same drift seen by a fresh base run in the same job (baseline-target-url): no change between the sides.
  ...[6, 16].map((runs) => ({
    scenario: 'fresh5',
    what: 'drift of 5 points on both sides (a fresh base run in the same job)',
    rho: 0,
    runs,
    head: (base: number[][]) => {
      const drifted = drift(5)(base).head;
      return { base: drifted, head: drifted.map((x) => [...x]) };
    },
  })),
  ...[6, 16].flatMap((runs) => [
    { scenario: 'broken', what: 'one test 1 -> 0', rho: 0, runs, head: oneTest(1, 0) },
    { scenario: 'flip', what: 'one test 0.9 -> 0.1', rho: 0, runs, head: oneTest(0.9, 0.1) },
    { scenario: 'drop10', what: 'one suite, every test 10 points lower', rho: 0, runs, head: uniformDrop(10) },
  ]),
  // Why not fewer than the default: 12 runs.
  { scenario: 'flip', what: 'one test 0.9 -> 0.1', rho: 0, runs: 12, head: oneTest(0.9, 0.1) },
];

function simulate(cell: Cell, prs: number): { gate: number; previous: number; byTest: number; bySuite: number; greenDespiteDrop: number } {
  const random = mulberry32((SEED ^ Math.imul(Math.round(cell.rho * 1000) + 1, 0x9e3779b1) ^ (cell.runs << 8)) >>> 0);
  let gate = 0;
  let previous = 0;
  let byTest = 0;
  let bySuite = 0;
  // PRs whose headline would be ✅ (every suite unchanged or improved) while a test fell by the minimum
  // test effect or a suite by the minimum effect: the target is none.
  let greenDespiteDrop = 0;
  for (let pr = 0; pr < prs; pr++) {
    const shape = Array.from({ length: 4 }, () => Array.from({ length: 10 + Math.floor(random() * 41) }, () => drawTest(random).p));
    const { base, head } = cell.head(shape, random);
    const passes = (p: number): number => {
      const q = sideRate(random, p, cell.rho);
      let n = 0;
      for (let r = 0; r < cell.runs; r++) if (random() < q) n++;
      return n;
    };
    const suites: GateSuite[] = base.map((rates, s) => ({
      suiteId: `s${s}`,
      tests: rates.map((p, t) => ({
        testId: `t${t}`,
        stratum: { headPassed: passes(head[s]![t]!), headRuns: cell.runs, basePassed: passes(p), baseRuns: cell.runs },
      })),
    }));
    const judged = gateCheck(suites, DEFAULT_GATE_SETTINGS).suites;
    if (judged.some((s) => s.verdict === 'regressed')) gate++;
    if (judged.some((s) => s.tests.some((t) => t.broke))) byTest++;
    if (judged.some((s) => s.significantDrop && countsAsSuiteDrop(s.effect, DEFAULT_GATE_SETTINGS))) bySuite++;
    if (previousGateFails(suites)) previous++;
    const green = judged.every((s) => s.verdict === 'unchanged' || s.verdict === 'improved');
    const visibleDrop = judged.some(
      (s) => countsAsSuiteDrop(s.effect, DEFAULT_GATE_SETTINGS) || s.tests.some((t) => countsAsTestDrop(t.change, DEFAULT_GATE_SETTINGS)),
    );
    if (green && visibleDrop) greenDespiteDrop++;
  }
  return { gate, previous, byTest, bySuite, greenDespiteDrop };
}

// --- (1) Interval coverage: the suite's displayed 95% interval against the true change ------------------

const COVERAGE_SUITES = 2000;
const QUICK_COVERAGE_SUITES = 40;
const COVERAGE_TARGET = 0.94;
const COVERAGE_SIZES = [20, 50] as const;
const COVERAGE_RUNS = [6, 16] as const;
const COVERAGE_RHOS = [0, 0.05, 0.1] as const;

interface Change {
  name: string;
  what: string;
  /** Head rates from base rates. */
  head: (base: readonly number[]) => number[];
}

const CHANGES: Change[] = [
  { name: 'none', what: 'no change', head: (b) => [...b] },
  { name: 'uniform5', what: 'every test 5 points lower (p -> max(0, p - 0.05))', head: (b) => b.map((p) => Math.max(0, p - 0.05)) },
  {
    name: 'spread5',
    what: '5 points lower in proportion to the rates (p -> p (1 - 0.05 / mean p))',
    head: (b) => {
      const m = b.reduce((x, y) => x + y, 0) / b.length;
      return b.map((p) => p * (1 - 0.05 / m));
    },
  },
];

/** Passes of `runs` runs at rate q (q already the side's own rate). */
function binomial(random: () => number, q: number, runs: number): number {
  let n = 0;
  for (let r = 0; r < runs; r++) if (random() < q) n++;
  return n;
}

/** How often the gate's displayed interval and the Wilson-MOVER interval cover the mean of the tests' true changes. */
function coverage(size: number, change: Change, runs: number, rho: number, suites: number): { gate: number; mover: number } {
  const random = mulberry32(
    (SEED ^ Math.imul(size * 7919 + runs * 131 + Math.round(rho * 1000) + CHANGES.indexOf(change) * 17 + 1, 0x85ebca6b)) >>> 0,
  );
  let gate = 0;
  let mover = 0;
  for (let i = 0; i < suites; i++) {
    const base = Array.from({ length: size }, () => beta42(random));
    const head = change.head(base);
    const truth = head.reduce((a, q, t) => a + q - base[t]!, 0) / size;
    const tests = base.map((p, t) => ({
      testId: `t${t}`,
      stratum: {
        headPassed: binomial(random, sideRate(random, head[t]!, rho), runs),
        headRuns: runs,
        basePassed: binomial(random, sideRate(random, p, rho), runs),
        baseRuns: runs,
      },
    }));
    const delta = gateCheck([{ suiteId: 's', tests }], DEFAULT_GATE_SETTINGS).suites[0]!.delta;
    if (delta.method !== 'paired-t-wilson-mover') throw new Error(`coverage: the gate showed a ${delta.method} interval`);
    if (delta.lower <= truth + 1e-12 && truth <= delta.upper + 1e-12) gate++;
    const old = moverDelta(tests.map((t) => t.stratum));
    if (old.lower <= truth + 1e-12 && truth <= old.upper + 1e-12) mover++;
  }
  return { gate, mover };
}

// --- (2) Adaptive repeats under dependence: the product's runAdaptive, side rates drawn per (test, side) ---

const ADAPTIVE_SEED = 20_261_128;
const ADAPTIVE_PRS = 1000;
const QUICK_ADAPTIVE_PRS = 8;
/** Power the default budget (DEFAULT_REPEATS fixed runs) must reach; adaptive repeats are held to the A/A target only. */
const DEFAULT_POWER_TARGETS: Record<string, number> = { broken: 0.99, flip: 0.9, drop10: 0.8 };

const ADAPTIVE_CELLS: Cell[] = [
  ...[0, 0.05, 0.1].map((rho) => ({ scenario: 'aa', what: 'no change', rho, runs: AUTO.max, head: same })),
  { scenario: 'broken', what: 'one test 1 -> 0', rho: 0, runs: AUTO.max, head: oneTest(1, 0) },
  { scenario: 'flip', what: 'one test 0.9 -> 0.1', rho: 0, runs: AUTO.max, head: oneTest(0.9, 0.1) },
  { scenario: 'drop10', what: 'one suite, every test 10 points lower', rho: 0, runs: AUTO.max, head: uniformDrop(10) },
];

interface AdaptiveTally {
  prs: number;
  /** Per cell: PRs whose check failed with adaptive repeats; of them, by a suite's significant drop and by a broken test. */
  fails: number[];
  bySuite: number[];
  byTest: number[];
  /** Per cell: PRs whose check failed with a fixed 16 runs per test on the head side, on the same side rates and draws. */
  fixed: number[];
  calls: number[];
  tests: number[];
  /** Time spent, summed over the worker threads. */
  ms: number;
}

const emptyAdaptiveTally = (): AdaptiveTally => {
  const zeros = () => ADAPTIVE_CELLS.map(() => 0);
  return { prs: 0, fails: zeros(), bySuite: zeros(), byTest: zeros(), fixed: zeros(), calls: zeros(), tests: zeros(), ms: 0 };
};

async function simulateAdaptive(indices: readonly number[]): Promise<AdaptiveTally> {
  const tally = emptyAdaptiveTally();
  const started = performance.now();
  for (const index of indices) {
    const draws = drawPullRequest(ADAPTIVE_SEED, index, Math.max(AUTO.max, AUTO_BASELINE_RUNS));
    const shape = draws.pr.suites.map((s) => s.base);
    const tests = shape.reduce((n, s) => n + s.length, 0);
    tally.prs += 1;
    for (const [c, cell] of ADAPTIVE_CELLS.entries()) {
      const { base, head } = cell.head(shape, mulberry32(draws.choiceSeed));
      // Each side's own rates: one stream per PR and correlation, so the A/A rows differ only by rho.
      const sides = mulberry32((draws.choiceSeed ^ Math.imul(Math.round(cell.rho * 1000) + 1, 0x27d4eb2d)) >>> 0);
      const baseSide = base.map((suite) => suite.map((p) => sideRate(sides, p, cell.rho)));
      const headSide = head.map((suite) => suite.map((p) => sideRate(sides, p, cell.rho)));
      const baseline = resultsOf(draws.pr, baseSide, draws.uniforms.base, AUTO_BASELINE_RUNS);
      const auto = await adaptiveHead(draws, headSide, baseline);
      const comparison = compareAsAction(baseline, auto.results);
      if (comparisonFails(comparison)) {
        tally.fails[c]! += 1;
        const regressed = comparison.suites.filter((s) => s.verdict === 'regressed');
        if (regressed.some((s) => s.reasons.some((r) => r.code === 'significant_drop'))) tally.bySuite[c]! += 1;
        if (regressed.some((s) => s.reasons.some((r) => r.code === 'tests_broke'))) tally.byTest[c]! += 1;
      }
      if (gateFails(baseline, resultsOf(draws.pr, headSide, draws.uniforms.head, AUTO.max))) tally.fixed[c]! += 1;
      tally.calls[c]! += auto.calls;
      tally.tests[c]! += tests;
    }
  }
  tally.ms = performance.now() - started;
  return tally;
}

await serveWorker('dependence', simulateAdaptive);

/** The adaptive PRs split over worker threads (one per CPU, at most 4), as the gate figure does. */
async function simulateAdaptiveAll(prs: number, log: (line: string) => void): Promise<AdaptiveTally> {
  const tallies = await simulateInWorkers<AdaptiveTally>(import.meta.url, 'dependence', prs, log);
  const total = emptyAdaptiveTally();
  for (const t of tallies) {
    total.prs += t.prs;
    total.ms += t.ms;
    for (const key of ['fails', 'bySuite', 'byTest', 'fixed', 'calls', 'tests'] as const)
      ADAPTIVE_CELLS.forEach((_, c) => {
        total[key][c]! += t[key][c]!;
      });
  }
  return total;
}

// --- (3) The power hint delivered: repeatsForMinEffect from 3 or 6 observed runs, then the true suite at that many ---

const HINT_SUITES = 2000;
const QUICK_HINT_SUITES = 40;
const HINT_STARTS = [3, 6] as const;
const HINT_TARGET = 0.8;
/** The level the comparison gives powerAdvice: alpha/2 over the suites of the check (4 in the reference population). */
const HINT_LEVEL = strictestSuiteLevel(ALPHA, SUITES_PER_PR);

function powerHint(start: number, suites: number): { significant: number; hinted: number; noHint: number; repeats: number[] } {
  const random = mulberry32((SEED ^ Math.imul(start + 101, 0xc2b2ae35)) >>> 0);
  let significant = 0;
  let hinted = 0;
  let noHint = 0;
  const repeats: number[] = [];
  for (let i = 0; i < suites; i++) {
    const size = 10 + Math.floor(random() * 41);
    const base = Array.from({ length: size }, () => drawTest(random).p);
    // What the comparison sees after `start` runs per side of an unchanged suite.
    const seen = base.map((p) => ({
      headPassed: binomial(random, p, start),
      headRuns: start,
      basePassed: binomial(random, p, start),
      baseRuns: start,
    }));
    const advice = powerAdvice(seen, HINT_LEVEL, DEFAULT_GATE_SETTINGS.minEffect);
    const k = advice.repeatsForMinEffect;
    if (k === null) {
      noHint++;
      continue;
    }
    hinted++;
    repeats.push(k);
    // The suite as it truly is, at the hinted runs per side, 5 points lower spread over its tests.
    const mean = base.reduce((a, b) => a + b, 0) / size;
    const strata = base.map((p) => ({
      headPassed: binomial(random, p * (1 - DEFAULT_GATE_SETTINGS.minEffect / mean), k),
      headRuns: k,
      basePassed: binomial(random, p, k),
      baseRuns: k,
    }));
    if (atOrBelow(suiteDropP(strata), HINT_LEVEL)) significant++;
  }
  return { significant, hinted, noHint, repeats };
}

const markdown = (header: string[], rows: string[][]): string =>
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

const pct = (x: number, n: number): string => {
  const ci = wilson(x, n);
  return `${((x / n) * 100).toFixed(1)}% (${(ci.lower * 100).toFixed(1)}-${(ci.upper * 100).toFixed(1)})`;
};

/** A note of the figure: its text, then a table of its own (blank lines around both). */
function noteWithTable(text: string, header: string[], rows: string[][]): string {
  return ['', text, '', markdown(header, rows), ''].join('\n');
}

export const dependence: Figure = {
  name: 'dependence',
  title: 'Dependence: false alarms and power per PR when runs within a side are correlated, the gate beside the previous one',
  async run(ctx) {
    const prs = ctx.quick ? QUICK_PRS : PRS;
    // The adaptive runs go to worker threads first; the rest runs here meanwhile.
    const adaptivePrs = ctx.quick ? QUICK_ADAPTIVE_PRS : ADAPTIVE_PRS;
    const adaptiveTally = simulateAdaptiveAll(adaptivePrs, ctx.log);
    const rows: string[][] = [];
    let pass = true;
    for (const cell of CELLS) {
      const n = cell.scenario === 'aa' ? prs * AA_FACTOR : prs;
      const r = simulate(cell, n);
      ctx.log(`dependence: ${cell.scenario} rho ${cell.rho} at ${cell.runs} runs: gate ${r.gate}, previous ${r.previous} of ${n}`);
      let target = '';
      let ok = true;
      if ((cell.scenario === 'aa' && cell.rho <= 0.1) || cell.scenario === 'fresh5') {
        target = `≤ ${(ALPHA * 100).toFixed(1)}%`;
        // The point estimate is held to the target; its interval is reported.
        ok = r.gate / n <= ALPHA;
      }
      const goal = DEFAULT_POWER_TARGETS[cell.scenario];
      if (goal !== undefined && cell.runs === DEFAULT_REPEATS) {
        target = `≥ ${(goal * 100).toFixed(0)}% (default)`;
        ok = r.gate / n >= goal;
      }
      if (!ok) pass = false;
      if (r.greenDespiteDrop > 0) pass = false;
      rows.push([
        cell.scenario,
        cell.what,
        String(cell.rho),
        String(cell.runs),
        String(n),
        pct(r.gate, n),
        `${((r.bySuite / n) * 100).toFixed(1)}% / ${((r.byTest / n) * 100).toFixed(1)}%`,
        `${r.greenDespiteDrop} of ${n}`,
        pct(r.previous, n),
        target,
        target === '' ? '' : ok ? 'pass' : 'MISS',
      ]);
    }
    // (1) Coverage of the displayed interval.
    const coverageSuites = ctx.quick ? QUICK_COVERAGE_SUITES : COVERAGE_SUITES;
    const coverageRows: string[][] = [];
    for (const size of COVERAGE_SIZES)
      for (const change of CHANGES)
        for (const runs of COVERAGE_RUNS) {
          const cells = COVERAGE_RHOS.map((rho) => coverage(size, change, runs, rho, coverageSuites));
          const ok = cells.every((c) => c.gate / coverageSuites >= COVERAGE_TARGET);
          if (!ok) pass = false;
          ctx.log(
            `dependence: coverage ${size} tests ${change.name} at ${runs} runs: ${cells.map((c) => `${c.gate}/${c.mover}`).join(', ')} of ${coverageSuites}`,
          );
          coverageRows.push([
            String(size),
            change.name,
            String(runs),
            ...cells.flatMap((c) => [pct(c.gate, coverageSuites), pct(c.mover, coverageSuites)]),
            `≥ ${(COVERAGE_TARGET * 100).toFixed(0)}% (gate)`,
            ok ? 'pass' : 'MISS',
          ]);
        }

    // (3) The power hint delivered.
    const hintSuites = ctx.quick ? QUICK_HINT_SUITES : HINT_SUITES;
    const hintRows = HINT_STARTS.map((start) => {
      const h = powerHint(start, hintSuites);
      const ok = h.hinted > 0 && h.significant / h.hinted >= HINT_TARGET;
      if (!ok) pass = false;
      ctx.log(`dependence: power hint from ${start} runs: ${h.significant} of ${h.hinted} significant (${h.noHint} without a hint)`);
      return [
        String(start),
        String(hintSuites),
        String(h.noHint),
        h.hinted === 0 ? 'n/a' : `${quantile(h.repeats, 0.5)} (${quantile(h.repeats, 0.1)}-${quantile(h.repeats, 0.9)})`,
        h.hinted === 0 ? 'n/a' : pct(h.significant, h.hinted),
        `≥ ${(HINT_TARGET * 100).toFixed(0)}%`,
        ok ? 'pass' : 'MISS',
      ];
    });

    // (4) Stored baselines, errored runs and small suites, through the whole comparison.
    const partFourRows = partFour(ctx.quick, prs, ctx.log).map((r) => {
      const share = r.fails / r.prs;
      const ok =
        (r.target?.atMost === undefined || share <= r.target.atMost) &&
        (r.target?.atLeast === undefined || share >= r.target.atLeast) &&
        r.green === 0;
      if (!ok) pass = false;
      const target =
        r.target?.atMost !== undefined
          ? `≤ ${(r.target.atMost * 100).toFixed(1)}%`
          : r.target?.atLeast !== undefined
            ? `≥ ${(r.target.atLeast * 100).toFixed(0)}%`
            : '';
      return [
        r.scenario,
        r.what,
        String(r.rho),
        String(r.prs),
        pct(r.fails, r.prs),
        `${((r.errorsDiffer / r.prs) * 100).toFixed(1)}%`,
        `${r.green} of ${r.prs}`,
        r.previous === null ? 'n/a' : pct(r.previous, r.prs),
        r.worst === undefined
          ? ''
          : `${r.worst.fails} of ${r.worst.of}; ${r.worst.topShare === null ? 'no false alarm' : `${(r.worst.topShare * 100).toFixed(0)}%`}`,
        target,
        target === '' ? '' : ok ? 'pass' : 'MISS',
      ];
    });
    const stored = ctx.quick ? QUICK_STORED : STORED;

    // (2) Adaptive repeats under dependence.
    const adaptive = await adaptiveTally;
    const adaptiveRows = ADAPTIVE_CELLS.map((cell, c) => {
      const share = adaptive.fails[c]! / adaptive.prs;
      const goal = cell.scenario === 'aa' ? ALPHA : undefined;
      const ok = goal === undefined ? true : share <= goal;
      if (!ok) pass = false;
      return [
        cell.scenario,
        cell.what,
        String(cell.rho),
        String(adaptive.prs),
        pct(adaptive.fails[c]!, adaptive.prs),
        `${((adaptive.bySuite[c]! / adaptive.prs) * 100).toFixed(1)}% / ${((adaptive.byTest[c]! / adaptive.prs) * 100).toFixed(1)}%`,
        (adaptive.calls[c]! / adaptive.tests[c]!).toFixed(1),
        pct(adaptive.fixed[c]!, adaptive.prs),
        goal === undefined ? '' : `≤ ${(goal * 100).toFixed(1)}%`,
        goal === undefined ? '' : ok ? 'pass' : 'MISS',
      ];
    });

    return {
      pass,
      table: {
        header: [
          'scenario',
          'change',
          'ICC ρ',
          'runs per side',
          'PRs',
          'check fails: gate',
          'by a suite / by a broken test',
          '✅ beside a visible drop (target: none)',
          'check fails: previous gate',
          'target',
          'result',
        ],
        rows,
      },
      notes: [
        `${prs} seeded PRs per row (${prs * AA_FACTOR} for the A/A rows, whose false alarms are held to α) (seed ${SEED}), 4 suites of 10-50 tests each; rates with 95% Wilson intervals. The gate: gateCheck with the defaults (alpha ${ALPHA}, min-effect 5 points, min-test-effect 50 points), a PR fails when any suite regresses. The previous gate: the stratified exact test per suite and Fisher's exact test per test with discrete Holm, the same minimum effects. Drifts are real changes of the agent's behaviour on the head side only; a fresh base run in the same job (baseline-target-url) sees the same drift and cancels it.`,
        noteWithTable(
          `(1) Interval coverage: how often a suite's displayed 95% interval (gateCheck's delta, paired-t-wilson-mover with repeats) and the previous Wilson-MOVER interval (moverDelta) cover the true change, the mean of the tests' true rate changes. ${coverageSuites} seeded suites per cell of flaky tests (rates from Beta(4, 2), as the reference population's flaky tests), each side's rate of a test drawn from the Beta of correlation ρ; coverage with its 95% Wilson interval. Changes: ${CHANGES.map((c) => `${c.name}: ${c.what}`).join('; ')}. A row passes when the gate's coverage is at least ${(COVERAGE_TARGET * 100).toFixed(0)}% at every ρ.`,
          [
            'tests',
            'change',
            'runs per side',
            ...COVERAGE_RHOS.flatMap((rho) => [`ρ ${rho}: gate`, `ρ ${rho}: Wilson-MOVER`]),
            'target',
            'result',
          ],
          coverageRows,
        ),
        noteWithTable(
          `(2) Adaptive repeats under dependence: \`repeats: auto:${AUTO.min}-${AUTO.max}\` through runAdaptive against an in-memory agent answering from pre-drawn uniforms (bench/gate.ts), against a stored baseline of ${AUTO_BASELINE_RUNS} runs per test; each test's rate on each side drawn from the Beta of correlation ρ (the base side's for the baseline, the head side's for the agent); the check's outcome by compareResults and decideGate with the action's defaults. ${adaptive.prs} seeded PRs of the reference population per row (seed ${ADAPTIVE_SEED}), the same PRs in every row; ${(adaptive.ms / 1000).toFixed(0)} s of simulation summed over the worker threads. Head calls per test: the adaptive run's agent calls divided by the PR's tests. "By a suite / by a broken test" splits the adaptive failures by what failed the check. The fixed column runs every head test ${AUTO.max} times on the same side rates and uniforms, against the same baseline, as a reference. The adaptive runs are held to A/A ≤ α; their power is reported beside fixed ${AUTO.max} runs (the power targets are the default budget's, ${DEFAULT_REPEATS} fixed runs, in the table above).`,
          [
            'scenario',
            'change',
            'ICC ρ',
            'PRs',
            `check fails: auto:${AUTO.min}-${AUTO.max}`,
            'by a suite / by a broken test',
            'head calls per test',
            `check fails: fixed ${AUTO.max} (same draws)`,
            'target (auto)',
            'result',
          ],
          adaptiveRows,
        ),
        noteWithTable(
          `(3) The power hint delivered: ${hintSuites} seeded suites of the reference population (10-50 tests) per row, the base and head observed at 3 or 6 runs per test with no change; powerAdvice(...).repeatsForMinEffect at level α/2 over ${SUITES_PER_PR} suites (${HINT_LEVEL}) and min-effect ${DEFAULT_GATE_SETTINGS.minEffect * 100} points gives the hinted runs per side; the suite is then run at that many runs per side with its true rates and a spread drop of min-effect (p -> p (1 - 0.05 / mean p)), and the product's suite test (suiteDropP, the exact sign-flip test over tests) decides at that level. Delivered power: the share of hinted suites whose drop is significant, with its 95% Wilson interval (the hint counts significance only, not the min-effect rule of the verdict).`,
          [
            'observed runs per side',
            'suites',
            'no hint (not within the limit)',
            'hinted runs per side: median (10-90%)',
            'delivered power',
            'target',
            'result',
          ],
          hintRows,
        ),
        noteWithTable(
          `(4) Stored baselines, errored runs and small suites, through the whole comparison (compareResults, then decideGate with the action's defaults, as the action decides) at the default ${PART_FOUR_RUNS} runs per test. Shared: ${stored.baselines} stored baselines, each drawn once (its tests' side rates with correlation ρ) and compared with ${stored.prsPerBaseline} PRs of fresh head draws, no change; "worst baseline" gives the most of its PRs one baseline failed and the share of all false alarms caused by the worst 5% of baselines (where a baseline shared by every PR on its commit concentrates the risk). Errors: each run errors (a timeout) with probability 10% at random, on both sides (the error rates do not differ: the verdict must be the one without the errored runs) or on the head only (a real difference of the deployments, reported as "errors differ": the suite is invalid, which fails the check under fail-on-invalid). Small: 4 suites of 3-6 tests, where the sign-flip test cannot reach α/2 on its own (a suite regresses through a broken test only). ${prs} PRs per row otherwise (seed ${PART_FOUR_SEED}). The previous gate's column is n/a where runs errored (it judged them by a worst-case rule that no longer exists). A row with a target also needs no ✅ beside a visible drop.`,
          [
            'scenario',
            'change',
            'ICC ρ',
            'PRs',
            'check fails: gate',
            'invalid: errors differ',
            '✅ beside a visible drop',
            'check fails: previous gate',
            'worst baseline; worst 5% of baselines cause',
            'target',
            'result',
          ],
          partFourRows,
        ),
      ],
    };
  },
};
