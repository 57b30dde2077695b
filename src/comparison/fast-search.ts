/**
 * The fast exact search: the same pairs, scores, caps and counts as
 * exactSearch (./exact-search.ts), computed with the int16 WebAssembly SIMD
 * kernel (./wasm-kernel.ts, ./quantize.ts) on worker threads.
 *
 * - Every pair the kernel keeps (quantized dot at or above the lowered integer
 *   threshold) is rechecked with the float loop of the plain search, so the
 *   kept set and every score are exactly the float search's; the quantization
 *   only decides which pairs need the float check.
 * - Rows are split into tasks of ROWS_PER_TASK rows; a task visits its rows
 *   against column blocks of COL_BLOCK rows (about 256 KiB of int16 at 256
 *   dimensions, so a block stays in cache while the task's rows pass over it).
 *   Memory: the int16 matrix (shared by every thread), the float matrix for
 *   the rechecks, one COL_BLOCK index buffer per thread, and the hits.
 * - Workers take tasks as they finish; the heaps are filled on the main thread
 *   and do not depend on arrival order (TopK ties break on the index), so the
 *   result is the same with any number of threads.
 * - max_comparisons is applied before the search as a prefix of rows (the
 *   same rows are compared whatever the threads); the deadline is checked
 *   before every task.
 */
import { availableParallelism } from 'node:os';
import type { SearchInput, SearchResult } from './search-types.js';
import { plannedComparisons } from './exact-search.js';
import { instantiateKernel, kernelModule, wasm, type WasmMemory } from './wasm-kernel.js';
import { integerThreshold, quantizable, quantizeInto, strideFor } from './quantize.js';
import { FLOAT_DOT_SOURCE } from './float-dot.js';
import { NeighborHeaps } from './neighbor-heaps.js';
import { localPool, workerPool, type TaskPool } from './task-pool.js';

export const ROWS_PER_TASK = 64;
export const COL_BLOCK = 512;
/** Below this many pair comparisons the search runs on the calling thread (worker start-up costs more). */
export const PARALLEL_MIN_COMPARISONS = 20_000_000;

export type KernelName = 'wasm-simd-int16' | 'js-float32';

export interface FastSearchOptions {
  /** Worker threads: 0 runs on the calling thread; default: by size, up to the available cores. */
  threads?: number;
  /** Force the plain float kernel (for comparisons in tests and benchmarks). */
  kernel?: KernelName;
}

export interface FastSearchResult extends SearchResult {
  kernel: KernelName;
  threads: number;
  /** Pairs the kernel passed to the float recheck. */
  rechecked: number;
}

/**
 * One task, as source text so the calling thread and every worker run the
 * very same code. `dot` is the plain search's loop (./float-dot.ts: same arithmetic, same scores).
 */
