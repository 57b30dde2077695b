/**
 * A function's exact source in a file's text, and paths that stay inside a
 * root: what inspect (checking a candidate against its snapshot) and the
 * HTML report (showing members side by side) both read source through.
 * The slice is the one extraction digests: from (start_line, start_column)
 * to (end_line, end_column), one-based, columns in UTF-16 units, end column
 * inclusive (its first code unit, so a surrogate pair is kept whole).
 */
import { isAbsolute, join, normalize, sep } from 'node:path';

export interface LineRange {
  start_line: number;
  start_column: number;
  end_line: number;
  end_column: number;
}

/** Offsets (UTF-16) at which each one-based line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The slice a location names, or null when the range does not exist in `text`. */
export function sliceLocation(text: string, loc: LineRange): string | null {
  const starts = lineStarts(text);
  const s = starts[loc.start_line - 1];
  const e = starts[loc.end_line - 1];
  if (s === undefined || e === undefined || loc.start_column < 1) return null;
  const from = s + loc.start_column - 1;
  let to = e + loc.end_column;
  const hi = text.charCodeAt(to - 1);
  const lo = text.charCodeAt(to);
  if (hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff) to++;
  if (to < from || to > text.length) return null;
  return text.slice(from, to);
}

/** `root`/`relPath`, or null for a path that would leave the root (absolute, `..`, a NUL). */
export function safeJoin(root: string, relPath: string): string | null {
  if (isAbsolute(relPath) || relPath.includes('\0')) return null;
  const n = normalize(relPath);
  if (n === '..' || n.startsWith(`..${sep}`) || n.startsWith('../')) return null;
  return join(root, n);
}
