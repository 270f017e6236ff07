// Common random numbers: the simulator's replies are kept by (server, model, persona/goal/knows,
// conversation so far, seed, repeat), so repeat i sees the same user messages on the base and on
// the head for as long as the two agents answer alike; a faulty reply is never kept.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { runSuites } from '../../src/runner/run.ts';
import { createReplyCache, replyCacheKey } from '../../src/simulator/cache.ts';
import { simulatorsFor } from '../../src/simulator/model.ts';
import type { SimulatorReply, SimulatorRequest } from '../../src/simulator/types.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';
import { createFakeModelClient, text } from '../fakes/model-client.ts';
import { engineClient } from '../helpers/engine-client.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const request = (overrides: Partial<SimulatorRequest> = {}): SimulatorRequest => ({
  persona: 'p',
  goal: 'g',
  knows: { a: 1 },
  unknown: [],
  transcript: [{ user: 'hi', assistant: 'Welcome', node: 'conv_1', flow_completed: false, descriptor: {} }],
  seed: 3,
  repeat: 0,
  initial_node: 'start',
  model: null,
  temperature: null,
  ...overrides,
});
const key = (r: SimulatorRequest, server = 'https://api.example.com/v1', model = 'm') =>
  replyCacheKey({ server, model, temperature: 0.7, request: r });
const message = (t: string): SimulatorReply => ({ kind: 'message', text: t, usage: { model: 'm', input_tokens: 10, output_tokens: 2 } });

describe('the reply cache key', () => {
  it('is the same for the same inputs, whatever the server credentials or the agent nodes, and differs with each input', () => {
    expect(key(request())).toBe(key(request()));
    expect(key(request(), 'https://user:pw@api.example.com/v1/')).toBe(key(request()));
    // The node id is not in the simulator's prompt: two agents that say the same thing share the reply.
    expect(key(request({ transcript: [{ ...request().transcript[0]!, node: 'other' }] }))).toBe(key(request()));
    const others = [
      key(request({ seed: 4 })),
      key(request({ repeat: 1 })),
      key(request({ persona: 'q' })),
      key(request({ knows: { a: 2 } })),
      key(request({ transcript: [{ ...request().transcript[0]!, assistant: 'Welcome!' }] })),
      key(request(), 'https://api.example.com/v1', 'other-model'),
    ];
    expect(new Set([key(request()), ...others]).size).toBe(7);
  });
});

describe('the reply cache', () => {
  it('asks once for concurrent requests of one key, and serves later ones as cached (costing nothing)', async () => {
    const cache = createReplyCache();
    let asked = 0;
    const ask = async () => {
      asked += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return message(`reply ${asked}`);
    };
    const [a, b] = await Promise.all([cache.reply('k', 'm', ask, () => true), cache.reply('k', 'm', ask, () => true)]);
    const c = await cache.reply('k', 'm', ask, () => true);
    expect([a, b, c].map((r) => (r.kind === 'message' ? r.text : r.reason))).toEqual(['reply 1', 'reply 1', 'reply 1']);
    expect(asked).toBe(1);
    expect(c.usage?.cached).toBe(true);
    expect(cache.stats()).toEqual({ hits: 2, misses: 1 });
  });

  it('never keeps a faulty reply: the retry asks again', async () => {
    const cache = createReplyCache();
    const replies = [message(''), message('billing')];
    const ask = async () => replies.shift()!;
    const keep = (r: SimulatorReply) => r.kind === 'end' || r.text !== '';
    expect(await cache.reply('k', 'm', ask, keep)).toMatchObject({ text: '' });
    expect(await cache.reply('k', 'm', ask, keep)).toMatchObject({ text: 'billing' });
    expect(await cache.reply('k', 'm', ask, keep)).toMatchObject({ text: 'billing' });
  });

  it('keeps replies on disk for the next run, and reads a damaged entry as a miss', async () => {
    const dir = await tempDir('sim-cache');
    await createReplyCache({ dir }).reply(
      'k',
      'm',
      async () => message('from disk'),
      () => true,
    );
    await createReplyCache({ dir }).reply(
      'e',
      'm',
      async () => ({ kind: 'end', reason: 'done' }),
      () => true,
    );
    expect((await readdir(dir)).sort()).toEqual(['e.json', 'k.json']);
    const next = createReplyCache({ dir });
    const fail = async (): Promise<SimulatorReply> => {
      throw new Error('asked');
    };
    expect(await next.reply('k', 'm', fail, () => true)).toMatchObject({ kind: 'message', text: 'from disk', usage: { cached: true } });
    expect(await next.reply('e', 'm', fail, () => true)).toMatchObject({ kind: 'end', reason: 'done' });
    await writeFile(join(dir, 'k.json'), '{"format": "something else"}');
    expect(
      await createReplyCache({ dir }).reply(
        'k',
        'm',
        async () => message('asked again'),
        () => true,
      ),
    ).toMatchObject({
      text: 'asked again',
    });
  });
});

describe('common random numbers with a model-backed simulator', () => {
  const suite = SuiteSchema.parse({
    version: 'v1',
    suite_id: 'crn',
    tests: [
      {
        test_id: 'chat',
        initial_node_id: 'start',
        seed: 1,
        repeats: 3,
        simulation: { persona: 'p', goal: 'g', success_when: { next_node_id: 'nowhere' }, max_turns: 3, simulator: { model: 'sim' } },
      },
    ],
  });
  const planned = [{ file: 'crn.yaml', suite, specHash: 'h', testHashes: { chat: 'h' } }];

  async function side(simulatorFor: ReturnType<typeof simulatorsFor>): Promise<Results> {
    return runSuites(
      planned,
      {
        concurrency: 2,
        repeats: null,
        target: 'http://agent.test',
        transport: 'http',
        commit: null,
        dryRun: false,
        memoryPipeline: { enabled: true, stages: ['facts'] },
        enableTracing: false,
        judgeFailedTurns: false,
      },
      {
        client: await engineClient(),
        judge: createJudge(resolveJudgeConfig({}, {})),
        logger: memoryLogger(),
        now: () => 0,
        signal: new AbortController().signal,
        simulatorFor,
      },
    );
  }
  const messages = (r: Results) => r.suites[0]!.tests[0]!.runs.map((run) => run.turns.map((t) => t.user_input));

  it('gives base and head the same user messages run for run, asking the model once per reply; independent draws without the cache', async () => {
    const model = createFakeModelClient();
    let n = 0;
    model.otherwise(() => text(`message ${++n}`));
    const config = {
      ...resolveJudgeConfig({ apiKey: 'sk-x', timeoutMs: 5000 }, {}),
      model: null,
      cacheDir: null,
    };
    const shared = simulatorsFor(config, { client: model, cache: createReplyCache() });
    const base = await side(shared);
    const head = await side(shared);
    expect(messages(head)).toEqual(messages(base));
    // 3 repeats x 3 turns (the cap: no ask after the last one), once for both sides
    expect(model.chats).toHaveLength(9);
    expect(head.simulator).toBeUndefined(); // every head reply was served from the cache: no tokens spent
    expect(base.simulator).toEqual({ calls: 9, input_tokens: 900, output_tokens: 180, models: ['sim'] });
    // Without common random numbers, each side draws its own messages.
    const unshared = await side(simulatorsFor(config, { client: model, cache: createReplyCache() }));
    expect(messages(unshared)).not.toEqual(messages(base));
  });
});
