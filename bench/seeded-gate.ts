// Figure 10, the gate on seeded populations: what the three-verdict gate concludes (❌ a regression
// shown, ✅ a drop of the minimum effects ruled out, ⚠️ neither) on PRs drawn from the populations of
// bench/seeded-population.ts (equal and uneven within-side dependence, stuck tests, small and
// mostly-stable checks, a break beside improvements, head-side drift, drops of exactly the minimum
// effects), for fixed and sequential designs, with and without a baseline history, and how many agent
// calls a PR costs. The verdicts are the product's: gateCheck for a fixed design, gateSequential with
// the runner's stopping rule (src/runner/sequential.ts planLook: a suite stops once decided, else every
// test of it runs to the next look) for the sequential one, each test's rho from historyDependence and
// gateRho when the PR has a history, the baseline's own batch dependence as compareResults allows for it.
import { BATCH_LEVEL } from '../src/compare/baseline-batch.ts';
import {
  DEFAULT_GATE_SETTINGS,
  gateCheck,
  suiteVerdictOf,
  type CheckVerdicts,
  type GateOptions,
  type GateSuite,
  type SuiteVerdicts,
  type TestVerdict,
} from '../src/compare/family.ts';
import { sequentialDesign, type SequentialDesign } from '../src/compare/sequential.ts';
import { withinSideIcc } from '../src/stats/dependence.ts';
import type { Stratum } from '../src/stats/fisher.ts';
import { gateRho, historyDependence, type HistoryBatch } from '../src/stats/history-dependence.ts';
import { wilson } from '../src/stats/wilson.ts';
import { rateCell } from './gate.ts';
import {
  breakOne,
  CHECK,
  compose,
  drawSeededPr,
  equalIcc,
  headDrift,
  historyBatches,
  historyRandom,
  improveFlaky,
  MOSTLY_STABLE,
  sidePasses,
  SMALL,
  stuck,
  suiteDrop,
  unevenIcc,
  type Check,
  type CheckShape,
  type SeededPr,
  type Transform,
} from './seeded-population.ts';
import type { Figure } from './figure.ts';
import { serveWorker, simulateInWorkers } from './workers.ts';

/** The populations' seed: change it and every figure below moves within its interval. */
export const SEED = 20_261_202;
/** PRs per scenario (every design runs on the same PRs). */
const PRS = 200;
const QUICK_PRS = 2;
const SETTINGS = DEFAULT_GATE_SETTINGS;
const ALPHA = SETTINGS.alpha;
/** The ✅ side's error the gate promises: a true drop of the minimum effect gets ✅ in at most this share. */
const FALSE_PASS = SETTINGS.niLevel;

/** The baseline history of a PR: this many earlier batches of every test on main, of HISTORY_RUNS runs each. */
export const HISTORY_BATCHES = 10;
export const HISTORY_RUNS = 16;

/** A design: the stored baseline's runs per test, and the head's (fixed) or its sequential looks. */
export interface Design {
  label: string;
  baseRuns: number;
  head: number | SequentialDesign;
}

export const SEQUENTIAL = sequentialDesign(8, 32);
/** The fixed budget the sequential design's calls are held to. */
const FIXED_RUNS = 16;
export const DESIGNS: readonly Design[] = [
  { label: 'fixed 16, baseline 16', baseRuns: 16, head: FIXED_RUNS },
  { label: 'fixed 16, baseline 32', baseRuns: 32, head: FIXED_RUNS },
  { label: 'sequential 8-32, baseline 32', baseRuns: 32, head: SEQUENTIAL },
];
const MAX_RUNS = Math.max(...DESIGNS.map((d) => Math.max(d.baseRuns, typeof d.head === 'number' ? d.head : (d.head.looks.at(-1) ?? 0))));
/** Every design without and with a baseline history: cell index = 2 design + (history ? 1 : 0). */
const CELLS = DESIGNS.flatMap((design) => [false, true].map((history) => ({ design, history })));

