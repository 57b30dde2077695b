/**
 * The embedded default model's inference: normalized text → tokens → hashed
 * sparse features in weighted channels → dense projection → L2 normalization.
 * Pure JS, CPU, deterministic. Every number comes from the artifact.
 */
import { tokenize, identifierSubtokens, type Token } from './lexer.js';
import type { HashModelData, HashModelHeader, ChannelSpec } from './model-format.js';

export interface EmbedOne {
  vector: Float32Array;
  truncated: boolean;
  tokens: number;
}

/** murmur3's 32-bit finalizer: also the recipe's integer randomness. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over UTF-16 code units, seeded, finished with murmur3's fmix32. */
export function hashFeature(seed: number, s: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

function abstractToken(t: Token): string {
  switch (t.kind) {
    case 'id': return 'ID';
    case 'str': return 'STR';
    case 'tmpl': return 'TMPL';
    case 'num': return 'NUM';
    case 'regex': return 'REGEX';
    default: return t.text;
  }
}

/** The features of one channel: feature string → count. */
export function channelFeatures(channel: ChannelSpec, tokens: readonly Token[], abstracted: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (f: string): void => { counts.set(f, (counts.get(f) ?? 0) + 1); };
  switch (channel.kind) {
    case 'structural': {
      const n = channel.n;
      for (let i = 0; i + n <= abstracted.length; i++) {
        let f = abstracted[i]!;
        for (let k = 1; k < n; k++) f += ' ' + abstracted[i + k]!;
        add(f);
      }
      break;
    }
    case 'identifier-subtokens':
      for (const t of tokens) if (t.kind === 'id') for (const sub of identifierSubtokens(t.text)) add(sub);
      break;
    case 'member-names':
      for (let i = 1; i < tokens.length; i++) {
        const t = tokens[i]!;
        const prev = tokens[i - 1]!;
        if ((t.kind === 'id' || t.kind === 'kw') && prev.kind === 'punct' && (prev.text === '.' || prev.text === '?.')) add(t.text);
      }
      break;
    case 'call-names':
      for (let i = 0; i + 1 < tokens.length; i++) {
        const t = tokens[i]!;
        if (t.kind === 'id' && tokens[i + 1]!.text === '(') add(t.text);
      }
      break;
    case 'keywords':
      for (const t of tokens) if (t.kind === 'kw' || t.kind === 'punct') add(t.text);
      break;
  }
  return counts;
}

export class HashModel {
  readonly header: HashModelHeader;
  readonly dimensions: number;
  private readonly keywords: ReadonlySet<string>;
  private readonly weights: Float32Array;
  private readonly projection: Float32Array;
  private readonly channelAcc: Float64Array;
  private readonly totalAcc: Float64Array;
  /** Per-bucket "already listed" stamps (channel, total), so a bucket that sums to 0 is never listed twice. */
  private readonly channelMark: Uint32Array;
  private readonly totalMark: Uint32Array;
  private stamp = 0;

  constructor(data: HashModelData) {
    this.header = data.header;
    this.dimensions = data.header.dimensions;
    this.keywords = new Set(data.header.keywords);
    this.weights = data.bucketWeights;
    this.projection = data.projection;
    this.channelAcc = new Float64Array(data.header.buckets);
    this.totalAcc = new Float64Array(data.header.buckets);
    this.channelMark = new Uint32Array(data.header.buckets);
    this.totalMark = new Uint32Array(data.header.buckets);
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

  embed(text: string): EmbedOne {
    const h = this.header;
    const { tokens, truncated } = this.tokenize(text);
    const abstracted = tokens.map(abstractToken);
    const mask = h.buckets - 1;
    const seed = h.hash.seed >>> 0;
    const acc = this.channelAcc;
    const total = this.totalAcc;
    const touchedTotal: number[] = [];
    const totalStamp = this.nextStamp();
    for (const channel of h.channels) {
      if (channel.weight === 0) continue;
      const counts = channelFeatures(channel, tokens, abstracted);
      const touched: number[] = [];
      const channelStamp = this.nextStamp();
      for (const [feature, count] of counts) {
        const code = hashFeature(seed, `${channel.name}\u241f${feature}`);
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
    const d = this.dimensions;
    const out = new Float64Array(d);
    const p = this.projection;
    for (const b of touchedTotal) {
      const v = total[b]!;
      total[b] = 0;
      if (v === 0) continue;
      const row = b * d;
      for (let k = 0; k < d; k++) out[k] = out[k]! + v * p[row + k]!;
    }
    let norm = 0;
    for (let k = 0; k < d; k++) norm += out[k]! * out[k]!;
    norm = Math.sqrt(norm);
    const vector = new Float32Array(d);
    // No features at all (empty text): a fixed unit vector, so every output is a unit vector.
    if (!(norm > 0)) vector[0] = 1;
    else for (let k = 0; k < d; k++) vector[k] = out[k]! / norm;
    return { vector, truncated, tokens: tokens.length };
  }
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
