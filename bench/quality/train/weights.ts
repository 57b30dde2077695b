/**
 * The trained parameters at step 0 and as shipped: the projection's and the
 * head's initial values (seeded, integer-only randomness) and the projection's
 * int8 quantization, and the sparse feature vectors they are trained on.
 */
import { randomU32 } from '../../../src/embedding/recipe.js';
import type { SparseFeatures } from '../../../src/embedding/hash-model.js';
import type { HeadWeights } from '../../../src/embedding/model-format.js';
import type { Sparse, TrainConfig } from './types.js';

export function toSparse(f: SparseFeatures): Sparse {
  return { b: Int32Array.from(f.buckets), v: Float64Array.from(f.values) };
}

/** The head at step 0: W_out = 0 (the plain projection), W_in uniform with unit variance per hidden unit, b = 0. */
export function initHead(cfg: Pick<TrainConfig, 'dims' | 'seed'> & { head: { hidden: number } }): HeadWeights {
  const h = cfg.head.hidden;
  const d = cfg.dims;
  const w_in = new Float32Array(h * d);
  const seed = (cfg.seed ^ 0x4ead1234) >>> 0;
  const s = Math.sqrt(3);
  for (let i = 0; i < w_in.length; i++) w_in[i] = Math.fround(((randomU32(seed, i) / 0x100000000) * 2 - 1) * s);
  return { hidden: h, w_in, bias: new Float32Array(h), w_out: new Float32Array(d * h) };
}

/** Achlioptas sparse init (+1/0/-1 with 1/6, 2/3, 1/6, scale sqrt(3/d)): at step 0 the model is a random projection. */
export function initProjection(cfg: Pick<TrainConfig, 'buckets' | 'dims' | 'seed'>): Float32Array {
  const w = new Float32Array(cfg.buckets * cfg.dims);
  const s = Math.fround(Math.sqrt(3 / cfg.dims));
  const seed = (cfg.seed ^ 0x70f3c7d1) >>> 0;
  for (let i = 0; i < w.length; i++) {
    const r = randomU32(seed, i) % 6;
    w[i] = r === 0 ? s : r === 1 ? -s : 0;
  }
  return w;
}

/** Per-row int8 quantization: row scale = max |w| / 127 (float32), values rounded. */
export function quantizeRows(w: Float32Array, rows: number, dims: number): { values: Int8Array; rowScales: Float32Array } {
  const values = new Int8Array(w.length);
  const rowScales = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    let mx = 0;
    for (let k = r * dims; k < (r + 1) * dims; k++) mx = Math.max(mx, Math.abs(w[k]!));
    const s = Math.fround(mx / 127);
    rowScales[r] = s;
    if (s > 0) for (let k = r * dims; k < (r + 1) * dims; k++) values[k] = Math.max(-127, Math.min(127, Math.round(w[k]! / s)));
  }
  return { values, rowScales };
}
