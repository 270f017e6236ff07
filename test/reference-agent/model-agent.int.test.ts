// The reference agent with a model behind it, end to end: `agent-eval serve --model` against a
// loopback OpenAI-compatible server, played by `agent-eval run --target` (the real harness). The
// scripted model routes by its process_node call; when it fails or names no real option, the
// flow's rules answer and the turn record says so.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandIo } from '../../src/commands/io.ts';
import { runCommand } from '../../src/commands/run.ts';
import { serveCommand } from '../../src/commands/serve.ts';
import { referenceModelFromEnv, ReferenceModelError } from '../../src/reference-agent/server.ts';
import type { RunRecord, TurnRecord } from '../../src/results/results-schema.ts';
import { repeatSeed } from '../../src/runner/repeat-seed.ts';
import { DEFAULT_REPEATS } from '../../src/suite/repeats.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import {
  content,
  firstChoices,
  forcedFunction,
  httpError,
  startFakeOpenAi,
  toolCall,
  type ChatHandler,
  type FakeOpenAiServer,
} from '../fakes/openai-server.ts';

const KEY = 'sk-reference-agent-secret-5150';
const SUITE = fileURLToPath(new URL('../fixtures/reference-agent/model-routing.yaml', import.meta.url));

/** The user's message, as the model policy sends it: a JSON object with `message`. */
function userMessage(body: { messages: { role: string; content: string }[] }): string {
  const user = body.messages.find((m) => m.role === 'user');
  return String((JSON.parse(user?.content ?? '{}') as { message?: unknown }).message ?? '');
}

const scriptedModel: ChatHandler = (body, request) => {
  const message = userMessage(body);
  // Retried at once (retry-after-ms), so the fallback costs no backoff time.
  if (message.includes('MODEL-DOWN')) return httpError(500, `upstream failed for key ${KEY}`, { 'retry-after-ms': '1' });
  if (forcedFunction(body) === 'process_node') {
    if (message.includes('MODEL-CONFUSED')) return toolCall('process_node', { option_id: 'opt_99' });
    if (message === 'something vague') return toolCall('process_node', { current_node_id: 'conv_1', option_id: 'opt_2' });
    return firstChoices(body, request);
  }
  if (body.response_format?.type === 'json_object') return content(JSON.stringify({ facts: [] }));
  return content(`Model reply to: ${message}`);
};

function io(env: NodeJS.ProcessEnv, signal = new AbortController().signal): { io: CommandIo; out: string[] } {
  const out: string[] = [];
  return { io: { stdout: (t) => out.push(t), stderr: (t) => out.push(t), env, cwd: process.cwd(), isTty: false, signal }, out };
}

let fake: FakeOpenAiServer;
beforeEach(async () => {
  fake = await startFakeOpenAi({ chat: scriptedModel });
});
afterEach(() => fake.close());

describe('agent-eval serve --model, played by agent-eval run', () => {
  it('routes by the model, falls back to the rules with a warning on the turn record, and never shows the key', async () => {
    const stop = new AbortController();
    const serve = io({ OPENAI_API_KEY: KEY }, stop.signal);
    const serving = serveCommand(['--model', 'gpt-fake', '--model-base-url', fake.baseURL], serve.io);
    let url: string | undefined;
    await expect.poll(() => (url = /listening on (http:\/\/\S+)/.exec(serve.out.join(''))?.[1])).toBeDefined();

    const outDir = await tempDir('model-agent');
    const run = io({});
    let exit: number;
    try {
      exit = await runCommand(['--target', url!, '--suites', SUITE, '--out', outDir], run.io);
    } finally {
      stop.abort(new Error('SIGINT'));
    }
    expect(await serving).toBe(0);
    expect(exit, run.out.join('')).toBe(0);

    const results = JSON.parse(readFileSync(join(outDir, 'results.json'), 'utf8'));
    const runs = new Map<string, RunRecord>(
      results.suites[0].tests.map((t: { test_id: string; runs: RunRecord[] }) => [t.test_id, t.runs[0]!]),
    );
    const turn = (test: string, id: string): TurnRecord => runs.get(test)!.turns.find((t) => t.turn_id === id)!;

    // The model's choice: the rules would have stayed in conv_1 on "something vague".
    const vague = turn('model_routes', 'vague');
    expect(vague.tool_calls[0]).toMatchObject({ name: 'process_node', args: { current_node_id: 'conv_1', option_id: 'opt_2' } });
    expect(vague.node_after).toBe('conv_2');
    expect(vague.assistant_message).toBe('Model reply to: something vague');
    expect(vague.warnings).toEqual([]);
    expect(turn('model_routes', 'hello').tool_calls[0]).toMatchObject({
      name: 'process_node',
      args: { current_node_id: 'start', next_node_id: 'conv_1' },
    });

    // A model that is down: every step answered by the rules, each fallback on the turn record.
    const broken = turn('model_fails', 'broken');
    expect(broken.node_after).toBe('billing');
    expect(broken.warnings.map((w) => /^agent: model policy: (.+?) at node "conv_1" fell back to the flow's rules/.exec(w)?.[1])).toEqual([
      'fact extraction',
      'option choice',
      'reply',
    ]);
    expect(broken.warnings[1]).toContain('upstream failed for key ***');
    // A model that names an option the node lacks: the rules route, and the turn says why.
    const confused = turn('model_fails', 'confused');
    expect(confused.tool_calls[0]).toMatchObject({ args: { current_node_id: 'billing', option_id: 'opt_1' } });
    expect(confused.node_after).toBe('refund');
    expect(confused.warnings).toEqual([
      `agent: model policy: option choice at node "billing" fell back to the flow's rules (process_node chose option_id "opt_99", which is not one of ["opt_1","opt_2","opt_3","-1"])`,
    ]);

    // Every routing call was a forced process_node call, with the seed of its own run: each repeat of
    // a test has its own, derived from the test's seed (11 or 22), and the run records it.
    const routing = fake.chatRequests().filter((r) => r.body.tools !== undefined);
    expect(routing.length).toBeGreaterThanOrEqual(5);
    for (const r of routing) expect(r.body.tool_choice).toEqual({ type: 'function', function: { name: 'process_node' } });
    const recorded = results.suites[0].tests.flatMap((t: { runs: RunRecord[] }) => t.runs.map((r) => r.seed));
    const repeats = Array.from({ length: DEFAULT_REPEATS }, (_, i) => i);
    expect(new Set(recorded)).toEqual(new Set([...repeats.map((i) => repeatSeed(11, i)), ...repeats.map((i) => repeatSeed(22, i))]));
    expect(new Set(fake.chatRequests().map((r) => r.body.seed))).toEqual(new Set(recorded));
    expect(fake.chatRequests().every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);

    // The fallbacks are visible to whoever runs the agent too, and the key is nowhere.
    const served = serve.out.join('');
    expect(served).toContain('Model      gpt-fake at http://127.0.0.1:');
    expect(served).toMatch(/warning: reference agent: conversation \S+ broken attempt 1: model policy: option choice/);
    for (const text of [served, run.out.join('')]) expect(text).not.toContain(KEY);
    for (const f of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (f.isFile()) expect(readFileSync(join(f.parentPath, f.name), 'utf8'), f.name).not.toContain(KEY);
    }
  });
});

