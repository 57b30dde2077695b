/**
 * What the trainer's modules (train.ts, batches.ts, weights.ts, main.ts) share:
 * the training configuration and the sparse feature vector they train on.
 */

/** One function's hashed features: bucket indices and their values, in feature order. */
export interface Sparse {
  b: Int32Array;
  v: Float64Array;
}

export interface TrainConfig {
  buckets: number;
  /** Body dimensions (columns of W). */
  dims: number;
  seed: number;
  epochs: number;
  batch: number;
  temperature: number;
  lr: number;
  warmup: number;
  /** Final learning rate as a share of `lr` (cosine decay). */
  lrFloor: number;
  beta1: number;
  beta2: number;
  eps: number;
  /**
   * Hard negatives: from this epoch on, batches are built from pairs whose
   * anchors fall in the same cell of `hardBits` random hyperplanes over the
   * current embedding (sorted by cell, cut into batches, batch order shuffled),
   * so that in-batch negatives are near neighbours. Omitted: random batches.
   */
  hardFrom?: number;
  hardBits?: number;
  /**
   * False-negative guard: an in-batch negative whose cosine to the anchor in
   * the initial (random-projection) embedding is at least this is masked out
   * of the softmax (near-duplicates in the corpus are not negatives).
   */
  fnMask?: number;
  /** A residual ReLU head (format v3) trained jointly: hidden width and its learning rate. */
  head?: { hidden: number; lr: number };
  /**
   * Group batches: from epoch `groupFrom` on, each batch holds pairs whose
   * anchors share a group key (`pairGroups`, one per pair: the anchor's
   * package), so in-batch negatives share the package's style and naming, as
   * the functions of one scanned repository do. Omitted: random batches.
   */
  groupFrom?: number;
  pairGroups?: Uint32Array;
}
