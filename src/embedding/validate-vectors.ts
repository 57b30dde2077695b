/** The validation phase's check of one batch of vectors before use. */
export type VectorCheck = { ok: true } | { ok: false; reason: string };

export const UNIT_NORM_TOLERANCE = 1e-3;

export function checkVectors(vectors: readonly Float32Array[], expectedCount: number, dims: number): VectorCheck {
  if (vectors.length !== expectedCount) return { ok: false, reason: `expected ${expectedCount} vectors, got ${vectors.length}` };
  for (let k = 0; k < vectors.length; k++) {
    const v = vectors[k]!;
    if (v.length !== dims) return { ok: false, reason: `vector ${k} has ${v.length} dimensions, expected ${dims}` };
    let norm = 0;
    for (let i = 0; i < v.length; i++) {
      const x = v[i]!;
      if (!Number.isFinite(x)) return { ok: false, reason: `vector ${k} has a non-finite value at ${i}` };
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    if (Math.abs(norm - 1) > UNIT_NORM_TOLERANCE) return { ok: false, reason: `vector ${k} has norm ${norm.toFixed(6)}, expected 1` };
  }
  return { ok: true };
}
