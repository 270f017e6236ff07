// What `agent-eval run` tells a user after a failing run, in process: the table, then which tests
// failed (suite › test, turn, code, reason), why runs errored (each cause once, with a count), the
// retries, and where report.md, report.html and junit.xml are, written also without a baseline.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('run-output');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

describe('agent-eval run, after the table', () => {
  it('lists the failing tests with turn, code and reason, and the paths of the reports it wrote without a baseline', async () => {
    const out = await tempDir();
    const broken = await startReferenceAgent({ misroute: { opt_2: 'conv_1' } });
    closers.push(broken.close);
    const r = await agentEval(['run', '--suites', 'suites/demo-routing.yaml', '--repeats', '2', '--target', broken.url, '--out', out]);
    expect(r.code).toBe(1);

    const after = r.stdout.slice(r.stdout.indexOf('planned:'));
    expect(after).toMatch(/failing tests \(\d+\):\n {2}demo_routing › \S+: 2 of 2 runs failed; turn \S+: NODE_MISMATCH: .+/);
    const listed = after.match(/^ {2}demo_routing › /gm)!.length;
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const failingTests = results.suites[0].tests.filter((t: { runs: { outcome: string }[] }) => t.runs.some((x) => x.outcome === 'failed'));
    expect(listed).toBe(failingTests.length);
    expect(after).toContain('retries: none');
    // One definition of the pass rate, said under the table.
    expect(r.stdout).toContain("pass rate: mean over tests of each test's pass fraction");
    // Each suite's latency and tokens, the figures report.md shows.
    const latency = /\n {2}demo_routing latency per turn: (p50 \d+ ms, p90 \d+ ms)\n/.exec(r.stdout);
    expect(latency).not.toBeNull();
    expect(readFileSync(join(out, 'report.md'), 'utf8').replaceAll('\u00a0', ' ')).toContain(latency![1]!.replace(', ', '<br>'));

    const reports: [string, string][] = [
      ['report.md', 'report.md'],
      ['report.html', 'report.html'],
      ['junit', 'junit.xml'],
    ];
    for (const [label, file] of reports) {
      expect(r.stdout).toContain(`\n${label}: ${join(out, file)}\n`);
      expect(existsSync(join(out, file))).toBe(true);
    }
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('No baseline: pass rates only');
    expect(readFileSync(join(out, 'junit.xml'), 'utf8')).toMatch(/<testsuite name="demo_routing" tests="6" failures="[1-9]/);
  });

  it('says why the runs errored once, with a count and the target, when the agent is down', async () => {
    const out = await tempDir();
    const r = await agentEval([
      'run',
      '--suites',
      'suites/demo-routing.yaml',
      '--target',
      'http://127.0.0.1:9',
      '--retries',
      '1',
      '--out',
      out,
    ]);
    expect(r.code).toBe(1);
    // The first request could not connect: the other runs are not attempted, each cause said once.
    expect(r.stdout).toMatch(
      /errored runs \(6 of 6\):\n {2}ENGINE_ERROR ×5: not attempted: the agent could not be reached by the first request of the run \(POST http:\/\/127\.0\.0\.1:9\/execute failed: ECONNREFUSED .*\); check that it is running at the target URL\n {4}first: demo_routing › \S+ #\d\n {2}ENGINE_ERROR: POST http:\/\/127\.0\.0\.1:9\/execute failed: ECONNREFUSED .*\n {4}first: demo_routing › \S+ #0\n/,
    );
    expect(r.stderr).toMatch(/warning: 5 of 6 planned runs not attempted: the agent could not be reached/);
    expect(r.stdout).toContain('retries: 1 agent request sent again (ENGINE_ERROR or TIMEOUT), in 1 turn of 1 run');
    expect(r.stdout).toContain(`report.html: ${join(out, 'report.html')}`);
  });
});
