/**
 * The package people install: `npm pack` gives a tarball with bin/, dist/, models/ and
 * schemas/ and nothing of the sources, tests or benchmarks; it installs offline into an
 * empty project (the bundles carry every runtime dependency, so there are none to fetch),
 * and the installed `similar-code scan` finds the copy in a small git repository with the
 * embedded model.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '../../src/contracts/validate.js';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { cleanup, makeRepo, makeTempDir } from '../helpers/git-repo.js';
import { repoRoot } from '../helpers/dev-build.js';
import { FORMAT_BYTES, HUMAN_SIZE } from '../scan/corpus.js';

/** npm pack compresses about 25 MB (bundles, grammars, models): some seconds alone, more on a loaded machine. */
const SLOW_MS = 240_000;
afterAll(cleanup);

/** The environment without npm's own (`npm test` sets npm_config_*) or an asset override. */
function cleanEnv(cache: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && k !== 'SIMILAR_CODE_ASSETS_DIR') env[k] = v;
  return { ...env, npm_config_cache: cache, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

interface PackResult {
  filename: string;
  files: Array<{ path: string }>;
}

let packed: PackResult;
let tarball: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  const out = makeTempDir('similar-code-pack-');
  env = cleanEnv(join(out, 'npm-cache'));
  const stdout = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  packed = (JSON.parse(stdout) as PackResult[])[0]!;
  tarball = join(out, packed.filename);
}, SLOW_MS);

describe('npm pack', () => {
  it('carries bin/, dist/, models/, schemas/ and the package documents, nothing else', () => {
    const paths = packed.files.map((f) => f.path).sort();
    const outside = paths.filter((p) => !/^(?:bin|dist|models|schemas)\//.test(p) && !['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE'].includes(p));
    expect(outside).toEqual([]);
    expect(paths.filter((p) => /^(?:src|__tests__|bench|scripts|build)\//.test(p) || p.includes('__tests__'))).toEqual([]);
    // what bin/similar-code.js loads at run time: the bundles, the tree-sitter runtime and grammars, the model
    expect(paths).toEqual(expect.arrayContaining([
      'bin/similar-code.js',
      'dist/cli.js',
      'dist/companion.js',
      'dist/extract-worker.js',
      'dist/tree-sitter.wasm',
      'dist/grammars/tree-sitter-typescript.wasm',
      'dist/grammars/tree-sitter-tsx.wasm',
      'dist/grammars/tree-sitter-javascript.wasm',
      'dist/models/default.json',
      'models/default.json',
      'schemas/discovery-envelope.schema.json'
    ]));
    // the project's licence, and the licences of the packages the bundles and copied assets carry
    expect(paths).toEqual(expect.arrayContaining(['LICENSE', 'dist/THIRD-PARTY-LICENSES.txt']));
    const notice = readFileSync(join(repoRoot, 'dist', 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    for (const name of ['@actions/core', 'commander', 'web-tree-sitter', 'tree-sitter-typescript', 'tree-sitter-javascript']) {
      const version = (JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
      expect([name, notice.includes(`\n${name}@${version} (`)]).toEqual([name, true]);
    }
    expect(notice).toContain('Permission is hereby granted, free of charge');
    const defaultModel = (JSON.parse(readFileSync(join(repoRoot, 'dist', 'models', 'default.json'), 'utf8')) as { default_model: string }).default_model;
    expect(defaultModel).toMatch(/^sc-/);
    expect(paths).toEqual(expect.arrayContaining([`dist/models/${defaultModel}/model.json`, `dist/models/${defaultModel}/model.bin`]));
  });

  it('installs offline into an empty project, and the installed similar-code scan finds the copy', () => {
    const project = makeTempDir('similar-code-install-');
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'install-check', version: '1.0.0', private: true }));
    execFileSync('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball], { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // no runtime dependencies: nothing but the package itself was installed
    expect(readdirSync(join(project, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['similar-code']);

    const repo = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/size.ts': HUMAN_SIZE });
    const bin = join(project, 'node_modules', '.bin', 'similar-code');
    const stdout = execFileSync(process.execPath, [bin, 'scan', repo.dir], { cwd: repo.dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
    const doc = JSON.parse(stdout) as DiscoveryEnvelope;
    expect(validate('envelope', doc)).toEqual({ ok: true });
    expect(doc.completion.status).toBe('complete');
    expect(doc.generation.model.model_id).toBe((JSON.parse(readFileSync(join(repoRoot, 'models', 'default.json'), 'utf8')) as { default_model: string }).default_model);
    const pairs = doc.candidates.map((c) => [c.left.name, c.right.name].sort().join(' ~ '));
    expect(pairs).toContain('formatBytes ~ humanSize');
  }, SLOW_MS);
});
