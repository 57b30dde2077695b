/**
 * The extraction phase over the discovered corpus: read, parse, extract,
 * and apply the function and source-byte admission limits. In-scope files
 * are admitted first so a limit never costs a PR run its own functions.
 * Files not in the extraction cache are parsed on worker threads when there
 * are enough of them (../extraction/parallel.ts); their results are taken in
 * this same order, so the corpus is the one a single thread gives.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ExtractedFunction, FileExtraction, LanguageId, SourceFile } from '../contracts/pipeline.js';
import { DiagnosticCode } from '../contracts/codes.js';
import type { DiscoveryResult } from '../discovery/discover.js';
import { sourceReader } from '../discovery/read-source.js';
import { createExtractor, EXTRACTION_SEMANTICS_VERSION, type Extractor } from '../extraction/extractor.js';
import { extractionThreads, startExtractionPool } from '../extraction/parallel.js';
import { extractFile, type ExtractionJob, type FileOutcome } from '../extraction/worker-protocol.js';
import { disabledExtractionCache, openExtractionCache, type ExtractionCache } from '../cache/extraction-cache.js';
import { assetPaths } from '../util/assets.js';
import { compareLocations } from '../comparison/identity.js';
import type { HunkMap } from '../contracts/pipeline.js';
import { timedOut, type PhaseContext } from './context.js';

export interface Corpus {
  /** Admitted functions in location order. */
  functions: ExtractedFunction[];
  /** Indices of in-scope functions (ascending), or null for a full scan. */
  inScope: Int32Array | null;
  /**
   * Functions that came from the extraction cache carry `normalized: ''`
   * (the cache stores no text). This re-extracts their files and fills the
   * text in place for the given function indices; it returns the indices
   * whose text could not be recovered (the file changed under the run).
   */
  hydrate(indices: readonly number[]): Promise<number[]>;
}

let grammarDigest: Promise<string> | null = null;

/** Digest of the parser runtime and every grammar file: part of the extraction cache key. */
function grammarFilesDigest(): Promise<string> {
  grammarDigest ??= (async () => {
    const assets = assetPaths();
    const h = createHash('sha256');
    const languages: LanguageId[] = ['javascript', 'typescript', 'tsx'];
    for (const file of [assets.treeSitterWasm, ...languages.map((l) => assets.grammar(l))]) {
      try {
        h.update(await readFile(file));
      } catch {
        h.update(`missing:${file}`);
      }
      h.update('\0');
    }
    return h.digest('hex');
  })();
  return grammarDigest;
}

/** Results worth caching: deterministic for the blob (not a parse timeout or a grammar failure). */
function cacheable(result: FileExtraction): boolean {
  return !result.diagnostics.some((d) => d.code === DiagnosticCode.ParseFailed || d.code === DiagnosticCode.GrammarUnavailable);
}

function locationKey(fn: ExtractedFunction): string {
  const l = fn.location;
  return `${l.start_line}:${l.start_column}:${l.end_line}:${l.end_column}:${l.name}:${fn.normalized_sha256}`;
}

function overlapsHunk(fn: ExtractedFunction, hunks: HunkMap): boolean {
  const ranges = hunks[fn.location.path];
  // An in-scope path without an entry carries no line information: the whole file is in scope.
  if (ranges === undefined) return true;
  return ranges.some(([s, e]) => s <= fn.location.end_line && e >= fn.location.start_line);
}