/** A target of the gate, on a cell's share of PRs (or, for calls, its head runs per test). */
interface Target {
  of: 'fail' | 'pass' | 'calls';
  atLeast?: number;
  atMost?: number;
}

export interface SeededScenario {
  name: string;
  shape: CheckShape;
  /** The within-side dependence, for the table. */
  icc: string;
  what: string;
  transform: Transform;
  targets: Target[];
}

const noAlarms: Target = { of: 'fail', atMost: ALPHA };
/** An unchanged PR: ❌ ≤ α always, and ✅ at the rates where every test's ICC is at most 0.1. */
const unchanged = (icc: number): Target[] => (icc <= 0.1 ? [{ of: 'pass', atLeast: icc <= 0.05 ? 0.9 : 0.7 }, noAlarms] : [noAlarms]);
const caught = (share: number): Target[] => [{ of: 'fail', atLeast: share }];

export const SEEDED_SCENARIOS: readonly SeededScenario[] = [
  ...[0, 0.05, 0.1, 0.2].map((rho): SeededScenario => ({
    name: `aa-icc${rho}`,
    shape: CHECK,
    icc: String(rho),
    what: 'no change',
    transform: equalIcc(rho),
    targets: unchanged(rho),
  })),
  {
    name: 'aa-uneven-fifth',
    shape: CHECK,
    icc: 'a fifth of the mixed tests 0.2, the rest 0',
    what: 'no change',
    transform: unevenIcc(0.2, 0.2),
    targets: [noAlarms],
  },
  {
    name: 'aa-uneven-tenth',
    shape: CHECK,
    icc: 'a tenth of the mixed tests 0.5, the rest 0',
    what: 'no change',
    transform: unevenIcc(0.1, 0.5),
    targets: [noAlarms],
  },
  {
    name: 'aa-stuck',
    shape: CHECK,
    icc: '5% of the tests stuck (1), the rest 0',
    what: 'no change',
    transform: stuck(0.05),
    targets: [noAlarms],
  },
  { name: 'aa-small', shape: SMALL, icc: '0.1', what: 'no change', transform: equalIcc(0.1), targets: [noAlarms] },
  { name: 'aa-stable-icc0', shape: MOSTLY_STABLE, icc: '0', what: 'no change', transform: equalIcc(0), targets: [noAlarms] },
  { name: 'aa-stable-icc0.1', shape: MOSTLY_STABLE, icc: '0.1', what: 'no change', transform: equalIcc(0.1), targets: [noAlarms] },
  {
    name: 'aa-stable-uneven',
    shape: MOSTLY_STABLE,
    icc: 'a fifth of the mixed tests 0.2, the rest 0',
    what: 'no change',
    transform: unevenIcc(0.2, 0.2),
    targets: [noAlarms],
  },
  {
    name: 'improve-break',
    shape: CHECK,
    icc: '0',
    what: '30 flaky tests 30 points higher (capped at 1), one test 0.9 → 0.1',
    transform: compose(improveFlaky(30, 30), breakOne(0.9, 0.1)),
    targets: caught(0.95),
  },
  ...[0, 0.1].map((rho): SeededScenario => ({
    name: `break-0.9-icc${rho}`,
    shape: CHECK,
    icc: String(rho),
    what: 'one test 0.9 → 0.1',
    transform: compose(breakOne(0.9, 0.1), equalIcc(rho)),
    targets: caught(0.95),
  })),
  { name: 'break-1', shape: CHECK, icc: '0', what: 'one test 1 → 0', transform: breakOne(1, 0), targets: caught(0.99) },
  ...[0, 0.1].map((rho): SeededScenario => ({
    name: `suite-drop-min-icc${rho}`,
    shape: CHECK,
    icc: String(rho),
    what: 'one suite 5 points lower (min-effect), spread over its flaky tests',
    transform: compose(suiteDrop(100 * SETTINGS.minEffect), equalIcc(rho)),
    targets: [],
  })),
  ...[0, 0.1].map((rho): SeededScenario => ({
    name: `test-down-min-icc${rho}`,
    shape: CHECK,
    icc: String(rho),
    what: 'one test 0.9 → 0.4 (min-test-effect)',
    transform: compose(breakOne(0.9, 0.9 - SETTINGS.minTestEffect), equalIcc(rho)),
    targets: [],
  })),
  ...[3, 5].map((points): SeededScenario => ({
    name: `drift${points}`,
    shape: CHECK,
    icc: '0',
    what: `head-side drift against a stored baseline: every test ${points} points lower on the head`,
    transform: headDrift(points),
    targets: [],
  })),
];

