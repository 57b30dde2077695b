#!/usr/bin/env node
// Bundles the action, the CLI, the companion and the extraction worker with esbuild, and copies the
// runtime assets (tree-sitter runtime, grammars, embedded model) beside them.
// `node scripts/build.mjs` writes dist/ (committed); `--outdir build` writes the
// dev build the tests start the companion from. Output is deterministic.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { bundledPackages, thirdPartyNotice } from './third-party-licenses.mjs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argIndex = process.argv.indexOf('--outdir');
const outdir = join(root, argIndex > 0 ? process.argv[argIndex + 1] : 'dist');

// dist/ is rebuilt from scratch so nothing stale survives in the committed bundle;
// dev builds are overwritten in place because running tests may be using them.
if (argIndex < 0) rmSync(outdir, { recursive: true, force: true });
mkdirSync(join(outdir, 'grammars'), { recursive: true });

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

const nm = join(root, 'node_modules');
cpSync(join(nm, 'web-tree-sitter', 'tree-sitter.wasm'), join(outdir, 'tree-sitter.wasm'));
cpSync(join(nm, 'tree-sitter-typescript', 'tree-sitter-typescript.wasm'), join(outdir, 'grammars', 'tree-sitter-typescript.wasm'));
cpSync(join(nm, 'tree-sitter-typescript', 'tree-sitter-tsx.wasm'), join(outdir, 'grammars', 'tree-sitter-tsx.wasm'));
cpSync(join(nm, 'tree-sitter-javascript', 'tree-sitter-javascript.wasm'), join(outdir, 'grammars', 'tree-sitter-javascript.wasm'));
if (existsSync(join(root, 'models'))) cpSync(join(root, 'models'), join(outdir, 'models'), { recursive: true });

// the licences of what the bundles and the copied runtime assets carry
const assets = ['node_modules/web-tree-sitter', 'node_modules/tree-sitter-typescript', 'node_modules/tree-sitter-javascript'];
writeFileSync(join(outdir, 'THIRD-PARTY-LICENSES.txt'), thirdPartyNotice(root, bundledPackages(root, result.metafile, assets)));
