// Figure 6, adaptive repeats: on the reference population of PRs (bench/population.ts), how much of
// what fixed max repeats catch `--repeats auto` catches, for how many agent calls, and whether the
// change it reports is unbiased.
//
// A seeded simulation, fast enough for thousands of PRs: the stopping rule is the product's own
// (nextRound of src/runner/adaptive.ts, which runAdaptive calls between rounds) and every verdict is
// the product's gate on the run counts (gateCheck of src/compare/family.ts, which compareResults
// calls; with no errored run and no quarantine the two agree). Run r of a test has the same outcome
// in the fixed and the adaptive run (population.ts draws one uniform per run), so the adaptive run
// sees a prefix of the fixed run's outcomes and any difference comes from the rule, not from luck.
// The first PRs are also played through runAdaptive itself, with an in-memory agent answering from
// the same draws, to check that the runner spends exactly the runs the simulation does.
import { gateCheck, DEFAULT_GATE_SETTINGS, type GateSuite } from '../src/compare/family.ts';
import { nextRound, runAdaptive, type AdaptiveRule, type TestProgress } from '../src/runner/adaptive.ts';
import type { RunOptions, RunPorts } from '../src/runner/run.ts';
import type { PlannedSuite } from '../src/runner/plan.ts';
import type { AgentClient, AgentTurn } from '../src/agent/types.ts';
import { createJudge } from '../src/judge/judge.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import type { Logger } from '../src/logger.ts';
import { SuiteSchema } from '../src/suite/suite-schema.ts';
import { RESULTS_SCHEMA, type Results } from '../src/results/results-schema.ts';
import { DEFAULT_AUTO_REPEATS } from '../src/suite/repeats.ts';
import { wilson } from '../src/stats/wilson.ts';
import { drawPullRequest, headRates, passesOf, SCENARIOS, type PullRequest, type PullRequestDraws } from './population.ts';
import type { Figure } from './figure.ts';

/** The population's seed (the gate figure's, so both figures judge the same PRs). */
const SEED = 20_261_124;
const PRS = 2000;
const QUICK_PRS = 100;
/** PRs also played through runAdaptive, to check the simulation against the runner. */
const RUNNER_PRS = 10;
const QUICK_RUNNER_PRS = 2;
const { min: MIN, max: MAX } = DEFAULT_AUTO_REPEATS;
const RULE: AdaptiveRule = { min: MIN, max: MAX, ...DEFAULT_GATE_SETTINGS };

const CATCH_TARGET = 0.95;
const CALLS_TARGET = 0.6;

type Counts = number[][];

/** Passes of every test among its first `runs[s][t]` runs at the given rates. */
function passes(rates: number[][], uniforms: Float64Array[][], runs: Counts): Counts {
  return rates.map((suite, s) => suite.map((p, t) => passesOf(uniforms[s]![t]!, p, runs[s]![t]!)));
}

const same = (rates: number[][], n: number): Counts => rates.map((suite) => suite.map(() => n));

/** The gate's verdict: whether the check fails, and each suite's change as the comparison measures it. */
function judge(
  base: Counts,
  head: Counts,
  headRuns: Counts,
  effect: { passed: Counts; runs: Counts } | null,
): { fails: boolean; changes: number[] } {
  const suites: GateSuite[] = base.map((suite, s) => ({
    suiteId: `suite${s}`,
    tests: suite.map((basePassed, t) => ({
      testId: `t${t}`,
      stratum: { headPassed: head[s]![t]!, headRuns: headRuns[s]![t]!, basePassed, baseRuns: MAX },
      ...(effect ? { effect: { headPassed: effect.passed[s]![t]!, headRuns: effect.runs[s]![t]!, basePassed, baseRuns: MAX } } : {}),
    })),
  }));
  const check = gateCheck(suites, DEFAULT_GATE_SETTINGS);
  return { fails: check.suites.some((s) => s.verdict === 'regressed'), changes: check.suites.map((s) => s.effect) };
}

