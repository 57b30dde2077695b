/**
 * The version is written once, in package.json: package-lock.json, src/version.ts (the
 * bundles' copy, kept by scripts/sync-version.mjs on `npm version`), the companion version
 * and CHANGELOG.md follow it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPANION_VERSION, SIMILAR_CODE_VERSION } from '../../src/version.js';
import { cleanup, makeTempDir } from '../helpers/git-repo.js';
import { repoRoot } from '../helpers/dev-build.js';

afterAll(cleanup);

const json = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Record<string, unknown>;
const version = json('package.json').version as string;

describe('the version', () => {
  it('is package.json’s in package-lock.json, src/version.ts and the companion', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/);
    const lock = json('package-lock.json') as { version: string; packages: Record<string, { version?: string }> };
    expect(lock.version).toBe(version);
    expect(lock.packages['']?.version).toBe(version);
    expect(SIMILAR_CODE_VERSION).toBe(version);
    expect(COMPANION_VERSION).toBe(version);
    expect(spawnSync(process.execPath, [join(repoRoot, 'scripts', 'sync-version.mjs'), '--check'], { encoding: 'utf8' }).status).toBe(0);
  });

  it('has the newest entry of CHANGELOG.md', () => {
    const changelog = readFileSync(join(repoRoot, 'CHANGELOG.md'), 'utf8');
    const releases = [...changelog.matchAll(/^## \[(\d[^\]]*)\](?: - (\d{4}-\d{2}-\d{2}))?/gm)];
    expect(releases[0]?.[1]).toBe(version);
    expect(releases[0]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is copied into src/version.ts by scripts/sync-version.mjs (what `npm version` runs)', () => {
    const root = makeTempDir('similar-code-version-');
    mkdirSync(join(root, 'scripts'));
    mkdirSync(join(root, 'src'));
    copyFileSync(join(repoRoot, 'scripts', 'sync-version.mjs'), join(root, 'scripts', 'sync-version.mjs'));
    copyFileSync(join(repoRoot, 'src', 'version.ts'), join(root, 'src', 'version.ts'));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'similar-code', version: '9.8.7' }));
    const script = join(root, 'scripts', 'sync-version.mjs');
    expect(spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' }).status).toBe(1);
    execFileSync(process.execPath, [script], { encoding: 'utf8' });
    const text = readFileSync(join(root, 'src', 'version.ts'), 'utf8');
    expect(text).toContain("export const SIMILAR_CODE_VERSION = '9.8.7';");
    expect(text.replace('9.8.7', SIMILAR_CODE_VERSION)).toBe(readFileSync(join(repoRoot, 'src', 'version.ts'), 'utf8'));
    expect(spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' }).status).toBe(0);
  });

  it('is the one npm version bumps: the version script syncs src/version.ts and rebuilds the bundles', () => {
    expect((json('package.json').scripts as Record<string, string>).version).toMatch(/sync-version\.mjs.*build\.mjs.*git add src\/version\.ts dist/);
  });
});
