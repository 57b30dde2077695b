/**
 * R rewrites of expressions: destructuring <-> property access, template
 * literal <-> string concatenation.
 */
import type { Node } from 'web-tree-sitter';
import { descendants } from '../parse.js';
import { pick } from '../random.js';
import { indentAt, type Edit } from '../text-edits.js';
import { paren, type Rewrite } from './syntax.js';

/** const { a, b: c } = obj;  ->  const a = obj.a; const c = obj.b;   and   const x = obj.p; -> const { p: x } = obj; */
export const destructuring: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const d of descendants(doc.fn, (n) => (n.type === 'lexical_declaration' || n.type === 'variable_declaration') && n.parent?.type === 'statement_block')) {
    const kind = d.child(0)!.text;
    if (d.namedChildren.length !== 1) continue;
    const decl = d.namedChildren[0]!;
    const name = decl.childForFieldName('name');
    const value = decl.childForFieldName('value');
    if (!name || !value || decl.childForFieldName('type')) continue;
    const ind = indentAt(doc.text, d.startIndex);
    if (name.type === 'object_pattern' && /^[\w$.]+$/.test(value.text)) {
      const parts: string[] = [];
      let ok = true;
      for (const p of name.namedChildren) {
        if (!p) continue;
        if (p.type === 'shorthand_property_identifier_pattern') parts.push(`${kind} ${p.text} = ${value.text}.${p.text};`);
        else if (p.type === 'pair_pattern' && p.childForFieldName('key')?.type === 'property_identifier' && p.childForFieldName('value')?.type === 'identifier') {
          parts.push(`${kind} ${p.childForFieldName('value')!.text} = ${value.text}.${p.childForFieldName('key')!.text};`);
        } else ok = false;
      }
      if (ok && parts.length) cands.push({ start: d.startIndex, end: d.endIndex, text: parts.join(`\n${ind}`) });
    } else if (name.type === 'identifier' && value.type === 'member_expression' && value.childForFieldName('property')?.type === 'property_identifier' && !value.text.includes('?.')) {
      const obj = value.childForFieldName('object')!;
      const prop = value.childForFieldName('property')!.text;
      if (!/^[\w$.]+$/.test(obj.text)) continue;
      const pat = prop === name.text ? `{ ${prop} }` : `{ ${prop}: ${name.text} }`;
      cands.push({ start: d.startIndex, end: d.endIndex, text: `${kind} ${pat} = ${obj.text};` });
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};

export const SIMPLE_TEXT = /^[^`'\\\n$]*$/;

/** `a${x}b` -> 'a' + x + 'b'   and   'a' + x + 'b' -> `a${x}b` */
export const templateConcat: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const t of descendants(doc.fn, (n) => n.type === 'template_string')) {
    if (t.parent?.type === 'call_expression') continue; // tagged template
    const parts: string[] = [];
    let ok = true;
    let cursor = t.startIndex + 1;
    let first = true;
    for (const c of t.namedChildren) {
      if (!c) continue;
      if (c.type === 'template_substitution') {
        const lit = doc.text.slice(cursor, c.startIndex);
        if (!SIMPLE_TEXT.test(lit)) ok = false;
        if (lit || first) parts.push(`'${lit}'`);
        const e = c.namedChildren[0];
        if (!e) ok = false;
        else parts.push(paren(e.text));
        cursor = c.endIndex;
        first = false;
      }
    }
    const tail = doc.text.slice(cursor, t.endIndex - 1);
    if (!SIMPLE_TEXT.test(tail)) ok = false;
    if (tail) parts.push(`'${tail}'`);
    if (ok && !first) cands.push({ start: t.startIndex, end: t.endIndex, text: `(${parts.join(' + ')})` });
  }
  for (const b of descendants(doc.fn, (n) => n.type === 'binary_expression' && n.childForFieldName('operator')?.text === '+' && n.parent?.type !== 'binary_expression')) {
    // flatten the left-leaning + chain
    const ops: Node[] = [];
    let x: Node = b;
    while (x.type === 'binary_expression' && x.childForFieldName('operator')?.text === '+') {
      ops.unshift(x.childForFieldName('right')!);
      x = x.childForFieldName('left')!;
    }
    ops.unshift(x);
    if (ops[0]!.type !== 'string' || ops.length < 2) continue;
    let out = '`';
    let ok = true;
    for (const o of ops) {
      if (o.type === 'string') {
        const content = o.text.slice(1, -1);
        if (!SIMPLE_TEXT.test(content) || content.includes('"') && o.text[0] === '"' ) ok = false;
        out += content;
      } else out += '${' + o.text + '}';
    }
    if (ok) cands.push({ start: b.startIndex, end: b.endIndex, text: out + '`' });
  }
  return cands.length ? [pick(r, cands)] : null;
};
