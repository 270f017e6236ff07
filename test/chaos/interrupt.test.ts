// SIGTERM in the middle of a run: what finished is on disk, the run says it is incomplete, the
// exit code is non-zero, and --resume continues without sending the finished conversations again.
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import type { Results } from '../../src/results/schema.ts';
import { FIXTURES, runCli, tempDir } from '../telemetry/helpers.ts';
import { startChaosProxy } from './helpers.ts';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'agent-eval.js');

async function firstLine(path: string, exited: () => boolean): Promise<void> {
  for (;;) {
    const text = await readFile(path, 'utf8').catch(() => '');
    if (text.includes('\n')) return;
    if (exited()) throw new Error('the run ended before any conversation finished');
    await sleep(20);
  }
}

describe('SIGTERM in the middle of a run', () => {
  it('keeps the finished runs, marks the run incomplete, exits non-zero, and resumes without resending', async () => {
    // Slow enough (100 ms a turn, one conversation at a time) that the signal lands mid-run.
    const agent = await startReferenceAgent({ latencyMs: 100 });
    const proxy = await startChaosProxy(agent.url);
    const out = await tempDir('sigterm');
    try {
      const child = spawn(process.execPath, [BIN, 'run', '--target', proxy.url, '--out', out, '--concurrency', '1', join(FIXTURES, 'chaos.yaml')], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.stdout.resume();
      let exitCode: number | null | undefined;
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve((exitCode = code))));
      await firstLine(join(out, 'results.jsonl'), () => exitCode !== undefined);
      child.kill('SIGTERM');
      const code = await exited;

      expect(code, stderr).not.toBe(0);
      expect(code).not.toBeNull(); // it exited on its own, not killed by the signal
      expect(stderr).toContain('--resume');
      const interrupted = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
      expect(interrupted.run.complete).toBe(false);
      expect(interrupted.counts.planned).toBe(30);
      expect(interrupted.counts.skipped).toBeGreaterThan(0);
      expect(interrupted.counts.passed).toBeGreaterThan(0);
      expect(interrupted.counts.passed + interrupted.counts.failed + interrupted.counts.errored + interrupted.counts.skipped).toBe(30);
      expect((await stat(join(out, 'metrics.prom'))).size).toBeGreaterThan(0);

      const streamed = (await readFile(join(out, 'results.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { run: { conversation_id: string; outcome: string } });
      const finished = new Set(streamed.filter((l) => l.run.outcome !== 'skipped').map((l) => l.run.conversation_id));
      expect(finished.size).toBe(interrupted.counts.passed + interrupted.counts.failed + interrupted.counts.errored);

      // Resume into a new directory, counting what reaches the agent.
      const sentBefore = proxy.requests.length;
      const resumedOut = await tempDir('resumed');
      const resumed = await runCli(['--target', proxy.url, '--out', resumedOut, '--concurrency', '8', '--resume', join(out, 'results.jsonl'), join(FIXTURES, 'chaos.yaml')]);
      expect(resumed.code, resumed.stderr).toBe(0);
      const sentAfter = proxy.requests.slice(sentBefore).map((r) => r.body.test?.conversation_id ?? '');
      expect(sentAfter.filter((id) => finished.has(id))).toEqual([]);
      expect(new Set(sentAfter).size).toBe(30 - finished.size);
      const complete = JSON.parse(await readFile(join(resumedOut, 'results.json'), 'utf8')) as Results;
      expect(complete.run.complete).toBe(true);
      expect(complete.counts).toMatchObject({ planned: 30, passed: 30, skipped: 0 });
    } finally {
      await proxy.close();
      await agent.close();
    }
  }, 120_000);
});
