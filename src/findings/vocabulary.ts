/**
 * The words a function is written in: the parts of its identifiers and the
 * words of its literal and JSX text, lower-cased (`getUserEmail` gives
 * `get`, `user`, `email`). A function that re-implements another shares the
 * problem's words with it (the nouns of the domain, the APIs it calls) even
 * when every local name differs; two functions of one shape doing different
 * things (a switch returning strings, a small card component) share the
 * shape, which is what the embedding sees past names, and few words. On the
 * PR benchmark (bench/review/README.md) the re-implementation rows judged
 * noise share a median 0.17 of their words (19 of 23 under 0.3), the helpers
 * written again from a description 0.56 (7 of 87 under 0.3), and the three
 * rows judged actionable 0.36 to 0.53. Words are compared by stem (Porter's:
 * `indexes` and `index`, `reordered` and `reorder`), so a helper written
 * again in the plural or another tense keeps its words.
 */

import { stemmer } from 'stemmer';
import { identifierSubtokens } from '../embedding/lexer.js';

// keywords and the type names every TypeScript function may spell: shared by everything, evidence of nothing
const KEYWORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else export extends finally for function if import in instanceof let new ' +
    'return super switch this throw try typeof var void while with yield async await of null undefined true false as from type interface enum ' +
    'implements readonly public private protected static get set any string number boolean unknown never object'
  ).split(' ')
);
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
/** Shorter parts (`id`, `e`, `i`) are too common to tell two functions apart. */
const MIN_WORD = 3;

/** The words of a function's normalized text (src/extraction/normalize.ts: its tokens, comments dropped). */
export function wordsOf(normalized: string): Set<string> {
  const out = new Set<string>();
  for (const [identifier] of normalized.matchAll(IDENTIFIER)) {
    if (KEYWORDS.has(identifier)) continue;
    // the model's own split (camelCase humps, ALLCAPS runs, digit runs), lower-cased
    for (const part of identifierSubtokens(identifier)) if (part.length >= MIN_WORD) out.add(part);
  }
  return out;
}

const stems = new Map<string, string>();
/** A word's stem (Porter: `indexes` and `index`, `reordered` and `reorder` are one word). */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) stems.set(word, (s = stemmer(word)));
  return s;
}

/** The share of their words two functions have in common, by stem (Jaccard; 0 when neither has any). */
export function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const sa = new Set([...a].map(stem));
  const sb = new Set([...b].map(stem));
  let both = 0;
  for (const w of sa) if (sb.has(w)) both++;
  const either = sa.size + sb.size - both;
  return either === 0 ? 0 : both / either;
}
