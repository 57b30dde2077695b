/**
 * The cache, embedding and validation phases: look every function up in the
 * vector cache, embed the misses in batches with the companion, validate
 * each batch before use, and write new vectors back.
 */
import type { CacheSummary, Generation } from '../contracts/types.js';
import { availableParallelism } from 'node:os';
import type { EmbeddingProvider, ExtractedFunction } from '../contracts/pipeline.js';
import type { ProviderSession } from './provider-session.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { disabledVectorCache, openVectorCache, type VectorCache } from '../cache/vector-cache.js';
import { checkVectors } from '../embedding/validate-vectors.js';
import { errorMessage } from '../util/errors.js';
import { timedOut, type PhaseContext } from './context.js';

export interface Embedded {
  dims: number;
  /** Vector per function index, or undefined when it was lost. */
  vectors: Array<Float32Array | undefined>;
  cacheSummary: CacheSummary;
  inferenceMs: number;
}

const EMPTY_CACHE: CacheSummary = { status: 'disabled', hits: 0, misses: 0, writes: 0, invalid_entries: 0 };

export async function embedFunctions(
  functions: readonly ExtractedFunction[],
  inScope: Int32Array | null,
  /** The run's provider session (null when no provider is usable at all). */
  session: ProviderSession | null,
  generation: Generation,
  ctx: PhaseContext,
  /** Recovers the normalized text of functions that came from the extraction cache (src/scan/extract-corpus.ts). */
  hydrate?: (indices: readonly number[]) => Promise<number[]>
): Promise<Embedded> {
  const { acc, options, logger } = ctx;
  const n = functions.length;
  const vectors: Array<Float32Array | undefined> = new Array(n);
  if (!session) {
    acc.skip('embedding', 'provider-failure', n);
    acc.phase('cache', 'skipped', 0, n, 'no embedding provider: vectors could not be keyed');
    acc.phase('embedding', n > 0 ? 'partial' : 'complete', 0, n, n > 0 ? 'embedding companion unavailable' : null);
    acc.phase('validation', 'skipped', 0, 0, 'nothing to validate');
    return { dims: 0, vectors, cacheSummary: { ...EMPTY_CACHE, status: options.cacheDir ? 'miss' : 'disabled', misses: options.cacheDir ? n : 0 }, inferenceMs: 0 };
  }
  const dims = generation.model.dimensions;

  // Vector memory admission: in-scope functions first, then corpus order.
  const order = admissionOrder(n, inScope);
  const maxVectors = Math.floor(options.limits.max_vector_bytes / Math.max(1, dims * 4));
  const admitted = order.slice(0, maxVectors);
  acc.skip('embedding', 'vector-memory-limit', order.length - admitted.length);

  // cache phase
  let cache: VectorCache = disabledVectorCache;
  if (options.cacheDir) {
    const opened = await openVectorCache({
      dir: options.cacheDir,
      namespace: {
        artifact_sha256: generation.model.artifact_sha256,
        parameter_sha256: generation.parameters.parameter_sha256,
        extraction_semantics_version: generation.extraction_semantics_version,
        embedding_semantics_version: generation.embedding_semantics_version,
        dimensions: dims
      }
    });
    cache = opened.cache;
    opened.diagnostics.forEach((d) => acc.diagnostic(d));
  }
  const pending = new Map<string, number[]>(); // normalized digest → function indices
  let hits = 0;
  for (const i of admitted) {
    const fn = functions[i]!;
    const v = cache.get(fn.normalized_sha256);
    if (v) {
      vectors[i] = v;
      hits++;
      continue;
    }
    const list = pending.get(fn.normalized_sha256);
    if (list) list.push(i);
    else pending.set(fn.normalized_sha256, [i]);
  }
  // Functions from the extraction cache have no text: recover it for the misses only.
  if (hydrate) {
    // One function per digest needs its text: one that has it goes first, else one is recovered.
    const textless: number[] = [];
    for (const list of pending.values()) {
      const withText = list.findIndex((i) => functions[i]!.normalized !== '');
      if (withText > 0) list.unshift(...list.splice(withText, 1));
      else if (withText < 0) textless.push(list[0]!);
    }
    if (textless.length > 0) {
      const lost = new Set(await hydrate(textless));
      if (lost.size > 0) {
        let dropped = 0;
        for (const [k, list] of pending) {
          if (!lost.has(list[0]!)) continue;
          pending.delete(k);
          dropped += list.length;
        }
        acc.skip('embedding', 'provider-failure', dropped);
        acc.diagnostic({ domain: 'cache', code: DiagnosticCode.CacheEntryInvalid, message: `${dropped} function(s) from the extraction cache no longer match their file; not embedded`, path: null });
      }
    }
  }
  const misses = admitted.length - hits;
  acc.phase('cache', cache.enabled ? 'complete' : 'skipped', cache.enabled ? admitted.length : 0, cache.enabled ? admitted.length : null, cache.enabled ? null : 'cache disabled');

  // embedding + validation phases
  const keys = [...pending.keys()];
  const batchSize = Math.max(1, Math.min(options.limits.max_batch_size, generation.parameters.batch_size || options.limits.max_batch_size));
  const batches = Math.ceil(keys.length / batchSize);
  // The companion starts only now, and only when something is missing; more of them when there is enough to share.
  const first = keys.length > 0 ? await session.provider() : null;
  let embedded = 0;
  let accepted = 0;
  let inferenceMs = 0;
  const textsOf = (b: number): string[] => keys.slice(b * batchSize, (b + 1) * batchSize).map((k) => functions[pending.get(k)![0]!]!.normalized);
  const { results, stop } = first ? await dispatchBatches(first, session, batches, textsOf, ctx) : { results: [], stop: keys.length > 0 ? ('crash' as const) : null };

  for (let b = 0; b < batches; b++) {
    const batchKeys = keys.slice(b * batchSize, (b + 1) * batchSize);
    const result = results[b];
    if (!result) {
      for (const k of batchKeys) acc.skip('embedding', stop === 'timeout' ? 'timeout' : 'provider-failure', pending.get(k)!.length);
      continue;
    }
    inferenceMs += result.inference_ms;
    const check = checkVectors(result.vectors, batchKeys.length, dims);
    if (!check.ok) {
      acc.diagnostic({ domain: 'provider', code: DiagnosticCode.InvalidVectors, message: `companion returned unusable vectors for a batch of ${batchKeys.length}: ${check.reason}`, path: null });
      for (const k of batchKeys) acc.skip('validation', 'provider-failure', pending.get(k)!.length);
      continue;
    }
    const truncated = new Set(result.truncated ?? []);
    batchKeys.forEach((k, i) => {
      const v = result.vectors[i]!;
      cache.put(k, v);
      const idx = pending.get(k)!;
      for (const j of idx) vectors[j] = v;
      embedded += idx.length;
      accepted += idx.length;
      if (truncated.has(i)) acc.skip('embedding', 'token-truncation', idx.length);
    });
  }
  acc.phase(
    'embedding',
    stop === 'timeout' ? 'timed-out' : stop === 'crash' ? 'partial' : 'complete',
    embedded,
    misses,
    stop === 'timeout' ? 'timeout_ms reached' : stop === 'crash' ? 'embedding companion failed' : null
  );
  const rejected = acc.skipCount('validation', 'provider-failure');
  acc.phase('validation', rejected > 0 ? 'partial' : 'complete', accepted, accepted + rejected, rejected > 0 ? 'invalid vectors rejected' : null);

  const flushed = await cache.flush();
  if (flushed) {
    acc.diagnostic(flushed);
    logger.warning(flushed.message);
  }
  const cacheSummary: CacheSummary = cache.enabled
    ? { status: misses === 0 ? 'hit' : hits === 0 ? 'miss' : 'mixed', hits, misses, writes: cache.writes, invalid_entries: cache.invalidEntries }
    : EMPTY_CACHE;
  logger.info(`embedding: ${hits} cached, ${embedded} embedded, ${Math.round(inferenceMs)} ms inference`);
  return { dims, vectors, cacheSummary, inferenceMs };
}

