// Figure 10, the gate on seeded populations: what the check concludes (❌ failure, ✅ success, ⚠️
// neutral) on PRs drawn from the populations of bench/seeded-population.ts (equal and uneven
// within-side dependence, stuck tests, small and mostly-stable checks, a break beside improvements,
// head-side drift), at fixed budgets and with adaptive repeats, and how many agent calls a PR costs.
// The check's conclusion is the product's: Results built from the runs go through compareResults
// and decideGate with the action's defaults (bench/gate.ts), and adaptive repeats through
// runAdaptive against an in-memory agent answering from the same draws. This measures the gate as it
// is, so that a new design can be set beside it on the same PRs.
import { decideGate } from '../src/action/gate.ts';
import { DEFAULT_COMPARE_OPTIONS } from '../src/compare/compare.ts';
import type { Comparison } from '../src/compare/comparison-schema.ts';
import type { Results } from '../src/results/results-schema.ts';
import { DEFAULT_REPEATS } from '../src/suite/repeats.ts';
import { adaptiveHead, AUTO, AUTO_BASELINE_RUNS, compareAsAction, rateCell, resultsOf } from './gate.ts';
import type { PullRequest, PullRequestDraws } from './population.ts';
import {
  breakOne,
  CHECK,
  compose,
  drawSeededPr,
  equalIcc,
  headDrift,
  improveFlaky,
  MOSTLY_STABLE,
  REFERENCE,
  SMALL,
  stuck,
  unevenIcc,
  type CheckShape,
  type SeededPr,
  type Transform,
} from './seeded-population.ts';
import type { Figure } from './figure.ts';
import { serveWorker, simulateInWorkers } from './workers.ts';

/** The populations' seed: change it and every figure below moves within its interval. */
export const SEED = 20_261_202;
/** PRs per scenario (every design runs on the same PRs). */
const PRS = 500;
const QUICK_PRS = 16;
const ALPHA = DEFAULT_COMPARE_OPTIONS.alpha;

/** The designs: fixed runs per test and side, and the product's adaptive repeats against a stored baseline. */
const FIXED = [4, 6, 16] as const;
type Design = (typeof FIXED)[number] | 'auto';
const DESIGNS: readonly Design[] = [...FIXED, 'auto'];
const MAX_RUNS = Math.max(...FIXED, AUTO.max, AUTO_BASELINE_RUNS);
const AUTO_LABEL = `auto:${AUTO.min}-${AUTO.max}`;
const designLabel = (d: Design): string => (d === 'auto' ? AUTO_LABEL : d === DEFAULT_REPEATS ? `${d} (default)` : String(d));

/** A target of the new design (issue figures), checked here at the default budget only. */
interface Target {
  /** The measured share the target bounds. */
  of: 'fail' | 'pass';
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
  target?: Target;
}

/** An unchanged PR: ✅ at the issue's rates where dependence is mild (false alarms ≤ α checked too), else only false alarms ≤ α. */
const unchanged = (icc: number): Target => (icc <= 0.1 ? { of: 'pass', atLeast: icc <= 0.05 ? 0.9 : 0.7 } : { of: 'fail', atMost: ALPHA });

