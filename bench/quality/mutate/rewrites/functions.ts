/**
 * R rewrites of nested functions: function -> arrow (without this/arguments),
 * and an arrow's expression body <-> block body.
 */
import { descendants } from '../parse.js';
import { pick } from '../random.js';
import type { Edit } from '../text-edits.js';
import { exprOfReturn, singleStatement, usesThisOrArguments, type Rewrite } from './syntax.js';

/** function name(params) { body }  ->  const name = (params) => { body };  (declarations and callbacks without this/arguments) */
export const functionToArrow: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'function_declaration' && n.type !== 'function_expression') return false;
    if (usesThisOrArguments(n.childForFieldName('body')!)) return false;
    if (n.type === 'function_declaration') return n.parent?.type === 'statement_block' || n.id === doc.fn.id && doc.wrapper.prefix === '';
    // a function expression used as a value: unnamed (or named but not recursive)
    const name = n.childForFieldName('name');
    if (name && descendants(n.childForFieldName('body')!, (x) => x.type === 'identifier' && x.text === name.text).length) return false;
    return n.id !== doc.fn.id;
  });
  if (!cands.length) return null;
  const n = pick(r, cands);
  const isAsync = n.children.some((c) => c?.type === 'async');
  const params = n.childForFieldName('parameters')!.text;
  const ret = n.childForFieldName('return_type');
  const tps = n.childForFieldName('type_parameters');
  const body = n.childForFieldName('body')!.text;
  const arrow = `${isAsync ? 'async ' : ''}${tps ? tps.text : ''}${params}${ret ? ret.text : ''} => ${body}`;
  if (n.type === 'function_declaration') {
    const name = n.childForFieldName('name')!.text;
    if (n.id === doc.fn.id) return null; // the top-level function is handled by the caller (its node type would change)
    return [{ start: n.startIndex, end: n.endIndex, text: `const ${name} = ${arrow};` }];
  }
  return [{ start: n.startIndex, end: n.endIndex, text: arrow }];
};

/** (a) => expr  <->  (a) => { return expr; } for nested arrows */
export const arrowBody: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => n.type === 'arrow_function' && n.id !== doc.fn.id);
  const eds: Edit[] = [];
  for (const n of cands) {
    const body = n.childForFieldName('body')!;
    if (body.type !== 'statement_block') {
      const t = body.type === 'parenthesized_expression' && body.namedChildren[0]?.type === 'object' ? body.text : body.text;
      eds.push({ start: body.startIndex, end: body.endIndex, text: `{ return ${t}; }` });
    } else {
      const s = singleStatement(body);
      const e = exprOfReturn(s);
      if (e && s === body.namedChildren.find((c) => c?.type !== 'comment')) {
        const t = e.type === 'object' ? `(${e.text})` : e.text;
        eds.push({ start: body.startIndex, end: body.endIndex, text: t });
      }
    }
  }
  return eds.length ? [pick(r, eds)] : null;
};
