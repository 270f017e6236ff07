// `agent-eval run` as a user runs it: a child process, its exit code, its files.
import { describe, expect, it, afterEach } from 'vitest';
import { spawnSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'agent-eval.js');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

function cli(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env, GITHUB_ACTIONS: '' }, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Like cli(), but asynchronous, so an agent served by this process can answer meanwhile. */
function cliAsync(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, GITHUB_ACTIONS: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('agent-eval run', () => {
  it('with no arguments runs the demo suites against the built-in reference agent and exits 0', () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-eval-run-'));
    const r = cli(['run', '--out', out]);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/built-in reference agent at http:\/\/127\.0\.0\.1:\d+/);
    expect(r.stdout).toMatch(/suite\s+runs\s+passed\s+failed\s+errored\s+skipped\s+pass rate\s+codes/);
    expect(r.stdout).toMatch(/not checked: \d+ assertion\(s\) skipped \(.*skipped: no judge configured/);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.schema).toBe('agent-eval/results@1');
    expect(results.counts.planned).toBe(results.counts.passed);
    expect(readFileSync(join(out, 'report.md'), 'utf8').length).toBeGreaterThan(100);
    // Every finished run was streamed to disk as it finished.
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n')).toHaveLength(results.counts.planned);
  });

  it('refuses to start without a judge under --require-judge (exit 2, no agent call)', () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-eval-run-'));
    const r = cli(['run', '--require-judge', '--target', 'http://127.0.0.1:9', '--out', out], { OPENAI_API_KEY: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--require-judge: no judge is configured/);
    expect(existsSync(join(out, 'results.json'))).toBe(false);
  });

  it('exits 2 on an invalid suite, printing file:line:col, and on a bad flag', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-eval-suite-'));
    writeFileSync(join(dir, 'bad.yaml'), 'version: v1\nsuite_id: x\ntests:\n  - test_id: a\n    initial_node: start\n    turns: []\n');
    const r = cli(['run', '--suites', join(dir, 'bad.yaml'), '--target', 'http://127.0.0.1:9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:5:5: .*did you mean 'initial_node_id'/);
    expect(r.stderr).toMatch(/nothing was run/);
    expect(cli(['run', '--transport', 'smoke']).code).toBe(2);
    expect(cli(['run', '--repeats', 'many']).stderr).toMatch(/--repeats must be a whole number/);
  });

  it('exits 2 before any agent call when a --resume file has a line that is not a run, naming file and line', () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-eval-run-'));
    expect(cli(['run', '--suites', 'suites/demo-tools.yaml', '--out', out]).code).toBe(0);
    const log = join(out, 'results.jsonl');
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    // A hand edit that breaks a run: its turns are no longer a list.
    const edited = JSON.parse(lines[1]!);
    edited.run.turns = 'none';
    lines[1] = JSON.stringify(edited);
    writeFileSync(log, `${lines.join('\n')}\n`);
    const r = cli(['run', '--suites', 'suites/demo-tools.yaml', '--target', 'http://127.0.0.1:9', '--out', join(out, 'again'), '--resume', log]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--resume ${log}:2: not a run of agent-eval run (run.turns: `);
    expect(existsSync(join(out, 'again', 'results.json'))).toBe(false);
  });

  it('fails the gate (exit 1) against a baseline when a branch of the flow is broken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-eval-gate-'));
    const suite = ['--suites', 'suites/demo-routing.yaml', '--repeats', '5'];
    const good = await startReferenceAgent({});
    closers.push(good.close);
    const baseRun = await cliAsync(['run', ...suite, '--target', good.url, '--out', join(dir, 'base')]);
    expect(baseRun.code).toBe(0);
    const broken = await startReferenceAgent({ misroute: { opt_2: 'conv_1' } });
    closers.push(broken.close);
    const head = await cliAsync(['run', ...suite, '--target', broken.url, '--out', join(dir, 'head'), '--baseline', join(dir, 'base', 'results.json')]);
    expect(head.code).toBe(1);
    const comparison = JSON.parse(readFileSync(join(dir, 'head', 'comparison.json'), 'utf8'));
    expect(comparison.verdict).toBe('fail');
    expect(comparison.suites[0].verdict).toBe('regressed');
    for (const f of ['report.md', 'report.html', 'junit.xml']) expect(existsSync(join(dir, 'head', f))).toBe(true);
  });
  it('--repeats auto: stable tests stop at the minimum, and every run is in results.json, results.jsonl and the summary', () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-eval-auto-'));
    const r = cli(['run', '--suites', 'suites/demo-routing.yaml', '--repeats', 'auto:2-8', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Adaptive repeats: 2 per test, up to 8 where the verdict is still open');
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.run.adaptive).toMatchObject({ min: 2, max: 8, rounds: 1 });
    // The reference agent is deterministic: every test agrees with itself after 2 runs, so none gets more.
    for (const t of results.suites[0].tests) expect(t.runs).toHaveLength(2);
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n')).toHaveLength(results.counts.planned);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toMatch(/adaptive repeats 2 to 8 \(1 round, \d+ agent calls\)/);
  });

  it('refuses --repeats auto with --shard, and a malformed --repeats, with exit 2', () => {
    const shard = cli(['run', '--repeats', 'auto', '--shard', '1/2']);
    expect(shard.code).toBe(2);
    expect(shard.stderr).toMatch(/--repeats auto cannot be combined with --shard/);
    const bad = cli(['run', '--repeats', 'auto:5-2']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/auto:MIN-MAX/);
  });
});
