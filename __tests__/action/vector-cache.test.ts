import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDING_SEMANTICS_VERSION } from '../../src/embedding/protocol.js';
import { startFakeCacheService, type FakeCacheService } from '../helpers/fake-cache-service.js';
import { cleanup, makeTempDir } from '../helpers/git-repo.js';
import type { ActionLogger } from '../../src/action/logger.js';

let svc: FakeCacheService;
let vc: typeof import('../../src/action/vector-cache.js');
let workspace: string;

function memoryLogger(): ActionLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, notice() {}, warning: (m) => warnings.push(m) };
}

beforeAll(async () => {
  svc = await startFakeCacheService();
  workspace = makeTempDir();
  Object.assign(process.env, svc.env, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: makeTempDir() });
  // @actions/cache globs relative paths from the cwd, which on a runner is the workspace.
  process.chdir(workspace);
  vc = await import('../../src/action/vector-cache.js');
});
const startDir = process.cwd();
afterAll(async () => {
  process.chdir(startDir);
  await svc.close();
  cleanup();
});

const id = { artifactSha256: 'a'.repeat(64), parameterSha256: 'p'.repeat(64), extractionSemantics: 1, embeddingSemantics: 2 };

describe('cache keys', () => {
  it('encode prefix, OS, both digests, both semantics versions and the commit', () => {
    expect(vc.cacheKeys('sc', 'linux', id, 'c0ffee')).toEqual({
      primary: `sc-linux-${'a'.repeat(16)}-${'p'.repeat(16)}-e1-m2-c0ffee`,
      exact: true,
      restoreKeys: [`sc-linux-${'a'.repeat(16)}-${'p'.repeat(16)}-e1-m2-`, `sc-linux-${'a'.repeat(16)}-${'p'.repeat(16)}-`]
    });
  });

  it('fall back to shorter prefixes when the identity is partly unknown before the scan', () => {
    expect(vc.cacheKeys('sc', 'linux', { ...id, parameterSha256: null }, 'c')).toEqual({
      primary: `sc-linux-${'a'.repeat(16)}-c`,
      exact: false,
      restoreKeys: [`sc-linux-${'a'.repeat(16)}-`]
    });
    expect(vc.cacheKeys('sc', 'linux', null, 'c')).toEqual({ primary: 'sc-linux-c', exact: false, restoreKeys: ['sc-linux-'] });
  });

  it('knows the full identity of the bundled model before the scan, and the key the scan will save under', async () => {
    const { loadModel } = await import('../../src/embedding/model-store.js');
    const { assetPaths } = await import('../../src/util/assets.js');
    const models = assetPaths().modelsDir;
    const loaded = loadModel(models);
    const identity = vc.readModelIdentity(models);
    expect(identity).toEqual({
      artifactSha256: loaded.provenance.artifact_sha256,
      parameterSha256: loaded.parameters.parameter_sha256,
      extractionSemantics: 1,
      embeddingSemantics: EMBEDDING_SEMANTICS_VERSION
    });
    expect(vc.cacheKeys('sc', 'linux', identity, 'c').exact).toBe(true);
    // A model whose artifact does not match its digest is not trusted: no identity.
    const broken = makeTempDir();
    mkdirSync(join(broken, 'm1'));
    writeFileSync(join(broken, 'default.json'), JSON.stringify({ default_model: 'm1' }));
    writeFileSync(join(broken, 'm1', 'model.json'), JSON.stringify({ model_id: 'm1', artifact: 'model.bin', artifact_sha256: 'f'.repeat(64) }));
    writeFileSync(join(broken, 'm1', 'model.bin'), 'not the model');
    expect(vc.readModelIdentity(broken)).toBeNull();
    expect(vc.readModelIdentity(join(models, 'missing'))).toBeNull();
  });
});

describe('restore and save with the real @actions/cache against the fake service', () => {
  it('saves new vectors under a new key, restores the newest by prefix, and skips saving when nothing was written', async () => {
    const dir = join(workspace, '.similar-code', 'cache');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'pack.bin'), 'vectors-1');
    const log = memoryLogger();
    const k1 = vc.cacheKeys('sc', 'linux', id, 'commit1');
    expect(await vc.saveVectorCache({ cacheDir: dir, key: k1.primary, restoredKey: null, writes: 3, timeoutMs: 20_000, log })).toEqual({ saved: true, key: k1.primary });
    expect(await vc.saveVectorCache({ cacheDir: dir, key: 'sc-other', restoredKey: null, writes: 0, timeoutMs: 20_000, log })).toEqual({ saved: false, reason: 'no new vectors' });
    expect(await vc.saveVectorCache({ cacheDir: dir, key: k1.primary, restoredKey: k1.primary, writes: 3, timeoutMs: 20_000, log })).toEqual({ saved: false, reason: 'key already exists' });
    expect(svc.entries.map((e) => e.key)).toEqual([k1.primary]);

    rmSync(dir, { recursive: true });
    const k2 = vc.cacheKeys('sc', 'linux', id, 'commit2');
    const restored = await vc.restoreVectorCache({ cacheDir: dir, keys: k2, timeoutMs: 20_000, log });
    expect(restored.matchedKey).toBe(k1.primary);
    expect(readFileSync(join(dir, 'pack.bin'), 'utf8')).toBe('vectors-1');
    expect(log.warnings).toEqual([]);
  });

  it('treats a cache service that is down as a cold start', async () => {
    const dir = join(workspace, '.similar-code', 'cache2');
    const log = memoryLogger();
    const url = process.env.ACTIONS_RESULTS_URL;
    process.env.ACTIONS_RESULTS_URL = 'http://127.0.0.1:9/';
    try {
      const restored = await vc.restoreVectorCache({ cacheDir: dir, keys: vc.cacheKeys('sc', 'linux', id, 'c3'), timeoutMs: 5000, log });
      expect(restored.matchedKey).toBeNull();
      expect(existsSync(dir)).toBe(false);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'x'), 'y');
      const saved = await vc.saveVectorCache({ cacheDir: dir, key: 'sc-linux-x', restoredKey: null, writes: 1, timeoutMs: 5000, log });
      expect(saved.saved).toBe(false);
    } finally {
      process.env.ACTIONS_RESULTS_URL = url;
    }
  });
});
