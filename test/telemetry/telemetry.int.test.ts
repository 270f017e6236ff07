import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { artifactFileName } from '../../src/telemetry/artifacts.ts';
import { createTracing, noopTracing, otlpTracesUrl } from '../../src/telemetry/tracing.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL } from '../../src/judge/config.ts';
import { okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { garbage, passEverything, startFakeOpenAi } from '../fakes/openai-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { attr, FIXTURES, parseExposition, recorder, sampleValue, spansOf, tempDir, tracingProxy } from './helpers.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

describe('a run with telemetry', () => {
  it('writes a valid metrics.prom with the run counts, pushes it, exports spans and joins the agent trace', async () => {
    const agent: ReferenceAgent = await startReferenceAgent({});
    const collector = await recorder();
    const pushgateway = await recorder();
    cleanup.push(
      agent.close,
      () => new Promise((r) => collector.server.close(r)),
      () => new Promise((r) => pushgateway.server.close(r)),
    );
    const out = await tempDir('telemetry');

    const { code, stderr } = await agentEval(
      ['run', '--target', agent.url, '--out', out, '--pushgateway', pushgateway.url, join(FIXTURES, 'tiny.yaml')],
      { env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } },
    );
    expect(stderr).not.toContain('not exported');
    expect(stderr).not.toContain('not pushed');
    expect(code).toBe(1); // one test expects the wrong node

    // Metrics: every line valid exposition format, counts as the fixture dictates (2 tests x 2 repeats x 1 turn).
    const text = await readFile(join(out, 'metrics.prom'), 'utf8');
    const { types, samples } = parseExposition(text);
    expect(types.get('agent_eval_runs_total')).toBe('counter');
    expect(types.get('agent_eval_agent_turn_latency_seconds')).toBe('histogram');
    expect(sampleValue(samples, 'agent_eval_runs_total', { outcome: 'passed' })).toBe(2);
    expect(sampleValue(samples, 'agent_eval_runs_total', { outcome: 'failed' })).toBe(2);
    expect(sampleValue(samples, 'agent_eval_runs_total', { outcome: 'errored' })).toBe(0);
    expect(sampleValue(samples, 'agent_eval_run_failures_total', { code: 'NODE_MISMATCH' })).toBe(2);
    expect(sampleValue(samples, 'agent_eval_turns_total', { result: 'answered' })).toBe(4);
    expect(sampleValue(samples, 'agent_eval_agent_retries_total')).toBe(0);
    expect(sampleValue(samples, 'agent_eval_agent_turn_latency_seconds_count')).toBe(4);
    expect(sampleValue(samples, 'agent_eval_agent_turn_latency_seconds_bucket', { le: '+Inf' })).toBe(4);
    expect(sampleValue(samples, 'agent_eval_judge_calls_total')).toBe(0);

    expect(pushgateway.received).toHaveLength(1);
    expect(pushgateway.received[0]).toMatchObject({ method: 'PUT', url: '/metrics/job/agent-eval', body: text });

    // Traces: run > suite > conversation > turn > agent call, failures marked.
    const spans = spansOf(collector.received);
    const byName = (name: string) => spans.filter((s) => s.name === name);
    expect(byName('run')).toHaveLength(1);
    expect(byName('suite')).toHaveLength(1);
    expect(byName('conversation')).toHaveLength(4);
    expect(byName('turn')).toHaveLength(4);
    expect(byName('agent call')).toHaveLength(4);
    const run = byName('run')[0]!;
    const suite = byName('suite')[0]!;
    expect(new Set(spans.map((s) => s.traceId))).toEqual(new Set([run.traceId]));
    expect(suite.parentSpanId).toBe(run.spanId);
    expect(attr(suite, 'suite_id')).toBe('telemetry_tiny');
    for (const conversation of byName('conversation')) {
      expect(conversation.parentSpanId).toBe(suite.spanId);
      expect(attr(conversation, 'suite_id')).toBe('telemetry_tiny');
      expect([0, 1]).toContain(attr(conversation, 'repeat'));
      expect(typeof attr(conversation, 'conversation_id')).toBe('string');
      const failed = attr(conversation, 'test_case_id') === 'expects_wrong_node';
      expect(conversation.status?.code ?? 0).toBe(failed ? 2 : 0);
      if (failed) expect(attr(conversation, 'agent_eval.failure_code')).toBe('NODE_MISMATCH');
    }
    const turnIds = new Set(byName('turn').map((t) => t.spanId));
    for (const call of byName('agent call')) expect(turnIds.has(call.parentSpanId ?? '')).toBe(true);

    // The agent saw our traceparent: its trace id is ours, and the turn record keeps it.
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    const traceIds = results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns.map((turn) => turn.trace_id))));
    expect(traceIds).toEqual([run.traceId, run.traceId, run.traceId, run.traceId]);

    // Artifacts: one line per turn with what was sent and received, and the index of those lines.
    expect(await readdir(join(out, 'artifacts'))).toEqual(['index.json', 'telemetry_tiny.jsonl']);
    const lines = (await readFile(join(out, 'artifacts', 'telemetry_tiny.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).toMatchObject({ suite_id: 'telemetry_tiny', turn_id: 'hello', attempts: 1, error: null });
      expect(line.request).toMatchObject({ context: { latest_user_message: 'Hello' } });
      expect(line.response).toMatchObject({ current_node_id: 'conv_1' });
      expect(Array.isArray(line.tool_results)).toBe(true);
      // The facts delta the runner asserted on, as results.json has it.
      const run = results.suites[0]!.tests.flatMap((t) => t.runs).find((r) => r.conversation_id === line.conversation_id)!;
      expect((line.memory_delta as { facts: unknown }).facts).toEqual(run.turns[0]!.facts_delta);
    }
    // The index names the run it belongs to, so a report never links another run's artifacts.
    const index = JSON.parse(await readFile(join(out, 'artifacts', 'index.json'), 'utf8')) as { run_id: string | null };
    expect(index.run_id).toBe(results.run.id);
  });

  it('sends no traceparent and loads no exporter when no OTLP endpoint is set', async () => {
    expect(otlpTracesUrl({})).toBeNull();
    expect(await createTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(noopTracing);
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' })).toBe('http://c:4318/v1/traces');
    const agent = await startReferenceAgent({});
    const proxy = await tracingProxy(agent.url);
    cleanup.push(agent.close, () => new Promise((r) => proxy.server.close(r)));
    const out = await tempDir('notrace');
    const { code } = await agentEval(['run', '--target', proxy.url, '--out', out, join(FIXTURES, 'tiny.yaml')]);
    expect(code).toBe(1);
    expect(proxy.traceparents).toHaveLength(4);
    expect(proxy.traceparents.every((t) => t === undefined)).toBe(true);
    // metrics.prom and the artifacts are written on every run, traced or not.
    expect(parseExposition(await readFile(join(out, 'metrics.prom'), 'utf8')).samples.length).toBeGreaterThan(0);
    expect(await readdir(join(out, 'artifacts'))).toEqual(['index.json', 'telemetry_tiny.jsonl']);
  });
});

