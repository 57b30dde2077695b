/**
 * R rewrites of conditionals: if/else <-> ternary, else after return
 * dropped, condition inverted with the branches swapped.
 */
import type { Node } from 'web-tree-sitter';
import { descendants } from '../parse.js';
import { indentAt, type Edit } from '../text-edits.js';
import { pick } from '../random.js';
import { balanced, condText, exprOfReturn, paren, singleStatement, type Rewrite } from './syntax.js';

/** if (c) { return a; } else { return b; } -> return c ? a : b;  and  if (c) x = a; else x = b; -> x = c ? a : b; */
export const ifToTernary: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const n of descendants(doc.fn, (x) => x.type === 'if_statement')) {
    const alt = n.childForFieldName('alternative');
    if (!alt) continue;
    const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment') ?? null;
    if (!elseBody || elseBody.type === 'if_statement') continue;
    const a = singleStatement(n.childForFieldName('consequence'));
    const b = singleStatement(elseBody);
    const ra = exprOfReturn(a);
    const rb = exprOfReturn(b);
    if (ra && rb) {
      cands.push({ start: n.startIndex, end: n.endIndex, text: `return ${paren(condText(n))} ? ${paren(ra.text)} : ${paren(rb.text)};` });
      continue;
    }
    const ea = a?.type === 'expression_statement' ? a.namedChildren[0] : null;
    const eb = b?.type === 'expression_statement' ? b.namedChildren[0] : null;
    if (ea?.type === 'assignment_expression' && eb?.type === 'assignment_expression') {
      const la = ea.childForFieldName('left')!.text;
      if (la === eb.childForFieldName('left')!.text) {
        cands.push({ start: n.startIndex, end: n.endIndex, text: `${la} = ${paren(condText(n))} ? ${paren(ea.childForFieldName('right')!.text)} : ${paren(eb.childForFieldName('right')!.text)};` });
      }
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};

/** return c ? a : b;  ->  if (c) { return a; } return b; */
export const ternaryToIf: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (x) => x.type === 'return_statement' && exprOfReturn(x)?.type === 'ternary_expression' && x.parent?.type === 'statement_block');
  if (!cands.length) return null;
  const n = pick(r, cands);
  const t = exprOfReturn(n)!;
  const ind = indentAt(doc.text, n.startIndex);
  const c = t.childForFieldName('condition')!.text;
  const a = t.childForFieldName('consequence')!.text;
  const b = t.childForFieldName('alternative')!.text;
  return [{ start: n.startIndex, end: n.endIndex, text: `if (${c}) {\n${ind}  return ${a};\n${ind}}\n${ind}return ${b};` }];
};

/** if (c) { ...; return x; } else { B }  ->  if (c) { ...; return x; } B   (early return) */
export const dropElseAfterReturn: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'if_statement' || n.parent?.type !== 'statement_block') return false;
    const alt = n.childForFieldName('alternative');
    const cons = n.childForFieldName('consequence');
    if (!alt || !cons || cons.type !== 'statement_block') return false;
    const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment');
    if (!elseBody || elseBody.type !== 'statement_block') return false;
    const last = cons.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment').pop();
    return last?.type === 'return_statement' || last?.type === 'throw_statement';
  });
  if (!cands.length) return null;
  const n = pick(r, cands);
  const alt = n.childForFieldName('alternative')!;
  const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment')!;
  const cons = n.childForFieldName('consequence')!;
  const ind = indentAt(doc.text, n.startIndex);
  const inner = elseBody.text.slice(1, -1).trim();
  // dedent one level is not needed for parsing; keep the statements on their own lines
  return [{ start: cons.endIndex, end: n.endIndex, text: `\n${ind}${inner.replace(/\n[ \t]*/g, `\n${ind}`)}` }];
};

/** if (c) { A } else { B }  ->  if (!(c)) { B } else { A } */
export const invertIf: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'if_statement') return false;
    const alt = n.childForFieldName('alternative');
    const elseBody = alt?.namedChildren.find((c): c is Node => !!c && c.type !== 'comment');
    return !!elseBody && elseBody.type !== 'if_statement' && n.childForFieldName('consequence')?.type === 'statement_block' && elseBody.type === 'statement_block';
  });
  if (!cands.length) return null;
  const n = pick(r, cands);
  const alt = n.childForFieldName('alternative')!;
  const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment')!;
  const cons = n.childForFieldName('consequence')!;
  const c = condText(n);
  const neg = /^!\((.*)\)$/s.exec(c) && balanced(c.slice(2, -1)) ? c.slice(2, -1) : /^![\w$.]+$/.test(c) ? c.slice(1) : `!${paren(c)}`;
  return [{ start: n.startIndex, end: n.endIndex, text: `if (${neg}) ${elseBody.text} else ${cons.text}` }];
};