/** What the check concluded on one PR: ❌ a suite regressed, ✅ every suite unchanged or improved, else the first ⚠️ kind found. */
export type Outcome = 'fail' | 'pass' | 'possible' | 'underpowered' | 'undecided';

export function outcomeOf(check: CheckVerdicts): Outcome {
  const verdicts = check.suites.map((s) => s.verdict);
  if (verdicts.includes('regressed')) return 'fail';
  if (verdicts.every((v) => v === 'unchanged' || v === 'improved')) return 'pass';
  if (verdicts.includes('possible_regression')) return 'possible';
  if (verdicts.includes('underpowered')) return 'underpowered';
  return 'undecided';
}

/** The truth of a PR: some suite truly fell by minEffect or more, or some test by minTestEffect or more. */
export function trulyDropped(check: Check): boolean {
  const slack = 1e-9;
  return check.some(
    (suite) =>
      suite.reduce((sum, t) => sum + t.head - t.base, 0) / suite.length <= -SETTINGS.minEffect + slack ||
      suite.some((t) => t.head - t.base <= -SETTINGS.minTestEffect + slack),
  );
}

/** Counts of one cell (scenario × design × history). */
export interface CellTally {
  prs: number;
  outcomes: Record<Outcome, number>;
  /** PRs whose truth is a drop of a minimum effect, and those of them given ✅. */
  dropped: number;
  falsePass: number;
  /** ⚠️ PRs (neither ❌ nor ✅) by what was left open: only tests' bounds, only suites' bounds, both. */
  open: { tests: number; suites: number; both: number };
  headCalls: number;
  tests: number;
}

export const emptyCell = (): CellTally => ({
  prs: 0,
  outcomes: { fail: 0, pass: 0, possible: 0, underpowered: 0, undecided: 0 },
  dropped: 0,
  falsePass: 0,
  open: { tests: 0, suites: 0, both: 0 },
  headCalls: 0,
  tests: 0,
});

const testKey = (s: number, t: number): string => `suite${s}/t${t}`;

/** Each test's rho as the gate takes it from a history of HISTORY_BATCHES batches on main: gateRho of historyDependence. */
export function historyRho(check: Check, random: () => number): Map<string, number> {
  const drawn = historyBatches(check, HISTORY_BATCHES, HISTORY_RUNS, random);
  const batches = new Map<string, HistoryBatch[]>();
  drawn.forEach((suite, s) =>
    suite.forEach((runs, t) =>
      batches.set(
        testKey(s, t),
        runs.map((b, i) => ({ ...b, run: `main-${i}`, specHash: 'spec', startedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })),
      ),
    ),
  );
  return new Map([...historyDependence(batches).tests].map(([key, d]) => [key, gateRho(d)]));
}

/** What compareResults allows for from the stored baseline's own batch (compare/baseline-batch.ts): its halves' ICC when their F test rejects. */
function batchDependenceOf(pr: SeededPr, runs: number): number {
  const first = sidePasses(pr.base, Math.floor(runs / 2));
  const all = sidePasses(pr.base, runs);
  const cut = Math.floor(runs / 2);
  const halves: Stratum[] = all.flatMap((suite, s) =>
    suite.map((n, t) => ({ basePassed: first[s]![t]!, baseRuns: cut, headPassed: n - first[s]![t]!, headRuns: runs - cut })),
  );
  const e = withinSideIcc(halves);
  return e.fP <= BATCH_LEVEL ? e.icc : 0;
}