/** The adaptive head run of one PR, driven by the product's rule: runs and effect runs per test. */
export function simulateAdaptive(rates: number[][], uniforms: Float64Array[][], base: Counts): { runs: Counts; effectRuns: Counts } {
  const runs = same(rates, MIN);
  let effectRuns: Counts | null = null;
  for (;;) {
    const headAll = passes(rates, uniforms, runs);
    const early = passes(rates, uniforms, same(rates, MIN));
    const progress: TestProgress[][] = rates.map((suite, s) =>
      suite.map((_, t) => ({
        runs: runs[s]![t]!,
        head: { passed: headAll[s]![t]!, scored: runs[s]![t]! },
        early: { passed: early[s]![t]!, scored: MIN },
        base: { passed: base[s]![t]!, scored: MAX },
      })),
    );
    const next = nextRound(progress, effectRuns, RULE);
    effectRuns = next.effectRuns;
    let more = false;
    next.plan.targets.forEach((suite, s) =>
      suite.forEach((target, t) => {
        if (target > runs[s]![t]!) {
          runs[s]![t] = target;
          more = true;
        }
      }),
    );
    if (!more) return { runs, effectRuns };
  }
}

interface Tally {
  fixed: number;
  auto: number;
  both: number;
  fixedMin: number;
  calls: number;
  fixedCalls: number;
  /** Sum over PRs of the changed suites' mean change: true, as fixed max measures it, as auto measures it. */
  truth: number;
  fixedChange: number;
  autoChange: number;
  changed: number;
}

function measure(prs: number, log: (line: string) => void): Tally[] {
  const tallies: Tally[] = SCENARIOS.map(() => ({
    fixed: 0,
    auto: 0,
    both: 0,
    fixedMin: 0,
    calls: 0,
    fixedCalls: 0,
    truth: 0,
    fixedChange: 0,
    autoChange: 0,
    changed: 0,
  }));
  for (let index = 0; index < prs; index++) {
    const draws = drawPullRequest(SEED, index, MAX);
    const baseRates = draws.pr.suites.map((s) => s.base);
    const base = passes(baseRates, draws.uniforms.base, same(baseRates, MAX));
    SCENARIOS.forEach((scenario, i) => {
      const tally = tallies[i]!;
      const rates = headRates(draws, scenario);
      const full = same(rates, MAX);
      const fixed = judge(base, passes(rates, draws.uniforms.head, full), full, null);
      const minimum = same(rates, MIN);
      const fixedMin = judge(base, passes(rates, draws.uniforms.head, minimum), minimum, null);
      const { runs, effectRuns } = simulateAdaptive(rates, draws.uniforms.head, base);
      const effect = { passed: passes(rates, draws.uniforms.head, effectRuns), runs: effectRuns };
      const auto = judge(base, passes(rates, draws.uniforms.head, runs), runs, effect);
      tally.fixed += Number(fixed.fails);
      tally.auto += Number(auto.fails);
      tally.both += Number(fixed.fails && auto.fails);
      tally.fixedMin += Number(fixedMin.fails);
      tally.calls += runs.flat().reduce((a, b) => a + b, 0);
      tally.fixedCalls += full.flat().reduce((a, b) => a + b, 0);
      // The suites the scenario changed (all of them under A/A, where the truth is 0).
      rates.forEach((suite, s) => {
        const truth = suite.reduce((sum, p, t) => sum + p - baseRates[s]![t]!, 0) / suite.length;
        if (scenario.name !== 'aa' && truth === 0) return;
        tally.truth += truth;
        tally.fixedChange += fixed.changes[s]!;
        tally.autoChange += auto.changes[s]!;
        tally.changed += 1;
      });
    });
    if ((index + 1) % 500 === 0) log(`adaptive: ${index + 1}/${prs} PRs`);
  }
  return tallies;
}

// --- The runner itself on the first PRs: does runAdaptive spend the runs the simulation does? ---

const PASS_NODE = 'main_menu';
const SILENT: Logger = { debug: () => {}, info: () => {}, warning: () => {}, error: () => {} };

