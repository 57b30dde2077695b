/**
 * The IVF index's shape, shared by the float path (./ivf-float.ts) and the
 * SIMD path (./ivf-simd.ts): the options and result of approximateSearch,
 * how many lists each vector probes, the lists laid out contiguously, and the
 * result assembled from the heaps. Both paths must agree on these so their
 * counts and reports mean the same thing.
 */
import type { SearchInput, SearchResult } from './search-types.js';
import type { NeighborHeaps } from './neighbor-heaps.js';

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

/** Never probe fewer lists than this (recall). */
const MIN_PROBES = 8;
/**
 * Never probe more than this share of the lists by default: recall@10 on real
 * vectors is already 0.9996 at 8 of 155 lists (bench/perf/approximate.ts), and
 * each probe costs a √n-sized pass over the corpus.
 */
const PROBE_SHARE = 0.1;

/** Lists probed per vector: the most the budget allows, capped at a tenth of the lists, at least MIN_PROBES (or all lists). */
export function probesFor(input: SearchInput, options: ApproximateOptions, count: number, nlist: number): number {
  const budget = options.budget ?? input.maxComparisons;
  // each vector against ~nprobe/nlist of the corpus: count² · nprobe / nlist comparisons
  const byBudget = Math.floor((budget * nlist) / Math.max(1, count * count));
  // past a tenth of the lists more probes buy no recall worth their time (bench/perf/approximate.ts)
  const ceiling = Math.max(MIN_PROBES, Math.ceil(nlist * PROBE_SHARE));
  return Math.max(1, Math.min(nlist, options.nprobe ?? Math.max(Math.min(MIN_PROBES, nlist), Math.min(ceiling, byBudget))));
}

/**
 * Lists, contiguous: from each vector's own list, fills starts (nlist + 1
 * offsets, all zero on entry) and order (vector ids by (list, id)).
 */
export function layoutLists(own: Int32Array, count: number, nlist: number, starts: Int32Array, order: Int32Array): void {
  const sizes = new Int32Array(nlist);
  for (let i = 0; i < count; i++) sizes[own[i]!]!++;
  for (let c = 0; c < nlist; c++) starts[c + 1] = starts[c]! + sizes[c]!;
  const fill = starts.slice(0, nlist);
  for (let i = 0; i < count; i++) order[fill[own[i]!]!++] = i;
}

export interface IvfOutcome {
  heaps: NeighborHeaps;
  planned: number;
  /** Kernel or float visits: a pair can be compared from both sides. */
  visits: number;
  stoppedBy: SearchResult['stoppedBy'];
  /** How the scores were computed, for the method line. */
  arithmetic: string;
  nlist: number;
  nprobe: number;
  threads: number;
}

export function ivfResult(o: IvfOutcome): ApproximateResult {
  const pairs = o.heaps.sortedPairs();
  // a pair can be compared from both sides: count unique work against the exact plan
  const made = Math.min(o.planned, Math.round(o.visits / 2));
  return {
    pairs,
    comparisons: made,
    plannedComparisons: o.planned,
    aboveThreshold: o.heaps.above,
    neighborCut: o.heaps.above - pairs.length,
    stoppedBy: o.stoppedBy,
    method: `IVF (spherical k-means, ${o.nlist} lists, ${o.nprobe} probed per function, ${o.arithmetic})`,
    lists: o.nlist,
    nprobe: o.nprobe,
    threads: o.threads
  };
}