/** One PR through one design: its check's verdicts and the head runs it cost. */
export function judgeDesign(
  pr: SeededPr,
  design: Design,
  rho: ReadonlyMap<string, number> | null,
): { check: CheckVerdicts; headCalls: number } {
  const base = sidePasses(pr.base, design.baseRuns);
  const options = { baselineDependence: batchDependenceOf(pr, design.baseRuns) };
  const headAt = new Map<number, number[][]>();
  const head = (runs: number): number[][] => {
    let h = headAt.get(runs);
    if (h === undefined) headAt.set(runs, (h = sidePasses(pr.head, runs)));
    return h;
  };
  const stratum = (s: number, t: number, headRuns: number): Stratum => ({
    headPassed: head(headRuns)[s]![t]!,
    headRuns,
    basePassed: base[s]![t]!,
    baseRuns: design.baseRuns,
  });
  const rhoOf = (s: number, t: number): number | undefined => rho?.get(testKey(s, t));
  if (typeof design.head === 'number') {
    const runs = design.head;
    const suites: GateSuite[] = pr.check.map((suite, s) => ({
      suiteId: `suite${s}`,
      tests: suite.map((_, t) => ({ testId: `t${t}`, stratum: stratum(s, t, runs), rho: rhoOf(s, t) })),
    }));
    return { check: gateCheck(suites, SETTINGS, options), headCalls: runs * pr.check.flat().length };
  }
  return sequentialHead(pr, design.head, stratum, rhoOf, options);
}

/**
 * The runner's rule on the sequential design (src/runner/sequential.ts planLook): every suite to the
 * first look; after each look the suites decided stop and every test of the others runs to the next.
 * Each look is judged once, as gateSequential judges it (gateCheck at the look's share of the errors,
 * a suite decided at the first look that shows a regression or at which its drop and every test's are
 * ruled out, each at this or an earlier look): gateSequential itself judges every look again on each
 * call, four times the work over a run of four looks. test/bench/seeded-gate.test.ts checks that its
 * verdicts on the suites' final runs are these.
 */
export function sequentialHead(
  pr: SeededPr,
  design: SequentialDesign,
  stratum: (s: number, t: number, headRuns: number) => Stratum,
  rhoOf: (s: number, t: number) => number | undefined,
  options: GateOptions,
): { check: CheckVerdicts; headCalls: number; reached: number[] } {
  const { looks, weights } = design;
  const niLevel = SETTINGS.niLevel;
  const reached = pr.check.map(() => 1);
  const decided: (SuiteVerdicts | null)[] = pr.check.map(() => null);
  const lastSeen: (SuiteVerdicts | null)[] = pr.check.map(() => null);
  const suiteRuled: (SuiteVerdicts['ni'] | null)[] = pr.check.map(() => null);
  const testRuled = pr.check.map(() => new Map<string, TestVerdict['ni']>());
  let last: CheckVerdicts | null = null;
  for (let j = 0; j < looks.length; j++) {
    const weight = weights[j] ?? 1;
    const suites: GateSuite[] = pr.check.map((suite, s) => ({
      suiteId: `suite${s}`,
      tests: suite.map((_, t) => ({ testId: `t${t}`, stratum: stratum(s, t, looks[Math.min(j, reached[s]! - 1)]!), rho: rhoOf(s, t) })),
    }));
    const check = gateCheck(suites, { ...SETTINGS, alpha: SETTINGS.alpha * weight, niLevel: niLevel * weight }, options);
    last = check;
    check.suites.forEach((v, s) => {
      if (reached[s]! <= j || decided[s] !== null) return;
      lastSeen[s] = v;
      if (v.verdict === 'regressed') {
        decided[s] = v;
        return;
      }
      if (v.ni.ruledOut && suiteRuled[s] === null) suiteRuled[s] = v.ni;
      for (const t of v.tests) if (t.ni.ruledOut && !testRuled[s]!.has(t.testId)) testRuled[s]!.set(t.testId, t.ni);
      const combined = combine(v, suiteRuled[s] ?? null, testRuled[s]!);
      if (combined.verdict === 'unchanged' || combined.verdict === 'improved') decided[s] = combined;
    });
    let more = false;
    pr.check.forEach((_, s) => {
      if (decided[s] === null && reached[s]! < looks.length) {
        reached[s]! += 1;
        more = true;
      }
    });
    if (!more) break;
  }
  const suites = pr.check.map((_, s) => decided[s] ?? combine(lastSeen[s]!, suiteRuled[s] ?? null, testRuled[s]!));
  const headCalls = pr.check.reduce((n, suite, s) => n + suite.length * looks[reached[s]! - 1]!, 0);
  return { check: { ...last!, suites }, headCalls, reached };
}

