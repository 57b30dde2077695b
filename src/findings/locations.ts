/** Where functions sit relative to each other in a file, and what a function is called on its own. */
import type { Location } from '../contracts/types.js';

/** The last part of an extracted name, the function's own: `Store.update` → `update`, `default.run` → `run`. */
export const ownName = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

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

/**
 * Whether a function sits inside another one of its file (a closure, a
 * callback's handler, an inner helper), asked row by row: the functions are
 * indexed by file on the first question.
 */
export function enclosedIn(functions: readonly { location: Location }[]): (row: number) => boolean {
  let byPath: Map<string, number[]> | null = null;
  return (row) => {
    if (!byPath) {
      byPath = new Map();
      functions.forEach((f, i) => {
        const rows = byPath!.get(f.location.path);
        if (rows) rows.push(i);
        else byPath!.set(f.location.path, [i]);
      });
    }
    const here = functions[row]!.location;
    return (byPath.get(here.path) ?? []).some((i) => i !== row && encloses(functions[i]!.location, here) && !encloses(here, functions[i]!.location));
  };
}
