/**
 * Path handling shared by discovery and readSource: project-relative,
 * forward-slash paths, and checks that a path stays inside the work tree
 * (lexically and after resolving symlinks).
 */
import { lstatSync, realpathSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Forward-slash form of a relative path. */
export function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

/** `rel` (a path.relative result) names root itself or something below it. */
export function isInside(rel: string): boolean {
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !rel.startsWith('../') && !isAbsolute(rel);
}

/**
 * The project-relative path of `abs` against any of `roots` (the real root and
 * the root as the caller spelled it, which may go through a symlink such as
 * macOS's /var → /private/var), or null when it is outside all of them.
 */
export function relativeToRoots(abs: string, roots: readonly string[]): string | null {
  for (const root of roots) {
    const rel = relative(root, abs);
    if (isInside(rel)) return toPosix(rel);
  }
  return null;
}

export type Contained =
  | {
      ok: true;
      real: string;
      /** The path's own lstat, when the check took it and it is a regular file (not a symlink). */
      regular?: Stats;
    }
  | { ok: false; reason: 'outside' | 'missing'; error?: NodeJS.ErrnoException };

/**
 * Resolve `path` (relative to `realRoot`, which must already be a realpath)
 * and check that the result, with every symlink followed, is still inside
 * `realRoot`. A path that does not exist is `missing`. Synchronous: it runs
 * for every file of a scan, and one system call is cheaper than a round trip
 * through the thread pool (discovery's probes: 44 ms -> 17-20 ms for 757 files).
 */
export function containedRealPath(realRoot: string, path: string): Contained {
  const abs = resolve(realRoot, path);
  if (!isInside(relative(realRoot, abs))) return { ok: false, reason: 'outside' };
  let real: string;
  try {
    // .native: the same system realpath as fs.promises.realpath (the work tree top), not the JS one,
    // which can spell a Windows path differently (8.3 names, subst drives)
    real = realpathSync.native(abs);
  } catch (err) {
    return { ok: false, reason: 'missing', error: err as NodeJS.ErrnoException };
  }
  if (!isInside(relative(realRoot, real))) return { ok: false, reason: 'outside' };
  return { ok: true, real };
}

/**
 * containedRealPath for the many files of one scan: each directory's realpath
 * is taken once. A regular file (by lstat, so not a symlink) is its
 * directory's realpath plus its own name; anything else (a symlink, a missing
 * path) is resolved whole, as containedRealPath does. The realpath system call
 * was most of a file's admission cost (monaco-editor's 1,612 files: realpath
 * 30 ms, lstat 7 ms, open + read + close 11 ms). One instance serves one scan:
 * directories are not re-resolved, so a long-lived instance would miss a
 * directory later replaced by a symlink.
 */
export class Containment {
  private readonly dirs = new Map<string, { real: string } | { error: NodeJS.ErrnoException }>();

  /** `realRoot` must already be a realpath. */
  constructor(readonly realRoot: string) {}

  check(path: string): Contained {
    const abs = resolve(this.realRoot, path);
    if (!isInside(relative(this.realRoot, abs))) return { ok: false, reason: 'outside' };
    let st: Stats | undefined;
    try {
      st = lstatSync(abs);
    } catch {
      st = undefined;
    }
    if (!st?.isFile()) return containedRealPath(this.realRoot, path);
    const dir = this.realDir(dirname(abs));
    if ('error' in dir) return { ok: false, reason: 'missing', error: dir.error };
    const real = join(dir.real, basename(abs));
    if (!isInside(relative(this.realRoot, real))) return { ok: false, reason: 'outside' };
    return { ok: true, real, regular: st };
  }

  private realDir(dir: string): { real: string } | { error: NodeJS.ErrnoException } {
    let r = this.dirs.get(dir);
    if (!r) {
      try {
        r = { real: realpathSync.native(dir) };
      } catch (err) {
        r = { error: err as NodeJS.ErrnoException };
      }
      this.dirs.set(dir, r);
    }
    return r;
  }
}
