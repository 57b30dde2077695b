/**
 * Approximate nearest-neighbour search for full scans past what exact search
 * can do within max_comparisons or the time left: an inverted-file index
 * (IVF) over spherical k-means lists.
 *
 * - Lists: nlist = round(√count) centroids, trained by spherical k-means
 *   (deterministic: seeded from evenly spaced rows, a fixed number of rounds
 *   over an evenly spaced sample), every vector assigned to its nearest
 *   centroid. Vectors are reordered by list so each list is contiguous.
 * - Centroid scoring (k-means rounds, the final assignment and each vector's
 *   probe lists) uses the int16 SIMD kernel's value export (dotsv) on worker
 *   threads; the centroid update runs on the calling thread in sample order.
 * - Probing walks list by list (so a list's rows stay in cache): every vector
 *   that probes the list is compared with its members by the kernel, and each
 *   kept pair is rechecked with the exact search's float loop. nprobe is the
 *   largest that keeps the comparisons within the budget, capped at a tenth
 *   of the lists (at least MIN_PROBES; all lists is exact).
 * - A pair found from both sides is reported once (by the lower index), so
 *   hits never need a global set, and every task's output depends only on its
 *   inputs: pairs, scores and counts are the same on any number of threads
 *   (tested). `comparisons` counts the pair comparisons made (half the kernel
 *   visits), so the caller can report the approximation and the pairs not
 *   compared. Without WebAssembly SIMD (or for vectors the kernel cannot
 *   take) the float path runs on the calling thread.
 * Recall against exact search: bench/perf/kernel.ts and bench/perf/approximate.ts.
 */
import { TopK } from './topk.js';
import type { ScoredPair, SearchInput, SearchResult } from './exact-search.js';
import { plannedComparisons } from './exact-search.js';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { instantiateKernels, kernelModule, wasm, type WasmMemory, type WasmModule } from './wasm-kernel.js';
import { integerThreshold, quantizable, quantizeInto, strideFor } from './quantize.js';

export interface ApproximateOptions {
  /** Pair comparisons the probing may spend (default: the input's maxComparisons). */
  budget?: number;
  /** Force the number of lists probed per vector. */
  nprobe?: number;
  /** Worker threads: 0 runs on the calling thread; default: by size, up to the available cores. */
  threads?: number;
}

export interface ApproximateResult extends SearchResult {
  method: string;
  lists: number;
  nprobe: number;
  threads: number;
}

const KMEANS_ROUNDS = 6;
const KMEANS_SAMPLE = 16_384;
/** Never probe fewer lists than this (recall). */
const MIN_PROBES = 8;
/**
 * Never probe more than this share of the lists by default: recall@10 on real
 * vectors is already 0.9996 at 8 of 155 lists (bench/perf/approximate.ts), and
 * each probe costs a √n-sized pass over the corpus.
 */
const PROBE_SHARE = 0.1;

