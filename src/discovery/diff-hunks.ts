/**
 * Pure parsers for git's diff output (no I/O, unit-tested on their own).
 *
 * Hunk semantics (HunkMap, one-based inclusive NEW-side line ranges):
 * - A hunk `@@ -a,b +c,d @@` with d > 0 (modification or pure addition)
 *   gives [c, c + d - 1]: exactly the lines that are new or changed in head.
 * - A pure deletion (d = 0) has no new-side lines. git then reports c as the
 *   new-side line AFTER WHICH the lines were removed; it is recorded as the
 *   zero-length hunk [c, c], so a function whose body lost lines still
 *   overlaps a hunk and stays in scope. A deletion at the very top of the
 *   file (c = 0) is recorded as [1, 1].
 * - Ranges per path are sorted and overlapping or adjacent ranges merged.
 * - A file that changed without any hunk (pure rename, mode change, binary)
 *   has an empty list: it is in the changed set but no line of it changed.
 *   (discover() gives every changed path that the patch names no hunk for
 *   an empty list, so the map covers exactly the in-scope paths.)
 * - Deleted files (`+++ /dev/null`) produce no entry.
 */
import type { HunkMap } from '../contracts/pipeline.js';

export type NameStatusKind = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type-changed' | 'other';

export interface NameStatusEntry {
  kind: NameStatusKind;
  /** The path in head (for renames and copies: the new path). */
  path: string;
  /** The path in base for renames and copies. */
  oldPath: string | null;
}

const STATUS_KINDS: Record<string, NameStatusKind> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'type-changed'
};

/**
 * Parse `git diff --name-status -z` output: `STATUS\0path\0` records, where
 * renames and copies (`R100`, `C075`) carry two paths `\0old\0new\0`.
 */
export function parseNameStatusZ(output: string): NameStatusEntry[] {
  const fields = output.split('\0');
  if (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
  const entries: NameStatusEntry[] = [];
  let i = 0;
  while (i < fields.length) {
    const status = (fields[i++] ?? '').trim();
    if (status === '') continue;
    const letter = status[0] ?? '';
    const kind = STATUS_KINDS[letter] ?? 'other';
    if (letter === 'R' || letter === 'C') {
      const oldPath = fields[i++];
      const newPath = fields[i++];
      if (oldPath === undefined || newPath === undefined) break;
      entries.push({ kind, path: newPath, oldPath });
    } else {
      const path = fields[i++];
      if (path === undefined) break;
      entries.push({ kind, path, oldPath: null });
    }
  }
  return entries;
}

/** Paths in head that a diff added, modified, renamed (new path), copied or type-changed. */
export function changedPaths(entries: readonly NameStatusEntry[]): string[] {
  const out = new Set<string>();
  for (const e of entries) if (e.kind !== 'deleted') out.add(e.path);
  return [...out].sort(compareStrings);
}

/** Code-unit order: deterministic and locale-independent. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const C_ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/** Undo git's C-style quoting of a path (`"a\tb\303\251"`); unquoted input is returned as is. */
export function unquoteGitPath(raw: string): string {
  if (!(raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"'))) return raw;
  const body = raw.slice(1, -1);
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch !== '\\') {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
      continue;
    }
    const next = body[i + 1] ?? '';
    if (/[0-7]/.test(next)) {
      const oct = /^[0-7]{1,3}/.exec(body.slice(i + 1))?.[0] ?? '0';
      bytes.push(parseInt(oct, 8) & 0xff);
      i += oct.length;
    } else if (next in C_ESCAPES) {
      bytes.push(C_ESCAPES[next] as number);
      i += 1;
    } else {
      bytes.push(92);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The path of a `--- a/x` / `+++ b/x` line, or null for /dev/null. */
function headerPath(rest: string, prefix: string): string | null {
  // git appends a TAB after names that contain a space (GNU patch convention).
  const value = rest.endsWith('\t') ? rest.slice(0, -1) : rest;
  if (value === '/dev/null') return null;
  const path = unquoteGitPath(value);
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Sort and merge overlapping or adjacent one-based inclusive ranges. */
export function mergeRanges(ranges: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const sorted = ranges
    .filter(([s, e]) => Number.isInteger(s) && Number.isInteger(e) && s >= 1 && e >= s)
    .map(([s, e]) => [s, e] as [number, number])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

/**
 * Parse `git diff -U0 --no-color --src-prefix=a/ --dst-prefix=b/` output into
 * new-side hunks per head path (see the module comment for the semantics).
 * The parser tracks each hunk's line counts, so content lines that happen to
 * start with `+++ ` or `diff --git` are never mistaken for headers.
 */
export function parseUnifiedDiffHunks(diff: string): HunkMap {
  const raw = new Map<string, Array<[number, number]>>();
  let current: string | null = null; // head path of the file section, null when deleted/unknown
  let inHeader = false;
  let oldLeft = 0;
  let newLeft = 0;
  const lines = diff.split('\n');
  for (const line of lines) {
    if (oldLeft > 0 || newLeft > 0) {
      // inside a hunk body: consume exactly the lines the header announced
      const c = line[0];
      if (c === '-' && oldLeft > 0) {
        oldLeft--;
        continue;
      }
      if (c === '+' && newLeft > 0) {
        newLeft--;
        continue;
      }
      if (c === ' ' && oldLeft > 0 && newLeft > 0) {
        oldLeft--;
        newLeft--;
        continue;
      }
      if (c === '\\') continue; // "\ No newline at end of file"
      // malformed or truncated hunk: stop counting, read the line as a header
      oldLeft = 0;
      newLeft = 0;
    }
    if (line.startsWith('\\')) continue; // trailing "\ No newline" after the last counted line
    if (line.startsWith('diff --git ')) {
      current = null;
      inHeader = true;
      continue;
    }
    if (inHeader && line.startsWith('+++ ')) {
      current = headerPath(line.slice(4), 'b/');
      if (current !== null && !raw.has(current)) raw.set(current, []);
      continue;
    }
    if (inHeader && line.startsWith('rename to ')) {
      // pure renames have no ---/+++ lines: record the path with no hunks
      current = unquoteGitPath(line.slice('rename to '.length));
      if (!raw.has(current)) raw.set(current, []);
      continue;
    }
    if (inHeader && line.startsWith('copy to ')) {
      current = unquoteGitPath(line.slice('copy to '.length));
      if (!raw.has(current)) raw.set(current, []);
      continue;
    }
    const m = HUNK_HEADER.exec(line);
    if (m) {
      inHeader = false;
      oldLeft = m[2] === undefined ? 1 : Number(m[2]);
      const start = Number(m[3]);
      const count = m[4] === undefined ? 1 : Number(m[4]);
      newLeft = count;
      if (current === null) continue;
      const list = raw.get(current) ?? [];
      if (count > 0) list.push([start, start + count - 1]);
      else {
        const at = Math.max(start, 1);
        list.push([at, at]);
      }
      raw.set(current, list);
    }
  }
  const out: HunkMap = {};
  for (const path of [...raw.keys()].sort(compareStrings)) out[path] = mergeRanges(raw.get(path) ?? []);
  return out;
}
