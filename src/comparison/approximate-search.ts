/**
 * Approximate nearest-neighbour search for full scans past what exact search
 * can do within max_comparisons or the time left: an inverted-file index
 * (IVF) over spherical k-means lists.
 *
 * - Lists: nlist = round(√count) centroids, trained by spherical k-means
 *   (deterministic: seeded from evenly spaced rows, a fixed number of rounds
 *   over an evenly spaced sample), every vector assigned to its nearest
 *   centroid. Vectors are reordered by list so each list is contiguous.
 * - Probing: each vector is compared, with the int16 SIMD kernel and the same
 *   float32 recheck as the exact search, against the members of its `nprobe`
 *   nearest lists; nprobe is the largest that keeps the comparisons within the
 *   budget (at most all lists, which is exact).
 * - A pair found from both sides is counted once. The result has the exact
 *   search's shape; `comparisons` counts the pair comparisons made, so the
 *   caller can report the approximation (method, lists, probes) and the pairs
 *   not compared.
 * Recall against exact search is measured by bench/perf/kernel.ts.
 */
import { TopK } from './topk.js';
import type { ScoredPair, SearchInput, SearchResult } from './exact-search.js';
import { plannedComparisons } from './exact-search.js';
import { instantiateKernel, kernelModule, wasm } from './wasm-kernel.js';
import { integerThreshold, quantizable, quantizeInto, strideFor } from './quantize.js';

export interface ApproximateOptions {
  /** Pair comparisons the probing may spend (default: the input's maxComparisons). */
  budget?: number;
  /** Force the number of lists probed per vector. */
  nprobe?: number;
}

export interface ApproximateResult extends SearchResult {
  method: string;
  lists: number;
  nprobe: number;
}

const KMEANS_ROUNDS = 6;
const KMEANS_SAMPLE = 16_384;
/** Never probe fewer lists than this (recall). */
const MIN_PROBES = 8;

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

export async function approximateSearch(input: SearchInput, options: ApproximateOptions = {}): Promise<ApproximateResult> {
  const { vectors, dims, count, threshold, maxNeighbors, deadline } = input;
  if (input.queries !== null) throw new Error('approximateSearch is for full scans');
  const planned = plannedComparisons(count, null);
  const nlist = Math.max(1, Math.round(Math.sqrt(count)));
  const cent = trainCentroids(vectors, dims, count, nlist);

  // centroid scores per vector → its own list and its probe order
  const budget = options.budget ?? input.maxComparisons;
  // each vector against ~nprobe/nlist of the corpus: count² · nprobe / nlist comparisons
  const nprobe = Math.max(1, Math.min(nlist, options.nprobe ?? Math.max(Math.min(MIN_PROBES, nlist), Math.floor((budget * nlist) / Math.max(1, count * count)))));
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

  const module = quantizable(vectors, dims, count) ? kernelModule() : null;
  const stride = strideFor(dims);
  const rowBytes = stride * 2;
  let dots: ((q: number, c: number, nc: number, stride: number, thr: number, out: number) => number) | null = null;
  let outView: Int32Array | null = null;
  let outOff = 0;
  let thrQ = 0;
  let maxList = 0;
  for (let c = 0; c < nlist; c++) maxList = Math.max(maxList, sizes[c]!);
  if (module) {
    outOff = count * rowBytes;
    const pages = Math.ceil((outOff + maxList * 4 + 16) / 65536);
    const mem = new wasm.Memory({ initial: pages, maximum: pages, shared: true });
    // quantize in list order, so list members are contiguous rows
    const permuted = new Float32Array(count * dims);
    for (let p = 0; p < count; p++) permuted.set(vectors.subarray(order[p]! * dims, order[p]! * dims + dims), p * dims);
    const q = quantizeInto(permuted, dims, count, new Int16Array(mem.buffer, 0, count * stride));
    thrQ = integerThreshold(threshold, q);
    dots = instantiateKernel(module, mem);
    outView = new Int32Array(mem.buffer, outOff, Math.max(1, maxList));
  }
  // position of each vector in the permuted order
  const pos = new Int32Array(count);
  for (let p = 0; p < count; p++) pos[order[p]!] = p;

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
      if (dots) {
        const hits = dots(pos[i]! * rowBytes, s0 * rowBytes, n, rowBytes, thrQ, outOff);
        for (let k = 0; k < hits; k++) visit(i, order[s0 + outView![k]!]!);
      } else {
        for (let k = 0; k < n; k++) visit(i, order[s0 + k]!);
      }
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
    method: `IVF (spherical k-means, ${nlist} lists, ${nprobe} probed per function, int16 SIMD with float32 recheck)`,
    lists: nlist,
    nprobe
  };
}
