/** The corpus as git knows it: the work-tree top and the tracked files of the index. */
import { realpath, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UserError, errorMessage } from '../util/errors.js';
import { compareStrings } from './diff-hunks.js';
import { GitError, boundText, gitText } from './git.js';

/** The realpath'd top of the work tree containing `root`; UserError when there is none. */
export async function resolveWorkTree(root: string): Promise<string> {
  const abs = resolve(root);
  try {
    if (!(await stat(abs)).isDirectory()) throw new UserError(`repository root ${abs} is not a directory`);
  } catch (err) {
    if (err instanceof UserError) throw err;
    throw new UserError(`repository root ${abs} does not exist or cannot be accessed`);
  }
  let top: string;
  try {
    top = await gitText(abs, ['rev-parse', '--show-toplevel']);
  } catch (err) {
    if (err instanceof GitError && err.spawnCode === 'ENOENT') {
      throw new UserError('git was not found on PATH; similar-code needs git to list the repository files');
    }
    const detail = err instanceof GitError ? boundText(err.stderr || err.message, 300) : errorMessage(err);
    throw new UserError(`${abs} is not a git repository work tree (similar-code scans tracked files): ${detail}`);
  }
  if (!top) throw new UserError(`${abs} is not a git repository work tree (similar-code scans tracked files)`);
  try {
    return await realpath(resolve(top));
  } catch {
    return resolve(top);
  }
}

export interface TrackedEntry {
  path: string;
  mode: string;
  blob: string | null;
}

/** Parse `git ls-files -s -z`: `<mode> <object> <stage>\t<path>\0`; unmerged paths keep no blob. */
export function parseLsFilesStage(output: string): TrackedEntry[] {
  const byPath = new Map<string, TrackedEntry>();
  for (const rec of output.split('\0')) {
    if (!rec) continue;
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [mode = '', blob = '', stage = '0'] = rec.slice(0, tab).split(' ');
    const path = rec.slice(tab + 1);
    const prev = byPath.get(path);
    if (prev) {
      prev.blob = null; // several stages: a merge conflict, no single blob
      continue;
    }
    byPath.set(path, { path, mode, blob: stage === '0' && /^[0-9a-f]{40,64}$/.test(blob) ? blob : null });
  }
  return [...byPath.values()].sort((a, b) => compareStrings(a.path, b.path));
}

/** A regular file (100644, 100755 or the legacy 100664); not a symlink, submodule or sparse directory. */
export function isRegularMode(mode: string): boolean {
  return mode.startsWith('100');
}

