/**
 * Methods of classes, from a function's name alone: extraction names a class
 * member `Class.member` (src/languages/ecmascript.ts), and a class's name is
 * capitalised by near-universal convention, while an object literal's
 * members (`routes.billing`) and assigned handlers (`reader.onerror`) are
 * bound to lower-case names.
 *
 * Two classes' methods that look alike are how one interface is implemented
 * (a provider's `getToken`, a store's `constructor`, an adapter's `asc`), or
 * the plumbing every class of a framework shares (injection, resolvers): a
 * class is reused whole, not a method at a time, so neither "call the one
 * you have" nor "bring the other one into step" is a change a reviewer asks
 * for; a static method the new code can call where it stands is a utility,
 * not a sibling, and the decision still shows a copy of it, unless the new
 * one is the same member of its own class (a subclass's `fromError` beside
 * its base class's: a factory overridden to return its own type, which
 * calling the other would lose; `oneMemberOfTwoOwners` below). Measured: of the
 * 28 rows between methods of two classes judged on the PR review benchmark
 * (eleven repositories, bench/review/labels.json), none was actionable (21
 * expected, 7 noise).
 */
import type { Location } from '../contracts/types.js';

const CLASS_MEMBER = /^([A-Z][A-Za-z0-9_$]*)\.(?!prototype\b)[A-Za-z_$#]/;

/** The class a function is a member of (`Store` for `Store.update`), or null for any other function. */
export function owningClass(name: string): string | null {
  if (name.includes('[')) return null;
  return CLASS_MEMBER.exec(name)?.[1] ?? null;
}

/** Whether two functions are methods of two different classes. */
export function methodsOfTwoClasses(a: Pick<Location, 'name'>, b: Pick<Location, 'name'>): boolean {
  const ca = owningClass(a.name);
  const cb = owningClass(b.name);
  return ca !== null && cb !== null && ca !== cb;
}

/** A member function's owner and member path (`searchTool.request.url` → searchTool, request.url), or null for a function of no owner. */
function ownerAndMember(name: string): [string, string] | null {
  if (name.includes('[')) return null;
  const dot = name.indexOf('.');
  return dot > 0 && dot < name.length - 1 ? [name.slice(0, dot), name.slice(dot + 1)] : null;
}

/**
 * Whether two functions are one member of two objects or classes
 * (`youtubeSearchTool.transformResponse` and
 * `youtubeChannelVideosTool.transformResponse`, `toolA.request.url` and
 * `toolB.request.url`): one interface implemented twice, by object literals
 * as by classes (a tool's, a widget's or a plug-in's config). Its members are
 * named by the interface, and each object carries its own on purpose, as
 * each class does: a copy between them is how the next one is written.
 * Measured: of the 31 rows judged on the PR review benchmark that pair one
 * member of two owners (26 between classes, 5 between the tool configs of
 * one repository, 2 keyed entries of two tables), none was actionable (29
 * expected, 2 noise).
 */
export function oneMemberOfTwoOwners(a: Pick<Location, 'name'>, b: Pick<Location, 'name'>): boolean {
  const x = ownerAndMember(a.name);
  const y = ownerAndMember(b.name);
  return x !== null && y !== null && x[0] !== y[0] && x[1] === y[1];
}
