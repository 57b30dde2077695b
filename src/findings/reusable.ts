/**
 * Whether an existing function can be reused where it stands: what a
 * re-implementation finding asks of the reviewer ("use the one you have").
 * A top-level function can (import it, or export it first); a closure inside
 * another function cannot without a refactoring (a component's private
 * `renderLink` is a sibling, not a helper), nor can an instance method of a
 * class, which needs an instance of that class (a method written again in
 * another class is a sibling). A static method or an object's method counts
 * as top level.
 */

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
