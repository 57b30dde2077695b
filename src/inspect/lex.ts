/**
 * Tokens of source text for the deterministic enrichments (callees, clone
 * coverage): the model's lexer (../embedding/lexer.ts) with comments skipped
 * and this module's keyword list, in which contextual words such as `get`,
 * `set` or `string` stay identifiers (callable names). It never throws:
 * unknown characters become punctuation; strings, templates and regex
 * literals are single tokens.
 */

import { tokenizeSource, type Token } from '../embedding/lexer.js';

export type { Token };

const KEYWORDS = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else',
  'export', 'extends', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'let', 'new',
  'return', 'super', 'switch', 'this', 'throw', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield',
  'async', 'await', 'of', 'null', 'undefined', 'true', 'false', 'interface', 'type', 'enum', 'implements',
  'private', 'protected', 'public', 'readonly', 'static', 'as', 'satisfies', 'keyof', 'declare', 'abstract'
]);

export function tokenize(src: string): Token[] {
  return tokenizeSource(src, KEYWORDS);
}

/** Identifier-blind form of a token (type-2 clone comparison). */
export function normalizedToken(t: Token): string {
  switch (t.kind) {
    case 'id': return '$id';
    case 'num': return '$num';
    case 'str': case 'tmpl': case 'regex': return '$lit';
    default: return t.text;
  }
}

export function isKeyword(word: string): boolean {
  return KEYWORDS.has(word);
}
