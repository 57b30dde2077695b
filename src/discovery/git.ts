/**
 * Plain `git` through execFile with argument arrays (never a shell). Output is
 * kept as bytes so `-z` separated lists and non-UTF-8 names survive intact.
 */
import { execFile } from 'node:child_process';

/** Enough for `ls-files` of very large monorepos and big -U0 diffs. */
const MAX_BUFFER = 1024 * 1024 * 1024;

export class GitError extends Error {
  override readonly name = 'GitError';
  constructor(
    message: string,
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    /** Set when git itself could not be started (e.g. ENOENT: not installed). */
    readonly spawnCode: string | null
  ) {
    super(message);
  }
}

/** Bound a message taken from git's stderr so diagnostics stay small. */
export function boundText(text: string, max = 400): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
}

/**
 * Run `git -C cwd <args>` and return stdout as bytes. Rejects with GitError on
 * a non-zero exit. Config that would change machine-readable output is pinned
 * per call (`core.quotePath=false`); prompts and optional locks are disabled.
 * `input`, when given, is written to git's standard input (for `--stdin`).
 */
export function git(cwd: string, args: readonly string[], input?: Buffer | string): Promise<Buffer> {
  const fullArgs = ['-c', 'core.quotePath=false', ...args];
  return new Promise((resolvePromise, reject) => {
    const child = execFile(
      'git',
      fullArgs,
      {
        cwd,
        encoding: 'buffer',
        maxBuffer: MAX_BUFFER,
        windowsHide: true,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' }
      },
      (err, stdout, stderr) => {
        if (!err) {
          resolvePromise(stdout);
          return;
        }
        const e = err as NodeJS.ErrnoException & { code?: string | number };
        const spawnCode = typeof e.code === 'string' ? e.code : null;
        const exitCode = typeof e.code === 'number' ? e.code : null;
        const errText = Buffer.isBuffer(stderr) ? stderr.toString('utf8') : String(stderr ?? '');
        const detail = boundText(errText || e.message);
        reject(new GitError(`git ${args.join(' ')} failed: ${detail}`, args, exitCode, errText, spawnCode));
      }
    );
    if (child.stdin) {
      // a git that exits early closes the pipe: its exit status reports the failure, not EPIPE
      child.stdin.on('error', () => undefined);
      child.stdin.end(input ?? '');
    }
  });
}

/** `git` returning trimmed UTF-8 text. */
export async function gitText(cwd: string, args: readonly string[]): Promise<string> {
  return (await git(cwd, args)).toString('utf8').trim();
}

/** Resolve a revision to a commit sha, or null when it does not name a commit. */
export async function resolveCommit(cwd: string, rev: string): Promise<string | null> {
  if (rev.startsWith('-')) return null; // never let a revision be read as an option
  try {
    const sha = await gitText(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}
