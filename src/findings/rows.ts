/**
 * The rows a PR review shows: one per changed function, its best match first
 * and the rest behind "and N more"; co-changed pairs are the collapsed line,
 * not rows. An untouched copy that several changed functions drift from is one
 * row, under the first of them, naming the others: the PR changed them alike
 * and left this copy out, which is one thing for a reviewer to check, not N
 * (one edit to three landing pages and not the fourth).
 *
 * Generic over the pair type, so that the comment and summary (envelope
 * candidates) and the benchmark that judges those rows (decided pairs) count
 * the same rows.
 */
import type { FindingKind } from '../contracts/types.js';

export interface RowSides<K> {
  changed: K;
  other: K;
  kind: FindingKind;
}

export interface ReviewRow<T> {
  /** The changed function's matches, in the order given (best first). */
  matches: T[];
  /** Drift of the best match's copy from other changed functions, folded into this row. */
  alike: T[];
}

/** `pairs` best first; `sides` says which functions a pair joins and its kind. */
export function reviewRows<T, K>(pairs: readonly T[], sides: (pair: T) => RowSides<K>): ReviewRow<T>[] {
  const leadOf = new Map<K, T>();
  const alike = new Map<T, T[]>();
  const groups = new Map<K, T[]>();
  for (const p of pairs) {
    const s = sides(p);
    if (s.kind === 'co-changed') continue;
    if (s.kind === 'drift') {
      const lead = leadOf.get(s.other);
      // fold only into a row the lead heads: behind "and N more" the others would vanish unnamed
      if (lead !== undefined && sides(lead).changed !== s.changed && groups.get(sides(lead).changed)![0] === lead) {
        alike.get(lead)!.push(p);
        continue;
      }
      if (lead === undefined) {
        leadOf.set(s.other, p);
        alike.set(p, []);
      }
    }
    const g = groups.get(s.changed);
    if (g) g.push(p);
    else groups.set(s.changed, [p]);
  }
  return [...groups.values()].map((matches) => ({ matches, alike: alike.get(matches[0]!) ?? [] }));
}
