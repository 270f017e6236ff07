// Figure 8, part (4): what the whole comparison does (compareResults, then decideGate with the
// action's defaults, as bench/gate.ts) at the default runs per test when
// - one stored baseline serves many PRs (its runs drawn once, with the within-side correlation rho,
//   and compared with each PR's head): the false alarms per PR, the worst baseline's and how many of
//   all false alarms the worst 5% of baselines cause;
// - 10% of runs error at random, on both sides (the error rates do not differ: the verdict must be the
//   one without them) or on the head only (a real difference of the deployments: "errors differ");
// - suites are small (3-6 tests), too few for the suite test to reach alpha on its own.
import { DEFAULT_GATE_SETTINGS, countsAsSuiteDrop, countsAsTestDrop, type GateSuite } from '../src/compare/family.ts';
import type { Comparison } from '../src/compare/comparison-schema.ts';
import type { Results, RunRecord, SuiteResult } from '../src/results/results-schema.ts';
import { mulberry32 } from '../src/random.ts';
import { DEFAULT_REPEATS } from '../src/suite/repeats.ts';
import { previousGateFails, sideRate } from './dependence-model.ts';
import { drawTest } from './population.ts';
import { compareAsAction, comparisonFails, resultsFile } from './gate.ts';

type Outcome = 'passed' | 'failed' | 'errored';

export const PART_FOUR_SEED = 20_261_129;
const RUNS = DEFAULT_REPEATS;
const ALPHA = DEFAULT_GATE_SETTINGS.alpha;
export const STORED = { baselines: 50, prsPerBaseline: 20 };
export const QUICK_STORED = { baselines: 4, prsPerBaseline: 5 };
const ERROR_RATE = 0.1;

function run(suiteId: string, t: number, repeat: number, outcome: Outcome): RunRecord {
  return {
    repeat,
    conversation_id: `${suiteId}/t${t}/${repeat}`,
    outcome,
    codes: outcome === 'failed' ? ['NODE_MISMATCH'] : outcome === 'errored' ? ['TIMEOUT'] : [],
    duration_ms: 0,
    turns: [],
    final: { assertions: [] },
    ...(outcome === 'errored' ? { error: { code: 'TIMEOUT' as const, message: 'timed out' } } : {}),
  };
}

/** One side's results file from its outcomes[suite][test][run]. */
export function resultsFrom(outcomes: Outcome[][][]): Results {
  const suites: SuiteResult[] = outcomes.map((tests, s) => ({
    suite_id: `s${s}`,
    file: `s${s}.yaml`,
    spec_hash: `hash-s${s}`,
    tests: tests.map((runs, t) => ({ test_id: `t${t}`, spec_hash: `hash-s${s}-t${t}`, runs: runs.map((o, r) => run(`s${s}`, t, r, o)) })),
  }));
  return resultsFile(suites, RUNS);
}

/** A side's runs of every test: its own rate drawn with correlation rho, each run errored with `errorRate`. */
function drawSide(random: () => number, rates: number[][], rho: number, errorRate: number): Outcome[][][] {
  return rates.map((tests) =>
    tests.map((p) => {
      const q = sideRate(random, p, rho);
      return Array.from({ length: RUNS }, (): Outcome => (random() < errorRate ? 'errored' : random() < q ? 'passed' : 'failed'));
    }),
  );
}

/** The scored runs of both sides as the gate's suites, for the previous gate. */
function gateSuites(base: Outcome[][][], head: Outcome[][][]): GateSuite[] {
  const passed = (runs: Outcome[]): number => runs.filter((o) => o === 'passed').length;
  const scored = (runs: Outcome[]): number => runs.filter((o) => o !== 'errored').length;
  return base.map((tests, s) => ({
    suiteId: `s${s}`,
    tests: tests.map((b, t) => {
      const h = head[s]![t]!;
      return { testId: `t${t}`, stratum: { headPassed: passed(h), headRuns: scored(h), basePassed: passed(b), baseRuns: scored(b) } };
    }),
  }));
}

