/**
 * The quality benchmark's scorer: pure functions, no I/O.
 *
 * Matching: a reported function (or a peer's fragment) matches a truth
 * function when the paths are equal and the line ranges overlap by at least
 * `minOverlap` (default 0.5) of the truth function's lines. A reported pair
 * matches a truth pair when its two sides match the truth pair's two sides
 * (in either order).
 *
 * Pairwise metrics: every distinct truth pair hit by at least one reported pair
 * is a true positive (several hits count once); a reported pair that hits no
 * truth pair is a false positive, unless `labeled` is given and neither side
 * matches a labeled function (partially labeled corpora: pairs between two
 * unlabeled functions say nothing), or `ignored` is given and a side matches
 * an ignored function (a distractor that is a near-copy of a truth function:
 * reporting it is right, so it is neither rewarded nor punished), or the pair
 * is one of `ignoredPairs` (two truth functions of different truth pairs that
 * are near-copies of each other).
 * Recall = TP / truth pairs.
 *
 * Ranked metrics: for each query function, the rank (1-based) of its best-ranked
 * partner among every other corpus function by score; Recall@k = share of
 * queries whose rank <= k; MRR = mean of 1/rank (0 when no partner is ranked).
 */

export interface FnRef {
  path: string;
  start_line: number;
  end_line: number;
  name?: string;
}

export interface TruthPair {
  a: FnRef;
  b: FnRef;
  /** Clone type (T1, T2, T3, R) or a re-implementation group id. */
  type: string;
}

export interface ReportedPair {
  a: FnRef;
  b: FnRef;
  /** Similarity; higher is more similar. Peers without scores use 1. */
  score: number;
}

