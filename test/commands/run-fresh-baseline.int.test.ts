// `agent-eval run --baseline-target`: the base deployment and the changed one played in one run,
// interleaved, and compared with a fresh baseline. Two reference agents on loopback (a good base and
// a misrouting head), each behind a small recording proxy so the order of their requests is seen.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('fresh');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** Forwards every request to `target`, logging "<side> <test>#<repeat> <conversation id>" to `log` as it arrives. */
async function recordingProxy(side: string, target: string, log: string[]): Promise<string> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const test = (JSON.parse(body) as { test?: { test_id?: string; repeat?: number; conversation_id?: string } }).test;
      log.push(`${side} ${test?.test_id ?? '?'}#${test?.repeat ?? '?'} ${test?.conversation_id ?? '?'}`);
      void fetch(`${target}${req.url ?? '/'}`, { method: req.method ?? 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (reply) => {
          res.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/json' });
          res.end(await reply.text());
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function agents(log: string[]) {
  const good = await startReferenceAgent({});
  closers.push(good.close);
  const broken = await startReferenceAgent({ misroute: { opt_2: 'conv_1' } });
  closers.push(broken.close);
  return { base: await recordingProxy('base', good.url, log), head: await recordingProxy('head', broken.url, log) };
}

describe('agent-eval run --baseline-target', () => {
  it('plays both deployments interleaved, fails the gate on the regression (exit 1) and keeps both results', async () => {
    const out = await tempDir();
    const log: string[] = [];
    const { base, head } = await agents(log);
    const r = await agentEval([
      'run',
      '--suites',
      'suites/demo-routing.yaml',
      '--repeats',
      '5',
      '--concurrency',
      '1',
      '--target',
      head,
      '--baseline-target',
      base,
      '--out',
      out,
    ]);

    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain(`against ${head} and, as a fresh baseline, against ${base} (interleaved)`);
    expect(r.stdout).toContain(`base results: ${join(out, 'results-base.json')}`);
    const comparison = JSON.parse(readFileSync(join(out, 'comparison.json'), 'utf8'));
    expect(comparison.verdict).toBe('fail');
    expect(comparison.baseline.source).toBe('fresh');
    expect(comparison.suites[0].verdict).toBe('regressed');
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('run fresh against the base deployment in this job');

    const baseResults = ResultsSchema.parse(JSON.parse(readFileSync(join(out, 'results-base.json'), 'utf8')));
    const headResults = ResultsSchema.parse(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    expect(baseResults.run.target).toBe(base);
    expect(baseResults.counts).toMatchObject({ planned: 15, passed: 15 });
    expect(headResults.counts.planned).toBe(15);
    expect(headResults.counts.failed).toBeGreaterThan(0);
    expect(existsSync(join(out, 'results-base.jsonl'))).toBe(true);

    // One conversation at a time, the sides alternating: each test's run on the base, then the same
    // test and repeat on the pull request's deployment, each side in a conversation of its own.
    const conversations = log.filter((line, i) => line !== log[i - 1]);
    expect(conversations).toHaveLength(30);
    conversations.forEach((line, i) => expect(line.split(' ')[0]).toBe(i % 2 === 0 ? 'base' : 'head'));
    for (let i = 0; i < 30; i += 2) {
      const [, baseRun, baseThread] = conversations[i]!.split(' ');
      const [, headRun, headThread] = conversations[i + 1]!.split(' ');
      expect(headRun).toBe(baseRun);
      expect(headThread).not.toBe(baseThread);
    }
    expect(new Set(conversations.map((line) => line.split(' ')[2])).size).toBe(30);
  });

  it('--resume keeps the finished runs of both sides: nothing is sent again', async () => {
    const out = await tempDir();
    const log: string[] = [];
    const { base, head } = await agents(log);
    const suite = ['run', '--suites', 'suites/demo-routing.yaml', '--repeats', '2'];
    const first = await agentEval([...suite, '--target', head, '--baseline-target', base, '--out', join(out, 'first')]);
    expect(first.stderr).toContain('progress: 12/12 conversations'); // one progress over both sides
    const sent = log.length;

    // Both deployments are gone: every run must come from results.jsonl and results-base.jsonl.
    const dead = 'http://127.0.0.1:9';
    const again = await agentEval([
      ...suite,
      '--target',
      dead,
      '--baseline-target',
      dead,
      '--resume',
      join(out, 'first', 'results.jsonl'),
      '--out',
      join(out, 'again'),
    ]);
    expect(again.code, again.stderr).toBe(first.code);
    expect(log).toHaveLength(sent);
    const comparison = JSON.parse(readFileSync(join(out, 'again', 'comparison.json'), 'utf8'));
    expect(comparison.baseline.source).toBe('fresh');
    expect(comparison.totals.base_pass_rate).toBe(1);
  });

  it('refuses --baseline-target with --baseline, with --repeats auto and a malformed URL (exit 2, no agent call)', async () => {
    const both = await agentEval(['run', '--baseline-target', 'http://127.0.0.1:9', '--baseline', 'results.json']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--baseline and --baseline-target were both given; give one/);
    const auto = await agentEval(['run', '--baseline-target', 'http://127.0.0.1:9', '--repeats', 'auto']);
    expect(auto.code).toBe(2);
    expect(auto.stderr).toMatch(
      /--repeats auto cannot be combined with --baseline-target .*give a fixed --repeats N with a fresh baseline/,
    );
    const bad = await agentEval(['run', '--baseline-target', '127.0.0.1:8080']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--baseline-target "127.0.0.1:8080" has no scheme');
  });
});
