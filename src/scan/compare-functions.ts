/**
 * The comparison phase: pack the surviving vectors, run the exact search
 * (scoped: in-scope functions against the whole corpus), and turn the kept
 * pairs into ordered, capped candidates. Every cut becomes a skip.
 */
import type { Candidate, Generation } from '../contracts/types.js';
import type { Calibration, DecisionRule, ExtractedFunction } from '../contracts/pipeline.js';
import { leftOutByRole, type PairRoles } from '../findings/file-roles.js';
import { nested as nestedLocations } from '../findings/locations.js';
import { comparableSizes } from '../findings/rule.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { fastSearch } from '../comparison/fast-search.js';
import { approximateSearch } from '../comparison/approximate-search.js';
import { plannedComparisons } from '../comparison/exact-search.js';

/** Diagnostic code stating that the comparison was approximate. */
/** Full scans at most this large always run exact (the index would not pay for itself). */
const APPROXIMATE_MIN_FUNCTIONS = 4_000;
/**
 * A conservative exact-search rate (multiply-adds per millisecond over all
 * threads; the kernel does about 15e6 per core on a 2-core runner): past half
 * the time left at this rate, a full scan switches to the approximate index.
 */
const EXACT_MACS_PER_MS = 8e6;
import { buildCandidates } from '../comparison/candidates.js';
import type { Embedded } from './embed-functions.js';
import type { PhaseContext } from './context.js';

/** A function nested inside the other (same file, enclosing range) is not a candidate. */
export function nested(a: ExtractedFunction, b: ExtractedFunction): boolean {
  return nestedLocations(a.location, b.location);
}

export async function compareFunctions(
  functions: readonly ExtractedFunction[],
  embedded: Embedded,
  inScope: Int32Array | null,
  generation: Generation,
  bands: Calibration['bands'],
  ctx: PhaseContext,
  /** The defaults a reviewer expects: no test-to-test pairs unless asked, no pairs of very different size. */
  filters: { rule: DecisionRule } & PairRoles
): Promise<Candidate[]> {
  const { acc, options } = ctx;
  const limits = options.limits;
  // Only functions with a vector take part; keep a map back to function indices.
  const present: number[] = [];
  embedded.vectors.forEach((v, i) => v && present.push(i));
  const dims = embedded.dims;
  const matrix = new Float32Array(present.length * dims);
  const local = new Int32Array(functions.length).fill(-1);
  present.forEach((fi, li) => {
    matrix.set(embedded.vectors[fi]!, li * dims);
    local[fi] = li;
  });
  const queries = inScope ? Int32Array.from([...inScope].map((fi) => local[fi]!).filter((li) => li >= 0)) : null;
  const subset = present.map((fi) => functions[fi]!);

  const started = Date.now();
  const input = {
    vectors: matrix,
    dims,
    count: present.length,
    queries,
    threshold: generation.threshold,
    maxNeighbors: limits.max_neighbors_per_function,
    maxComparisons: limits.max_comparisons,
    deadline: ctx.deadline,
    isTrivialPair: (a: number, b: number) => nested(subset[a]!, subset[b]!)
  };
  const planned = plannedComparisons(present.length, queries);
  const timeLeft = Math.max(0, ctx.deadline - started);
  const exactMs = (planned * dims) / EXACT_MACS_PER_MS;
  const approximate = queries === null && present.length >= APPROXIMATE_MIN_FUNCTIONS && (planned > limits.max_comparisons || exactMs > timeLeft / 2);
  let method: string | null = null;
  let search;
  if (approximate) {
    const budget = Math.min(limits.max_comparisons, Math.floor(((timeLeft / 2) * EXACT_MACS_PER_MS) / Math.max(1, dims)));
    const r = await approximateSearch(input, { budget });
    method = r.method;
    search = r;
    acc.diagnostic({
      domain: 'workspace',
      code: DiagnosticCode.ApproximateSearch,
      message: `comparison was approximate: ${r.method}; ${r.comparisons} of ${r.plannedComparisons} pair comparisons made (exact search would exceed ${planned > limits.max_comparisons ? 'max_comparisons' : 'half the time left'}); recall@10 against exact search is measured by bench/perf/kernel.ts`,
      path: null
    });
  } else {
    search = await fastSearch(input);
  }
  ctx.logger.info(
    `comparison: ${search.comparisons} pair comparisons (${method ?? `exact, ${'kernel' in search ? search.kernel : ''}`}) in ${Date.now() - started} ms`
  );
  const notCompared = search.plannedComparisons - search.comparisons;
  if (search.stoppedBy === 'comparison-limit') {
    acc.skip('comparison', 'comparison-limit', notCompared);
    acc.diagnostic({ domain: 'workspace', code: DiagnosticCode.LimitReached, message: `max_comparisons (${limits.max_comparisons}) reached: ${notCompared} pair comparisons were not made`, path: null });
  }
  if (search.stoppedBy === 'timeout') {
    acc.skip('comparison', 'timeout', notCompared);
    acc.diagnostic({ domain: 'workspace', code: DiagnosticCode.Timeout, message: `timeout_ms reached during comparison: ${notCompared} pair comparisons were not made`, path: null });
  }
  acc.skip('comparison', 'neighbor-limit', search.neighborCut);
  if (method && !search.stoppedBy) acc.skip('comparison', 'comparison-limit', notCompared);

  const shown = search.pairs.filter((p) => {
    const a = subset[p.a]!;
    const b = subset[p.b]!;
    if (leftOutByRole(a.location.path, b.location.path, filters)) return false;
    return comparableSizes(a.lines, b.lines, filters.rule);
  });
  const selection = buildCandidates(shown, subset, generation, bands, limits.max_candidates);
  acc.skip('comparison', 'candidate-limit', selection.cut);
  acc.phase(
    'comparison',
    // the neighbour cap keeps each function's best pairs by design (a function with more copies is one clone
    // class): its cut is a skip, not an incomplete comparison
    search.stoppedBy === 'timeout' ? 'timed-out' : method || search.stoppedBy || selection.cut > 0 ? 'partial' : 'complete',
    search.comparisons,
    search.plannedComparisons,
    search.stoppedBy === 'timeout'
      ? 'timeout_ms reached'
      : method
        ? `approximate nearest-neighbour search: ${method}`
      : search.stoppedBy === 'comparison-limit'
        ? 'max_comparisons reached'
        : selection.cut > 0
          ? 'max_candidates reached'
          : null
  );
  return selection.candidates;
}
