/**
 * Reading a candidate's function from the working tree and checking it
 * against the snapshot. The digest is the one extraction records:
 * sha256 (hex) of the UTF-8 bytes of the source slice from (start_line,
 * start_column) to (end_line, end_column), one-based, columns in UTF-16
 * units, end column inclusive. A mismatch is reported, never papered over.
 */
import { promises as fs } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { Location } from '../contracts/types.js';
import { sha256Hex } from '../util/hash.js';
import { errorMessage } from '../util/errors.js';

export type SourceStatus = 'unchanged' | 'changed' | 'missing';

export interface SideSource {
  status: SourceStatus;
  /** The verified function text; null unless status is `unchanged`. */
  text: string | null;
  /** Current whole-file text when readable (for enrichments that look around the function). */
  fileText: string | null;
  /** Why the status is not `unchanged`. */
  reason: string | null;
}

/** Offsets (UTF-16) at which each one-based line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The slice a location names, or null when the range does not exist in `text`. */
export function sliceLocation(text: string, loc: Pick<Location, 'start_line' | 'start_column' | 'end_line' | 'end_column'>): string | null {
  const starts = lineStarts(text);
  const s = starts[loc.start_line - 1];
  const e = starts[loc.end_line - 1];
  if (s === undefined || e === undefined || loc.start_column < 1) return null;
  const from = s + loc.start_column - 1;
  let to = e + loc.end_column;
  // end_column names the first code unit of the last character: keep a surrogate pair whole.
  const hi = text.charCodeAt(to - 1);
  const lo = text.charCodeAt(to);
  if (hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff) to++;
  if (to < from || to > text.length) return null;
  return text.slice(from, to);
}

/** Reject paths that would leave the project root. */
export function safeJoin(root: string, relPath: string): string | null {
  if (isAbsolute(relPath) || relPath.includes('\0')) return null;
  const n = normalize(relPath);
  if (n === '..' || n.startsWith(`..${sep}`) || n.startsWith('../')) return null;
  return join(root, n);
}

export async function readSide(root: string, loc: Location): Promise<SideSource> {
  const abs = safeJoin(root, loc.path);
  if (!abs) return { status: 'missing', text: null, fileText: null, reason: `path ${loc.path} is outside the project root` };
  let fileText: string;
  try {
    fileText = await fs.readFile(abs, 'utf8');
  } catch (err) {
    return { status: 'missing', text: null, fileText: null, reason: `cannot read ${loc.path}: ${errorMessage(err)}` };
  }
  const slice = sliceLocation(fileText, loc);
  if (slice === null) {
    return { status: 'changed', text: null, fileText, reason: `${loc.path} no longer has lines ${loc.start_line}-${loc.end_line} as recorded` };
  }
  if (sha256Hex(slice) !== loc.source_sha256) {
    return {
      status: 'changed',
      text: null,
      fileText,
      reason: `${loc.path}:${loc.start_line}-${loc.end_line} no longer matches source_sha256 (the file changed since the scan)`
    };
  }
  return { status: 'unchanged', text: slice, fileText, reason: null };
}
