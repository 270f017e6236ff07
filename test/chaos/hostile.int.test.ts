// Hostile agent replies (huge, invalid UTF-8, wrong JSON types, HTML and @mentions, echoed secrets)
// each end in a clear error or a safe record, and nothing else in the run is lost. The same run
// carries an agent token and a judge key: neither may appear in any file written or line printed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import type { Results, RunRecord } from '../../src/results/results-schema.ts';
import { startFakeOpenAi, verdict } from '../fakes/openai-server.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { agentEval, type CliResult } from '../helpers/cli.ts';
import { FIXTURES } from '../telemetry/helpers.ts';

const AGENT_TOKEN = 'agent-tok-6f1c0d9e2b7a4';
const JUDGE_KEY = 'sk-judge-key-93ab51c7e2d8';
// The backtick tries to close a code span early so the rest would render live.
const HTML = '<img src=x onerror=alert(1)> ` <script>alert(2)</script> @octocat and @org/team please look';

/** Forwards to the reference agent, then spoils the reply according to the test. */
async function hostileAgent(target: string) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const testId = (JSON.parse(body.toString('utf8')) as { test: { test_id: string } }).test.test_id;
        const upstream = await fetch(`${target}/execute`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
          body,
        });
        const reply = (await upstream.json()) as Record<string, unknown>;
        let out: Buffer;
        if (testId === 'huge') {
          out = Buffer.from(JSON.stringify({ ...reply, assistant_message: 'x'.repeat(3 * 1024 * 1024) }));
        } else if (testId === 'invalid_utf8') {
          const [head, tail] = JSON.stringify({ ...reply, assistant_message: 'SPLIT' }).split('SPLIT') as [string, string];
          out = Buffer.concat([Buffer.from(`${head}bad `), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(` bytes${tail}`)]);
        } else if (testId === 'wrong_types') {
          out = Buffer.from(JSON.stringify({ ...reply, current_node_id: 42, tool_calls: 'none', memory: [1, 2], history: { role: 'x' } }));
        } else if (testId === 'html_mentions') {
          out = Buffer.from(JSON.stringify({ ...reply, assistant_message: HTML }));
        } else if (testId === 'echo_secret') {
          out = Buffer.from(JSON.stringify({ ...reply, assistant_message: `you sent ${req.headers.authorization ?? ''}` }));
        } else {
          out = Buffer.from(JSON.stringify(reply));
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(out);
      })().catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('hostile agent replies and secrets', () => {
  const tempDir = useTempDir('hostile');
  let out = '';
  let run: CliResult;
  let judgeCalls = 0;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const agent = await startReferenceAgent({ token: AGENT_TOKEN });
    const hostile = await hostileAgent(agent.url);
    // The judge's raw reply echoes the key it was sent: it must be masked wherever the reply is kept.
    const judge = await startFakeOpenAi({
      chat: (_body, request) => verdict({ helpfulness: 1 }, [`key was ${String(request.headers.authorization)}`]),
    });
    stops.push(judge.close, hostile.close, agent.close);
    out = await tempDir();
    run = await agentEval(
      [
        'run',
        '--target',
        hostile.url,
        '--out',
        out,
        '--retries',
        '0',
        // One run per test: each hostile reply is checked in its one conversation.
        '--repeats',
        '1',
        '--judge-base-url',
        judge.baseURL,
        '--judge-model',
        'judge-model',
        join(FIXTURES, 'hostile.yaml'),
      ],
      { env: { AGENT_EVAL_AGENT_TOKEN: AGENT_TOKEN, OPENAI_API_KEY: JUDGE_KEY } },
    );
    judgeCalls = judge.chatRequests().length;
  }, 120_000);
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  it('records each hostile reply safely or as a clear error and loses nothing else', async () => {
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    const runs = new Map(results.suites[0]!.tests.map((t) => [t.test_id, t.runs[0]!] as [string, RunRecord]));

    expect(results.counts).toMatchObject({ planned: 6, skipped: 0 });
    expect(runs.get('normal')?.outcome).toBe('passed');
    // Huge and invalid UTF-8: safe records, the text kept (bad bytes as U+FFFD).
    expect(runs.get('huge')?.turns[0]?.assistant_message).toHaveLength(3 * 1024 * 1024);
    expect(runs.get('invalid_utf8')?.outcome).toBe('passed');
    expect(runs.get('invalid_utf8')?.turns[0]?.assistant_message).toContain('\uFFFD');
    // Wrong types: a clear error naming the field, not a crash.
    const wrong = runs.get('wrong_types')!;
    expect(wrong.outcome).toBe('errored');
    expect(wrong.error?.code).toBe('ENGINE_ERROR');
    expect(wrong.error?.message).toMatch(/current_node_id/);
    // HTML and mentions: kept verbatim in the data, never live in the Markdown report.
    expect(runs.get('html_mentions')?.outcome).toBe('failed');
    expect(runs.get('html_mentions')?.turns[0]?.assistant_message).toBe(HTML);
    const report = await readFile(join(out, 'report.md'), 'utf8');
    expect(report).toContain('@octocat'); // the failure is reported...
    // ...but only inside code spans, where HTML and mentions are inert text. (A code span opens and
    // closes with backtick runs of the same length, as in CommonMark.)
    const live = report.replace(/(?<!`)(`+)(?!`)[^\n]*?(?<!`)\1(?!`)/g, '');
    expect(live).not.toMatch(/<img|<script/);
    expect(live).not.toMatch(/(^|[^\w])@octocat/);
    expect(runs.get('echo_secret')?.outcome).toBe('passed');
    expect(judgeCalls).toBeGreaterThan(0);

    // The artifacts keep every turn, the hostile ones included, under a safe file name.
    // One JSONL for the suite, plus the index the HTML report's links are resolved from.
    const artifactFiles = (await readdir(join(out, 'artifacts'))).filter((f) => f !== 'index.json');
    expect(artifactFiles).toHaveLength(1);
    expect(artifactFiles[0]).toMatch(/^hostile_replies_-[0-9a-f]{12}\.jsonl$/);
    const artifacts = (await readFile(join(out, 'artifacts', artifactFiles[0]!), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { test_id: string; judge: unknown[] });
    expect(artifacts.map((a) => a.test_id).sort()).toEqual([
      'echo_secret',
      'html_mentions',
      'huge',
      'invalid_utf8',
      'normal',
      'wrong_types',
    ]);
    expect(artifacts.find((a) => a.test_id === 'echo_secret')?.judge).toHaveLength(1);
    // The secrets really were in play: the agent echoed the token (masked in the record).
    expect(runs.get('echo_secret')?.turns[0]?.assistant_message).toBe('you sent Bearer ***');
  });

  it('prints no secret and writes none into the results, reports, metrics or artifacts', async () => {
    for (const text of [run.stdout, run.stderr]) {
      expect(text).not.toContain(AGENT_TOKEN);
      expect(text).not.toContain(JUDGE_KEY);
    }
    const files = (await filesUnder(out)).filter((f) => !f.startsWith(join(out, 'judge-cache')));
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text.includes(AGENT_TOKEN), file).toBe(false);
      expect(text.includes(JUDGE_KEY), file).toBe(false);
    }
  });

  // Known defect: the judge cache stores the judge's raw reply unmasked, so a reply that echoes the
  // key lands in <out>/judge-cache. Drop `.fails` once the cache masks secrets.
  it('writes no secret into the judge cache', async () => {
    const files = await filesUnder(join(out, 'judge-cache'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await readFile(file, 'utf8')).includes(JUDGE_KEY), file).toBe(false);
  });
});
