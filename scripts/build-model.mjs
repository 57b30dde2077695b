#!/usr/bin/env node
// The reproducible recipe of the embedded default model.
//
//   node scripts/build-model.mjs              rebuild models/sc-hash-256/model.bin (+ model.json digest)
//   node scripts/build-model.mjs --out DIR    write model.bin into DIR only (the byte-identity test)
//   node scripts/build-model.mjs --calibrate  also measure calibration on other pinned packages and record it in model.json
//
// Inputs: src/embedding/recipe.ts (bundled on the fly with esbuild) and the
// functions of node_modules/typescript/lib/typescript.js (typescript pinned in
// package-lock.json) as the IDF corpus. No network; same inputs, same bytes.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const ts = require('typescript');
const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const flag = (name) => process.argv.includes(name);

async function loadRecipe() {
  const outfile = join(root, 'node_modules', '.cache', 'similar-code', `recipe-${process.pid}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({ entryPoints: [join(root, 'src/embedding/recipe.ts')], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    (await import('node:fs')).rmSync(outfile, { force: true });
  }
}

/** Normalized text of every function in a JS file: its tokens joined by single spaces, comments dropped. */
export function functionsOf(file, minLines = 1) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out = [];
  const leaves = (node, acc) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const kids = node.getChildren(sf);
    if (kids.length === 0) {
      if (node.kind !== ts.SyntaxKind.EndOfFileToken) { const t = node.getText(sf); if (t) acc.push(t); }
      return;
    }
    for (const k of kids) leaves(k, acc);
  };
  const visit = (node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.end).line;
      if (end - start + 1 >= minLines) {
        const acc = [];
        leaves(node, acc);
        out.push({ file, text: acc.join(' ') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

function jsFiles(dir, acc = []) {
  if (!existsSync(dir)) return acc;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) jsFiles(p, acc);
    else if (/\.(c|m)?js$/.test(name) && !name.endsWith('.min.js') && st.size < 2_000_000) acc.push(p);
  }
  return acc;
}

const recipeModule = await loadRecipe();
const recipe = recipeModule.DEFAULT_RECIPE;
// Experiments only (never for the committed artifact): --weights s1=0.5,id=0.8 overrides channel weights.
if (arg('--weights')) {
  for (const kv of arg('--weights').split(',')) {
    const [name, w] = kv.split('=');
    const ch = recipe.channels.find((c) => c.name === name);
    if (ch) ch.weight = Number(w);
    else if (name === 'kw') recipe.channels.push({ name: 'kw', kind: 'keywords', weight: Number(w) });
  }
}
const corpusFile = join(root, 'node_modules', 'typescript', 'lib', 'typescript.js');
const tsVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'typescript', 'package.json'), 'utf8')).version;
const corpus = functionsOf(corpusFile).map((f) => f.text);
const bytes = recipeModule.buildModelArtifact(recipe, corpus);

const out = arg('--out');
if (out) {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'model.bin'), bytes);
  process.stdout.write(`${sha256(bytes)}  ${join(out, 'model.bin')}\n`);
  process.exit(0);
}

const modelDir = join(root, 'models', recipe.model_id);
const dry = flag('--dry'); // measure only, write nothing
if (!dry) {
  mkdirSync(modelDir, { recursive: true });
  writeFileSync(join(modelDir, 'model.bin'), bytes);
}
const cardPath = join(modelDir, 'model.json');
const previous = existsSync(cardPath) ? JSON.parse(readFileSync(cardPath, 'utf8')) : {};
const card = {
  model_id: recipe.model_id,
  revision: arg('--revision') ?? previous.revision ?? '2026-11-29.1',
  artifact: 'model.bin',
  artifact_sha256: sha256(bytes),
  artifact_bytes: bytes.length,
  license: 'MIT',
  dimensions: recipe.dimensions,
  parameters: { dtype: 'float32', pooling: 'hashed-features-projection', normalized: true, batch_size: 256, max_tokens: recipe.max_tokens },
  calibration: previous.calibration ?? { default_threshold: 0.8, bands: { moderate: 0.8, high: 0.88, very_high: 0.94 } },
  calibration_report: previous.calibration_report ?? null,
  recipe: {
    script: 'scripts/build-model.mjs',
    source: 'src/embedding/recipe.ts',
    seed: recipe.seed,
    idf_corpus: `typescript@${tsVersion} lib/typescript.js (${corpus.length} functions)`
  }
};

if (flag('--calibrate')) {
  const model = recipeModule.modelFromBytes(bytes);
  const dirs = ['ajv/dist', 'commander/lib', 'picomatch/lib', '@actions/core/lib', '@actions/github/lib', '@actions/cache/lib', 'ts-jest/dist', 'jest-runtime/build', 'jest-snapshot/build', 'semver', 'yargs/build', 'esbuild/lib'];
  const seen = new Set();
  let fns = [];
  for (const d of dirs) for (const f of jsFiles(join(root, 'node_modules', d))) for (const fn of functionsOf(f, 5)) {
    if (fn.text.split(' ').length < 40 || seen.has(fn.text)) continue;
    seen.add(fn.text);
    fns.push({ file: relative(root, fn.file), text: fn.text });
  }
  // Deterministic sample.
  fns = fns.map((f, i) => ({ ...f, k: recipeModule.randomU32(7, i) })).sort((a, b) => a.k - b.k).slice(0, Number(arg('--sample') ?? 1500));
  const t0 = process.hrtime.bigint();
  const vecs = fns.map((f) => model.embed(f.text).vector);
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const dot = (a, b) => { let s = 0; for (let i = 0; i < a.length; i++) s += a[i] * b[i]; return s; };
  const local = [], full = [], unrelated = [], wins = [0, 0];
  const nearest = new Float64Array(fns.length).fill(-1);
  for (let i = 0; i < fns.length; i++) for (let j = i + 1; j < fns.length; j++) {
    if (fns[i].file === fns[j].file) continue;
    const c = dot(vecs[i], vecs[j]);
    unrelated.push(c);
    if (c > nearest[i]) nearest[i] = c;
    if (c > nearest[j]) nearest[j] = c;
  }
  fns.forEach((f, i) => {
    const a = dot(vecs[i], model.embed(recipeModule.renamedCopy(f.text, 11 + i, false)).vector);
    const b = dot(vecs[i], model.embed(recipeModule.renamedCopy(f.text, 13 + i, true)).vector);
    local.push(a); full.push(b);
    if (a > nearest[i]) wins[0]++;
    if (b > nearest[i]) wins[1]++;
  });
  const pct = (arr, p) => { const s = Float64Array.from(arr).sort(); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
  const r3 = (x) => Math.round(x * 1000) / 1000;
  const report = {
    corpus: `${fns.length} functions (>= 5 lines, >= 40 tokens) from node_modules/{${dirs.join(',')}}`,
    unrelated_pairs: unrelated.length,
    unrelated: { p50: r3(pct(unrelated, 0.5)), p99: r3(pct(unrelated, 0.99)), p999: r3(pct(unrelated, 0.999)), p9999: r3(pct(unrelated, 0.9999)) },
    renamed_locals_and_literals: { p1: r3(pct(local, 0.01)), p5: r3(pct(local, 0.05)), p50: r3(pct(local, 0.5)) },
    renamed_everything: { p1: r3(pct(full, 0.01)), p5: r3(pct(full, 0.05)), p25: r3(pct(full, 0.25)), p50: r3(pct(full, 0.5)) },
    copy_beats_nearest_unrelated: { renamed_locals: r3(wins[0] / fns.length), renamed_everything: r3(wins[1] / fns.length) },
    functions_per_second_one_core: Math.round(fns.length / secs)
  };
  process.stderr.write(`${JSON.stringify(report, null, 2)}\n`);
  if (!flag('--dry')) {
    // Threshold: 0.05 below the 1st percentile of fully renamed copies (room for small
    // edits), and never below the 99.9th percentile of unrelated cross-file pairs.
    // Bands: moderate from the threshold, high from the 5th percentile of fully
    // renamed copies, very high from the median of copies with locals renamed.
    const ceil2 = (x) => Math.ceil(x * 100) / 100;
    const floor2 = (x) => Math.floor(x * 100) / 100;
    const moderate = Math.max(floor2(report.renamed_everything.p1 - 0.05), ceil2(report.unrelated.p999));
    const high = Math.max(floor2(report.renamed_everything.p5), moderate + 0.02);
    const veryHigh = Math.max(floor2(report.renamed_locals_and_literals.p50), high + 0.02);
    card.calibration = { default_threshold: moderate, bands: { moderate, high, very_high: veryHigh } };
    // Wall-clock speed varies per machine: printed, never recorded (model.json stays reproducible).
    const { functions_per_second_one_core: _speed, ...recorded } = report;
    card.calibration_report = recorded;
  }
}

if (dry) process.exit(0);
writeFileSync(cardPath, `${JSON.stringify(card, null, 2)}\n`);
// models/default.json names the default model; it is chosen by measurement (docs/model.md), never by this script.
const defaultPath = join(root, 'models', 'default.json');
if (!existsSync(defaultPath)) writeFileSync(defaultPath, `${JSON.stringify({ default_model: recipe.model_id }, null, 2)}\n`);
process.stdout.write(`${card.artifact_sha256}  ${relative(root, join(modelDir, 'model.bin'))} (${bytes.length} bytes)\n`);