/** Every suite unchanged or improved while a test fell by min-test-effect or a suite by min-effect. */
function greenDespiteDrop(c: Comparison): boolean {
  const green = c.suites.every((s) => s.verdict === 'unchanged' || s.verdict === 'improved');
  const rate = (x: { passed: number; runs: number } | null | undefined): number | null => (x && x.runs > 0 ? x.passed / x.runs : null);
  const drop = c.suites.some(
    (s) =>
      (s.delta !== null && s.delta !== undefined && countsAsSuiteDrop(s.delta.estimate, DEFAULT_GATE_SETTINGS)) ||
      s.tests.some((t) => {
        const b = rate(t.base);
        const h = rate(t.head);
        return b !== null && h !== null && countsAsTestDrop(h - b, DEFAULT_GATE_SETTINGS);
      }),
  );
  return green && drop;
}

const errorsDiffer = (c: Comparison): boolean => c.suites.some((s) => s.reasons.some((r) => r.code === 'errors_differ'));

export interface PartFourRow {
  scenario: string;
  what: string;
  rho: number;
  prs: number;
  fails: number;
  errorsDiffer: number;
  green: number;
  /** The previous gate on the scored runs; null where errored runs make it another rule. */
  previous: number | null;
  /** Shared baselines only: the most PRs one baseline failed, and the share of all false alarms from the worst 5% of baselines. */
  worst?: { fails: number; of: number; topShare: number | null };
  /** Target on the share of PRs whose check fails: at most (A/A) or at least (power). */
  target?: { atMost?: number; atLeast?: number };
}

function shape(random: () => number, small: boolean): number[][] {
  return Array.from({ length: 4 }, () =>
    Array.from({ length: small ? 3 + Math.floor(random() * 4) : 10 + Math.floor(random() * 41) }, () => drawTest(random).p),
  );
}

/** One test of one suite changed from `from` to `to` in both the base and head rates. */
function withOneTest(rates: number[][], random: () => number, from: number, to: number): { base: number[][]; head: number[][] } {
  const s = Math.floor(random() * rates.length);
  const t = Math.floor(random() * rates[s]!.length);
  const base = rates.map((x) => [...x]);
  base[s]![t] = from;
  const head = base.map((x) => [...x]);
  head[s]![t] = to;
  return { base, head };
}

function tally(row: Omit<PartFourRow, 'prs' | 'fails' | 'errorsDiffer' | 'green' | 'previous'>, withPrevious: boolean) {
  const t: PartFourRow = { ...row, prs: 0, fails: 0, errorsDiffer: 0, green: 0, previous: withPrevious ? 0 : null };
  return {
    row: t,
    add(base: Outcome[][][], head: Outcome[][][]): boolean {
      const c = compareAsAction(resultsFrom(base), resultsFrom(head));
      const failed = comparisonFails(c);
      t.prs++;
      if (failed) t.fails++;
      if (errorsDiffer(c)) t.errorsDiffer++;
      if (greenDespiteDrop(c)) t.green++;
      if (t.previous !== null && previousGateFails(gateSuites(base, head))) t.previous++;
      return failed;
    },
  };
}

/** One stored baseline per `prsPerBaseline` PRs, no change: false alarms per PR and how they gather on a few baselines. */
function sharedBaselines(rho: number, size: typeof STORED): PartFourRow {
  const random = mulberry32((PART_FOUR_SEED ^ Math.imul(Math.round(rho * 1000) + 7, 0x9e3779b1)) >>> 0);
  const t = tally(
    { scenario: 'shared', what: `no change; one stored baseline per ${size.prsPerBaseline} PRs`, rho, target: { atMost: ALPHA } },
    true,
  );
  const perBaseline: number[] = [];
  for (let b = 0; b < size.baselines; b++) {
    const rates = shape(random, false);
    const base = drawSide(random, rates, rho, 0);
    let fails = 0;
    for (let pr = 0; pr < size.prsPerBaseline; pr++) if (t.add(base, drawSide(random, rates, rho, 0))) fails++;
    perBaseline.push(fails);
  }
  const sorted = [...perBaseline].sort((x, y) => y - x);
  const total = sorted.reduce((x, y) => x + y, 0);
  const top = sorted.slice(0, Math.max(1, Math.round(size.baselines * 0.05))).reduce((x, y) => x + y, 0);
  t.row.worst = { fails: sorted[0] ?? 0, of: size.prsPerBaseline, topShare: total === 0 ? null : top / total };
  return t.row;
}

