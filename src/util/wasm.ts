/**
 * What the hand-emitted WebAssembly kernels share (src/comparison/wasm-kernel.ts,
 * src/embedding/projection-kernel.ts): the encodings of the binary format and
 * the parts of the WebAssembly JS API they use. No toolchain is needed at build
 * time or run time; each kernel is a few dozen instructions written out here.
 */

/** Core opcodes the kernels use. */
export const enum Op {
  Block = 0x02,
  Loop = 0x03,
  If = 0x04,
  End = 0x0b,
  Br = 0x0c,
  BrIf = 0x0d,
  LocalGet = 0x20,
  LocalSet = 0x21,
  LocalTee = 0x22,
  I32Load = 0x28,
  F64Load = 0x2b,
  I32Store = 0x36,
  I32Const = 0x41,
  I32GeS = 0x4e,
  I32GeU = 0x4f,
  I32LtU = 0x49,
  I32GtU = 0x4b,
  I32Add = 0x6a,
  I32Shl = 0x74,
  Simd = 0xfd
}

/** Value and block types. */
export const VOID = 0x40;
export const I32 = 0x7f;
export const V128 = 0x7b;

export function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}

export function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

export const simd = (op: number): number[] => [Op.Simd, ...uleb(op)];
export const V128_LOAD = (offset: number): number[] => [...simd(0x00), 4, ...uleb(offset)];
export const V128_STORE = (offset: number): number[] => [...simd(0x0b), 4, ...uleb(offset)];
export const V128_CONST0 = [...simd(0x0c), ...new Array<number>(16).fill(0)];

export const get = (i: number): number[] => [Op.LocalGet, i];
export const set = (i: number): number[] => [Op.LocalSet, i];
export const tee = (i: number): number[] => [Op.LocalTee, i];
export const i32 = (n: number): number[] => [Op.I32Const, ...sleb(n)];

export function section(id: number, content: number[]): number[] {
  return [id, ...uleb(content.length), ...content];
}

export function name(s: string): number[] {
  const b = [...Buffer.from(s, 'utf8')];
  return [...uleb(b.length), ...b];
}

/** A function body: its local declarations (count, type pairs flattened) and code, length-prefixed. */
export function functionBody(locals: number[], code: number[]): number[] {
  const fn = [...locals, ...code];
  return [...uleb(fn.length), ...fn];
}

/** The module header (magic and version). */
export const WASM_HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];

/** An exported function of a kernel module: its local declarations and code. */
export interface KernelFunction {
  name: string;
  locals: number[];
  code: number[];
}

/**
 * The bytes of a kernel module: functions of one signature (`params` i32
 * parameters, an i32 result or none), memory imported as `env.mem` with at
 * least one page (`maxPages` bounds it; `shared` needs it), every function
 * exported under its name.
 */
export function kernelModuleBytes(spec: { params: number; result: boolean; memory: { maxPages?: number; shared?: boolean }; functions: KernelFunction[] }): Uint8Array {
  const { params, result, memory, functions } = spec;
  const n = functions.length;
  const type = section(1, [1, 0x60, params, ...new Array<number>(params).fill(I32), ...(result ? [1, I32] : [0])]);
  const limits = memory.maxPages === undefined ? [0x00, ...uleb(1)] : [memory.shared ? 0x03 : 0x01, ...uleb(1), ...uleb(memory.maxPages)];
  const imports = section(2, [1, ...name('env'), ...name('mem'), 0x02, ...limits]);
  const funcs = section(3, [n, ...new Array<number>(n).fill(0)]);
  const exports = section(7, [n, ...functions.flatMap((f, i) => [...name(f.name), 0x00, i])]);
  const code = section(10, [n, ...functions.flatMap((f) => functionBody(f.locals, f.code))]);
  return Uint8Array.from([...WASM_HEADER, ...type, ...imports, ...funcs, ...exports, ...code]);
}

/** The parts of the WebAssembly JS API used here (the project's TypeScript lib has no DOM types). */
export type WasmModule = object;
export interface WasmMemory<B extends ArrayBuffer | SharedArrayBuffer = ArrayBuffer> {
  readonly buffer: B;
}
export interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { exports: Record<string, unknown> };
  Memory: {
    new (descriptor: { initial: number; maximum: number; shared: true }): WasmMemory<SharedArrayBuffer>;
    new (descriptor: { initial: number; maximum?: number }): WasmMemory;
  };
}
export const wasm: WasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
