/**
 * Exact blocked cosine search over L2-normalized vectors (cosine = dot).
 * Full scans visit every unordered pair once; scoped scans visit each
 * in-scope function against the whole corpus (pairs inside the scope once).
 * Every cut is counted so the caller can report it as a skip.
 */
import { dot } from './float-dot.js';
import { NeighborHeaps } from './neighbor-heaps.js';
import type { SearchInput, SearchResult } from './search-types.js';

const ROW_BLOCK = 32;
const COL_BLOCK = 512;

export function plannedComparisons(count: number, queries: Int32Array | null): number {
  if (queries === null) return (count * (count - 1)) / 2;
  const q = queries.length;
  return q * (count - 1) - (q * (q - 1)) / 2;
}

export function exactSearch(input: SearchInput): SearchResult {
  const { vectors, dims, count, threshold, maxNeighbors, maxComparisons, deadline } = input;
  const heaps = new NeighborHeaps(count, maxNeighbors, input.isTrivialPair);
  const planned = plannedComparisons(count, input.queries);
  let comparisons = 0;
  let stoppedBy: SearchResult['stoppedBy'] = null;

  const inQuery = new Uint8Array(count);
  const rows = input.queries ?? Int32Array.from({ length: count }, (_, i) => i);
  if (input.queries) for (const q of input.queries) inQuery[q] = 1;

  const visit = (i: number, j: number): void => {
    const score = dot(vectors, i * dims, vectors, j * dims, dims);
    if (score >= threshold) heaps.add(i, j, score);
  };

  outer: for (let r0 = 0; r0 < rows.length; r0 += ROW_BLOCK) {
    const r1 = Math.min(rows.length, r0 + ROW_BLOCK);
    for (let c0 = 0; c0 < count; c0 += COL_BLOCK) {
      const c1 = Math.min(count, c0 + COL_BLOCK);
      if (Date.now() > deadline) {
        stoppedBy = 'timeout';
        break outer;
      }
      // Count this tile's work before doing it, so the cap is never exceeded.
      let tile = 0;
      for (let r = r0; r < r1; r++) {
        const i = rows[r]!;
        for (let j = c0; j < c1; j++) if (j !== i && (input.queries === null ? j > i : !(inQuery[j] && j < i))) tile++;
      }
      if (comparisons + tile > maxComparisons) {
        stoppedBy = 'comparison-limit';
        break outer;
      }
      for (let r = r0; r < r1; r++) {
        const i = rows[r]!;
        for (let j = c0; j < c1; j++) {
          if (j === i) continue;
          // Full scan: each unordered pair once (j > i). Scoped: a pair of two
          // in-scope functions once (from its smaller index).
          if (input.queries === null ? j < i : inQuery[j] && j < i) continue;
          visit(i, j);
        }
      }
      comparisons += tile;
    }
  }

  const pairs = heaps.pairs();
  return { pairs, comparisons, plannedComparisons: planned, aboveThreshold: heaps.above, neighborCut: heaps.above - pairs.length, stoppedBy };
}