interface Variant {
  scenario: string;
  what: string;
  small: boolean;
  baseErrors: number;
  headErrors: number;
  change: 'none' | 'broken';
  target?: { atMost?: number; atLeast?: number };
}

const VARIANTS: Variant[] = [
  {
    scenario: 'errors',
    what: 'no change; 10% of runs errored on both sides',
    small: false,
    baseErrors: ERROR_RATE,
    headErrors: ERROR_RATE,
    change: 'none',
    target: { atMost: ALPHA },
  },
  {
    scenario: 'errors',
    what: 'one test 1 -> 0; 10% of runs errored on both sides',
    small: false,
    baseErrors: ERROR_RATE,
    headErrors: ERROR_RATE,
    change: 'broken',
    target: { atLeast: 0.99 },
  },
  {
    scenario: 'head errors',
    what: 'no change; 10% of runs errored on the head only',
    small: false,
    baseErrors: 0,
    headErrors: ERROR_RATE,
    change: 'none',
  },
  {
    scenario: 'head errors',
    what: 'one test 1 -> 0; 10% of runs errored on the head only',
    small: false,
    baseErrors: 0,
    headErrors: ERROR_RATE,
    change: 'broken',
  },
  {
    scenario: 'small',
    what: 'no change; 4 suites of 3-6 tests',
    small: true,
    baseErrors: 0,
    headErrors: 0,
    change: 'none',
    target: { atMost: ALPHA },
  },
  {
    scenario: 'small',
    what: 'one test 1 -> 0; 4 suites of 3-6 tests',
    small: true,
    baseErrors: 0,
    headErrors: 0,
    change: 'broken',
    target: { atLeast: 0.99 },
  },
];

function variant(v: Variant, index: number, prs: number): PartFourRow {
  const random = mulberry32((PART_FOUR_SEED ^ Math.imul(index + 101, 0x85ebca6b)) >>> 0);
  const errored = v.baseErrors > 0 || v.headErrors > 0;
  const t = tally({ scenario: v.scenario, what: v.what, rho: 0, ...(v.target === undefined ? {} : { target: v.target }) }, !errored);
  for (let pr = 0; pr < prs; pr++) {
    const rates = shape(random, v.small);
    const { base, head } = v.change === 'broken' ? withOneTest(rates, random, 1, 0) : { base: rates, head: rates };
    t.add(drawSide(random, base, 0, v.baseErrors), drawSide(random, head, 0, v.headErrors));
  }
  return t.row;
}

/** Every row of part (4), with progress through `log`. */
export function partFour(quick: boolean, prs: number, log: (line: string) => void): PartFourRow[] {
  const size = quick ? QUICK_STORED : STORED;
  const rows: PartFourRow[] = [];
  for (const rho of [0, 0.05, 0.1]) {
    rows.push(sharedBaselines(rho, size));
    log(`dependence: shared baselines rho ${rho}: ${rows.at(-1)!.fails} of ${rows.at(-1)!.prs} PRs failed`);
  }
  VARIANTS.forEach((v, i) => {
    rows.push(variant(v, i, prs));
    log(`dependence: ${v.what}: ${rows.at(-1)!.fails} of ${prs} PRs failed`);
  });
  return rows;
}

export const PART_FOUR_RUNS = RUNS;
