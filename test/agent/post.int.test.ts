// The adapters' HTTP request: streamed chunks, the reply size limit, non-2xx answers, drops.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPLY_BYTES } from '../../src/agent/limits.ts';
import { postTarget, send, sendJson } from '../../src/agent/post.ts';
import { AttemptError } from '../../src/agent/retry.ts';
import type { AgentClientOptions } from '../../src/agent/types.ts';
import { rejectionOf } from './helpers.ts';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/chunks') {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write('one');
      setImmediate(() => res.end('two'));
    } else if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const block = Buffer.alloc(1024 * 1024, 0x20);
      const write = (): void => {
        while (!res.destroyed && res.write(block));
        if (!res.destroyed) res.once('drain', write);
      };
      write();
    } else if (req.url === '/denied') {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('token sekret refused');
    } else if (req.url === '/drop') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"a":');
      setImmediate(() => res.destroy());
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options: AgentClientOptions = { target: 'x', transport: 'http', timeoutMs: 10_000, retries: 0, token: 'sekret' };
const at = (path: string) => postTarget(new URL(`${base}${path}`), null, options);
const signal = () => new AbortController().signal;

describe('send', () => {
  it('hands the body over chunk by chunk with the media type, and reads a JSON body whole', async () => {
    const chunks: string[] = [];
    const head = await send(at('/chunks'), { body: '{}', headers: {} }, options, signal(), (c, h) => chunks.push(`${h.contentType}:${c}`));
    expect(head.status).toBe(200);
    expect(chunks).toEqual(['text/event-stream:one', 'text/event-stream:two']);
    expect((await sendJson(at('/ok'), { body: '{}', headers: {} }, options, signal())).json).toEqual({ ok: true });
  });

  it('cuts a reply past the size limit', async () => {
    const error = await rejectionOf(send(at('/huge'), { body: '{}', headers: {} }, options, signal(), () => undefined));
    expect(error).toBeInstanceOf(AttemptError);
    expect((error as Error).message).toContain(`more than the ${MAX_REPLY_BYTES / 1024 / 1024} MiB`);
  });

  it('refuses a 403 as not retryable, with the start of the body and the token masked', async () => {
    const error = (await rejectionOf(send(at('/denied'), { body: '{}', headers: {} }, options, signal(), () => undefined))) as AttemptError;
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(403);
    expect(error.message).toContain('answered 403');
    expect(error.message).not.toContain('sekret');
  });

  it('fails a reply cut short, and an onChunk that throws', async () => {
    const dropped = await rejectionOf(sendJson(at('/drop'), { body: '{}', headers: {} }, options, signal()));
    expect((dropped as Error).message).toMatch(/closed before the whole answer|failed/);
    const thrown = await rejectionOf(
      send(at('/chunks'), { body: '{}', headers: {} }, options, signal(), () => {
        throw new AttemptError('ENGINE_ERROR', 'bad event');
      }),
    );
    expect((thrown as Error).message).toBe('bad event');
  });
});
