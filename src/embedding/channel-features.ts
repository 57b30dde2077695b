/**
 * The features of one channel of the model, two ways: `channelFeatures`, the
 * feature strings and their counts (the recipe's IDF is computed over them),
 * and `featureCodes`, the same features hashed, for inference, without
 * building their strings where it can (most of the time of embedding a
 * function went into building and counting n-gram strings). Each feature's
 * code is fmix32 of the FNV-1a state after `${channel}\u241f${feature}`,
 * computed token by token for n-grams, and features are counted by code.
 * Distinct features with one code would be counted together where the string
 * path counts them apart, so a code seen twice is checked against the first
 * feature that had it, and a true collision takes the string path: either
 * way the codes, counts and their order (first occurrence) are the string
 * path's, and so are the vectors.
 */
import { fmix32, fnv1a, FNV_OFFSET } from '../util/hash.js';
import { identifierSubtokens, type Token } from './lexer.js';
import type { ChannelSpec } from './model-format.js';

export interface FeatureCodes {
  codes: number[];
  counts: number[];
}

const SPACE = 32;

/** The FNV-1a state after `${channel}\u241f`: a feature's code is fmix32(fnv1a(feature, channelPrefix(seed, channel))), the model's hashFeature(seed, `${channel}\u241f${feature}`). */
export function channelPrefix(seed: number, channel: string): number {
  return fnv1a(`${channel}\u241f`, (FNV_OFFSET ^ seed) >>> 0);
}

/** The features of one channel: feature string → count, in first-occurrence order. */
export function channelFeatures(channel: ChannelSpec, tokens: readonly Token[], abstracted: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (f: string): void => { counts.set(f, (counts.get(f) ?? 0) + 1); };
  if (channel.kind === 'structural') {
    const n = channel.n;
    for (let i = 0; i + n <= abstracted.length; i++) {
      let f = abstracted[i]!;
      for (let k = 1; k < n; k++) f += ' ' + abstracted[i + k]!;
      add(f);
    }
  } else {
    for (const w of channelWords(channel, tokens)) add(w);
  }
  return counts;
}

/** The codes and counts of `channel`'s features of `tokens`: without building strings where no two features collide. */
export function featureCodes(channel: ChannelSpec, tokens: readonly Token[], abstracted: readonly string[], prefix: number): FeatureCodes {
  return channelCodes(channel, tokens, abstracted, prefix) ?? codesByString(channel, tokens, abstracted, prefix);
}

/** The codes and counts of a channel's features by the string path (the reference, and the fallback on a collision). */
export function codesByString(channel: ChannelSpec, tokens: readonly Token[], abstracted: readonly string[], prefix: number): FeatureCodes {
  const codes: number[] = [];
  const counts: number[] = [];
  for (const [feature, count] of channelFeatures(channel, tokens, abstracted)) {
    codes.push(fmix32(fnv1a(feature, prefix)));
    counts.push(count);
  }
  return { codes, counts };
}

/** The codes and counts of `channel`'s features of `tokens`, or null on a hash collision between distinct features. */
export function channelCodes(channel: ChannelSpec, tokens: readonly Token[], abstracted: readonly string[], prefix: number): FeatureCodes | null {
  return channel.kind === 'structural' ? ngramCodes(channel.n, abstracted, prefix) : wordCodes(channelWords(channel, tokens), prefix);
}

function ngramCodes(n: number, abstracted: readonly string[], prefix: number): FeatureCodes | null {
  const table = CodeTable.for(abstracted.length);
  const codes: number[] = [];
  const counts: number[] = [];
  const starts: number[] = [];
  for (let i = 0; i + n <= abstracted.length; i++) {
    let h = fnv1a(abstracted[i]!, prefix);
    for (let k = 1; k < n; k++) h = fnv1a(abstracted[i + k]!, Math.imul(h ^ SPACE, 0x01000193) >>> 0);
    const code = fmix32(h);
    const slot = table.slot(code, codes.length);
    if (slot === codes.length) {
      codes.push(code);
      counts.push(1);
      starts.push(i);
      continue;
    }
    const first = starts[slot]!;
    // equal tokens make equal feature strings; anything else is a collision (or a token with a space: the string path decides)
    for (let k = 0; k < n; k++) if (abstracted[first + k] !== abstracted[i + k]) return null;
    counts[slot]!++;
  }
  return { codes, counts };
}

