/**
 * The benchmark's repositories on disk: a bare clone per repository (from a
 * local mirror when given, else from GitHub) and one work tree per
 * repository that the runs check commits out into. Nothing here is
 * committed; only ids, paths and line ranges are (bench/review/*.json).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RepoSpec {
  name: string;
  repo: string;
  commit: string;
  license: string;
  /** Where the re-implementation PR adds its helpers (repositories with reimpl/<name>.* files). */
  added_path?: string;
  /** Replayed for scoring only: never seen by the calibration, judged after the rule was fixed. */
  held_out?: boolean;
}

export function sh(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** What a snapshot keeps: the code a scan reads and the files that steer it. */
export const KEEP = /(\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$)|(^|\/)(\.gitattributes|package\.json)$/;

/**
 * The source repository of `spec`: a folder of `owner+name/repo` git
 * directories (the fetch tool's layout) when `mirrors` is given, else a bare
 * clone from GitHub under `root`.
 */
export function sourceRepository(root: string, spec: RepoSpec, mirrors: string | null): string {
  if (mirrors) return join(mirrors, spec.repo.replace('/', '+'), 'repo');
  const dir = join(root, 'sources', `${spec.name}.git`);
  if (!existsSync(dir)) execFileSync('git', ['clone', '--quiet', '--bare', `https://github.com/${spec.repo}.git`, dir], { stdio: 'inherit' });
  return dir;
}

/**
 * A scratch repository per benchmark repository, which snapshots are committed into. One run at a
 * time may use it: two runs snapshotting into one tree interleave their files, and a review of a
 * half-written parent sees every function of the repository as added (a lock file names the holder).
 */
export function workTree(root: string, spec: RepoSpec): string {
  const dir = join(root, 'trees', spec.name);
  lockTree(`${dir}.lock`);
  if (existsSync(join(dir, '.git'))) return dir;
  mkdirSync(dir, { recursive: true });
  sh(dir, ['init', '--quiet']);
  sh(dir, ['config', 'user.email', 'bench@similar-code.invalid']);
  sh(dir, ['config', 'user.name', 'similar-code bench']);
  sh(dir, ['config', 'core.autocrlf', 'false']);
  return dir;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const held = new Set<string>();

function lockTree(lock: string): void {
  if (held.has(lock)) return;
  mkdirSync(dirname(lock), { recursive: true });
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lock, 'utf8'));
    if (holder !== process.pid && alive(holder)) throw new Error(`${lock}: process ${holder} is using this work tree; run one benchmark per repository at a time`);
    writeFileSync(lock, String(process.pid));
  }
  if (held.size === 0) process.once('exit', () => held.forEach((l) => rmSync(l, { force: true })));
  held.add(lock);
}

/**
 * Commit the code files of `commit` in `source` into the scratch repository
 * `dir` (replacing what was there) and return the new commit: snapshots hold
 * only what a scan reads, so a source whose large binaries are absent works too.
 * A file in `required` (the files a replayed commit changes) must be there: a
 * mirror still filling in, or one that lacks the change, would store a review
 * of a commit that changed nothing.
 */
export function snapshot(dir: string, source: string, commit: string, message = commit, required: ReadonlySet<string> = new Set()): string {
  const listing = sh(source, ['ls-tree', '-r', '-z', commit]).split('\0').filter(Boolean);
  const files: Array<{ path: string; blob: string }> = [];
  for (const entry of listing) {
    const tab = entry.indexOf('\t');
    const [mode, type, blob] = entry.slice(0, tab).split(' ');
    const path = entry.slice(tab + 1);
    if (type === 'blob' && mode !== '120000' && KEEP.test(path) && !/(^|\/)node_modules\//.test(path)) files.push({ path, blob: blob! });
  }
  const batch = spawnSync('git', ['cat-file', '--batch'], { cwd: source, input: files.map((f) => `${f.blob}\n`).join(''), maxBuffer: 1 << 30 });
  // a short read (a killed or starved git) would drop every file after it and turn a commit into thousands of added functions
  if (batch.error || batch.status !== 0) throw new Error(`git cat-file --batch for ${commit}: ${batch.error?.message ?? `exit ${batch.status}`}`);
  const out = batch.stdout;
  let written = 0;
  let missing = 0;
  for (const name of readdirSync(dir)) if (name !== '.git' && name !== '.similar-code') rmSync(join(dir, name), { recursive: true, force: true });
  let at = 0;
  for (const f of files) {
    const nl = out.indexOf(10, at);
    const header = out.subarray(at, nl).toString('utf8');
    const size = Number(header.split(' ')[2]);
    at = nl + 1;
    if (header.endsWith('missing')) {
      // a blob the mirror does not hold (its largest files may be absent)
      if (required.has(f.path)) throw new Error(`snapshot of ${commit}: ${source} lacks ${f.path}, which the commit changes (is the mirror complete?)`);
      missing++;
      continue;
    }
    if (!Number.isFinite(size)) break;
    const dest = join(dir, f.path);
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, out.subarray(at, at + size));
    at += size + 1;
    written++;
  }
  if (written + missing !== files.length) throw new Error(`snapshot of ${commit}: ${written} of ${files.length} files read from git`);
  sh(dir, ['add', '-A', '.']);
  sh(dir, ['commit', '--quiet', '--allow-empty', '--no-verify', '-m', message]);
  return sh(dir, ['rev-parse', 'HEAD']).trim();
}

/** The repository root: the nearest folder above this module (or its bundle under .bench/run/) holding this benchmark. */
export function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'bench', 'review', 'repos.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the repository root (bench/review/repos.json)');
    dir = up;
  }
  return dir;
}
