/**
 * The comparison phase of a scoped run (a PR review): each in-scope
 * function's neighbourhood in the whole corpus (and, for a modified one, its
 * base version's), then the decision rule (src/findings/decide.ts) picks
 * the pairs a reviewer is shown and names their kind.
 */
import type { Candidate, Generation } from '../contracts/types.js';
import type { Calibration, DecisionRule, ExtractedFunction } from '../contracts/pipeline.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { neighbourhoods, type Neighbourhood } from '../comparison/neighbourhoods.js';
import { buildCandidates, type AnnotatedPair } from '../comparison/candidates.js';
import { dot } from '../comparison/float-dot.js';
import { decide, type ChangedFunction, type Decision, type DecisionInput } from '../findings/decide.js';
import { calledNames, declaredClasses, exportedNames, isExported, isReusable } from '../findings/reusable.js';
import { encloses } from '../findings/locations.js';
import { sourceReader, textCache } from '../discovery/read-source.js';
import { lineHolders } from '../findings/line-changes.js';
import { wordsOf } from '../findings/vocabulary.js';
import { takesNoArguments } from '../findings/parameters.js';
import { functionLines, type BaseVersion } from './review-base.js';
import { packageGraph } from './packages.js';
import { nested } from './compare-functions.js';
import type { PhaseContext } from './context.js';

/** Neighbours kept per changed function: the margin needs the second, the rows "and N more". */
export const REVIEW_NEIGHBOURS = 10;

export interface ReviewInput {
  functions: readonly ExtractedFunction[];
  /** Head vectors per function index (undefined: lost). */
  vectors: ReadonlyArray<Float32Array | undefined>;
  dims: number;
  /** In-scope function indices with what the PR did to each (same order). */
  rows: readonly number[];
  versions: readonly BaseVersion[];
  /** Base vectors, per entry of `rows` (modified functions only). */
  baseVectors: ReadonlyArray<Float32Array | undefined>;
  root: string;
  rule: DecisionRule;
  /** The clone threshold (the model's, or the user's): in a review `generation.threshold` is the floor of everything shown. */
  cloneThreshold: number;
  includeTestPairs: boolean;
  includeMigrationPairs: boolean;
  /** Fills in the normalized text of functions that came from the extraction cache (src/scan/extract-corpus.ts Corpus.hydrate). */
  hydrate(indices: readonly number[]): Promise<number[]>;
}

export interface ReviewOutcome {
  candidates: Candidate[];
  decision: Decision;
}

