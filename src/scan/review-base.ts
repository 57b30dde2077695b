/**
 * The base side of a PR review: what each in-scope function was at the
 * merge base. Each changed file is read from the base commit (`git show`),
 * extracted with the same extractor and options as the corpus, and each
 * in-scope head function is matched to its base version by name (the
 * nearest by line when a name repeats), then by text or by shape (a renamed
 * function), then, across the PR's files, by shape among the functions the PR
 * removed (a moved function). No base version: the PR added it; the same
 * normalized text: the PR changed only its comments or layout.
 */
import type { ExtractedFunction, ExtractionOptions } from '../contracts/pipeline.js';
import type { BaseRevision } from '../discovery/scope.js';
import { git } from '../discovery/git.js';
import { sourceReader, textCache } from '../discovery/read-source.js';
import { createExtractor, languageForPath, type Extractor } from '../extraction/extractor.js';
import { SOURCE_KEYWORDS, tokenizeSource } from '../embedding/lexer.js';
import { abstractToken } from '../embedding/hash-model.js';
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
 * A function's shape: its source tokens with every name and literal
 * abstracted, comments and layout ignored. A function renamed, with its locals
 * and the names it uses renamed along (`Explorer` to `Exploration` throughout
 * a store), keeps its shape; so does one moved to another file unchanged.
 */
export function functionShape(lines: readonly string[]): string {
  return tokenizeSource(lines.join('\n'), SOURCE_KEYWORDS).map(abstractToken).join(' ');
}

/**
 * Head functions of one file to their base versions, one to one: first the
 * functions whose text is unchanged (so an untouched `migrate` keeps its base
 * version and a new second `migrate` is new), then by name, the nearest by
 * line, then by text among what is left, then by shape (`shapeOf`, when
 * given: a renamed function, its names renamed along).
 */
export function matchVersions(
  head: readonly ExtractedFunction[],
  base: readonly ExtractedFunction[],
  shapeOf?: (fn: ExtractedFunction) => string
): Map<ExtractedFunction, ExtractedFunction> {
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
  const unmatched = unnamed.filter((h) => !claim(h, byText.get(h.normalized_sha256) ?? []));
  if (shapeOf) for (const h of unmatched) claim(h, [...free].filter((b) => shapeOf(b) === shapeOf(h)));
  return out;
}

/** A function the PR removed from a file at the base, with the text it was read from. */
interface Removed {
  fn: ExtractedFunction;
  text: string;
}

export interface BaseVersions {
  /** Per row of `rows`, in its order. */
  versions: BaseVersion[];
  /** Changed or deleted files not read for moved functions because the deadline passed (their moves stay new). */
  unread: number;
}

/**
 * Base versions of the in-scope functions (`rows` index `functions`), in the
 * order of `rows`. A function the PR moved to another of its files keeps its
 * base version there: the functions no head function of their file claims
 * (in the files read for in-scope functions, the other changed files and the
 * deleted ones) are matched by shape to the functions still without one.
 * The in-scope files are always read; the others only until `deadline`
 * (a PR deleting thousands of files must not spend the run's time on moves).
 */
export async function loadBaseVersions(
  root: string,
  base: BaseRevision,
  functions: readonly ExtractedFunction[],
  rows: readonly number[],
  options: ExtractionOptions,
  deadline = Number.POSITIVE_INFINITY
): Promise<BaseVersions> {
  const byPath = new Map<string, number[]>();
  for (const r of rows) {
    const p = functions[r]!.location.path;
    const list = byPath.get(p);
    if (list) list.push(r);
    else byPath.set(p, [r]);
  }
  const headText = textCache(sourceReader(root)).text;
  let extractor: Extractor | null = null;
  const baseOf = async (basePath: string | null | undefined): Promise<{ text: string; fns: ExtractedFunction[] } | null> => {
    const language = basePath ? languageForPath(basePath) : null;
    const text = basePath && language ? await baseText(root, base.commit, basePath) : null;
    if (text === null || !language) return null;
    return { text, fns: (extractor ??= await createExtractor()).extract({ path: basePath!, language, text }, options).functions };
  };
  const headFunctions = (path: string): ExtractedFunction[] => functions.filter((f) => f.location.path === path);
  const headShape = (fn: ExtractedFunction): string => functionShape(functionLines(headText(fn.location.path), fn));
  const out = new Map<number, BaseVersion>();
  const version = (head: ExtractedFunction, old: ExtractedFunction | null, text: string): BaseVersion =>
    !old
      ? { change: 'added', base: null, lineChange: null }
      : old.normalized_sha256 === head.normalized_sha256
        ? { change: 'cosmetic', base: null, lineChange: null }
        : { change: 'modified', base: old, lineChange: lineChange(functionLines(text, old), functionLines(headText(head.location.path), head)) };
  const removed: Removed[] = [];
  // the base functions of a file that no head function of it claims: what the PR removed there
  const keepRemoved = (fns: readonly ExtractedFunction[], claimed: ReadonlySet<ExtractedFunction>, text: string): void => {
    for (const fn of fns) if (!claimed.has(fn)) removed.push({ fn, text });
  };
  for (const [path, list] of byPath) {
    const old = await baseOf(base.paths[path]);
    const baseFns = old?.fns ?? [];
    const atBase = new Set(baseFns);
    const shapes = new Map<ExtractedFunction, string>();
    const shapeOf = (fn: ExtractedFunction): string => {
      let sh = shapes.get(fn);
      if (sh === undefined) shapes.set(fn, (sh = atBase.has(fn) ? functionShape(functionLines(old!.text, fn)) : headShape(fn)));
      return sh;
    };
    const matched = matchVersions(headFunctions(path), baseFns, shapeOf);
    for (const r of list) out.set(r, version(functions[r]!, matched.get(functions[r]!) ?? null, old?.text ?? ''));
    if (old) keepRemoved(old.fns, new Set(matched.values()), old.text);
  }
  const added = rows.filter((r) => out.get(r)!.change === 'added');
  if (added.length === 0) return { versions: rows.map((r) => out.get(r)!), unread: 0 };
  // the other files the PR changed or deleted: a function moved out of one was removed there
  const others = [...Object.keys(base.paths).filter((p) => !byPath.has(p)).sort().map((p) => ({ head: p, base: base.paths[p] })), ...base.deleted.map((p) => ({ head: null, base: p }))];
  let read = 0;
  for (const file of others) {
    if (Date.now() > deadline) break;
    read++;
    const old = await baseOf(file.base);
    if (!old) continue;
    const claimed = file.head === null ? [] : matchVersions(headFunctions(file.head), old.fns).values();
    keepRemoved(old.fns, new Set(claimed), old.text);
  }
  // by shape, each removed function claimed once, one of the same name first
  const byShape = new Map<string, Removed[]>();
  for (const m of removed) {
    const shape = functionShape(functionLines(m.text, m.fn));
    byShape.set(shape, [...(byShape.get(shape) ?? []), m]);
  }
  for (const r of added) {
    const head = functions[r]!;
    const candidates = byShape.get(headShape(head));
    if (!candidates?.length) continue;
    const at = Math.max(0, candidates.findIndex((m) => m.fn.location.name === head.location.name));
    const [moved] = candidates.splice(at, 1);
    out.set(r, version(head, moved!.fn, moved!.text));
  }
  return { versions: rows.map((r) => out.get(r)!), unread: others.length - read };
}
