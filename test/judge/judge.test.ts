// The judge's policy over an in-memory model client: tiering, the re-ask, retries of a timeout, the
// circuit breaker, the budget and the cache, with virtual time. The real OpenAI protocol (request
// bodies, response_format, the SDK's errors) is judge.int.test.ts's.
import { describe, expect, it } from 'vitest';
import { judgeCriteria } from '../../src/assertions/judge.ts';
import { resolveJudgeConfig, type JudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import type { Sleep } from '../../src/judge/guard.ts';
import type { JudgeRequest, JudgeVerdict } from '../../src/judge/types.ts';
import { memoryLogger } from '../../src/logger.ts';
import { observed } from '../assertions/observed.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { createFakeModelClient, HANG, httpFailure, text, verdict, type FakeModelClient } from '../fakes/model-client.ts';

/** Sleeps pass at the next turn of the event loop, after any reply already given: only a hang meets its deadline. */
const virtualSleep: Sleep = (_ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setImmediate(resolve);
    signal?.addEventListener(
      'abort',
      () => {
        clearImmediate(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

function config(overrides: Partial<JudgeConfig> = {}): JudgeConfig {
  return { ...resolveJudgeConfig({ apiKey: 'sk-test', baseUrl: 'http://judge.test/v1' }, {}), ...overrides };
}

function judgeWith(overrides: Partial<JudgeConfig> = {}) {
  const client = createFakeModelClient();
  const logger = memoryLogger();
  const judge = createJudge(config(overrides), { client, logger, sleep: virtualSleep, random: () => 0 });
  return { client, logger, judge };
}

function request(overrides: Partial<JudgeRequest> = {}): JudgeRequest {
  return {
    suite_id: 'orders',
    test_id: 'refund',
    turn_id: 't1',
    criteria: ['helpfulness', 'faithfulness'],
    quality_min: 0.7,
    criteria_min: {},
    model: 'judge-primary',
    fallback_model: null,
    user_input: 'I want a refund for order 42.',
    assistant_message: 'I have started the refund for order 42.',
    context_excerpt: 'node: refund',
    ...overrides,
  };
}

const models = (client: FakeModelClient) => client.chats.map((r) => r.model);

function expectScored(v: JudgeVerdict): Extract<JudgeVerdict, { status: 'scored' }> {
  expect(v.status, JSON.stringify(v)).toBe('scored');
  return v as Extract<JudgeVerdict, { status: 'scored' }>;
}

function expectUnscored(v: JudgeVerdict): Extract<JudgeVerdict, { status: 'unscored' }> {
  expect(v.status, JSON.stringify(v)).toBe('unscored');
  return v as Extract<JudgeVerdict, { status: 'unscored' }>;
}

describe('model tiering', () => {
  it('asks the cheap model first and lets the primary decide when the cheap verdict fails the thresholds', async () => {
    const { client, judge } = judgeWith();
    client.enqueue('judge-cheap', verdict({ helpfulness: 0.2, faithfulness: 0.3 }));
    client.enqueue('judge-primary', verdict({ helpfulness: 0.9, faithfulness: 0.8 }));
    const v = expectScored(await judge.judge(request({ fallback_model: 'judge-cheap' })));
    expect(v).toMatchObject({ model: 'judge-primary', scores: { helpfulness: 0.9, faithfulness: 0.8 } });
    expect(models(client)).toEqual(['judge-cheap', 'judge-primary']);
    expect(v.requests.map((r) => r.model)).toEqual(['judge-cheap', 'judge-primary']);
  });

  it('keeps a passing cheap verdict without asking the primary', async () => {
    const { client, judge } = judgeWith();
    client.enqueue('judge-cheap', verdict({ helpfulness: 0.9, faithfulness: 0.9 }));
    expect(expectScored(await judge.judge(request({ fallback_model: 'judge-cheap' }))).model).toBe('judge-cheap');
    expect(models(client)).toEqual(['judge-cheap']);
  });

  it('confirms an unscored cheap verdict with the primary, and keeps a failing cheap verdict when the primary cannot answer', async () => {
    const { client, judge } = judgeWith({ maxRetries: 0 });
    client.enqueue('judge-cheap', text('no idea'), text('still no idea'));
    expect(expectScored(await judge.judge(request({ fallback_model: 'judge-cheap' }))).model).toBe('judge-primary');

    client.enqueue('judge-cheap', verdict({ helpfulness: 0.1, faithfulness: 0.1 }));
    client.enqueue('judge-primary', httpFailure(500, 'upstream exploded'));
    const kept = expectScored(await judge.judge(request({ fallback_model: 'judge-cheap', assistant_message: 'Other.' })));
    expect(kept).toMatchObject({ model: 'judge-cheap', scores: { helpfulness: 0.1, faithfulness: 0.1 } });
  });

  it('sends questions with more than 2 criteria, or per-criterion minimums, to the primary only', async () => {
    const { client, judge } = judgeWith();
    await judge.judge(request({ fallback_model: 'judge-cheap', criteria: ['a', 'b', 'c'] }));
    await judge.judge(request({ fallback_model: 'judge-cheap', criteria: ['a'], criteria_min: { b: 0.5 } }));
    expect(models(client)).toEqual(['judge-primary', 'judge-primary']);
  });
});

describe('an invalid reply', () => {
  it('is re-asked once, with the reply and what was wrong with it', async () => {
    const { client, judge } = judgeWith();
    client.enqueue('*', text('The answer looks fine to me.'), verdict({ helpfulness: 1, faithfulness: 0.8 }));
    const v = expectScored(await judge.judge(request()));
    expect(v.scores).toEqual({ helpfulness: 1, faithfulness: 0.8 });
    expect(client.chats).toHaveLength(2);
    expect(client.chats[1]?.messages.at(-2)).toEqual({ role: 'assistant', content: 'The answer looks fine to me.' });
    expect(client.chats[1]?.messages.at(-1)?.content).toContain('not valid JSON');
  });

  it('leaves the check unscored with the raw reply after the second invalid one, and asks nothing more', async () => {
    const { client, judge } = judgeWith();
    client.enqueue('*', text('{"scores": '), text('still not a verdict'));
    const v = expectUnscored(await judge.judge(request()));
    expect(v).toMatchObject({ raw: 'still not a verdict', reason: 'reply not valid JSON after one re-ask' });
    expect(client.chats).toHaveLength(2);
    expect(judge.usage()).toMatchObject({ calls: 2, unscored: 1 });
  });
});

describe('timeouts and the circuit breaker', () => {
  it('retries a request that timed out once, at once', async () => {
    const { client, judge } = judgeWith();
    client.enqueue('*', HANG, verdict({ helpfulness: 1, faithfulness: 1 }));
    expectScored(await judge.judge(request()));
    expect(client.chats).toHaveLength(2);
    expect(judge.usage().calls).toBe(1);
  });

  it('gives up after the second timeout: unscored with the cause', async () => {
    const { client, judge } = judgeWith({ timeoutMs: 30_000 });
    client.enqueue('*', HANG, HANG);
    const v = expectUnscored(await judge.judge(request()));
    expect(v.reason).toBe('judge timed out after 30 s');
    expect(client.chats).toHaveLength(2);
  });

  it('opens after 3 consecutive failures: the remaining checks are JUDGE_ERROR with the first cause, and nothing more is sent', async () => {
    const { client, judge, logger } = judgeWith();
    client.otherwise(() => httpFailure(401, 'Incorrect API key provided'));
    const verdicts: JudgeVerdict[] = [];
    for (const message of ['one', 'two', 'three', 'four', 'five'])
      verdicts.push(await judge.judge(request({ assistant_message: message })));

    expect(client.chats).toHaveLength(3);
    const open = 'judge circuit open after 3 consecutive failures: judge request failed: 401 Incorrect API key provided';
    expect(verdicts.map((v) => expectUnscored(v).reason)).toEqual([
      'judge request failed: 401 Incorrect API key provided',
      'judge request failed: 401 Incorrect API key provided',
      'judge request failed: 401 Incorrect API key provided',
      open,
      open,
    ]);
    const [check] = judgeCriteria({ criteria: ['helpfulness'] }, observed({ judge: verdicts[4]! }));
    expect(check).toMatchObject({ pass: false, code: 'JUDGE_ERROR', reason: expect.stringContaining(open) });
    expect(logger.lines.filter((l) => l.includes('3 consecutive failures'))).toHaveLength(1);
  });

  it('closes the streak on an answer: failures apart never open it', async () => {
    const { client, judge } = judgeWith();
    const refused = httpFailure(403, 'model not allowed');
    client.enqueue('*', refused, refused, verdict({ helpfulness: 1, faithfulness: 1 }), refused, refused);
    for (const message of ['one', 'two', 'three', 'four', 'five']) await judge.judge(request({ assistant_message: message }));
    expectScored(await judge.judge(request({ assistant_message: 'six' })));
    expect(client.chats).toHaveLength(6);
  });
});

describe('budget', () => {
  it('skips the checks after maxCalls, with one warning, and sends nothing for them', async () => {
    const { client, judge, logger } = judgeWith({ maxCalls: 2 });
    expectScored(await judge.judge(request({ assistant_message: 'one' })));
    expectScored(await judge.judge(request({ assistant_message: 'two' })));
    expect(await judge.judge(request({ assistant_message: 'three' }))).toEqual({ status: 'skipped', reason: 'skipped: budget' });
    expect(await judge.judge(request({ assistant_message: 'four' }))).toEqual({ status: 'skipped', reason: 'skipped: budget' });
    expect(client.chats).toHaveLength(2);
    expect(judge.usage()).toMatchObject({ calls: 2, skipped: 2 });
    expect(logger.lines.filter((l) => l.startsWith('warning: judge budget reached'))).toHaveLength(1);
  });

  it('leaves an invalid reply unscored when the budget forbids the re-ask', async () => {
    const { client, judge } = judgeWith({ maxCalls: 1 });
    client.enqueue('*', text('nope'));
    const v = expectUnscored(await judge.judge(request()));
    expect(v).toMatchObject({ raw: 'nope', reason: 'invalid verdict (the reply is not valid JSON); not re-asked: judge budget reached' });
    expect(client.chats).toHaveLength(1);
  });
});

describe('cache', () => {
  it('answers an identical question from the disk cache on the next run: no call', async () => {
    const cacheDir = await tempDir('judge-cache');
    const first = judgeWith({ cacheDir });
    const original = expectScored(await first.judge.judge(request()));

    const rerun = judgeWith({ cacheDir });
    const cached = expectScored(await rerun.judge.judge(request({ quality_min: 0.99 })));
    expect(rerun.client.chats).toHaveLength(0);
    expect(cached).toEqual({ ...original, cached: true, requests: [] });
    expect(rerun.judge.usage()).toMatchObject({ calls: 0, cache_hits: 1, cache_misses: 0 });
  });

  it('does not cache a failure: the next run asks again', async () => {
    const cacheDir = await tempDir('judge-cache');
    const first = judgeWith({ cacheDir, maxRetries: 0 });
    first.client.enqueue('*', httpFailure(503, 'down'));
    expectUnscored(await first.judge.judge(request()));

    const rerun = judgeWith({ cacheDir });
    expectScored(await rerun.judge.judge(request()));
    expect(rerun.client.chats).toHaveLength(1);
  });

  it('asks an identical question once per run, even concurrently', async () => {
    const { client, judge } = judgeWith({ cacheDir: null });
    const [a, b] = await Promise.all([judge.judge(request()), judge.judge(request())]);
    expect(client.chats).toHaveLength(1);
    expect([expectScored(a!).cached, expectScored(b!).cached]).toEqual([false, true]);
  });
});

describe('similarity', () => {
  it('asks for both vectors in one request and remembers them', async () => {
    const { client, judge } = judgeWith({ cacheDir: null });
    expect(await judge.similarity('refund please', 'please refund')).toEqual({ status: 'scored', value: expect.closeTo(1, 10) });
    expect(await judge.similarity('please refund', 'aaa')).toMatchObject({ status: 'scored' });
    expect(client.embeddings).toEqual([
      { model: 'text-embedding-3-small', texts: ['refund please', 'please refund'] },
      { model: 'text-embedding-3-small', texts: ['aaa'] },
    ]);
  });
});

describe('a judge panel', () => {
  const panelOf = (rule: 'all' | 'majority' = 'majority') => ({ panelModels: ['judge-a', 'judge-b'], panelRule: rule });

  it('asks every member the same question, with no tiering, and counts calls and tokens per model', async () => {
    const { client, judge } = judgeWith({ ...panelOf(), cacheDir: null });
    client.enqueue('judge-a', verdict({ helpfulness: 0.9, faithfulness: 0.9 }, [], { input_tokens: 100, output_tokens: 10 }));
    client.enqueue('judge-b', verdict({ helpfulness: 0.8, faithfulness: 0.9 }, [], { input_tokens: 300, output_tokens: 30 }));
    // A cheap fallback model would take this simple question first without a panel.
    const v = expectScored(await judge.judge(request({ fallback_model: 'judge-cheap' })));
    expect(v.model).toBe('panel(majority):judge-a,judge-b');
    expect(models(client).sort()).toEqual(['judge-a', 'judge-b']);
    const [a, b] = client.chats;
    expect(a!.messages).toEqual(b!.messages);
    expect(judge.usage()).toMatchObject({
      calls: 2,
      input_tokens: 400,
      output_tokens: 40,
      by_model: [
        { model: 'judge-a', calls: 1, input_tokens: 100, output_tokens: 10 },
        { model: 'judge-b', calls: 1, input_tokens: 300, output_tokens: 30 },
      ],
    });
  });

  it("keeps each member's verdict in the cache under the key it would have alone", async () => {
    const cacheDir = await tempDir('judge-cache');
    const alone = judgeWith({ cacheDir, model: 'judge-a' });
    alone.client.enqueue('judge-a', verdict({ helpfulness: 0.9, faithfulness: 0.9 }));
    expectScored(await alone.judge.judge(request()));

    const panel = judgeWith({ cacheDir, ...panelOf() });
    const v = expectScored(await panel.judge.judge(request()));
    expect(models(panel.client)).toEqual(['judge-b']);
    expect(v.panel?.members.map((m) => [m.model, m.cached])).toEqual([
      ['judge-a', true],
      ['judge-b', false],
    ]);
  });

  it('fails a check the majority fails and names the disagreement in its reason', async () => {
    const { client, judge } = judgeWith({ panelModels: ['gpt-4.1', 'claude'], panelRule: 'majority', cacheDir: null });
    client.enqueue('gpt-4.1', verdict({ helpful: 0.8 }));
    client.enqueue('claude', verdict({ helpful: 0.4 }, ['misses the refund date']));
    const v = await judge.judge(request({ criteria: ['helpful'], quality_min: 0.7 }));
    const [result] = judgeCriteria({ criteria: ['helpful'], assistant_quality_min: 0.7 }, observed({ judge: v }));
    expect(result).toMatchObject({ status: 'failed', code: 'QUALITY_JUDGE_FAIL' });
    expect(result?.reason).toBe(
      'below threshold: mean 0.4 < 0.7; judge: "claude: misses the refund date"; judges disagreed on "helpful" (at 0.7): gpt-4.1 0.8 pass, claude 0.4 fail; majority -> fail',
    );
  });

  it('is a JUDGE_ERROR under all when a member cannot answer, never a pass', async () => {
    const { client, judge } = judgeWith({ ...panelOf('all'), cacheDir: null, maxRetries: 0 });
    client.enqueue('judge-a', verdict({ helpfulness: 1, faithfulness: 1 }));
    client.enqueue('judge-b', httpFailure(503, 'overloaded'));
    const v = expectUnscored(await judge.judge(request()));
    const [result] = judgeCriteria({ criteria: ['helpfulness', 'faithfulness'] }, observed({ judge: v }));
    expect(result).toMatchObject({ status: 'unscored', code: 'JUDGE_ERROR' });
    expect(result?.reason).toMatch(
      /^judge panel \(all\): judge-b could not score \(.*503.*\); the rule all needs every member's verdict \(judge model panel\(all\):judge-a,judge-b\)$/,
    );
    expect(judge.usage()).toMatchObject({ unscored: 1 });
  });

  it('skips the check when the budget stops a member', async () => {
    const { judge } = judgeWith({ ...panelOf(), cacheDir: null, maxCalls: 1 });
    expect(await judge.judge(request())).toEqual({ status: 'skipped', reason: 'skipped: budget' });
  });

  it("reports how often the members disagreed per criterion over the run's checks", async () => {
    const { client, judge } = judgeWith({ ...panelOf(), cacheDir: null });
    const answers: [number, number][] = [
      [0.9, 0.9],
      [0.9, 0.3],
      [0.2, 0.3],
      [0.8, 0.1],
    ];
    for (const [i, [a, b]] of answers.entries()) {
      client.enqueue('judge-a', verdict({ helpfulness: a }));
      client.enqueue('judge-b', verdict({ helpfulness: b }));
      await judge.judge(request({ criteria: ['helpfulness'], assistant_message: `answer ${i}` }));
    }
    expect(judge.usage().panels).toEqual([
      {
        key: 'panel(majority):judge-a,judge-b',
        rule: 'majority',
        models: ['judge-a', 'judge-b'],
        criteria: [
          {
            criterion: 'helpfulness',
            checks: 4,
            disagreed: 2,
            rate: 0.5,
            ci: [expect.any(Number), expect.any(Number)],
            level: 0.95,
            method: 'wilson',
          },
        ],
      },
    ]);
  });

  it('leaves the one-model judge without a stability figure', async () => {
    const { judge } = judgeWith({ cacheDir: null });
    await judge.judge(request());
    expect(judge.usage().panels).toBeUndefined();
  });
});
