/**
 * R rewrites of statements: a temporary extracted or inlined, two adjacent
 * independent statements swapped.
 */
import type { Node } from 'web-tree-sitter';
import { descendants } from '../parse.js';
import { allWords } from '../bindings.js';
import { NameGen } from '../names.js';
import { pick } from '../random.js';
import { indentAt, type Edit } from '../text-edits.js';
import { exprOfReturn, type Rewrite } from './syntax.js';

/** return expr;  ->  const result = expr; return result;   or   foo(expr) -> const t = expr; foo(t) */
export const extractTemp: Rewrite = (doc, r) => {
  const names = new NameGen(r, allWords(doc.text));
  const rets = descendants(doc.fn, (n) => n.type === 'return_statement' && n.parent?.type === 'statement_block' && !!exprOfReturn(n) && !/^[\w$]+$/.test(exprOfReturn(n)!.text));
  if (!rets.length) return null;
  const n = pick(r, rets);
  const e = exprOfReturn(n)!;
  const ind = indentAt(doc.text, n.startIndex);
  const v = names.local();
  return [{ start: n.startIndex, end: n.endIndex, text: `const ${v} = ${e.text};\n${ind}return ${v};` }];
};

/** const t = expr; return t;  ->  return expr; */
export const inlineTemp: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const blk of descendants(doc.fn, (n) => n.type === 'statement_block')) {
    const kids = blk.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment');
    for (let i = 0; i + 1 < kids.length; i++) {
      const d = kids[i]!;
      const ret = kids[i + 1]!;
      if ((d.type !== 'lexical_declaration' && d.type !== 'variable_declaration') || d.namedChildren.length !== 1) continue;
      const decl = d.namedChildren[0]!;
      const name = decl.childForFieldName('name');
      const value = decl.childForFieldName('value');
      if (!name || name.type !== 'identifier' || !value || decl.childForFieldName('type')) continue;
      const e = exprOfReturn(ret);
      if (!e || e.text !== name.text) continue;
      // the name is used nowhere else
      if (descendants(doc.fn, (x) => x.type === 'identifier' && x.text === name.text).length !== 2) continue;
      cands.push({ start: d.startIndex, end: ret.endIndex, text: `return ${value.text};` });
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};

export function identifiersIn(n: Node): Set<string> {
  return new Set(descendants(n, (x) => x.type === 'identifier' || x.type === 'shorthand_property_identifier' || x.type === 'shorthand_property_identifier_pattern').map((x) => x.text));
}

/** Swap two adjacent independent declarations/expression statements (no calls, no shared names). */
export const reorder: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const blk of descendants(doc.fn, (n) => n.type === 'statement_block')) {
    const kids = blk.namedChildren.filter((c): c is Node => !!c);
    for (let i = 0; i + 1 < kids.length; i++) {
      const a = kids[i]!;
      const b = kids[i + 1]!;
      const okType = (x: Node): boolean => (x.type === 'lexical_declaration' || x.type === 'variable_declaration' || x.type === 'expression_statement') && !x.text.includes('\n');
      if (!okType(a) || !okType(b)) continue;
      if (descendants(a, (x) => x.type === 'call_expression' || x.type === 'new_expression' || x.type === 'update_expression' || x.type === 'await_expression').length) continue;
      if (descendants(b, (x) => x.type === 'call_expression' || x.type === 'new_expression' || x.type === 'update_expression' || x.type === 'await_expression').length) continue;
      const ia = identifiersIn(a);
      const ib = identifiersIn(b);
      if ([...ia].some((x) => ib.has(x))) continue;
      if (a.type === 'expression_statement' && b.type === 'expression_statement' && (a.text.includes('this') || b.text.includes('this'))) {
        // two writes to this.x and this.y are independent when the members differ: the identifiers check covers locals only
        const ma: string[] = a.text.match(/this\.[\w$]+/g) ?? [];
        const mb: string[] = b.text.match(/this\.[\w$]+/g) ?? [];
        if (ma.some((x) => mb.includes(x))) continue;
      }
      cands.push({ start: a.startIndex, end: b.endIndex, text: `${b.text}${doc.text.slice(a.endIndex, b.startIndex)}${a.text}` });
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};
