#!/usr/bin/env node
// Bundles the action, the CLI, the companion and the extraction worker with esbuild, and copies the
// runtime assets (tree-sitter runtime, grammars, embedded model) beside them.
// `node scripts/build.mjs` writes dist/ (committed); `--outdir build` writes the
// dev build the tests start the companion from. Output is deterministic.
import { build } from 'esbuild';
import { chmodSync, mkdirSync, rmSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { bundledPackages, thirdPartyNotice } from './third-party-licenses.mjs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argIndex = process.argv.indexOf('--outdir');
const outdir = join(root, argIndex > 0 ? process.argv[argIndex + 1] : 'dist');

// dist/ is rebuilt from scratch so nothing stale survives in the committed bundle;
// dev builds are overwritten in place because running tests and benchmarks may be using them.
if (argIndex < 0) rmSync(outdir, { recursive: true, force: true });
mkdirSync(join(outdir, 'grammars'), { recursive: true });

// Each file is renamed into place, and only when its bytes changed: a companion or extraction worker
// started from build/ while another run rebuilds it reads the old file or the new one, never half of one.
// (the mode as esbuild and a copy give it: executable for a script with a shebang or an executable source)
function put(path, bytes, mode) {
  if (existsSync(path) && readFileSync(path).equals(bytes) && (statSync(path).mode & 0o777) === mode) return;
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  chmodSync(tmp, mode);
  renameSync(tmp, path);
}
function copy(from, to) {
  const st = statSync(from);
  if (!st.isDirectory()) return put(to, readFileSync(from), st.mode & 0o777);
  for (const name of readdirSync(from).sort()) copy(join(from, name), join(to, name));
}

const entries = {
  index: 'src/action/index.ts',
  cli: 'src/cli/index.ts',
  companion: 'src/companion/index.ts',
  // the extraction worker (src/extraction/parallel.ts starts it from beside the bundles)
  'extract-worker': 'src/extraction/worker.ts'
};

const result = await build({
  absWorkingDir: root,
  metafile: true,
  entryPoints: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, join(root, v)])),
  outdir,
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: false,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Paths in the bundle stay as seen from the repository, even when node_modules is a link
  // (scripts/build-dist-clean.sh), so the committed bundle does not depend on where it was built.
  preserveSymlinks: true,
  // Bundled CommonJS dependencies call require(); give ESM output one.
  banner: { js: "import { createRequire as __scCreateRequire } from 'node:module'; const require = __scCreateRequire(import.meta.url);" }
});

for (const file of result.outputFiles) put(file.path, Buffer.from(file.contents), file.text.startsWith('#!') ? 0o755 : 0o644);

const nm = join(root, 'node_modules');
copy(join(nm, 'web-tree-sitter', 'tree-sitter.wasm'), join(outdir, 'tree-sitter.wasm'));
copy(join(nm, 'tree-sitter-typescript', 'tree-sitter-typescript.wasm'), join(outdir, 'grammars', 'tree-sitter-typescript.wasm'));
copy(join(nm, 'tree-sitter-typescript', 'tree-sitter-tsx.wasm'), join(outdir, 'grammars', 'tree-sitter-tsx.wasm'));
copy(join(nm, 'tree-sitter-javascript', 'tree-sitter-javascript.wasm'), join(outdir, 'grammars', 'tree-sitter-javascript.wasm'));
if (existsSync(join(root, 'models'))) copy(join(root, 'models'), join(outdir, 'models'));

// the licences of what the bundles and the copied runtime assets carry
const assets = ['node_modules/web-tree-sitter', 'node_modules/tree-sitter-typescript', 'node_modules/tree-sitter-javascript'];
put(join(outdir, 'THIRD-PARTY-LICENSES.txt'), Buffer.from(thirdPartyNotice(root, bundledPackages(root, result.metafile, assets))), 0o644);
