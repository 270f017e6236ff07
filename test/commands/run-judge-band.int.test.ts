// assistant_similar_to's grey band, end to end: the CLI against the fake agent and a loopback
// OpenAI-compatible server that serves both the embeddings and the judge. Inside the band the judge
// decides whether the message means the same as the reference; outside it no judge call is made;
// without a judge the plain threshold decides and the result says so.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { SAME_MEANING, SAME_MEANING_PROMPT_VERSION, SAME_MEANING_SYSTEM_PROMPT } from '../../src/judge/prompt.ts';
import { AGREEING, calibrationOf, turnKey } from '../helpers/calibration.ts';
import type { Judge } from '../../src/judge/types.ts';
import { memoryLogger } from '../../src/logger.ts';
import type { AssertionResult, Results } from '../../src/results/results-schema.ts';
import { runSuites } from '../../src/runner/run.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { okResult, startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';
import { garbage, startFakeOpenAi, verdict, type ChatHandler, type FakeOpenAiServer } from '../fakes/openai-server.ts';
import { runJudged } from '../helpers/cli.ts';
import { plannedFromFiles, runOptions } from '../helpers/planned-suites.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const KEY = 'sk-band-test';
const REFERENCE = 'Your refund for order 42 is on its way.';
const MIN = 0.67;
const BAND = 0.05;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/**
 * Embeddings that make the similarity of `message` to the reference exactly `similarity`: the
 * reference is (1, 0), the message (s, sqrt(1 - s²)).
 */
function embeddings(message: string, similarity: number): (text: string) => number[] {
  return (text) => {
    if (text === REFERENCE) return [1, 0];
    if (text === message) return [similarity, Math.sqrt(1 - similarity * similarity)];
    return [0, 1];
  };
}

function suiteText(): string {
  return [
    'version: v1',
    'suite_id: band',
    // One run: the judge calls counted are those of one conversation.
    'defaults: { repeats: 1 }',
    'tests:',
    '  - test_id: refund',
    '    initial_node_id: start',
    '    turns:',
    '      - turn_id: t1',
    '        user_input: Where is my refund?',
    '        expected:',
    `          assistant_similar_to: { text: ${JSON.stringify(REFERENCE)}, min: ${MIN}, judge_band: ${BAND} }`,
    '',
  ].join('\n');
}

interface Setup {
  agent: FakeAgent;
  openai: FakeOpenAiServer;
  dir: string;
  suite: string;
}

async function setup(message: string, similarity: number, chat?: ChatHandler): Promise<Setup> {
  const agent = await startFakeAgent();
  closers.push(agent.close);
  // Every turn gets the same reply.
  for (let i = 0; i < 4; i++) agent.reply({ body: okResult({ assistant_message: message }) });
  const openai = await startFakeOpenAi({ embed: embeddings(message, similarity), ...(chat ? { chat } : {}) });
  closers.push(openai.close);
  const dir = await tempDir('band');
  const suite = join(dir, 'band.yaml');
  writeFileSync(suite, suiteText());
  return { agent, openai, dir, suite };
}

/** The grey band's question, calibrated for the judge these tests name: its verdicts gate. */
const SAME_MEANING_CALIBRATED = [
  calibrationOf(
    turnKey(SAME_MEANING.criterion, { model: 'judge-model', fallback_model: null, prompt_version: SAME_MEANING_PROMPT_VERSION }),
    AGREEING,
  ),
];

async function run(
  s: Setup,
  out: string,
  transport: 'http' | 'ws' = 'http',
  calibration = SAME_MEANING_CALIBRATED,
): Promise<{ code: number; stdout: string; result: AssertionResult; results: Results }> {
  const { code, stdout, results } = await runJudged(s, { key: KEY, out, transport, calibration });
  const result = results.suites[0]!.tests[0]!.runs[0]!.turns[0]!.assertions.find((a) => a.key === 'assistant_similar_to')!;
  return { code, stdout, result, results };
}

