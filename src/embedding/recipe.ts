/**
 * The reproducible recipe of the embedded default model (run by
 * scripts/build-model.mjs): feature configuration, IDF-like bucket weights
 * counted over a pinned corpus, and a seeded sparse random projection.
 * Integer-only randomness and quantized weights keep the bytes identical
 * across machines.
 */
import { HashModel, abstractToken, hashFeature } from './hash-model.js';
import { channelFeatures } from './channel-features.js';
import { fmix32 } from '../util/hash.js';
import { tokenize } from './lexer.js';
import { serializeModel, parseModel, MODEL_FORMAT, type ChannelSpec, type HashModelHeader } from './model-format.js';

export interface Recipe {
  model_id: string;
  dimensions: number;
  buckets: number;
  seed: number;
  max_tokens: number;
  channels: ChannelSpec[];
  /** IDF quantization step (weights are rounded to multiples of 1/quantum). */
  idf_quantum: number;
}

export const JS_KEYWORDS = [
  'abstract', 'any', 'as', 'async', 'await', 'boolean', 'break', 'case', 'catch', 'class', 'const', 'constructor',
  'continue', 'debugger', 'declare', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false',
  'finally', 'for', 'from', 'function', 'get', 'if', 'implements', 'import', 'in', 'instanceof', 'interface',
  'keyof', 'let', 'new', 'null', 'number', 'of', 'private', 'protected', 'public', 'readonly', 'return',
  'set', 'static', 'string', 'super', 'switch', 'this', 'throw', 'true', 'try', 'type', 'typeof', 'undefined',
  'unknown', 'var', 'void', 'while', 'with', 'yield', 'never', 'object', 'symbol', 'bigint', 'satisfies', 'infer', 'is'
];

export const DEFAULT_RECIPE: Recipe = {
  model_id: 'sc-hash-256',
  dimensions: 256,
  buckets: 1 << 14,
  seed: 0x5c0de256,
  max_tokens: 2048,
  channels: [
    // Weights chosen by measurement (scripts/build-model.mjs --calibrate --dry --weights …):
    // this set separated renamed copies from unrelated functions best of those tried.
    { name: 's1', kind: 'structural', n: 1, weight: 0.2 },
    { name: 's2', kind: 'structural', n: 2, weight: 0.5 },
    { name: 's3', kind: 'structural', n: 3, weight: 1.0 },
    { name: 's4', kind: 'structural', n: 4, weight: 1.0 },
    { name: 'id', kind: 'identifier-subtokens', weight: 0.4 },
    { name: 'mem', kind: 'member-names', weight: 0.3 },
    { name: 'call', kind: 'call-names', weight: 0.2 }
  ],
  idf_quantum: 1024
};

/** Integer-only deterministic stream (counter-based). */
export function randomU32(seed: number, index: number): number {
  return fmix32((Math.imul(index, 0x9e3779b9) + fmix32(seed >>> 0)) >>> 0);
}

function headerFor(recipe: Recipe): Omit<HashModelHeader, 'arrays'> {
  return {
    format: MODEL_FORMAT,
    format_version: 1,
    model_id: recipe.model_id,
    dimensions: recipe.dimensions,
    buckets: recipe.buckets,
    hash: { algorithm: 'fnv1a32-fmix32', seed: recipe.seed, signed: true },
    max_tokens: recipe.max_tokens,
    tf: 'log1p',
    keywords: [...JS_KEYWORDS].sort(),
    channels: recipe.channels
  };
}

/** Document frequency per bucket over `docs`, then quantized idf = ln((N+1)/(df+1)) + 1. */
export function bucketIdf(recipe: Recipe, docs: readonly string[]): Float32Array {
  const keywords = new Set(JS_KEYWORDS);
  const df = new Uint32Array(recipe.buckets);
  const seen = new Uint32Array(recipe.buckets);
  const mask = recipe.buckets - 1;
  docs.forEach((doc, di) => {
    const { tokens } = tokenize(doc, keywords, recipe.max_tokens);
    const abstracted = tokens.map(abstractToken);
    const stamp = di + 1;
    for (const channel of recipe.channels) {
      for (const feature of channelFeatures(channel, tokens, abstracted).keys()) {
        const b = hashFeature(recipe.seed, `${channel.name}\u241f${feature}`) & mask;
        if (seen[b] !== stamp) {
          seen[b] = stamp;
          df[b] = df[b]! + 1;
        }
      }
    }
  });
  const n = docs.length;
  const out = new Float32Array(recipe.buckets);
  for (let b = 0; b < recipe.buckets; b++) {
    const idf = Math.log((n + 1) / (df[b]! + 1)) + 1;
    out[b] = Math.round(idf * recipe.idf_quantum) / recipe.idf_quantum;
  }
  return out;
}

/** Achlioptas sparse projection: +1 / 0 / -1 with probabilities 1/6, 2/3, 1/6; scale sqrt(3/d). */
export function sparseProjection(recipe: Recipe): { values: Int8Array; scale: number } {
  const values = new Int8Array(recipe.buckets * recipe.dimensions);
  const seed = (recipe.seed ^ 0x70f3c7d1) >>> 0;
  for (let i = 0; i < values.length; i++) {
    const r = randomU32(seed, i) % 6;
    values[i] = r === 0 ? 1 : r === 1 ? -1 : 0;
  }
  return { values, scale: Math.fround(Math.sqrt(3 / recipe.dimensions)) };
}

export function buildModelArtifact(recipe: Recipe, corpus: readonly string[]): Uint8Array {
  const weights = bucketIdf(recipe, corpus);
  const proj = sparseProjection(recipe);
  return serializeModel(headerFor(recipe), weights, { dtype: 'int8', values: proj.values, scale: proj.scale });
}

export function modelFromBytes(bytes: Uint8Array): HashModel {
  return new HashModel(parseModel(bytes));
}

/**
 * A renamed copy for calibration: every identifier mapped consistently to a
 * fresh name (member names too when `members`), every string and number
 * literal changed.
 */
export function renamedCopy(text: string, seed: number, members: boolean): string {
  const { tokens } = tokenize(text, new Set(JS_KEYWORDS));
  const names = new Map<string, string>();
  let counter = 0;
  const fresh = (): string => {
    const r = randomU32(seed, counter++);
    const syll = ['ka', 'lo', 'mi', 'ne', 'ru', 'ti', 'zo', 'pe', 'qa', 'vu', 'xe', 'ba'];
    return syll[r % 12]! + syll[(r >>> 4) % 12]!.toUpperCase() + syll[(r >>> 8) % 12]! + String((r >>> 12) % 100);
  };
  return tokens.map((t, i) => {
    const prev = tokens[i - 1];
    const isMember = prev?.kind === 'punct' && (prev.text === '.' || prev.text === '?.');
    if (t.kind === 'id' && (members || !isMember)) {
      let n = names.get(t.text);
      if (!n) names.set(t.text, (n = fresh()));
      return n;
    }
    if (t.kind === 'str') return JSON.stringify(`v${randomU32(seed, 1000 + i) % 997}`);
    if (t.kind === 'num') return String(randomU32(seed, 2000 + i) % 97);
    return t.text;
  }).join(' ');
}
