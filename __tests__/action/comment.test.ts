import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import type { ActionLogger } from '../../src/action/logger.js';

let gh: FakeGitHub;
let mod: typeof import('../../src/action/comment.js');
let github: typeof import('../../src/action/github.js');
let scope: typeof import('../../src/action/pr-scope.js');

function memoryLogger(): ActionLogger & { notices: string[]; warnings: string[] } {
  const warnings: string[] = [];
  const notices: string[] = [];
  return { warnings, notices, debug() {}, info() {}, notice: (m) => notices.push(m), warning: (m) => warnings.push(m) };
}

beforeAll(async () => {
  gh = await startFakeGitHub({
    files: Array.from({ length: 130 }, (_, i) => ({ filename: `src/f${String(i).padStart(3, '0')}.ts`, status: 'modified', patch: '@@ -1 +1,2 @@\n a\n+b' }))
  });
  // @actions/github reads GITHUB_API_URL when it is first imported.
  process.env.GITHUB_API_URL = gh.url;
  github = await import('../../src/action/github.js');
  mod = await import('../../src/action/comment.js');
  scope = await import('../../src/action/pr-scope.js');
});
afterAll(async () => {
  await gh.close();
});

const MARKER = '<!-- similar-code:test -->';

describe('sticky comment', () => {
  it('creates once, then updates in place, never duplicates', async () => {
    const client = github.createGitHubClient('t0ken', 2000);
    const log = memoryLogger();
    gh.comments.push({ id: 1, body: 'unrelated', html_url: 'x', user: { login: 'someone' } });
    const first = await mod.upsertStickyComment({ client, owner: 'acme', repo: 'app', issueNumber: 7, body: `${MARKER}\none`, marker: MARKER, log });
    expect(first.action).toBe('created');
    const second = await mod.upsertStickyComment({ client, owner: 'acme', repo: 'app', issueNumber: 7, body: `${MARKER}\ntwo`, marker: MARKER, log });
    expect(second.action).toBe('updated');
    const third = await mod.upsertStickyComment({ client, owner: 'acme', repo: 'app', issueNumber: 7, body: `${MARKER}\ntwo`, marker: MARKER, log });
    expect(third.action).toBe('unchanged');
    expect(gh.comments.filter((c) => c.body.includes(MARKER))).toHaveLength(1);
    expect(gh.comments.find((c) => c.body.includes(MARKER))?.body).toBe(`${MARKER}\ntwo`);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(log.warnings).toEqual([]);
  });

  it.each([403, 500])('turns HTTP %i into a skip/failure with a warning, never a throw', async (status) => {
    const client = github.createGitHubClient('t0ken', 2000);
    const log = memoryLogger();
    gh.failure = { status };
    try {
      const out = await mod.upsertStickyComment({ client, owner: 'acme', repo: 'app', issueNumber: 7, body: `${MARKER}\nx`, marker: MARKER, log });
      expect(out.action).toBe(status === 403 ? 'skipped' : 'failed');
      expect(log.warnings).toHaveLength(1);
    } finally {
      gh.failure = null;
    }
  });

  it('gives up on a hanging API after the request timeout', async () => {
    const client = github.createGitHubClient('t0ken', 300);
    const log = memoryLogger();
    gh.failure = { hang: true };
    try {
      const started = Date.now();
      const out = await mod.upsertStickyComment({ client, owner: 'acme', repo: 'app', issueNumber: 7, body: `${MARKER}\nx`, marker: MARKER, log });
      expect(out.action).toBe('failed');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(log.warnings[0]).toMatch(/no answer within 300 ms/);
    } finally {
      gh.failure = null;
    }
  });
});

describe('pull-request files API', () => {
  it('reads every page', async () => {
    const client = github.createGitHubClient('t0ken', 2000);
    const files = await scope.listPullRequestFiles(client, { owner: 'acme', repo: 'app' }, 7);
    expect(files).toHaveLength(130);
    const pages = gh.requests.filter((r) => r.path.endsWith('/pulls/7/files')).map((r) => r.query.page);
    expect(pages).toEqual(['1', '2']);
  });
});
