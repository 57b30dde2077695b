/**
 * The base side of a PR review: what each in-scope function was at the
 * merge base. Each changed file is read from the base commit (`git show`),
 * extracted with the same extractor and options as the corpus, and each
 * in-scope head function is matched to its base version by name (the
 * nearest by line when a name repeats). No base version: the PR added it;
 * the same normalized text: the PR changed only its comments or layout.
 */
import type { ExtractedFunction, ExtractionOptions } from '../contracts/pipeline.js';
import type { BaseRevision } from '../discovery/scope.js';
import { git } from '../discovery/git.js';
import { sourceReader } from '../discovery/read-source.js';
import { createExtractor, languageForPath, type Extractor } from '../extraction/extractor.js';
import type { ChangeKind } from '../findings/decide.js';
import { lineChange, type LineChange } from '../findings/line-changes.js';

export interface BaseVersion {
  change: ChangeKind;
  /** The base function (modified functions only): its normalized text is embedded as the base vector. */
  base: ExtractedFunction | null;
  lineChange: LineChange | null;
}

/** Lines of `text` for a function's one-based inclusive range. */
export function functionLines(text: string, fn: ExtractedFunction): string[] {
  return text.split(/\r?\n/).slice(fn.location.start_line - 1, fn.location.end_line);
}

async function baseText(root: string, commit: string, path: string): Promise<string | null> {
  try {
    return (await git(root, ['show', `${commit}:${path}`])).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Head functions of one file to their base versions, one to one: first the
 * functions whose text is unchanged (so an untouched `migrate` keeps its base
 * version and a new second `migrate` is new), then by name, the nearest by
 * line, then by text among what is left (a renamed function).
 */
export function matchVersions(head: readonly ExtractedFunction[], base: readonly ExtractedFunction[]): Map<ExtractedFunction, ExtractedFunction> {
  const out = new Map<ExtractedFunction, ExtractedFunction>();
  const free = new Set(base);
  const byText = new Map<string, ExtractedFunction[]>();
  for (const b of base) byText.set(b.normalized_sha256, [...(byText.get(b.normalized_sha256) ?? []), b]);
  const claim = (h: ExtractedFunction, candidates: readonly ExtractedFunction[]): boolean => {
    let best: ExtractedFunction | null = null;
    for (const c of candidates) {
      if (!free.has(c)) continue;
      if (!best || Math.abs(c.location.start_line - h.location.start_line) < Math.abs(best.location.start_line - h.location.start_line)) best = c;
    }
    if (!best) return false;
    free.delete(best);
    out.set(h, best);
    return true;
  };
  const sameText = (h: ExtractedFunction): readonly ExtractedFunction[] => (byText.get(h.normalized_sha256) ?? []).filter((b) => b.location.name === h.location.name);
  const rest = head.filter((h) => !claim(h, sameText(h)));
  const unnamed = rest.filter((h) => !claim(h, base.filter((b) => b.location.name === h.location.name)));
  for (const h of unnamed) claim(h, byText.get(h.normalized_sha256) ?? []);
  return out;
}

/** Base versions of the in-scope functions (`rows` index `functions`), in the order of `rows`. */
export async function loadBaseVersions(
  root: string,
  base: BaseRevision,
  functions: readonly ExtractedFunction[],
  rows: readonly number[],
  options: ExtractionOptions
): Promise<BaseVersion[]> {
  const byPath = new Map<string, number[]>();
  for (const r of rows) {
    const p = functions[r]!.location.path;
    const list = byPath.get(p);
    if (list) list.push(r);
    else byPath.set(p, [r]);
  }
  const read = sourceReader(root);
  let extractor: Extractor | null = null;
  const out = new Map<number, BaseVersion>();
  for (const [path, list] of byPath) {
    const basePath = base.paths[path];
    const language = basePath ? languageForPath(basePath) : null;
    const text = basePath && language ? await baseText(root, base.commit, basePath) : null;
    const headRead = read(path);
    const headText = headRead.ok ? headRead.text : '';
    const baseFns = text !== null && language ? (extractor ??= await createExtractor()).extract({ path: basePath!, language, text }, options).functions : [];
    const matched = matchVersions(
      functions.filter((f) => f.location.path === path),
      baseFns
    );
    for (const r of list) {
      const head = functions[r]!;
      const old = matched.get(head) ?? null;
      if (!old) out.set(r, { change: 'added', base: null, lineChange: null });
      else if (old.normalized_sha256 === head.normalized_sha256) out.set(r, { change: 'cosmetic', base: null, lineChange: null });
      else out.set(r, { change: 'modified', base: old, lineChange: lineChange(functionLines(text!, old), functionLines(headText, head)) });
    }
  }
  return rows.map((r) => out.get(r)!);
}
