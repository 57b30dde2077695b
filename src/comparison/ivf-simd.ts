/**
 * The IVF search's SIMD path: k-means assignment, probe lists and probing on
 * the int16 kernel (./ivf-tasks.ts) over one shared WebAssembly memory, on
 * worker threads or this one (./task-pool.ts); the k-means update and the
 * heaps stay on this thread so the result does not depend on the threads.
 *
 * Shared memory: [int16 vectors | int16 centroids | one output slot per thread].
 * The int16 rows are permuted into list order before probing so each list is
 * contiguous for the kernel.
 */
import type { SearchInput } from './search-types.js';
import { plannedComparisons } from './exact-search.js';
import { instantiateKernels, wasm, type WasmMemory, type WasmModule } from './wasm-kernel.js';
import { integerThreshold, quantizeInto, strideFor } from './quantize.js';
import { KMEANS_ROUNDS, listCount, sampleRow, sampleSize, seedCentroids, updateCentroids } from './kmeans.js';
import { NeighborHeaps } from './neighbor-heaps.js';
import { ivfResult, layoutLists, probesFor, type ApproximateOptions, type ApproximateResult } from './ivf-index.js';
import { IVF_WORKER_SOURCE, ivfLocalFns, tasksOf, type IvfEnvParams, type IvfTask, type IvfTaskResult } from './ivf-tasks.js';
import { localPool, workerPool, type TaskPool } from './task-pool.js';

/** Rows per assignment task, lists per probing task. */
const ASSIGN_ROWS = 1024;
const PROBE_LISTS = 1;

function sharedInt32(n: number): SharedArrayBuffer {
  return new SharedArrayBuffer(Math.max(8, n * 4));
}

function openPool(threads: number, data: Record<string, unknown>, slotBytes: number, outBase: number): TaskPool<IvfTask, IvfTaskResult> {
  if (threads === 0) {
    const fns = ivfLocalFns();
    const env = fns.makeEnv({ ...data, outOff: outBase }, instantiateKernels(data.module as WasmModule, data.mem as WasmMemory));
    return localPool((t) => fns.runIvfTask(env, t));
  }
  return workerPool(threads, IVF_WORKER_SOURCE, (w) => ({ ...data, outOff: outBase + w * slotBytes }));
}

export async function approximateSimd(input: SearchInput, options: ApproximateOptions, module: WasmModule, threads: number): Promise<ApproximateResult> {
  const { vectors, dims, count, threshold, maxNeighbors, deadline } = input;
  const planned = plannedComparisons(count, null);
  const nlist = listCount(count);
  const nprobe = probesFor(input, options, count, nlist);

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

  const sampleN = sampleSize(count);
  const rowsBuf = sharedInt32(sampleN);
  const sample = new Int32Array(rowsBuf, 0, sampleN);
  for (let i = 0; i < sampleN; i++) sample[i] = sampleRow(i, count, sampleN);
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
  const centScratch = new Int16Array(nlist * stride);
  const loadCentroids = (cent: Float32Array): void => {
    quantizeInto(cent, dims, nlist, centScratch);
    centQ.set(centScratch);
  };

  const heaps = new NeighborHeaps(count, maxNeighbors, input.isTrivialPair);
  let visits = 0;
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
      updateCentroids(cent, sums, sizes, nlist, dims);
    }
    // every vector: its nprobe best lists (the first is its own)
    loadCentroids(cent);
    await pool.run(tasksOf('assign-all', count, ASSIGN_ROWS), () => {}, Number.MAX_SAFE_INTEGER);
    for (let i = 0; i < count; i++) own[i] = probes[i * nprobe]!;
    // lists, contiguous: order[] = vector ids by (list, id); the int16 rows permuted the same way
    layoutLists(own, count, nlist, starts, order);
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
        visits += r.comparisons;
        const hits = r.hits!;
        for (let k = 0; k < hits.length; k += 3) heaps.add(hits[k]!, hits[k + 1]!, hits[k + 2]!);
      },
      deadline
    );
  } finally {
    await pool.close();
  }
  return ivfResult({
    heaps,
    planned,
    visits,
    stoppedBy: complete ? null : 'timeout',
    arithmetic: 'int16 SIMD with float32 recheck',
    nlist,
    nprobe,
    threads
  });
}
