// `agent-eval run` stopped before its end (a token budget, a signal), against a loopback agent that
// reports usage: it says it stopped, how many runs of how many and why, never shows a pass, and
// with --baseline says what became of the comparison.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { okResult, startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** An agent whose every turn reports 1,000 tokens. */
async function usageAgent(): Promise<FakeAgent> {
  const agent = await startFakeAgent();
  closers.push(agent.close);
  agent.reply(
    ...Array.from({ length: 60 }, () => ({ body: okResult({ usage: { model: 'acme', input_tokens: 1000, output_tokens: 0 } }) })),
  );
  return agent;
}

async function suiteDir(repeats: number): Promise<string> {
  const dir = await tempDir('run-stopped');
  await writeFile(
    join(dir, 'billing.yaml'),
    `version: v1\nsuite_id: billing\ndefaults: { repeats: ${repeats} }\ntests:\n  - test_id: refund\n    initial_node_id: start\n    turns:\n      - turn_id: t1\n        user_input: refund please\n`,
  );
  return dir;
}

describe('agent-eval run stopped by --budget-tokens', () => {
  it('with --baseline: compares what finished, says the suite was not compared (budget), never a pass, exit 1', async () => {
    const agent = await usageAgent();
    const dir = await suiteDir(6);
    const run = (args: string[]) => agentEval(['run', '--target', agent.url, '--concurrency', '1', ...args, 'billing.yaml'], { cwd: dir });
    expect((await run(['--out', 'base'])).code).toBe(0);

    const r = await run(['--out', 'out', '--budget-tokens', '2500', '--baseline', 'base/results.json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('warning: 3 of 6 planned runs not run: token budget reached: 3,000 of 2,500 tokens spent');
    expect(r.stderr).toContain('the runs per test (6) are already at the minimum of 6 at which one broken test can fail the check');
    expect(r.stdout).toContain('⚠️ No suite could be judged (1 not compared)');
    expect(r.stdout).toContain('1 suite (billing) not compared (budget): the spending budget stopped their runs');
    expect(r.output).not.toMatch(/✅|No baseline/);
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('## ⚠️ No suite could be judged (1 not compared)');
    expect(report).toContain('the head run is incomplete: 3 of 6 planned runs not run: token budget reached');
    expect(report).not.toMatch(/✅|No baseline/);
  });

  it('without a baseline: report.md and report.html say the run is incomplete, which budget, and how many runs finished', async () => {
    const agent = await usageAgent();
    const dir = await suiteDir(6);
    const r = await agentEval(
      ['run', '--target', agent.url, '--concurrency', '1', '--out', 'out', '--budget-tokens', '2500', 'billing.yaml'],
      {
        cwd: dir,
      },
    );
    expect(r.code).toBe(1);
    const headline =
      '⛔ Run incomplete, 3 of 6 planned runs finished (3 passed): 3 of 6 planned runs not run: token budget reached: 3,000 of 2,500 tokens spent';
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    expect(report.split('\n')[0]).toBe(`## ${headline}`);
    expect(report).not.toContain('✅');
    expect(await readFile(join(dir, 'out', 'report.html'), 'utf8')).toContain(`<h1>${headline}</h1>`);
  });

  it('says a plan below 6 runs per test is not lowered, rather than "at the minimum"', async () => {
    const agent = await usageAgent();
    const dir = await suiteDir(4);
    const run = (args: string[]) => agentEval(['run', '--target', agent.url, '--concurrency', '1', ...args, 'billing.yaml'], { cwd: dir });
    await run(['--out', 'base']);
    const r = await run(['--out', 'out', '--budget-tokens', '2500', '--baseline', 'base/results.json']);
    expect(r.stderr).toContain(
      'the runs per test (4) are already below 6, the fewest a budget lowers them to (at which one broken test can fail the check), so they are not lowered',
    );
    expect(r.stderr).not.toContain('already at the minimum');
  });
});

describe('agent-eval run interrupted, with --baseline', () => {
  it('compares nothing and says the baseline was given, why it was not compared and how to compare the finished runs', async () => {
    const agent = await startFakeAgent();
    closers.push(agent.close);
    // Six runs of the baseline, then one run of the pull request, then an agent that never answers.
    agent.reply(...Array.from({ length: 7 }, () => ({ body: okResult() })), { hang: true });
    const dir = await suiteDir(6);
    expect((await agentEval(['run', '--target', agent.url, '--out', 'base', 'billing.yaml'], { cwd: dir })).code).toBe(0);
    const stop = new AbortController();
    // Interrupted while the second run of the pull request waits for its answer.
    void agent.whenRequests(8).then(() => stop.abort());
    const r = await agentEval(
      ['run', '--target', agent.url, '--concurrency', '1', '--out', 'out', '--baseline', 'base/results.json', 'billing.yaml'],
      { cwd: dir, signal: stop.signal },
    );
    expect(r.code).toBe(1);
    const said = /Baseline \S*base\/results\.json given, not compared: the run was interrupted after 1 of 6 planned runs/;
    expect(r.stderr).toMatch(said);
    expect(r.stderr).toMatch(
      /compare the finished runs with agent-eval compare --base \S*base\/results\.json --head \S*out\/results\.json/,
    );
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toMatch(said);
    expect(report.split('\n')[0]).toMatch(/^## ⛔ Run incomplete, 1 of 6 planned runs finished \(1 passed\): interrupted by a signal$/);
    expect(report).not.toMatch(/✅|No baseline/);
    expect(await readFile(join(dir, 'out', 'report.html'), 'utf8')).toMatch(said);
  });
});

describe('agent-eval run without a baseline', () => {
  it('prints pass^1 and pass^k per suite, as report.md and report.html show them', async () => {
    const agent = await usageAgent();
    const dir = await suiteDir(4);
    const r = await agentEval(['run', '--target', agent.url, '--out', 'out', 'billing.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('pass^k billing: pass^1 100.0%, pass^3 100.0%');
    expect(await readFile(join(dir, 'out', 'report.md'), 'utf8')).toContain('| billing | 100.0% | 3 | 100.0% |');
    expect(await readFile(join(dir, 'out', 'report.html'), 'utf8')).toContain(
      '<tr><td>billing</td><td>100.0%</td><td>3</td><td>100.0%</td><td>1</td></tr>',
    );
  });
});
