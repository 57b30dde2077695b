import { exactSearch, plannedComparisons } from '../../src/comparison/exact-search.js';
import { TopK } from '../../src/comparison/topk.js';
import { randomVectors } from '../helpers/vectors.js';

function bruteForce(v: Float32Array, dims: number, count: number, threshold: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < count; i++)
    for (let j = i + 1; j < count; j++) {
      let s = 0;
      for (let k = 0; k < dims; k++) s += v[i * dims + k]! * v[j * dims + k]!;
      if (s >= threshold) out.set(`${i}:${j}`, s);
    }
  return out;
}

const base = { maxComparisons: Number.MAX_SAFE_INTEGER, deadline: Number.MAX_SAFE_INTEGER };

describe('exactSearch', () => {
  const dims = 16;
  const count = 700; // spans several column blocks
  const v = randomVectors(count, dims, 7);

  it('finds exactly the brute-force pairs above threshold when the neighbour cap is not hit', () => {
    const truth = bruteForce(v, dims, count, 0.6);
    const r = exactSearch({ ...base, vectors: v, dims, count, queries: null, threshold: 0.6, maxNeighbors: 1000 });
    expect(r.comparisons).toBe(plannedComparisons(count, null));
    expect(r.neighborCut).toBe(0);
    expect(new Set(r.pairs.map((p) => `${p.a}:${p.b}`))).toEqual(new Set(truth.keys()));
    for (const p of r.pairs) expect(p.score).toBeCloseTo(truth.get(`${p.a}:${p.b}`)!, 5);
  });

  it('scoped search only returns pairs with an in-scope endpoint and counts each pair once', () => {
    const queries = Int32Array.from([3, 10, 650]);
    const truth = [...bruteForce(v, dims, count, 0.5).keys()].filter((k) => k.split(':').some((x) => [3, 10, 650].includes(Number(x))));
    const r = exactSearch({ ...base, vectors: v, dims, count, queries, threshold: 0.5, maxNeighbors: 1000 });
    expect(r.comparisons).toBe(3 * (count - 1) - 3);
    expect(r.pairs.map((p) => `${p.a}:${p.b}`).sort()).toEqual(truth.sort());
  });

  it('caps neighbours per function and counts what the cap cut', () => {
    const uncapped = exactSearch({ ...base, vectors: v, dims, count, queries: null, threshold: 0.3, maxNeighbors: 10_000 });
    const capped = exactSearch({ ...base, vectors: v, dims, count, queries: null, threshold: 0.3, maxNeighbors: 2 });
    expect(capped.pairs.length).toBeLessThan(uncapped.pairs.length);
    expect(capped.neighborCut).toBe(uncapped.pairs.length - capped.pairs.length);
    // every kept pair is among the top 2 (by score) of one of its endpoints, judged on all pairs
    const ranked = new Map<number, Array<{ other: number; score: number }>>();
    for (const p of uncapped.pairs) {
      for (const [x, y] of [[p.a, p.b], [p.b, p.a]] as const) (ranked.get(x) ?? ranked.set(x, []).get(x)!).push({ other: y, score: p.score });
    }
    const top2 = (x: number): number[] =>
      (ranked.get(x) ?? []).sort((m, n) => n.score - m.score || m.other - n.other).slice(0, 2).map((e) => e.other);
    for (const p of capped.pairs) expect(top2(p.a).includes(p.b) || top2(p.b).includes(p.a)).toBe(true);
  });

  it('stops at max_comparisons without exceeding it, and at the deadline', () => {
    const limited = exactSearch({ ...base, vectors: v, dims, count, queries: null, threshold: 0.5, maxNeighbors: 5, maxComparisons: 50_000 });
    expect(limited.stoppedBy).toBe('comparison-limit');
    expect(limited.comparisons).toBeLessThanOrEqual(50_000);
    expect(limited.comparisons).toBeGreaterThan(0);
    const late = exactSearch({ ...base, vectors: v, dims, count, queries: null, threshold: 0.5, maxNeighbors: 5, deadline: Date.now() - 1 });
    expect(late.stoppedBy).toBe('timeout');
    expect(late.comparisons).toBe(0);
  });

  it('never pairs trivial pairs', () => {
    const r = exactSearch({ ...base, vectors: v, dims, count: 50, queries: null, threshold: -1, maxNeighbors: 100, isTrivialPair: (a) => a === 0 });
    expect(r.pairs.some((p) => p.a === 0 || p.b === 0)).toBe(false);
  });
});

describe('TopK', () => {
  it('keeps the k best and breaks ties by lower index', () => {
    const h = new TopK(2);
    h.push(0.5, 9);
    h.push(0.9, 4);
    h.push(0.5, 1);
    h.push(0.1, 3);
    expect(h.entries().sort((a, b) => b.score - a.score)).toEqual([
      { score: 0.9, id: 4 },
      { score: 0.5, id: 1 }
    ]);
    expect(h.overflow).toBe(2);
  });
});
