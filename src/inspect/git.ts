/**
 * git for enrichments, which never throw: the one runner (src/discovery/git.ts)
 * with its failure turned into a result, so a missing history is "unavailable".
 */
import { git as runGit, GitError } from '../discovery/git.js';

export interface GitResult {
  ok: boolean;
  stdout: string;
  /** First stderr line (or the spawn error) when ok is false. */
  error: string;
}

export async function git(root: string, args: string[]): Promise<GitResult> {
  try {
    return { ok: true, stdout: (await runGit(root, args)).toString('utf8'), error: '' };
  } catch (err) {
    const line = err instanceof GitError ? (err.stderr.split('\n').find((l) => l.trim() !== '') ?? err.message) : String(err);
    return { ok: false, stdout: '', error: line.trim() };
  }
}

/** Tracked files (project-relative, forward slashes), or an error line. */
export async function trackedFiles(root: string): Promise<{ files: string[] } | { error: string }> {
  const r = await git(root, ['ls-files', '-z', '--cached', '--', '.']);
  if (!r.ok) return { error: r.error };
  return { files: r.stdout.split('\0').filter((f) => f !== '') };
}
