/**
 * A local HTTP server on 127.0.0.1 that plays the GitHub REST endpoints the
 * action calls (pull-request files, one pull request, issue comments
 * list/create/update) and records every request. Point the real
 * @actions/github client at it with GITHUB_API_URL=server.url.
 *
 *   const gh = await startFakeGitHub({ files: [...] });
 *   gh.failure = { status: 403 };   // or { hang: true } or null
 *   ...; await gh.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeComment {
  id: number;
  body: string;
  html_url: string;
  user: { login: string };
}

export interface FakePullFile {
  filename: string;
  status: string;
  previous_filename?: string;
  patch?: string;
  changes?: number;
}

export interface FakeGitHubOptions {
  files?: FakePullFile[];
  /** head sha returned by GET /pulls/{n}. */
  headSha?: string;
  comments?: FakeComment[];
}

export type Failure = { status: number } | { hang: true } | null;

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  comments: FakeComment[];
  files: FakePullFile[];
  headSha: string;
  /** Applied to every request while set. */
  failure: Failure;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(null);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function page<T>(items: T[], query: Record<string, string>): T[] {
  const perPage = Number(query.per_page ?? 30);
  const p = Number(query.page ?? 1);
  return items.slice((p - 1) * perPage, p * perPage);
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  let nextId = 1000 + (options.comments?.length ?? 0);
  const hanging = new Set<ServerResponse>();
  const state: Omit<FakeGitHub, 'url' | 'close'> = {
    requests: [],
    comments: options.comments ? [...options.comments] : [],
    files: options.files ?? [],
    headSha: options.headSha ?? '',
    failure: null
  };

  const server = createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const query = Object.fromEntries(u.searchParams.entries());
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    state.requests.push({ method, path: u.pathname, query, body });

    const failure = state.failure;
    if (failure && 'hang' in failure) {
      hanging.add(res);
      return;
    }
    if (failure) return send(res, failure.status, { message: `fake failure ${failure.status}` });

    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/.exec(u.pathname))) {
      return send(res, 200, page(state.files, query));
    }
    if (method === 'GET' && (m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(u.pathname))) {
      return send(res, 200, { number: Number(m[1]), head: { sha: state.headSha } });
    }
    if (method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/.test(u.pathname)) {
      return send(res, 200, page(state.comments, query));
    }
    if (method === 'POST' && (m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(u.pathname))) {
      const id = nextId++;
      const c: FakeComment = {
        id,
        body: String((body as { body?: unknown })?.body ?? ''),
        html_url: `https://github.com/${m[1]}/${m[2]}/pull/${m[3]}#issuecomment-${id}`,
        user: { login: 'github-actions[bot]' }
      };
      state.comments.push(c);
      return send(res, 201, c);
    }
    if (method === 'PATCH' && (m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(u.pathname))) {
      const c = state.comments.find((x) => x.id === Number(m![1]));
      if (!c) return send(res, 404, { message: 'Not Found' });
      c.body = String((body as { body?: unknown })?.body ?? '');
      return send(res, 200, c);
    }
    return send(res, 404, { message: `fake GitHub: no route for ${method} ${u.pathname}` });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeGitHub;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
