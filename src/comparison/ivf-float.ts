/**
 * The IVF search's float path, for when WebAssembly SIMD is missing or the
 * vectors are ones the int16 kernel cannot take: the same lists and probes
 * as the SIMD path (./ivf-simd.ts), scored with the float loop on the
 * calling thread. A pair found from both sides is counted once through a set.
 */
import type { SearchInput, SearchResult } from './search-types.js';
import { plannedComparisons } from './exact-search.js';
import { dot } from './float-dot.js';
import { listCount, trainCentroids } from './kmeans.js';
import { NeighborHeaps } from './neighbor-heaps.js';
import { ivfResult, layoutLists, probesFor, type ApproximateOptions, type ApproximateResult } from './ivf-index.js';

/** Indices of the `p` largest values (ties: lower index first). */
function topIndices(scores: Float64Array, p: number): number[] {
  const idx = Array.from({ length: scores.length }, (_, i) => i);
  idx.sort((a, b) => scores[b]! - scores[a]! || a - b);
  return idx.slice(0, p);
}

export function approximatePlain(input: SearchInput, options: ApproximateOptions): ApproximateResult {
  const { vectors, dims, count, threshold, maxNeighbors, deadline } = input;
  if (input.queries !== null) throw new Error('approximateSearch is for full scans');
  const planned = plannedComparisons(count, null);
  const nlist = listCount(count);
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
  const starts = new Int32Array(nlist + 1);
  const order = new Int32Array(count);
  layoutLists(own, count, nlist, starts, order);

  const heaps = new NeighborHeaps(count, maxNeighbors, input.isTrivialPair);
  const seen = new Set<number>();
  let visits = 0;
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
    heaps.add(a, b, s);
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
      visits += n;
      for (let k = 0; k < n; k++) visit(i, order[s0 + k]!);
    }
  }
  return ivfResult({ heaps, planned, visits, stoppedBy, arithmetic: 'float32', nlist, nprobe, threads: 0 });
}
