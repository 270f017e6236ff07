// Each run is a conversation of its own: the agent sees a fresh thread id on every run (scripted or
// simulated), the same one on every turn of it, and results.json records it beside the run key
// (conversation_id), which stays the same for resume, shards and adaptive rounds.
import { describe, expect, it } from 'vitest';
import { AgentCallError, type AgentClient, type ExecuteRequest } from '../../src/agent/types.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import { parseResults } from '../../src/results/read.ts';
import type { Results, RunRecord } from '../../src/results/results-schema.ts';
import { runSuites, type RunOptions } from '../../src/runner/run.ts';
import { engineClient } from '../helpers/engine-client.ts';
import { helloTurn, plannedSuite, runOptions } from '../helpers/planned-suites.ts';

const suite = () =>
  plannedSuite({
    suite_id: 'support',
    defaults: { repeats: 2 },
    tests: [
      {
        test_id: 'route',
        initial_node_id: 'start',
        turns: [helloTurn(), { turn_id: 't2', user_input: 'Option 2', expected: { next_node_id: 'conv_2' } }],
      },
      {
        test_id: 'simulated',
        initial_node_id: 'start',
        repeats: 1,
        simulation: { persona: 'A customer', goal: 'Say hello', success_when: { next_node_id: 'conv_1' }, max_turns: 2 },
      },
    ],
  });

const OPTIONS = runOptions({ concurrency: 1 });

/**
 * The reference engine behind a server that keeps threads, as LangGraph's does: a turn it has seen
 * on a thread before means a run resumed an earlier conversation, and is refused.
 */
async function threadKeepingAgent() {
  const engine = await engineClient();
  const threads = new Map<string, string[]>();
  const opened: string[] = [];
  const client: AgentClient = {
    target: engine.target,
    transport: 'http',
    conversation: (threadId) => {
      opened.push(threadId);
      const inner = engine.conversation(threadId);
      return {
        execute: async (request: ExecuteRequest, signal?: AbortSignal) => {
          const thread = request.test.conversation_id;
          const seen = threads.get(thread) ?? [];
          if (thread !== threadId) throw new AgentCallError('ENGINE_ERROR', `turn of thread ${thread} sent on ${threadId}`, 1);
          if (seen.includes(request.test.turn_id)) throw new AgentCallError('ENGINE_ERROR', `thread ${thread} resumed`, 1);
          threads.set(thread, [...seen, request.test.turn_id]);
          return inner.execute(request, signal);
        },
        close: () => inner.close(),
      };
    },
  };
  return { client, threads, opened, requests: engine.requests };
}

async function run(client: AgentClient, options: Partial<RunOptions> = {}, newThreadId?: () => string): Promise<Results> {
  return runSuites(
    [suite()],
    { ...OPTIONS, ...options },
    {
      client,
      judge: createJudge(resolveJudgeConfig({}, {})),
      logger: memoryLogger(),
      now: () => 0,
      signal: new AbortController().signal,
      ...(newThreadId ? { newThreadId } : {}),
    },
  );
}

const runsOf = (results: Results) => results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the thread id of a run', () => {
  it('is fresh on every run, held on every turn of it, recorded as thread_id; the run key stays', async () => {
    const agent = await threadKeepingAgent();
    let n = 0;
    const ids = () => `thread-${(n += 1)}`;
    const first = await run(agent.client, {}, ids);
    const second = await run(agent.client, {}, ids);

    // A second run of the unchanged suite on the same server passes: no thread was resumed.
    expect(first.counts).toMatchObject({ planned: 3, passed: 3 });
    expect(second.counts).toMatchObject({ planned: 3, passed: 3 });
    expect(runsOf(first).map((r) => r.thread_id)).toEqual(['thread-1', 'thread-2', 'thread-3']);
    expect(runsOf(second).map((r) => r.thread_id)).toEqual(['thread-4', 'thread-5', 'thread-6']);
    expect(runsOf(second).map((r) => r.conversation_id)).toEqual(runsOf(first).map((r) => r.conversation_id));
    expect(runsOf(first).map((r) => r.conversation_id)).not.toContain('thread-1');

    // Every turn of a run went out on its thread, the one the client was asked for.
    expect(agent.opened).toEqual(['thread-1', 'thread-2', 'thread-3', 'thread-4', 'thread-5', 'thread-6']);
    expect(Object.fromEntries(agent.threads)).toEqual({
      'thread-1': ['t1', 't2'],
      'thread-2': ['t1', 't2'],
      'thread-3': ['sim_1'],
      'thread-4': ['t1', 't2'],
      'thread-5': ['t1', 't2'],
      'thread-6': ['sim_1'],
    });
  });

  it('is a random UUID v4 by default, different across runs (two sides, two jobs) and repeats', async () => {
    const agent = await threadKeepingAgent();
    const base = await run(agent.client, { concurrency: 2 });
    const head = await run(agent.client, { concurrency: 2 });
    const ids = [...runsOf(base), ...runsOf(head)].map((r) => r.thread_id);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(6);
    expect(head.counts.passed).toBe(3);
    for (const request of agent.requests) expect(ids).toContain(request.test.conversation_id);
  });

  it('of a run carried over by --resume is the one it was recorded with, and no turn is sent again', async () => {
    const agent = await threadKeepingAgent();
    const earlier = await run(agent.client, {}, () => 'earlier');
    const kept = runsOf(earlier)[0]!;
    const resume = new Map<string, RunRecord>([[kept.conversation_id, kept]]);
    let n = 0;
    const results = await run(agent.client, { resume }, () => `later-${(n += 1)}`);
    expect(runsOf(results).map((r) => r.thread_id)).toEqual(['earlier', 'later-1', 'later-2']);
    expect(agent.opened.filter((id) => id.startsWith('later'))).toEqual(['later-1', 'later-2']);
  });

  it('is optional in results.json: results written before runs recorded it still read', async () => {
    const agent = await threadKeepingAgent();
    const results = await run(agent.client);
    // The same results as a file written before this field: no run has a thread_id.
    const old = JSON.parse(JSON.stringify(results), (key, value: unknown) => (key === 'thread_id' ? undefined : value)) as Results;
    const read = parseResults(JSON.stringify(old), 'old/results.json');
    expect(runsOf(read).map((r) => r.thread_id)).toEqual([undefined, undefined, undefined]);
    expect(runsOf(read).map((r) => r.conversation_id)).toEqual(runsOf(results).map((r) => r.conversation_id));
  });
});
