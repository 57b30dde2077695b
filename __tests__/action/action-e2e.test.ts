/**
 * End to end: the real bundled action as a Node process, against a real git
 * repository (base and head commits), a fake GitHub REST API and a fake
 * cache service (the protocol the installed @actions/cache speaks).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { startFakeCacheService, type FakeCacheService } from '../helpers/fake-cache-service.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { cleanup, commit, makeRepo, makeTempDir, type TestRepo } from '../helpers/git-repo.js';
import { validateSarif } from '../helpers/sarif-schema.js';
import { BUNDLE_DIR, buildAction, runAction, type ActionRun, type RunActionOptions } from './run-action.js';

jest.setTimeout(240_000);

const FORMAT = `export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return \`\${value.toFixed(1)} \${units[unit]}\`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
`;

const OTHER = `export function parseQuery(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of query.replace(/^\\?/, '').split('&')) {
    if (!part) continue;
    const [k, v = ''] = part.split('=');
    out[decodeURIComponent(k)] = decodeURIComponent(v);
  }
  return out;
}
`;

const SIZE = `import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export function humanSize(size: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = size;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i += 1;
  }
  return \`\${n.toFixed(1)} \${units[i]}\`;
}
`;

const SLUG = `export function toSlug(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
`;

let repo: TestRepo;
let baseSha: string;
let headSha: string;
let head2Sha: string;
let gh: FakeGitHub;
let svc: FakeCacheService;
const runs: Record<string, ActionRun> = {};
/** Results by run, read right after each run (every run writes the same default path). */
const envelopes: Record<string, DiscoveryEnvelope> = {};

function prPayload(head: string, opts: { fork?: boolean; base?: string } = {}) {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      changed_files: 2,
      base: { sha: opts.base ?? baseSha, ref: 'main', repo: { full_name: 'acme/app' } },
      head: { sha: head, ref: 'feature', repo: { full_name: opts.fork ? 'someone/app' : 'acme/app' } }
    },
    repository: { full_name: 'acme/app', name: 'app', owner: { login: 'acme' } }
  };
}

function run(over: Partial<RunActionOptions> & { sha: string }): Promise<ActionRun> {
  return runAction({
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: prPayload(over.sha),
    apiUrl: gh.url,
    env: svc.env,
    ...over,
    inputs: { 'api-timeout-ms': '2000', 'cache-timeout-ms': '20000', ...(over.inputs ?? {}) }
  });
}

function result(r: ActionRun): DiscoveryEnvelope {
  return JSON.parse(readFileSync(r.outputs['result-file'] as string, 'utf8')) as DiscoveryEnvelope;
}

function expectNeverGating(r: ActionRun): void {
  expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
  expect(r.stdout).not.toMatch(/^::error::/m);
}

beforeAll(async () => {
  await buildAction();
  repo = makeRepo({ 'src/util/format.ts': FORMAT, 'src/util/query.ts': OTHER, 'README.md': '# app\n' });
  baseSha = repo.sha as string;
  headSha = commit(repo, { 'src/feature/size.ts': SIZE }, 'add humanSize');
  gh = await startFakeGitHub({ headSha });
  svc = await startFakeCacheService();
}, 240_000);

afterAll(async () => {
  await gh?.close();
  await svc?.close();
  cleanup();
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
});

