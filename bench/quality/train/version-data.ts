/**
 * Cross-version positive pairs: a function of a training package at an older
 * major version and the same function (same qualified name, unique in both
 * versions) at the pinned version, when its text changed substantially. The
 * same operation, rewritten over the years (often by other maintainers):
 * supervision closer to "re-implementation" than a mutation is. Cached under
 * .bench/train/ by a digest of everything that decides it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, fetchPackage } from '../../lib/npm-corpus.js';
import { extractTree, hash32, jaccard, signatures } from '../corpus.js';
import { filesOf } from './data.js';
import type { TrainPackage } from './packages.js';

const VERSION_DATA_VERSION = 2;

export interface VersionPair {
  /** Index of the training package (the pinned version). */
  pkg: number;
  /** The older version it was paired from. */
  from: string;
  name: string;
  /** Normalized texts: older version, pinned version. */
  old: string;
  current: string;
  /** Raw-token Jaccard of the two texts (bench/quality/corpus.ts signatures). */
  jaccard: number;
}

/** Functions of 5+ lines (at most maxLines) of one package version, by qualified name, names that occur once only. */
async function uniqueByName(p: TrainPackage, maxLines: number): Promise<Map<string, string>> {
  const root = fetchPackage(p.name, p.version);
  const counts = new Map<string, number>();
  const texts = new Map<string, string>();
  for (const f of await extractTree(root, 5, filesOf(root, p))) {
    const name = f.location.name ?? '';
    counts.set(name, (counts.get(name) ?? 0) + 1);
    if (f.lines <= maxLines) texts.set(name, f.normalized);
  }
  for (const [name, n] of counts) if (n !== 1 || name === '') texts.delete(name);
  return texts;
}

/**
 * The functions of one name in both versions whose text changed substantially:
 * at most `maxJaccard` similar (an unchanged or barely edited function teaches
 * nothing the mutations do not). In the older version's order.
 */
export function pairByName(pkg: number, from: string, before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>, maxJaccard: number): VersionPair[] {
  const pairs: VersionPair[] = [];
  for (const [name, old] of before) {
    const current = after.get(name);
    if (current === undefined || current === old) continue;
    const j = jaccard(signatures(old).raw, signatures(current).raw);
    if (j <= maxJaccard) pairs.push({ pkg, from, name, old, current, jaccard: j });
  }
  return pairs;
}

/** `olderVersions`: per training package name, an older version and its source folders. */
export async function buildVersionPairs(
  trainPackages: readonly TrainPackage[],
  olderVersions: readonly TrainPackage[],
  maxLines: number,
  maxJaccard: number,
  log: (m: string) => void = () => {}
): Promise<VersionPair[]> {
  const digest = createHash('sha256')
    .update(JSON.stringify({ v: VERSION_DATA_VERSION, maxLines, maxJaccard, packages: [...trainPackages, ...olderVersions].map((p) => ({ ...p, exclude: p.exclude?.source ?? null })) }))
    .digest('hex')
    .slice(0, 16);
  const cache = join(BENCH_DIR, 'train', `versions-${digest}.json`);
  if (existsSync(cache)) {
    log(`version pairs from ${cache}`);
    return JSON.parse(readFileSync(cache, 'utf8')) as VersionPair[];
  }
  const pairs: VersionPair[] = [];
  for (const older of olderVersions) {
    const pkg = trainPackages.findIndex((p) => p.name === older.name);
    if (pkg < 0) throw new Error(`older version of ${older.name}: not a training package`);
    const found = pairByName(pkg, `${older.name}@${older.version}`, await uniqueByName(older, maxLines), await uniqueByName(trainPackages[pkg]!, maxLines), maxJaccard);
    pairs.push(...found);
    log(`versions: ${older.name} ${older.version} -> ${trainPackages[pkg]!.version}: ${found.length} pairs`);
  }
  mkdirSync(join(BENCH_DIR, 'train'), { recursive: true });
  writeFileSync(cache, JSON.stringify(pairs));
  return pairs;
}

/**
 * At most `max` pairs from each older version (one large package must not
 * drown the others: typescript 4.9 alone gives half the pairs), chosen by a
 * hash of the text, so the choice is stable; order kept.
 */
export function capPerVersion(pairs: readonly VersionPair[], max: number): VersionPair[] {
  if (!Number.isFinite(max)) return [...pairs];
  const byVersion = new Map<string, VersionPair[]>();
  for (const p of pairs) (byVersion.get(p.from) ?? byVersion.set(p.from, []).get(p.from)!).push(p);
  const keep = new Set<VersionPair>();
  for (const list of byVersion.values()) {
    const ranked = list.map((p) => [hash32(`${p.name}\u241f${p.current}`), p] as const).sort((a, b) => a[0] - b[0]);
    for (const [, p] of ranked.slice(0, max)) keep.add(p);
  }
  return pairs.filter((p) => keep.has(p));
}
