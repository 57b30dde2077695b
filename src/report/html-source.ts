/**
 * The members' source for the HTML report, read from a working tree: the
 * whole lines start_line..end_line of a location's file as they are now.
 * The report checks what it gets against the location's source_sha256, so a
 * file changed since the scan shows as changed, never as wrong text (and a
 * result from elsewhere, e.g. a publish-only run, can only ever show text
 * whose digest it already holds).
 *
 * Reads synchronously, each file once, and keeps what it read: a report
 * names each file of its members, and the scan already bounded their total.
 */
import { readFileSync, statSync } from 'node:fs';
import { safeJoin } from '../util/source-slice.js';
import type { Location } from '../contracts/types.js';

/** Files larger than this are not read (no function of a scan lives in one). */
export const MAX_SOURCE_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The text of lines start_line..end_line (one-based) of `text`, without the
 * last line's break; cut short where the file ends first (then it no longer
 * matches the digest, and shows as changed).
 */
export function linesOf(text: string, startLine: number, endLine: number): string {
  let from = 0;
  for (let line = 1; line < startLine; line++) {
    const nl = text.indexOf('\n', from);
    if (nl < 0) return '';
    from = nl + 1;
  }
  let to = from;
  for (let line = startLine; line <= endLine; line++) {
    const nl = text.indexOf('\n', to);
    if (nl < 0) return text.slice(from);
    to = line === endLine ? nl : nl + 1;
  }
  return text.slice(from, to);
}

/** A `readSource` for toHtml over the working tree at `root`: null for a file that cannot be read. */
export function workingTreeSource(root: string): (location: Location) => string | null {
  const files = new Map<string, string | null>();
  const read = (path: string): string | null => {
    if (files.has(path)) return files.get(path)!;
    let text: string | null = null;
    const abs = safeJoin(root, path);
    try {
      if (abs && statSync(abs).isFile() && statSync(abs).size <= MAX_SOURCE_FILE_BYTES) text = readFileSync(abs, 'utf8');
    } catch {
      text = null;
    }
    files.set(path, text);
    return text;
  };
  return (loc) => {
    const text = read(loc.path);
    return text === null ? null : linesOf(text, loc.start_line, loc.end_line);
  };
}
