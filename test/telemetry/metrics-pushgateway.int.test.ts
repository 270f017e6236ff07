// Pushes to a Pushgateway: each job pushes to a group of its own (repository, pull request or branch,
// shard), a path the user gives is kept, and basic-auth URLs work without the password being printed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import { actionGroupingLabels, pushMetrics, pushTarget } from '../../src/telemetry/metrics.ts';
import { agentEval } from '../helpers/cli.ts';
import { FIXTURES, tempDir } from './helpers.ts';

const PASSWORD = 'Pa55-gateway-3e9a1f';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/**
 * A loopback Pushgateway as far as pushing goes: PUT replaces the group named by the path, and the
 * groups are kept; a request without the expected Basic credentials gets 401.
 */
async function fakePushgateway(options: { user?: string; password?: string } = {}) {
  const groups = new Map<string, string>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  const expected =
    options.password === undefined ? undefined : `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
      if (expected !== undefined && req.headers.authorization !== expected) {
        res.writeHead(401, { 'www-authenticate': 'Basic' }).end('unauthorized');
        return;
      }
      if (req.method !== 'PUT' || !(req.url ?? '').includes('/metrics/job/')) {
        res.writeHead(400).end('bad request');
        return;
      }
      groups.set(req.url!, body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as AddressInfo).port, groups, requests };
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('pushTarget', () => {
  it('pushes to job agent-eval under the given base path, one path segment per grouping label', () => {
    expect(pushTarget('http://pg:9091').url.href).toBe('http://pg:9091/metrics/job/agent-eval');
    expect(pushTarget('https://gw.example.com/prometheus/push/', [['shard', '1-of-2']]).url.href).toBe(
      'https://gw.example.com/prometheus/push/metrics/job/agent-eval/shard/1-of-2',
    );
  });

  it('encodes a value with a slash, or an empty one, in the @base64 form', () => {
    const labels = actionGroupingLabels({ repository: 'acme/shop', pr: null, branch: 'feature/login', shard: { index: 2, total: 3 } });
    expect(pushTarget('http://pg:9091', labels).url.pathname).toBe(
      `/metrics/job/agent-eval/repository@base64/${b64('acme/shop')}/branch@base64/${b64('feature/login')}/shard/2-of-3`,
    );
    expect(pushTarget('http://pg:9091', [['branch', '']]).url.pathname).toBe('/metrics/job/agent-eval/branch@base64/=');
    expect(pushTarget('http://pg:9091', [['suite', 'a b']]).url.pathname).toBe('/metrics/job/agent-eval/suite/a%20b');
  });

  it('keeps a job and labels named in the URL path, and adds only the labels it does not name', () => {
    const labels = actionGroupingLabels({ repository: 'acme/shop', pr: 12, branch: 'feature', shard: null });
    expect(pushTarget('http://pg:9091/metrics/job/nightly/repository/mine', labels).url.pathname).toBe(
      '/metrics/job/nightly/repository/mine/pr/12',
    );
  });

  it('takes the userinfo off the URL and sends it as Basic auth', () => {
    const { url, authorization } = pushTarget(`http://ci:${PASSWORD}@pg:9091`);
    expect(url.href).toBe('http://pg:9091/metrics/job/agent-eval');
    expect(authorization).toBe(`Basic ${Buffer.from(`ci:${PASSWORD}`).toString('base64')}`);
  });

  it('names a URL that is not one without its password', () => {
    expect(() => pushTarget(`ci:${PASSWORD}@pg:9091`)).toThrow(/--pushgateway "\*\*\*@pg:9091" is not an http\(s\) URL/);
    try {
      pushTarget(`ci:${PASSWORD}@pg:9091`);
    } catch (e) {
      expect((e as Error).message).not.toContain(PASSWORD);
    }
  });

  it('says where a refused push went, without the password', async () => {
    const gateway = await fakePushgateway({ user: 'ci', password: 'other-password' });
    const push = pushMetrics(`http://ci:${PASSWORD}@127.0.0.1:${gateway.port}`, 'x 1\n', { labels: [['shard', '1-of-2']] });
    await expect(push).rejects.toThrow(
      `the Pushgateway at http://127.0.0.1:${gateway.port}/metrics/job/agent-eval/shard/1-of-2 answered 401`,
    );
    await push.catch((e: Error) => expect(e.message).not.toContain(PASSWORD));
  });
});

describe('agent-eval run --pushgateway', () => {
  it('keeps two shards apart: both groups exist, pushed with Basic auth, and the password is printed nowhere', async () => {
    const agent = await startReferenceAgent({});
    cleanup.push(agent.close);
    const gateway = await fakePushgateway({ user: 'ci', password: PASSWORD });
    const outputs: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      const out = await tempDir('pushgateway');
      cleanup.push(() => rm(out, { recursive: true, force: true }));
      const { code, stdout, stderr } = await agentEval([
        'run',
        '--target',
        agent.url,
        '--out',
        out,
        '--shard',
        shard,
        '--pushgateway',
        `http://ci:${PASSWORD}@127.0.0.1:${gateway.port}`,
        '--pushgateway-label',
        'branch=feature/login',
        join(FIXTURES, 'tiny.yaml'),
      ]);
      expect(stderr).not.toContain('not pushed');
      expect(code).toBe(1); // the fixture has a test that expects the wrong node
      outputs.push(stdout, stderr);
      for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) expect(await readFile(join(entry.parentPath, entry.name), 'utf8')).not.toContain(PASSWORD);
      }
    }
    const group = (n: number) => `/metrics/job/agent-eval/branch@base64/${b64('feature/login')}/shard/${n}-of-2`;
    expect([...gateway.groups.keys()].sort()).toEqual([group(1), group(2)]);
    expect(gateway.requests.every((r) => r.authorization === `Basic ${Buffer.from(`ci:${PASSWORD}`).toString('base64')}`)).toBe(true);
    for (const body of gateway.groups.values()) expect(body).toMatch(/^agent_eval_runs_total\{outcome="passed"\} \d+$/m);
    expect(outputs.join('')).not.toContain(PASSWORD);
  });

  it('refuses a grouping label that is not a label name, a label without --pushgateway, and a bad URL', async () => {
    /** A refusal as the user meets it: exit 2 and the message, the password never printed. */
    const refused = async (argv: string[], message: RegExp) => {
      const r = await agentEval(['run', ...argv]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout + r.stderr).not.toContain(PASSWORD);
    };
    await refused(['--pushgateway', 'http://127.0.0.1:9', '--pushgateway-label', 'job=x'], /"job" is reserved/);
    await refused(
      ['--pushgateway', 'http://127.0.0.1:9', '--pushgateway-label', '1x=y'],
      /--pushgateway-label '1x=y': "1x" is not a Prometheus label name/,
    );
    await refused(['--pushgateway-label', 'branch=main'], /--pushgateway-label needs --pushgateway URL/);
    // Before any agent call, not as a warning after the run.
    await refused(
      ['--pushgateway', `ci:${PASSWORD}@pg:9091`, '--target', 'http://127.0.0.1:9'],
      /--pushgateway must be the Pushgateway's base URL, e\.g\. http:\/\/.*got '\*\*\*@pg:9091'/,
    );
  });
});
