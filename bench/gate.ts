// Figure 7, the gate: how often the check fails on the reference population of PRs (bench/population.ts)
// when nothing changed (false alarms per PR) and when something did (power), for the product's gate
// and for the rules peers ship, at the same number of runs per test on each side.
//
// The product's gate is the product's own code: base and head results are built as Results objects
// and go through compareResults and decideGate with the action's defaults, exactly as a PR check
// does. Adaptive repeats go through runAdaptive with an in-memory agent that answers each run from
// the population's draws, so the stopping rule is the product's too. The peers' rules are a few
// lines each, on the same runs.
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../src/compare/compare.ts';
import { decideGate } from '../src/action/gate.ts';
import type { Comparison } from '../src/compare/comparison-schema.ts';
import { runAdaptive } from '../src/runner/adaptive.ts';
import type { RunOptions, RunPorts } from '../src/runner/run.ts';
import type { PlannedSuite } from '../src/runner/plan.ts';
import type { AgentClient, AgentTurn } from '../src/agent/types.ts';
import { createJudge } from '../src/judge/judge.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import type { Logger } from '../src/logger.ts';
import { SuiteSchema } from '../src/suite/suite-schema.ts';
import { RESULTS_SCHEMA, type Results, type RunRecord, type SuiteResult } from '../src/results/results-schema.ts';
import { baselineRepeats, DEFAULT_AUTO_REPEATS, DEFAULT_REPEATS } from '../src/suite/repeats.ts';
import { wilson } from '../src/stats/wilson.ts';
import { drawPullRequest, headRates, passesOf, SCENARIOS, type PullRequest, type PullRequestDraws } from './population.ts';
import type { Figure } from './figure.ts';
import { serveWorker, simulateInWorkers } from './workers.ts';

/** The population's seed: change it and every figure below moves within its interval. */
const SEED = 20_261_124;
/**
 * PRs per cell: a false-alarm rate of 2.5% then has a 95% Wilson interval of 1.9-3.3%. The first
 * 2000 PRs of the seed are also the adaptive figure's.
 */
const PRS = 2000;
const QUICK_PRS = 40;
const FIXED_RUNS = [1, 3, 6, 16] as const;
export const AUTO = DEFAULT_AUTO_REPEATS;
/** What the action stores as the baseline when `repeats` is auto (fixed runs). */
export const AUTO_BASELINE_RUNS = baselineRepeats(AUTO) ?? AUTO.max;
const MAX_RUNS = Math.max(...FIXED_RUNS, AUTO.max, AUTO_BASELINE_RUNS);
const ALPHA = DEFAULT_COMPARE_OPTIONS.alpha;

/** The action's defaults (action.yml): fail-on significant-regression, fail-on-invalid true. */
const FAIL_ON = 'significant-regression';
const FAIL_ON_INVALID = true;

/** Targets: one broken test caught at the default repeats; adaptive repeats that keep the power of fixed max. */
const BROKEN_TARGET = 0.9;
const BROKEN_TARGET_RUNS = 6;
const ADAPTIVE_CATCH_TARGET = 0.95;
const ADAPTIVE_CALLS_TARGET = 0.6;

/**
 * The rules compared. Each sees N runs per test on each side (the threshold rules look at head only).
 * The peers judge each suite on its own (as one config or eval file per suite would) and the check
 * fails when any suite fails, as the gate does.
 */
interface Rule {
  id: string;
  label: string;
  /** Whether the check fails, from passes per suite and test on each side out of `runs` runs. */
  fails?: (base: number[][], head: number[][], runs: number) => boolean;
}

/** A suite's pass rate over all runs of all its tests (each test has `runs` runs). */
const suiteRate = (passes: readonly number[], runs: number): number => passes.reduce((a, b) => a + b, 0) / (passes.length * runs);