export const SEEDED_SCENARIOS: readonly SeededScenario[] = [
  ...[0, 0.05, 0.1, 0.2].map((rho): SeededScenario => ({
    name: `aa-icc${rho}`,
    shape: CHECK,
    icc: String(rho),
    what: 'no change',
    transform: equalIcc(rho),
    target: unchanged(rho),
  })),
  {
    name: 'aa-uneven-fifth',
    shape: CHECK,
    icc: 'a fifth of the mixed tests 0.2, the rest 0',
    what: 'no change',
    transform: unevenIcc(0.2, 0.2),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'aa-uneven-tenth',
    shape: CHECK,
    icc: 'a tenth of the mixed tests 0.5, the rest 0',
    what: 'no change',
    transform: unevenIcc(0.1, 0.5),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'aa-stuck',
    shape: CHECK,
    icc: '5% of the tests stuck (1), the rest 0',
    what: 'no change',
    transform: stuck(0.05),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'aa-small',
    shape: SMALL,
    icc: '0.1',
    what: 'no change',
    transform: equalIcc(0.1),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'aa-stable-icc0',
    shape: MOSTLY_STABLE,
    icc: '0',
    what: 'no change',
    transform: equalIcc(0),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'aa-stable-icc0.1',
    shape: MOSTLY_STABLE,
    icc: '0.1',
    what: 'no change',
    transform: equalIcc(0.1),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'aa-stable-uneven',
    shape: MOSTLY_STABLE,
    icc: 'a fifth of the mixed tests 0.2, the rest 0',
    what: 'no change',
    transform: unevenIcc(0.2, 0.2),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'improve-break',
    shape: CHECK,
    icc: '0',
    what: '30 flaky tests 30 points higher (capped at 1), one test 0.9 → 0.1',
    transform: compose(improveFlaky(30, 30), breakOne(0.9, 0.1)),
    target: { of: 'fail', atLeast: 0.95 },
  },
  {
    name: 'improve15-break',
    shape: CHECK,
    icc: '0',
    what: '15 flaky tests 30 points higher (capped at 1), one test 0.9 → 0.1',
    transform: compose(improveFlaky(15, 30), breakOne(0.9, 0.1)),
    target: { of: 'fail', atLeast: 0.95 },
  },
  ...[0, 0.1].map((rho): SeededScenario => ({
    name: `break-0.9-icc${rho}`,
    shape: CHECK,
    icc: String(rho),
    what: 'one test 0.9 → 0.1',
    transform: compose(breakOne(0.9, 0.1), equalIcc(rho)),
    target: { of: 'fail', atLeast: 0.95 },
  })),
  {
    name: 'break-1',
    shape: CHECK,
    icc: '0',
    what: 'one test 1 → 0',
    transform: breakOne(1, 0),
    target: { of: 'fail', atLeast: 0.99 },
  },
  ...[3, 5].map((points): SeededScenario => ({
    name: `drift${points}`,
    shape: CHECK,
    icc: '0',
    what: `head-side drift against a stored baseline: every test ${points} points lower on the head`,
    transform: headDrift(points),
  })),
  {
    name: 'ref-aa',
    shape: REFERENCE,
    icc: '0',
    what: 'no change',
    transform: equalIcc(0),
    target: { of: 'fail', atMost: ALPHA },
  },
  {
    name: 'ref-break-1',
    shape: REFERENCE,
    icc: '0',
    what: 'one test 1 → 0',
    transform: breakOne(1, 0),
    target: { of: 'fail', atLeast: 0.99 },
  },
];

/** What the check concluded on one PR, the way a user sees it. */
export type Outcome = 'fail' | 'pass' | 'possible' | 'underpowered' | 'other';

/** The check's conclusion with the action's defaults (fail-on significant-regression, fail-on-invalid true). */
export function outcomeOf(comparison: Comparison): Outcome {
  const conclusion = decideGate(comparison, 'significant-regression', true).conclusion;
  if (conclusion === 'failure') return 'fail';
  if (conclusion === 'success') return 'pass';
  const r = comparison.reason;
  if (r.code === 'not_all_judged' && r.possible_regression.length > 0) return 'possible';
  if (r.code === 'not_all_judged' && r.underpowered.length > 0) return 'underpowered';
  return 'other';
}

/** The PR in the shape bench/gate.ts builds Results and agents from. */
function asPullRequest(pr: SeededPr): PullRequest {
  return {
    suites: pr.check.map((suite, s) => ({ suiteId: `suite${s}`, base: suite.map((t) => t.base), kinds: suite.map((t) => t.kind) })),
  };
}

/** Counts of one cell (scenario × design). */
export interface CellTally {
  prs: number;
  outcomes: Record<Outcome, number>;
  invalid: number;
  baseCalls: number;
  headCalls: number;
}

const emptyCell = (): CellTally => ({
  prs: 0,
  outcomes: { fail: 0, pass: 0, possible: 0, underpowered: 0, other: 0 },
  invalid: 0,
  baseCalls: 0,
  headCalls: 0,
});

type Tally = CellTally[][];

