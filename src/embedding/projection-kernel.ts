/**
 * The body projection (sparse features × dense [buckets][d] float32 matrix)
 * as WebAssembly SIMD, emitted byte by byte like the comparison kernel, with
 * the plain loop as the reference and the fallback.
 *
 * Bit-identical to the plain loop: each output component is the float64 sum,
 * in feature order, of value × weight (the float32 weight widened exactly),
 * each product and each sum rounded once, as JavaScript does them (WebAssembly
 * never fuses a multiply and an add). Only the loop order differs: the kernel
 * keeps sixteen components in registers and runs over the features once per
 * sixteen columns, instead of reading and writing the whole output row per
 * feature.
 *
 *   project(rows, vals, n, d, out)
 *     rows: n i32 byte offsets of the features' matrix rows
 *     vals: n f64 feature values
 *     out:  d f64 components, overwritten
 *   d a multiple of 16.
 */
import {
  get, i32, I32, kernelModuleBytes, Op, set, simd, V128, V128_CONST0, V128_LOAD, V128_STORE, VOID, wasm
} from '../util/wasm.js';

/** Adds value × row to out, for each (row, value) in feature order: the reference. */
export type Project = (buckets: readonly number[], values: readonly number[], out: Float64Array) => void;

/** The plain loop, unrolled by 4 (each component still sums its terms in feature order). */
export function plainProjection(matrix: Float32Array, d: number): Project {
  const d4 = d - (d % 4);
  return (buckets, values, out) => {
    out.fill(0);
    for (let i = 0; i < buckets.length; i++) {
      const v = values[i]!;
      if (v === 0) continue;
      const row = buckets[i]! * d;
      let k = 0;
      for (; k < d4; k += 4) {
        const r = row + k;
        out[k] = out[k]! + v * matrix[r]!;
        out[k + 1] = out[k + 1]! + v * matrix[r + 1]!;
        out[k + 2] = out[k + 2]! + v * matrix[r + 2]!;
        out[k + 3] = out[k + 3]! + v * matrix[r + 3]!;
      }
      for (; k < d; k++) out[k] = out[k]! + v * matrix[row + k]!;
    }
  };
}

// params
const ROWS = 0;
const VALS = 1;
const N = 2;
const D = 3;
const OUT = 4;
// locals: i32
const BLK = 5;
const I = 6;
const BASE = 7;
// locals: v128
const V = 8;
const X = 9;
const ACC = 10; // ACC .. ACC + 7

const F64X2_SPLAT = simd(0x14);
const F64X2_PROMOTE_LOW_F32X4 = simd(0x5f);
const F64X2_ADD = simd(0xf0);
const F64X2_MUL = simd(0xf2);
/** i8x16.shuffle taking bytes 8..15 of the first operand into bytes 0..7: lanes 2, 3 of an f32x4 into 0, 1. */
const HIGH_HALF = [...simd(0x0d), 8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15];
const I32_LOAD = [Op.I32Load, 2, 0];
const F64_LOAD = [Op.F64Load, 3, 0];

/** acc[j] = acc[j] + v * (the two weights of x selected by `high`), widened to f64. */
function accumulate(acc: number, high: boolean): number[] {
  return [
    ...get(acc), ...get(V), ...get(X), ...(high ? [...get(X), ...HIGH_HALF] : []), ...F64X2_PROMOTE_LOW_F32X4, ...F64X2_MUL, ...F64X2_ADD, ...set(acc)
  ];
}

