// The demo suites: valid, exercising every assertion key, and passing against the reference agent
// over both transports (with the seed's own example suite alongside).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createAgentClient } from '../../src/agent/client.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { runSuites } from '../../src/runner/run.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { ASSERTION_KEYS, SuiteSchema, type Assertions, type Suite } from '../../src/suite/suite-schema.ts';
import { plannedFromFiles, runOptions } from '../helpers/planned-suites.ts';

const suitesDir = fileURLToPath(new URL('../../suites/', import.meta.url));
const demoFiles = readdirSync(suitesDir)
  .filter((name) => /^demo-.*\.yaml$/.test(name))
  .sort();

function readSuite(name: string): { text: string; suite: Suite } {
  const text = readFileSync(`${suitesDir}${name}`, 'utf8');
  return { text, suite: SuiteSchema.parse(parse(text)) };
}

describe('demo suite files', () => {
  it('there are two to four of them', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(2);
    expect(demoFiles.length).toBeLessThanOrEqual(4);
  });

  it.each(demoFiles)('%s is a valid suite that points editors at the schema', (name) => {
    const { text, suite } = readSuite(name);
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=./suite.schema.json');
    expect(suite.affects).toContain('src/reference-agent/**');
    expect(suite.defaults?.repeats).toBeGreaterThanOrEqual(1);
    expect(suite.defaults?.repeats).toBeLessThanOrEqual(2);
    for (const test of suite.tests) expect(test.tags?.length).toBeGreaterThan(0);
  });

  it('together use every assertion key, per turn and in final_assertions, and seed memory somewhere', () => {
    const suites = demoFiles.map((name) => readSuite(name).suite);
    const tests = suites.flatMap((s) => s.tests);
    const keysOf = (assertions: (Assertions | undefined)[]): Set<string> => new Set(assertions.flatMap((a) => Object.keys(a ?? {})));
    const turnKeys = keysOf(tests.flatMap((t) => (t.turns ?? []).map((turn) => turn.expected)));
    const finalKeys = keysOf(tests.map((t) => t.final_assertions));
    expect(ASSERTION_KEYS.filter((key) => !turnKeys.has(key))).toEqual([]);
    expect(ASSERTION_KEYS.filter((key) => !finalKeys.has(key))).toEqual([]);
    expect(tests.some((t) => t.memory?.facts !== undefined)).toBe(true);
  });
});

describe('the demo suites and the seed example against the reference agent', () => {
  let agent: ReferenceAgent;
  beforeAll(async () => {
    agent = await startReferenceAgent();
  });
  afterAll(async () => {
    await agent.close();
  });

  it.each(['http', 'ws'] as const)('pass over %s, with judge checks skipped and nothing else', async (transport) => {
    const files = [...demoFiles.map((name) => `suites/${name}`), 'suites/seed-example.json'];
    const cwd = fileURLToPath(new URL('../../', import.meta.url));
    const loaded = await loadSuites(files, { cwd });
    expect(loaded.errors).toEqual([]);
    const results = await runSuites(plannedFromFiles(loaded), runOptions({ target: agent.url, transport, enableTracing: true }), {
      client: createAgentClient({ target: agent.url, transport, timeoutMs: 10_000, retries: 0 }),
      judge: createJudge(resolveJudgeConfig({}, {})),
      logger: memoryLogger(),
      now: Date.now,
      signal: new AbortController().signal,
    });

    const runs = results.suites.flatMap((suite) =>
      suite.tests.flatMap((test) => test.runs.map((run) => ({ suite: suite.suite_id, test: test.test_id, run }))),
    );
    const failures = runs
      .filter(({ run }) => run.outcome !== 'passed')
      .map(({ suite, test, run }) => ({
        where: `${suite}/${test}#${run.repeat}`,
        outcome: run.outcome,
        failed: [...run.turns.flatMap((t) => t.assertions), ...run.final.assertions]
          .filter((a) => a.status === 'failed')
          .map((a) => `${a.key}: ${a.reason}`),
      }));
    expect(failures).toEqual([]);
    // routing 3 tests x 2, memory 3 x 1, simulated 3 x 2, tools 2 x 2, seed example 1 x the default 16 (it sets no repeats)
    expect(runs.length).toBe(35);
    // The simulated tests reached their goals: no other ending.
    expect(new Set(runs.filter(({ run }) => run.ending !== undefined).map(({ run }) => run.ending))).toEqual(new Set(['goal_reached']));

    // Only the checks that need a judge are skipped; everything else ran.
    const assertions = runs.flatMap(({ run }) => [...run.turns.flatMap((t) => t.assertions), ...run.final.assertions]);
    const skippedKeys = new Set(assertions.filter((a) => a.status !== 'passed').map((a) => a.key));
    expect([...skippedKeys].sort()).toEqual(['assistant_similar_to', 'judge_criteria', 'success']);
    // Both capture paths agree, so no turn carries a capture warning.
    expect(runs.flatMap(({ run }) => run.turns.flatMap((t) => t.warnings))).toEqual([]);
  });
});
