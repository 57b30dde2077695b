/** Graph relationship: imports between the two files, shared imports, workspace package. */
import { promises as fs } from 'node:fs';
import { posix } from 'node:path';
import type { GraphEvidence, PackageRef } from '../types.js';
import { importSpecifiers, resolveSpecifier } from './imports.js';
import { safeJoin } from '../source.js';

export interface GraphInput {
  root: string;
  leftPath: string;
  rightPath: string;
  leftText: string;
  rightText: string;
  /** Known project files for resolution (tracked files, or at least both sides). */
  files: ReadonlySet<string>;
}

async function nearestPackage(root: string, path: string): Promise<PackageRef | null> {
  let dir = posix.dirname(path);
  for (;;) {
    const rel = dir === '.' ? 'package.json' : `${dir}/package.json`;
    const abs = safeJoin(root, rel);
    if (abs) {
      try {
        const json = JSON.parse(await fs.readFile(abs, 'utf8')) as { name?: unknown };
        return { dir, name: typeof json.name === 'string' ? json.name : null };
      } catch (err) {
        // Unparseable package.json still marks a package boundary.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return { dir, name: null };
      }
    }
    if (dir === '.') return null;
    dir = posix.dirname(dir);
  }
}

function resolvedImports(from: string, text: string, files: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const ref of importSpecifiers(text)) {
    const target = resolveSpecifier(from, ref.specifier, files);
    if (target && !out.has(target)) out.set(target, ref.specifier);
  }
  return out;
}

export async function graphRelationship(input: GraphInput): Promise<GraphEvidence> {
  const { root, leftPath, rightPath } = input;
  const files = new Set(input.files);
  files.add(leftPath);
  files.add(rightPath);
  const sameFile = leftPath === rightPath;
  const leftImports = resolvedImports(leftPath, input.leftText, files);
  const rightImports = sameFile ? leftImports : resolvedImports(rightPath, input.rightText, files);
  const shared = [...leftImports.keys()].filter((p) => rightImports.has(p)).sort();
  const [leftPkg, rightPkg] = await Promise.all([nearestPackage(root, leftPath), nearestPackage(root, rightPath)]);
  return {
    same_file: sameFile,
    left_imports_right: sameFile ? null : (leftImports.get(rightPath) ?? null),
    right_imports_left: sameFile ? null : (rightImports.get(leftPath) ?? null),
    shared_imports: sameFile ? [] : shared,
    left_package: leftPkg,
    right_package: rightPkg,
    same_package: (leftPkg?.dir ?? null) === (rightPkg?.dir ?? null)
  };
}
