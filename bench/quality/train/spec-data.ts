/**
 * Pairs of independent implementations of one operation, from the training
 * spec sets of bench/reimpl-train (README.md there): each specification's original,
 * located in its pinned npm package, and every implementation written from
 * the specification alone (`<slug>.impl-<key>.ts|js`, one `// spec: <id>`
 * marker per function). Every two members of one specification make a pair
 * of normalized texts. Read by the model's recipe (./main.ts) and by
 * bench/reimpl-train/pairs.ts. The evaluation sets (spec-groups.ts SPEC_SETS) are never
 * a source here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchPackage } from '../../lib/npm-corpus.js';
import { extractTree, type CorpusFunction } from '../corpus.js';
import { SPEC_SETS, SPEC_DIR, splitPackage, type SpecTarget } from '../spec-groups.js';

const here = SPEC_DIR;

export interface SpecSetReport {
  slug: string;
  specs: number;
  originals: number;
  implementations: number;
  modules: number;
  pairs: number;
}

export interface SpecPairs {
  pairs: Array<[string, string]>;
  sets: SpecSetReport[];
  /** The packages the originals come from, with their licences (package.json). */
  packages: Array<{ package: string; license: string }>;
}

/** Every training set of this folder, sorted. */
export function trainingSets(): string[] {
  const evaluation = new Set<string>(SPEC_SETS);
  return readdirSync(here)
    .filter((f) => f.endsWith('.targets.json'))
    .map((f) => f.replace('.targets.json', ''))
    .filter((s) => !evaluation.has(s))
    .sort();
}

/** Each spec's function in an implementation module: the outermost function below its marker. */
async function implementations(file: string): Promise<Map<string, CorpusFunction>> {
  const text = readFileSync(join(here, file), 'utf8').split('\n');
  const markers: Array<[number, string]> = [];
  text.forEach((line, i) => {
    const m = /^\/\/ spec: (\S+)\s*$/.exec(line.trim());
    if (m) markers.push([i + 1, m[1]!]);
  });
  const fns = await extractTree(here, 1, [file]);
  const bySpec = new Map<string, CorpusFunction>();
  for (const fn of fns.sort((a, b) => a.location.start_line - b.location.start_line)) {
    let id: string | null = null;
    for (const [line, spec] of markers) if (line < fn.location.start_line) id = spec;
    const held = id ? bySpec.get(id) : undefined;
    if (!id || (held && held.location.end_line >= fn.location.end_line)) continue;
    if (!held) bySpec.set(id, fn);
  }
  return bySpec;
}

export async function specPairs(slugs: readonly string[], options: { withOriginals?: boolean; log?: (m: string) => void } = {}): Promise<SpecPairs> {
  const withOriginals = options.withOriginals ?? true;
  const log = options.log ?? ((m: string) => console.error(m));
  for (const s of slugs) if ((SPEC_SETS as readonly string[]).includes(s)) throw new Error(`${s} is an evaluation set (spec-groups.ts SPEC_SETS): never a training source`);
  const sets: SpecSetReport[] = [];
  const licences = new Map<string, string>();
  const pairs: Array<[string, string]> = [];
  for (const slug of slugs) {
    const targets = (JSON.parse(readFileSync(join(here, `${slug}.targets.json`), 'utf8')) as { targets: SpecTarget[] }).targets;
    const members = new Map<string, string[]>(targets.map((t) => [t.id, []]));
    let originals = 0;
    if (withOriginals) {
      const byFile = new Map<string, SpecTarget[]>();
      for (const t of targets) (byFile.get(`${t.package}\0${t.path}`) ?? byFile.set(`${t.package}\0${t.path}`, []).get(`${t.package}\0${t.path}`)!).push(t);
      for (const [key, list] of byFile) {
        const [pkg, path] = key.split('\0') as [string, string];
        const root = fetchPackage(splitPackage(pkg).name, splitPackage(pkg).version);
        if (!licences.has(pkg)) licences.set(pkg, String((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { license?: unknown }).license ?? 'unknown'));
        const fns = await extractTree(root, 1, [path]);
        for (const t of list) {
          // the function that starts on the target's line (the widest, if several do) and ends on or before its end
          const found = fns
            .filter((f) => f.location.start_line === t.start_line && f.location.end_line <= t.end_line + 1)
            .sort((a, b) => b.location.end_line - a.location.end_line)[0];
          if (!found) {
            log(`${t.id}: no function at ${pkg}/${path}:${t.start_line}`);
            continue;
          }
          members.get(t.id)!.push(found.normalized);
          originals++;
        }
      }
    }
    const impls = readdirSync(here).filter((f) => f.startsWith(`${slug}.impl-`) && /\.(ts|js)$/.test(f)).sort();
    let implemented = 0;
    for (const file of impls) {
      const found = await implementations(file);
      for (const t of targets) {
        const fn = found.get(t.id);
        if (!fn) {
          log(`${t.id}: no function below its marker in ${file}`);
          continue;
        }
        members.get(t.id)!.push(fn.normalized);
        implemented++;
      }
    }
    let made = 0;
    for (const list of members.values()) {
      for (let a = 0; a < list.length; a++) for (let b = a + 1; b < list.length; b++) if (list[a] !== list[b]) {
        pairs.push([list[a]!, list[b]!]);
        made++;
      }
    }
    sets.push({ slug, specs: targets.length, originals, implementations: implemented, modules: impls.length, pairs: made });
  }
  const packages = [...licences].sort(([a], [b]) => (a < b ? -1 : 1)).map(([p, license]) => ({ package: p, license }));
  return { pairs, sets, packages };
}
