/**
 * The embedded default model's inference: normalized text → tokens → hashed
 * sparse features in weighted channels → dense projection → L2 normalization.
 * Pure JS, CPU, deterministic. Every number comes from the artifact.
 */
import { fmix32, fnv1a, FNV_OFFSET } from '../util/hash.js';
import { freeIdentifiers } from './bindings.js';
import { tokenize, identifierSubtokens, type Token } from './lexer.js';
import { channelPrefix, featureCodes } from './channel-features.js';
import { plainProjection, simdProjection, type Project } from './projection-kernel.js';
import { bodyDimensions, type HashModelData, type HashModelHeader, type HeadWeights } from './model-format.js';
import { LITERAL_WEIGHT, literalContent } from './literals.js';

/** Seed offset of the literal features' hashing (apart from the identifiers' in the same part). */
const LITERAL_SEED = 0x6c697421;

export interface EmbedOne {
  vector: Float32Array;
  truncated: boolean;
  tokens: number;
}

/** FNV-1a over UTF-16 code units, seeded, finished with murmur3's fmix32. */
export function hashFeature(seed: number, s: string): number {
  return fmix32(fnv1a(s, (FNV_OFFSET ^ seed) >>> 0));
}

/** A token as the structural channels see it: identifiers and literals by kind, everything else as written. */
export function abstractToken(t: Token): string {
  switch (t.kind) {
    case 'id': return 'ID';
    case 'str': return 'STR';
    case 'tmpl': return 'TMPL';
    case 'num': return 'NUM';
    case 'regex': return 'REGEX';
    default: return t.text;
  }
}

const NAME_MODIFIERS = new Set(['export', 'default', 'async', 'static', 'public', 'private', 'protected', 'readonly', 'abstract', 'override', 'declare', 'accessor', 'get', 'set']);

/**
 * The function's own name as its normalized text shows it: the name after
 * `function` (declarations, named function expressions) or a method's name
 * after its modifiers. Arrow functions and anonymous function expressions
 * carry no name in their text (null); `constructor` is not a chosen name (null).
 */
export function ownName(tokens: readonly Token[]): string | null {
  return ownNameAt(tokens)?.name ?? null;
}

interface OwnName {
  name: string;
  /** Index of the declaring token. */
  at: number;
  /** A method (its recursion is `this.name`), else a function (its recursion is the bare name). */
  method: boolean;
}

function ownNameAt(tokens: readonly Token[]): OwnName | null {
  let i = 0;
  for (;;) {
    const t = tokens[i];
    if (!t) return null;
    if (t.text === 'function') {
      i++;
      if (tokens[i]?.text === '*') i++;
      const n = tokens[i];
      return n && (n.kind === 'id' || n.kind === 'kw') && n.text !== 'constructor' ? { name: n.text, at: i, method: false } : null;
    }
    if (t.text === '*') { i++; continue; }
    const next = tokens[i + 1];
    if ((t.kind === 'kw' || t.kind === 'id') && NAME_MODIFIERS.has(t.text) && next && next.text !== '(' && next.text !== '<' && next.text !== '=>') { i++; continue; }
    break;
  }
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (!(t.kind === 'id' || t.kind === 'kw') || !next || (next.text !== '(' && next.text !== '<' && next.text !== '?')) return null;
  // `async ( x ) => …` is an arrow, not a method named async: an arrow has `=>` at depth 0 before its first depth-0 `{`.
  let depth = 0;
  for (let j = i + 1; j < tokens.length; j++) {
    const x = tokens[j]!.text;
    if (x === '(' || x === '[' || x === '<') depth++;
    else if (x === ')' || x === ']' || x === '>') depth--;
    else if (depth <= 0 && x === '{') break;
    else if (depth <= 0 && x === '=>') return null;
  }
  return t.text === 'constructor' ? null : { name: t.text, at: i, method: true };
}

const isMemberDot = (t: Token | undefined): boolean => t !== undefined && (t.text === '.' || t.text === '?.');

/**
 * The tokens naming the function itself, which a renamed copy renames: the
 * declaring token and the recursion, i.e. a function's bare name (never a
 * member `x.name`, which is some other object's) and a method's `this.name`.
 * A delegating method (`dispose() { this.store.dispose(); }`) keeps the
 * member it calls.
 */
