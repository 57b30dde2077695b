/**
 * A small, forgiving JavaScript/TypeScript tokenizer for the deterministic
 * enrichments (callees, clone coverage). It never throws: unknown characters
 * become punctuation. Comments are dropped; strings, templates and regex
 * literals become single tokens.
 */

export type TokenKind = 'ident' | 'keyword' | 'number' | 'string' | 'template' | 'regex' | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offset into the tokenized text (UTF-16 units). */
  offset: number;
}

const KEYWORDS = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else',
  'export', 'extends', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'let', 'new',
  'return', 'super', 'switch', 'this', 'throw', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield',
  'async', 'await', 'of', 'null', 'undefined', 'true', 'false', 'interface', 'type', 'enum', 'implements',
  'private', 'protected', 'public', 'readonly', 'static', 'as', 'satisfies', 'keyof', 'declare', 'abstract'
]);

/** Keywords after which a `/` starts a regex literal rather than a division. */
const REGEX_AFTER_KEYWORD = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await']);

const PUNCT3 = ['>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??='];
const PUNCT2 = ['=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '**', '<<', '>>'];

const isIdStart = (c: string): boolean => /[A-Za-z_$\u00a0-\uffff]/.test(c);
const isIdPart = (c: string): boolean => /[\w$\u00a0-\uffff]/.test(c);

function regexAllowed(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.kind === 'keyword') return REGEX_AFTER_KEYWORD.has(prev.text);
  if (prev.kind === 'punct') return ![')', ']', '}'].includes(prev.text);
  return false;
}

/** Skip a quoted string starting at `i` (the quote); returns the index after it. */
function skipQuoted(src: string, i: number, quote: string): number {
  let j = i + 1;
  while (j < src.length && src[j] !== quote && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, src.length);
}

/** Skip a template literal (nested `${}` handled by brace depth). */
function skipTemplate(src: string, i: number): number {
  let j = i + 1;
  while (j < src.length) {
    const c = src[j];
    if (c === '\\') j += 2;
    else if (c === '`') return j + 1;
    else if (c === '$' && src[j + 1] === '{') {
      let depth = 1;
      j += 2;
      while (j < src.length && depth > 0) {
        const d = src[j];
        if (d === '{') depth++;
        else if (d === '}') depth--;
        else if (d === '`') { j = skipTemplate(src, j) - 1; }
        else if (d === '"' || d === "'") { j = skipQuoted(src, j, d) - 1; }
        j++;
      }
    } else j++;
  }
  return src.length;
}

function skipRegex(src: string, i: number): number {
  let j = i + 1;
  let inClass = false;
  while (j < src.length && src[j] !== '\n') {
    const c = src[j];
    if (c === '\\') { j += 2; continue; }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) { j++; break; }
    j++;
  }
  while (j < src.length && /[a-z]/i.test(src[j] ?? '')) j++;
  return j;
}

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\ufeff') { i++; continue; }
    if (c === '/' && src[i + 1] === '/') { while (i < src.length && src[i] !== '\n') i++; continue; }
    if (c === '/' && src[i + 1] === '*') { const e = src.indexOf('*/', i + 2); i = e < 0 ? src.length : e + 2; continue; }
    const start = i;
    let kind: TokenKind;
    if (isIdStart(c)) {
      while (i < src.length && isIdPart(src[i] as string)) i++;
      kind = KEYWORDS.has(src.slice(start, i)) ? 'keyword' : 'ident';
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      while (i < src.length && /[\w.]/.test(src[i] as string)) i++;
      kind = 'number';
    } else if (c === '"' || c === "'") {
      i = skipQuoted(src, i, c);
      kind = 'string';
    } else if (c === '`') {
      i = skipTemplate(src, i);
      kind = 'template';
    } else if (c === '/' && regexAllowed(out[out.length - 1])) {
      i = skipRegex(src, i);
      kind = 'regex';
    } else {
      const p = PUNCT3.find((p) => src.startsWith(p, i)) ?? PUNCT2.find((p) => src.startsWith(p, i)) ?? c;
      i += p.length;
      kind = 'punct';
    }
    out.push({ kind, text: src.slice(start, i), offset: start });
  }
  return out;
}

/** Identifier-blind form of a token (type-2 clone comparison). */
export function normalizedToken(t: Token): string {
  switch (t.kind) {
    case 'ident': return '$id';
    case 'number': return '$num';
    case 'string': case 'template': case 'regex': return '$lit';
    default: return t.text;
  }
}

export function isKeyword(word: string): boolean {
  return KEYWORDS.has(word);
}
