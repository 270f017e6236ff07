// Figure 11, the latency gate: how often fail-on-latency 1.2 (p90) fails a pull request whose agent
// did not change (false alarms) and one whose agent got slower on one node (catches).
//
// Each PR is played the way the action plays a fresh baseline: evaluate() with `base`, the base
// deployment's conversations interleaved with the PR's in one pool of 4, results written to files and
// read back, then compareResults and decideGate with the action's defaults and fail-on-latency 1.2.
// Both deployments are the reference agent in process (createReferenceTurns behind the AgentClient
// port, test/helpers/reference-client.ts), each with its own seed (two deployments do not share their
// noise): every turn waits LATENCY_MS x exp(JITTER x Z) on a virtual clock, and the harness measures
// it on the same clock, so a PR of a thousand seconds of agent time takes milliseconds and every
// latency is exactly what the agent slept. A slowed PR's agent also has --slow-node NODE=1.3: the
// turns ending at NODE take 1.3 times as long.
//
// The suites are the four demo suites of suites/ (routing, memory, tools, simulated users) at their
// own repeats. As shipped they have 2 or 3 tests each, too few for the exact signed-rank test over
// tests to reach the check's alpha (the performance_floor warning): the first rows show that they
// can never fail on latency. The other rows widen each suite to WIDE_TESTS or WIDER_TESTS tests by
// copying its tests under new ids, as a team with more tests would have them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideGate } from '../src/action/gate.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../src/compare/compare.ts';
import type { Comparison } from '../src/compare/comparison-schema.ts';
import { evaluate, type EvaluateConfig } from '../src/evaluate.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import type { Logger } from '../src/logger.ts';
import { readResultsFile } from '../src/results/read.ts';
import type { PlannedSuite } from '../src/runner/plan.ts';
import { wilson } from '../src/stats/wilson.ts';
import { loadSuites } from '../src/suite/loader.ts';
import { DEMO_FLOW_FILE, loadFlowFile } from '../src/reference-agent/flow.ts';
import { VirtualClock } from '../test/fakes/virtual-clock.ts';
import { plannedFromFiles } from '../test/helpers/planned-suites.ts';
import { referenceClient } from '../test/helpers/reference-client.ts';
import type { Figure } from './figure.ts';

const SEED = 20_261_202;
/** PRs per row: a false-alarm rate of 0 then has a 95% Wilson upper bound of 3.7%. */
const PRS = 100;
const QUICK_PRS = 2;
const LATENCY_MS = 1000;
/** Lognormal sigma of each turn's latency: 80% of turns within 0.68-1.47 x the median. */
const JITTER = 0.3;
const SLOW_FACTOR = 1.3;
/** fail-on-latency 1.2: the p90 of each test's turns. */
const FAIL_ON_LATENCY = { ratio: 1.2, statistic: 'p90' as const };
/** Tests per widened suite: with 4 suites in the Holm family at alpha 0.025, a suite needs 8 to reach alpha / 4. */
const WIDE_TESTS = 12;
/** More tests narrow each suite's interval: how many an unchanged PR needs to rule out 1.2. */
const WIDER_TESTS = 30;
/** What the gate should deliver: false alarms at most the check's alpha, most PRs slowed above the threshold caught. */
const FALSE_ALARM_TARGET = DEFAULT_COMPARE_OPTIONS.alpha;
const CATCH_TARGET = 0.8;

const BASE = 'http://base.reference-agent.test';
const HEAD = 'http://pr.reference-agent.test';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const silent: Logger = { debug: () => {}, info: () => {}, warning: () => {}, error: () => {} };

