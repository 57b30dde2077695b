/**
 * The cache folder a scan creates inside the scanned repository ignores itself:
 * `.similar-code/.gitignore` holds `*`, so `git status` stays clean; a folder or
 * `.gitignore` that already exists is left alone.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_GITIGNORE } from '../../src/cache/save-pack.js';
import { DEFAULT_CACHE_DIR } from '../../src/scan/options.js';
import { runScan } from '../../src/scan/run.js';
import { cleanup, git, makeRepo } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { FORMAT_BYTES, HUMAN_SIZE } from '../scan/corpus.js';

afterAll(cleanup);

const files = { 'src/format.ts': FORMAT_BYTES, 'src/size.ts': HUMAN_SIZE };

async function scanWithDefaultCache(root: string): Promise<void> {
  const { envelope } = await runScan(scanOptions(root, { cacheDir: join(root, DEFAULT_CACHE_DIR) }));
  expect(envelope.completion.cache.writes).toBeGreaterThan(0);
}

describe('the cache folder in the scanned repository', () => {
  it('is created with a .gitignore holding *, so git status shows nothing untracked', async () => {
    const repo = makeRepo(files);
    await scanWithDefaultCache(repo.dir);
    expect(readFileSync(join(repo.dir, '.similar-code', '.gitignore'), 'utf8')).toBe(CACHE_GITIGNORE);
    expect(CACHE_GITIGNORE.split('\n')).toContain('*');
    expect(readdirSync(join(repo.dir, '.similar-code', 'cache')).length).toBeGreaterThan(0);
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    // a second (warm) scan changes nothing of that
    await runScan(scanOptions(repo.dir, { cacheDir: join(repo.dir, DEFAULT_CACHE_DIR) }));
    expect(readFileSync(join(repo.dir, '.similar-code', '.gitignore'), 'utf8')).toBe(CACHE_GITIGNORE);
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('leaves a .similar-code/ it did not create, and its .gitignore, as they are', async () => {
    const repo = makeRepo({ ...files, '.similar-code/.gitignore': 'cache/\n' });
    await scanWithDefaultCache(repo.dir);
    expect(readFileSync(join(repo.dir, '.similar-code', '.gitignore'), 'utf8')).toBe('cache/\n');
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('ignores the folder it creates inside an existing .similar-code/, and no other', async () => {
    const repo = makeRepo(files);
    mkdirSync(join(repo.dir, '.similar-code'));
    writeFileSync(join(repo.dir, '.similar-code', 'notes.txt'), 'mine\n');
    await scanWithDefaultCache(repo.dir);
    expect(existsSync(join(repo.dir, '.similar-code', '.gitignore'))).toBe(false);
    expect(readFileSync(join(repo.dir, '.similar-code', 'cache', '.gitignore'), 'utf8')).toBe(CACHE_GITIGNORE);
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe('?? .similar-code/notes.txt');
  });
});