describe('numbers the agent reports are hostile input', () => {
  it('a negative, a huge or an impossible count never ends a run: the turn is kept and says what was not recorded', async () => {
    const agent = await startFakeAgent();
    cleanup.push(agent.close);
    const negative = okResult({ usage: { input_tokens: -5, output_tokens: 3 } });
    const huge = okResult({ usage: { prompt_tokens: 1e308, completion_tokens: 1e308 } });
    const lateTool = okResult({ tool_calls: [{ id: 'c1', name: 'process_node', args: {}, latency_ms: -5000 }] });
    agent.reply(
      { body: negative },
      { body: huge },
      { body: lateTool },
      { body: okResult({ usage: { input_tokens: 7, output_tokens: 2 } }) },
    );
    const out = await tempDir('hostile-numbers');
    const r = await agentEval(['run', '--target', agent.url, '--out', out, '--concurrency', '1', join(FIXTURES, 'tiny.yaml')]);
    expect(r.stderr).not.toMatch(/decrease a counter|internal error/);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    const turns = results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.flatMap((run) => run.turns)));
    // Every run played its turn: none is ENGINE_ERROR, and the turn records are all there.
    expect(results.counts.errored).toBe(0);
    expect(turns).toHaveLength(4);
    const warnings = turns.flatMap((t) => t.warnings);
    expect(warnings).toContain('usage.input_tokens is -5, not a whole number of tokens from 0 to 1,000,000,000; token counts not recorded');
    expect(warnings).toContain(
      'usage.prompt_tokens is 1e+308 and usage.completion_tokens is 1e+308, not a whole number of tokens from 0 to 1,000,000,000; token counts not recorded',
    );
    expect(warnings).toContain('tool_calls[0].latency_ms is -5000, not a duration from 0 to 86,400,000 ms; not recorded');
    expect(turns.flatMap((t) => t.tool_calls).map((c) => c.latency_ms)).toEqual([undefined]);
    const prom = await readFile(join(out, 'metrics.prom'), 'utf8');
    const { samples } = parseExposition(prom);
    expect(samples.filter((sample) => !Number.isFinite(sample.value) || sample.value < 0)).toEqual([]);
    expect(sampleValue(samples, 'agent_eval_tokens_total', { source: 'agent', direction: 'input' })).toBe(7);
    expect(sampleValue(samples, 'agent_eval_turns_total', { result: 'answered' })).toBe(4);
  });
});

