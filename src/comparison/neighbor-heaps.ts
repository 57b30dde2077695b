/**
 * The per-function neighbour heaps every search fills, and the pairs they
 * keep: one implementation so the exact, fast and IVF searches count
 * `aboveThreshold` and `neighborCut` the same way. The heaps live on the
 * calling thread; TopK breaks ties on the index, so what they keep does not
 * depend on the order pairs arrive in.
 */
import { TopK } from './topk.js';
import type { ScoredPair } from './search-types.js';

export class NeighborHeaps {
  private readonly heaps: Array<TopK | undefined>;
  /** Non-trivial pairs offered (each at or above the threshold). */
  above = 0;

  constructor(
    private readonly count: number,
    private readonly maxNeighbors: number,
    private readonly isTrivialPair?: (a: number, b: number) => boolean
  ) {
    this.heaps = new Array(count);
  }

  /** Offer a pair at or above the threshold to both functions' heaps (trivial pairs are dropped uncounted). */
  add(i: number, j: number, score: number): void {
    if (this.isTrivialPair?.(i, j)) return;
    this.above++;
    this.heap(i).push(score, j);
    this.heap(j).push(score, i);
  }

  /** Every pair kept by either side's heap, once (a < b), in the order the heaps are walked (by function index). */
  pairs(): ScoredPair[] {
    const kept = new Map<string, ScoredPair>();
    for (let i = 0; i < this.count; i++) {
      const h = this.heaps[i];
      if (!h) continue;
      for (const { score, id } of h.entries()) {
        const a = Math.min(i, id);
        const b = Math.max(i, id);
        kept.set(`${a}:${b}`, { a, b, score });
      }
    }
    return [...kept.values()];
  }

  /** The kept pairs ordered by (a, b). */
  sortedPairs(): ScoredPair[] {
    return this.pairs().sort((x, y) => x.a - y.a || x.b - y.b);
  }

  private heap(i: number): TopK {
    return (this.heaps[i] ??= new TopK(this.maxNeighbors));
  }
}
