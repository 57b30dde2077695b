/**
 * Real git repositories in temp dirs for tests. Synchronous and small:
 *
 *   const repo = makeRepo({ 'src/a.ts': 'export const a = 1;\n' }); // init + first commit
 *   const sha = commit(repo, { 'src/b.ts': '...', 'src/a.ts': null }, 'add b, drop a');
 *   git(repo, 'mv', 'src/b.ts', 'src/c.ts'); commit(repo, {}, 'rename');
 *   writeFiles(repo, { 'untracked.ts': '...' }); // no commit
 *   afterAll(cleanup);
 *
 * Git runs with a fixed identity, no global/system config, `main` as the
 * initial branch and no signing, so tests do not depend on the machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TestRepo {
  /** Absolute, realpath'd work-tree root. */
  dir: string;
  /** Sha of the initial commit, or null when makeRepo was given no files. */
  sha: string | null;
}

const made: string[] = [];

const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: process.platform === 'win32' ? 'NUL' : '/dev/null',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_TERMINAL_PROMPT: '0'
};

function dirOf(repo: TestRepo | string): string {
  return typeof repo === 'string' ? repo : repo.dir;
}

/** Run git in the repository; returns trimmed stdout. */
export function git(repo: TestRepo | string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dirOf(repo), env: GIT_ENV, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim();
}

/** A fresh empty temp directory (not a repository), removed by cleanup(). */
export function makeTempDir(prefix = 'similar-code-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(dir);
  return dir;
}

/** Write files (project-relative paths, parents created); `null` deletes. Nothing is staged. */
export function writeFiles(repo: TestRepo | string, files: Record<string, string | Buffer | null>): void {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(dirOf(repo), path);
    if (content === null) {
      rmSync(abs, { force: true });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

/**
 * Write (or with `null`, delete) the given files, stage exactly those paths
 * plus anything already staged (e.g. by `git mv`), commit, return the sha.
 */
export function commit(repo: TestRepo | string, files: Record<string, string | Buffer | null>, message = 'commit'): string {
  writeFiles(repo, files);
  const paths = Object.keys(files);
  if (paths.length > 0) git(repo, 'add', '-A', '--', ...paths);
  git(repo, 'commit', '-q', '--allow-empty', '--no-verify', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

/** Init a repository on branch `main`; with files, commit them as the first commit. */
export function makeRepo(files: Record<string, string | Buffer> = {}): TestRepo {
  const dir = makeTempDir('similar-code-repo-');
  git(dir, 'init', '-q');
  git(dir, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'core.autocrlf', 'false');
  const repo: TestRepo = { dir, sha: null };
  if (Object.keys(files).length > 0) repo.sha = commit(repo, files, 'initial');
  return repo;
}

/** Remove every directory made by this helper (call from afterAll). */
export function cleanup(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