function dot(v: Float32Array, a: number, w: Float32Array, b: number, dims: number): number {
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

/** Indices of the `p` largest values (ties: lower index first). */
function topIndices(scores: Float64Array, p: number): number[] {
  const idx = Array.from({ length: scores.length }, (_, i) => i);
  idx.sort((a, b) => scores[b]! - scores[a]! || a - b);
  return idx.slice(0, p);
}

function trainCentroids(vectors: Float32Array, dims: number, count: number, nlist: number): Float32Array {
  const cent = new Float32Array(nlist * dims);
  for (let c = 0; c < nlist; c++) cent.set(vectors.subarray(Math.floor((c * count) / nlist) * dims, Math.floor((c * count) / nlist) * dims + dims), c * dims);
  const sampleN = Math.min(count, KMEANS_SAMPLE);
  const sample = Array.from({ length: sampleN }, (_, i) => Math.floor((i * count) / sampleN));
  const sums = new Float64Array(nlist * dims);
  const sizes = new Int32Array(nlist);
  for (let round = 0; round < KMEANS_ROUNDS; round++) {
    sums.fill(0);
    sizes.fill(0);
    for (const r of sample) {
      let best = -Infinity;
      let bc = 0;
      for (let c = 0; c < nlist; c++) {
        const s = dot(vectors, r * dims, cent, c * dims, dims);
        if (s > best) {
          best = s;
          bc = c;
        }
      }
      sizes[bc]!++;
      for (let k = 0; k < dims; k++) sums[bc * dims + k]! += vectors[r * dims + k]!;
    }
    for (let c = 0; c < nlist; c++) {
      if (sizes[c] === 0) continue; // keep an empty list's centroid
      let n = 0;
      for (let k = 0; k < dims; k++) n += sums[c * dims + k]! ** 2;
      n = Math.sqrt(n) || 1;
      for (let k = 0; k < dims; k++) cent[c * dims + k] = sums[c * dims + k]! / n;
    }
  }
  return cent;
}

/** The float path (no WebAssembly SIMD, or vectors the kernel cannot take): single-threaded. */
function approximatePlain(input: SearchInput, options: ApproximateOptions): ApproximateResult {
  const { vectors, dims, count, threshold, maxNeighbors, deadline } = input;
  if (input.queries !== null) throw new Error('approximateSearch is for full scans');
  const planned = plannedComparisons(count, null);
  const nlist = Math.max(1, Math.round(Math.sqrt(count)));
  const cent = trainCentroids(vectors, dims, count, nlist);

  // centroid scores per vector → its own list and its probe order
  const nprobe = probesFor(input, options, count, nlist);
  const probes = new Int32Array(count * nprobe);
  const own = new Int32Array(count);
  const cs = new Float64Array(nlist);
  for (let i = 0; i < count; i++) {
    for (let c = 0; c < nlist; c++) cs[c] = dot(vectors, i * dims, cent, c * dims, dims);
    const top = topIndices(cs, nprobe);
    own[i] = top[0]!;
    probes.set(top, i * nprobe);
  }
  // lists, contiguous: order[] = vector ids by (list, id)
  const sizes = new Int32Array(nlist);
  for (let i = 0; i < count; i++) sizes[own[i]!]!++;
  const starts = new Int32Array(nlist + 1);
  for (let c = 0; c < nlist; c++) starts[c + 1] = starts[c]! + sizes[c]!;
  const order = new Int32Array(count);
  const fill = starts.slice(0, nlist);
  for (let i = 0; i < count; i++) order[fill[own[i]!]!++] = i;


  const heaps: Array<TopK | undefined> = new Array(count);
  const heap = (i: number): TopK => (heaps[i] ??= new TopK(maxNeighbors));
  const seen = new Set<number>();
  let above = 0;
  let comparisons = 0;
  let stoppedBy: SearchResult['stoppedBy'] = null;
  const visit = (i: number, j: number): void => {
    if (i === j) return;
    const a = Math.min(i, j);
    const b = Math.max(i, j);
    const key = a * count + b;
    if (seen.has(key)) return;
    const s = dot(vectors, a * dims, vectors, b * dims, dims);
    if (s < threshold) return;
    seen.add(key);
    if (input.isTrivialPair?.(a, b)) return;
    above++;
    heap(a).push(s, b);
    heap(b).push(s, a);
  };
  for (let i = 0; i < count; i++) {
    if ((i & 255) === 0 && Date.now() > deadline) {
      stoppedBy = 'timeout';
      break;
    }
    for (let p = 0; p < nprobe; p++) {
      const c = probes[i * nprobe + p]!;
      const s0 = starts[c]!;
      const n = starts[c + 1]! - s0;
      if (n === 0) continue;
      comparisons += n;
      for (let k = 0; k < n; k++) visit(i, order[s0 + k]!);
    }
  }

  const kept = new Map<string, ScoredPair>();
  for (let i = 0; i < count; i++) {
    const h = heaps[i];
    if (!h) continue;
    for (const { score, id } of h.entries()) {
      const a = Math.min(i, id);
      const b = Math.max(i, id);
      kept.set(`${a}:${b}`, { a, b, score });
    }
  }
  const pairs = [...kept.values()].sort((x, y) => x.a - y.a || x.b - y.b);
  // a pair can be compared from both sides: count unique work against the exact plan
  const made = Math.min(planned, Math.round(comparisons / 2));
  return {
    pairs,
    comparisons: made,
    plannedComparisons: planned,
    aboveThreshold: above,
    neighborCut: above - pairs.length,
    stoppedBy,
    method: `IVF (spherical k-means, ${nlist} lists, ${nprobe} probed per function, float32)`,
    lists: nlist,
    nprobe,
    threads: 0
  };
}

/**
 * The tasks of the fast path, as source text so the calling thread and every
 * worker run the very same code (as in ./fast-search.ts). Every task's output
 * depends only on its inputs, never on which thread ran it or when.
 *
 * assignTask: for rows[r] (or r), score all nlist centroids with the int16
 *   kernel (dotsv) and write the `p` best lists (ties: lower list first) to
 *   dest[r·p …]. Used for the k-means rounds (p = 1 over the sample) and for
 *   the final assignment and probe lists (p = nprobe over every vector).
 * probeTask: for permuted positions [p0, p1), compare the vector against the
 *   members of its probed lists with the kernel (dots), recheck each kept pair
 *   with the float loop of the exact search and return (a, b, score) triplets.
 *   A pair found from both sides (each vector's own list is among the other's
 *   probes) is returned only from the lower index, so every pair comes once.
 */
const IVF_TASK_SOURCE = String.raw`
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
function assignTask(env, r0, r1, useRows, p, dest) {
  const { dotsv, out, outOff, rowBytes, centOff, nlist, rows } = env;
  const bs = new Int32Array(p);
  const bc = new Int32Array(p);
  for (let r = r0; r < r1; r++) {
    const i = useRows ? rows[r] : r;
    dotsv(i * rowBytes, centOff, nlist, rowBytes, -2147483648, outOff);
    let n = 0;
    for (let c = 0; c < nlist; c++) {
      const v = out[c];
      if (n === p && v <= bs[p - 1]) continue;
      let k = n < p ? n++ : p - 1;
      while (k > 0 && bs[k - 1] < v) { bs[k] = bs[k - 1]; bc[k] = bc[k - 1]; k--; }
      bs[k] = v; bc[k] = c;
    }
    for (let k = 0; k < p; k++) dest[r * p + k] = bc[k];
  }
}
function probeTask(env, c0, c1) {
  const { dots, out, outOff, rowBytes, f32, dims, order, pos, own, probes, nprobe, starts, qstarts, qlist, thrQ, threshold } = env;
  let hits = new Float64Array(3072);
  let h = 0;
  let comparisons = 0;
  for (let c = c0; c < c1; c++) {
    const s0 = starts[c];
    const n = starts[c + 1] - s0;
    if (n === 0) continue;
    const cOff = s0 * rowBytes;
    for (let x = qstarts[c], xe = qstarts[c + 1]; x < xe; x++) {
      const i = qlist[x];
      const oi = own[i];
      comparisons += n;
      const found = dots(pos[i] * rowBytes, cOff, n, rowBytes, thrQ, outOff);
      for (let k = 0; k < found; k++) {
        const j = order[s0 + out[k]];
        if (j === i) continue;
        if (j < i) {
          let both = false;
          for (let u = j * nprobe, e = u + nprobe; u < e; u++) if (probes[u] === oi) { both = true; break; }
          if (both) continue;
        }
        const a = i < j ? i : j;
        const b = i < j ? j : i;
        const s = dot(f32, a * dims, b * dims, dims);
        if (s < threshold) continue;
        if (h + 3 > hits.length) { const g = new Float64Array(hits.length * 2); g.set(hits); hits = g; }
        hits[h++] = a; hits[h++] = b; hits[h++] = s;
      }
    }
  }
  return { hits: hits.slice(0, h), comparisons };
}
function makeEnv(d, kernels) {
  return {
    ...d.params,
    dots: kernels.dots,
    dotsv: kernels.dotsv,
    out: new Int32Array(d.mem.buffer, d.outOff, d.params.outLen),
    outOff: d.outOff,
    f32: new Float32Array(d.f32),
    rows: new Int32Array(d.rows),
    order: new Int32Array(d.order),
    pos: new Int32Array(d.pos),
    qstarts: new Int32Array(d.qstarts),
    qlist: new Int32Array(d.qlist),
    own: new Int32Array(d.own),
    probes: new Int32Array(d.probes),
    starts: new Int32Array(d.starts),
    assign: new Int32Array(d.assign)
  };
}
function runIvfTask(env, m) {
  if (m.kind === 'assign-sample') { assignTask(env, m.r0, m.r1, true, 1, env.assign); return { comparisons: 0 }; }
  if (m.kind === 'assign-all') { assignTask(env, m.r0, m.r1, false, env.nprobe, env.probes); return { comparisons: 0 }; }
  return probeTask(env, m.r0, m.r1);
}
`;

const IVF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${IVF_TASK_SOURCE}
const d = workerData;
const inst = new WebAssembly.Instance(d.module, { env: { mem: d.mem } });
const env = makeEnv(d, { dots: inst.exports.dots, dotsv: inst.exports.dotsv });
parentPort.on('message', (m) => {
  if (m.kind === 'params') { Object.assign(env, m.params); parentPort.postMessage({ id: -1 }); return; }
  const r = runIvfTask(env, m);
  if (r.hits) parentPort.postMessage({ id: m.id, hits: r.hits, comparisons: r.comparisons }, [r.hits.buffer]);
  else parentPort.postMessage({ id: m.id, comparisons: 0 });
});
`;

interface IvfTask {
  kind: 'assign-sample' | 'assign-all' | 'probe';
  r0: number;
  r1: number;
}
interface IvfTaskResult {
  hits?: Float64Array;
  comparisons: number;
}
interface IvfEnvParams {
  dims: number;
  rowBytes: number;
  centOff: number;
  nlist: number;
  nprobe: number;
  outLen: number;
  thrQ: number;
  threshold: number;
}
type IvfLocal = { makeEnv: (d: unknown, kernels: unknown) => Record<string, unknown>; runIvfTask: (env: unknown, m: IvfTask) => IvfTaskResult };
let ivfLocal: IvfLocal | null = null;
function ivfLocalFns(): IvfLocal {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  ivfLocal ??= new Function(`${IVF_TASK_SOURCE}\nreturn { makeEnv, runIvfTask };`)() as IvfLocal;
  return ivfLocal;
}

/** Runs batches of tasks on worker threads (or on this thread when threads is 0); results are handed over in any order. */
interface IvfPool {
  run(tasks: IvfTask[], onResult: (t: IvfTask, r: IvfTaskResult) => void, deadline: number): Promise<boolean>;
  setParams(params: Partial<IvfEnvParams>): Promise<void>;
  close(): Promise<void>;
}

/** Rows per assignment task, lists per probing task. */
const ASSIGN_ROWS = 1024;
const PROBE_LISTS = 1;
/** Below this many vectors the fast path stays on the calling thread (worker start-up costs more). */
export const IVF_PARALLEL_MIN = 8_000;

function sharedInt32(n: number): SharedArrayBuffer {
  return new SharedArrayBuffer(Math.max(8, n * 4));
}

function openPool(threads: number, data: Record<string, unknown>, slotBytes: number, outBase: number): IvfPool {
  if (threads === 0) {
    const fns = ivfLocalFns();
    const mem = data.mem as WasmMemory;
    const env = fns.makeEnv({ ...data, outOff: outBase }, instantiateKernels(data.module as WasmModule, mem));
    return {
      async run(tasks, onResult, deadline) {
        for (const t of tasks) {
          if (Date.now() > deadline) return false;
          onResult(t, fns.runIvfTask(env, t));
        }
        return true;
      },
      async setParams(params) {
        Object.assign(env, params);
      },
      async close() {}
    };
  }
  const workers: Worker[] = [];
  for (let w = 0; w < threads; w++) workers.push(new Worker(IVF_WORKER_SOURCE, { eval: true, workerData: { ...data, outOff: outBase + w * slotBytes } }));
  const each = <T>(fn: (w: Worker) => Promise<T>): Promise<T[]> => Promise.all(workers.map(fn));
  return {
    async run(tasks, onResult, deadline) {
      let cursor = 0;
      let complete = true;
      await each(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const finish = (): void => {
              w.off('message', onMessage);
              w.off('error', reject);
              resolve();
            };
            const next = (): void => {
              if (cursor >= tasks.length) return finish();
              if (Date.now() > deadline) {
                complete = false;
                return finish();
              }
              const id = cursor++;
              w.postMessage({ ...tasks[id]!, id });
            };
            const onMessage = (m: { id: number; hits?: Float64Array; comparisons: number }): void => {
              onResult(tasks[m.id]!, m);
              next();
            };
            w.on('message', onMessage);
            w.on('error', reject);
            next();
          })
      );
      return complete;
    },
    async setParams(params) {
      await each(
        (w) =>
          new Promise<void>((resolve) => {
            const on = (m: { id: number }): void => {
              if (m.id !== -1) return;
              w.off('message', on);
              resolve();
            };
            w.on('message', on);
            w.postMessage({ kind: 'params', params });
          })
      );
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  };
}

function probesFor(input: SearchInput, options: ApproximateOptions, count: number, nlist: number): number {
  const budget = options.budget ?? input.maxComparisons;
  // each vector against ~nprobe/nlist of the corpus: count² · nprobe / nlist comparisons
  const byBudget = Math.floor((budget * nlist) / Math.max(1, count * count));
  // past a tenth of the lists more probes buy no recall worth their time (bench/perf/approximate.ts)
  const ceiling = Math.max(MIN_PROBES, Math.ceil(nlist * PROBE_SHARE));
  return Math.max(1, Math.min(nlist, options.nprobe ?? Math.max(Math.min(MIN_PROBES, nlist), Math.min(ceiling, byBudget))));
}

function seedCentroids(vectors: Float32Array, dims: number, count: number, nlist: number): Float32Array {
  const cent = new Float32Array(nlist * dims);
  for (let c = 0; c < nlist; c++) {
    const r = Math.floor((c * count) / nlist) * dims;
    cent.set(vectors.subarray(r, r + dims), c * dims);
  }
  return cent;
}

export async function approximateSearch(input: SearchInput, options: ApproximateOptions = {}): Promise<ApproximateResult> {
  if (input.queries !== null) throw new Error('approximateSearch is for full scans');
  const { vectors, dims, count, threshold, maxNeighbors, deadline } = input;
  const module = quantizable(vectors, dims, count) ? kernelModule() : null;
  if (!module || count === 0) return approximatePlain(input, options);
  const planned = plannedComparisons(count, null);
  const nlist = Math.max(1, Math.round(Math.sqrt(count)));
  const nprobe = probesFor(input, options, count, nlist);
  const cores = Math.max(1, Math.min(8, availableParallelism()));
  const threads = Math.max(0, Math.floor(options.threads ?? (count >= IVF_PARALLEL_MIN && cores > 1 ? cores : 0)));

  // Shared memory: [int16 vectors | int16 centroids | one output slot per thread].
  const stride = strideFor(dims);
  const rowBytes = stride * 2;
  const centOff = count * rowBytes;
  const outBase = centOff + nlist * rowBytes;
  const outLen = Math.max(nlist, count);
  const slotBytes = Math.ceil((outLen * 4) / 16) * 16;
  const pages = Math.ceil((outBase + Math.max(1, threads) * slotBytes + 16) / 65536);
  const mem = new wasm.Memory({ initial: pages, maximum: pages, shared: true });
  const q16 = new Int16Array(mem.buffer, 0, count * stride);
  const q = quantizeInto(vectors, dims, count, q16);
  const thrQ = integerThreshold(threshold, q);
  const centQ = new Int16Array(mem.buffer, centOff, nlist * stride);
  const f32 = vectors.buffer instanceof SharedArrayBuffer ? vectors : new Float32Array(new SharedArrayBuffer(Math.max(8, count * dims * 4)));
  if (f32 !== vectors) f32.set(vectors.subarray(0, count * dims));

  const sampleN = Math.min(count, KMEANS_SAMPLE);
  const rowsBuf = sharedInt32(sampleN);
  const sample = new Int32Array(rowsBuf, 0, sampleN);
  for (let i = 0; i < sampleN; i++) sample[i] = Math.floor((i * count) / sampleN);
  const assignBuf = sharedInt32(sampleN);
  const assign = new Int32Array(assignBuf, 0, sampleN);
  const ownBuf = sharedInt32(count);
  const own = new Int32Array(ownBuf, 0, count);
  const probesBuf = sharedInt32(count * nprobe);
  const probes = new Int32Array(probesBuf, 0, count * nprobe);
  const startsBuf = sharedInt32(nlist + 1);
  const starts = new Int32Array(startsBuf, 0, nlist + 1);
  const orderBuf = sharedInt32(count);
  const order = new Int32Array(orderBuf, 0, count);
  const posBuf = sharedInt32(count);
  const pos = new Int32Array(posBuf, 0, count);
  // per list, the vectors that probe it (ascending ids): the probing walks list by list so a list stays in cache
  const qstartsBuf = sharedInt32(nlist + 1);
  const qstarts = new Int32Array(qstartsBuf, 0, nlist + 1);
  const qlistBuf = sharedInt32(count * nprobe);
  const qlist = new Int32Array(qlistBuf, 0, count * nprobe);
  const params: IvfEnvParams = { dims, rowBytes, centOff, nlist, nprobe, outLen, thrQ, threshold };
  const pool = openPool(
    threads,
    {
      module,
      mem,
      f32: f32.buffer,
      rows: rowsBuf,
      assign: assignBuf,
      own: ownBuf,
      probes: probesBuf,
      starts: startsBuf,
      order: orderBuf,
      pos: posBuf,
      qstarts: qstartsBuf,
      qlist: qlistBuf,
      params
    },
    slotBytes,
    outBase
  );
  const tasksOf = (kind: IvfTask['kind'], n: number, step: number): IvfTask[] => {
    const out: IvfTask[] = [];
    for (let r0 = 0; r0 < n; r0 += step) out.push({ kind, r0, r1: Math.min(n, r0 + step) });
    return out;
  };
  const centScratch = new Int16Array(nlist * stride);
  const loadCentroids = (cent: Float32Array): void => {
    quantizeInto(cent, dims, nlist, centScratch);
    centQ.set(centScratch);
  };

  const heaps: Array<TopK | undefined> = new Array(count);
  const heap = (i: number): TopK => (heaps[i] ??= new TopK(maxNeighbors));
  let above = 0;
  let comparisons = 0;
  let complete = true;
  try {
    // spherical k-means over the sample: assignment on the threads, update here (sample order, so sums are deterministic)
    const cent = seedCentroids(vectors, dims, count, nlist);
    const sums = new Float64Array(nlist * dims);
    const sizes = new Int32Array(nlist);
    for (let round = 0; round < KMEANS_ROUNDS; round++) {
      loadCentroids(cent);
      await pool.run(tasksOf('assign-sample', sampleN, ASSIGN_ROWS), () => {}, Number.MAX_SAFE_INTEGER);
      sums.fill(0);
      sizes.fill(0);
      for (let s = 0; s < sampleN; s++) {
        const c = assign[s]!;
        const r = sample[s]! * dims;
        sizes[c]!++;
        for (let k = 0, o = c * dims; k < dims; k++) sums[o + k]! += vectors[r + k]!;
      }
      for (let c = 0; c < nlist; c++) {
        if (sizes[c] === 0) continue; // keep an empty list's centroid
        let n = 0;
        for (let k = 0; k < dims; k++) n += sums[c * dims + k]! ** 2;
        n = Math.sqrt(n) || 1;
        for (let k = 0; k < dims; k++) cent[c * dims + k] = sums[c * dims + k]! / n;
      }
    }
    // every vector: its nprobe best lists (the first is its own)
    loadCentroids(cent);
    await pool.run(tasksOf('assign-all', count, ASSIGN_ROWS), () => {}, Number.MAX_SAFE_INTEGER);
    for (let i = 0; i < count; i++) own[i] = probes[i * nprobe]!;
    // lists, contiguous: order[] = vector ids by (list, id); the int16 rows permuted the same way
    const listSizes = new Int32Array(nlist);
    for (let i = 0; i < count; i++) listSizes[own[i]!]!++;
    for (let c = 0; c < nlist; c++) starts[c + 1] = starts[c]! + listSizes[c]!;
    const fill = starts.slice(0, nlist);
    for (let i = 0; i < count; i++) order[fill[own[i]!]!++] = i;
    for (let p = 0; p < count; p++) pos[order[p]!] = p;
    for (let x = 0; x < count * nprobe; x++) qstarts[probes[x]! + 1]!++;
    for (let c = 0; c < nlist; c++) qstarts[c + 1]! += qstarts[c]!;
    const qfill = qstarts.slice(0, nlist);
    for (let i = 0; i < count; i++) for (let t = 0; t < nprobe; t++) qlist[qfill[probes[i * nprobe + t]!]!++] = i;
    const unpermuted = q16.slice();
    for (let p = 0; p < count; p++) q16.set(unpermuted.subarray(order[p]! * stride, order[p]! * stride + stride), p * stride);

    complete = await pool.run(
      tasksOf('probe', nlist, PROBE_LISTS),
      (_t, r) => {
        comparisons += r.comparisons;
        const hits = r.hits!;
        for (let k = 0; k < hits.length; k += 3) {
          const a = hits[k]!;
          const b = hits[k + 1]!;
          if (input.isTrivialPair?.(a, b)) continue;
          above++;
          heap(a).push(hits[k + 2]!, b);
          heap(b).push(hits[k + 2]!, a);
        }
      },
      deadline
    );
  } finally {
    await pool.close();
  }

  const kept = new Map<string, ScoredPair>();
  for (let i = 0; i < count; i++) {
    const h = heaps[i];
    if (!h) continue;
    for (const { score, id } of h.entries()) {
      const a = Math.min(i, id);
      const b = Math.max(i, id);
      kept.set(`${a}:${b}`, { a, b, score });
    }
  }
  const pairs = [...kept.values()].sort((x, y) => x.a - y.a || x.b - y.b);
  // a pair can be compared from both sides: count unique work against the exact plan
  const made = Math.min(planned, Math.round(comparisons / 2));
  return {
    pairs,
    comparisons: made,
    plannedComparisons: planned,
    aboveThreshold: above,
    neighborCut: above - pairs.length,
    stoppedBy: complete ? null : 'timeout',
    method: `IVF (spherical k-means, ${nlist} lists, ${nprobe} probed per function, int16 SIMD with float32 recheck)`,
    lists: nlist,
    nprobe,
    threads
  };
}
