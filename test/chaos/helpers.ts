// A pass-through proxy in front of the reference agent: counts every request, delays some (the
// "slow" fault, which the reference agent has no rate for) and passes drops and hangs through.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ProxiedRequest {
  traceparent: string | undefined;
  authorization: string | undefined;
  body: { test?: { conversation_id?: string; test_id?: string; turn_id?: string } };
}

export interface ChaosProxy {
  url: string;
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

/** Every `slowEvery`-th request waits `slowMs` first (0: none slow). */
export async function startChaosProxy(target: string, options: { slowEvery?: number; slowMs?: number } = {}): Promise<ChaosProxy> {
  const requests: ProxiedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const n = requests.push({
        traceparent: req.headers.traceparent as string | undefined,
        authorization: req.headers.authorization,
        body: JSON.parse(body.toString('utf8')) as ProxiedRequest['body'],
      });
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      void (async () => {
        try {
          if (options.slowEvery && n % options.slowEvery === 0) await sleep(options.slowMs ?? 50, undefined, { signal: gone.signal });
          const upstream = await fetch(`${target}${req.url ?? ''}`, {
            method: req.method ?? 'POST',
            headers: { 'content-type': 'application/json', ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) },
            body,
            signal: gone.signal,
          });
          const text = await upstream.arrayBuffer();
          res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(text));
        } catch {
          // The agent cut the connection or hung until the client left: the client sees the same.
          res.destroy();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
