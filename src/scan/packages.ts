/**
 * Workspace packages of a repository, from its package.json files: which
 * package a path belongs to (the nearest package.json above it) and which
 * packages it depends on by name. A PR review asks whether a new function
 * could have used an existing one: from the same package, or from a package
 * its package depends on (a helper of an unrelated app in a monorepo is not
 * one the PR could reuse).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface PackageInfo {
  dir: string;
  name: string | null;
  dependencies: ReadonlySet<string>;
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

function readPackage(root: string, dir: string): PackageInfo | null {
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) return null;
  try {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const deps = new Set<string>();
    for (const field of DEPENDENCY_FIELDS) {
      const v = doc[field];
      if (v && typeof v === 'object') for (const k of Object.keys(v)) deps.add(k);
    }
    return { dir, name: typeof doc.name === 'string' ? doc.name : null, dependencies: deps };
  } catch {
    // an unreadable manifest makes its folder no package boundary
    return null;
  }
}

/** `importable(from, to)`: can code at path `from` import code at path `to` by the package graph? Unknown is yes. */
export function packageGraph(root: string): (from: string, to: string) => boolean {
  const byDir = new Map<string, PackageInfo | null>();
  const packageOf = (path: string): PackageInfo | null => {
    let d = dirname(path);
    const seen: string[] = [];
    for (;;) {
      const key = d === '.' ? '' : d;
      const known = byDir.get(key);
      if (known !== undefined) {
        for (const s of seen) byDir.set(s, known);
        return known;
      }
      seen.push(key);
      const info = readPackage(root, key);
      if (info || key === '') {
        for (const s of seen) byDir.set(s, info);
        return info;
      }
      d = dirname(d);
    }
  };
  return (from, to) => {
    const a = packageOf(from);
    const b = packageOf(to);
    if (!a || !b || a.dir === b.dir || b.dir === '') return true;
    return b.name !== null && a.dependencies.has(b.name);
  };
}