describe('artifacts of failed attempts', () => {
  it('keep the raw body of each failed attempt: the retried one, a reply that never parsed, bounded and masked', async () => {
    const TOKEN = 'agent-token-5c1f9e';
    const agent = await startFakeAgent({ token: TOKEN });
    cleanup.push(agent.close);
    // In play order (one conversation at a time): a retried turn, a turn whose every reply is not
    // JSON, and one whose first reply is far over the bound.
    agent.reply(
      { status: 502, raw: `<h1>bad gateway</h1> for Bearer ${TOKEN}` },
      { body: okResult() },
      { raw: '{"current_node_id": "conv_1", ' },
      { raw: 'I am not JSON either' },
      { raw: `{"x": "${'y'.repeat(100_000)}` },
    );
    const out = await tempDir('raw-bodies');
    await agentEval(['run', '--target', agent.url, '--out', out, '--concurrency', '1', '--retries', '1', join(FIXTURES, 'tiny.yaml')], {
      env: {
        AGENT_EVAL_AGENT_TOKEN: TOKEN,
      },
    });
    const text = await readFile(join(out, 'artifacts', 'telemetry_tiny.jsonl'), 'utf8');
    expect(text).not.toContain(TOKEN);
    const records = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { attempts: number; error: unknown; response: unknown; failed_attempts: Record<string, unknown>[] });
    const failedOnes = records.filter((r) => r.failed_attempts.length > 0);
    expect(failedOnes).toHaveLength(3);
    const [retried, neverParsed, huge] = failedOnes as [(typeof records)[0], (typeof records)[0], (typeof records)[0]];

    expect(retried).toMatchObject({ attempts: 2, error: null, response: { current_node_id: 'conv_1' } });
    expect(retried.failed_attempts).toEqual([
      {
        attempt: 1,
        code: 'ENGINE_ERROR',
        message: expect.stringContaining('answered 502'),
        status: 502,
        body: '<h1>bad gateway</h1> for Bearer ***',
      },
    ]);

    expect(neverParsed).toMatchObject({ attempts: 2, error: { code: 'ENGINE_ERROR' }, response: null });
    expect(neverParsed.failed_attempts.map((a) => [a.attempt, a.status, a.body])).toEqual([
      [1, 200, '{"current_node_id": "conv_1", '],
      [2, 200, 'I am not JSON either'],
    ]);

    const body = huge.failed_attempts[0]!.body as string;
    expect(body.startsWith('{"x": "yyy')).toBe(true);
    expect(body.endsWith('... (cut at 65536 of 100007 bytes)')).toBe(true);
    expect(Buffer.byteLength(body)).toBeLessThan(66_000);
  });
});

