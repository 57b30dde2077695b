#!/usr/bin/env node
// Runs a TypeScript entry (a benchmark or a recipe) on Node 20: builds the
// dev bundles the pipeline starts (build/companion.js), bundles the entry with
// esbuild into .bench/run/, then executes it with the remaining arguments.
import { build } from 'esbuild';
import { execFileSync, spawnSync } from 'node:child_process';
import { basename, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}
execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--outdir', 'build'], { cwd: root, stdio: 'inherit' });
const outfile = join(root, '.bench', 'run', `${basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [join(root, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning'
});
const r = spawnSync(process.execPath, ['--expose-gc', ...(process.env.NODE_BENCH_FLAGS?.split(' ').filter(Boolean) ?? []), outfile, ...args], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
