/**
 * R rewrites of loops: for <-> while, for...of -> forEach, indexed for ->
 * for...of, and the increment style (i++ <-> i += 1).
 */
import { descendants } from '../parse.js';
import { allWords } from '../bindings.js';
import { NameGen } from '../names.js';
import { pick, shuffle } from '../random.js';
import { applyEdits, indentAt, type Edit } from '../text-edits.js';
import { containsJump, type Rewrite } from './syntax.js';

/** for (init; cond; update) body  ->  init; while (cond) { body update; } */
export const forToWhile: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => n.type === 'for_statement' && !containsJump(n.childForFieldName('body')!, ['continue_statement']));
  if (!cands.length) return null;
  const f = pick(r, cands);
  const init = f.childForFieldName('initializer');
  const cond = f.childForFieldName('condition');
  const inc = f.childForFieldName('increment');
  const body = f.childForFieldName('body')!;
  const ind = indentAt(doc.text, f.startIndex);
  let initText = init && init.type !== ';' ? init.text : '';
  if (initText && !initText.endsWith(';')) initText += ';';
  let condText = cond ? cond.text.replace(/;\s*$/, '') : 'true';
  if (condText === '' || condText === ';') condText = 'true';
  const incText = inc ? `\n${ind}  ${inc.text};` : '';
  const inner = body.type === 'statement_block' ? body.text.slice(1, -1).replace(/\s+$/, '') : `\n${ind}  ${body.text}`;
  const text = `${initText ? `${initText}\n${ind}` : ''}while (${condText}) {${inner}${incText}\n${ind}}`;
  return [{ start: f.startIndex, end: f.endIndex, text }];
};

/** while (cond) body  ->  for (; cond; ) body */
export const whileToFor: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => n.type === 'while_statement');
  if (!cands.length) return null;
  const w = pick(r, cands);
  const cond = w.childForFieldName('condition')!;
  const body = w.childForFieldName('body')!;
  return [{ start: w.startIndex, end: w.endIndex, text: `for (; ${cond.text.replace(/^\(|\)$/g, '')}; ) ${body.text}` }];
};

/** for (const x of xs) { body }  ->  xs.forEach((x) => { body }) */
export const forOfToForEach: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'for_in_statement') return false;
    if (n.children.some((c) => c?.type === 'await')) return false;
    const op = n.childForFieldName('operator');
    if (op?.text !== 'of' || !n.childForFieldName('kind')) return false;
    return !containsJump(n.childForFieldName('body')!, ['break_statement', 'continue_statement', 'return_statement', 'yield_expression', 'await_expression']);
  });
  if (!cands.length) return null;
  const f = pick(r, cands);
  const left = f.childForFieldName('left')!;
  const right = f.childForFieldName('right')!;
  const body = f.childForFieldName('body')!;
  const recv = /^[\w$.]+$/.test(right.text) ? right.text : `(${right.text})`;
  const inner = body.type === 'statement_block' ? body.text : `{ ${body.text} }`;
  return [{ start: f.startIndex, end: f.endIndex, text: `${recv}.forEach((${left.text}) => ${inner});` }];
};

/** for (let i = 0; i < xs.length; i++) { ... xs[i] ... }  ->  for (const el of xs) { ... el ... } (when i is only used as xs[i]) */
export const indexedForToForOf: Rewrite = (doc, r) => {
  const names = new NameGen(r, allWords(doc.text));
  for (const f of shuffle(r, descendants(doc.fn, (n) => n.type === 'for_statement'))) {
    const init = f.childForFieldName('initializer');
    const cond = f.childForFieldName('condition');
    const inc = f.childForFieldName('increment');
    const body = f.childForFieldName('body');
    if (!init || !cond || !inc || !body) continue;
    const mi = /^(?:let|var)\s+([\w$]+)\s*=\s*0\s*;?$/.exec(init.text.trim());
    if (!mi) continue;
    const i = mi[1]!;
    const mc = new RegExp(`^${i.replace(/\$/g, '\\$')}\\s*<\\s*([\\w$.]+)\\.length\\s*;?$`).exec(cond.text.trim());
    if (!mc) continue;
    if (!new RegExp(`^(${i.replace(/\$/g, '\\$')}\\+\\+|\\+\\+${i.replace(/\$/g, '\\$')}|${i.replace(/\$/g, '\\$')}\\s*\\+=\\s*1)$`).test(inc.text.trim())) continue;
    const arr = mc[1]!;
    const uses = descendants(body, (n) => n.type === 'identifier' && n.text === i);
    const ok = uses.every((u) => {
      const p = u.parent;
      if (p?.type !== 'subscript_expression' || p.childForFieldName('index')?.id !== u.id || p.childForFieldName('object')?.text !== arr) return false;
      const gp = p.parent;
      // not assigned to
      if ((gp?.type === 'assignment_expression' || gp?.type === 'augmented_assignment_expression') && gp.childForFieldName('left')?.id === p.id) return false;
      if (gp?.type === 'update_expression') return false;
      return true;
    });
    if (!ok || uses.length === 0) continue;
    if (containsJump(body, ['continue_statement']) && false) continue;
    // the array must not be reassigned in the body
    if (descendants(body, (n) => (n.type === 'assignment_expression' && n.childForFieldName('left')?.text === arr)).length) continue;
    const el = names.local();
    const edits: Edit[] = uses.map((u) => ({ start: u.parent!.startIndex, end: u.parent!.endIndex, text: el }));
    const newBody = applyEdits(doc.text, edits).slice(body.startIndex, body.endIndex + edits.reduce((d, e) => d + e.text.length - (e.end - e.start), 0));
    return [{ start: f.startIndex, end: f.endIndex, text: `for (const ${el} of ${arr}) ${newBody}` }];
  }
  return null;
};

/** i++ / ++i as a statement or for increment  <->  i += 1 */
export const incrementStyle: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const u of descendants(doc.fn, (n) => n.type === 'update_expression' && (n.parent?.type === 'expression_statement' || n.parent?.type === 'for_statement'))) {
    const m = /^(\+\+|--)?\s*([\w$.]+)\s*(\+\+|--)?$/.exec(u.text);
    if (!m) continue;
    const op = (m[1] ?? m[3]) === '++' ? '+=' : '-=';
    cands.push({ start: u.startIndex, end: u.endIndex, text: `${m[2]} ${op} 1` });
  }
  return cands.length ? [pick(r, cands)] : null;
};
