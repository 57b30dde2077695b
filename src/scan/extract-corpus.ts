/**
 * The extraction phase over the discovered corpus: read, parse, extract,
 * and apply the function and source-byte admission limits. In-scope files
 * are admitted first so a limit never costs a PR run its own functions.
 */
import type { ExtractedFunction } from '../contracts/pipeline.js';
import type { DiscoveryResult } from '../discovery/discover.js';
import { readSource } from '../discovery/read-source.js';
import { createExtractor } from '../extraction/extractor.js';
import { compareLocations } from '../comparison/identity.js';
import type { HunkMap } from './options.js';
import { timedOut, type PhaseContext } from './context.js';

export interface Corpus {
  /** Admitted functions in location order. */
  functions: ExtractedFunction[];
  /** Indices of in-scope functions (ascending), or null for a full scan. */
  inScope: Int32Array | null;
}

function overlapsHunk(fn: ExtractedFunction, hunks: HunkMap): boolean {
  const ranges = hunks[fn.location.path];
  // An in-scope path without an entry carries no line information: the whole file is in scope.
  if (ranges === undefined) return true;
  return ranges.some(([s, e]) => s <= fn.location.end_line && e >= fn.location.start_line);
}

export async function extractCorpus(discovery: DiscoveryResult, ctx: PhaseContext): Promise<Corpus> {
  const { acc, options } = ctx;
  const limits = options.limits;
  const scopePaths = new Set(discovery.scope.paths);
  const ordered = [
    ...discovery.files.filter((f) => scopePaths.has(f.path)),
    ...discovery.files.filter((f) => !scopePaths.has(f.path))
  ];
  const extractor = await createExtractor();
  const functions: ExtractedFunction[] = [];
  let sourceBytes = 0;
  let processed = 0;
  let lostFiles = 0;
  let stopped: 'timeout' | null = null;

  for (const file of ordered) {
    if (timedOut(ctx)) {
      stopped = 'timeout';
      acc.skip('extraction', 'timeout', ordered.length - processed);
      break;
    }
    processed++;
    const read = await readSource(discovery.root, file.path);
    if (!read.ok) {
      acc.diagnostic(read.diagnostic);
      if (read.skip) acc.skip('extraction', read.skip);
      continue;
    }
    const result = extractor.extract({ path: file.path, language: file.language, text: read.text }, {
      minLines: options.minLines,
      maxFunctionBytes: limits.max_function_bytes
    });
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
  ctx.logger.info(`extraction: ${functions.length} functions from ${processed} files`);

  functions.sort((a, b) => compareLocations(a.location, b.location));
  if (!discovery.scope.active) return { functions, inScope: null };
  const hunks = discovery.scope.hunks;
  const inScope: number[] = [];
  functions.forEach((fn, i) => {
    if (scopePaths.has(fn.location.path) && (!hunks || overlapsHunk(fn, hunks))) inScope.push(i);
  });
  return { functions, inScope: Int32Array.from(inScope) };
}
