/**
 * Peer baseline: TF-IDF over identifier sub-tokens (camelCase / snake_case
 * parts, lower-cased) of each function's normalized text, keywords excluded;
 * log-scaled term frequency, smoothed IDF over the corpus, L2-normalized, so
 * the dot product is the cosine.
 */
import { identifierSubtokens, tokenize } from '../../src/embedding/lexer.js';

const KEYWORDS = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'import in instanceof new null return super switch this throw true try typeof var void while with yield let static await ' +
    'async of get set undefined as interface type implements private protected public readonly abstract declare keyof infer ' +
    'is namespace never unknown any number string boolean symbol object bigint').split(' ')
);

export function identifierTerms(normalized: string): string[] {
  const { tokens } = tokenize(normalized, KEYWORDS);
  const out: string[] = [];
  for (const t of tokens) if (t.kind === 'id') for (const s of identifierSubtokens(t.text)) out.push(s.toLowerCase());
  return out;
}

/** Cosine similarity rows over sparse TF-IDF vectors: `row(i)[j]` = cos(i, j). */
export function tfidfRows(texts: readonly string[]): { row(i: number): Float32Array } {
  const docs = texts.map((t) => {
    const m = new Map<string, number>();
    for (const term of identifierTerms(t)) m.set(term, (m.get(term) ?? 0) + 1);
    return m;
  });
  const df = new Map<string, number>();
  for (const d of docs) for (const k of d.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const n = docs.length;
  const vecs: Array<Array<[string, number]>> = docs.map((d) => {
    const entries: Array<[string, number]> = [];
    let norm = 0;
    for (const [k, c] of d) {
      const w = (1 + Math.log(c)) * (Math.log((1 + n) / (1 + df.get(k)!)) + 1);
      entries.push([k, w]);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    return entries.map(([k, w]) => [k, norm > 0 ? w / norm : 0] as [string, number]);
  });
  const postings = new Map<string, Array<[number, number]>>();
  vecs.forEach((v, doc) => {
    for (const [k, w] of v) {
      let p = postings.get(k);
      if (!p) postings.set(k, (p = []));
      p.push([doc, w]);
    }
  });
  return {
    row(i: number): Float32Array {
      const acc = new Float32Array(n);
      for (const [k, w] of vecs[i]!) for (const [j, wj] of postings.get(k)!) acc[j] = acc[j]! + w * wj;
      return acc;
    }
  };
}
