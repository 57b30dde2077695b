/** Flag parsers and the limit flags, one per SimilarCodeLimits field, named in kebab case. */
import { InvalidArgumentError, Option } from 'commander';
import type { Limits } from '../contracts/types.js';
import { DEFAULT_LIMITS } from '../scan/options.js';

export function parseCount(value: string): number {
  const n = Number(value.replace(/_/g, ''));
  if (!/^\d[\d_]*$/.test(value) || !Number.isSafeInteger(n)) throw new InvalidArgumentError('expected a non-negative integer');
  return n;
}

export function parseThreshold(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < -1 || n > 1) throw new InvalidArgumentError('expected a cosine similarity between -1 and 1');
  return n;
}

const LIMIT_HELP: Record<keyof Limits, string> = {
  max_files: 'maximum source files admitted',
  max_functions: 'maximum functions admitted',
  max_source_bytes: 'maximum aggregate normalized source bytes',
  max_function_bytes: 'maximum normalized bytes of one function',
  max_batch_size: 'maximum embedding batch size',
  max_vector_bytes: 'maximum vector bytes kept for comparison',
  max_comparisons: 'maximum pair comparisons',
  max_candidates: 'maximum candidates returned',
  max_neighbors_per_function: 'maximum neighbours kept per function',
  timeout_ms: 'end-to-end timeout in milliseconds'
};

export const LIMIT_KEYS = Object.keys(DEFAULT_LIMITS) as Array<keyof Limits>;

export function limitFlag(key: keyof Limits): string {
  return `--${key.replace(/_/g, '-')}`;
}

/** Commander's camelCase property for a limit flag. */
function limitProperty(key: keyof Limits): string {
  return key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function limitOptions(): Option[] {
  return LIMIT_KEYS.map((key) =>
    new Option(`${limitFlag(key)} <n>`, LIMIT_HELP[key]).argParser(parseCount).default(DEFAULT_LIMITS[key])
  );
}

export function limitsFrom(opts: Record<string, unknown>): Limits {
  return Object.fromEntries(LIMIT_KEYS.map((k) => [k, (opts[limitProperty(k)] as number | undefined) ?? DEFAULT_LIMITS[k]])) as unknown as Limits;
}
