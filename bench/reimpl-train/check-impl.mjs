#!/usr/bin/env node
// Checks one implementation module of bench/reimpl-train (README.md there): it parses with the
// TypeScript compiler, and its `// spec: <id>` markers are exactly the ids of its specification file,
// once each and in order.
//
//   node bench/reimpl-train/check-impl.mjs bench/reimpl-train/SLUG.impl-KEY.ts
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';

const file = process.argv[2];
if (!file) {
  console.error('usage: check-impl.mjs FILE');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');
const slug = basename(file).replace(/\.impl-.*$/, '');
const ids = JSON.parse(readFileSync(join(dirname(file), `${slug}.specs.json`), 'utf8')).specs.map((s) => s.id);
const problems = [];
const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS);
for (const d of sf.parseDiagnostics ?? []) {
  const { line } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
  problems.push(`line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}
const markers = [...text.matchAll(/^\/\/ spec: (\S+)\s*$/gm)].map((m) => m[1]);
if (markers.join(' ') !== ids.join(' ')) {
  const missing = ids.filter((id) => !markers.includes(id));
  const extra = markers.filter((id) => !ids.includes(id));
  problems.push(`markers do not match the specs in order (missing: ${missing.join(', ') || 'none'}; unknown: ${extra.join(', ') || 'none'}; ${markers.length} markers for ${ids.length} specs)`);
}
if (problems.length === 0) console.log('ok');
else {
  for (const p of problems.slice(0, 20)) console.log(p);
  process.exit(1);
}
