/**
 * The comparison kernel as WebAssembly SIMD, emitted byte by byte (no
 * toolchain needed at build time or run time). One exported function:
 *
 *   dots(q, c, nc, stride, thr, out) -> count
 *
 * For the int16 row at byte offset `q` and the `nc` int16 rows starting at
 * byte offset `c` (each `stride` bytes, stride a multiple of 16), it computes
 * the integer dot products with i32x4.dot_i16x8_s and writes the index of every
 * row whose dot is >= thr (i32) to `out` (i32 array), returning how many.
 * Rows are processed four at a time (the query is loaded once per 8 lanes),
 * then one at a time for the rest. A second export, dotsv, has the same
 * signature and stores each kept row's dot instead of its index.
 *
 * The memory is imported (env.mem), shared, so worker threads run the same
 * kernel on one copy of the quantized matrix.
 */

import { get, i32, I32, kernelModuleBytes, Op, set, simd, tee, V128, V128_CONST0, V128_LOAD, VOID, wasm, type WasmMemory as AnyWasmMemory, type WasmModule } from '../util/wasm.js';

const I32X4_EXTRACT = (lane: number): number[] => [...simd(0x1b), lane];
const I32X4_ADD = simd(0xae);
const I32X4_DOT_I16X8_S = simd(0xba);


// params
const Q = 0;
const C = 1;
const NC = 2;
const STRIDE = 3;
const THR = 4;
const OUT = 5;
// locals
const J = 6;
const K = 7;
const CNT = 8;
const C1 = 9;
const C2 = 10;
const C3 = 11;
const QV = 12; // v128
const A0 = 13;
const A1 = 14;
const A2 = 15;
const A3 = 16;
const S = 17; // i32: the row's dot (value mode)

/** `index`: store the row index of each hit (dots); `value`: store the dot itself (dotsv). */
type Mode = 'index' | 'value';

/** Horizontal sum of an i32x4 local, compare to thr, append `jExpr` to out when >=. */
function emitHit(acc: number, jExpr: number[], mode: Mode): number[] {
  return [
    ...get(acc), ...I32X4_EXTRACT(0),
    ...get(acc), ...I32X4_EXTRACT(1), Op.I32Add,
    ...get(acc), ...I32X4_EXTRACT(2), Op.I32Add,
    ...get(acc), ...I32X4_EXTRACT(3), Op.I32Add,
    ...(mode === 'value' ? tee(S) : []),
    ...get(THR), Op.I32GeS,
    Op.If, VOID,
    ...get(OUT), ...get(CNT), ...i32(2), Op.I32Shl, Op.I32Add,
    ...(mode === 'value' ? get(S) : jExpr),
    Op.I32Store, 2, 0,
    ...get(CNT), ...i32(1), Op.I32Add, ...set(CNT),
    Op.End
  ];
}

