// A loopback stand-in of the GitHub Actions cache service (v2, as @actions/cache speaks it): the
// Twirp JSON API (GetCacheEntryDownloadURL, CreateCacheEntry, FinalizeCacheEntryUpload) and the
// signed blob URLs the archive is uploaded to (an Azure Blob single-shot PUT) and downloaded from.
// Entries are immutable per key and version; a restore key matches by prefix, newest first.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface CacheEntry {
  key: string;
  version: string;
  blob: Buffer | null;
  finalized: boolean;
}

export interface FakeActionsCache {
  /** ACTIONS_RESULTS_URL for the library (ends with a slash). */
  url: string;
  /** The environment a job needs to use it. */
  env: Record<string, string>;
  /** Keys of the finalized entries, oldest first. */
  keys(): string[];
  /** Every Twirp method called, in order. */
  calls(): string[];
  /** From now on every Twirp call is answered with this HTTP status (null: served again). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';

export async function startFakeActionsCache(): Promise<FakeActionsCache> {
  const entries: CacheEntry[] = [];
  const calls: string[] = [];
  let failure: number | null = null;
  let url = '';
  const blobUrl = (i: number) => `${url}devstoreaccount1/caches/${i}?sig=fake`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (e) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'internal', msg: String(e) }));
      }
    });
  });

  function json(res: ServerResponse, body: unknown): void {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const path = new URL(req.url ?? '/', url).pathname;
    if (req.method === 'POST' && path.startsWith(SERVICE)) {
      const method = path.slice(SERVICE.length);
      calls.push(method);
      if (failure !== null) {
        res.writeHead(failure, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ code: 'permission_denied', msg: 'the cache service refused the call' }));
      }
      const request = JSON.parse(body.toString('utf8')) as { key: string; version: string; restore_keys?: string[] };
      if (method === 'GetCacheEntryDownloadURL') {
        const usable = entries.filter((e) => e.finalized && e.version === request.version);
        const exact = usable.find((e) => e.key === request.key);
        const byPrefix = (request.restore_keys ?? [])
          .map((prefix) => usable.findLast((e) => e.key.startsWith(prefix)))
          .find((e) => e !== undefined);
        const hit = exact ?? byPrefix;
        if (!hit) return json(res, { ok: false });
        return json(res, { ok: true, signed_download_url: blobUrl(entries.indexOf(hit)), matched_key: hit.key });
      }
      if (method === 'CreateCacheEntry') {
        if (entries.some((e) => e.key === request.key && e.version === request.version))
          return json(res, { ok: false, message: 'already exists' });
        entries.push({ key: request.key, version: request.version, blob: null, finalized: false });
        return json(res, { ok: true, signed_upload_url: blobUrl(entries.length - 1) });
      }
      if (method === 'FinalizeCacheEntryUpload') {
        const entry = entries.find((e) => e.key === request.key && e.version === request.version && !e.finalized && e.blob !== null);
        if (!entry) return json(res, { ok: false, message: 'nothing uploaded' });
        entry.finalized = true;
        return json(res, { ok: true, entry_id: String(entries.indexOf(entry) + 1) });
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ code: 'bad_route', msg: `no method ${method}` }));
    }
    const blob = /^\/devstoreaccount1\/caches\/(\d+)$/.exec(path);
    const entry = blob ? entries[Number(blob[1])] : undefined;
    if (entry && req.method === 'PUT') {
      entry.blob = body;
      res.writeHead(201, {
        etag: '"0x1"',
        'last-modified': new Date().toUTCString(),
        'x-ms-request-id': '1',
        'x-ms-version': '2025-01-05',
      });
      return void res.end();
    }
    if (entry?.blob && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(entry.blob.length) });
      return void res.end(entry.blob);
    }
    res.writeHead(404);
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    env: { ACTIONS_CACHE_SERVICE_V2: 'true', ACTIONS_RESULTS_URL: url, ACTIONS_RUNTIME_TOKEN: 'runtime-token' },
    keys: () => entries.filter((e) => e.finalized).map((e) => e.key),
    calls: () => [...calls],
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