/** Each suite's tests copied under new ids until it has `tests` of them (the same turns, repeats and checks). */
export function widen(suites: readonly PlannedSuite[], tests: number): PlannedSuite[] {
  return suites.map((planned) => {
    const original = planned.suite.tests;
    const copies = Math.ceil(tests / original.length);
    const widened = Array.from({ length: copies }, (_, k) =>
      original.map((t) => ({ ...t, test_id: k === 0 ? t.test_id : `${t.test_id}_${k + 1}` })),
    )
      .flat()
      .slice(0, Math.max(tests, original.length));
    const hashes = Object.fromEntries(
      widened.map((t, i) => [t.test_id, `${planned.testHashes[original[i % original.length]!.test_id] ?? ''}:${t.test_id}`]),
    );
    return { ...planned, suite: { ...planned.suite, tests: widened }, testHashes: hashes };
  });
}

export interface Scenario {
  id: string;
  label: string;
  /** The PR's slow nodes (node -> factor); empty: unchanged. */
  slow: 'none' | 'conv_1' | 'every node';
  /** Each suite widened to this many tests; null: as shipped. */
  tests: number | null;
}

export const SCENARIOS: Scenario[] = [
  { id: 'shipped-unchanged', label: 'suites as shipped, unchanged PR', slow: 'none', tests: null },
  { id: 'shipped-all', label: 'suites as shipped, every node slowed 1.3x', slow: 'every node', tests: null },
  { id: 'wide-unchanged', label: `suites of ${WIDE_TESTS} tests, unchanged PR`, slow: 'none', tests: WIDE_TESTS },
  { id: 'wide-conv_1', label: `suites of ${WIDE_TESTS} tests, conv_1 (main menu) slowed 1.3x`, slow: 'conv_1', tests: WIDE_TESTS },
  { id: 'wide-all', label: `suites of ${WIDE_TESTS} tests, every node slowed 1.3x`, slow: 'every node', tests: WIDE_TESTS },
  { id: 'wider-unchanged', label: `suites of ${WIDER_TESTS} tests, unchanged PR`, slow: 'none', tests: WIDER_TESTS },
  { id: 'wider-conv_1', label: `suites of ${WIDER_TESTS} tests, conv_1 slowed 1.3x`, slow: 'conv_1', tests: WIDER_TESTS },
];

/** What one PR came to. */
export interface PullRequestOutcome {
  /** The check failed on latency (latency_regression). */
  failed: boolean;
  /** Not failed on latency, and some suite's latency neither shown to rise by the threshold nor ruled out. */
  latencyUndecided: boolean;
  /** Every suite's rise of the threshold ruled out. */
  latencyRuledOut: boolean;
  /** The check passed (✅). */
  passed: boolean;
  /** Per suite: the latency ratio and its verdict. */
  suites: { suite_id: string; ratio: number | null; verdict: string; tests: number }[];
  /** Share of the PR's turns that ended at the slow node (head side). */
  slowedShare: number;
  /** Agent turns played on both sides, and the virtual time they took (ms). */
  turns: number;
  virtualMs: number;
}

