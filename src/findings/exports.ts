/**
 * Whether an existing function can be reused by importing it: what a
 * re-implementation finding asks of the reviewer ("use the helper you
 * have"). A closure inside another function, or a module-local function,
 * cannot be imported without a refactoring first; a per-feature component's
 * private `renderLink` is a sibling, not a helper.
 *
 * Read from the module's text, not resolved: the ES forms
 * (`export function f`, `export const f`, `export class C`,
 * `export default f`, `export { a, b as c }`) and the CommonJS ones
 * (`module.exports = f`, `module.exports = { a, b: c }`, `exports.f =`,
 * `module.exports.f =`). A static method or an object's method counts
 * through its class or object (`Store.load` is exported when `Store` is); an
 * instance method of a class does not: it needs an instance of that class,
 * so a method written again in another class is a sibling. When the text
 * cannot tell (a module that assigns `module.exports` from an expression)
 * the answer is yes: this check only ever removes a row it is sure of.
 */

const IDENT = String.raw`[A-Za-z_$][\w$]*`;
const DECLARED = new RegExp(String.raw`(?:^|[\n;])\s*export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\s*\*?|class|const|let|var)\s*(${IDENT})`, 'g');
const DEFAULT_NAME = new RegExp(String.raw`(?:^|[\n;])\s*export\s+default\s+(${IDENT})\s*[;\n]`, 'g');
const CLAUSE = /(?:^|[\n;])\s*export\s+(?:type\s+)?\{([^}]*)\}/g;
const CJS_NAME = new RegExp(String.raw`(?:^|[^\w$.])(?:module\.)?exports\.(${IDENT})\s*=`, 'g');
const CJS_OBJECT = /(?:^|[^\w$.])module\.exports\s*=\s*\{([^}]*)\}/g;
const CJS_VALUE = new RegExp(String.raw`(?:^|[^\w$.])module\.exports\s*=(?!\s*\{)\s*(?:(${IDENT})\s*(?:;|\n|$))?`, 'g');

const CLASS = new RegExp(String.raw`(?:^|[\n;])\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?class\s+(${IDENT})`, 'g');
const STATIC = /^\s*(?:(?:public|protected|private|readonly|override|async|get|set)\s+)*static\b/;

/** What a module's text exports (local names, or `any` when it cannot tell) and which classes it declares. */
export interface ModuleExports {
  readonly any: boolean;
  readonly names: ReadonlySet<string>;
  readonly classes: ReadonlySet<string>;
}

export function moduleExports(text: string): ModuleExports {
  const names = new Set<string>();
  const classes = new Set<string>();
  for (const m of text.matchAll(CLASS)) classes.add(m[1]!);
  for (const m of text.matchAll(DECLARED)) names.add(m[1]!);
  for (const m of text.matchAll(DEFAULT_NAME)) names.add(m[1]!);
  for (const m of text.matchAll(CLAUSE)) {
    // `a`, `a as b`, `type a`: the local name is what the module declares
    for (const part of m[1]!.split(',')) {
      const local = /^\s*(?:type\s+)?([A-Za-z_$][\w$]*)/.exec(part);
      if (local) names.add(local[1]!);
    }
  }
  for (const m of text.matchAll(CJS_NAME)) names.add(m[1]!);
  for (const m of text.matchAll(CJS_OBJECT)) {
    // `{ a, b: c, d() {} }`: keys and values both, since object methods are named by their key
    for (const id of m[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(id);
  }
  for (const m of text.matchAll(CJS_VALUE)) {
    const id = m[1];
    if (id === undefined) return { any: true, names, classes };
    names.add(id);
  }
  return { any: false, names, classes };
}

/**
 * Whether the function named `name` (as extraction names it: `f`,
 * `Class.method`, `obj.method`, `default`) can be imported from a module
 * exporting `exports`, when `enclosed` says whether another function
 * contains it and `firstLine` is its first source line (a `static` method?).
 */
export function isImportable(name: string, enclosed: boolean, exports: ModuleExports, firstLine = ''): boolean {
  if (enclosed) return false;
  const owner = name.split(/[.[]/, 1)[0]!;
  if (owner !== name && exports.classes.has(owner) && !STATIC.test(firstLine)) return false;
  if (exports.any) return true;
  return owner === 'default' || exports.names.has(owner);
}
