/**
 * Reading a candidate's function from the working tree and checking it
 * against the snapshot. The digest is the one extraction records:
 * sha256 (hex) of the UTF-8 bytes of the source slice from (start_line,
 * start_column) to (end_line, end_column), one-based, columns in UTF-16
 * units, end column inclusive. A mismatch is reported, never papered over.
 */
import { promises as fs } from 'node:fs';
import type { Location } from '../contracts/types.js';
import { sha256Hex } from '../util/hash.js';
import { errorMessage } from '../util/errors.js';
import { lineStarts, safeJoin, sliceLocation } from '../util/source-slice.js';

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

export { lineStarts, safeJoin, sliceLocation };

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