export function selfReferences(tokens: readonly Token[]): { name: string | null; at: ReadonlySet<number> } {
  const own = ownNameAt(tokens);
  if (own === null) return { name: null, at: new Set() };
  const at = new Set<number>([own.at]);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (i === own.at || t.text !== own.name || !(t.kind === 'id' || t.kind === 'kw')) continue;
    const member = isMemberDot(tokens[i - 1]);
    if (own.method ? member && tokens[i - 2]?.text === 'this' && !isMemberDot(tokens[i - 3]) : !member) at.add(i);
  }
  return { name: own.name, at };
}

/** The name part's features: the whole lower-cased name and its sub-tokens. */
export function nameFeatures(name: string, wholeWeight: number): Map<string, number> {
  const m = new Map<string, number>();
  if (wholeWeight > 0) m.set(`=${name.toLowerCase()}`, wholeWeight);
  for (const sub of identifierSubtokens(name)) m.set(sub, (m.get(sub) ?? 0) + 1);
  return m;
}

/** The sparse input of the projection: bucket indices (in first-touch order) and their values. */
export interface SparseFeatures {
  buckets: number[];
  values: number[];
  /** The function's own name (v2 models with a name part), or null. */
  name: string | null;
  tokens: number;
  truncated: boolean;
}

export class HashModel {
  readonly header: HashModelHeader;
  readonly dimensions: number;
  private readonly keywords: ReadonlySet<string>;
  private readonly weights: Float32Array;
  /** The body projection: the SIMD kernel where it runs, else the plain loop (bit-identical). */
  private readonly project: Project;
  private readonly bodyAcc: Float64Array;
  private readonly bodyDims: number;
  private readonly head: HeadWeights | null;
  private readonly hiddenAcc: Float64Array;
  private readonly channelAcc: Float64Array;
  private readonly totalAcc: Float64Array;
  /** Per-bucket "already listed" stamps (channel, total), so a bucket that sums to 0 is never listed twice. */
  private readonly channelMark: Uint32Array;
  private readonly totalMark: Uint32Array;
  private stamp = 0;
  /** Each channel's FNV-1a prefix state. */
  private readonly prefixes: ReadonlyMap<string, number>;

  constructor(data: HashModelData) {
    this.header = data.header;
    this.dimensions = data.header.dimensions;
    this.keywords = new Set(data.header.keywords);
    this.weights = data.bucketWeights;
    this.bodyDims = bodyDimensions(data.header);
    this.project = simdProjection(data.projection, this.bodyDims) ?? plainProjection(data.projection, this.bodyDims);
    this.bodyAcc = new Float64Array(this.bodyDims);
    this.head = data.head ?? null;
    this.hiddenAcc = new Float64Array(this.head?.hidden ?? 0);
    this.channelAcc = new Float64Array(data.header.buckets);
    this.totalAcc = new Float64Array(data.header.buckets);
    this.channelMark = new Uint32Array(data.header.buckets);
    this.totalMark = new Uint32Array(data.header.buckets);
    this.prefixes = new Map(data.header.channels.map((c) => [c.name, channelPrefix(data.header.hash.seed >>> 0, c.name)]));
  }

  private nextStamp(): number {
    if (this.stamp >= 0xfffffff0) {
      this.stamp = 0;
      this.channelMark.fill(0);
      this.totalMark.fill(0);
    }
    return ++this.stamp;
  }

  tokenize(text: string): { tokens: Token[]; truncated: boolean } {
    return tokenize(text, this.keywords, this.header.max_tokens);
  }

  /** Tokens of `text` with the function's references to itself hidden (seen as a placeholder identifier) when the model has a name or lexical part. */
  private analyze(text: string): { tokens: Token[]; name: string | null; truncated: boolean } {
    const h = this.header;
    const { tokens: raw, truncated } = this.tokenize(text);
    if (!h.name && !h.lexical) return { tokens: raw, name: null, truncated };
    const { name, at } = selfReferences(raw);
    if (name === null) return { tokens: raw, name, truncated };
    return { tokens: raw.map((t, i) => (at.has(i) ? { kind: 'id', text: '' } : t)), name, truncated };
  }

  /**
   * The weighted, per-channel normalized hashed features of `text`: the
   * projection's input. With a name or lexical part, the function's own name
   * is hidden from the body channels (seen as a placeholder identifier).
   */
  features(text: string): SparseFeatures {
    return this.sparse(this.analyze(text));
  }