export async function reviewFunctions(input: ReviewInput, generation: Generation, bands: Calibration['bands'], ctx: PhaseContext): Promise<ReviewOutcome> {
  const { functions, dims } = input;
  const acc = ctx.acc;
  const present: number[] = [];
  input.vectors.forEach((v, i) => v && present.push(i));
  const matrix = new Float32Array(present.length * dims);
  const local = new Int32Array(functions.length).fill(-1);
  present.forEach((fi, li) => {
    matrix.set(input.vectors[fi]!, li * dims);
    local[fi] = li;
  });
  const subset = present.map((fi) => functions[fi]!);

  // queries: the head version of every in-scope function with a vector, then the base versions
  const headQ: number[] = [];
  const baseQ: number[] = [];
  input.rows.forEach((r, k) => {
    if (local[r]! < 0) return;
    headQ.push(k);
    if (input.versions[k]!.change === 'modified' && input.baseVectors[k]) baseQ.push(k);
  });
  const pack = (ks: readonly number[], vec: (k: number) => Float32Array): Float32Array => {
    const q = new Float32Array(ks.length * dims);
    ks.forEach((k, i) => q.set(vec(k), i * dims));
    return q;
  };
  const clone = input.cloneThreshold;
  const run = (ks: readonly number[], vec: (k: number) => Float32Array, floor: number) =>
    neighbourhoods({
      matrix,
      dims,
      count: present.length,
      queries: pack(ks, vec),
      k: REVIEW_NEIGHBOURS,
      floor,
      countAtLeast: clone,
      excluded: (qi, j) => {
        const self = local[input.rows[ks[qi]!]!]!;
        return j === self || nested(subset[self]!, subset[j]!);
      },
      deadline: ctx.deadline
    });
  const head = run(headQ, (k) => input.vectors[input.rows[k]!]!, -1);
  const base = head.stoppedBy ? { neighbourhoods: [], comparisons: 0, stoppedBy: head.stoppedBy } : run(baseQ, (k) => input.baseVectors[k]!, clone);
  const comparisons = head.comparisons + base.comparisons;
  const planned = (headQ.length + baseQ.length) * present.length;
  const stopped = head.stoppedBy ?? base.stoppedBy;
  if (stopped) {
    acc.skip('comparison', 'timeout', planned - comparisons);
    acc.diagnostic({ domain: 'workspace', code: DiagnosticCode.Timeout, message: `timeout_ms reached during comparison: ${planned - comparisons} pair comparisons were not made`, path: null });
  }

  // neighbourhoods index the matrix (local rows); the decision works on the same rows
  const baseOf = new Map<number, Neighbourhood>();
  baseQ.forEach((k, i) => {
    const n = base.neighbourhoods[i];
    if (n) baseOf.set(k, n);
  });
  const changed: ChangedFunction[] = [];
  headQ.forEach((k, i) => {
    const n = head.neighbourhoods[i];
    if (!n) return;
    const v = input.versions[k]!;
    changed.push({ row: local[input.rows[k]!]!, change: v.change, lineChange: v.lineChange, head: n, base: baseOf.get(k) ?? null });
  });
  const changedRowSet = new Set(changed.map((c) => c.row));
  const canImport = packageGraph(input.root);
  const best = new Map<number, number>();
  const read = sourceReader(input.root);
  const texts = textCache(read);
  const textOf = texts.text;
  // every file of the corpus once, read as it is counted (not kept): only a drift candidate's evidence asks
  function* corpusTexts(): Generator<string> {
    for (const path of new Set(subset.map((fn) => fn.location.path))) {
      const cached = texts.known(path);
      if (cached !== undefined) yield cached;
      else {
        const r = read(path);
        if (r.ok) yield r.text;
      }
    }
  }
  const classesOf = new Map<string, Set<string>>();
  // can the function be reused where it stands (top level, not an instance method)?
  const reusable = (row: number): boolean => {
    const fn = subset[row]!;
    const path = fn.location.path;
    let classes = classesOf.get(path);
    if (!classes) {
      classes = declaredClasses(textOf(path));
      classesOf.set(path, classes);
    }
    const enclosed = subset.some((other, j) => j !== row && other.location.path === path && encloses(other.location, fn.location) && !encloses(fn.location, other.location));
    return isReusable(fn.location.name, enclosed, classes, functionLines(textOf(path), fn)[0] ?? '');
  };
  const exportsOf = new Map<string, Set<string> | null>();
  // is the function offered to other modules (exported, or a script's global)?
  const exported = (row: number): boolean => {
    const path = subset[row]!.location.path;
    if (!exportsOf.has(path)) exportsOf.set(path, exportedNames(textOf(path)));
    return isExported(subset[row]!.location.name, exportsOf.get(path)!);
  };
  // the words and calls of an added function and its neighbours decide a re-implementation; functions from the
  // extraction cache carry no text, so theirs is recovered first (a function whose file changed under the
  // run keeps none), whatever the rule asks: a review handed on (onReview, the benchmark) reads them too
  const worded = new Set<number>();
  for (const c of changed) if (c.change === 'added') for (const r of [c.row, ...c.head.best.map((n) => n.index)]) worded.add(present[r]!);
  await input.hydrate([...worded].sort((a, b) => a - b));
  // read once per row: the decision asks for a neighbour's again for every function it neighbours
  const perRow = <T>(read: (normalized: string) => T): ((row: number) => T) => {
    const memo = new Map<number, T>();
    return (row) => {
      if (!memo.has(row)) memo.set(row, read(subset[row]!.normalized));
      return memo.get(row)!;
    };
  };
  const words = perRow(wordsOf);
  const calls = perRow(calledNames);
  const decisionInput: DecisionInput = {
    functions: subset,
    changed,
    rule: input.rule,
    threshold: clone,
    bands,
    includeTestPairs: input.includeTestPairs,
    includeMigrationPairs: input.includeMigrationPairs,
    cosine: (a, b) => dot(matrix, a * dims, matrix, b * dims, dims),
    importable: (from, to) => canImport(subset[from]!.location.path, subset[to]!.location.path) && reusable(to),
    exported,
    takesNoArguments: (row) => takesNoArguments(functionLines(textOf(subset[row]!.location.path), subset[row]!).join('\n')),
    words,
    calls,
    bestOutside: (row) => {
      let b = best.get(row);
      if (b === undefined) {
        b = -1;
        for (let j = 0; j < present.length; j++) {
          if (j === row || changedRowSet.has(j) || nested(subset[row]!, subset[j]!)) continue;
          const s = dot(matrix, row * dims, matrix, j * dims, dims);
          if (s > b) b = s;
        }
        best.set(row, b);
      }
      return b;
    },
    sourceLines: (row) => functionLines(textOf(subset[row]!.location.path), subset[row]!),
    lineHolders: (lines) => lineHolders(corpusTexts(), lines)
  };
  ctx.options.onReview?.(decisionInput);
  const decision = decide(decisionInput);
  ctx.logger.info(
    `comparison: ${comparisons} pair comparisons for ${headQ.length} changed functions (${baseQ.length} base versions); ${decision.pairs.length} findings, ${decision.patterns} patterns and ${decision.unconcerned} unconcerned near-copies not shown`
  );
  const pairs: AnnotatedPair[] = decision.pairs.map((p) => {
    const a = Math.min(p.changed, p.other);
    const b = Math.max(p.changed, p.other);
    return {
      a,
      b,
      score: p.similarity,
      finding: {
        kind: p.kind,
        changed: p.kind === 'co-changed' ? 'both' : p.changed === a ? 'a' : 'b',
        change: p.change,
        rank: p.rank,
        margin: p.margin,
        base_similarity: p.baseSimilarity,
        drift: p.drift
      }
    };
  });
  const selection = buildCandidates(pairs, subset, generation, bands, ctx.options.limits.max_candidates);
  acc.skip('comparison', 'candidate-limit', selection.cut);
  acc.phase(
    'comparison',
    stopped ? 'timed-out' : selection.cut > 0 ? 'partial' : 'complete',
    comparisons,
    planned,
    stopped ? 'timeout_ms reached' : selection.cut > 0 ? 'max_candidates reached' : null
  );
  return { candidates: selection.candidates, decision };
}
