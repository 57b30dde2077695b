/**
 * Approximate nearest-neighbour search for full scans past what exact search
 * can do within max_comparisons or the time left: an inverted-file index
 * (IVF) over spherical k-means lists. This entry picks the path and the
 * threads; the parts:
 *
 * - ./kmeans.ts: nlist = round(√count) centroids, trained by spherical
 *   k-means (deterministic: seeded from evenly spaced rows, a fixed number of
 *   rounds over an evenly spaced sample).
 * - ./ivf-index.ts: nprobe is the largest that keeps the comparisons within
 *   the budget, capped at a tenth of the lists (at least MIN_PROBES; all
 *   lists is exact); every vector assigned to its nearest centroid, vectors
 *   reordered by list so each list is contiguous; the result.
 * - ./ivf-simd.ts, ./ivf-tasks.ts: centroid scoring (k-means rounds, the final
 *   assignment and each vector's probe lists) with the int16 SIMD kernel's
 *   value export (dotsv) on worker threads (./task-pool.ts); the centroid
 *   update on the calling thread in sample order. Probing walks list by list
 *   (so a list's rows stay in cache): every vector that probes the list is
 *   compared with its members by the kernel, and each kept pair is rechecked
 *   with the exact search's float loop (./float-dot.ts).
 * - ./ivf-float.ts: without WebAssembly SIMD (or for vectors the kernel cannot
 *   take) the float path runs on the calling thread.
 *
 * A pair found from both sides is reported once (by the lower index), so hits
 * never need a global set, and every task's output depends only on its
 * inputs: pairs, scores and counts are the same on any number of threads
 * (tested). `comparisons` counts the pair comparisons made (half the kernel
 * visits), so the caller can report the approximation and the pairs not
 * compared.
 * Recall against exact search: bench/perf/kernel.ts and bench/perf/approximate.ts.
 */
import { availableParallelism } from 'node:os';
import type { SearchInput } from './search-types.js';
import { kernelModule } from './wasm-kernel.js';
import { quantizable } from './quantize.js';
import { approximatePlain } from './ivf-float.js';
import { approximateSimd } from './ivf-simd.js';
import type { ApproximateOptions, ApproximateResult } from './ivf-index.js';

export type { ApproximateOptions, ApproximateResult } from './ivf-index.js';

/** Below this many vectors the fast path stays on the calling thread (worker start-up costs more). */
export const IVF_PARALLEL_MIN = 8_000;

export async function approximateSearch(input: SearchInput, options: ApproximateOptions = {}): Promise<ApproximateResult> {
  if (input.queries !== null) throw new Error('approximateSearch is for full scans');
  const { vectors, dims, count } = input;
  const module = quantizable(vectors, dims, count) ? kernelModule() : null;
  if (!module || count === 0) return approximatePlain(input, options);
  const cores = Math.max(1, Math.min(8, availableParallelism()));
  const threads = Math.max(0, Math.floor(options.threads ?? (count >= IVF_PARALLEL_MIN && cores > 1 ? cores : 0)));
  return approximateSimd(input, options, module, threads);
}
