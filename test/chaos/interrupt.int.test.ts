// SIGTERM in the middle of a run: what finished is on disk, the run says it is incomplete, the
// exit code is non-zero, and --resume continues without sending the finished conversations again.
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { agentEval, BIN } from '../helpers/cli.ts';
import { FIXTURES, tempDir } from '../telemetry/helpers.ts';
import { startChaosProxy } from './helpers.ts';

describe('SIGTERM in the middle of a run', () => {
  it('keeps the finished runs, marks the run incomplete, exits non-zero, and resumes without resending', async () => {
    const agent = await startReferenceAgent({});
    const proxy = await startChaosProxy(agent.url);
    const out = await tempDir('sigterm');
    try {
      // One conversation at a time; the second one is held, so the signal lands mid-run with
      // exactly one conversation finished, however fast or slow the machine.
      const held = proxy.holdAfter(1);
      const child = spawn(
        process.execPath,
        [BIN, 'run', '--target', proxy.url, '--out', out, '--concurrency', '1', join(FIXTURES, 'chaos.yaml')],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.stdout.resume();
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await Promise.race([held, exited.then(() => Promise.reject(new Error(`the run ended before the second conversation: ${stderr}`)))]);
      child.kill('SIGTERM');
      const code = await exited;
      proxy.release();

      expect(code, stderr).not.toBe(0);
      expect(code).not.toBeNull(); // it exited on its own, not killed by the signal
      expect(stderr).toContain('--resume');
      const interrupted = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
      expect(interrupted.run.complete).toBe(false);
      expect(interrupted.counts).toMatchObject({ planned: 30, passed: 1, failed: 0, errored: 0, skipped: 29 });
      expect((await stat(join(out, 'metrics.prom'))).size).toBeGreaterThan(0);

      const streamed = (await readFile(join(out, 'results.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { run: { conversation_id: string; outcome: string } });
      const finished = new Set(streamed.filter((l) => l.run.outcome !== 'skipped').map((l) => l.run.conversation_id));
      expect(finished.size).toBe(1);

      // Resume into a new directory, counting what reaches the agent.
      const sentBefore = proxy.requests.length;
      const resumedOut = await tempDir('resumed');
      const resumed = await agentEval([
        'run',
        '--target',
        proxy.url,
        '--out',
        resumedOut,
        '--concurrency',
        '8',
        '--resume',
        join(out, 'results.jsonl'),
        join(FIXTURES, 'chaos.yaml'),
      ]);
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