function plannedSuites(pr: PullRequest): PlannedSuite[] {
  return pr.suites.map((suite) => ({
    file: `${suite.suiteId}.yaml`,
    suite: SuiteSchema.parse({
      version: 'v1',
      suite_id: suite.suiteId,
      tests: suite.base.map((_, t) => ({
        test_id: `t${t}`,
        initial_node_id: 'start',
        turns: [{ turn_id: 'turn0', user_input: 'hello', expected: { next_node_id: PASS_NODE } }],
      })),
    }),
    specHash: `hash-${suite.suiteId}`,
    testHashes: Object.fromEntries(suite.base.map((_, t) => [`t${t}`, `hash-t${t}`])),
  }));
}

/** Answers run `repeat` of a test correctly when that run's uniform is below the test's rate. */
function populationAgent(pr: PullRequest, rates: number[][], uniforms: Float64Array[][]): AgentClient {
  const index = new Map(pr.suites.map((s, i) => [s.suiteId, i]));
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
    conversation: () => ({
      execute: async (request) => {
        const s = index.get(request.test.suite_id) ?? -1;
        const t = Number(request.test.test_id.slice(1));
        const passed = (uniforms[s]?.[t]?.[request.test.repeat] ?? 1) < (rates[s]?.[t] ?? 0);
        return { turn: turn(passed ? PASS_NODE : 'transfer_agent'), attempts: 1, latency_ms: 0 };
      },
      close: async () => {},
    }),
  };
}

/** Results of `MAX` fixed runs of every test: the baseline runAdaptive reads. */
function baselineResults(pr: PullRequest, base: Counts): Results {
  const suites = pr.suites.map((suite, s) => ({
    suite_id: suite.suiteId,
    file: `${suite.suiteId}.yaml`,
    spec_hash: `hash-${suite.suiteId}`,
    tests: suite.base.map((_, t) => ({
      test_id: `t${t}`,
      spec_hash: `hash-t${t}`,
      runs: Array.from({ length: MAX }, (_, r) => ({
        repeat: r,
        conversation_id: `${suite.suiteId}/t${t}/${r}`,
        outcome: r < base[s]![t]! ? ('passed' as const) : ('failed' as const),
        codes: [],
        duration_ms: 0,
        turns: [],
        final: { assertions: [] },
      })),
    })),
  }));
  const planned = suites.reduce((n, s) => n + s.tests.length * MAX, 0);
  const passed = base.flat().reduce((a, b) => a + b, 0);
  return {
    schema: RESULTS_SCHEMA,
    tool: { name: 'agent-eval', version: 'bench' },
    run: {
      id: 'base',
      started_at: '2026-01-01T00:00:00.000Z',
      finished_at: '2026-01-01T00:00:01.000Z',
      target: 'memory://base',
      transport: 'http',
      commit: null,
      repeats: MAX,
      concurrency: 1,
      complete: true,
    },
    counts: { planned, passed, failed: planned - passed, errored: 0, skipped: 0 },
    warnings: [],
    suites,
  };
}

