/**
 * Literal contents as content (embedding semantics 4). Identifiers and
 * literals are abstracted by kind in the structural channels, so two
 * functions whose substance is a long string or template literal (tagged
 * CSS, SQL, HTML, code in strings) looked identical whatever they said.
 * The words of their long literals now enter the lexical part, weighted by
 * the share of the function's text those literals make up: a function that
 * is mostly a literal is compared mostly by it, one with a long message in
 * passing barely at all. Short literals (the edits of a renamed or edited
 * copy) never count.
 */
import type { Token } from './lexer.js';

/** A literal counts as content from this many characters between its quotes. */
export const LITERAL_MIN_CHARS = 24;
/** The lexical part's extra weight for a function that is all literal (scaled by the literal share). */
export const LITERAL_WEIGHT = 0.6;

export interface LiteralContent {
  /** Word and word-pair features of the long literals, with counts. */
  features: Map<string, number>;
  /** Characters of long-literal contents over the characters of all tokens (0..1). */
  share: number;
}

const WORD = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;

export function literalContent(tokens: readonly Token[]): LiteralContent {
  const features = new Map<string, number>();
  let literalChars = 0;
  let allChars = 0;
  const add = (f: string): void => {
    features.set(f, (features.get(f) ?? 0) + 1);
  };
  for (const t of tokens) {
    allChars += t.text.length;
    if (t.kind !== 'str' && t.kind !== 'tmpl') continue;
    const body = t.text.slice(1, -1);
    if (body.length < LITERAL_MIN_CHARS) continue;
    literalChars += body.length;
    const words = (body.match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => w.length >= 2);
    words.forEach((w, i) => {
      add(`w\u241f${w}`);
      if (i > 0) add(`b\u241f${words[i - 1]} ${w}`);
    });
  }
  return { features, share: allChars > 0 && features.size > 0 ? Math.min(1, literalChars / allChars) : 0 };
}
