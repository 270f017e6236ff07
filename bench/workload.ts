// In-memory suites and the harness wiring of `agent-eval run` (runSuites with the real HTTP client
// and the unconfigured judge), shared by the figures.
import { createAgentClient } from '../src/agent/client.ts';
import { createJudge } from '../src/judge/judge.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import { memoryLogger } from '../src/logger.ts';
import { runSuites, type RunOptions, type RunPorts } from '../src/runner/run.ts';
import type { PlannedSuite } from '../src/runner/plan.ts';
import { SuiteSchema, type Suite } from '../src/suite/suite-schema.ts';
import type { Results } from '../src/results/results-schema.ts';

/** Assertions every turn checks against the fixed reply: they pass, so the run does the full work. */
const EXPECTED = { next_node_id: 'main_menu', assistant_contains: ['help you'], forbidden_facts: ['card_number'] };

/** One suite whose tests have the given numbers of turns. */
export function suiteWithTurns(suiteId: string, turnsPerTest: readonly number[]): PlannedSuite {
  const suite: Suite = SuiteSchema.parse({
    version: 'v1',
    suite_id: suiteId,
    tests: turnsPerTest.map((turns, t) => ({
      test_id: `t${t}`,
      initial_node_id: 'start',
      turns: Array.from({ length: turns }, (_, i) => ({
        turn_id: `turn${i}`,
        user_input: `message ${i} of test ${t}`,
        expected: EXPECTED,
      })),
    })),
  });
  const testHashes = Object.fromEntries(suite.tests.map((t) => [t.test_id, `hash-${t.test_id}`]));
  return { file: `bench/${suiteId}.yaml`, suite, specHash: `hash-${suiteId}`, testHashes };
}

/** `tests` tests of `turns` turns each, split into suites of at most `perSuite` tests. */
export function uniformSuites(tests: number, turns: number, perSuite = tests): PlannedSuite[] {
  const suites: PlannedSuite[] = [];
  for (let start = 0, s = 0; start < tests; start += perSuite, s += 1) {
    suites.push(
      suiteWithTurns(
        `bench_${s}`,
        Array.from({ length: Math.min(perSuite, tests - start) }, () => turns),
      ),
    );
  }
  return suites;
}

export interface HarnessRun {
  results: Results;
  wallMs: number;
}

export async function runHarness(
  suites: readonly PlannedSuite[],
  target: string,
  settings: { concurrency: number; repeats?: number | null; onRunFinished?: RunPorts['onRunFinished'] },
): Promise<HarnessRun> {
  const client = createAgentClient({ target, transport: 'http', token: '', timeoutMs: 30_000, retries: 2 });
  const judge = createJudge(resolveJudgeConfig({}, {}), { logger: memoryLogger() });
  const options: RunOptions = {
    concurrency: settings.concurrency,
    repeats: settings.repeats ?? null,
    target,
    transport: 'http',
    commit: null,
    dryRun: false,
    memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    enableTracing: true,
    judgeFailedTurns: false,
  };
  const started = performance.now();
  const results = await runSuites(suites, options, {
    client,
    judge,
    logger: memoryLogger(),
    now: Date.now,
    signal: new AbortController().signal,
    ...(settings.onRunFinished ? { onRunFinished: settings.onRunFinished } : {}),
  });
  return { results, wallMs: performance.now() - started };
}

/** Throws when a run did not pass: a benchmark of failing runs would measure the wrong thing. */
export function assertAllPassed(results: Results, what: string): void {
  const c = results.counts;
  if (c.passed !== c.planned) {
    const first = results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs)).find((r) => r.outcome !== 'passed');
    throw new Error(`${what}: ${c.passed} of ${c.planned} runs passed; first other: ${JSON.stringify(first?.error ?? first?.codes)}`);
  }
}

/** Seeded, so every workload is the same from run to run. */
export { mulberry32 as seededRandom } from '../src/random.ts';