/** How many of the (PR, scenario) pairs the runner played exactly as simulated. */
async function runnerAgrees(prs: number): Promise<{ agreed: number; played: number }> {
  let agreed = 0;
  let played = 0;
  for (let index = 0; index < prs; index++) {
    const draws: PullRequestDraws = drawPullRequest(SEED, index, MAX);
    const baseRates = draws.pr.suites.map((s) => s.base);
    const base = passes(baseRates, draws.uniforms.base, same(baseRates, MAX));
    for (const scenario of SCENARIOS) {
      const rates = headRates(draws, scenario);
      const simulated = simulateAdaptive(rates, draws.uniforms.head, base);
      const options: Omit<RunOptions, 'repeats'> = {
        concurrency: 64,
        target: 'memory://population',
        transport: 'http',
        commit: null,
        dryRun: false,
        memoryPipeline: { enabled: false, stages: [] },
        enableTracing: false,
        judgeFailedTurns: false,
      };
      const ports: RunPorts = {
        client: populationAgent(draws.pr, rates, draws.uniforms.head),
        judge: createJudge(resolveJudgeConfig({}, {}), { logger: SILENT }),
        logger: SILENT,
        now: () => 0,
        signal: new AbortController().signal,
      };
      const results = await runAdaptive(
        plannedSuites(draws.pr),
        options,
        { min: MIN, max: MAX, baseline: baselineResults(draws.pr, base) },
        ports,
      );
      const ok = results.suites.every((suite, s) =>
        suite.tests.every((test, t) => test.runs.length === simulated.runs[s]![t] && test.effect_runs === simulated.effectRuns[s]![t]),
      );
      played += 1;
      agreed += Number(ok);
    }
  }
  return { agreed, played };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const points = (x: number): string => `${(x * 100).toFixed(2)}`;

export const adaptive: Figure = {
  name: 'adaptive',
  title: `Adaptive repeats (auto:${MIN}-${MAX}) against fixed ${MAX} repeats on the reference population`,
  async run(ctx) {
    const prs = ctx.quick ? QUICK_PRS : PRS;
    const tallies = measure(prs, ctx.log);
    const runner = await runnerAgrees(ctx.quick ? QUICK_RUNNER_PRS : RUNNER_PRS);
    let pass = runner.agreed === runner.played;
    const rows = SCENARIOS.map((scenario, i) => {
      const t = tallies[i]!;
      const calls = t.calls / t.fixedCalls;
      const aa = scenario.name === 'aa';
      const ratio = t.fixed === 0 ? (t.auto === 0 ? 1 : Infinity) : t.auto / t.fixed;
      const ok = aa ? t.auto / prs <= DEFAULT_GATE_SETTINGS.alpha && calls <= CALLS_TARGET : ratio >= CATCH_TARGET && calls <= CALLS_TARGET;
      pass &&= ok;
      const rate = (n: number): string => {
        const ci = wilson(n, prs);
        return `${pct(ci.estimate)} (${pct(ci.lower)}-${pct(ci.upper)})`;
      };
      return [
        aa ? 'A/A (false alarms)' : scenario.name,
        rate(t.fixed),
        rate(t.auto),
        aa ? '—' : `${pct(ratio)} (${t.both} of ${t.fixed} by both)`,
        rate(t.fixedMin),
        `${(t.calls / (prs * (t.fixedCalls / (prs * MAX)))).toFixed(1)} (${pct(calls)})`,
        `${points(t.truth / t.changed)} / ${points(t.fixedChange / t.changed)} / ${points(t.autoChange / t.changed)}`,
        ok ? 'pass' : 'MISS',
      ];
    });
    return {
      pass,
      table: {
        header: [
          'scenario',
          `check fails, fixed ${MAX}`,
          `check fails, auto:${MIN}-${MAX}`,
          `auto / fixed ${MAX} (target ≥ ${pct(CATCH_TARGET)})`,
          `fixed ${MIN} (reference)`,
          `auto calls per test (share of fixed ${MAX}; target ≤ ${pct(CALLS_TARGET)})`,
          'change of the changed suite, points: true / fixed / auto',
          'result',
        ],
        rows,
      },
      notes: [
        `${prs} seeded PRs (seed ${SEED}, the population of the gate figure: ${SCENARIOS.map((s) => `${s.name}: ${s.what}`).join('; ')}), the same PRs and run outcomes in every cell; the baseline is ${MAX} fixed runs per test, as the action stores it for \`repeats: auto\`. Rates: share of PRs whose check fails, with its 95% Wilson interval; A/A is the false-alarm rate (target ≤ α = ${pct(DEFAULT_GATE_SETTINGS.alpha)}).`,
        `Verdicts: the comparison's gate (gateCheck: Holm over suites at α/2, discrete Holm over tests at α/2, min effect ${points(DEFAULT_GATE_SETTINGS.minEffect)} points, min test effect ${DEFAULT_GATE_SETTINGS.minTestEffect}); the adaptive run's changes are measured on each test's effect runs (its first N runs, N chosen without looking at the test), as the comparison does. Stopping rule: runAdaptive's nextRound.`,
        'Change of the changed suite: mean over PRs of the suites the scenario changed (every suite under A/A), true and as each run measures it; equal true and auto columns show the adaptive estimate is unbiased.',
        `Runner check: runAdaptive, with an in-memory agent answering from the same draws, spent exactly the simulated runs and effect runs in ${runner.agreed} of ${runner.played} (PR, scenario) pairs.`,
      ],
    };
  },
};
