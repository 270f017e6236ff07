// The run always ends, with its results on disk: a reply built to make a backtracking regular
// expression engine spin for ever, and a signal while the agent, the judge or the telemetry
// endpoints hold their answer.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Results } from '../../src/results/results-schema.ts';
import { okResult, startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';
import { startFakeOpenAi } from '../fakes/openai-server.ts';
import { BIN } from '../helpers/cli.ts';

const HOSTILE_REPLY = `${'a'.repeat(40)}!`;
const SUITE = `version: v1
suite_id: hostile_regex
tests:
  - test_id: spin
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hello
        expected:
          assistant_matches: ["/^(a+)+$/"]
`;
const JUDGED_SUITE = `version: v1
suite_id: judged
tests:
  - test_id: polite
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hello
        expected:
          judge_criteria:
            criteria: [polite]
            assistant_quality_min: 0.5
`;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function setUp(suite = SUITE): Promise<{ agent: FakeAgent; dir: string; out: string }> {
  const agent = await startFakeAgent();
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-stop-'));
  cleanups.push(
    () => agent.close(),
    () => rm(dir, { recursive: true, force: true }),
  );
  await writeFile(join(dir, 'suite.yaml'), suite);
  return { agent, dir, out: join(dir, 'out') };
}

/** Starts `agent-eval run` against the agent; resolves with the exit code and when it came. */
function startRun(agent: FakeAgent, dir: string, out: string, args: string[] = [], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [BIN, 'run', '--target', agent.url, '--out', out, '--repeats', '1', ...args, join(dir, 'suite.yaml')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', GITHUB_ACTIONS: '', ...env },
    },
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdout.resume();
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: performance.now() })),
  );
  return { child, exited, stderr: () => stderr };
}

/** A server that reads requests and never answers them. */
async function startSilentServer(): Promise<string> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const readResults = async (out: string) => JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;

describe('a run cannot be held by a pattern or by a service that never answers', () => {
  it('fails the turn when the reply would make a backtracking engine spin, and ends with the results written', async () => {
    const { agent, dir, out } = await setUp();
    agent.reply({ body: okResult({ assistant_message: HOSTILE_REPLY }) });
    const run = startRun(agent, dir, out);
    const { code } = await run.exited;

    expect(code, run.stderr()).toBe(1); // a failed evaluation
    const results = await readResults(out);
    expect(results.run.complete).toBe(true);
    expect(results.counts).toMatchObject({ planned: 1, failed: 1 });
    const [turn] = results.suites[0]!.tests[0]!.runs[0]!.turns;
    expect(turn!.assertions).toEqual([
      expect.objectContaining({
        key: 'assistant_matches',
        status: 'failed',
        code: 'ASSISTANT_CONTENT',
        reason: 'assistant message does not match "/^(a+)+$/"',
      }),
    ]);
  }, 60_000);

  const holds: { signal: 'SIGTERM' | 'SIGINT'; what: string; transport: 'http' | 'ws'; judge: boolean; deadTelemetry?: boolean }[] = [
    { signal: 'SIGTERM', what: 'the agent holds its reply (HTTP)', transport: 'http', judge: false },
    { signal: 'SIGINT', what: 'the agent holds its reply (WebSocket)', transport: 'ws', judge: false },
    { signal: 'SIGTERM', what: 'the judge holds its verdict', transport: 'http', judge: true },
    {
      signal: 'SIGTERM',
      what: 'the Pushgateway and the trace collector never answer',
      transport: 'http',
      judge: false,
      deadTelemetry: true,
    },
  ];
  it.each(holds)(
    'stops promptly on $signal while $what, and writes what it has',
    async ({ signal, transport, judge, deadTelemetry }) => {
      const { agent, dir, out } = await setUp(judge ? JUDGED_SUITE : SUITE);
      const args = ['--transport', transport];
      const env: Record<string, string> = {};
      if (deadTelemetry) {
        const silent = await startSilentServer();
        args.push('--pushgateway', silent);
        env.OTEL_EXPORTER_OTLP_ENDPOINT = silent;
      }
      let waiting: () => Promise<unknown>;
      if (judge) {
        const model = await startFakeOpenAi({ chat: () => ({ kind: 'hang' }) });
        cleanups.push(() => model.close());
        args.push('--judge-base-url', model.baseURL, '--judge-api-key', 'sk-test');
        waiting = () => vi.waitFor(() => expect(model.chatRequests().length).toBeGreaterThan(0), { timeout: 30_000, interval: 10 });
      } else {
        agent.reply({ hang: true });
        waiting = () => agent.whenRequests(1);
      }
      const run = startRun(agent, dir, out, args, env);
      await waiting(); // the run is waiting on the agent or the judge
      const sentAt = performance.now();
      run.child.kill(signal);
      const { code, at } = await run.exited;
      const stopMs = at - sentAt;

      expect(code, run.stderr()).not.toBeNull(); // it exited on its own, not killed by the signal
      expect(code).not.toBe(0);
      // About a second is the promise; the bound is generous for a loaded machine.
      expect(stopMs, `stopped ${Math.round(stopMs)} ms after ${signal}`).toBeLessThan(5_000);
      const results = await readResults(out);
      expect(results.run).toMatchObject({ complete: false, incomplete_reason: 'interrupted by a signal' });
      expect(results.counts).toMatchObject({ planned: 1, skipped: 1 });
      expect(run.stderr()).toContain(`${signal} received`);
      if (deadTelemetry) {
        // Publishing had a short grace and says it failed; the metrics are on disk.
        expect(run.stderr()).toMatch(/metrics not pushed: .*they are in metrics\.prom/);
        expect(run.stderr()).toContain('traces not exported');
        expect(await readFile(join(out, 'metrics.prom'), 'utf8')).toContain('agent_eval_');
      }
    },
    60_000,
  );
});
