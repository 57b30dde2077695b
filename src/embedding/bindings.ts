/**
 * The names a function binds itself, found on its normalized token stream:
 * parameters (of the function and of every nested function, method and
 * arrow), `var`/`let`/`const` declarators, destructuring targets, `catch`
 * parameters, nested function and class names.
 *
 * A renamed copy renames exactly these; every other identifier (globals,
 * imports, called APIs, types, object keys, and any name after `.`) is the
 * vocabulary a function takes from outside itself, which survives renaming.
 * This is a token heuristic, not scope analysis: a name bound anywhere in the
 * text counts as bound everywhere (shadowing only costs a feature), and it
 * never throws on malformed text.
 *
 * It decides vectors of format v4 models: a change to what it finds must bump
 * EMBEDDING_SEMANTICS_VERSION (./protocol.ts), so that cached vectors are not
 * reused (a test pins the default model's vectors to that version).
 */
import type { Token } from './lexer.js';

const DECLARATION = new Set(['var', 'let', 'const']);
const PARAM_MODIFIERS = new Set(['public', 'private', 'protected', 'readonly', 'override']);
const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

const isName = (t: Token | undefined): boolean => t !== undefined && t.kind === 'id' && t.text !== '';

/** Index of the bracket closing the one at `open`, or tokens.length. */
function matching(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let j = open; j < tokens.length; j++) {
    const x = tokens[j]!.text;
    if (OPEN.has(x)) depth++;
    else if (CLOSE.has(x) && --depth === 0) return j;
  }
  return tokens.length;
}

/** Index after an expression or type that ends at a `,` or a closing bracket of the enclosing level (angle brackets of types included). */
function skipToSeparator(tokens: readonly Token[], from: number): number {
  let depth = 0;
  let angle = 0;
  for (let j = from; j < tokens.length; j++) {
    const x = tokens[j]!.text;
    if (OPEN.has(x)) depth++;
    else if (CLOSE.has(x)) {
      if (depth === 0) return j;
      depth--;
    } else if (x === '<') angle++;
    else if (x === '>' && angle > 0) angle--;
    else if (x === '>>' && angle > 0) angle = Math.max(0, angle - 2);
    else if (depth === 0 && angle === 0 && (x === ',' || x === ';' || x === '=')) return j;
  }
  return tokens.length;
}

/** Operators that never appear in a type-parameter list: `a < b && c > ( d )` is a comparison. */
const NOT_IN_TYPE_PARAMS = new Set(['&&', '||', '+', '-', '*', '/', '%', '==', '===', '!=', '!==', '!', ';', '+=', '-=', '++', '--', '<=', '>=']);

/** Index of the `>` closing a type-parameter list opened at `open`, when `(` follows it; else -1. */
function typeParamsEnd(tokens: readonly Token[], open: number): number {
  let angle = 0;
  for (let j = open; j < tokens.length && j < open + 128; j++) {
    const x = tokens[j]!.text;
    if (NOT_IN_TYPE_PARAMS.has(x)) return -1;
    if (x === '<') angle++;
    else if (x === '>' || x === '>>') {
      angle -= x.length;
      if (angle <= 0) return angle === 0 && tokens[j + 1]?.text === '(' ? j : -1;
    }
  }
  return -1;
}

