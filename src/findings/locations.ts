/** Where functions sit relative to each other in a file. */
import type { Location } from '../contracts/types.js';

const before = (l1: number, c1: number, l2: number, c2: number): boolean => l1 < l2 || (l1 === l2 && c1 <= c2);

/** True when `outer`'s range contains `inner`'s (same file; a range contains itself). */
export function encloses(outer: Location, inner: Location): boolean {
  return (
    outer.path === inner.path &&
    before(outer.start_line, outer.start_column, inner.start_line, inner.start_column) &&
    before(inner.end_line, inner.end_column, outer.end_line, outer.end_column)
  );
}

/** A function nested inside the other (same file, enclosing range): never a pair. */
export function nested(a: Location, b: Location): boolean {
  return encloses(a, b) || encloses(b, a);
}
