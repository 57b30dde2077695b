/**
 * What the R rewrites have in common: their signature and the syntax tests
 * and small text helpers several of them use (jumps, `this`/`arguments`, a
 * block's single statement, a return's expression, parenthesizing).
 */
import type { Node } from 'web-tree-sitter';
import { FUNCTION_TYPES, type Doc } from '../parse.js';
import type { Rand } from '../random.js';
import type { Edit } from '../text-edits.js';

export type Rewrite = (doc: Doc, r: Rand) => Edit[] | null;

export function usesThisOrArguments(n: Node): boolean {
  // `this` / `arguments` outside nested non-arrow functions
  const stack: Node[] = [...n.namedChildren.filter((c): c is Node => !!c)];
  while (stack.length) {
    const x = stack.pop()!;
    if (x.type === 'this' || x.type === 'super' || (x.type === 'identifier' && x.text === 'arguments')) return true;
    if (x.type === 'function_expression' || x.type === 'function_declaration' || x.type === 'generator_function' || x.type === 'generator_function_declaration' || x.type === 'method_definition' || x.type === 'class_declaration' || x.type === 'class') continue;
    for (const c of x.namedChildren) if (c) stack.push(c);
  }
  return false;
}

export function containsJump(n: Node, types: string[]): boolean {
  const stack: Node[] = [n];
  while (stack.length) {
    const x = stack.pop()!;
    if (types.includes(x.type)) return true;
    if (FUNCTION_TYPES.has(x.type)) continue;
    for (const c of x.namedChildren) if (c) stack.push(c);
  }
  return false;
}

export function singleStatement(n: Node | null): Node | null {
  if (!n) return null;
  if (n.type === 'statement_block') {
    const kids = n.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment');
    return kids.length === 1 ? kids[0]! : null;
  }
  return n;
}

export function exprOfReturn(n: Node | null): Node | null {
  if (!n || n.type !== 'return_statement') return null;
  return n.namedChildren.find((c): c is Node => !!c && c.type !== 'comment') ?? null;
}

export function paren(t: string): string {
  return /^[\w$.]+$/.test(t) || /^\(.*\)$/s.test(t) && balanced(t.slice(1, -1)) ? t : `(${t})`;
}
export function balanced(t: string): boolean {
  let d = 0;
  for (const c of t) {
    if (c === '(') d++;
    else if (c === ')' && --d < 0) return false;
  }
  return d === 0;
}
export function condText(ifNode: Node): string {
  const c = ifNode.childForFieldName('condition')!;
  return c.text.replace(/^\(/, '').replace(/\)$/, '');
}
