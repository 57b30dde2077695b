/**
 * Neighbourhoods of a few query vectors: each query's k best neighbours in
 * the corpus matrix, best first, and how many neighbours reach a cut-off.
 * A PR review decides on a function's neighbourhood (its margin over the
 * next neighbour, the size of its family), not on one pair's score, so it
 * needs the neighbours below the clone threshold too. Exact float search:
 * the queries are the PR's functions, a few against the whole corpus.
 */
import { dot } from './float-dot.js';
import { TopK } from './topk.js';

export interface Neighbour {
  /** Row of the corpus matrix. */
  index: number;
  score: number;
}

export interface Neighbourhood {
  /** The k best neighbours, best first (ties: lower index first). */
  best: Neighbour[];
  /** Neighbours at or above `countAtLeast` (all of them, not only the k kept). */
  atLeast: number;
}

export interface NeighbourhoodInput {
  /** count × dims corpus matrix, rows L2-normalized. */
  matrix: Float32Array;
  dims: number;
  count: number;
  /** The query vectors, q × dims (rows of the corpus or vectors outside it). */
  queries: Float32Array;
  k: number;
  /** Neighbours below this score are not kept. */
  floor: number;
  countAtLeast: number;
  /** Corpus rows a query must not be paired with (itself, its nested functions). */
  excluded: (query: number, row: number) => boolean;
  deadline: number;
}

export interface NeighbourhoodResult {
  neighbourhoods: Neighbourhood[];
  comparisons: number;
  stoppedBy: 'timeout' | null;
}

export function neighbourhoods(input: NeighbourhoodInput): NeighbourhoodResult {
  const { matrix, dims, count, queries, k, floor, countAtLeast } = input;
  const q = Math.floor(queries.length / Math.max(1, dims));
  const out: Neighbourhood[] = [];
  let comparisons = 0;
  for (let i = 0; i < q; i++) {
    if (Date.now() > input.deadline) return { neighbourhoods: out, comparisons, stoppedBy: 'timeout' };
    const top = new TopK(k);
    let atLeast = 0;
    for (let j = 0; j < count; j++) {
      if (input.excluded(i, j)) continue;
      const s = dot(queries, i * dims, matrix, j * dims, dims);
      if (s >= countAtLeast) atLeast++;
      if (s >= floor) top.push(s, j);
    }
    comparisons += count;
    const best = top
      .entries()
      .map(({ score, id }) => ({ index: id, score }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    out.push({ best, atLeast });
  }
  return { neighbourhoods: out, comparisons, stoppedBy: null };
}
