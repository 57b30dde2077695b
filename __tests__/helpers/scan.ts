/**
 * What scan tests share: the options of a plain full scan (a fresh cache
 * directory each time, removed by the git-repo helper's cleanup) and the
 * document with its one measured field zeroed, for byte comparisons.
 */
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { DEFAULT_LIMITS, type ScanOptions } from '../../src/scan/options.js';
import { toJson } from '../../src/util/json.js';
import { makeTempDir } from './git-repo.js';

/** A full scan of `root` at the default limits and minimum lines, with a new cache directory. */
export function scanOptions(root: string, extra: Partial<ScanOptions> = {}): ScanOptions {
  return { root, scope: { kind: 'full' }, minLines: 5, limits: { ...DEFAULT_LIMITS }, cacheDir: makeTempDir('sc-cache-'), ...extra };
}

/** The envelope without its timing (`provider_inference_ms`), the only field that differs between equal runs. */
export function withoutTiming(env: DiscoveryEnvelope): DiscoveryEnvelope {
  return { ...env, completion: { ...env.completion, provider_inference_ms: 0 } };
}

/** The canonical JSON of the envelope without its timing. */
export function stableJson(env: DiscoveryEnvelope): string {
  return toJson(withoutTiming(env));
}
