/**
 * The dev build of the companion (build/companion.js) that tests start as a
 * real child process. ensureDevBuild() bundles it once when it is missing or
 * older than its sources. It builds the companion entry alone (same esbuild
 * options as scripts/build.mjs) and renames it into place atomically, so it
 * neither depends on other entry points nor wipes build/ under a parallel test.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..');
export const devCompanion = join(repoRoot, 'build', 'companion.js');

const SOURCES = ['src/companion', 'src/embedding', 'src/contracts', 'src/util', 'src/version.ts', 'schemas'];

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const SCRIPT = `
import { build } from 'esbuild';
import { renameSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
const root = process.argv[1];
mkdirSync(join(root, 'build'), { recursive: true });
const tmp = join(root, 'build', 'companion.js.' + process.pid + '.tmp');
await build({
  entryPoints: [join(root, 'src/companion/index.ts')], outfile: tmp, bundle: true, platform: 'node', format: 'esm',
  target: 'node20', splitting: false, sourcemap: false, legalComments: 'none', logLevel: 'warning',
  banner: { js: "import { createRequire as __scCreateRequire } from 'node:module'; const require = __scCreateRequire(import.meta.url);" }
});
renameSync(tmp, join(root, 'build', 'companion.js'));
`;

let done = false;

export function ensureDevBuild(): string {
  if (done) return devCompanion;
  const sourcesAt = Math.max(...SOURCES.map((s) => join(repoRoot, s)).filter(existsSync).map(newestMtime));
  if (!existsSync(devCompanion) || statSync(devCompanion).mtimeMs < sourcesAt) {
    execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT, repoRoot], { cwd: repoRoot, stdio: 'pipe' });
  }
  done = true;
  return devCompanion;
}
