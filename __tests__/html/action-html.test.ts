/**
 * The action writes the HTML report next to the result and SARIF files and
 * sets `html-file`, on a full scan and on a PR run (the real bundled action
 * against a real git repository and a fake GitHub API), and a report it
 * cannot write is a warning, never a failure.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { cloneClasses } from '../../src/report/classes.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { cleanup, commit, makeRepo, writeFiles, type TestRepo } from '../helpers/git-repo.js';
import { FORMAT_BYTES, HUMAN_SIZE, UNRELATED } from '../scan/corpus.js';
import { BUNDLE_DIR, buildAction, runAction, type ActionRun } from '../action/run-action.js';

jest.setTimeout(240_000);

let repo: TestRepo;
let baseSha: string;
let headSha: string;
let gh: FakeGitHub;

beforeAll(async () => {
  await buildAction();
  repo = makeRepo({ 'src/util/format.ts': FORMAT_BYTES, 'src/bus.ts': UNRELATED, 'README.md': '# app\n' });
  baseSha = repo.sha as string;
  headSha = commit(repo, { 'lib/size.ts': HUMAN_SIZE }, 'add humanSize');
  gh = await startFakeGitHub({ headSha });
}, 240_000);

afterAll(async () => {
  await gh?.close();
  cleanup();
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
});

const result = (r: ActionRun): DiscoveryEnvelope => JSON.parse(readFileSync(r.outputs['result-file'] as string, 'utf8')) as DiscoveryEnvelope;

function expectReport(r: ActionRun): string {
  expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
  expect(r.outputs['html-file']).toBe(join(dirname(r.outputs['result-file'] as string), 'similar-code.html'));
  const html = readFileSync(r.outputs['html-file'] as string, 'utf8');
  const env = result(r);
  expect(html).toContain(`data-figure="classes">${cloneClasses(env).length}<`);
  expect(html).toContain(`data-figure="candidates">${env.candidates.length}<`);
  expect(html).toContain(`data-figure="status">${env.completion.status}<`);
  return html;
}

describe('the action and the HTML report', () => {
  it('a full scan writes it next to the result, with the members side by side', async () => {
    const r = await runAction({ workspace: repo.dir, eventName: 'push', payload: { ref: 'refs/heads/main', after: headSha }, sha: headSha, apiUrl: gh.url, inputs: { cache: 'false' } });
    const html = expectReport(r);
    expect(result(r).context?.mode).toBe('full');
    expect(cloneClasses(result(r)).length).toBeGreaterThan(0);
    expect(html).toContain('lib/size.ts:2-10');
    expect(html).toContain('humanSize');
    expect(html).not.toContain('<span class="warn">');
  });

  it('a PR run writes it too (its few classes)', async () => {
    const payload = {
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        changed_files: 1,
        base: { sha: baseSha, ref: 'main', repo: { full_name: 'acme/app' } },
        head: { sha: headSha, ref: 'feature', repo: { full_name: 'acme/app' } }
      },
      repository: { full_name: 'acme/app', name: 'app', owner: { login: 'acme' } }
    };
    const r = await runAction({ workspace: repo.dir, eventName: 'pull_request', payload, sha: headSha, apiUrl: gh.url, inputs: { cache: 'false', 'api-timeout-ms': '2000' } });
    expectReport(r);
    expect(result(r).context?.mode).toBe('scoped');
  });

  it('a report it cannot write is a warning, and the run still succeeds', async () => {
    // a file where the report's folder should be: the result cannot be written either, the step still passes
    writeFiles(repo.dir, { blocked: 'not a folder\n' });
    const r = await runAction({
      workspace: repo.dir,
      eventName: 'push',
      payload: { ref: 'refs/heads/main', after: headSha },
      sha: headSha,
      apiUrl: gh.url,
      inputs: { cache: 'false', 'result-file': 'blocked/out/similar-code.json', 'sarif-file': 'similar-code.sarif' }
    });
    expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
    expect(r.stdout).toMatch(/^::warning::HTML report not written to .*blocked\/out\/similar-code\.html/m);
    expect(r.outputs['html-file'] ?? '').toBe('');
    expect(r.outputs['sarif-file']).toBeTruthy();
    expect(r.outputs.status).toBe('partial');
  });
});