function body(): number[] {
  const code: number[] = [];
  // for (blk = 0; blk < d; blk += 16): columns blk .. blk + 15
  code.push(...i32(0), ...set(BLK));
  code.push(Op.Block, VOID, Op.Loop, VOID);
  code.push(...get(BLK), ...get(D), Op.I32GeU, Op.BrIf, 1);
  for (let j = 0; j < 8; j++) code.push(...V128_CONST0, ...set(ACC + j));
  // for (i = 0; i < n; i++)
  code.push(...i32(0), ...set(I));
  code.push(Op.Block, VOID, Op.Loop, VOID);
  code.push(...get(I), ...get(N), Op.I32GeU, Op.BrIf, 1);
  code.push(...get(VALS), ...get(I), ...i32(3), Op.I32Shl, Op.I32Add, ...F64_LOAD, ...F64X2_SPLAT, ...set(V));
  // BASE = rows[i] + blk * 4: the first of the sixteen f32 weights
  code.push(...get(ROWS), ...get(I), ...i32(2), Op.I32Shl, Op.I32Add, ...I32_LOAD, ...get(BLK), ...i32(2), Op.I32Shl, Op.I32Add, ...set(BASE));
  for (let q = 0; q < 4; q++) {
    code.push(...get(BASE), ...V128_LOAD(q * 16), ...set(X));
    code.push(...accumulate(ACC + 2 * q, false), ...accumulate(ACC + 2 * q + 1, true));
  }
  code.push(...get(I), ...i32(1), Op.I32Add, ...set(I));
  code.push(Op.Br, 0, Op.End, Op.End);
  // out[blk .. blk + 15] = acc
  code.push(...get(OUT), ...get(BLK), ...i32(3), Op.I32Shl, Op.I32Add, ...set(BASE));
  for (let j = 0; j < 8; j++) code.push(...get(BASE), ...get(ACC + j), ...V128_STORE(j * 16));
  code.push(...get(BLK), ...i32(16), Op.I32Add, ...set(BLK));
  code.push(Op.Br, 0, Op.End, Op.End);
  code.push(Op.End);
  return code;
}

/** The module bytes: one function `project`, memory imported as env.mem. */
export function projectionWasmBytes(): Uint8Array {
  return kernelModuleBytes({ params: 5, result: false, memory: {}, functions: [{ name: 'project', locals: [2, 3, I32, 10, V128], code: body() }] });
}

const PAGE = 65536;

/**
 * The kernel over a copy of `matrix` ([buckets][d] float32) in its own
 * memory, or null where WebAssembly SIMD is unavailable or d is not a
 * multiple of 16 (the caller keeps the plain loop).
 */
export function simdProjection(matrix: Float32Array, d: number): Project | null {
  if (d <= 0 || d % 16 !== 0 || matrix.length % d !== 0) return null;
  let project: (rows: number, vals: number, n: number, d: number, out: number) => void;
  const buckets = matrix.length / d;
  const matrixBytes = matrix.length * 4;
  const rowsAt = matrixBytes;
  const valsAt = rowsAt + buckets * 4 + 8 - ((buckets * 4) % 8);
  const outAt = valsAt + buckets * 8;
  let heap: ArrayBuffer;
  try {
    const bytes = projectionWasmBytes();
    if (!wasm || !wasm.validate(bytes)) return null;
    const mem = new wasm.Memory({ initial: Math.ceil((outAt + d * 8) / PAGE) });
    project = new wasm.Instance(new wasm.Module(bytes), { env: { mem } }).exports.project as typeof project;
    heap = mem.buffer;
  } catch {
    return null;
  }
  new Float32Array(heap, 0, matrix.length).set(matrix);
  const rows = new Int32Array(heap, rowsAt, buckets);
  const vals = new Float64Array(heap, valsAt, buckets);
  const result = new Float64Array(heap, outAt, d);
  const plain = plainProjection(matrix, d);
  return (bucketList, values, out) => {
    // the model lists a bucket at most once; more entries than buckets would not fit the staging arrays
    if (bucketList.length > buckets) return plain(bucketList, values, out);
    // features with value 0 add nothing (the plain loop skips them too)
    let n = 0;
    for (let i = 0; i < bucketList.length; i++) {
      const v = values[i]!;
      if (v === 0) continue;
      rows[n] = bucketList[i]! * d * 4;
      vals[n] = v;
      n++;
    }
    project(rowsAt, valsAt, n, d, outAt);
    out.set(result);
  };
}
