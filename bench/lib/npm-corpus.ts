/**
 * Pinned benchmark corpora from the npm registry. `npm pack` fetches the exact
 * tarball once into .bench/corpora/<name>@<version>/ (gitignored); nothing
 * from these packages is ever committed, only the names, versions and paths.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Benchmarks run from the repository root (npm run bench:*). */
export const BENCH_DIR = join(process.cwd(), '.bench');

/** Unpacked package root (the tarball's `package/` folder). */
export function fetchPackage(name: string, version: string): string {
  const dest = join(BENCH_DIR, 'corpora', `${name.replace('/', '__')}@${version}`);
  const root = join(dest, 'package');
  if (existsSync(join(root, 'package.json'))) return root;
  rmSync(dest, { recursive: true, force: true });
  const tmp = `${dest}.tmp-${process.pid}`;
  mkdirSync(tmp, { recursive: true });
  const out = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', tmp], { encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', join(tmp, out), '-C', tmp]);
  rmSync(join(tmp, out));
  // Some packages unpack to a folder other than `package/`.
  const top = readdirSync(tmp).find((d) => statSync(join(tmp, d)).isDirectory())!;
  if (top !== 'package') renameSync(join(tmp, top), join(tmp, 'package'));
  renameSync(tmp, dest);
  return root;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Source files under `dir` (recursive, sorted, forward-slash paths relative to `base`). */
export function listSources(dir: string, base: string = dir, exclude: RegExp = /\.d\.ts$|\.min\.js$/): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'node_modules') walk(p);
      } else if (SOURCE.test(name) && !exclude.test(name)) {
        out.push(relative(base, p).split(sep).join('/'));
      }
    }
  };
  walk(dir);
  return out;
}
