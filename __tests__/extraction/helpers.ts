import { createExtractor, type Extractor } from '../../src/extraction/extractor.js';
import type { ExtractionOptions, FileExtraction, LanguageId } from '../../src/contracts/pipeline.js';

let shared: Promise<Extractor> | null = null;

export function extractor(): Promise<Extractor> {
  shared ??= createExtractor();
  return shared;
}

export const ALL: ExtractionOptions = { minLines: 1, maxFunctionBytes: 1024 * 1024 };

export async function extract(
  path: string,
  text: string,
  language: LanguageId,
  options: ExtractionOptions = ALL
): Promise<FileExtraction> {
  return (await extractor()).extract({ path, language, text }, options);
}

export function names(r: FileExtraction): string[] {
  return r.functions.map((f) => f.location.name);
}

/** Total function-like nodes seen: extracted plus every skip. */
export function considered(r: FileExtraction): number {
  return r.functions.length + Object.values(r.skips).reduce((a, b) => a + (b ?? 0), 0);
}