/** One PR of a scenario through every design: the counts added to `cells[design]`. */
export async function judgePr(pr: SeededPr, cells: CellTally[], designs: readonly Design[] = DESIGNS): Promise<void> {
  const shaped = asPullRequest(pr);
  const tests = pr.check.reduce((n, s) => n + s.length, 0);
  const record = (cell: CellTally, comparison: Comparison, baseCalls: number, headCalls: number): void => {
    cell.prs += 1;
    cell.outcomes[outcomeOf(comparison)] += 1;
    if (comparison.verdict === 'invalid') cell.invalid += 1;
    cell.baseCalls += baseCalls;
    cell.headCalls += headCalls;
  };
  const baseAt = new Map<number, Results>();
  const base = (n: number): Results => {
    let r = baseAt.get(n);
    if (r === undefined) baseAt.set(n, (r = resultsOf(shaped, pr.base.rates, pr.base.uniforms, n)));
    return r;
  };
  for (const [d, design] of designs.entries()) {
    if (design === 'auto') {
      // Adaptive head runs against the baseline the action stores on push for `repeats: auto`.
      const draws: PullRequestDraws = {
        pr: shaped,
        uniforms: { base: pr.base.uniforms, head: pr.head.uniforms },
        choiceSeed: pr.choiceSeed,
      };
      const baseline = base(AUTO_BASELINE_RUNS);
      const head = await adaptiveHead(draws, pr.head.rates, baseline);
      record(cells[d]!, compareAsAction(baseline, head.results), tests * AUTO_BASELINE_RUNS, head.calls);
    } else {
      const head = resultsOf(shaped, pr.head.rates, pr.head.uniforms, design);
      record(cells[d]!, compareAsAction(base(design), head), tests * design, tests * design);
    }
  }
}

async function simulate(indices: readonly number[]): Promise<Tally> {
  const tally: Tally = SEEDED_SCENARIOS.map(() => DESIGNS.map(emptyCell));
  for (const index of indices)
    for (const [s, scenario] of SEEDED_SCENARIOS.entries())
      await judgePr(drawSeededPr(SEED, scenario.name, scenario.shape, scenario.transform, index, MAX_RUNS), tally[s]!);
  return tally;
}

await serveWorker('seeded-gate', simulate);

/** The PRs split over worker threads (one per CPU, at most 4), interleaved so each gets a fair share. */
async function simulateAll(prs: number, log: (line: string) => void): Promise<Tally> {
  const tallies = await simulateInWorkers<Tally>(import.meta.url, 'seeded-gate', prs, log);
  const total: Tally = SEEDED_SCENARIOS.map(() => DESIGNS.map(emptyCell));
  for (const t of tallies)
    t.forEach((row, s) =>
      row.forEach((c, d) => {
        const into = total[s]![d]!;
        into.prs += c.prs;
        into.invalid += c.invalid;
        into.baseCalls += c.baseCalls;
        into.headCalls += c.headCalls;
        for (const k of Object.keys(c.outcomes) as Outcome[]) into.outcomes[k] += c.outcomes[k];
      }),
    );
  return total;
}

/** Whether a cell meets its target; null when it has none. */
function meets(target: Target | undefined, cell: CellTally): boolean | null {
  if (target === undefined) return null;
  const share = (target.of === 'fail' ? cell.outcomes.fail : cell.outcomes.pass) / cell.prs;
  const okAtLeast = target.atLeast === undefined || share >= target.atLeast;
  const okAtMost = target.atMost === undefined || share <= target.atMost;
  // An unchanged PR's target bounds its false alarms too.
  const okAlarms = target.of === 'pass' ? cell.outcomes.fail / cell.prs <= ALPHA : true;
  return okAtLeast && okAtMost && okAlarms;
}

function targetText(target: Target | undefined): string {
  if (target === undefined) return '';
  const pct = (x: number): string => `${(x * 100).toFixed(target.atMost !== undefined && target.of === 'fail' ? 1 : 0)}%`;
  if (target.of === 'pass') return `✅ ≥ ${pct(target.atLeast ?? 0)}, ❌ ≤ ${(ALPHA * 100).toFixed(1)}%`;
  return target.atLeast !== undefined ? `❌ ≥ ${pct(target.atLeast)}` : `❌ ≤ ${pct(target.atMost ?? 0)}`;
}

