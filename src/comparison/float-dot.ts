/**
 * The float dot product every search scores pairs with, in one place so the
 * exact search, the fast search's recheck and the IVF search give the very
 * same scores (same arithmetic, same order of additions).
 *
 * `dot` is for this thread; FLOAT_DOT_SOURCE is the same loop as source text
 * for the task code the worker threads evaluate (./fast-search.ts,
 * ./ivf-tasks.ts), over one matrix (`v` holds both rows).
 */

/** Dot product of the `dims` floats at v[a …] and w[b …] (pass the same array twice for two rows of one matrix). */
export function dot(v: Float32Array, a: number, w: Float32Array, b: number, dims: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < dims; k += 4) {
    s0 += v[a + k]! * w[b + k]!;
    s1 += v[a + k + 1]! * w[b + k + 1]!;
    s2 += v[a + k + 2]! * w[b + k + 2]!;
    s3 += v[a + k + 3]! * w[b + k + 3]!;
  }
  for (; k < dims; k++) s0 += v[a + k]! * w[b + k]!;
  return s0 + s1 + s2 + s3;
}

/** `dot(v, a, b, dims)` over one matrix, as source text for worker tasks: the same arithmetic as `dot`. */
export const FLOAT_DOT_SOURCE = String.raw`
function dot(v, a, b, dims) {
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, k = 0;
  for (; k + 3 < dims; k += 4) {
    s0 += v[a + k] * v[b + k];
    s1 += v[a + k + 1] * v[b + k + 1];
    s2 += v[a + k + 2] * v[b + k + 2];
    s3 += v[a + k + 3] * v[b + k + 3];
  }
  for (; k < dims; k++) s0 += v[a + k] * v[b + k];
  return s0 + s1 + s2 + s3;
}
`;
