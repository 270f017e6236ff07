// Suites as the runner is handed them (PlannedSuite), their conversations, and the options of a plain
// run: for tests that call runSuites, planJobs or a part of the run directly instead of loading a file.
import type { PlannedSuite } from '../../src/runner/plan.ts';
import type { RunOptions } from '../../src/runner/run.ts';
import type { LoadedSuite } from '../../src/suite/loader.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';

/**
 * `spec`, a suite as written in a file (`version: v1` unless given), parsed and planned: in
 * `<suite_id>.yaml`, with spec hash 'h' and each test's hash its id, unless `given` says otherwise.
 */
export function plannedSuite(
  spec: { suite_id: string } & Record<string, unknown>,
  given: Partial<Omit<PlannedSuite, 'suite'>> = {},
): PlannedSuite {
  const suite = SuiteSchema.parse({ version: 'v1', ...spec });
  return {
    file: `${suite.suite_id}.yaml`,
    specHash: 'h',
    testHashes: Object.fromEntries(suite.tests.map((t) => [t.test_id, t.test_id])),
    ...given,
    suite,
  };
}

/** The suites loadSuites read, as the runner is handed them. */
export function plannedFromFiles(loaded: { suites: readonly LoadedSuite[] }): PlannedSuite[] {
  return loaded.suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes }));
}

/** The first turn of the reference agent's flow: "Hello" from the start node, checked by `expected`. */
export function helloTurn(expected: Record<string, unknown> = { next_node_id: 'conv_1' }): Record<string, unknown> {
  return { turn_id: 't1', user_input: 'Hello', expected };
}

/** A test of one conversation of one turn, "Hello", that passes when the agent routes it to conv_1 as the reference agent does. */
export function helloTest(testId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { test_id: testId, initial_node_id: 'start', turns: [helloTurn()], ...extra };
}

/** `ids` hello tests (helloTest), or as many named t0, t1, ... */
export function helloTests(ids: number | readonly string[]): Record<string, unknown>[] {
  const names = typeof ids === 'number' ? Array.from({ length: ids }, (_, i) => `t${i}`) : ids;
  return names.map((id) => helloTest(id));
}

/** A plain run: four at a time, over HTTP to http://agent.test, no dry run, the whole memory pipeline, no tracing. */
export function runOptions(overrides: Partial<RunOptions> = {}): RunOptions {
  return {
    concurrency: 4,
    repeats: null,
    target: 'http://agent.test',
    transport: 'http',
    commit: null,
    dryRun: false,
    memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    enableTracing: false,
    judgeFailedTurns: false,
    ...overrides,
  };
}
