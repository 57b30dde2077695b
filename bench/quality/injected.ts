/**
 * Injected clones: real functions (6+ lines) from rxjs 7.8.2 `src/` and three
 * 0.187.0 `src/`, sampled deterministically, each copied once with one
 * mutation type (T1, T2, T3, R) into a generated tree with as many unrelated
 * distractors. Functions that already have a near-duplicate in the libraries
 * (identical text, high token overlap, same abstract structure) and functions
 * with nested extractable functions are dropped first, so that a correct find
 * is never a false positive.
 *
 * Generated tree (gitignored, regenerated deterministically):
 *   .bench/quality/injected/<lib>/a/NNN.<ext>   originals and distractors
 *   .bench/quality/injected/<lib>/b/NNN.<ext>   mutated copies
 *   .bench/quality/injected/truth.json          ground truth
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../../src/contracts/pipeline.js';
import { fetchPackage } from '../lib/npm-corpus.js';
import { extractTree, nearDuplicates, type CorpusFunction } from './corpus.js';
import { initMutate, mutate, MutationError, MUTATION_TYPES, rng, wrapperKind, type MutationType } from './mutate.js';
import type { FnRef, TruthPair } from './score.js';

export interface Library {
  name: string;
  version: string;
  /** Folder inside the package whose sources are read. */
  dir: string;
  /** Extension of the generated files. */
  ext: 'ts' | 'js';
}

export const LIBRARIES: readonly Library[] = [
  { name: 'rxjs', version: '7.8.2', dir: 'src', ext: 'ts' },
  { name: 'three', version: '0.187.0', dir: 'src', ext: 'js' }
];

export const SEED = 20261129;
const PER_FILE = 8;
const MAX_LINES = 80;

export interface InjectedTruth {
  seed: number;
  perType: number;
  pairs: TruthPair[];
  /** Every placed function (originals, copies, distractors). */
  functions: FnRef[];
  stats: Record<string, number>;
}

