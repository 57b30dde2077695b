/**
 * Shared corpus helpers: extraction of a file tree with the product's
 * extractor, function source text by location, near-duplicate signatures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedFunction, LanguageId } from '../../src/contracts/pipeline.js';
import { createExtractor, languageForPath, type Extractor } from '../../src/extraction/extractor.js';
import { listSources } from '../lib/npm-corpus.js';
import { fnv1a } from '../../src/util/hash.js';

export interface CorpusFunction extends ExtractedFunction {
  language: LanguageId;
  /** Exact source text of the function node. */
  source: string;
}

let extractor: Extractor | null = null;
export async function getExtractor(): Promise<Extractor> {
  extractor ??= await createExtractor();
  return extractor;
}

/** UTF-16 offset range of a location in `text` (end exclusive). */
export function locationRange(text: string, loc: { start_line: number; start_column: number; end_line: number; end_column: number }): [number, number] {
  let line = 1;
  let i = 0;
  let start = -1;
  let end = -1;
  for (;;) {
    if (line === loc.start_line) start = i + loc.start_column - 1;
    if (line === loc.end_line) {
      end = i + loc.end_column;
      const c = text.charCodeAt(end - 1);
      if (c >= 0xd800 && c <= 0xdbff) end++;
      break;
    }
    const nl = text.indexOf('\n', i);
    if (nl < 0) break;
    i = nl + 1;
    line++;
  }
  return [start, end];
}

/** Extract every source file of `root` (paths relative to `root`, or prefixed by `prefix`). */
export async function extractTree(root: string, minLines: number, files?: readonly string[], prefix = ''): Promise<CorpusFunction[]> {
  const ex = await getExtractor();
  const out: CorpusFunction[] = [];
  for (const rel of files ?? listSources(root)) {
    const language = languageForPath(rel);
    if (!language) continue;
    const text = readFileSync(join(root, rel), 'utf8');
    const r = ex.extract({ path: prefix + rel, language, text }, { minLines, maxFunctionBytes: 64 * 1024 });
    for (const f of r.functions) {
      const [s, e] = locationRange(text, f.location);
      out.push({ ...f, language, source: text.slice(s, e) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// near-duplicate signatures

/** FNV-1a over UTF-16 code units: a stable 32-bit seed from a string. */
export function hash32(s: string): number {
  return fnv1a(s);
}

const ID = /^[A-Za-z_$][\w$]*$/;
const KW = new Set('break case catch class const continue do else for function if in instanceof new return switch this throw try typeof var let while yield await async of'.split(' '));

/** Sorted unique hashed n-gram sets: raw tokens (n = 2) and abstracted tokens (identifiers, numbers, strings as placeholders; n = 3). */
export function signatures(normalized: string): { raw: Uint32Array; abs: Uint32Array } {
  const toks = normalized.split(' ');
  const abst = toks.map((t) => (KW.has(t) ? t : ID.test(t) ? 'I' : /^[\d.]/.test(t) ? 'N' : /^['"`]/.test(t) ? 'S' : t));
  const grams = (xs: string[], n: number): Uint32Array => {
    const s = new Set<number>();
    for (let i = 0; i + n <= xs.length; i++) s.add(hash32(xs.slice(i, i + n).join(' ')));
    return Uint32Array.from([...s].sort((a, b) => a - b));
  };
  return { raw: grams(toks, 2), abs: grams(abst, 3) };
}

export function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let inter = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      inter++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - inter;
  return union ? inter / union : 1;
}

export type Signatures = ReturnType<typeof signatures>;

/** The near-duplicate rule: raw-token bigram Jaccard >= rawMin or abstracted trigram Jaccard >= absMin. */
export function isNearDuplicate(a: Signatures, b: Signatures, rawMin = 0.5, absMin = 0.8): boolean {
  return jaccard(a.abs, b.abs) >= absMin || (Math.min(a.raw.length, b.raw.length) >= rawMin * Math.max(a.raw.length, b.raw.length) && jaccard(a.raw, b.raw) >= rawMin);
}

/**
 * Indices of functions that have a near-duplicate among `fns` (isNearDuplicate).
 */
export function nearDuplicates(normalized: readonly string[], rawMin = 0.5, absMin = 0.8): Set<number> {
  const sigs = normalized.map(signatures);
  const order = sigs.map((_, i) => i).sort((x, y) => sigs[x]!.abs.length - sigs[y]!.abs.length);
  const dup = new Set<number>();
  const minRatio = Math.min(rawMin, absMin);
  for (let p = 0; p < order.length; p++) {
    const i = order[p]!;
    const si = sigs[i]!;
    for (let q = p + 1; q < order.length; q++) {
      const j = order[q]!;
      const sj = sigs[j]!;
      // Jaccard <= |small| / |large|
      if (si.abs.length < minRatio * sj.abs.length) break;
      if (isNearDuplicate(si, sj, rawMin, absMin)) {
        dup.add(i);
        dup.add(j);
      }
    }
  }
  return dup;
}
