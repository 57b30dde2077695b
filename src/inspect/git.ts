/** Plain git through execFile with argument arrays: no shell, bounded time and output. */
import { execFile } from 'node:child_process';

export interface GitResult {
  ok: boolean;
  stdout: string;
  /** First stderr line (or the spawn error) when ok is false. */
  error: string;
}

export function git(root: string, args: string[], timeoutMs = 20_000): Promise<GitResult> {
  return new Promise((resolvePromise) => {
    execFile(
      'git',
      ['-C', root, '-c', 'core.quotepath=off', ...args],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs, windowsHide: true },
      (err, stdout, stderr) => {
        if (err) {
          const line = String(stderr ?? '').split('\n').find((l) => l.trim() !== '') ?? err.message;
          resolvePromise({ ok: false, stdout: String(stdout ?? ''), error: line.trim() });
        } else resolvePromise({ ok: true, stdout, error: '' });
      }
    );
  });
}

/** Tracked files (project-relative, forward slashes), or an error line. */
export async function trackedFiles(root: string): Promise<{ files: string[] } | { error: string }> {
  const r = await git(root, ['ls-files', '-z', '--cached', '--', '.']);
  if (!r.ok) return { error: r.error };
  return { files: r.stdout.split('\0').filter((f) => f !== '') };
}
