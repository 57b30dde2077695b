/**
 * R: the behaviour-preserving rewrites in their fixed order (the order is
 * part of the seeded output), and the pass that applies a seeded subset of
 * those that fit, each re-parsed before the next.
 */
import { Doc } from '../parse.js';
import { shuffle, type Rand } from '../random.js';
import { applyEdits } from '../text-edits.js';
import type { Rewrite } from './syntax.js';
import { forOfToForEach, forToWhile, incrementStyle, indexedForToForOf, whileToFor } from './loops.js';
import { dropElseAfterReturn, ifToTernary, invertIf, ternaryToIf } from './conditionals.js';
import { arrowBody, functionToArrow } from './functions.js';
import { extractTemp, inlineTemp, reorder } from './statements.js';
import { destructuring, templateConcat } from './expressions.js';

const REWRITES: Array<[string, Rewrite]> = [
  ['for-to-while', forToWhile],
  ['while-to-for', whileToFor],
  ['for-of-to-forEach', forOfToForEach],
  ['indexed-for-to-for-of', indexedForToForOf],
  ['if-else-to-ternary', ifToTernary],
  ['ternary-to-if', ternaryToIf],
  ['drop-else-after-return', dropElseAfterReturn],
  ['invert-if', invertIf],
  ['function-to-arrow', functionToArrow],
  ['arrow-body', arrowBody],
  ['extract-temporary', extractTemp],
  ['inline-temporary', inlineTemp],
  ['reorder-independent', reorder],
  ['destructuring', destructuring],
  ['template-concat', templateConcat],
  ['increment-style', incrementStyle]
];
export const REWRITE_NAMES: readonly string[] = REWRITES.map(([n]) => n);

/** The outer function itself: declaration -> arrow bound to const is not possible in the same slot; method/expression <-> ... kept. */

/** Apply a seeded subset (at least one) of the rewrites that fit; returns the new wrapped body and the names applied. */
export function rewriteMutation(doc0: Doc, r: Rand, strength: number): { body: string; applied: string[] } | null {
  let doc = doc0;
  const applied: string[] = [];
  const order = shuffle(r, [...REWRITES]);
  const want = Math.max(1, strength);
  for (const [name, rw] of order) {
    if (applied.length >= want) break;
    const edits = rw(doc, r);
    if (!edits) continue;
    const body = applyEdits(doc.text, edits).slice(doc.wrapper.prefix.length, -doc.wrapper.suffix.length || undefined);
    let next: Doc;
    try {
      next = new Doc(doc.language, doc.wrapper, body);
    } catch {
      continue;
    }
    if (doc !== doc0) doc.delete();
    doc = next;
    applied.push(name);
  }
  if (!applied.length) return null;
  const body = doc.body;
  if (doc !== doc0) doc.delete();
  return { body, applied };
}
