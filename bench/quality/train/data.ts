/**
 * Training data of the learned model, built deterministically from the pinned
 * training packages (./packages.ts):
 *   - functions of 5+ lines (the product's extractor and normalization),
 *     de-duplicated by normalized text, at most `perPackage` per package
 *     (a seeded sample);
 *   - one seeded mutation of each (bench/quality/mutate.ts): R, else T3, else
 *     T2 (the type is drawn per function), re-extracted so that it is the
 *     normalized text a scan would embed: the strong positive pairs;
 *   - each function's name (the last part of its extraction name): functions
 *     sharing a name across packages are the weak positive pairs (./train.ts).
 * Cached under .bench/train/ by a digest of everything that decides it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../../../src/contracts/pipeline.js';
import { BENCH_DIR, fetchPackage, listSources } from '../../lib/npm-corpus.js';
import { fnv1a, FNV_OFFSET } from '../../../src/util/hash.js';
import { extractTree, getExtractor, type CorpusFunction } from '../corpus.js';
import { initMutate, mutateDetailed, wrapperKind, type MutationType } from '../mutate.js';
import { TRAIN_PACKAGES, type TrainPackage } from './packages.js';

/** Bump when this file changes what it builds (the cache key). */
const DATA_VERSION = 1;

export interface DataOptions {
  perPackage: number;
  maxLines: number;
  seed: number;
  packages?: readonly TrainPackage[];
  /**
   * Extra mutation rounds (another seed each), weighted toward T3 (6 in 10:
   * T3, else T2; 4 in 10: R, else T3, else T2): more strong positives of the
   * kinds a single-vector model finds hardest. Absent: one round (the
   * original data, cache key unchanged).
   */
  extraRounds?: number;
}

export interface TrainFunction {
  /** Index into the package list. */
  pkg: number;
  /** Last part of the extraction name ('' when none). */
  name: string;
  lines: number;
  text: string;
}

export interface TrainMutant {
  /** Index of the original in `functions`. */
  of: number;
  type: MutationType;
  text: string;
}

export interface TrainData {
  digest: string;
  packages: string[];
  functions: TrainFunction[];
  mutants: TrainMutant[];
  stats: Record<string, number>;
}