/** One PR: base and head interleaved by evaluate(), written, read back, compared and gated. */
export async function playPullRequest(
  suites: readonly PlannedSuite[],
  slowNodes: Readonly<Record<string, number>>,
  index: number,
): Promise<PullRequestOutcome> {
  const clock = new VirtualClock();
  const agent = { latencyMs: LATENCY_MS, latencyJitter: JITTER, clock, retries: 0 };
  const base = await referenceClient({ ...agent, target: BASE, seed: SEED + 2 * index });
  const head = await referenceClient({
    ...agent,
    target: HEAD,
    seed: SEED + 2 * index + 1,
    slowNodes,
  });
  const outDir = await mkdtemp(join(tmpdir(), 'agent-eval-latency-gate-'));
  try {
    const config: EvaluateConfig = {
      suites,
      target: HEAD,
      transport: 'http',
      timeoutMs: 30_000,
      retries: 2,
      repeats: null,
      concurrency: 4,
      commit: 'pr',
      base: { target: BASE, commit: 'base' },
      judge: resolveJudgeConfig({}, {}),
      outDir,
      secrets: [],
      names: { autoRepeats: 'auto', shard: 'shard', fixedRepeats: 'repeats', baselineTarget: 'baseline-target-url' },
    };
    const evaluation = await evaluate(config, {
      logger: silent,
      now: Date.now,
      signal: new AbortController().signal,
      env: {},
      createAgentClient: (options) => (options.target === BASE ? base : head),
    });
    const [baseResults, headResults] = await Promise.all([
      readResultsFile(evaluation.base!.resultsPath),
      readResultsFile(evaluation.resultsPath),
    ]);
    const comparison = compareResults(baseResults, headResults, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date(),
      baseline: { source: 'fresh', commit: 'base', distance: null },
      failOnLatency: FAIL_ON_LATENCY,
    });
    const gate = decideGate(comparison, 'significant-regression', true);
    const headTurns = headResults.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns)));
    const baseTurns = baseResults.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns)));
    return {
      failed: gate.conclusion === 'failure' && comparison.reason.code === 'latency_regression',
      latencyUndecided:
        comparison.reason.code !== 'latency_regression' && comparison.suites.some((s) => s.performance?.latency?.verdict === 'undecided'),
      latencyRuledOut: comparison.suites.every((s) => s.performance?.latency?.verdict === 'ruled_out'),
      passed: comparison.verdict === 'pass',
      suites: comparison.suites.map((s) => latencyOf(s)),
      slowedShare: headTurns.filter((t) => t.node_after !== null && t.node_after in slowNodes).length / Math.max(1, headTurns.length),
      turns: headTurns.length + baseTurns.length,
      virtualMs: clock.now(),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function latencyOf(s: Comparison['suites'][number]): PullRequestOutcome['suites'][number] {
  const latency = s.performance?.latency ?? null;
  return { suite_id: s.suite_id, ratio: latency?.ratio ?? null, verdict: latency?.verdict ?? 'none', tests: latency?.tests ?? 0 };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = (k: number, n: number) => {
  const w = wilson(k, n);
  return `${pct(w.lower)}-${pct(w.upper)}`;
};
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export const latencyGate: Figure = {
  name: 'latency-gate',
  title: 'Latency gate (fail-on-latency 1.2 at p90, fresh interleaved base, reference agent on a virtual clock)',
  async run({ quick, log }) {
    const loaded = await loadSuites(['suites/demo-*.yaml'], { cwd: ROOT });
    if (loaded.errors.length > 0) throw new Error(`suites/ does not load: ${loaded.errors.map((e) => e.message).join('; ')}`);
    const shipped = plannedFromFiles(loaded);
    const prs = quick ? QUICK_PRS : PRS;
    const nodes = (await loadFlowFile(DEMO_FLOW_FILE)).nodes.map((n) => n.id);
    const slowNodesOf = (scenario: Scenario): Record<string, number> =>
      scenario.slow === 'none'
        ? {}
        : Object.fromEntries((scenario.slow === 'every node' ? nodes : [scenario.slow]).map((n) => [n, SLOW_FACTOR]));
    const rows: string[][] = [];
    const notes: string[] = [];
    let pass = true;
    for (const scenario of SCENARIOS) {
      const t0 = performance.now();
      const outcomes: PullRequestOutcome[] = [];
      const suites = scenario.tests === null ? shipped : widen(shipped, scenario.tests);
      for (let i = 0; i < prs; i++) outcomes.push(await playPullRequest(suites, slowNodesOf(scenario), i));
      const seconds = (performance.now() - t0) / 1000;
      const failed = outcomes.filter((o) => o.failed).length;
      const undecided = outcomes.filter((o) => o.latencyUndecided).length;
      const ruledOut = outcomes.filter((o) => o.latencyRuledOut).length;
      const passed = outcomes.filter((o) => o.passed).length;
      const ratios = outcomes.flatMap((o) => o.suites.map((s) => s.ratio)).filter((r): r is number => r !== null);
      const tests = [...new Set(outcomes.flatMap((o) => o.suites.map((s) => s.tests)))].sort((a, b) => a - b);
      const slowed = scenario.slow === 'none' ? '-' : pct(median(outcomes.map((o) => o.slowedShare)));
      const rate = scenario.slow === 'none' ? 'false alarms' : 'caught';
      rows.push([
        scenario.label,
        String(prs),
        tests.join('/'),
        slowed,
        `${pct(failed / prs)} (${interval(failed, prs)}) ${rate}`,
        pct(undecided / prs),
        pct(ruledOut / prs),
        pct(passed / prs),
        ratios.length > 0 ? median(ratios).toFixed(3) : '-',
      ]);
      const turns = outcomes.reduce((n, o) => n + o.turns, 0);
      log(
        `latency-gate ${scenario.id}: ${failed}/${prs} failed, ${undecided} undecided, ${ruledOut} ruled out; ${turns} agent turns in ${seconds.toFixed(1)} s (${Math.round(outcomes.reduce((n, o) => n + o.virtualMs, 0) / 1000)} s of virtual time)`,
      );
      if (!quick && scenario.tests === WIDE_TESTS) {
        if (scenario.slow === 'none' && wilson(failed, prs).lower > FALSE_ALARM_TARGET) pass = false;
        if (scenario.slow === 'every node' && failed / prs < CATCH_TARGET) pass = false;
      }
    }
    notes.push(
      `Each PR: the four demo suites of suites/ at their own repeats, base and PR played by evaluate() with a fresh baseline (interleaved, concurrency 4), results.json written and read back, then compareResults and decideGate (fail-on significant-regression, alpha ${DEFAULT_COMPARE_OPTIONS.alpha} one-sided) with fail-on-latency ${FAIL_ON_LATENCY.ratio} at ${FAIL_ON_LATENCY.statistic}.`,
      `Both deployments are the reference agent with --latency-ms ${LATENCY_MS} --latency-jitter ${JITTER} (lognormal per turn), each with its own seed; a slowed PR adds --slow-node NODE=${SLOW_FACTOR} (the turns that end at NODE). Latencies are measured by the harness on a virtual clock the agent sleeps on: exact, whatever the load of the machine.`,
      '"Tests" is the number of tests per suite with latency on both sides; "turns slowed" the median share of the PR\'s turns that ended at the slow node; "median ratio" the median over PRs and suites of the suite\'s p90 ratio (Hodges-Lehmann of the per-test log ratios). "Caught" and "false alarms": the check failed with latency_regression; "latency undecided": it did not, and some suite\'s rise of 1.2 was neither shown nor ruled out (the check is ⚠️ at best); "ruled out in every suite": the upper end of each suite\'s 95% interval is below 1.2 and no rise is significant; "check ✅": the whole check passed, which also needs every suite\'s pass rate to rule out a drop, which the demo suites\' 1 or 2 runs per test cannot (the design floor warning). Intervals are 95% Wilson.',
      `Targets: with ${WIDE_TESTS} tests per suite, false alarms on unchanged PRs at most ${pct(FALSE_ALARM_TARGET)} (the check's alpha, against the Wilson lower bound) and at least ${pct(CATCH_TARGET)} of the PRs whose every node is slowed 1.3x caught (their p90 ratio is 1.3, above the threshold). One node slowed 1.3x moves a suite's p90 by less than 1.3 (only the turns ending there are slower): its row has no target, it says how often such a PR fails. The suites as shipped have 2 or 3 tests each: the exact signed-rank test's smallest one-sided p, 2^-tests, is above alpha, so they never fail on latency (the comparison warns performance_floor). The reference agent reports no token usage, so there is no tokens row.`,
    );
    return {
      pass,
      table: {
        header: [
          'pull requests',
          'n',
          'tests',
          'turns slowed',
          'check failed on latency (95% CI)',
          'latency undecided',
          'a rise of 1.2 ruled out in every suite',
          'check ✅',
          'median ratio',
        ],
        rows,
      },
      notes,
    };
  },
};
