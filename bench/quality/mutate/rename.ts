/**
 * T2: consistent renaming of every binding declared in the function (its own
 * name, parameters, variables, nested functions and classes) plus literal
 * changes (numbers, simple strings).
 */
import type { Doc } from './parse.js';
import { descendants } from './parse.js';
import { allWords, collectBindings, ownNameNode, renameEdits } from './bindings.js';
import { NameGen, NOUNS } from './names.js';
import { pick, type Rand } from './random.js';
import { applyEdits, type Edit } from './text-edits.js';

export function renameMutation(doc: Doc, r: Rand): string {
  const { fn } = doc;
  const b = collectBindings(fn);
  const names = new NameGen(r, allWords(doc.text));
  const map = new Map<string, string>();
  const own = ownNameNode(fn);
  let member: { from: string; to: string } | undefined;
  const edits: Edit[] = [];
  if (own) {
    const to = names.fn();
    if (fn.type === 'method_definition') {
      member = { from: own.text, to };
      edits.push({ start: own.startIndex, end: own.endIndex, text: to });
    } else {
      map.set(own.text, to);
    }
  }
  for (const n of [...b.locals].sort()) if (!map.has(n)) map.set(n, b.functions.has(n) ? names.fn() : names.local());
  for (const n of [...b.functions].sort()) if (!map.has(n)) map.set(n, names.fn());
  for (const n of [...b.classes].sort()) if (!map.has(n)) map.set(n, names.klass());
  edits.push(...renameEdits(fn, map, member));
  // literals
  for (const lit of descendants(fn, (n) => n.type === 'number' || n.type === 'string')) {
    if (r() < 0.45) continue;
    if (lit.type === 'number') {
      const t = lit.text;
      if (/^\d+$/.test(t)) {
        const v = Number(t);
        edits.push({ start: lit.startIndex, end: lit.endIndex, text: String(v + 1 + Math.floor(r() * 3)) });
      } else if (/^\d*\.\d+$/.test(t)) {
        edits.push({ start: lit.startIndex, end: lit.endIndex, text: String(Math.round(Number(t) * 1.5 * 1e4) / 1e4 || 0.5) });
      }
    } else {
      const t = lit.text;
      const q = t[0];
      const content = t.slice(1, -1);
      const parent = lit.parent?.type;
      if (parent === 'expression_statement' || parent === 'import_statement' || parent === 'export_statement' || parent === 'pair' || parent === 'literal_type') continue;
      if ((q === "'" || q === '"') && /^[A-Za-z0-9 _.,:;!?-]+$/.test(content)) {
        const w = pick(r, NOUNS);
        const next = r() < 0.5 ? `${content}_${w}` : `${w}${content.length > 3 ? ' ' + content.slice(0, Math.ceil(content.length / 2)) : ''}`;
        edits.push({ start: lit.startIndex, end: lit.endIndex, text: `${q}${next}${q}` });
      }
    }
  }
  return applyEdits(doc.text, edits);
}