/** A look's verdicts with the bounds ruled out at this or an earlier look, and the verdict they give (compare/sequential.ts). */
function combine(v: SuiteVerdicts, suiteNi: SuiteVerdicts['ni'] | null, testNi: ReadonlyMap<string, TestVerdict['ni']>): SuiteVerdicts {
  const tests = v.tests.map((t) => ({ ...t, ni: testNi.get(t.testId) ?? t.ni }));
  const ni = suiteNi ?? v.ni;
  const facts = { ...v.facts, suiteRuledOut: ni.ruledOut, everyTestRuledOut: tests.every((t) => t.ni.ruledOut) };
  return { ...v, tests, ni, facts, verdict: suiteVerdictOf(facts, SETTINGS) };
}

/** One PR of a scenario through every cell (design × history): the counts added to `cells`. */
export function judgePr(pr: SeededPr, cells: CellTally[], history: () => () => number): void {
  const dropped = trulyDropped(pr.check);
  const rho = historyRho(pr.check, history());
  const tests = pr.check.flat().length;
  CELLS.forEach(({ design, history: withHistory }, c) => {
    const { check, headCalls } = judgeDesign(pr, design, withHistory ? rho : null);
    const cell = cells[c]!;
    const outcome = outcomeOf(check);
    cell.prs += 1;
    cell.outcomes[outcome] += 1;
    cell.headCalls += headCalls;
    cell.tests += tests;
    if (outcome !== 'pass' && outcome !== 'fail') {
      const suitesOpen = check.suites.some((v) => !v.facts.suiteRuledOut);
      const testsOpen = check.suites.some((v) => !v.facts.everyTestRuledOut);
      if (suitesOpen && testsOpen) cell.open.both += 1;
      else if (suitesOpen) cell.open.suites += 1;
      else if (testsOpen) cell.open.tests += 1;
    }
    if (dropped) {
      cell.dropped += 1;
      if (outcome === 'pass') cell.falsePass += 1;
    }
  });
}

type Tally = CellTally[][];

async function simulate(indices: readonly number[]): Promise<Tally> {
  const tally: Tally = SEEDED_SCENARIOS.map(() => CELLS.map(emptyCell));
  for (const index of indices)
    for (const [s, scenario] of SEEDED_SCENARIOS.entries()) {
      const pr = drawSeededPr(SEED, scenario.name, scenario.shape, scenario.transform, index, MAX_RUNS);
      judgePr(pr, tally[s]!, () => historyRandom(SEED, scenario.name, index));
    }
  return tally;
}

await serveWorker('seeded-gate', simulate);

async function simulateAll(prs: number, log: (line: string) => void): Promise<Tally> {
  const tallies = await simulateInWorkers<Tally>(import.meta.url, 'seeded-gate', prs, log);
  const total: Tally = SEEDED_SCENARIOS.map(() => CELLS.map(emptyCell));
  for (const t of tallies)
    t.forEach((row, s) =>
      row.forEach((c, d) => {
        const into = total[s]![d]!;
        into.prs += c.prs;
        into.dropped += c.dropped;
        into.falsePass += c.falsePass;
        into.open.tests += c.open.tests;
        into.open.suites += c.open.suites;
        into.open.both += c.open.both;
        into.headCalls += c.headCalls;
        into.tests += c.tests;
        for (const k of Object.keys(c.outcomes) as Outcome[]) into.outcomes[k] += c.outcomes[k];
      }),
    );
  return total;
}

