/**
 * Read one admitted source file as text, refusing anything that would make
 * later phases lie or blow up: paths that leave the work tree (also through
 * symlinks), files over the byte limit, binary files and invalid UTF-8.
 * A UTF-8 BOM is stripped (TextDecoder's default), so line and column
 * numbers match what editors show.
 */
import { closeSync, fstatSync, openSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { DiagnosticCode } from '../contracts/codes.js';
import type { SkipReason } from '../contracts/codes.js';
import type { Diagnostic } from '../contracts/types.js';
import { Containment } from './paths.js';
import { boundText } from './git.js';

export type ReadOutcome = { ok: true; text: string; bytes: number } | { ok: false; diagnostic: Diagnostic; skip?: SkipReason };

export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** A NUL byte in this many leading bytes marks a file as binary (git's own heuristic). */
export const BINARY_SCAN_BYTES = 8 * 1024;

export function workspaceDiagnostic(code: string, message: string, path: string | null): Diagnostic {
  return { domain: 'workspace', code, message: boundText(message, 500), path };
}

/** A path that is not project-relative on its face (absolute, or climbing out with `..`). */
function lexicallyOutside(path: string): boolean {
  return isAbsolute(path) || path.split(/[\\/]/).includes('..');
}

function fail(code: string, message: string, path: string, skip?: SkipReason, nullPath = false): ReadOutcome {
  // the schema's diagnostic path is project-root-relative: a path that is not one is given as null
  const diagnostic = workspaceDiagnostic(code, message, nullPath ? null : path);
  return skip ? { ok: false, diagnostic, skip } : { ok: false, diagnostic };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Reads the files of one scan: the root and each directory resolved once (see Containment). */
export type SourceReader = (path: string, maxFileBytes?: number) => ReadOutcome;

export function sourceReader(root: string): SourceReader {
  let containment: Containment | undefined;
  try {
    containment = new Containment(realpathSync.native(root));
  } catch {
    // readSource reports the inaccessible root for each file
  }
  return (path, maxFileBytes = DEFAULT_MAX_FILE_BYTES) => readSource(root, path, maxFileBytes, containment);
}

/**
 * The texts of a scan's files, each read once and remembered: '' for a file
 * that cannot be read (the review reads a function's lines from it, and a
 * file that vanished has none). `known` is what was read so far.
 */
export function textCache(read: SourceReader): { text(path: string): string; known(path: string): string | undefined } {
  const texts = new Map<string, string>();
  return {
    text(path) {
      let t = texts.get(path);
      if (t === undefined) {
        const r = read(path);
        texts.set(path, (t = r.ok ? r.text : ''));
      }
      return t;
    },
    known: (path) => texts.get(path)
  };
}

/**
 * Synchronous system calls, as in containedRealPath: a scan reads every file
 * in turn, and each call is cheaper than a round trip through the thread pool.
 */
export function readSource(root: string, path: string, maxFileBytes: number = DEFAULT_MAX_FILE_BYTES, containment?: Containment): ReadOutcome {
  if (!containment) {
    try {
      containment = new Containment(realpathSync.native(root));
    } catch (err) {
      return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: repository root is not accessible (${(err as Error).message})`, path);
    }
  }
  const contained = containment.check(path);
  if (!contained.ok) {
    return contained.reason === 'outside'
      ? fail(DiagnosticCode.PathOutsideRepository, `refusing to read ${path}: it resolves outside the repository`, path, undefined, lexicallyOutside(path))
      : fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: ${contained.error?.code ?? 'missing'}`, path);
  }

  let fd: number | undefined;
  try {
    // check the type before open(): opening a FIFO would block (a regular file's lstat already says)
    if (!contained.regular && !statSync(contained.real).isFile()) return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: not a regular file`, path);
    fd = openSync(contained.real, 'r');
    const st = fstatSync(fd);
    if (!st.isFile()) return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: not a regular file`, path);
    const tooLarge = (bytes: number): ReadOutcome =>
      fail(DiagnosticCode.FileTooLarge, `${path} is ${formatBytes(bytes)}, over the ${formatBytes(maxFileBytes)} per-file limit; skipped`, path, 'input-limit');
    if (st.size > maxFileBytes) return tooLarge(st.size);
    const buf = readFileSync(fd);
    // checked again: the file may have grown between stat and read
    if (buf.length > maxFileBytes) return tooLarge(buf.length);
    if (buf.subarray(0, BINARY_SCAN_BYTES).includes(0)) {
      return fail(DiagnosticCode.BinaryFile, `${path} looks binary (NUL byte in the first ${BINARY_SCAN_BYTES} bytes); not read as source`, path);
    }
    let text: string;
    try {
      text = decoder.decode(buf);
    } catch {
      return fail(DiagnosticCode.InvalidUtf8, `${path} is not valid UTF-8; not read as source`, path);
    }
    return { ok: true, text, bytes: buf.length };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: ${code}`, path);
  } finally {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // already reported or irrelevant: the read itself succeeded or failed above
      }
    }
  }
}
