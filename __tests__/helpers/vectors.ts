/** Deterministic unit vectors for search tests: a seeded LCG, each row L2-normalized. */
export function randomVectors(count: number, dims: number, seed: number): Float32Array {
  const out = new Float32Array(count * dims);
  let s = seed;
  for (let i = 0; i < out.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    out[i] = (s / 2 ** 32) * 2 - 1;
  }
  for (let r = 0; r < count; r++) {
    let n = 0;
    for (let k = 0; k < dims; k++) n += out[r * dims + k]! ** 2;
    n = Math.sqrt(n);
    for (let k = 0; k < dims; k++) out[r * dims + k]! /= n;
  }
  return out;
}
