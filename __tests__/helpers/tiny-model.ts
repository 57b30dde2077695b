import { MODEL_FORMAT, type HashModelHeader } from '../../src/embedding/model-format.js';
import { DEFAULT_RECIPE, JS_KEYWORDS } from '../../src/embedding/recipe.js';

/** A small format v2 model header (256 buckets, 16 body + 8 name dimensions, name weight 0.2) for unit tests; `over` replaces fields. */
export function tinyHeader(over: Partial<Omit<HashModelHeader, 'arrays'>> = {}): Omit<HashModelHeader, 'arrays'> {
  return {
    format: MODEL_FORMAT,
    format_version: 2,
    model_id: 'tiny',
    dimensions: 24,
    buckets: 256,
    hash: { algorithm: 'fnv1a32-fmix32', seed: 7, signed: true },
    max_tokens: 512,
    tf: 'log1p',
    keywords: [...JS_KEYWORDS].sort(),
    channels: DEFAULT_RECIPE.channels,
    name: { dimensions: 8, weight: 0.2, whole_weight: 1, hash_seed: 3 },
    ...over
  };
}
