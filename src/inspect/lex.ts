/**
 * Tokens of source text for the deterministic enrichments (callees, clone
 * coverage): the model's lexer (../embedding/lexer.ts) with comments skipped
 * and its source keyword list, in which contextual words such as `get`,
 * `set` or `string` stay identifiers (callable names). It never throws:
 * unknown characters become punctuation; strings, templates and regex
 * literals are single tokens.
 */

import { SOURCE_KEYWORDS as KEYWORDS, tokenizeSource, type Token } from '../embedding/lexer.js';

export type { Token };

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
