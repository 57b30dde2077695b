/**
 * The `spec` family of the re-implementation benchmark: each specification
 * of an evaluation set of bench/reimpl-train (README.md there: `heldout`,
 * packages no training recipe reads) is one group, its members the original
 * function in its pinned npm package and every implementation written from
 * the specification alone. The packages' other functions are the
 * distractors, as a repository's own functions are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GroupSpec, MemberSpec } from './reimpl.js';

/** The folder of the specification sets; members in it are `{ pkg: SPEC_PACKAGE }`. */
export const SPEC_DIR = join(process.cwd(), 'bench', 'reimpl-train');
export const SPEC_PACKAGE = 'reimpl-train';
/** Evaluation sets: none of their packages is read by a training recipe. */
export const SPEC_SETS = ['heldout'] as const;

/** One specification's original (bench/reimpl-train/<set>.targets.json). */
export interface SpecTarget {
  id: string;
  package: string;
  path: string;
  name: string;
  start_line: number;
  end_line: number;
}

export const splitPackage = (spec: string): { name: string; version: string } => {
  const at = spec.lastIndexOf('@');
  return { name: spec.slice(0, at), version: spec.slice(at + 1) };
};

/** The packages the sets' originals live in. */
export function specPackages(sets: readonly string[] = SPEC_SETS): Array<{ name: string; version: string }> {
  const out = new Map<string, { name: string; version: string }>();
  for (const set of sets) {
    const doc = JSON.parse(readFileSync(join(SPEC_DIR, `${set}.targets.json`), 'utf8')) as { packages: string[] };
    for (const p of doc.packages) out.set(p, splitPackage(p));
  }
  return [...out.values()];
}

/** One group per specification: the original (by its start line) and each implementation (the function below its marker). */
export function specGroups(sets: readonly string[] = SPEC_SETS): GroupSpec[] {
  const groups: GroupSpec[] = [];
  for (const set of sets) {
    const targets = (JSON.parse(readFileSync(join(SPEC_DIR, `${set}.targets.json`), 'utf8')) as { targets: SpecTarget[] }).targets;
    const markers = new Map<string, MemberSpec[]>(targets.map((t) => [t.id, []]));
    for (const file of readdirSync(SPEC_DIR).filter((f) => f.startsWith(`${set}.impl-`) && /\.(ts|js)$/.test(f)).sort()) {
      readFileSync(join(SPEC_DIR, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = /^\/\/ spec: (\S+)\s*$/.exec(line.trim());
          if (m) markers.get(m[1]!)?.push({ pkg: SPEC_PACKAGE, file, afterLine: i + 1 });
        });
    }
    for (const t of targets) {
      groups.push({ id: t.id, family: 'spec', members: [{ pkg: splitPackage(t.package).name, file: t.path, line: t.start_line }, ...markers.get(t.id)!] });
    }
  }
  return groups;
}
