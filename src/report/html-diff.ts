/**
 * A small line diff for the HTML report's side-by-side view: the longest
 * common subsequence of two functions' lines (compared with surrounding
 * whitespace trimmed, so a re-indented copy still lines up), as run-length
 * operations. Functions are short (max_function_bytes), so a quadratic table
 * is cheap; past MAX_CELLS the differing middle is shown as replaced rather
 * than computed. Deterministic: deletions come before insertions in a change.
 *
 * Written here rather than taken from the `diff` package: it is 60 lines, the
 * report needs only line granularity, and the action bundle stays as it is.
 */

export const DiffOp = { Equal: 0, Delete: 1, Insert: 2 } as const;
export type DiffOp = (typeof DiffOp)[keyof typeof DiffOp];

/** Above this many table cells (middle lines of a × of b) the middle is one replacement. */
export const MAX_CELLS = 4_000_000;

/**
 * The operations turning `a` into `b`, flattened as [op, count, op, count, …]
 * with adjacent runs of one op merged: Equal consumes a line of each side,
 * Delete one of `a`, Insert one of `b`.
 */
export function lineDiff(a: readonly string[], b: readonly string[]): number[] {
  // lines as small integers (equal trimmed text, equal id): the table compares numbers, not strings
  const ids = new Map<string, number>();
  const id = (l: string): number => {
    const t = l.trim();
    let v = ids.get(t);
    if (v === undefined) ids.set(t, (v = ids.size));
    return v;
  };
  const x = Int32Array.from(a, id);
  const y = Int32Array.from(b, id);
  const out: number[] = [];
  const push = (op: DiffOp, n: number): void => {
    if (n === 0) return;
    if (out.length > 0 && out[out.length - 2] === op) out[out.length - 1]! += n;
    else out.push(op, n);
  };
  let pre = 0;
  while (pre < x.length && pre < y.length && x[pre] === y[pre]) pre++;
  let suf = 0;
  while (suf < x.length - pre && suf < y.length - pre && x[x.length - 1 - suf] === y[y.length - 1 - suf]) suf++;
  const n = x.length - pre - suf;
  const m = y.length - pre - suf;
  push(DiffOp.Equal, pre);
  if (n === 0 || m === 0 || n * m > MAX_CELLS) {
    push(DiffOp.Delete, n);
    push(DiffOp.Insert, m);
  } else {
    // L[i][j]: LCS length of x[pre+i..] and y[pre+j..]; min(n, m) ≤ 2,000 here, so 16 bits hold it
    const w = m + 1;
    const L = new Uint16Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        L[i * w + j] = x[pre + i] === y[pre + j] ? L[(i + 1) * w + j + 1]! + 1 : Math.max(L[(i + 1) * w + j]!, L[i * w + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (x[pre + i] === y[pre + j]) {
        push(DiffOp.Equal, 1);
        i++;
        j++;
      } else if (L[(i + 1) * w + j]! >= L[i * w + j + 1]!) {
        push(DiffOp.Delete, 1);
        i++;
      } else {
        push(DiffOp.Insert, 1);
        j++;
      }
    }
    push(DiffOp.Delete, n - i);
    push(DiffOp.Insert, m - j);
  }
  push(DiffOp.Equal, suf);
  return out;
}
