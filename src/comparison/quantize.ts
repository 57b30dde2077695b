/**
 * Fixed-point int16 quantization of the vectors for the SIMD kernel, with a
 * rigorous bound on how far a quantized dot product can be from the float one.
 *
 * q = round(x · S) with S = 16383 / max(1, max|x|). For rows a, b with
 * quantization errors |e| <= 1/2 per component:
 *   |q_a·q_b / S² − a·b| <= (‖a‖₁ + ‖b‖₁) / (2S) + dims / (4S²)
 * so with L = the largest row L1 norm, every pair whose float dot is >= t has
 * a quantized dot >= (t − bound)·S² with bound = L/S + dims/(4S²). The kernel
 * keeps pairs at or above that integer threshold and every kept pair is
 * rechecked in float (the same arithmetic as the plain loop), so reported
 * scores and the kept set are exactly the float search's.
 *
 * The i32 accumulators cannot overflow: by Cauchy–Schwarz every partial sum is
 * at most ‖q_a‖‖q_b‖ <= (S‖a‖ + √dims/2)², below 2^31 for rows of norm <= 2
 * (checked; other inputs are not quantized) and dims <= 16384.
 */

export const Q_SCALE_MAX = 16383;

export interface Quantized {
  /** Row stride in int16 elements (dims rounded up to a multiple of 8; padding is 0). */
  stride: number;
  scale: number;
  /** Rigorous bound on |quantized dot / scale² − float dot|. */
  bound: number;
}

/** Largest row norm the kernel accepts (overflow safety, see above). */
const MAX_NORM = 2;

export function quantizable(vectors: Float32Array, dims: number, count: number): boolean {
  if (dims > 16384) return false;
  for (let r = 0; r < count; r++) {
    let n = 0;
    for (let k = 0, o = r * dims; k < dims; k++) n += vectors[o + k]! * vectors[o + k]!;
    if (!(Math.sqrt(n) <= MAX_NORM)) return false;
  }
  return true;
}

export function strideFor(dims: number): number {
  return Math.ceil(dims / 8) * 8;
}

/** Quantize `count` rows into `out` (count × stride int16, zero padding); returns the scale and bound. */
export function quantizeInto(vectors: Float32Array, dims: number, count: number, out: Int16Array): Quantized {
  const stride = strideFor(dims);
  let maxAbs = 0;
  for (let i = 0; i < count * dims; i++) {
    const a = Math.abs(vectors[i]!);
    if (a > maxAbs) maxAbs = a;
  }
  const scale = Q_SCALE_MAX / Math.max(1, maxAbs);
  let maxL1 = 0;
  for (let r = 0; r < count; r++) {
    let l1 = 0;
    const o = r * dims;
    const p = r * stride;
    for (let k = 0; k < dims; k++) {
      const x = vectors[o + k]!;
      l1 += Math.abs(x);
      out[p + k] = Math.round(x * scale);
    }
    for (let k = dims; k < stride; k++) out[p + k] = 0;
    if (l1 > maxL1) maxL1 = l1;
  }
  const bound = maxL1 / scale + dims / (4 * scale * scale);
  return { stride, scale, bound };
}

/**
 * The integer threshold for the kernel: every pair whose float dot is >=
 * `threshold` has a quantized dot >= this (with 1e-9 of slack for the float
 * arithmetic of the reference loop).
 */
export function integerThreshold(threshold: number, q: Quantized): number {
  const t = Math.floor((threshold - q.bound - 1e-9) * q.scale * q.scale);
  return Math.max(-2147483648, Math.min(2147483647, t));
}