type CompanionBatch = Awaited<ReturnType<EmbeddingProvider['embed']>>;

/**
 * Embed `batches` batches on `first` and, when there are enough, on more
 * companions of the session: batches are handed out in order to whichever
 * companion is free (the first works while the others start). Stops at the
 * deadline or at the first failure, with one diagnostic; a batch without a
 * result was lost. The caller applies the results in batch order.
 */
async function dispatchBatches(
  first: EmbeddingProvider,
  session: ProviderSession,
  batches: number,
  textsOf: (batch: number) => string[],
  ctx: PhaseContext
): Promise<{ results: Array<CompanionBatch | undefined>; stop: 'timeout' | 'crash' | null }> {
  const { acc, logger } = ctx;
  const results: Array<CompanionBatch | undefined> = new Array(batches);
  const state: { stop: 'timeout' | 'crash' | null; next: number } = { stop: null, next: 0 };
  const work = async (provider: EmbeddingProvider): Promise<void> => {
    while (state.stop === null && state.next < batches) {
      if (timedOut(ctx)) {
        state.stop = 'timeout';
        acc.diagnostic({ domain: 'provider', code: DiagnosticCode.ProviderTimeout, message: 'timeout_ms reached while embedding; remaining functions were not embedded', path: null });
        return;
      }
      const b = state.next++;
      try {
        results[b] = await provider.embed(textsOf(b));
      } catch (err) {
        if (state.stop !== null) return; // another companion failed first: one diagnostic per stop
        state.stop = 'crash';
        const code = (err as { code?: string }).code ?? DiagnosticCode.CompanionError;
        acc.diagnostic({ domain: 'provider', code, message: `embedding failed: ${errorMessage(err)}`.slice(0, 1000), path: null });
        logger.warning(`embedding failed: ${errorMessage(err)}`);
        return;
      }
    }
  };
  const extra = embeddingProcesses(batches, session.bundled) - 1;
  const joined = extra > 0
    ? session.more(extra).then((more) => {
        if (more.length > 0) logger.debug(`embedding: ${batches} batches on ${more.length + 1} companions`);
        return Promise.all(more.map(work));
      })
    : null;
  await Promise.all([work(first), joined]);
  return { results, stop: state.stop };
}

