// Spans as tracing backends expect them (src/telemetry/tracing.ts), exported by a run to a loopback
// OTLP collector: agent calls as CLIENT spans with the HTTP semantic attributes, the run span naming
// the run, and the OTEL switches that turn the export off.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { createTracing, noopTracing } from '../../src/telemetry/tracing.ts';
import { okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { attr, FIXTURES, recorder, spansOf, tempDir, tracingProxy } from './helpers.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

describe('spans as tracing backends expect them', () => {
  const COMMIT = '0123456789abcdef0123456789abcdef01234567';

  it('agent calls are CLIENT spans with the HTTP semantic attributes; the run span names the run and the commit', async () => {
    const agent = await startFakeAgent();
    const collector = await recorder();
    cleanup.push(agent.close, () => new Promise((r) => collector.server.close(r)));
    // The first turn fails once with a 502, then is answered; every answer reports 1,000 tokens of gpt-4o.
    const usage = { model: 'gpt-4o', input_tokens: 1000, output_tokens: 0 };
    agent.reply({ status: 502, raw: 'bad gateway' }, ...Array.from({ length: 4 }, () => ({ body: okResult({ usage }) })));
    const out = await tempDir('client-spans');
    const { code, stderr } = await agentEval(
      ['run', '--target', agent.url, '--out', out, '--commit', COMMIT, '--concurrency', '1', '--retries', '1', join(FIXTURES, 'tiny.yaml')],
      { env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } },
    );
    expect(stderr).not.toContain('not exported');
    expect(code).toBe(1); // one test expects the wrong node

    const spans = spansOf(collector.received);
    const calls = spans.filter((s) => s.name === 'agent call');
    expect(calls).toHaveLength(4);
    const port = Number(new URL(agent.url).port);
    for (const call of calls) {
      expect(call.kind).toBe(3);
      expect(attr(call, 'http.request.method')).toBe('POST');
      expect(attr(call, 'url.full')).toBe(`${agent.url}/execute`);
      expect(attr(call, 'server.address')).toBe('127.0.0.1');
      expect(attr(call, 'server.port')).toBe(port);
      expect(attr(call, 'http.response.status_code')).toBe(200);
    }
    const retried = calls.filter((c) => attr(c, 'http.request.resend_count') === 1);
    expect(retried).toHaveLength(1);
    expect(retried[0]!.events?.map((e) => [e.name, attr(e, 'attempt'), attr(e, 'http.response.status_code')])).toEqual([
      ['attempt failed', 1, 502],
    ]);
    for (const other of spans.filter((s) => s.name !== 'agent call')) expect(other.kind).toBe(1);

    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    const run = spans.find((s) => s.name === 'run')!;
    expect(attr(run, 'agent_eval.run.id')).toBe(results.run.id);
    expect(attr(run, 'vcs.ref.head.revision')).toBe(COMMIT);
    // The run's spending: 4 turns × 1,000 tokens at gpt-4o's built-in $2.50 per million; no judge, no simulator.
    expect(attr(run, 'agent_eval.agent.tokens')).toBe(4000);
    expect(attr(run, 'agent_eval.agent.cost_usd')).toBeCloseTo(0.01, 12);
    expect(attr(run, 'agent_eval.judge.tokens')).toBeUndefined();
  });

  it('a WebSocket agent call names the protocol and its ws:// URL, without the credentials', async () => {
    const agent = await startFakeAgent();
    const collector = await recorder();
    cleanup.push(agent.close, () => new Promise((r) => collector.server.close(r)));
    const out = await tempDir('ws-spans');
    const target = agent.url.replace('http://', 'ws://user:hunter2@');
    await agentEval(['run', '--target', target, '--out', out, join(FIXTURES, 'tiny.yaml')], {
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
    });
    const calls = spansOf(collector.received).filter((s) => s.name === 'agent call');
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.kind).toBe(3);
      expect(attr(call, 'network.protocol.name')).toBe('websocket');
      expect(attr(call, 'url.full')).toBe(`${agent.url.replace('http://', 'ws://')}/internal/agent/test`);
      expect(attr(call, 'http.request.method')).toBeUndefined();
    }
    expect(collector.received.map((r) => r.body).join('')).not.toContain('hunter2');
  });

  it.each([
    ['OTEL_SDK_DISABLED', 'true'],
    ['OTEL_TRACES_EXPORTER', 'none'],
  ])('%s=%s turns the export off: the collector gets nothing and the agent no traceparent', async (name, value) => {
    expect(await createTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', [name]: value })).toBe(noopTracing);
    const agent = await startReferenceAgent({});
    const proxy = await tracingProxy(agent.url);
    const collector = await recorder();
    cleanup.push(
      agent.close,
      () => new Promise((r) => proxy.server.close(r)),
      () => new Promise((r) => collector.server.close(r)),
    );
    const out = await tempDir('otel-off');
    const { code } = await agentEval(['run', '--target', proxy.url, '--out', out, join(FIXTURES, 'tiny.yaml')], {
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        [name]: value,
      },
    });
    expect(code).toBe(1);
    expect(collector.received).toEqual([]);
    expect(proxy.traceparents.every((t) => t === undefined)).toBe(true);
  });
});