export const seededGate: Figure = {
  name: 'seeded-gate',
  title: 'The gate on seeded populations: ❌, ✅ and ⚠️ per PR and agent calls, at fixed budgets and with adaptive repeats',
  async run(ctx) {
    const prs = ctx.quick ? QUICK_PRS : PRS;
    const started = performance.now();
    const t = await simulateAll(prs, ctx.log);
    const seconds = (performance.now() - started) / 1000;
    const rows: string[][] = [];
    let pass = true;
    for (const [s, scenario] of SEEDED_SCENARIOS.entries())
      for (const [d, design] of DESIGNS.entries()) {
        const cell = t[s]![d]!;
        const neutral = cell.outcomes.possible + cell.outcomes.underpowered + cell.outcomes.other;
        const ok = design === DEFAULT_REPEATS ? meets(scenario.target, cell) : null;
        if (ok === false) pass = false;
        rows.push([
          scenario.name,
          scenario.shape.name,
          scenario.icc,
          scenario.what,
          designLabel(design),
          String(cell.prs),
          rateCell(cell.outcomes.fail, cell.prs),
          rateCell(cell.outcomes.pass, cell.prs),
          rateCell(neutral, cell.prs),
          `${cell.outcomes.possible} / ${cell.outcomes.underpowered} / ${cell.outcomes.other}`,
          `${Math.round(cell.baseCalls / cell.prs)} + ${Math.round(cell.headCalls / cell.prs)}`,
          design === DEFAULT_REPEATS ? targetText(scenario.target) : '',
          ok === null ? '' : ok ? 'pass' : 'MISS',
        ]);
      }
    const invalid = t.flat().reduce((n, c) => n + c.invalid, 0);
    return {
      pass,
      table: {
        header: [
          'scenario',
          'check',
          'within-side ICC',
          'change',
          'runs per test and side',
          'PRs',
          '❌ check fails',
          '✅ pass',
          '⚠️ neutral',
          '⚠️: possible regression / underpowered / other',
          'agent calls per PR: base + head',
          'target (at the default)',
          'result',
        ],
        rows,
      },
      notes: [
        `Each rate: the share of PRs with that conclusion of the check, with its 95% Wilson interval (src/stats/wilson.ts). ${prs} seeded PRs per scenario (seed ${SEED}), the same PRs and the same run draws in every design of a scenario (n runs are the first n of ${MAX_RUNS}); ${seconds.toFixed(0)} s of wall time for the whole figure.${ctx.quick ? ' QUICK MODE: too few PRs for the intervals to mean much.' : ''}`,
        `Checks: ${[CHECK, REFERENCE, SMALL, MOSTLY_STABLE].map((c) => `"${c.name}": ${c.suites} suite${c.suites === 1 ? '' : 's'} of ${c.minTests === c.maxTests ? c.minTests : `${c.minTests}-${c.maxTests}`} tests, ${c.stable * 100}% always passing, ${c.rare * 100}% at 0.98, the rest flaky (Beta(4, 2))`).join('; ')}. Within-side dependence: each side draws a test's own pass probability from Beta(p (1 - ρ) / ρ, (1 - p)(1 - ρ) / ρ) (ρ = 0: p itself; a stuck test, ρ = 1: 1 with probability p, else 0 for the whole side), then its runs from it. A mixed test is one whose rate is neither 0 nor 1; "a fifth of the mixed tests" is that share of the PR's, rounded, drawn at random.`,
        `The check's conclusion: compareResults, then decideGate with the action's defaults (${Object.entries(DEFAULT_COMPARE_OPTIONS)
          .map(([k, v]) => `${k} ${String(v)}`)
          .join(
            ', ',
          )}; fail-on significant-regression, fail-on-invalid true): ❌ failure, ✅ success, ⚠️ neutral (split by the comparison's reason: a suite's possible regression, an underpowered suite, anything else such as no suite judged). ${invalid} PR-design cells of all were invalid (they count as ❌). Fixed designs run both sides n times per test; ${AUTO_LABEL}: runAdaptive against an in-memory agent answering each run from the head side's draws, against a stored baseline of ${AUTO_BASELINE_RUNS} runs per test (what the action stores on push for \`repeats: auto\`; its calls are the base calls of the row, spent once per baseline rather than per PR). Head-side drift: the baseline is the base side's draws, the head every test d points lower (a provider's bad hour on the PR's run only).`,
        `Targets: those the next gate is to meet (✅ on ≥ 90% of unchanged PRs at ICC 0 and 0.05 and ≥ 70% at 0.1 with false alarms ≤ α; ❌ ≤ α whatever the dependence; one test 0.9 → 0.1 caught in ≥ 95% up to ICC 0.1; 1 → 0 in ≥ 99%), checked at the default ${DEFAULT_REPEATS} fixed runs; the current gate is measured against them, not designed for them.`,
      ],
    };
  },
};
