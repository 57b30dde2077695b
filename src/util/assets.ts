/**
 * Where runtime assets live. Bundled (dist/*.js): beside the bundle, copied
 * there by scripts/build.mjs. From source (tests, dev): the repository's
 * node_modules, models/ and build/ (the dev build of the companion).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../contracts/pipeline.js';

const GRAMMAR_FILES: Record<LanguageId, { pkg: string; file: string }> = {
  typescript: { pkg: 'tree-sitter-typescript', file: 'tree-sitter-typescript.wasm' },
  tsx: { pkg: 'tree-sitter-typescript', file: 'tree-sitter-tsx.wasm' },
  javascript: { pkg: 'tree-sitter-javascript', file: 'tree-sitter-javascript.wasm' }
};

export interface AssetPaths {
  bundled: boolean;
  treeSitterWasm: string;
  grammar(language: LanguageId): string;
  modelsDir: string;
  companionScript: string;
  /** The extraction worker bundle (src/extraction/worker.ts). */
  extractWorkerScript: string;
}

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'schemas'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

export function assetPaths(moduleUrl: string = import.meta.url): AssetPaths {
  const here = dirname(fileURLToPath(moduleUrl));
  const override = process.env.SIMILAR_CODE_ASSETS_DIR;
  const bundleDir = override ? resolve(override) : here;
  if (existsSync(join(bundleDir, 'grammars'))) {
    return {
      bundled: true,
      treeSitterWasm: join(bundleDir, 'tree-sitter.wasm'),
      grammar: (l) => join(bundleDir, 'grammars', GRAMMAR_FILES[l].file),
      modelsDir: join(bundleDir, 'models'),
      companionScript: join(bundleDir, 'companion.js'),
      extractWorkerScript: join(bundleDir, 'extract-worker.js')
    };
  }
  const root = findRepoRoot(here);
  const nm = join(root, 'node_modules');
  return {
    bundled: false,
    treeSitterWasm: join(nm, 'web-tree-sitter', 'tree-sitter.wasm'),
    grammar: (l) => join(nm, GRAMMAR_FILES[l].pkg, GRAMMAR_FILES[l].file),
    modelsDir: join(root, 'models'),
    companionScript: join(root, 'build', 'companion.js'),
    extractWorkerScript: join(root, 'build', 'extract-worker.js')
  };
}

export const GRAMMARS = GRAMMAR_FILES;
