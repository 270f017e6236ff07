// The installed binary, one run per command: bin/agent-eval.js on this Node, its exit code, what it
// prints and the files it writes. Everything else about the commands is tested in-process.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../src/compare/comparison-schema.ts';
import { makeResults } from './helpers/results.ts';
import { BIN, ROOT } from './helpers/cli.ts';
import { useTempDir } from './helpers/temp-dir.ts';

const tempDir = useTempDir('smoke');

interface Child {
  /** Everything printed so far. */
  stdout: () => string;
  stderr: () => string;
  /** Resolves once the process has exited and its output is read. */
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** `agent-eval ...args` as a child process, with none of this machine's judge or Actions settings. */
function spawnCli(args: string[], cwd = ROOT): Child {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', GITHUB_ACTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited: new Promise((resolve) => child.on('close', (code) => resolve(code))),
    kill: (signal) => child.kill(signal),
  };
}

async function cli(args: string[], cwd = ROOT): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnCli(args, cwd);
  const code = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

describe('the agent-eval binary', () => {
  it('run: with no arguments runs the demo suites against the built-in reference agent and exits 0', async () => {
    const out = await tempDir();
    const r = await cli(['run', '--out', out]);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/built-in reference agent at http:\/\/127\.0\.0\.1:\d+/);
    expect(r.stdout).toMatch(/suite\s+tests\s+runs\s+passed\s+failed\s+errored\s+skipped\s+pass rate\s+codes/);
    expect(r.stdout).toMatch(/not checked: \d+ assertion\(s\) skipped \(.*skipped: no judge configured/);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.schema).toBe('agent-eval/results@1');
    expect(results.counts.planned).toBe(results.counts.passed);
    expect(readFileSync(join(out, 'report.md'), 'utf8').length).toBeGreaterThan(100);
    // Every finished run was streamed to disk as it finished.
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n')).toHaveLength(results.counts.planned);
  });

  it('compare: exits 1 on a significant regression and writes every report', async () => {
    const dir = await tempDir();
    // Ten tests of five runs; in the head one of them fails every run.
    const tests = (outcome: 'passed' | 'failed') =>
      Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`t${i}`, Array<'passed' | 'failed'>(5).fill(i === 3 ? outcome : 'passed')]));
    await writeFile(
      join(dir, 'base.json'),
      JSON.stringify(makeResults('a'.repeat(40), [{ suite_id: 'checkout', tests: tests('passed') }])),
    );
    await writeFile(
      join(dir, 'head.json'),
      JSON.stringify(makeResults('b'.repeat(40), [{ suite_id: 'checkout', tests: tests('failed') }])),
    );
    const r = await cli(['compare', '--base', 'base.json', '--head', 'head.json', '--out', 'out'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('❌ Significant regression in 1 of 1 suite');
    for (const file of ['comparison.json', 'report.md', 'report.html', 'junit.xml']) expect(existsSync(join(dir, 'out', file))).toBe(true);
    expect(ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out', 'comparison.json'), 'utf8'))).verdict).toBe('fail');
  });

  it('validate: exits 1 and prints file:line:col: message for an invalid suite', async () => {
    const r = await cli(['validate', 'test/fixtures/suite/invalid/wrong-type.yaml']);
    expect(r.stdout).toBe(
      'test/fixtures/suite/invalid/wrong-type.yaml:6:11: tests[0].seed: expected an integer, got the string "42" (write a whole number without quotes)\n' +
        '0 suites, 0 tests, 1 error\n',
    );
    expect(r.code).toBe(1);
  });

  it('schema: prints exactly suites/suite.schema.json', async () => {
    const r = await cli(['schema']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(await readFile(join(ROOT, 'suites', 'suite.schema.json'), 'utf8'));
  });

  it('serve: listens, answers a turn, and exits 0 on SIGTERM', async () => {
    const child = spawnCli(['serve', '--port', '0']);
    try {
      let url: string | undefined;
      await expect.poll(() => (url = /listening on (http:\/\/\S+)/.exec(child.stdout())?.[1])).toBeDefined();
      const response = await fetch(`${url}/execute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          context: { current_node_id: 'start', latest_user_message: 'Hello', history: [], memory: {}, dry_run: false },
          params: { temperature: 0, top_p: 1, seed: 42, enable_tracing: true },
          test: { suite_id: 's', test_id: 't', turn_id: 't1', repeat: 0, conversation_id: 'c1' },
        }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { current_node_id: string }).current_node_id).toBe('conv_1');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await child.exited, child.stderr()).toBe(0);
    expect(child.stdout()).toContain('Reference agent stopped.');
  });
});