/** Environment override of the companion count: `N` starts N companions whenever there are N batches (a custom companion too). */
export const PROCESSES_ENV = 'SIMILAR_CODE_EMBEDDING_PROCESSES';
/** At most this many companions: each holds its own copy of the model (about 60 MB resident). */
const MAX_PROCESSES = 4;
/**
 * Batches per extra companion before one pays for its start (about 0.2 s of
 * Node start and model load, against about 60 ms per 256-function batch).
 */
const BATCHES_PER_PROCESS = 4;

/**
 * Companions to embed `batches` batches with: for the bundled companion, one
 * per core, each with enough batches to pay for its start; a custom companion
 * (`--companion-command`: perhaps a large model or a service) runs once unless
 * the environment says otherwise.
 */
export function embeddingProcesses(batches: number, bundled: boolean, env: NodeJS.ProcessEnv = process.env, cores: number = availableParallelism()): number {
  if (batches <= 1) return 1;
  const forced = env[PROCESSES_ENV]?.trim();
  if (forced && /^\d+$/.test(forced)) return Math.max(1, Math.min(16, Number(forced), batches));
  if (!bundled) return 1;
  return Math.max(1, Math.min(MAX_PROCESSES, cores, Math.floor(batches / BATCHES_PER_PROCESS)));
}

function admissionOrder(n: number, inScope: Int32Array | null): number[] {
  if (!inScope) return Array.from({ length: n }, (_, i) => i);
  const mark = new Uint8Array(n);
  for (const i of inScope) mark[i] = 1;
  const order = [...inScope];
  for (let i = 0; i < n; i++) if (!mark[i]) order.push(i);
  return order;
}