const RULES: Rule[] = [
  { id: 'gate', label: 'agent-eval gate' },
  {
    id: 'drop5',
    label: 'drop ≥ 5 points (EvalView)',
    fails: (base, head, runs) => head.some((suite, s) => suiteRate(base[s]!, runs) - suiteRate(suite, runs) >= 0.05 - 1e-12),
  },
  {
    id: 'threshold80',
    label: 'pass rate < 80% (promptfoo fail-on-threshold 80)',
    fails: (_, head, runs) => head.some((suite) => suiteRate(suite, runs) < 0.8),
  },
  {
    id: 'threshold90',
    label: 'pass rate < 90% (promptfoo fail-on-threshold 90)',
    fails: (_, head, runs) => head.some((suite) => suiteRate(suite, runs) < 0.9),
  },
  {
    id: 'allRuns',
    label: 'every run passes (repeat-min-pass k = N)',
    fails: (_, head, runs) => head.some((suite) => suite.some((p) => p < runs)),
  },
  {
    id: 'majority',
    label: 'each test passes a majority (repeat-min-pass k = ⌈N/2⌉)',
    fails: (_, head, runs) => head.some((suite) => suite.some((p) => p < Math.ceil(runs / 2))),
  },
];

const LEVELS = [...FIXED_RUNS.map(String), 'auto'] as const;

/** What one worker counted: fails[rule][level][scenario], PRs caught by both fixed MAX and auto, calls. */
interface Tally {
  prs: number;
  fails: Record<string, Record<string, number[]>>;
  /** Per scenario: PRs failed at fixed AUTO.max runs, and failed both at fixed AUTO.max and with adaptive repeats. */
  maxCaught: number[];
  bothCaught: number[];
  /** Per scenario: head agent calls of the adaptive runs, summed over PRs. */
  autoCalls: number[];
  tests: number;
  /** Time spent on the fixed-repeat cells and on the adaptive runs, summed over the workers. */
  fixedMs: number;
  autoMs: number;
}

function emptyTally(): Tally {
  const zeros = () => SCENARIOS.map(() => 0);
  return {
    prs: 0,
    fails: Object.fromEntries(RULES.map((r) => [r.id, Object.fromEntries(LEVELS.map((l) => [l, zeros()]))])),
    maxCaught: zeros(),
    bothCaught: zeros(),
    autoCalls: zeros(),
    tests: 0,
    fixedMs: 0,
    autoMs: 0,
  };
}

function addTally(into: Tally, from: Tally): void {
  into.prs += from.prs;
  into.tests += from.tests;
  into.fixedMs += from.fixedMs;
  into.autoMs += from.autoMs;
  for (const rule of RULES)
    for (const level of LEVELS)
      SCENARIOS.forEach((_, s) => {
        into.fails[rule.id]![level]![s]! += from.fails[rule.id]![level]![s]!;
      });
  SCENARIOS.forEach((_, s) => {
    into.maxCaught[s]! += from.maxCaught[s]!;
    into.bothCaught[s]! += from.bothCaught[s]!;
    into.autoCalls[s]! += from.autoCalls[s]!;
  });
}

// --- Results, as the runner would record them (one turn per test, no errors) ---

const testId = (t: number): string => `t${t}`;
const testHash = (t: number): string => `hash-t${t}`;

function run(suiteId: string, t: number, repeat: number, passed: boolean): RunRecord {
  return {
    repeat,
    conversation_id: `${suiteId}/${testId(t)}/${repeat}`,
    outcome: passed ? 'passed' : 'failed',
    codes: passed ? [] : ['NODE_MISMATCH'],
    duration_ms: 0,
    turns: [],
    final: { assertions: [] },
  };
}

