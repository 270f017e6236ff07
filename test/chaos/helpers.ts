// A pass-through proxy in front of the reference agent: counts every request, delays some (the
// "slow" fault, which the reference agent has no rate for), passes drops and hangs through, and
// can hold the requests of later conversations to stop a run at a known point.
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
  /**
   * From now on, every request of a conversation after the first `conversations` seen is held
   * unanswered until release(); resolves when the first request is held.
   */
  holdAfter(conversations: number): Promise<void>;
  /** Forwards the held requests and stops holding. */
  release(): void;
  close(): Promise<void>;
}

/** Every `slowEvery`-th request waits `slowMs` first (0: none slow). */
export async function startChaosProxy(target: string, options: { slowEvery?: number; slowMs?: number } = {}): Promise<ChaosProxy> {
  const requests: ProxiedRequest[] = [];
  const conversations: string[] = [];
  let hold: { after: number; held: () => void; released: Promise<void>; release: () => void } | null = null;
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
      const conversation = requests[n - 1]!.body.test?.conversation_id ?? '';
      if (!conversations.includes(conversation)) conversations.push(conversation);
      const held = hold !== null && conversations.indexOf(conversation) >= hold.after ? hold : null;
      void (async () => {
        try {
          if (held) {
            held.held();
            await Promise.race([held.released, new Promise((resolve) => gone.signal.addEventListener('abort', resolve))]);
            gone.signal.throwIfAborted();
          }
          if (options.slowEvery && n % options.slowEvery === 0) await sleep(options.slowMs ?? 50, undefined, { signal: gone.signal });
          const upstream = await fetch(`${target}${req.url ?? ''}`, {
            method: req.method ?? 'POST',
            headers: {
              'content-type': 'application/json',
              ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
            },
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
    holdAfter: (after) =>
      new Promise<void>((held) => {
        let release = (): void => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        hold = { after, held, released, release };
      }),
    release: () => {
      hold?.release();
      hold = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
