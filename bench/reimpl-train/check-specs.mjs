#!/usr/bin/env node
// Checks one spec set of bench/reimpl-train (README.md there): ids, line ranges against the unpacked
// package, and that no specification carries an identifier of the function it describes.
//
//   node bench/reimpl-train/check-specs.mjs SLUG SOURCE_ROOT [--count 60]
//
// SOURCE_ROOT holds each package unpacked as <name>/package/ (npm pack + tar in <name>/).
//
// Prints `ok`, or one line per problem (exit 1).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [slug, srcRoot] = process.argv.slice(2);
const countAt = process.argv.indexOf('--count');
const expected = countAt > 0 ? Number(process.argv[countAt + 1]) : 60;
if (!slug || !srcRoot) {
  console.error('usage: check-specs.mjs SLUG SOURCE_ROOT [--count N]');
  process.exit(2);
}
const problems = [];
const read = (f) => JSON.parse(readFileSync(join(here, f), 'utf8'));
const targets = read(`${slug}.targets.json`).targets;
const specs = read(`${slug}.specs.json`).specs;
if (targets.length !== expected) problems.push(`${targets.length} targets, expected ${expected}`);
if (specs.length !== targets.length) problems.push(`${specs.length} specs for ${targets.length} targets`);
const IDENT = /[A-Za-z_$][\w$]*/g;
// compound identifiers (camelCase, snake_case, with $ or digits) are never ordinary words
const compound = (w) => /[a-z][A-Z]/.test(w) || /[_$]/.test(w) || /[A-Za-z]\d/.test(w);
targets.forEach((t, i) => {
  const s = specs[i];
  const id = `${slug}-${String(i + 1).padStart(2, '0')}`;
  if (t.id !== id) problems.push(`target ${i + 1}: id ${t.id}, expected ${id}`);
  if (!s || s.id !== t.id) return problems.push(`${t.id}: spec id ${s?.id} does not match`);
  const name = String(t.package ?? '').replace(/@[^@/]+$/, '');
  const file = join(srcRoot, name, 'package', t.path);
  if (!name || !existsSync(file)) return problems.push(`${t.id}: ${t.path} not found in ${join(srcRoot, name, 'package')}`);
  const lines = readFileSync(file, 'utf8').split('\n');
  const n = t.end_line - t.start_line + 1;
  if (!(t.start_line >= 1 && t.end_line <= lines.length && n >= 5 && n <= 40)) problems.push(`${t.id}: lines ${t.start_line}-${t.end_line} (${n}) out of range 5-40 or past the file's ${lines.length}`);
  const text = lines.slice(t.start_line - 1, t.end_line).join('\n');
  if (!lines.slice(t.start_line - 1, t.start_line + 2).join('\n').includes(t.name)) problems.push(`${t.id}: ${t.name} not on the first lines of ${t.path}:${t.start_line}`);
  if (!/[}]\s*[);,]*\s*$/.test(lines[t.end_line - 1] ?? '')) problems.push(`${t.id}: line ${t.end_line} does not close the function`);
  const words = s.spec.split(/\s+/).length;
  if (words < 50 || words > 180) problems.push(`${t.id}: ${words} words (60-160 asked)`);
  if (s.spec.includes('`')) problems.push(`${t.id}: backticks in the spec`);
  const idents = new Set((text.match(IDENT) ?? []).filter(compound));
  const specWords = new Set(s.spec.replace(/"[^"]*"/g, ' ').match(IDENT) ?? []);
  const leaked = [...specWords].filter((w) => idents.has(w));
  if (t.name.length >= 4 && new RegExp(`\\b${t.name.replace(/[$]/g, '\\$')}\\b`, 'i').test(s.spec)) leaked.push(t.name);
  if (leaked.length > 0) problems.push(`${t.id}: identifiers in the spec: ${[...new Set(leaked)].join(', ')}`);
});
const ops = new Set();
for (const t of targets) {
  const k = `${t.package}/${t.path}#${t.start_line}`;
  if (ops.has(k)) problems.push(`${t.id}: ${k} picked twice`);
  ops.add(k);
}
if (problems.length === 0) console.log('ok');
else {
  for (const p of problems) console.log(p);
  process.exit(1);
}
