import { describe, expect, test } from '@jest/globals';
import { groupPairs, overlapMatches, pairwise, rankingMetrics, rankOfPartner, type FnRef, type ReportedPair, type TruthPair } from '../../bench/quality/score.js';

const f = (path: string, s: number, e: number): FnRef => ({ path, start_line: s, end_line: e });

describe('overlapMatches', () => {
  test('same path and at least half of the truth lines', () => {
    expect(overlapMatches(f('a.ts', 10, 19), f('a.ts', 15, 30))).toBe(true);
    expect(overlapMatches(f('a.ts', 10, 19), f('a.ts', 16, 30))).toBe(false);
    expect(overlapMatches(f('a.ts', 10, 19), f('b.ts', 10, 19))).toBe(false);
    expect(overlapMatches(f('a.ts', 10, 19), f('a.ts', 20, 30))).toBe(false);
  });
});

describe('pairwise', () => {
  const truth: TruthPair[] = [
    { a: f('o.ts', 1, 10), b: f('c.ts', 1, 10), type: 'T1' },
    { a: f('o.ts', 20, 30), b: f('c.ts', 20, 30), type: 'T2' },
    { a: f('o.ts', 40, 50), b: f('c.ts', 40, 50), type: 'T2' }
  ];
  const reported: ReportedPair[] = [
    { a: f('c.ts', 1, 10), b: f('o.ts', 1, 10), score: 0.99 }, // hit (reversed order)
    { a: f('o.ts', 1, 10), b: f('c.ts', 2, 9), score: 0.98 }, // same truth again: not counted twice
    { a: f('o.ts', 20, 30), b: f('x.ts', 1, 10), score: 0.9 }, // false positive
    { a: f('o.ts', 20, 30), b: f('c.ts', 20, 30), score: 0.85 }, // hit
    { a: f('y.ts', 1, 10), b: f('x.ts', 1, 10), score: 0.5 } // false positive
  ];

  test('at a threshold', () => {
    const r = pairwise(truth, reported, 0.95);
    expect(r.atThreshold).toMatchObject({ tp: 1, fp: 0, fn: 2, precision: 1 });
    expect(r.atThreshold.recall).toBeCloseTo(1 / 3);
    expect(r.recallByType.T1).toEqual({ hit: 1, total: 1, recall: 1 });
    expect(r.recallByType.T2).toEqual({ hit: 0, total: 2, recall: 0 });
  });

  test('best threshold from the sweep', () => {
    const r = pairwise(truth, reported, 0.95);
    // 0.85: tp 2, fp 1 -> P 2/3, R 2/3, F1 2/3 (better than 0.99: P 1, R 1/3, F1 0.5)
    expect(r.best.threshold).toBe(0.85);
    expect(r.best.tp).toBe(2);
    expect(r.best.fp).toBe(1);
    expect(r.best.f1).toBeCloseTo(2 / 3);
    expect(r.recallByTypeAtBest.T2!.hit).toBe(1);
  });

  test('null threshold keeps every pair; unlabeled pairs can be ignored', () => {
    const all = pairwise(truth, reported, null);
    expect(all.atThreshold).toMatchObject({ tp: 2, fp: 2 });
    const partial = pairwise(truth, reported, null, { labeled: [] });
    // y.ts-x.ts touches no labeled function: ignored
    expect(partial.atThreshold).toMatchObject({ tp: 2, fp: 1 });
  });

  test('pairs with an ignored function (a near-copy of a truth function) never count, hits still do', () => {
    const r = pairwise(truth, reported, null, { ignored: [f('x.ts', 1, 10)] });
    // o.ts:20-x.ts and y.ts-x.ts ignored; both hits kept
    expect(r.atThreshold).toMatchObject({ tp: 2, fp: 0 });
    expect(pairwise(truth, reported, null, { ignored: [f('x.ts', 50, 60)] }).atThreshold).toMatchObject({ tp: 2, fp: 2 });
  });

  test('an ignored pair (two near-copies) never counts; the same functions with others still do', () => {
    const r = pairwise(truth, reported, null, { ignoredPairs: [[f('x.ts', 1, 10), f('y.ts', 1, 10)]] });
    expect(r.atThreshold).toMatchObject({ tp: 2, fp: 1 }); // y.ts-x.ts ignored, o.ts:20-x.ts still false
  });

  test('no reports', () => {
    const r = pairwise(truth, [], 0.5);
    expect(r.atThreshold).toMatchObject({ tp: 0, fp: 0, recall: 0, f1: 0 });
  });
});

describe('ranking', () => {
  test('rank of the best partner, ties pessimistic', () => {
    const scores = [1, 0.9, 0.8, 0.7, 0.8];
    expect(rankOfPartner(scores, 0, [3])).toBe(4);
    expect(rankOfPartner(scores, 0, [2])).toBe(3); // 0.9 and the tied 0.8 are ahead
    expect(rankOfPartner(scores, 0, [3, 1])).toBe(1);
    expect(rankOfPartner(scores, 0, [])).toBe(Infinity);
  });

  test('Recall@k and MRR', () => {
    const r = rankingMetrics([1, 2, 6, Infinity]);
    expect(r.recallAt).toEqual({ '1': 0.25, '5': 0.5, '10': 0.75 });
    expect(r.mrr).toBeCloseTo((1 + 0.5 + 1 / 6) / 4);
  });

  test('group pairs', () => {
    const g = groupPairs([{ id: 'flat', members: [f('a', 1, 5), f('b', 1, 5), f('c', 1, 5)] }]);
    expect(g).toHaveLength(3);
    expect(g.every((p) => p.type === 'flat')).toBe(true);
  });
});
