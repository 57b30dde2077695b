/** Neighbour bookkeeping shared by the comparison benchmarks: canonical pair text and recall@k. */
export interface Pair {
  a: number;
  b: number;
  score: number;
}

/** Pairs as one canonical string (sorted by index), to compare two searches' results exactly. */
export function canonicalPairs(pairs: readonly Pair[]): string {
  return [...pairs].sort((x, y) => x.a - y.a || x.b - y.b).map((p) => `${p.a}:${p.b}:${p.score}`).join('\n');
}

/** The k best neighbours of each function from the pairs a search kept (ties: lower index first). */
export function topNeighbours(pairs: readonly Pair[], k: number): Map<number, number[]> {
  const by = new Map<number, Array<[number, number]>>();
  for (const p of pairs) {
    (by.get(p.a) ?? by.set(p.a, []).get(p.a)!).push([p.score, p.b]);
    (by.get(p.b) ?? by.set(p.b, []).get(p.b)!).push([p.score, p.a]);
  }
  const out = new Map<number, number[]>();
  for (const [i, l] of by) out.set(i, l.sort((x, y) => y[0] - x[0] || x[1] - y[1]).slice(0, k).map((x) => x[1]));
  return out;
}

/** Share of the exact search's top-k neighbours (of `queries`, or every function) that the approximate one kept. */
export function recallAtK(exact: readonly Pair[], approximate: readonly Pair[], k: number, queries?: Iterable<number>): { recall: number; total: number } {
  const want = topNeighbours(exact, k);
  const got = topNeighbours(approximate, k);
  let hit = 0;
  let total = 0;
  for (const q of queries ?? want.keys()) {
    const have = new Set(got.get(q) ?? []);
    for (const j of want.get(q) ?? []) {
      total++;
      if (have.has(j)) hit++;
    }
  }
  return { recall: total === 0 ? 1 : hit / total, total };
}
