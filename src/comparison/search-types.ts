/**
 * What every search (exact, fast, IVF) takes and returns, and the pairs the
 * neighbour heaps keep: one module below all of them, so none imports another
 * for its types.
 */
export interface SearchInput {
  /** count × dims, row-major, each row L2-normalized. */
  vectors: Float32Array;
  dims: number;
  count: number;
  /** In-scope function indices (sorted ascending); null compares all pairs. */
  queries: Int32Array | null;
  threshold: number;
  maxNeighbors: number;
  maxComparisons: number;
  /** Epoch milliseconds after which the search stops. */
  deadline: number;
  /** Pairs that are never candidates (a function and its own nested copy, …). */
  isTrivialPair?: (a: number, b: number) => boolean;
}

export interface ScoredPair {
  /** a < b: indices into the vector matrix. */
  a: number;
  b: number;
  score: number;
}

export interface SearchResult {
  pairs: ScoredPair[];
  comparisons: number;
  plannedComparisons: number;
  /** Unique non-trivial pairs at or above threshold. */
  aboveThreshold: number;
  /** Of those, pairs dropped by the per-function neighbour cap. */
  neighborCut: number;
  stoppedBy: 'timeout' | 'comparison-limit' | null;
}
