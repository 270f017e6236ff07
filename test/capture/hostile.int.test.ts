// `agent-eval capture` over a corpus of support-queue conversations holding passwords, API keys,
// cloud keys, a private key, Unicode emails, international and spelled-out phone numbers, names
// and street addresses (test/fixtures/capture-hostile/, its expected.json marks each value). In
// every mode, none of the marked values reaches a written file, the output, or, with calibration,
// the target: the reference agent is replayed against through a recording proxy on 127.0.0.1.
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const CORPUS = join(ROOT, 'test', 'fixtures', 'capture-hostile');
const expected = JSON.parse(await readFile(join(CORPUS, 'expected.json'), 'utf8')) as {
  secret: string[];
  personal: string[];
  review: string[];
};
const MARKED = [...expected.secret, ...expected.personal];

let agent: ReferenceAgent;
let proxy: Server;
let proxyUrl: string;
/** Every request body the target received. */
const sent: string[] = [];

beforeAll(async () => {
  agent = await startReferenceAgent();
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      sent.push(body.toString('utf8'));
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v;
      const init: RequestInit = { method: req.method ?? 'POST', headers };
      if (req.method !== 'GET') init.body = body;
      fetch(new URL(req.url ?? '/', agent.url), init)
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => proxy.close(done));
  await agent.close();
});

async function everythingWritten(dir: string): Promise<string> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return (await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')))).join('\n');
}

function leaks(text: string): string[] {
  return MARKED.filter((v) => text.toLowerCase().includes(v.toLowerCase()));
}

describe.each([
  ['scripted', []],
  ['simulation', ['--as', 'simulation']],
] as const)('capture --as %s over the hostile corpus', (_as, mode) => {
  it('writes no marked value, prints none, counts what it scrubbed and says what to review', async () => {
    const dir = await tempDir('capture-hostile');
    const run = await agentEval(['capture', '--from', join(CORPUS, 'support-queue.jsonl'), '--all', '--out', 'out', ...mode], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const files = await everythingWritten(join(dir, 'out'));
    expect((await readdir(join(dir, 'out'))).length).toBe(4);
    expect(leaks(files + run.output)).toEqual([]);
    expect(run.stdout).toMatch(
      /Replaced by fakes before anything was derived, replayed or written \(distinct values, as detected\): .*\d+ secrets/,
    );
    expect(run.stdout).toContain('is not scrubbed for names and street addresses');
    expect(run.stdout).not.toContain('personal data scrubbed');
    // What the corpus marks for review is left, and every draft says to read for it.
    expect(files).toContain(expected.review[0]);
    expect(files.match(/review: 'Read this draft before approving it/g)).toHaveLength(4);
    expect((await agentEval(['validate', 'out'], { cwd: dir })).code).toBe(0);
  });

  it('sends no marked value to the target it calibrates against, and writes none', async () => {
    const dir = await tempDir('capture-hostile-cal');
    sent.length = 0;
    const run = await agentEval(
      [
        'capture',
        '--from',
        join(CORPUS, 'support-queue.jsonl'),
        '--all',
        '--out',
        'out',
        '--calibrate',
        '2',
        '--target',
        proxyUrl,
        ...mode,
      ],
      { cwd: dir },
    );
    expect(run.stdout).toContain('Calibrating 4 drafts: 2 replays each');
    expect(sent.length).toBeGreaterThan(8);
    expect(leaks(sent.join('\n'))).toEqual([]);
    const files = await everythingWritten(join(dir, 'out'));
    expect(files).toContain('calibrated:');
    expect(leaks(files + run.output)).toEqual([]);
  });
});
