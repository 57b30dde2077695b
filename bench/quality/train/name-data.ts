/**
 * Functions read only for the weak positive pairs: every function of 5+ lines
 * (at most `maxLines`) of the training packages that the sampled training data
 * left out, and of the name-only packages (./packages.ts NAME_PACKAGES), with
 * its name; never mutated. De-duplicated by normalized text against the
 * training data and each other. Cached under .bench/train/ by a digest of
 * everything that decides it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, fetchPackage } from '../../lib/npm-corpus.js';
import { extractTree } from '../corpus.js';
import { filesOf, type TrainData, type TrainFunction } from './data.js';
import type { TrainPackage } from './packages.js';

const NAME_DATA_VERSION = 1;

export interface NameData {
  digest: string;
  /** Package labels, indexed by `TrainFunction.pkg` after the training packages' own indices. */
  packages: string[];
  functions: TrainFunction[];
}

/** `pkg` of a training package's function keeps its index; name-only package j is `trainPackages.length + j`. */
export async function buildNameData(data: TrainData, trainPackages: readonly TrainPackage[], namePackages: readonly TrainPackage[], maxLines: number, log: (m: string) => void = () => {}): Promise<NameData> {
  const digest = createHash('sha256')
    .update(JSON.stringify({ v: NAME_DATA_VERSION, data: data.digest, maxLines, packages: [...trainPackages, ...namePackages].map((p) => ({ ...p, exclude: p.exclude?.source ?? null })) }))
    .digest('hex')
    .slice(0, 16);
  const cache = join(BENCH_DIR, 'train', `names-${digest}.json`);
  if (existsSync(cache)) {
    log(`name-pair functions from ${cache}`);
    return JSON.parse(readFileSync(cache, 'utf8')) as NameData;
  }
  const seen = new Set(data.functions.map((f) => f.text));
  const functions: TrainFunction[] = [];
  const all = [...trainPackages.map((p, i) => ({ p, pkg: i })), ...namePackages.map((p, j) => ({ p, pkg: trainPackages.length + j }))];
  for (const { p, pkg } of all) {
    const root = fetchPackage(p.name, p.version);
    let taken = 0;
    for (const f of await extractTree(root, 5, filesOf(root, p))) {
      if (f.lines > maxLines || seen.has(f.normalized)) continue;
      seen.add(f.normalized);
      const name = f.location.name?.split('.').pop() ?? '';
      if (!/^[A-Za-z_$][\w$]*$/.test(name)) continue;
      functions.push({ pkg, name, lines: f.lines, text: f.normalized });
      taken++;
    }
    log(`names: ${p.name}@${p.version}: ${taken} more functions`);
  }
  const out: NameData = { digest, packages: namePackages.map((p) => `${p.name}@${p.version}`), functions };
  mkdirSync(join(BENCH_DIR, 'train'), { recursive: true });
  writeFileSync(cache, JSON.stringify(out));
  return out;
}
