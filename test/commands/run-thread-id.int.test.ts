// Agents that keep their threads, as LangGraph's server does (state checkpointed under the AG-UI
// threadId) and an A2A agent keeping its memory per contextId: the graph carries on from the state
// it holds for the thread, whatever the request says. The same suite run twice in a row through the
// CLI passes both times (each run is a thread of its own), and results.json and the artifacts name
// the thread the agent saw.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/results/results-schema.ts';
import type { TurnArtifact } from '../../src/telemetry/artifacts.ts';
import { replyWith, startA2aServer, textPart, type A2aServer } from '../fakes/a2a-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('thread-id');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The flow a thread walks: the node after its first, second, ... turn. */
const NODES = ['menu', 'billing', 'done'];

/** Per thread, the turns it has seen; the node comes from that count, as a checkpointed graph's does. */
class Threads {
  readonly seen = new Map<string, string[]>();
  turn(thread: string, message: string): { node: string; turns: number } {
    const turns = [...(this.seen.get(thread) ?? []), message];
    this.seen.set(thread, turns);
    return { node: NODES[Math.min(turns.length, NODES.length) - 1]!, turns: turns.length };
  }
}

/** An AG-UI endpoint built with the official encoder; like LangGraph's, it takes only UUID thread ids. */
async function startThreadKeepingAgUi(threads: Threads): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const input = JSON.parse(text) as RunAgentInput;
      if (!UUID.test(input.threadId)) {
        res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'thread_id must be a UUID' }));
        return;
      }
      const message = input.messages.at(-1)?.content;
      const { node, turns } = threads.turn(input.threadId, typeof message === 'string' ? message : '');
      const encoder = new EventEncoder(req.headers.accept === undefined ? {} : { accept: req.headers.accept });
      res.writeHead(200, { 'content-type': encoder.getContentType() });
      const run = { threadId: input.threadId, runId: input.runId };
      const messageId = `${input.runId}-a`;
      const events = [
        { type: EventType.RUN_STARTED, ...run },
        { type: EventType.STEP_STARTED, stepName: node },
        { type: EventType.STATE_SNAPSHOT, snapshot: { facts: { turns } } },
        { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
        { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: `Now at ${node}.` },
        { type: EventType.TEXT_MESSAGE_END, messageId },
        { type: EventType.STEP_FINISHED, stepName: node },
        { type: EventType.RUN_FINISHED, ...run },
      ] as BaseEvent[];
      for (const event of events) res.write(encoder.encodeSSE(event));
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function writeSuite(dir: string): string {
  const file = join(dir, 'threads.json');
  const suite = {
    version: 'v1',
    suite_id: 'threads',
    tests: [
      {
        test_id: 'billing',
        initial_node_id: 'start',
        repeats: 2,
        turns: [
          { turn_id: 'hello', user_input: 'Hello', expected: { next_node_id: 'menu' } },
          { turn_id: 'charged', user_input: 'I was charged twice', expected: { next_node_id: 'billing' } },
        ],
      },
    ],
  };
  writeFileSync(file, JSON.stringify(suite));
  return file;
}

/** Runs the suite once; the exit code, results.json and the artifact lines. */
async function runOnce(protocol: 'ag-ui' | 'a2a', target: string, suite: string) {
  const out = await tempDir();
  const { code, stdout, stderr } = await agentEval(['run', '--protocol', protocol, '--target', target, '--suites', suite, '--out', out]);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
  const artifacts = readFileSync(join(out, 'artifacts', 'threads.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as TurnArtifact & { request: { test: { conversation_id: string } } });
  return { code, output: stdout + stderr, results, artifacts };
}

/** Both runs pass, every run on a thread of its own that saw its two turns, on record in results and artifacts. */
async function expectTwoRunsOnFreshThreads(protocol: 'ag-ui' | 'a2a', target: string, threads: Threads): Promise<void> {
  const suite = writeSuite(await tempDir());
  const first = await runOnce(protocol, target, suite);
  const second = await runOnce(protocol, target, suite);
  for (const run of [first, second]) {
    expect(run.output).toContain('2 planned: 2 passed, 0 failed, 0 errored, 0 skipped');
    expect(run.code).toBe(0);
  }
  const runsOf = (r: typeof first) => r.results.suites[0]!.tests[0]!.runs;
  const ids = [...runsOf(first), ...runsOf(second)].map((r) => r.thread_id!);
  for (const id of ids) expect(id).toMatch(UUID);
  expect(new Set(ids).size).toBe(4);
  expect([...threads.seen.keys()].sort()).toEqual([...ids].sort());
  for (const id of ids) expect(threads.seen.get(id)).toEqual(['Hello', 'I was charged twice']);
  // The run key is the same on both runs: --resume and shards still find the run.
  expect(runsOf(second).map((r) => r.conversation_id)).toEqual(runsOf(first).map((r) => r.conversation_id));
  for (const run of [first, second]) {
    for (const record of runsOf(run)) {
      const turns = run.artifacts.filter((a) => a.conversation_id === record.conversation_id);
      expect(turns.map((a) => a.turn_id)).toEqual(['hello', 'charged']);
      for (const turn of turns) {
        expect(turn.thread_id).toBe(record.thread_id);
        expect(turn.request.test.conversation_id).toBe(record.thread_id);
      }
    }
  }
}

describe('an AG-UI agent that keeps its threads (as LangGraph does)', () => {
  const threads = new Threads();
  let agent: Awaited<ReturnType<typeof startThreadKeepingAgUi>>;
  beforeAll(async () => {
    agent = await startThreadKeepingAgUi(threads);
  });
  afterAll(() => agent?.close());

  it('passes the same suite twice in a row: every run is a new thread, named in results.json and the artifacts', async () => {
    await expectTwoRunsOnFreshThreads('ag-ui', agent.url, threads);
  }, 60_000);
});

describe('an A2A agent that keeps its memory per context', () => {
  const threads = new Threads();
  let agent: A2aServer;
  beforeAll(async () => {
    agent = await startA2aServer(
      () =>
        replyWith((context) => {
          const text = context.userMessage.parts.map((p) => (p.content?.$case === 'text' ? p.content.value : '')).join('');
          const { node } = threads.turn(context.contextId, text);
          return { parts: [textPart(`Now at ${node}.`)], metadata: { agent_eval: { state: { current_node_id: node } } } };
        }),
      { streaming: false, declaresState: true, returnImmediately: false },
    );
  });
  afterAll(() => agent?.close());

  it('passes the same suite twice in a row: every run is a new context, named in results.json and the artifacts', async () => {
    await expectTwoRunsOnFreshThreads('a2a', agent.url, threads);
  }, 60_000);
});