/** A judge that finds the meaning the same when the message says "on its way", and different otherwise. */
const meaningJudge: ChatHandler = (body) => {
  const user = String(body.messages.find((m: { role: string }) => m.role === 'user')?.content ?? '');
  const message = /<<<ASSISTANT_MESSAGE\n([\s\S]*?)\n>>>ASSISTANT_MESSAGE/.exec(user)?.[1] ?? '';
  return message.includes('on its way')
    ? verdict({ same_meaning: 1 })
    : verdict({ same_meaning: 0 }, ['the reference promises a refund; the message refuses it']);
};

describe('assistant_similar_to with judge_band', () => {
  it.each(['http', 'ws'] as const)(
    'over %s: escalates a similarity just below min to the judge, which passes it; a rerun is served from the cache',
    async (transport) => {
      const message = 'Order 42: the refund is on its way to you.';
      const s = await setup(message, 0.664, meaningJudge);

      const first = await run(s, 'one', transport);
      expect(first.code).toBe(0);
      expect(first.result).toMatchObject({
        status: 'passed',
        escalation: {
          escalated: true,
          similarity: expect.closeTo(0.664, 9),
          min: MIN,
          band: BAND,
          verdict: 'same_meaning',
          model: 'judge-model',
          score: 1,
          cached: false,
        },
      });
      expect(first.result.reason).toBe(
        `similarity 0.664 to ${JSON.stringify(REFERENCE)} is within the grey band 0.67 ± 0.05: the judge (judge-model) finds it means the same`,
      );

      // One strict question, its untrusted texts in their own blocks.
      const asked = s.openai.chatRequests();
      expect(asked).toHaveLength(1);
      const [system, user] = asked[0]!.body.messages as { role: string; content: string }[];
      expect(system).toEqual({ role: 'system', content: SAME_MEANING_SYSTEM_PROMPT });
      expect(system!.content.startsWith('You are a strict evaluator. Provide JSON only.')).toBe(true);
      expect(user!.content).toContain('Criteria (JSON array): ["same_meaning"]');
      expect(user!.content).toContain('<<<USER_TURN\nWhere is my refund?\n>>>USER_TURN');
      expect(user!.content).toContain(`<<<REFERENCE_ANSWER\n${REFERENCE}\n>>>REFERENCE_ANSWER`);
      expect(user!.content).toContain(`<<<ASSISTANT_MESSAGE\n${message}\n>>>ASSISTANT_MESSAGE`);
      expect(asked[0]!.body.response_format.json_schema.schema.properties.scores.required).toEqual(['same_meaning']);

      const second = await run(s, 'two', transport);
      expect(s.openai.chatRequests()).toHaveLength(1); // zero judge calls
      expect(second.result).toMatchObject({ status: 'passed', escalation: { verdict: 'same_meaning', cached: true } });
    },
  );

  it('fails with ASSISTANT_CONTENT when the judge finds the meaning different, even above min', async () => {
    const s = await setup('We cannot refund order 42.', 0.7, meaningJudge);
    const { code, result, results } = await run(s, 'out');
    expect(code).toBe(1);
    expect(result).toMatchObject({
      status: 'failed',
      code: 'ASSISTANT_CONTENT',
      escalation: { escalated: true, similarity: expect.closeTo(0.7, 9), verdict: 'different_meaning', score: 0 },
    });
    expect(result.reason).toBe(
      `similarity 0.7 to ${JSON.stringify(REFERENCE)} is within the grey band 0.67 ± 0.05: the judge (judge-model) finds it does not mean the same: "the reference promises a refund; the message refuses it"`,
    );
    expect(results.suites[0]!.tests[0]!.runs[0]!).toMatchObject({ outcome: 'failed', codes: ['ASSISTANT_CONTENT'] });
    expect(s.openai.chatRequests()).toHaveLength(1);
  });

  it('reports the judge finding the meaning different, without failing the run, while same_meaning is not calibrated', async () => {
    const s = await setup('We cannot refund order 42.', 0.7, meaningJudge);
    const { code, result, results } = await run(s, 'out', 'http', []);
    expect(code).toBe(0);
    expect(result).toMatchObject({ status: 'failed', code: 'ASSISTANT_CONTENT', gates: false, calibration: 'not_calibrated' });
    expect(results.suites[0]!.tests[0]!.runs[0]!).toMatchObject({ outcome: 'passed', codes: [] });
    expect(results.judge_calibration?.criteria).toMatchObject([
      { key: { criterion: 'same_meaning', prompt_version: SAME_MEANING_PROMPT_VERSION }, status: 'not_calibrated' },
    ]);
  });

  it('a judge that cannot answer inside the band is a JUDGE_ERROR that errors the run, never a pass', async () => {
    const s = await setup('Order 42: the refund is on its way to you.', 0.69, garbage);
    const { code, result, results, stdout } = await run(s, 'out');
    expect(result).toMatchObject({
      status: 'unscored',
      pass: false,
      code: 'JUDGE_ERROR',
      escalation: { escalated: true, verdict: 'unscored', similarity: expect.closeTo(0.69, 9) },
    });
    expect(result.reason).toMatch(
      /is within the grey band 0\.67 ± 0\.05, but the judge could not decide: reply not valid JSON after one re-ask/,
    );
    expect(results.suites[0]!.tests[0]!.runs[0]!).toMatchObject({ outcome: 'errored', error: { code: 'JUDGE_ERROR' } });
    expect(code).toBe(1);
    expect(stdout).toMatch(/JUDGE_ERROR/);
  });

  it.each([
    ['above the band', 0.9, 'passed'],
    ['below the band', 0.5, 'failed'],
  ] as const)('asks no judge %s: the plain threshold decides', async (_, similarity, status) => {
    const s = await setup('Order 42: the refund is on its way to you.', similarity, meaningJudge);
    const { result } = await run(s, 'out');
    expect(result.status).toBe(status);
    expect(result.escalation).toBeUndefined();
    expect(s.openai.embeddingRequests().length).toBeGreaterThan(0);
    expect(s.openai.chatRequests()).toHaveLength(0);
  });
});