/** Results of `runs` runs of every test at the given rates, from the PR's uniforms of one side. */
export function resultsOf(pr: PullRequest, rates: number[][], uniforms: Float64Array[][], runs: number): Results {
  const suites: SuiteResult[] = pr.suites.map((suite, s) => ({
    suite_id: suite.suiteId,
    file: `${suite.suiteId}.yaml`,
    spec_hash: `hash-${suite.suiteId}`,
    tests: suite.base.map((_, t) => ({
      test_id: testId(t),
      spec_hash: testHash(t),
      runs: Array.from({ length: runs }, (_, r) => run(suite.suiteId, t, r, (uniforms[s]![t]![r] ?? 1) < rates[s]![t]!)),
    })),
  }));
  return resultsFile(suites, runs);
}

/** A results file as the runner writes it, around the given suites of `repeats` runs per test. */
export function resultsFile(suites: SuiteResult[], repeats: number): Results {
  const all = suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
  const count = (outcome: RunRecord['outcome']): number => all.filter((r) => r.outcome === outcome).length;
  return {
    schema: RESULTS_SCHEMA,
    tool: { name: 'agent-eval', version: 'bench' },
    run: {
      id: 'bench',
      started_at: '2026-01-01T00:00:00.000Z',
      finished_at: '2026-01-01T00:00:01.000Z',
      target: 'http://127.0.0.1:1',
      transport: 'http',
      commit: null,
      repeats,
      concurrency: 1,
      complete: true,
    },
    counts: { planned: all.length, passed: count('passed'), failed: count('failed'), errored: count('errored'), skipped: count('skipped') },
    warnings: [],
    suites,
  };
}

/** The comparison as the action makes it, with the action's defaults. */
export function compareAsAction(base: Results, head: Results): Comparison {
  return compareResults(base, head, {
    ...DEFAULT_COMPARE_OPTIONS,
    quarantine: [],
    now: new Date('2026-01-01T00:00:00Z'),
    baseline: { source: 'file', commit: null, distance: null },
  });
}

/** Whether the action fails the check on this comparison: decideGate with the action's defaults. */
export function comparisonFails(comparison: Comparison): boolean {
  return decideGate(comparison, FAIL_ON, FAIL_ON_INVALID).conclusion === 'failure';
}

/** The check's outcome as the action decides it: compareResults, then decideGate with the action's defaults. */
export function gateFails(base: Results, head: Results): boolean {
  return comparisonFails(compareAsAction(base, head));
}

// --- Adaptive repeats: the product's runAdaptive against an in-memory agent ---

const PASS_NODE = 'main_menu';

function plannedSuites(pr: PullRequest): PlannedSuite[] {
  return pr.suites.map((suite) => {
    const parsed = SuiteSchema.parse({
      version: 'v1',
      suite_id: suite.suiteId,
      tests: suite.base.map((_, t) => ({
        test_id: testId(t),
        initial_node_id: 'start',
        turns: [{ turn_id: 'turn0', user_input: 'hello', expected: { next_node_id: PASS_NODE } }],
      })),
    });
    return {
      file: `${suite.suiteId}.yaml`,
      suite: parsed,
      specHash: `hash-${suite.suiteId}`,
      testHashes: Object.fromEntries(suite.base.map((_, t) => [testId(t), testHash(t)])),
    };
  });
}

/** An agent whose reply to run `repeat` of a test passes when that run's uniform is below the test's rate. */
export function populationAgent(pr: PullRequest, rates: number[][], uniforms: Float64Array[][]): AgentClient & { calls(): number } {
  const index = new Map(pr.suites.map((s, i) => [s.suiteId, i]));
  let calls = 0;
  const turn = (node: string): AgentTurn => ({
    current_node_id: node,
    flow_completed: false,
    assistant_message: 'ok',
    history: [],
    memory: {},
    facts: {},
    tool_calls: [],
    next_node_descriptor: undefined,
    trace_id: null,
    usage: null,
    unknown_blocks: [],
    warnings: [],
    raw: {},
  });
  return {
    target: 'memory://population',
    transport: 'http',
    calls: () => calls,
    conversation: () => ({
      execute: async (request) => {
        calls += 1;
        const s = index.get(request.test.suite_id) ?? -1;
        const t = Number(request.test.test_id.slice(1));
        const passed = (uniforms[s]?.[t]?.[request.test.repeat] ?? 1) < (rates[s]?.[t] ?? 0);
        return { turn: turn(passed ? PASS_NODE : 'transfer_agent'), attempts: 1, latency_ms: 0 };
      },
      close: async () => {},
    }),
  };
}

