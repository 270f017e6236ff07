// SIGTERM while a hostile AG-UI agent streams: the binary stops at once with exit 1 (a run stopped
// before its end), every finished run is on disk (the one refused for its doubling STATE_DELTA
// included), and --resume finishes the rest without sending the finished runs again.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamedRun } from '../../src/results/read.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { agentEval, BIN } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** `add /b`, then `copy /b -> /b/-` forty times: the state would double with each copy. */
const DOUBLING = [
  { op: 'add', path: '/b', value: ['x'.repeat(1000)] },
  ...Array.from({ length: 40 }, () => ({ op: 'copy', from: '/b', path: '/b/-' })),
];

interface HostileAgent {
  url: string;
  /** The test ids of the runs asked for, in order. */
  asked: string[];
  /** Resolves when the run of "held" has started streaming and is being held open. */
  holding: Promise<void>;
  /** From now on "held" is answered like the others. */
  release(): void;
  close(): Promise<void>;
}

/**
 * An AG-UI agent: "hostile" answers with the doubling delta, "held" starts its run and streams
 * until released (never finishing), every other test routes to conv_2 and finishes.
 */
async function startHostileAgent(): Promise<HostileAgent> {
  const asked: string[] = [];
  let holds = true;
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const input = JSON.parse(text) as RunAgentInput;
      const testId = (input.forwardedProps as { agent_eval: { test: { test_id: string } } }).agent_eval.test.test_id;
      asked.push(testId);
      const encoder = new EventEncoder();
      res.writeHead(200, { 'content-type': encoder.getContentType() });
      const write = (event: Record<string, unknown>) => res.write(encoder.encodeSSE(event as unknown as BaseEvent));
      const run = { threadId: input.threadId, runId: input.runId };
      write({ type: EventType.RUN_STARTED, ...run });
      if (testId === 'hostile') {
        write({ type: EventType.STATE_DELTA, delta: DOUBLING });
      } else if (testId === 'held' && holds) {
        write({ type: EventType.STATE_SNAPSHOT, snapshot: { facts: {} } });
        write({ type: EventType.STATE_DELTA, delta: [{ op: 'add', path: '/facts/step', value: 1 }] });
        held();
        return;
      }
      write({ type: EventType.STEP_STARTED, stepName: 'conv_2' });
      write({ type: EventType.TEXT_MESSAGE_CHUNK, messageId: 'm', delta: 'Routed.' });
      write({ type: EventType.RUN_FINISHED, ...run });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`,
    asked,
    holding,
    release: () => (holds = false),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

describe('SIGTERM while a hostile AG-UI agent streams', () => {
  it('exits 1 at once, keeps every finished run on disk, and --resume finishes the rest', async () => {
    const agent = await startHostileAgent();
    closers.push(agent.close);
    const dir = await tempDir('sigterm-hostile');
    const tests = ['first', 'hostile', 'held', 'last']
      .map(
        (id) =>
          `  - test_id: ${id}\n    initial_node_id: conv_1\n    turns:\n      - turn_id: t1\n        user_input: hello\n        expected:\n          next_node_id: conv_2\n`,
      )
      .join('');
    await writeFile(join(dir, 'flow.yaml'), `version: v1\nsuite_id: flow\ndefaults: { repeats: 1 }\ntests:\n${tests}`);
    const args = ['run', '--protocol', 'ag-ui', '--target', agent.url, '--retries', '0', '--concurrency', '1', 'flow.yaml'];

    // A heap of 512 MB is plenty for a bounded run; one that is not bounded fails here instead of
    // growing for minutes.
    const child = spawn(process.execPath, ['--max-old-space-size=512', BIN, ...args, '--out', 'out'], {
      cwd: dir,
      env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', GITHUB_ACTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.resume();
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    closers.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    // The signal lands while "held" streams, after "hostile" sent its doubling delta: the process
    // must have come back from that delta to be signalled at all.
    await Promise.race([agent.holding, exited.then(() => Promise.reject(new Error(`the run ended before "held": ${stderr}`)))]);
    expect(agent.asked).toEqual(['first', 'hostile', 'held']);
    child.kill('SIGTERM');
    const code = await exited;

    expect(code, stderr).toBe(1);
    expect(stderr).toContain('SIGTERM received, writing what finished');
    expect(stderr).toContain('--resume');
    const interrupted = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    expect(interrupted.run.complete).toBe(false);
    expect(interrupted.counts).toMatchObject({ planned: 4, passed: 1, errored: 1, skipped: 2 });
    const streamed = (await readFile(join(dir, 'out', 'results.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as StreamedRun);
    const finished = streamed.filter((l) => l.run.outcome !== 'skipped');
    expect(finished.map((l) => [l.test_id, l.run.outcome])).toEqual([
      ['first', 'passed'],
      ['hostile', 'errored'],
    ]);
    expect(finished[1]!.run.error?.message).toContain(
      'events[1] STATE_DELTA refused: the state would exceed 10 MiB at operation 14 (copy "/b" -> "/b/-")',
    );
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('STATE\\_DELTA refused: the state would exceed 10 MiB at operation 14');
    expect(report).toContain('The run is incomplete: interrupted by a signal');

    // Resumed: only the runs that did not finish reach the agent, and the results are whole.
    agent.release();
    agent.asked.length = 0;
    const resumed = await agentEval([...args, '--out', 'resumed', '--resume', join('out', 'results.jsonl')], { cwd: dir });
    expect(agent.asked).toEqual(['held', 'last']);
    expect(resumed.code, resumed.stderr).toBe(1);
    const complete = JSON.parse(await readFile(join(dir, 'resumed', 'results.json'), 'utf8')) as Results;
    expect(complete.run.complete).toBe(true);
    expect(complete.counts).toMatchObject({ planned: 4, passed: 3, errored: 1, skipped: 0 });
  }, 60_000);
});