const TASK_SOURCE = String.raw`
${FLOAT_DOT_SOURCE}
function runTask(env, r0, r1) {
  const { dots, out, outOff, f32, dims, stride, count, rows, inQuery, full, thrQ, threshold, colBlock } = env;
  const rowBytes = stride * 2;
  let hits = new Float64Array(768);
  let h = 0;
  let rechecked = 0;
  const start = full ? rows[r0] + 1 : 0;
  for (let c0 = start; c0 < count; c0 += colBlock) {
    const c1 = Math.min(count, c0 + colBlock);
    for (let r = r0; r < r1; r++) {
      const i = rows[r];
      const lo = full ? Math.max(c0, i + 1) : c0;
      if (lo >= c1) continue;
      const ai = i * dims;
      if (dots) {
        const n = dots(i * rowBytes, lo * rowBytes, c1 - lo, rowBytes, thrQ, outOff);
        rechecked += n;
        for (let k = 0; k < n; k++) {
          const j = lo + out[k];
          if (!full && (j === i || (inQuery[j] === 1 && j < i))) continue;
          const s = dot(f32, ai, j * dims, dims);
          if (s < threshold) continue;
          if (h + 3 > hits.length) { const g = new Float64Array(hits.length * 2); g.set(hits); hits = g; }
          hits[h++] = i; hits[h++] = j; hits[h++] = s;
        }
      } else {
        for (let j = lo; j < c1; j++) {
          if (!full && (j === i || (inQuery[j] === 1 && j < i))) continue;
          const s = dot(f32, ai, j * dims, dims);
          if (s < threshold) continue;
          if (h + 3 > hits.length) { const g = new Float64Array(hits.length * 2); g.set(hits); hits = g; }
          hits[h++] = i; hits[h++] = j; hits[h++] = s;
        }
      }
    }
  }
  return { hits: hits.slice(0, h), rechecked };
}
`;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${TASK_SOURCE}
const d = workerData;
const inst = d.module ? new WebAssembly.Instance(d.module, { env: { mem: d.mem } }) : null;
const env = {
  ...d.params,
  dots: inst ? inst.exports.dots : null,
  out: d.mem ? new Int32Array(d.mem.buffer, d.outOff, d.params.colBlock) : null,
  outOff: d.outOff,
  f32: new Float32Array(d.f32),
  rows: new Int32Array(d.rows),
  inQuery: new Uint8Array(d.inQuery)
};
parentPort.on('message', (m) => {
  const r = runTask(env, m.r0, m.r1);
  parentPort.postMessage({ id: m.id, hits: r.hits, rechecked: r.rechecked }, [r.hits.buffer]);
});
`;

interface RowTask {
  r0: number;
  r1: number;
}
interface RowTaskResult {
  hits: Float64Array;
  rechecked: number;
}
type TaskFn = (env: unknown, r0: number, r1: number) => RowTaskResult;
let localTask: TaskFn | null = null;
function taskFn(): TaskFn {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  localTask ??= new Function(`${TASK_SOURCE}\nreturn runTask;`)() as TaskFn;
  return localTask;
}

function shared(bytes: number): SharedArrayBuffer {
  return new SharedArrayBuffer(Math.max(8, bytes));
}

export async function fastSearch(input: SearchInput, options: FastSearchOptions = {}): Promise<FastSearchResult> {
  const { vectors, dims, count, threshold, maxNeighbors, maxComparisons, deadline } = input;
  const full = input.queries === null;
  const rowsArr = input.queries ?? Int32Array.from({ length: count }, (_, i) => i);
  const planned = plannedComparisons(count, input.queries);

  // max_comparisons: the longest prefix of rows whose comparisons fit.
  let rowLimit = rowsArr.length;
  let allowed = 0;
  for (let r = 0; r < rowsArr.length; r++) {
    const n = full ? count - 1 - rowsArr[r]! : count - 1 - r;
    if (allowed + n > maxComparisons) {
      rowLimit = r;
      break;
    }
    allowed += n;
  }
  const work = rowLimit === rowsArr.length ? planned : allowed;

  const module = options.kernel === 'js-float32' || !quantizable(vectors, dims, count) ? null : kernelModule();
  const kernel: KernelName = module ? 'wasm-simd-int16' : 'js-float32';
  const cores = Math.max(1, Math.min(8, availableParallelism()));
  const threads = Math.max(0, Math.floor(options.threads ?? (work >= PARALLEL_MIN_COMPARISONS && cores > 1 ? cores : 0)));

  // Shared inputs.
  const stride = strideFor(dims);
  const matrixBytes = count * stride * 2;
  const outBytes = COL_BLOCK * 4;
  const slots = Math.max(1, threads);
  let mem: WasmMemory | null = null;
  let thrQ = 0;
  if (module) {
    const pages = Math.ceil((matrixBytes + slots * outBytes + 16) / 65536);
    mem = new wasm.Memory({ initial: pages, maximum: pages, shared: true });
    const q = quantizeInto(vectors, dims, count, new Int16Array(mem.buffer, 0, count * stride));
    thrQ = integerThreshold(threshold, q);
  }
  const inWorkers = threads > 0;
  const f32Buf = inWorkers && !(vectors.buffer instanceof SharedArrayBuffer) ? shared(count * dims * 4) : null;
  const f32 = f32Buf ? new Float32Array(f32Buf) : vectors;
  if (f32Buf) f32.set(vectors.subarray(0, count * dims));
  const rowsBuf = shared(rowsArr.length * 4);
  const rows = new Int32Array(rowsBuf, 0, rowsArr.length);
  rows.set(rowsArr);
  const inQueryBuf = shared(count);
  const inQuery = new Uint8Array(inQueryBuf, 0, count);
  if (input.queries) for (const q of input.queries) inQuery[q] = 1;
  const params = { dims, stride, count, full, thrQ, threshold, colBlock: COL_BLOCK };

  // Heaps on this thread.
  const heaps = new NeighborHeaps(count, maxNeighbors, input.isTrivialPair);
  let rechecked = 0;

  const tasks: RowTask[] = [];
  for (let r0 = 0; r0 < rowLimit; r0 += ROWS_PER_TASK) tasks.push({ r0, r1: Math.min(rowLimit, r0 + ROWS_PER_TASK) });
  const rowCost = (r: number): number => (full ? count - 1 - rows[r]! : count - 1 - r);
  const taskCost = ({ r0, r1 }: RowTask): number => {
    let n = 0;
    for (let r = r0; r < r1; r++) n += rowCost(r);
    return n;
  };
  let comparisons = 0;

  let pool: TaskPool<RowTask, RowTaskResult>;
  if (!inWorkers) {
    const run = taskFn();
    const env = {
      ...params,
      dots: mem ? instantiateKernel(module!, mem) : null,
      out: mem ? new Int32Array(mem.buffer, matrixBytes, COL_BLOCK) : null,
      outOff: matrixBytes,
      f32,
      rows,
      inQuery
    };
    pool = localPool((t) => run(env, t.r0, t.r1));
  } else {
    const f32Shared = f32Buf ?? (vectors.buffer as SharedArrayBuffer);
    pool = workerPool(threads, WORKER_SOURCE, (w) => ({ module, mem, f32: f32Shared, rows: rowsBuf, inQuery: inQueryBuf, outOff: matrixBytes + w * outBytes, params }));
  }
  let timedOut = false;
  try {
    timedOut = !(await pool.run(
      tasks,
      (t, r) => {
        rechecked += r.rechecked;
        for (let k = 0; k < r.hits.length; k += 3) heaps.add(r.hits[k]!, r.hits[k + 1]!, r.hits[k + 2]!);
        comparisons += taskCost(t);
      },
      deadline
    ));
  } finally {
    await pool.close();
  }

  const pairs = heaps.sortedPairs();
  const stoppedBy: SearchResult['stoppedBy'] = timedOut ? 'timeout' : rowLimit < rowsArr.length ? 'comparison-limit' : null;
  return { pairs, comparisons, plannedComparisons: planned, aboveThreshold: heaps.above, neighborCut: heaps.above - pairs.length, stoppedBy, kernel, threads, rechecked };
}