const SILENT: Logger = { debug: () => {}, info: () => {}, warning: () => {}, error: () => {} };

export async function adaptiveHead(
  draws: PullRequestDraws,
  rates: number[][],
  baseline: Results,
): Promise<{ results: Results; calls: number }> {
  const agent = populationAgent(draws.pr, rates, draws.uniforms.head);
  const options: Omit<RunOptions, 'repeats'> = {
    concurrency: 64,
    target: agent.target,
    transport: 'http',
    commit: null,
    dryRun: false,
    memoryPipeline: { enabled: false, stages: [] },
    enableTracing: false,
    judgeFailedTurns: false,
  };
  const ports: RunPorts = {
    client: agent,
    judge: createJudge(resolveJudgeConfig({}, {}), { logger: SILENT }),
    logger: SILENT,
    now: () => 0,
    signal: new AbortController().signal,
  };
  const results = await runAdaptive(plannedSuites(draws.pr), options, { min: AUTO.min, max: AUTO.max, baseline }, ports);
  if (results.run.adaptive?.calls !== agent.calls())
    throw new Error(`adaptive run recorded ${results.run.adaptive?.calls} calls, the agent saw ${agent.calls()}`);
  return { results, calls: agent.calls() };
}

// --- One worker's share of the PRs ---

async function simulate(indices: readonly number[]): Promise<Tally> {
  const tally = emptyTally();
  for (const index of indices) {
    const draws = drawPullRequest(SEED, index, MAX_RUNS);
    const { pr } = draws;
    const baseRates = pr.suites.map((s) => s.base);
    const tests = pr.suites.reduce((n, s) => n + s.base.length, 0);
    tally.prs += 1;
    tally.tests += tests;
    const passes = (rates: number[][], uniforms: Float64Array[][], runs: number): number[][] =>
      pr.suites.map((suite, s) => suite.base.map((_, t) => passesOf(uniforms[s]![t]!, rates[s]![t]!, runs)));
    const baseResults = new Map<number, Results>(FIXED_RUNS.map((n) => [n, resultsOf(pr, baseRates, draws.uniforms.base, n)]));
    for (const [s, scenario] of SCENARIOS.entries()) {
      const rates = headRates(draws, scenario);
      const caught = new Map<number, boolean>();
      const fixedStarted = performance.now();
      for (const n of FIXED_RUNS) {
        const level = String(n);
        const head = resultsOf(pr, rates, draws.uniforms.head, n);
        const gate = gateFails(baseResults.get(n)!, head);
        caught.set(n, gate);
        if (gate) tally.fails.gate![level]![s]! += 1;
        const basePasses = passes(baseRates, draws.uniforms.base, n);
        const headPasses = passes(rates, draws.uniforms.head, n);
        for (const rule of RULES) if (rule.fails?.(basePasses, headPasses, n)) tally.fails[rule.id]![level]![s]! += 1;
      }
      tally.fixedMs += performance.now() - fixedStarted;
      const autoStarted = performance.now();
      // Adaptive head runs against the baseline the action stores on push for `repeats: auto`.
      const baseline = baseResults.get(AUTO_BASELINE_RUNS) ?? resultsOf(pr, baseRates, draws.uniforms.base, AUTO_BASELINE_RUNS);
      const maxCaught =
        caught.get(AUTO.max) ??
        gateFails(
          baseResults.get(AUTO.max) ?? resultsOf(pr, baseRates, draws.uniforms.base, AUTO.max),
          resultsOf(pr, rates, draws.uniforms.head, AUTO.max),
        );
      const auto = await adaptiveHead(draws, rates, baseline);
      const autoFails = gateFails(baseline, auto.results);
      if (autoFails) tally.fails.gate!.auto![s]! += 1;
      if (maxCaught) tally.maxCaught[s]! += 1;
      if (autoFails && maxCaught) tally.bothCaught[s]! += 1;
      tally.autoCalls[s]! += auto.calls;
      tally.autoMs += performance.now() - autoStarted;
    }
  }
  return tally;
}