export function localBindings(tokens: readonly Token[]): Set<string> {
  const bound = new Set<string>();

  /** A binding target at `i` (a name or a destructuring pattern); returns the index after it. */
  const target = (i: number): number => {
    const t = tokens[i];
    if (!t) return i;
    if (t.text === '{' || t.text === '[') {
      pattern(i);
      return matching(tokens, i) + 1;
    }
    if (t.text === '...') return target(i + 1);
    if (isName(t)) {
      bound.add(t.text);
      return i + 1;
    }
    return i + 1;
  };

  /** Names bound by the pattern opened at `open`: `{ a, b: c, d = 1, ...e }`, `[a, , [b]]`. */
  const pattern = (open: number): void => {
    const close = matching(tokens, open);
    const object = tokens[open]!.text === '{';
    let j = open + 1;
    while (j < close) {
      const t = tokens[j]!;
      if (t.text === ',') { j++; continue; }
      if (object && tokens[j + 1]?.text === ':' && t.text !== '...') {
        j = target(j + 2); // `key: target`: the key is a property name, not a binding
      } else {
        j = target(j);
      }
      if (tokens[j]?.text === '=') j = skipToSeparator(tokens, j + 1);
      else if (j < close && tokens[j]!.text !== ',') j = skipToSeparator(tokens, j);
    }
  };

  /** Parameters of the list opened at `open`: targets with optional types and defaults. */
  const params = (open: number): void => {
    const close = matching(tokens, open);
    let j = open + 1;
    while (j < close) {
      while (j < close && (PARAM_MODIFIERS.has(tokens[j]!.text) || tokens[j]!.text === 'this')) j++;
      j = target(j);
      if (tokens[j]?.text === '?') j++;
      if (j < close && tokens[j]!.text !== ',') j = skipToSeparator(tokens, j);
      if (tokens[j]?.text === '=') j = skipToSeparator(tokens, j + 1);
      if (tokens[j]?.text === ',') j++;
      else if (j < close) j++;
    }
  };

  /** After a parameter list closing at `close`: `=>`, or a return type then `=>`/`{`. */
  const afterParams = (close: number): string | undefined => {
    let j = close + 1;
    if (tokens[j]?.text === ':') j = skipReturnType(j + 1);
    return tokens[j]?.text;
  };

  const skipReturnType = (from: number): number => {
    let angle = 0;
    for (let j = from; j < tokens.length; j++) {
      const x = tokens[j]!.text;
      if (x === '<') angle++;
      else if (x === '>' && angle > 0) angle--;
      else if (angle === 0 && (x === '=>' || x === '{' || x === ';')) return j;
      else if (angle === 0 && (x === '(' || x === '[')) j = matching(tokens, j);
    }
    return tokens.length;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (DECLARATION.has(t.text) && t.kind === 'kw') {
      // each declarator of the statement: `const a = 1, { b } = c, [d] = e`
      let j = target(i + 1);
      for (;;) {
        if (tokens[j]?.text === ':') j = skipToSeparator(tokens, j + 1);
        if (tokens[j]?.text === '=') j = skipToSeparator(tokens, j + 1);
        if (tokens[j]?.text !== ',') break;
        j = target(j + 1);
      }
    } else if ((t.text === 'function' || t.text === 'class') && isName(tokens[i + 1])) {
      bound.add(tokens[i + 1]!.text);
    } else if (t.text === 'catch' && tokens[i + 1]?.text === '(') {
      target(i + 2);
    } else if (t.text === '(') {
      const prev = tokens[i - 1];
      const close = matching(tokens, i);
      const next = afterParams(close);
      // the hidden own name is an identifier with empty text: `function <hidden> ( … )`, `<hidden> ( … ) {`
      const named = prev?.kind === 'id';
      const fnKeyword = prev?.text === 'function' || prev?.text === '*' || (named && (tokens[i - 2]?.text === 'function' || tokens[i - 2]?.text === '*'));
      // a method (`name ( … ) {`, `constructor ( … ) {`, `name < T > ( … ) {`) or an arrow; keyword-led groups (`if ( … ) {`) are not parameters
      const method = (named || prev?.text === 'constructor' || prev?.text === '>') && next === '{';
      if (fnKeyword || method || next === '=>') params(i);
    } else if (isName(t) && tokens[i + 1]?.text === '=>') {
      bound.add(t.text);
    } else if (t.text === '<') {
      // type parameters of a generic function, method or arrow: `< T , U extends K = D > (`
      const end = typeParamsEnd(tokens, i);
      for (let j = i + 1; j < end; j++) if (isName(tokens[j]) && (tokens[j - 1]!.text === '<' || tokens[j - 1]!.text === ',')) bound.add(tokens[j]!.text);
    }
  }
  return bound;
}

/**
 * Identifiers a function takes from outside itself: names after `.`/`?.`,
 * shorthand property keys, and names it does not bind. A shorthand key
 * (`{ width, height } = size`, `return { width }`) names a property as
 * `size.width` does, whatever its binding is called: a renamed copy writes
 * `{ width: w }`, whose key was always free, and a rewrite writes `size.width`.
 */
export function freeIdentifiers(tokens: readonly Token[]): string[] {
  const bound = localBindings(tokens);
  const inBrace = innermostIsBrace(tokens);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!isName(t)) continue;
    const prev = tokens[i - 1]?.text;
    const member = prev === '.' || prev === '?.';
    // `{ a }`, `{ a, b }`: a name alone between `{`/`,` and `,`/`}` inside braces (a block holding a bare name, its one miss, is rare)
    const next = tokens[i + 1]?.text;
    const shorthand = (prev === '{' || prev === ',') && (next === ',' || next === '}') && inBrace[i] === 1;
    if (member || shorthand || !bound.has(t.text)) out.push(t.text);
  }
  return out;
}

/** Per token, 1 where the innermost bracket open around it is a `{` (so `f(a, b)` and `[a, b]` are not objects). */
function innermostIsBrace(tokens: readonly Token[]): Uint8Array {
  const out = new Uint8Array(tokens.length);
  const stack: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const x = tokens[i]!.text;
    if (CLOSE.has(x)) stack.pop();
    out[i] = stack[stack.length - 1] === '{' ? 1 : 0;
    if (OPEN.has(x)) stack.push(x);
  }
  return out;
}
