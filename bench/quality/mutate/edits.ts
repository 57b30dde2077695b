/**
 * T3: one statement edit on top of T2: a short statement deleted, a
 * comparison or arithmetic operator flipped, or a statement inserted.
 */
import { bodyStatements, descendants, type Doc } from './parse.js';
import { allWords, collectBindings } from './bindings.js';
import { NameGen, NOUNS, VERBS } from './names.js';
import { pick, type Rand } from './random.js';
import { applyEdits, indentAt, lineStart } from './text-edits.js';

export function statementEdit(doc: Doc, r: Rand): string | null {
  const { text, fn } = doc;
  const stmts = bodyStatements(fn);
  if (stmts.length === 0) return null;
  const locals = [...collectBindings(fn).locals];
  const names = new NameGen(r, allWords(text));
  const op = Math.floor(r() * 3);
  if (op === 0 && stmts.length >= 2) {
    // delete a statement that is not the only one in its block (prefer short ones)
    const cands = stmts.filter((s) => (s.parent?.namedChildCount ?? 0) > 1 && s.endPosition.row - s.startPosition.row < 6);
    if (cands.length) {
      const s = pick(r, cands);
      const ls = lineStart(text, s.startIndex);
      const whole = /^[ \t]*$/.test(text.slice(ls, s.startIndex)) && text[s.endIndex] === '\n';
      return applyEdits(text, [whole ? { start: ls, end: s.endIndex + 1, text: '' } : { start: s.startIndex, end: s.endIndex, text: '' }]);
    }
  }
  if (op === 1) {
    // edit: flip a comparison / arithmetic operator or change a call argument
    const bins = descendants(fn, (n) => n.type === 'binary_expression');
    const swaps: Record<string, string> = { '<': '<=', '<=': '<', '>': '>=', '>=': '>', '===': '!==', '!==': '===', '+': '-', '-': '+', '*': '/', '&&': '||', '||': '&&' };
    const cands = bins.filter((b) => swaps[b.childForFieldName('operator')?.text ?? ''] !== undefined);
    if (cands.length) {
      const b = pick(r, cands);
      const o = b.childForFieldName('operator')!;
      return applyEdits(text, [{ start: o.startIndex, end: o.endIndex, text: swaps[o.text]! }]);
    }
  }
  // insert a statement before a statement
  const s = pick(r, stmts);
  const ls = lineStart(text, s.startIndex);
  const ind = indentAt(text, s.startIndex);
  const v = locals.length ? pick(r, locals) : null;
  const fresh = names.local();
  const templates = [
    () => `const ${fresh} = ${v ?? Math.floor(r() * 100)};`,
    () => (v ? `if (${v} == null) {\n${ind}  throw new Error('${pick(r, NOUNS)} missing');\n${ind}}` : `let ${fresh} = ${Math.floor(r() * 10)};`),
    () => `console.debug('${pick(r, VERBS)}', ${v ?? `'${pick(r, NOUNS)}'`});`,
    () => `let ${fresh} = ${Math.floor(r() * 10)};`
  ];
  const stmt = pick(r, templates)();
  if (/^[ \t]*$/.test(text.slice(ls, s.startIndex))) return applyEdits(text, [{ start: ls, end: ls, text: `${ind}${stmt}\n` }]);
  return applyEdits(text, [{ start: s.startIndex, end: s.startIndex, text: `${stmt} ` }]);
}