  private sparse({ tokens, name, truncated }: { tokens: Token[]; name: string | null; truncated: boolean }): SparseFeatures {
    const h = this.header;
    const abstracted = tokens.map(abstractToken);
    const mask = h.buckets - 1;
    const acc = this.channelAcc;
    const total = this.totalAcc;
    const touchedTotal: number[] = [];
    const totalStamp = this.nextStamp();
    for (const channel of h.channels) {
      if (channel.weight === 0) continue;
      const prefix = this.prefixes.get(channel.name)!;
      const { codes, counts } = featureCodes(channel, tokens, abstracted, prefix);
      const touched: number[] = [];
      const channelStamp = this.nextStamp();
      for (let f = 0; f < codes.length; f++) {
        const code = codes[f]!;
        const count = counts[f]!;
        const bucket = code & mask;
        const sign = h.hash.signed && code >>> 31 ? -1 : 1;
        const tf = h.tf === 'log1p' ? 1 + Math.log(count) : count;
        if (this.channelMark[bucket] !== channelStamp) {
          this.channelMark[bucket] = channelStamp;
          touched.push(bucket);
        }
        acc[bucket] = acc[bucket]! + sign * tf * this.weights[bucket]!;
      }
      let norm = 0;
      for (const b of touched) norm += acc[b]! * acc[b]!;
      norm = Math.sqrt(norm);
      const scale = norm > 0 ? channel.weight / norm : 0;
      for (const b of touched) {
        if (scale !== 0 && acc[b] !== 0) {
          if (this.totalMark[b] !== totalStamp) {
            this.totalMark[b] = totalStamp;
            touchedTotal.push(b);
          }
          total[b] = total[b]! + acc[b]! * scale;
        }
        acc[b] = 0;
      }
    }
    const values: number[] = new Array<number>(touchedTotal.length);
    for (let i = 0; i < touchedTotal.length; i++) {
      const b = touchedTotal[i]!;
      values[i] = total[b]!;
      total[b] = 0;
    }
    return { buckets: touchedTotal, values, name, tokens: tokens.length, truncated };
  }

  private applyHead(z: Float64Array, norm: number): number {
    return applyResidualHead(this.head!, z, norm, this.hiddenAcc);
  }

  /**
   * The lexical part with the function's literal contents (./literals.ts): a
   * unit vector and its weight, or null with neither free identifiers nor
   * long literals. The identifiers keep the model's lexical weight; the
   * literals add LITERAL_WEIGHT × their share of the text.
   */
  private lexicalWithLiterals(tokens: readonly Token[]): { vector: Float64Array; weight: number } | null {
    const spec = this.header.lexical!;
    const ids = this.lexicalPart(tokens);
    const lit = literalContent(tokens);
    const wLit = LITERAL_WEIGHT * lit.share;
    const literal = wLit > 0 ? signedHashUnit([...lit.features].map(([f, n]): [string, number] => [f, this.header.tf === 'log1p' ? 1 + Math.log(n) : n]), spec.dimensions, spec.hash_seed ^ LITERAL_SEED) : null;
    if (!literal) return ids ? { vector: ids, weight: spec.weight } : null;
    const wIds = ids ? spec.weight : 0;
    const v = new Float64Array(spec.dimensions);
    for (let k = 0; k < v.length; k++) v[k] = (ids ? ids[k]! * Math.sqrt(wIds) : 0) + literal[k]! * Math.sqrt(wLit);
    let n = 0;
    for (let k = 0; k < v.length; k++) n += v[k]! * v[k]!;
    n = Math.sqrt(n);
    if (!(n > 0)) return ids ? { vector: ids, weight: spec.weight } : null;
    for (let k = 0; k < v.length; k++) v[k] = v[k]! / n;
    return { vector: v, weight: wIds + wLit };
  }

