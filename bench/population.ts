// The reference population of pull requests the statistics are judged on (BENCHMARKS.md, "The
// reference population"): every PR has 4 suites of 10-50 tests, and each test a true pass rate on
// the base branch: 35% of tests always pass, 35% pass 98% of the time, 30% are flaky with a rate
// drawn from Beta(4, 2) (mean 2/3). A scenario says how the head branch changes those rates. Runs
// are drawn from fixed uniforms per run, so run i of a test has the same uniform whatever the
// scenario or the number of runs: a test the scenario leaves alone gets the same outcomes in every
// scenario, and 3 runs are the first 3 of 16 (common random numbers: the cells of a table differ
// by the rule or the change, not by luck).
import { mulberry32 } from '../src/random.ts';

export const SUITES_PER_PR = 4;
export const MIN_TESTS = 10;
export const MAX_TESTS = 50;

/** stable: always passes (p = 1); rare: fails now and then (p = 0.98); flaky: p from Beta(4, 2). */
export type TestKind = 'stable' | 'rare' | 'flaky';

export interface PopulationSuite {
  suiteId: string;
  /** True pass rate of each test on the base branch. */
  base: number[];
  kinds: TestKind[];
}

export interface PullRequest {
  suites: PopulationSuite[];
}

/** Where a PR's randomness comes from: one stream for its shape, one per side for its runs. */
export interface PullRequestDraws {
  pr: PullRequest;
  /** uniforms[side][suite][test][run], in [0, 1); a run passes when its uniform is below the rate. */
  uniforms: { base: Float64Array[][]; head: Float64Array[][] };
  /** Seeds the scenarios' own choices (which test breaks), independent of the runs: one fresh stream per scenario. */
  choiceSeed: number;
}

/** Beta(4, 2) is the 4th smallest of 5 uniforms (order statistics), so no gamma sampler is needed. */
export function beta42(random: () => number): number {
  const u = [random(), random(), random(), random(), random()].sort((a, b) => a - b);
  return u[3] ?? 0;
}

export function drawTest(random: () => number): { p: number; kind: TestKind } {
  const u = random();
  if (u < 0.35) return { p: 1, kind: 'stable' };
  if (u < 0.7) return { p: 0.98, kind: 'rare' };
  return { p: beta42(random), kind: 'flaky' };
}

/** Independent 32-bit seeds from one master seed. */
function seeds(master: number): () => number {
  const random = mulberry32(master);
  return () => Math.floor(random() * 2 ** 32);
}

/**
 * PR number `index` of the population with seed `seed`: the same PR and the same run draws on every
 * machine, in any order, in any worker. `maxRuns` uniforms are drawn per test and side, one stream
 * per side, so two figures share draws only when they pass the same `maxRuns` (the gate and the
 * adaptive figures both pass 16).
 */
export function drawPullRequest(seed: number, index: number, maxRuns: number): PullRequestDraws {
  const next = seeds((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const shape = mulberry32(next());
  const suites: PopulationSuite[] = Array.from({ length: SUITES_PER_PR }, (_, s) => {
    const size = MIN_TESTS + Math.floor(shape() * (MAX_TESTS - MIN_TESTS + 1));
    const tests = Array.from({ length: size }, () => drawTest(shape));
    return { suiteId: `suite${s}`, base: tests.map((t) => t.p), kinds: tests.map((t) => t.kind) };
  });
  const runs = (random: () => number): Float64Array[][] =>
    suites.map((suite) =>
      suite.base.map(() => {
        const u = new Float64Array(maxRuns);
        for (let r = 0; r < maxRuns; r++) u[r] = random();
        return u;
      }),
    );
  const base = runs(mulberry32(next()));
  const head = runs(mulberry32(next()));
  return { pr: { suites }, uniforms: { base, head }, choiceSeed: next() };
}

export interface Scenario {
  name: string;
  /** What changes on the head branch, for the table. */
  what: string;
  /** Head pass rates per suite and test; `choice` picks any test the scenario singles out. */
  head(pr: PullRequest, choice: () => number): number[][];
}

/**
 * One suite of the PR, drawn at random, regresses by `points`: every test's rate is scaled by
 * (1 - d / mean), so the suite's mean rate falls by exactly d and each test loses in proportion to
 * its rate (a test at 1 goes to 1 - d / mean, a test at 0.5 loses half as much). The other suites
 * are unchanged.
 */
function spreadDrop(points: number): Scenario {
  const d = points / 100;
  return {
    name: `drop${points}`,
    what: `one suite, drawn at random, ${points} points lower on average, spread over all its tests in proportion to their rates: p -> p (1 - ${d} / mean p of the suite)`,
    head: (pr, choice) => {
      const picked = Math.floor(choice() * pr.suites.length);
      return pr.suites.map((s, i) => {
        if (i !== picked) return [...s.base];
        const mean = s.base.reduce((a, b) => a + b, 0) / s.base.length;
        return s.base.map((p) => p * (1 - d / mean));
      });
    },
  };
}

/** One test of the given kind, drawn uniformly among the PR's, gets `change`; no test changes when the PR has none. */
function oneTest(pr: PullRequest, choice: () => number, kind: TestKind, change: (p: number) => number): number[][] {
  const candidates = pr.suites.flatMap((s, si) => s.kinds.flatMap((k, ti) => (k === kind ? [[si, ti] as const] : [])));
  const picked = candidates[Math.floor(choice() * candidates.length)];
  return pr.suites.map((s, si) => s.base.map((p, ti) => (picked !== undefined && picked[0] === si && picked[1] === ti ? change(p) : p)));
}

export const SCENARIOS: readonly Scenario[] = [
  { name: 'aa', what: 'no change (A/A)', head: (pr) => pr.suites.map((s) => [...s.base]) },
  {
    name: 'broken',
    what: 'one test that always passed (p = 1), drawn at random among the PR’s, always fails (p = 0)',
    head: (pr, choice) => oneTest(pr, choice, 'stable', () => 0),
  },
  spreadDrop(5),
  spreadDrop(10),
  spreadDrop(20),
  {
    name: 'flakier',
    what: 'one flaky test (its rate drawn from Beta(4, 2)), drawn at random, fails twice as often: p -> max(0, 2p - 1)',
    head: (pr, choice) => oneTest(pr, choice, 'flaky', (p) => Math.max(0, 2 * p - 1)),
  },
];

/** Passes among the first `runs` runs of a test with rate `p`, from its uniforms. */
export function passesOf(uniforms: Float64Array, p: number, runs: number): number {
  let passed = 0;
  for (let r = 0; r < runs; r++) if ((uniforms[r] ?? 1) < p) passed += 1;
  return passed;
}

/** Whether run `run` of a test with rate `p` passes. */
export function runPasses(uniforms: Float64Array, p: number, run: number): boolean {
  return (uniforms[run] ?? 1) < p;
}

/** The head pass rates of a PR under a scenario (the scenario's choices drawn from the PR's own seed). */
export function headRates(draws: PullRequestDraws, scenario: Scenario): number[][] {
  return scenario.head(draws.pr, mulberry32(draws.choiceSeed));
}