await serveWorker('gate', simulate);

/** The PRs split over worker threads (one per CPU, at most 4), interleaved so each gets a fair share. */
async function simulateAll(prs: number, log: (line: string) => void): Promise<Tally> {
  const tallies = await simulateInWorkers<Tally>(import.meta.url, 'gate', prs, log);
  const total = emptyTally();
  for (const t of tallies) addTally(total, t);
  return total;
}

// --- The table ---

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** "2.5% (1.7-3.7)": a share of PRs and its 95% Wilson interval. */
export function rateCell(fails: number, prs: number): string {
  const ci = wilson(fails, prs);
  return `${pct(ci.estimate)} (${(ci.lower * 100).toFixed(1)}-${(ci.upper * 100).toFixed(1)})`;
}

const AUTO_LABEL = `auto:${AUTO.min}-${AUTO.max}`;

export const gate: Figure = {
  name: 'gate',
  title: 'The gate: false alarms and power per PR on the reference population, beside the rules peers ship',
  async run(ctx) {
    const prs = ctx.quick ? QUICK_PRS : PRS;
    const t = await simulateAll(prs, ctx.log);
    const scenario = (name: string): number => SCENARIOS.findIndex((sc) => sc.name === name);
    const fails = (rule: string, level: string, s: number): number => t.fails[rule]![level]![s]!;
    const autoCalls = (s: number): number => t.autoCalls[s]! / t.tests;
    const autoCallsAll = SCENARIOS.reduce((sum, _, s) => sum + autoCalls(s), 0) / SCENARIOS.length;

    const rows: string[][] = [];
    for (const rule of RULES) {
      for (const level of LEVELS) {
        if (level === 'auto' && rule.id !== 'gate') continue;
        rows.push([
          rule.label,
          level === 'auto' ? AUTO_LABEL : level === String(DEFAULT_REPEATS) ? `${level} (default)` : level,
          String(t.prs),
          ...SCENARIOS.map((_, s) => rateCell(fails(rule.id, level, s), t.prs)),
          level === 'auto' ? autoCallsAll.toFixed(1) : level,
        ]);
      }
    }

    const targets: string[][] = [];
    const target = (what: string, goal: string, measured: string, ok: boolean): void => {
      targets.push([what, goal, measured, ok ? 'pass' : 'MISS']);
    };
    const broken = scenario('broken');
    const brokenLevel = String(BROKEN_TARGET_RUNS);
    target(
      `one broken test caught, ${BROKEN_TARGET_RUNS} runs per side`,
      `≥ ${pct(BROKEN_TARGET)} of PRs`,
      rateCell(fails('gate', brokenLevel, broken), t.prs),
      fails('gate', brokenLevel, broken) / t.prs >= BROKEN_TARGET,
    );
    const aa = scenario('aa');
    for (const level of LEVELS) {
      target(
        `A/A false alarms per PR, ${level === 'auto' ? AUTO_LABEL : `${level} run${level === '1' ? '' : 's'} per side`}`,
        `≤ ${pct(ALPHA)}`,
        rateCell(fails('gate', level, aa), t.prs),
        fails('gate', level, aa) / t.prs <= ALPHA,
      );
    }
    for (const [s, sc] of SCENARIOS.entries()) {
      if (s === aa) continue;
      const fixed = t.maxCaught[s]!;
      const auto = fails('gate', 'auto', s);
      const caughtRatio = fixed === 0 ? null : auto / fixed;
      const callsRatio = autoCalls(s) / AUTO.max;
      target(
        `${AUTO_LABEL} vs fixed ${AUTO.max}: ${sc.name}`,
        `catches ≥ ${pct(ADAPTIVE_CATCH_TARGET)} of fixed ${AUTO.max}'s, ≤ ${pct(ADAPTIVE_CALLS_TARGET)} of its calls`,
        `${auto} vs ${fixed} of ${t.prs} PRs caught (${caughtRatio === null ? 'n/a' : pct(caughtRatio)}; ${t.bothCaught[s]} by both); ${autoCalls(s).toFixed(1)} calls per test (${pct(callsRatio)})`,
        (caughtRatio === null ? auto === 0 : caughtRatio >= ADAPTIVE_CATCH_TARGET) && callsRatio <= ADAPTIVE_CALLS_TARGET,
      );
    }
    const small = smallSuiteFails();
    target('a 2-test suite, one test 5/5 -> 0/5', 'check fails', small ? 'fails' : 'passes', small);

    return {
      pass: targets.every((r) => r[3] === 'pass'),
      table: {
        header: [
          'rule',
          'runs per test per side',
          'PRs',
          ...SCENARIOS.map((sc) => (sc.name === 'aa' ? 'A/A (false alarms)' : sc.name)),
          'head calls per test',
        ],
        rows,
      },
      notes: [
        `Each cell: share of PRs whose check fails, with its 95% Wilson interval. A/A is the false-alarm rate per PR; the other columns are power. ${t.prs} PRs of the reference population (seed ${SEED}; ${(t.tests / t.prs).toFixed(1)} tests per PR on average), the same PRs and the same run outcomes in every cell.`,
        `Scenarios: ${SCENARIOS.map((sc) => `${sc.name}: ${sc.what}`).join('; ')}.`,
        `agent-eval gate: compareResults and decideGate with the defaults of the action (${Object.entries(DEFAULT_COMPARE_OPTIONS)
          .map(([k, v]) => `${k} ${String(v)}`)
          .join(
            ', ',
          )}; fail-on ${FAIL_ON}, fail-on-invalid ${FAIL_ON_INVALID}) on the Results of the runs. ${AUTO_LABEL}: runAdaptive against an in-memory agent answering each run from the same draws, with a baseline of ${AUTO_BASELINE_RUNS} fixed runs per test (what the action stores on push for \`repeats: auto\`); head calls per test are the mean over the scenarios (per scenario in the targets). "(default)": the runs per test the action and the CLI use when neither the repeats input (flag) nor the suite sets them.`,
        'Peers, on the same runs, each suite judged on its own and the check failing when any suite fails (as the gate does): "drop ≥ 5 points" compares a suite\'s pass rate over all its runs, head against base; the threshold rules fail when a suite\'s head pass rate over all its runs is under the threshold; repeat-min-pass fails when any test passes fewer than k of its N head runs (k = N: every run must pass, which at N = 1 is also what promptfoo’s exit code does when any test fails).',
        `Simulation time summed over the worker threads: ${(t.fixedMs / 1000).toFixed(0)} s for the fixed-repeat cells, ${(t.autoMs / 1000).toFixed(0)} s for the adaptive runs (the product's stopping rule).`,
        [
          'Targets:',
          '',
          '| target | goal | measured | result |',
          '| --- | --- | --- | --- |',
          ...targets.map((r) => `| ${r.join(' | ')} |`),
        ].join('\n'),
      ],
    };
  },
};

/** A 2-test suite where one test goes 5/5 -> 0/5 and the other stays 5/5: does the check fail? */
function smallSuiteFails(): boolean {
  const pr: PullRequest = { suites: [{ suiteId: 'small', base: [1, 1], kinds: ['stable', 'stable'] }] };
  const zeros = [[new Float64Array(5), new Float64Array(5)]];
  return gateFails(resultsOf(pr, [[1, 1]], zeros, 5), resultsOf(pr, [[0, 1]], zeros, 5));
}
