/**
 * A local HTTP server on 127.0.0.1 that plays the cache service protocol the
 * installed @actions/cache (6.x) speaks on github.com: cache service v2, i.e.
 * twirp JSON at ACTIONS_RESULTS_URL (GetCacheEntryDownloadURL,
 * CreateCacheEntry, FinalizeCacheEntryUpload) plus the signed blob URLs it
 * hands out (an Azure block-blob PUT for upload, a plain GET for download,
 * since the host is not *.blob.core.windows.net). Records every request.
 *
 *   const svc = await startFakeCacheService();
 *   env = { ...env, ...svc.env };   // ACTIONS_CACHE_SERVICE_V2, ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN
 *   svc.entries  // what was saved
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  data: Buffer | null;
  finalized: boolean;
  createdAt: number;
}

export interface CacheRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeCacheService {
  url: string;
  env: Record<string, string>;
  entries: CacheEntry[];
  requests: CacheRequest[];
  /** Every twirp call answers this HTTP status while set. */
  failStatus: number | null;
  close(): Promise<void>;
}

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startFakeCacheService(): Promise<FakeCacheService> {
  let nextId = 1;
  let clock = 0;
  const svc = { entries: [] as CacheEntry[], requests: [] as CacheRequest[], failStatus: null as number | null };

  /** Exact key first, then each restore key as a prefix, newest entry first (as the service does). */
  function lookup(key: string, restoreKeys: string[], version: string): CacheEntry | undefined {
    const ready = svc.entries.filter((e) => e.finalized && e.version === version).sort((a, b) => b.createdAt - a.createdAt);
    const exact = ready.find((e) => e.key === key);
    if (exact) return exact;
    for (const prefix of restoreKeys) {
      const hit = ready.find((e) => e.key.startsWith(prefix));
      if (hit) return hit;
    }
    return undefined;
  }

  const server = createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readRaw(req);
    const method = req.method ?? 'GET';
    let body: unknown = null;
    if (u.pathname.startsWith(SERVICE)) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
    }
    svc.requests.push({ method, path: u.pathname, body });

    if (u.pathname.startsWith(SERVICE)) {
      if (svc.failStatus !== null) return json(res, svc.failStatus, { code: 'internal', msg: 'fake failure' });
      const b = (body ?? {}) as { key?: string; restore_keys?: string[]; version?: string; size_bytes?: string };
      const rpc = u.pathname.slice(SERVICE.length);
      if (rpc === 'GetCacheEntryDownloadURL') {
        const hit = lookup(b.key ?? '', b.restore_keys ?? [], b.version ?? '');
        if (!hit) return json(res, 200, { ok: false });
        return json(res, 200, { ok: true, signed_download_url: `${fake.url}/download/${hit.id}?sig=fake`, matched_key: hit.key });
      }
      if (rpc === 'CreateCacheEntry') {
        if (svc.entries.some((e) => e.key === b.key && e.version === b.version)) {
          return json(res, 200, { ok: false, message: 'cache entry already exists' });
        }
        const entry: CacheEntry = { id: nextId++, key: b.key ?? '', version: b.version ?? '', data: null, finalized: false, createdAt: ++clock };
        svc.entries.push(entry);
        return json(res, 200, { ok: true, signed_upload_url: `${fake.url}/devstoreaccount1/actions-cache/${entry.id}?sig=fake` });
      }
      if (rpc === 'FinalizeCacheEntryUpload') {
        const entry = svc.entries.find((e) => e.key === b.key && e.version === b.version && !e.finalized);
        if (!entry || !entry.data) return json(res, 200, { ok: false, message: 'no upload to finalize' });
        entry.finalized = true;
        return json(res, 200, { ok: true, entry_id: String(entry.id) });
      }
      return json(res, 404, { code: 'bad_route', msg: `no such method ${rpc}` });
    }

    let m: RegExpExecArray | null;
    if (method === 'PUT' && (m = /^\/devstoreaccount1\/actions-cache\/(\d+)$/.exec(u.pathname))) {
      const entry = svc.entries.find((e) => e.id === Number(m![1]));
      if (!entry) return json(res, 404, {});
      // A single-shot block-blob upload (archives are far below 128 MiB here).
      entry.data = raw;
      res.writeHead(201, {
        etag: `"0x${entry.id.toString(16)}"`,
        'last-modified': new Date(0).toUTCString(),
        'x-ms-request-id': `req-${entry.id}`,
        'x-ms-version': '2024-11-04',
        'x-ms-request-server-encrypted': 'true',
        'content-length': '0'
      });
      return res.end();
    }
    if (method === 'GET' && (m = /^\/download\/(\d+)$/.exec(u.pathname))) {
      const entry = svc.entries.find((e) => e.id === Number(m![1]));
      if (!entry?.data) return json(res, 404, {});
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': entry.data.length });
      return res.end(entry.data);
    }
    return json(res, 404, { msg: `fake cache service: no route for ${method} ${u.pathname}` });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const fake: FakeCacheService = Object.assign(svc, {
    url,
    env: { ACTIONS_CACHE_SERVICE_V2: 'true', ACTIONS_RESULTS_URL: `${url}/`, ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token' },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })
  });
  return fake;
}
