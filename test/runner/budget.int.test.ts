// A spending budget hit mid-run, against a loopback agent over both transports that reports usage:
// no new run starts, the runs in flight finish and are kept, the rest are `not_run: budget`, and
// the comparison says "not compared (budget)": never regressed, never passed.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { runSuites } from '../../src/runner/run.ts';
import { SpendingBudget } from '../../src/usage/budget.ts';
import { priceTable } from '../../src/usage/prices.ts';
import { okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { results, suite, test } from '../helpers/results.ts';
import { plannedSuite, runOptions } from '../helpers/planned-suites.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const planned = [
  plannedSuite({
    suite_id: 'billing',
    defaults: { repeats: 6 },
    tests: [{ test_id: 'refund', initial_node_id: 'start', turns: [{ turn_id: 't1', user_input: 'refund please' }] }],
  }),
];

async function runWithBudget(transport: 'http' | 'ws', concurrency: number, tokens: number): Promise<Results> {
  const agent = await startFakeAgent();
  closers.push(agent.close);
  // Every turn reports 1,000 tokens of one model call, in the list shape.
  agent.reply(
    ...Array.from({ length: 6 }, () => ({
      body: okResult({ usage: [{ model: 'acme', prompt_tokens: 1000, completion_tokens: 0 }] }),
      delayMs: 5,
    })),
  );
  const target = transport === 'ws' ? agent.url.replace(/^http/, 'ws') : agent.url;
  return runSuites(planned, runOptions({ concurrency, target, transport }), {
    client: createAgentClient({ target, transport, timeoutMs: 5000, retries: 0, backoffMs: 1 }),
    judge: createJudge(resolveJudgeConfig({}, {})),
    logger: memoryLogger(),
    now: Date.now,
    signal: new AbortController().signal,
    budget: new SpendingBudget({ usd: null, tokens }, priceTable()),
  });
}

describe.each(['http', 'ws'] as const)('a token budget hit mid-run over %s', (transport) => {
  it('starts no new run once spent, keeps the finished runs, and marks the rest not run (budget)', async () => {
    const r = await runWithBudget(transport, 1, 2500);
    const runs = r.suites[0]!.tests[0]!.runs;
    // Runs start while less than 2,500 tokens are spent: three of them.
    expect(runs.map((run) => run.outcome)).toEqual(['passed', 'passed', 'passed', 'skipped', 'skipped', 'skipped']);
    expect(runs.slice(3).every((run) => run.not_run === 'budget' && run.turns.length === 0)).toBe(true);
    expect(runs[0]!.turns[0]!.usage).toEqual({
      input_tokens: 1000,
      output_tokens: 0,
      by_model: [{ model: 'acme', calls: 1, input_tokens: 1000, output_tokens: 0 }],
    });
    expect(r.run).toMatchObject({
      complete: false,
      incomplete_reason: '3 of 6 planned runs not run: token budget reached: 3,000 of 2,500 tokens spent',
      budget: { tokens: 2500, spent_tokens: 3000, reached: true },
    });

    // Compared with a baseline where every run passed: not compared (budget), never regressed or passed.
    const base = results([suite('billing', [test('refund', 'PPPPPP')])]);
    base.suites[0]!.tests[0]!.spec_hash = 'refund';
    const comparison = compareResults(base, r, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date(0),
      baseline: { source: 'file', commit: null, distance: null },
    });
    expect(comparison.suites[0]).toMatchObject({ verdict: 'inconclusive', reasons: [{ code: 'budget', not_run: { base: 0, head: 3 } }] });
    expect(comparison.verdict).toBe('inconclusive');
    expect(comparison.reason).toMatchObject({ code: 'not_all_judged', budget: ['billing'], inconclusive: [] });
  });

  it('lets the runs in flight finish', async () => {
    // Two at once: the two runs started before the budget was spent both finish.
    const runs = (await runWithBudget(transport, 2, 2500)).suites[0]!.tests[0]!.runs;
    expect(runs.filter((run) => run.outcome === 'passed')).toHaveLength(4);
    expect(runs.filter((run) => run.not_run === 'budget')).toHaveLength(2);
  });
});

describe('agent-eval run --budget-tokens', () => {
  it('stops starting runs once spent, keeps the finished ones in results.json, and says why', async () => {
    const agent = await startFakeAgent();
    closers.push(agent.close);
    agent.reply(
      ...Array.from({ length: 6 }, () => ({ body: okResult({ usage: { model: 'acme', input_tokens: 1000, output_tokens: 0 } }) })),
    );
    const dir = await tempDir('budget-cli');
    await writeFile(
      join(dir, 'billing.yaml'),
      'version: v1\nsuite_id: billing\ndefaults: { repeats: 6 }\ntests:\n  - test_id: refund\n    initial_node_id: start\n    turns:\n      - turn_id: t1\n        user_input: refund please\n',
    );
    const r = await agentEval(
      ['run', '--target', agent.url, '--concurrency', '1', '--budget-tokens', '2500', '--out', 'out', 'billing.yaml'],
      {
        cwd: dir,
      },
    );
    expect(r.stderr).toContain('warning: 3 of 6 planned runs not run: token budget reached: 3,000 of 2,500 tokens spent');
    const saved = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    const runs = saved.suites[0]!.tests[0]!.runs;
    expect(runs.filter((run) => run.outcome === 'passed')).toHaveLength(3);
    expect(runs.filter((run) => run.not_run === 'budget')).toHaveLength(3);
    expect(agent.requests).toHaveLength(3);
  });
});
