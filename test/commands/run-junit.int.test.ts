// junit.xml as a test-report tool reads it: written for a run stopped halfway (the unfinished runs as
// skipped), each testcase pointing at its test's line in the suite file.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import { INTERRUPTED_REASON } from '../../src/runner/run.ts';
import { startChaosProxy } from '../chaos/helpers.ts';
import { agentEval } from '../helpers/cli.ts';
import { FIXTURES, tempDir } from '../telemetry/helpers.ts';

describe('junit.xml of an interrupted run', () => {
  it('lists the finished run and the unfinished ones as skipped, each at its line of the suite file', async () => {
    const agent = await startReferenceAgent({});
    const proxy = await startChaosProxy(agent.url);
    const out = await tempDir('junit-interrupted');
    try {
      // One conversation at a time; the second is held, and the run is stopped while it waits.
      const held = proxy.holdAfter(1);
      const stop = new AbortController();
      const running = agentEval(['run', '--target', proxy.url, '--out', out, '--concurrency', '1', join(FIXTURES, 'chaos.yaml')], {
        signal: stop.signal,
      });
      await held;
      stop.abort(new Error('the job was cancelled (SIGTERM)'));
      proxy.release();
      const { code, stdout } = await running;
      expect(code).toBe(1);
      expect(stdout).toContain(`junit: ${join(out, 'junit.xml')}`);

      const xml = await readFile(join(out, 'junit.xml'), 'utf8');
      const cases = [...xml.matchAll(/<testcase ([^>]*?)\/?>(\s*<skipped message="([^"]*)"\/>)?/g)].map((m) => ({
        attrs: Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
        skipped: m[3] ?? null,
      }));
      expect(cases).toHaveLength(30);
      expect(cases.filter((c) => c.skipped === null)).toHaveLength(1);
      expect(cases.filter((c) => c.skipped === INTERRUPTED_REASON)).toHaveLength(29);
      expect(xml).toMatch(/<testsuite name="chaos_routing" tests="30" failures="0" errors="0" skipped="29"/);

      // The file as the run names it, and the line of each test's `test_id`.
      const source = (await readFile(join(FIXTURES, 'chaos.yaml'), 'utf8')).split('\n');
      const lineOf = (testId: string) => String(source.findIndex((l) => l.includes(`test_id: ${testId}`)) + 1);
      for (const c of cases) {
        expect(c.attrs['file']).toBe(relative(process.cwd(), join(FIXTURES, 'chaos.yaml')));
        expect(c.attrs['line']).toBe(lineOf(c.attrs['name']!.replace(/ #\d+$/, '')));
      }
    } finally {
      proxy.release();
      await proxy.close();
      await agent.close();
    }
  });
});
