// Credentials written into URLs (the agent target, the Pushgateway, the OTLP endpoint): the userinfo
// is sent as Basic auth, secret-looking query parameters still reach the agent, and neither appears
// in any file written under --out nor in any line printed.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentEval } from '../helpers/cli.ts';
import { okResult, startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'telemetry');
const PASS = 'Pa55-agent-7f3c9e';
const KEY = 'qkey-9d2b41aa77';
const PG_PASS = 'Pa55-gateway-51be0c';
const OTEL_PASS = 'Pa55-otel-c0ffee';
const SECRETS = [PASS, KEY, PG_PASS, OTEL_PASS, encodeURIComponent(PASS)];
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-credentials-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function agent(): Promise<FakeAgent> {
  const fake = await startFakeAgent();
  cleanup.push(fake.close);
  return fake;
}

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback server that records every request and answers 200: a Pushgateway, an OTLP collector. */
async function recorder(): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as AddressInfo).port, received };
}

/** The command in-process; everything it printed, through io and through its logger. */
const cli = (argv: string[], env: Record<string, string> = {}) =>
  agentEval(argv, { env: { PATH: process.env.PATH ?? '', ...env }, cwd: process.cwd(), captureProcess: true });

/** Every file under dir, with its text. */
async function filesUnder(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => ({ path: join(e.parentPath, e.name), text: await readFile(join(e.parentPath, e.name), 'utf8') })),
  );
}

function expectNoSecret(where: string, text: string): void {
  for (const secret of SECRETS) expect(text.includes(secret), `${where} contains ${secret}`).toBe(false);
}

describe('credentials in URLs', () => {
  it('sends the userinfo as Basic auth, keeps the query, and publishes neither (HTTP, with a baseline)', async () => {
    const fake = await agent();
    // A hostile agent that echoes what it was sent, Authorization header included, in a 500 (retried).
    fake.reply((request) => ({ status: 500, raw: `no: ${request.headers.authorization} ${request.url}` }));
    fake.reply(
      (request) => ({ status: 500, raw: `no: ${request.headers.authorization} ${request.url}` }),
      { body: okResult() },
      { body: okResult() },
      { body: okResult() },
    );
    const pushgateway = await recorder();
    const collector = await recorder();
    const port = new URL(fake.url).port;
    const target = `http://agent-user:${PASS}@127.0.0.1:${port}/preview-7?api_key=${KEY}&region=eu`;
    const dir = await tempDir();
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://otel:${OTEL_PASS}@127.0.0.1:${collector.port}` };
    const common = [
      '--target',
      target,
      '--pushgateway',
      `http://pg:${PG_PASS}@127.0.0.1:${pushgateway.port}`,
      '--retries',
      '2',
      join(FIXTURES, 'tiny.yaml'),
    ];

    const base = await cli(['run', ...common, '--out', join(dir, 'base')], env);
    expect(base.output).not.toMatch(/internal error/);
    expect(base.code).toBe(1); // the fixture has a test that expects the wrong node
    const head = await cli(['run', ...common, '--out', join(dir, 'head'), '--baseline', join(dir, 'base', 'results.json')], env);
    expect(head.output).not.toMatch(/internal error/);

    // What the agent received: Basic auth, the path prefix and the query, no userinfo anywhere.
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const request of fake.requests) {
      expect(request.headers.authorization).toBe(basic('agent-user', PASS));
      expect(request.url).toBe(`/preview-7/execute?api_key=${KEY}&region=eu`);
    }
    expect(pushgateway.received.map((r) => r.headers.authorization)).toEqual([basic('pg', PG_PASS), basic('pg', PG_PASS)]);
    expect(collector.received.length).toBeGreaterThan(0);
    expect(collector.received.every((r) => r.headers.authorization === basic('otel', OTEL_PASS))).toBe(true);

    // What was published: the redacted URL, and no secret in any file, any line, or any span.
    const results = JSON.parse(await readFile(join(dir, 'head', 'results.json'), 'utf8')) as { run: { target: string } };
    expect(results.run.target).toBe(`http://***@127.0.0.1:${port}/preview-7?api_key=***&region=eu`);
    const files = await filesUnder(dir);
    expect(files.map((f) => f.path.slice(dir.length + 1)).sort()).toEqual(
      expect.arrayContaining([
        'head/comparison.json',
        'head/report.html',
        'head/report.md',
        'head/junit.xml',
        'head/results.jsonl',
        'head/metrics.prom',
      ]),
    );
    for (const file of files) expectNoSecret(file.path, file.text);
    expect(files.find((f) => f.path.endsWith('head/report.html'))!.text).toContain(
      `http://***@127.0.0.1:${port}/preview-7?api_key=***&amp;region=eu`,
    );
    // The echoed 500s were recorded, masked.
    expect(files.find((f) => f.path.endsWith('base/results.json'))!.text).toMatch(/answered 500/);
    expect(head.output).toContain(`Metrics pushed to http://127.0.0.1:${pushgateway.port}/metrics/job/agent-eval`);
    expectNoSecret('the output of the first run', base.output);
    expectNoSecret('the output of the second run', head.output);
    for (const r of collector.received) expectNoSecret('an exported span', r.body);
    expect(collector.received.map((r) => r.body).join('')).toContain('http://***@127.0.0.1');
  });

  it('sends the userinfo with the WebSocket handshake and publishes none of it', async () => {
    const fake = await agent();
    const dir = await tempDir();
    const port = new URL(fake.url).port;
    const { code, output } = await cli([
      'run',
      '--transport',
      'ws',
      '--target',
      `ws://agent-user:${PASS}@127.0.0.1:${port}/?token=${KEY}`,
      '--out',
      dir,
      join(FIXTURES, 'tiny.yaml'),
    ]);
    expect(output).not.toMatch(/internal error/);
    expect(code).toBe(1);
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const request of fake.requests) {
      expect(request.transport).toBe('ws');
      expect(request.headers.authorization).toBe(basic('agent-user', PASS));
      expect(request.url).toBe(`/internal/agent/test?token=${KEY}`);
    }
    expectNoSecret('the output', output);
    for (const file of await filesUnder(dir)) expectNoSecret(file.path, file.text);
  });

  it('refuses a target with a password together with an agent token, without printing the password', async () => {
    const dir = await tempDir();
    const { code, output } = await cli([
      'run',
      '--target',
      `http://agent-user:${PASS}@127.0.0.1:9/`,
      '--agent-token',
      'tok-123456',
      '--out',
      dir,
    ]);
    expect(code).toBe(2);
    expect(output).toMatch(/--target http:\/\/\*\*\*@127\.0\.0\.1:9\/ carries a user name and password .* give only one/);
    expectNoSecret('the output', output);
  });

  it('refuses a judge base URL with a password, without printing the password', async () => {
    const dir = await tempDir();
    const { code, output } = await cli([
      'run',
      '--target',
      'http://127.0.0.1:9/',
      '--judge-api-key',
      'sk-judge-123456',
      '--judge-base-url',
      `https://judge:${PASS}@llm.example.com/v1?api-key=${KEY}`,
      '--out',
      dir,
    ]);
    expect(code).toBe(2);
    expect(output).toContain('the judge base URL https://***@llm.example.com/v1?api-key=*** carries a user name and password');
    expectNoSecret('the output', output);
  });

  it('names a malformed target without its password', async () => {
    const dir = await tempDir();
    const { code, output } = await cli(['run', '--target', `agent-user:${PASS}@127.0.0.1:8080`, '--out', dir]);
    expect(code).toBe(2);
    expect(output).toContain('***@127.0.0.1:8080');
    expectNoSecret('the output', output);
  });
});