  /** The lexical part (format v4) of name-hidden `tokens`: a unit vector, or null without free identifiers. */
  private lexicalPart(tokens: readonly Token[]): Float64Array | null {
    const spec = this.header.lexical!;
    const counts = new Map<string, number>();
    for (const name of freeIdentifiers(tokens)) for (const sub of identifierSubtokens(name)) counts.set(sub, (counts.get(sub) ?? 0) + 1);
    const seed = this.header.hash.seed >>> 0;
    const mask = this.header.buckets - 1;
    const weighted = [...counts].map(([sub, count]): [string, number] => {
      const idf = this.weights[hashFeature(seed, `${spec.channel}\u241f${sub}`) & mask]!;
      return [sub, (this.header.tf === 'log1p' ? 1 + Math.log(count) : count) * idf];
    });
    return signedHashUnit(weighted, spec.dimensions, spec.hash_seed);
  }

  /** The name part of a named function: a unit vector, or null. */
  private namePart(name: string | null): Float64Array | null {
    const spec = this.header.name;
    if (!spec || spec.dimensions === 0 || spec.weight === 0 || name === null) return null;
    return signedHashUnit(nameFeatures(name, spec.whole_weight), spec.dimensions, spec.hash_seed);
  }

  embed(text: string): EmbedOne {
    const analyzed = this.analyze(text);
    const f = this.sparse(analyzed);
    const d = this.bodyDims;
    const out = this.bodyAcc;
    this.project(f.buckets, f.values, out);
    let norm = 0;
    for (let k = 0; k < d; k++) norm += out[k]! * out[k]!;
    norm = Math.sqrt(norm);
    if (this.head && norm > 0) norm = this.applyHead(out, norm);
    const vector = new Float32Array(this.dimensions);
    const lexSpec = this.header.lexical;
    const lex = lexSpec ? this.lexicalWithLiterals(analyzed.tokens) : null;
    const lexical = lex?.vector ?? null;
    const named = this.namePart(f.name);
    // part weights over the parts this function has; the body is always there
    const wLex = lex ? lex.weight : 0;
    const wName = named ? this.header.name!.weight : 0;
    const total = 1 - (lexSpec?.weight ?? 0) - (this.header.name?.weight ?? 0) + wLex + wName;
    const bodyWeight = Math.sqrt((total - wLex - wName) / total);
    // No features at all (empty text): a fixed unit vector, so every output is a unit vector.
    if (!(norm > 0)) vector[0] = bodyWeight;
    else for (let k = 0; k < d; k++) vector[k] = (out[k]! / norm) * bodyWeight;
    if (lexical) {
      const lw = Math.sqrt(wLex / total);
      for (let k = 0; k < lexSpec!.dimensions; k++) vector[d + k] = lexical[k]! * lw;
    }
    if (named) {
      const nw = Math.sqrt(wName / total);
      const o = d + (lexSpec?.dimensions ?? 0);
      for (let k = 0; k < named.length; k++) vector[o + k] = named[k]! * nw;
    }
    return { vector, truncated: f.truncated, tokens: f.tokens };
  }
}

/** Signed feature hashing of weighted features into `dims` components, as a unit vector (null when nothing is left). */
function signedHashUnit(features: Iterable<readonly [string, number]>, dims: number, seed: number): Float64Array | null {
  const v = new Float64Array(dims);
  for (const [feature, w] of features) {
    const code = hashFeature(seed >>> 0, feature);
    v[code % dims] = v[code % dims]! + (code >>> 31 ? -w : w);
  }
  let n = 0;
  for (let k = 0; k < dims; k++) n += v[k]! * v[k]!;
  n = Math.sqrt(n);
  if (!(n > 0)) return null;
  for (let k = 0; k < dims; k++) v[k] = v[k]! / n;
  return v;
}

/** The residual head (format v3) on the body projection `z` of norm `norm`, in place; returns the new norm. */
export function applyResidualHead(head: HeadWeights, z: Float64Array, norm: number, hidden: Float64Array): number {
  const d = z.length;
  const h = head.hidden;
  const inv = 1 / norm;
  for (let k = 0; k < d; k++) z[k] = z[k]! * inv;
  for (let j = 0; j < h; j++) {
    let a = head.bias[j]!;
    const o = j * d;
    for (let k = 0; k < d; k++) a += head.w_in[o + k]! * z[k]!;
    hidden[j] = a > 0 ? a : 0;
  }
  let n = 0;
  for (let k = 0; k < d; k++) {
    let y = z[k]!;
    const o = k * h;
    for (let j = 0; j < h; j++) y += head.w_out[o + j]! * hidden[j]!;
    z[k] = y;
    n += y * y;
  }
  return Math.sqrt(n);
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