function wordCodes(words: readonly string[], prefix: number): FeatureCodes | null {
  const table = CodeTable.for(words.length);
  const codes: number[] = [];
  const counts: number[] = [];
  const firsts: string[] = [];
  for (const w of words) {
    const code = fmix32(fnv1a(w, prefix));
    const slot = table.slot(code, codes.length);
    if (slot === codes.length) {
      codes.push(code);
      counts.push(1);
      firsts.push(w);
    } else if (firsts[slot] !== w) {
      return null;
    } else {
      counts[slot]!++;
    }
  }
  return { codes, counts };
}

/**
 * An open-addressing table from a 32-bit code to its slot, reused from call
 * to call (a Map would box half of the codes: they are not small integers).
 * Entries of earlier calls are told apart by a stamp, so a call clears nothing.
 */
class CodeTable {
  private static shared = new CodeTable(1 << 10);
  private readonly keys: Uint32Array;
  private readonly slots: Int32Array;
  private readonly stamps: Uint32Array;
  private readonly mask: number;
  private stamp = 0;

  private constructor(capacity: number) {
    this.keys = new Uint32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.stamps = new Uint32Array(capacity);
    this.mask = capacity - 1;
  }

  /** The shared table, emptied, with room for `n` codes at most half full. */
  static for(n: number): CodeTable {
    let t = CodeTable.shared;
    if (2 * n > t.keys.length) {
      let capacity = t.keys.length;
      while (2 * n > capacity) capacity *= 2;
      t = CodeTable.shared = new CodeTable(capacity);
    }
    if (t.stamp === 0xffffffff) {
      t.stamps.fill(0);
      t.stamp = 0;
    }
    t.stamp++;
    return t;
  }

  /** The slot of `code`; a code not seen in this call gets `next`. */
  slot(code: number, next: number): number {
    let i = code & this.mask;
    while (this.stamps[i] === this.stamp) {
      if (this.keys[i] === code) return this.slots[i]!;
      i = (i + 1) & this.mask;
    }
    this.stamps[i] = this.stamp;
    this.keys[i] = code;
    this.slots[i] = next;
    return next;
  }
}

/** The features of a non-structural channel, in token order, repeats included. */
function channelWords(channel: ChannelSpec, tokens: readonly Token[]): string[] {
  const out: string[] = [];
  switch (channel.kind) {
    case 'identifier-subtokens':
      for (const t of tokens) if (t.kind === 'id' && t.text !== '') for (const sub of identifierSubtokens(t.text)) out.push(sub);
      break;
    case 'member-names':
      for (let i = 1; i < tokens.length; i++) {
        const t = tokens[i]!;
        const prev = tokens[i - 1]!;
        if ((t.kind === 'id' || t.kind === 'kw') && t.text !== '' && prev.kind === 'punct' && (prev.text === '.' || prev.text === '?.')) out.push(t.text);
      }
      break;
    case 'call-names':
      for (let i = 0; i + 1 < tokens.length; i++) {
        const t = tokens[i]!;
        if (t.kind === 'id' && t.text !== '' && tokens[i + 1]!.text === '(') out.push(t.text);
      }
      break;
    case 'keywords':
      for (const t of tokens) if (t.kind === 'kw' || t.kind === 'punct') out.push(t.text);
      break;
    case 'structural':
      throw new Error('structural channels are n-grams, not words');
  }
  return out;
}
