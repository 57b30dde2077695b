/**
 * Whether an existing function can be reused where it stands: what a
 * re-implementation finding asks of the reviewer ("use the one you have"),
 * and whether a new function already does (it calls the existing one).
 * A top-level function can (import it, or export it first: `isExported` says
 * which, and the rule asks more of a private one); a closure inside
 * another function cannot without a refactoring (a component's private
 * `renderLink` is a sibling, not a helper), nor can an instance method of a
 * class, which needs an instance of that class (a method written again in
 * another class is a sibling). A static method or an object's method counts
 * as top level.
 */

import { tokenize } from '../embedding/lexer.js';

const IDENT = String.raw`[A-Za-z_$][\w$]*`;
const CLASS = new RegExp(String.raw`(?:^|[\n;])\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?class\s+(${IDENT})`, 'g');
const STATIC = /^\s*(?:(?:public|protected|private|readonly|override|async|get|set)\s+)*static\b/;

/** The classes a module's text declares. */
export function declaredClasses(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CLASS)) out.add(m[1]!);
  return out;
}

/**
 * Whether the function named `name` (as extraction names it: `f`,
 * `Class.method`, `obj.method`) can be reused where it stands, when
 * `enclosed` says whether another function contains it, `classes` are the
 * classes its module declares and `firstLine` is its first source line.
 */
export function isReusable(name: string, enclosed: boolean, classes: ReadonlySet<string>, firstLine = ''): boolean {
  if (enclosed) return false;
  const owner = name.split(/[.[]/, 1)[0]!;
  return owner === name || !classes.has(owner) || STATIC.test(firstLine);
}

const EXPORT_DECL = new RegExp(
  String.raw`(?:^|[\n;])\s*export\s+(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:function\s*\*?|(?:abstract\s+)?class|const|let|var)\s*(${IDENT})`,
  'g'
);
const EXPORT_DEFAULT = /(?:^|[\n;])\s*export\s+default\b(?:\s+([A-Za-z_$][\w$]*)\s*(?:;|\n|$))?/g;
const EXPORT_LIST = /(?:^|[\n;])\s*export\s+(?:type\s+)?\{([^}]*)\}/g;
const CJS_MEMBER = new RegExp(String.raw`\b(?:module\.)?exports\.(${IDENT})\s*=[^=]`, 'g');
const CJS_WHOLE = new RegExp(String.raw`\bmodule\.exports\s*=\s*(?:(${IDENT})\s*(?:;|\n|$)|\{([^}]*)\})`, 'g');
const MODULE_SYNTAX = /(?:^|[\n;])\s*(?:import|export)\b|\brequire\s*\(|\bmodule\.exports\b|\bexports\.[A-Za-z_$]/;
const NAME = new RegExp(`^${IDENT}$`);

/**
 * The names a module offers to other modules: its ESM exports (declarations,
 * lists, `default`) and CommonJS assignments. `null` for a script without
 * module syntax, whose top-level functions are globals any script can call.
 * Read from the text, as `declaredClasses` is: a name it misses is taken as
 * private, which only asks a re-implementation for stronger evidence.
 */
export function exportedNames(text: string): Set<string> | null {
  if (!MODULE_SYNTAX.test(text)) return null;
  const out = new Set<string>();
  for (const m of text.matchAll(EXPORT_DECL)) out.add(m[1]!);
  for (const m of text.matchAll(EXPORT_DEFAULT)) {
    out.add('default');
    if (m[1]) out.add(m[1]);
  }
  const entries = (list: string): void => {
    for (const part of list.split(',')) {
      // `a`, `a as b`, `type T` (ESM); `a`, `b: a`, `...rest` (CommonJS)
      for (const word of part.replace(/^\s*type\s+/, '').split(/\s+as\s+|:/)) {
        const w = word.trim();
        if (NAME.test(w)) out.add(w);
      }
    }
  };
  for (const m of text.matchAll(EXPORT_LIST)) entries(m[1]!);
  for (const m of text.matchAll(CJS_MEMBER)) out.add(m[1]!);
  for (const m of text.matchAll(CJS_WHOLE)) {
    if (m[1]) out.add(m[1]);
    else entries(m[2]!);
  }
  return out;
}

/** Whether the function named `name` (`f`, `Class.method`, `obj.method`) is offered to other modules, given its module's `exportedNames`. */
export function isExported(name: string, exported: ReadonlySet<string> | null): boolean {
  return exported === null || exported.has(name.split(/[.[]/, 1)[0]!);
}

/**
 * The names a function calls (`f(`, `a.f(`, `f?.(`, `new F(`) or renders
 * (`<Card`), read from its normalized text: an identifier token followed by a
 * call's parenthesis, or a capitalised one opening a JSX element. A function
 * or method defined inside it (`function f(` or `f(x) {`) is not a call.
 */
export function calledNames(normalized: string): Set<string> {
  const tokens = tokenize(normalized, NOT_CALLS).tokens;
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'id' || tokens[i - 1]?.text === 'function') continue;
    // `<Card` opens an element where an expression starts; after a name (`f<Card>`) it is a type argument
    const before = tokens[i - 2];
    if (tokens[i - 1]?.text === '<' && /^[A-Z]/.test(t.text) && before?.kind !== 'id' && before?.text !== ')' && before?.text !== ']') {
      out.add(t.text);
      continue;
    }
    let open = i + 1;
    if (tokens[open]?.text === '<') open = typeArguments(tokens, open);
    if (tokens[open]?.text === '?.') open++;
    if (tokens[open]?.text !== '(') continue;
    if (tokens[closing(tokens, open) + 1]?.text === '{') continue;
    out.add(t.text);
  }
  return out;
}

// the keywords a parenthesis follows that are no call
const NOT_CALLS: ReadonlySet<string> = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'typeof', 'await', 'yield', 'void', 'delete', 'in', 'of', 'function']);

/** The index after the type arguments opening at `open` (`f<T, U<V>>(`), or `open` when they do not close soon. */
function typeArguments(tokens: ReadonlyArray<{ text: string }>, open: number): number {
  let depth = 0;
  for (let k = open; k < Math.min(tokens.length, open + 32); k++) {
    const t = tokens[k]!.text;
    if (t === '<') depth++;
    else if (t === '>' || t === '>>' || t === '>>>') depth -= t.length;
    else if (t === '(' || t === ')' || t === ';' || t === '{' || t === '}') return open;
    if (depth <= 0) return k + 1;
  }
  return open;
}

/** The index of the parenthesis that closes the one at `open` (the last token when none does). */
function closing(tokens: ReadonlyArray<{ text: string }>, open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const t = tokens[k]!.text;
    if (t === '(') depth++;
    else if (t === ')' && --depth === 0) return k;
  }
  return tokens.length - 1;
}

/**
 * Whether a function that calls `calls` already reuses the function named
 * `existing` (`f`, `Class.method`): it calls that name. A function of the same
 * name as `existing` is left undecided (false): its own name may be a
 * recursion or a method of another class.
 */
export function reuses(ownName: string, calls: ReadonlySet<string>, existing: string): boolean {
  const bare = (name: string): string => name.split(/[.#]/).pop()!;
  return bare(ownName) !== bare(existing) && calls.has(bare(existing));
}
