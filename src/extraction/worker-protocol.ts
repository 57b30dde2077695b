/**
 * What the extraction workers (./worker.ts) and the pool that drives them
 * (./parallel.ts) say to each other, and the one function both sides use to
 * turn a file into its result, so a file gives the same outcome on a worker
 * and on the calling thread.
 */
import type { ExtractionOptions, FileExtraction, LanguageId } from '../contracts/pipeline.js';
import type { Diagnostic } from '../contracts/types.js';
import type { SkipReason } from '../contracts/codes.js';
import type { SourceReader } from '../discovery/read-source.js';
import type { Extractor } from './extractor.js';

/** One file to extract: project-relative path, its language and its size on disk (for chunking). */
export interface ExtractionJob {
  path: string;
  language: LanguageId;
  size: number;
}

/** A file's outcome: its extraction, or why it could not be read. */
export type FileOutcome = { ok: true; result: FileExtraction } | { ok: false; diagnostic: Diagnostic; skip?: SkipReason };

export interface WorkerInit {
  root: string;
  options: ExtractionOptions;
}

/** Pool → worker. */
export interface ChunkRequest {
  type: 'chunk';
  id: number;
  files: Array<{ path: string; language: LanguageId }>;
}

/** Worker → pool. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'done'; id: number; outcomes: FileOutcome[] };

/** Read and extract one file (never throws for the file's own content). */
export async function extractFile(
  extractor: Extractor,
  readSourceFile: SourceReader,
  file: { path: string; language: LanguageId },
  options: ExtractionOptions
): Promise<FileOutcome> {
  const read = readSourceFile(file.path);
  if (!read.ok) return read.skip ? { ok: false, diagnostic: read.diagnostic, skip: read.skip } : { ok: false, diagnostic: read.diagnostic };
  return { ok: true, result: extractor.extract({ path: file.path, language: file.language, text: read.text }, options) };
}