export async function extractCorpus(
  discovery: DiscoveryResult,
  ctx: PhaseContext,
  /** Called once, before parsing starts, when some file is not in the extraction cache. */
  onParse?: () => void
): Promise<Corpus> {
  const { acc, options } = ctx;
  const limits = options.limits;
  const scopePaths = new Set(discovery.scope.paths);
  const ordered = [
    ...discovery.files.filter((f) => scopePaths.has(f.path)),
    ...discovery.files.filter((f) => !scopePaths.has(f.path))
  ];
  let extractor: Extractor | null = null;
  const extractionOptions = { minLines: options.minLines, maxFunctionBytes: limits.max_function_bytes };
  let cache: ExtractionCache = disabledExtractionCache;
  if (options.cacheDir) {
    const opened = await openExtractionCache({
      dir: options.cacheDir,
      namespace: {
        extraction_semantics_version: EXTRACTION_SEMANTICS_VERSION,
        min_lines: options.minLines,
        max_function_bytes: limits.max_function_bytes,
        grammar_sha256: await grammarFilesDigest()
      }
    });
    cache = opened.cache;
    opened.diagnostics.forEach((d) => acc.diagnostic(d));
  }
  const functions: ExtractedFunction[] = [];
  /** Files whose functions came from the cache without text, by path. */
  const textless = new Map<string, SourceFile>();
  let sourceBytes = 0;
  let processed = 0;
  let lostFiles = 0;
  let stopped: 'timeout' | null = null;

  // Cache lookups first: what is left to parse decides whether workers pay off.
  const cached: Array<FileExtraction | undefined> = ordered.map((file) => (file.blob ? cache.get(file.language, file.blob, file.path) : undefined));
  const jobs: ExtractionJob[] = [];
  const jobOf = new Int32Array(ordered.length).fill(-1);
  let uncachedBytes = 0;
  ordered.forEach((file, k) => {
    if (cached[k]) return;
    jobOf[k] = jobs.length;
    jobs.push({ path: file.path, language: file.language, size: file.size });
    uncachedBytes += file.size;
  });
  const readSourceFile = sourceReader(discovery.root);
  const inThread = async (file: { path: string; language: LanguageId }): Promise<FileOutcome> => {
    extractor ??= await createExtractor();
    return extractFile(extractor, readSourceFile, file, extractionOptions);
  };
  if (jobs.length > 0) onParse?.();
  const threads = extractionThreads(jobs.length, uncachedBytes);
  const pool = threads > 0 ? startExtractionPool(discovery.root, jobs, extractionOptions, threads, ctx.logger, inThread) : null;

  try {
    for (let k = 0; k < ordered.length; k++) {
      const file = ordered[k]!;
      if (timedOut(ctx)) {
        stopped = 'timeout';
        acc.skip('extraction', 'timeout', ordered.length - processed);
        break;
      }
      processed++;
      let result: FileExtraction | undefined = cached[k];
      if (result) {
        if (result.functions.length > 0) textless.set(file.path, file);
      } else {
        const outcome = (pool ? await pool.outcome(jobOf[k]!) : null) ?? (await inThread(file));
        if (!outcome.ok) {
          acc.diagnostic(outcome.diagnostic);
          if (outcome.skip) acc.skip('extraction', outcome.skip);
          continue;
        }
        result = outcome.result;
        if (file.blob && cacheable(result)) cache.put(file.language, file.blob, result);
      }
      acc.addSkips('extraction', result.skips);
      result.diagnostics.forEach((d) => acc.diagnostic(d));
      if (result.diagnostics.some((d) => d.code === 'parse-failed')) lostFiles++;
      for (const fn of result.functions) {
        if (functions.length >= limits.max_functions) {
          acc.skip('extraction', 'input-limit');
          continue;
        }
        const bytes = Buffer.byteLength(fn.normalized);
        if (sourceBytes + bytes > limits.max_source_bytes) {
          acc.skip('extraction', 'source-bytes-limit');
          continue;
        }
        sourceBytes += bytes;
        functions.push(fn);
      }
    }
  } finally {
    await pool?.close();
  }

  const cut = acc.skipCount('extraction', 'input-limit') + acc.skipCount('extraction', 'source-bytes-limit');
  acc.phase(
    'extraction',
    stopped === 'timeout' ? 'timed-out' : cut > 0 || lostFiles > 0 ? 'partial' : 'complete',
    processed,
    ordered.length,
    stopped === 'timeout'
      ? 'timeout_ms reached during extraction'
      : cut > 0
        ? 'function or source-byte limit reached'
        : lostFiles > 0
          ? `${lostFiles} file(s) could not be parsed`
          : null
  );
  const flushed = await cache.flush();
  if (flushed) {
    acc.diagnostic(flushed);
    ctx.logger.warning(flushed.message);
  }

  functions.sort((a, b) => compareLocations(a.location, b.location));
  const hydrate = async (indices: readonly number[]): Promise<number[]> => {
    const byPath = new Map<string, number[]>();
    for (const i of indices) {
      const fn = functions[i]!;
      if (fn.normalized !== '' || !textless.has(fn.location.path)) continue;
      const list = byPath.get(fn.location.path);
      if (list) list.push(i);
      else byPath.set(fn.location.path, [i]);
    }
    const lost: number[] = [];
    for (const [path, list] of byPath) {
      const file = textless.get(path)!;
      const read = readSourceFile(path);
      const fresh = new Map<string, string>();
      if (read.ok) {
        extractor ??= await createExtractor();
        for (const fn of extractor.extract({ path, language: file.language, text: read.text }, extractionOptions).functions) fresh.set(locationKey(fn), fn.normalized);
      }
      for (const i of list) {
        const text = fresh.get(locationKey(functions[i]!));
        if (text === undefined) lost.push(i);
        else functions[i]!.normalized = text;
      }
    }
    return lost;
  };
  let inScope: Int32Array | null = null;
  if (discovery.scope.active) {
    const hunks = discovery.scope.hunks;
    const list: number[] = [];
    functions.forEach((fn, i) => {
      if (scopePaths.has(fn.location.path) && (!hunks || overlapsHunk(fn, hunks))) list.push(i);
    });
    inScope = Int32Array.from(list);
  }
  ctx.logger.info(
    `extraction: ${functions.length} functions from ${processed} files (${cache.hits} files from the extraction cache${pool ? `; ${jobs.length} parsed on ${pool.threads} worker threads` : ''})${inScope ? `; in scope: ${inScope.length}` : ''}`
  );
  return { functions, inScope, hydrate };
}
