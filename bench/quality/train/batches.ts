/**
 * How training pairs are cut into batches beyond a plain shuffle: hard
 * negatives (pairs whose anchors share a cell of random hyperplanes in the
 * current embedding) and group batches (pairs of one key), plus the unit
 * embeddings of every feature vector that both the false-negative mask and
 * the hard batches read.
 */
import { randomU32 } from '../../../src/embedding/recipe.js';
import type { Sparse, TrainConfig } from './types.js';

/** z = the projection of one sparse feature vector under W (d columns), summed in feature order. */
export function projectSparse(w: Float32Array, d: number, f: Sparse, z: Float64Array): void {
  z.fill(0);
  for (let q = 0; q < f.b.length; q++) {
    const v = f.v[q]!;
    const wo = f.b[q]! * d;
    for (let k = 0; k < d; k++) z[k] = z[k]! + v * w[wo + k]!;
  }
}

/** Unit embeddings of every feature vector under W (rows of d). */
export function embedAll(w: Float32Array, d: number, feats: readonly Sparse[]): Float32Array {
  const out = new Float32Array(feats.length * d);
  const z = new Float64Array(d);
  feats.forEach((f, r) => {
    projectSparse(w, d, f, z);
    let n = 0;
    for (let k = 0; k < d; k++) n += z[k]! * z[k]!;
    n = Math.sqrt(n) || 1;
    for (let k = 0; k < d; k++) out[r * d + k] = z[k]! / n;
  });
  return out;
}

/**
 * Reorder `order` (already shuffled) so that each batch holds pairs whose
 * anchors share a cell of random hyperplanes in the current embedding.
 */
export function hardOrder(cfg: TrainConfig, epoch: number, w: Float32Array, feats: readonly Sparse[], pairs: Int32Array, order: Int32Array, steps: number): void {
  const d = cfg.dims;
  const bits = cfg.hardBits!;
  const planes = new Float64Array(bits * d);
  const seed = (cfg.seed ^ Math.imul(epoch + 1, 0x27d4eb2d)) >>> 0;
  for (let i = 0; i < planes.length; i++) planes[i] = (randomU32(seed, i) / 0x100000000) * 2 - 1;
  const n = order.length;
  const keys = new Uint32Array(n);
  const z = new Float64Array(d);
  for (let p = 0; p < n; p++) {
    const f = feats[pairs[2 * p]!]!;
    projectSparse(w, d, f, z);
    let key = 0;
    for (let b = 0; b < bits; b++) {
      let c = 0;
      for (let k = 0; k < d; k++) c += z[k]! * planes[b * d + k]!;
      if (c > 0) key |= 1 << b;
    }
    keys[p] = key >>> 0;
  }
  batchByKey(keys, order, steps, cfg.batch, seed);
}

/**
 * Reorder `order` (a shuffled permutation of pair indices) so that batches
 * hold pairs of equal key: stable sort by key (the shuffle decides ties), cut
 * into `steps` batches of `B`, batch order shuffled by `seed`.
 */
export function batchByKey(keys: Uint32Array, order: Int32Array, steps: number, B: number, seed: number): void {
  const n = order.length;
  const rank = new Int32Array(n);
  for (let i = 0; i < n; i++) rank[order[i]!] = i;
  const sorted = Array.from(order).sort((a, b) => keys[a]! - keys[b]! || rank[a]! - rank[b]!);
  // cut into batches, shuffle the batch order
  const batchOrder = Array.from({ length: steps }, (_, i) => i);
  for (let i = steps - 1; i > 0; i--) {
    const j = randomU32((seed ^ 0x5bd1e995) >>> 0, i) % (i + 1);
    [batchOrder[i], batchOrder[j]] = [batchOrder[j]!, batchOrder[i]!];
  }
  let o = 0;
  for (const b of batchOrder) for (let i = 0; i < B; i++) order[o++] = sorted[b * B + i]!;
  for (let i = steps * B; i < n; i++) order[o++] = sorted[i]!;
}