function body(mode: Mode): number[] {
  const code: number[] = [];
  // four rows at a time: while (j + 4 <= nc)
  code.push(Op.Block, VOID, Op.Loop, VOID);
  code.push(...get(J), ...i32(4), Op.I32Add, ...get(NC), Op.I32GtU, Op.BrIf, 1);
  code.push(...get(C), ...get(STRIDE), Op.I32Add, ...tee(C1), ...get(STRIDE), Op.I32Add, ...tee(C2), ...get(STRIDE), Op.I32Add, ...set(C3));
  for (const a of [A0, A1, A2, A3]) code.push(...V128_CONST0, ...set(a));
  code.push(...i32(0), ...set(K));
  code.push(Op.Loop, VOID);
  code.push(...get(Q), ...get(K), Op.I32Add, ...V128_LOAD(0), ...set(QV));
  for (const [a, c] of [[A0, C], [A1, C1], [A2, C2], [A3, C3]] as const) {
    code.push(...get(a), ...get(QV), ...get(c), ...get(K), Op.I32Add, ...V128_LOAD(0), ...I32X4_DOT_I16X8_S, ...I32X4_ADD, ...set(a));
  }
  code.push(...get(K), ...i32(16), Op.I32Add, ...tee(K), ...get(STRIDE), Op.I32LtU, Op.BrIf, 0);
  code.push(Op.End);
  code.push(...emitHit(A0, get(J), mode));
  code.push(...emitHit(A1, [...get(J), ...i32(1), Op.I32Add], mode));
  code.push(...emitHit(A2, [...get(J), ...i32(2), Op.I32Add], mode));
  code.push(...emitHit(A3, [...get(J), ...i32(3), Op.I32Add], mode));
  code.push(...get(C3), ...get(STRIDE), Op.I32Add, ...set(C));
  code.push(...get(J), ...i32(4), Op.I32Add, ...set(J));
  code.push(Op.Br, 0, Op.End, Op.End);
  // the rest one at a time: while (j < nc)
  code.push(Op.Block, VOID, Op.Loop, VOID);
  code.push(...get(J), ...get(NC), Op.I32GeU, Op.BrIf, 1);
  code.push(...V128_CONST0, ...set(A0), ...i32(0), ...set(K));
  code.push(Op.Loop, VOID);
  code.push(...get(A0), ...get(Q), ...get(K), Op.I32Add, ...V128_LOAD(0), ...get(C), ...get(K), Op.I32Add, ...V128_LOAD(0), ...I32X4_DOT_I16X8_S, ...I32X4_ADD, ...set(A0));
  code.push(...get(K), ...i32(16), Op.I32Add, ...tee(K), ...get(STRIDE), Op.I32LtU, Op.BrIf, 0);
  code.push(Op.End);
  code.push(...emitHit(A0, get(J), mode));
  code.push(...get(C), ...get(STRIDE), Op.I32Add, ...set(C));
  code.push(...get(J), ...i32(1), Op.I32Add, ...set(J));
  code.push(Op.Br, 0, Op.End, Op.End);
  code.push(...get(CNT), Op.End);
  return code;
}

/** The module bytes; `maxPages` bounds the imported shared memory (64 KiB pages). */
export function kernelWasmBytes(maxPages = 65536): Uint8Array {
  const locals = [3, 6, I32, 5, V128, 1, I32]; // j k cnt c1 c2 c3 : i32 ; qv a0..a3 : v128 ; s : i32
  return kernelModuleBytes({
    params: 6,
    result: true,
    memory: { maxPages, shared: true },
    functions: [
      { name: 'dots', locals, code: body('index') },
      { name: 'dotsv', locals, code: body('value') }
    ]
  });
}

/** The comparison kernel's memory is shared between worker threads. */
export type WasmMemory = AnyWasmMemory<SharedArrayBuffer>;
export { wasm, type WasmModule };

/** dots(q, c, nc, stride, thr, out) -> count (see the top of this file). */
export type DotsFn = (q: number, c: number, nc: number, stride: number, thr: number, out: number) => number;

export function instantiateKernel(module: WasmModule, mem: WasmMemory): DotsFn {
  return new wasm.Instance(module, { env: { mem } }).exports.dots as DotsFn;
}

/**
 * dotsv(q, c, nc, stride, thr, out) -> count: like dots, but stores the dot
 * itself (i32) instead of the row index. With thr = -2^31 every row passes,
 * so out[j] is row j's dot (used to score centroids).
 */
export function instantiateKernels(module: WasmModule, mem: WasmMemory): { dots: DotsFn; dotsv: DotsFn } {
  const e = new wasm.Instance(module, { env: { mem } }).exports;
  return { dots: e.dots as DotsFn, dotsv: e.dotsv as DotsFn };
}

let compiled: WasmModule | null | undefined;

/** The compiled module, or null where WebAssembly SIMD or shared memory is unavailable. */
export function kernelModule(): WasmModule | null {
  if (compiled !== undefined) return compiled;
  try {
    const bytes = kernelWasmBytes();
    compiled = wasm && wasm.validate(bytes) ? new wasm.Module(bytes) : null;
  } catch {
    compiled = null;
  }
  return compiled;
}