describe('assistant_similar_to with judge_band and no judge', () => {
  // On the command line embeddings come with a judge key; a Judge port with embeddings but no chat
  // judge (configured: false) is what the runner sees when no judge answers questions.
  it('uses the plain threshold inside the band and says so', async () => {
    const message = 'Order 42: the refund is on its way to you.';
    const s = await setup(message, 0.664);
    const real = createJudge(resolveJudgeConfig({ apiKey: KEY, baseUrl: s.openai.baseURL }, {}));
    const embeddingsOnly: Judge = { configured: false, judge: real.judge, similarity: real.similarity, usage: real.usage };
    const loaded = await loadSuites([s.suite], { cwd: s.dir });
    expect(loaded.errors).toEqual([]);
    const results = await runSuites(plannedFromFiles(loaded), runOptions({ concurrency: 1, repeats: 1, target: s.agent.url }), {
      client: createAgentClient({ target: s.agent.url, transport: 'http', timeoutMs: 10_000, retries: 0 }),
      judge: embeddingsOnly,
      logger: memoryLogger(),
      now: Date.now,
      signal: new AbortController().signal,
    });
    const result = results.suites[0]!.tests[0]!.runs[0]!.turns[0]!.assertions.find((a) => a.key === 'assistant_similar_to')!;
    expect(result).toMatchObject({
      status: 'failed',
      code: 'ASSISTANT_CONTENT',
      escalation: {
        escalated: false,
        similarity: expect.closeTo(0.664, 9),
        verdict: 'not_escalated',
        reason: 'no judge configured: grey band not escalated, plain threshold used',
      },
    });
    expect(result.reason).toBe(
      `similarity 0.664 to ${JSON.stringify(REFERENCE)} is below 0.67 (within the grey band 0.67 ± 0.05; no judge configured: grey band not escalated, plain threshold used)`,
    );
    expect(s.openai.embeddingRequests().length).toBeGreaterThan(0);
    expect(s.openai.chatRequests()).toHaveLength(0);
  });
});
