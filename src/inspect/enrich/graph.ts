/** Graph relationship: imports between the two files, shared imports, workspace package. */
import { promises as fs } from 'node:fs';
import { posix } from 'node:path';
import type { GraphEvidence, PackageRef } from '../types.js';
import { resolvedImports } from './imports.js';
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

export interface NearestPackage {
  ref: PackageRef;
  /** The parsed package.json, or null when it could not be parsed. */
  manifest: Record<string, unknown> | null;
  /** Why the manifest is null. */
  error: string | null;
}

/** The nearest package.json at or above a project path's directory. */
export async function findNearestPackage(root: string, path: string): Promise<NearestPackage | null> {
  let dir = posix.dirname(path);
  for (;;) {
    const rel = dir === '.' ? 'package.json' : `${dir}/package.json`;
    const abs = safeJoin(root, rel);
    if (abs) {
      try {
        const json = JSON.parse(await fs.readFile(abs, 'utf8')) as unknown;
        const manifest = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
        const name = manifest && typeof manifest.name === 'string' ? manifest.name : null;
        return { ref: { dir, name }, manifest, error: manifest ? null : `${rel} is not a JSON object` };
      } catch (err) {
        // Unparseable package.json still marks a package boundary.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return { ref: { dir, name: null }, manifest: null, error: `${rel} is unreadable or not JSON` };
      }
    }
    if (dir === '.') return null;
    dir = posix.dirname(dir);
  }
}

async function nearestPackage(root: string, path: string): Promise<PackageRef | null> {
  return (await findNearestPackage(root, path))?.ref ?? null;
}

function importMap(from: string, text: string, files: ReadonlySet<string>): Map<string, string> {
  return new Map(resolvedImports(from, text, files).map((r) => [r.target, r.specifier]));
}

export async function graphRelationship(input: GraphInput): Promise<GraphEvidence> {
  const { root, leftPath, rightPath } = input;
  const files = new Set(input.files);
  files.add(leftPath);
  files.add(rightPath);
  const sameFile = leftPath === rightPath;
  const leftImports = importMap(leftPath, input.leftText, files);
  const rightImports = sameFile ? leftImports : importMap(rightPath, input.rightText, files);
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
