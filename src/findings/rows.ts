/**
 * The rows a PR review shows: one per changed function, its best match first
 * and the rest behind "and N more"; co-changed pairs are the collapsed line,
 * not rows. Two foldings make one thing to check one row, not N:
 * - an untouched copy that several changed functions drift from is one row,
 *   under the first of them, naming the others: the PR changed them alike and
 *   left this copy out (one edit to three landing pages and not the fourth);
 * - new functions of one file whose best matches are copies in one other file
 *   are one row, under the first of them, naming the others: the PR copied
 *   that module (a helper file pasted into a second app), and whether to share
 *   it is one decision.
 *
 * Generic over the pair type, so that the comment and summary (envelope
 * candidates) and the benchmark that judges those rows (decided pairs) count
 * the same rows.
 */
import type { FindingKind } from '../contracts/types.js';

/** How many folded functions a row names (the rest are counted): the comment and the benchmark that judges it agree. */
export const FOLDED_NAMED = 3;

export interface RowSides<K> {
  changed: K;
  other: K;
  kind: FindingKind;
  /** The files the two sides are in. */
  changedFile: string;
  otherFile: string;
}

export interface ReviewRow<T> {
  /** The changed function's matches, in the order given (best first). */
  matches: T[];
  /** Folded into this row: other changed functions that drift from the best match's copy, or (a copy) that copy the same file into the same file. */
  alike: T[];
}

/** `pairs` best first; `sides` says which functions a pair joins and its kind. */
export function reviewRows<T, K>(pairs: readonly T[], sides: (pair: T) => RowSides<K>): ReviewRow<T>[] {
  const leadOf = new Map<K, T>();
  const copyLeadOf = new Map<string, T>();
  const alike = new Map<T, T[]>();
  const groups = new Map<K, T[]>();
  const folded = new Set<K>();
  for (const p of pairs) {
    const s = sides(p);
    if (s.kind === 'co-changed' || folded.has(s.changed)) continue;
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
    if (s.kind === 'copy' && !groups.has(s.changed)) {
      // this function's best match is a copy: one row per file copied from a file
      // (a copy lead always heads its row: it is set only as the first match of its function)
      const files = `${s.changedFile}\0${s.otherFile}`;
      const lead = copyLeadOf.get(files);
      if (lead !== undefined) {
        alike.get(lead)!.push(p);
        folded.add(s.changed);
        continue;
      }
      copyLeadOf.set(files, p);
      alike.set(p, []);
    }
    const g = groups.get(s.changed);
    if (g) g.push(p);
    else groups.set(s.changed, [p]);
  }
  return [...groups.values()].map((matches) => ({ matches, alike: alike.get(matches[0]!) ?? [] }));
}