/** Forwards every request to the agent, noting the traceparent header it carried. */
describe('judge telemetry', () => {
  it('counts judge calls, cache misses, tokens and latency, traces the judge call under its turn and keeps its prompt and reply', async () => {
    const agent = await startReferenceAgent({});
    const collector = await recorder();
    const judge = await startFakeOpenAi();
    cleanup.push(agent.close, judge.close, () => new Promise((r) => collector.server.close(r)));
    const out = await tempDir('judged');
    const { code, stderr } = await agentEval(
      [
        'run',
        '--target',
        agent.url,
        '--out',
        out,
        '--judge-base-url',
        judge.baseURL,
        '--judge-model',
        'judge-model',
        // One run: the judge calls counted are those of one conversation.
        '--repeats',
        '1',
        join(FIXTURES, 'judged.yaml'),
      ],
      { env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OPENAI_API_KEY: 'sk-test' } },
    );
    expect(code, stderr).toBe(0);

    const { samples } = parseExposition(await readFile(join(out, 'metrics.prom'), 'utf8'));
    expect(sampleValue(samples, 'agent_eval_judge_calls_total')).toBe(1);
    expect(sampleValue(samples, 'agent_eval_judge_cache_misses_total')).toBe(1);
    expect(sampleValue(samples, 'agent_eval_judge_cache_hits_total')).toBe(0);
    expect(sampleValue(samples, 'agent_eval_judge_latency_seconds_count')).toBe(1);
    expect(sampleValue(samples, 'agent_eval_tokens_total', { source: 'judge', direction: 'input' })).toBe(100);
    expect(sampleValue(samples, 'agent_eval_tokens_total', { source: 'judge', direction: 'output' })).toBe(20);

    const spans = spansOf(collector.received);
    const judgeSpans = spans.filter((s) => s.name === 'judge call');
    expect(judgeSpans).toHaveLength(1);
    const turn = spans.find((s) => s.name === 'turn')!;
    expect(judgeSpans[0]!.parentSpanId).toBe(turn.spanId);
    expect(attr(judgeSpans[0]!, 'status')).toBe('scored');

    const [artifact] = await readArtifacts(join(out, 'artifacts', 'judged.jsonl'));
    expect(artifact!.judge).toHaveLength(1);
    expect(artifact!.judge[0]!.status).toBe('scored');
    const [asked] = artifact!.judge[0]!.requests;
    expect(asked!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(asked!.messages[1]!.content).toContain('Hello');
    expect(JSON.parse(artifact!.judge[0]!.raw)).toEqual({ scores: { helpfulness: 1 }, fail_reasons: [] });
  });

  it('stores exactly the messages the judge server received: per-criterion minimums, the cheap model, its re-ask and the primary', async () => {
    const agent = await startReferenceAgent({});
    // The cheap model never answers with a verdict, so it is re-asked once and the primary decides.
    const judge = await startFakeOpenAi({
      chat: (body, request) => (body.model === DEFAULT_JUDGE_FALLBACK_MODEL ? garbage(body, request) : passEverything(body, request)),
    });
    cleanup.push(agent.close, judge.close);
    const out = await tempDir('judged-tiers');
    const { code, stderr } = await agentEval(
      // One run: the judge requests stored are those of one conversation.
      [
        'run',
        '--target',
        agent.url,
        '--out',
        out,
        '--judge-base-url',
        judge.baseURL,
        '--repeats',
        '1',
        join(FIXTURES, 'judged-tiers.yaml'),
      ],
      { env: { OPENAI_API_KEY: 'sk-test' } },
    );
    expect(code, stderr).toBe(0);

    const artifacts = await readArtifacts(join(out, 'artifacts', 'judged_tiers.jsonl'));
    expect(artifacts.map((a) => a.turn_id)).toEqual(['greet', 'again']);
    const stored = artifacts.flatMap((a) => a.judge.flatMap((j) => j.requests));
    const received = judge.chatRequests().map((r) => ({ model: r.body.model as string, messages: r.body.messages as unknown }));
    expect(received.map((r) => r.model)).toEqual([
      DEFAULT_JUDGE_MODEL,
      DEFAULT_JUDGE_FALLBACK_MODEL,
      DEFAULT_JUDGE_FALLBACK_MODEL,
      DEFAULT_JUDGE_MODEL,
    ]);
    expect(stored.map(({ model, messages }) => ({ model, messages }))).toEqual(received);
    // The minimum's criterion was asked about, and the re-ask carries the invalid reply and the correction.
    expect(stored[0]!.messages[1]!.content).toContain('["helpfulness","politeness"]');
    expect(stored[2]!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(stored.map((r) => r.reply)).toEqual([
      JSON.stringify({ scores: { helpfulness: 1, politeness: 1 }, fail_reasons: [] }),
      'Looks great to me!',
      'Looks great to me!',
      JSON.stringify({ scores: { helpfulness: 1 }, fail_reasons: [] }),
    ]);
    expect(artifacts[1]!.judge[0]).toMatchObject({ model: DEFAULT_JUDGE_MODEL, status: 'scored', cached: false });
  });
});

interface StoredArtifact {
  turn_id: string;
  memory_delta: { facts: unknown; changed_keys: string[] } | null;
  judge: {
    requests: { model: string; messages: { role: string; content: string }[]; reply: string | null }[];
    model: string | null;
    raw: string;
    status: string;
    cached: boolean;
  }[];
}

async function readArtifacts(path: string): Promise<StoredArtifact[]> {
  return (await readFile(path, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as StoredArtifact);
}

describe('artifact file names', () => {
  it('are plain, stay inside the artifacts directory and never collide', () => {
    const ids = [
      'telemetry_tiny',
      '../../etc/passwd',
      '',
      '.hidden',
      'a/b',
      'a_b',
      'sp ace',
      'x'.repeat(300),
      'émoji 🚀',
      'CON',
      'a\u0000b',
    ];
    const names = ids.map(artifactFileName);
    expect(names[0]).toBe('telemetry_tiny.jsonl');
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,90}\.jsonl$/);
    expect(new Set(names).size).toBe(ids.length);
  });
});

describe('the exposition reader used above', () => {
  it('rejects what a Prometheus scraper would reject', () => {
    const ok = '# HELP a_total A.\n# TYPE a_total counter\na_total{x="1"} 2\n';
    expect(parseExposition(ok).samples).toEqual([{ name: 'a_total', labels: { x: '1' }, value: 2 }]);
    expect(() => parseExposition('a_total 1\n')).toThrow(/no TYPE/);
    expect(() => parseExposition('# TYPE a counter\na{x=1} 2\n')).toThrow(/not a sample/);
    expect(() => parseExposition('# TYPE a counter\na 2,5\n')).toThrow(/not a float/);
    expect(() => parseExposition('# TYPE a counter\na 2')).toThrow(/newline/);
    expect(() => parseExposition('# TYPE a counter\n# TYPE a gauge\n')).toThrow(/twice/);
  });
});
