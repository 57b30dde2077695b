/**
 * A fixed-capacity min-heap of (score, neighbour) keeping the k best
 * neighbours of one function. Ties break on the neighbour index so the
 * kept set never depends on visiting order.
 */
export class TopK {
  private readonly scores: Float64Array;
  private readonly ids: Int32Array;
  size = 0;
  /** Neighbours above threshold that did not fit (or were evicted). */
  overflow = 0;

  constructor(readonly capacity: number) {
    this.scores = new Float64Array(Math.max(capacity, 1));
    this.ids = new Int32Array(Math.max(capacity, 1));
  }

  /** True when (a, ia) ranks below (b, ib): lower score, or same score and higher index. */
  private static worse(a: number, ia: number, b: number, ib: number): boolean {
    return a < b || (a === b && ia > ib);
  }

  push(score: number, id: number): void {
    if (this.capacity === 0) {
      this.overflow++;
      return;
    }
    if (this.size < this.capacity) {
      let i = this.size++;
      this.scores[i] = score;
      this.ids[i] = id;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!TopK.worse(this.scores[i]!, this.ids[i]!, this.scores[p]!, this.ids[p]!)) break;
        this.swap(i, p);
        i = p;
      }
      return;
    }
    this.overflow++;
    if (!TopK.worse(this.scores[0]!, this.ids[0]!, score, id)) return;
    this.scores[0] = score;
    this.ids[0] = id;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.size && TopK.worse(this.scores[l]!, this.ids[l]!, this.scores[m]!, this.ids[m]!)) m = l;
      if (r < this.size && TopK.worse(this.scores[r]!, this.ids[r]!, this.scores[m]!, this.ids[m]!)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }

  entries(): Array<{ score: number; id: number }> {
    const out: Array<{ score: number; id: number }> = [];
    for (let i = 0; i < this.size; i++) out.push({ score: this.scores[i]!, id: this.ids[i]! });
    return out;
  }

  private swap(a: number, b: number): void {
    const s = this.scores[a]!;
    this.scores[a] = this.scores[b]!;
    this.scores[b] = s;
    const d = this.ids[a]!;
    this.ids[a] = this.ids[b]!;
    this.ids[b] = d;
  }
}
