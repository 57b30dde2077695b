#!/usr/bin/env node
// package.json holds the version. `npm version <x.y.z>` bumps it there (and in package-lock.json)
// and then runs this script (the `version` script in package.json) to copy it into
// src/version.ts, which the bundles are built from. `--check` only says whether the copy agrees.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const file = join(root, 'src', 'version.ts');
const text = readFileSync(file, 'utf8');
const line = /^export const SIMILAR_CODE_VERSION = '([^']*)';$/m;
const found = line.exec(text);
if (!found) {
  console.error(`sync-version: no "export const SIMILAR_CODE_VERSION = '…';" line in ${file}`);
  process.exit(1);
}
if (found[1] === version) process.exit(0);
if (process.argv.includes('--check')) {
  console.error(`sync-version: src/version.ts says ${found[1]}, package.json ${version}; run node scripts/sync-version.mjs`);
  process.exit(1);
}
writeFileSync(file, text.replace(line, `export const SIMILAR_CODE_VERSION = '${version}';`));
console.log(`src/version.ts: ${found[1]} -> ${version}`);