function place(text: string, language: LanguageId, k: number): { code: string; offsetLines: number } {
  let kind = wrapperKind(text, language);
  // an arrow or anonymous function as a statement would be unnamed: bind it
  if (kind === 'statement' && !/^(async\s+)?function\s*\*?\s*[A-Za-z_$]/.test(text)) kind = 'expression';
  switch (kind) {
    case 'statement':
      return { code: text, offsetLines: 0 };
    case 'expression':
      return { code: `export const fn${k} = ${text};`, offsetLines: 0 };
    case 'class-member':
      return { code: `export class Holder${k} {\n${text}\n}`, offsetLines: 1 };
    default:
      return { code: `export const obj${k} = {\n${text}\n};`, offsetLines: 1 };
  }
}

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const r = rng(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Pool of library functions usable as originals or distractors. */
async function pool(lib: Library): Promise<{ fns: CorpusFunction[]; dropped: Record<string, number> }> {
  const root = fetchPackage(lib.name, lib.version);
  const all = await extractTree(join(root, lib.dir), 5, undefined, `${lib.name}/`);
  const dropped: Record<string, number> = {};
  const bump = (k: string): void => {
    dropped[k] = (dropped[k] ?? 0) + 1;
  };
  // functions containing another extracted function are not standalone
  const byPath = new Map<string, CorpusFunction[]>();
  for (const f of all) {
    let l = byPath.get(f.location.path);
    if (!l) byPath.set(f.location.path, (l = []));
    l.push(f);
  }
  const fns: CorpusFunction[] = [];
  for (const f of all) {
    if (f.lines < 6) continue;
    if (f.lines > MAX_LINES) {
      bump('too-long');
      continue;
    }
    const L = f.location;
    const nested = byPath.get(L.path)!.some((g) => g !== f && (g.location.start_line > L.start_line || (g.location.start_line === L.start_line && g.location.start_column > L.start_column)) && g.location.end_line <= L.end_line);
    if (nested) {
      bump('has-nested-function');
      continue;
    }
    fns.push(f);
  }
  return { fns, dropped };
}

/** `libraries`: the benchmark's two by default; others for a held-out check (`run.ts --libraries`). */
export async function buildInjected(outDir: string, perType: number, libraries: readonly Library[] = LIBRARIES): Promise<InjectedTruth> {
  await initMutate();
  rmSync(outDir, { recursive: true, force: true });
  const pairs: TruthPair[] = [];
  const functions: FnRef[] = [];
  const stats: Record<string, number> = {};
  for (const lib of libraries) {
    const { fns, dropped } = await pool(lib);
    for (const [k, v] of Object.entries(dropped)) stats[`${lib.name}.dropped.${k}`] = v;
    // near-duplicates the library already contains
    const dups = nearDuplicates(fns.map((f) => f.normalized));
    stats[`${lib.name}.dropped.near-duplicate`] = dups.size;
    const clean = fns.filter((_, i) => !dups.has(i));
    stats[`${lib.name}.pool`] = clean.length;
    const order = shuffled(clean, SEED ^ lib.name.length);
    const originals: Array<{ f: CorpusFunction; type: MutationType; copy: string }> = [];
    const quota = new Map<MutationType, number>(MUTATION_TYPES.map((t) => [t, 0]));
    let next = 0;
    let failures = 0;
    // at most half of the pool becomes originals: the other half supplies as many distractors
    const want = Math.min(perType * MUTATION_TYPES.length, Math.floor(order.length / 2));
    stats[`${lib.name}.originals-wanted`] = want;
    for (; next < order.length && originals.length < want; next++) {
      const f = order[next]!;
      // the type with the fewest originals so far, then the others in order
      const types = [...MUTATION_TYPES].sort((x, y) => quota.get(x)! - quota.get(y)!);
      let done = false;
      for (const type of types) {
        try {
          const copy = mutate(f.source, f.language, type, (SEED + next * 31) >>> 0);
          originals.push({ f, type, copy });
          quota.set(type, quota.get(type)! + 1);
          done = true;
          break;
        } catch (err) {
          if (!(err instanceof MutationError)) throw err;
        }
      }
      if (!done) failures++;
    }
    stats[`${lib.name}.mutation-failures`] = failures;
    const distractors = order.slice(next, next + originals.length);
    stats[`${lib.name}.distractors`] = distractors.length;
    // files: originals and distractors mixed in a/, copies in b/
    const aItems = shuffled(
      [...originals.map((o, i) => ({ text: o.f.source, language: o.f.language, role: 'orig' as const, i })), ...distractors.map((d, i) => ({ text: d.source, language: d.language, role: 'distractor' as const, i }))],
      SEED + 1
    );
    const bItems = shuffled(originals.map((o, i) => ({ text: o.copy, language: o.f.language, role: 'copy' as const, i })), SEED + 2);
    const origRef = new Map<number, FnRef>();
    const copyRef = new Map<number, FnRef>();
    let k = 0;
    for (const [sub, items] of [['a', aItems], ['b', bItems]] as const) {
      const dir = join(outDir, lib.name, sub);
      mkdirSync(dir, { recursive: true });
      for (let fi = 0; fi * PER_FILE < items.length; fi++) {
        const rel = `${lib.name}/${sub}/${String(fi).padStart(4, '0')}.${lib.ext}`;
        let code = '';
        let line = 1;
        for (const it of items.slice(fi * PER_FILE, (fi + 1) * PER_FILE)) {
          const placed = place(it.text, it.language, k++);
          const start = line + placed.offsetLines;
          const ref: FnRef = { path: rel, start_line: start, end_line: start + it.text.split('\n').length - 1 };
          functions.push(ref);
          if (it.role === 'orig') origRef.set(it.i, ref);
          else if (it.role === 'copy') copyRef.set(it.i, ref);
          code += placed.code + '\n\n';
          line += placed.code.split('\n').length + 1;
        }
        writeFileSync(join(outDir, rel), code);
      }
    }
    originals.forEach((o, i) => {
      const a = origRef.get(i)!;
      const b = copyRef.get(i)!;
      pairs.push({ a: { ...a, name: `${o.f.location.path}:${o.f.location.start_line}` }, b, type: o.type });
    });
  }
  // verify every placed function by extraction
  const extracted = await extractTree(outDir, 5);
  const found = new Set(extracted.map((f) => `${f.location.path}:${f.location.start_line}:${f.location.end_line}`));
  const key = (r: FnRef): string => `${r.path}:${r.start_line}:${r.end_line}`;
  const before = pairs.length;
  const kept = pairs.filter((p) => found.has(key(p.a)) && found.has(key(p.b)));
  stats['truth.unverified-dropped'] = before - kept.length;
  for (const p of pairs.filter((q) => !kept.includes(q)).slice(0, 5)) console.error(`unverified: ${key(p.a)} ${found.has(key(p.a))} ${key(p.b)} ${found.has(key(p.b))} ${p.type}`);
  stats['corpus.functions'] = extracted.length;
  stats['corpus.placed'] = functions.length;
  const truth: InjectedTruth = { seed: SEED, perType, pairs: kept, functions, stats };
  writeFileSync(join(outDir, 'truth.json'), JSON.stringify(truth, null, 1));
  return truth;
}
