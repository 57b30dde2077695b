/**
 * A small JavaScript/TypeScript lexer: over normalized text (source tokens
 * joined by single spaces, comments removed) for the model, and over source
 * as written, comments skipped, for the enrichments (`tokenizeSource`). It
 * never throws: anything it does not recognise becomes a one-character
 * punctuation token, so the embedding of any string is defined and
 * deterministic.
 */

export type TokenKind = 'id' | 'kw' | 'str' | 'tmpl' | 'num' | 'regex' | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
}

const PUNCTUATORS = [
  '>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=',
  '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=',
  '&=', '|=', '^=', '**', '<<', '>>'
];

function isIdStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 36 || c === 95 || c === 35 || c > 127;
}

function isIdPart(c: number): boolean {
  return isIdStart(c) || (c >= 48 && c <= 57);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12 || c === 0xa0 || c === 0xfeff;
}

/** Punctuators/keywords after which a `/` starts a regular expression, not a division. */
const REGEX_AFTER_KEYWORD = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

function regexAllowed(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.kind === 'punct') return prev.text !== ')' && prev.text !== ']' && prev.text !== '}' && prev.text !== '++' && prev.text !== '--';
  if (prev.kind === 'kw' || prev.kind === 'id') return REGEX_AFTER_KEYWORD.has(prev.text);
  return false;
}

/** Index just past a quoted string starting at `i` (quote char at i). */
function scanString(s: string, i: number): number {
  const q = s.charCodeAt(i);
  let j = i + 1;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === q) return j + 1;
    else if (c === 10) return j;
    else j++;
  }
  return s.length;
}

/** Index just past a template literal starting at `i`, skipping `${ … }` substitutions. */
function scanTemplate(s: string, i: number): number {
  let j = i + 1;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === 96) return j + 1;
    else if (c === 36 && s.charCodeAt(j + 1) === 123) {
      let depth = 1;
      j += 2;
      while (j < s.length && depth > 0) {
        const d = s.charCodeAt(j);
        if (d === 123) depth++;
        else if (d === 125) depth--;
        else if (d === 39 || d === 34) { j = scanString(s, j); continue; }
        else if (d === 96) { j = scanTemplate(s, j); continue; }
        j++;
      }
    } else j++;
  }
  return s.length;
}

/** Index just past a regular expression literal starting at `i`, or -1 if there is none. */
function scanRegex(s: string, i: number): number {
  let j = i + 1;
  let inClass = false;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 10) return -1;
    if (c === 92) { j += 2; continue; }
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) {
      j++;
      while (j < s.length && isIdPart(s.charCodeAt(j))) j++;
      return j;
    }
    j++;
  }
  return -1;
}

/**
 * Tokenize `text`. `keywords` decides which identifier-shaped words are
 * keywords (the model artifact supplies the list).
 */
export function tokenize(text: string, keywords: ReadonlySet<string>, maxTokens = Infinity): { tokens: Token[]; truncated: boolean } {
  return lex(text, keywords, maxTokens, false);
}

/**
 * The keywords of source read as written (the enrichments, the PR review's
 * version matching): contextual words such as `get`, `set` or `string` stay
 * identifiers (callable names).
 */
export const SOURCE_KEYWORDS: ReadonlySet<string> = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else',
  'export', 'extends', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'let', 'new',
  'return', 'super', 'switch', 'this', 'throw', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield',
  'async', 'await', 'of', 'null', 'undefined', 'true', 'false', 'interface', 'type', 'enum', 'implements',
  'private', 'protected', 'public', 'readonly', 'static', 'as', 'satisfies', 'keyof', 'declare', 'abstract'
]);

/**
 * Tokenize source as written, comments skipped (the enrichments read source,
 * not normalized text). Normalized text has no comments, and there a `//` is
 * never one: the model's lexer must not start skipping where a regex was
 * not recognised.
 */
export function tokenizeSource(text: string, keywords: ReadonlySet<string>): Token[] {
  return lex(text, keywords, Infinity, true).tokens;
}

function lex(text: string, keywords: ReadonlySet<string>, maxTokens: number, comments: boolean): { tokens: Token[]; truncated: boolean } {
  const tokens: Token[] = [];
  const s = text;
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (isSpace(c)) { i++; continue; }
    if (comments && c === 47) {
      const d = s.charCodeAt(i + 1);
      if (d === 47) {
        const e = s.indexOf('\n', i + 2);
        i = e < 0 ? s.length : e + 1;
        continue;
      }
      if (d === 42) {
        const e = s.indexOf('*/', i + 2);
        i = e < 0 ? s.length : e + 2;
        continue;
      }
    }
    if (tokens.length >= maxTokens) return { tokens, truncated: true };
    let end: number;
    let kind: TokenKind;
    if (isIdStart(c)) {
      end = i + 1;
      while (end < s.length && isIdPart(s.charCodeAt(end))) end++;
      const word = s.slice(i, end);
      tokens.push({ kind: keywords.has(word) ? 'kw' : 'id', text: word });
      i = end;
      continue;
    }
    if (isDigit(c) || (c === 46 && isDigit(s.charCodeAt(i + 1)))) {
      end = i + 1;
      while (end < s.length) {
        const d = s.charCodeAt(end);
        if (isIdPart(d) || d === 46) end++;
        else if ((d === 43 || d === 45) && (s.charCodeAt(end - 1) | 32) === 101 && !/^0[xX]/.test(s.slice(i, end))) end++;
        else break;
      }
      kind = 'num';
    } else if (c === 39 || c === 34) {
      end = scanString(s, i);
      kind = 'str';
    } else if (c === 96) {
      end = scanTemplate(s, i);
      kind = 'tmpl';
    } else if (c === 47 && regexAllowed(tokens[tokens.length - 1]) && (end = scanRegex(s, i)) > 0) {
      kind = 'regex';
    } else {
      kind = 'punct';
      end = i + 1;
      for (const p of PUNCTUATORS) {
        if (s.startsWith(p, i)) { end = i + p.length; break; }
      }
    }
    tokens.push({ kind, text: s.slice(i, end) });
    i = end;
  }
  return { tokens, truncated: false };
}

/** Split an identifier into lower-case sub-tokens: `parseHTTPResponse_v2` → parse, http, response, v, 2. */
export function identifierSubtokens(word: string): string[] {
  const out: string[] = [];
  const re = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\x00-\x7f]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(word)) !== null) out.push(m[0].toLowerCase());
  return out;
}