/** FNV-1a 32 (deterministic sampling keys). */
function h32(s: string, seed: number): number {
  let h = fnv1a(s, (FNV_OFFSET ^ seed) >>> 0);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export function filesOf(root: string, p: TrainPackage): string[] {
  return listSources(root).filter((rel) => p.dirs.some((d) => d === '.' || rel === d || rel.startsWith(d + '/')) && !(p.exclude?.test(rel) ?? false));
}

/** Normalized text of a mutated function, as a scan would extract it (the outermost function of the placed text). */
async function normalizedOf(source: string, language: LanguageId): Promise<string | null> {
  const ex = await getExtractor();
  const kind = wrapperKind(source, language);
  const code = kind === 'statement' ? source : kind === 'expression' ? `export const fn = ${source};` : kind === 'class-member' ? `class Holder {\n${source}\n}` : `const obj = {\n${source}\n};`;
  const ext = language === 'javascript' ? 'js' : language === 'tsx' ? 'tsx' : 'ts';
  const r = ex.extract({ path: `m.${ext}`, language, text: code }, { minLines: 1, maxFunctionBytes: 1 << 20 });
  let best: (typeof r.functions)[number] | null = null;
  for (const f of r.functions) if (!best || f.lines > best.lines) best = f;
  return best ? best.normalized : null;
}

export async function buildData(opts: DataOptions, log: (m: string) => void = () => {}): Promise<TrainData> {
  const packages = opts.packages ?? TRAIN_PACKAGES;
  const digest = createHash('sha256')
    .update(JSON.stringify({ v: DATA_VERSION, opts: { ...opts, packages: packages.map((p) => ({ ...p, exclude: p.exclude?.source ?? null })) } }))
    .digest('hex')
    .slice(0, 16);
  const cache = join(BENCH_DIR, 'train', `data-${digest}.json`);
  if (existsSync(cache)) {
    log(`training data from ${cache}`);
    return JSON.parse(readFileSync(cache, 'utf8')) as TrainData;
  }
  log(`building the training data into ${cache}`);
  await initMutate();
  const seen = new Set<string>();
  const functions: TrainFunction[] = [];
  const sources: Array<{ source: string; language: LanguageId }> = [];
  const stats: Record<string, number> = {};
  for (const [pi, p] of packages.entries()) {
    const root = fetchPackage(p.name, p.version);
    const all: CorpusFunction[] = await extractTree(root, 5, filesOf(root, p));
    const fresh = all.filter((f) => f.lines <= opts.maxLines && !seen.has(f.normalized));
    const keyed = fresh.map((f) => ({ f, k: h32(f.normalized, opts.seed) }));
    keyed.sort((a, b) => a.k - b.k || (a.f.normalized < b.f.normalized ? -1 : a.f.normalized > b.f.normalized ? 1 : 0));
    let taken = 0;
    for (const { f } of keyed) {
      if (taken >= opts.perPackage) break;
      if (seen.has(f.normalized)) continue;
      seen.add(f.normalized);
      const name = f.location.name?.split('.').pop() ?? '';
      functions.push({ pkg: pi, name: /^[A-Za-z_$][\w$]*$/.test(name) ? name : '', lines: f.lines, text: f.normalized });
      sources.push({ source: f.source, language: f.language });
      taken++;
    }
    stats[`${p.name}@${p.version}`] = taken;
    log(`${p.name}@${p.version}: ${all.length} functions, ${taken} taken`);
  }
  const mutants: TrainMutant[] = [];
  /** The first of `types` that mutates function i into a different normalized text, if any. */
  const addFirstMutant = async (i: number, types: readonly MutationType[], seed: number): Promise<void> => {
    for (const type of types) {
      try {
        const m = mutateDetailed(sources[i]!.source, sources[i]!.language, type, seed);
        const text = await normalizedOf(m.text, sources[i]!.language);
        if (text !== null && text !== functions[i]!.text) {
          mutants.push({ of: i, type, text });
          stats[`mutants.${type}`] = (stats[`mutants.${type}`] ?? 0) + 1;
          return;
        }
      } catch {
        // this type does not fit this function: try the next one
      }
    }
  };
  const order: MutationType[][] = [['R', 'T3', 'T2'], ['T3', 'T2'], ['T2']];
  for (let i = 0; i < functions.length; i++) {
    const r = h32(functions[i]!.text, opts.seed ^ 0x6d757461) % 10;
    const types = r < 5 ? order[0]! : r < 8 ? order[1]! : order[2]!;
    await addFirstMutant(i, types, (opts.seed + i * 7919) >>> 0);
    if (i % 2000 === 0) log(`mutated ${i}/${functions.length}`);
  }
  const t3First: MutationType[][] = [['T3', 'T2'], ['R', 'T3', 'T2']];
  for (let round = 1; round <= (opts.extraRounds ?? 0); round++) {
    for (let i = 0; i < functions.length; i++) {
      const r = h32(functions[i]!.text, (opts.seed ^ 0x6d757461 ^ Math.imul(round, 0x9e3779b1)) >>> 0) % 10;
      const types = r < 6 ? t3First[0]! : t3First[1]!;
      await addFirstMutant(i, types, (opts.seed + i * 7919 + round * 0x3c6ef372) >>> 0);
      if (i % 2000 === 0) log(`round ${round}: mutated ${i}/${functions.length}`);
    }
  }
  const data: TrainData = { digest, packages: packages.map((p) => `${p.name}@${p.version}`), functions, mutants, stats };
  mkdirSync(join(BENCH_DIR, 'train'), { recursive: true });
  writeFileSync(cache, JSON.stringify(data));
  return data;
}