export interface PRF {
  threshold: number | null;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export function overlapMatches(truth: FnRef, reported: FnRef, minOverlap = 0.5): boolean {
  if (truth.path !== reported.path) return false;
  const lo = Math.max(truth.start_line, reported.start_line);
  const hi = Math.min(truth.end_line, reported.end_line);
  if (hi < lo) return false;
  const len = truth.end_line - truth.start_line + 1;
  return (hi - lo + 1) / len >= minOverlap;
}

/** Index of truth functions by path for fast matching. */
class FnIndex {
  private readonly byPath = new Map<string, Array<{ ref: FnRef; id: number }>>();
  constructor(
    refs: ReadonlyArray<FnRef>,
    private readonly minOverlap: number
  ) {
    refs.forEach((ref, id) => {
      let l = this.byPath.get(ref.path);
      if (!l) this.byPath.set(ref.path, (l = []));
      l.push({ ref, id });
    });
  }
  /** Ids of the indexed functions `r` matches. */
  match(r: FnRef): number[] {
    const l = this.byPath.get(r.path);
    if (!l) return [];
    const out: number[] = [];
    for (const { ref, id } of l) if (overlapMatches(ref, r, this.minOverlap)) out.push(id);
    return out;
  }
}

export interface ScoreOptions {
  /** Share of a truth function's lines a reported range must cover (default 0.5). */
  minOverlap?: number;
  /** Partially labeled corpora: a non-hit counts only when a side is labeled. */
  labeled?: readonly FnRef[];
  /** Functions whose non-hit pairs never count (near-copies of truth functions). */
  ignored?: readonly FnRef[];
  /** Pairs that never count as false positives (two truth functions that are near-copies of each other). */
  ignoredPairs?: ReadonlyArray<readonly [FnRef, FnRef]>;
}

export interface PairOutcome {
  /** Index of the truth pair hit, or -1. */
  truth: number;
  /** False for a non-hit that is ignored (both sides unlabeled). */
  counted: boolean;
}

/** Classify each reported pair against the truth. */
export function classifyPairs(
  truth: readonly TruthPair[],
  reported: readonly ReportedPair[],
  options: ScoreOptions = {}
): PairOutcome[] {
  const minOverlap = options.minOverlap ?? 0.5;
  const fns: FnRef[] = [];
  const keyOf = new Map<string, number>();
  const fnId = (f: FnRef): number => {
    const k = `${f.path}\u0000${f.start_line}\u0000${f.end_line}`;
    let id = keyOf.get(k);
    if (id === undefined) {
      id = fns.length;
      fns.push(f);
      keyOf.set(k, id);
    }
    return id;
  };
  const pairOf = new Map<string, number>();
  truth.forEach((t, i) => {
    const a = fnId(t.a);
    const b = fnId(t.b);
    pairOf.set(a < b ? `${a},${b}` : `${b},${a}`, i);
  });
  const index = new FnIndex(fns, minOverlap);
  const labeledIndex = options.labeled ? new FnIndex([...fns, ...options.labeled], minOverlap) : null;
  const ignoredIndex = options.ignored?.length ? new FnIndex(options.ignored, minOverlap) : null;
  const pairIndex = options.ignoredPairs?.length ? new FnIndex(options.ignoredPairs.flat(), minOverlap) : null;
  const ignoredPairKeys = new Set((options.ignoredPairs ?? []).map((_, k) => `${2 * k},${2 * k + 1}`));
  const isIgnoredPair = (p: ReportedPair): boolean => {
    if (!pairIndex) return false;
    const ia = pairIndex.match(p.a);
    const ib = pairIndex.match(p.b);
    return ia.some((a) => ib.some((b) => ignoredPairKeys.has(a < b ? `${a},${b}` : `${b},${a}`)));
  };
  return reported.map((p) => {
    const ma = index.match(p.a);
    const mb = index.match(p.b);
    for (const a of ma) {
      for (const b of mb) {
        if (a === b) continue;
        const t = pairOf.get(a < b ? `${a},${b}` : `${b},${a}`);
        if (t !== undefined) return { truth: t, counted: true };
      }
    }
    if (ignoredIndex && (ignoredIndex.match(p.a).length > 0 || ignoredIndex.match(p.b).length > 0)) return { truth: -1, counted: false };
    if (isIgnoredPair(p)) return { truth: -1, counted: false };
    if (labeledIndex) {
      const counted = labeledIndex.match(p.a).length > 0 || labeledIndex.match(p.b).length > 0;
      return { truth: -1, counted };
    }
    return { truth: -1, counted: true };
  });
}

function prf(tp: number, fp: number, total: number, threshold: number | null): PRF {
  const precision = tp + fp > 0 ? tp / (tp + fp) : tp === 0 && total === 0 ? 1 : 0;
  const recall = total > 0 ? tp / total : 1;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { threshold, tp, fp, fn: total - tp, precision, recall, f1 };
}

export interface PairwiseResult {
  /** At the given threshold (every reported pair when it is null). */
  atThreshold: PRF;
  /** The threshold (one of the reported scores) with the best F1. */
  best: PRF;
  /** Recall per truth type at the given threshold. */
  recallByType: Record<string, { hit: number; total: number; recall: number }>;
  /** Recall per truth type at the best threshold. */
  recallByTypeAtBest: Record<string, { hit: number; total: number; recall: number }>;
}

function recallByType(truth: readonly TruthPair[], hit: ReadonlySet<number>): Record<string, { hit: number; total: number; recall: number }> {
  const out: Record<string, { hit: number; total: number; recall: number }> = {};
  truth.forEach((t, i) => {
    const e = (out[t.type] ??= { hit: 0, total: 0, recall: 0 });
    e.total++;
    if (hit.has(i)) e.hit++;
  });
  for (const e of Object.values(out)) e.recall = e.total ? e.hit / e.total : 0;
  return out;
}

/**
 * Pairwise precision/recall/F1 at `threshold` (pairs with score >= threshold;
 * null keeps every pair) and at the best threshold of a sweep over the
 * reported scores.
 */
export function pairwise(
  truth: readonly TruthPair[],
  reported: readonly ReportedPair[],
  threshold: number | null,
  options: ScoreOptions = {}
): PairwiseResult {
  const outcomes = classifyPairs(truth, reported, options);
  const order = reported.map((_, i) => i).sort((x, y) => reported[y]!.score - reported[x]!.score || x - y);
  // at threshold
  const hitAt = new Set<number>();
  let fpAt = 0;
  for (const i of order) {
    if (threshold !== null && reported[i]!.score < threshold) break;
    const o = outcomes[i]!;
    if (o.truth >= 0) hitAt.add(o.truth);
    else if (o.counted) fpAt++;
  }
  // sweep: evaluate after each group of equal scores
  const hit = new Set<number>();
  let fp = 0;
  let best = prf(0, 0, truth.length, Infinity);
  let bestHits = new Set<number>();
  for (let k = 0; k < order.length; ) {
    const s = reported[order[k]!]!.score;
    while (k < order.length && reported[order[k]!]!.score === s) {
      const o = outcomes[order[k]!]!;
      if (o.truth >= 0) hit.add(o.truth);
      else if (o.counted) fp++;
      k++;
    }
    const cur = prf(hit.size, fp, truth.length, s);
    if (cur.f1 > best.f1) {
      best = cur;
      bestHits = new Set(hit);
    }
  }
  return {
    atThreshold: prf(hitAt.size, fpAt, truth.length, threshold),
    best,
    recallByType: recallByType(truth, hitAt),
    recallByTypeAtBest: recallByType(truth, bestHits)
  };
}

/**
 * Rank (1-based) of the best-ranked partner of `query` among all items but the
 * query, by descending score; ties count against the partner (pessimistic).
 * Returns Infinity when there are no partners.
 */
export function rankOfPartner(scores: ArrayLike<number>, query: number, partners: readonly number[]): number {
  let best = -Infinity;
  for (const p of partners) if (p !== query && (scores[p] as number) > best) best = scores[p] as number;
  if (best === -Infinity) return Infinity;
  let above = 0;
  const partnerSet = new Set(partners);
  for (let i = 0; i < scores.length; i++) {
    if (i === query || partnerSet.has(i)) continue;
    if ((scores[i] as number) >= best) above++;
  }
  return above + 1;
}

export interface RankingResult {
  queries: number;
  recallAt: Record<string, number>;
  mrr: number;
}

export function rankingMetrics(ranks: readonly number[], ks: readonly number[] = [1, 5, 10]): RankingResult {
  const recallAt: Record<string, number> = {};
  for (const k of ks) recallAt[String(k)] = ranks.length ? ranks.filter((r) => r <= k).length / ranks.length : 0;
  const mrr = ranks.length ? ranks.reduce((s, r) => s + (Number.isFinite(r) ? 1 / r : 0), 0) / ranks.length : 0;
  return { queries: ranks.length, recallAt, mrr };
}

/**
 * All unordered pairs of group members as truth pairs (type = group id):
 * re-implementation groups.
 */
export function groupPairs(groups: ReadonlyArray<{ id: string; members: readonly FnRef[] }>): TruthPair[] {
  const out: TruthPair[] = [];
  for (const g of groups) {
    for (let i = 0; i < g.members.length; i++) {
      for (let j = i + 1; j < g.members.length; j++) out.push({ a: g.members[i]!, b: g.members[j]!, type: g.id });
    }
  }
  return out;
}