describe('pull request run', () => {
  it('scans the PR, writes a valid SARIF on the changed side, comments once and saves the cache', async () => {
    const r = await run({ sha: headSha });
    runs.first = r;
    expectNeverGating(r);
    const env = result(r);
    envelopes.first = env;
    expect(env.context).toMatchObject({ pull_request: 7, head_sha: headSha, base_sha: baseSha, repository: 'acme/app', mode: 'scoped' });
    expect(env.generation.scope.paths).toEqual(['src/feature/size.ts']);
    expect(Number(r.outputs['candidate-count'])).toBe(env.candidates.length);
    expect(env.candidates.length).toBeGreaterThan(0);
    expect(env.completion.cache.writes).toBeGreaterThan(0);
    expect(r.outputs.status).toBe(env.completion.status);

    const sarif = JSON.parse(readFileSync(r.outputs['sarif-file'] as string, 'utf8'));
    expect(validateSarif(sarif)).toEqual({ ok: true, errors: [] });
    const results = sarif.runs[0].results as Array<{ level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }>;
    expect(results.length).toBe(env.candidates.length);
    for (const res of results) {
      expect(res.level).toBe('note');
      expect(res.locations[0]?.physicalLocation.artifactLocation.uri).toBe('src/feature/size.ts');
    }
    expect(sarif.runs[0].automationDetails.id).toMatch(/^similar-code\/pr/);

    const posts = gh.requests.filter((q) => q.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain('<!-- similar-code:sticky-comment -->');
    expect(gh.comments[0]?.body).toContain(`/acme/app/blob/${headSha}/src/feature/size.ts#L`);
    expect(r.summary).toContain('Similar code');

    expect(svc.entries.filter((e) => e.finalized)).toHaveLength(1);
    expect(svc.entries[0]?.key).toMatch(new RegExp(`^similar-code-vectors-linux-[0-9a-f]{16}-[0-9a-f]{16}-e\\d+-m\\d+-${headSha}$`));
    expect(r.outputs['cache-key']).toBe(svc.entries[0]?.key);
  });

  it('on the next push, restores the cache, embeds only new functions and updates the same comment', async () => {
    head2Sha = commit(repo, { 'src/feature/slug.ts': SLUG }, 'add toSlug');
    gh.headSha = head2Sha;
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha) });
    runs.second = r;
    expectNeverGating(r);
    expect(r.outputs['cache-hit']).toBe('true');
    const env = result(r);
    envelopes.second = env;
    const first = envelopes.first as DiscoveryEnvelope;
    expect(env.completion.cache.hits).toBeGreaterThan(0);
    // Only the function added by the new commit is embedded; the rest come from the restored cache.
    expect(env.completion.cache.misses).toBeLessThan(first.completion.cache.misses);
    expect(env.completion.cache.misses).toBe(1);

    expect(gh.requests.filter((q) => q.method === 'POST')).toHaveLength(1);
    expect(gh.requests.filter((q) => q.method === 'PATCH')).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain(head2Sha);
  });

  it('reads the changed files from the files API when the base commit is not available to git', async () => {
    gh.files = [
      { filename: 'src/feature/size.ts', status: 'added', patch: `@@ -0,0 +1,12 @@\n${SIZE.trimEnd().split('\n').map((l) => `+${l}`).join('\n')}` },
      { filename: 'src/old.ts', status: 'removed', patch: '@@ -1 +0,0 @@\n-x' }
    ];
    const missingBase = 'f'.repeat(40);
    const before = gh.requests.length;
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha, { base: missingBase }), inputs: { cache: 'false' } });
    expectNeverGating(r);
    expect(gh.requests.slice(before).some((q) => q.path === '/repos/acme/app/pulls/7/files')).toBe(true);
    expect(result(r).generation.scope.paths).toEqual(['src/feature/size.ts']);
  });
});

describe('review verdicts', () => {
  it('suppresses dismissed candidates in SARIF and leaves them out of the comment, counted', async () => {
    const first = envelopes.first as DiscoveryEnvelope;
    const dismissed = first.candidates[0]!;
    const verdicts = join(makeTempDir('sc-verdicts-'), 'verdicts.json'); // outside the repository
    writeFileSync(verdicts, JSON.stringify({ schema_version: '1', verdicts: [{ review_key: dismissed.review_key, verdict: 'false-positive', note: 'different units' }] }));
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha), inputs: { 'verdicts-file': verdicts, cache: 'false' } });
    expectNeverGating(r);
    const sarif = JSON.parse(readFileSync(r.outputs['sarif-file'] as string, 'utf8'));
    const suppressed = (sarif.runs[0].results as Array<{ properties: { review_key: string }; suppressions?: Array<{ justification: string }> }>)
      .filter((x) => x.suppressions?.length);
    expect(suppressed.map((x) => x.properties.review_key)).toEqual([dismissed.review_key]);
    expect(suppressed[0]?.suppressions?.[0]?.justification).toContain('different units');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toMatch(/dismissed/);
    expect(gh.comments[0]?.body).not.toContain(`\`${dismissed.left.name}\``);
  });

  it('an invalid verdicts file is a warning, never a failure', async () => {
    const verdicts = join(makeTempDir('sc-verdicts-'), 'bad-verdicts.json');
    writeFileSync(verdicts, '{"schema_version":"1","verdicts":[{"verdict":"maybe"}]}');
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha), inputs: { 'verdicts-file': verdicts, cache: 'false' } });
    expectNeverGating(r);
    expect(r.stdout).toMatch(/::warning::.*verdicts-file not applied/);
  });

  it('a yes/no input that is neither true nor false is a warning, and the default applies', async () => {
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha), inputs: { 'include-migration-pairs': 'yes', cache: 'false', comment: 'false' } });
    expectNeverGating(r);
    expect(r.stdout).toContain('::warning::Input include-migration-pairs: "yes" is not true or false; using false.');
  });
});

