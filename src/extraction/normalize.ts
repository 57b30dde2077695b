/**
 * Normalization: the text that is embedded for a function (and hashed into
 * `normalized_sha256`, the vector cache key).
 *
 * THE RULE (extraction semantics version 1, see EXTRACTION_SEMANTICS_VERSION):
 *
 *   normalized(f) = the source text of every token of f, in source order,
 *                   joined by exactly one U+0020 space.
 *
 * where the tokens of f are the tokens (below) of the file that lie entirely
 * inside f's syntax node (the `function_declaration`, `method_definition`,
 * `arrow_function`, ... node itself: for `const f = () => 1` that is
 * `() => 1`; for a method it includes modifiers and the name).
 *
 * The tokens of a file are the leaves of its tree-sitter syntax tree, found in
 * one iterative TreeCursor walk, except that:
 * - comments (`comment`, `html_comment`, `#!` lines) are dropped, with
 *   everything inside them;
 * - string literals and regular expression literals (`string`, `regex`)
 *   are one token each: their exact source text, quotes and escapes included;
 * - template literals (`template_string`, TS `template_literal_type`): each
 *   run of literal text, from a backtick or `}` up to the next `${` or closing
 *   backtick, is one token of its exact source text (backticks included);
 *   the substitutions are tokenized like any other code, so `${ a }` and
 *   `${a}` both give the tokens `${`, `a`, `}`;
 * - JSX text (`jsx_text`) is split at whitespace: one token per word, so
 *   re-indenting or re-wrapping JSX children does not change the text;
 * - zero-width leaves (tree-sitter's MISSING nodes) are not tokens.
 *
 * Consequences: indentation, line breaks, blank lines, spaces between tokens
 * and comments never change the normalized text; identifiers, literals,
 * keywords and punctuation all do (renaming a variable changes it). Text
 * inside string and template literals is kept byte for byte.
 * The source between tokens that is not whitespace or a comment cannot occur
 * in a tree without errors; functions whose node contains an ERROR or MISSING
 * node are not extracted at all.
 *
 * Token ranges are stored as UTF-16 offsets in two typed arrays (web-tree-sitter
 * reports JS string indices), so each function's tokens are found with two
 * binary searches and never by walking its subtree again.
 */

/** Growable (start, end) pairs of UTF-16 offsets, in source order, non-overlapping. */
export class TokenBuffer {
  starts: Uint32Array;
  ends: Uint32Array;
  count = 0;

  constructor(capacity = 1024) {
    this.starts = new Uint32Array(capacity);
    this.ends = new Uint32Array(capacity);
  }

  push(start: number, end: number): void {
    if (this.count === this.starts.length) this.grow();
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.count++;
  }

  /** Extend the last token to `end` (template literal text spanning several leaves). */
  extendLast(end: number): void {
    if (this.count > 0) this.ends[this.count - 1] = end;
  }

  private grow(): void {
    const starts = new Uint32Array(this.starts.length * 2);
    const ends = new Uint32Array(this.ends.length * 2);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }
}

/** Index of the first token whose start is >= offset. */
function lowerBound(starts: Uint32Array, count: number, offset: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((starts[mid] as number) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [first, last) token indices of the tokens lying entirely inside [start, end). */
export function tokenRange(tokens: TokenBuffer, start: number, end: number): [number, number] {
  const first = lowerBound(tokens.starts, tokens.count, start);
  let last = lowerBound(tokens.starts, tokens.count, end);
  // tokens are non-overlapping and sorted, so only the last one can straddle `end`
  while (last > first && (tokens.ends[last - 1] as number) > end) last--;
  return [first, last];
}

/**
 * Lower bound on the UTF-8 byte length of the normalized text of tokens
 * [first, last): UTF-16 length (each code unit is at least one UTF-8 byte).
 * Lets callers reject huge functions without building their text.
 */
export function normalizedLengthLowerBound(tokens: TokenBuffer, first: number, last: number): number {
  let n = last > first ? last - first - 1 : 0;
  for (let i = first; i < last; i++) n += (tokens.ends[i] as number) - (tokens.starts[i] as number);
  return n;
}

/** The normalized text of tokens [first, last) of `text`. */
export function normalizedText(text: string, tokens: TokenBuffer, first: number, last: number): string {
  const parts = new Array<string>(Math.max(0, last - first));
  for (let i = first; i < last; i++) parts[i - first] = text.slice(tokens.starts[i], tokens.ends[i]);
  return parts.join(' ');
}