const headRunsPerTest = (cell: CellTally): number => cell.headCalls / cell.tests;

/** The targets a cell is held to: its scenario's, false ✅ ≤ niLevel where PRs truly dropped, and the sequential design's calls. */
function targetsOf(scenario: SeededScenario, design: Design, cell: CellTally): Target[] {
  return [
    ...scenario.targets,
    ...(cell.dropped > 0 ? [{ of: 'pass', atMost: FALSE_PASS } as const] : []),
    ...(typeof design.head === 'number' ? [] : [{ of: 'calls', atMost: FIXED_RUNS } as const]),
  ];
}

function share(target: Target, cell: CellTally): number {
  if (target.of === 'calls') return headRunsPerTest(cell);
  if (target.of === 'fail') return cell.outcomes.fail / cell.prs;
  // ✅ at most: the false-✅ rate among the PRs that truly dropped.
  return target.atMost !== undefined ? cell.falsePass / Math.max(1, cell.dropped) : cell.outcomes.pass / cell.prs;
}

const meets = (target: Target, cell: CellTally): boolean => {
  const x = share(target, cell);
  return (target.atLeast === undefined || x >= target.atLeast - 1e-12) && (target.atMost === undefined || x <= target.atMost + 1e-12);
};

function targetText(t: Target): string {
  const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;
  if (t.of === 'calls') return `head runs per test ≤ ${t.atMost}`;
  if (t.of === 'pass') return t.atMost !== undefined ? `false ✅ ≤ ${pct(t.atMost)}` : `✅ ≥ ${pct(t.atLeast ?? 0)}`;
  return t.atLeast !== undefined ? `❌ ≥ ${pct(t.atLeast)}` : `❌ ≤ ${pct(t.atMost ?? 0)}`;
}