describe('never gating', () => {
  it.each([
    ['403', { status: 403 }],
    ['500', { status: 500 }],
    ['hanging', { hang: true as const }]
  ])('exits 0 with a warning when the API answers %s', async (_name, failure) => {
    gh.failure = failure;
    try {
      const r = await run({ sha: head2Sha, payload: prPayload(head2Sha), inputs: { 'api-timeout-ms': '1000', cache: 'false' } });
      expectNeverGating(r);
      expect(r.stdout).toMatch(/^::warning::.*PR comment/m);
      expect(r.outputs.status).toBe('partial');
      expect(r.outputs['sarif-file']).toBeTruthy();
    } finally {
      gh.failure = null;
    }
  });

  it('exits 0 with a warning when the cache service is down', async () => {
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha), env: { ...svc.env, ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/' } });
    expectNeverGating(r);
    expect(r.stdout).toMatch(/^::warning::.*(restore|cache)/im);
    expect(Number(r.outputs['candidate-count'])).toBeGreaterThan(0);
  });

  it('exits 0 with a warning when the cache service fails and times out', async () => {
    svc.failStatus = 500;
    try {
      const r = await run({ sha: head2Sha, payload: prPayload(head2Sha), inputs: { 'cache-timeout-ms': '1500' } });
      expectNeverGating(r);
      expect(r.stdout).toMatch(/^::warning::Vector cache not restored/m);
    } finally {
      svc.failStatus = null;
    }
  });

  it.each([
    ['crashes', { 'companion-command': JSON.stringify([process.execPath, '-e', 'process.exit(3)']) }],
    ['is the wrong version', { 'companion-version': '0.0.0-wrong' }]
  ])('exits 0 with a warning and status partial when the companion %s', async (_name, inputs) => {
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha), inputs: { ...inputs, cache: 'false', comment: 'false' } });
    expectNeverGating(r);
    expect(r.stdout).toMatch(/^::warning::/m);
    expect(r.outputs.status).toBe('partial');
    expect(result(r).completion.status).toBe('partial');
  });
});

describe('fork pull request', () => {
  it('skips the comment with a notice and still writes the summary and SARIF', async () => {
    const before = gh.requests.length;
    const r = await run({ sha: head2Sha, payload: prPayload(head2Sha, { fork: true }), inputs: { cache: 'false' } });
    expectNeverGating(r);
    expect(r.stdout).toMatch(/^::notice::.*fork/m);
    expect(gh.requests.slice(before).filter((q) => q.path.includes('/comments'))).toEqual([]);
    expect(validateSarif(JSON.parse(readFileSync(r.outputs['sarif-file'] as string, 'utf8')))).toEqual({ ok: true, errors: [] });
    expect(r.summary).toContain('fork');
  });

  it('publish mode comments from the saved result in a workflow_run job', async () => {
    const resultPath = join(repo.dir, 'saved-result.json');
    writeFileSync(resultPath, JSON.stringify(envelopes.second));
    const r = await runAction({
      workspace: repo.dir,
      eventName: 'workflow_run',
      payload: { workflow_run: { head_sha: head2Sha, event: 'pull_request', pull_requests: [] } },
      sha: baseSha,
      apiUrl: gh.url,
      inputs: { mode: 'publish', 'result-input': resultPath, 'sarif-file': 'published.sarif' }
    });
    expectNeverGating(r);
    expect(r.outputs['pull-request']).toBe('7');
    expect(r.outputs['head-sha']).toBe(head2Sha);
    expect(gh.comments).toHaveLength(1);
    expect(validateSarif(JSON.parse(readFileSync(r.outputs['sarif-file'] as string, 'utf8')))).toEqual({ ok: true, errors: [] });
  });
});

describe('full scan', () => {
  it('scans the whole repository on push with the full category', async () => {
    const r = await runAction({
      workspace: repo.dir,
      eventName: 'push',
      payload: { ref: 'refs/heads/main', after: head2Sha },
      sha: head2Sha,
      apiUrl: gh.url,
      env: svc.env
    });
    expectNeverGating(r);
    const env = result(r);
    expect(env.context?.mode).toBe('full');
    expect(env.generation.scope.active).toBe(false);
    const sarif = JSON.parse(readFileSync(r.outputs['sarif-file'] as string, 'utf8'));
    expect(sarif.runs[0].automationDetails.id).toMatch(/^similar-code\/full/);
  });
});