describe('agent-eval run with no --target and AGENT_EVAL_REFERENCE_MODEL', () => {
  it('starts the built-in agent with the model behind it, and masks the reference key', async () => {
    const outDir = await tempDir('run-model');
    const run = io({ AGENT_EVAL_REFERENCE_MODEL: 'gpt-fake', AGENT_EVAL_REFERENCE_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL });
    const exit = await runCommand(['--suites', SUITE, '--out', outDir], run.io);
    const printed = run.out.join('');
    expect(exit, printed).toBe(0);
    expect(printed).toMatch(/built-in reference agent at http:\/\/127\.0\.0\.1:\d+ \(routing by model gpt-fake\)/);
    const results = JSON.parse(readFileSync(join(outDir, 'results.json'), 'utf8'));
    const vague = (results.suites[0].tests as { test_id: string; runs: RunRecord[] }[])
      .find((t) => t.test_id === 'model_routes')!
      .runs[0]!.turns.find((t) => t.turn_id === 'vague')!;
    expect(vague.node_after).toBe('conv_2'); // the model's choice, not the rules'
    expect(fake.chatRequests().some((r) => forcedFunction(r.body) === 'process_node')).toBe(true);
    expect(printed).not.toContain(KEY);
    for (const f of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (f.isFile()) expect(readFileSync(join(f.parentPath, f.name), 'utf8'), f.name).not.toContain(KEY);
    }
  });

  it('is a usage error when the model has no key and no base URL', async () => {
    const error = await runCommand(['--suites', SUITE], io({ AGENT_EVAL_REFERENCE_MODEL: 'gpt-fake' }).io).catch((e: unknown) => e);
    expect((error as Error).name).toBe('UsageError');
    expect((error as Error).message).toContain('OPENAI_API_KEY');
  });
});

describe('agent-eval serve --model usage', () => {
  it.each([
    [['--model', 'gpt-fake'], {}, 'has no API key and no base URL: set OPENAI_API_KEY (or AGENT_EVAL_REFERENCE_API_KEY)'],
    [['--model-base-url', 'http://127.0.0.1:1/v1'], { OPENAI_API_KEY: KEY }, 'a model base URL was given without a model'],
    [['--model', 'gpt-fake', '--model-base-url', 'not a url'], {}, 'the model base URL "not a url" is not a URL'],
  ])('refuses %j with a message that says the fix', async (argv, env, message) => {
    const error = await serveCommand(argv, io(env).io).catch((e: unknown) => e);
    expect((error as Error).name).toBe('UsageError');
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain(KEY);
  });
});

describe('referenceModelFromEnv', () => {
  it("reads the model, the key (the reference agent's own first) and the base URL", () => {
    expect(referenceModelFromEnv({ OPENAI_API_KEY: KEY })).toBeUndefined();
    expect(
      referenceModelFromEnv({ AGENT_EVAL_REFERENCE_MODEL: 'm', OPENAI_API_KEY: 'judge-key', AGENT_EVAL_REFERENCE_API_KEY: KEY }),
    ).toEqual({ model: 'm', apiKey: KEY, baseURL: null });
    expect(
      referenceModelFromEnv({ AGENT_EVAL_REFERENCE_MODEL: 'm', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_API_KEY: '' }),
    ).toEqual({ model: 'm', apiKey: null, baseURL: 'http://127.0.0.1:11434/v1' });
    expect(referenceModelFromEnv({ AGENT_EVAL_REFERENCE_MODEL: 'env-model', OPENAI_API_KEY: KEY }, { model: 'flag-model' })?.model).toBe(
      'flag-model',
    );
  });

  it('refuses a model with neither a key nor a base URL', () => {
    expect(() => referenceModelFromEnv({ AGENT_EVAL_REFERENCE_MODEL: 'm', OPENAI_API_KEY: ' ' })).toThrow(ReferenceModelError);
  });
});