export const seededGate: Figure = {
  name: 'seeded-gate',
  title:
    'The three-verdict gate on seeded populations: ❌, ✅, ⚠️ and false ✅ per PR and agent calls, fixed against sequential, with and without a baseline history',
  async run(ctx) {
    const prs = ctx.quick ? QUICK_PRS : PRS;
    const started = performance.now();
    const t = await simulateAll(prs, ctx.log);
    const seconds = (performance.now() - started) / 1000;
    const rows: string[][] = [];
    let pass = true;
    for (const [s, scenario] of SEEDED_SCENARIOS.entries())
      for (const [c, { design, history }] of CELLS.entries()) {
        const cell = t[s]![c]!;
        const o = cell.outcomes;
        const targets = targetsOf(scenario, design, cell);
        const missed = targets.filter((x) => !meets(x, cell));
        if (missed.length > 0) pass = false;
        const calls = cell.headCalls / cell.prs;
        rows.push([
          scenario.name,
          scenario.shape.name,
          scenario.icc,
          scenario.what,
          design.label,
          history ? `${HISTORY_BATCHES} batches` : 'none',
          String(cell.prs),
          rateCell(o.fail, cell.prs),
          rateCell(o.pass, cell.prs),
          rateCell(o.possible + o.underpowered + o.undecided, cell.prs),
          `${o.possible} / ${o.underpowered} / ${o.undecided}`,
          `${cell.open.tests} / ${cell.open.suites} / ${cell.open.both}`,
          cell.dropped === 0 ? '' : rateCell(cell.falsePass, cell.dropped),
          `${Math.round(calls)} (${headRunsPerTest(cell).toFixed(1)})`,
          targets.map(targetText).join('; '),
          targets.length === 0 ? '' : missed.length === 0 ? 'ok' : `MISS: ${missed.map(targetText).join('; ')}`,
        ]);
      }
    const ci = (x: number, n: number): string => {
      const w = wilson(x, n);
      return `${(w.lower * 100).toFixed(1)}-${(w.upper * 100).toFixed(1)}%`;
    };
    return {
      pass,
      table: {
        header: [
          'scenario',
          'check',
          'within-side ICC',
          'change',
          'design (runs per test)',
          'baseline history',
          'PRs',
          '❌ check fails',
          '✅ check passes',
          '⚠️ neither',
          '⚠️: possible regression / underpowered / undecided',
          '⚠️ left open by: a test’s bound only / a suite’s only / both',
          'false ✅ (PRs that truly dropped by a minimum effect)',
          'agent calls per PR (head runs per test)',
          'targets',
          'result',
        ],
        rows,
      },
      notes: [
        `Each rate: the share of PRs with that conclusion, with its 95% Wilson interval (src/stats/wilson.ts; at ${PRS} PRs a rate of 2.5% reads ${ci(2, PRS)}, none ${ci(0, PRS)}). ${prs} seeded PRs per scenario (seed ${SEED}), the same PRs, run draws and history in every design of a scenario (n runs are the first n of ${MAX_RUNS}); ${seconds.toFixed(0)} s of wall time for the whole figure.${ctx.quick ? ' QUICK MODE: too few PRs for the intervals to mean much.' : ''}`,
        `The gate: gateCheck (src/compare/family.ts) with its defaults (alpha ${ALPHA}, minEffect ${SETTINGS.minEffect}, minTestEffect ${SETTINGS.minTestEffect}, niLevel ${FALSE_PASS}); the check ❌ when a suite regressed, ✅ when every suite is unchanged or improved, else ⚠️ (split by the first kind found: a possible regression, an underpowered suite, else undecided; and by what was left open at the end: some test's drop of minTestEffect not ruled out while every suite's bound held, some suite's bound not while every test's was, or both). False ✅: among the PRs whose true rates drop a suite by minEffect or more or a test by minTestEffect or more, the share given ✅. The stored baseline's own batch dependence (its halves' ICC when their F test rejects at ${BATCH_LEVEL}) is allowed for, as compareResults does.`,
        `Designs: the head runs 16 times per test against a stored baseline of 16 or of 32 runs per test, or sequentially (${SEQUENTIAL.looks.join('/')} head runs, the errors spent ${SEQUENTIAL.weights.map((w) => w.toFixed(1)).join('/')} over the looks; gateSequential with the runner's rule, planLook: a suite stops once decided, else every test of it runs to the next look) against a stored baseline of 32 (what a push with \`repeats: sequential\` stores). The baseline's runs are spent once per push, not per PR: the calls column counts the head's. Baseline history: ${HISTORY_BATCHES} earlier batches of every test on main, each drawing its own side rate with the test's ICC and its true base rate, ${HISTORY_RUNS} runs each; each test's rho is gateRho of historyDependence (its own estimate shrunk toward the check's, at its one-sided 95% upper bound), passed as the test's rho. Without a history the per-test tests allow for the check's estimate from the PR's own data (stats/dependence.ts).`,
        `Checks and dependence: as in bench/seeded-population.ts (4 suites of 15-45 tests, 35% always passing, 35% at 0.98, the rest flaky from Beta(4, 2); a side draws each test's pass probability from a beta with the test's ICC, a stuck test's is 0 or 1). Head-side drift: the head every test d points lower (a provider's bad hour on the PR's run only), against the stored baseline. A suite drop of min-effect: one suite's flaky tests lowered alike so that its true mean falls by exactly ${SETTINGS.minEffect * 100} points; a test down by min-test-effect: one test 0.9 → ${(0.9 - SETTINGS.minTestEffect).toFixed(1)}.`,
        `Targets, on the point estimate: ✅ ≥ 90% of unchanged PRs at ICC 0 and 0.05, ≥ 70% at 0.1; ❌ ≤ α = ${ALPHA * 100}% in every unchanged population; one test 0.9 → 0.1 ❌ ≥ 95% (alone up to ICC 0.1 and beside improvements); 1 → 0 ❌ ≥ 99%; false ✅ ≤ ${FALSE_PASS * 100}% wherever PRs truly dropped; the sequential design's head runs per test ≤ ${FIXED_RUNS} (those of the fixed design). Every design is held to them.`,
      ],
    };
  },
};
